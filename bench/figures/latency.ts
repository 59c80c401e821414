/**
 * Figure (context, no target): walks against the `latency` instance, where the mock delays every
 * request by 20 ms, as a real network's round trip would. Each page still depends on the previous
 * page's cursor, so without per-page work every client is bound by the round trip; with per-page work
 * as long as a round trip, the SDK's prefetch overlaps the two and raw fetch pays for both in turn.
 */
import { raw } from "../contenders/raw";
import { sdk } from "../contenders/sdk";
import type { BenchContext } from "../lib/context";
import { type FigureResult, ms, type Row, times } from "../lib/report";
import { preciseDelay } from "../lib/stats";
import { rate, timeWalks } from "./walk";

export async function latencyFigure(ctx: BenchContext): Promise<FigureResult> {
  const server = ctx.server.latency;
  const items = server.depositAddresses;
  const reps = ctx.scale(3);
  const work = server.latencyMs;
  const rows: Row[] = [];
  for (const perPage of [undefined, () => preciseDelay(work)]) {
    ctx.log(`latency: ${items} items over ${ms(server.latencyMs)} per request${perPage ? `, ${ms(work)} of work per page` : ""}, ${reps} walks each`);
    const m = await timeWalks([sdk(server), sdk(server, { prefetch: false, name: "sdk-no-prefetch" }), raw(server)], items, reps, perPage);
    rows.push({
      figure: `walk over ${ms(server.latencyMs)} latency${perPage ? `, ${ms(work)} work per page` : ""} (items/s)`,
      values: { sdk: rate(items, m.sdk!), raw: rate(items, m.raw!) },
      baseline: "raw fetch, sequential pages",
      result: `${times(m.raw! / m.sdk!)} (prefetch off ${times(m.raw! / m["sdk-no-prefetch"]!)})`,
      target: "(no target)",
      note: perPage
        ? `What prefetch buys on a real network: the next page travels while the consumer works (${ms(work)} per page, a timer).`
        : `Context: the mock delays every request by ${ms(server.latencyMs)} (its latency fault) and computes each page; each page needs the previous cursor, so no client can beat the round trip.`,
    });
  }
  return { rows };
}
