/**
 * Runs the `hooks` option: turns what the transport observes of a call into
 * the events of ./hook-events, with every credential redacted, and calls each hook
 * so that its failure is logged and never reaches the call.
 */
import { APIError, type PaxosError, refuse } from "../response/errors";
import type { CallEvent, CallObserver, Hooks, ObservedCall } from "./hook-events";
import type { RedactingLogger } from "../shared/logger";
import { requestIdOf } from "../response/request-id";
import { HTTPError } from "ky";
import { failureReason } from "./retry";
import type { ClientName } from "../config/config";
import { optionKeys, refuseUnknownOptions } from "../config/option-keys";

/** Headers whose value is a credential whatever it looks like. */
const CREDENTIAL_HEADERS = new Set(["authorization", "proxy-authorization", "cookie", "set-cookie", "paxos-signature", "x-api-key"]);

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
