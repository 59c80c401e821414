/**
 * Sends one API call through ky: ky sends each attempt, times it out, and retries it (its retry
 * engine, configured by ./retry); what the SDK adds lives in ky's hooks and in the fetch ky is given
 * (./fetch): the token, the rate-limit turn and the signature of each attempt (beforeRequest), the
 * retry's log line and event (beforeRetry), one renewal of a rejected token (afterResponse), refused
 * redirects and the capped body (the fetch). Then the error mapping, and validation of the answer
 * against its schema. What needs credentials (token, signature, renewal) is an `AttemptAuth`
 * (./auth/attempt-auth), given by the client that has credentials.
 */
import ky, { type AfterResponseHook, HTTPError, isForceRetryError, type KyRequest, type Options as KyOptions } from "ky";
import type { TokenWait } from "./auth/authorizer";
import { PaxosError, RateLimitError, ResponseValidationError } from "../response/errors";
import type { CallObserver, ObservedCall } from "./hooks";
import { followSignal } from "./follow-signal";
import { identityHeaders } from "./user-agent";
import { type BodyListener, bufferingFetch, type BufferingFetch, type FetchLike, responseText } from "./fetch";
import { type APIErrorFactory, toPaxosError } from "./classify-failure";
import { type RedactingLogger, redactBearer } from "../shared/logger";
import type { RateLimiter } from "./rate-limit/rate-limiter";
import { type BackoffOptions, failureReason, type RetryPolicy, retryPlan } from "./retry";
import { explainProblem } from "../response/explain-problem";
import type { ResponseCheck } from "../response/response-check";
import { checkHeaders, checkInteger, MAX_TIMEOUT_MS } from "../request/validation";
import { optionKeys } from "../shared/option-keys";
import type { ExtraQueryValue } from "../request/query";

/** Per-call options, accepted as the last argument of every method. */
export interface RequestOptions {
  /** Aborts the call (and any retry wait); the call then rejects with `APIUserAbortError`. */
  signal?: AbortSignal;
  /** Milliseconds to wait for each attempt, body included. */
  timeout?: number;
  /** How many times a failed call may be retried where retrying is safe. */
  maxRetries?: number;
  /**
   * Extra request headers. A name the SDK sets itself (`accept`, `content-type`, `user-agent`) is
   * replaced by yours; a client with credentials refuses `authorization` and `paxos-signature` (its
   * token and signature are never replaced per call).
   */
  headers?: Record<string, string>;
  /**
   * Body fields to send that the contract does not list yet (a field Paxos added after this SDK was
   * built), added to the checked body and sent as given, covered by the signature. A field the
   * operation lists is refused here: give it in the body, where it is checked. Refused on an operation
   * that sends no body.
   */
  extraBody?: Record<string, unknown>;
  /**
   * Query parameters to send that the contract does not list yet, appended after the operation's own
   * (arrays as repeated keys), on every page of a list, covered by the signature. A parameter the
   * operation lists is refused here: give it in the method's parameters, where it is checked.
   */
  extraQuery?: Record<string, ExtraQueryValue>;
}

/** The keys of {@link RequestOptions}, for refusing a misspelt one. */
export const REQUEST_OPTION_KEYS = /* @__PURE__ */ optionKeys<RequestOptions>()("signal", "timeout", "maxRetries", "headers", "extraBody", "extraQuery");

/** A call's validated body and the response it came in, as the transport resolves them. */
export interface CallResult<T> {
  data: T;
  response: Response;
}

/** One call as a resource describes it. */
export interface ApiCall<T> {
  /** The OpenAPI operationId (what the hooks' events carry as `operationId`). */
  operation: string;
  /** The public method, `resource.method` (`identity.listAccounts`): how every message and log line names the call. */
  name: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** The path below the base URL, already encoded (see `expandPath` in ../request/path). */
  path: string;
  query?: URLSearchParams;
  body?: unknown;
  /** The OAuth scope the operation needs; null for public operations. */
  scope: string | null;
  /** The rate-limit class it counts against (`x-rate-limit-class` of the contract). */
  rateLimitClass: string;
  retry: RetryPolicy;
  /** Checks the success body (a generated check, src/generated/checks.ts); `T` is what it proves. */
  response: ResponseCheck;
  /**
   * Hears a success body's bytes as soon as they have all arrived, before they are decoded and parsed;
   * when it returns a promise, the rest waits for it (pagination requests the next page from a cursor
   * read at the end of the bytes, and lets that request leave first).
   */
  onBody?: BodyListener;
  /** Hears the parsed body before it is validated (pagination reads the next cursor early). */
  onParsed?: (body: unknown) => void;
  /**
   * Given the call's failure, and whether an earlier attempt may have reached the service and acted
   * (it timed out, lost its connection or got a 5xx), the result that failure stands for, or undefined
   * to throw it (a keyed create's 409 Already Exists to its own re-send, ../call/existing-record).
   */
  recover?: (failure: PaxosError, resent: boolean) => Promise<CallResult<unknown> | undefined>;
}

