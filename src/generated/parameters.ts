/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

// The parameters of each operation as data, checked by core/request/check-parameters before a request is sent;
// `type`, `format` and `rules` refer to the checks of core/request/parameter-rules, so a bundle keeps only
// those its operations use. They accept exactly what the zod forms in schemas.ts accept
// (test/sdk/parameter-checks.test.ts); the client checks with these, so that a page calling no
// operation with a body carries no zod.

import * as p from "../core/request/parameter-rules";
import type { ParametersSchema } from "../core/request/check-parameters";

/** Path parameters of `deleteApiCredentials`, checked before they are put into the URL. */
export const deleteApiCredentialsPath: ParametersSchema = {
  properties: {
    client_id: { type: p.string },
  },
  required: ["client_id"],
};

/** Path parameters of `getFiatAccount`, checked before they are put into the URL. */
export const getFiatAccountPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, format: p.uuid },
  },
  required: ["id"],
};

/** Query parameters of `getFiatAccount` by their wire names; any other name is refused. */
export const getFiatAccountQuery: ParametersSchema = {
  properties: {
    include_deleted: { type: p.boolean },
  },
  strict: true,
};

/** Path parameters of `updateFiatAccount`, checked before they are put into the URL. */
export const updateFiatAccountPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, format: p.uuid },
  },
  required: ["id"],
};

/** Path parameters of `deleteFiatAccount`, checked before they are put into the URL. */
export const deleteFiatAccountPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, format: p.uuid },
  },
  required: ["id"],
};

/** Query parameters of `listTransactions` by their wire names; any other name is refused. */
export const listTransactionsQuery: ParametersSchema = {
  properties: {
    statuses: { type: p.array, minItems: 1, maxItems: 100, items: { type: p.string } },
    source_profile_id: { type: p.constrainedString, minLength: 1 },
    target_profile_id: { type: p.constrainedString, minLength: 1 },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
    page_cursor: { type: p.constrainedString, minLength: 1 },
  },
  strict: true,
};

/** Query parameters of `listPayments` by their wire names; any other name is refused. */
export const listPaymentsQuery: ParametersSchema = {
  properties: {
    ref_ids: { type: p.array, minItems: 1, items: { type: p.constrainedString, minLength: 1 } },
    payment_ids: { type: p.array, minItems: 1, items: { type: p.constrainedString, minLength: 1 } },
    customer_id: { type: p.constrainedString, minLength: 1 },
    product: { type: p.string },
    payment_status: { type: p.string },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
    order: { type: p.string },
    page_cursor: { type: p.constrainedString, minLength: 1 },
  },
  strict: true,
  rules: [
    /* @__PURE__ */ p.exclusive(["ref_ids", "payment_ids"]),
    /* @__PURE__ */ p.together(["customer_id", "product"]),
  ],
};

/** Query parameters of `listAccounts` by their wire names; any other name is refused. */
export const listAccountsQuery: ParametersSchema = {
  properties: {
    page_cursor: { type: p.constrainedString, minLength: 1 },
    order: { type: p.string },
    order_by: { type: p.string },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
    identity_id: { type: p.constrainedString, minLength: 1 },
    "created_at.lt": { type: p.constrainedString, format: p.dateTime },
    "created_at.lte": { type: p.constrainedString, format: p.dateTime },
    "created_at.eq": { type: p.constrainedString, format: p.dateTime },
    "created_at.gte": { type: p.constrainedString, format: p.dateTime },
    "created_at.gt": { type: p.constrainedString, format: p.dateTime },
    "updated_at.lt": { type: p.constrainedString, format: p.dateTime },
    "updated_at.lte": { type: p.constrainedString, format: p.dateTime },
    "updated_at.eq": { type: p.constrainedString, format: p.dateTime },
    "updated_at.gte": { type: p.constrainedString, format: p.dateTime },
    "updated_at.gt": { type: p.constrainedString, format: p.dateTime },
  },
  strict: true,
};

/** Query parameters of `listDepositAddresses` by their wire names; any other name is refused. */
export const listDepositAddressesQuery: ParametersSchema = {
  properties: {
    profile_ids: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    identity_ids: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    networks: { type: p.array, minItems: 1, maxItems: 100, items: { type: p.string } },
    ids: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, format: p.uuid, minLength: 1 },
    },
    ref_ids: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    account_ids: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    "created_at.lt": { type: p.constrainedString, format: p.dateTime },
    "created_at.lte": { type: p.constrainedString, format: p.dateTime },
    "created_at.eq": { type: p.constrainedString, format: p.dateTime },
    "created_at.gte": { type: p.constrainedString, format: p.dateTime },
    "created_at.gt": { type: p.constrainedString, format: p.dateTime },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
    order: { type: p.string },
    order_by: { type: p.string },
    page_cursor: { type: p.constrainedString, minLength: 1 },
  },
  strict: true,
};

/** Path parameters of `rejectCryptoDeposit`, checked before they are put into the URL. */
export const rejectCryptoDepositPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, format: p.uuid },
  },
  required: ["id"],
};

