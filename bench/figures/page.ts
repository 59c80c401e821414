/**
 * Figure: one 1000-item page of deposit addresses. The SDK validates it against the contract's zod
 * schema; raw only parses; DIY (openapi-fetch) only parses, its types being compile-time only.
 */
import { diy } from "../contenders/diy";
import { raw } from "../contenders/raw";
import { sdk } from "../contenders/sdk";
import type { BenchContext } from "../lib/context";
import { type FigureResult, ms, times } from "../lib/report";
import { interleave, medians } from "../lib/stats";

/** Target: the SDK's validated page at most 1.2× raw fetch + JSON.parse (issue 18, ky as the transport; 1.1× in issue 12). */
export const PAGE_TARGET = 1.2;
const LIMIT = 1000;

export async function pageFigure(ctx: BenchContext): Promise<FigureResult> {
  const server = ctx.server.small;
  const contenders = [sdk(server), raw(server), diy(server)];
  const iterations = ctx.scale(200);
  ctx.log(`page: ${iterations} first pages of ${LIMIT} each, interleaved, after 10 warm-up rounds`);
  const samples = await interleave(
    Object.fromEntries(
      contenders.map((c) => [
        c.name,
        async () => {
          const n = await c.page(LIMIT);
          if (n !== LIMIT) throw new Error(`${c.name}: page of ${n} items, expected ${LIMIT}`);
        },
      ]),
    ),
    { iterations, warmup: 10 },
  );
  const m = medians(samples);
  const ratio = m.sdk! / m.raw!;
  return {
    rows: [
      {
        figure: "1000-item page, validated (median)",
        values: { sdk: ms(m.sdk!), raw: ms(m.raw!), diy: ms(m.diy!) },
        baseline: "raw fetch + JSON.parse",
        result: `${times(ratio, PAGE_TARGET)} (DIY ${times(m.diy! / m.raw!)})`,
        target: `≤ ${PAGE_TARGET}×`,
        pass: ratio <= PAGE_TARGET,
        note: "Only the SDK validates the page at run time; raw and DIY (openapi-fetch) parse JSON and trust it.",
      },
    ],
  };
}
