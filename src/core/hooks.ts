/**
 * Hooks for metrics, audit and tracing: the transport reports each attempt,
 * each retry and each call's outcome. Events carry no secret: the
 * authorization header's value, tokens and the client secret are redacted.
 * A hook runs synchronously; one that throws (or rejects) is logged and the
 * call goes on as if it were not there.
 */
import type { PaxosError } from "./errors";
import type { RedactingLogger } from "./logger";

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

/** A call's successful answer (after any retries). */
export interface ResponseEvent extends CallEvent {
  status: number;
  /** Milliseconds from the call's start to the answer, retries and waits included. */
  durationMs: number;
  /** The service's request id (`x-request-id`, else `request-id`). */
  requestId: string | undefined;
  /** The response headers; `set-cookie` reads `[redacted]`. */
  headers: Record<string, string>;
}

/** A call's failure (after any retries): the error it rejects with. */
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
  /** When a call succeeds (its body is then validated). */
  onResponse?(event: ResponseEvent): void;
  /** When a call fails for good. */
  onError?(event: ErrorEvent): void;
}

/** Headers whose value is a credential whatever it looks like. */
const CREDENTIAL_HEADERS = new Set(["authorization", "proxy-authorization", "cookie", "set-cookie", "paxos-signature", "x-api-key"]);

/** `headers` as a plain object, credentials replaced by `[redacted]` and every other value redacted of known secrets. */
export function redactedHeaders(headers: Headers, redact: (text: string) => string): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = CREDENTIAL_HEADERS.has(name) ? "[redacted]" : redact(value);
  });
  return out;
}

/** Calls `hooks[name]` with `event`, so that a hook's failure is logged and never reaches the call. */
export function emit<K extends keyof Hooks>(
  hooks: Hooks,
  name: K,
  event: Parameters<NonNullable<Hooks[K]>>[0],
  logger: RedactingLogger,
): void {
  const hook = hooks[name] as ((event: unknown) => unknown) | undefined;
  if (typeof hook !== "function") return;
  const failed = (error: unknown) =>
    logger.warn(`hooks.${name} threw (ignored): ${error instanceof Error ? error.message : String(error)}`);
  try {
    const result = hook.call(hooks, event);
    if (result && typeof (result as PromiseLike<unknown>).then === "function") (result as Promise<unknown>).then(undefined, failed);
  } catch (error) {
    failed(error);
  }
}
