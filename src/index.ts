/** paxos-sdk: the public surface, and nothing else. */
export { Paxos } from "./paxos";
export { PaxosClient, type PaxosOptions } from "./paxos-client";
export { PaxosMarket } from "./paxos-market";
export { PaxosMarketClient } from "./paxos-market-client";
// The public market data as functions of a client: a page bundles only those it calls.
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
export { APIResource } from "./core/call/resource";

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
  type ProblemDetails,
  type ResponseHeaders,
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
  type ProblemMeta,
  type AlreadyExistsMeta,
  type InsufficientFundsMeta,
  type ExpiredMeta,
  type NotionalValueTooLargeMeta,
  type TravelRuleInformationRequiredMeta,
  type IdentityVerificationRequiredMeta,
  type WithdrawalLimitMeta,
  type UnsupportedAddressMeta,
} from "./core/response/problem-errors";
export { Page, PagePromise, type PageWithResponse, type ToArrayOptions } from "./core/pagination/page";
export { APIPromise, type WithResponse } from "./core/call/api-promise";
export type { Hooks, CallEvent, RequestEvent, RetryEvent, ResponseEvent, ErrorEvent } from "./core/sending/hooks";
export { VERSION } from "./core/shared/version";
export type { RequestOptions } from "./core/sending/transport";
export type { ExtraQueryValue } from "./core/request/query";
export type { ListOptions } from "./core/pagination/paginate";
export type { TransportOptions } from "./core/config/config";
export type { RequestSigningOptions, RequestSigningKeyOptions, RequestSigningFunctionOptions } from "./core/sending/signing/signing-options";
export type { SigningAlgorithm, SigningPrivateKey, KeyObjectLike, CryptoKeyLike, JsonWebKeyLike } from "./core/sending/signing/private-key";
export type { Environment } from "./core/config/paxos-environments";
export type { Logger, LogLevel } from "./core/shared/logger";
export type { BackoffOptions } from "./core/sending/retry";
export { InProcessRateLimiter } from "./core/sending/rate-limit/in-process";
export { PAXOS_RATE_LIMITS } from "./core/sending/rate-limit/rate-limiter";
export type { AcquireOptions, RateLimitClass, RateLimiter, RateLimits } from "./core/sending/rate-limit/rate-limiter";
export type { FetchLike } from "./core/sending/fetch";
export type { TokenProvider } from "./core/sending/auth/token-provider";
export type { CachedToken, TokenCache, TokenCacheObtainOptions } from "./core/sending/auth/token-cache";
export type { DecimalInput, DecimalLike, DateInput } from "./core/request/to-wire";
export type { TimeFilter } from "./core/request/query";

// The resources (generated from the contract), each built from a client (`new SettlementResource(client)`): a page
// bundles only those it builds; their parameter types; the schemas they answer; and `PaxosResources`, the base of `Paxos`.
export * from "./resources/index";
export { WebhooksResource } from "./webhooks/webhooks-resource";

export type { components, operations, paths } from "./generated/openapi";

// The live market-data feeds (WebSocket): what `watchOrderBook`, `watchExecutions` and `watchStablecoinPrice` yield and take.
export type { BookLevel, ExecutionMessage, OrderBookSnapshotMessage, OrderBookUpdateMessage, StablecoinPriceMessage } from "./generated/openapi";
export type { FeedStatus, WatchExecutionsOptions, WatchOptions } from "./stream/options";
export { bestAsk, bestBid, type OrderBookView } from "./stream/order-book-feed";
export type { StablecoinPrice } from "./stream/stablecoin-price-feed";
export { FeedOverflowError, FeedRefusedError } from "./stream/errors";
export { STREAM_URLS } from "./core/config/paxos-environments";

// Webhooks and events: the receivers, their options, the dedupe store, and the document's event types.
export type { WebhookApiKey, WebhookHandlerOptions } from "./webhooks/options";
export { MAX_WEBHOOK_BODY_BYTES } from "./webhooks/options";
export type { NodeRequestLike, NodeResponseLike, NodeWebhookHandler } from "./webhooks/node-handler";
export type { FetchWebhookHandler } from "./webhooks/fetch-handler";
export type { ReducedEvent } from "./webhooks/reduced-event";
export type { EventPosition, FollowEventsOptions } from "./webhooks/follow-events";
export { memoryDedupeStore, type ClaimResult, type MemoryDedupeStoreOptions, type WebhookDedupeStore } from "./webhooks/dedupe-store";
export {
  KNOWN_EVENT_TYPES,
  IDENTITY_EVENT_TYPES,
  ORCHESTRATION_EVENT_TYPES,
  TRANSFER_EVENT_TYPES,
  EVENT_OBJECT_TYPES,
  isKnownEvent,
  isEventType,
  type EventObjectType,
  type EventPayloads,
  type IdentityDocumentsRequired,
  type IdentityKycRefresh,
  type IdentitySummaryStatus,
  type IdentitySummaryStatusChange,
  type KnownEventType,
  type KnownPaxosEvent,
  type OpenEnum,
  type OrchestrationStatusChange,
  type PaxosEvent,
  type PaxosEventOf,
  type TransferStatusChange,
  type TransferStatusChangeType,
  type UnknownEventType,
  type UnknownPaxosEvent,
} from "./webhooks/paxos-event";
