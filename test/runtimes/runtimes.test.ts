/**
 * The built SDK on every runtime it supports besides the Node 20 that runs vitest: Node 22 and 24 (ESM
 * and CommonJS), Bun, Deno and Cloudflare's workerd. Each runs smoke.mjs against the loopback mock and
 * reports one JSON object that is asserted here. The binaries come from test/runtimes/package.json
 * (`npm ci --prefix test/runtimes`, pinned by its lockfile; linux-x64): when one is missing, the suite installs
 * them itself before the first test (`.ci/run` installs them beforehand).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockServer, type MockServer } from "../../src/mock/index";

const here = fileURLToPath(new URL(".", import.meta.url));
const root = fileURLToPath(new URL("../..", import.meta.url));
const distEsm = join(root, "dist/index.js");
const distCjs = join(root, "dist/index.cjs");
const INSTALL = ["ci", "--prefix", here, "--no-audit", "--no-fund"];
/** How long installing the runtimes may take (about 700 MB of packages). */
const INSTALL_TIMEOUT_MS = 600_000;
/** How long one runtime may take to start, run the smoke program and exit. */
const RUN_TIMEOUT_MS = 60_000;
const MARKER = "PAXOS_SMOKE_RESULT ";

/** Where each runtime's executable lands inside test/runtimes/node_modules (no install script needed). */
const binaries = {
  "Node 22": "node22/bin/node",
  "Node 24": "node24/bin/node",
  Bun: "@oven/bun-linux-x64/bin/bun",
  Deno: "@deno/linux-x64-glibc/deno",
  workerd: "@cloudflare/workerd-linux-64/bin/workerd",
} as const;
type Runtime = keyof typeof binaries;
const binary = (runtime: Runtime) => join(here, "node_modules", binaries[runtime]);

/** What smoke.mjs reports (see there). */
interface DescribedError {
  thrown: boolean;
  name?: string;
  message?: string;
  isPaxosError?: boolean;
  isValidationError?: boolean;
  isAPIError?: boolean;
  isNotFoundError?: boolean;
  field?: string;
  rule?: string;
  status?: number;
  requestsSent?: number;
}
interface SmokeResult {
  error?: string;
  runtime: string;
  tickers: { count: number; markets: string[]; isArray: boolean };
  feeds: { books: { market: string; bids: number; asks: number; bestBid?: string; bestAsk?: string }[]; states: string[]; hasGlobalWebSocket: boolean };
  walk: { items: number; uniqueIds: number; pages: number; tokenRequests: number };
  settlement: { status: string; amounts: string[]; amountTypes: string[]; windowEnd: string; id: string; refId: string };
  validation: DescribedError;
  notFound: DescribedError;
}

const AMOUNTS = ["1250.000000000000000001", "123456789012345678901234567890.123456789012345678901234567890"];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let mock: MockServer;
let work: string;
let config: string;
const children = new Set<ChildProcess>();

/** Installs the runtimes from test/runtimes/package-lock.json (npm is the one running vitest's Node's). */
function installRuntimes(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", INSTALL, { cwd: root, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`npm ${INSTALL.join(" ")} failed (${code}): ${stderr.slice(-2000)}`))));
  });
}

beforeAll(async () => {
  if ((Object.keys(binaries) as Runtime[]).some((runtime) => !existsSync(binary(runtime)))) await installRuntimes();
}, INSTALL_TIMEOUT_MS);

beforeAll(async () => {
  if (!existsSync(distEsm) || !existsSync(distCjs)) {
    throw new Error("dist/index.js or dist/index.cjs is missing: run `npm run build` first (npm test does).");
  }
  // Paxos's subscription limit shortened: the runtimes' smoke runs each open a feed socket.
  mock = await startMockServer({ port: 0, feeds: { subscriptionIntervalMs: 50 } });
  work = mkdtempSync(join(tmpdir(), "paxos-runtimes-"));
  config = JSON.stringify({
    baseUrl: mock.baseUrl,
    tokenUrl: mock.tokenUrl,
    streamUrl: mock.streamUrl,
    clientId: mock.clientId,
    clientSecret: mock.clientSecret,
    profileIds: mock.api.store.ids.profileIds.slice(0, 2),
    unknownFiatAccountId: "00000000-0000-4000-8000-000000000000",
  });
});

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await mock?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A clean environment: nothing of vitest's, caches inside the temp dir. */
function childEnv(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: work,
    NO_COLOR: "1",
    DENO_DIR: join(work, "deno-cache"),
    DENO_NO_UPDATE_CHECK: "1",
  };
}

