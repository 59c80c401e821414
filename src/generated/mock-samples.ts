/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

/** How the mock reads one operation's query parameters, and a 200 body that satisfies the contract. */
export interface MockSample {
  /** Each query parameter's JSON type: arrays are repeated keys, numbers and booleans are parsed. */
  readonly query: Readonly<Record<string, "string" | "integer" | "number" | "boolean" | "array">>;
  /** A 200 body made by openapi-sampler from the contract's response schema and examples. */
  readonly response: unknown;
}

/** Per operation, keyed by operationId. */
export const MOCK_SAMPLES: Readonly<Record<string, MockSample>> = {
  initiateSandboxFiatDeposit: {
    query: {},
    response: {},
  },
  deleteApiCredentials: {
    query: {},
    response: {"credentials":{"id":"string","customer_id":"string","client_id":"string","client_public_keys":[{"algorithm":"string","public_key":"string","nickname":"string","id":"string","client_id":"string","active":true}],"status":"APPROVED","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","nickname":"string","ip_allowlist":["string"],"enforce_request_signing":true,"client_scopes":["string"],"created_by":"string"}},
  },
  updateFiatAccount: {
    query: {},
    response: {"id":"497f6eca-6276-4993-bfeb-53cbbbba6f08","fiat_network_instructions":{"wire":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}},"intermediary_routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"cbit":{"wallet_address":"string"},"dbs_act":{"account_number":"string"},"cubix":{"account_id":"string"},"scb":{"account_number":"string"},"status":"PENDING","metadata":{}},"status":"PENDING","created_at":"2019-08-24T14:15:22Z","ref_id":"string","identity_id":"string","account_id":"string","fiat_account_owner":{"person_details":{"first_name":"string","last_name":"string"},"institution_details":{"name":"string"},"fiat_network_instructions":{"wire":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}},"intermediary_routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"cbit":{"wallet_address":"string"},"dbs_act":{"account_number":"string"},"cubix":{"account_id":"string"},"scb":{"account_number":"string"},"status":"PENDING","metadata":{}}},"metadata":{"property1":"string","property2":"string"},"updated_at":"2019-08-24T14:15:22Z"},
  },
  createTransaction: {
    query: {},
    response: {"id":"string","ref_id":"string","settlement_window_start":"2019-08-24T14:15:22Z","settlement_window_end":"2019-08-24T14:15:22Z","source_profile_id":"string","target_profile_id":"string","legs":[{"id":"string","direction":"DELIVER","asset":"string","amount":"1.00"}],"status":"PENDING","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z"},
  },
  listPayments: {
    query: {"ref_ids":"array","payment_ids":"array","customer_id":"string","product":"string","payment_status":"string","limit":"integer","order":"string","page_cursor":"string"},
    response: {"payments":[{"id":"string","customer_id":"string","profile_id":"string","account_id":"string","ref_id":"string","product":"USDG_REWARDS","payment_type":"PAYMENT_TYPE_CRYPTO_WITHDRAWAL","payment_source":"string","payment_destination":"string","payment_asset":"string","payment_amount":"1.00","payment_status":"PAYMENT_STATUS_PENDING","payment_tx_id":"string","description":"string","metadata":"string","created_at":"2019-08-24T14:15:22Z","processed_at":"2019-08-24T14:15:22Z"}],"next_page_cursor":"string"},
  },
  listAccounts: {
    query: {"page_cursor":"string","order":"string","order_by":"string","limit":"integer","identity_id":"string","created_at.lt":"string","created_at.lte":"string","created_at.eq":"string","created_at.gte":"string","created_at.gt":"string","updated_at.lt":"string","updated_at.lte":"string","updated_at.eq":"string","updated_at.gte":"string","updated_at.gt":"string"},
    response: {"items":[{"id":"string","identity_id":"string","description":"string","admin_disabled":true,"user_disabled":true,"metadata":{},"ref_id":"string","members":[{"identity_id":"string","type":"BENEFICIAL_OWNER","roles":["BENEFICIAL_OWNER"],"id":"string"}],"created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","summary_status":"PENDING","profile_id":"string","type":"BROKERAGE"}],"next_page_cursor":"string"},
  },
  listTickers: {
    query: {},
    response: [{"market":"ETHUSD","best_bid":{"price":"1.00","amount":"1.00"},"best_ask":{"price":"1.00","amount":"1.00"},"last_execution":{"price":"1.00","amount":"1.00"},"last_day":{"high":"1.00","low":"1.00","open":"1.00","volume":"1.00","volume_weighted_average_price":"1.00","start_time":"2019-08-24T14:15:22Z","end_time":"2019-08-24T14:15:22Z","range":{"begin":"2019-08-24T14:15:22Z","end":"2019-08-24T14:15:22Z"}},"today":{"high":"1.00","low":"1.00","open":"1.00","volume":"1.00","volume_weighted_average_price":"1.00","start_time":"2019-08-24T14:15:22Z","end_time":"2019-08-24T14:15:22Z","range":{"begin":"2019-08-24T14:15:22Z","end":"2019-08-24T14:15:22Z"}},"snapshot_at":"2019-08-24T14:15:22Z"}],
  },
  listDepositAddresses: {
    query: {"profile_ids":"array","identity_ids":"array","ids":"array","ref_ids":"array","account_ids":"array","created_at.lt":"string","created_at.lte":"string","created_at.eq":"string","created_at.gte":"string","created_at.gt":"string","limit":"integer","order":"string","order_by":"string","page_cursor":"string"},
    response: {"items":[{"id":"497f6eca-6276-4993-bfeb-53cbbbba6f08","profile_id":"string","customer_id":"string","identity_id":"string","account_id":"string","ref_id":"string","crypto_network":"BITCOIN","address":"string","conversion_target_asset":"NO_CONVERSION","compatible_crypto_networks":["BITCOIN"],"metadata":{},"created_at":"2019-08-24T14:15:22Z"}],"next_page_cursor":"string"},
  },
};