/** What the transport is built from; resolved once per client. */
export interface TransportConfig {
  baseUrl: string;
  fetch: FetchLike | undefined;
  timeout: number;
  maxRetries: number;
  backoff: BackoffOptions;
  logger: RedactingLogger;
  /** Removes every secret the client knows of from a text (default: bearer tokens only, for a client without credentials). */
  redact?: (text: string) => string;
  /** What each attempt of a call that needs a scope carries (token, signature); undefined without credentials. */
  auth?: AttemptAuth | undefined;
  /** Paces requests per rate-limit class; undefined when pacing is off. */
  rateLimiter: RateLimiter | undefined;
  /** How long a 429 holds every request of the client at least (ms; `throttleWindowMs`, default 300 000). */
  throttleWindowMs?: number;
  /** The largest response body read, in decoded bytes. */
  maxResponseBytes: number;
  /** Whether a web page sends `X-Paxos-Client` (`identifyInBrowser`). */
  identifyInBrowser?: boolean;
  /** Hears each attempt, retry and outcome (the `hooks` option); undefined when there are no hooks. */
  observer?: CallObserver | undefined;
  /**
   * Picks an error response's class (default: by status only). A client with credentials gives it
   * `makeProblemError` (../response/problem-errors), so Paxos's named problem types arrive as their own classes.
   */
  makeError?: APIErrorFactory;
}

/** What a call's credentials remember across its attempts. */
export interface AuthState {
  /** The token the latest attempt was sent with. */
  token?: string;
  /** True once a rejected token has been renewed (at most once per call). */
  renewed?: boolean;
}

/** What `AttemptAuth` reads of a call that needs a scope. */
export interface ScopedCall {
  /** `resource.method`, for messages. */
  readonly name: string;
  readonly method: string;
  readonly scope: string;
}

/** One call's state across its attempts (a 401 renewal continues the attempt count). */
interface CallState extends ObservedCall, AuthState {
  /** Set once an attempt failed in a way that may have let the service act (timeout, connection, 5xx). */
  mayHaveActed?: boolean;
}

/**
 * What the transport asks of a client's credentials for each attempt of a call that needs a scope
 * (./auth/attempt-auth implements it; the transport imports only this interface). Written with the
 * platform's types, not ky's: this reaches the published declarations, which import no package.
 */
export interface AttemptAuth {
  /** Refuses per-call headers that would replace what the client sets on every attempt (its token, its signature). */
  checkHeaders(operation: string, headers: Record<string, string>): void;
  /**
   * Readies one attempt of a call that needs `scope`: its token as its `authorization` header, then its
   * rate-limit turn (`pace`), then, when the client signs requests, its `Paxos-Signature` over `body`
   * (signed last, so the timestamp is as fresh as the attempt). A client without credentials refuses
   * here, before anything is sent. Public (scope-less) calls never come here: Paxos neither wants a
   * token nor a signature on its anonymous endpoints (docs/auth-and-signing.md, "Request signing").
   */
  attempt(call: ScopedCall, request: Request, body: string | undefined, wait: TokenWait, sent: AuthState, pace: () => Promise<void> | undefined): Promise<void>;
  /**
   * ky's afterResponse hook for one call: renews a token the service rejected, once, telling
   * `renewing` (the retry plan, which does not count that retry against `maxRetries`).
   */
  renewal(operation: string, sent: AuthState, renewing: () => void): (request: Request, options: unknown, response: Response) => unknown;
}

/** Sends calls for one client. */
export class Transport {
  readonly #config: TransportConfig;
  readonly #fetch: BufferingFetch;
  /** `user-agent` (or, in a browser that opted in, `x-paxos-client`) and its value, as headers. */
  readonly #identity: Record<string, string>;
  #calls = 0;
  /**
   * Until when (epoch ms) a 429 holds every request of this client, paced or not: the rate limiter
   * (shared by a fleet) is told too, but pacing may be off while the service still throttles.
   */
  #heldUntil = 0;

