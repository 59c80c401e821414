/**
 * The Redis token cache against a real redis-server: one token request per key for every "process"
 * (each cache below has its own connection and in-process state, as separate processes would), the lock's
 * TTL when its holder dies, one renewal per rejected token, expiry, and fail-open while Redis is down.
 */
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CachedToken } from "../../src/core/sending/auth/token-cache";
import { redisTokenCache } from "../../src/redis/index";
import { redisAvailable, requireRedisUnderCI, startRedis, type RedisProcess } from "../support/redis-server";

requireRedisUnderCI("test/redis token cache");


let server: RedisProcess;
const clients: Redis[] = [];

function connect(): Redis {
  const client = new Redis(server.url, { maxRetriesPerRequest: 1, retryStrategy: () => 50 });
  client.on("error", () => {}); // connection errors while a test stops the server are expected
  clients.push(client);
  return client;
}

function quietLogger() {
  const lines: string[] = [];
  return { lines, logger: { warn: (line: string) => lines.push(`warn ${line}`), info: (line: string) => lines.push(`info ${line}`) } };
}

/** A token endpoint stand-in that counts its requests. */
function tokenEndpoint(lifetimeMs = 60_000, delayMs = 30) {
  let issued = 0;
  return {
    get issued() {
      return issued;
    },
    fetch: async (): Promise<CachedToken> => {
      issued++;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return { accessToken: `token-${issued}`, scopes: ["a:read", "b:write"], expiresAt: Date.now() + lifetimeMs };
    },
  };
}

let keyCounter = 0;
const freshKey = () => `k${++keyCounter}-${Date.now()}`;

