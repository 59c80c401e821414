/**
 * Figure: token requests made by 1000 concurrent first calls through one fresh client, counted at the
 * mock's token endpoint. The SDK's token manager must make exactly one; the DIY middleware shares its
 * token promise, so it should too. (Raw is handed a token and makes none of its own.)
 */
import type { Contender } from "../contenders/contender";
import { diy } from "../contenders/diy";
import { sdk } from "../contenders/sdk";
import type { BenchContext } from "../lib/context";
import type { FigureResult } from "../lib/report";

const CALLS = 1000;

async function tokenRequests(ctx: BenchContext, contender: Contender): Promise<number> {
  await ctx.server.reset();
  const results = await Promise.all(Array.from({ length: CALLS }, () => contender.page(1)));
  if (results.some((n) => n !== 1)) throw new Error(`${contender.name}: a cold call did not return its page`);
  const stats = await ctx.server.stats();
  return stats.small.tokenRequests;
}

export async function tokensFigure(ctx: BenchContext): Promise<FigureResult> {
  ctx.log(`tokens: ${CALLS} concurrent cold calls through one new client`);
  const counts = { sdk: await tokenRequests(ctx, sdk(ctx.server.small)), diy: await tokenRequests(ctx, diy(ctx.server.small)) };
  const plural = (n: number) => `${n} request${n === 1 ? "" : "s"}`;
  return {
    rows: [
      {
        figure: `token requests, ${CALLS} concurrent cold calls`,
        values: { sdk: plural(counts.sdk), raw: "n/a", diy: plural(counts.diy) },
        baseline: "—",
        result: plural(counts.sdk),
        target: "exactly 1",
        pass: counts.sdk === 1,
      },
    ],
  };
}
