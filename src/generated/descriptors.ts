/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

// One constant per operation and no object that gathers them, so that a bundle keeps only the
// descriptors (request schemas, response checks) of the operations it calls. The full list is
// operation-list.ts. Before each descriptor, its operation's path and query parameters as data,
// checked by core/request/check-parameters before a request is sent; `type`, `format` and `rules`
// refer to the checks of core/request/parameter-rules, so a bundle keeps only those its operations
// use. They accept exactly what the zod forms in schemas.ts accept (test/sdk/parameter-checks.test.ts);
// the client checks with these, so that a page calling no operation with a body carries no zod.

import type { ListOperation, Operation } from "../core/call/operation-descriptor";
import { prepareParameters, prepareQuery, prepareRequest } from "../core/request/prepare";
import { noteDeprecation, retiredError } from "../core/call/deprecation";
import { noteUnknownEnums } from "../core/request/unknown-enums";
import { refuseInProduction } from "../core/request/sandbox-only";
import { recoverExisting } from "../core/call/existing-record";
import {
  initiateSandboxFiatDepositResponse,
  deleteApiCredentialsResponse,
  getFiatAccountResponse,
  updateFiatAccountResponse,
  deleteFiatAccountResponse,
  listTransactionsResponse,
  createTransactionResponse,
  listPaymentsResponse,
  listAccountsResponse,
  updateAccountResponse,
  createAccountResponse,
  listTickersResponse,
  listDepositAddressesResponse,
  createDepositAddressResponse,
  rejectCryptoDepositResponse,
  updateCryptoDepositResponse,
  putCryptoDestinationAddressResponse,
  listCryptoDestinationAddressesResponse,
  createCryptoWithdrawalResponse,
  createCryptoWithdrawalFeeResponse,
  createFiatWithdrawalResponse,
  listFiatAccountsResponse,
  createFiatAccountResponse,
  listFiatDepositInstructionsResponse,
  createFiatDepositInstructionsResponse,
  getFiatDepositInstructionsResponse,
  createInternalTransferResponse,
  createPaxosTransferResponse,
  listTransferLimitsResponse,
  listTransfersResponse,
  getTransferResponse,
  getTransactionResponse,
  cancelTransactionResponse,
  affirmTransactionResponse,
  listMonitoringAddressResponse,
  createMonitoringAddressResponse,
  getMonitoringAddressResponse,
  updateMonitoringAddressResponse,
  listProfilesResponse,
  createProfileResponse,
  getProfileResponse,
  updateProfileResponse,
  listProfileBalancesResponse,
  getProfileBalanceResponse,
  deactivateProfileResponse,
  createSandboxDepositResponse,
  listEventsResponse,
  getEventResponse,
  listApiCredentialsResponse,
  listTaxFormRevisionsResponse,
  listTaxFormsResponse,
  listStatementsResponse,
  listIdentitiesResponse,
  createIdentityResponse,
  getIdentityResponse,
  updateIdentityResponse,
  listIdentityDocumentsResponse,
  documentUploadResponse,
  addInstitutionMembersResponse,
  deleteInstitutionMemberResponse,
  getAccountResponse,
  addAccountMembersResponse,
  deleteAccountMemberResponse,
  sandboxSetIdentityStatusResponse,
  listPricesResponse,
  listHistoricalPricesResponse,
  listMarketsResponse,
  getOrderBookResponse,
  listRecentExecutionsResponse,
  getTickerResponse,
  listExecutionsResponse,
  listOrdersResponse,
  listProfileExecutionsResponse,
  listProfileOrdersResponse,
  createOrderResponse,
  getOrderResponse,
  cancelOrderResponse,
  listQuotesResponse,
  listQuoteExecutionsResponse,
  createQuoteExecutionResponse,
  getQuoteExecutionResponse,
  createIssuerQuoteResponse,
  createIssuerQuoteExecutionResponse,
  listIssuerQuoteExecutionsResponse,
  listStablecoinConversionsResponse,
  createStablecoinConversionResponse,
  getStablecoinConversionResponse,
  cancelStablecoinConversionResponse,
  listOrchestrationsResponse,
  createOrchestrationResponse,
  getOrchestrationResponse,
  listOrchestrationRulesResponse,
  createOrchestrationRuleResponse,
  deleteOrchestrationRuleResponse,
  listIdentityControlsResponse,
  createIdentityControlResponse,
  deleteIdentityControlResponse,
  sandboxStartKycRefreshResponse,
  sandboxForceStartKycRefreshResponse,
  sandboxResetKycRefreshResponse,
  listVerificationsResponse,
  createVerificationResponse,
  submitSignatureResponse,
  getVerificationResponse,
  listVaspsResponse,
  getVaspResponse,
  listHistoricalCandlesResponse,
  getIssuerQuoteSettlementAvailabilityResponse,
  listAttributionAddressesResponse,
  createAttributionAddressResponse,
  batchCreateAttributionAddressesResponse,
  updateAttributionAddressResponse,
  deleteAttributionAddressResponse,
  listClaimSchedulesResponse,
  createClaimScheduleResponse,
  updateClaimScheduleResponse,
  deleteClaimScheduleResponse,
  listClaimsResponse,
  getRewardDetailsResponse,
  getRewardsRatesResponse,
  listPayoutGroupsResponse,
  createPayoutGroupResponse,
  updatePayoutGroupResponse,
  deletePayoutGroupResponse,
  listRewardsStatementsResponse,
  getRewardsStatementResponse,
} from "./checks";
import * as p from "../core/request/parameter-rules";
import {
  initiateSandboxFiatDepositBodySchema,
  updateFiatAccountBodySchema,
  createTransactionBodySchema,
  updateAccountBodySchema,
  createAccountBodySchema,
  createDepositAddressBodySchema,
  rejectCryptoDepositBodySchema,
  updateCryptoDepositBodySchema,
  putCryptoDestinationAddressBodySchema,
  createCryptoWithdrawalBodySchema,
  createCryptoWithdrawalFeeBodySchema,
  createFiatWithdrawalBodySchema,
  createFiatAccountBodySchema,
  createFiatDepositInstructionsBodySchema,
  createInternalTransferBodySchema,
  createPaxosTransferBodySchema,
  createMonitoringAddressBodySchema,
  updateMonitoringAddressBodySchema,
  createProfileBodySchema,
  updateProfileBodySchema,
  createSandboxDepositBodySchema,
  createIdentityBodySchema,
  updateIdentityBodySchema,
  documentUploadBodySchema,
  addInstitutionMembersBodySchema,
  addAccountMembersBodySchema,
  sandboxSetIdentityStatusBodySchema,
  createOrderBodySchema,
  createQuoteExecutionBodySchema,
  createIssuerQuoteBodySchema,
  createIssuerQuoteExecutionBodySchema,
  createStablecoinConversionBodySchema,
  createOrchestrationBodySchema,
  createOrchestrationRuleBodySchema,
  createIdentityControlBodySchema,
  sandboxForceStartKycRefreshBodySchema,
  sandboxResetKycRefreshBodySchema,
  createVerificationBodySchema,
  submitSignatureBodySchema,
  createAttributionAddressBodySchema,
  batchCreateAttributionAddressesBodySchema,
  updateAttributionAddressBodySchema,
  createClaimScheduleBodySchema,
  updateClaimScheduleBodySchema,
  createPayoutGroupBodySchema,
  updatePayoutGroupBodySchema,
} from "./schemas";