describe.runIf(redisAvailable)("redisTokenCache (real redis-server)", () => {
  beforeAll(async () => {
    server = await startRedis();
  });
  afterEach(async () => {
    if (server) await server.start().catch(() => undefined); // a test that stopped it leaves it running again
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await server?.close();
  });

  it("asks the token endpoint once for five processes × twenty concurrent calls", async () => {
    const endpoint = tokenEndpoint();
    const key = freshKey();
    const caches = Array.from({ length: 5 }, () => redisTokenCache(connect(), { prefix: "t1:" }));
    const tokens = await Promise.all(caches.flatMap((cache) => Array.from({ length: 20 }, () => cache.obtain(key, endpoint.fetch))));
    expect(endpoint.issued).toBe(1);
    expect(new Set(tokens.map((t) => t.accessToken))).toEqual(new Set(["token-1"]));
    expect(tokens[0]!.scopes).toEqual(["a:read", "b:write"]);
  });

  it("writes only under its prefix, and stores the token with a TTL", async () => {
    const redis = connect();
    const key = freshKey();
    await redisTokenCache(redis, { prefix: "tenant-a:" }).obtain(key, tokenEndpoint(60_000).fetch);
    const keys = await redis.keys("*");
    expect(keys.filter((k) => k.includes(key))).toEqual([`tenant-a:token:${key}`]);
    const ttl = await redis.pttl(`tenant-a:token:${key}`);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it("lets the others proceed after the lock's TTL when its holder dies", async () => {
    const redis = connect();
    const key = freshKey();
    // A process took the lock and died before storing a token.
    await redis.set(`t2:token-lock:${key}`, "dead-process", "PX", 400);
    const endpoint = tokenEndpoint();
    const started = Date.now();
    const tokens = await Promise.all([1, 2, 3].map(() => redisTokenCache(connect(), { prefix: "t2:", lockTtlMs: 5_000 }).obtain(key, endpoint.fetch)));
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect(endpoint.issued).toBe(1);
    expect(new Set(tokens.map((t) => t.accessToken)).size).toBe(1);
  });

  it("keeps the lock while a slow token request runs, so nobody asks a second time", async () => {
    const key = freshKey();
    // The request outlives the lock's TTL several times over; the holder's heartbeat (every TTL/3) keeps it.
    const slow = tokenEndpoint(60_000, 2_500);
    const caches = Array.from({ length: 3 }, () => redisTokenCache(connect(), { prefix: "t7:", lockTtlMs: 900 }));
    const tokens = await Promise.all(caches.map((cache) => cache.obtain(key, slow.fetch)));
    expect(slow.issued).toBe(1);
    expect(new Set(tokens.map((t) => t.accessToken)).size).toBe(1);
  });

  it("renews once for the whole fleet after a 401 (compare-and-swap on the rejected token)", async () => {
    const key = freshKey();
    const endpoint = tokenEndpoint();
    const caches = Array.from({ length: 4 }, () => redisTokenCache(connect(), { prefix: "t3:" }));
    const first = await caches[0]!.obtain(key, endpoint.fetch);
    expect(first.accessToken).toBe("token-1");
    // Every process saw a 401 for token-1: each forgets it (only the first forget can match), then asks again.
    const renewed = await Promise.all(
      caches.map(async (cache) => {
        await cache.invalidate(key, first.accessToken);
        return cache.obtain(key, endpoint.fetch);
      }),
    );
    expect(endpoint.issued).toBe(2);
    expect(new Set(renewed.map((t) => t.accessToken))).toEqual(new Set(["token-2"]));
    // A late 401 for the old token does not throw away the new one.
    await caches[3]!.invalidate(key, first.accessToken);
    expect((await caches[2]!.obtain(key, endpoint.fetch)).accessToken).toBe("token-2");
    expect(endpoint.issued).toBe(2);
  });

  it("does not hand out a token that expires before the caller needs it", async () => {
    const key = freshKey();
    const endpoint = tokenEndpoint(400);
    const cache = redisTokenCache(connect(), { prefix: "t4:" });
    expect((await cache.obtain(key, endpoint.fetch)).accessToken).toBe("token-1");
    expect((await cache.obtain(key, endpoint.fetch, { validUntil: Date.now() + 1_000 })).accessToken).toBe("token-2");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await cache.obtain(key, endpoint.fetch)).accessToken).toBe("token-3");
  });

  it("fails open while Redis is down (one warning), and shares again once it is back", async () => {
    const key = freshKey();
    const endpoint = tokenEndpoint();
    const { lines, logger } = quietLogger();
    const redisA = connect();
    const cacheA = redisTokenCache(redisA, { prefix: "t5:", logger, retryAfterMs: 200 });
    const cacheB = redisTokenCache(connect(), { prefix: "t5:", logger, retryAfterMs: 200 });
    await server.stop();
    const started = Date.now();
    const during = await Promise.all([cacheA.obtain(key, endpoint.fetch), cacheA.obtain(freshKey(), endpoint.fetch)]);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(during.every((t) => t.accessToken.startsWith("token-"))).toBe(true);
    expect(lines.filter((line) => line.startsWith("warn"))).toHaveLength(1);
    expect(lines.join("\n")).not.toMatch(/token-\d/);

    await server.start();
    await new Promise((resolve) => setTimeout(resolve, 400)); // reconnect, and the guard's pause ends
    const issuedBefore = endpoint.issued;
    const a = await cacheA.obtain(key, endpoint.fetch);
    const b = await cacheB.obtain(key, endpoint.fetch);
    expect(endpoint.issued).toBe(issuedBefore + 1);
    expect(b.accessToken).toBe(a.accessToken);
    expect(lines.some((line) => line.startsWith("info") && line.includes("resumed"))).toBe(true);
  });

  it("ends one caller's wait on its signal without failing the others", async () => {
    const key = freshKey();
    const slow = tokenEndpoint(60_000, 300);
    const cache = redisTokenCache(connect(), { prefix: "t6:" });
    const controller = new AbortController();
    const aborted = cache.obtain(key, slow.fetch, { signal: controller.signal });
    const patient = cache.obtain(key, slow.fetch);
    controller.abort(new Error("caller gave up"));
    await expect(aborted).rejects.toThrow("caller gave up");
    expect((await patient).accessToken).toBe("token-1");
    expect(slow.issued).toBe(1);
  });
});
