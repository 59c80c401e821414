/** paxos-sdk: the public surface, and nothing else. */
export { Paxos } from "./paxos";
export { PaxosClient, type PaxosOptions } from "./paxos-client";
export { PaxosMarket } from "./paxos-market";
export { APIResource } from "./core/resource";

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
  type ProblemDetails,
  type ResponseHeaders,
} from "./core/errors";
export { Page, PagePromise, type PageWithResponse, type ToArrayOptions } from "./core/pagination";
export { APIPromise, type WithResponse } from "./core/api-promise";
export type { Hooks, CallEvent, RequestEvent, RetryEvent, ResponseEvent, ErrorEvent } from "./core/hooks";
export { VERSION } from "./core/version";
export type { RequestOptions } from "./core/transport";
export type { ListOptions } from "./core/list";
export type { TransportOptions } from "./core/config";
export type { RequestSigningOptions, RequestSigningKeyOptions, RequestSigningFunctionOptions } from "./core/signing/signing-options";
export type { SigningAlgorithm, SigningPrivateKey, KeyObjectLike, CryptoKeyLike, JsonWebKeyLike } from "./core/signing/private-key";
export type { Environment } from "./core/environment";
export type { Logger, LogLevel } from "./core/logger";
export type { BackoffOptions } from "./core/retry";
export { InProcessRateLimiter } from "./core/rate-limit/in-process";
export { PAXOS_RATE_LIMITS } from "./core/rate-limit/rate-limiter";
export type { AcquireOptions, RateLimitClass, RateLimiter, RateLimits } from "./core/rate-limit/rate-limiter";
export type { FetchLike } from "./core/fetch";
export type { TokenProvider } from "./core/auth/token-provider";
export type { CachedToken, TokenCache, TokenCacheObtainOptions } from "./core/auth/token-cache";
export type { DecimalInput, DecimalLike, DateInput } from "./core/inputs";
export type { TimeFilter } from "./core/query";

// The resources, each built from a client (`new SettlementResource(client)`): a page bundles only those it builds.
export { SandboxResource } from "./resources/sandbox";
export { ApiCredsResource } from "./resources/api-creds";
export { FiatAccountsResource } from "./resources/fiat-accounts";
export { SettlementResource } from "./resources/settlement";
export { PaymentsResource } from "./resources/payments";
export { IdentityResource } from "./resources/identity";
export { DepositAddressesResource } from "./resources/deposit-addresses";
export { PublicMarketResource, MarketResource } from "./resources/market";
export { ProfilesResource } from "./resources/profiles";
export { OrdersResource } from "./resources/orders";
export { QuotesResource } from "./resources/quotes";
export { IssuerQuotesResource } from "./resources/issuer-quotes";
export { TransfersResource } from "./resources/transfers";
export { WithdrawalsResource } from "./resources/withdrawals";
export { CryptoDepositsResource } from "./resources/crypto-deposits";
export { CryptoDestinationAddressesResource } from "./resources/crypto-destination-addresses";
export { FiatDepositInstructionsResource } from "./resources/fiat-deposit-instructions";
export { MonitoringAddressesResource } from "./resources/monitoring-addresses";
export { EventsResource } from "./resources/events";
export { StatementsResource } from "./resources/statements";
export { TaxFormsResource } from "./resources/tax-forms";
export { StablecoinConversionsResource } from "./resources/stablecoin-conversions";
export { OrchestrationsResource } from "./resources/orchestrations";
export { WebhooksResource } from "./webhooks/webhooks-resource";