// The values of each enum field of a request, for the descriptors' `enums` (each list once).
const routingNumberTypeValues: readonly string[] = ["ABA", "SWIFT"];
const statusesValues: readonly string[] = ["PENDING", "AFFIRMED", "SETTLED", "EXPIRED", "CANCELLED"];
const directionValues: readonly string[] = ["DELIVER", "RECEIVE"];
const productValues: readonly string[] = ["USDG_REWARDS"];
const paymentStatusValues: readonly string[] = ["PAYMENT_STATUS_PENDING", "PAYMENT_STATUS_COMPLETED", "PAYMENT_STATUS_FAILED"];
const orderValues: readonly string[] = ["ASC", "DESC"];
const orderByValues: readonly string[] = ["CREATED_AT"];
const typeValues: readonly string[] = ["BENEFICIAL_OWNER", "AUTHORIZED_USER", "FINANCIAL_ADVISOR"];
const networksValues: readonly string[] = ["BITCOIN", "ETHEREUM", "BITCOIN_CASH", "LITECOIN", "SOLANA", "POLYGON_POS", "BASE", "ARBITRUM_ONE", "INK", "XLAYER", "STELLAR", "AVALANCHE", "DOGECOIN", "SUI", "ROBINHOOD", "BNB"];
const conversionTargetAssetValues: readonly string[] = ["NO_CONVERSION", "USD"];
const custodianTypeValues: readonly string[] = ["VASP", "PRIVATE"];
const assetValues: readonly string[] = ["USD"];
const fiatNetworkValues: readonly string[] = ["WIRE", "DBS_ACT", "CUBIX", "SCB", "RTP"];
const transferTypeValues: readonly string[] = ["INTERNAL_TRANSFER_DEBIT", "INTERNAL_TRANSFER_CREDIT", "CRYPTO_DEPOSIT", "CRYPTO_WITHDRAWAL", "WIRE_DEPOSIT", "WIRE_WITHDRAWAL", "SEN_DEPOSIT", "SEN_WITHDRAWAL", "BANK_DEPOSIT", "BANK_WITHDRAWAL", "PAXOS_TRANSFER_DEBIT", "PAXOS_TRANSFER_CREDIT", "SIGNET_DEPOSIT", "SIGNET_WITHDRAWAL", "CBIT_WITHDRAWAL", "CBIT_DEPOSIT", "CUBIX_DEPOSIT", "CUBIX_WITHDRAWAL", "RTP_DEPOSIT"];
const statusesValues2: readonly string[] = ["PENDING", "COMPLETED", "FAILED"];
const secondaryStatusesValues: readonly string[] = ["TRAVEL_RULE_INFO_REQUESTED", "TRAVEL_RULE_REJECTED", "CUSTOMER_REJECTED", "PENDING_CUSTOMER_APPROVAL"];
const orderByValues2: readonly string[] = ["CREATED_AT", "UPDATED_AT"];
const statusesValues3: readonly string[] = ["APPROVED", "DISABLED"];
const formTypesValues: readonly string[] = ["FORM_1099_B", "FORM_1099_MISC", "FORM_1099_DA"];
const statusesValues4: readonly string[] = ["STATEMENT_STATUS_UNSPECIFIED", "STATEMENT_STATUS_INITIATED", "STATEMENT_STATUS_GENERATED", "STATEMENT_STATUS_PAID"];
const summaryStatusValues: readonly string[] = ["PENDING", "ERROR", "APPROVED", "DENIED", "DISABLED"];
const controlTypesValues: readonly string[] = ["SELL_ONLY", "CLOSED", "FROZEN", "DORMANT"];
const controlReasonCodesValues: readonly string[] = ["OTHER", "END_USER_REQUEST", "INACTIVITY", "COMPLIANCE_KYC", "COMPLIANCE_EDD", "COMPLIANCE_SCREENING", "COMPLIANCE_INVESTIGATION", "COMPLIANCE_INCOMPLETE", "RISK_FRAUD", "LEGAL_ORDER", "ADMINISTRATIVE"];
const identityTypeValues: readonly string[] = ["PERSON", "INSTITUTION"];
const govtIdTypeValues: readonly string[] = ["SSN", "ID_CARD", "ITIN", "PASSPORT", "DRIVING_LICENSE", "VISA"];
const verifierTypeValues: readonly string[] = ["PAXOS", "PASSTHROUGH", "MANUAL"];
const passthroughVerifierTypeValues: readonly string[] = ["JUMIO", "ALLOY", "LEXISNEXIS", "MITEK", "SUMSUB", "MICROBILT", "ONFIDO", "CUSTOMER", "EQUIFAX", "ID3_AUTHENTICATE", "FIS", "PROVE", "PERSONA", "PLAID", "DOTFILE", "AIPRISE"];
const passthroughVerificationFieldsValues: readonly string[] = ["FULL_LEGAL_NAME", "ADDRESS", "DATE_OF_BIRTH", "CIP_ID"];
const institutionTypeValues: readonly string[] = ["TRUST", "CORPORATION", "LLC", "PARTNERSHIP", "SOLE_PROPRIETORSHIP"];
const institutionSubTypeValues: readonly string[] = ["INVESTMENT", "HEDGE_FUND", "MONEY_SERVICE_BUSINESS", "STO_ISSUER", "PRECIOUS_METALS", "NON_PROFIT", "REGISTERED_INVESTMENT_ADVISOR", "AGRICULTURE_FORESTRY_FISHING_HUNTING", "MINING", "UTILITIES", "CONSTRUCTION", "MANUFACTURING", "WHOLESALE_TRADE", "RETAIL_TRADE", "TRANSPORTATION_WAREHOUSING", "INFORMATION", "FINANCE_INSURANCE", "REAL_ESTATE_RENTAL_LEASING", "PROFESSIONAL_SCIENTIFIC_TECHNICAL_SERVICES", "MANAGEMENT_OF_COMPANIES_ENTERPRISES", "ADMINISTRATIVE_SUPPORT_WASTE_MANAGEMENT_REMEDIATION_SERVICES", "EDUCATIONAL_SERVICES", "HEALTH_CARE_SOCIAL_ASSISTANCE", "ARTS_ENTERTAINMENT_RECREATION", "ACCOMMODATION_FOOD_SERVICES", "OTHER_SERVICES", "PUBLIC_ADMINISTRATION", "NOT_CLASSIFIED", "ADULT_ENTERTAINMENT", "AUCTIONS", "AUTOMOBILES", "BLOCKCHAIN", "CRYPTO", "DRUGS", "EXPORT_IMPORT", "E_COMMERCE", "FINANCIAL_INSTITUTION", "GAMBLING", "INSURANCE", "MARKET_MAKER", "SHELL_BANK", "TRAVEL_TRANSPORT", "WEAPONS"];
const cipIdTypeValues: readonly string[] = ["EIN", "SSN", "ITIN", "REGISTRATION_NUMBER"];
const regulationStatusValues: readonly string[] = ["US_REGULATED", "INTL_REGULATED", "NON_REGULATED"];
const tradingTypeValues: readonly string[] = ["PRIVATE", "PUBLIC", "PUBLICLY_TRADED_SUBSIDIARY"];
const rolesValues: readonly string[] = ["BENEFICIAL_OWNER", "ACCOUNT_OPENER", "TRUSTEE", "AUTHORIZED_USER", "GRANTOR", "MANAGEMENT_CONTROL_PERSON", "BENEFICIARY", "SOLE_PROPRIETOR"];
const tinVerificationStatusValues: readonly string[] = ["TIN_VERIFICATION_PENDING", "TIN_VERIFICATION_ERROR", "TIN_VERIFICATION_VALID"];
const estimatedNetWorthValues: readonly string[] = ["NET_WORTH_0_TO_100K", "NET_WORTH_100K_TO_500K", "NET_WORTH_500K_TO_1M", "NET_WORTH_1M_TO_2_5M", "NET_WORTH_2_5M_TO_5M", "NET_WORTH_5M_TO_7_5M", "NET_WORTH_7_5M_TO_10M", "NET_WORTH_10M_TO_25M", "NET_WORTH_25M_TO_50M", "NET_WORTH_OVER_50M"];
const estimatedYearlyIncomeValues: readonly string[] = ["INCOME_0_TO_50K", "INCOME_50K_TO_100K", "INCOME_100K_TO_250K", "INCOME_250K_TO_500K", "INCOME_500K_TO_750K", "INCOME_750K_TO_1M", "INCOME_ABOVE_1M"];
const expectedTransferValueValues: readonly string[] = ["TRANSFER_VALUE_0_TO_25K", "TRANSFER_VALUE_25K_TO_50K", "TRANSFER_VALUE_50K_TO_100K", "TRANSFER_VALUE_100K_TO_250K", "TRANSFER_VALUE_250K_TO_500K", "TRANSFER_VALUE_500K_TO_750K", "TRANSFER_VALUE_750K_TO_1M", "TRANSFER_VALUE_1M_TO_2_5M", "TRANSFER_VALUE_2_5M_TO_5M", "TRANSFER_VALUE_ABOVE_5M"];
const sourceOfWealthValues: readonly string[] = ["INHERITANCE", "INVESTMENT_GAINS", "BUSINESS_OWNERSHIP_DIVIDENDS", "EMPLOYMENT_INCOME", "REAL_ESTATE", "OTHER_SOURCE_OF_WEALTH"];
const sourceOfFundsValues: readonly string[] = ["SALARY_DISBURSEMENT", "INHERITANCE_DISTRIBUTION", "INVESTMENT_RETURNS", "BUSINESS_DIVIDENDS_PROFITS", "PROPERTY_SALE", "LOAN_DISBURSEMENT", "SAVINGS_ACCOUNT_WITHDRAWAL", "GOVERNMENT_BENEFITS"];
const purposeOfAccountValues: readonly string[] = ["INVESTMENT_TRADING", "SAVINGS", "STABLECOIN_PURCHASE_REDEMPTION"];
const employmentStatusValues: readonly string[] = ["CONTRACTUAL", "FULL_TIME", "PART_TIME", "RETIRED", "SELF_EMPLOYED", "STUDENT", "UNEMPLOYED"];
const merchantFundingSourceValues: readonly string[] = ["BUSINESS_LOANS_FINANCING", "SALARY_SAVINGS", "INVESTMENT_GAINS", "INHERITANCE", "REAL_ESTATE_INCOME", "NON_PROFIT_SOURCES", "OTHER_BUSINESS_INCOME"];
const customerRegionsValues: readonly string[] = ["US_CANADA", "MEXICO_CENTRAL_AMERICA", "SOUTH_AMERICA", "EUROPE", "ASIA", "AFRICA", "OCEANIA"];
const documentTypesValues: readonly string[] = ["OTHER_DOCUMENTS", "APPLICATION", "ORGANIZATIONAL_DOCUMENTS", "CERTIFICATE_OF_GOOD_STANDING", "TAX_IDENTIFICATION", "IDENTITY_VERIFICATION", "PROOF_OF_RESIDENCY", "PROOF_OF_FUNDS", "SAMPLE_INVOICE", "OPERATING_AGREEMENT", "TRUST_DOCUMENTS", "MONEY_SERVICE_DOCUMENTS", "INVESTMENT_DOCUMENTS", "CURP", "AML_DOCUMENTS", "FUND_STRUCTURE_CHART", "FUND_MANAGER_REGISTRATION", "MEMORANDUM_OF_ASSOCIATION", "ORGANIZATIONAL_CHART", "FOUNDATION_BY_LAWS", "APPOINTMENT_OF_GUARDIAN_EVIDENCE", "LEGAL_DOMICILE_OF_BENEFICIAL_OWNERS", "GOVERNING_BODY_MEMBER_NAMES", "INDEPENDENT_AUDIT"];
const marketsValues: readonly string[] = ["ETHUSD", "BTCUSD", "PAXGUSD", "BCHUSD", "LTCUSD", "USDPUSD", "LINKUSD", "MATICUSD", "AAVEUSD", "UNIUSD", "PEPEUSD", "TRUMPUSD", "SHIBUSD", "ARBUSD", "BONKUSD", "ENAUSD", "MNTUSD", "ONDOUSD", "PENGUUSD", "QNTUSD", "RENDERUSD", "SKYUSD", "WIFUSD", "WLDUSD", "DOGEUSD", "AVAXUSD", "SUIUSD", "POLUSD", "XLMUSD", "BNBUSD"];
const incrementValues: readonly string[] = ["ONE_MINUTE", "FIVE_MINUTES", "FIFTEEN_MINUTES", "THIRTY_MINUTES", "ONE_HOUR", "TWO_HOURS", "TWELVE_HOURS", "ONE_DAY", "ONE_WEEK", "TWO_WEEKS", "FOUR_WEEKS"];
const marketValues: readonly string[] = ["ETHEUR", "ETHUSD", "BTCEUR", "BTCUSD", "PAXGUSD", "BCHUSD", "LTCUSD", "ETHGBP", "BTCGBP", "LTCGBP", "BCHGBP", "USDPUSD", "ETHBRL", "BTCBRL", "LTCBRL", "BCHBRL", "USDPGBP", "USDPBRL", "LINKUSD", "MATICUSD", "AAVEUSD", "UNIUSD", "AAVEMXN", "BCHMXN", "BTCMXN", "ETHMXN", "LTCMXN", "USDPMXN", "AAVEEUR", "BCHEUR", "LTCEUR", "LINKEUR", "MATICEUR", "PAXGEUR", "SOLEUR", "USDPEUR", "UNIEUR", "PYUSDEUR", "PYUSDGBP", "PEPEUSD", "TRUMPUSD", "SHIBUSD", "ARBUSD", "BONKUSD", "ENAUSD", "MNTUSD", "ONDOUSD", "PENGUUSD", "QNTUSD", "RENDERUSD", "SKYUSD", "WIFUSD", "WLDUSD", "DOGEUSD", "AVAXUSD", "SUIUSD", "POLUSD", "XLMUSD", "BNBUSD"];
const marketValues2: readonly string[] = ["ETHEUR", "ETHSGD", "ETHUSD", "BTCEUR", "BTCSGD", "BTCUSD", "PAXGUSD", "BCHUSD", "LTCUSD", "USDPUSD", "ETHBRL", "BTCBRL", "LTCBRL", "BCHBRL", "USDPGBP", "USDPBRL", "LINKUSD", "MATICUSD", "AAVEUSD", "UNIUSD", "AAVEMXN", "BCHMXN", "BTCMXN", "ETHMXN", "LTCMXN", "USDPMXN", "AAVEEUR", "BCHEUR", "LTCEUR", "LINKEUR", "MATICEUR", "PAXGEUR", "SOLEUR", "USDPEUR", "UNIEUR", "PYUSDEUR", "PEPEUSD", "TRUMPUSD", "SHIBUSD", "ARBUSD", "BONKUSD", "ENAUSD", "MNTUSD", "ONDOUSD", "PENGUUSD", "QNTUSD", "RENDERUSD", "SKYUSD", "WIFUSD", "WLDUSD", "DOGEUSD", "AVAXUSD", "SUIUSD", "POLUSD", "XLMUSD", "BNBUSD"];
const marketValues3: readonly string[] = ["ETHEUR", "ETHSGD", "ETHUSD", "BTCEUR", "BTCSGD", "BTCUSD", "PAXGUSD", "BCHUSD", "LTCUSD", "USDPUSD", "LINKUSD", "MATICUSD", "AAVEUSD", "UNIUSD", "PEPEUSD", "TRUMPUSD", "SHIBUSD", "ARBUSD", "BONKUSD", "ENAUSD", "MNTUSD", "ONDOUSD", "PENGUUSD", "QNTUSD", "RENDERUSD", "SKYUSD", "WIFUSD", "WLDUSD", "DOGEUSD", "AVAXUSD", "SUIUSD", "POLUSD", "XLMUSD", "BNBUSD"];
const statusValues: readonly string[] = ["PENDING_SUBMISSION", "SUBMITTED", "OPEN", "FILLED", "CANCELLED", "REJECTED", "EXPIRED"];
const sideValues: readonly string[] = ["BUY", "SELL"];
const typeValues2: readonly string[] = ["LIMIT", "MARKET", "POST_ONLY_LIMIT", "STOP_MARKET", "STOP_LIMIT"];
const timeInForceValues: readonly string[] = ["GTC", "FOK", "IOC", "GTT"];
const statusValues2: readonly string[] = ["CREATED", "SETTLED"];
const statusValues3: readonly string[] = ["PENDING", "COMPLETE", "FAILED"];
const statusValues4: readonly string[] = ["ACTIVE", "DELETED", "PENDING", "REJECTED", "CANCELLED"];
const sourceAssetValues: readonly string[] = ["USDG", "PYUSD", "USDP", "USDC", "USD"];
const networkValues: readonly string[] = ["ETHEREUM", "SOLANA", "STELLAR", "BASE", "POLYGON", "BITCOIN", "BITCOIN_CASH", "LITECOIN", "POLYGON_POS", "ARBITRUM_ONE", "INK", "XLAYER", "AVALANCHE", "DOGECOIN", "SUI", "ROBINHOOD", "BNB"];
const networkValues2: readonly string[] = ["WIRE", "CUBIX", "DBS_ACT", "SCB", "RTP"];
const accountTypeValues: readonly string[] = ["SWIFT", "ABA"];
const typeValues3: readonly string[] = ["SELL_ONLY", "DORMANT", "CLOSED"];
const verificationMethodValues: readonly string[] = ["SIGNATURE", "SMALL_DEPOSIT", "MANUAL"];
const statusValues5: readonly string[] = ["PENDING", "APPROVED", "EXPIRED"];
const orderByValues3: readonly string[] = ["NAME"];
const ledgerValues: readonly string[] = ["PAXOS", "ETHEREUM", "SOLANA", "INK", "XLAYER", "ARBITRUM_ONE", "ROBINHOOD"];
const onchainStatusesValues: readonly string[] = ["ONCHAIN_STATUS_TYPE_UNSPECIFIED", "UNREGISTERED", "PENDING_REGISTRATION", "NEEDS_REREGISTRATION", "ACTIVE", "FAILED_REGISTRATION", "PENDING_DELETION", "FAILED_DELETION", "PENDING_MULTIPLIER_UPDATE", "MULTIPLIER_UPDATE_FAILED"];
const scheduleTypeValues: readonly string[] = ["DAILY", "MONTHLY", "WEEKLY"];
const statusesValues5: readonly string[] = ["PENDING", "SUBMITTED", "CONFIRMED", "FAILED"];
const onchainStatusesValues2: readonly string[] = ["UNREGISTERED", "PENDING_REGISTRATION", "NEEDS_REREGISTRATION", "ACTIVE", "FAILED_REGISTRATION", "PENDING_DELETION", "FAILED_DELETION", "PENDING_MULTIPLIER_UPDATE", "MULTIPLIER_UPDATE_FAILED", "UNREGISTERED_INSUFFICIENT_BALANCE"];
const typeValues4: readonly string[] = ["STATEMENT_TYPE_MONTHLY_REWARDS"];

/**
 * `POST /sandbox/fiat-deposits` → `paxos.sandbox.createFiatDeposit(body)`, scope
 * `transfer:write_sandbox_fiat_deposit`; retry: never-after-send. Initiate a sandbox fiat deposit.
 */
export const initiateSandboxFiatDeposit: Operation<"initiateSandboxFiatDeposit"> = {
  operationId: "initiateSandboxFiatDeposit",
  name: "sandbox.createFiatDeposit",
  method: "POST",
  path: "/sandbox/fiat-deposits",
  scope: "transfer:write_sandbox_fiat_deposit",
  rateLimitClass: "default",
  retry: "never-after-send",
  refuseInProduction,
  enums: { body: { fiat_network_instructions: { wire: { routing_details: { routing_number_type: routingNumberTypeValues }, intermediary_routing_details: { routing_number_type: routingNumberTypeValues } } } } },
  noteUnknownEnums,
  bodySchema: initiateSandboxFiatDepositBodySchema,
  inputs: { amount: "decimal" },
  response: initiateSandboxFiatDepositResponse,
  prepare: prepareRequest,
};

/**
 * `DELETE /api-creds/credentials/{client_id}` → `paxos.apiCreds.deleteCredentials(clientId)`,
 * scope `api_creds:delete_credentials`; retry: idempotent. Delete API credentials.
 */
export const deleteApiCredentials: Operation<"deleteApiCredentials"> = {
  operationId: "deleteApiCredentials",
  name: "apiCreds.deleteCredentials",
  method: "DELETE",
  path: "/api-creds/credentials/{client_id}",
  scope: "api_creds:delete_credentials",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      client_id: { type: p.string },
    },
    required: ["client_id"],
  },
  response: deleteApiCredentialsResponse,
  prepare: prepareParameters,
};

/**
 * `GET /transfer/fiat-accounts/{id}` → `paxos.fiatAccounts.get(id, params)`, scope
 * `transfer:read_fiat_account`; retry: idempotent. Get a fiat account.
 */
export const getFiatAccount: Operation<"getFiatAccount"> = {
  operationId: "getFiatAccount",
  name: "fiatAccounts.get",
  method: "GET",
  path: "/transfer/fiat-accounts/{id}",
  scope: "transfer:read_fiat_account",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, format: p.uuid },
    },
    required: ["id"],
  },
  queryParameters: {
    properties: {
      include_deleted: { type: p.boolean },
    },
    strict: true,
  },
  response: getFiatAccountResponse,
  prepare: prepareParameters,
};

/**
 * `PUT /transfer/fiat-accounts/{id}` → `paxos.fiatAccounts.update(id, body)`, scope
 * `transfer:write_fiat_account`; retry: idempotent. Update a fiat account.
 */
export const updateFiatAccount: Operation<"updateFiatAccount"> = {
  operationId: "updateFiatAccount",
  name: "fiatAccounts.update",
  method: "PUT",
  path: "/transfer/fiat-accounts/{id}",
  scope: "transfer:write_fiat_account",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { body: { fiat_account_owner: { fiat_network_instructions: { wire: { routing_details: { routing_number_type: routingNumberTypeValues }, intermediary_routing_details: { routing_number_type: routingNumberTypeValues } } } }, fiat_network_instructions: { wire: { routing_details: { routing_number_type: routingNumberTypeValues }, intermediary_routing_details: { routing_number_type: routingNumberTypeValues } } } } },
  noteUnknownEnums,
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, format: p.uuid },
    },
    required: ["id"],
  },
  bodySchema: updateFiatAccountBodySchema,
  response: updateFiatAccountResponse,
  prepare: prepareRequest,
};

/**
 * `DELETE /transfer/fiat-accounts/{id}` → `paxos.fiatAccounts.delete(id)`, scope
 * `transfer:write_fiat_account`; retry: idempotent. Delete a fiat account.
 */
export const deleteFiatAccount: Operation<"deleteFiatAccount"> = {
  operationId: "deleteFiatAccount",
  name: "fiatAccounts.delete",
  method: "DELETE",
  path: "/transfer/fiat-accounts/{id}",
  scope: "transfer:write_fiat_account",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, format: p.uuid },
    },
    required: ["id"],
  },
  response: deleteFiatAccountResponse,
  prepare: prepareParameters,
};

/**
 * `GET /settlement/transactions` → `paxos.settlement.listTransactions(params)`, scope
 * `settlement:read_transaction`; retry: idempotent. List settlement transactions.
 */
export const listTransactions: ListOperation<"listTransactions", "items"> = {
  operationId: "listTransactions",
  name: "settlement.listTransactions",
  method: "GET",
  path: "/settlement/transactions",
  scope: "settlement:read_transaction",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { statuses: { "*": statusesValues } } },
  noteUnknownEnums,
  queryParameters: {
    properties: {
      statuses: { type: p.array, minItems: 1, maxItems: 100, items: { type: p.string } },
      source_profile_id: { type: p.constrainedString, minLength: 1 },
      target_profile_id: { type: p.constrainedString, minLength: 1 },
      limit: { type: p.integer, minimum: 1, maximum: 1000 },
      page_cursor: { type: p.constrainedString, minLength: 1 },
    },
    strict: true,
  },
  response: listTransactionsResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `POST /settlement/transactions` → `paxos.settlement.createTransaction(body)`, scope
 * `settlement:write_transaction`; retry: idempotency-field (ref_id). Create a settlement
 * transaction.
 */
