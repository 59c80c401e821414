/**
 * `redisRateLimiter`: the published per-class request limits, shared by a
 * fleet. Each request reserves a sending slot in Redis (one atomic script, no
 * read-then-write); slots of a class are spaced evenly, so no 1-second window
 * holds more than the class's limit however many processes send. A 429 seen by
 * any process holds every process back until the service's resume time.
 */
import { RateLimitError } from "../core/response/errors";
import { checkRateLimits } from "../core/sending/rate-limit/check-rate-limits";
import { InProcessRateLimiter } from "../core/sending/rate-limit/in-process";
import { type AcquireOptions, PAXOS_RATE_LIMITS, type RateLimiter, type RateLimits } from "../core/sending/rate-limit/rate-limiter";
import { sleep } from "./sleep";
import { optionKeys, refuseUnknownOptions } from "../core/shared/option-keys";
import { type FailOpenOptions, guardFor } from "./fail-open";
import { type RedisLike, runScript } from "./redis-client";
import { HOLD, RESERVE_SLOT } from "./scripts";

/**
 * Spacing margin: slots are 10% further apart than 1000/limit ms, so a request that leaves up to 100 ms
 * late (event-loop lag, network jitter) cannot squeeze limit+1 arrivals into one second at the service.
 */
export const PACING_MARGIN = 0.1;

/**
 * A slot this process wakes up for more than this late (an event loop lagging under load) is given up
 * and a new one reserved: sent now, the request could reach the service so far past its slot that one
 * second at the service would hold more than the limit (the margin above covers 100 ms in all, and the
 * request still has to be sent and travel after the wake-up).
 */
export const LATE_SLOT_MS = 50;

/** How many late slots in a row one request gives up before it is sent anyway. */
const MAX_LATE_SLOTS = 10;

/** The outcome of one reservation. */
export interface SlotReservation {
  /** False when the wait would exceed what the caller accepts: nothing was reserved. */
  reserved: boolean;
  /** How long to wait before sending (ms). */
  waitMs: number;
  /** When a 429 hold ends (epoch ms, this process's clock), if one applies. */
  heldUntil?: number;
}

/** Reserves slots of one class in Redis; `undefined` means Redis did not answer (fail open). */
export async function reserveSlot(
  redis: RedisLike,
  options: FailOpenOptions,
  keys: { slot: string; hold: string; holdAll: string },
  limitPerSecond: number,
  maxWaitMs: number,
): Promise<SlotReservation | undefined> {
  const interval = (1000 / limitPerSecond) * (1 + PACING_MARGIN);
  return guardFor(redis, options).run(
    async () => {
      const [reserved, wait, held, now] = (await runScript(redis, RESERVE_SLOT, [keys.slot, keys.hold, keys.holdAll], [interval, maxWaitMs])) as [
        number,
        string,
        string,
        string,
      ];
      const waitMs = Math.max(0, Number(wait));
      const reservation: SlotReservation = { reserved: reserved === 1, waitMs };
      // Redis's clock placed the hold; translate it into this process's clock.
      if (Number(held) > Number(now)) reservation.heldUntil = Date.now() + (Number(held) - Number(now));
      return reservation;
    },
    () => undefined,
  );
}

/** Holds back a class (or every class) for `durationMs`, fleet-wide; false when Redis did not answer. */
export async function holdFleet(redis: RedisLike, options: FailOpenOptions, holdKey: string, durationMs: number): Promise<boolean> {
  return guardFor(redis, options).run(
    async () => {
      await runScript(redis, HOLD, [holdKey], [Math.max(0, Math.ceil(durationMs))]);
      return true;
    },
    () => false,
  );
}

/** Options of {@link redisRateLimiter}. */
export interface RedisRateLimiterOptions extends FailOpenOptions {
  /** Requests per second per class, over Paxos's published ones (`token` 1, `orderBook` 10, `identity` 10, `transfers` 20, `default` 50). */
  limits?: RateLimits;
  /** Prefix of every key written (default `"paxos-sdk:"`); processes that share a budget share a prefix. */
  prefix?: string;
  /**
   * Limits this process keeps to alone while Redis is unreachable (default: `limits`); give each process
   * its share of the budget here to stay under it even during an outage.
   */
  outageLimits?: RateLimits;
}