export type { CreateSandboxFiatDepositParams, SandboxFiatDepositResult, SandboxIdentityStatusParams, SandboxIdentityStatusResult, SandboxProfileDepositParams, SandboxProfileDepositResult } from "./resources/sandbox";
export type { ApiCredentials, DeleteCredentialsResult, ListApiCredentialsParams } from "./resources/api-creds";
export type { CreateFiatAccountParams, DeleteFiatAccountResult, FiatAccount, FiatAccountSummary, GetFiatAccountParams, ListFiatAccountsParams, UpdateFiatAccountParams } from "./resources/fiat-accounts";
export type { CreateSettlementTransactionParams, ListSettlementTransactionsParams, SettlementTransaction } from "./resources/settlement";
export type { ListPaymentsParams, Payment } from "./resources/payments";
export type { AddAccountMembersParams, AddInstitutionMembersParams, CreateIdentityAccountParams, CreateIdentityParams, GetIdentityParams, Identity, IdentityAccount, IdentityAccountMemberRemoval, IdentityAccountMembersAdded, IdentityDocument, IdentityDocumentList, IdentityDocumentUpload, InstitutionMemberRemoval, InstitutionMembersAdded, ListIdentitiesParams, ListIdentityAccountsParams, ListIdentityDocumentsParams, UpdateIdentityAccountParams, UpdateIdentityParams, UploadIdentityDocumentParams } from "./resources/identity";
export type { CreateDepositAddressParams, DepositAddress, ListDepositAddressesParams } from "./resources/deposit-addresses";
export type { HistoricalPrice, HistoricalPriceList, ListHistoricalPricesParams, ListPricesParams, MarketDetails, MarketList, OrderBook, PriceList, PriceSnapshot, RecentExecution, RecentExecutionList, Ticker } from "./resources/market";
export type { CreateProfileParams, GetProfileParams, ListProfileBalancesParams, ListProfilesParams, Profile, ProfileBalance, ProfileBalanceList, ProfileDeactivation, UpdateProfileParams } from "./resources/profiles";
export type { CancelOrderResult, CreateOrderParams, Execution, ListOrderExecutionsParams, ListOrdersParams, ListProfileOrderExecutionsParams, ListProfileOrdersParams, Order } from "./resources/orders";
export type { CreateQuoteExecutionParams, ListQuoteExecutionsParams, ListQuotesParams, Quote, QuoteExecution, QuoteList } from "./resources/quotes";
export type { CreateIssuerQuoteExecutionParams, CreateIssuerQuoteParams, IssuerQuote, IssuerQuoteExecution, IssuerQuoteExecutionCreated, ListIssuerQuoteExecutionsParams } from "./resources/issuer-quotes";
export type { CreateInternalTransferParams, CreatePaxosTransferParams, ListTransferLimitsParams, ListTransfersParams, Transfer, TransferLimit, TransferLimitList } from "./resources/transfers";
export type { CreateCryptoWithdrawalFeeParams, CreateCryptoWithdrawalParams, CreateFiatWithdrawalParams, CryptoWithdrawalFee } from "./resources/withdrawals";
export type { CryptoDepositActionResult, RejectCryptoDepositParams, UpdateCryptoDepositParams } from "./resources/crypto-deposits";
export type { CryptoDestinationAddress, CryptoDestinationAddressResult, ListCryptoDestinationAddressesParams, PutCryptoDestinationAddressParams } from "./resources/crypto-destination-addresses";
export type { CreateFiatDepositInstructionsParams, FiatDepositInstructions, ListFiatDepositInstructionsParams } from "./resources/fiat-deposit-instructions";
export type { CreateMonitoringAddressParams, ListMonitoringAddressesParams, MonitoringAddress, MonitoringAddressResult, UpdateMonitoringAddressParams } from "./resources/monitoring-addresses";
export type { Event, EventList, GetEventParams, ListEventsParams } from "./resources/events";
export type { ListStatementsParams, Statement } from "./resources/statements";
export type { ListTaxFormRevisionsParams, ListTaxFormsParams, TaxFormUrl, TaxFormUrlList } from "./resources/tax-forms";
export type { CreateStablecoinConversionParams, ListStablecoinConversionsParams, StablecoinConversion } from "./resources/stablecoin-conversions";
export type { CreateOrchestrationParams, CreateOrchestrationRuleParams, ListOrchestrationRulesParams, ListOrchestrationsParams, Orchestration, OrchestrationRule, OrchestrationRuleResult } from "./resources/orchestrations";
export type { components, operations, paths } from "./generated/openapi";

// The live market-data feeds (WebSocket): what `watchOrderBook`, `watchExecutions` and `watchStablecoinPrice` yield and take.
export type { BookLevel, ExecutionMessage, OrderBookSnapshotMessage, OrderBookUpdateMessage, StablecoinPriceMessage } from "./generated/openapi";
export type { FeedStatus, WatchExecutionsOptions, WatchOptions } from "./stream/options";
export { bestAsk, bestBid, type OrderBookView } from "./stream/order-book-feed";
export type { StablecoinPrice } from "./stream/stablecoin-price-feed";
export { FeedOverflowError } from "./stream/errors";
export { STREAM_URLS } from "./stream/stream-url";

// Webhooks and events: the receivers, their options, the dedupe store, and the document's event types.
export type { WebhookApiKey, WebhookHandlerOptions } from "./webhooks/options";
export { MAX_WEBHOOK_BODY_BYTES } from "./webhooks/options";
export type { NodeRequestLike, NodeResponseLike, NodeWebhookHandler } from "./webhooks/node-handler";
export type { FetchWebhookHandler } from "./webhooks/fetch-handler";
export type { ReducedEvent } from "./webhooks/reduced-event";
export { EventFollowError, type EventPosition, type FollowEventsOptions } from "./webhooks/follow-events";
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
} from "./webhooks/event-types";