/** Path parameters of `updateCryptoDeposit`, checked before they are put into the URL. */
export const updateCryptoDepositPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, format: p.uuid },
  },
  required: ["id"],
};

/**
 * Query parameters of `listCryptoDestinationAddresses` by their wire names; any other name is
 * refused.
 */
export const listCryptoDestinationAddressesQuery: ParametersSchema = {
  properties: {
    ids: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, format: p.uuid },
    },
    identity_ids: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    crypto_networks: { type: p.array, minItems: 1, maxItems: 100, items: { type: p.string } },
    addresses: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    nicknames: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    bookmarked_status: { type: p.boolean },
    "created_at.lt": { type: p.constrainedString, format: p.dateTime },
    "created_at.lte": { type: p.constrainedString, format: p.dateTime },
    "created_at.eq": { type: p.constrainedString, format: p.dateTime },
    "created_at.gte": { type: p.constrainedString, format: p.dateTime },
    "created_at.gt": { type: p.constrainedString, format: p.dateTime },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
    order: { type: p.string },
    order_by: { type: p.string },
    page_cursor: { type: p.constrainedString, minLength: 1 },
  },
  strict: true,
};

/** Query parameters of `listFiatAccounts` by their wire names; any other name is refused. */
export const listFiatAccountsQuery: ParametersSchema = {
  properties: {
    ids: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, format: p.uuid },
    },
    ref_ids: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    "created_at.lt": { type: p.constrainedString, format: p.dateTime },
    "created_at.lte": { type: p.constrainedString, format: p.dateTime },
    "created_at.eq": { type: p.constrainedString, format: p.dateTime },
    "created_at.gte": { type: p.constrainedString, format: p.dateTime },
    "created_at.gt": { type: p.constrainedString, format: p.dateTime },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
    order: { type: p.string },
    order_by: { type: p.string },
    page_cursor: { type: p.constrainedString, minLength: 1 },
    include_deleted: { type: p.boolean },
  },
  strict: true,
};

/**
 * Query parameters of `listFiatDepositInstructions` by their wire names; any other name is
 * refused.
 */
export const listFiatDepositInstructionsQuery: ParametersSchema = {
  properties: {
    ids: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, format: p.uuid },
    },
    ref_ids: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    "created_at.lt": { type: p.constrainedString, format: p.dateTime },
    "created_at.lte": { type: p.constrainedString, format: p.dateTime },
    "created_at.eq": { type: p.constrainedString, format: p.dateTime },
    "created_at.gte": { type: p.constrainedString, format: p.dateTime },
    "created_at.gt": { type: p.constrainedString, format: p.dateTime },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
    order: { type: p.string },
    page_cursor: { type: p.constrainedString, minLength: 1 },
  },
  strict: true,
};

/** Path parameters of `getFiatDepositInstructions`, checked before they are put into the URL. */
export const getFiatDepositInstructionsPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, format: p.uuid },
  },
  required: ["id"],
};

/** Query parameters of `listTransferLimits` by their wire names; any other name is refused. */
export const listTransferLimitsQuery: ParametersSchema = {
  properties: {
    transfer_type: { type: p.string },
  },
  required: ["transfer_type"],
  strict: true,
};

/** Query parameters of `listTransfers` by their wire names; any other name is refused. */
export const listTransfersQuery: ParametersSchema = {
  properties: {
    profile_ids: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    identity_ids: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    account_ids: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    ref_ids: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    ids: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    group_ids: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    crypto_tx_hashes: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    type: { type: p.array, minItems: 1, maxItems: 100, items: { type: p.string } },
    statuses: { type: p.array, minItems: 1, maxItems: 100, items: { type: p.string } },
    secondary_statuses: { type: p.array, minItems: 1, maxItems: 100, items: { type: p.string } },
    "created_at.lt": { type: p.constrainedString, format: p.dateTime },
    "created_at.lte": { type: p.constrainedString, format: p.dateTime },
    "created_at.eq": { type: p.constrainedString, format: p.dateTime },
    "created_at.gte": { type: p.constrainedString, format: p.dateTime },
    "created_at.gt": { type: p.constrainedString, format: p.dateTime },
    "updated_at.lt": { type: p.constrainedString, format: p.dateTime },
    "updated_at.lte": { type: p.constrainedString, format: p.dateTime },
    "updated_at.eq": { type: p.constrainedString, format: p.dateTime },
    "updated_at.gte": { type: p.constrainedString, format: p.dateTime },
    "updated_at.gt": { type: p.constrainedString, format: p.dateTime },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
    order: { type: p.string },
    order_by: { type: p.string },
    page_cursor: { type: p.constrainedString, minLength: 1 },
  },
  strict: true,
};

/** Path parameters of `getTransfer`, checked before they are put into the URL. */
export const getTransferPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, format: p.uuid },
  },
  required: ["id"],
};

