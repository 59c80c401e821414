/** paxos-sdk: the public surface, and nothing else. */
export { Paxos, type PaxosOptions } from "./paxos";
export { PaxosMarket } from "./paxos-market";

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
  type ProblemDetails,
  type ResponseHeaders,
} from "./core/errors";
export { Page, PagePromise, type PageWithResponse } from "./core/pagination";
export { APIPromise, type WithResponse } from "./core/api-promise";
export type { Hooks, CallEvent, RequestEvent, RetryEvent, ResponseEvent, ErrorEvent } from "./core/hooks";
export { VERSION } from "./core/version";
export type { RequestOptions } from "./core/transport";
export type { ListOptions } from "./core/list";
export type { TransportOptions } from "./core/config";
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

export type { CreateSandboxFiatDepositParams, SandboxFiatDepositResult } from "./resources/sandbox";
export type { DeleteCredentialsResult } from "./resources/api-creds";
export type { FiatAccount, UpdateFiatAccountParams } from "./resources/fiat-accounts";
export type { CreateSettlementTransactionParams, SettlementTransaction } from "./resources/settlement";
export type { ListPaymentsParams, Payment } from "./resources/payments";
export type { IdentityAccount, ListIdentityAccountsParams } from "./resources/identity";
export type { DepositAddress, ListDepositAddressesParams } from "./resources/deposit-addresses";
export type { Ticker } from "./resources/market";
export type { components, operations, paths } from "./generated/openapi";