const RATE_LIMITER_OPTION_KEYS = /* @__PURE__ */ optionKeys<RedisRateLimiterOptions>()("limits", "prefix", "outageLimits", "commandTimeoutMs", "connectTimeoutMs", "retryAfterMs", "logger");

/** The longest wait a caller with no deadline accepts (Lua numbers need a finite bound). */
const NO_DEADLINE_MS = 24 * 3600_000;

/**
 * A {@link RateLimiter} shared by every process that uses the same Redis and
 * prefix: at most `limits.<class>` requests of a class reach the service in
 * any 1-second window, fleet-wide. While Redis is unreachable each process
 * paces itself alone (fail open) with the same limits.
 *
 *     const paxos = new Paxos({ clientId, clientSecret, rateLimiter: redisRateLimiter(redis) });
 */
export function redisRateLimiter(redis: RedisLike, options: RedisRateLimiterOptions = {}): RateLimiter {
  refuseUnknownOptions("redisRateLimiter()", options, RATE_LIMITER_OPTION_KEYS);
  checkRateLimits("redisRateLimiter()", "limits", options.limits);
  checkRateLimits("redisRateLimiter()", "outageLimits", options.outageLimits);
  const prefix = options.prefix ?? "paxos-sdk:";
  const limits: Record<string, number> = { ...PAXOS_RATE_LIMITS };
  for (const [name, value] of Object.entries(options.limits ?? {})) if (value !== undefined) limits[name] = value;
  const local = new InProcessRateLimiter({ ...options.limits, ...options.outageLimits });
  const holdAllKey = `${prefix}rate:hold:*`;
  // Holds this process set itself, honoured even before Redis has recorded them.
  const localHolds = new Map<string, number>();
  const keysOf = (limitClass: string) => ({
    slot: `${prefix}rate:slot:${limitClass}`,
    hold: `${prefix}rate:hold:${limitClass}`,
    holdAll: holdAllKey,
  });

  return {
    async acquire(limitClass: string, acquireOptions: AcquireOptions = {}): Promise<void> {
      const { signal, deadline } = acquireOptions;
      if (signal?.aborted) throw signal.reason;
      const rate = limits[limitClass] ?? limits.default ?? PAXOS_RATE_LIMITS.default;
      const heldUntil = Math.max(localHolds.get("*") ?? 0, localHolds.get(limitClass) ?? 0);
      if (heldUntil > Date.now()) {
        if (deadline !== undefined && heldUntil > deadline) {
          throw RateLimitError.heldBack(limitClass, new Date(heldUntil), "the fleet is holding requests back after a 429");
        }
        await sleep(heldUntil - Date.now(), signal);
      }
      for (let late = 0; ; late++) {
        const maxWait = deadline === undefined ? NO_DEADLINE_MS : Math.max(0, deadline - Date.now());
        // The slot's time is at least this + waitMs: a reply read late makes the slot count as late too.
        const asked = Date.now();
        const slot = await reserveSlot(redis, options, keysOf(limitClass), rate, maxWait);
        if (!slot) return local.acquire(limitClass, acquireOptions);
        if (!slot.reserved) {
          const reason = slot.heldUntil ? "the fleet is holding requests back after a 429" : `pacing the fleet to ${rate} requests per second`;
          throw RateLimitError.heldBack(limitClass, new Date(Date.now() + slot.waitMs), reason);
        }
        await sleep(slot.waitMs, signal);
        if (Date.now() - (asked + slot.waitMs) <= LATE_SLOT_MS || late === MAX_LATE_SLOTS) return;
      }
    },

    holdUntil(until: number, limitClass?: string): void {
      // This process holds back at once; the others learn it from Redis on their next reservation.
      local.holdUntil(until, limitClass);
      const key = limitClass ?? "*";
      localHolds.set(key, Math.max(localHolds.get(key) ?? 0, until));
      void holdFleet(redis, options, limitClass === undefined ? holdAllKey : keysOf(limitClass).hold, until - Date.now());
    },
  };
}
