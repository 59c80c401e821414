/**
 * paxos-sdk: the public surface, and nothing else — the clients, the errors, the helpers users call and
 * their options, at most 120 names (test/build/export-count.test.ts). Every other type a user may name
 * (the wire types of every operation, what the options and errors carry, the events) is under the one
 * type-only `PaxosTypes` namespace (./types): `import type { PaxosTypes } from "paxos-sdk"`, then
 * `PaxosTypes.Order`.
 */

// The clients: `Paxos` with every resource (market data as methods: `paxos.market.listPrices()`), and
// `PaxosClient`, which a page builds only the resources it uses on.
export { Paxos } from "./paxos";
export { PaxosClient, type PaxosOptions } from "./paxos-client";
export type { TransportOptions } from "./core/config/config";

// The public market data for bundle-conscious pages: functions of a credential-free `PaxosMarketClient`;
// a page bundles only those it calls.
export { PaxosMarketClient } from "./paxos-market-client";
export {
  listTickers,
  listPrices,
  listMarkets,
  getOrderBook,
  listRecentExecutions,
  getTicker,
  watchOrderBook,
  watchExecutions,
  watchStablecoinPrice,
  type MarketDataClient,
} from "./resources/market-functions";
export type { WatchExecutionsOptions, WatchOptions } from "./stream/options";
export { bestAsk, bestBid } from "./stream/order-book-feed";
export { STREAM_URLS } from "./core/config/paxos-environments";

// Each resource (generated from the contract) is built from a client (`new SettlementResource(client)`):
// a page bundles only those it builds.
export {
  SandboxResource,
  ApiCredsResource,
  FiatAccountsResource,
  SettlementResource,
  PaymentsResource,
  IdentityResource,
  MarketResource,
  DepositAddressesResource,
  CryptoDepositsResource,
  CryptoDestinationAddressesResource,
  WithdrawalsResource,
  FiatDepositInstructionsResource,
  TransfersResource,
  MonitoringAddressesResource,
  ProfilesResource,
  EventsResource,
  TaxFormsResource,
  StatementsResource,
  OrdersResource,
  QuotesResource,
  IssuerQuotesResource,
  StablecoinConversionsResource,
  OrchestrationsResource,
  AddressVerificationsResource,
  TravelRuleResource,
  RewardsResource,
} from "./resources/index";

// The errors: one class per HTTP status and per failure before or after the request, one per named
// problem of Paxos's documents, and the feeds'.
export {
  PaxosError,
  APIError,
  BadRequestError,
  AuthenticationError,
  PermissionDeniedError,
  NotFoundError,
  ConflictError,
  UnprocessableEntityError,
  RateLimitError,
  RedirectError,
  ResponseTooLargeError,
  InternalServerError,
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  ValidationError,
  ResponseValidationError,
  RequestSigningError,
  MissingDependencyError,
} from "./core/response/errors";
export {
  AlreadyExistsError,
  InsufficientFundsError,
  ExpiredError,
  RejectedError,
  NotionalValueTooLargeError,
  TravelRuleInformationRequiredError,
  IdentityVerificationRequiredError,
  MarketConditionsPreventedExecutionError,
  MarketUnavailableError,
  WithdrawalAmountTooSmallError,
  WithdrawalAmountTooLargeError,
  PrecisionExceededError,
  MinimumCommissionExceedsNotionalError,
  UnsupportedAddressError,
} from "./core/response/problem-errors";
export { FeedOverflowError, FeedRefusedError } from "./stream/errors";

// Calls, pages and their options.
export { APIPromise } from "./core/call/api-promise";
export { Page, PagePromise, type ToArrayOptions } from "./core/pagination/page";
export type { RequestOptions } from "./core/sending/transport";
export type { ListOptions } from "./core/pagination/paginate";
export type { BackoffOptions } from "./core/sending/retry";
export type { RequestSigningOptions, RequestSigningKeyOptions, RequestSigningFunctionOptions } from "./core/sending/signing/signing-options";
export { InProcessRateLimiter } from "./core/sending/rate-limit/in-process";
export { PAXOS_RATE_LIMITS } from "./core/sending/rate-limit/rate-limiter";
export { VERSION } from "./core/shared/version";

// Webhooks and events: the receivers' options, the dedupe store, and the document's event types.
export { MAX_WEBHOOK_BODY_BYTES, type WebhookHandlerOptions } from "./webhooks/options";
export type { FollowEventsOptions } from "./webhooks/follow-events";
export { memoryDedupeStore, type MemoryDedupeStoreOptions } from "./webhooks/dedupe-store";
export {
  KNOWN_EVENT_TYPES,
  IDENTITY_EVENT_TYPES,
  ORCHESTRATION_EVENT_TYPES,
  TRANSFER_EVENT_TYPES,
  EVENT_OBJECT_TYPES,
  isKnownEvent,
  isEventType,
} from "./webhooks/paxos-event";

/**
 * Every other type a user may name, under one type-only namespace: `PaxosTypes.Order`,
 * `PaxosTypes.CreateSettlementTransactionParams`, `PaxosTypes.components["schemas"]["Profile"]` …
 */
export type * as PaxosTypes from "./types";
