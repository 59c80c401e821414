/**
 * Paxos's five-minute throttle, respected, over real HTTP against a loopback service: after a 429
 * without `Retry-After` no further request of that client reaches the service inside the window, nor one
 * of a second client (its own limiter and Redis connection), nor of a second OS process, sharing a real redis-server;
 * `RateLimitError.resumeAt` is about five minutes ahead. A longer `Retry-After` wins; `throttleWindowMs: 0`
 * holds only for the backoff.
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Paxos, RateLimitError } from "../../src/index";
import { redisRateLimiter } from "../../src/redis/index";
import { sendJson, startHostileServer } from "../support/hostile-server";
import { redisAvailable, requireRedisUnderCI, startRedis, type RedisProcess } from "../support/redis-server";
import type { ThrottleWorkerOutcome } from "../support/throttle-worker";

requireRedisUnderCI("test/redis throttle window");

const FIVE_MINUTES = 300_000;
const THROTTLE_WORKER = fileURLToPath(new URL("../support/throttle-worker.ts", import.meta.url));
const TOO_MANY = { type: "about:blank", title: "Too Many Requests", status: 429, detail: "Too many requests" };

/** A service whose first `throttled` answers are 429 (with `retryAfter` when given), then 200 with an empty page. */
async function throttlingService(throttled = 1, retryAfter?: string) {
  let answered = 0;
  return startHostileServer((_request, res) => {
    if (answered++ < throttled) return sendJson(res, 429, TOO_MANY, retryAfter ? { "retry-after": retryAfter } : {});
    sendJson(res, 200, { items: [] });
  });
}

/** `resumeAt` of `error`, in ms from `from`. */
function resumesIn(error: unknown, from: number): number {
  expect(error).toBeInstanceOf(RateLimitError);
  return (error as RateLimitError).resumeAt!.getTime() - from;
}

describe("after a 429 without Retry-After", () => {
  it("holds every request of the client for five minutes: nothing more reaches the service, resumeAt ~5 min ahead", async () => {
    const server = await throttlingService();
    const paxos = new Paxos({ accessToken: "t", baseUrl: server.baseUrl, maxRetries: 3 });
    const started = Date.now();
    const first = await paxos.profiles.list().catch((e: unknown) => e);
    expect(resumesIn(first, started)).toBeGreaterThanOrEqual(FIVE_MINUTES - 1_000);
    expect(resumesIn(first, started)).toBeLessThanOrEqual(FIVE_MINUTES + 5_000);
    // Not retried into the throttle, and every later call (any operation) is held unsent.
    const later = await Promise.all([paxos.profiles.list(), paxos.fiatAccounts.list(), paxos.payments.list()].map((call) => call.catch((e: unknown) => e)));
    for (const error of later) {
      expect((error as RateLimitError).title).toBe("Held back by the client");
      expect(resumesIn(error, started)).toBeGreaterThanOrEqual(FIVE_MINUTES - 1_000);
    }
    expect(server.apiRequests()).toHaveLength(1);
  });

  it("honours a longer Retry-After", async () => {
    const server = await throttlingService(1, "600");
    const paxos = new Paxos({ accessToken: "t", baseUrl: server.baseUrl });
    const started = Date.now();
    const error = await paxos.profiles.list().catch((e: unknown) => e);
    expect(resumesIn(error, started)).toBeGreaterThanOrEqual(600_000 - 1_000);
    expect(server.apiRequests()).toHaveLength(1);
  });

  it("holds for the window even when Retry-After is shorter", async () => {
    const server = await throttlingService(1, "1");
    const paxos = new Paxos({ accessToken: "t", baseUrl: server.baseUrl });
    const started = Date.now();
    const error = await paxos.profiles.list().catch((e: unknown) => e);
    expect(resumesIn(error, started)).toBeGreaterThanOrEqual(FIVE_MINUTES - 1_000);
    expect(server.apiRequests()).toHaveLength(1);
  });

  it("waits out a hold that ends within the call's timeout and backoff.maxRetryAfterMs (throttleWindowMs shortened)", async () => {
    const server = await throttlingService();
    const paxos = new Paxos({ accessToken: "t", baseUrl: server.baseUrl, throttleWindowMs: 300, backoff: { initialDelayMs: 1, maxDelayMs: 1 } });
    const page = await paxos.profiles.list();
    expect(page.items).toEqual([]);
    const [first, second] = server.apiRequests();
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(290);
  });

  it("with throttleWindowMs 0 holds only for the backoff", async () => {
    const server = await throttlingService();
    const paxos = new Paxos({ accessToken: "t", baseUrl: server.baseUrl, throttleWindowMs: 0, backoff: { initialDelayMs: 1, maxDelayMs: 1 } });
    expect((await paxos.profiles.list()).items).toEqual([]);
    expect(server.apiRequests()).toHaveLength(2);
  });

  it("refuses a throttleWindowMs that is not a whole number of ms from 0 to an hour", () => {
    expect(() => new Paxos({ accessToken: "t", throttleWindowMs: -1 })).toThrow(/throttleWindowMs/);
    expect(() => new Paxos({ accessToken: "t", throttleWindowMs: 3_600_001 })).toThrow(/throttleWindowMs/);
  });
});