/** Path parameters of `getTransaction`, checked before they are put into the URL. */
export const getTransactionPath: ParametersSchema = {
  properties: {
    transaction_id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["transaction_id"],
};

/** Path parameters of `cancelTransaction`, checked before they are put into the URL. */
export const cancelTransactionPath: ParametersSchema = {
  properties: {
    transaction_id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["transaction_id"],
};

/** Path parameters of `affirmTransaction`, checked before they are put into the URL. */
export const affirmTransactionPath: ParametersSchema = {
  properties: {
    transaction_id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["transaction_id"],
};

/** Query parameters of `listMonitoringAddress` by their wire names; any other name is refused. */
export const listMonitoringAddressQuery: ParametersSchema = {
  properties: {
    address: { type: p.constrainedString, minLength: 1 },
    crypto_network: { type: p.string },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
    order: { type: p.string },
    page_cursor: { type: p.constrainedString, minLength: 1 },
  },
  strict: true,
};

/** Path parameters of `getMonitoringAddress`, checked before they are put into the URL. */
export const getMonitoringAddressPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, format: p.uuid },
  },
  required: ["id"],
};

/** Path parameters of `updateMonitoringAddress`, checked before they are put into the URL. */
export const updateMonitoringAddressPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, format: p.uuid },
  },
  required: ["id"],
};

/** Query parameters of `listProfiles` by their wire names; any other name is refused. */
export const listProfilesQuery: ParametersSchema = {
  properties: {
    "created_at.lt": { type: p.constrainedString, format: p.dateTime },
    "created_at.lte": { type: p.constrainedString, format: p.dateTime },
    "created_at.eq": { type: p.constrainedString, format: p.dateTime },
    "created_at.gte": { type: p.constrainedString, format: p.dateTime },
    "created_at.gt": { type: p.constrainedString, format: p.dateTime },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
    order: { type: p.string },
    order_by: { type: p.string },
    page_cursor: { type: p.constrainedString, minLength: 1 },
    nickname: { type: p.constrainedString, minLength: 1 },
    ids: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, format: p.uuid },
    },
  },
  strict: true,
};

