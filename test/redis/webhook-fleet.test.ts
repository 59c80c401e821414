/**
 * Two webhook receiver processes (../support/webhook-receiver-worker.mjs, each its own Node process with the
 * built dist/) sharing a real redis-server: every event delivered to both, several times, concurrently, is
 * acted on once in the whole fleet: first the mock delivering (one webhook per process, so every event reaches
 * both), then deliveries the test POSTs itself, as Paxos would (both receivers behind one webhook URL's load
 * balancer, and Paxos's redeliveries, concurrently).
 */
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Paxos } from "../../src/index";
import { createMockApi, startMockServer, type MockServer } from "../../src/mock/index";
import { redisDedupeStore } from "../../src/redis/index";
import { clientOptions, startMock } from "../integration/support";
import { requireFreshDist } from "../support/fresh-dist";
import { redisAvailable, requireRedisUnderCI, startRedis, type RedisProcess } from "../support/redis-server";
import { deliver, reducedOf, serveNode } from "../support/webhook-servers";

requireRedisUnderCI("test/redis webhook fleet");

const WORKER = fileURLToPath(new URL("../support/webhook-receiver-worker.mjs", import.meta.url));
const HEADER = "X-Paxos-Webhook-Key";
const KEY = "fleet-webhook-key-0123456789abcdef";

let redis: RedisProcess;
let mock: MockServer;

beforeAll(async () => {
  if (!redisAvailable) return;
  requireFreshDist("test/redis webhook fleet");
  [redis, mock] = await Promise.all([startRedis(), startMock()]);
});
afterAll(async () => {
  await mock?.close();
  await redis?.close();
});

interface Receiver {
  child: ChildProcess;
  url: string;
  handled: { id: string; pid: number }[];
  hanging: string[];
}

/** The address and credentials a receiver process fetches events with. */
function apiOf(server: MockServer) {
  return { baseUrl: server.baseUrl, tokenUrl: server.tokenUrl, clientId: server.clientId, clientSecret: server.clientSecret };
}

/** Forks a receiver process; without `api`, it answers 503 until told the mock's address with `tellApi`. */
function spawnReceiver(prefix: string, extra: { leaseMs?: number; hangOnType?: string; api?: ReturnType<typeof apiOf> | null } = {}): Promise<Receiver> {
  const { api = apiOf(mock), ...rest } = extra;
  const config = {
    redisUrl: redis.url,
    prefix,
    ...(api ?? {}),
    header: HEADER,
    key: KEY,
    workMs: 30,
    ...rest,
  };
  const child = fork(WORKER, [JSON.stringify(config)], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const handled: Receiver["handled"] = [];
  const hanging: string[] = [];
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`receiver exited early (${code})`)));
    child.on("message", (message: { kind: string; port?: number; id?: string; pid?: number }) => {
      if (message.kind === "listening") resolve({ child, url: `http://127.0.0.1:${message.port}/webhooks`, handled, hanging });
      if (message.kind === "handled") handled.push({ id: message.id!, pid: message.pid! });
      if (message.kind === "hanging") hanging.push(message.id!);
    });
  });
}

/** Tells a receiver started without `api` where the mock is; resolves once it is ready. */
function tellApi(receiver: Receiver, api: ReturnType<typeof apiOf>): Promise<void> {
  return new Promise((resolve) => {
    const ready = (message: { kind: string }) => {
      if (message.kind !== "ready") return;
      receiver.child.off("message", ready);
      resolve();
    };
    receiver.child.on("message", ready);
    receiver.child.send({ kind: "api", ...api });
  });
}

/** Delivers until a 200 comes back, as Paxos retries a 409 or 503. */
async function deliverUntilDone(url: string, body: unknown, pauseMs = 20): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 50; attempt++) {
    const { status } = await deliver(url, body, { [HEADER]: KEY });
    statuses.push(status);
    if (status === 200) return statuses;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  throw new Error(`no 200 after 50 deliveries: ${statuses.join(",")}`);
}

