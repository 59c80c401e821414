/** GET /markets/{market}/recent-executions (public): the real matches on the mock's book of that market. */
import { jsonResponse, notFound } from "../protocol/problem";
import { hasBook } from "./orders";
import { operationRoute } from "./operation-route";

/** The contract's cap on the answer (not paged). */
export const RECENT_EXECUTIONS_LIMIT = 2000;

/**
 * The market's matches, newest first, at most {@link RECENT_EXECUTIONS_LIMIT}: one entry per fill of an
 * order placed through the API (the seeded liquidity has no history), at the fill's price and amount. A
 * market of the contract without trades yet answers an empty list, as its (empty or seeded) book exists;
 * a market it does not list for order books is 404 naming market.
 */
export const listRecentExecutions = operationRoute("listRecentExecutions", ({ path }, { store }) => {
  if (!hasBook(path.market as string)) throw notFound(`the mock has no order book for market ${path.market}`, { field: "market" });
  const items = [];
  for (let i = store.trades.length - 1; i >= 0 && items.length < RECENT_EXECUTIONS_LIMIT; i--) {
    const { market, ...trade } = store.trades[i]!;
    if (market === path.market) items.push(trade);
  }
  return jsonResponse(200, { items });
});
