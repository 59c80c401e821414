/**
 * Figure: peak RSS growth of a walk of 1 000 000 deposit addresses against a walk of 100 000, each in
 * a fresh process (../children/rss-walk.ts). Memory that grows with the list (items kept, pages not
 * released) shows as a difference; constant memory shows as none.
 */
import type { BenchContext } from "../lib/context";
import { runTsChild } from "../lib/child";
import { CLIENTS, type Client, type FigureResult, mb } from "../lib/report";
import type { InstanceInfo } from "../lib/server-protocol";
import { median } from "../lib/stats";

/** Target: the SDK's 1M walk grows its peak RSS at most 20 MB more than its 100k walk. */
export const RSS_TARGET_MB = 20;

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
  const growth: Partial<Record<Client, { small: WalkMemory; large: WalkMemory }>> = {};
  for (const client of CLIENTS) {
    ctx.log(`rss: ${client}, ${repeats}× walks of ${small.depositAddresses} and ${large.depositAddresses} items, each in a fresh process`);
    const walks: { small: WalkMemory[]; large: WalkMemory[] } = { small: [], large: [] };
    for (let i = 0; i < repeats; i++) {
      for (const [size, server] of [["small", small], ["large", large]] as const) {
        const walk = await walkIn(client, server);
        if (walk.items !== server.depositAddresses) throw new Error(`${client}: walked ${walk.items} items, expected ${server.depositAddresses}`);
        walks[size].push(walk);
      }
    }
    growth[client] = { small: medianWalk(walks.small), large: medianWalk(walks.large) };
  }
  const diff = (c: Client) => growth[c]!.large.growth - growth[c]!.small.growth;
  const cell = (c: Client) => `+${mb(growth[c]!.large.growth)} / +${mb(growth[c]!.small.growth)}`;
  const sdkDiff = diff("sdk");
  const signed = (bytes: number) => `${bytes >= 0 ? "+" : "−"}${mb(Math.abs(bytes))}`;
  return {
    rows: [
      {
        figure: "peak RSS growth, 1M walk / 100k walk",
        values: { sdk: cell("sdk"), raw: cell("raw"), diy: cell("diy") },
        baseline: "walk of 100 000 items",
        result: `${signed(sdkDiff)} (raw ${signed(diff("raw"))}, DIY ${signed(diff("diy"))})`,
        target: `≤ +${RSS_TARGET_MB} MB`,
        pass: sdkDiff <= RSS_TARGET_MB * 1048576,
        note: `Peak RSS minus RSS before the walk (after a GC), median of ${repeats} fresh process${repeats === 1 ? "" : "es"} per walk; shown as 1M / 100k.`,
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
