/**
 * The benchmark's mock API process (started by ../lib/server-process.ts, never imported by the client).
 * It runs `paxos-sdk/mock` from source on loopback in its own process, so it has its own core and its
 * memory never shows in the client's RSS. Four instances: `small` (100 000 deposit addresses, answers
 * memoised on top of the mock's own cache) for the timed figures, `fresh` (the same data with the mock's
 * cache off: every answer computed afresh) for context, `large` (1 000 000, the mock as shipped) for the
 * memory figure, and `latency` (20 000, every request delayed 20 ms by the mock's latency fault: a real
 * network's round trip).
 *
 * Every instance counts requests, token requests, TCP connections (keep-alive check) and the time its
 * handler spends, and answers commands from the parent over IPC (see ServerCommand). The fleet figure's
 * recording mock runs here too, started and stopped by command.
 */
import diagnostics from "node:diagnostics_channel";
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import type { Server } from "node:http";
import type { Socket } from "node:net";
import { createMockApi, startMockServer, type MockApi, type MockRequest, type MockResponse } from "../../src/mock/index";
import { mockOAuth } from "../../src/mock/api";
import { type Arrival, recordingMock } from "../../test/support/fleet";
import type { FleetMockInfo, InstanceCounters, InstanceInfo, ServerCommand, ServerReply } from "../lib/server-protocol";

const TICKER_PATH = "/all-markets/ticker";
/** The `latency` instance: this many addresses, each request delayed this long. */
const LATENCY_WALK_ITEMS = 20_000;
const LATENCY_MS = 20;
const ADDRESSES_PATH = "/transfer/deposit-addresses";

interface Instance {
  info: InstanceInfo;
  api: MockApi;
  /** The mock's own handler, before memoising and counting. */
  handle: (request: MockRequest) => Promise<MockResponse>;
  counters: InstanceCounters;
  cache: Map<string, MockResponse> | undefined;
  sockets: WeakSet<Socket>;
}

function zeroCounters(): InstanceCounters {
  return { requests: 0, tokenRequests: 0, apiRequests: 0, cacheHits: 0, connections: 0, handlerMs: 0 };
}

/**
 * Wraps the API's handler: counts, times and (when `cache` is given) memoises successful GET answers by
 * path and query. A memoised answer to a scoped path is only served to a request whose bearer token the
 * mock still accepts, so auth behaves as without the cache. The mock clock is manual (it never moves by
 * itself), so a memoised answer is exactly what the mock would compute again.
 */
function instrument(api: MockApi, cache: Map<string, MockResponse> | undefined): Instance["handle"] {
  const handle = api.handle.bind(api);
  const counters = zeroCounters();
  api.handle = async (request: MockRequest) => {
    const started = performance.now();
    counters.requests++;
    if (request.endpoint === "token") counters.tokenRequests++;
    if (request.endpoint === "api") counters.apiRequests++;
    try {
      const key = request.method === "GET" && request.endpoint === "api" ? `${request.path}?${request.search.replace(/^\?/, "")}` : undefined;
      if (cache && key !== undefined) {
        const hit = cache.get(key);
        if (hit && (request.path === TICKER_PATH || mockOAuth(api).authenticate(request.headers.authorization).ok)) {
          counters.cacheHits++;
          return hit;
        }
        const answer = await handle(request);
        if (answer.status === 200 && answer.action === undefined) cache.set(key, answer);
        return answer;
      }
      return await handle(request);
    } finally {
      counters.handlerMs += performance.now() - started;
    }
  };
  (api as unknown as { benchCounters: InstanceCounters }).benchCounters = counters;
  return handle;
}

async function startInstance(name: string, depositAddresses: number, memoise: boolean, latencyMs = 0, mockCache = true): Promise<Instance> {
  const api = createMockApi({ seed: 1, sizes: { depositAddresses, payments: 10, identityAccounts: 10, fiatAccounts: 2 }, cache: mockCache });
  // The mock's own latency fault, on every route and never used up (only `probability` given).
  if (latencyMs > 0) api.faults.add({ route: "*", kind: "latency", latencyMs, probability: 1 });
  const cache = memoise ? new Map<string, MockResponse>() : undefined;
  const handle = instrument(api, cache);
  const server = await startMockServer({ api });
  return {
    info: { name, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl, port: server.port, clientId: server.clientId, clientSecret: server.clientSecret, depositAddresses, memoised: memoise, latencyMs },
    api,
    handle,
    counters: (api as unknown as { benchCounters: InstanceCounters }).benchCounters,
    cache,
    sockets: new WeakSet(),
  };
}

