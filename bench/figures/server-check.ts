/**
 * Not a target: checks that the mock is not what the figures measure. Times the mock's own handler
 * (no HTTP, memo bypassed) for a ticker and a 1000-item page, and profiles it, so an expensive page
 * generation shows up by function. The timed figures use the memoised `small` instance.
 */
import { join } from "node:path";
import { mkdirSync } from "node:fs";
import { formatSelfTime, topSelfTime } from "../lib/cpuprofile";
import { ROOT } from "../lib/child";
import type { BenchContext } from "../lib/context";
import { type FigureResult, kb, ms } from "../lib/report";
import { median } from "../lib/stats";

interface HandlerTimes {
  tickerMs: number[];
  pageMs: number[];
  pageBytes: number;
}

/** Uncached handler medians, for the run's summary. */
export interface ServerCost {
  tickerMs: number;
  pageMs: number;
  pageBytes: number;
}

export async function serverCheck(ctx: BenchContext): Promise<FigureResult & { cost: ServerCost }> {
  const iterations = ctx.scale(100);
  ctx.log(`server check: the mock's own handler, uncached, ${iterations} tickers and pages (profiled)`);
  const dir = join(ROOT, ".tmp", "bench-profiles");
  mkdirSync(dir, { recursive: true });
  await ctx.server.send({ cmd: "profile-start" });
  const times = await ctx.server.send<HandlerTimes>({ cmd: "measure-handler", instance: "small", iterations });
  const file = await ctx.server.send<string>({ cmd: "profile-stop", path: join(dir, `mock-handler-${Date.now()}.cpuprofile`) });
  const cost = { tickerMs: median(times.tickerMs), pageMs: median(times.pageMs), pageBytes: times.pageBytes };
  const profile = topSelfTime(file, 8, ROOT);
  return {
    rows: [],
    cost,
    details: [
      `The mock computes every answer afresh: its handler takes ${ms(cost.tickerMs)} per ticker and ${ms(cost.pageMs)} per 1000-item page (${kb(cost.pageBytes)}), median, without HTTP.`,
      `Top self time in the mock's handler (${file.slice(ROOT.length)}):`,
      ...formatSelfTime(profile).map((line) => `    ${line}`),
    ],
  };
}
