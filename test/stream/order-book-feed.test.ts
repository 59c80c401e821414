/**
 * The order-book feed over real sockets against the mock: the book a client rebuilds is the mock's,
 * after thousands of random orders, after a drop (the new snapshot replaces the old book) and after a
 * malformed frame; levels ordered by decimal value; a slow loop gets the latest book.
 */
import { afterEach, describe, expect, it } from "vitest";
import { bestAsk, bestBid, PaxosMarketClient, watchOrderBook } from "../../src/index";
import type { FeedStatus, OrderBookView } from "../../src/types";
import { midPrice, spread } from "../../src/decimal";
import type { MockServer } from "../../src/mock/index";
import { levels, mockBook, startFeedMock, Trader, until } from "./support";

let server: MockServer | undefined;
const controllers: AbortController[] = [];

afterEach(async () => {
  for (const controller of controllers.splice(0)) controller.abort();
  await server?.close();
  server = undefined;
});

function watch(market: string | undefined, options: { onStatus?: (status: FeedStatus) => void; idleTimeoutMs?: number } = {}) {
  const controller = new AbortController();
  controllers.push(controller);
  const client = new PaxosMarketClient({ baseUrl: server!.baseUrl, streamUrl: server!.streamUrl });
  const feed = watchOrderBook(client, market as "BTCUSD", { signal: controller.signal, reconnectDelayMs: 5, maxReconnectDelayMs: 50, ...options });
  return { feed, controller };
}

const same = (server: MockServer, market: string) => (book: OrderBookView) =>
  JSON.stringify(levels(book)) === JSON.stringify(mockBook(server, market));

