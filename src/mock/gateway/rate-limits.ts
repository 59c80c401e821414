/**
 * The service's published rate limits, modelled when asked (`rateLimits` option): per rate-limit class,
 * at most N requests in each 1-second window of real time; one request over that answers 429 and
 * throttles every request (the whole "IP") for 5 minutes of mock-clock time, as Paxos does. Like the real
 * service it sends no `Retry-After`. Everything it counted is kept, so a test can show that a client stays
 * under the limits: `maxInWindow(class)`, `rejected`.
 */
import type { MockClock } from "../domain/clock";

/** Paxos's published limits, in requests per second, per class. */
export const PUBLISHED_RATE_LIMITS: Readonly<Record<string, number>> = Object.freeze({
  token: 1,
  orderBook: 10,
  identity: 10,
  transfers: 20,
  default: 50,
});

/** Options of the rate-limit model: `true` for the published limits, or overrides of them. */
export type MockRateLimitOptions =
  | true
  | {
      /** Requests per second per class (`token`, `default`, `identity`, `orderBook`, `transfers`, …), over the published ones. */
      limits?: Readonly<Record<string, number>>;
      /** How long a 429 throttles every request, in mock-clock seconds (default 300). */
      throttleSeconds?: number;
    };

/** The verdict for one request. */
export type RateLimitVerdict = { ok: true } | { ok: false; reason: "over-limit" | "throttled"; limitClass: string };

/** Counts requests per class and 1-second window; decides 429s. */
export class MockRateLimiter {
  /** Requests per second allowed per class. */
  readonly limits: Readonly<Record<string, number>>;
  /** How long a 429 throttles everything, in mock-clock nanoseconds. */
  readonly throttleNanos: bigint;
  /** Requests counted per class, per window (window = whole seconds of real time since the model started). */
  readonly windows = new Map<string, Map<number, number>>();
  /** How many requests were answered 429 (over a limit, or during a throttle). */
  rejected = 0;
  /** While set, every request is answered 429 until the mock clock reaches it (epoch ns). */
  throttledUntilNanos: bigint | undefined;
  private readonly startedAt = performance.now();

  constructor(private readonly clock: MockClock, options: MockRateLimitOptions) {
    const given = options === true ? {} : options;
    this.limits = { ...PUBLISHED_RATE_LIMITS, ...(given.limits ?? {}) };
    this.throttleNanos = BigInt(Math.round((given.throttleSeconds ?? 300) * 1e9));
  }

  /** Counts one request of `limitClass` and says whether it may be served. */
  admit(limitClass: string): RateLimitVerdict {
    const known = Object.hasOwn(this.limits, limitClass) ? limitClass : "default";
    const window = Math.floor((performance.now() - this.startedAt) / 1000);
    let perWindow = this.windows.get(known);
    if (!perWindow) this.windows.set(known, (perWindow = new Map()));
    const count = (perWindow.get(window) ?? 0) + 1;
    perWindow.set(window, count);
    const now = this.clock.nowNanos();
    if (this.throttledUntilNanos !== undefined && now < this.throttledUntilNanos) {
      this.rejected++;
      return { ok: false, reason: "throttled", limitClass: known };
    }
    if (count > (this.limits[known] ?? Number.POSITIVE_INFINITY)) {
      this.rejected++;
      this.throttledUntilNanos = now + this.throttleNanos;
      return { ok: false, reason: "over-limit", limitClass: known };
    }
    return { ok: true };
  }

  /** The most requests of `limitClass` counted in any one window (0 when none). */
  maxInWindow(limitClass: string): number {
    return Math.max(0, ...(this.windows.get(limitClass)?.values() ?? []));
  }

  /** How many requests of `limitClass` were counted in all. */
  total(limitClass: string): number {
    let sum = 0;
    for (const count of this.windows.get(limitClass)?.values() ?? []) sum += count;
    return sum;
  }
}
