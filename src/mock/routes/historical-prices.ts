/**
 * GET /markets/{market}/historical-prices (scope exchange:historical_prices): average prices of one market
 * at a fixed increment, oldest first, from the ticker's own price model (../market.ts), so the series
 * is deterministic and its last point is the ticker's current price. Paged by offset.
 */
import { Decimal } from "../../decimal";
import { minutePricer, type MinutePricer } from "../domain/market";
import { marketAssets } from "../domain/order-book";
import { FX_PER_USD } from "../domain/pricing";
import { badRequest, jsonResponse } from "../protocol/problem";
import { formatNanos, normalizeDateTime } from "../domain/timestamps";
import { operationRoute } from "./operation-route";

/** Minutes of each increment of the contract, finest first. */
export const INCREMENT_MINUTES: Readonly<Record<string, number>> = {
  ONE_MINUTE: 1,
  FIVE_MINUTES: 5,
  FIFTEEN_MINUTES: 15,
  THIRTY_MINUTES: 30,
  ONE_HOUR: 60,
  TWO_HOURS: 120,
  TWELVE_HOURS: 720,
  ONE_DAY: 1440,
  ONE_WEEK: 10_080,
  TWO_WEEKS: 20_160,
  FOUR_WEEKS: 40_320,
};

/** The mock's earliest data: a series without `range.begin` starts here. */
export const HISTORY_START = "2024-01-01T00:00:00Z";
const HISTORY_START_MINUTE = Date.parse(HISTORY_START) / 60_000;
/** Minute prices averaged per point at most (a coarse increment samples its minutes evenly). */
const SAMPLES_PER_POINT = 60;

/** Which points a request covers: complete increments from `first` to `last` (epoch minutes, aligned), and whether the current price follows. */
interface Span {
  first: number;
  last: number;
  current: boolean;
}

function span(inc: number, beginMs: number | undefined, endMs: number | undefined, nowMs: number): Span {
  const fromMinute = Math.max(HISTORY_START_MINUTE, beginMs === undefined ? -Infinity : Math.ceil(beginMs / 60_000));
  const first = Math.ceil(fromMinute / inc) * inc;
  // A point is reported once its increment is over; range.end bounds its start (its timestamp).
  let last = Math.floor((Math.floor(nowMs / 60_000) - inc) / inc) * inc;
  if (endMs !== undefined) last = Math.min(last, Math.floor(Math.floor(endMs / 60_000) / inc) * inc);
  const current = (endMs === undefined || endMs >= nowMs) && (beginMs === undefined || beginMs <= nowMs);
  return { first, last, current };
}

function count({ first, last, current }: Span, inc: number): number {
  return Math.max(0, Math.floor((last - first) / inc) + 1) + (current ? 1 : 0);
}

/** The time-weighted average of a market's minute prices over [start, start + inc), sampled evenly. */
function average(pricer: MinutePricer, start: number, inc: number): Decimal {
  const stride = Math.ceil(inc / SAMPLES_PER_POINT);
  let sum = 0;
  let n = 0;
  for (let m = start; m < start + inc; m += stride, n++) sum += pricer.at(m);
  return new Decimal(sum).div(n).div(new Decimal(10).pow(pricer.scale));
}

function timeBound(query: Record<string, unknown>, field: string): number | undefined {
  const value = query[field];
  if (typeof value !== "string") return undefined;
  const ms = Date.parse(normalizeDateTime(value) ?? value);
  if (Number.isNaN(ms)) throw badRequest(field, "format", `${field} must be an RFC 3339 date-time`);
  return ms;
}

/**
 * Exactly one of `increment` and `max_data_points` (400 naming `increment` otherwise); `max_data_points`
 * picks the finest increment whose series fits (else the coarsest). A USD market of the ticker is priced
 * from its minute prices; a EUR market is the USD market at the fixed rate of ../pricing.ts; any other
 * market is refused (400 naming `market`: the contract has no 404 here).
 */
export const listHistoricalPrices = operationRoute("listHistoricalPrices", ({ path, query }, { seed, clock }) => {
  const market = path.market as string;
  const [base, quote] = marketAssets(market);
  const pricer = minutePricer(seed, `${base}USD`);
  const rate = FX_PER_USD[quote];
  if (!pricer || rate === undefined) throw badRequest("market", "unpricedMarket", `the mock has no price history for market ${market}`);
  if ((query.increment === undefined) === (query.max_data_points === undefined)) {
    throw badRequest("increment", "exactlyOne", "give exactly one of increment and max_data_points");
  }
  const beginMs = timeBound(query, "range.begin");
  const endMs = timeBound(query, "range.end");
  if (beginMs !== undefined && endMs !== undefined && beginMs > endMs) throw badRequest("range.begin", "order", "range.begin must not be after range.end");
  const now = clock.nowNanos();
  const nowMs = Number(now / 1_000_000n);

  let inc: number;
  if (query.increment !== undefined) inc = INCREMENT_MINUTES[query.increment as string]!;
  else {
    const max = Number(query.max_data_points);
    const all = Object.values(INCREMENT_MINUTES);
    inc = all.find((minutes) => count(span(minutes, beginMs, endMs, nowMs), minutes) <= max) ?? all[all.length - 1]!;
  }
  const points = span(inc, beginMs, endMs, nowMs);
  const total = count(points, inc);
  const offset = Number(query["pagination.offset"] ?? 0);
  const limit = Number(query["pagination.limit"] ?? 100);
  const price = (value: Decimal) => value.times(rate).toDecimalPlaces(pricer.scale, Decimal.ROUND_HALF_UP).toFixed(pricer.scale);
  const complete = total - (points.current ? 1 : 0);
  const items: { average_price: string; timestamp: string }[] = [];
  for (let i = offset; i < Math.min(total, offset + limit); i++) {
    if (i < complete) {
      const start = points.first + i * inc;
      items.push({ average_price: price(average(pricer, start, inc)), timestamp: formatNanos(BigInt(start) * 60_000_000_000n) });
    } else {
      // The last point: the current price (the ticker's last_execution.price, the mid of its best bid and ask).
      const current = new Decimal(pricer.at(Math.floor(nowMs / 60_000))).div(new Decimal(10).pow(pricer.scale));
      items.push({ average_price: price(current), timestamp: formatNanos(now) });
    }
  }
  return jsonResponse(200, { market, items, total_count: total });
});