/** A deterministic PRNG for the random orders (the test replays the same sequence every run). */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe("watchOrderBook against the mock", () => {
  it("rebuilds the mock's book after 10 000 random orders and cancels", async () => {
    server = await startFeedMock();
    const trader = new Trader(server);
    const { feed } = watch("BTCUSD");
    const first = await until(feed, same(server, "BTCUSD"), 10_000, "the first snapshot");
    expect(first.market).toBe("BTCUSD");

    const random = prng(19);
    const open: string[] = [];
    let last = first;
    for (let i = 0; i < 10_000; i++) {
      const r = random();
      if (r < 0.15 && open.length > 0) {
        const [id] = open.splice(Math.floor(random() * open.length), 1);
        // Skipped when another order filled it meanwhile (a filled order cannot be cancelled).
        if (server.api.store.orders.get(id!)?.status === "OPEN") await trader.cancel(id!);
        continue;
      }
      const side = random() < 0.5 ? "BUY" : "SELL";
      // Prices around 60 000 in cents, some sharing a level, some crossing the book.
      const price = (59_900 + Math.floor(random() * 200) + Math.floor(random() * 4) * 0.25).toFixed(2);
      const amount = (0.001 + Math.floor(random() * 5000) / 10_000).toFixed(8);
      const body = r < 0.9 ? { side, market: "BTCUSD", type: "LIMIT", base_amount: amount, price } : side === "BUY" ? { side, market: "BTCUSD", type: "MARKET", quote_amount: "100.00" } : { side, market: "BTCUSD", type: "MARKET", base_amount: amount };
      const order = await trader.order(body);
      if (order.status === "OPEN") open.push(order.id as string);
      // Every thousand orders, the client has caught up with the mock.
      if (i % 1000 === 999) last = await until(feed, same(server, "BTCUSD"), 10_000, `the book after ${i + 1} orders`);
    }
    expect(levels(last)).toEqual(mockBook(server, "BTCUSD"));
    expect(last.bids.length).toBeGreaterThan(10);
    expect(last.asks.length).toBeGreaterThan(10);
    expect(server.api.feeds.sent.updates).toBeGreaterThan(10_000);
  }, 120_000);

  it("orders levels by decimal value, never by string (9.5 below 10.25), and keeps the exact strings", async () => {
    server = await startFeedMock();
    const trader = new Trader(server);
    // The seeded BTCUSD book is in the tens of thousands; these levels have fewer integer digits.
    await trader.order({ side: "BUY", market: "BTCUSD", type: "LIMIT", base_amount: "0.10000000", price: "9.50" });
    await trader.order({ side: "BUY", market: "BTCUSD", type: "LIMIT", base_amount: "0.20000000", price: "10.25" });
    const { feed } = watch("BTCUSD");
    const book = await until(feed, same(server, "BTCUSD"));
    const prices = book.bids.map((level) => level.price);
    expect(prices.slice(-2)).toEqual(["10.25", "9.50"]);
    expect(prices).toEqual([...prices].sort((a, b) => Number(b) - Number(a)));
    expect(bestBid(book)).toEqual({ price: "59990.00", amount: "0.50000000" });
    expect(bestAsk(book)).toEqual({ price: "60010.00", amount: "0.50000000" });
    expect(midPrice(book)!.toFixed()).toBe("60000");
    expect(spread(book)!.toFixed()).toBe("20");
  });

  it("after the mock drops the sockets, reconnects and the new snapshot replaces the old book", async () => {
    server = await startFeedMock();
    const trader = new Trader(server);
    const statuses: FeedStatus[] = [];
    const { feed } = watch("BTCUSD", { onStatus: (status) => statuses.push(status) });
    await until(feed, same(server, "BTCUSD"));
    const resting = await trader.order({ side: "BUY", market: "BTCUSD", type: "LIMIT", base_amount: "1.00000000", price: "59000.00" });
    await until(feed, (book) => book.bids.some((level) => level.price === "59000.00"));

    // While the client is away, a level disappears (it hears no UPDATE for it) and another appears.
    server.api.feeds.dropSockets();
    await trader.cancel(resting.id as string);
    await trader.order({ side: "SELL", market: "BTCUSD", type: "LIMIT", base_amount: "2.00000000", price: "61000.00" });
    const after = await until(feed, same(server, "BTCUSD"), 10_000, "the book after the reconnect");
    expect(after.bids.some((level) => level.price === "59000.00")).toBe(false);
    expect(after.asks.some((level) => level.price === "61000.00")).toBe(true);
    expect(statuses.some((status) => status.state === "reconnecting")).toBe(true);
    expect(statuses.filter((status) => status.state === "open")).toHaveLength(2);
  });

  it("a malformed frame reopens the connection and the book recovers", async () => {
    server = await startFeedMock();
    const trader = new Trader(server);
    const statuses: FeedStatus[] = [];
    const { feed } = watch("BTCUSD", { onStatus: (status) => statuses.push(status) });
    await until(feed, same(server, "BTCUSD"));
    server.api.feeds.sendMalformedFrame();
    await trader.order({ side: "BUY", market: "BTCUSD", type: "LIMIT", base_amount: "1.00000000", price: "59500.00" });
    await until(feed, same(server, "BTCUSD"));
    const reconnect = statuses.find((status) => status.state === "reconnecting");
    expect(reconnect).toMatchObject({ reason: expect.stringMatching(/not JSON/) });
  });

  it("a stalled feed is noticed by the idle timeout and replaced by a new connection", async () => {
    server = await startFeedMock();
    const trader = new Trader(server);
    const statuses: FeedStatus[] = [];
    const { feed } = watch("BTCUSD", { onStatus: (status) => statuses.push(status), idleTimeoutMs: 200 });
    await until(feed, same(server, "BTCUSD"));
    server.api.feeds.stall();
    await trader.order({ side: "SELL", market: "BTCUSD", type: "LIMIT", base_amount: "1.00000000", price: "60500.00" });
    await until(feed, same(server, "BTCUSD"), 10_000, "the book after the stall");
    expect(statuses.find((status) => status.state === "reconnecting")).toMatchObject({ reason: "no frame for 200 ms" });
  });

  it("every market on one connection, and a slow loop gets the latest book of each (coalesced)", async () => {
    server = await startFeedMock();
    const trader = new Trader(server);
    const { feed } = watch(undefined);
    const seen = new Map<string, OrderBookView>();
    await until(feed, (book) => {
      seen.set(book.market, book);
      return seen.has("BTCUSD") && seen.has("ETHUSD") && seen.size >= 10;
    });
    // A hundred changes while the loop is busy elsewhere: it then gets one book, the latest.
    for (let i = 0; i < 100; i++) await trader.order({ side: "BUY", market: "ETHUSD", type: "LIMIT", base_amount: "0.01000000", price: (2900 + i).toFixed(2) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A hundred changes, but (unless the machine is so loaded that the frames trickle in) one pull or two.
    let pulls = 0;
    const latest = await until(feed, (book) => (pulls++, book.market === "ETHUSD" && same(server!, "ETHUSD")(book)));
    expect(levels(latest)).toEqual(mockBook(server, "ETHUSD"));
    expect(pulls).toBeLessThan(10);
  });
});
