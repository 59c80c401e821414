/**
 * The `hooks` option, for metrics, audit and tracing: its events (the transport reports each attempt,
 * each retry and each call's outcome) and what runs the hooks. Events carry no secret: the
 * authorization header's value, tokens and the client secret are redacted. A hook runs synchronously;
 * one that throws (or rejects) is logged and never reaches the call.
 */
import { APIError, type PaxosError, refuse } from "../response/errors";
import type { RedactingLogger } from "../shared/logger";
import { requestIdOf } from "../response/request-id";
import { HTTPError } from "ky";
import { failureReason } from "./retry";
import { type ClientName, optionKeys, refuseUnknownOptions } from "../shared/option-keys";

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
 * transport knows only this interface; `HookReporter` (below), which builds
 * the events, is used only by the client that takes the `hooks` option, so a
 * bundle without it (the ticker page's `PaxosMarketClient`) drops it when tree-shaking.
 */
export interface CallObserver {
  request(call: ObservedCall, headers: Headers): void;
  retry(call: ObservedCall, error: Error): void;
  response(call: ObservedCall, response: Response): void;
  error(call: ObservedCall, failure: PaxosError): void;
}

// Running the hooks: what the transport observes of a call, turned into the events above with every
// credential redacted; a hook that fails is logged, never passed on to the call.

/** Headers whose value is a credential whatever it looks like. */
const CREDENTIAL_HEADERS = /* @__PURE__ */ new Set(["authorization", "proxy-authorization", "cookie", "set-cookie", "paxos-signature", "x-api-key"]);

const HOOK_NAMES = /* @__PURE__ */ optionKeys<Hooks>()("onRequest", "onRetry", "onResponse", "onError");

/** Checks the `hooks` option (an object whose hooks are functions), naming the hook and the rule. */
export function checkHooks(hooks: unknown, who: ClientName = "new Paxos()"): Hooks | undefined {
  if (hooks === undefined) return undefined;
  const refuseHook = (field: string, message: string): never => refuse(who, field, "type", message);
  if (typeof hooks !== "object" || hooks === null) refuseHook("hooks", "hooks must be an object of functions");
  refuseUnknownOptions(who, hooks, HOOK_NAMES, "hooks.");
  for (const name of HOOK_NAMES) {
    const hook = (hooks as Record<string, unknown>)[name];
    if (hook !== undefined && typeof hook !== "function") refuseHook(`hooks.${name}`, `hooks.${name} must be a function`);
  }
  return hooks as Hooks;
}

/** `headers` as a plain object, credentials replaced by `[redacted]` and every other value redacted of known secrets. */
export function redactedHeaders(headers: Headers, redact: (text: string) => string): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = CREDENTIAL_HEADERS.has(name) ? "[redacted]" : redact(value);
  });
  return out;
}

/** The transport's observer for a client with hooks. */
export class HookReporter implements CallObserver {
  readonly #hooks: Hooks;
  readonly #redact: (text: string) => string;
  readonly #logger: RedactingLogger;

  constructor(hooks: Hooks, redact: (text: string) => string, logger: RedactingLogger) {
    this.#hooks = hooks;
    this.#redact = redact;
    this.#logger = logger;
  }

  request(call: ObservedCall, headers: Headers): void {
    if (this.#hooks.onRequest) this.#emit("onRequest", { ...this.#event(call), headers: redactedHeaders(headers, this.#redact) });
  }

  retry(call: ObservedCall, error: Error): void {
    if (!this.#hooks.onRetry) return;
    const status = error instanceof HTTPError ? error.response.status : undefined;
    const reason = status === undefined ? this.#redact(failureReason(error)) : `status ${status}`;
    this.#emit("onRetry", { ...this.#event(call), status, reason });
  }

  response(call: ObservedCall, response: Response): void {
    if (!this.#hooks.onResponse) return;
    this.#emit("onResponse", {
      ...this.#event(call),
      status: response.status,
      durationMs: Date.now() - call.started,
      requestId: requestIdOf(response.headers),
      headers: redactedHeaders(response.headers, this.#redact),
    });
  }

  error(call: ObservedCall, failure: PaxosError): void {
    if (!this.#hooks.onError) return;
    // An error status (APIError), or a success whose body broke the contract (ResponseValidationError).
    const status = (failure as { status?: unknown }).status;
    this.#emit("onError", {
      ...this.#event(call),
      status: typeof status === "number" ? status : undefined,
      durationMs: Date.now() - call.started,
      requestId: failure instanceof APIError ? failure.requestId : undefined,
      error: failure,
    });
  }

  #event(call: ObservedCall): CallEvent {
    return { callId: call.id, operationId: call.operation, method: call.method, url: this.#redact(call.url), attempt: call.attempt };
  }

  /** Calls one hook so that its failure (a throw, or a rejected promise) is logged and never reaches the call. */
  #emit<K extends keyof Hooks>(name: K, event: Parameters<NonNullable<Hooks[K]>>[0]): void {
    const failed = (error: unknown) =>
      this.#logger.warn(`hooks.${name} threw (ignored): ${error instanceof Error ? error.message : String(error)}`);
    try {
      const result: unknown = (this.#hooks[name] as (event: unknown) => unknown).call(this.#hooks, event);
      if (result && typeof (result as PromiseLike<unknown>).then === "function") (result as PromiseLike<unknown>).then(undefined, failed);
    } catch (error) {
      failed(error);
    }
  }
}
