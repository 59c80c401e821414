/**
 * Figure: walks against the `latency` instance, where the mock delays every request by 20 ms, as a
 * real network's round trip would. Each page depends on the previous page's cursor, so no client can
 * have more than one page in flight: a walk's physical bound is one page per round trip, items per
 * second ≤ page size / latency (50 000/s at 1000 items and 20 ms). The plain walk's target is the
 * SDK's share of that bound; with per-page work as long as a round trip, the SDK's prefetch overlaps
 * the two while raw fetch pays for both in turn (context).
 */
import { raw } from "../contenders/raw";
import { sdk } from "../contenders/sdk";
import type { BenchContext } from "../lib/context";
import { type FigureResult, ms, type Row, times } from "../lib/report";
import { preciseDelay } from "../lib/stats";
import { rate, timeWalks, WALK_LIMIT } from "./walk";

/** Target: the SDK's plain walk over 20 ms at least 0.95× its physical bound (issue 18). */
export const LATENCY_BOUND_TARGET = 0.95;

export async function latencyFigure(ctx: BenchContext): Promise<FigureResult> {
  const server = ctx.server.latency;
  const items = server.depositAddresses;
  const reps = ctx.scale(3);
  const work = server.latencyMs;
  // Items per millisecond at one page per round trip, and the walk's time at that rate.
  const boundMs = (items / WALK_LIMIT) * server.latencyMs;
  const rows: Row[] = [];
  for (const perPage of [undefined, () => preciseDelay(work)]) {
    ctx.log(`latency: ${items} items over ${ms(server.latencyMs)} per request${perPage ? `, ${ms(work)} of work per page` : ""}, ${reps} walks each`);
    const m = await timeWalks([sdk(server), sdk(server, { prefetch: false, name: "sdk-no-prefetch" }), raw(server)], items, reps, perPage);
    if (!perPage) {
      const share = boundMs / m.sdk!;
      rows.push({
        figure: `walk over ${ms(server.latencyMs)} latency (items/s), vs its physical bound`,
        values: { sdk: rate(items, m.sdk!), raw: rate(items, m.raw!) },
        baseline: `one ${WALK_LIMIT}-item page per ${ms(server.latencyMs)}: ${rate(items, boundMs)}`,
        result: `${times(share, LATENCY_BOUND_TARGET)} (raw ${times(boundMs / m.raw!)}, SDK without prefetch ${times(boundMs / m["sdk-no-prefetch"]!)})`,
        target: `≥ ${LATENCY_BOUND_TARGET}×`,
        pass: share >= LATENCY_BOUND_TARGET,
        note:
          `The mock delays every request by ${ms(server.latencyMs)} (its latency fault); each page needs the previous cursor, so a walk ` +
          `can do at best one page per round trip (${rate(items, boundMs)}). What is left is per page: the answer's transfer, the client reading ` +
          `the cursor and sending the next request, and the last page's parse, which nothing overlaps.`,
      });
    } else {
      rows.push({
        figure: `walk over ${ms(server.latencyMs)} latency, ${ms(work)} work per page (items/s)`,
        values: { sdk: rate(items, m.sdk!), raw: rate(items, m.raw!) },
        baseline: "raw fetch, sequential pages",
        result: `${times(m.raw! / m.sdk!)} (prefetch off ${times(m.raw! / m["sdk-no-prefetch"]!)})`,
        target: "(no target)",
        note: `What prefetch buys on a real network: the next page travels while the consumer works (${ms(work)} per page, a timer).`,
      });
    }
  }
  return { rows };
}
