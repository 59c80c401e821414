/**
 * The ticker's price model: for each market a deterministic per-minute price (hourly anchors plus a little
 * per-minute jitter, all integer minor units) derived from the seed and the mock clock, so prices move when
 * the clock moves and two mocks with the same seed and time agree to the digit.
 */
import { formatMinor } from "./money";
import { hash32, Stream } from "./random";
import { formatNanos } from "./timestamps";
import type { PriceLevel, Ticker, TickerStatistics } from "./records";

/** A market of spec 2.10 with its reference price in minor units and its price scale. */
interface MarketModel {
  market: string;
  base: number;
  scale: number;
  /** Maximum swing of the hourly anchors, in basis points. */
  swingBps: number;
}

/** The ten markets of spec 2.10. */
export const MARKETS: readonly MarketModel[] = [
  { market: "ETHUSD", base: 3_000_00, scale: 2, swingBps: 300 },
  { market: "BTCUSD", base: 65_000_00, scale: 2, swingBps: 250 },
  { market: "PAXGUSD", base: 2_300_00, scale: 2, swingBps: 60 },
  { market: "BCHUSD", base: 350_00, scale: 2, swingBps: 350 },
  { market: "LTCUSD", base: 80_00, scale: 2, swingBps: 350 },
  { market: "USDPUSD", base: 1_0000, scale: 4, swingBps: 5 },
  { market: "LINKUSD", base: 15_000, scale: 3, swingBps: 400 },
  { market: "MATICUSD", base: 7000, scale: 4, swingBps: 450 },
  { market: "AAVEUSD", base: 95_00, scale: 2, swingBps: 400 },
  { market: "UNIUSD", base: 7_500, scale: 3, swingBps: 400 },
];

const AMOUNT_SCALE = 8;
const MINUTE_MS = 60_000;

function signedUnit(h: number): number {
  return h / 4294967296 - 0.5; // [-0.5, 0.5)
}

/** Price in minor units of market `k` during minute `m` (epoch minutes). */
function priceAt(seed: number, k: number, model: MarketModel, m: number): number {
  const hour = Math.floor(m / 60);
  const a = Math.round(signedUnit(hash32(seed, Stream.market, hour, k)) * 2 * model.swingBps);
  const b = Math.round(signedUnit(hash32(seed, Stream.market, hour + 1, k)) * 2 * model.swingBps);
  const jitter = (hash32(seed, Stream.market + 100, m, k) % 7) - 3;
  const bps = a + Math.round(((b - a) * (m - hour * 60)) / 60) + jitter;
  return Math.max(1, Math.round((model.base * (10_000 + bps)) / 10_000));
}

/** Traded amount (in 10^-8 units) of market `k` during minute `m`. */
function volumeAt(seed: number, k: number, m: number): number {
  return 1 + (hash32(seed, Stream.market + 200, m, k) % 250_000_000);
}

/** A market's statistics over a span of minutes, without the span's end points (formatted per request). */
type Figures = Omit<TickerStatistics, "start_time" | "end_time">;

function figures(seed: number, k: number, model: MarketModel, from: number, to: number): Figures {
  let high = -Infinity;
  let low = Infinity;
  let volume = 0;
  // Price × volume summed in bigint: the products outgrow a double's exact integers.
  let turnover = 0n;
  for (let m = from; m <= to; m++) {
    const p = priceAt(seed, k, model, m);
    const v = volumeAt(seed, k, m);
    if (p > high) high = p;
    if (p < low) low = p;
    volume += v;
    turnover += BigInt(p) * BigInt(v);
  }
  return {
    high: formatMinor(high, model.scale),
    low: formatMinor(low, model.scale),
    open: formatMinor(priceAt(seed, k, model, from), model.scale),
    volume: formatMinor(volume, AMOUNT_SCALE),
    // Truncated to the market's price scale.
    volume_weighted_average_price: formatMinor(turnover / BigInt(volume), model.scale),
  };
}

