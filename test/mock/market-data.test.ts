/**
 * Public market data agrees with the all-markets ticker of the same clock minute: one market's ticker,
 * the markets list, current and day-old prices, the historical series (ending at the ticker's price,
 * increments, ranges, offset paging) and the recent executions (the book's real fills, newest first).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { Decimal } from "../../src/decimal";
import { createMockApi, type MockApi } from "../../src/mock/index";
import { FX_PER_USD } from "../../src/mock/domain/pricing";
import { handle } from "./helpers";

let api: MockApi;
let profile: string;
beforeEach(() => {
  api = createMockApi({ seed: 7 });
  profile = api.store.ids.profileIds[1]!;
  api.store.ledger.apply([
    { profileId: profile, asset: "USD", delta: "100000.00" },
    { profileId: profile, asset: "BTC", delta: "2" },
  ]);
});
const tickers = async () => (await handle(api, "GET", "/all-markets/ticker")).body as { market: string; last_execution: { price: string } }[];
const tickerOf = async (market: string) => (await tickers()).find((t) => t.market === market)!;
const history = (market: string, query: Record<string, string | number>) => handle(api, "GET", `/markets/${market}/historical-prices`, { query });

describe("ticker, markets and prices", () => {
  it("getTicker is that market's entry of the all-markets ticker; 404 for a listed market without one, 400 for a market the contract does not list", async () => {
    for (const market of ["BTCUSD", "UNIUSD"]) expect((await handle(api, "GET", `/markets/${market}/ticker`)).body).toEqual(await tickerOf(market));
    api.clock.advance(3 * 60_000);
    expect((await handle(api, "GET", "/markets/ETHUSD/ticker")).body).toEqual(await tickerOf("ETHUSD"));
    const missing = await handle(api, "GET", "/markets/ETHBRL/ticker");
    expect(missing.status).toBe(404);
    expect(missing.body.meta).toMatchObject({ field: "market" });
    // A market the contract does not list is refused as the service refuses an enum value it does not know.
    const unlisted = await handle(api, "GET", "/markets/NOPE/ticker");
    expect([unlisted.status, unlisted.body.meta.rule, unlisted.body.meta.field, unlisted.body.meta.value]).toEqual([400, "enum", "market", "NOPE"]);
  });

  it("listMarkets names the ticker's markets with their assets, tick rate and status (both sides available)", async () => {
    const { body } = await handle(api, "GET", "/markets");
    expect(body.markets.map((m: { market: string }) => m.market)).toEqual((await tickers()).map((t) => t.market));
    const market_status = { buy_status: "AVAILABLE", sell_status: "AVAILABLE", scheduled_maintenance: [], updated_at: expect.any(String) };
    expect(body.markets).toContainEqual({ market: "BTCUSD", base_asset: "BTC", quote_asset: "USD", tick_rate: "0.01", market_status });
    expect(body.markets).toContainEqual({ market: "USDPUSD", base_asset: "USDP", quote_asset: "USD", tick_rate: "0.0001", market_status });
    expect(body.markets).toContainEqual({ market: "LINKUSD", base_asset: "LINK", quote_asset: "USD", tick_rate: "0.001", market_status });
  });

  it("listPrices: the ticker's current price and that of 24 hours earlier, for the markets asked", async () => {
    const before = await tickerOf("BTCUSD");
    api.clock.advance(24 * 3600_000);
    const { body } = await handle(api, "GET", "/all-markets/prices", { query: { markets: ["BTCUSD", "ETHUSD", "BTCUSD"] } });
    expect(body.items.map((p: { market: string }) => p.market)).toEqual(["BTCUSD", "ETHUSD"]);
    expect(body.items[0]).toMatchObject({ current_price: (await tickerOf("BTCUSD")).last_execution.price, yesterday_price: before.last_execution.price });
    expect(body.items[1].current_price).toBe((await tickerOf("ETHUSD")).last_execution.price);
    expect((await handle(api, "GET", "/all-markets/prices")).status).toBe(400);
  });
});

describe("historical prices", () => {
  it("ends at the ticker's current price; complete increments before it, aligned, oldest first", async () => {
    const now = api.clock.nowNanos();
    const { body } = await history("BTCUSD", { increment: "ONE_HOUR", "range.begin": "2026-03-01T00:00:00Z" });
    expect(body.market).toBe("BTCUSD");
    // 00:00 … 11:00 complete (the clock is at 12:00:00), then the current price.
    expect(body.total_count).toBe(13);
    expect(body.items.map((p: { timestamp: string }) => p.timestamp.slice(11, 16))).toEqual([...Array.from({ length: 12 }, (_, h) => `${String(h).padStart(2, "0")}:00`), "12:00"]);
    expect(body.items.at(-1).average_price).toBe((await tickerOf("BTCUSD")).last_execution.price);
    expect(api.clock.nowNanos()).toBe(now);
    // Deterministic: the same answer for the same seed and time.
    const again = createMockApi({ seed: 7 });
    expect((await handle(again, "GET", "/markets/BTCUSD/historical-prices", { query: { increment: "ONE_HOUR", "range.begin": "2026-03-01T00:00:00Z" } })).body).toEqual(body);
  });

  it("one-minute points are the ticker's minute prices; a EUR market at the fixed rate", async () => {
    const prices: string[] = [];
    for (let i = 0; i < 3; i++) {
      prices.push((await tickerOf("ETHUSD")).last_execution.price);
      api.clock.advance(60_000);
    }
    const { body } = await history("ETHUSD", { increment: "ONE_MINUTE", "range.begin": "2026-03-01T12:00:00Z", "range.end": "2026-03-01T12:02:30Z" });
    expect(body.items.map((p: { average_price: string }) => p.average_price)).toEqual(prices);
    expect(body.total_count).toBe(3);
    const eur = await history("ETHEUR", { increment: "ONE_MINUTE", "range.begin": "2026-03-01T12:00:00Z", "range.end": "2026-03-01T12:00:00Z" });
    expect(eur.body.items[0].average_price).toBe(new Decimal(prices[0]!).times(FX_PER_USD.EUR!).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
  });

  it("pages by offset and limit; max_data_points picks the finest increment that fits", async () => {
    const range = { "range.begin": "2026-02-28T00:00:00Z" };
    const all = (await history("BTCUSD", { increment: "FIFTEEN_MINUTES", ...range, "pagination.limit": 1000 })).body;
    expect(all.total_count).toBe(36 * 4 + 1);
    const page = (await history("BTCUSD", { increment: "FIFTEEN_MINUTES", ...range, "pagination.offset": 90, "pagination.limit": 5 })).body;
    expect(page.items).toEqual(all.items.slice(90, 95));
    expect((await history("BTCUSD", { increment: "FIFTEEN_MINUTES", ...range })).body.items).toHaveLength(100);
    const fit = (await history("BTCUSD", { max_data_points: 30, ...range })).body;
    // 36 hours: hourly points and the current price (37) do not fit in 30; two-hour ones (19) do.
    expect(fit.total_count).toBe(19);
    expect(Date.parse(fit.items[1].timestamp) - Date.parse(fit.items[0].timestamp)).toBe(7200_000);
  });

  it("refuses both or neither of increment and max_data_points, a reversed range and an unpriced market", async () => {
    for (const query of [{}, { increment: "ONE_DAY", max_data_points: 5 }] as Record<string, string | number>[]) {
      const res = await history("BTCUSD", query);
      expect(res.status).toBe(400);
      expect(res.body.meta).toMatchObject({ field: "increment", rule: "exactlyOne" });
    }
    expect((await history("BTCUSD", { increment: "ONE_DAY", "range.begin": "2026-03-01T00:00:00Z", "range.end": "2026-02-01T00:00:00Z" })).body.meta).toMatchObject({ field: "range.begin" });
    expect((await history("BTCBRL", { increment: "ONE_DAY" })).body.meta).toMatchObject({ field: "market", rule: "unpricedMarket" });
    expect((await history("BTCUSD", { increment: "ONE_DAY", "pagination.limit": 1001 })).status).toBe(400);
  });
});

describe("recent executions", () => {
  it("the book's real matches of that market, newest first, one per fill", async () => {
    expect((await handle(api, "GET", "/markets/BTCUSD/recent-executions")).body).toEqual({ items: [] });
    const order = (body: object) => handle(api, "POST", `/profiles/${profile}/orders`, { body: { market: "BTCUSD", ...body } });
    expect((await order({ side: "BUY", type: "LIMIT", base_amount: "0.7", price: "60020.00" })).status).toBe(200);
    api.clock.advance(1000);
    // The buy filled completely (nothing rests), so the sell meets the seeded bids.
    expect((await order({ side: "SELL", type: "MARKET", base_amount: "0.25" })).status).toBe(200);
    const { body } = await handle(api, "GET", "/markets/BTCUSD/recent-executions");
    expect(body.items.map((t: { price: string; amount: string }) => [t.price, t.amount])).toEqual([
      ["59990.00", "0.25000000"],
      ["60020.00", "0.20000000"],
      ["60010.00", "0.50000000"],
    ]);
    expect(new Set(body.items.map((t: { match_number: string }) => t.match_number)).size).toBe(3);
    expect(body.items[0].executed_at > body.items[1].executed_at).toBe(true);
    expect((await handle(api, "GET", "/markets/ETHUSD/recent-executions")).body.items).toEqual([]);
  });

  it("a match between two profiles' orders is one trade, not one per party", async () => {
    const other = api.store.ids.profileIds[2]!;
    api.store.ledger.apply([{ profileId: other, asset: "BTC", delta: "1" }]);
    await handle(api, "POST", `/profiles/${profile}/orders`, { body: { market: "BTCUSD", side: "BUY", type: "LIMIT", base_amount: "0.1", price: "59995.00" } });
    await handle(api, "POST", `/profiles/${other}/orders`, { body: { market: "BTCUSD", side: "SELL", type: "LIMIT", base_amount: "0.1", price: "59995.00" } });
    expect(api.store.executions).toHaveLength(2);
    expect((await handle(api, "GET", "/markets/BTCUSD/recent-executions")).body.items).toEqual([expect.objectContaining({ price: "59995.00", amount: "0.10000000" })]);
  });
});
