/**
 * `paxos-sdk/mock`: a faithful local mock of the Paxos v2 API for tests, examples and benchmarks.
 * `startMockServer()` serves it over loopback HTTP; `mockHandlers()` serves it through msw; both answer
 * from one {@link MockApi}, so they behave identically.
 *
 * This entry point is what a user needs to start, configure, inspect and fault the mock: the three ways
 * to start it and their options, the seeded clients and scopes, the fault rules and the events it emits;
 * the records it stores and the other types a test may name are under the type-only `MockTypes`
 * namespace (./types), so the entry stays at 60 names or fewer (test/build/export-count.test.ts). The handles a `MockApi` carries (`store`, `faults`,
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
export type { MockResponse } from "./protocol/problem";

// Configure: seeded sizes and clients, the clock, rate limits, request signing, webhooks, feeds, a moving market.
export { DEFAULT_SIZES } from "./domain/store";
export type { MockSizes } from "./domain/store";
export { ALL_SCOPES, READ_SCOPES, MAIN_CLIENT, SECONDARY_CLIENT } from "./gateway/oauth";
export type { MockClient } from "./gateway/oauth";
export type { MockClockOptions } from "./domain/clock";
export type { MockRateLimitOptions } from "./gateway/rate-limits";
export type { MockSigningKey, RequestSigningSetup } from "./domain/signing-keys";
export type { MockWebhookConfig } from "./delivery/webhook-config";
export { MOCK_EVENT_TYPES } from "./domain/event-catalog";
export type { MockEventType } from "./domain/event-catalog";
export type { MockFeedOptions } from "./delivery/feeds";
export type { MovingMarketOptions } from "./domain/market-maker";

// Fault: one-shot or repeated faults on an operation, and the operations they can name.
export { OPERATION_IDS } from "./protocol/operation-id";
export type { OperationId } from "./protocol/operation-id";
export type { FaultKind, FaultRule } from "./gateway/faults";

// Inspect: the handles of a MockApi (types only: reached through a MockApi, never built alone).
export type { MockStore } from "./domain/store-view";
export type { MockFaults } from "./gateway/faults";
export type { MockClock } from "./domain/clock";
export type { MockOAuth } from "./gateway/oauth";
export type { MockRateLimiter } from "./gateway/rate-limits";
export type { MockWebhooks } from "./delivery/webhooks";
export type { MockFeedControl } from "./delivery/feeds";
export type { MockMovingMarket } from "./domain/market-maker";
export type { MockEvent } from "./domain/events";

/**
 * Everything else a test may name (the records the store holds, what the handles answer with, the parts
 * of the options), under one type-only namespace: `MockTypes.OrderRecord`, `MockTypes.WebhookAttempt` …
 */
export type * as MockTypes from "./types";
