/**
 * Figure: the live order-book feed. (1) Processing a recorded stream — parse, check against the
 * contract, apply to the books, hand each change to the right one of 10 loops sharing the socket (one
 * per market) and yield it the whole book (one yield per frame, the costliest case) — against
 * `JSON.parse` alone of the same frames, interleaved in one run. (2) Memory
 * over 1 000 000 updates, in a fresh process (../children/feed-memory.ts): the heap after a GC at
 * every 100 000, first against last. The live ticker page's bundle is a row of the bundles figure.
 */
import { OrderBookFeed, type OrderBookView } from "../../src/stream/order-book-feed";
import { ENDED, Outlet } from "../../src/stream/outlet";
import type { Watcher } from "../../src/stream/shared-feed";
import { runTsChild } from "../lib/child";
import type { BenchContext } from "../lib/context";
import { recordBookFeed } from "../lib/feed-recording";
import { type FigureResult, ms, times } from "../lib/report";
import { median } from "../lib/stats";

/** Targets. */
export const FEED_COST_TARGET = 2;
export const FEED_MEMORY_TARGET_MB = 1;

/** How many loops share the socket in the figure: one per market of the recording. */
export const FEED_WATCHERS = 10;

/** The frames and, for each, the market it changes (read before timing: the SDK finds it while applying). */
interface Recording {
  frames: readonly string[];
  markets: readonly string[];
}

/**
 * Parse, check, apply every frame on the shared channel, and yield the changed book to the loop of its
 * market, as `watchOrderBook` does for 10 loops on one `/marketdata` socket.
 */
async function processStream({ frames, markets }: Recording): Promise<number> {
  // An aborted signal: no probe timer (every market's snapshot is in the recording).
  const feed = new OrderBookFeed({ signal: AbortSignal.abort(), probe: async () => true as const });
  const outlets = new Map<string, Outlet<OrderBookView>>();
  for (const market of new Set(markets)) {
    const watcher: Watcher<OrderBookView> = { market, outlet: new Outlet((key) => feed.view(key)), options: {} };
    outlets.set(market, watcher.outlet);
    feed.add(watcher);
  }
  feed.opened();
  let levels = 0;
  for (let i = 0; i < frames.length; i++) {
    feed.frame(frames[i]!);
    // Each frame completes its market's snapshot or changes its book: that market's loop gets the book.
    const book = await outlets.get(markets[i]!)!.next();
    if (book !== ENDED) levels += book.bids.length;
  }
  return levels;
}

/** JSON.parse alone of the same frames (awaited the same way, so only the SDK's own work differs). */
async function parseOnly({ frames }: Recording): Promise<number> {
  let fields = 0;
  for (const frame of frames) {
    const message = JSON.parse(frame) as { type?: string };
    await undefined;
    if (message.type) fields++;
  }
  return fields;
}

interface FeedMemory {
  updates: number;
  /** Heap used after a GC at every 100 000 updates, MB. */
  heapMb: number[];
  levels: number;
}

export async function feedsFigure(ctx: BenchContext): Promise<FigureResult> {
  const steps = ctx.scale(2_000);
  ctx.log(`feeds: recording ${steps} steps of the moving market's book feed`);
  const frames = recordBookFeed(steps);
  const recording: Recording = { frames, markets: frames.map((frame) => /"market":"(\w+)"/.exec(frame)![1]!) };
  const watchers = new Set(recording.markets).size;
  const bytes = frames.reduce((sum, frame) => sum + frame.length, 0);
  // Warm both paths, then alternate them; the median of each.
  await processStream(recording);
  await parseOnly(recording);
  const sdk: number[] = [];
  const parse: number[] = [];
  for (let round = 0; round < 7; round++) {
    let t = performance.now();
    await parseOnly(recording);
    parse.push(performance.now() - t);
    t = performance.now();
    await processStream(recording);
    sdk.push(performance.now() - t);
  }
  const ratio = median(sdk) / median(parse);
  const perFrame = (total: number) => `${((total * 1000) / frames.length).toFixed(2)} µs`;

  ctx.log("feeds: 1 000 000 updates in a fresh process (--expose-gc)");
  const memory = await runTsChild<FeedMemory>("children/feed-memory.ts", [String(ctx.scale(1_000_000))], { nodeArgs: ["--expose-gc"] });
  const growth = memory.heapMb[memory.heapMb.length - 1]! - memory.heapMb[0]!;
  return {
    rows: [
      {
        figure: `order-book feed: parse + check + apply + yield a recorded stream, ${watchers} loops on one socket`,
        values: { sdk: perFrame(median(sdk)) },
        baseline: `JSON.parse alone (${perFrame(median(parse))} a frame)`,
        result: `${times(ratio)} (${ms(median(sdk))} for ${frames.length} frames)`,
        target: `≤ ${FEED_COST_TARGET}× JSON.parse`,
        pass: ratio <= FEED_COST_TARGET,
        note: `${frames.length} frames (${(bytes / 1024 / 1024).toFixed(1)} MB) recorded from the mock's /marketdata feed over ${steps} steps of its moving market (ten markets, ${frames.filter((f) => f.includes('"SNAPSHOT"')).length} snapshots), one yield of the whole book per frame to the loop of its market (${watchers} loops share the socket).`,
      },
      {
        figure: "order-book feed: heap over 1M updates (after GC, first vs last 100k)",
        values: { sdk: `${memory.heapMb[0]!.toFixed(1)} → ${memory.heapMb[memory.heapMb.length - 1]!.toFixed(1)} MB` },
        baseline: "the heap after the first 100k updates",
        result: `${growth >= 0 ? "+" : ""}${growth.toFixed(2)} MB over ${memory.updates} updates`,
        target: `flat (≤ +${FEED_MEMORY_TARGET_MB} MB)`,
        pass: growth <= FEED_MEMORY_TARGET_MB,
        note: `Heap used after a GC at every 100 000 updates: ${memory.heapMb.map((mb) => mb.toFixed(1)).join(", ")} MB; the book ends with ${memory.levels} levels.`,
      },
    ],
    details: [`Median of 7 interleaved rounds: SDK ${ms(median(sdk))}, JSON.parse ${ms(median(parse))} (rounds: SDK ${sdk.map(ms).join(", ")}; parse ${parse.map(ms).join(", ")}).`],
  };
}