interface Exited {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Starts a process that is killed in afterAll at the latest. */
function start(command: string, args: string[]): { child: ChildProcess; output: { stdout: string; stderr: string }; exited: Promise<Exited> } {
  const child = spawn(command, args, { cwd: root, env: childEnv(), stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  const output = { stdout: "", stderr: "" };
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (output.stdout += chunk));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (output.stderr += chunk));
  const exited = new Promise<Exited>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code, signal) => {
      children.delete(child);
      resolve({ code, signal, ...output });
    });
  });
  return { child, output, exited };
}

/** Runs a command to its end, killing it after RUN_TIMEOUT_MS. */
async function run(command: string, args: string[]): Promise<Exited> {
  const { child, output, exited } = start(command, args);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${command} ${args.join(" ")} did not finish within ${RUN_TIMEOUT_MS} ms\n${output.stdout}\n${output.stderr}`));
    }, RUN_TIMEOUT_MS);
  });
  return Promise.race([exited, timeout]).finally(() => clearTimeout(timer));
}

/** The result line of a command-line run. */
function parse(out: Exited): SmokeResult {
  const line = out.stdout.split("\n").find((l) => l.startsWith(MARKER));
  if (line === undefined) {
    throw new Error(`no result line (exit ${out.code ?? out.signal})\nstdout:\n${out.stdout}\nstderr:\n${out.stderr}`);
  }
  return JSON.parse(line.slice(MARKER.length)) as SmokeResult;
}

/** Everything a user of the SDK would notice, on any runtime. */
function expectWorking(result: SmokeResult, runtime: RegExp): void {
  expect(result.error, "the smoke program threw").toBeUndefined();
  expect(result.runtime).toMatch(runtime);

  // (a) the credential-free ticker
  expect(result.tickers.isArray).toBe(true);
  expect(result.tickers.count).toBe(10);
  expect(new Set(result.tickers.markets).size).toBe(10);

  // (a') the live order book over the runtime's own WebSocket (no `ws` there), ended by abort
  expect(result.feeds.hasGlobalWebSocket).toBe(true);
  expect(result.feeds.books).toEqual([{ market: "BTCUSD", bids: 3, asks: 3, bestBid: "59990.00", bestAsk: "60010.00" }]);
  expect(result.feeds.states).toEqual(["open"]);

  // (b) every deposit address, 100 a page, after one token request
  const total = mock.api.store.depositAddresses.size;
  expect(result.walk.items).toBe(total);
  expect(result.walk.uniqueIds).toBe(total);
  expect(result.walk.pages).toBe(Math.ceil(total / 100));
  expect(result.walk.pages).toBeGreaterThanOrEqual(3);
  expect(result.walk.tokenRequests).toBe(1);

  // (c) a PENDING settlement, amounts as exact strings, the same in the server's store
  expect(result.settlement.status).toBe("PENDING");
  expect(result.settlement.amounts).toEqual(AMOUNTS);
  expect(result.settlement.amountTypes).toEqual(["string", "string"]);
  expect(result.settlement.windowEnd).toBe("2026-12-01T00:00:00.123456789Z");
  expect(result.settlement.id).toMatch(UUID);
  expect(result.settlement.refId).toMatch(UUID);
  expect(mock.api.store.settlements.get(result.settlement.id)?.legs.map((leg) => leg.amount)).toEqual(AMOUNTS);

  // (d) typed errors: refused before sending, and a 404 from the server
  expect(result.validation).toMatchObject({
    thrown: true,
    name: "ValidationError",
    isValidationError: true,
    isPaxosError: true,
    isAPIError: false,
    field: "profile_ids",
    rule: "maxItems",
    requestsSent: 0,
  });
  expect(result.notFound).toMatchObject({
    thrown: true,
    name: "NotFoundError",
    isNotFoundError: true,
    isAPIError: true,
    isPaxosError: true,
    status: 404,
  });
}

/** A test that needs `runtime`'s binary (installed by the first beforeAll when missing). */
function withRuntime(runtime: Runtime, title: string, body: (bin: string) => Promise<void>): void {
  const bin = binary(runtime);
  it(
    `${runtime}: ${title}`,
    () => {
      if (!existsSync(bin)) throw new Error(`${runtime} is not installed (${bin} is missing after npm ${INSTALL.join(" ")}).`);
      return body(bin);
    },
    RUN_TIMEOUT_MS + 10_000,
  );
}

const cli = join(here, "cli.mjs");
const cliCjs = join(here, "cli.cjs");
const esmUrl = pathToFileURL(distEsm).href;

describe("the built SDK on other runtimes", () => {
  for (const [runtime, version] of [["Node 22", /^node 22\./], ["Node 24", /^node 24\./]] as const) {
    withRuntime(runtime, "imports dist/index.js (ESM) and works against the mock", async (bin) => {
      expectWorking(parse(await run(bin, [cli, esmUrl, config])), version);
    });
    withRuntime(runtime, "requires dist/index.cjs (CommonJS) and works against the mock", async (bin) => {
      expectWorking(parse(await run(bin, [cliCjs, distCjs, config])), version);
    });
  }

  withRuntime("Bun", "imports dist/index.js and works against the mock", async (bin) => {
    expectWorking(parse(await run(bin, [cli, esmUrl, config])), /^bun \d/);
  });

  // Deno resolves dist/'s bare `ky` and `zod` imports through the root node_modules (package.json present).
  withRuntime("Deno", "imports dist/index.js (--allow-net --allow-env --allow-read) and works against the mock", async (bin) => {
    const out = await run(bin, ["run", "--no-prompt", "--no-lock", "--allow-net", "--allow-env", "--allow-read", cli, esmUrl, config]);
    expectWorking(parse(out), /^deno \d/);
  });

  // An HTTP client should need the network, not the environment: PAXOS_LOG is optional, and a Deno user
  // who grants no env access must still be able to construct a client.
  withRuntime("Deno", "works without --allow-env (the SDK must not require env access)", async (bin) => {
    const out = await run(bin, ["run", "--no-prompt", "--no-lock", "--allow-net", "--allow-read", cli, esmUrl, config]);
    expectWorking(parse(out), /^deno \d/);
  });

  withRuntime("workerd", "runs a bundled worker (dist/index.js + smoke) against the mock", async (bin) => {
    const dir = join(work, "workerd");
    mkdirSync(dir, { recursive: true });
    // workerd resolves no node_modules: bundle the worker, the built SDK and its dependencies into one module.
    await build({
      entryPoints: [join(here, "worker.mjs")],
      outfile: join(dir, "worker.bundle.mjs"),
      bundle: true,
      format: "esm",
      platform: "browser",
      conditions: ["workerd", "worker"],
      logLevel: "silent",
    });
    const version = await run(bin, ["--version"]);
    const compatibilityDate = /\d{4}-\d{2}-\d{2}/.exec(version.stdout)?.[0] ?? "2025-09-01";
    const port = await freePort();
    writeFileSync(join(dir, "config.capnp"), workerdConfig(port, compatibilityDate));

    const server = start(bin, ["serve", join(dir, "config.capnp")]);
    try {
      const result = await fetchSmoke(`http://127.0.0.1:${port}`, server);
      expectWorking(result, /^workerd$/);
    } finally {
      server.child.kill("SIGKILL");
      await server.exited.catch(() => undefined);
    }
  });
});

