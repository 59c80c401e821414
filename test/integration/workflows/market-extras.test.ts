/**
 * Historical candles, issuer-quote settlement availability and travel-rule VASPs over real HTTP, each
 * checked against the mock's own state: candles against the ticker's price model (the last complete
 * minute's close is the price the historical-prices series gives that minute; volume is the trades
 * recorded on the book), availability against the PAXG minted that day and the gold market's hours,
 * VASPs against the seeded list.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BadRequestError, NotFoundError, type Paxos } from "../../../src/index";
import type { MockServer } from "../../../src/mock/index";
import { SAME_DAY_PAXG_PER_DAY } from "../../../src/mock/routes/settlement-availability";
import { SEEDED_VASPS } from "../../../src/mock/domain/vasps";
import { collect } from "../support";
import { workflowMock } from "./support";

let mock: MockServer;
let paxos: Paxos;
beforeAll(async () => ({ mock, paxos } = await workflowMock()));
afterAll(() => mock.close());

describe("market.listHistoricalCandles", () => {
  it("one-hour candles newest first, paged by cursor, each low ≤ open, close ≤ high", async () => {
    const range = { begin: "2026-02-27T00:00:00Z", end: "2026-02-28T00:00:00Z" };
    const first = await paxos.market.listHistoricalCandles("BTCUSD", { increment: "ONE_HOUR", range, limit: 10 });
    expect(first.items).toHaveLength(10);
    const all = await collect(paxos.market.listHistoricalCandles("BTCUSD", { increment: "ONE_HOUR", range, limit: 10 }));
    // Both bounds included: the candles starting at 00:00 on the 27th through 00:00 on the 28th.
    expect(all).toHaveLength(25);
    const times = all.map((c) => Date.parse(c.timestamp!));
    expect(times[0]).toBe(Date.parse("2026-02-28T00:00:00Z"));
    expect(times.every((t, i) => i === 0 || times[i - 1]! - t === 3_600_000)).toBe(true);
    for (const c of all) {
      const [open, high, low, close] = [c.open, c.high, c.low, c.close].map(Number) as [number, number, number, number];
      expect(low).toBeLessThanOrEqual(Math.min(open, close));
      expect(high).toBeGreaterThanOrEqual(Math.max(open, close));
    }
    const ascending = await collect(paxos.market.listHistoricalCandles("BTCUSD", { increment: "ONE_HOUR", range, order: "ASC" }));
    expect(ascending.map((c) => c.timestamp)).toEqual([...all].reverse().map((c) => c.timestamp));
  });

  it("a one-minute candle's open and close are the price model's minute price (historical-prices agrees)", async () => {
    const minute = { begin: "2026-03-01T11:00:00Z", end: "2026-03-01T11:00:59Z" };
    const [candle] = (await paxos.market.listHistoricalCandles("ETHUSD", { increment: "ONE_MINUTE", range: minute })).items;
    const [average] = (await paxos.market.listHistoricalPrices("ETHUSD", { increment: "ONE_MINUTE", range: minute })).items ?? [];
    expect(candle).toMatchObject({ open: average!.average_price, close: average!.average_price, high: average!.average_price, low: average!.average_price, volume: "0" });
  });

  it("refuses both or neither of increment and max_data_points, and max_data_points without a range", async () => {
    await expect(paxos.market.listHistoricalCandles("BTCUSD", {})).rejects.toBeInstanceOf(BadRequestError);
    await expect(paxos.market.listHistoricalCandles("BTCUSD", { increment: "ONE_DAY", max_data_points: 5 })).rejects.toBeInstanceOf(BadRequestError);
    await expect(paxos.market.listHistoricalCandles("BTCUSD", { max_data_points: 5 })).rejects.toMatchObject({ detail: expect.stringContaining("range.begin and range.end") });
    const picked = await paxos.market.listHistoricalCandles("BTCUSD", { max_data_points: 5, range: { begin: "2026-02-01T00:00:00Z", end: "2026-03-01T00:00:00Z" } });
    // The finest increment whose series fits in five: weeks (four of them start in February 2026).
    const starts = picked.items.map((c) => Date.parse(c.timestamp!));
    expect(starts.length).toBeGreaterThan(0);
    expect(starts.length).toBeLessThanOrEqual(5);
    expect(starts.every((t, i) => i === 0 || starts[i - 1]! - t === 7 * 86_400_000)).toBe(true);
  });
});

describe("issuerQuotes.getSettlementAvailability", () => {
  it("is zero while the gold market is closed, the day's allowance when open, less what was minted that day", async () => {
    // The mock clock starts on a Sunday.
    expect(await paxos.issuerQuotes.getSettlementAvailability({ market: "PAXGUSD" })).toMatchObject({ buy_quantity: "0.000", sell_quantity: "0.000", market: "PAXGUSD" });
    mock.api.clock.set("2026-03-02T10:00:00Z"); // Monday, 10:00 UTC
    const open = await paxos.issuerQuotes.getSettlementAvailability({ market: "PAXGUSD" });
    expect(open.buy_quantity).toBe(`${SAME_DAY_PAXG_PER_DAY}.000`);
    expect(Date.parse(open.snapshot_at)).toBe(Date.parse("2026-03-02T10:00:00Z"));

    const profile = mock.api.store.ids.profileIds[0]!;
    mock.api.store.ledger.apply([{ profileId: profile, asset: "USD", delta: "1000000" }]);
    const quote = await paxos.issuerQuotes.create({ profile_id: profile, market: "PAXGUSD", side: "BUY", base_amount: "12.5" });
    await paxos.issuerQuotes.createExecution(quote.quote_id!, { profile_id: profile });
    const after = await paxos.issuerQuotes.getSettlementAvailability({ market: "PAXGUSD" });
    expect(after.buy_quantity).toBe("237.500");
    await expect(paxos.issuerQuotes.getSettlementAvailability({ market: "BTCUSD" })).rejects.toBeInstanceOf(BadRequestError);
  });
});

describe("travelRule", () => {
  it("lists the seeded VASPs by name, filters by prefix and ids, and reads one", async () => {
    const all = await collect(paxos.travelRule.listVasps({ limit: 4 }));
    expect(all.map((v) => v.name)).toEqual(SEEDED_VASPS.map((v) => v.name));
    const desc = await collect(paxos.travelRule.listVasps({ order: "DESC" }));
    expect(desc.map((v) => v.name)).toEqual(SEEDED_VASPS.map((v) => v.name).reverse());
    expect((await collect(paxos.travelRule.listVasps({ search: "ro" }))).map((v) => v.name)).toEqual(["Robinhood (US)"]);
    const two = [SEEDED_VASPS[1]!.id, SEEDED_VASPS[3]!.id];
    expect((await collect(paxos.travelRule.listVasps({ ids: two }))).map((v) => v.id)).toEqual(two);
    expect(await paxos.travelRule.getVasp(SEEDED_VASPS[0]!.id)).toEqual({ vasp: { id: SEEDED_VASPS[0]!.id, name: SEEDED_VASPS[0]!.name } });
    await expect(paxos.travelRule.getVasp("no-such-vasp")).rejects.toBeInstanceOf(NotFoundError);
  });
});
