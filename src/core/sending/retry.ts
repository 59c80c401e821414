/**
 * When a failed request is sent again, and how long the client waits first, as ky's `retry` options
 * (ky does the retrying: its limit, backoff, jitter and `Retry-After` wait). What the SDK adds is the
 * decision, in `shouldRetry`: the retry class of the operation (a call that may have done its work
 * is not sent again), a `Retry-After` read strictly before ky is let to wait for it
 * (`retryAfterResumeAt` below), no wait past the call's timeout, and the hold on the rate limiter after a 429.
 */
import { HTTPError, type RetryOptions, TimeoutError } from "ky";
import { PaxosError } from "../response/errors";
import type { RateLimiter } from "./rate-limit/rate-limiter";

/*
 * Reads `Retry-After` strictly: what ky cannot be configured to do. ky's own reading takes any text
 * `Date.parse` accepts (and waits its whole `maxRetryAfter` on garbage), a zero or negative number as
 * "retry at once", and falls back to `RateLimit-Reset` / `X-RateLimit-Reset` when `Retry-After` is
 * absent. Here only the two forms RFC 9110 defines count (delay-seconds, HTTP-date), and only a
 * future time; the retry plan (./retry) lets ky wait for a value only once it has passed this.
 * `X-RateLimit-Reset` / `RateLimit-Reset` are deliberately not read: Paxos does not promise them,
 * and their meaning (seconds or epoch) differs between services.
 */
const IMF_FIXDATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC850_DATE = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{2}-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d{2} \d{2}:\d{2}:\d{2} GMT$/;
const ASCTIME_DATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/;

/**
 * When a `Retry-After` value says sending may resume (epoch ms), or undefined
 * when the value is absent, malformed, zero or already past: the caller then
 * falls back to its normal backoff, never to an immediate retry.
 */
export function retryAfterResumeAt(value: string | null | undefined, now: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (/^\d{1,9}$/.test(text)) {
    const seconds = Number(text);
    return seconds > 0 ? now + seconds * 1000 : undefined;
  }
  if (IMF_FIXDATE.test(text) || RFC850_DATE.test(text) || ASCTIME_DATE.test(text)) {
    const at = Date.parse(ASCTIME_DATE.test(text) ? `${text} GMT` : text);
    return Number.isFinite(at) && at > now ? at : undefined;
  }
  return undefined;
}

/**
 * - `idempotent`: repeating the request cannot do the work twice (GET, PUT,
 *   DELETE, the token request, and `createTransaction`, made safe by its `ref_id`).
 * - `not-after-send`: retried only when the answer proves the service did
 *   nothing (429, or a connection that was never opened). The sandbox deposit
 *   has no idempotency key, so a second send could credit twice.
 */
export type RetryPolicy = "idempotent" | "not-after-send";

/** Backoff tuning; the defaults suit the real service. */
export interface BackoffOptions {
  /** Delay before the first retry, doubled each time (default 500 ms). */
  initialDelayMs?: number;
  /** Upper bound of the exponential delay (default 8 000 ms). */
  maxDelayMs?: number;
  /**
   * The longest `Retry-After` (or hold after a 429) a retry waits for
   * (default 60 000 ms). A longer one is not waited for: the call fails at
   * once with a `RateLimitError` whose `resumeAt` says when to try again.
   */
  maxRetryAfterMs?: number;
}

function retryableStatusList(): number[] {
  return [408, 429, ...Array.from({ length: 100 }, (_, i) => 500 + i)];
}
/** Statuses worth another attempt: 408, 429 and every 5xx. ky retries these and honours their `Retry-After`. */
const RETRYABLE_STATUSES = /* @__PURE__ */ retryableStatusList();

/** Every method the SDK sends: whether one is retried is the retry class's decision (`shouldRetry`), not the method's. */
const METHODS = ["get", "post", "put", "delete"];

// Connection failures that prove the request never left this machine.
const neverSentCodes = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ENETUNREACH", "EHOSTUNREACH"]);

/** The `code` of a network error, looking through `cause` chains (undici nests them). */
export function networkErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** How a failed attempt reads in a log line or a retry event: `status 503`, or the error's message. */
export function failureReason(error: Error): string {
  if (error instanceof HTTPError) return `status ${error.response.status}`;
  // ky's message names the URL, which the events and log lines carry on their own (redacted).
  if (error instanceof TimeoutError) return "Request timed out";
  return error.message;
}

/** What one call's retries depend on. */
export interface RetryContext {
  policy: RetryPolicy;
  maxRetries: number;
  backoff: BackoffOptions;
  signal: AbortSignal | undefined;
  /** The call's per-attempt timeout: no retry waits longer than this. */
  timeout: number;
  /** Told to hold the client back after a 429. */
  limiter: Pick<RateLimiter, "holdUntil"> | undefined;
  /**
   * How long a 429 holds the client at least (ms; Paxos throttles the IP for five minutes): a shorter
   * `Retry-After`, or none, still holds it this long; 0 holds only for the `Retry-After` or the backoff.
   */
  throttleWindowMs?: number;
  /** True when a rejected token may be renewed once (an afterResponse hook forces that retry). */
  renewable?: boolean;
}

