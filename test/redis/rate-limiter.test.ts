/**
 * Fleet-wide pacing against a real redis-server: slots reserved by several "processes" (separate
 * connections) never put more than the limit into any 1-second window, a 429 hold reaches every process,
 * a caller that will not wait that long reserves nothing, and Redis being away is reported, not hung on.
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RateLimitError } from "../../src/core/response/errors";
import { holdFleet, redisRateLimiter, reserveSlot } from "../../src/redis/rate-limiter";
import { redisAvailable, requireRedisUnderCI, startRedis, type RedisProcess } from "../support/redis-server";

requireRedisUnderCI("test/redis rate limiter");

let server: RedisProcess;
const clients: Redis[] = [];

function connect(): Redis {
  const client = new Redis(server.url, { maxRetriesPerRequest: 1, retryStrategy: () => 50 });
  client.on("error", () => {});
  clients.push(client);
  return client;
}

const quiet = { logger: { warn: () => {}, info: () => {} } };
let n = 0;
const keysFor = (name: string) => {
  const id = `${name}-${++n}`;
  return { slot: `rl:${id}:slot`, hold: `rl:${id}:hold`, holdAll: `rl:${id}:hold-all` };
};

/** The most send times that fall into any half-open window of `windowMs`. */
function busiestWindow(times: number[], windowMs = 1000): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (sorted[i]! - sorted[j]! >= windowMs) j++;
    best = Math.max(best, i - j + 1);
  }
  return best;
}

beforeAll(async () => {
  if (redisAvailable) server = await startRedis();
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await server?.close();
});

describe.runIf(redisAvailable)("fleet pacing primitives (real redis-server)", () => {
  it("spaces the slots of five processes so that no second holds more than the limit", async () => {
    const keys = keysFor("spacing");
    const processes = Array.from({ length: 5 }, () => connect());
    const sendTimes: number[] = [];
    await Promise.all(
      processes.flatMap((redis) =>
        Array.from({ length: 12 }, async () => {
          const slot = await reserveSlot(redis, quiet, keys, 20, 60_000);
          expect(slot?.reserved).toBe(true);
          sendTimes.push(Date.now() + slot!.waitMs);
        }),
      ),
    );
    expect(sendTimes).toHaveLength(60);
    expect(busiestWindow(sendTimes)).toBeLessThanOrEqual(20);
    // Smooth, not bursty: 60 requests at 20/s span close to three seconds.
    const span = Math.max(...sendTimes) - Math.min(...sendTimes);
    expect(span).toBeGreaterThan(2_800);
  });

  it("holds every process back after a 429 until the resume time", async () => {
    const keys = keysFor("hold");
    const [a, b] = [connect(), connect()];
    expect(await holdFleet(a, quiet, keys.holdAll, 600)).toBe(true);
    const slot = await reserveSlot(b, quiet, keys, 50, 60_000);
    expect(slot!.reserved).toBe(true);
    expect(slot!.waitMs).toBeGreaterThan(500);
    expect(slot!.heldUntil! - Date.now()).toBeGreaterThan(400);
  });

  it("reserves nothing for a caller that would have to wait longer than it accepts", async () => {
    const keys = keysFor("deadline");
    const redis = connect();
    await holdFleet(redis, quiet, keys.hold, 2_000);
    const refused = await reserveSlot(redis, quiet, keys, 1, 500);
    expect(refused).toMatchObject({ reserved: false });
    expect(refused!.waitMs).toBeGreaterThan(1_500);
    // Nothing was reserved: the next patient caller gets the first slot after the hold, not the second.
    const next = await reserveSlot(redis, quiet, keys, 1, 60_000);
    expect(next!.waitMs).toBeLessThan(2_100);
  });

  it("answers undefined (fall back) within the command deadline while Redis is down", async () => {
    const keys = keysFor("down");
    const redis = connect();
    await reserveSlot(redis, quiet, keys, 10, 1_000);
    await server.stop();
    try {
      const started = Date.now();
      expect(await reserveSlot(redis, { ...quiet, commandTimeoutMs: 100 }, keys, 10, 1_000)).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      await server.start();
    }
  });
});

