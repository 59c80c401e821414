/**
 * The mock's order books: seeded resting liquidity per market plus the resting orders of profiles, with
 * price-time matching. Funds are reserved in the ledger when an order is placed (the quote a buy may
 * spend, the base a sell may deliver) and released when it fills at a better price, is cancelled or
 * ends unfilled; every amount is exact decimal arithmetic (decimal.js).
 */
import { Decimal } from "../../decimal";
import type { Ledger, Movement } from "./ledger";
import { MARKETS } from "./market";

/** An order as the API answers it. */
export interface OrderRecord {
  id: string;
  profile_id: string;
  ref_id?: string;
  /** OPEN, FILLED or CANCELLED. */
  status: string;
  side: "BUY" | "SELL";
  market: string;
  type: "LIMIT" | "MARKET";
  base_amount?: string;
  price?: string;
  quote_amount?: string;
  metadata?: Record<string, string>;
  amount_filled: string;
  volume_weighted_average_price: string;
  time_in_force: string;
  created_at: string;
  modified_at: string;
}

/** One fill of one order, as the API answers it. */
export interface ExecutionRecord {
  execution_id: string;
  order_id: string;
  /** The profile of the order (kept for filtering; the API answers it too). */
  profile_id: string;
  executed_at: string;
  market: string;
  side: "BUY" | "SELL";
  amount: string;
  price: string;
  commission: string;
  commission_asset: string;
  gross_trade_amount: string;
}

/** One match on a book as `GET /markets/{market}/recent-executions` answers it (one per fill, whoever the parties). */
export interface TradeRecord {
  /** Sequence number of the match in this mock, from 1. */
  match_number: string;
  /** The market (kept for filtering; not part of the answer). */
  market: string;
  price: string;
  amount: string;
  executed_at: string;
}

/** A resting entry of a book: seeded liquidity (no order) or a profile's open limit order. */
interface Resting {
  price: Decimal;
  remaining: Decimal;
  order?: OrderRecord;
}

/** Base asset decimals: fills are rounded down to this many (a market buy by quote amount). */
const BASE_SCALE = 8;
/** Price decimals of the books (every seeded market is quoted in cents). */
export const PRICE_SCALE = 2;

/** Decimals of a market's prices on the books: the ticker's for its markets (USDPUSD 4 …), else PRICE_SCALE. */
export function priceScale(market: string): number {
  return MARKETS.find((model) => model.market === market)?.scale ?? PRICE_SCALE;
}
/** Quote currencies of the market codes (the base is the rest of the code). */
const QUOTES = ["USD", "EUR", "SGD", "BRL", "GBP", "MXN"];

/** The seeded liquidity: [price, amount] levels per market, asks ascending, bids descending. */
const SEED: Readonly<Record<string, { asks: [string, string][]; bids: [string, string][] }>> = {
  BTCUSD: {
    asks: [["60010.00", "0.50000000"], ["60020.00", "1.00000000"], ["60050.00", "2.00000000"]],
    bids: [["59990.00", "0.50000000"], ["59980.00", "1.00000000"], ["59950.00", "2.00000000"]],
  },
  ETHUSD: {
    asks: [["3001.50", "5.00000000"], ["3002.00", "10.00000000"], ["3005.00", "20.00000000"]],
    bids: [["2998.50", "5.00000000"], ["2998.00", "10.00000000"], ["2995.00", "20.00000000"]],
  },
};

/** Base and quote asset of a market code: BTCUSD → [BTC, USD]. */
export function marketAssets(market: string): [string, string] {
  const quote = QUOTES.find((q) => market.endsWith(q) && market.length > q.length) ?? market.slice(-3);
  return [market.slice(0, market.length - quote.length), quote];
}

/** What a new order asks for, after the contract's checks. */
export interface OrderRequest {
  side: "BUY" | "SELL";
  type: "LIMIT" | "MARKET";
  market: string;
  base_amount?: string;
  price?: string;
  quote_amount?: string;
}

/** A fill produced by matching: the taker's side, the maker (if a profile's order), amount and price. */
export interface Fill {
  amount: Decimal;
  price: Decimal;
  maker?: OrderRecord;
}

/** The books of every market. */
export class OrderBooks {
  private readonly books = new Map<string, { asks: Resting[]; bids: Resting[] }>();
  /** Called with the market after every change to a book (the feeds publish the difference). */
  readonly listeners = new Set<(market: string) => void>();

  private changed(market: string): void {
    for (const listener of this.listeners) listener(market);
  }

  /** The markets that have a book so far (seeded on first use). */
  markets(): string[] {
    return [...this.books.keys()];
  }

  /** The book of a market (seeded on first use; a market without seed data starts empty). */
  book(market: string): { asks: Resting[]; bids: Resting[] } {
    let book = this.books.get(market);
    if (!book) {
      const seed = SEED[market] ?? { asks: [], bids: [] };
      const level = ([price, amount]: [string, string]): Resting => ({ price: new Decimal(price), remaining: new Decimal(amount) });
      book = { asks: seed.asks.map(level), bids: seed.bids.map(level) };
      this.books.set(market, book);
    }
    return book;
  }

  /** The book as `GET /markets/{market}/orderbook` answers it: levels aggregated by price. */
  snapshot(market: string): { market: string; asks: { price: string; amount: string }[]; bids: { price: string; amount: string }[] } {
    const book = this.book(market);
    const scale = priceScale(market);
    const aggregate = (side: Resting[]) => {
      const levels: { price: Decimal; amount: Decimal }[] = [];
      for (const r of side) {
        const last = levels[levels.length - 1];
        if (last && last.price.eq(r.price)) last.amount = last.amount.plus(r.remaining);
        else levels.push({ price: r.price, amount: r.remaining });
      }
      return levels.map((l) => ({ price: l.price.toFixed(scale), amount: l.amount.toFixed(BASE_SCALE) }));
    };
    return { market, asks: aggregate(book.asks), bids: aggregate(book.bids) };
  }

