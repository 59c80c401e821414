/**
 * `paxos-sdk/mock`: a faithful local mock of the Paxos v2 API for tests, examples and benchmarks.
 * `startMockServer()` serves it over loopback HTTP; `mockHandlers()` serves it through msw; both answer
 * from one {@link MockApi}, so they behave identically.
 *
 * This entry point is what a user needs to start, configure, inspect and fault the mock: the three ways
 * to start it and their options, the seeded clients and scopes, the timings a test moves the clock by,
 * the records it stores and the events it emits. The handles a `MockApi` carries (`store`, `faults`,
 * `clock`, `oauth`, `webhooks`, `feeds` …) are exported as types only: they are reached through a
 * `MockApi`, never built alone. Everything else (the tables, the ledger, the order books, the signature
 * verifier …) is internal and may change in any release.
 */

// Start: a loopback HTTP server, msw handlers, or the transport-free API both of them answer from.
export { startMockServer, MOCK_BASE_PATH, MOCK_TOKEN_PATH } from "./http-server";
export type { MockServer, MockServerOptions } from "./http-server";
export { mockHandlers, DEFAULT_MSW_BASE_URL, DEFAULT_MSW_TOKEN_URL } from "./msw-handlers";
export type { MockHandlersOptions } from "./msw-handlers";
export { createMockApi, MockApi } from "./api";
export type { MockApiOptions, MockClients, MockRequest } from "./api";
export type { MockResponse, Problem, TransportAction } from "./problem";

// Configure: seeded sizes and clients, the clock, rate limits, request signing, webhooks, feeds, a moving market.
export { DEFAULT_SIZES } from "./store";
export type { MockSizes } from "./store";
export { ALL_SCOPES, READ_SCOPES, MAIN_CLIENT, SECONDARY_CLIENT } from "./oauth";
export type { IssuedToken, MockClient, TokenResponseBody } from "./oauth";
export { DEFAULT_CLOCK_START } from "./clock";
export type { MockClockOptions } from "./clock";
export { PUBLISHED_RATE_LIMITS } from "./rate-limits";
export type { MockRateLimitOptions, RateLimitVerdict } from "./rate-limits";
export { SIGNATURE_LIFETIME_SECONDS, SIGNATURE_FUTURE_SKEW_SECONDS } from "./request-signing";
export type { MockSigningKey, RequestSigningSetup } from "./request-signing";
export { WEBHOOK_DEFAULTS } from "./webhook-config";
export type { MockWebhookApiKey, MockWebhookConfig, MockWebhookOAuth, MockWebhookRetry } from "./webhook-config";
export { MOCK_EVENT_TYPES } from "./event-types";
export type { MockEventType } from "./event-types";
export { MOCK_STABLECOIN_MARKETS } from "./feeds";
export type { FeedConnection, MockFeedOptions, SubscriptionRecord } from "./feeds";
export type { MovingMarketOptions } from "./market-maker";

// Timings a test moves the mock's clock by.
export { CONVERSION_SETTLEMENT_SECONDS } from "./conversions";
export { ORCHESTRATION_DELIVERY_SECONDS } from "./orchestrations";
export { QUOTE_LIFETIME_SECONDS, QUOTE_EXECUTION_SETTLEMENT_SECONDS } from "./quotes";
export { ISSUER_QUOTE_LIFETIME_SECONDS } from "./issuer-quotes";
export { FEE_LIFETIME_SECONDS } from "./withdrawal-fees";

// Fault: one-shot or repeated faults on an operation, and the operations they can name.
export { OPERATION_IDS } from "./faults";
export type { ActiveFault, FaultEvent, FaultKind, FaultRoute, FaultRule, OperationId } from "./faults";

// Inspect: the handles of a MockApi (types only) and what they hold.
export type { MockStore } from "./store";
export type { FaultInjector } from "./faults";
export type { MockClock } from "./clock";
export type { OAuthServer } from "./oauth";
export type { MockRateLimiter } from "./rate-limits";
export type { MockWebhooks, ReducedEvent, WebhookAttempt, WebhookStats } from "./webhooks";
export type { MockFeeds } from "./feeds";
export type { MarketMaker } from "./market-maker";
export type { EventListener, MockEvent } from "./events";
export type * from "./types";
export type { BalanceRecord, Movement } from "./ledger";
export type { ProfileRecord } from "./profiles";
export type { DepositInstructionsRecord, TransferRecord } from "./transfers";
export type { ExecutionRecord, Fill, OrderRecord, OrderRequest, TradeRecord } from "./order-book";
export type { IdentityRecord, InstitutionMemberRecord, ReviewStatus } from "./identities";
export type { StablecoinConversionRecord } from "./conversions";
export type { MonitoringAddressRecord } from "./monitoring-addresses";
export type { OrchestrationRuleRecord } from "./orchestration-rules";
export type { OrchestrationRecord, OrchestrationTransferRecord } from "./orchestrations";
export type { CryptoDestinationAddressRecord } from "./crypto-destination-addresses";
export type { QuoteExecutionRecord, QuoteRecord } from "./quotes";
export type { IssuerQuoteExecutionRecord, IssuerQuoteRecord, StoredIssuerQuote } from "./issuer-quotes";
export type { IdentityDocumentRecord } from "./identity-documents";
export type { ScheduledCredit } from "./scheduled-credits";
export type { HeldDepositRequest } from "./crypto-deposits";
export type { CryptoWithdrawalFeeRecord } from "./withdrawal-fees";