describe.runIf(redisAvailable)("redisRateLimiter (real redis-server)", () => {
  it("paces four processes together: no second holds more than the class's limit", async () => {
    const prefix = `fleet-${Date.now()}:`;
    const limiters = Array.from({ length: 4 }, () => redisRateLimiter(connect(), { prefix, limits: { default: 20 }, ...quiet }));
    const sent: number[] = [];
    await Promise.all(
      limiters.flatMap((limiter) =>
        Array.from({ length: 15 }, async () => {
          await limiter.acquire("default");
          sent.push(Date.now());
        }),
      ),
    );
    expect(busiestWindow(sent)).toBeLessThanOrEqual(20);
    expect(Math.max(...sent) - Math.min(...sent)).toBeGreaterThan(2_700);
  });

  it("gives up a slot it wakes up for too late (a blocked event loop) and takes a new one", async () => {
    const prefix = `late-${Date.now()}:`;
    const slotKey = `${prefix}rate:slot:default`;
    const observer = connect();
    // 10/s: slots 110 ms apart.
    const limiter = redisRateLimiter(connect(), { prefix, limits: { default: 10 }, ...quiet });
    await limiter.acquire("default");
    const afterFirst = Number(await observer.get(slotKey));
    const second = limiter.acquire("default");
    await vi.waitFor(async () => expect(Number(await observer.get(slotKey))).toBeGreaterThan(afterFirst));
    // The second slot is 110 ms away; this process does not look up for 300 ms.
    const blockedUntil = Date.now() + 300;
    while (Date.now() < blockedUntil);
    await second;
    // Kept, the second slot would have left the next one 110 ms after it; given up, the new slot
    // was reserved after the block.
    expect(Number(await observer.get(slotKey)) - afterFirst).toBeGreaterThanOrEqual(300);
  });

  it("holds every process back after one process saw a 429", async () => {
    const prefix = `hold-${Date.now()}:`;
    const [a, b, probe] = [0, 1, 2].map(() => redisRateLimiter(connect(), { prefix, ...quiet }));
    const holdEnd = Date.now() + 1_500;
    a!.holdUntil(holdEnd);
    // The hold reaches Redis in the background (a loaded machine may take a while): wait until a third
    // process sees it, as a caller with no patience that is refused (and reserves nothing).
    await vi.waitFor(
      async () => expect(await probe!.acquire("default", { deadline: Date.now() + 1 }).catch((e: unknown) => e)).toBeInstanceOf(RateLimitError),
      { timeout: 1_200, interval: 20 },
    );
    await b!.acquire("default");
    expect(Date.now()).toBeGreaterThanOrEqual(holdEnd - 50);
  });

  it("fails at once with a RateLimitError naming the resume time when the turn comes after the deadline", async () => {
    const prefix = `deadline-${Date.now()}:`;
    const limiter = redisRateLimiter(connect(), { prefix, ...quiet });
    limiter.holdUntil(Date.now() + 5_000, "default");
    const other = redisRateLimiter(connect(), { prefix, ...quiet });
    // The hold reaches Redis in the background: ask until the other process sees it (a loaded machine may take a while).
    const error = await vi.waitFor(
      async () => {
        const started = Date.now();
        const failure = await other.acquire("default", { deadline: Date.now() + 200 }).catch((e: unknown) => e);
        expect(failure).toBeInstanceOf(RateLimitError);
        expect(Date.now() - started).toBeLessThan(1_000); // not the 5 s of the hold
        return failure as RateLimitError;
      },
      { timeout: 2_000, interval: 20 },
    );
    expect(error.resumeAt!.getTime()).toBeGreaterThan(Date.now() + 3_000);
  });

  it("paces each process alone (to its outage share) while Redis is down, and together again once it is back", async () => {
    const prefix = `outage-${Date.now()}:`;
    const limiter = redisRateLimiter(connect(), { prefix, limits: { default: 50 }, outageLimits: { default: 10 }, retryAfterMs: 100, commandTimeoutMs: 100, ...quiet });
    await server.stop();
    try {
      const sent: number[] = [];
      for (let i = 0; i < 12; i++) {
        await limiter.acquire("default");
        sent.push(Date.now());
      }
      expect(busiestWindow(sent)).toBeLessThanOrEqual(10);
    } finally {
      await server.start();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const probe = connect();
    await limiter.acquire("default");
    await limiter.acquire("default"); // the guard's pause is over: this one reserves in Redis
    expect(await probe.exists(`${prefix}rate:slot:default`)).toBe(1);
  });
});