/** A port free on loopback right now (workerd binds it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * The workerd configuration: the bundled worker with the smoke configuration as a JSON binding, its
 * outbound fetches allowed to loopback only (where the mock listens), served on `port`. No compatibility
 * flags: the SDK must work on a plain worker.
 */
function workerdConfig(port: number, compatibilityDate: string): string {
  return `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [
    (name = "main", worker = .smokeWorker),
    (name = "loopback", network = (allow = ["local"])),
  ],
  sockets = [ (name = "http", address = "127.0.0.1:${port}", http = (), service = "main") ],
);

const smokeWorker :Workerd.Worker = (
  modules = [ (name = "worker", esModule = embed "worker.bundle.mjs") ],
  compatibilityDate = "${compatibilityDate}",
  bindings = [ (name = "SMOKE_CONFIG", json = ${JSON.stringify(config)}) ],
  globalOutbound = "loopback",
);
`;
}

/** Waits for workerd to listen (GET /ready), then runs the smoke program once (GET /smoke). */
async function fetchSmoke(origin: string, server: ReturnType<typeof start>): Promise<SmokeResult> {
  const deadline = Date.now() + RUN_TIMEOUT_MS;
  let exitedEarly: Exited | undefined;
  void server.exited.then((out) => (exitedEarly = out), () => undefined);
  const logs = () => `workerd stdout:\n${server.output.stdout}\nworkerd stderr:\n${server.output.stderr}`;
  for (;;) {
    if (exitedEarly) throw new Error(`workerd exited (${exitedEarly.code ?? exitedEarly.signal}) before serving\n${logs()}`);
    if (Date.now() > deadline) throw new Error(`workerd did not listen on ${origin} within ${RUN_TIMEOUT_MS} ms\n${logs()}`);
    try {
      const ready = await fetch(`${origin}/ready`, { signal: AbortSignal.timeout(2_000) });
      if (ready.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const response = await fetch(`${origin}/smoke`, { signal: AbortSignal.timeout(Math.max(1_000, deadline - Date.now())) });
  const text = await response.text();
  try {
    return JSON.parse(text) as SmokeResult;
  } catch {
    throw new Error(`workerd answered ${response.status} with no JSON: ${text}\n${logs()}`);
  }
}