/** Path parameters of `getProfile`, checked before they are put into the URL. */
export const getProfilePath: ParametersSchema = {
  properties: {
    profile_id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["profile_id"],
};

/** Query parameters of `getProfile` by their wire names; any other name is refused. */
export const getProfileQuery: ParametersSchema = {
  properties: {
    include_deactivated: { type: p.boolean },
  },
  strict: true,
};

/** Path parameters of `updateProfile`, checked before they are put into the URL. */
export const updateProfilePath: ParametersSchema = {
  properties: {
    profile_id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["profile_id"],
};

/** Path parameters of `listProfileBalances`, checked before they are put into the URL. */
export const listProfileBalancesPath: ParametersSchema = {
  properties: {
    profile_id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["profile_id"],
};

/** Query parameters of `listProfileBalances` by their wire names; any other name is refused. */
export const listProfileBalancesQuery: ParametersSchema = {
  properties: {
    assets: { type: p.array, minItems: 1, items: { type: p.constrainedString, minLength: 1 } },
  },
  strict: true,
};

/** Path parameters of `getProfileBalance`, checked before they are put into the URL. */
export const getProfileBalancePath: ParametersSchema = {
  properties: {
    profile_id: { type: p.constrainedString, minLength: 1 },
    asset: { type: p.constrainedString, minLength: 1 },
  },
  required: ["profile_id", "asset"],
};

/** Path parameters of `deactivateProfile`, checked before they are put into the URL. */
export const deactivateProfilePath: ParametersSchema = {
  properties: {
    profile_id: { type: p.constrainedString, format: p.uuid },
  },
  required: ["profile_id"],
};

/** Path parameters of `createSandboxDeposit`, checked before they are put into the URL. */
export const createSandboxDepositPath: ParametersSchema = {
  properties: {
    profile_id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["profile_id"],
};

/** Query parameters of `listEvents` by their wire names; any other name is refused. */
export const listEventsQuery: ParametersSchema = {
  properties: {
    "created_at.lt": { type: p.constrainedString, format: p.dateTime },
    "created_at.lte": { type: p.constrainedString, format: p.dateTime },
    "created_at.eq": { type: p.constrainedString, format: p.dateTime },
    "created_at.gte": { type: p.constrainedString, format: p.dateTime },
    "created_at.gt": { type: p.constrainedString, format: p.dateTime },
    limit: { type: p.integer, minimum: 1, maximum: 100 },
    type: { type: p.constrainedString, minLength: 1 },
    is_test: { type: p.boolean },
    order: { type: p.string },
    page_cursor: { type: p.string },
  },
  strict: true,
};

/** Path parameters of `getEvent`, checked before they are put into the URL. */
export const getEventPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["id"],
};

/** Query parameters of `getEvent` by their wire names; any other name is refused. */
export const getEventQuery: ParametersSchema = {
  properties: {
    is_test: { type: p.boolean },
  },
  strict: true,
};

/** Query parameters of `listApiCredentials` by their wire names; any other name is refused. */
export const listApiCredentialsQuery: ParametersSchema = {
  properties: {
    order: { type: p.string },
    order_by: { type: p.string },
    limit: { type: p.integer, minimum: 0, maximum: 1000 },
    page_cursor: { type: p.constrainedString, minLength: 1 },
    statuses: { type: p.array, minItems: 1, items: { type: p.string } },
    ids: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    client_ids: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
  },
  strict: true,
};

/** Query parameters of `listTaxFormRevisions` by their wire names; any other name is refused. */
export const listTaxFormRevisionsQuery: ParametersSchema = {
  properties: {
    account_id: { type: p.constrainedString, minLength: 1 },
    tax_year: { type: p.constrainedString, minLength: 1 },
    form_types: { type: p.array, minItems: 1, items: { type: p.string } },
    revision: { type: p.constrainedString, minLength: 1 },
  },
  required: ["account_id", "tax_year"],
  strict: true,
};

/** Query parameters of `listTaxForms` by their wire names; any other name is refused. */
export const listTaxFormsQuery: ParametersSchema = {
  properties: {
    account_ids: {
      type: p.array,
      minItems: 1,
      maxItems: 50,
      items: { type: p.constrainedString, minLength: 1 },
    },
    tax_year: { type: p.constrainedString, minLength: 1 },
    form_types: { type: p.array, minItems: 1, items: { type: p.string } },
  },
  required: ["account_ids", "tax_year"],
  strict: true,
};

/** Query parameters of `listStatements` by their wire names; any other name is refused. */
export const listStatementsQuery: ParametersSchema = {
  properties: {
    customer_id: { type: p.constrainedString, minLength: 1 },
    ref_ids: { type: p.array, minItems: 1, items: { type: p.constrainedString, minLength: 1 } },
    statement_ids: { type: p.array, minItems: 1, items: { type: p.constrainedString, minLength: 1 } },
    statuses: { type: p.array, minItems: 1, items: { type: p.string } },
    limit: { type: p.integer, minimum: 1 },
    order: { type: p.string },
    page_cursor: { type: p.constrainedString, minLength: 1 },
  },
  required: ["customer_id"],
  strict: true,
};

/** Query parameters of `listIdentities` by their wire names; any other name is refused. */
export const listIdentitiesQuery: ParametersSchema = {
  properties: {
    summary_status: { type: p.string },
    control_types: { type: p.array, minItems: 1, maxItems: 100, items: { type: p.string } },
    control_reason_codes: { type: p.array, minItems: 1, maxItems: 100, items: { type: p.string } },
    "created_at.lt": { type: p.constrainedString, format: p.dateTime },
    "created_at.lte": { type: p.constrainedString, format: p.dateTime },
    "created_at.eq": { type: p.constrainedString, format: p.dateTime },
    "created_at.gte": { type: p.constrainedString, format: p.dateTime },
    "created_at.gt": { type: p.constrainedString, format: p.dateTime },
    "updated_at.lt": { type: p.constrainedString, format: p.dateTime },
    "updated_at.lte": { type: p.constrainedString, format: p.dateTime },
    "updated_at.eq": { type: p.constrainedString, format: p.dateTime },
    "updated_at.gte": { type: p.constrainedString, format: p.dateTime },
    "updated_at.gt": { type: p.constrainedString, format: p.dateTime },
    limit: { type: p.integer, minimum: 1 },
    order: { type: p.string },
    order_by: { type: p.string },
    page_cursor: { type: p.constrainedString, minLength: 1 },
    identity_type: { type: p.string },
  },
  strict: true,
};

/** Path parameters of `getIdentity`, checked before they are put into the URL. */
export const getIdentityPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["id"],
};

/** Query parameters of `getIdentity` by their wire names; any other name is refused. */
export const getIdentityQuery: ParametersSchema = {
  properties: {
    include_details: { type: p.boolean },
    include_institution_members: { type: p.boolean },
  },
  strict: true,
};

/** Path parameters of `updateIdentity`, checked before they are put into the URL. */
export const updateIdentityPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["id"],
};

/** Path parameters of `listIdentityDocuments`, checked before they are put into the URL. */
export const listIdentityDocumentsPath: ParametersSchema = {
  properties: {
    identity_id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["identity_id"],
};

/** Query parameters of `listIdentityDocuments` by their wire names; any other name is refused. */
export const listIdentityDocumentsQuery: ParametersSchema = {
  properties: {
    include_pending_docs: { type: p.boolean },
  },
  strict: true,
};

/** Path parameters of `documentUpload`, checked before they are put into the URL. */
export const documentUploadPath: ParametersSchema = {
  properties: {
    identity_id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["identity_id"],
};

/** Path parameters of `deleteInstitutionMember`, checked before they are put into the URL. */
export const deleteInstitutionMemberPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["id"],
};

/** Path parameters of `getAccount`, checked before they are put into the URL. */
export const getAccountPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, format: p.uuid },
  },
  required: ["id"],
};

