/**
 * The fail-open guard's deadlines: a new client's first commands wait for its connection
 * (`connectTimeoutMs`), every later one gets the short `commandTimeoutMs`. Fake timers and a fake
 * command stand in for Redis: what is tested is which deadline applies, not Redis.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RedisGuard } from "../../src/redis/fail-open";
import { redisDedupeStore } from "../../src/redis/webhook-dedupe";
import type { RedisLike } from "../../src/redis/redis-client";

/** A command that answers `value` after `ms` (on the fake clock). */
const answerAfter = <T>(ms: number, value: T) => () => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/** A guard whose warnings are recorded. */
function guardWith(options: { commandTimeoutMs?: number; connectTimeoutMs?: number } = {}) {
  const warnings: string[] = [];
  const guard = new RedisGuard({ ...options, logger: { warn: (m) => warnings.push(m), info: () => {} } });
  return { guard, warnings };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("RedisGuard deadlines", () => {
  it("waits for a new client's first answer past commandTimeoutMs, up to connectTimeoutMs (default 3 s)", async () => {
    const { guard, warnings } = guardWith();
    const first = guard.run(answerAfter(2_000, "redis"), () => "fallback");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await first).toBe("redis");
    expect(warnings).toEqual([]);
  });

  it("gives every command sent before the first answer the connection's deadline", async () => {
    const { guard } = guardWith({ commandTimeoutMs: 100, connectTimeoutMs: 1_000 });
    const both = Promise.all([guard.run(answerAfter(600, "a"), () => "fallback"), guard.run(answerAfter(700, "b"), () => "fallback")]);
    await vi.advanceTimersByTimeAsync(700);
    expect(await both).toEqual(["a", "b"]);
  });

  it("after the first answer, a command slower than commandTimeoutMs falls back and is reported as an outage", async () => {
    const { guard, warnings } = guardWith({ commandTimeoutMs: 100, connectTimeoutMs: 1_000 });
    const first = guard.run(answerAfter(10, "redis"), () => "fallback");
    await vi.advanceTimersByTimeAsync(10);
    await first;
    const slow = guard.run(answerAfter(600, "late"), () => "fallback");
    await vi.advanceTimersByTimeAsync(100);
    expect(await slow).toBe("fallback");
    expect(warnings).toEqual(["Redis unavailable (no answer within 100 ms); coordinating in this process only until it answers again."]);
  });

  it("grants the connection's deadline once: after a first command that timed out, the short deadline applies", async () => {
    const { guard, warnings } = guardWith({ commandTimeoutMs: 100, connectTimeoutMs: 1_000 });
    const first = guard.run(answerAfter(5_000, "never"), () => "fallback");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await first).toBe("fallback");
    expect(warnings[0]).toContain("no answer within 1000 ms");
    await vi.advanceTimersByTimeAsync(1_000); // past retryAfterMs: Redis is tried again
    const again = guard.run(answerAfter(600, "late"), () => "fallback");
    await vi.advanceTimersByTimeAsync(100);
    expect(await again).toBe("fallback");
  });

  it("never waits less than commandTimeoutMs, even with a shorter connectTimeoutMs", async () => {
    const { guard } = guardWith({ commandTimeoutMs: 800, connectTimeoutMs: 100 });
    const first = guard.run(answerAfter(500, "redis"), () => "fallback");
    await vi.advanceTimersByTimeAsync(500);
    expect(await first).toBe("redis");
  });
});

describe("redisDedupeStore on a Redis that is still connecting", () => {
  it("claims the first event once the connection answers, instead of refusing it as an outage", async () => {
    // As ioredis queues commands until its connection is ready: the first answer comes late.
    const redis: RedisLike = {
      evalsha: (_sha, _keys, ..._args) => answerAfter(1_500, "claimed")(),
      eval: () => Promise.reject(new Error("not used")),
    };
    const store = redisDedupeStore(redis, { logger: { warn: () => {}, info: () => {} } });
    const claim = store.claim("event-1", 60_000);
    await vi.advanceTimersByTimeAsync(1_500);
    expect((await claim).status).toBe("claimed");
  });
});
