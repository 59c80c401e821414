/**
 * Public market data read from the ticker's price model (../market.ts), so every figure agrees with
 * `GET /all-markets/ticker` of the same clock minute: GET /markets/{market}/ticker, GET /markets and
 * GET /all-markets/prices. None needs a token.
 */
import { Decimal } from "../../decimal";
import { MARKETS, minutePricer } from "../domain/market";
import { formatMinor } from "../domain/money";
import { marketAssets } from "../domain/order-book";
import { jsonResponse, notFound } from "../protocol/problem";
import { formatNanos } from "../domain/timestamps";
import { operationRoute } from "./operation-route";

/** One market's entry of the all-markets ticker; 404 naming `market` for a market the ticker does not carry. */
export const getTicker = operationRoute("getTicker", ({ path }, { market, clock }) => {
  const name = path.market as string;
  const ticker = market.snapshot(clock.nowNanos()).find((entry) => entry.market === name);
  if (!ticker) throw notFound(`the mock has no ticker for market ${name}`, { field: "market" });
  return jsonResponse(200, ticker);
});

/** The markets the mock prices (the ticker's), their tick rate one unit of the ticker's last price digit, and their status. */
export const listMarkets = operationRoute("listMarkets", (_request, { clock }) => {
  // The mock's books always take orders on both sides and plan no maintenance.
  const market_status = { buy_status: "AVAILABLE", sell_status: "AVAILABLE", scheduled_maintenance: [], updated_at: formatNanos(clock.nowNanos()) };
  return jsonResponse(200, {
    markets: MARKETS.map(({ market, scale }) => {
      const [base_asset, quote_asset] = marketAssets(market);
      return { market, base_asset, quote_asset, tick_rate: new Decimal(1).div(new Decimal(10).pow(scale)).toFixed(scale), market_status };
    }),
  });
});

const MINUTES_PER_DAY = 1440;

/**
 * The current price (the ticker's `last_execution.price`) and the price 24 hours earlier (that minute's
 * price) of each requested market, in the order asked, a market named twice answered once.
 */
export const listPrices = operationRoute("listPrices", ({ query }, { seed, clock }) => {
  const now = clock.nowNanos();
  const minute = Math.floor(Number(now / 1_000_000n) / 60_000);
  const snapshot_at = formatNanos(now);
  const items = [];
  for (const name of new Set(query.markets as string[])) {
    const pricer = minutePricer(seed, name);
    // The contract leaves out a market whose price cannot be fetched rather than failing the call.
    if (!pricer) continue;
    items.push({
      market: name,
      current_price: formatMinor(pricer.at(minute), pricer.scale),
      yesterday_price: formatMinor(pricer.at(minute - MINUTES_PER_DAY), pricer.scale),
      snapshot_at,
    });
  }
  return jsonResponse(200, { items });
});