  /**
   * Matches an incoming order against the opposite side (best price first, then oldest), removing
   * what it takes. A limit order takes only levels at its price or better; a market buy spends at most
   * its quote amount. Returns the fills; the caller settles them and rests any limit remainder.
   */
  match(request: OrderRequest): Fill[] {
    const book = this.book(request.market);
    const opposite = request.side === "BUY" ? book.asks : book.bids;
    const limit = request.price === undefined ? undefined : new Decimal(request.price);
    let base = request.base_amount === undefined ? undefined : new Decimal(request.base_amount);
    let quote = request.quote_amount === undefined ? undefined : new Decimal(request.quote_amount);
    const fills: Fill[] = [];
    while (opposite.length > 0) {
      const best = opposite[0] as Resting;
      if (limit && (request.side === "BUY" ? best.price.gt(limit) : best.price.lt(limit))) break;
      let amount = best.remaining;
      if (base !== undefined) amount = Decimal.min(amount, base);
      if (quote !== undefined) amount = Decimal.min(amount, quote.div(best.price).toDecimalPlaces(BASE_SCALE, Decimal.ROUND_DOWN));
      if (amount.isZero()) break;
      fills.push({ amount, price: best.price, ...(best.order ? { maker: best.order } : {}) });
      best.remaining = best.remaining.minus(amount);
      if (best.remaining.isZero()) opposite.shift();
      if (base !== undefined) base = base.minus(amount);
      if (quote !== undefined) quote = quote.minus(amount.times(best.price));
      if ((base !== undefined && base.isZero()) || (quote !== undefined && quote.isZero())) break;
    }
    if (fills.length > 0) this.changed(request.market);
    return fills;
  }

  /** Rests the unfilled part of a limit order at its price, behind the orders already there. */
  rest(order: OrderRecord, remaining: Decimal): void {
    const book = this.book(order.market);
    const side = order.side === "BUY" ? book.bids : book.asks;
    const price = new Decimal(order.price as string);
    const behind = (r: Resting) => (order.side === "BUY" ? r.price.gte(price) : r.price.lte(price));
    let at = 0;
    while (at < side.length && behind(side[at] as Resting)) at++;
    side.splice(at, 0, { price, remaining, order });
    this.changed(order.market);
  }

  /**
   * Sets the seeded liquidity (resting without an order) at one price of one side: `amount` zero removes
   * it. What the moving market does (market-maker.ts); a profile's orders at that price are left alone.
   */
  setLiquidity(market: string, side: "BUY" | "SELL", price: Decimal, amount: Decimal): void {
    const book = this.book(market);
    const levels = side === "BUY" ? book.bids : book.asks;
    const at = levels.findIndex((r) => r.order === undefined && r.price.eq(price));
    if (at >= 0) {
      if (amount.isZero()) levels.splice(at, 1);
      else (levels[at] as Resting).remaining = amount;
    } else if (!amount.isZero()) {
      const behind = (r: Resting) => (side === "BUY" ? r.price.gte(price) : r.price.lte(price));
      let i = 0;
      while (i < levels.length && behind(levels[i] as Resting)) i++;
      levels.splice(i, 0, { price, remaining: amount });
    } else return;
    this.changed(market);
  }

  /** The prices of a side's seeded liquidity (no order), best first. */
  liquidityPrices(market: string, side: "BUY" | "SELL"): Decimal[] {
    const book = this.book(market);
    return (side === "BUY" ? book.bids : book.asks).filter((r) => r.order === undefined).map((r) => r.price);
  }

  /** Removes a resting order; answers the amount it still had, or undefined when it was not resting. */
  remove(order: OrderRecord): Decimal | undefined {
    const book = this.book(order.market);
    for (const side of [book.asks, book.bids]) {
      const at = side.findIndex((r) => r.order === order);
      if (at >= 0) {
        const { remaining } = side.splice(at, 1)[0] as Resting;
        this.changed(order.market);
        return remaining;
      }
    }
    return undefined;
  }
}

/** The reservation an order needs: the quote a buy may spend (limit: amount × price), the base a sell may deliver. */
export function reservation(request: OrderRequest, profileId: string): Movement {
  const [base, quote] = marketAssets(request.market);
  if (request.side === "SELL") return { profileId, asset: base, delta: new Decimal(request.base_amount as string).negated() };
  const spend = request.quote_amount !== undefined ? new Decimal(request.quote_amount) : new Decimal(request.base_amount as string).times(request.price as string);
  return { profileId, asset: quote, delta: spend.negated() };
}

/**
 * Settles one fill for one order: a buy receives the base and gives back the part of its reservation
 * the better price saved (a limit buy reserved amount × its own price); a sell receives the quote.
 */
export function settleFill(ledger: Ledger, order: OrderRecord, fill: Fill): void {
  const [base, quote] = marketAssets(order.market);
  const gross = fill.amount.times(fill.price);
  const movements: Movement[] =
    order.side === "BUY"
      ? [{ profileId: order.profile_id, asset: base, delta: fill.amount }]
      : [{ profileId: order.profile_id, asset: quote, delta: gross }];
  if (order.side === "BUY" && order.type === "LIMIT") {
    const saved = fill.amount.times(order.price as string).minus(gross);
    if (!saved.isZero()) movements.push({ profileId: order.profile_id, asset: quote, delta: saved });
  }
  ledger.apply(movements);
}
