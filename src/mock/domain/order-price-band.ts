/**
 * Paxos's taker price protection (orders guide, "Order Limitations"; the FIX reference's
 * `InvalidPriceForTakerOrder`): a limit order that would trade at once (a buy priced at or above the best
 * ask, a sell at or below the best bid) is refused when its price is 15 % or more away from the midpoint
 * of the best bid and the best ask. A limit order that rests (a maker) may be priced anywhere. Prices are
 * decimal strings, compared exactly.
 */
import { Decimal } from "../../decimal";
import type { OrderRequest } from "./order-book";

/** How far from the midpoint a taker's limit price may be: strictly less than this fraction of it. */
export const TAKER_PRICE_BAND = "0.15";

/** A taker limit order priced outside the band: the midpoint and the prices the band allows, as decimal strings. */
export interface PriceBandBreach {
  midpoint: string;
  /** The lowest and highest limit price a taker may give (each excluded: the band is "15 % or more"). */
  lowest: string;
  highest: string;
}

/**
 * The breach of `order` against a book whose best bid and ask are given, or undefined: a market order, a
 * limit order that would rest, or a book without both sides (no midpoint to measure from) passes.
 */
export function takerPriceBreach(order: OrderRequest, bestBid: Decimal | undefined, bestAsk: Decimal | undefined): PriceBandBreach | undefined {
  if (order.type !== "LIMIT" || order.price === undefined || bestBid === undefined || bestAsk === undefined) return undefined;
  const price = new Decimal(order.price);
  const taker = order.side === "BUY" ? price.gte(bestAsk) : price.lte(bestBid);
  if (!taker) return undefined;
  const midpoint = bestBid.plus(bestAsk).div(2);
  const band = midpoint.times(TAKER_PRICE_BAND);
  if (price.minus(midpoint).abs().lt(band)) return undefined;
  return { midpoint: midpoint.toFixed(), lowest: midpoint.minus(band).toFixed(), highest: midpoint.plus(band).toFixed() };
}
