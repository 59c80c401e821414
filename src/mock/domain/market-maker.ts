/**
 * The moving market (the `movingMarket` option): on every step of the mock clock (default 500 ms) each
 * ticker market's seeded liquidity is re-quoted around the ticker's price (./market.ts) with a
 * little seeded drift, and now and then a seeded taker trades against it. Credible as a market: prices
 * are in the market's own precision (USDPUSD's four decimals around 1.0000), a tick is 2 basis points
 * of the price (at least one unit of the last decimal), and the quotes stay around the last trade (the
 * center moves at most one tick from it per step), so the last trade is never outside the spread. Everything goes through the
 * books and the trade record, so the REST answers and the feeds both show it. Deterministic: the same
 * seed and clock give the same books; with a manual clock nothing moves until the test advances it,
 * and with `followRealTime` a real-time timer lets the clock's steps happen as time passes.
 */
import { Decimal } from "../../decimal";
import type { MockClock } from "./clock";
import { MARKETS, minutePricer } from "./market";
import { formatMinor } from "./money";
import { priceScale } from "./order-book";
import { hash32, Stream } from "./random";
import type { MockState } from "./store";

/** Options of the moving market. */
export interface MovingMarketOptions {
  /** Mock-clock milliseconds between two steps (default 500). */
  stepMs?: number;
}

/** Levels quoted on each side. */
const LEVELS = 5;
/** Steps run at most per clock change (a jump of hours does not replay every step). */
const MAX_STEPS_AT_ONCE = 20;

/** The moving market of a mock (`api.movingMarket`, when the `movingMarket` option is on). */
export interface MockMovingMarket {
  /** Runs the steps the clock has passed since the last one (at most 20 at once); the clock's changes call it. */
  catchUp(): void;
  /** Stops moving (the clock's changes and the real-time timer no longer step it). */
  stop(): void;
}

/**
 * What else moves with each step of the market: the stablecoin feeds' index prices (delivery/feeds.ts
 * implements it; declared here so the state does not reach up to the transport that publishes it).
 */
export interface MarketStepListener {
  /** Called once per step, after the books were re-quoted. */
  tickStablecoins(): void;
}

/** The moving market (`api.movingMarket`, when the `movingMarket` option is on): re-quotes and trades on each clock step. */
export class MarketMaker implements MockMovingMarket {
  readonly #store: MockState;
  readonly #clock: MockClock;
  readonly #feeds: MarketStepListener;
  readonly #seed: number;
  readonly #stepMs: number;
  #lastStep: number;
  #timer: ReturnType<typeof setInterval> | undefined;
  readonly #unsubscribe: () => void;

  constructor(store: MockState, clock: MockClock, feeds: MarketStepListener, seed: number, options: MovingMarketOptions = {}) {
    const stepMs = options.stepMs ?? 500;
    if (!(Number.isInteger(stepMs) && stepMs >= 10)) throw new TypeError("mock movingMarket: stepMs must be an integer of at least 10");
    this.#store = store;
    this.#clock = clock;
    this.#feeds = feeds;
    this.#seed = seed;
    this.#stepMs = stepMs;
    this.#lastStep = Math.floor(clock.nowMs() / stepMs) - 1;
    this.#unsubscribe = clock.onChange(() => this.catchUp());
    this.catchUp();
    if (clock.followRealTime) {
      this.#timer = setInterval(() => this.catchUp(), stepMs);
      (this.#timer as { unref?: () => void }).unref?.();
    }
  }

  /** Runs the steps the clock has reached since the last one. */
  catchUp(): void {
    const now = Math.floor(this.#clock.nowMs() / this.#stepMs);
    const from = Math.max(this.#lastStep + 1, now - MAX_STEPS_AT_ONCE + 1);
    for (let step = from; step <= now; step++) this.#step(step);
    this.#lastStep = Math.max(this.#lastStep, now);
  }

  /** Stops the real-time timer and the clock listener. */
  stop(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
    this.#unsubscribe();
  }

  #step(step: number): void {
    const minute = Math.floor((step * this.#stepMs) / 60_000);
    MARKETS.forEach((model, k) => this.#quote(model.market, k, step, minute));
    this.#feeds.tickStablecoins();
  }

  /** The price of the market's last trade, if it had one. */
  #lastTrade(market: string): Decimal | undefined {
    const trades = this.#store.trades;
    for (let i = trades.length - 1; i >= 0; i--) if (trades[i]!.market === market) return new Decimal(trades[i]!.price);
    return undefined;
  }

  #quote(market: string, k: number, step: number, minute: number): void {
    const books = this.#store.orderBooks;
    const pricer = minutePricer(this.#seed, market)!;
    const h = (salt: number) => hash32(this.#seed, Stream.market + 500, step, k * 64 + salt);
    const scale = priceScale(market);
    const reference = new Decimal(formatMinor(pricer.at(minute), pricer.scale));
    const tick = Decimal.max(new Decimal(1).div(new Decimal(10).pow(scale)), reference.times("0.0002").toDecimalPlaces(scale));
    const wander = reference.plus(tick.times((h(0) % 5) - 2)).toDecimalPlaces(scale);
    // Within one tick of the last trade: its price stays between the best bid and the best ask.
    const last = this.#lastTrade(market);
    const center = last ? Decimal.min(last.plus(tick), Decimal.max(last.minus(tick), wander)) : wander;
    // A profile's resting orders are never crossed by the quotes.
    const book = books.book(market);
    const profileAsk = book.asks.find((r) => r.order)?.price;
    const profileBid = book.bids.find((r) => r.order)?.price;
    const wanted = { BUY: new Map<string, Decimal>(), SELL: new Map<string, Decimal>() };
    for (const side of ["BUY", "SELL"] as const) {
      for (let i = 0; i < LEVELS; i++) {
        const offset = tick.times(i + 1);
        const price = side === "BUY" ? center.minus(offset) : center.plus(offset);
        if (price.lte(0)) continue;
        if (side === "BUY" && profileAsk && price.gte(profileAsk)) continue;
        if (side === "SELL" && profileBid && price.lte(profileBid)) continue;
        wanted[side].set(price.toFixed(scale), new Decimal(formatMinor(10_000_000 + (h(1 + i + (side === "BUY" ? 0 : LEVELS)) % 200_000_000), 8)));
      }
    }
    // Old quotes go first, so the book never crosses between the two sides' changes.
    for (const side of ["BUY", "SELL"] as const) {
      for (const price of books.liquidityPrices(market, side)) {
        if (!wanted[side].has(price.toFixed(scale))) books.setLiquidity(market, side, price, new Decimal(0));
      }
    }
    for (const side of ["BUY", "SELL"] as const) {
      for (const [price, amount] of wanted[side]) books.setLiquidity(market, side, new Decimal(price), amount);
    }
    // One step in three, a seeded taker trades part of the best seeded level of one side.
    if (h(20) % 3 !== 0) return;
    const side = h(21) % 2 === 0 ? book.asks : book.bids;
    const best = side[0];
    if (!best || best.order) return;
    const amount = Decimal.min(best.remaining, new Decimal(formatMinor(1_000_000 + (h(22) % 20_000_000), 8)));
    books.setLiquidity(market, side === book.asks ? "SELL" : "BUY", best.price, best.remaining.minus(amount));
    this.#store.recordTrade(market, best.price.toFixed(scale), amount.toFixed(8), this.#clock.nowIso());
  }
}
