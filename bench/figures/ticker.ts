/**
 * Figure: one all-markets ticker call, SDK vs ky alone vs raw fetch + JSON.parse vs DIY, medians of
 * interleaved calls. ky is the SDK's transport, so what the SDK adds is measured against ky alone;
 * against raw fetch the figure is context (on loopback a call costs well under a millisecond, so ky's
 * own fraction of a millisecond shows as a large ratio that a real network, tens of milliseconds a
 * call, makes a rounding error).
 */
import { diy } from "../contenders/diy";
import { kyTicker } from "../contenders/ky-alone";
import { raw } from "../contenders/raw";
import { sdk } from "../contenders/sdk";
import type { BenchContext } from "../lib/context";
import { type FigureResult, ms, times } from "../lib/report";
import { interleave, medians } from "../lib/stats";

/** Target: the SDK's median ticker call at most 1.1× ky alone on the same call (issue 18; the 1.2× raw target is retired). */
export const TICKER_TARGET = 1.1;

export async function tickerFigure(ctx: BenchContext): Promise<FigureResult> {
  const server = ctx.server.small;
  const contenders = [sdk(server), raw(server), diy(server)];
  const iterations = ctx.scale(200);
  ctx.log(`ticker: ${iterations} calls each, interleaved, after 30 warm-up rounds`);
  const jobs: Record<string, () => Promise<unknown>> = Object.fromEntries(contenders.map((c) => [c.name, () => c.ticker()]));
  jobs.ky = kyTicker(server);
  const samples = await interleave(jobs, { iterations, warmup: 30 });
  const m = medians(samples);
  const ratio = m.sdk! / m.ky!;
  return {
    rows: [
      {
        figure: "ticker call (median), SDK vs ky alone",
        values: { sdk: ms(m.sdk!), raw: ms(m.raw!), diy: ms(m.diy!) },
        baseline: `ky alone + JSON.parse (${ms(m.ky!)})`,
        result: times(ratio, TICKER_TARGET),
        target: `≤ ${TICKER_TARGET}×`,
        pass: ratio <= TICKER_TARGET,
        note: "ky alone: ky with redirects refused, a timeout and a retry limit, + JSON.parse, no auth or validation, interleaved with the SDK (whose transport is ky), raw and DIY.",
      },
      {
        figure: "ticker call (median), vs raw fetch (context)",
        values: { sdk: ms(m.sdk!), raw: ms(m.raw!), diy: ms(m.diy!) },
        baseline: "raw fetch + JSON.parse",
        result: `SDK ${times(m.sdk! / m.raw!)}, ky alone ${times(m.ky! / m.raw!)} (DIY ${times(m.diy! / m.raw!)})`,
        target: "(no target)",
        pass: undefined,
        note: `Context, no target: on loopback a call takes ${ms(m.raw!)}, so ky's own ${ms(Math.max(0, m.ky! - m.raw!))} a call shows as a ratio; against the real service a call costs tens of milliseconds of network, of which that is under 1 %.`,
      },
    ],
  };
}