/** Path parameters of `deleteAccountMember`, checked before they are put into the URL. */
export const deleteAccountMemberPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["id"],
};

/** Path parameters of `sandboxSetIdentityStatus`, checked before they are put into the URL. */
export const sandboxSetIdentityStatusPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["id"],
};

/** Query parameters of `listPrices` by their wire names; any other name is refused. */
export const listPricesQuery: ParametersSchema = {
  properties: {
    markets: { type: p.array, minItems: 1, items: { type: p.string } },
  },
  required: ["markets"],
  strict: true,
};

/** Path parameters of `listHistoricalPrices`, checked before they are put into the URL. */
export const listHistoricalPricesPath: ParametersSchema = {
  properties: {
    market: { type: p.string },
  },
  required: ["market"],
};

/** Query parameters of `listHistoricalPrices` by their wire names; any other name is refused. */
export const listHistoricalPricesQuery: ParametersSchema = {
  properties: {
    increment: { type: p.string },
    max_data_points: { type: p.integer, minimum: 1 },
    "range.begin": { type: p.constrainedString, format: p.dateTime },
    "range.end": { type: p.constrainedString, format: p.dateTime },
    "pagination.limit": { type: p.integer, minimum: 1, maximum: 1000 },
    "pagination.offset": { type: p.integer, minimum: 0 },
  },
  strict: true,
};

/** Path parameters of `getOrderBook`, checked before they are put into the URL. */
export const getOrderBookPath: ParametersSchema = {
  properties: {
    market: { type: p.string },
  },
  required: ["market"],
};

/** Path parameters of `listRecentExecutions`, checked before they are put into the URL. */
export const listRecentExecutionsPath: ParametersSchema = {
  properties: {
    market: { type: p.string },
  },
  required: ["market"],
};

/** Path parameters of `getTicker`, checked before they are put into the URL. */
export const getTickerPath: ParametersSchema = {
  properties: {
    market: { type: p.string },
  },
  required: ["market"],
};

/** Query parameters of `listExecutions` by their wire names; any other name is refused. */
export const listExecutionsQuery: ParametersSchema = {
  properties: {
    profile_id: { type: p.constrainedString, minLength: 1 },
    account_id: { type: p.constrainedString, minLength: 1 },
    order_id: { type: p.constrainedString, minLength: 1 },
    since_execution_id: { type: p.constrainedString, minLength: 1 },
    "range.begin": { type: p.constrainedString, format: p.dateTime },
    "range.end": { type: p.constrainedString, format: p.dateTime },
    page_cursor: { type: p.constrainedString, minLength: 1 },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
  },
  strict: true,
};

/** Query parameters of `listOrders` by their wire names; any other name is refused. */
export const listOrdersQuery: ParametersSchema = {
  properties: {
    profile_id: { type: p.constrainedString, minLength: 1 },
    account_id: { type: p.constrainedString, minLength: 1 },
    market: { type: p.string },
    status: { type: p.string },
    "order_time.begin": { type: p.constrainedString, format: p.dateTime },
    "order_time.end": { type: p.constrainedString, format: p.dateTime },
    ref_ids: { type: p.array, minItems: 1, items: { type: p.constrainedString, minLength: 1 } },
    page_cursor: { type: p.constrainedString, minLength: 1 },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
  },
  strict: true,
};