describe.runIf(redisAvailable)("a fleet of webhook receivers sharing Redis (real redis-server, mock over HTTP)", () => {
  it("acts on each event once when the mock delivers every event to both processes", async () => {
    const prefix = `webhook-mock-fleet-${Date.now()}:`;
    const receivers = await Promise.all([spawnReceiver(prefix, { api: null }), spawnReceiver(prefix, { api: null })]);
    const retry = { initialDelayMs: 30, maxDelayMs: 200, maxAttempts: 30 };
    const api = createMockApi({
      webhooks: receivers.map((r) => ({ url: r.url, apiKey: { header: HEADER, value: KEY }, rateLimit: 100, retry })),
    });
    const delivering = await startMockServer({ api });
    try {
      await Promise.all(receivers.map((r) => tellApi(r, apiOf(delivering))));
      // Twenty events of the document's types, recorded as the mock's workflows record them: each is delivered to both.
      const events = Array.from({ length: 20 }, (_, i) =>
        api.store.events.append(i % 2 ? "identity.approved" : "transfer.crypto_deposit.completed", { id: crypto.randomUUID() }),
      );
      await api.webhooks.idle();
      for (const stats of api.webhooks.stats()) expect(stats).toMatchObject({ delivered: 20, undelivered: 0 });
      // The receivers answer before their handlers finish: wait for the handlers.
      await expect.poll(() => receivers.flatMap((r) => r.handled).map((h) => h.id).sort(), { timeout: 10_000 }).toEqual(events.map((e) => e.id).sort());
    } finally {
      for (const r of receivers) r.child.kill();
      await delivering.close();
      await api.webhooks.close();
    }
  }, 60_000);

  it("acts on each event once when every event is delivered to both processes, concurrently and again", async () => {
    const prefix = `webhook-fleet-${Date.now()}:`;
    const receivers = await Promise.all([spawnReceiver(prefix), spawnReceiver(prefix)]);
    try {
      const events = Array.from({ length: 20 }, (_, i) =>
        mock.api.store.events.append(`transfer.crypto_deposit.${i % 2 ? "completed" : "pending"}`, { id: crypto.randomUUID(), type: "CRYPTO_DEPOSIT", status: i % 2 ? "COMPLETED" : "PENDING" }),
      );
      // Each event: two deliveries to each process at once, then one more to each after all are done.
      const runs = await Promise.all(events.flatMap((event) => receivers.flatMap((r) => [deliverUntilDone(r.url, reducedOf(event)), deliverUntilDone(r.url, reducedOf(event))])));
      expect(runs).toHaveLength(80);
      expect(runs.flat().every((status) => status === 200 || status === 409)).toBe(true);
      // The concurrent deliveries did meet: some were told another delivery was in progress.
      expect(runs.flat().filter((status) => status === 409).length).toBeGreaterThan(0);
      // Once the handlers are done, a redelivery to either process is a 200 (duplicate) without acting.
      for (const event of events) for (const r of receivers) await expect.poll(async () => (await deliver(r.url, reducedOf(event), { [HEADER]: KEY })).status, { timeout: 10_000 }).toBe(200);

      // Each process was delivered every event and answered every delivery 200 or 409, yet each event was
      // acted on once in all: only the shared record can do that. (Which process acts on which is the
      // machine's timing: under load one process may win every claim, so that is not asserted.)
      await expect.poll(() => receivers.flatMap((r) => r.handled).map((h) => h.id).sort(), { timeout: 10_000 }).toEqual(events.map((e) => e.id).sort());
    } finally {
      for (const r of receivers) r.child.kill();
    }
  }, 60_000);

  it("lets another process take an event over once the claim of a process that died mid-onEvent lapses", async () => {
    const prefix = `webhook-lease-${Date.now()}:`;
    const leaseMs = 1_500;
    const [dying, survivor] = await Promise.all([spawnReceiver(prefix, { leaseMs, hangOnType: "identity.denied" }), spawnReceiver(prefix, { leaseMs })]);
    try {
      const event = mock.api.store.events.append("identity.denied", { id: crypto.randomUUID() });
      void deliver(dying.url, reducedOf(event), { [HEADER]: KEY }).catch(() => {});
      await expect.poll(() => dying.hanging, { timeout: 10_000 }).toEqual([event.id]);
      dying.child.kill("SIGKILL");
      // The claim is still held: Paxos's redelivery to the survivor is told to come back.
      expect((await deliver(survivor.url, reducedOf(event), { [HEADER]: KEY })).status).toBe(409);
      const statuses = await deliverUntilDone(survivor.url, reducedOf(event), 200);
      expect(statuses.at(-1)).toBe(200);
      await expect.poll(() => survivor.handled.map((h) => h.id), { timeout: 10_000 }).toEqual([event.id]);
    } finally {
      dying.child.kill();
      survivor.child.kill();
    }
  }, 30_000);

  it("hands the event of a process that died mid-onEvent, after answering 2xx, to the catch-up path once; skips what the fleet handled", async () => {
    const prefix = `webhook-catch-up-${Date.now()}:`;
    const leaseMs = 1_500;
    const [dying, survivor] = await Promise.all([spawnReceiver(prefix, { leaseMs, hangOnType: "identity.denied" }), spawnReceiver(prefix, { leaseMs })]);
    const client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    client.on("error", () => {});
    const paxos = new Paxos(clientOptions(mock));
    try {
      const handledByFleet = mock.api.store.events.append("identity.approved", { id: crypto.randomUUID() });
      const lost = mock.api.store.events.append("identity.denied", { id: crypto.randomUUID() });
      expect((await deliver(survivor.url, reducedOf(handledByFleet), { [HEADER]: KEY })).status).toBe(200);
      await expect.poll(() => survivor.handled.map((h) => h.id), { timeout: 10_000 }).toEqual([handledByFleet.id]);
      // Answered 2xx (so Paxos will not deliver it again), then the process dies inside onEvent.
      expect((await deliver(dying.url, reducedOf(lost), { [HEADER]: KEY })).status).toBe(200);
      await expect.poll(() => dying.hanging, { timeout: 10_000 }).toEqual([lost.id]);
      dying.child.kill("SIGKILL");

      const stop = new AbortController();
      const caughtUp: string[] = [];
      const dedupe = redisDedupeStore(client, { prefix });
      for await (const event of paxos.events.follow({ since: handledByFleet.created_at, signal: stop.signal, pollIntervalMs: 100, dedupe })) {
        caughtUp.push(event.id!);
        // Waited for the dead claim's lease to lapse, then handed over: handle it, then stop.
        stop.abort();
      }
      expect(caughtUp).toEqual([lost.id]);
      // Marked handled in the fleet's record: a late redelivery to the survivor does not act again.
      expect(JSON.parse((await deliver(survivor.url, reducedOf(lost), { [HEADER]: KEY })).text)).toEqual({ status: "duplicate" });
      expect(survivor.handled.map((h) => h.id)).toEqual([handledByFleet.id]);
    } finally {
      dying.child.kill();
      survivor.child.kill();
      client.disconnect();
    }
  }, 30_000);

  it("answers 503 while Redis is down (fails closed: never acts without the fleet's record), and handles the redelivery once it is back", async () => {
    const client = new Redis(redis.url, { maxRetriesPerRequest: 1, retryStrategy: () => 50 });
    client.on("error", () => {});
    const paxos = new Paxos(clientOptions(mock));
    const handled: string[] = [];
    const warnings: string[] = [];
    const server = await serveNode(
      paxos.webhooks.nodeHandler({
        apiKey: { header: HEADER, value: KEY },
        dedupe: redisDedupeStore(client, { prefix: `down-${Date.now()}:`, commandTimeoutMs: 300, logger: { warn: (m) => warnings.push(m), info: () => {} } }),
        logLevel: "off",
        onEvent: (event) => void handled.push(event.id!),
      }),
    );
    try {
      const event = mock.api.store.events.append("identity.approved", { id: crypto.randomUUID() });
      await redis.stop();
      const down = await deliver(server.url, reducedOf(event), { [HEADER]: KEY });
      expect(down.status).toBe(503);
      expect(handled).toEqual([]);
      await redis.start();
      expect(await deliverUntilDone(server.url, reducedOf(event))).toContain(200);
      await expect.poll(() => handled).toEqual([event.id]);
      expect(warnings.some((w) => w.includes("Redis unavailable"))).toBe(true);
    } finally {
      await redis.start();
      await server.close();
      client.disconnect();
    }
  }, 30_000);
});
