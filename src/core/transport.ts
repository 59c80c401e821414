/**
 * Sends one API call: URL, auth header, retries (./attempts), error mapping,
 * and validation of the answer against its schema.
 */
import { AttemptTimeoutError, HttpStatusError } from "./attempt-errors";
import { sendAttempts } from "./attempts";
import { type Authorizer, TokenWaitTimeout } from "./auth/authorizer";
import type { CallResult } from "./api-promise";
import { PaxosError, RateLimitError, ResponseValidationError } from "./errors";
import type { CallObserver, ObservedCall } from "./hooks";
import { identityHeaders } from "./identity";
import { bufferingFetch, type FetchLike, responseText } from "./fetch";
import { toPaxosError } from "./http-errors";
import { type RedactingLogger, redact } from "./logger";
import type { RateLimiter } from "./rate-limit/rate-limiter";
import type { RequestSigner } from "./signing/request-signer";
import { type BackoffOptions, type RetryPolicy, retryPlan } from "./retry";
import { explainResponse, type ResponseCheck } from "./response-check";
import { checkHeaders, checkInteger, MAX_TIMEOUT_MS } from "./validation";

/** Per-call options, accepted as the last argument of every method. */
export interface RequestOptions {
  /** Aborts the call (and any retry wait); the call then rejects with `APIUserAbortError`. */
  signal?: AbortSignal;
  /** Milliseconds to wait for each attempt, body included. */
  timeout?: number;
  /** How many times a failed call may be retried where retrying is safe. */
  maxRetries?: number;
  /** Extra request headers. */
  headers?: Record<string, string>;
}

/** One call as a resource describes it. */
export interface ApiCall<T> {
  /** The OpenAPI operationId, for logs and error messages. */
  operation: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** The path below the base URL, already encoded (see `expandPath` in ./path). */
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
   * Hears the body's text before it is parsed; when it returns a promise, the parse waits for it
   * (pagination requests the next page from a cursor read in the text, and lets that request leave first).
   */
  onText?: (text: string) => Promise<void> | undefined;
  /** Hears the parsed body before it is validated (pagination reads the next cursor early). */
  onParsed?: (body: unknown) => void;
}

/** What the transport is built from; resolved once per client. */
export interface TransportConfig {
  baseUrl: string;
  fetch: FetchLike | undefined;
  timeout: number;
  maxRetries: number;
  backoff: BackoffOptions;
  logger: RedactingLogger;
  authorizer: Authorizer | undefined;
  /** Paces requests per rate-limit class; undefined when pacing is off. */
  rateLimiter: RateLimiter | undefined;
  /** The largest response body read, in decoded bytes. */
  maxResponseBytes: number;
  /** Whether a web page sends `X-Paxos-Client` (`identifyInBrowser`). */
  identifyInBrowser?: boolean;
  /** Hears each attempt, retry and outcome (the `hooks` option); undefined when there are no hooks. */
  observer?: CallObserver | undefined;
  /** Signs each attempt of an authenticated call (`Paxos-Signature`, the `requestSigning` option). */
  signer?: RequestSigner | undefined;
}

/** One call's state across its attempts (a 401 renewal continues the attempt count). */
interface CallState extends ObservedCall {
  /** The token the latest attempt was sent with. */
  token?: string;
}

/** Sends calls for one client. */
export class Transport {
  readonly #config: TransportConfig;
  readonly #fetch: FetchLike;
  /** `user-agent` (or, in a browser that opted in, `x-paxos-client`) and its value, as headers. */
  readonly #identity: Record<string, string>;
  #calls = 0;

  constructor(config: TransportConfig) {
    this.#config = config;
    this.#identity = identityHeaders(config.identifyInBrowser);
    this.#fetch = bufferingFetch(config.fetch, config.maxResponseBytes);
  }

