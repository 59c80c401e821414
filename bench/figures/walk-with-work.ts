/**
 * Figure: the same 100k walk, with a consumer that awaits async work per page lasting about one page
 * fetch (raw's time per page in this run's plain walk). With prefetch the next page downloads
 * while the consumer works, so the walk should approach max(fetch, work) per page instead of the sum.
 */
import { diy } from "../contenders/diy";
import { raw } from "../contenders/raw";
import { sdk } from "../contenders/sdk";
import type { BenchContext } from "../lib/context";
import { type FigureResult, ms, times } from "../lib/report";
import { median, preciseDelay } from "../lib/stats";
import { rate, timeWalks } from "./walk";

/** Target: prefetch on at least 1.6× faster than the SDK with prefetch off. */
export const PREFETCH_TARGET = 1.6;

export async function walkWithWorkFigure(ctx: BenchContext): Promise<FigureResult> {
  const server = ctx.server.small;
  const items = server.depositAddresses;
  // One fetch's worth of work, where prefetch can gain most (up to 2×: fetch and work overlap fully).
  // Raw's time per page in the walk, not the single-page figure: a lone page took 1.1-1.35× a walk's page
  // in three full runs, and work longer than the fetch caps what any prefetch can gain at 1 + fetch / work.
  const work = ctx.shared.rawWalkPageMs ?? 5;
  const reps = ctx.scale(7);
  ctx.log(`walk with work: ${items} items, ${ms(work)} of async work per page, ${reps} walks each, interleaved`);
  const slept: number[] = [];
  const m = await timeWalks(
    [sdk(server), sdk(server, { prefetch: false, name: "sdk-no-prefetch" }), raw(server), diy(server)],
    items,
    reps,
    async () => {
      const t0 = performance.now();
      await preciseDelay(work);
      slept.push(performance.now() - t0);
    },
  );
  const speedup = m["sdk-no-prefetch"]! / m.sdk!;
  return {
    rows: [
      {
        figure: `same walk, ${ms(work)} async work per page (items/s)`,
        values: { sdk: rate(items, m.sdk!), raw: rate(items, m.raw!), diy: rate(items, m.diy!) },
        baseline: `SDK, prefetch off (${rate(items, m["sdk-no-prefetch"]!)})`,
        result: `${times(speedup, PREFETCH_TARGET)} faster`,
        target: `≥ ${PREFETCH_TARGET}×`,
        pass: speedup >= PREFETCH_TARGET,
        note: `The consumer awaits ${ms(work)} of async work (a timer) per page (raw's time per page in this run's plain walk; it actually waited ${ms(median(slept))}, median); raw and DIY fetch sequentially.`,
      },
    ],
  };
}