/** Everything of one market's ticker that depends only on the clock minute. */
interface MinuteTicker {
  market: string;
  best_bid: PriceLevel;
  best_ask: PriceLevel;
  last_execution: PriceLevel;
  lastDay: Figures;
  today: Figures;
}

function minuteTickers(seed: number, minute: number): MinuteTicker[] {
  const midnightMinute = minute - (minute % 1440);
  return MARKETS.map((model, k) => {
    const price = priceAt(seed, k, model, minute);
    const spread = Math.max(1, Math.round(model.base / 20_000));
    const h = (salt: number) => hash32(seed, Stream.market + 300, minute, k * 16 + salt);
    return {
      market: model.market,
      best_bid: { price: formatMinor(Math.max(1, price - spread), model.scale), amount: formatMinor(1 + (h(1) % 5_000_000_000), AMOUNT_SCALE) },
      best_ask: { price: formatMinor(price + spread, model.scale), amount: formatMinor(1 + (h(2) % 5_000_000_000), AMOUNT_SCALE) },
      last_execution: { price: formatMinor(price, model.scale), amount: formatMinor(volumeAt(seed, k, minute), AMOUNT_SCALE) },
      lastDay: figures(seed, k, model, minute - 1439, minute),
      today: figures(seed, k, model, midnightMinute, minute),
    };
  });
}

/**
 * The all-markets ticker (spec 4.7) of one mock. Prices and statistics change once per clock minute, so
 * with `keep` the minute's figures (2 × 1440 price points per market) are computed once and reused until
 * the clock enters another minute; only the time stamps are formatted per request.
 */
export class TickerModel {
  readonly #seed: number;
  readonly #keep: boolean;
  #minute = Number.NaN;
  #kept: MinuteTicker[] = [];

  constructor(seed: number, keep: boolean) {
    this.#seed = seed;
    this.#keep = keep;
  }

  /** The ticker at mock time `nowNanos`. */
  snapshot(nowNanos: bigint): Ticker[] {
    const nowMs = Number(nowNanos / 1_000_000n);
    const minute = Math.floor(nowMs / MINUTE_MS);
    let parts: MinuteTicker[];
    if (this.#keep && minute === this.#minute) {
      parts = this.#kept;
    } else {
      parts = minuteTickers(this.#seed, minute);
      if (this.#keep) [this.#minute, this.#kept] = [minute, parts];
    }
    const midnightMs = nowMs - (nowMs % 86_400_000);
    const now = formatNanos(nowNanos);
    const dayAgo = formatNanos(nowNanos - 86_400_000_000_000n);
    const midnight = formatNanos(BigInt(midnightMs) * 1_000_000n);
    return parts.map((part) => ({
      market: part.market,
      best_bid: { ...part.best_bid },
      best_ask: { ...part.best_ask },
      last_execution: { ...part.last_execution },
      last_day: { ...part.lastDay, start_time: dayAgo, end_time: now },
      today: { ...part.today, start_time: midnight, end_time: now },
      snapshot_at: now,
    }));
  }
}

/** The all-markets ticker (spec 4.7) at mock time `nowNanos`, computed afresh. */
export function tickerSnapshot(seed: number, nowNanos: bigint): Ticker[] {
  return new TickerModel(seed, false).snapshot(nowNanos);
}

/** A ticker market's price scale and its price in minor units during epoch minute `minute`. */
export interface MinutePricer {
  market: string;
  /** Decimals of the market's prices. */
  scale: number;
  /** The market's price (minor units) during an epoch minute: the ticker's `last_execution.price` then. */
  at(minute: number): number;
}

/** The per-minute price of a ticker market (the same figures the ticker shows), or undefined for another market. */
export function minutePricer(seed: number, market: string): MinutePricer | undefined {
  const k = MARKETS.findIndex((model) => model.market === market);
  const model = MARKETS[k];
  if (!model) return undefined;
  return { market, scale: model.scale, at: (minute) => priceAt(seed, k, model, minute) };
}
