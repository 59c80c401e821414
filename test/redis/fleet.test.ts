/**
 * A fleet behind one IP: several worker processes (../support/fleet-worker.mjs, each its own Node process
 * with its own Paxos client from the built dist/, which `npm test` builds first) sharing one token and one
 * rate budget through a real redis-server, against the mock over loopback HTTP. The mock records when each
 * request arrived, so the test sees what the service would.
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MockServer } from "../../src/mock/index";
import { busiestSecond, recordingMock, runFleet, spawnWorker, type WorkerConfig } from "../support/fleet";
import { requireFreshDist } from "../support/fresh-dist";
import { redisAvailable, requireRedisUnderCI, startRedis, type RedisProcess } from "../support/redis-server";

requireRedisUnderCI("test/redis fleet");

let redis: RedisProcess;
let probe: Redis;

beforeAll(async () => {
  if (!redisAvailable) return;
  requireFreshDist("test/redis fleet");
  redis = await startRedis();
  probe = new Redis(redis.url, { maxRetriesPerRequest: 1, retryStrategy: () => 100 });
  probe.on("error", () => {});
});
afterAll(async () => {
  probe?.disconnect();
  await redis?.close();
});

let fleetNo = 0;
function configFor(mock: MockServer, overrides: Partial<WorkerConfig>): WorkerConfig {
  return {
    shared: true,
    redisUrl: redis.url,
    baseUrl: mock.baseUrl,
    tokenUrl: mock.tokenUrl,
    clientId: mock.clientId,
    clientSecret: mock.clientSecret,
    prefix: `fleet-${++fleetNo}-${Date.now()}:`,
    defaultLimit: 40,
    calls: 10,
    pauseMs: 0,
    lockTtlMs: 15_000,
    ...overrides,
  };
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(redisAvailable)("a fleet of worker processes sharing Redis (real redis-server, mock over HTTP)", () => {
  it("makes one token request for the whole fleet and never more than the limit in any second", async () => {
    const { mock, arrivals } = await recordingMock();
    try {
      const config = configFor(mock, { defaultLimit: 40, calls: 25 });
      const results = await runFleet(Array.from({ length: 4 }, () => spawnWorker(config)));
      expect(results.map((r) => r.failed)).toEqual([0, 0, 0, 0]);
      expect(results.reduce((sum, r) => sum + r.ok, 0)).toBe(100);
      expect(arrivals.filter((a) => a.endpoint === "token")).toHaveLength(1);
      const api = arrivals.filter((a) => a.endpoint === "api").map((a) => a.at);
      expect(api).toHaveLength(100);
      expect(busiestSecond(api)).toBeLessThanOrEqual(40);
    } finally {
      await mock.close();
    }
  }, 60_000);

  it("renews once for the fleet when the mock revokes every token mid-run", async () => {
    const { mock, arrivals } = await recordingMock();
    try {
      const config = configFor(mock, { calls: 30, pauseMs: 20, defaultLimit: 50 });
      const workers = Array.from({ length: 3 }, () => spawnWorker(config));
      const results = runFleet(workers);
      await until(() => workers.reduce((sum, w) => sum + w.done, 0) >= 20, "20 calls");
      expect(mock.api.oauth.revokeTokens()).toBeGreaterThan(0);
      const done = await results;
      expect(done.map((r) => r.failed)).toEqual([0, 0, 0]);
      expect(arrivals.filter((a) => a.endpoint === "token")).toHaveLength(2);
    } finally {
      await mock.close();
    }
  }, 60_000);

  it("goes on after the lock's TTL when the process holding the token lock is killed", async () => {
    const { mock, arrivals } = await recordingMock();
    try {
      // The first token request hangs for 10 s, so its process dies holding the lock.
      mock.api.faults.add({ route: "token", kind: "latency", latencyMs: 10_000, times: 1 });
      const config = configFor(mock, { calls: 3, lockTtlMs: 1_500 });
      const holder = spawnWorker(config);
      await holder.ready;
      holder.go();
      await until(async () => (await probe.keys(`${config.prefix}token-lock:*`)).length === 1, "the token lock");
      await until(() => arrivals.some((a) => a.endpoint === "token"), "the holder's token request");
      holder.child.kill("SIGKILL");
      const started = Date.now();
      const results = await runFleet([spawnWorker(config), spawnWorker(config)]);
      expect(results.map((r) => r.ok)).toEqual([3, 3]);
      expect(Date.now() - started).toBeLessThan(10_000);
      // The dead holder's request arrived (and hangs); the survivors made exactly one more between them.
      expect(arrivals.filter((a) => a.endpoint === "token")).toHaveLength(2);
    } finally {
      await mock.close();
    }
  }, 60_000);

  it("keeps every call working while Redis is down, and coordinates again once it is back", async () => {
    const { mock } = await recordingMock();
    try {
      const config = configFor(mock, { calls: 60, pauseMs: 25, defaultLimit: 50, redisRetryAfterMs: 200 });
      const workers = Array.from({ length: 3 }, () => spawnWorker(config));
      const results = runFleet(workers);
      const done = () => workers.reduce((sum, w) => sum + w.done, 0);
      await until(() => done() >= 20, "20 calls");
      await redis.stop();
      await until(() => done() >= 60, "calls during the outage");
      await redis.start();
      // Back on Redis while the fleet still runs: the reservations of its calls are there again.
      await until(async () => (await probe.exists(`${config.prefix}rate:slot:default`)) === 1, "reservations in Redis again", 10_000);
      expect(done()).toBeLessThan(180);
      const finished = await results;
      expect(finished.map((r) => r.ok)).toEqual([60, 60, 60]);
      for (const r of finished) {
        expect(r.warnings.filter((w) => w.includes("Redis unavailable")).length).toBeLessThanOrEqual(1);
      }
      expect(finished.some((r) => r.warnings.some((w) => w.includes("Redis unavailable")))).toBe(true);
    } finally {
      await redis.start();
      await mock.close();
    }
  }, 60_000);
});