export const createTransaction: Operation<"createTransaction"> = {
  operationId: "createTransaction",
  name: "settlement.createTransaction",
  method: "POST",
  path: "/settlement/transactions",
  scope: "settlement:write_transaction",
  rateLimitClass: "default",
  retry: "idempotency-field",
  idempotencyField: "ref_id",
  existingLookup: [{ operation: () => getTransaction, path: {"transaction_id":"id"} }],
  recoverExisting,
  enums: { body: { legs: { "*": { direction: directionValues } } } },
  noteUnknownEnums,
  bodySchema: createTransactionBodySchema,
  inputs: { settlement_window_start: "date", settlement_window_end: "date", legs: { "*": { amount: "decimal" } } },
  response: createTransactionResponse,
  prepare: prepareRequest,
};

/**
 * `GET /statements/payments` → `paxos.payments.list(params)`, scope `statements:read_payment`;
 * retry: idempotent. List payments. Deprecated by Paxos.
 */
export const listPayments: ListOperation<"listPayments", "payments"> = {
  operationId: "listPayments",
  name: "payments.list",
  method: "GET",
  path: "/statements/payments",
  scope: "statements:read_payment",
  rateLimitClass: "default",
  retry: "idempotent",
  deprecated: "Paxos names none; see the Rewards Engine's `/rewards/statements` and `/rewards/claims`.",
  noteDeprecation,
  enums: { query: { product: productValues, payment_status: paymentStatusValues, order: orderValues } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listPaymentsResponse,
  list: { items: "payments", cursor: "next_page_cursor" },
};

/**
 * `GET /identity/accounts` → `paxos.identity.listAccounts(params)`, scope `identity:read_account`;
 * retry: idempotent. List identity accounts.
 */
export const listAccounts: ListOperation<"listAccounts", "items"> = {
  operationId: "listAccounts",
  name: "identity.listAccounts",
  method: "GET",
  path: "/identity/accounts",
  scope: "identity:read_account",
  rateLimitClass: "identity",
  retry: "idempotent",
  enums: { query: { order: orderValues, order_by: orderByValues } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listAccountsResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `PUT /identity/accounts` → `paxos.identity.updateAccount(body)`, scope `identity:write_account`;
 * retry: idempotent. Update an identity account.
 */
export const updateAccount: Operation<"updateAccount"> = {
  operationId: "updateAccount",
  name: "identity.updateAccount",
  method: "PUT",
  path: "/identity/accounts",
  scope: "identity:write_account",
  rateLimitClass: "identity",
  retry: "idempotent",
  enums: { body: { account: { members: { "*": { type: typeValues, roles: { "*": typeValues } } } } } },
  noteUnknownEnums,
  bodySchema: updateAccountBodySchema,
  response: updateAccountResponse,
  prepare: prepareRequest,
};

/**
 * `POST /identity/accounts` → `paxos.identity.createAccount(body)`, scope
 * `identity:write_account`; retry: never-after-send. Create an identity account.
 */
export const createAccount: Operation<"createAccount"> = {
  operationId: "createAccount",
  name: "identity.createAccount",
  method: "POST",
  path: "/identity/accounts",
  scope: "identity:write_account",
  rateLimitClass: "identity",
  retry: "never-after-send",
  enums: { body: { account: { members: { "*": { type: typeValues, roles: { "*": typeValues } } } } } },
  noteUnknownEnums,
  bodySchema: createAccountBodySchema,
  response: createAccountResponse,
  prepare: prepareRequest,
};

/**
 * `GET /all-markets/ticker` → `paxos.market.listTickers()`, no credentials; retry: idempotent.
 * List tickers. Deprecated by Paxos (retired on 2023-11-15).
 */
export const listTickers: Operation<"listTickers"> = {
  operationId: "listTickers",
  name: "market.listTickers",
  method: "GET",
  path: "/all-markets/ticker",
  scope: null,
  rateLimitClass: "default",
  retry: "idempotent",
  deprecated: "Use `market.listPrices` (`GET /all-markets/prices`) and the WebSocket feeds (`market.watchOrderBook`, `market.watchExecutions`).",
  retiredOn: "2023-11-15",
  noteDeprecation,
  retiredError,
  response: listTickersResponse,
};

/**
 * `GET /transfer/deposit-addresses` → `paxos.depositAddresses.list(params)`, scope
 * `transfer:read_deposit_address`; retry: idempotent. List deposit addresses.
 */
export const listDepositAddresses: ListOperation<"listDepositAddresses", "items"> = {
  operationId: "listDepositAddresses",
  name: "depositAddresses.list",
  method: "GET",
  path: "/transfer/deposit-addresses",
  scope: "transfer:read_deposit_address",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { networks: { "*": networksValues }, order: orderValues, order_by: orderByValues } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listDepositAddressesResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `POST /transfer/deposit-addresses` → `paxos.depositAddresses.create(body)`, scope
 * `transfer:write_deposit_address`; retry: idempotency-field (ref_id). Create a deposit address.
 */
export const createDepositAddress: Operation<"createDepositAddress"> = {
  operationId: "createDepositAddress",
  name: "depositAddresses.create",
  method: "POST",
  path: "/transfer/deposit-addresses",
  scope: "transfer:write_deposit_address",
  rateLimitClass: "default",
  retry: "idempotency-field",
  idempotencyField: "ref_id",
  existingLookup: [{ operation: () => listDepositAddresses, query: {"ref_ids":"ref_id"} }],
  recoverExisting,
  enums: { body: { crypto_network: networksValues, conversion_target_asset: conversionTargetAssetValues } },
  noteUnknownEnums,
  bodySchema: createDepositAddressBodySchema,
  response: createDepositAddressResponse,
  prepare: prepareRequest,
};

/**
 * `POST /transfer/crypto-deposits/{id}/reject` → `paxos.cryptoDeposits.reject(id, body)`, scope
 * `transfer:reject_crypto_deposit`; retry: idempotent. Reject a crypto deposit.
 */
export const rejectCryptoDeposit: Operation<"rejectCryptoDeposit"> = {
  operationId: "rejectCryptoDeposit",
  name: "cryptoDeposits.reject",
  method: "POST",
  path: "/transfer/crypto-deposits/{id}/reject",
  scope: "transfer:reject_crypto_deposit",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, format: p.uuid },
    },
    required: ["id"],
  },
  bodySchema: rejectCryptoDepositBodySchema,
  response: rejectCryptoDepositResponse,
  prepare: prepareRequest,
};

/**
 * `POST /transfer/crypto-deposits/{id}/update` → `paxos.cryptoDeposits.update(id, body)`, scope
 * `transfer:update_crypto_deposit`; retry: idempotent. Supply travel-rule details for a crypto
 * deposit.
 */
export const updateCryptoDeposit: Operation<"updateCryptoDeposit"> = {
  operationId: "updateCryptoDeposit",
  name: "cryptoDeposits.update",
  method: "POST",
  path: "/transfer/crypto-deposits/{id}/update",
  scope: "transfer:update_crypto_deposit",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, format: p.uuid },
    },
    required: ["id"],
  },
  bodySchema: updateCryptoDepositBodySchema,
  response: updateCryptoDepositResponse,
  prepare: prepareRequest,
};

/**
 * `PUT /transfer/crypto-destination-address` → `paxos.cryptoDestinationAddresses.upsert(body)`,
 * scope `transfer:write_crypto_destination_address`; retry: idempotent. Create or update a crypto
 * destination address.
 */
export const putCryptoDestinationAddress: Operation<"putCryptoDestinationAddress"> = {
  operationId: "putCryptoDestinationAddress",
  name: "cryptoDestinationAddresses.upsert",
  method: "PUT",
  path: "/transfer/crypto-destination-address",
  scope: "transfer:write_crypto_destination_address",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { body: { crypto_network: networksValues, travelrule_metadata: { custodian_type: custodianTypeValues } } },
  noteUnknownEnums,
  bodySchema: putCryptoDestinationAddressBodySchema,
  response: putCryptoDestinationAddressResponse,
  prepare: prepareRequest,
};

/**
 * `GET /transfer/crypto-destination-addresses` → `paxos.cryptoDestinationAddresses.list(params)`,
 * scope `transfer:read_crypto_destination_address`; retry: idempotent. List crypto destination
 * addresses.
 */
export const listCryptoDestinationAddresses: ListOperation<"listCryptoDestinationAddresses", "addresses"> = {
  operationId: "listCryptoDestinationAddresses",
  name: "cryptoDestinationAddresses.list",
  method: "GET",
  path: "/transfer/crypto-destination-addresses",
  scope: "transfer:read_crypto_destination_address",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { crypto_networks: { "*": networksValues }, order: orderValues, order_by: orderByValues } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listCryptoDestinationAddressesResponse,
  list: { items: "addresses", cursor: "next_page_cursor" },
};

/**
 * `POST /transfer/crypto-withdrawals` → `paxos.withdrawals.createCrypto(body)`, scope
 * `transfer:write_crypto_withdrawal`; retry: idempotency-field (ref_id). Withdraw crypto.
 */
export const createCryptoWithdrawal: Operation<"createCryptoWithdrawal"> = {
  operationId: "createCryptoWithdrawal",
  name: "withdrawals.createCrypto",
  method: "POST",
  path: "/transfer/crypto-withdrawals",
  scope: "transfer:write_crypto_withdrawal",
  rateLimitClass: "transfers",
  retry: "idempotency-field",
  idempotencyField: "ref_id",
  existingLookup: [{ operation: () => getTransfer, path: {"id":"id"} }, { operation: () => listTransfers, query: {"ref_ids":"ref_id"} }],
  recoverExisting,
  enums: { body: { crypto_network: networksValues } },
  noteUnknownEnums,
  bodySchema: createCryptoWithdrawalBodySchema,
  inputs: { amount: "decimal", total: "decimal" },
  response: createCryptoWithdrawalResponse,
  prepare: prepareRequest,
};

/**
 * `POST /transfer/fees/crypto-withdrawal` → `paxos.withdrawals.createCryptoFee(body)`, scope
 * `fee:write_crypto_withdrawal_fee`; retry: idempotent. Quote a guaranteed crypto withdrawal fee.
 */
export const createCryptoWithdrawalFee: Operation<"createCryptoWithdrawalFee"> = {
  operationId: "createCryptoWithdrawalFee",
  name: "withdrawals.createCryptoFee",
  method: "POST",
  path: "/transfer/fees/crypto-withdrawal",
  scope: "fee:write_crypto_withdrawal_fee",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { body: { crypto_network: networksValues } },
  noteUnknownEnums,
  bodySchema: createCryptoWithdrawalFeeBodySchema,
  inputs: { amount: "decimal", total: "decimal" },
  response: createCryptoWithdrawalFeeResponse,
  prepare: prepareRequest,
};

/**
 * `POST /transfer/fiat-withdrawals` → `paxos.withdrawals.createFiat(body)`, scope
 * `transfer:write_fiat_withdrawal`; retry: idempotency-field (ref_id). Withdraw fiat.
 */
export const createFiatWithdrawal: Operation<"createFiatWithdrawal"> = {
  operationId: "createFiatWithdrawal",
  name: "withdrawals.createFiat",
  method: "POST",
  path: "/transfer/fiat-withdrawals",
  scope: "transfer:write_fiat_withdrawal",
  rateLimitClass: "default",
  retry: "idempotency-field",
  idempotencyField: "ref_id",
  existingLookup: [{ operation: () => getTransfer, path: {"id":"id"} }, { operation: () => listTransfers, query: {"ref_ids":"ref_id"} }],
  recoverExisting,
  enums: { body: { asset: assetValues } },
  noteUnknownEnums,
  bodySchema: createFiatWithdrawalBodySchema,
  inputs: { amount: "decimal", total: "decimal" },
  response: createFiatWithdrawalResponse,
  prepare: prepareRequest,
};

/**
 * `GET /transfer/fiat-accounts` → `paxos.fiatAccounts.list(params)`, scope
 * `transfer:read_fiat_account`; retry: idempotent. List fiat accounts.
 */
export const listFiatAccounts: ListOperation<"listFiatAccounts", "items"> = {
  operationId: "listFiatAccounts",
  name: "fiatAccounts.list",
  method: "GET",
  path: "/transfer/fiat-accounts",
  scope: "transfer:read_fiat_account",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { order: orderValues, order_by: orderByValues } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listFiatAccountsResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `POST /transfer/fiat-accounts` → `paxos.fiatAccounts.create(body)`, scope
 * `transfer:write_fiat_account`; retry: idempotency-field (ref_id). Create a fiat account.
 */
export const createFiatAccount: Operation<"createFiatAccount"> = {
  operationId: "createFiatAccount",
  name: "fiatAccounts.create",
  method: "POST",
  path: "/transfer/fiat-accounts",
  scope: "transfer:write_fiat_account",
  rateLimitClass: "default",
  retry: "idempotency-field",
  idempotencyField: "ref_id",
  existingLookup: [{ operation: () => getFiatAccount, path: {"id":"id"} }, { operation: () => listFiatAccounts, query: {"ref_ids":"ref_id"} }],
  recoverExisting,
  enums: { body: { fiat_network_instructions: { wire: { routing_details: { routing_number_type: routingNumberTypeValues }, intermediary_routing_details: { routing_number_type: routingNumberTypeValues } } } } },
  noteUnknownEnums,
  bodySchema: createFiatAccountBodySchema,
  response: createFiatAccountResponse,
  prepare: prepareRequest,
};

/**
 * `GET /transfer/fiat-deposit-instructions` → `paxos.fiatDepositInstructions.list(params)`, scope
 * `transfer:read_fiat_deposit_instructions`; retry: idempotent. List fiat deposit instructions.
 */
export const listFiatDepositInstructions: ListOperation<"listFiatDepositInstructions", "items"> = {
  operationId: "listFiatDepositInstructions",
  name: "fiatDepositInstructions.list",
  method: "GET",
  path: "/transfer/fiat-deposit-instructions",
  scope: "transfer:read_fiat_deposit_instructions",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { order: orderValues } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listFiatDepositInstructionsResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `POST /transfer/fiat-deposit-instructions` → `paxos.fiatDepositInstructions.create(body)`, scope
 * `transfer:write_fiat_deposit_instructions`; retry: idempotency-field (ref_id). Create fiat
 * deposit instructions.
 */
export const createFiatDepositInstructions: Operation<"createFiatDepositInstructions"> = {
  operationId: "createFiatDepositInstructions",
  name: "fiatDepositInstructions.create",
  method: "POST",
  path: "/transfer/fiat-deposit-instructions",
  scope: "transfer:write_fiat_deposit_instructions",
  rateLimitClass: "default",
  retry: "idempotency-field",
  idempotencyField: "ref_id",
  existingLookup: [{ operation: () => getFiatDepositInstructions, path: {"id":"id"} }, { operation: () => listFiatDepositInstructions, query: {"ref_ids":"ref_id"} }],
  recoverExisting,
  enums: { body: { fiat_network: fiatNetworkValues, routing_number_type: routingNumberTypeValues } },
  noteUnknownEnums,
  bodySchema: createFiatDepositInstructionsBodySchema,
  response: createFiatDepositInstructionsResponse,
  prepare: prepareRequest,
};

/**
 * `GET /transfer/fiat-deposit-instructions/{id}` → `paxos.fiatDepositInstructions.get(id)`, scope
 * `transfer:read_fiat_deposit_instructions`; retry: idempotent. Get fiat deposit instructions.
 */
export const getFiatDepositInstructions: Operation<"getFiatDepositInstructions"> = {
  operationId: "getFiatDepositInstructions",
  name: "fiatDepositInstructions.get",
  method: "GET",
  path: "/transfer/fiat-deposit-instructions/{id}",
  scope: "transfer:read_fiat_deposit_instructions",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, format: p.uuid },
    },
    required: ["id"],
  },
  response: getFiatDepositInstructionsResponse,
  prepare: prepareParameters,
};

/**
 * `POST /transfer/internal` → `paxos.transfers.createInternal(body)`, scope
 * `transfer:write_internal_transfer`; retry: idempotency-field (ref_id). Transfer between own
 * profiles.
 */
