/** Figure: one all-markets ticker call, SDK vs raw fetch + JSON.parse vs DIY, medians of interleaved calls. */
import { diy } from "../contenders/diy";
import { kyTicker } from "../contenders/ky-alone";
import { raw } from "../contenders/raw";
import { sdk } from "../contenders/sdk";
import type { BenchContext } from "../lib/context";
import { type FigureResult, ms, times } from "../lib/report";
import { interleave, medians } from "../lib/stats";

/** Target: the SDK's median ticker call at most 1.2× raw fetch + JSON.parse (issue 12; was 1.5×). */
export const TICKER_TARGET = 1.2;

export async function tickerFigure(ctx: BenchContext): Promise<FigureResult> {
  const server = ctx.server.small;
  const contenders = [sdk(server), raw(server), diy(server)];
  const iterations = ctx.scale(200);
  ctx.log(`ticker: ${iterations} calls each, interleaved, after 30 warm-up rounds`);
  const jobs: Record<string, () => Promise<unknown>> = Object.fromEntries(contenders.map((c) => [c.name, () => c.ticker()]));
  // Context: ky alone on the same call, the measurement that retired it as the transport.
  jobs.ky = kyTicker(server);
  const samples = await interleave(jobs, { iterations, warmup: 30 });
  const m = medians(samples);
  const ratio = m.sdk! / m.raw!;
  return {
    rows: [
      {
        figure: "ticker call (median)",
        values: { sdk: ms(m.sdk!), raw: ms(m.raw!), diy: ms(m.diy!) },
        baseline: "raw fetch + JSON.parse",
        result: `${times(ratio, TICKER_TARGET)} (DIY ${times(m.diy! / m.raw!)})`,
        target: `≤ ${TICKER_TARGET}×`,
        pass: ratio <= TICKER_TARGET,
      },
      {
        figure: "ky alone, the same ticker call (context)",
        values: { sdk: "", raw: ms(m.raw!), diy: "" },
        baseline: "raw fetch + JSON.parse",
        result: `ky ${ms(m.ky!)}: ${times(m.ky! / m.raw!)} raw, before any auth or validation`,
        target: "(no target)",
        pass: undefined,
        note: "ky (redirects refused, a timeout, a retry limit) + JSON.parse, interleaved with the row above. It is why the SDK sends with its own attempt loop (src/core/attempts.ts) and not ky: ky's own cost is above the ticker's 1.2× budget before the SDK does anything.",
      },
    ],
  };
}
