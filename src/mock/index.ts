/**
 * `paxos-sdk/mock`: a faithful local mock of the Paxos v2 API for tests, examples and benchmarks.
 * `startMockServer()` serves it over loopback HTTP; `mockHandlers()` serves it through msw; both answer
 * from one {@link MockApi}, so they behave identically.
 */
export { createMockApi, MockApi, classifyPath } from "./api";
export type { MockApiOptions, MockClients, MockRequest } from "./api";
export { startMockServer, MOCK_BASE_PATH, MOCK_TOKEN_PATH } from "./http-server";
export type { MockServer, MockServerOptions } from "./http-server";
export { mockHandlers, DEFAULT_MSW_BASE_URL, DEFAULT_MSW_TOKEN_URL } from "./msw-handlers";
export type { MockHandlersOptions } from "./msw-handlers";
export { MockClock, DEFAULT_CLOCK_START } from "./clock";
export type { MockClockOptions } from "./clock";
export { FaultInjector, OPERATION_IDS } from "./faults";
export type { ActiveFault, FaultEvent, FaultKind, FaultRoute, FaultRule, OperationId } from "./faults";
export { ALL_SCOPES, READ_SCOPES, MAIN_CLIENT, SECONDARY_CLIENT, OAuthServer } from "./oauth";
export type { IssuedToken, MockClient, TokenResponseBody } from "./oauth";
export { SignatureVerifier, SIGNATURE_LIFETIME_SECONDS, SIGNATURE_FUTURE_SKEW_SECONDS } from "./request-signing";
export type { MockSigningKey, RequestSigningSetup } from "./request-signing";
export { MockStore, DEFAULT_SIZES } from "./store";
export { MockRateLimiter, PUBLISHED_RATE_LIMITS } from "./rate-limits";
export type { MockRateLimitOptions, RateLimitVerdict } from "./rate-limits";
export type { MockSizes } from "./store";
export type { SeedPools } from "./seed-data";
export { SortedCollection } from "./collections";
export { DepositAddressTable } from "./deposit-addresses";
export type { MockResponse, Problem, TransportAction } from "./problem";
export type * from "./types";
export { Ledger } from "./ledger";
export type { BalanceRecord, Movement } from "./ledger";
export { EventLog } from "./events";
export type { MockEvent } from "./events";
export { ProfileTable } from "./profiles";
export type { ProfileRecord } from "./profiles";
export type { DepositInstructionsRecord, TransferRecord } from "./transfers";
export { OrderBooks } from "./order-book";
export type { ExecutionRecord, Fill, OrderRecord, OrderRequest, TradeRecord } from "./order-book";
export type { IdentityRecord, ReviewStatus } from "./identities";
export { CONVERSION_SETTLEMENT_SECONDS } from "./conversions";
export type { StablecoinConversionRecord } from "./conversions";
export type { MonitoringAddressRecord } from "./monitoring-addresses";
export type { OrchestrationRuleRecord } from "./orchestration-rules";
export { ORCHESTRATION_DELIVERY_SECONDS } from "./orchestrations";
export type { OrchestrationRecord, OrchestrationTransferRecord } from "./orchestrations";
export type { CryptoDestinationAddressRecord } from "./crypto-destination-addresses";
export { QuoteBoard, QUOTE_LIFETIME_SECONDS, QUOTE_EXECUTION_SETTLEMENT_SECONDS } from "./quotes";
export type { QuoteExecutionRecord, QuoteRecord } from "./quotes";
export { ISSUER_QUOTE_LIFETIME_SECONDS } from "./issuer-quotes";
export type { IssuerQuoteExecutionRecord, IssuerQuoteRecord, StoredIssuerQuote } from "./issuer-quotes";
export type { IdentityDocumentRecord } from "./identity-documents";
export type { InstitutionMemberRecord } from "./identities";
export { ScheduledCredits } from "./scheduled-credits";
export type { ScheduledCredit } from "./scheduled-credits";
export { FX_PER_USD } from "./pricing";
export type { HeldDepositRequest } from "./crypto-deposits";
export { FEE_LIFETIME_SECONDS } from "./withdrawal-fees";
export type { CryptoWithdrawalFeeRecord } from "./withdrawal-fees";