/** ky's retry options for one call, and what the call learnt about resuming after a 429. */
export interface RetryPlan {
  options: RetryOptions;
  /**
   * When sending may resume after the 429 `response` (epoch ms), recording a
   * hold on the limiter; computed once per response.
   */
  resumeAfter(response: Response, retryCount: number): number;
  /** Records the retry of a renewed token, which does not count against `maxRetries`. */
  renewing(): void;
  /** The retries so far that counted against `maxRetries`, given ky's count of every retry. */
  counted(retryCount: number): number;
}

/** The exponential backoff before retry `retryCount` (1-based), capped, before ky's jitter. */
function backoffDelay(backoff: BackoffOptions, retryCount: number): number {
  return Math.min(backoff.maxDelayMs ?? 8_000, (backoff.initialDelayMs ?? 500) * 2 ** (retryCount - 1));
}

/** "Equal jitter": between half the delay and all of it, so retries still back off; never zero. */
function equalJitter(delay: number): number {
  return Math.max(1, delay / 2 + Math.random() * (delay / 2));
}

/** The retry plan of one call. */
export function retryPlan(context: RetryContext): RetryPlan {
  const { backoff, policy, signal, limiter, maxRetries } = context;
  const maxRetryAfter = Math.min(context.timeout, backoff.maxRetryAfterMs ?? 60_000);
  const resumed = new WeakMap<Response, number>();
  let renewals = 0;
  const counted = (retryCount: number) => retryCount - renewals;

  const resumeAfter = (response: Response, retryCount: number): number => {
    const known = resumed.get(response);
    if (known !== undefined) return known;
    const now = Date.now();
    // Without a usable Retry-After, no sooner than the longest backoff ky may wait before that retry.
    const told = retryAfterResumeAt(response.headers.get("retry-after"), now) ?? now + backoffDelay(backoff, retryCount);
    // After a 429 Paxos throttles the IP for its window: a shorter Retry-After (or none) is not believed.
    const at = response.status === 429 ? Math.max(told, now + (context.throttleWindowMs ?? 0)) : told;
    resumed.set(response, at);
    // Paxos throttles the whole IP after a 429, so the whole client holds back.
    if (response.status === 429) limiter?.holdUntil(at);
    return at;
  };

  /**
   * true: retry after ky's backoff and jitter; undefined: retry after the `Retry-After` that ky reads
   * (`afterStatusCodes`), already checked here to be one of the forms RFC 9110 defines, in the future
   * and short enough; false: fail now.
   */
  const shouldRetry = ({ error, retryCount }: { error: Error; retryCount: number }): boolean | undefined => {
    const count = counted(retryCount);
    if (count > maxRetries) return false;
    // Our own errors (a refused token request, a redirect, a body too large, a hold) are final.
    if (error instanceof PaxosError || signal?.aborted) return false;
    const response = error instanceof HTTPError ? error.response : undefined;
    if (response && !RETRYABLE_STATUSES.includes(response.status)) return false;
    // A timeout may mean the work was done: only an idempotent call is sent again.
    if (error instanceof TimeoutError && policy !== "idempotent") return false;
    if (policy === "not-after-send" && response?.status !== 429) {
      const code = networkErrorCode(error);
      if (code === undefined || !neverSentCodes.has(code)) return false;
    }
    if (!response) return true;
    const now = Date.now();
    // ky reads Retry-After leniently (any text Date.parse takes, waiting its whole cap on garbage; a zero
    // or negative number as no wait at all; X-RateLimit-Reset and the like when it is absent), so ky is
    // left to wait for it only when it holds a value read strictly here (ky reads those forms alike,
    // except the obsolete asctime date, which it takes as local time).
    const strict = retryAfterResumeAt(response.headers.get("retry-after"), now);
    const at = response.status === 429 ? resumeAfter(response, count) : strict;
    const wait = at === undefined ? backoffDelay(backoff, count) : at - now;
    // A wait past the call's timeout (or the longest Retry-After honoured) is not waited for.
    if (wait > maxRetryAfter) return false;
    return strict === undefined ? true : undefined;
  };

  return {
    options: {
      limit: maxRetries + (context.renewable ? 1 : 0),
      methods: METHODS,
      statusCodes: RETRYABLE_STATUSES as number[],
      afterStatusCodes: RETRYABLE_STATUSES as number[],
      maxRetryAfter,
      backoffLimit: backoff.maxDelayMs ?? 8_000,
      delay: (retryCount) => backoffDelay(backoff, retryCount),
      jitter: equalJitter,
      shouldRetry,
    },
    resumeAfter,
    renewing: () => void renewals++,
    counted,
  };
}
