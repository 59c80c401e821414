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
  /**
   * The blockchain addresses of the request body (`x-address-network`): where the object holding one is
   * (field names, `"*"` for every item of an array), its address field and the sibling naming its network.
   */
  readonly addresses?: readonly { readonly at: readonly string[]; readonly address: string; readonly network: string }[];
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
  getFiatAccount: {
    query: {"include_deleted":"boolean"},
    response: {"id":"497f6eca-6276-4993-bfeb-53cbbbba6f08","fiat_network_instructions":{"wire":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}},"intermediary_routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"cbit":{"wallet_address":"string"},"dbs_act":{"account_number":"string"},"cubix":{"account_id":"string"},"scb":{"account_number":"string"},"rtp":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"status":"PENDING","metadata":{}},"status":"PENDING","created_at":"2019-08-24T14:15:22Z","ref_id":"string","identity_id":"string","account_id":"string","fiat_account_owner":{"person_details":{"first_name":"string","last_name":"string"},"institution_details":{"name":"string"},"fiat_network_instructions":{"wire":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}},"intermediary_routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"cbit":{"wallet_address":"string"},"dbs_act":{"account_number":"string"},"cubix":{"account_id":"string"},"scb":{"account_number":"string"},"rtp":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"status":"PENDING","metadata":{}}},"metadata":{"property1":"string","property2":"string"},"updated_at":"2019-08-24T14:15:22Z"},
  },
  updateFiatAccount: {
    query: {},
    response: {"id":"497f6eca-6276-4993-bfeb-53cbbbba6f08","fiat_network_instructions":{"wire":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}},"intermediary_routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"cbit":{"wallet_address":"string"},"dbs_act":{"account_number":"string"},"cubix":{"account_id":"string"},"scb":{"account_number":"string"},"rtp":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"status":"PENDING","metadata":{}},"status":"PENDING","created_at":"2019-08-24T14:15:22Z","ref_id":"string","identity_id":"string","account_id":"string","fiat_account_owner":{"person_details":{"first_name":"string","last_name":"string"},"institution_details":{"name":"string"},"fiat_network_instructions":{"wire":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}},"intermediary_routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"cbit":{"wallet_address":"string"},"dbs_act":{"account_number":"string"},"cubix":{"account_id":"string"},"scb":{"account_number":"string"},"rtp":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"status":"PENDING","metadata":{}}},"metadata":{"property1":"string","property2":"string"},"updated_at":"2019-08-24T14:15:22Z"},
  },
  deleteFiatAccount: {
    query: {},
    response: {},
  },
  listTransactions: {
    query: {"statuses":"array","source_profile_id":"string","target_profile_id":"string","limit":"integer","page_cursor":"string"},
    response: {"items":[{"id":"string","ref_id":"string","settlement_window_start":"2019-08-24T14:15:22Z","settlement_window_end":"2019-08-24T14:15:22Z","source_profile_id":"string","target_profile_id":"string","legs":[{"id":"string","direction":"DELIVER","asset":"string","amount":"1.00"}],"status":"PENDING","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z"}],"next_page_cursor":"string"},
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
  updateAccount: {
    query: {},
    response: {"id":"string","identity_id":"string","description":"string","admin_disabled":true,"user_disabled":true,"metadata":{},"ref_id":"string","members":[{"identity_id":"string","type":"BENEFICIAL_OWNER","roles":["BENEFICIAL_OWNER"],"id":"string"}],"created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","summary_status":"PENDING","profile_id":"string","type":"BROKERAGE"},
  },
  createAccount: {
    query: {},
    response: {"id":"string","identity_id":"string","description":"string","admin_disabled":true,"user_disabled":true,"metadata":{},"ref_id":"string","members":[{"identity_id":"string","type":"BENEFICIAL_OWNER","roles":["BENEFICIAL_OWNER"],"id":"string"}],"created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","summary_status":"PENDING","profile_id":"string","type":"BROKERAGE"},
  },
  listTickers: {
    query: {},
    response: [{"market":"ETHUSD","best_bid":{"price":"1.00","amount":"1.00"},"best_ask":{"price":"1.00","amount":"1.00"},"last_execution":{"price":"1.00","amount":"1.00"},"last_day":{"high":"1.00","low":"1.00","open":"1.00","volume":"1.00","volume_weighted_average_price":"1.00","start_time":"2019-08-24T14:15:22Z","end_time":"2019-08-24T14:15:22Z","range":{"begin":"2019-08-24T14:15:22Z","end":"2019-08-24T14:15:22Z"}},"today":{"high":"1.00","low":"1.00","open":"1.00","volume":"1.00","volume_weighted_average_price":"1.00","start_time":"2019-08-24T14:15:22Z","end_time":"2019-08-24T14:15:22Z","range":{"begin":"2019-08-24T14:15:22Z","end":"2019-08-24T14:15:22Z"}},"snapshot_at":"2019-08-24T14:15:22Z"}],
  },
  listDepositAddresses: {
    query: {"profile_ids":"array","identity_ids":"array","networks":"array","ids":"array","ref_ids":"array","account_ids":"array","created_at.lt":"string","created_at.lte":"string","created_at.eq":"string","created_at.gte":"string","created_at.gt":"string","limit":"integer","order":"string","order_by":"string","page_cursor":"string"},
    response: {"items":[{"id":"497f6eca-6276-4993-bfeb-53cbbbba6f08","profile_id":"string","customer_id":"string","identity_id":"string","account_id":"string","ref_id":"string","crypto_network":"BITCOIN","address":"string","conversion_target_asset":"NO_CONVERSION","compatible_crypto_networks":["BITCOIN"],"metadata":{},"created_at":"2019-08-24T14:15:22Z"}],"next_page_cursor":"string"},
  },
  createDepositAddress: {
    query: {},
    response: {"id":"497f6eca-6276-4993-bfeb-53cbbbba6f08","profile_id":"string","customer_id":"string","identity_id":"string","account_id":"string","ref_id":"string","crypto_network":"BITCOIN","address":"string","conversion_target_asset":"NO_CONVERSION","compatible_crypto_networks":["BITCOIN"],"metadata":{},"created_at":"2019-08-24T14:15:22Z"},
  },
  rejectCryptoDeposit: {
    query: {},
    response: {},
  },
  updateCryptoDeposit: {
    query: {},
    response: {},
  },
  putCryptoDestinationAddress: {
    query: {},
    addresses: [{"at":[],"address":"address","network":"crypto_network"}],
    response: {"address":{"id":"string","identity_id":"string","crypto_network":"BITCOIN","address":"string","nickname":"string","status":"PENDING","created_at":"2019-08-24T14:15:22Z","bookmarked":true,"policy_execution_id":"string","travelrule_metadata":{"beneficiary":{"person_details":{"first_name":"string","last_name":"string","physical_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}},"institution_details":{"name":"string","physical_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}},"self":true},"vasp":{"id":"string","name":"string","custom_vasp_name":"string","custom_vasp_website":"string"},"transfer_purpose":"string","custodian_type":"VASP"}}},
  },
  listCryptoDestinationAddresses: {
    query: {"ids":"array","identity_ids":"array","crypto_networks":"array","addresses":"array","nicknames":"array","bookmarked_status":"boolean","created_at.lt":"string","created_at.lte":"string","created_at.eq":"string","created_at.gte":"string","created_at.gt":"string","limit":"integer","order":"string","order_by":"string","page_cursor":"string"},
    response: {"addresses":[{"id":"string","identity_id":"string","crypto_network":"BITCOIN","address":"string","nickname":"string","status":"PENDING","created_at":"2019-08-24T14:15:22Z","bookmarked":true,"policy_execution_id":"string","travelrule_metadata":{"beneficiary":{"person_details":{"first_name":"string","last_name":"string","physical_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}},"institution_details":{"name":"string","physical_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}},"self":true},"vasp":{"id":"string","name":"string","custom_vasp_name":"string","custom_vasp_website":"string"},"transfer_purpose":"string","custodian_type":"VASP"}}],"next_page_cursor":"string"},
  },
  createCryptoWithdrawal: {
    query: {},
    addresses: [{"at":[],"address":"destination_address","network":"crypto_network"}],
    response: {"id":"string","customer_id":"string","profile_id":"string","identity_id":"string","account_id":"string","ref_id":"string","amount":"1.00","total":"1.00","fee":"1.00","asset":"string","balance_asset":"string","direction":"CREDIT","type":"INTERNAL_TRANSFER_DEBIT","status":"PENDING","secondary_status":{"name":"TRAVEL_RULE_INFO_REQUESTED","detail":"string"},"status_details":{"missing_trustline":{"message":"string","destination_address":"string","asset":"string"},"max_rent_exceeded":{"message":"string","destination_address":"string"},"pending_customer_approval":{"message":"string"},"stale_fee_quote":{"message":"string"},"invalid_destination_address":{"message":"string","destination_address":"string"}},"created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","metadata":{},"destination_address":"string","crypto_network":"BITCOIN","crypto_tx_hash":"string","crypto_tx_index":"string","auto_conversion":{"from_transfer_id":"string","to_transfer_id":"string"},"group_id":"string","fiat_account_id":"string","notional_value":"1.00","memo":"string"},
  },
  createCryptoWithdrawalFee: {
    query: {},
    addresses: [{"at":[],"address":"destination_address","network":"crypto_network"}],
    response: {"id":"string","fee":"1.00","asset":"string","amount":"1.00","total":"1.00","destination_address":"string","crypto_network":"BITCOIN","expires_at":"2019-08-24T14:15:22Z"},
  },
  createFiatWithdrawal: {
    query: {},
    response: {"id":"string","customer_id":"string","profile_id":"string","identity_id":"string","account_id":"string","ref_id":"string","amount":"1.00","total":"1.00","fee":"1.00","asset":"string","balance_asset":"string","direction":"CREDIT","type":"INTERNAL_TRANSFER_DEBIT","status":"PENDING","secondary_status":{"name":"TRAVEL_RULE_INFO_REQUESTED","detail":"string"},"status_details":{"missing_trustline":{"message":"string","destination_address":"string","asset":"string"},"max_rent_exceeded":{"message":"string","destination_address":"string"},"pending_customer_approval":{"message":"string"},"stale_fee_quote":{"message":"string"},"invalid_destination_address":{"message":"string","destination_address":"string"}},"created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","metadata":{},"destination_address":"string","crypto_network":"BITCOIN","crypto_tx_hash":"string","crypto_tx_index":"string","auto_conversion":{"from_transfer_id":"string","to_transfer_id":"string"},"group_id":"string","fiat_account_id":"string","notional_value":"1.00","memo":"string"},
  },
  listFiatAccounts: {
    query: {"ids":"array","ref_ids":"array","created_at.lt":"string","created_at.lte":"string","created_at.eq":"string","created_at.gte":"string","created_at.gt":"string","limit":"integer","order":"string","order_by":"string","page_cursor":"string","include_deleted":"boolean"},
    response: {"items":[{"id":"497f6eca-6276-4993-bfeb-53cbbbba6f08","ref_id":"string","identity_id":"string","account_id":"string","fiat_account_owner":{"person_details":{"first_name":"string","last_name":"string"},"institution_details":{"name":"string"}},"fiat_network_instructions":{"wire":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}},"intermediary_routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}},"status":"PENDING","metadata":{}},"cbit":{"wallet_address":"string"},"dbs_act":{"account_number":"string"},"cubix":{"account_id":"string"},"scb":{"account_number":"string"},"rtp":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"status":"PENDING","metadata":{}},"status":"PENDING","metadata":{"property1":"string","property2":"string"},"created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z"}],"next_page_cursor":"string"},
  },
  createFiatAccount: {
    query: {},
    response: {"id":"497f6eca-6276-4993-bfeb-53cbbbba6f08","fiat_network_instructions":{"wire":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}},"intermediary_routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"cbit":{"wallet_address":"string"},"dbs_act":{"account_number":"string"},"cubix":{"account_id":"string"},"scb":{"account_number":"string"},"rtp":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"status":"PENDING","metadata":{}},"status":"PENDING","created_at":"2019-08-24T14:15:22Z","ref_id":"string","identity_id":"string","account_id":"string","fiat_account_owner":{"person_details":{"first_name":"string","last_name":"string"},"institution_details":{"name":"string"},"fiat_network_instructions":{"wire":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}},"intermediary_routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"cbit":{"wallet_address":"string"},"dbs_act":{"account_number":"string"},"cubix":{"account_id":"string"},"scb":{"account_number":"string"},"rtp":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"status":"PENDING","metadata":{}}},"metadata":{"property1":"string","property2":"string"},"updated_at":"2019-08-24T14:15:22Z"},
  },
  listFiatDepositInstructions: {
    query: {"ids":"array","ref_ids":"array","created_at.lt":"string","created_at.lte":"string","created_at.eq":"string","created_at.gte":"string","created_at.gt":"string","limit":"integer","order":"string","page_cursor":"string"},
    response: {"items":[{"id":"string","profile_id":"string","customer_id":"string","identity_id":"string","account_id":"string","ref_id":"string","status":"VALID","memo_id":"string","fiat_network_instructions":{"wire":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}},"intermediary_routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"cbit":{"wallet_address":"string"},"dbs_act":{"account_number":"string"},"cubix":{"account_id":"string"},"scb":{"account_number":"string"},"rtp":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"status":"PENDING","metadata":{}},"fiat_account_owner":{"person_details":{"first_name":"string","last_name":"string"},"institution_details":{"name":"string"},"fiat_network_instructions":{"wire":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}},"intermediary_routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"cbit":{"wallet_address":"string"},"dbs_act":{"account_number":"string"},"cubix":{"account_id":"string"},"scb":{"account_number":"string"},"rtp":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"status":"PENDING","metadata":{}}},"metadata":{},"created_at":"2019-08-24T14:15:22Z"}],"next_page_cursor":"string"},
  },
  createFiatDepositInstructions: {
    query: {},
    response: {"id":"string","profile_id":"string","customer_id":"string","identity_id":"string","account_id":"string","ref_id":"string","status":"VALID","memo_id":"string","fiat_network_instructions":{"wire":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}},"intermediary_routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"cbit":{"wallet_address":"string"},"dbs_act":{"account_number":"string"},"cubix":{"account_id":"string"},"scb":{"account_number":"string"},"rtp":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"status":"PENDING","metadata":{}},"fiat_account_owner":{"person_details":{"first_name":"string","last_name":"string"},"institution_details":{"name":"string"},"fiat_network_instructions":{"wire":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}},"intermediary_routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"cbit":{"wallet_address":"string"},"dbs_act":{"account_number":"string"},"cubix":{"account_id":"string"},"scb":{"account_number":"string"},"rtp":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"status":"PENDING","metadata":{}}},"metadata":{},"created_at":"2019-08-24T14:15:22Z"},
  },
  getFiatDepositInstructions: {
    query: {},
    response: {"id":"string","profile_id":"string","customer_id":"string","identity_id":"string","account_id":"string","ref_id":"string","status":"VALID","memo_id":"string","fiat_network_instructions":{"wire":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}},"intermediary_routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"cbit":{"wallet_address":"string"},"dbs_act":{"account_number":"string"},"cubix":{"account_id":"string"},"scb":{"account_number":"string"},"rtp":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"status":"PENDING","metadata":{}},"fiat_account_owner":{"person_details":{"first_name":"string","last_name":"string"},"institution_details":{"name":"string"},"fiat_network_instructions":{"wire":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}},"intermediary_routing_details":{"routing_number_type":"ABA","routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"cbit":{"wallet_address":"string"},"dbs_act":{"account_number":"string"},"cubix":{"account_id":"string"},"scb":{"account_number":"string"},"rtp":{"account_number":"string","fiat_account_owner_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"routing_details":{"routing_number":"string","bank_name":"string","bank_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"}}},"status":"PENDING","metadata":{}}},"metadata":{},"created_at":"2019-08-24T14:15:22Z"},
  },
  createInternalTransfer: {
    query: {},
    response: {"id":"string","customer_id":"string","profile_id":"string","identity_id":"string","account_id":"string","ref_id":"string","amount":"1.00","total":"1.00","fee":"1.00","asset":"string","balance_asset":"string","direction":"CREDIT","type":"INTERNAL_TRANSFER_DEBIT","status":"PENDING","secondary_status":{"name":"TRAVEL_RULE_INFO_REQUESTED","detail":"string"},"status_details":{"missing_trustline":{"message":"string","destination_address":"string","asset":"string"},"max_rent_exceeded":{"message":"string","destination_address":"string"},"pending_customer_approval":{"message":"string"},"stale_fee_quote":{"message":"string"},"invalid_destination_address":{"message":"string","destination_address":"string"}},"created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","metadata":{},"destination_address":"string","crypto_network":"BITCOIN","crypto_tx_hash":"string","crypto_tx_index":"string","auto_conversion":{"from_transfer_id":"string","to_transfer_id":"string"},"group_id":"string","fiat_account_id":"string","notional_value":"1.00","memo":"string"},
  },
  createPaxosTransfer: {
    query: {},
    response: {"id":"string","customer_id":"string","profile_id":"string","identity_id":"string","account_id":"string","ref_id":"string","amount":"1.00","total":"1.00","fee":"1.00","asset":"string","balance_asset":"string","direction":"CREDIT","type":"INTERNAL_TRANSFER_DEBIT","status":"PENDING","secondary_status":{"name":"TRAVEL_RULE_INFO_REQUESTED","detail":"string"},"status_details":{"missing_trustline":{"message":"string","destination_address":"string","asset":"string"},"max_rent_exceeded":{"message":"string","destination_address":"string"},"pending_customer_approval":{"message":"string"},"stale_fee_quote":{"message":"string"},"invalid_destination_address":{"message":"string","destination_address":"string"}},"created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","metadata":{},"destination_address":"string","crypto_network":"BITCOIN","crypto_tx_hash":"string","crypto_tx_index":"string","auto_conversion":{"from_transfer_id":"string","to_transfer_id":"string"},"group_id":"string","fiat_account_id":"string","notional_value":"1.00","memo":"string"},
  },
  listTransferLimits: {
    query: {"transfer_type":"string"},
    response: {"items":[{"id":"string","rule_id":"string","transfer_types":["INTERNAL_TRANSFER_DEBIT"],"period_seconds":"string","limit":"1.00","remaining":"1.00","limit_asset":"string"}],"next_page_cursor":"string"},
  },
  listTransfers: {
    query: {"profile_ids":"array","identity_ids":"array","account_ids":"array","ref_ids":"array","ids":"array","group_ids":"array","crypto_tx_hashes":"array","type":"array","statuses":"array","secondary_statuses":"array","created_at.lt":"string","created_at.lte":"string","created_at.eq":"string","created_at.gte":"string","created_at.gt":"string","updated_at.lt":"string","updated_at.lte":"string","updated_at.eq":"string","updated_at.gte":"string","updated_at.gt":"string","limit":"integer","order":"string","order_by":"string","page_cursor":"string"},
    response: {"items":[{"id":"string","customer_id":"string","profile_id":"string","identity_id":"string","account_id":"string","ref_id":"string","amount":"1.00","total":"1.00","fee":"1.00","asset":"string","balance_asset":"string","direction":"CREDIT","type":"INTERNAL_TRANSFER_DEBIT","status":"PENDING","secondary_status":{"name":"TRAVEL_RULE_INFO_REQUESTED","detail":"string"},"status_details":{"missing_trustline":{"message":"string","destination_address":"string","asset":"string"},"max_rent_exceeded":{"message":"string","destination_address":"string"},"pending_customer_approval":{"message":"string"},"stale_fee_quote":{"message":"string"},"invalid_destination_address":{"message":"string","destination_address":"string"}},"created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","metadata":{},"destination_address":"string","crypto_network":"BITCOIN","crypto_tx_hash":"string","crypto_tx_index":"string","auto_conversion":{"from_transfer_id":"string","to_transfer_id":"string"},"group_id":"string","fiat_account_id":"string","notional_value":"1.00","memo":"string"}],"next_page_cursor":"string"},
  },
  getTransfer: {
    query: {},
    response: {"id":"string","customer_id":"string","profile_id":"string","identity_id":"string","account_id":"string","ref_id":"string","amount":"1.00","total":"1.00","fee":"1.00","asset":"string","balance_asset":"string","direction":"CREDIT","type":"INTERNAL_TRANSFER_DEBIT","status":"PENDING","secondary_status":{"name":"TRAVEL_RULE_INFO_REQUESTED","detail":"string"},"status_details":{"missing_trustline":{"message":"string","destination_address":"string","asset":"string"},"max_rent_exceeded":{"message":"string","destination_address":"string"},"pending_customer_approval":{"message":"string"},"stale_fee_quote":{"message":"string"},"invalid_destination_address":{"message":"string","destination_address":"string"}},"created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","metadata":{},"destination_address":"string","crypto_network":"BITCOIN","crypto_tx_hash":"string","crypto_tx_index":"string","auto_conversion":{"from_transfer_id":"string","to_transfer_id":"string"},"group_id":"string","fiat_account_id":"string","notional_value":"1.00","memo":"string"},
  },
  getTransaction: {
    query: {},
    response: {"id":"string","ref_id":"string","settlement_window_start":"2019-08-24T14:15:22Z","settlement_window_end":"2019-08-24T14:15:22Z","source_profile_id":"string","target_profile_id":"string","legs":[{"id":"string","direction":"DELIVER","asset":"string","amount":"1.00"}],"status":"PENDING","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z"},
  },
  cancelTransaction: {
    query: {},
    response: {"id":"string","ref_id":"string","settlement_window_start":"2019-08-24T14:15:22Z","settlement_window_end":"2019-08-24T14:15:22Z","source_profile_id":"string","target_profile_id":"string","legs":[{"id":"string","direction":"DELIVER","asset":"string","amount":"1.00"}],"status":"PENDING","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z"},
  },
  affirmTransaction: {
    query: {},
    response: {"id":"string","ref_id":"string","settlement_window_start":"2019-08-24T14:15:22Z","settlement_window_end":"2019-08-24T14:15:22Z","source_profile_id":"string","target_profile_id":"string","legs":[{"id":"string","direction":"DELIVER","asset":"string","amount":"1.00"}],"status":"PENDING","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z"},
  },
  listMonitoringAddress: {
    query: {"address":"string","crypto_network":"string","limit":"integer","order":"string","page_cursor":"string"},
    response: {"addresses":[{"id":"string","address":"string","crypto_network":"BITCOIN","name":"string","created_at":"2019-08-24T14:15:22Z"}],"next_page_cursor":"string"},
  },
  createMonitoringAddress: {
    query: {},
    addresses: [{"at":[],"address":"address","network":"crypto_network"}],
    response: {"address":{"id":"string","address":"string","crypto_network":"BITCOIN","name":"string","created_at":"2019-08-24T14:15:22Z"}},
  },
  getMonitoringAddress: {
    query: {},
    response: {"address":{"id":"string","address":"string","crypto_network":"BITCOIN","name":"string","created_at":"2019-08-24T14:15:22Z"}},
  },
  updateMonitoringAddress: {
    query: {},
    response: {"address":{"id":"string","address":"string","crypto_network":"BITCOIN","name":"string","created_at":"2019-08-24T14:15:22Z"}},
  },
  listProfiles: {
    query: {"created_at.lt":"string","created_at.lte":"string","created_at.eq":"string","created_at.gte":"string","created_at.gt":"string","limit":"integer","order":"string","order_by":"string","page_cursor":"string","nickname":"string","ids":"array"},
    response: {"items":[{"id":"string","nickname":"string","type":"NORMAL","description":"string","account_id":"string"}],"next_page_cursor":"string"},
  },
  createProfile: {
    query: {},
    response: {"id":"string","nickname":"string","type":"NORMAL","description":"string","account_id":"string"},
  },
  getProfile: {
    query: {"include_deactivated":"boolean"},
    response: {"id":"string","nickname":"string","type":"NORMAL","description":"string","account_id":"string"},
  },
  updateProfile: {
    query: {},
    response: {"id":"string","nickname":"string","type":"NORMAL","description":"string","account_id":"string"},
  },
  listProfileBalances: {
    query: {"assets":"array"},
    response: {"items":[{"asset":"string","available":"1.00","trading":"1.00"}]},
  },
  getProfileBalance: {
    query: {},
    response: {"asset":"string","available":"1.00","trading":"1.00"},
  },
  deactivateProfile: {
    query: {},
    response: {},
  },
  createSandboxDeposit: {
    query: {},
    addresses: [{"at":[],"address":"crypto_address","network":"crypto_network"}],
    response: {"activity_id":"string"},
  },
  listEvents: {
    query: {"created_at.lt":"string","created_at.lte":"string","created_at.eq":"string","created_at.gte":"string","created_at.gt":"string","limit":"integer","type":"string","is_test":"boolean","order":"string","page_cursor":"string"},
    response: {"events":[{"id":"string","type":"string","object_type":"string","object":{},"created_at":"2019-08-24T14:15:22Z","undelivered_webhooks":0,"is_test":true}],"next_page_cursor":"string"},
  },
  getEvent: {
    query: {"is_test":"boolean"},
    response: {"id":"string","type":"string","object_type":"string","object":{},"created_at":"2019-08-24T14:15:22Z","undelivered_webhooks":0,"is_test":true},
  },
  listApiCredentials: {
    query: {"order":"string","order_by":"string","limit":"integer","page_cursor":"string","statuses":"array","ids":"array","client_ids":"array"},
    response: {"items":[{"id":"string","customer_id":"string","client_id":"string","client_public_keys":[{"algorithm":"string","public_key":"string","nickname":"string","id":"string","client_id":"string","active":true}],"status":"APPROVED","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","nickname":"string","ip_allowlist":["string"],"enforce_request_signing":true,"client_scopes":["string"],"created_by":"string"}],"next_page_cursor":"string"},
  },
  listTaxFormRevisions: {
    query: {"account_id":"string","tax_year":"string","form_types":"array","revision":"string"},
    response: {"tax_form_urls":[{"account_id":"string","type":"FORM_1099_B","tax_year":"string","revision":"string","url":"string"}]},
  },
  listTaxForms: {
    query: {"account_ids":"array","tax_year":"string","form_types":"array"},
    response: {"tax_form_urls":[{"account_id":"string","type":"FORM_1099_B","tax_year":"string","revision":"string","url":"string"}]},
  },
  listStatements: {
    query: {"customer_id":"string","ref_ids":"array","statement_ids":"array","statuses":"array","limit":"integer","order":"string","page_cursor":"string"},
    response: {"statements":[{"id":"string","ref_id":"string","customer_id":"string","type":"STATEMENT_TYPE_UNSPECIFIED","product":"USDG_REWARDS","status":"STATEMENT_STATUS_UNSPECIFIED","metadata":{},"statement_balances":[{"asset":"string","amount_paid":"1.00","total_amount_owed":"1.00","next_payment_ref_id":"string"}],"period_start":"2019-08-24T14:15:22Z","period_end":"2019-08-24T14:15:22Z","generated_at":"2019-08-24T14:15:22Z","paid_at":"2019-08-24T14:15:22Z","created_at":"2019-08-24T14:15:22Z","statement_group_id":"string","version":0,"files":[{"format":"string","url":"string","expires_at":"2019-08-24T14:15:22Z","generated_at":"2019-08-24T14:15:22Z"}],"data":{"@type":"string"}}],"next_page_cursor":"string"},
  },
  listIdentities: {
    query: {"summary_status":"string","control_types":"array","control_reason_codes":"array","created_at.lt":"string","created_at.lte":"string","created_at.eq":"string","created_at.gte":"string","created_at.gt":"string","updated_at.lt":"string","updated_at.lte":"string","updated_at.eq":"string","updated_at.gte":"string","updated_at.gt":"string","limit":"integer","order":"string","order_by":"string","page_cursor":"string","identity_type":"string"},
    response: {"items":[{"id":"string","type":"PERSON","summary_status":"PENDING","status":"PENDING","status_details":{"active_controls":[{"id":"string","type":"SELL_ONLY","set_by":"SET_BY_PAXOS","is_overridable":true,"reason_code":"OTHER","reason":"string","created_at":"2019-08-24T14:15:22Z","deleted_at":"2019-08-24T14:15:22Z"}],"requirements":[{"type":"ID_VERIFICATION","status":"PENDING","awaiting_action_from":"CLIENT","errors":[{"code":"COMPLIANCE_REVIEW_FAILED","description":"string"}]}]},"ref_id":"string","metadata":{},"user_disabled":true,"admin_disabled":true,"person_details":{"id_verification_status":"PENDING","sanctions_verification_status":"PENDING","additional_screening_status":"PENDING","passthrough_verification_status":"PENDING","first_name":"string","middle_name":"string","last_name":"string","date_of_birth":"string","govt_id":"string","govt_id_type":"SSN","cip_id":"string","cip_id_type":"SSN","cip_id_country":"string","address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"phone_number":"string","email":"string","nationality":"string","country_of_birth":"string","profession":"string","verifier_id":"string","verifier_type":"PAXOS","id_verification_url":"string","passthrough_verifier_type":"JUMIO","passthrough_verified_at":"2019-08-24T14:15:22Z","passthrough_verification_id":"string","passthrough_verification_fields":["FULL_LEGAL_NAME"]},"institution_details":{"name":"string","sanctions_verification_status":"PENDING","document_verification_status":"PENDING","additional_screening_status":"PENDING","business_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"incorporation_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"phone_number":"string","email":"string","institution_type":"TRUST","institution_sub_type":"INVESTMENT","cip_id":"string","cip_id_type":"EIN","cip_id_country":"string","govt_registration_date":"2019-08-24T14:15:22Z","regulation_status":"US_REGULATED","trading_type":"PRIVATE","listed_exchange":"string","ticker_symbol":"string","parent_institution_name":"string","regulator_name":"string","regulator_jurisdiction":"string","regulator_register_number":"string","doing_business_as":"string","business_description":"string"},"institution_members":[{"id":"string","identity_id":"string","roles":["BENEFICIAL_OWNER"],"ownership":"1.00","position":"string","name":"string","summary_status":"PENDING"}],"tax_details":[{"tax_payer_id":"string","tax_payer_country":"string","tin_verification_status":"TIN_VERIFICATION_PENDING"}],"tax_details_not_required":true,"summary_tin_verification_status":"TIN_VERIFICATION_PENDING","customer_due_diligence":{"aliases":["string"],"estimated_net_worth":"NET_WORTH_0_TO_100K","estimated_yearly_income":"INCOME_0_TO_50K","expected_transfer_value":"TRANSFER_VALUE_0_TO_25K","source_of_wealth":"INHERITANCE","source_of_funds":"SALARY_DISBURSEMENT","purpose_of_account":"INVESTMENT_TRADING","employment_status":"CONTRACTUAL","employment_industry_sector":"INVESTMENT","industry_sector":"INVESTMENT","has_underlying_trust_structure":true,"has_nominee_shareholders":true,"created_at":"2019-08-24T14:15:22Z","is_publicly_traded":true,"merchant_funding_source":"BUSINESS_LOANS_FINANCING","customer_regions":["US_CANADA"]},"is_merchant":true,"last_kyc_refresh_date":"2019-08-24T14:15:22Z","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z"}],"next_page_cursor":"string"},
  },
  createIdentity: {
    query: {},
    response: {"id":"string","type":"PERSON","summary_status":"PENDING","status":"PENDING","status_details":{"active_controls":[{"id":"string","type":"SELL_ONLY","set_by":"SET_BY_PAXOS","is_overridable":true,"reason_code":"OTHER","reason":"string","created_at":"2019-08-24T14:15:22Z","deleted_at":"2019-08-24T14:15:22Z"}],"requirements":[{"type":"ID_VERIFICATION","status":"PENDING","awaiting_action_from":"CLIENT","errors":[{"code":"COMPLIANCE_REVIEW_FAILED","description":"string"}]}]},"ref_id":"string","metadata":{},"user_disabled":true,"admin_disabled":true,"person_details":{"id_verification_status":"PENDING","sanctions_verification_status":"PENDING","additional_screening_status":"PENDING","passthrough_verification_status":"PENDING","first_name":"string","middle_name":"string","last_name":"string","date_of_birth":"string","govt_id":"string","govt_id_type":"SSN","cip_id":"string","cip_id_type":"SSN","cip_id_country":"string","address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"phone_number":"string","email":"string","nationality":"string","country_of_birth":"string","profession":"string","verifier_id":"string","verifier_type":"PAXOS","id_verification_url":"string","passthrough_verifier_type":"JUMIO","passthrough_verified_at":"2019-08-24T14:15:22Z","passthrough_verification_id":"string","passthrough_verification_fields":["FULL_LEGAL_NAME"]},"institution_details":{"name":"string","sanctions_verification_status":"PENDING","document_verification_status":"PENDING","additional_screening_status":"PENDING","business_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"incorporation_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"phone_number":"string","email":"string","institution_type":"TRUST","institution_sub_type":"INVESTMENT","cip_id":"string","cip_id_type":"EIN","cip_id_country":"string","govt_registration_date":"2019-08-24T14:15:22Z","regulation_status":"US_REGULATED","trading_type":"PRIVATE","listed_exchange":"string","ticker_symbol":"string","parent_institution_name":"string","regulator_name":"string","regulator_jurisdiction":"string","regulator_register_number":"string","doing_business_as":"string","business_description":"string"},"institution_members":[{"id":"string","identity_id":"string","roles":["BENEFICIAL_OWNER"],"ownership":"1.00","position":"string","name":"string","summary_status":"PENDING"}],"tax_details":[{"tax_payer_id":"string","tax_payer_country":"string","tin_verification_status":"TIN_VERIFICATION_PENDING"}],"tax_details_not_required":true,"summary_tin_verification_status":"TIN_VERIFICATION_PENDING","customer_due_diligence":{"aliases":["string"],"estimated_net_worth":"NET_WORTH_0_TO_100K","estimated_yearly_income":"INCOME_0_TO_50K","expected_transfer_value":"TRANSFER_VALUE_0_TO_25K","source_of_wealth":"INHERITANCE","source_of_funds":"SALARY_DISBURSEMENT","purpose_of_account":"INVESTMENT_TRADING","employment_status":"CONTRACTUAL","employment_industry_sector":"INVESTMENT","industry_sector":"INVESTMENT","has_underlying_trust_structure":true,"has_nominee_shareholders":true,"created_at":"2019-08-24T14:15:22Z","is_publicly_traded":true,"merchant_funding_source":"BUSINESS_LOANS_FINANCING","customer_regions":["US_CANADA"]},"is_merchant":true,"last_kyc_refresh_date":"2019-08-24T14:15:22Z","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z"},
  },
  getIdentity: {
    query: {"include_details":"boolean","include_institution_members":"boolean"},
    response: {"id":"string","type":"PERSON","summary_status":"PENDING","status":"PENDING","status_details":{"active_controls":[{"id":"string","type":"SELL_ONLY","set_by":"SET_BY_PAXOS","is_overridable":true,"reason_code":"OTHER","reason":"string","created_at":"2019-08-24T14:15:22Z","deleted_at":"2019-08-24T14:15:22Z"}],"requirements":[{"type":"ID_VERIFICATION","status":"PENDING","awaiting_action_from":"CLIENT","errors":[{"code":"COMPLIANCE_REVIEW_FAILED","description":"string"}]}]},"ref_id":"string","metadata":{},"user_disabled":true,"admin_disabled":true,"person_details":{"id_verification_status":"PENDING","sanctions_verification_status":"PENDING","additional_screening_status":"PENDING","passthrough_verification_status":"PENDING","first_name":"string","middle_name":"string","last_name":"string","date_of_birth":"string","govt_id":"string","govt_id_type":"SSN","cip_id":"string","cip_id_type":"SSN","cip_id_country":"string","address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"phone_number":"string","email":"string","nationality":"string","country_of_birth":"string","profession":"string","verifier_id":"string","verifier_type":"PAXOS","id_verification_url":"string","passthrough_verifier_type":"JUMIO","passthrough_verified_at":"2019-08-24T14:15:22Z","passthrough_verification_id":"string","passthrough_verification_fields":["FULL_LEGAL_NAME"]},"institution_details":{"name":"string","sanctions_verification_status":"PENDING","document_verification_status":"PENDING","additional_screening_status":"PENDING","business_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"incorporation_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"phone_number":"string","email":"string","institution_type":"TRUST","institution_sub_type":"INVESTMENT","cip_id":"string","cip_id_type":"EIN","cip_id_country":"string","govt_registration_date":"2019-08-24T14:15:22Z","regulation_status":"US_REGULATED","trading_type":"PRIVATE","listed_exchange":"string","ticker_symbol":"string","parent_institution_name":"string","regulator_name":"string","regulator_jurisdiction":"string","regulator_register_number":"string","doing_business_as":"string","business_description":"string"},"institution_members":[{"id":"string","identity_id":"string","roles":["BENEFICIAL_OWNER"],"ownership":"1.00","position":"string","name":"string","summary_status":"PENDING"}],"tax_details":[{"tax_payer_id":"string","tax_payer_country":"string","tin_verification_status":"TIN_VERIFICATION_PENDING"}],"tax_details_not_required":true,"summary_tin_verification_status":"TIN_VERIFICATION_PENDING","customer_due_diligence":{"aliases":["string"],"estimated_net_worth":"NET_WORTH_0_TO_100K","estimated_yearly_income":"INCOME_0_TO_50K","expected_transfer_value":"TRANSFER_VALUE_0_TO_25K","source_of_wealth":"INHERITANCE","source_of_funds":"SALARY_DISBURSEMENT","purpose_of_account":"INVESTMENT_TRADING","employment_status":"CONTRACTUAL","employment_industry_sector":"INVESTMENT","industry_sector":"INVESTMENT","has_underlying_trust_structure":true,"has_nominee_shareholders":true,"created_at":"2019-08-24T14:15:22Z","is_publicly_traded":true,"merchant_funding_source":"BUSINESS_LOANS_FINANCING","customer_regions":["US_CANADA"]},"is_merchant":true,"last_kyc_refresh_date":"2019-08-24T14:15:22Z","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z"},
  },
  updateIdentity: {
    query: {},
    response: {"id":"string","type":"PERSON","summary_status":"PENDING","status":"PENDING","status_details":{"active_controls":[{"id":"string","type":"SELL_ONLY","set_by":"SET_BY_PAXOS","is_overridable":true,"reason_code":"OTHER","reason":"string","created_at":"2019-08-24T14:15:22Z","deleted_at":"2019-08-24T14:15:22Z"}],"requirements":[{"type":"ID_VERIFICATION","status":"PENDING","awaiting_action_from":"CLIENT","errors":[{"code":"COMPLIANCE_REVIEW_FAILED","description":"string"}]}]},"ref_id":"string","metadata":{},"user_disabled":true,"admin_disabled":true,"person_details":{"id_verification_status":"PENDING","sanctions_verification_status":"PENDING","additional_screening_status":"PENDING","passthrough_verification_status":"PENDING","first_name":"string","middle_name":"string","last_name":"string","date_of_birth":"string","govt_id":"string","govt_id_type":"SSN","cip_id":"string","cip_id_type":"SSN","cip_id_country":"string","address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"phone_number":"string","email":"string","nationality":"string","country_of_birth":"string","profession":"string","verifier_id":"string","verifier_type":"PAXOS","id_verification_url":"string","passthrough_verifier_type":"JUMIO","passthrough_verified_at":"2019-08-24T14:15:22Z","passthrough_verification_id":"string","passthrough_verification_fields":["FULL_LEGAL_NAME"]},"institution_details":{"name":"string","sanctions_verification_status":"PENDING","document_verification_status":"PENDING","additional_screening_status":"PENDING","business_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"incorporation_address":{"country":"string","address1":"string","address2":"string","city":"string","province":"string","zip_code":"string"},"phone_number":"string","email":"string","institution_type":"TRUST","institution_sub_type":"INVESTMENT","cip_id":"string","cip_id_type":"EIN","cip_id_country":"string","govt_registration_date":"2019-08-24T14:15:22Z","regulation_status":"US_REGULATED","trading_type":"PRIVATE","listed_exchange":"string","ticker_symbol":"string","parent_institution_name":"string","regulator_name":"string","regulator_jurisdiction":"string","regulator_register_number":"string","doing_business_as":"string","business_description":"string"},"institution_members":[{"id":"string","identity_id":"string","roles":["BENEFICIAL_OWNER"],"ownership":"1.00","position":"string","name":"string","summary_status":"PENDING"}],"tax_details":[{"tax_payer_id":"string","tax_payer_country":"string","tin_verification_status":"TIN_VERIFICATION_PENDING"}],"tax_details_not_required":true,"summary_tin_verification_status":"TIN_VERIFICATION_PENDING","customer_due_diligence":{"aliases":["string"],"estimated_net_worth":"NET_WORTH_0_TO_100K","estimated_yearly_income":"INCOME_0_TO_50K","expected_transfer_value":"TRANSFER_VALUE_0_TO_25K","source_of_wealth":"INHERITANCE","source_of_funds":"SALARY_DISBURSEMENT","purpose_of_account":"INVESTMENT_TRADING","employment_status":"CONTRACTUAL","employment_industry_sector":"INVESTMENT","industry_sector":"INVESTMENT","has_underlying_trust_structure":true,"has_nominee_shareholders":true,"created_at":"2019-08-24T14:15:22Z","is_publicly_traded":true,"merchant_funding_source":"BUSINESS_LOANS_FINANCING","customer_regions":["US_CANADA"]},"is_merchant":true,"last_kyc_refresh_date":"2019-08-24T14:15:22Z","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z"},
  },
  listIdentityDocuments: {
    query: {"include_pending_docs":"boolean"},
    response: {"documents":[{"file_id":"string","name":"string","document_types":["OTHER_DOCUMENTS"],"created_at":"2019-08-24T14:15:22Z","archived_at":"2019-08-24T14:15:22Z"}],"pending_documents":["OTHER_DOCUMENTS"]},
  },
  documentUpload: {
    query: {},
    response: {"file_id":"string","name":"string","upload_url":"string"},
  },
  addInstitutionMembers: {
    query: {},
    response: {"institution_id":"string","members":[{"id":"string","identity_id":"string","roles":["BENEFICIAL_OWNER"],"ownership":"1.00","position":"string","name":"string","summary_status":"PENDING"}]},
  },
  deleteInstitutionMember: {
    query: {},
    response: {},
  },
  getAccount: {
    query: {},
    response: {"id":"string","identity_id":"string","description":"string","admin_disabled":true,"user_disabled":true,"metadata":{},"ref_id":"string","members":[{"identity_id":"string","type":"BENEFICIAL_OWNER","roles":["BENEFICIAL_OWNER"],"id":"string"}],"created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","summary_status":"PENDING","profile_id":"string","type":"BROKERAGE"},
  },
  addAccountMembers: {
    query: {},
    response: {"account_id":"string","members":[{"identity_id":"string","type":"BENEFICIAL_OWNER","roles":["BENEFICIAL_OWNER"],"id":"string"}]},
  },
  deleteAccountMember: {
    query: {},
    response: {},
  },
  sandboxSetIdentityStatus: {
    query: {},
    response: {},
  },
  listPrices: {
    query: {"markets":"array"},
    response: {"items":[{"market":"ETHEUR","current_price":"1.00","yesterday_price":"1.00","snapshot_at":"2019-08-24T14:15:22Z"}],"prices":[{"market":"ETHEUR","current_price":"1.00","yesterday_price":"1.00","snapshot_at":"2019-08-24T14:15:22Z"}]},
  },
  listHistoricalPrices: {
    query: {"increment":"string","max_data_points":"integer","range.begin":"string","range.end":"string","pagination.limit":"integer","pagination.offset":"integer"},
    response: {"market":"ETHEUR","items":[{"average_price":"1.00","timestamp":"2019-08-24T14:15:22Z"}],"prices":[{"average_price":"1.00","timestamp":"2019-08-24T14:15:22Z"}],"total_count":0},
  },
  listMarkets: {
    query: {},
    response: {"markets":[{"market":"ETHEUR","base_asset":"string","quote_asset":"string","tick_rate":"1.00","min_base_amount":"1.00","max_base_amount":"1.00","min_quote_amount":"1.00","max_quote_amount":"1.00","market_status":{"buy_status":"MARKET_TRADING_STATUS_UNSPECIFIED","buy_reason":"MARKET_STATUS_REASON_UNSPECIFIED","sell_status":"MARKET_TRADING_STATUS_UNSPECIFIED","sell_reason":"MARKET_STATUS_REASON_UNSPECIFIED","scheduled_maintenance":[{"starts_at":"2019-08-24T14:15:22Z","ends_at":"2019-08-24T14:15:22Z","recurrence":"MAINTENANCE_RECURRENCE_UNSPECIFIED"}],"updated_at":"2019-08-24T14:15:22Z"}}]},
  },
  getOrderBook: {
    query: {},
    response: {"market":"ETHEUR","asks":[{"price":"1.00","amount":"1.00"}],"bids":[{"price":"1.00","amount":"1.00"}]},
  },
  listRecentExecutions: {
    query: {},
    response: {"items":[{"match_number":"string","price":"1.00","amount":"1.00","executed_at":"2019-08-24T14:15:22Z"}]},
  },
  getTicker: {
    query: {},
    response: {"market":"ETHUSD","best_bid":{"price":"1.00","amount":"1.00"},"best_ask":{"price":"1.00","amount":"1.00"},"last_execution":{"price":"1.00","amount":"1.00"},"last_day":{"high":"1.00","low":"1.00","open":"1.00","volume":"1.00","volume_weighted_average_price":"1.00","start_time":"2019-08-24T14:15:22Z","end_time":"2019-08-24T14:15:22Z","range":{"begin":"2019-08-24T14:15:22Z","end":"2019-08-24T14:15:22Z"}},"today":{"high":"1.00","low":"1.00","open":"1.00","volume":"1.00","volume_weighted_average_price":"1.00","start_time":"2019-08-24T14:15:22Z","end_time":"2019-08-24T14:15:22Z","range":{"begin":"2019-08-24T14:15:22Z","end":"2019-08-24T14:15:22Z"}},"snapshot_at":"2019-08-24T14:15:22Z"},
  },
  listExecutions: {
    query: {"profile_id":"string","account_id":"string","order_id":"string","since_execution_id":"string","range.begin":"string","range.end":"string","page_cursor":"string","limit":"integer"},
    response: {"items":[{"execution_id":"string","order_id":"string","executed_at":"2019-08-24T14:15:22Z","market":"ETHEUR","side":"BUY","amount":"1.00","price":"1.00","commission":"1.00","commission_asset":"string","rebate":"1.00","rebate_asset":"string","account_id":"string","gross_trade_amount":"1.00"}],"next_page_cursor":"string"},
  },
  listOrders: {
    query: {"profile_id":"string","account_id":"string","market":"string","status":"string","order_time.begin":"string","order_time.end":"string","ref_ids":"array","page_cursor":"string","limit":"integer"},
    response: {"items":[{"id":"string","profile_id":"string","ref_id":"string","status":"PENDING_SUBMISSION","side":"BUY","market":"ETHEUR","type":"LIMIT","base_amount":"1.00","price":"1.00","quote_amount":"1.00","metadata":{},"created_at":"2019-08-24T14:15:22Z","modified_at":"2019-08-24T14:15:22Z","amount_filled":"1.00","volume_weighted_average_price":"1.00","time_in_force":"GTC","expiration_date":"2019-08-24T14:15:22Z","identity_id":"string","identity_account_id":"string","stop_price":"1.00","recipient_profile_id":"string","is_triggered":true}],"next_page_cursor":"string"},
  },
  listProfileExecutions: {
    query: {"order_id":"string","since_execution_id":"string","range.begin":"string","range.end":"string","page_cursor":"string","limit":"integer"},
    response: {"items":[{"execution_id":"string","order_id":"string","executed_at":"2019-08-24T14:15:22Z","market":"ETHEUR","side":"BUY","amount":"1.00","price":"1.00","commission":"1.00","commission_asset":"string","rebate":"1.00","rebate_asset":"string","account_id":"string","gross_trade_amount":"1.00"}],"next_page_cursor":"string"},
  },
  listProfileOrders: {
    query: {"market":"string","status":"string","order_time.begin":"string","order_time.end":"string","ref_ids":"array","page_cursor":"string","limit":"integer"},
    response: {"items":[{"id":"string","profile_id":"string","ref_id":"string","status":"PENDING_SUBMISSION","side":"BUY","market":"ETHEUR","type":"LIMIT","base_amount":"1.00","price":"1.00","quote_amount":"1.00","metadata":{},"created_at":"2019-08-24T14:15:22Z","modified_at":"2019-08-24T14:15:22Z","amount_filled":"1.00","volume_weighted_average_price":"1.00","time_in_force":"GTC","expiration_date":"2019-08-24T14:15:22Z","identity_id":"string","identity_account_id":"string","stop_price":"1.00","recipient_profile_id":"string","is_triggered":true}],"next_page_cursor":"string"},
  },
  createOrder: {
    query: {},
    response: {"id":"string","profile_id":"string","ref_id":"string","status":"PENDING_SUBMISSION","side":"BUY","market":"ETHEUR","type":"LIMIT","base_amount":"1.00","price":"1.00","quote_amount":"1.00","metadata":{},"created_at":"2019-08-24T14:15:22Z","modified_at":"2019-08-24T14:15:22Z","amount_filled":"1.00","volume_weighted_average_price":"1.00","time_in_force":"GTC","expiration_date":"2019-08-24T14:15:22Z","identity_id":"string","identity_account_id":"string","stop_price":"1.00","recipient_profile_id":"string","is_triggered":true},
  },
  getOrder: {
    query: {},
    response: {"id":"string","profile_id":"string","ref_id":"string","status":"PENDING_SUBMISSION","side":"BUY","market":"ETHEUR","type":"LIMIT","base_amount":"1.00","price":"1.00","quote_amount":"1.00","metadata":{},"created_at":"2019-08-24T14:15:22Z","modified_at":"2019-08-24T14:15:22Z","amount_filled":"1.00","volume_weighted_average_price":"1.00","time_in_force":"GTC","expiration_date":"2019-08-24T14:15:22Z","identity_id":"string","identity_account_id":"string","stop_price":"1.00","recipient_profile_id":"string","is_triggered":true},
  },
  cancelOrder: {
    query: {},
    response: {},
  },
  listQuotes: {
    query: {"markets":"array"},
    response: {"items":[{"id":"string","market":"ETHEUR","side":"BUY","price":"1.00","base_asset":"string","quote_asset":"string","created_at":"2019-08-24T14:15:22Z","expires_at":"2019-08-24T14:15:22Z"}]},
  },
  listQuoteExecutions: {
    query: {"side":"string","market":"string","status":"string","created_at.begin":"string","created_at.end":"string","limit":"integer","order":"string","order_by":"string","page_cursor":"string"},
    response: {"items":[{"id":"string","profile_id":"string","quote_id":"string","ref_id":"string","status":"CREATED","market":"ETHEUR","side":"BUY","price":"1.00","base_amount":"1.00","base_asset":"string","quote_amount":"1.00","quote_asset":"string","created_at":"2019-08-24T14:15:22Z","settled_at":"2019-08-24T14:15:22Z","metadata":{},"identity_id":"string","account_id":"string","recipient_profile_id":"string"}],"total_count":0,"next_page_cursor":"string"},
  },
  createQuoteExecution: {
    query: {},
    response: {"id":"string","profile_id":"string","quote_id":"string","ref_id":"string","status":"CREATED","market":"ETHEUR","side":"BUY","price":"1.00","base_amount":"1.00","base_asset":"string","quote_amount":"1.00","quote_asset":"string","created_at":"2019-08-24T14:15:22Z","settled_at":"2019-08-24T14:15:22Z","metadata":{},"identity_id":"string","account_id":"string","recipient_profile_id":"string"},
  },
  getQuoteExecution: {
    query: {},
    response: {"id":"string","profile_id":"string","quote_id":"string","ref_id":"string","status":"CREATED","market":"ETHEUR","side":"BUY","price":"1.00","base_amount":"1.00","base_asset":"string","quote_amount":"1.00","quote_asset":"string","created_at":"2019-08-24T14:15:22Z","settled_at":"2019-08-24T14:15:22Z","metadata":{},"identity_id":"string","account_id":"string","recipient_profile_id":"string"},
  },
  createIssuerQuote: {
    query: {},
    response: {"quote_id":"string","market":"string","side":"BUY","quantity":"1.00","price":"1.00","fee":"1.00","quote_amount":"1.00","expires_at":"2019-08-24T14:15:22Z"},
  },
  createIssuerQuoteExecution: {
    query: {},
    response: {"id":"string"},
  },
  listIssuerQuoteExecutions: {
    query: {"profile_id":"string","status":"array","created_range.begin":"string","created_range.end":"string","limit":"integer","page_cursor":"string","order":"string"},
    response: {"issuer_quote_executions":[{"id":"string","created_at":"2019-08-24T14:15:22Z","asset_type":"string","principal":"1.00","fee":"1.00","status":"PENDING","ref_id":"string","token_fee":"1.00","token_price":"1.00","token_principal":"1.00","profile_id":"string"}],"next_page_cursor":"string"},
  },
  listStablecoinConversions: {
    query: {"profile_id":"string","ref_id":"string","created_at.begin":"string","created_at.end":"string","updated_at.begin":"string","updated_at.end":"string","order":"string","page_cursor":"string","limit":"integer"},
    response: {"items":[{"id":"string","profile_id":"string","amount":"1.00","source_asset":"string","target_asset":"string","status":"CREATED","ref_id":"string","identity_id":"string","account_id":"string","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","settled_at":"2019-08-24T14:15:22Z","cancelled_at":"2019-08-24T14:15:22Z","metadata":{},"recipient_profile_id":"string"}],"next_page_cursor":"string"},
  },
  createStablecoinConversion: {
    query: {},
    response: {"id":"string","profile_id":"string","amount":"1.00","source_asset":"string","target_asset":"string","status":"CREATED","ref_id":"string","identity_id":"string","account_id":"string","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","settled_at":"2019-08-24T14:15:22Z","cancelled_at":"2019-08-24T14:15:22Z","metadata":{},"recipient_profile_id":"string"},
  },
  getStablecoinConversion: {
    query: {},
    response: {"id":"string","profile_id":"string","amount":"1.00","source_asset":"string","target_asset":"string","status":"CREATED","ref_id":"string","identity_id":"string","account_id":"string","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","settled_at":"2019-08-24T14:15:22Z","cancelled_at":"2019-08-24T14:15:22Z","metadata":{},"recipient_profile_id":"string"},
  },
  cancelStablecoinConversion: {
    query: {},
    response: {"id":"string","profile_id":"string","amount":"1.00","source_asset":"string","target_asset":"string","status":"CREATED","ref_id":"string","identity_id":"string","account_id":"string","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","settled_at":"2019-08-24T14:15:22Z","cancelled_at":"2019-08-24T14:15:22Z","metadata":{},"recipient_profile_id":"string"},
  },
  listOrchestrations: {
    query: {"ref_id":"string","orchestration_rule_id":"array","source_asset":"array","destination_asset":"array","status":"array","created_at.lt":"string","created_at.lte":"string","created_at.eq":"string","created_at.gte":"string","created_at.gt":"string","limit":"integer","order":"string","page_cursor":"string","orchestration_id":"array","profile_id":"array"},
    response: {"items":[{"id":"string","profile_id":"string","identity_id":"string","account_id":"string","customer_id":"string","ref_id":"string","source_asset":"string","destination_asset":"string","source_amount":"1.00","source_transfer":{"transfer_id":"string","status":"PENDING"},"destination_transfer":{"transfer_id":"string","status":"PENDING"},"status":"PENDING","fail_reason":{"detail":"string"},"source":{"crypto":{"address_id":"string","address":"string","network":"string"},"fiat":{"deposit_instructions_id":"string","memo":"string"},"profile":{"profile_id":"string"}},"destination":{"crypto":{"address_id":"string","address":"string","network":"string"},"fiat":{"bank_account_id":"string","memo":"string"},"profile":{"profile_id":"string"}},"orchestration_rule_id":"string","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","metadata":{}}],"orchestrations":[{"id":"string","profile_id":"string","identity_id":"string","account_id":"string","customer_id":"string","ref_id":"string","source_asset":"string","destination_asset":"string","source_amount":"1.00","source_transfer":{"transfer_id":"string","status":"PENDING"},"destination_transfer":{"transfer_id":"string","status":"PENDING"},"status":"PENDING","fail_reason":{"detail":"string"},"source":{"crypto":{"address_id":"string","address":"string","network":"string"},"fiat":{"deposit_instructions_id":"string","memo":"string"},"profile":{"profile_id":"string"}},"destination":{"crypto":{"address_id":"string","address":"string","network":"string"},"fiat":{"bank_account_id":"string","memo":"string"},"profile":{"profile_id":"string"}},"orchestration_rule_id":"string","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","metadata":{}}],"next_page_cursor":"string"},
  },
  createOrchestration: {
    query: {},
    addresses: [{"at":["destination","crypto"],"address":"address","network":"network"}],
    response: {"id":"string","profile_id":"string","identity_id":"string","account_id":"string","customer_id":"string","ref_id":"string","source_asset":"string","destination_asset":"string","source_amount":"1.00","source_transfer":{"transfer_id":"string","status":"PENDING"},"destination_transfer":{"transfer_id":"string","status":"PENDING"},"status":"PENDING","fail_reason":{"detail":"string"},"source":{"crypto":{"address_id":"string","address":"string","network":"string"},"fiat":{"deposit_instructions_id":"string","memo":"string"},"profile":{"profile_id":"string"}},"destination":{"crypto":{"address_id":"string","address":"string","network":"string"},"fiat":{"bank_account_id":"string","memo":"string"},"profile":{"profile_id":"string"}},"orchestration_rule_id":"string","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","metadata":{}},
  },
  getOrchestration: {
    query: {},
    response: {"id":"string","profile_id":"string","identity_id":"string","account_id":"string","customer_id":"string","ref_id":"string","source_asset":"string","destination_asset":"string","source_amount":"1.00","source_transfer":{"transfer_id":"string","status":"PENDING"},"destination_transfer":{"transfer_id":"string","status":"PENDING"},"status":"PENDING","fail_reason":{"detail":"string"},"source":{"crypto":{"address_id":"string","address":"string","network":"string"},"fiat":{"deposit_instructions_id":"string","memo":"string"},"profile":{"profile_id":"string"}},"destination":{"crypto":{"address_id":"string","address":"string","network":"string"},"fiat":{"bank_account_id":"string","memo":"string"},"profile":{"profile_id":"string"}},"orchestration_rule_id":"string","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","metadata":{}},
  },
  listOrchestrationRules: {
    query: {"profile_id":"string","status":"array","source_asset":"string","destination_asset":"string","ids":"array","limit":"integer","order":"string","page_cursor":"string"},
    response: {"items":[{"id":"string","ref_id":"string","nickname":"string","profile_id":"string","identity_id":"string","account_id":"string","status":"ACTIVE","source_asset":"string","destination_asset":"string","source":{"crypto":{"address_id":"string","address":"string","network":"string"},"fiat":{"deposit_instructions_id":"string","network":"string","account_type":"string","memo_id":"string"},"profile":{"profile_id":"string"}},"destination":{"crypto":{"address":"string","network":"string"},"fiat":{"fiat_account_id":"string","memo":"string"},"profile":{"profile_id":"string"}},"created_at":"2019-08-24T14:15:22Z"}],"rules":[{"id":"string","ref_id":"string","nickname":"string","profile_id":"string","identity_id":"string","account_id":"string","status":"ACTIVE","source_asset":"string","destination_asset":"string","source":{"crypto":{"address_id":"string","address":"string","network":"string"},"fiat":{"deposit_instructions_id":"string","network":"string","account_type":"string","memo_id":"string"},"profile":{"profile_id":"string"}},"destination":{"crypto":{"address":"string","network":"string"},"fiat":{"fiat_account_id":"string","memo":"string"},"profile":{"profile_id":"string"}},"created_at":"2019-08-24T14:15:22Z"}],"next_page_cursor":"string"},
  },
  createOrchestrationRule: {
    query: {},
    addresses: [{"at":["destination","crypto"],"address":"address","network":"network"}],
    response: {"rule":{"id":"string","ref_id":"string","nickname":"string","profile_id":"string","identity_id":"string","account_id":"string","status":"ACTIVE","source_asset":"string","destination_asset":"string","source":{"crypto":{"address_id":"string","address":"string","network":"string"},"fiat":{"deposit_instructions_id":"string","network":"string","account_type":"string","memo_id":"string"},"profile":{"profile_id":"string"}},"destination":{"crypto":{"address":"string","network":"string"},"fiat":{"fiat_account_id":"string","memo":"string"},"profile":{"profile_id":"string"}},"created_at":"2019-08-24T14:15:22Z"}},
  },
  deleteOrchestrationRule: {
    query: {},
    response: {"rule":{"id":"string","ref_id":"string","nickname":"string","profile_id":"string","identity_id":"string","account_id":"string","status":"ACTIVE","source_asset":"string","destination_asset":"string","source":{"crypto":{"address_id":"string","address":"string","network":"string"},"fiat":{"deposit_instructions_id":"string","network":"string","account_type":"string","memo_id":"string"},"profile":{"profile_id":"string"}},"destination":{"crypto":{"address":"string","network":"string"},"fiat":{"fiat_account_id":"string","memo":"string"},"profile":{"profile_id":"string"}},"created_at":"2019-08-24T14:15:22Z"}},
  },
  listIdentityControls: {
    query: {"identity_id":"string","include_deleted":"boolean","limit":"integer","page_cursor":"string"},
    response: {"items":[{"id":"string","type":"SELL_ONLY","set_by":"SET_BY_PAXOS","is_overridable":true,"reason_code":"OTHER","reason":"string","created_at":"2019-08-24T14:15:22Z","deleted_at":"2019-08-24T14:15:22Z"}],"next_page_cursor":"string"},
  },
  createIdentityControl: {
    query: {},
    response: {"id":"string","type":"SELL_ONLY","set_by":"SET_BY_PAXOS","is_overridable":true,"reason_code":"OTHER","reason":"string","created_at":"2019-08-24T14:15:22Z","deleted_at":"2019-08-24T14:15:22Z"},
  },
  deleteIdentityControl: {
    query: {"control_id":"string","reason":"string"},
    response: {},
  },
  sandboxStartKycRefresh: {
    query: {},
    response: {},
  },
  sandboxForceStartKycRefresh: {
    query: {},
    response: {},
  },
  sandboxResetKycRefresh: {
    query: {},
    response: {},
  },
  listVerifications: {
    query: {"verification_method":"string","status":"string","network":"string","address":"string","deposit_address":"string","limit":"integer","order":"string","order_by":"string","page_cursor":"string","created_at.lt":"string","created_at.lte":"string","created_at.eq":"string","created_at.gte":"string","created_at.gt":"string","updated_at.lt":"string","updated_at.lte":"string","updated_at.eq":"string","updated_at.gte":"string","updated_at.gt":"string"},
    response: {"items":[{"id":"string","network":"string","address":"string","verification_method":"SIGNATURE","status":"PENDING","signature_verification":{"message":"string","nonce":"string","signature":"string"},"small_deposit_verification":{"amount":"1.00","asset":"string","deposit_address":"string","transaction_hash":"string"},"manual_verification":{"verified_by":"string","reason":"string"},"ref_id":"string","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","expires_at":"2019-08-24T14:15:22Z"}],"next_page_cursor":"string"},
  },
  createVerification: {
    query: {},
    addresses: [{"at":[],"address":"address","network":"network"}],
    response: {"id":"string","network":"string","address":"string","verification_method":"SIGNATURE","status":"PENDING","signature_verification":{"message":"string","nonce":"string","signature":"string"},"small_deposit_verification":{"amount":"1.00","asset":"string","deposit_address":"string","transaction_hash":"string"},"manual_verification":{"verified_by":"string","reason":"string"},"ref_id":"string","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","expires_at":"2019-08-24T14:15:22Z"},
  },
  submitSignature: {
    query: {},
    response: {"id":"string","network":"string","address":"string","verification_method":"SIGNATURE","status":"PENDING","signature_verification":{"message":"string","nonce":"string","signature":"string"},"small_deposit_verification":{"amount":"1.00","asset":"string","deposit_address":"string","transaction_hash":"string"},"manual_verification":{"verified_by":"string","reason":"string"},"ref_id":"string","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","expires_at":"2019-08-24T14:15:22Z"},
  },
  getVerification: {
    query: {},
    response: {"id":"string","network":"string","address":"string","verification_method":"SIGNATURE","status":"PENDING","signature_verification":{"message":"string","nonce":"string","signature":"string"},"small_deposit_verification":{"amount":"1.00","asset":"string","deposit_address":"string","transaction_hash":"string"},"manual_verification":{"verified_by":"string","reason":"string"},"ref_id":"string","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z","expires_at":"2019-08-24T14:15:22Z"},
  },
  listVasps: {
    query: {"ids":"array","search":"string","order":"string","order_by":"string","limit":"integer","page_cursor":"string"},
    response: {"items":[{"id":"string","name":"string"}],"next_page_cursor":"string"},
  },
  getVasp: {
    query: {},
    response: {"vasp":{"id":"string","name":"string"}},
  },
  listHistoricalCandles: {
    query: {"increment":"string","max_data_points":"integer","range.begin":"string","range.end":"string","order":"string","limit":"integer","page_cursor":"string"},
    response: {"market":"ETHEUR","increment":"ONE_MINUTE","items":[{"timestamp":"2019-08-24T14:15:22Z","open":"1.00","high":"1.00","low":"1.00","close":"1.00","volume":"1.00"}],"next_page_cursor":"string"},
  },
  getIssuerQuoteSettlementAvailability: {
    query: {"market":"string"},
    response: {"buy_quantity":"1.00","sell_quantity":"1.00","market":"string","snapshot_at":"2019-08-24T14:15:22Z"},
  },
  listAttributionAddresses: {
    query: {"customer_id":"string","ledger":"string","address":"string","id":"string","payout_group_id":"string","include_balance":"boolean","balance_timestamp":"string","asset_type":"string","onchain_statuses":"array","limit":"integer","order":"string","page_cursor":"string"},
    response: {"items":[{"id":"string","customer_id":"string","ledger":"PAXOS","address":"string","name":"string","payout_group_id":"string","asset_type":"string","balance":"1.00","status":"string","verification_proof_id":"string","verification_status":"PENDING","verification_method":"SIGNATURE","verification_expires_at":"2019-08-24T14:15:22Z","effective_at":"2019-08-24T14:15:22Z","created_at":"2019-08-24T14:15:22Z"}],"next_page_cursor":"string"},
  },
  createAttributionAddress: {
    query: {},
    addresses: [{"at":["address"],"address":"address","network":"ledger"}],
    response: {"address":{"id":"string","customer_id":"string","ledger":"PAXOS","address":"string","name":"string","payout_group_id":"string","asset_type":"string","balance":"1.00","status":"string","verification_proof_id":"string","verification_status":"PENDING","verification_method":"SIGNATURE","verification_expires_at":"2019-08-24T14:15:22Z","effective_at":"2019-08-24T14:15:22Z","created_at":"2019-08-24T14:15:22Z"}},
  },
  batchCreateAttributionAddresses: {
    query: {},
    addresses: [{"at":["addresses","*"],"address":"address","network":"ledger"}],
    response: {"successful_addresses":[{"id":"string","customer_id":"string","ledger":"PAXOS","address":"string","name":"string","payout_group_id":"string","asset_type":"string","balance":"1.00","status":"string","verification_proof_id":"string","verification_status":"PENDING","verification_method":"SIGNATURE","verification_expires_at":"2019-08-24T14:15:22Z","effective_at":"2019-08-24T14:15:22Z","created_at":"2019-08-24T14:15:22Z"}],"failed_addresses":[{"address":{"id":"string","customer_id":"string","ledger":"PAXOS","address":"string","name":"string","payout_group_id":"string","asset_type":"string","balance":"1.00","status":"string","verification_proof_id":"string","verification_status":"PENDING","verification_method":"SIGNATURE","verification_expires_at":"2019-08-24T14:15:22Z","effective_at":"2019-08-24T14:15:22Z","created_at":"2019-08-24T14:15:22Z"},"error":"string"}]},
  },
  updateAttributionAddress: {
    query: {},
    addresses: [{"at":[],"address":"address","network":"ledger"}],
    response: {"address":{"id":"string","customer_id":"string","ledger":"PAXOS","address":"string","name":"string","payout_group_id":"string","asset_type":"string","balance":"1.00","status":"string","verification_proof_id":"string","verification_status":"PENDING","verification_method":"SIGNATURE","verification_expires_at":"2019-08-24T14:15:22Z","effective_at":"2019-08-24T14:15:22Z","created_at":"2019-08-24T14:15:22Z"}},
  },
  deleteAttributionAddress: {
    query: {"customer_id":"string","ledger":"string","address":"string"},
    response: {},
  },
  listClaimSchedules: {
    query: {"payout_group_id":"string","limit":"integer","page_cursor":"string"},
    response: {"items":[{"id":"string","payout_group_id":"string","schedule_type":"DAILY","days_of_week":[0],"days_of_month":[0],"hour":0,"minute":0,"next_run_at":"2019-08-24T14:15:22Z","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z"}],"next_page_cursor":"string"},
  },
  createClaimSchedule: {
    query: {},
    response: {"claim_schedule":{"id":"string","payout_group_id":"string","schedule_type":"DAILY","days_of_week":[0],"days_of_month":[0],"hour":0,"minute":0,"next_run_at":"2019-08-24T14:15:22Z","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z"}},
  },
  updateClaimSchedule: {
    query: {},
    response: {"claim_schedule":{"id":"string","payout_group_id":"string","schedule_type":"DAILY","days_of_week":[0],"days_of_month":[0],"hour":0,"minute":0,"next_run_at":"2019-08-24T14:15:22Z","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z"}},
  },
  deleteClaimSchedule: {
    query: {},
    response: {},
  },
  listClaims: {
    query: {"payout_group_id":"string","statuses":"array","chain":"string","jurisdiction":"string","start_time":"string","end_time":"string","asset_type":"string","limit":"integer","page_cursor":"string"},
    response: {"items":[{"id":"string","payout_group_id":"string","claim_type":"CLAIM_ALL","claim_schedule_id":"string","onchain_status":"PENDING","amount":"1.00","asset_type":"string","blockchain":"string","addresses":["string"],"tx_hash":"string","error_message":"string","submitted_at":"2019-08-24T14:15:22Z","confirmed_at":"2019-08-24T14:15:22Z","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z"}],"next_page_cursor":"string"},
  },
  getRewardDetails: {
    query: {"asset_type":"string"},
    response: {"rates":[{"id":"string","multiplier_id":"string","rate":"1.00","networks":["string"],"jurisdiction":"JURISDICTION_UNSPECIFIED","tier":"TIER_UNSPECIFIED","effective_at":"2019-08-24T14:15:22Z","created_at":"2019-08-24T14:15:22Z"}],"next_accrual":"2019-08-24T14:15:22Z","lifetime_earned":"1.00","total_available_rewards":"1.00","est_next_accrual_amount":"1.00","asset_details":[{"asset_type":"string","total_available_rewards":"1.00","lifetime_earned":"1.00","est_next_accrual_amount":"1.00"}]},
  },
  getRewardsRates: {
    query: {"asset_type":"string"},
    response: {"rates":[{"id":"string","multiplier_id":"string","rate":"1.00","networks":["string"],"jurisdiction":"JURISDICTION_UNSPECIFIED","tier":"TIER_UNSPECIFIED","effective_at":"2019-08-24T14:15:22Z","created_at":"2019-08-24T14:15:22Z"}]},
  },
  listPayoutGroups: {
    query: {"asset_type":"string","name_prefix":"string","claimer_address":"string","ledger":"string","jurisdiction":"string","onchain_statuses":"array","min_balance":"string","limit":"integer","page_cursor":"string"},
    response: {"items":[{"id":"string","name":"string","ledger":"string","asset_type":"string","rate_id":"string","jurisdiction":"string","claimer_address":"string","manager_address":"string","destination_address":"string","onchain_group_id":"string","onchain_status":"UNREGISTERED","balance":"1.00","balance_at":"2019-08-24T14:15:22Z","last_claim_all_at":"2019-08-24T14:15:22Z","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z"}],"next_page_cursor":"string","count":0},
  },
  createPayoutGroup: {
    query: {},
    addresses: [{"at":[],"address":"claimer_address","network":"ledger"}],
    response: {"group":{"id":"string","name":"string","ledger":"string","asset_type":"string","rate_id":"string","jurisdiction":"string","claimer_address":"string","manager_address":"string","destination_address":"string","onchain_group_id":"string","onchain_status":"UNREGISTERED","balance":"1.00","balance_at":"2019-08-24T14:15:22Z","last_claim_all_at":"2019-08-24T14:15:22Z","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z"}},
  },
  updatePayoutGroup: {
    query: {},
    response: {"group":{"id":"string","name":"string","ledger":"string","asset_type":"string","rate_id":"string","jurisdiction":"string","claimer_address":"string","manager_address":"string","destination_address":"string","onchain_group_id":"string","onchain_status":"UNREGISTERED","balance":"1.00","balance_at":"2019-08-24T14:15:22Z","last_claim_all_at":"2019-08-24T14:15:22Z","created_at":"2019-08-24T14:15:22Z","updated_at":"2019-08-24T14:15:22Z"}},
  },
  deletePayoutGroup: {
    query: {},
    response: {},
  },
  listRewardsStatements: {
    query: {"asset_type":"string","type":"string","limit":"integer","page_cursor":"string"},
    response: {"items":[{"id":"string","asset_type":"string","period_start":"2019-08-24T14:15:22Z","period_end":"2019-08-24T14:15:22Z","status":"STATEMENT_STATUS_GENERATING","type":"STATEMENT_TYPE_MONTHLY_REWARDS","total_accrued":"1.00","avg_daily_balance":"1.00","files":[{"format":"STATEMENT_FORMAT_PDF","download_url":"string","generated_at":"2019-08-24T14:15:22Z"}],"created_at":"2019-08-24T14:15:22Z"}],"next_page_cursor":"string"},
  },
  getRewardsStatement: {
    query: {},
    response: {"statement":{"id":"string","asset_type":"string","period_start":"2019-08-24T14:15:22Z","period_end":"2019-08-24T14:15:22Z","status":"STATEMENT_STATUS_GENERATING","type":"STATEMENT_TYPE_MONTHLY_REWARDS","total_accrued":"1.00","avg_daily_balance":"1.00","files":[{"format":"STATEMENT_FORMAT_PDF","download_url":"string","generated_at":"2019-08-24T14:15:22Z"}],"created_at":"2019-08-24T14:15:22Z"}},
  },
};
