/**
 * GET /markets/{market}/historical-candles (scope exchange:historical_prices): open, high, low, close and
 * volume of one market per complete increment, newest first, from the ticker's price model (../market.ts,
 * the same minute prices as historical-prices.ts) and the trades recorded on the mock's books (volume).
 * Paged by keyset cursor on the candle's start. Long increments sample at most 60 minutes for high and
 * low (open and close are exact).
 */
import { Decimal } from "../../decimal";
import { decodeCursor, encodeCursor, filterFingerprint, type SortOrder } from "./cursor";
import { minutePricer, type MinutePricer } from "../domain/market";
import { marketAssets } from "../domain/order-book";
import { FX_PER_USD } from "../domain/pricing";
import { badRequest, jsonResponse } from "../protocol/problem";
import { canonicalToNanos, formatNanos, normalizeDateTime } from "../domain/timestamps";
import type { TradeRecord } from "../domain/order-book";
import { INCREMENT_MINUTES } from "./historical-prices";
import { operationRoute } from "./operation-route";

/** The default span of a series without `range.begin`: six months before its end. */
const DEFAULT_SPAN_MINUTES = 183 * 1440;
const SAMPLES_PER_CANDLE = 60;

function minuteOf(query: Record<string, unknown>, field: string): number | undefined {
  const value = query[field];
  if (typeof value !== "string") return undefined;
  return Number(canonicalToNanos(normalizeDateTime(value) ?? value) / 60_000_000_000n);
}

/** One candle of [start, start + inc) minutes, in the market's quote currency. */
function candle(pricer: MinutePricer, rate: string, trades: readonly TradeRecord[], start: number, inc: number) {
  const unit = new Decimal(10).pow(pricer.scale);
  const stride = Math.max(1, Math.ceil(inc / SAMPLES_PER_CANDLE));
  const minutes = [start];
  for (let m = start + stride; m < start + inc - 1; m += stride) minutes.push(m);
  if (inc > 1) minutes.push(start + inc - 1);
  const prices = minutes.map((m) => pricer.at(m));
  const price = (minor: number) => new Decimal(minor).div(unit).times(rate).toDecimalPlaces(pricer.scale, Decimal.ROUND_HALF_UP).toFixed(pricer.scale);
  const from = formatNanos(BigInt(start) * 60_000_000_000n);
  const to = formatNanos(BigInt(start + inc) * 60_000_000_000n);
  const volume = trades.filter((t) => t.executed_at >= from && t.executed_at < to).reduce((sum, t) => sum.plus(t.amount), new Decimal(0));
  return {
    timestamp: from,
    open: price(prices[0]!),
    high: price(Math.max(...prices)),
    low: price(Math.min(...prices)),
    close: price(prices[prices.length - 1]!),
    volume: volume.toFixed(),
  };
}

/**
 * Exactly one of `increment` and `max_data_points` (400 naming `increment` otherwise, as the document's
 * examples word it); `max_data_points` needs both range bounds (400 naming `range.begin`) and picks the
 * finest increment whose series fits. A market the mock cannot price is 400 naming `market`.
 */
export const listHistoricalCandles = operationRoute("listHistoricalCandles", ({ path, query }, { seed, clock, store }) => {
  const market = path.market as string;
  const [base, quote] = marketAssets(market);
  const pricer = minutePricer(seed, `${base}USD`);
  const rate = FX_PER_USD[quote];
  if (!pricer || rate === undefined) throw badRequest("market", "unpricedMarket", `invalid market ${market}: the mock has no prices for it`);
  if (query.increment !== undefined && query.max_data_points !== undefined) throw badRequest("increment", "exactlyOne", "only one of increment or max_data_points should be set");
  if (query.increment === undefined && query.max_data_points === undefined) throw badRequest("increment", "exactlyOne", "either increment or max_data_points must be set");
  const nowMinute = Number(clock.nowNanos() / 60_000_000_000n);
  const beginMinute = minuteOf(query, "range.begin");
  const endMinute = minuteOf(query, "range.end");
  if (query.max_data_points !== undefined && (beginMinute === undefined || endMinute === undefined)) {
    throw badRequest("range.begin", "requiredTogether", "range.begin and range.end are required if max_data_points is set");
  }
  const begin = beginMinute ?? (endMinute ?? nowMinute) - DEFAULT_SPAN_MINUTES;
  if (begin > (endMinute ?? nowMinute)) throw badRequest("range.begin", "order", "range.begin must not be after range.end");
  // A candle is reported once complete (it ended by now), and when its start lies in the range (both bounds included).
  const lastOf = (inc: number) => Math.min(Math.floor((nowMinute - inc) / inc) * inc, endMinute === undefined ? Infinity : Math.floor(endMinute / inc) * inc);
  const fits = (inc: number) => Math.floor((lastOf(inc) - Math.ceil(begin / inc) * inc) / inc) + 1;
  const all = Object.values(INCREMENT_MINUTES);
  const inc =
    query.increment !== undefined
      ? INCREMENT_MINUTES[query.increment as string]!
      : (all.find((minutes) => fits(minutes) <= Number(query.max_data_points)) ?? all[all.length - 1]!);
  const first = Math.ceil(begin / inc) * inc;
  const last = lastOf(inc);
  const order: SortOrder = query.order === "ASC" ? "ASC" : "DESC";
  const { page_cursor: cursor, limit: rawLimit, ...filters } = query;
  const fingerprint = filterFingerprint(filters);
  const limit = typeof rawLimit === "number" ? rawLimit : 100;
  let start = order === "DESC" ? last : first;
  if (typeof cursor === "string") {
    const after = Number(canonicalToNanos(decodeCursor(cursor, order, fingerprint).createdAt) / 60_000_000_000n);
    start = order === "DESC" ? after - inc : after + inc;
  }
  const step = order === "DESC" ? -inc : inc;
  const inRange = (m: number) => m >= first && m <= last;
  const trades = store.trades.filter((t) => t.market === market);
  const items = [];
  for (let m = start; inRange(m) && items.length < limit; m += step) items.push(candle(pricer, rate, trades, m, inc));
  const lastItem = items[items.length - 1];
  const more = lastItem !== undefined && inRange(Number(canonicalToNanos(lastItem.timestamp) / 60_000_000_000n) + step);
  const increment = Object.entries(INCREMENT_MINUTES).find(([, minutes]) => minutes === inc)![0];
  return jsonResponse(200, {
    market,
    increment,
    items,
    next_page_cursor: more && lastItem ? encodeCursor({ createdAt: lastItem.timestamp, id: "" }, order, fingerprint) : "",
  });
});
