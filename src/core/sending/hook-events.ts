/**
 * Hooks for metrics, audit and tracing: the transport reports each attempt,
 * each retry and each call's outcome. Events carry no secret: the
 * authorization header's value, tokens and the client secret are redacted.
 * A hook runs synchronously; one that throws (or rejects) is logged and the
 * call goes on as if it were not there. Types only: ./hook-reporter runs them.
 */
import type { PaxosError } from "../response/errors";

/** What every event says about its call. */
export interface CallEvent {
  /** Numbers the calls of one client, so the events of one call can be told apart from another's. */
  callId: number;
  /** The contract's operationId (`listPayments` …). */
  operationId: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** The request URL, query included, with every known secret redacted. */
  url: string;
  /** The attempt this event belongs to: 1 for the first send, 2 for the first retry … */
  attempt: number;
}

/** An attempt about to be sent (after its token and its rate-limit turn). */
export interface RequestEvent extends CallEvent {
  /** The request headers; `authorization` and other credentials read `[redacted]`. */
  headers: Record<string, string>;
}

/** A failed attempt that will be sent again. */
export interface RetryEvent extends CallEvent {
  /** The status of the failed attempt; undefined when no answer came (reset, timeout). */
  status: number | undefined;
  /** Why the attempt failed: `status 503`, or the connection error's message (redacted). */
  reason: string;
}

/** A call's successful answer (after any retries), once its body has passed validation. */
export interface ResponseEvent extends CallEvent {
  status: number;
  /** Milliseconds from the call's start to the answer, retries and waits included. */
  durationMs: number;
  /** The service's request id (`x-request-id`, else `request-id`). */
  requestId: string | undefined;
  /** The response headers; `set-cookie` reads `[redacted]`. */
  headers: Record<string, string>;
}

/** A call's failure (after any retries; a body that breaks the contract included): the error it rejects with. */
export interface ErrorEvent extends CallEvent {
  /** The HTTP status when the service answered; undefined for connection failures and refusals. */
  status: number | undefined;
  durationMs: number;
  requestId: string | undefined;
  /** The error the call rejects with (its message is already free of secrets). */
  error: PaxosError;
}

/** The `hooks` option: any of these, each called synchronously. */
export interface Hooks {
  /** Before each attempt is sent. */
  onRequest?(event: RequestEvent): void;
  /** When a failed attempt is about to be retried. */
  onRetry?(event: RetryEvent): void;
  /** When a call succeeds (its body validated). */
  onResponse?(event: ResponseEvent): void;
  /** When a call fails for good. */
  onError?(event: ErrorEvent): void;
}

/**
 * One call as the transport reports it to an observer: the state it keeps
 * across the call's attempts anyway.
 */
export interface ObservedCall {
  /** Numbers the calls of one client. */
  readonly id: number;
  readonly operation: string;
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  /** The request URL, query included (not yet redacted). */
  url: string;
  /** Attempts sent so far. */
  attempt: number;
  /** `Date.now()` when the call started. */
  readonly started: number;
}

/**
 * What the transport tells about each call, when a client has hooks. The
 * transport knows only this interface; `HookReporter` (./hook-reporter), which
 * builds the events, is imported by the client that takes the `hooks` option,
 * so a bundle without it (the ticker page's `PaxosMarket`) carries none of it.
 */
export interface CallObserver {
  request(call: ObservedCall, headers: Headers): void;
  retry(call: ObservedCall, error: Error): void;
  response(call: ObservedCall, response: Response): void;
  error(call: ObservedCall, failure: PaxosError): void;
}