export const createInternalTransfer: Operation<"createInternalTransfer"> = {
  operationId: "createInternalTransfer",
  name: "transfers.createInternal",
  method: "POST",
  path: "/transfer/internal",
  scope: "transfer:write_internal_transfer",
  rateLimitClass: "transfers",
  retry: "idempotency-field",
  idempotencyField: "ref_id",
  existingLookup: [{ operation: () => getTransfer, path: {"id":"id"} }, { operation: () => listTransfers, query: {"ref_ids":"ref_id"} }],
  recoverExisting,
  bodySchema: createInternalTransferBodySchema,
  inputs: { amount: "decimal" },
  response: createInternalTransferResponse,
  prepare: prepareRequest,
};

/**
 * `POST /transfer/paxos` → `paxos.transfers.createPaxos(body)`, scope
 * `transfer:write_paxos_transfer`; retry: idempotency-field (ref_id). Transfer to another Paxos
 * entity.
 */
export const createPaxosTransfer: Operation<"createPaxosTransfer"> = {
  operationId: "createPaxosTransfer",
  name: "transfers.createPaxos",
  method: "POST",
  path: "/transfer/paxos",
  scope: "transfer:write_paxos_transfer",
  rateLimitClass: "default",
  retry: "idempotency-field",
  idempotencyField: "ref_id",
  existingLookup: [{ operation: () => getTransfer, path: {"id":"id"} }, { operation: () => listTransfers, query: {"ref_ids":"ref_id"} }],
  recoverExisting,
  bodySchema: createPaxosTransferBodySchema,
  inputs: { amount: "decimal" },
  response: createPaxosTransferResponse,
  prepare: prepareRequest,
};

/**
 * `GET /transfer/limits/utilizations` → `paxos.transfers.listLimits(params)`, scope
 * `transfer:read_transfer_limit`; retry: idempotent. List transfer limits.
 */
export const listTransferLimits: Operation<"listTransferLimits"> = {
  operationId: "listTransferLimits",
  name: "transfers.listLimits",
  method: "GET",
  path: "/transfer/limits/utilizations",
  scope: "transfer:read_transfer_limit",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { transfer_type: transferTypeValues } },
  noteUnknownEnums,
  queryParameters: {
    properties: {
      transfer_type: { type: p.string },
    },
    required: ["transfer_type"],
    strict: true,
  },
  response: listTransferLimitsResponse,
  prepare: prepareParameters,
};

/**
 * `GET /transfer/transfers` → `paxos.transfers.list(params)`, scope `transfer:read_transfer`;
 * retry: idempotent. List transfers.
 */
export const listTransfers: ListOperation<"listTransfers", "items"> = {
  operationId: "listTransfers",
  name: "transfers.list",
  method: "GET",
  path: "/transfer/transfers",
  scope: "transfer:read_transfer",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { type: { "*": transferTypeValues }, statuses: { "*": statusesValues2 }, secondary_statuses: { "*": secondaryStatusesValues }, order: orderValues, order_by: orderByValues2 } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listTransfersResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `GET /transfer/transfers/{id}` → `paxos.transfers.get(id)`, scope `transfer:read_transfer`;
 * retry: idempotent. Get a transfer.
 */
export const getTransfer: Operation<"getTransfer"> = {
  operationId: "getTransfer",
  name: "transfers.get",
  method: "GET",
  path: "/transfer/transfers/{id}",
  scope: "transfer:read_transfer",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, format: p.uuid },
    },
    required: ["id"],
  },
  response: getTransferResponse,
  prepare: prepareParameters,
};

/**
 * `GET /settlement/transactions/{transaction_id}` →
 * `paxos.settlement.getTransaction(transactionId)`, scope `settlement:read_transaction`; retry:
 * idempotent. Get a settlement transaction.
 */
export const getTransaction: Operation<"getTransaction"> = {
  operationId: "getTransaction",
  name: "settlement.getTransaction",
  method: "GET",
  path: "/settlement/transactions/{transaction_id}",
  scope: "settlement:read_transaction",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      transaction_id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["transaction_id"],
  },
  response: getTransactionResponse,
  prepare: prepareParameters,
};

/**
 * `DELETE /settlement/transactions/{transaction_id}` →
 * `paxos.settlement.cancelTransaction(transactionId)`, scope `settlement:write_transaction`;
 * retry: idempotent. Cancel a settlement transaction.
 */
export const cancelTransaction: Operation<"cancelTransaction"> = {
  operationId: "cancelTransaction",
  name: "settlement.cancelTransaction",
  method: "DELETE",
  path: "/settlement/transactions/{transaction_id}",
  scope: "settlement:write_transaction",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      transaction_id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["transaction_id"],
  },
  response: cancelTransactionResponse,
  prepare: prepareParameters,
};

/**
 * `PUT /settlement/transactions/{transaction_id}/affirm` →
 * `paxos.settlement.affirmTransaction(transactionId)`, scope `settlement:write_transaction`;
 * retry: idempotent. Affirm a settlement transaction.
 */
export const affirmTransaction: Operation<"affirmTransaction"> = {
  operationId: "affirmTransaction",
  name: "settlement.affirmTransaction",
  method: "PUT",
  path: "/settlement/transactions/{transaction_id}/affirm",
  scope: "settlement:write_transaction",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      transaction_id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["transaction_id"],
  },
  response: affirmTransactionResponse,
  prepare: prepareParameters,
};

/**
 * `GET /rewards/monitor/address` → `paxos.monitoringAddresses.list(params)`, scope
 * `rewards:read_monitoring_address`; retry: idempotent. List monitoring addresses. Deprecated by
 * Paxos.
 */
export const listMonitoringAddress: ListOperation<"listMonitoringAddress", "addresses"> = {
  operationId: "listMonitoringAddress",
  name: "monitoringAddresses.list",
  method: "GET",
  path: "/rewards/monitor/address",
  scope: "rewards:read_monitoring_address",
  rateLimitClass: "default",
  retry: "idempotent",
  deprecated: "Use the Rewards Engine's reward addresses (`/rewards/addresses`).",
  noteDeprecation,
  enums: { query: { crypto_network: networksValues, order: orderValues } },
  noteUnknownEnums,
  queryParameters: {
    properties: {
      address: { type: p.constrainedString, minLength: 1 },
      crypto_network: { type: p.string },
      limit: { type: p.integer, minimum: 1, maximum: 1000 },
      order: { type: p.string },
      page_cursor: { type: p.constrainedString, minLength: 1 },
    },
    strict: true,
  },
  response: listMonitoringAddressResponse,
  list: { items: "addresses", cursor: "next_page_cursor" },
};

/**
 * `POST /rewards/monitor/address` → `paxos.monitoringAddresses.create(body)`, scope
 * `rewards:write_monitoring_address`; retry: never-after-send. Register a monitoring address.
 * Deprecated by Paxos.
 */
export const createMonitoringAddress: Operation<"createMonitoringAddress"> = {
  operationId: "createMonitoringAddress",
  name: "monitoringAddresses.create",
  method: "POST",
  path: "/rewards/monitor/address",
  scope: "rewards:write_monitoring_address",
  rateLimitClass: "default",
  retry: "never-after-send",
  deprecated: "Use the Rewards Engine's reward addresses (`/rewards/addresses`).",
  noteDeprecation,
  enums: { body: { crypto_network: networksValues } },
  noteUnknownEnums,
  bodySchema: createMonitoringAddressBodySchema,
  response: createMonitoringAddressResponse,
  prepare: prepareRequest,
};

/**
 * `GET /rewards/monitor/address/{id}` → `paxos.monitoringAddresses.get(id)`, scope
 * `rewards:read_monitoring_address`; retry: idempotent. Get a monitoring address. Deprecated by
 * Paxos.
 */
export const getMonitoringAddress: Operation<"getMonitoringAddress"> = {
  operationId: "getMonitoringAddress",
  name: "monitoringAddresses.get",
  method: "GET",
  path: "/rewards/monitor/address/{id}",
  scope: "rewards:read_monitoring_address",
  rateLimitClass: "default",
  retry: "idempotent",
  deprecated: "Use the Rewards Engine's reward addresses (`/rewards/addresses`).",
  noteDeprecation,
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, format: p.uuid },
    },
    required: ["id"],
  },
  response: getMonitoringAddressResponse,
  prepare: prepareParameters,
};

/**
 * `PUT /rewards/monitor/address/{id}` → `paxos.monitoringAddresses.update(id, body)`, scope
 * `rewards:write_monitoring_address`; retry: idempotent. Rename a monitoring address. Deprecated
 * by Paxos.
 */
export const updateMonitoringAddress: Operation<"updateMonitoringAddress"> = {
  operationId: "updateMonitoringAddress",
  name: "monitoringAddresses.update",
  method: "PUT",
  path: "/rewards/monitor/address/{id}",
  scope: "rewards:write_monitoring_address",
  rateLimitClass: "default",
  retry: "idempotent",
  deprecated: "Use the Rewards Engine's reward addresses (`/rewards/addresses`).",
  noteDeprecation,
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, format: p.uuid },
    },
    required: ["id"],
  },
  bodySchema: updateMonitoringAddressBodySchema,
  response: updateMonitoringAddressResponse,
  prepare: prepareRequest,
};

/**
 * `GET /profiles` → `paxos.profiles.list(params)`, scope `funding:read_profile`; retry:
 * idempotent. List profiles.
 */
export const listProfiles: ListOperation<"listProfiles", "items"> = {
  operationId: "listProfiles",
  name: "profiles.list",
  method: "GET",
  path: "/profiles",
  scope: "funding:read_profile",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { order: orderValues, order_by: orderByValues } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listProfilesResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `POST /profiles` → `paxos.profiles.create(body)`, scope `funding:write_profile`; retry:
 * never-after-send. Create a profile.
 */
export const createProfile: Operation<"createProfile"> = {
  operationId: "createProfile",
  name: "profiles.create",
  method: "POST",
  path: "/profiles",
  scope: "funding:write_profile",
  rateLimitClass: "default",
  retry: "never-after-send",
  bodySchema: createProfileBodySchema,
  response: createProfileResponse,
  prepare: prepareRequest,
};

/**
 * `GET /profiles/{profile_id}` → `paxos.profiles.get(profileId, params)`, scope
 * `funding:read_profile`; retry: idempotent. Get a profile.
 */
export const getProfile: Operation<"getProfile"> = {
  operationId: "getProfile",
  name: "profiles.get",
  method: "GET",
  path: "/profiles/{profile_id}",
  scope: "funding:read_profile",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      profile_id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["profile_id"],
  },
  queryParameters: {
    properties: {
      include_deactivated: { type: p.boolean },
    },
    strict: true,
  },
  response: getProfileResponse,
  prepare: prepareParameters,
};

/**
 * `PUT /profiles/{profile_id}` → `paxos.profiles.update(profileId, body)`, scope
 * `funding:write_profile`; retry: idempotent. Rename a profile.
 */
export const updateProfile: Operation<"updateProfile"> = {
  operationId: "updateProfile",
  name: "profiles.update",
  method: "PUT",
  path: "/profiles/{profile_id}",
  scope: "funding:write_profile",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      profile_id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["profile_id"],
  },
  bodySchema: updateProfileBodySchema,
  response: updateProfileResponse,
  prepare: prepareRequest,
};

/**
 * `GET /profiles/{profile_id}/balances` → `paxos.profiles.listBalances(profileId, params)`, scope
 * `funding:read_profile`; retry: idempotent. List the balances of a profile.
 */
export const listProfileBalances: Operation<"listProfileBalances"> = {
  operationId: "listProfileBalances",
  name: "profiles.listBalances",
  method: "GET",
  path: "/profiles/{profile_id}/balances",
  scope: "funding:read_profile",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      profile_id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["profile_id"],
  },
  queryParameters: {
    properties: {
      assets: { type: p.array, minItems: 1, items: { type: p.constrainedString, minLength: 1 } },
    },
    strict: true,
  },
  response: listProfileBalancesResponse,
  prepare: prepareParameters,
};

/**
 * `GET /profiles/{profile_id}/balances/{asset}` → `paxos.profiles.getBalance(profileId, asset)`,
 * scope `funding:read_profile`; retry: idempotent. Get one balance of a profile.
 */
export const getProfileBalance: Operation<"getProfileBalance"> = {
  operationId: "getProfileBalance",
  name: "profiles.getBalance",
  method: "GET",
  path: "/profiles/{profile_id}/balances/{asset}",
  scope: "funding:read_profile",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      profile_id: { type: p.constrainedString, minLength: 1 },
      asset: { type: p.constrainedString, minLength: 1 },
    },
    required: ["profile_id", "asset"],
  },
  response: getProfileBalanceResponse,
  prepare: prepareParameters,
};

/**
 * `PUT /profiles/{profile_id}/deactivate` → `paxos.profiles.deactivate(profileId)`, scope
 * `funding:write_profile`; retry: idempotent. Deactivate a profile.
 */
export const deactivateProfile: Operation<"deactivateProfile"> = {
  operationId: "deactivateProfile",
  name: "profiles.deactivate",
  method: "PUT",
  path: "/profiles/{profile_id}/deactivate",
  scope: "funding:write_profile",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      profile_id: { type: p.constrainedString, format: p.uuid },
    },
    required: ["profile_id"],
  },
  response: deactivateProfileResponse,
  prepare: prepareParameters,
};

/**
 * `POST /sandbox/profiles/{profile_id}/deposit` → `paxos.sandbox.createDeposit(profileId, body)`,
 * scope `funding:read_profile`; retry: never-after-send. Make a sandbox deposit into a profile.
 */
export const createSandboxDeposit: Operation<"createSandboxDeposit"> = {
  operationId: "createSandboxDeposit",
  name: "sandbox.createDeposit",
  method: "POST",
  path: "/sandbox/profiles/{profile_id}/deposit",
  scope: "funding:read_profile",
  rateLimitClass: "default",
  retry: "never-after-send",
  refuseInProduction,
  enums: { body: { crypto_network: networksValues } },
  noteUnknownEnums,
  pathParameters: {
    properties: {
      profile_id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["profile_id"],
  },
  bodySchema: createSandboxDepositBodySchema,
  inputs: { amount: "decimal" },
  response: createSandboxDepositResponse,
  prepare: prepareRequest,
};

/**
 * `GET /events` → `paxos.events.list(params)`, scope `events:read_event`; retry: idempotent. List
 * events.
 */
export const listEvents: ListOperation<"listEvents", "events"> = {
  operationId: "listEvents",
  name: "events.list",
  method: "GET",
  path: "/events",
  scope: "events:read_event",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { order: orderValues } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listEventsResponse,
  list: { items: "events", cursor: "next_page_cursor" },
};

/**
 * `GET /events/{id}` → `paxos.events.get(id, params)`, scope `events:read_event`; retry:
 * idempotent. Get an event.
 */
export const getEvent: Operation<"getEvent"> = {
  operationId: "getEvent",
  name: "events.get",
  method: "GET",
  path: "/events/{id}",
  scope: "events:read_event",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["id"],
  },
  queryParameters: {
    properties: {
      is_test: { type: p.boolean },
    },
    strict: true,
  },
  response: getEventResponse,
  prepare: prepareParameters,
};

/**
 * `GET /api-creds/credentials` → `paxos.apiCreds.listCredentials(params)`, scope
 * `api_creds:read_credentials`; retry: idempotent. List API credentials.
 */
export const listApiCredentials: ListOperation<"listApiCredentials", "items"> = {
  operationId: "listApiCredentials",
  name: "apiCreds.listCredentials",
  method: "GET",
  path: "/api-creds/credentials",
  scope: "api_creds:read_credentials",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { order: orderValues, order_by: orderByValues, statuses: { "*": statusesValues3 } } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listApiCredentialsResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `GET /tax/tax-form-revisions` → `paxos.taxForms.listRevisions(params)`, scope
 * `tax:read_tax_form`; retry: idempotent. List the revisions of a tax form.
 */
export const listTaxFormRevisions: Operation<"listTaxFormRevisions"> = {
  operationId: "listTaxFormRevisions",
  name: "taxForms.listRevisions",
  method: "GET",
  path: "/tax/tax-form-revisions",
  scope: "tax:read_tax_form",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { form_types: { "*": formTypesValues } } },
  noteUnknownEnums,
  queryParameters: {
    properties: {
      account_id: { type: p.constrainedString, minLength: 1 },
      tax_year: { type: p.constrainedString, minLength: 1 },
      form_types: { type: p.array, minItems: 1, items: { type: p.string } },
      revision: { type: p.constrainedString, minLength: 1 },
    },
    required: ["account_id", "tax_year"],
    strict: true,
  },
  response: listTaxFormRevisionsResponse,
  prepare: prepareQuery,
};

