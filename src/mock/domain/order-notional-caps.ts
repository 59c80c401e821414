/**
 * Paxos's largest order by notional value (the orders guide, "Precision and Rounding"): 500 000 USD for a
 * market order; for a limit order 1 500 000 USD in the BTC (XBT) and ETH markets and 1 000 000 USD in
 * the others. Amounts are decimal strings, compared exactly.
 */
import { Decimal } from "../../decimal";
import type { OrderRequest } from "./order-book";

/** The most a market order may be worth, in the quote currency. */
export const MARKET_ORDER_MAX_NOTIONAL = "500000";
/** The most a limit order may be worth in the markets the guide names, and in any other. */
export const LIMIT_ORDER_MAX_NOTIONAL: Readonly<Record<string, string>> = { BTCUSD: "1500000", ETHUSD: "1500000" };
/** A limit order's cap in a market {@link LIMIT_ORDER_MAX_NOTIONAL} does not name. */
export const OTHER_LIMIT_ORDER_MAX_NOTIONAL = "1000000";

/** An order above its cap: its notional value and the cap, as decimal strings. */
export interface NotionalExcess {
  notional: string;
  limit: string;
}

/**
 * The cap `order` exceeds, or undefined. A limit order is worth base_amount × price; a market order by
 * quote_amount is worth that; a market order by base_amount is valued at `bestPrice` (the book's best
 * price on the side it takes) and cannot be valued, so passes, when the book is empty.
 */
export function exceededNotionalCap(order: OrderRequest, bestPrice: Decimal | undefined): NotionalExcess | undefined {
  let notional: Decimal | undefined;
  let limit: string;
  if (order.type === "LIMIT") {
    limit = LIMIT_ORDER_MAX_NOTIONAL[order.market] ?? OTHER_LIMIT_ORDER_MAX_NOTIONAL;
    if (order.base_amount !== undefined && order.price !== undefined) notional = new Decimal(order.base_amount).times(order.price);
  } else {
    limit = MARKET_ORDER_MAX_NOTIONAL;
    if (order.quote_amount !== undefined) notional = new Decimal(order.quote_amount);
    else if (order.base_amount !== undefined && bestPrice !== undefined) notional = new Decimal(order.base_amount).times(bestPrice);
  }
  return notional !== undefined && notional.gt(limit) ? { notional: notional.toFixed(), limit } : undefined;
}
