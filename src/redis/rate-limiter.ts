/**
 * `redisRateLimiter`: the published per-class request limits, shared by a
 * fleet. Each request reserves a sending slot in Redis (one atomic script, no
 * read-then-write); slots of a class are spaced evenly, so no 1-second window
 * holds more than the class's limit however many processes send. A 429 seen by
 * any process holds every process back until the service's resume time.
 */
import { type FailOpenOptions, guardFor } from "./fail-open";
import { type RedisLike, runScript } from "./redis-client";
import { HOLD, RESERVE_SLOT } from "./scripts";

/** Spacing margin: slots are this much further apart than 1000/limit ms, so network jitter cannot squeeze limit+1 arrivals into one second. */
export const PACING_MARGIN = 0.04;

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
