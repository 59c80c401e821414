/**
 * Figure: a fleet behind one IP. N worker processes (the built SDK) make M list calls each against a mock
 * that records every arrival (in the mock-server process: the benchmark's own process, busy collecting
 * the garbage of earlier figures, stamped arrivals late and together); once sharing their token and budget through a real redis-server
 * (`paxos-sdk/redis`), once each on its own (in-process pacing, its own token), as processes without Redis
 * do. The row shows token requests and the busiest second at the mock against the `default` budget.
 * Skipped (with a note) where Debian's redis-server is not installed.
 */
import type { BenchContext } from "../lib/context";
import type { FigureResult } from "../lib/report";
import { type Arrival, busiestWindow, runFleet, spawnWorker, type WorkerConfig } from "../../test/support/fleet";
import type { FleetMockInfo } from "../lib/server-protocol";
import { redisAvailable, startRedis } from "../../test/support/redis-server";

const PROCESSES = 6;
const LIMIT = 50;

export async function fleetFigure(ctx: BenchContext): Promise<FigureResult> {
  if (!redisAvailable) {
    return { rows: [{ figure: "fleet behind one IP", values: {}, baseline: "—", result: "skipped", target: "—", note: "redis-server is not installed (apt-get install redis-server)." }] };
  }
  const calls = ctx.scale(50);
  const redis = await startRedis();
  try {
    const run = async (shared: boolean) => {
      const mock = await ctx.server.send<FleetMockInfo>({ cmd: "fleet-start" });
      let arrivals: Arrival[] | undefined;
      try {
        const config: WorkerConfig = {
          shared,
          redisUrl: redis.url,
          baseUrl: mock.baseUrl,
          tokenUrl: mock.tokenUrl,
          clientId: mock.clientId,
          clientSecret: mock.clientSecret,
          prefix: `bench-fleet-${Date.now()}:`,
          defaultLimit: LIMIT,
          calls,
          pauseMs: 0,
          lockTtlMs: 10_000,
        };
        const started = Date.now();
        const results = await runFleet(Array.from({ length: PROCESSES }, () => spawnWorker(config)));
        arrivals = await ctx.server.send<Arrival[]>({ cmd: "fleet-stop" });
        const failed = results.reduce((sum, r) => sum + r.failed, 0);
        if (failed > 0) throw new Error(`${failed} calls failed: ${results.flatMap((r) => r.errors).slice(0, 2).join("; ")}`);
        const api = arrivals.filter((a) => a.endpoint === "api").map((a) => a.at);
        const busiest = busiestWindow(api);
        return {
          tokens: arrivals.filter((a) => a.endpoint === "token").length,
          peak: busiest.count,
          // Where the busiest second sits: at the very start of the fleet, each process's first request
          // loads Node's fetch after its turn, leaves late and arrives together with the next ones.
          busiestOpensAfterMs: busiest.opensAt - Math.min(...api),
          seconds: (Date.now() - started) / 1000,
        };
      } finally {
        // A fleet that failed never stopped its mock.
        if (!arrivals) await ctx.server.send({ cmd: "fleet-stop" });
      }
    };
    ctx.log(`fleet: ${PROCESSES} processes × ${calls} calls, default class ${LIMIT}/s, with Redis and without`);
    const shared = await run(true);
    const alone = await run(false);
    return {
      rows: [
        {
          figure: `fleet of ${PROCESSES} processes × ${calls} calls (token requests; busiest second)`,
          values: { sdk: `${shared.tokens} token; ${shared.peak}/s` },
          baseline: `same fleet without Redis (${alone.tokens} tokens; ${alone.peak}/s)`,
          result: `${shared.peak}/s of ${LIMIT}`,
          target: `1 token; ≤ ${LIMIT}/s`,
          pass: shared.tokens === 1 && shared.peak <= LIMIT,
          note: `With \`paxos-sdk/redis\` the fleet shares one token and one ${LIMIT}/s budget (${shared.seconds.toFixed(1)} s for every call); without it each process fetches its own token and paces to the whole budget alone (${alone.seconds.toFixed(1)} s), so the IP saw ${alone.tokens} token requests and up to ${alone.peak} requests in one second, ${(alone.peak / LIMIT).toFixed(1)}× the budget.`,
        },
      ],
      details: [
        `With Redis, the busiest second opened ${shared.busiestOpensAfterMs} ms after the fleet's first API request (why it sits at the start: bench/README.md, fleet).`,
      ],
    };
  } finally {
    await redis.close();
  }
}