  constructor(config: TransportConfig) {
    this.#config = config;
    this.#identity = identityHeaders(config.identifyInBrowser);
    this.#fetch = bufferingFetch(config.fetch, config.maxResponseBytes);
  }

  /** Redacts every secret this client knows of from `text`. */
  readonly redact = (text: string): string => (this.#config.redact ?? redactBearer)(text);

  /** Sends `call` and resolves with its validated body and the response of the final attempt. */
  async request<T>(call: ApiCall<T>, options: RequestOptions = {}): Promise<CallResult<T>> {
    // The option keys were checked where the caller gave them (../call/call, ../pagination/paginate): a walk's pages need not recheck them.
    if (options.timeout !== undefined) checkInteger("timeout", options.timeout, 1, MAX_TIMEOUT_MS, call.name);
    if (options.maxRetries !== undefined) checkInteger("maxRetries", options.maxRetries, 0, 10, call.name);
    if (options.headers !== undefined) {
      checkHeaders(options.headers, call.name);
      // A client with credentials refuses a header that would replace its token or signature.
      this.#config.auth?.checkHeaders(call.name, options.headers);
    }
    const { logger, observer } = this.#config;
    const started = Date.now();
    const state: CallState = { id: ++this.#calls, operation: call.operation, method: call.method, url: "", attempt: 0, started };
    let response: Response;
    try {
      response = await this.#send(call, options, state);
    } catch (error) {
      const failure = await toPaxosError(error, options.signal, this.redact, this.#config.makeError);
      const recovered = call.recover && (await call.recover(failure, state.mayHaveActed === true));
      if (recovered) {
        observer?.response(state, recovered.response);
        return recovered as CallResult<T>;
      }
      logger.info(`${call.method} ${call.path} failed: ${failure.message}`, { operation: call.name });
      observer?.error(state, failure);
      throw failure;
    }
    if (logger.enabled("info")) {
      logger.info(`${call.method} ${call.path} ${response.status} (${Date.now() - started} ms)`);
    }
    // One outcome per call for the hooks: a body that breaks the contract is the call's error.
    let data: T;
    try {
      data = await this.#parse(call, response);
    } catch (error) {
      observer?.error(state, error as PaxosError);
      throw error;
    }
    observer?.response(state, response);
    return { data, response };
  }

  async #send<T>(call: ApiCall<T>, options: RequestOptions, sent: CallState): Promise<Response> {
    const { auth, logger, rateLimiter, observer } = this.#config;
    const query = call.query?.toString();
    const url = `${this.#config.baseUrl}${call.path}${query ? `?${query}` : ""}`;
    sent.url = url;
    const maxRetries = options.maxRetries ?? this.#config.maxRetries;
    const timeout = options.timeout ?? this.#config.timeout;
    const signal = options.signal;
    // A token the service rejects (401) is renewed once, for calls that send one.
    const renewable = call.scope !== null && auth !== undefined;
    const throttleWindowMs = this.#config.throttleWindowMs ?? 300_000;
    const plan = retryPlan({
      policy: call.retry,
      maxRetries,
      backoff: this.#config.backoff,
      signal,
      timeout,
      limiter: {
        holdUntil: (until: number, limitClass?: string) => {
          // With a window, the client holds itself whether or not it paces; without one (0) only a pacing
          // limiter holds, for the Retry-After or the backoff, as before the window existed.
          if (throttleWindowMs > 0) this.#heldUntil = Math.max(this.#heldUntil, until);
          rateLimiter?.holdUntil(until, limitClass);
        },
      },
      throttleWindowMs,
      renewable,
    });
    const headers: Record<string, string> = { accept: "application/json", ...this.#identity };
    // Header names are case-insensitive: the caller's spelling replaces ours, never joins it.
    for (const name in options.headers) headers[name.toLowerCase()] = options.headers[name]!;
    // Sent as this very string, whose UTF-8 bytes are what the signature covers.
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    if (body !== undefined) headers["content-type"] ??= "application/json";
    const followed = signal && followSignal(signal);
    const hooks: KyOptions["hooks"] = {
      beforeRequest: [(request) => this.#beforeSend(call, request, body, signal, timeout, sent)],
      beforeRetry: [
        ({ error, retryCount }) => {
          // The renewal of a rejected token is not one of the call's retries (AttemptAuth.renewal).
          if (isForceRetryError(error)) return;
          // A 408 or 429 (or any 4xx) was refused before anything was done; anything else may have acted.
          if (!(error instanceof HTTPError && error.response.status < 500)) sent.mayHaveActed = true;
          logger.warn(`${call.name}: retry ${plan.counted(retryCount)} of ${maxRetries} after ${failureReason(error)}.`);
          observer?.retry(sent, error);
        },
      ],
    };
    if (renewable) hooks.afterResponse = [auth.renewal(call.name, sent, plan.renewing) as AfterResponseHook];
    try {
      return await ky(url, {
        method: call.method,
        headers,
        body,
        signal: followed?.controller.signal,
        timeout,
        // A call that hears its body gets a fetch of its own that tells it.
        fetch: call.onBody ? (input: Request | string | URL, init?: RequestInit) => this.#fetch(input, init, call.onBody) : this.#fetch,
        // Redirects are refused (RedirectError, by the fetch), never followed: one could send the token
        // or a request body to another host, or over plain http.
        redirect: "manual",
        throwHttpErrors: true,
        retry: plan.options,
        hooks,
      });
    } catch (error) {
      // A final 429 still tells the client when to resume (and holds it back until then).
      if (error instanceof HTTPError && error.response.status === 429) {
        const resumeAt = plan.resumeAfter(error.response, maxRetries + 1);
        const failure = await toPaxosError(error, signal, this.redact, this.#config.makeError);
        if (failure instanceof RateLimitError) throw failure.setResumeAt(new Date(resumeAt));
        throw failure;
      }
      throw error;
    } finally {
      followed?.release();
    }
  }

  /**
   * ky's beforeRequest hook: everything an attempt waits for before it is sent: the token, then its
   * turn of the rate limit (so the request leaves as soon as its turn comes), then its signature. Both waits are bounded by this attempt's timeout as well as the signal, since ky's
   * timeout only starts after the hooks.
   */
  async #beforeSend<T>(
    call: ApiCall<T>,
    request: KyRequest,
    body: string | undefined,
    signal: AbortSignal | undefined,
    timeout: number,
    sent: CallState,
  ): Promise<void> {
    const { auth, logger, rateLimiter, observer } = this.#config;
    const now = Date.now();
    const deadline = now + timeout;
    // Held back after a 429 for longer than this attempt may wait (its timeout, and the longest wait after
    // a 429 it accepts, `backoff.maxRetryAfterMs`): say so now, unsent. A shorter hold is waited out.
    const heldUntil = Math.max(this.#heldUntil, rateLimiter?.heldUntil?.(call.rateLimitClass) ?? 0);
    if (heldUntil > Math.min(deadline, now + (this.#config.backoff.maxRetryAfterMs ?? 60_000))) {
      throw RateLimitError.heldBack(call.rateLimitClass, new Date(heldUntil));
    }
    if (this.#heldUntil > now) await holdFor(this.#heldUntil - now, signal);
    const pace = () => rateLimiter?.acquire(call.rateLimitClass, { signal, deadline });
    // A call that needs a scope is readied by the client's credentials (token, turn, signature): a
    // PaxosClient's, with credentials or without (then refused there, unsent). The credential-free
    // clients have none; their own methods are all public, so only a resource built from one gets here.
    if (call.scope === null) await pace();
    else if (auth) await auth.attempt(call as ScopedCall, request, body, { signal, deadline }, sent, pace);
    else throw new PaxosError(`${call.name} needs a PaxosClient`);
    if (logger.enabled("debug")) {
      logger.debug(`→ ${call.method} ${request.url}`, { headers: Object.fromEntries(request.headers) });
    }
    sent.attempt++;
    observer?.request(sent, request.headers);
  }

  async #parse<T>(call: ApiCall<T>, response: Response): Promise<T> {
    const text = await responseText(response);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      const what = text === "" ? "an empty body" : `a body that is not valid JSON (${text.length} characters; truncated, or not JSON)`;
      throw new ResponseValidationError("", response.status, `${call.name}: the service answered ${response.status} with ${what}.`);
    }
    call.onParsed?.(body);
    // The generated check reads the body and never copies it; a valid body is handed over as parsed.
    const problem = call.response(body);
    if (!problem) return body as T;
    const { field, explanation } = explainProblem(body, problem);
    throw new ResponseValidationError(
      field,
      response.status,
      `${call.name}: the response does not match the contract: ${field || "body"} ${explanation}.`,
    );
  }
}

/** Waits out the rest of a hold after a 429 (`ms`), or rejects with the signal's reason when it aborts first. */
function holdFor(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const aborted = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", aborted);
      resolve();
    }, ms);
    signal?.addEventListener("abort", aborted, { once: true });
  });
}
