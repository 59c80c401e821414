/**
 * Client-side pacing: the interface the transport and the token manager talk
 * to, and the published budgets. The in-process limiter is the default; a
 * shared one (a fleet behind one IP shares one budget) can replace it.
 */

/**
 * A rate-limit class: the unit of the service's published budgets. Each
 * operation names its class in the contract (`x-rate-limit-class`).
 * - `token`: the OAuth token endpoint, 1 request/s.
 * - `orderBook`: order book, recent executions, quote executions, 10/s.
 * - `identity`: identities (and every /identity path), 10/s.
 * - `transfers`: internal transfers and crypto withdrawals, 20/s.
 * - `default`: everything else, 50/s.
 * - `subscription`: a new WebSocket feed connection (the first or a reconnection), 1/s per IP.
 */
export type RateLimitClass = "token" | "orderBook" | "identity" | "transfers" | "default" | "subscription";

/** Requests per second allowed per class; a class not listed counts against `default`. */
export type RateLimits = Partial<Record<RateLimitClass, number>> & { readonly [limitClass: string]: number | undefined };

/** Paxos's published limits (per endpoint and IP), in requests per second. */
export const PAXOS_RATE_LIMITS: Readonly<Record<RateLimitClass, number>> = Object.freeze({
  token: 1,
  orderBook: 10,
  identity: 10,
  transfers: 20,
  default: 50,
  subscription: 1,
});

/** How long one caller may wait for its turn. */
export interface AcquireOptions {
  /** Aborting rejects the wait with the signal's reason, and gives the turn up. */
  signal?: AbortSignal;
  /**
   * Epoch ms after which the wait is pointless (the call's timeout). When the
   * turn cannot come before it, `acquire` rejects at once, with a
   * `RateLimitError` carrying `resumeAt` (see `RateLimitError.heldBack`).
   */
  deadline?: number;
}

/**
 * Paces requests per rate-limit class, and holds them back after a 429.
 * Implement it to share one budget between processes; pass it as the
 * `rateLimiter` option.
 */
export interface RateLimiter {
  /** Resolves when one request of `limitClass` may be sent now. */
  acquire(limitClass: string, options?: AcquireOptions): Promise<void>;
  /**
   * Told after a 429: send nothing of `limitClass` before `until` (epoch ms);
   * without `limitClass`, nothing at all (the service throttles the whole IP).
   * Waiters that can no longer make their deadline are rejected at once.
   */
  holdUntil(until: number, limitClass?: string): void;
  /**
   * Until when (epoch ms) `limitClass` is held back after a 429; 0 or a past
   * time when it is not. Optional: lets a call that cannot wait that long fail
   * at once, before it waits for anything else (such as a token).
   */
  heldUntil?(limitClass: string): number;
}