/** Path parameters of `listProfileExecutions`, checked before they are put into the URL. */
export const listProfileExecutionsPath: ParametersSchema = {
  properties: {
    profile_id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["profile_id"],
};

/** Query parameters of `listProfileExecutions` by their wire names; any other name is refused. */
export const listProfileExecutionsQuery: ParametersSchema = {
  properties: {
    order_id: { type: p.constrainedString, minLength: 1 },
    since_execution_id: { type: p.constrainedString, minLength: 1 },
    "range.begin": { type: p.constrainedString, format: p.dateTime },
    "range.end": { type: p.constrainedString, format: p.dateTime },
    page_cursor: { type: p.constrainedString, minLength: 1 },
    limit: { type: p.integer, minimum: 1, maximum: 500 },
  },
  strict: true,
};

/** Path parameters of `listProfileOrders`, checked before they are put into the URL. */
export const listProfileOrdersPath: ParametersSchema = {
  properties: {
    profile_id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["profile_id"],
};

/** Query parameters of `listProfileOrders` by their wire names; any other name is refused. */
export const listProfileOrdersQuery: ParametersSchema = {
  properties: {
    market: { type: p.string },
    status: { type: p.string },
    "order_time.begin": { type: p.constrainedString, format: p.dateTime },
    "order_time.end": { type: p.constrainedString, format: p.dateTime },
    ref_ids: { type: p.array, minItems: 1, items: { type: p.constrainedString, minLength: 1 } },
    page_cursor: { type: p.constrainedString, minLength: 1 },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
  },
  strict: true,
};

/** Path parameters of `createOrder`, checked before they are put into the URL. */
export const createOrderPath: ParametersSchema = {
  properties: {
    profile_id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["profile_id"],
};

/** Path parameters of `getOrder`, checked before they are put into the URL. */
export const getOrderPath: ParametersSchema = {
  properties: {
    profile_id: { type: p.constrainedString, minLength: 1 },
    id: { type: p.constrainedString, format: p.uuid },
  },
  required: ["profile_id", "id"],
};

/** Path parameters of `cancelOrder`, checked before they are put into the URL. */
export const cancelOrderPath: ParametersSchema = {
  properties: {
    profile_id: { type: p.constrainedString, minLength: 1 },
    id: { type: p.constrainedString, format: p.uuid },
  },
  required: ["profile_id", "id"],
};

/** Query parameters of `listQuotes` by their wire names; any other name is refused. */
export const listQuotesQuery: ParametersSchema = {
  properties: {
    markets: { type: p.array, minItems: 1, items: { type: p.string } },
  },
  required: ["markets"],
  strict: true,
};

/** Path parameters of `listQuoteExecutions`, checked before they are put into the URL. */
export const listQuoteExecutionsPath: ParametersSchema = {
  properties: {
    profile_id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["profile_id"],
};

/** Query parameters of `listQuoteExecutions` by their wire names; any other name is refused. */
export const listQuoteExecutionsQuery: ParametersSchema = {
  properties: {
    side: { type: p.string },
    market: { type: p.string },
    status: { type: p.string },
    "created_at.begin": { type: p.constrainedString, format: p.dateTime },
    "created_at.end": { type: p.constrainedString, format: p.dateTime },
    limit: { type: p.integer, minimum: 1 },
    order: { type: p.string },
    order_by: { type: p.string },
    page_cursor: { type: p.constrainedString, minLength: 1 },
  },
  strict: true,
};

/** Path parameters of `createQuoteExecution`, checked before they are put into the URL. */
export const createQuoteExecutionPath: ParametersSchema = {
  properties: {
    profile_id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["profile_id"],
};

/** Path parameters of `getQuoteExecution`, checked before they are put into the URL. */
export const getQuoteExecutionPath: ParametersSchema = {
  properties: {
    profile_id: { type: p.constrainedString, minLength: 1 },
    id: { type: p.constrainedString, format: p.uuid },
  },
  required: ["profile_id", "id"],
};

/** Path parameters of `createIssuerQuoteExecution`, checked before they are put into the URL. */
export const createIssuerQuoteExecutionPath: ParametersSchema = {
  properties: {
    quote_id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["quote_id"],
};

/**
 * Query parameters of `listIssuerQuoteExecutions` by their wire names; any other name is refused.
 */
export const listIssuerQuoteExecutionsQuery: ParametersSchema = {
  properties: {
    profile_id: { type: p.constrainedString, minLength: 1 },
    status: { type: p.array, minItems: 1, items: { type: p.string } },
    "created_range.begin": { type: p.constrainedString, format: p.dateTime },
    "created_range.end": { type: p.constrainedString, format: p.dateTime },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
    page_cursor: { type: p.constrainedString, minLength: 1 },
    order: { type: p.string },
  },
  strict: true,
};

/**
 * Query parameters of `listStablecoinConversions` by their wire names; any other name is refused.
 */
export const listStablecoinConversionsQuery: ParametersSchema = {
  properties: {
    profile_id: { type: p.constrainedString, minLength: 1 },
    ref_id: { type: p.constrainedString, minLength: 1 },
    "created_at.begin": { type: p.constrainedString, format: p.dateTime },
    "created_at.end": { type: p.constrainedString, format: p.dateTime },
    "updated_at.begin": { type: p.constrainedString, format: p.dateTime },
    "updated_at.end": { type: p.constrainedString, format: p.dateTime },
    order: { type: p.string },
    page_cursor: { type: p.constrainedString, minLength: 1 },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
  },
  strict: true,
};

/** Path parameters of `getStablecoinConversion`, checked before they are put into the URL. */
export const getStablecoinConversionPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, format: p.uuid },
  },
  required: ["id"],
};

/** Path parameters of `cancelStablecoinConversion`, checked before they are put into the URL. */
export const cancelStablecoinConversionPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, format: p.uuid },
  },
  required: ["id"],
};

/** Query parameters of `listOrchestrations` by their wire names; any other name is refused. */
export const listOrchestrationsQuery: ParametersSchema = {
  properties: {
    ref_id: { type: p.constrainedString, minLength: 1 },
    orchestration_rule_id: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    source_asset: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    destination_asset: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    status: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    "created_at.lt": { type: p.constrainedString, format: p.dateTime },
    "created_at.lte": { type: p.constrainedString, format: p.dateTime },
    "created_at.eq": { type: p.constrainedString, format: p.dateTime },
    "created_at.gte": { type: p.constrainedString, format: p.dateTime },
    "created_at.gt": { type: p.constrainedString, format: p.dateTime },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
    order: { type: p.string },
    page_cursor: { type: p.constrainedString, minLength: 1 },
    orchestration_id: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    profile_id: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
  },
  strict: true,
};