  /** Redacts every secret this client knows of from `text`. */
  readonly redact = (text: string): string => redact(text, this.#config.authorizer?.secrets() ?? []);

  /** Sends `call` and resolves with its validated body and the response of the final attempt. */
  async request<T>(call: ApiCall<T>, options: RequestOptions = {}): Promise<CallResult<T>> {
    if (options.timeout !== undefined) checkInteger("timeout", options.timeout, 1, MAX_TIMEOUT_MS, call.operation);
    if (options.maxRetries !== undefined) checkInteger("maxRetries", options.maxRetries, 0, 10, call.operation);
    if (options.headers !== undefined) checkHeaders(options.headers, call.operation);
    const { logger, observer } = this.#config;
    const started = Date.now();
    const state: CallState = { id: ++this.#calls, operation: call.operation, method: call.method, url: "", attempt: 0, started };
    let response: Response;
    try {
      response = await this.#sendWithReauth(call, options, state);
    } catch (error) {
      const failure = await toPaxosError(error, options.signal, this.redact);
      logger.info(`${call.method} ${call.path} failed: ${failure.message}`, { operation: call.operation });
      observer?.error(state, failure);
      throw failure;
    }
    if (logger.enabled("info")) {
      logger.info(`${call.method} ${call.path} ${response.status} (${Date.now() - started} ms)`);
    }
    if (!observer) return { data: await this.#parse(call, response), response };
    // One outcome per call for the hooks: a body that breaks the contract is the call's error.
    let data: T;
    try {
      data = await this.#parse(call, response);
    } catch (error) {
      observer.error(state, error as PaxosError);
      throw error;
    }
    observer.response(state, response);
    return { data, response };
  }

  async #sendWithReauth<T>(call: ApiCall<T>, options: RequestOptions, sent: CallState): Promise<Response> {
    const authorizer = this.#config.authorizer;
    if (call.scope !== null && !authorizer) {
      throw new PaxosError(
        `${call.operation} needs credentials (scope ${call.scope}): pass clientId and clientSecret, accessToken or tokenProvider.`,
      );
    }
    try {
      return await this.#send(call, options, sent);
    } catch (error) {
      const rejected =
        error instanceof HttpStatusError && error.response.status === 401 && sent.token !== undefined && authorizer;
      if (!rejected || !authorizer.rejected(sent.token!)) throw error;
      this.#config.logger.warn(`${call.operation}: access token rejected (401); renewing it and retrying once.`);
      return this.#send(call, options, sent);
    }
  }

  async #send<T>(call: ApiCall<T>, options: RequestOptions, sent: CallState): Promise<Response> {
    const { logger, rateLimiter, observer } = this.#config;
    const query = call.query?.toString();
    const url = `${this.#config.baseUrl}${call.path}${query ? `?${query}` : ""}`;
    sent.url = url;
    const maxRetries = options.maxRetries ?? this.#config.maxRetries;
    const timeout = options.timeout ?? this.#config.timeout;
    const signal = options.signal;
    const plan = retryPlan({
      method: call.method,
      policy: call.retry,
      maxRetries,
      backoff: this.#config.backoff,
      signal,
      timeout,
      limiter: rateLimiter,
    });
    const headers: Record<string, string> = { accept: "application/json", ...this.#identity };
    // Header names are case-insensitive: the caller's spelling replaces ours, never joins it.
    for (const name in options.headers) headers[name.toLowerCase()] = options.headers[name]!;
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    if (body !== undefined) headers["content-type"] ??= "application/json";
    try {
      return await sendAttempts({
        url,
        method: call.method,
        headers,
        body,
        fetch: this.#fetch,
        timeout,
        signal,
        retry: plan.decider,
        beforeAttempt: (attemptHeaders) => this.#beforeSend(call, url, body, attemptHeaders, signal, timeout, sent),
        onRetry: (error, retryCount) => {
          const reason = error instanceof HttpStatusError ? `status ${error.response.status}` : error.message;
          logger.warn(`${call.operation}: retry ${retryCount} of ${maxRetries} after ${reason}.`);
          observer?.retry(sent, error);
        },
      });
    } catch (error) {
      // A final 429 still tells the client when to resume (and holds it back until then).
      if (error instanceof HttpStatusError && error.response.status === 429) {
        const resumeAt = plan.resumeAfter(error.response, maxRetries + 1);
        const failure = await toPaxosError(error, signal, this.redact);
        if (failure instanceof RateLimitError) throw failure.setResumeAt(new Date(resumeAt));
        throw failure;
      }
      throw error;
    }
  }

  /**
   * Everything an attempt waits for before it is sent: the token, then its turn of the rate limit
   * (last, so the request leaves as soon as its turn comes). Both waits are bounded by this attempt's
   * timeout as well as the signal, since the attempt's own timer only starts after them.
   */
  async #beforeSend<T>(
    call: ApiCall<T>,
    url: string,
    body: string | undefined,
    headers: Record<string, string>,
    signal: AbortSignal | undefined,
    timeout: number,
    sent: CallState,
  ): Promise<void> {
    const { authorizer, logger, rateLimiter, observer, signer } = this.#config;
    const deadline = Date.now() + timeout;
    // Held back after a 429 for longer than this attempt may wait: say so now, unsent.
    const heldUntil = rateLimiter?.heldUntil?.(call.rateLimitClass) ?? 0;
    if (heldUntil > deadline) {
      throw RateLimitError.heldBack(call.rateLimitClass, new Date(heldUntil), "the client is holding requests back after a 429");
    }
    if (call.scope !== null && authorizer) {
      try {
        sent.token = await authorizer.token(call.scope, { signal, deadline });
      } catch (error) {
        // A token that did not come in time is a timeout of this attempt (retried like one).
        throw error instanceof TokenWaitTimeout ? new AttemptTimeoutError() : error;
      }
      headers.authorization = `Bearer ${sent.token}`;
    }
    if (rateLimiter) await rateLimiter.acquire(call.rateLimitClass, { signal, deadline });
    // Signed last, so the timestamp is as fresh as the attempt; public (scope-less) market data is not
    // signed: Paxos exempts its anonymous endpoints (README, "Request signing").
    if (signer && call.scope !== null) {
      const { pathname, search } = new URL(url);
      headers["paxos-signature"] = await signer.sign({ method: call.method, path: pathname + search, body: body ?? "" });
    }
    if (logger.enabled("debug")) {
      logger.debug(`→ ${call.method} ${url}`, { headers: { ...headers } });
    }
    sent.attempt++;
    observer?.request(sent, new Headers(headers));
  }

  async #parse<T>(call: ApiCall<T>, response: Response): Promise<T> {
    const text = await responseText(response);
    const textHeard = call.onText?.(text);
    if (textHeard) await textHeard;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      const what = text === "" ? "an empty body" : `a body that is not valid JSON (${text.length} characters; truncated, or not JSON)`;
      throw new ResponseValidationError("", response.status, `${call.operation}: the service answered ${response.status} with ${what}.`);
    }
    call.onParsed?.(body);
    // The generated check reads the body and never copies it; a valid body is handed over as parsed.
    if (call.response.check(body)) return body as T;
    const { field, explanation } = explainResponse(call.response.shape, body) ?? { field: "", explanation: "does not match" };
    throw new ResponseValidationError(
      field,
      response.status,
      `${call.operation}: the response does not match the contract: ${field || "body"} ${explanation}.`,
    );
  }
}
