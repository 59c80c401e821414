/**
 * Figure: a `for await` walk of all 100 000 deposit addresses at limit 1000 (100 pages). The SDK
 * validates every page and prefetches the next one; raw and DIY fetch their pages one after the other.
 * Throughput in items per second, median of interleaved walks.
 */
import type { Contender } from "../contenders/contender";
import { diy } from "../contenders/diy";
import { raw } from "../contenders/raw";
import { sdk } from "../contenders/sdk";
import type { BenchContext } from "../lib/context";
import { type FigureResult, times } from "../lib/report";
import { interleave, medians } from "../lib/stats";

/** Target: SDK items/s at least 0.9× raw sequential pages on loopback (issue 18, ky as the transport; 1.0× before). */
export const WALK_TARGET = 0.9;
export const WALK_LIMIT = 1000;

/** Walks with each contender `reps` times, interleaved; returns median milliseconds per walk. */
export async function timeWalks(
  contenders: readonly Contender[],
  expected: number,
  reps: number,
  perPage?: () => Promise<void>,
): Promise<Record<string, number>> {
  const samples = await interleave(
    Object.fromEntries(
      contenders.map((c) => [
        c.name,
        async () => {
          const n = await c.walk(WALK_LIMIT, perPage);
          if (n !== expected) throw new Error(`${c.name}: walked ${n} items, expected ${expected}`);
        },
      ]),
    ),
    { iterations: reps, warmup: 1 },
  );
  return medians(samples);
}

/** "123 k/s" */
export function rate(items: number, milliseconds: number): string {
  return `${((items / milliseconds) * 1000 / 1000).toFixed(0)} k/s`;
}

export async function walkFigure(ctx: BenchContext): Promise<FigureResult> {
  const rows = [];
  // First against memoised answers (the client's own cost: the figure with the target), then, for
  // context, against the mock computing every page afresh on its own core (server time to hide behind).
  for (const [server, reps] of [[ctx.server.small, ctx.scale(15)], [ctx.server.fresh, ctx.scale(3)]] as const) {
    const items = server.depositAddresses;
    const memo = server.memoised;
    ctx.log(`walk: ${items} items at limit ${WALK_LIMIT}${memo ? "" : " (mock not memoised)"}, ${reps} walks each, interleaved, after 1 warm-up round`);
    const m = await timeWalks([sdk(server), raw(server), diy(server)], items, reps);
    const ratio = m.raw! / m.sdk!;
    if (memo) ctx.shared.rawWalkPageMs = m.raw! / Math.ceil(items / WALK_LIMIT);
    rows.push({
      figure: memo ? `for-await walk of ${items / 1000}k addresses (items/s)` : "same walk, mock computing each page (context)",
      values: { sdk: rate(items, m.sdk!), raw: rate(items, m.raw!), diy: rate(items, m.diy!) },
      baseline: "raw fetch, sequential pages",
      result: `${times(ratio, WALK_TARGET)} (DIY ${times(m.raw! / m.diy!)})`,
      target: memo ? `≥ ${WALK_TARGET.toFixed(1)}×` : "(no target)",
      pass: memo ? ratio >= WALK_TARGET : undefined,
      ...(memo
        ? {}
        : { note: "Context, no target: the `fresh` mock builds each page afresh (server time, see the server check), which a prefetch could overlap with the client's own work." }),
    });
  }
  return { rows };
}