/** Path parameters of `getOrchestration`, checked before they are put into the URL. */
export const getOrchestrationPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["id"],
};

/** Query parameters of `listOrchestrationRules` by their wire names; any other name is refused. */
export const listOrchestrationRulesQuery: ParametersSchema = {
  properties: {
    profile_id: { type: p.constrainedString, minLength: 1 },
    status: { type: p.array, minItems: 1, items: { type: p.string } },
    source_asset: { type: p.constrainedString, minLength: 1 },
    destination_asset: { type: p.constrainedString, minLength: 1 },
    ids: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, format: p.uuid },
    },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
    order: { type: p.string },
    page_cursor: { type: p.constrainedString, minLength: 1 },
  },
  strict: true,
};

/** Path parameters of `deleteOrchestrationRule`, checked before they are put into the URL. */
export const deleteOrchestrationRulePath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, format: p.uuid },
  },
  required: ["id"],
};

/** Query parameters of `listIdentityControls` by their wire names; any other name is refused. */
export const listIdentityControlsQuery: ParametersSchema = {
  properties: {
    identity_id: { type: p.constrainedString, minLength: 1 },
    include_deleted: { type: p.boolean },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
    page_cursor: { type: p.constrainedString, minLength: 1 },
  },
  required: ["identity_id"],
  strict: true,
};

/** Query parameters of `deleteIdentityControl` by their wire names; any other name is refused. */
export const deleteIdentityControlQuery: ParametersSchema = {
  properties: {
    control_id: { type: p.constrainedString, minLength: 1 },
    reason: { type: p.string },
  },
  required: ["control_id"],
  strict: true,
};

/** Path parameters of `sandboxStartKycRefresh`, checked before they are put into the URL. */
export const sandboxStartKycRefreshPath: ParametersSchema = {
  properties: {
    identity_id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["identity_id"],
};

/** Query parameters of `listVerifications` by their wire names; any other name is refused. */
export const listVerificationsQuery: ParametersSchema = {
  properties: {
    verification_method: { type: p.string },
    status: { type: p.string },
    network: { type: p.constrainedString, minLength: 1 },
    address: { type: p.constrainedString, minLength: 1 },
    deposit_address: { type: p.constrainedString, minLength: 1 },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
    order: { type: p.string },
    order_by: { type: p.string },
    page_cursor: { type: p.constrainedString, minLength: 1 },
    "created_at.lt": { type: p.constrainedString, format: p.dateTime },
    "created_at.lte": { type: p.constrainedString, format: p.dateTime },
    "created_at.eq": { type: p.constrainedString, format: p.dateTime },
    "created_at.gte": { type: p.constrainedString, format: p.dateTime },
    "created_at.gt": { type: p.constrainedString, format: p.dateTime },
    "updated_at.lt": { type: p.constrainedString, format: p.dateTime },
    "updated_at.lte": { type: p.constrainedString, format: p.dateTime },
    "updated_at.eq": { type: p.constrainedString, format: p.dateTime },
    "updated_at.gte": { type: p.constrainedString, format: p.dateTime },
    "updated_at.gt": { type: p.constrainedString, format: p.dateTime },
  },
  strict: true,
};

/** Path parameters of `getVerification`, checked before they are put into the URL. */
export const getVerificationPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["id"],
};

/** Query parameters of `listVasps` by their wire names; any other name is refused. */
export const listVaspsQuery: ParametersSchema = {
  properties: {
    ids: {
      type: p.array,
      minItems: 1,
      maxItems: 100,
      items: { type: p.constrainedString, minLength: 1 },
    },
    search: { type: p.constrainedString, minLength: 1 },
    order: { type: p.string },
    order_by: { type: p.string },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
    page_cursor: { type: p.constrainedString, minLength: 1 },
  },
  strict: true,
};

/** Path parameters of `getVasp`, checked before they are put into the URL. */
export const getVaspPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["id"],
};

/** Path parameters of `listHistoricalCandles`, checked before they are put into the URL. */
export const listHistoricalCandlesPath: ParametersSchema = {
  properties: {
    market: { type: p.string },
  },
  required: ["market"],
};

/** Query parameters of `listHistoricalCandles` by their wire names; any other name is refused. */
export const listHistoricalCandlesQuery: ParametersSchema = {
  properties: {
    increment: { type: p.string },
    max_data_points: { type: p.integer, minimum: 1 },
    "range.begin": { type: p.constrainedString, format: p.dateTime },
    "range.end": { type: p.constrainedString, format: p.dateTime },
    order: { type: p.string },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
    page_cursor: { type: p.constrainedString, minLength: 1 },
  },
  strict: true,
};

/**
 * Query parameters of `getIssuerQuoteSettlementAvailability` by their wire names; any other name
 * is refused.
 */
export const getIssuerQuoteSettlementAvailabilityQuery: ParametersSchema = {
  properties: {
    market: { type: p.constrainedString, minLength: 1 },
  },
  required: ["market"],
  strict: true,
};

/**
 * Query parameters of `listAttributionAddresses` by their wire names; any other name is refused.
 */
