/**
 * The execution and stablecoin feeds over real sockets against the mock: each execution once and in
 * order, across reconnects (the repeated last execution) and the mock's duplicate fault; the
 * stablecoin index price; the moving market.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { ExecutionMessage } from "../../src/types";
import { PaxosMarketClient, watchExecutions, watchOrderBook, watchStablecoinPrice } from "../../src/index";
import type { MockServer } from "../../src/mock/index";
import { startFeedMock, Trader, until } from "./support";

let server: MockServer | undefined;
const controllers: AbortController[] = [];

afterEach(async () => {
  for (const controller of controllers.splice(0)) controller.abort();
  await server?.close();
  server = undefined;
});

function client(): { market: PaxosMarketClient; signal: AbortSignal } {
  const controller = new AbortController();
  controllers.push(controller);
  return { market: new PaxosMarketClient({ baseUrl: server!.baseUrl, streamUrl: server!.streamUrl }), signal: controller.signal };
}

/** Crosses the seeded BTCUSD book: one trade per call, at the best ask. */
async function trade(trader: Trader): Promise<void> {
  await trader.order({ side: "BUY", market: "BTCUSD", type: "LIMIT", base_amount: "0.00100000", price: "60010.00" });
}

describe("watchExecutions against the mock", () => {
  it("yields each execution once, in order, across drops and duplicates", async () => {
    server = await startFeedMock();
    const trader = new Trader(server);
    await trade(trader);
    const { market, signal } = client();
    const feed = watchExecutions(market, "BTCUSD", { signal, reconnectDelayMs: 5, maxReconnectDelayMs: 20 });
    const got: ExecutionMessage[] = [];
    const collect = (count: number) => until(feed, (execution) => got.push(execution) >= count, 10_000, `${count} executions`);

    // The first message is the last execution at connection time.
    await collect(1);
    for (let round = 0; round < 5; round++) {
      await trade(trader);
      server.api.feeds.sendDuplicateExecution("BTCUSD");
      await trade(trader);
      await collect(got.length + 2);
      // The trade made while the client is away is the last execution its next connection starts with;
      // that connection then repeats it again after the next drop: each is recognised by match_number.
      server.api.feeds.dropSockets();
      await trade(trader);
      await collect(got.length + 1);
    }
    // A drop with no trade meanwhile: the new connection starts with an execution already yielded.
    const sentBefore = server.api.feeds.sent.executions;
    server.api.feeds.dropSockets();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.api.feeds.sent.executions).toBe(sentBefore + 1);
    await trade(trader);
    await collect(got.length + 1);
    expect(got.map((execution) => execution.match_number)).toEqual(server.api.store.trades.map((t) => t.match_number));
    expect(new Set(got.map((execution) => execution.match_number)).size).toBe(got.length);
    expect(got[0]).toEqual({
      market: "BTCUSD",
      price: "60010.00",
      amount: "0.00100000",
      executed_at: server.api.store.trades[0]!.executed_at,
      match_number: "1",
    });
  });

  it("every market's executions on one connection", async () => {
    server = await startFeedMock();
    const trader = new Trader(server);
    const { market, signal } = client();
    const feed = watchExecutions(market, undefined, { signal });
    const first = feed.next();
    // Nothing traded yet: the feed stays quiet until the first trade.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await trader.order({ side: "SELL", market: "ETHUSD", type: "LIMIT", base_amount: "1.00000000", price: "2998.50" });
    expect((await first).value).toMatchObject({ market: "ETHUSD", price: "2998.50", amount: "1.00000000" });
  });

  it("a consumer more than maxBuffered behind ends with a FeedOverflowError, not an unbounded queue", async () => {
    server = await startFeedMock();
    const trader = new Trader(server);
    await trade(trader);
    const { market, signal } = client();
    const feed = watchExecutions(market, "BTCUSD", { signal, maxBuffered: 3 });
    await feed.next();
    for (let i = 0; i < 6; i++) await trade(trader);
    // Sent by the mock; a moment for loopback to deliver them while the loop reads nothing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(feed.next()).rejects.toMatchObject({ name: "FeedOverflowError" });
  });
});

describe("watchStablecoinPrice and the moving market", () => {
  it("streams the index price of a stablecoin", async () => {
    server = await startFeedMock({ movingMarket: { stepMs: 100 } });
    const { market, signal } = client();
    const feed = watchStablecoinPrice(market, "USDCUSD", { signal });
    const first = (await feed.next()).value!;
    expect(first).toMatchObject({ market: "USDCUSD", price: expect.stringMatching(/^\d+\.\d{4}$/) });
    server.api.clock.advance(100);
    const second = (await feed.next()).value!;
    expect(second.market).toBe("USDCUSD");
    expect(second.timestamp).not.toBe(first.timestamp);
  });

  it("moves the books and trades on the mock clock, only when the clock moves", async () => {
    server = await startFeedMock({ movingMarket: { stepMs: 100 } });
    const { market, signal } = client();
    const books = watchOrderBook(market, undefined, { signal });
    const executions = watchExecutions(market, undefined, { signal });
    const before = server.api.store.trades.length;
    const seen = new Set<string>();
    await until(books, (book) => {
      if (book.bids.length > 0 && book.asks.length > 0) seen.add(book.market);
      return seen.size === 10;
    });
    const tradesAtRest = server.api.store.trades.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.api.store.trades.length).toBe(tradesAtRest);
    server.api.clock.advance(2_000);
    expect(server.api.store.trades.length).toBeGreaterThan(before);
    const execution = (await executions.next()).value!;
    expect(execution.match_number).toMatch(/^\d+$/);
    // Every ticker market has both sides, and no book is crossed.
    for (const name of ["BTCUSD", "ETHUSD", "USDPUSD", "UNIUSD"]) {
      const { bids, asks } = server.api.store.orderBooks.snapshot(name);
      expect(Number(bids[0]!.price)).toBeLessThan(Number(asks[0]!.price));
    }
  });
});
