/**
 * Figure: peak RSS growth of a walk of 1 000 000 deposit addresses, each in a fresh process
 * (../children/rss-walk.ts), the SDK's against raw fetch's in the same run. Memory the SDK keeps that a
 * bare loop does not (items kept, pages not released) shows as a difference. The 100 000-item walk is
 * shown beside it for context: memory that grows with the list shows there as a difference too.
 */
import type { BenchContext } from "../lib/context";
import { runTsChild } from "../lib/child";
import { CLIENTS, type Client, type FigureResult, mb } from "../lib/report";
import type { InstanceInfo } from "../lib/server-protocol";
import { median } from "../lib/stats";

/**
 * Target: the SDK's 1M walk grows its peak RSS at most 5 MB more than raw's 1M walk in the same run.
 * Measured against raw, not against the SDK's own 100k walk (the target until 2026-11): a small walk's
 * peak depends on when the GC happens to run, so that difference moved with the baseline while the
 * SDK's 1M growth already equalled raw's.
 */
export const RSS_MARGIN_OVER_RAW_MB = 5;

interface WalkMemory {
  client: string;
  items: number;
  baseline: number;
  peak: number;
  growth: number;
  peakHeap: number;
  /** Peak of ArrayBuffer memory (outside the JS heap: response bodies). */
  peakBuffers: number;
  retainedHeap: number;
  ms: number;
}

function walkIn(client: Client, server: InstanceInfo): Promise<WalkMemory> {
  return runTsChild<WalkMemory>("children/rss-walk.ts", [client], { nodeArgs: ["--expose-gc"], env: { BENCH_SERVER: JSON.stringify(server) } });
}

/** The walk with the median growth of `walks`. */
function medianWalk(walks: WalkMemory[]): WalkMemory {
  const m = median(walks.map((w) => w.growth));
  return walks.reduce((best, w) => (Math.abs(w.growth - m) < Math.abs(best.growth - m) ? w : best));
}

export async function rssFigure(ctx: BenchContext): Promise<FigureResult> {
  const { small, large } = ctx.server;
  // Five, not three: with three, raw's own figure moved between +5 and +20 MB across runs of the same
  // code on this shared machine (peak RSS follows when the GC happens to run, not only what is live).
  const repeats = Math.min(5, ctx.scale(5));
  const walks = Object.fromEntries(CLIENTS.map((client) => [client, { small: [] as WalkMemory[], large: [] as WalkMemory[] }])) as Record<
    Client,
    { small: WalkMemory[]; large: WalkMemory[] }
  >;
  ctx.log(`rss: ${repeats} rounds of ${CLIENTS.join(", ")}, each a walk of ${small.depositAddresses} and one of ${large.depositAddresses} items in a fresh process`);
  // Round by round, the clients interleaved: the target compares the SDK with raw in the same run, and
  // a shared machine's load drifts over the minutes the walks take (one client's five walks after
  // another's put a whole client in a busier stretch).
  for (let i = 0; i < repeats; i++) {
    for (const client of CLIENTS) {
      for (const [size, server] of [["small", small], ["large", large]] as const) {
        const walk = await walkIn(client, server);
        if (walk.items !== server.depositAddresses) throw new Error(`${client}: walked ${walk.items} items, expected ${server.depositAddresses}`);
        walks[client][size].push(walk);
      }
    }
  }
  const growth = Object.fromEntries(
    CLIENTS.map((client) => [client, { small: medianWalk(walks[client].small), large: medianWalk(walks[client].large) }]),
  ) as Partial<Record<Client, { small: WalkMemory; large: WalkMemory }>>;
  const largeGrowth = (c: Client) => growth[c]!.large.growth;
  const overRaw = (c: Client) => largeGrowth(c) - largeGrowth("raw");
  const cell = (c: Client) => `+${mb(largeGrowth(c))} / +${mb(growth[c]!.small.growth)}`;
  const signed = (bytes: number) => `${bytes >= 0 ? "+" : "−"}${mb(Math.abs(bytes))}`;
  return {
    rows: [
      {
        figure: "peak RSS growth of the 1M walk (1M / 100k)",
        values: { sdk: cell("sdk"), raw: cell("raw"), diy: cell("diy") },
        baseline: "raw's 1M walk",
        result: `${signed(overRaw("sdk"))} over raw (DIY ${signed(overRaw("diy"))})`,
        target: `≤ raw + ${RSS_MARGIN_OVER_RAW_MB} MB`,
        pass: overRaw("sdk") <= RSS_MARGIN_OVER_RAW_MB * 1048576,
        note: `Peak RSS minus RSS before the walk (after a GC), median of ${repeats} fresh process${repeats === 1 ? "" : "es"} per walk; shown as 1M / 100k; the target compares the 1M walks.`,
      },
    ],
    details: CLIENTS.map((c) => {
      const g = growth[c]!;
      const walk = (w: WalkMemory) =>
        `${(w.ms / 1000).toFixed(1)} s, peak heap used ${mb(w.peakHeap)}, peak ArrayBuffers ${mb(w.peakBuffers)}, heap retained after GC ${mb(w.retainedHeap)}`;
      return `${c}: 1M walk ${walk(g.large)}; 100k walk ${walk(g.small)}; RSS before the walk ${mb(g.small.baseline)}.`;
    }),
  };
}
