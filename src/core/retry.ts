/**
 * When a failed request is sent again, and how long the client waits first.
 * `sendAttempts` (./attempts) does the retrying; this module decides the policy
 * for each kind of call and the delay of each retry. `Retry-After` is read
 * strictly (`retry-after.ts`: whole seconds or an HTTP date; never
 * `X-RateLimit-Reset`).
 */
import { AttemptTimeoutError, HttpStatusError } from "./attempt-errors";
import type { RetryDecider } from "./attempts";
import { PaxosError } from "./errors";
import type { RateLimiter } from "./rate-limit/rate-limiter";
import { retryAfterResumeAt } from "./retry-after";

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

/** Statuses worth another attempt: 408, 429 and every 5xx. */
function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || (status >= 500 && status <= 599);
}

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

/** What one call's retries depend on. */
export interface RetryContext {
  method: string;
  policy: RetryPolicy;
  maxRetries: number;
  backoff: BackoffOptions;
  signal: AbortSignal | undefined;
  /** The call's per-attempt timeout: no retry waits longer than this. */
  timeout: number;
  /** Told to hold the client back after a 429. */
  limiter: RateLimiter | undefined;
}

/** The retry decisions of one call, and what it learnt about resuming after a 429. */
export interface RetryPlan {
  /** What `sendAttempts` asks before each retry. */
  decider: RetryDecider;
  /**
   * When sending may resume after the 429 `response` (epoch ms), recording a
   * hold on the limiter; computed once per response.
   */
  resumeAfter(response: Response, attempt: number): number;
}

/** The exponential backoff delay before retry `attempt` (1-based), with equal jitter; never zero. */
export function backoffDelay(backoff: BackoffOptions, attempt: number): number {
  const initial = backoff.initialDelayMs ?? 500;
  const capped = Math.min(backoff.maxDelayMs ?? 8_000, initial * 2 ** (attempt - 1));
  // "Equal jitter": never less than half the delay, so retries still back off.
  return Math.max(1, capped / 2 + Math.random() * (capped / 2));
}

/** The retry plan of one call. */
export function retryPlan(context: RetryContext): RetryPlan {
  const { backoff, policy, signal, limiter } = context;
  const resumed = new WeakMap<Response, number>();

  const resumeAfter = (response: Response, attempt: number): number => {
    const known = resumed.get(response);
    if (known !== undefined) return known;
    const now = Date.now();
    const at = retryAfterResumeAt(response.headers.get("retry-after"), now) ?? now + backoffDelay(backoff, attempt);
    resumed.set(response, at);
    // Paxos throttles the whole IP after a 429, so the whole client holds back.
    if (response.status === 429) limiter?.holdUntil(at);
    return at;
  };

  const delayBefore = (error: unknown, retryCount: number): number | undefined => {
    // Our own errors (a refused token request, a redirect, a body too large) are final.
    if (error instanceof PaxosError || signal?.aborted) return undefined;
    const response = error instanceof HttpStatusError ? error.response : undefined;
    if (response && !isRetryableStatus(response.status)) return undefined;
    // A timeout may mean the work was done: only an idempotent call is sent again.
    if (error instanceof AttemptTimeoutError && policy !== "idempotent") return undefined;
    if (policy === "not-after-send" && response?.status !== 429) {
      const code = networkErrorCode(error);
      if (code === undefined || !neverSentCodes.has(code)) return undefined;
    }
    if (!response) return backoffDelay(backoff, retryCount);
    const honoured = response.status === 429 || response.headers.has("retry-after");
    const wait = honoured ? resumeAfter(response, retryCount) - Date.now() : backoffDelay(backoff, retryCount);
    // A wait past the call's timeout (or the longest Retry-After honoured) is not waited for.
    if (wait > Math.min(context.timeout, backoff.maxRetryAfterMs ?? 60_000)) return undefined;
    return Math.max(1, wait);
  };

  return { decider: { limit: context.maxRetries, delayBefore }, resumeAfter };
}