/**
 * `GET /tax/tax-forms` → `paxos.taxForms.list(params)`, scope `tax:read_tax_form`; retry:
 * idempotent. List tax forms.
 */
export const listTaxForms: Operation<"listTaxForms"> = {
  operationId: "listTaxForms",
  name: "taxForms.list",
  method: "GET",
  path: "/tax/tax-forms",
  scope: "tax:read_tax_form",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { form_types: { "*": formTypesValues } } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listTaxFormsResponse,
  prepare: prepareQuery,
};

/**
 * `GET /statements` → `paxos.statements.list(params)`, scope `statements:read_statement`; retry:
 * idempotent. List customer statements. Deprecated by Paxos.
 */
export const listStatements: ListOperation<"listStatements", "statements"> = {
  operationId: "listStatements",
  name: "statements.list",
  method: "GET",
  path: "/statements",
  scope: "statements:read_statement",
  rateLimitClass: "default",
  retry: "idempotent",
  deprecated: "Paxos names none; see the Rewards Engine's `GET /rewards/statements`.",
  noteDeprecation,
  enums: { query: { statuses: { "*": statusesValues4 }, order: orderValues } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listStatementsResponse,
  list: { items: "statements", cursor: "next_page_cursor" },
};

/**
 * `GET /identity/identities` → `paxos.identity.list(params)`, scope `identity:read_identity`;
 * retry: idempotent. List identities.
 */
export const listIdentities: ListOperation<"listIdentities", "items"> = {
  operationId: "listIdentities",
  name: "identity.list",
  method: "GET",
  path: "/identity/identities",
  scope: "identity:read_identity",
  rateLimitClass: "identity",
  retry: "idempotent",
  enums: { query: { summary_status: summaryStatusValues, control_types: { "*": controlTypesValues }, control_reason_codes: { "*": controlReasonCodesValues }, order: orderValues, order_by: orderByValues, identity_type: identityTypeValues } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listIdentitiesResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `POST /identity/identities` → `paxos.identity.create(body)`, scope `identity:write_identity`;
 * retry: idempotency-field (ref_id). Create an identity.
 */
export const createIdentity: Operation<"createIdentity"> = {
  operationId: "createIdentity",
  name: "identity.create",
  method: "POST",
  path: "/identity/identities",
  scope: "identity:write_identity",
  rateLimitClass: "identity",
  retry: "idempotency-field",
  idempotencyField: "ref_id",
  existingLookup: [{ operation: () => getIdentity, path: {"id":"id"} }],
  recoverExisting,
  enums: { body: { person_details: { govt_id_type: govtIdTypeValues, cip_id_type: govtIdTypeValues, verifier_type: verifierTypeValues, passthrough_verifier_type: passthroughVerifierTypeValues, passthrough_verification_status: summaryStatusValues, passthrough_verification_fields: { "*": passthroughVerificationFieldsValues }, id_verification_status: summaryStatusValues, sanctions_verification_status: summaryStatusValues, additional_screening_status: summaryStatusValues }, institution_details: { institution_type: institutionTypeValues, institution_sub_type: institutionSubTypeValues, cip_id_type: cipIdTypeValues, regulation_status: regulationStatusValues, trading_type: tradingTypeValues, sanctions_verification_status: summaryStatusValues, document_verification_status: summaryStatusValues, additional_screening_status: summaryStatusValues }, institution_members: { "*": { roles: { "*": rolesValues } } }, tax_details: { "*": { tin_verification_status: tinVerificationStatusValues } }, customer_due_diligence: { estimated_net_worth: estimatedNetWorthValues, estimated_yearly_income: estimatedYearlyIncomeValues, expected_transfer_value: expectedTransferValueValues, source_of_wealth: sourceOfWealthValues, source_of_funds: sourceOfFundsValues, purpose_of_account: purposeOfAccountValues, employment_status: employmentStatusValues, employment_industry_sector: institutionSubTypeValues, industry_sector: institutionSubTypeValues, merchant_funding_source: merchantFundingSourceValues, customer_regions: { "*": customerRegionsValues } } } },
  noteUnknownEnums,
  bodySchema: createIdentityBodySchema,
  inputs: { person_details: { passthrough_verified_at: "date" }, institution_details: { govt_registration_date: "date" }, institution_members: { "*": { ownership: "decimal" } }, customer_due_diligence: { created_at: "date" } },
  response: createIdentityResponse,
  prepare: prepareRequest,
};

/**
 * `GET /identity/identities/{id}` → `paxos.identity.get(id, params)`, scope
 * `identity:read_identity`; retry: idempotent. Get an identity.
 */
export const getIdentity: Operation<"getIdentity"> = {
  operationId: "getIdentity",
  name: "identity.get",
  method: "GET",
  path: "/identity/identities/{id}",
  scope: "identity:read_identity",
  rateLimitClass: "identity",
  retry: "idempotent",
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["id"],
  },
  queryParameters: {
    properties: {
      include_details: { type: p.boolean },
      include_institution_members: { type: p.boolean },
    },
    strict: true,
  },
  response: getIdentityResponse,
  prepare: prepareParameters,
};

/**
 * `PUT /identity/identities/{id}` → `paxos.identity.update(id, body)`, scope
 * `identity:write_identity`; retry: idempotent. Update an identity.
 */
export const updateIdentity: Operation<"updateIdentity"> = {
  operationId: "updateIdentity",
  name: "identity.update",
  method: "PUT",
  path: "/identity/identities/{id}",
  scope: "identity:write_identity",
  rateLimitClass: "identity",
  retry: "idempotent",
  enums: { body: { person_details: { govt_id_type: govtIdTypeValues, cip_id_type: govtIdTypeValues, verifier_type: verifierTypeValues, passthrough_verifier_type: passthroughVerifierTypeValues, passthrough_verification_status: summaryStatusValues, passthrough_verification_fields: { "*": passthroughVerificationFieldsValues }, id_verification_status: summaryStatusValues, sanctions_verification_status: summaryStatusValues, additional_screening_status: summaryStatusValues }, institution_details: { institution_type: institutionTypeValues, institution_sub_type: institutionSubTypeValues, cip_id_type: cipIdTypeValues, regulation_status: regulationStatusValues, trading_type: tradingTypeValues, sanctions_verification_status: summaryStatusValues, document_verification_status: summaryStatusValues, additional_screening_status: summaryStatusValues }, tax_details: { "*": { tin_verification_status: tinVerificationStatusValues } }, customer_due_diligence: { estimated_net_worth: estimatedNetWorthValues, estimated_yearly_income: estimatedYearlyIncomeValues, expected_transfer_value: expectedTransferValueValues, source_of_wealth: sourceOfWealthValues, source_of_funds: sourceOfFundsValues, purpose_of_account: purposeOfAccountValues, employment_status: employmentStatusValues, employment_industry_sector: institutionSubTypeValues, industry_sector: institutionSubTypeValues, merchant_funding_source: merchantFundingSourceValues, customer_regions: { "*": customerRegionsValues } } } },
  noteUnknownEnums,
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["id"],
  },
  bodySchema: updateIdentityBodySchema,
  inputs: { person_details: { passthrough_verified_at: "date" }, institution_details: { govt_registration_date: "date" }, customer_due_diligence: { created_at: "date" }, last_kyc_refresh_date: "date" },
  response: updateIdentityResponse,
  prepare: prepareRequest,
};

/**
 * `GET /identity/identities/{identity_id}/documents` → `paxos.identity.listDocuments(identityId,
 * params)`, scope `identity:read_identity`; retry: idempotent. List the documents of an identity.
 */
export const listIdentityDocuments: Operation<"listIdentityDocuments"> = {
  operationId: "listIdentityDocuments",
  name: "identity.listDocuments",
  method: "GET",
  path: "/identity/identities/{identity_id}/documents",
  scope: "identity:read_identity",
  rateLimitClass: "identity",
  retry: "idempotent",
  pathParameters: {
    properties: {
      identity_id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["identity_id"],
  },
  queryParameters: {
    properties: {
      include_pending_docs: { type: p.boolean },
    },
    strict: true,
  },
  response: listIdentityDocumentsResponse,
  prepare: prepareParameters,
};

/**
 * `PUT /identity/identities/{identity_id}/documents` → `paxos.identity.uploadDocument(identityId,
 * body)`, scope `identity:write_identity`; retry: idempotent. Request a document upload link.
 */
export const documentUpload: Operation<"documentUpload"> = {
  operationId: "documentUpload",
  name: "identity.uploadDocument",
  method: "PUT",
  path: "/identity/identities/{identity_id}/documents",
  scope: "identity:write_identity",
  rateLimitClass: "identity",
  retry: "idempotent",
  enums: { body: { document_types: { "*": documentTypesValues } } },
  noteUnknownEnums,
  pathParameters: {
    properties: {
      identity_id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["identity_id"],
  },
  bodySchema: documentUploadBodySchema,
  response: documentUploadResponse,
  prepare: prepareRequest,
};

/**
 * `POST /identity/institution-members` → `paxos.identity.addInstitutionMembers(body)`, scope
 * `identity:write_identity`; retry: never-after-send. Add institution members.
 */
export const addInstitutionMembers: Operation<"addInstitutionMembers"> = {
  operationId: "addInstitutionMembers",
  name: "identity.addInstitutionMembers",
  method: "POST",
  path: "/identity/institution-members",
  scope: "identity:write_identity",
  rateLimitClass: "identity",
  retry: "never-after-send",
  enums: { body: { members: { "*": { roles: { "*": rolesValues } } } } },
  noteUnknownEnums,
  bodySchema: addInstitutionMembersBodySchema,
  inputs: { members: { "*": { ownership: "decimal" } } },
  response: addInstitutionMembersResponse,
  prepare: prepareRequest,
};

/**
 * `DELETE /identity/institution-members/{id}` → `paxos.identity.deleteInstitutionMember(id)`,
 * scope `identity:write_identity`; retry: idempotent. Remove an institution member.
 */
export const deleteInstitutionMember: Operation<"deleteInstitutionMember"> = {
  operationId: "deleteInstitutionMember",
  name: "identity.deleteInstitutionMember",
  method: "DELETE",
  path: "/identity/institution-members/{id}",
  scope: "identity:write_identity",
  rateLimitClass: "identity",
  retry: "idempotent",
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["id"],
  },
  response: deleteInstitutionMemberResponse,
  prepare: prepareParameters,
};

/**
 * `GET /identity/accounts/{id}` → `paxos.identity.getAccount(id)`, scope `identity:read_account`;
 * retry: idempotent. Get an identity account.
 */
export const getAccount: Operation<"getAccount"> = {
  operationId: "getAccount",
  name: "identity.getAccount",
  method: "GET",
  path: "/identity/accounts/{id}",
  scope: "identity:read_account",
  rateLimitClass: "identity",
  retry: "idempotent",
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, format: p.uuid },
    },
    required: ["id"],
  },
  response: getAccountResponse,
  prepare: prepareParameters,
};

/**
 * `POST /identity/account-members` → `paxos.identity.addAccountMembers(body)`, scope
 * `identity:write_account`; retry: never-after-send. Add account members.
 */
export const addAccountMembers: Operation<"addAccountMembers"> = {
  operationId: "addAccountMembers",
  name: "identity.addAccountMembers",
  method: "POST",
  path: "/identity/account-members",
  scope: "identity:write_account",
  rateLimitClass: "identity",
  retry: "never-after-send",
  enums: { body: { members: { "*": { type: typeValues, roles: { "*": typeValues } } } } },
  noteUnknownEnums,
  bodySchema: addAccountMembersBodySchema,
  response: addAccountMembersResponse,
  prepare: prepareRequest,
};

/**
 * `DELETE /identity/account-members/{id}` → `paxos.identity.deleteAccountMember(id)`, scope
 * `identity:write_account`; retry: idempotent. Remove an account member.
 */
export const deleteAccountMember: Operation<"deleteAccountMember"> = {
  operationId: "deleteAccountMember",
  name: "identity.deleteAccountMember",
  method: "DELETE",
  path: "/identity/account-members/{id}",
  scope: "identity:write_account",
  rateLimitClass: "identity",
  retry: "idempotent",
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["id"],
  },
  response: deleteAccountMemberResponse,
  prepare: prepareParameters,
};

/**
 * `PUT /identity/identities/{id}/sandbox-status` → `paxos.sandbox.setIdentityStatus(id, body)`,
 * scope `identity:write_identity`; retry: idempotent. Set the statuses of a sandbox identity.
 */
export const sandboxSetIdentityStatus: Operation<"sandboxSetIdentityStatus"> = {
  operationId: "sandboxSetIdentityStatus",
  name: "sandbox.setIdentityStatus",
  method: "PUT",
  path: "/identity/identities/{id}/sandbox-status",
  scope: "identity:write_identity",
  rateLimitClass: "identity",
  retry: "idempotent",
  refuseInProduction,
  enums: { body: { id_verification_status: summaryStatusValues, sanctions_verification_status: summaryStatusValues, document_verification_status: summaryStatusValues, additional_screening_status: summaryStatusValues } },
  noteUnknownEnums,
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["id"],
  },
  bodySchema: sandboxSetIdentityStatusBodySchema,
  response: sandboxSetIdentityStatusResponse,
  prepare: prepareRequest,
};

/**
 * `GET /all-markets/prices` → `paxos.market.listPrices(params)`, no credentials; retry:
 * idempotent. List current prices.
 */
export const listPrices: Operation<"listPrices"> = {
  operationId: "listPrices",
  name: "market.listPrices",
  method: "GET",
  path: "/all-markets/prices",
  scope: null,
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { markets: { "*": marketsValues } } },
  noteUnknownEnums,
  queryParameters: {
    properties: {
      markets: { type: p.array, minItems: 1, items: { type: p.string } },
    },
    required: ["markets"],
    strict: true,
  },
  response: listPricesResponse,
  prepare: prepareQuery,
};

/**
 * `GET /markets/{market}/historical-prices` → `paxos.market.listHistoricalPrices(market, params)`,
 * scope `exchange:historical_prices`; retry: idempotent. List historical prices.
 */
export const listHistoricalPrices: Operation<"listHistoricalPrices"> = {
  operationId: "listHistoricalPrices",
  name: "market.listHistoricalPrices",
  method: "GET",
  path: "/markets/{market}/historical-prices",
  scope: "exchange:historical_prices",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { increment: incrementValues }, path: { market: marketValues } },
  noteUnknownEnums,
  pathParameters: {
    properties: {
      market: { type: p.string },
    },
    required: ["market"],
  },
  queryParameters: {
    properties: {
      increment: { type: p.string },
      max_data_points: { type: p.integer, minimum: 1 },
      "range.begin": { type: p.constrainedString, format: p.dateTime },
      "range.end": { type: p.constrainedString, format: p.dateTime },
      "pagination.limit": { type: p.integer, minimum: 1, maximum: 1000 },
      "pagination.offset": { type: p.integer, minimum: 0 },
    },
    strict: true,
  },
  response: listHistoricalPricesResponse,
  prepare: prepareParameters,
};

/**
 * `GET /markets` → `paxos.market.listMarkets()`, no credentials; retry: idempotent. List markets.
 */
export const listMarkets: Operation<"listMarkets"> = {
  operationId: "listMarkets",
  name: "market.listMarkets",
  method: "GET",
  path: "/markets",
  scope: null,
  rateLimitClass: "default",
  retry: "idempotent",
  response: listMarketsResponse,
};

/**
 * `GET /markets/{market}/order-book` → `paxos.market.getOrderBook(market)`, no credentials; retry:
 * idempotent. Get the order book. Deprecated by Paxos.
 */
