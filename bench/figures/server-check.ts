/**
 * Not a target: checks that the mock is not what the figures measure. Times the mock's own handler
 * (no HTTP, memo bypassed) for a ticker and a 1000-item page, computing afresh (profiled, so an expensive
 * page generation shows up by function) and from the mock's own cache. The timed figures use the
 * memoised `small` instance.
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

/** The mock handler's medians: computed afresh (cache off) and from the mock's own cache. */
export interface ServerCost {
  tickerMs: number;
  pageMs: number;
  pageBytes: number;
  cachedTickerMs: number;
  cachedPageMs: number;
}

export async function serverCheck(ctx: BenchContext): Promise<FigureResult & { cost: ServerCost }> {
  const iterations = ctx.scale(100);
  ctx.log(`server check: the mock's own handler, ${iterations} tickers and pages afresh (profiled) and from its cache`);
  const dir = join(ROOT, ".tmp", "bench-profiles");
  mkdirSync(dir, { recursive: true });
  await ctx.server.send({ cmd: "profile-start" });
  const fresh = await ctx.server.send<HandlerTimes>({ cmd: "measure-handler", instance: "fresh", iterations });
  const file = await ctx.server.send<string>({ cmd: "profile-stop", path: join(dir, `mock-handler-${Date.now()}.cpuprofile`) });
  const cached = await ctx.server.send<HandlerTimes>({ cmd: "measure-handler", instance: "small", iterations });
  const cost = {
    tickerMs: median(fresh.tickerMs),
    pageMs: median(fresh.pageMs),
    pageBytes: fresh.pageBytes,
    cachedTickerMs: median(cached.tickerMs),
    cachedPageMs: median(cached.pageMs),
  };
  const profile = topSelfTime(file, 8, ROOT);
  return {
    rows: [],
    cost,
    details: [
      `Computing every answer afresh (\`cache: false\`), the mock's handler takes ${ms(cost.tickerMs)} per ticker and ${ms(cost.pageMs)} per 1000-item page (${kb(cost.pageBytes)}), median, without HTTP.`,
      `With its own cache (the default: the ticker's figures per clock minute, deposit-address pages by query) it takes ${ms(cost.cachedTickerMs)} per ticker and ${ms(cost.cachedPageMs)} per page.`,
      `Top self time in the mock's handler computing afresh (${file.slice(ROOT.length)}):`,
      ...formatSelfTime(profile).map((line) => `    ${line}`),
    ],
  };
}
