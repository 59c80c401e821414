/**
 * Figure: walks against the `latency` instance, where the mock delays every request by 20 ms, as a
 * real network's round trip would. Each page depends on the previous page's cursor, so no client can
 * have more than one page in flight: a walk's physical bound is one page per round trip. A round trip
 * of a page is the latency plus the server's time to answer it plus its transfer, so the bound is
 * measured, interleaved with the others, by the wire floor (../contenders/wire: pages requested one
 * after the other, bytes read, nothing decoded or parsed); page size / latency (50 000 items/s at 1000
 * items and 20 ms) leaves the last two out and is shown beside it. The plain walk's target is the
 * SDK's share of the measured bound; with per-page work as long as a round trip, the SDK's prefetch
 * overlaps the two while raw fetch pays for both in turn (context).
 */
import { raw } from "../contenders/raw";
import { sdk } from "../contenders/sdk";
import { wire } from "../contenders/wire";
import type { BenchContext } from "../lib/context";
import { type FigureResult, ms, type Row, times } from "../lib/report";
import { preciseDelay } from "../lib/stats";
import { rate, timeWalks, WALK_LIMIT } from "./walk";

/** Target: the SDK's plain walk over 20 ms at least 0.95× its physical bound (issue 18). */
export const LATENCY_BOUND_TARGET = 0.95;

export async function latencyFigure(ctx: BenchContext): Promise<FigureResult> {
  const server = ctx.server.latency;
  const items = server.depositAddresses;
  const work = server.latencyMs;
  // The walk's time at one page per `latencyMs`, as if answering and transfer took no time (context).
  const latencyOnlyMs = (items / WALK_LIMIT) * server.latencyMs;
  const rows: Row[] = [];
  for (const perPage of [undefined, () => preciseDelay(work)]) {
    // The plain walk is held to a target against a measured bound: 7 walks (about 0.5 s each), so one
    // slow walk moves neither median; the row with work has no target and takes twice as long a walk.
    const reps = ctx.scale(perPage ? 3 : 7);
    ctx.log(`latency: ${items} items over ${ms(server.latencyMs)} per request${perPage ? `, ${ms(work)} of work per page` : ""}, ${reps} walks each`);
    const contenders = [sdk(server), sdk(server, { prefetch: false, name: "sdk-no-prefetch" }), raw(server)];
    const m = await timeWalks(perPage ? contenders : [...contenders, wire(server)], items, reps, perPage);
    if (!perPage) {
      const boundMs = m.wire!;
      const share = boundMs / m.sdk!;
      rows.push({
        figure: `walk over ${ms(server.latencyMs)} latency (items/s), vs its physical bound`,
        values: { sdk: rate(items, m.sdk!), raw: rate(items, m.raw!) },
        baseline: `one ${WALK_LIMIT}-item page per round trip, measured (wire floor): ${rate(items, boundMs)}; per ${ms(server.latencyMs)} alone: ${rate(items, latencyOnlyMs)}`,
        result: `${times(share, LATENCY_BOUND_TARGET)} (raw ${times(boundMs / m.raw!)}, SDK without prefetch ${times(boundMs / m["sdk-no-prefetch"]!)}; of page size / latency: SDK ${times(latencyOnlyMs / m.sdk!)})`,
        target: `≥ ${LATENCY_BOUND_TARGET}×`,
        pass: share >= LATENCY_BOUND_TARGET,
        note:
          `The mock delays every request by ${ms(server.latencyMs)} (its latency fault); each page needs the previous cursor, so a walk ` +
          `can do at best one page per round trip. The bound is that round trip as measured by the wire floor, interleaved with the others: ` +
          `pages requested one after the other, their bytes read and the cursor found in them, nothing decoded or parsed ` +
          `(${ms(boundMs / (items / WALK_LIMIT))} a page: ${ms(server.latencyMs)} of latency, the rest the mock answering and the transfer). ` +
          `What the SDK adds per page: decoding the text, reading the cursor and sending the next request; the last page's parse, which nothing overlaps.`,
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