export const getOrderBook: Operation<"getOrderBook"> = {
  operationId: "getOrderBook",
  name: "market.getOrderBook",
  method: "GET",
  path: "/markets/{market}/order-book",
  scope: null,
  rateLimitClass: "orderBook",
  retry: "idempotent",
  deprecated: "Use the WebSocket feed (`market.watchOrderBook`).",
  noteDeprecation,
  enums: { path: { market: marketValues2 } },
  noteUnknownEnums,
  pathParameters: {
    properties: {
      market: { type: p.string },
    },
    required: ["market"],
  },
  response: getOrderBookResponse,
  prepare: prepareParameters,
};

/**
 * `GET /markets/{market}/recent-executions` → `paxos.market.listRecentExecutions(market)`, no
 * credentials; retry: idempotent. List recent executions. Deprecated by Paxos.
 */
export const listRecentExecutions: Operation<"listRecentExecutions"> = {
  operationId: "listRecentExecutions",
  name: "market.listRecentExecutions",
  method: "GET",
  path: "/markets/{market}/recent-executions",
  scope: null,
  rateLimitClass: "orderBook",
  retry: "idempotent",
  deprecated: "Use the WebSocket feed (`market.watchExecutions`).",
  noteDeprecation,
  enums: { path: { market: marketValues2 } },
  noteUnknownEnums,
  pathParameters: {
    properties: {
      market: { type: p.string },
    },
    required: ["market"],
  },
  response: listRecentExecutionsResponse,
  prepare: prepareParameters,
};

/**
 * `GET /markets/{market}/ticker` → `paxos.market.getTicker(market)`, no credentials; retry:
 * idempotent. Get a ticker. Deprecated by Paxos.
 */
export const getTicker: Operation<"getTicker"> = {
  operationId: "getTicker",
  name: "market.getTicker",
  method: "GET",
  path: "/markets/{market}/ticker",
  scope: null,
  rateLimitClass: "default",
  retry: "idempotent",
  deprecated: "Use `market.listPrices` (`GET /all-markets/prices`) and the WebSocket feeds (`market.watchOrderBook`, `market.watchExecutions`).",
  noteDeprecation,
  enums: { path: { market: marketValues2 } },
  noteUnknownEnums,
  pathParameters: {
    properties: {
      market: { type: p.string },
    },
    required: ["market"],
  },
  response: getTickerResponse,
  prepare: prepareParameters,
};

/**
 * `GET /executions` → `paxos.orders.listExecutions(params)`, scope `exchange:read_order`; retry:
 * idempotent. List executions.
 */
export const listExecutions: ListOperation<"listExecutions", "items"> = {
  operationId: "listExecutions",
  name: "orders.listExecutions",
  method: "GET",
  path: "/executions",
  scope: "exchange:read_order",
  rateLimitClass: "default",
  retry: "idempotent",
  queryParameters: {
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
  },
  response: listExecutionsResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `GET /orders` → `paxos.orders.list(params)`, scope `exchange:read_order`; retry: idempotent.
 * List orders.
 */
export const listOrders: ListOperation<"listOrders", "items"> = {
  operationId: "listOrders",
  name: "orders.list",
  method: "GET",
  path: "/orders",
  scope: "exchange:read_order",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { market: marketValues3, status: statusValues } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listOrdersResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `GET /profiles/{profile_id}/executions` → `paxos.orders.listExecutionsForProfile(profileId,
 * params)`, scope `exchange:read_order`; retry: idempotent. List executions of a profile.
 */
export const listProfileExecutions: ListOperation<"listProfileExecutions", "items"> = {
  operationId: "listProfileExecutions",
  name: "orders.listExecutionsForProfile",
  method: "GET",
  path: "/profiles/{profile_id}/executions",
  scope: "exchange:read_order",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      profile_id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["profile_id"],
  },
  queryParameters: {
    properties: {
      order_id: { type: p.constrainedString, minLength: 1 },
      since_execution_id: { type: p.constrainedString, minLength: 1 },
      "range.begin": { type: p.constrainedString, format: p.dateTime },
      "range.end": { type: p.constrainedString, format: p.dateTime },
      page_cursor: { type: p.constrainedString, minLength: 1 },
      limit: { type: p.integer, minimum: 1, maximum: 500 },
    },
    strict: true,
  },
  response: listProfileExecutionsResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `GET /profiles/{profile_id}/orders` → `paxos.orders.listForProfile(profileId, params)`, scope
 * `exchange:read_order`; retry: idempotent. List orders of a profile.
 */
export const listProfileOrders: ListOperation<"listProfileOrders", "items"> = {
  operationId: "listProfileOrders",
  name: "orders.listForProfile",
  method: "GET",
  path: "/profiles/{profile_id}/orders",
  scope: "exchange:read_order",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { market: marketValues3, status: statusValues } },
  noteUnknownEnums,
  pathParameters: {
    properties: {
      profile_id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["profile_id"],
  },
  queryParameters: {
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
  },
  response: listProfileOrdersResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `POST /profiles/{profile_id}/orders` → `paxos.orders.create(profileId, body)`, scope
 * `exchange:write_order`; retry: idempotency-field (ref_id). Create an order.
 */
export const createOrder: Operation<"createOrder"> = {
  operationId: "createOrder",
  name: "orders.create",
  method: "POST",
  path: "/profiles/{profile_id}/orders",
  scope: "exchange:write_order",
  rateLimitClass: "default",
  retry: "idempotency-field",
  idempotencyField: "ref_id",
  existingLookup: [{ operation: () => getOrder, path: {"id":"id"} }, { operation: () => listProfileOrders, query: {"ref_ids":"ref_id"} }],
  recoverExisting,
  enums: { body: { side: sideValues, market: marketValues3, type: typeValues2, time_in_force: timeInForceValues } },
  noteUnknownEnums,
  pathParameters: {
    properties: {
      profile_id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["profile_id"],
  },
  bodySchema: createOrderBodySchema,
  inputs: { base_amount: "decimal", price: "decimal", quote_amount: "decimal", stop_price: "decimal" },
  response: createOrderResponse,
  prepare: prepareRequest,
};

/**
 * `GET /profiles/{profile_id}/orders/{id}` → `paxos.orders.get(profileId, id)`, scope
 * `exchange:read_order`; retry: idempotent. Get an order.
 */
export const getOrder: Operation<"getOrder"> = {
  operationId: "getOrder",
  name: "orders.get",
  method: "GET",
  path: "/profiles/{profile_id}/orders/{id}",
  scope: "exchange:read_order",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      profile_id: { type: p.constrainedString, minLength: 1 },
      id: { type: p.constrainedString, format: p.uuid },
    },
    required: ["profile_id", "id"],
  },
  response: getOrderResponse,
  prepare: prepareParameters,
};

/**
 * `DELETE /profiles/{profile_id}/orders/{id}` → `paxos.orders.cancel(profileId, id)`, scope
 * `exchange:write_order`; retry: idempotent. Cancel an order.
 */
export const cancelOrder: Operation<"cancelOrder"> = {
  operationId: "cancelOrder",
  name: "orders.cancel",
  method: "DELETE",
  path: "/profiles/{profile_id}/orders/{id}",
  scope: "exchange:write_order",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      profile_id: { type: p.constrainedString, minLength: 1 },
      id: { type: p.constrainedString, format: p.uuid },
    },
    required: ["profile_id", "id"],
  },
  response: cancelOrderResponse,
  prepare: prepareParameters,
};

/**
 * `GET /quotes` → `paxos.quotes.list(params)`, scope `exchange:read_quote`; retry: idempotent.
 * List quotes.
 */
export const listQuotes: Operation<"listQuotes"> = {
  operationId: "listQuotes",
  name: "quotes.list",
  method: "GET",
  path: "/quotes",
  scope: "exchange:read_quote",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { markets: { "*": marketValues3 } } },
  noteUnknownEnums,
  queryParameters: {
    properties: {
      markets: { type: p.array, minItems: 1, items: { type: p.string } },
    },
    required: ["markets"],
    strict: true,
  },
  response: listQuotesResponse,
  prepare: prepareQuery,
};

/**
 * `GET /profiles/{profile_id}/quote-executions` → `paxos.quotes.listExecutions(profileId,
 * params)`, scope `exchange:read_quote_execution`; retry: idempotent. List quote executions.
 */
export const listQuoteExecutions: ListOperation<"listQuoteExecutions", "items"> = {
  operationId: "listQuoteExecutions",
  name: "quotes.listExecutions",
  method: "GET",
  path: "/profiles/{profile_id}/quote-executions",
  scope: "exchange:read_quote_execution",
  rateLimitClass: "orderBook",
  retry: "idempotent",
  enums: { query: { side: sideValues, market: marketValues3, status: statusValues2, order: orderValues, order_by: orderByValues } },
  noteUnknownEnums,
  pathParameters: {
    properties: {
      profile_id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["profile_id"],
  },
  queryParameters: {
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
  },
  response: listQuoteExecutionsResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `POST /profiles/{profile_id}/quote-executions` → `paxos.quotes.createExecution(profileId,
 * body)`, scope `exchange:write_quote_execution`; retry: idempotency-field (ref_id). Execute a
 * quote.
 */
export const createQuoteExecution: Operation<"createQuoteExecution"> = {
  operationId: "createQuoteExecution",
  name: "quotes.createExecution",
  method: "POST",
  path: "/profiles/{profile_id}/quote-executions",
  scope: "exchange:write_quote_execution",
  rateLimitClass: "orderBook",
  retry: "idempotency-field",
  idempotencyField: "ref_id",
  existingLookup: [{ operation: () => getQuoteExecution, path: {"id":"id"} }],
  recoverExisting,
  pathParameters: {
    properties: {
      profile_id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["profile_id"],
  },
  bodySchema: createQuoteExecutionBodySchema,
  inputs: { base_amount: "decimal", quote_amount: "decimal" },
  response: createQuoteExecutionResponse,
  prepare: prepareRequest,
};

/**
 * `GET /profiles/{profile_id}/quote-executions/{id}` → `paxos.quotes.getExecution(profileId, id)`,
 * scope `exchange:read_quote_execution`; retry: idempotent. Get a quote execution.
 */
export const getQuoteExecution: Operation<"getQuoteExecution"> = {
  operationId: "getQuoteExecution",
  name: "quotes.getExecution",
  method: "GET",
  path: "/profiles/{profile_id}/quote-executions/{id}",
  scope: "exchange:read_quote_execution",
  rateLimitClass: "orderBook",
  retry: "idempotent",
  pathParameters: {
    properties: {
      profile_id: { type: p.constrainedString, minLength: 1 },
      id: { type: p.constrainedString, format: p.uuid },
    },
    required: ["profile_id", "id"],
  },
  response: getQuoteExecutionResponse,
  prepare: prepareParameters,
};

/**
 * `POST /issuer-quote` → `paxos.issuerQuotes.create(body)`, scope `exchange:write_issuer_quote`;
 * retry: never-after-send. Request an issuer quote.
 */
export const createIssuerQuote: Operation<"createIssuerQuote"> = {
  operationId: "createIssuerQuote",
  name: "issuerQuotes.create",
  method: "POST",
  path: "/issuer-quote",
  scope: "exchange:write_issuer_quote",
  rateLimitClass: "default",
  retry: "never-after-send",
  enums: { body: { side: sideValues } },
  noteUnknownEnums,
  bodySchema: createIssuerQuoteBodySchema,
  inputs: { base_amount: "decimal" },
  response: createIssuerQuoteResponse,
  prepare: prepareRequest,
};

/**
 * `POST /issuer-quote/{quote_id}` → `paxos.issuerQuotes.createExecution(quoteId, body)`, scope
 * `exchange:write_issuer_quote_execution`; retry: never-after-send. Execute an issuer quote.
 */
export const createIssuerQuoteExecution: Operation<"createIssuerQuoteExecution"> = {
  operationId: "createIssuerQuoteExecution",
  name: "issuerQuotes.createExecution",
  method: "POST",
  path: "/issuer-quote/{quote_id}",
  scope: "exchange:write_issuer_quote_execution",
  rateLimitClass: "default",
  retry: "never-after-send",
  pathParameters: {
    properties: {
      quote_id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["quote_id"],
  },
  bodySchema: createIssuerQuoteExecutionBodySchema,
  response: createIssuerQuoteExecutionResponse,
  prepare: prepareRequest,
};

/**
 * `GET /issuer-quotes` → `paxos.issuerQuotes.listExecutions(params)`, scope
 * `exchange:read_issuer_quote_execution`; retry: idempotent. List issuer quote executions.
 */
export const listIssuerQuoteExecutions: ListOperation<"listIssuerQuoteExecutions", "issuer_quote_executions"> = {
  operationId: "listIssuerQuoteExecutions",
  name: "issuerQuotes.listExecutions",
  method: "GET",
  path: "/issuer-quotes",
  scope: "exchange:read_issuer_quote_execution",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { status: { "*": statusValues3 }, order: orderValues } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listIssuerQuoteExecutionsResponse,
  list: { items: "issuer_quote_executions", cursor: "next_page_cursor" },
};

/**
 * `GET /conversion/stablecoins` → `paxos.stablecoinConversions.list(params)`, scope
 * `conversion:read_conversion_stablecoin`; retry: idempotent. List stablecoin conversions.
 * Deprecated by Paxos.
 */
export const listStablecoinConversions: ListOperation<"listStablecoinConversions", "items"> = {
  operationId: "listStablecoinConversions",
  name: "stablecoinConversions.list",
  method: "GET",
  path: "/conversion/stablecoins",
  scope: "conversion:read_conversion_stablecoin",
  rateLimitClass: "default",
  retry: "idempotent",
  deprecated: "Use orchestrations (`paxos.orchestrations`).",
  noteDeprecation,
  enums: { query: { order: orderValues } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listStablecoinConversionsResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `POST /conversion/stablecoins` → `paxos.stablecoinConversions.create(body)`, scope
 * `conversion:write_conversion_stablecoin`; retry: idempotency-field (ref_id). Create a stablecoin
 * conversion. Deprecated by Paxos.
 */
export const createStablecoinConversion: Operation<"createStablecoinConversion"> = {
  operationId: "createStablecoinConversion",
  name: "stablecoinConversions.create",
  method: "POST",
  path: "/conversion/stablecoins",
  scope: "conversion:write_conversion_stablecoin",
  rateLimitClass: "default",
  retry: "idempotency-field",
  idempotencyField: "ref_id",
  existingLookup: [{ operation: () => getStablecoinConversion, path: {"id":"id"} }, { operation: () => listStablecoinConversions, query: {"ref_id":"ref_id"} }],
  recoverExisting,
  deprecated: "Use orchestrations (`paxos.orchestrations`).",
  noteDeprecation,
  bodySchema: createStablecoinConversionBodySchema,
  inputs: { amount: "decimal" },
  response: createStablecoinConversionResponse,
  prepare: prepareRequest,
};

/**
 * `GET /conversion/stablecoins/{id}` → `paxos.stablecoinConversions.get(id)`, scope
 * `conversion:read_conversion_stablecoin`; retry: idempotent. Get a stablecoin conversion.
 * Deprecated by Paxos.
 */
export const getStablecoinConversion: Operation<"getStablecoinConversion"> = {
  operationId: "getStablecoinConversion",
  name: "stablecoinConversions.get",
  method: "GET",
  path: "/conversion/stablecoins/{id}",
  scope: "conversion:read_conversion_stablecoin",
  rateLimitClass: "default",
  retry: "idempotent",
  deprecated: "Use orchestrations (`paxos.orchestrations`).",
  noteDeprecation,
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, format: p.uuid },
    },
    required: ["id"],
  },
  response: getStablecoinConversionResponse,
  prepare: prepareParameters,
};

/**
 * `DELETE /conversion/stablecoins/{id}` → `paxos.stablecoinConversions.cancel(id)`, scope
 * `conversion:write_conversion_stablecoin`; retry: idempotent. Cancel a stablecoin conversion.
 * Deprecated by Paxos.
 */
export const cancelStablecoinConversion: Operation<"cancelStablecoinConversion"> = {
  operationId: "cancelStablecoinConversion",
  name: "stablecoinConversions.cancel",
  method: "DELETE",
  path: "/conversion/stablecoins/{id}",
  scope: "conversion:write_conversion_stablecoin",
  rateLimitClass: "default",
  retry: "idempotent",
  deprecated: "Use orchestrations (`paxos.orchestrations`).",
  noteDeprecation,
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, format: p.uuid },
    },
    required: ["id"],
  },
  response: cancelStablecoinConversionResponse,
  prepare: prepareParameters,
};

