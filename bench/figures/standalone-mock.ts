/**
 * Figure: `npx paxos-sdk mock`, the mock as a standalone server (the built bin, dist/cli.js, in a
 * process of its own), against the in-process mock (`startMockServer()` in this process): the 1 000-item
 * page walk of 100 000 deposit addresses over real HTTP, raw fetch, the two walks interleaved in the same
 * run; and its start-up, from spawning `node dist/cli.js mock` to its last export line (it listens by then).
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { startMockServer } from "../../src/mock/index";
import { addressesPath } from "../contenders/raw";
import { walkSequentially, type AddressPage } from "../contenders/contender";
import { builtSnapshot } from "../lib/build";
import type { BenchContext } from "../lib/context";
import { type FigureResult, ms, times } from "../lib/report";
import { interleave, median, medians } from "../lib/stats";
import { rate, WALK_LIMIT } from "./walk";

/** Target: the standalone mock walks at least 0.8× as fast as the in-process one. */
export const STANDALONE_THROUGHPUT_TARGET = 0.8;
/** Target: listening (its export lines printed) within a second of the spawn. */
export const STANDALONE_STARTUP_TARGET_MS = 1000;

const ADDRESSES = 100_000;

/** The URLs and credentials a walk needs. */
interface Endpoint {
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}

/** Starts the built CLI's mock and resolves, with the time it took, once its five export lines are out. */
async function startStandalone(cli: string): Promise<{ endpoint: Endpoint; startupMs: number; stop(): Promise<void> }> {
  const started = performance.now();
  const child = spawn(process.execPath, [cli, "mock", "--port", "0", "--quiet", "--size", `depositAddresses=${ADDRESSES}`], { stdio: ["ignore", "pipe", "inherit"] });
  const env: Record<string, string> = {};
  for await (const line of createInterface({ input: child.stdout })) {
    const [name, value] = line.replace(/^export /, "").split(/=(.*)/s) as [string, string];
    env[name] = value;
    if (Object.keys(env).length === 5) break;
  }
  const startupMs = performance.now() - started;
  if (Object.keys(env).length < 5) throw new Error("the standalone mock exited before printing its export lines");
  return {
    endpoint: { baseUrl: env.PAXOS_BASE_URL!, tokenUrl: env.PAXOS_TOKEN_URL!, clientId: env.PAXOS_CLIENT_ID!, clientSecret: env.PAXOS_CLIENT_SECRET! },
    startupMs,
    stop: async () => {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      const [code] = await exited;
      if (code !== 0) throw new Error(`the standalone mock exited with ${String(code)} on SIGTERM`);
    },
  };
}

/** A raw walk of every address at 1 000 a page; checks the count. */
function walker(endpoint: Endpoint): () => Promise<void> {
  let token: Promise<string> | undefined;
  const getToken = async () => {
    const response = await fetch(endpoint.tokenUrl, { method: "POST", body: new URLSearchParams({ grant_type: "client_credentials", client_id: endpoint.clientId, client_secret: endpoint.clientSecret }) });
    return ((await response.json()) as { access_token: string }).access_token;
  };
  return async () => {
    token ??= getToken();
    const n = await walkSequentially(async (cursor) => {
      const response = await fetch(`${endpoint.baseUrl}${addressesPath(WALK_LIMIT, cursor)}`, { headers: { authorization: `Bearer ${await token}` } });
      if (!response.ok) throw new Error(`page: ${response.status}`);
      return JSON.parse(await response.text()) as AddressPage;
    });
    if (n !== ADDRESSES) throw new Error(`walked ${n} addresses, expected ${ADDRESSES}`);
  };
}

export async function standaloneMockFigure(ctx: BenchContext): Promise<FigureResult> {
  const built = builtSnapshot(ctx.log);
  const cli = join(dirname(built.entry), "cli.js");

  const starts = ctx.scale(7);
  ctx.log(`standalone mock: ${starts} start-ups of node dist/cli.js mock (${ADDRESSES} addresses) to its export lines`);
  const startups: number[] = [];
  for (let i = 0; i < starts; i++) {
    const standalone = await startStandalone(cli);
    startups.push(standalone.startupMs);
    await standalone.stop();
  }

  const reps = ctx.scale(9);
  ctx.log(`standalone mock: ${reps} walks of ${ADDRESSES} addresses each against it and the in-process mock, interleaved, after 1 warm-up round`);
  const standalone = await startStandalone(cli);
  const inProcess = await startMockServer({ port: 0, sizes: { depositAddresses: ADDRESSES } });
  let m: Record<string, number>;
  try {
    m = medians(await interleave({ standalone: walker(standalone.endpoint), inProcess: walker(inProcess) }, { iterations: reps, warmup: 1 }));
  } finally {
    await inProcess.close();
    await standalone.stop();
  }
  const ratio = m.inProcess! / m.standalone!;
  const startup = median(startups);
  return {
    rows: [
      {
        figure: `npx paxos-sdk mock: walk of ${ADDRESSES / 1000}k addresses (items/s)`,
        values: { raw: rate(ADDRESSES, m.standalone!) },
        baseline: "the in-process mock (startMockServer)",
        result: `${times(ratio, STANDALONE_THROUGHPUT_TARGET)} (in-process ${rate(ADDRESSES, m.inProcess!)})`,
        target: `≥ ${STANDALONE_THROUGHPUT_TARGET}×`,
        pass: ratio >= STANDALONE_THROUGHPUT_TARGET,
        note: `raw fetch, ${WALK_LIMIT} a page, median of ${reps} walks each, interleaved; the standalone mock is the built bin in its own process, the in-process one shares this process with the client.`,
      },
      {
        figure: "npx paxos-sdk mock: start-up to listening",
        values: { raw: ms(startup) },
        baseline: "—",
        result: `${ms(startup)} (${ms(Math.min(...startups))}–${ms(Math.max(...startups))})`,
        target: `< ${STANDALONE_STARTUP_TARGET_MS} ms`,
        pass: startup < STANDALONE_STARTUP_TARGET_MS,
        note: `node dist/cli.js mock --port 0 --size depositAddresses=${ADDRESSES}, spawn to its fifth export line, median of ${starts}; ${built.note}.`,
      },
    ],
  };
}