const instances = new Map<string, Instance>();

// Counts accepted TCP connections per instance: with keep-alive, far fewer than requests.
diagnostics.subscribe("http.server.request.start", (message) => {
  const { socket, server } = message as { socket: Socket; server: Server };
  const port = (server.address() as { port?: number } | null)?.port;
  for (const instance of instances.values()) {
    if (instance.info.port !== port || instance.sockets.has(socket)) continue;
    instance.sockets.add(socket);
    instance.counters.connections++;
  }
});

/**
 * Times the mock's own handler (no HTTP, no memo) for a ticker and a first 1000-item page: computed afresh
 * on `fresh` (cache off), from the mock's own cache on the others (after the first request).
 */
async function measureHandler(instance: Instance, iterations: number): Promise<{ tickerMs: number[]; pageMs: number[]; pageBytes: number }> {
  const token = instance.api.oauth.issue(instance.info.clientId).access_token;
  const base = { endpoint: "api" as const, method: "GET", body: "" };
  const ticker: MockRequest = { ...base, path: TICKER_PATH, search: "", headers: {} };
  const page: MockRequest = { ...base, path: ADDRESSES_PATH, search: "?limit=1000", headers: { authorization: `Bearer ${token}` } };
  const tickerMs: number[] = [];
  const pageMs: number[] = [];
  let pageBytes = 0;
  for (let i = 0; i < iterations + 5; i++) {
    let t = performance.now();
    await instance.handle(ticker);
    if (i >= 5) tickerMs.push(performance.now() - t);
    t = performance.now();
    const answer = await instance.handle(page);
    if (i >= 5) pageMs.push(performance.now() - t);
    pageBytes = Buffer.byteLength(answer.body);
  }
  return { tickerMs, pageMs, pageBytes };
}

let session: Session | undefined;
// The fleet figure's recording mock: here, not in the benchmark's own process, whose garbage
// collection after the walks would hold arrivals back and stamp them together.
let fleet: Awaited<ReturnType<typeof recordingMock>> | undefined;

async function run(command: ServerCommand): Promise<unknown> {
  switch (command.cmd) {
    case "stats":
      return Object.fromEntries([...instances].map(([name, i]) => [name, { ...i.counters, cacheEntries: i.cache?.size ?? 0 }]));
    case "reset":
      for (const i of instances.values()) Object.assign(i.counters, zeroCounters());
      return null;
    case "measure-handler":
      return measureHandler(instances.get(command.instance)!, command.iterations);
    case "memory":
      return process.memoryUsage();
    case "profile-start":
      session = new Session();
      session.connect();
      await session.post("Profiler.enable");
      await session.post("Profiler.setSamplingInterval", { interval: 100 });
      await session.post("Profiler.start");
      return null;
    case "fleet-start": {
      fleet = await recordingMock();
      const { baseUrl, tokenUrl, clientId, clientSecret } = fleet.mock;
      return { baseUrl, tokenUrl, clientId, clientSecret } satisfies FleetMockInfo;
    }
    case "fleet-stop": {
      const arrivals: Arrival[] = fleet?.arrivals ?? [];
      await fleet?.mock.close();
      fleet = undefined;
      return arrivals;
    }
    case "profile-stop": {
      const { profile } = await session!.post("Profiler.stop");
      session!.disconnect();
      session = undefined;
      writeFileSync(command.path, JSON.stringify(profile));
      return command.path;
    }
  }
}

instances.set("small", await startInstance("small", 100_000, true));
instances.set("fresh", await startInstance("fresh", 100_000, false, 0, false));
instances.set("large", await startInstance("large", 1_000_000, false));
instances.set("latency", await startInstance("latency", LATENCY_WALK_ITEMS, false, LATENCY_MS));

process.on("message", (raw) => {
  const command = raw as ServerCommand & { id: number };
  run(command).then(
    (result) => process.send!({ id: command.id, ok: true, result } satisfies ServerReply),
    (error: unknown) => process.send!({ id: command.id, ok: false, error: String(error) } satisfies ServerReply),
  );
});
process.on("disconnect", () => process.exit(0));
process.send!({ ready: Object.fromEntries([...instances].map(([name, i]) => [name, i.info])) });