/**
 * `GET /orchestration/orchestrations` → `paxos.orchestrations.list(params)`, scope
 * `orchestration:read_orchestration`; retry: idempotent. List orchestrations.
 */
export const listOrchestrations: ListOperation<"listOrchestrations", "items"> = {
  operationId: "listOrchestrations",
  name: "orchestrations.list",
  method: "GET",
  path: "/orchestration/orchestrations",
  scope: "orchestration:read_orchestration",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { order: orderValues } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listOrchestrationsResponse,
  list: { items: "items", cursor: "next_page_cursor", formerItems: ["orchestrations"] },
};

/**
 * `POST /orchestration/orchestrations` → `paxos.orchestrations.create(body)`, scope
 * `orchestration:write_orchestration`; retry: idempotency-field (ref_id). Create an orchestration.
 */
export const createOrchestration: Operation<"createOrchestration"> = {
  operationId: "createOrchestration",
  name: "orchestrations.create",
  method: "POST",
  path: "/orchestration/orchestrations",
  scope: "orchestration:write_orchestration",
  rateLimitClass: "default",
  retry: "idempotency-field",
  idempotencyField: "ref_id",
  existingLookup: [{ operation: () => getOrchestration, path: {"id":"id"} }, { operation: () => listOrchestrations, query: {"ref_id":"ref_id"} }],
  recoverExisting,
  bodySchema: createOrchestrationBodySchema,
  inputs: { source_amount: "decimal" },
  response: createOrchestrationResponse,
  prepare: prepareRequest,
};

/**
 * `GET /orchestration/orchestrations/{id}` → `paxos.orchestrations.get(id)`, scope
 * `orchestration:read_orchestration`; retry: idempotent. Get an orchestration.
 */
export const getOrchestration: Operation<"getOrchestration"> = {
  operationId: "getOrchestration",
  name: "orchestrations.get",
  method: "GET",
  path: "/orchestration/orchestrations/{id}",
  scope: "orchestration:read_orchestration",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["id"],
  },
  response: getOrchestrationResponse,
  prepare: prepareParameters,
};

/**
 * `GET /orchestration/rules` → `paxos.orchestrations.listRules(params)`, scope
 * `orchestration:read_orchestration_rule`; retry: idempotent. List orchestration rules.
 */
export const listOrchestrationRules: ListOperation<"listOrchestrationRules", "items"> = {
  operationId: "listOrchestrationRules",
  name: "orchestrations.listRules",
  method: "GET",
  path: "/orchestration/rules",
  scope: "orchestration:read_orchestration_rule",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { status: { "*": statusValues4 }, order: orderValues } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listOrchestrationRulesResponse,
  list: { items: "items", cursor: "next_page_cursor", formerItems: ["rules"] },
};

/**
 * `POST /orchestration/rules` → `paxos.orchestrations.createRule(body)`, scope
 * `orchestration:write_orchestration_rule`; retry: idempotency-field (ref_id). Create an
 * orchestration rule.
 */
export const createOrchestrationRule: Operation<"createOrchestrationRule"> = {
  operationId: "createOrchestrationRule",
  name: "orchestrations.createRule",
  method: "POST",
  path: "/orchestration/rules",
  scope: "orchestration:write_orchestration_rule",
  rateLimitClass: "default",
  retry: "idempotency-field",
  idempotencyField: "ref_id",
  recoverExisting,
  enums: { body: { source_asset: sourceAssetValues, destination_asset: sourceAssetValues, source: { crypto: { network: networkValues }, fiat: { network: networkValues2, account_type: accountTypeValues } } } },
  noteUnknownEnums,
  bodySchema: createOrchestrationRuleBodySchema,
  response: createOrchestrationRuleResponse,
  prepare: prepareRequest,
};

/**
 * `DELETE /orchestration/rules/{id}` → `paxos.orchestrations.deleteRule(id)`, scope
 * `orchestration:write_orchestration_rule`; retry: idempotent. Delete an orchestration rule.
 */
export const deleteOrchestrationRule: Operation<"deleteOrchestrationRule"> = {
  operationId: "deleteOrchestrationRule",
  name: "orchestrations.deleteRule",
  method: "DELETE",
  path: "/orchestration/rules/{id}",
  scope: "orchestration:write_orchestration_rule",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, format: p.uuid },
    },
    required: ["id"],
  },
  response: deleteOrchestrationRuleResponse,
  prepare: prepareParameters,
};

/**
 * `GET /identity/controls` → `paxos.identity.listControls(params)`, scope
 * `identity:read_identity_control`; retry: idempotent. List the controls of an identity.
 */
export const listIdentityControls: ListOperation<"listIdentityControls", "items"> = {
  operationId: "listIdentityControls",
  name: "identity.listControls",
  method: "GET",
  path: "/identity/controls",
  scope: "identity:read_identity_control",
  rateLimitClass: "identity",
  retry: "idempotent",
  queryParameters: {
    properties: {
      identity_id: { type: p.constrainedString, minLength: 1 },
      include_deleted: { type: p.boolean },
      limit: { type: p.integer, minimum: 1, maximum: 1000 },
      page_cursor: { type: p.constrainedString, minLength: 1 },
    },
    required: ["identity_id"],
    strict: true,
  },
  response: listIdentityControlsResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `POST /identity/controls` → `paxos.identity.createControl(body)`, scope
 * `identity:write_identity_control`; retry: never-after-send. Set a control on an identity.
 */
export const createIdentityControl: Operation<"createIdentityControl"> = {
  operationId: "createIdentityControl",
  name: "identity.createControl",
  method: "POST",
  path: "/identity/controls",
  scope: "identity:write_identity_control",
  rateLimitClass: "identity",
  retry: "never-after-send",
  enums: { body: { type: typeValues3, reason_code: controlReasonCodesValues } },
  noteUnknownEnums,
  bodySchema: createIdentityControlBodySchema,
  response: createIdentityControlResponse,
  prepare: prepareRequest,
};

/**
 * `DELETE /identity/controls` → `paxos.identity.deleteControl(params)`, scope
 * `identity:write_identity_control`; retry: idempotent. Remove a control from an identity.
 */
export const deleteIdentityControl: Operation<"deleteIdentityControl"> = {
  operationId: "deleteIdentityControl",
  name: "identity.deleteControl",
  method: "DELETE",
  path: "/identity/controls",
  scope: "identity:write_identity_control",
  rateLimitClass: "identity",
  retry: "idempotent",
  queryParameters: {
    properties: {
      control_id: { type: p.constrainedString, minLength: 1 },
      reason: { type: p.string },
    },
    required: ["control_id"],
    strict: true,
  },
  response: deleteIdentityControlResponse,
  prepare: prepareQuery,
};

/**
 * `POST /identity/identities/{identity_id}/kyc-refresh` →
 * `paxos.sandbox.startKycRefresh(identityId)`, scope `identity:write_identity`; retry:
 * never-after-send. Start a KYC refresh of a sandbox identity.
 */
export const sandboxStartKycRefresh: Operation<"sandboxStartKycRefresh"> = {
  operationId: "sandboxStartKycRefresh",
  name: "sandbox.startKycRefresh",
  method: "POST",
  path: "/identity/identities/{identity_id}/kyc-refresh",
  scope: "identity:write_identity",
  rateLimitClass: "identity",
  retry: "never-after-send",
  refuseInProduction,
  pathParameters: {
    properties: {
      identity_id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["identity_id"],
  },
  response: sandboxStartKycRefreshResponse,
  prepare: prepareParameters,
};

/**
 * `POST /identity/kycrefresh/force-start` → `paxos.sandbox.forceStartKycRefresh(body)`, scope
 * `identity:write_identity`; retry: never-after-send. Force a KYC refresh of a sandbox identity.
 */
export const sandboxForceStartKycRefresh: Operation<"sandboxForceStartKycRefresh"> = {
  operationId: "sandboxForceStartKycRefresh",
  name: "sandbox.forceStartKycRefresh",
  method: "POST",
  path: "/identity/kycrefresh/force-start",
  scope: "identity:write_identity",
  rateLimitClass: "identity",
  retry: "never-after-send",
  refuseInProduction,
  bodySchema: sandboxForceStartKycRefreshBodySchema,
  response: sandboxForceStartKycRefreshResponse,
  prepare: prepareRequest,
};

/**
 * `POST /identity/kycrefresh/reset` → `paxos.sandbox.resetKycRefresh(body)`, scope
 * `identity:write_identity`; retry: idempotent. Reset the KYC refresh of a sandbox identity.
 */
export const sandboxResetKycRefresh: Operation<"sandboxResetKycRefresh"> = {
  operationId: "sandboxResetKycRefresh",
  name: "sandbox.resetKycRefresh",
  method: "POST",
  path: "/identity/kycrefresh/reset",
  scope: "identity:write_identity",
  rateLimitClass: "identity",
  retry: "idempotent",
  refuseInProduction,
  bodySchema: sandboxResetKycRefreshBodySchema,
  response: sandboxResetKycRefreshResponse,
  prepare: prepareRequest,
};

/**
 * `GET /addresses/verifications` → `paxos.addressVerifications.list(params)`, scope
 * `address_ownership:read_verification`; retry: idempotent. List address verifications.
 */
export const listVerifications: ListOperation<"listVerifications", "items"> = {
  operationId: "listVerifications",
  name: "addressVerifications.list",
  method: "GET",
  path: "/addresses/verifications",
  scope: "address_ownership:read_verification",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { verification_method: verificationMethodValues, status: statusValues5, order: orderValues, order_by: orderByValues } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listVerificationsResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `POST /addresses/verifications` → `paxos.addressVerifications.create(body)`, scope
 * `address_ownership:write_verification`; retry: idempotency-field (ref_id). Start an address
 * verification.
 */
export const createVerification: Operation<"createVerification"> = {
  operationId: "createVerification",
  name: "addressVerifications.create",
  method: "POST",
  path: "/addresses/verifications",
  scope: "address_ownership:write_verification",
  rateLimitClass: "default",
  retry: "idempotency-field",
  idempotencyField: "ref_id",
  existingLookup: [{ operation: () => getVerification, path: {"id":"id"} }],
  recoverExisting,
  enums: { body: { verification_method: verificationMethodValues } },
  noteUnknownEnums,
  bodySchema: createVerificationBodySchema,
  response: createVerificationResponse,
  prepare: prepareRequest,
};

/**
 * `POST /addresses/verifications/signature` → `paxos.addressVerifications.submitSignature(body)`,
 * scope `address_ownership:write_verification`; retry: idempotent. Submit the signature of an
 * address verification.
 */
export const submitSignature: Operation<"submitSignature"> = {
  operationId: "submitSignature",
  name: "addressVerifications.submitSignature",
  method: "POST",
  path: "/addresses/verifications/signature",
  scope: "address_ownership:write_verification",
  rateLimitClass: "default",
  retry: "idempotent",
  bodySchema: submitSignatureBodySchema,
  response: submitSignatureResponse,
  prepare: prepareRequest,
};

/**
 * `GET /addresses/verifications/{id}` → `paxos.addressVerifications.get(id)`, scope
 * `address_ownership:read_verification`; retry: idempotent. Get an address verification.
 */
export const getVerification: Operation<"getVerification"> = {
  operationId: "getVerification",
  name: "addressVerifications.get",
  method: "GET",
  path: "/addresses/verifications/{id}",
  scope: "address_ownership:read_verification",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["id"],
  },
  response: getVerificationResponse,
  prepare: prepareParameters,
};

/**
 * `GET /travelrule/vasps` → `paxos.travelRule.listVasps(params)`, scope
 * `transfer:read_crypto_destination_address`; retry: idempotent. List travel-rule VASPs.
 */
export const listVasps: ListOperation<"listVasps", "items"> = {
  operationId: "listVasps",
  name: "travelRule.listVasps",
  method: "GET",
  path: "/travelrule/vasps",
  scope: "transfer:read_crypto_destination_address",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { order: orderValues, order_by: orderByValues3 } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listVaspsResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `GET /travelrule/vasps/{id}` → `paxos.travelRule.getVasp(id)`, scope
 * `transfer:read_crypto_destination_address`; retry: idempotent. Get a travel-rule VASP.
 */
export const getVasp: Operation<"getVasp"> = {
  operationId: "getVasp",
  name: "travelRule.getVasp",
  method: "GET",
  path: "/travelrule/vasps/{id}",
  scope: "transfer:read_crypto_destination_address",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["id"],
  },
  response: getVaspResponse,
  prepare: prepareParameters,
};

/**
 * `GET /markets/{market}/historical-candles` → `paxos.market.listHistoricalCandles(market,
 * params)`, scope `exchange:historical_prices`; retry: idempotent. List historical candles.
 */
export const listHistoricalCandles: ListOperation<"listHistoricalCandles", "items"> = {
  operationId: "listHistoricalCandles",
  name: "market.listHistoricalCandles",
  method: "GET",
  path: "/markets/{market}/historical-candles",
  scope: "exchange:historical_prices",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { increment: incrementValues, order: orderValues }, path: { market: marketValues } },
  noteUnknownEnums,
  pathParameters: {
    properties: {
      market: { type: p.string },
    },
    required: ["market"],
  },
  queryParameters: {
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
  },
  response: listHistoricalCandlesResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `GET /issuer-quote/settlement-availability` →
 * `paxos.issuerQuotes.getSettlementAvailability(params)`, scope `exchange:write_issuer_quote`;
 * retry: idempotent. Get issuer quote settlement availability.
 */
export const getIssuerQuoteSettlementAvailability: Operation<"getIssuerQuoteSettlementAvailability"> = {
  operationId: "getIssuerQuoteSettlementAvailability",
  name: "issuerQuotes.getSettlementAvailability",
  method: "GET",
  path: "/issuer-quote/settlement-availability",
  scope: "exchange:write_issuer_quote",
  rateLimitClass: "default",
  retry: "idempotent",
  queryParameters: {
    properties: {
      market: { type: p.constrainedString, minLength: 1 },
    },
    required: ["market"],
    strict: true,
  },
  response: getIssuerQuoteSettlementAvailabilityResponse,
  prepare: prepareQuery,
};

/**
 * `GET /rewards/addresses` → `paxos.rewards.listAttributionAddresses(params)`, scope
 * `rewards:read_monitoring_address`; retry: idempotent. List reward addresses.
 */
export const listAttributionAddresses: ListOperation<"listAttributionAddresses", "items"> = {
  operationId: "listAttributionAddresses",
  name: "rewards.listAttributionAddresses",
  method: "GET",
  path: "/rewards/addresses",
  scope: "rewards:read_monitoring_address",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { ledger: ledgerValues, onchain_statuses: { "*": onchainStatusesValues }, order: orderValues } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listAttributionAddressesResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `POST /rewards/addresses` → `paxos.rewards.createAttributionAddress(body)`, scope
 * `rewards:write_monitoring_address`; retry: never-after-send. Add a reward address.
 */
export const createAttributionAddress: Operation<"createAttributionAddress"> = {
  operationId: "createAttributionAddress",
  name: "rewards.createAttributionAddress",
  method: "POST",
  path: "/rewards/addresses",
  scope: "rewards:write_monitoring_address",
  rateLimitClass: "default",
  retry: "never-after-send",
  enums: { body: { address: { ledger: ledgerValues } } },
  noteUnknownEnums,
  bodySchema: createAttributionAddressBodySchema,
  inputs: { address: { effective_at: "date", created_at: "date", verification_expires_at: "date" } },
  response: createAttributionAddressResponse,
  prepare: prepareRequest,
};

/**
 * `POST /rewards/addresses/batch` → `paxos.rewards.batchCreateAttributionAddresses(body)`, scope
 * `rewards:write_monitoring_address`; retry: never-after-send. Add several reward addresses.
 */
export const batchCreateAttributionAddresses: Operation<"batchCreateAttributionAddresses"> = {
  operationId: "batchCreateAttributionAddresses",
  name: "rewards.batchCreateAttributionAddresses",
  method: "POST",
  path: "/rewards/addresses/batch",
  scope: "rewards:write_monitoring_address",
  rateLimitClass: "default",
  retry: "never-after-send",
  enums: { body: { addresses: { "*": { ledger: ledgerValues } } } },
  noteUnknownEnums,
  bodySchema: batchCreateAttributionAddressesBodySchema,
  inputs: { addresses: { "*": { effective_at: "date", created_at: "date", verification_expires_at: "date" } } },
  response: batchCreateAttributionAddressesResponse,
  prepare: prepareRequest,
};

/**
 * `PUT /rewards/addresses/{id}` → `paxos.rewards.updateAttributionAddress(id, body)`, scope
 * `rewards:write_monitoring_address`; retry: idempotent. Update a reward address.
 */
export const updateAttributionAddress: Operation<"updateAttributionAddress"> = {
  operationId: "updateAttributionAddress",
  name: "rewards.updateAttributionAddress",
  method: "PUT",
  path: "/rewards/addresses/{id}",
  scope: "rewards:write_monitoring_address",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { body: { ledger: ledgerValues } },
  noteUnknownEnums,
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["id"],
  },
  bodySchema: updateAttributionAddressBodySchema,
  inputs: { effective_at: "date", created_at: "date", verification_expires_at: "date" },
  response: updateAttributionAddressResponse,
  prepare: prepareRequest,
};

/**
 * `DELETE /rewards/addresses/{id}` → `paxos.rewards.deleteAttributionAddress(id, params)`, scope
 * `rewards:write_monitoring_address`; retry: idempotent. Delete a reward address.
 */
export const deleteAttributionAddress: Operation<"deleteAttributionAddress"> = {
  operationId: "deleteAttributionAddress",
  name: "rewards.deleteAttributionAddress",
  method: "DELETE",
  path: "/rewards/addresses/{id}",
  scope: "rewards:write_monitoring_address",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { ledger: ledgerValues } },
  noteUnknownEnums,
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["id"],
  },
  queryParameters: {
    properties: {
      customer_id: { type: p.constrainedString, minLength: 1 },
      ledger: { type: p.string },
      address: { type: p.constrainedString, minLength: 1 },
    },
    strict: true,
  },
  response: deleteAttributionAddressResponse,
  prepare: prepareParameters,
};

