/**
 * When a failed request is sent again. ky does the retrying (backoff, jitter,
 * `Retry-After`); this module only decides the policy for each kind of call.
 */
import type { RetryOptions } from "ky";
import { PaxosError } from "./errors";

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
  /** Upper bound honoured for a `Retry-After` answer (default 60 000 ms). */
  maxRetryAfterMs?: number;
}

function retryableStatusList(): number[] {
  return [408, 429, ...Array.from({ length: 100 }, (_, i) => 500 + i)];
}
const retryableStatuses = /* @__PURE__ */ retryableStatusList();

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

function statusOf(error: Error): number | undefined {
  return error.name === "HTTPError" ? (error as Error & { response: Response }).response.status : undefined;
}

/** ky retry options for one call. */
export function retryOptions(
  method: string,
  policy: RetryPolicy,
  maxRetries: number,
  backoff: BackoffOptions,
  signal: AbortSignal | undefined,
): RetryOptions {
  const initial = backoff.initialDelayMs ?? 500;
  return {
    limit: maxRetries,
    methods: [method.toLowerCase() as "get"],
    statusCodes: retryableStatuses,
    afterStatusCodes: retryableStatuses,
    maxRetryAfter: backoff.maxRetryAfterMs ?? 60_000,
    backoffLimit: backoff.maxDelayMs ?? 8_000,
    delay: (attempt) => initial * 2 ** (attempt - 1),
    // "Equal jitter": never less than half the delay, so retries still back off.
    jitter: (delay) => delay / 2 + Math.random() * (delay / 2),
    retryOnTimeout: policy === "idempotent",
    shouldRetry: ({ error }) => {
      // Our own errors (a refused token request, a bad token provider) are final.
      if (error instanceof PaxosError || signal?.aborted) return false;
      if (policy === "idempotent") return undefined;
      if (statusOf(error) === 429) return undefined;
      const code = networkErrorCode(error);
      return code !== undefined && neverSentCodes.has(code) ? undefined : false;
    },
  };
}
