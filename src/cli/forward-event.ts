/**
 * One delivery of `listen`: the reduced event POSTed to the receiver as Paxos's webhooks send it
 * (`content-type: application/json`, the API-key header or an OAuth bearer token), sent by ky with its
 * retries: every failed attempt (any non-2xx, a network error, a timeout) is retried after a delay that
 * doubles, as Paxos retries every status, until `maxAttempts` have failed.
 */
import ky, { isHTTPError, isTimeoutError } from "ky";
import type { ReducedEvent } from "../webhooks/reduced-event";
import type { ReceiverToken } from "./receiver-token";

/** How deliveries are sent and retried. */
export interface ForwardOptions {
  url: string;
  /** An API-key header sent on every delivery. */
  apiKey?: { header: string; value: string };
  /** The receiver's OAuth token, when it authenticates Paxos that way. */
  token?: ReceiverToken;
  /** Attempts, the first included. */
  maxAttempts: number;
  /** Wait before the first retry; doubled each retry, at most {@link MAX_RETRY_DELAY_MS}. */
  retryDelayMs: number;
  /** How long one attempt may take. */
  timeoutMs: number;
  /** Told before each retry: which attempt comes, after what wait, and why the last one failed. */
  onRetry?(attempt: number, delayMs: number, reason: string): void;
}

/** The longest wait between two attempts. */
export const MAX_RETRY_DELAY_MS = 60_000;

/** Every status Paxos retries: all but 2xx (redirects are not followed, so they fail too). */
const RETRIED_STATUSES = Array.from({ length: 500 }, (_, i) => i + 100).filter((status) => status < 200 || status >= 300);

/** What became of a delivery. */
export type ForwardResult =
  | { ok: true; status: number; attempts: number; ms: number }
  | { ok: false; status?: number; reason: string; attempts: number; ms: number };

/** Why an attempt failed, in a few words (never a header or a token). */
function reasonOf(error: unknown): { status?: number; reason: string } {
  if (isHTTPError(error)) return { status: error.response.status, reason: `${error.response.status} ${error.response.statusText}`.trim() };
  if (isTimeoutError(error)) return { reason: "timed out" };
  const cause = (error as { cause?: { code?: string } }).cause?.code;
  return { reason: cause ?? (error instanceof Error ? error.message : String(error)) };
}

/** The wait before retry `n` (1 for the first retry). */
export function retryDelay(options: Pick<ForwardOptions, "retryDelayMs">, n: number): number {
  return Math.min(options.retryDelayMs * 2 ** (n - 1), MAX_RETRY_DELAY_MS);
}

/** Delivers `event` to the receiver, retrying as {@link ForwardOptions} says. */
export async function forwardEvent(event: ReducedEvent, options: ForwardOptions): Promise<ForwardResult> {
  const started = performance.now();
  let attempts = 0;
  try {
    const response = await ky.post(options.url, {
      json: event,
      timeout: options.timeoutMs,
      redirect: "manual",
      retry: {
        limit: options.maxAttempts - 1,
        methods: ["post"],
        statusCodes: RETRIED_STATUSES,
        afterStatusCodes: [],
        retryOnTimeout: true,
        delay: (n) => retryDelay(options, n),
      },
      hooks: {
        beforeRequest: [
          async (request) => {
            attempts++;
            if (options.apiKey) request.headers.set(options.apiKey.header, options.apiKey.value);
            if (options.token) request.headers.set("authorization", `Bearer ${await options.token.get()}`);
          },
        ],
        beforeRetry: [
          ({ error, retryCount }) => {
            // A refused token is renewed for the next attempt, as Paxos drops a token its receiver refused.
            if (isHTTPError(error) && error.response.status === 401) options.token?.invalidate();
            options.onRetry?.(retryCount + 1, retryDelay(options, retryCount), reasonOf(error).reason);
          },
        ],
      },
    });
    // A redirect is not followed (manual): it is not an acceptance.
    if (response.status < 200 || response.status >= 300) return { ok: false, status: response.status, reason: `${response.status} (redirects are not followed)`, attempts, ms: performance.now() - started };
    return { ok: true, status: response.status, attempts, ms: performance.now() - started };
  } catch (error) {
    return { ok: false, ...reasonOf(error), attempts, ms: performance.now() - started };
  }
}
