/** GET /quotes (scope exchange:read_quote): the current held-rate quotes of the requested markets; see ../quotes.ts. */
import { badRequest, jsonResponse } from "../protocol/problem";
import type { QuoteRecord } from "../domain/quotes";
import { operationRoute } from "./operation-route";

/**
 * BUY and SELL quotes of each requested market (in the order asked, a market named twice answered once),
 * priced from the ticker of the same minute; the same quotes for every request within one clock second.
 */
export const listQuotes = operationRoute("listQuotes", ({ query }, { store, market, clock }) => {
  const now = clock.nowNanos();
  const tickers = market.snapshot(now);
  const items: QuoteRecord[] = [];
  for (const name of new Set(query.markets as string[])) {
    const quotes = store.quotes.current(tickers, name, now);
    if (!quotes) throw badRequest("markets", "unpricedMarket", `the mock has no price for market ${name}`);
    items.push(...quotes);
  }
  return jsonResponse(200, { items });
});
