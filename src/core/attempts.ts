/**
 * Sends one HTTP request, attempt after attempt, until it succeeds, fails for
 * good, or runs out of retries. Each attempt has its own timeout (headers and
 * body: `fetch` here is `bufferingFetch`, which resolves only once the whole
 * body is read); the caller's signal aborts the attempt in flight and the wait
 * before the next one. Whether and when to retry is the `RetryPlan`'s decision.
 *
 * Why not ky: on the ticker call ky alone costs about 1.3× raw `fetch` +
 * `JSON.parse` (it builds a `Request`, clones it for a retry, and joins signals
 * with `AbortSignal.any` on every call; `npx tsx bench/ky-cost.ts`, and the
 * "ky alone" row of `npm run bench`), above the SDK's whole budget of 1.2×.
 * This loop does what the SDK used of ky with one `AbortController`, one timer
 * and one listener per attempt; see README, "The transport".
 */
import { AttemptTimeoutError, HttpStatusError } from "./attempt-errors";
import type { FetchLike } from "./fetch";
import { sleep } from "./sleep";

/** The retry decision of one call (see `retryPlan` in ./retry). */
export interface RetryDecider {
  /** The most retries after the first attempt. */
  readonly limit: number;
  /** Milliseconds to wait before retry `retryCount` (1-based) after `error`, or undefined: do not retry. */
  delayBefore(error: unknown, retryCount: number): number | undefined;
}

/** One request and how to send it. */
export interface AttemptsRequest {
  url: string;
  method: string;
  /** Lower-case names. `beforeAttempt` may change them (the token of each attempt). */
  headers: Record<string, string>;
  body?: string | URLSearchParams;
  fetch: FetchLike;
  /** Milliseconds per attempt, from when it is sent (after `beforeAttempt`) until its body is read. */
  timeout: number;
  signal?: AbortSignal;
  retry: RetryDecider;
  /** Waits for what an attempt needs before it is sent (a token, its turn of the rate limit). */
  beforeAttempt?: (headers: Record<string, string>) => Promise<void> | void;
  /** Hears each retry, after its wait and before it is sent. */
  onRetry?: (error: Error, retryCount: number) => void;
}

/** One attempt: a 2xx response with its body read, or a rejection (HttpStatusError for any other status). */
async function attempt(request: AttemptsRequest): Promise<Response> {
  const { signal } = request;
  signal?.throwIfAborted();
  if (request.beforeAttempt) await request.beforeAttempt(request.headers);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeout);
  const forward = () => controller.abort(signal!.reason);
  signal?.addEventListener("abort", forward, { once: true });
  try {
    if (signal?.aborted) controller.abort(signal.reason);
    const response = await request.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: controller.signal,
      // Redirects are refused (RedirectError), never followed: one could send the token or a
      // request body to another host, or over plain http.
      redirect: "manual",
    });
    if (!response.ok) throw new HttpStatusError(response);
    return response;
  } catch (error) {
    // Whatever fetch or the body reader threw once the timer fired, this attempt timed out.
    throw timedOut ? new AttemptTimeoutError() : error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", forward);
  }
}

/** Sends `request` until an attempt succeeds or the retry plan gives up; rejects with the last attempt's error. */
export async function sendAttempts(request: AttemptsRequest): Promise<Response> {
  for (let retryCount = 0; ; ) {
    try {
      return await attempt(request);
    } catch (error) {
      retryCount++;
      const delay = retryCount > request.retry.limit ? undefined : request.retry.delayBefore(error, retryCount);
      if (delay === undefined) throw error;
      await sleep(delay, request.signal);
      request.onRetry?.(error instanceof Error ? error : new Error(String(error)), retryCount);
    }
  }
}