export const listAttributionAddressesQuery: ParametersSchema = {
  properties: {
    customer_id: { type: p.constrainedString, minLength: 1 },
    ledger: { type: p.string },
    address: { type: p.constrainedString, minLength: 1 },
    id: { type: p.constrainedString, minLength: 1 },
    payout_group_id: { type: p.constrainedString, minLength: 1 },
    include_balance: { type: p.boolean },
    balance_timestamp: { type: p.constrainedString, format: p.dateTime },
    asset_type: { type: p.constrainedString, minLength: 1 },
    onchain_statuses: { type: p.array, minItems: 1, maxItems: 100, items: { type: p.string } },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
    order: { type: p.string },
    page_cursor: { type: p.constrainedString, minLength: 1 },
  },
  strict: true,
};

/** Path parameters of `updateAttributionAddress`, checked before they are put into the URL. */
export const updateAttributionAddressPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["id"],
};

/** Path parameters of `deleteAttributionAddress`, checked before they are put into the URL. */
export const deleteAttributionAddressPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["id"],
};

/**
 * Query parameters of `deleteAttributionAddress` by their wire names; any other name is refused.
 */
export const deleteAttributionAddressQuery: ParametersSchema = {
  properties: {
    customer_id: { type: p.constrainedString, minLength: 1 },
    ledger: { type: p.string },
    address: { type: p.constrainedString, minLength: 1 },
  },
  strict: true,
};

/** Query parameters of `listClaimSchedules` by their wire names; any other name is refused. */
export const listClaimSchedulesQuery: ParametersSchema = {
  properties: {
    payout_group_id: { type: p.constrainedString, minLength: 1 },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
    page_cursor: { type: p.constrainedString, minLength: 1 },
  },
  strict: true,
};

/** Path parameters of `updateClaimSchedule`, checked before they are put into the URL. */
export const updateClaimSchedulePath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["id"],
};

/** Path parameters of `deleteClaimSchedule`, checked before they are put into the URL. */
export const deleteClaimSchedulePath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["id"],
};

/** Query parameters of `listClaims` by their wire names; any other name is refused. */
export const listClaimsQuery: ParametersSchema = {
  properties: {
    payout_group_id: { type: p.constrainedString, minLength: 1 },
    statuses: { type: p.array, minItems: 1, maxItems: 100, items: { type: p.string } },
    chain: { type: p.constrainedString, minLength: 1 },
    jurisdiction: { type: p.constrainedString, minLength: 1 },
    start_time: { type: p.constrainedString, format: p.dateTime },
    end_time: { type: p.constrainedString, format: p.dateTime },
    asset_type: { type: p.constrainedString, minLength: 1 },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
    page_cursor: { type: p.constrainedString, minLength: 1 },
  },
  strict: true,
};

/** Query parameters of `getRewardDetails` by their wire names; any other name is refused. */
export const getRewardDetailsQuery: ParametersSchema = {
  properties: {
    asset_type: { type: p.constrainedString, minLength: 1 },
  },
  strict: true,
};

/** Query parameters of `getRewardsRates` by their wire names; any other name is refused. */
export const getRewardsRatesQuery: ParametersSchema = {
  properties: {
    asset_type: { type: p.constrainedString, minLength: 1 },
  },
  strict: true,
};

/** Query parameters of `listPayoutGroups` by their wire names; any other name is refused. */
export const listPayoutGroupsQuery: ParametersSchema = {
  properties: {
    asset_type: { type: p.constrainedString, minLength: 1 },
    name_prefix: { type: p.constrainedString, minLength: 1 },
    claimer_address: { type: p.constrainedString, minLength: 1 },
    ledger: { type: p.constrainedString, minLength: 1 },
    jurisdiction: { type: p.constrainedString, minLength: 1 },
    onchain_statuses: { type: p.array, minItems: 1, maxItems: 100, items: { type: p.string } },
    min_balance: { type: p.constrainedString, minLength: 1 },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
    page_cursor: { type: p.constrainedString, minLength: 1 },
  },
  strict: true,
};

/** Path parameters of `updatePayoutGroup`, checked before they are put into the URL. */
export const updatePayoutGroupPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["id"],
};

/** Path parameters of `deletePayoutGroup`, checked before they are put into the URL. */
export const deletePayoutGroupPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["id"],
};

/** Query parameters of `listRewardsStatements` by their wire names; any other name is refused. */
export const listRewardsStatementsQuery: ParametersSchema = {
  properties: {
    asset_type: { type: p.constrainedString, minLength: 1 },
    type: { type: p.string },
    limit: { type: p.integer, minimum: 1, maximum: 1000 },
    page_cursor: { type: p.constrainedString, minLength: 1 },
  },
  strict: true,
};

/** Path parameters of `getRewardsStatement`, checked before they are put into the URL. */
export const getRewardsStatementPath: ParametersSchema = {
  properties: {
    id: { type: p.constrainedString, minLength: 1 },
  },
  required: ["id"],
};