describe.runIf(redisAvailable)("a fleet sharing paxos-sdk/redis (real redis-server)", () => {
  let redis: RedisProcess;
  const connections: Redis[] = [];
  const connect = () => {
    const client = new Redis(redis.url, { maxRetriesPerRequest: 1, retryStrategy: () => 50 });
    client.on("error", () => {});
    connections.push(client);
    return client;
  };
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const client of connections) client.disconnect();
    await redis?.close();
  });

  it("holds a second client too (its own limiter and Redis connection, same process): its calls fail unsent with resumeAt ~5 min ahead", async () => {
    const server = await throttlingService();
    const quiet = { logger: { warn: () => {}, info: () => {} } };
    const prefix = `throttle-${crypto.randomUUID()}:`;
    // Two clients, as two processes would have: each its own limiter and Redis connection; only Redis is shared.
    const first = new Paxos({ accessToken: "t", baseUrl: server.baseUrl, rateLimiter: redisRateLimiter(connect(), { prefix, ...quiet }) });
    const second = new Paxos({ accessToken: "t", baseUrl: server.baseUrl, rateLimiter: redisRateLimiter(connect(), { prefix, ...quiet }) });
    const started = Date.now();
    expect(resumesIn(await first.profiles.list().catch((e: unknown) => e), started)).toBeGreaterThanOrEqual(FIVE_MINUTES - 1_000);
    // The hold reaches Redis in the background; the second process learns it on its next reservation.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const held = await second.fiatAccounts.list().catch((e: unknown) => e);
    expect(resumesIn(held, started)).toBeGreaterThanOrEqual(FIVE_MINUTES - 2_000);
    expect(resumesIn(held, started)).toBeLessThanOrEqual(FIVE_MINUTES + 5_000);
    expect(server.apiRequests()).toHaveLength(1);
  });

  it("holds a second OS process sharing the redis-server: nothing of it reaches the service, RateLimitError with resumeAt ~5 min ahead", async () => {
    const server = await throttlingService();
    const prefix = `throttle-process-${crypto.randomUUID()}:`;
    const quiet = { logger: { warn: () => {}, info: () => {} } };
    const redisOfFirst = connect();
    const first = new Paxos({ accessToken: "t", baseUrl: server.baseUrl, rateLimiter: redisRateLimiter(redisOfFirst, { prefix, ...quiet }) });
    const started = Date.now();
    expect(resumesIn(await first.profiles.list().catch((e: unknown) => e), started)).toBeGreaterThanOrEqual(FIVE_MINUTES - 1_000);
    expect(server.apiRequests()).toHaveLength(1);
    // The hold is written to Redis in the background; start the other process once it is there (the
    // fleet-wide hold key, `*`: every class), so that what it meets is the hold and not a race with it.
    await expect.poll(() => redisOfFirst.exists(`${prefix}rate:hold:*`)).toBe(1);

    // Another Node process (tsx runs the sources under test): its own client, limiter and Redis connection.
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", THROTTLE_WORKER, JSON.stringify({ redisUrl: redis.url, prefix, baseUrl: server.baseUrl })], {
      timeout: 20_000,
    });
    const outcomes = JSON.parse(stdout.trim().split("\n").at(-1)!) as ThrottleWorkerOutcome[];
    expect(outcomes.map((o) => o.call)).toEqual(["profiles.list", "fiatAccounts.list"]);
    for (const outcome of outcomes) {
      expect(outcome).toMatchObject({ outcome: "RateLimitError", title: "Held back by the client" });
      // About five minutes after the 429, and so still well ahead of the moment the child asked.
      const resumeAt = Date.parse(outcome.resumeAt!);
      expect(resumeAt - started).toBeGreaterThanOrEqual(FIVE_MINUTES - 2_000);
      expect(resumeAt - started).toBeLessThanOrEqual(FIVE_MINUTES + 5_000);
      expect(resumeAt - outcome.at).toBeGreaterThan(FIVE_MINUTES - 30_000);
    }
    // Only the first process's one request ever reached the service.
    expect(server.apiRequests()).toHaveLength(1);
  });
});
