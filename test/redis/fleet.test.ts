/**
 * A fleet behind one IP: several worker processes (./fleet/worker.mjs, each its own Node process with its
 * own Paxos client from the built dist/, which `npm test` builds first) sharing one token and one rate budget through a real redis-server, against the mock
 * over loopback HTTP. The mock records when each request arrived, so the test sees what the service would.
 */
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import Redis from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockServer, type MockServer } from "../../src/mock/index";
import type { MockRequest } from "../../src/mock/index";
import { redisAvailable, requireRedisUnderCI, startRedis, type RedisProcess } from "../support/redis-server";

requireRedisUnderCI("test/redis fleet");

const WORKER = fileURLToPath(new URL("./fleet/worker.mjs", import.meta.url));

/** What the test hands a worker (JSON in argv[2]). */
export interface WorkerConfig {
  redisUrl: string;
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  prefix: string;
  /** Requests per second of the `default` class, fleet-wide. */
  defaultLimit: number;
  calls: number;
  /** Pause between two calls of one worker, in ms (0: back to back). */
  pauseMs: number;
  lockTtlMs: number;
}

/** What a worker reports. */
type WorkerMessage =
  | { kind: "progress"; done: number }
  | { kind: "result"; ok: number; failed: number; errors: string[]; warnings: string[] };

let redis: RedisProcess;
let probe: Redis;

beforeAll(async () => {
  if (!redisAvailable) return;
  redis = await startRedis();
  probe = new Redis(redis.url, { maxRetriesPerRequest: 1, retryStrategy: () => 100 });
  probe.on("error", () => {});
});
afterAll(async () => {
  probe?.disconnect();
  await redis?.close();
});

/** The mock, recording the arrival time of every request. */
async function recordingMock(): Promise<{ mock: MockServer; arrivals: { endpoint: MockRequest["endpoint"]; at: number }[] }> {
  const mock = await startMockServer({ port: 0 });
  const arrivals: { endpoint: MockRequest["endpoint"]; at: number }[] = [];
  const handle = mock.api.handle.bind(mock.api);
  mock.api.handle = (request) => {
    arrivals.push({ endpoint: request.endpoint, at: Date.now() });
    return handle(request);
  };
  return { mock, arrivals };
}

/** A forked worker process. */
interface Worker {
  child: ChildProcess;
  /** Calls finished so far. */
  done: number;
  /** Resolves once the process has started and waits for `go`. */
  ready: Promise<void>;
  result: Promise<Extract<WorkerMessage, { kind: "result" }>>;
  go(): void;
}

function spawnWorker(config: WorkerConfig): Worker {
  const child = fork(WORKER, [JSON.stringify(config)], { execArgv: [], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const worker: Partial<Worker> = { child, done: 0 };
  worker.ready = new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("message", () => resolve());
  });
  worker.result = new Promise((resolve, reject) => {
    child.on("message", (message: WorkerMessage) => {
      if (message.kind === "progress") worker.done = message.done;
      else resolve(message);
    });
    child.once("exit", (code, signal) => reject(new Error(`worker exited (${code ?? signal}) before reporting`)));
  });
  worker.result.catch(() => {}); // a test that kills a worker never awaits its result
  worker.go = () => child.send("go");
  return worker as Worker;
}

let fleetNo = 0;
function configFor(mock: MockServer, overrides: Partial<WorkerConfig>): WorkerConfig {
  return {
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

/** The most arrivals in any half-open 1-second window. */
function busiestSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (sorted[i]! - sorted[j]! >= 1000) j++;
    best = Math.max(best, i - j + 1);
  }
  return best;
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function runFleet(workers: Worker[]) {
  await Promise.all(workers.map((w) => w.ready));
  for (const w of workers) w.go();
  return Promise.all(workers.map((w) => w.result));
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
      const config = configFor(mock, { calls: 40, pauseMs: 25, defaultLimit: 50 });
      const workers = Array.from({ length: 3 }, () => spawnWorker(config));
      const results = runFleet(workers);
      await until(() => workers.reduce((sum, w) => sum + w.done, 0) >= 20, "20 calls");
      await redis.stop();
      await until(() => workers.reduce((sum, w) => sum + w.done, 0) >= 50, "calls during the outage");
      await redis.start();
      const done = await results;
      expect(done.map((r) => r.ok)).toEqual([40, 40, 40]);
      for (const r of done) {
        expect(r.warnings.filter((w) => w.includes("Redis unavailable")).length).toBeLessThanOrEqual(1);
      }
      expect(done.some((r) => r.warnings.some((w) => w.includes("Redis unavailable")))).toBe(true);
      // Back on Redis: the reservations of the last calls are there again.
      expect(await probe.exists(`${config.prefix}rate:slot:default`)).toBe(1);
    } finally {
      await redis.start();
      await mock.close();
    }
  }, 60_000);
});
