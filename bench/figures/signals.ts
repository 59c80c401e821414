/**
 * Figure (context): what one long-lived `AbortSignal`, passed to every call, leaves behind. ky joins
 * the signal it is given to its own with `AbortSignal.any`, and on Node 20 each joined signal stays
 * reachable from the long-lived one; the SDK hands ky a signal of the call's own instead, which
 * follows the caller's (src/core/sending/follow-signal.ts, `followSignal`, used by src/core/sending/transport.ts). Each contender makes the same number
 * of ticker calls in a fresh process (../children/signal-retention.ts); the row shows the JS heap
 * still used after a full GC, per call, with the signal and without one.
 */
import { runTsChild } from "../lib/child";
import type { BenchContext } from "../lib/context";
import type { FigureResult } from "../lib/report";
import { median } from "../lib/stats";

interface Retention {
  mode: string;
  calls: number;
  retained: number;
  ms: number;
}

/**
 * With the signal only: the same calls without one keep 14–20 B a call for a while (30 000 calls, run by
 * hand: `signal-retention.ts ky-no-signal|sdk-no-signal`), which a benchmark on a loaded machine cannot
 * afford to measure each run.
 */
const MODES = ["sdk", "ky"] as const;

export async function signalsFigure(ctx: BenchContext): Promise<FigureResult> {
  const calls = ctx.scale(5_000);
  const repeats = Math.min(3, ctx.scale(3));
  ctx.log(`signals: ${calls} ticker calls passing one long-lived signal, per contender, ${repeats}× each in a fresh process`);
  const perCall: Record<string, number> = {};
  for (const mode of MODES) {
    const runs: number[] = [];
    for (let i = 0; i < repeats; i++) {
      const result = await runTsChild<Retention>("children/signal-retention.ts", [mode, String(calls)], {
        nodeArgs: ["--expose-gc"],
        env: { BENCH_SERVER: JSON.stringify(ctx.server.small) },
      });
      runs.push(result.retained / result.calls);
    }
    perCall[mode] = median(runs);
  }
  const bytes = (mode: string) => `${Math.round(perCall[mode]!)} B`;
  return {
    rows: [
      {
        figure: `heap kept per call, one long-lived signal passed to ${calls / 1000}k calls (context)`,
        values: { sdk: bytes("sdk") },
        baseline: `ky given the signal: ${bytes("ky")}`,
        result: `SDK ${bytes("sdk")} a call, ky alone ${bytes("ky")}`,
        target: "(no target)",
        pass: undefined,
        note:
          `JS heap used after a full GC minus before, divided by the calls (median of ${repeats} fresh processes each; the same calls without a signal keep 14–20 B a call for a while). ky joins a signal it is given with ` +
          "AbortSignal.any, and on Node 20 each joined signal stays reachable from the long-lived one; the SDK gives ky a signal of each call's own " +
          "that follows the caller's (one listener, removed when the call ends), so the caller's signal keeps nothing.",
      },
    ],
  };
}
