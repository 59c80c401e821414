/**
 * The mock's moving market stays credible as a market (what the live ticker page shows): every price in
 * its market's own precision (USDPUSD's four decimals, BTCUSD's two), a stablecoin book around 1.0000,
 * and a market's last trade never outside its spread, step after step; the stablecoin index prices to
 * four decimals around 1.0000, as Paxos sends them.
 */
import { describe, expect, it } from "vitest";
import { Decimal } from "../../src/decimal";
import { createMockApi } from "../../src/mock/index";
import { mockFeeds } from "../../src/mock/api";
import { MARKETS } from "../../src/mock/domain/market";

describe("the moving market", () => {
  it("quotes in each market's precision, USDP around 1.0000, the last trade inside the spread", () => {
    const api = createMockApi({ movingMarket: { stepMs: 100 } });
    for (let step = 0; step < 120; step++) {
      api.clock.advance(100);
      for (const { market, scale } of MARKETS) {
        const book = api.store.orderBooks.snapshot(market);
        const [bid, ask] = [book.bids[0]!.price, book.asks[0]!.price];
        for (const level of [...book.bids, ...book.asks]) expect(level.price.split(".")[1]).toHaveLength(scale);
        const last = [...api.store.trades].reverse().find((trade) => trade.market === market);
        if (last) {
          expect(new Decimal(last.price).gte(bid) && new Decimal(last.price).lte(ask), `${market} step ${step}: last ${last.price} outside ${bid} / ${ask}`).toBe(true);
          expect(last.price.split(".")[1]).toHaveLength(scale);
        }
        if (market === "USDPUSD") expect(new Decimal(bid).minus(1).abs().lte("0.005") && new Decimal(ask).minus(1).abs().lte("0.005"), `USDPUSD ${bid} / ${ask}`).toBe(true);
      }
    }
    expect(api.store.trades.length).toBeGreaterThan(50);
    api.movingMarket?.stop();
  });

  it("prices the stablecoins to four decimals around 1.0000", () => {
    const api = createMockApi({ movingMarket: { stepMs: 100 } });
    const frames: string[] = [];
    mockFeeds(api).subscribe({ kind: "stablecoin", market: undefined }, { send: (text) => frames.push(text), terminate() {} });
    for (let step = 0; step < 50; step++) api.clock.advance(100);
    const prices = frames.map((frame) => (JSON.parse(frame) as { price: string }).price);
    expect(prices.length).toBeGreaterThan(100);
    for (const price of prices) {
      expect(price).toMatch(/^\d\.\d{4}$/);
      expect(new Decimal(price).minus(1).abs().lte("0.0005")).toBe(true);
    }
    api.movingMarket?.stop();
  });
});
