/**
 * `paxos-sdk/mock`: a faithful local mock of the Paxos v2 API for tests, examples and benchmarks.
 * `startMockServer()` serves it over loopback HTTP; `mockHandlers()` serves it through msw; both answer
 * from one {@link MockApi}, so they behave identically.
 *
 * This entry point is what a user needs to start, configure, inspect and fault the mock: the three ways
 * to start it and their options, the seeded clients and scopes, the timings a test moves the clock by,
 * the records it stores and the events it emits. The handles a `MockApi` carries (`store`, `faults`,
 * `clock`, `oauth`, `webhooks`, `feeds` …) are exported as types only: they are reached through a
 * `MockApi`, never built alone. `store` is the `MockStore` interface, what a test reads and the few
 * changes it makes; the state behind it (tables, ledger, books, quote boards, the settlement machinery),
 * and the signature verifier, are internal and may change in any release.
 */

// Start: a loopback HTTP server, msw handlers, or the transport-free API both of them answer from.
export { startMockServer, MOCK_BASE_PATH, MOCK_TOKEN_PATH } from "./server/http-server";
export { MOCK_CONTROL_PATH } from "./server/control-api";
export type { MockServer, MockServerOptions } from "./server/http-server";
export { mockHandlers, DEFAULT_MSW_BASE_URL, DEFAULT_MSW_TOKEN_URL } from "./server/msw-handlers";
export type { MockHandlersOptions } from "./server/msw-handlers";
export { createMockApi, MockApi } from "./api";
export type { MockApiOptions, MockClients, MockRequest } from "./api";
export type { MockResponse, Problem, ProblemMeta, TransportAction } from "./protocol/problem";

// Configure: seeded sizes and clients, the clock, rate limits, request signing, webhooks, feeds, a moving market.
export { DEFAULT_SIZES } from "./domain/store";
export type { MockSizes } from "./domain/store";
export { ALL_SCOPES, READ_SCOPES, MAIN_CLIENT, SECONDARY_CLIENT } from "./gateway/oauth";
export type { IssuedToken, MockClient, TokenResponseBody } from "./gateway/oauth";
export { DEFAULT_CLOCK_START } from "./domain/clock";
export type { MockClockOptions } from "./domain/clock";
export { PUBLISHED_RATE_LIMITS } from "./gateway/rate-limits";
export type { MockRateLimitOptions, RateLimitVerdict } from "./gateway/rate-limits";
export { SIGNATURE_LIFETIME_SECONDS, SIGNATURE_FUTURE_SKEW_SECONDS } from "./gateway/request-signing";
export type { MockSigningKey, RequestSigningSetup } from "./domain/signing-keys";
export { WEBHOOK_DEFAULTS } from "./delivery/webhook-config";
export type { MockWebhookApiKey, MockWebhookConfig, MockWebhookOAuth, MockWebhookRetry } from "./delivery/webhook-config";
export { MOCK_EVENT_TYPES } from "./domain/event-types";
export type { MockEventType } from "./domain/event-types";
export { MOCK_STABLECOIN_MARKETS } from "./delivery/feeds";
export type { MockFeedOptions, SubscriptionRecord } from "./delivery/feeds";
export type { MovingMarketOptions } from "./domain/market-maker";

// Timings a test moves the mock's clock by.
export { CONVERSION_SETTLEMENT_SECONDS } from "./domain/conversions";
export { ORCHESTRATION_DELIVERY_SECONDS } from "./domain/orchestrations";
export { QUOTE_LIFETIME_SECONDS, QUOTE_EXECUTION_SETTLEMENT_SECONDS } from "./domain/quotes";
export { ISSUER_QUOTE_LIFETIME_SECONDS } from "./domain/issuer-quotes";
export { FEE_LIFETIME_SECONDS } from "./domain/withdrawal-fees";

// Fault: one-shot or repeated faults on an operation, and the operations they can name.
export { OPERATION_IDS } from "./protocol/operation-id";
export type { OperationId } from "./protocol/operation-id";
export type { ActiveFault, FaultEvent, FaultKind, FaultRoute, FaultRule } from "./gateway/faults";

// Inspect: the handles of a MockApi (types only) and what they hold.
export type {
  MockBalances,
  MockBookLevel,
  MockDepositAddresses,
  MockEventLog,
  MockOrderBooks,
  MockProfiles,
  MockQuotes,
  MockRecordList,
  MockRecords,
  MockSeedIds,
  MockStore,
} from "./domain/store-view";
export type { MockFaults } from "./gateway/faults";
export type { MockClock } from "./domain/clock";
export type { MockOAuth } from "./gateway/oauth";
export type { MockRateLimiter } from "./gateway/rate-limits";
export type { MockWebhooks, ReducedEvent, WebhookAttempt, WebhookStats } from "./delivery/webhooks";
export type { MockFeedControl, MockFeedKind } from "./delivery/feeds";
export type { MockMovingMarket } from "./domain/market-maker";
export type { EventListener, MockEvent } from "./domain/events";
export type * from "./domain/records";
export type { BalanceRecord, Movement } from "./domain/ledger";
export type { ProfileRecord } from "./domain/profiles";
export type { DepositInstructionsRecord, TransferRecord } from "./domain/transfers";
export type { ExecutionRecord, Fill, OrderRecord, OrderRequest, TradeRecord } from "./domain/order-book";
export type { IdentityRecord, InstitutionMemberRecord, ReviewStatus } from "./domain/identities";
export type { StablecoinConversionRecord } from "./domain/conversions";
export type { MonitoringAddressRecord } from "./domain/monitoring-addresses";
export type { OrchestrationRuleRecord } from "./domain/orchestration-rules";
export type { OrchestrationRecord, OrchestrationTransferRecord } from "./domain/orchestrations";
export type { CryptoDestinationAddressRecord } from "./domain/crypto-destination-addresses";
export type { QuoteExecutionRecord, QuoteRecord } from "./domain/quotes";
export type { IssuerQuoteExecutionRecord, IssuerQuoteRecord, StoredIssuerQuote } from "./domain/issuer-quotes";
export type { IdentityDocumentRecord } from "./domain/identity-documents";
export type { ScheduledCredit } from "./domain/scheduled-credits";
export type { HeldDepositRequest } from "./domain/crypto-deposits";
export type { CryptoWithdrawalFeeRecord } from "./domain/withdrawal-fees";