/**
 * `GET /rewards/claim-schedules` → `paxos.rewards.listClaimSchedules(params)`, scope
 * `rewards:read_claims_schedule`; retry: idempotent. List claim schedules.
 */
export const listClaimSchedules: ListOperation<"listClaimSchedules", "items"> = {
  operationId: "listClaimSchedules",
  name: "rewards.listClaimSchedules",
  method: "GET",
  path: "/rewards/claim-schedules",
  scope: "rewards:read_claims_schedule",
  rateLimitClass: "default",
  retry: "idempotent",
  queryParameters: {
    properties: {
      payout_group_id: { type: p.constrainedString, minLength: 1 },
      limit: { type: p.integer, minimum: 1, maximum: 1000 },
      page_cursor: { type: p.constrainedString, minLength: 1 },
    },
    strict: true,
  },
  response: listClaimSchedulesResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `POST /rewards/claim-schedules` → `paxos.rewards.createClaimSchedule(body)`, scope
 * `rewards:write_claims_schedule`; retry: never-after-send. Create a claim schedule.
 */
export const createClaimSchedule: Operation<"createClaimSchedule"> = {
  operationId: "createClaimSchedule",
  name: "rewards.createClaimSchedule",
  method: "POST",
  path: "/rewards/claim-schedules",
  scope: "rewards:write_claims_schedule",
  rateLimitClass: "default",
  retry: "never-after-send",
  enums: { body: { schedule_type: scheduleTypeValues } },
  noteUnknownEnums,
  bodySchema: createClaimScheduleBodySchema,
  response: createClaimScheduleResponse,
  prepare: prepareRequest,
};

/**
 * `PUT /rewards/claim-schedules/{id}` → `paxos.rewards.updateClaimSchedule(id, body)`, scope
 * `rewards:write_claims_schedule`; retry: idempotent. Update a claim schedule.
 */
export const updateClaimSchedule: Operation<"updateClaimSchedule"> = {
  operationId: "updateClaimSchedule",
  name: "rewards.updateClaimSchedule",
  method: "PUT",
  path: "/rewards/claim-schedules/{id}",
  scope: "rewards:write_claims_schedule",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { body: { schedule_type: scheduleTypeValues } },
  noteUnknownEnums,
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["id"],
  },
  bodySchema: updateClaimScheduleBodySchema,
  response: updateClaimScheduleResponse,
  prepare: prepareRequest,
};

/**
 * `DELETE /rewards/claim-schedules/{id}` → `paxos.rewards.deleteClaimSchedule(id)`, scope
 * `rewards:write_claims_schedule`; retry: idempotent. Delete a claim schedule.
 */
export const deleteClaimSchedule: Operation<"deleteClaimSchedule"> = {
  operationId: "deleteClaimSchedule",
  name: "rewards.deleteClaimSchedule",
  method: "DELETE",
  path: "/rewards/claim-schedules/{id}",
  scope: "rewards:write_claims_schedule",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["id"],
  },
  response: deleteClaimScheduleResponse,
  prepare: prepareParameters,
};

/**
 * `GET /rewards/claims` → `paxos.rewards.listClaims(params)`, scope `rewards:read_claims`; retry:
 * idempotent. List reward claims.
 */
export const listClaims: ListOperation<"listClaims", "items"> = {
  operationId: "listClaims",
  name: "rewards.listClaims",
  method: "GET",
  path: "/rewards/claims",
  scope: "rewards:read_claims",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { statuses: { "*": statusesValues5 } } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listClaimsResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `GET /rewards/details` → `paxos.rewards.getDetails(params)`, scope
 * `rewards:read_rewards_details`; retry: idempotent. Get reward details.
 */
export const getRewardDetails: Operation<"getRewardDetails"> = {
  operationId: "getRewardDetails",
  name: "rewards.getDetails",
  method: "GET",
  path: "/rewards/details",
  scope: "rewards:read_rewards_details",
  rateLimitClass: "default",
  retry: "idempotent",
  queryParameters: {
    properties: {
      asset_type: { type: p.constrainedString, minLength: 1 },
    },
    strict: true,
  },
  response: getRewardDetailsResponse,
  prepare: prepareQuery,
};

/**
 * `GET /rewards/rates` → `paxos.rewards.getRates(params)`, scope `rewards:read_rewards_details`;
 * retry: idempotent. Get reward rates.
 */
export const getRewardsRates: Operation<"getRewardsRates"> = {
  operationId: "getRewardsRates",
  name: "rewards.getRates",
  method: "GET",
  path: "/rewards/rates",
  scope: "rewards:read_rewards_details",
  rateLimitClass: "default",
  retry: "idempotent",
  queryParameters: {
    properties: {
      asset_type: { type: p.constrainedString, minLength: 1 },
    },
    strict: true,
  },
  response: getRewardsRatesResponse,
  prepare: prepareQuery,
};

/**
 * `GET /rewards/payout-groups` → `paxos.rewards.listPayoutGroups(params)`, scope
 * `rewards:read_payout_groups`; retry: idempotent. List payout groups.
 */
export const listPayoutGroups: ListOperation<"listPayoutGroups", "items"> = {
  operationId: "listPayoutGroups",
  name: "rewards.listPayoutGroups",
  method: "GET",
  path: "/rewards/payout-groups",
  scope: "rewards:read_payout_groups",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { onchain_statuses: { "*": onchainStatusesValues2 } } },
  noteUnknownEnums,
  queryParameters: {
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
  },
  response: listPayoutGroupsResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `POST /rewards/payout-groups` → `paxos.rewards.createPayoutGroup(body)`, scope
 * `rewards:write_payout_groups`; retry: never-after-send. Create a payout group.
 */
export const createPayoutGroup: Operation<"createPayoutGroup"> = {
  operationId: "createPayoutGroup",
  name: "rewards.createPayoutGroup",
  method: "POST",
  path: "/rewards/payout-groups",
  scope: "rewards:write_payout_groups",
  rateLimitClass: "default",
  retry: "never-after-send",
  enums: { body: { schedule: { schedule_type: scheduleTypeValues } } },
  noteUnknownEnums,
  bodySchema: createPayoutGroupBodySchema,
  response: createPayoutGroupResponse,
  prepare: prepareRequest,
};

/**
 * `PUT /rewards/payout-groups/{id}` → `paxos.rewards.updatePayoutGroup(id, body)`, scope
 * `rewards:write_payout_groups`; retry: idempotent. Update a payout group.
 */
export const updatePayoutGroup: Operation<"updatePayoutGroup"> = {
  operationId: "updatePayoutGroup",
  name: "rewards.updatePayoutGroup",
  method: "PUT",
  path: "/rewards/payout-groups/{id}",
  scope: "rewards:write_payout_groups",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["id"],
  },
  bodySchema: updatePayoutGroupBodySchema,
  response: updatePayoutGroupResponse,
  prepare: prepareRequest,
};

/**
 * `DELETE /rewards/payout-groups/{id}` → `paxos.rewards.deletePayoutGroup(id)`, scope
 * `rewards:write_payout_groups`; retry: idempotent. Delete a payout group.
 */
export const deletePayoutGroup: Operation<"deletePayoutGroup"> = {
  operationId: "deletePayoutGroup",
  name: "rewards.deletePayoutGroup",
  method: "DELETE",
  path: "/rewards/payout-groups/{id}",
  scope: "rewards:write_payout_groups",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["id"],
  },
  response: deletePayoutGroupResponse,
  prepare: prepareParameters,
};

/**
 * `GET /rewards/statements` → `paxos.rewards.listStatements(params)`, scope
 * `rewards:read_statements`; retry: idempotent. List rewards statements.
 */
export const listRewardsStatements: ListOperation<"listRewardsStatements", "items"> = {
  operationId: "listRewardsStatements",
  name: "rewards.listStatements",
  method: "GET",
  path: "/rewards/statements",
  scope: "rewards:read_statements",
  rateLimitClass: "default",
  retry: "idempotent",
  enums: { query: { type: typeValues4 } },
  noteUnknownEnums,
  queryParameters: {
    properties: {
      asset_type: { type: p.constrainedString, minLength: 1 },
      type: { type: p.string },
      limit: { type: p.integer, minimum: 1, maximum: 1000 },
      page_cursor: { type: p.constrainedString, minLength: 1 },
    },
    strict: true,
  },
  response: listRewardsStatementsResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `GET /rewards/statements/{id}` → `paxos.rewards.getStatement(id)`, scope
 * `rewards:read_statements`; retry: idempotent. Get a rewards statement.
 */
export const getRewardsStatement: Operation<"getRewardsStatement"> = {
  operationId: "getRewardsStatement",
  name: "rewards.getStatement",
  method: "GET",
  path: "/rewards/statements/{id}",
  scope: "rewards:read_statements",
  rateLimitClass: "default",
  retry: "idempotent",
  pathParameters: {
    properties: {
      id: { type: p.constrainedString, minLength: 1 },
    },
    required: ["id"],
  },
  response: getRewardsStatementResponse,
  prepare: prepareParameters,
};

/**
 * Every OAuth scope an operation of the contract needs, sorted: what the token manager widens a
 * token to (the first time a client needs a second scope), without reading every operation's
 * descriptor.
 */
export const CONTRACT_SCOPES: readonly string[] = [
  "address_ownership:read_verification",
  "address_ownership:write_verification",
  "api_creds:delete_credentials",
  "api_creds:read_credentials",
  "conversion:read_conversion_stablecoin",
  "conversion:write_conversion_stablecoin",
  "events:read_event",
  "exchange:historical_prices",
  "exchange:read_issuer_quote_execution",
  "exchange:read_order",
  "exchange:read_quote",
  "exchange:read_quote_execution",
  "exchange:write_issuer_quote",
  "exchange:write_issuer_quote_execution",
  "exchange:write_order",
  "exchange:write_quote_execution",
  "fee:write_crypto_withdrawal_fee",
  "funding:read_profile",
  "funding:write_profile",
  "identity:read_account",
  "identity:read_identity",
  "identity:read_identity_control",
  "identity:write_account",
  "identity:write_identity",
  "identity:write_identity_control",
  "orchestration:read_orchestration",
  "orchestration:read_orchestration_rule",
  "orchestration:write_orchestration",
  "orchestration:write_orchestration_rule",
  "rewards:read_claims",
  "rewards:read_claims_schedule",
  "rewards:read_monitoring_address",
  "rewards:read_payout_groups",
  "rewards:read_rewards_details",
  "rewards:read_statements",
  "rewards:write_claims_schedule",
  "rewards:write_monitoring_address",
  "rewards:write_payout_groups",
  "settlement:read_transaction",
  "settlement:write_transaction",
  "statements:read_payment",
  "statements:read_statement",
  "tax:read_tax_form",
  "transfer:read_crypto_destination_address",
  "transfer:read_deposit_address",
  "transfer:read_fiat_account",
  "transfer:read_fiat_deposit_instructions",
  "transfer:read_transfer",
  "transfer:read_transfer_limit",
  "transfer:reject_crypto_deposit",
  "transfer:update_crypto_deposit",
  "transfer:write_crypto_destination_address",
  "transfer:write_crypto_withdrawal",
  "transfer:write_deposit_address",
  "transfer:write_fiat_account",
  "transfer:write_fiat_deposit_instructions",
  "transfer:write_fiat_withdrawal",
  "transfer:write_internal_transfer",
  "transfer:write_paxos_transfer",
  "transfer:write_sandbox_fiat_deposit",
];

/**
 * Body fields of each operation that accept a `Decimal` ("decimal") or a `Date` ("date"), for the
 * input types.
 */
export interface OperationInputs {
  initiateSandboxFiatDeposit: { amount: "decimal" };
  createTransaction: { settlement_window_start: "date"; settlement_window_end: "date"; legs: { "*": { amount: "decimal" } } };
  createCryptoWithdrawal: { amount: "decimal"; total: "decimal" };
  createCryptoWithdrawalFee: { amount: "decimal"; total: "decimal" };
  createFiatWithdrawal: { amount: "decimal"; total: "decimal" };
  createInternalTransfer: { amount: "decimal" };
  createPaxosTransfer: { amount: "decimal" };
  createSandboxDeposit: { amount: "decimal" };
  createIdentity: { person_details: { passthrough_verified_at: "date" }; institution_details: { govt_registration_date: "date" }; institution_members: { "*": { ownership: "decimal" } }; customer_due_diligence: { created_at: "date" } };
  updateIdentity: { person_details: { passthrough_verified_at: "date" }; institution_details: { govt_registration_date: "date" }; customer_due_diligence: { created_at: "date" }; last_kyc_refresh_date: "date" };
  addInstitutionMembers: { members: { "*": { ownership: "decimal" } } };
  createOrder: { base_amount: "decimal"; price: "decimal"; quote_amount: "decimal"; stop_price: "decimal" };
  createQuoteExecution: { base_amount: "decimal"; quote_amount: "decimal" };
  createIssuerQuote: { base_amount: "decimal" };
  createStablecoinConversion: { amount: "decimal" };
  createOrchestration: { source_amount: "decimal" };
  createAttributionAddress: { address: { effective_at: "date"; created_at: "date"; verification_expires_at: "date" } };
  batchCreateAttributionAddresses: { addresses: { "*": { effective_at: "date"; created_at: "date"; verification_expires_at: "date" } } };
  updateAttributionAddress: { effective_at: "date"; created_at: "date"; verification_expires_at: "date" };
}
