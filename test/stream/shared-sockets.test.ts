/**
 * One socket per channel for all of a client's loops, over real sockets against the mock: a PaxosMarketClient
 * watching 3 books and 2 execution feeds opens 2 sockets (counted at the mock), each loop gets exactly
 * its market's book and trades through drops and reconnects; a loop that stops leaves the socket to the
 * others and the last one closes it; a market the feed does not carry fails that loop only (which keeps
 * its place on the socket until it ends, its end closing the socket if it was the last): the feed is
 * asked on the market's own channel, which answers `{"error":"Not Found"}`; a stalled socket is noticed
 * by the idle timeout, reconnected (logged) and every loop resyncs; a market's snapshot in pieces is
 * applied whole, and one cut by a drop never mixes two connections' books.
 */
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocketServer, type WebSocket } from "ws";
import { Decimal } from "../../src/decimal";
import type { ExecutionMessage, FeedStatus, OrderBookView } from "../../src/types";
import { PaxosMarketClient, watchExecutions, watchOrderBook } from "../../src/index";
import type { MockServer } from "../../src/mock/index";
import { FeedRefusedError } from "../../src/stream/errors";
import { levels, mockBook, startFeedMock, until } from "./support";
import { eventually } from "../support/eventually";

let server: MockServer | undefined;
let hostileServer: WebSocketServer | undefined;
const controllers: AbortController[] = [];
afterEach(async () => {
  for (const controller of controllers.splice(0)) controller.abort();
  await server?.close();
  server = undefined;
  for (const client of hostileServer?.clients ?? []) client.terminate();
  await new Promise<void>((resolve) => (hostileServer ? hostileServer.close(() => resolve()) : resolve()));
  hostileServer = undefined;
});

function signal(): AbortSignal {
  const controller = new AbortController();
  controllers.push(controller);
  return controller.signal;
}

/** The mock's book of a market equals the loop's. */
const matches = (server: MockServer, market: string) => (book: OrderBookView) =>
  book.market === market && JSON.stringify(levels(book)) === JSON.stringify(mockBook(server, market));

const BOOKS = ["BTCUSD", "ETHUSD", "PAXGUSD"] as const;
const TRADES = ["BTCUSD", "ETHUSD"] as const;

describe("one socket per channel", () => {
  it("3 books and 2 execution feeds on one PaxosMarketClient: 2 sockets; each loop gets exactly its market's book and trades, through drops", async () => {
    server = await startFeedMock({ movingMarket: { stepMs: 100 } });
    const market = new PaxosMarketClient({ streamUrl: server.streamUrl });
    const books = BOOKS.map((name) => watchOrderBook(market, name, { signal: signal(), reconnectDelayMs: 10 }));
    const trades = TRADES.map((name) => watchExecutions(market, name, { signal: signal(), reconnectDelayMs: 10 }));
    const seen = new Map<string, ExecutionMessage[]>(TRADES.map((name) => [name, []]));
    // Read every execution loop in the background, recording what each got.
    const reading = trades.map(async (feed, i) => {
      for await (const execution of feed) seen.get(TRADES[i]!)!.push(execution);
    });

    // Start the book loops (a loop joins its socket when it first asks).
    for (const feed of books) expect((await feed.next()).done).toBe(false);
    /** Both sockets open and past the mock's subscription limit (20 ms here): trades made now reach them. */
    const connected = async () => {
      await eventually(() => server!.api.feeds.connections === 2, "two sockets are open");
      await new Promise((resolve) => setTimeout(resolve, 60));
    };
    for (let round = 0; round < 3; round++) {
      await connected();
      // The market moves (books re-quoted, trades made), then each loop catches up to the mock's book.
      for (let step = 0; step < 5; step++) server.api.clock.advance(100);
      for (const [i, feed] of books.entries()) await until(feed, matches(server, BOOKS[i]!), 10_000, `the ${BOOKS[i]} book`);
      await eventually(() => server!.api.feeds.connections === 2, "two sockets are open");
      expect(server.api.feeds.subscriptions.filter((s) => s.path !== "").map((s) => s.path).slice(-2).sort()).toEqual(["/executiondata", "/marketdata"]);
      server.api.feeds.sendDuplicateExecution("BTCUSD");
      // A failover: every socket cut; both reconnect, each loop resyncs.
      expect(server.api.feeds.dropSockets()).toBe(2);
    }
    await connected();
    for (let step = 0; step < 5; step++) server.api.clock.advance(100);
    for (const [i, feed] of books.entries()) await until(feed, matches(server, BOOKS[i]!), 10_000, `the ${BOOKS[i]} book after the drops`);
    // Each connection was one socket per channel: 2 at a time, 2 per round.
    await eventually(() => server!.api.feeds.subscriptions.length >= 8, "the last reconnection");
    expect(server.api.feeds.subscriptions).toHaveLength(8);

    for (const name of TRADES) {
      const mine = seen.get(name)!;
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((execution) => execution.market === name)).toBe(true);
      // Each once, in the mock's order: the repeats every reconnection starts with are gone.
      const numbers = mine.map((execution) => execution.match_number);
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(numbers.map(Number)).toEqual([...numbers.map(Number)].sort((a, b) => a - b));
    }
    for (const controller of controllers) controller.abort();
    await Promise.all(reading);
    await eventually(() => server!.api.feeds.connections === 0, "the sockets are closed");
  }, 60_000);

  it("a loop that stops leaves the socket to the others; the last one closes it", async () => {
    server = await startFeedMock();
    const market = new PaxosMarketClient({ streamUrl: server.streamUrl });
    const first = watchOrderBook(market, "BTCUSD", { signal: signal() });
    const second = watchOrderBook(market, "ETHUSD");
    await first.next();
    await second.next();
    expect(server.api.feeds.connections).toBe(1);
    await first.return();
    server.api.store.orderBooks.setLiquidity("ETHUSD", "BUY", new Decimal("2900.50"), new Decimal("1"));
    const book = await until(second, (b) => b.bids.some((level) => level.price === "2900.50"), 5_000, "the ETHUSD change");
    expect(book.market).toBe("ETHUSD");
    expect(server.api.feeds.connections).toBe(1);
    await second.return();
    await eventually(() => server!.api.feeds.connections === 0, "the last loop closed the socket");
  });

  it("a loop aborted before its first message leaves nothing behind; the socket closes when it was the last", async () => {
    server = await startFeedMock({ feeds: { subscriptionIntervalMs: 5_000 } });
    // Another client takes this address's turn, so the next socket's data is held back 5 s.
    const other = watchExecutions(new PaxosMarketClient({ streamUrl: server.streamUrl }), undefined, { signal: signal() });
    void other.next();
    await eventually(() => server!.api.feeds.subscriptions.length === 1, "the first subscription");
    const controller = new AbortController();
    const feed = watchOrderBook(new PaxosMarketClient({ streamUrl: server.streamUrl }), "BTCUSD", { signal: controller.signal });
    const pending = feed.next();
    await eventually(() => server!.api.feeds.subscriptions.length === 2, "the book socket");
    expect(server.api.feeds.subscriptions[1]!.delayedMs).toBeGreaterThan(1_000);
    controller.abort();
    expect(await pending).toEqual({ done: true, value: undefined });
    await eventually(() => server!.api.feeds.connections === 1, "the book socket closed");
  });

  it("a market the feed does not carry ends that loop with a clear error; the others go on", async () => {
    server = await startFeedMock();
    const market = new PaxosMarketClient({ streamUrl: server.streamUrl });
    const known = watchOrderBook(market, "BTCUSD", { signal: signal() });
    expect((await known.next()).value?.market).toBe("BTCUSD");
    const unknown = watchOrderBook(market, "SOLEUR", { signal: signal() });
    await expect(unknown.next()).rejects.toThrow(FeedRefusedError);
    // The market's own channel was asked once the socket had had time to send every snapshot.
    expect(server.api.feeds.subscriptions.map((s) => s.path)).toEqual(["/marketdata", "/marketdata/SOLEUR"]);
    await expect(watchOrderBook(market, "SOLEUR").next()).rejects.toThrow(/\/marketdata\/SOLEUR: the feed answered \{"error":"Not Found"\}/);
    // The BTCUSD loop goes on, on the same socket.
    server.api.store.orderBooks.setLiquidity("BTCUSD", "BUY", new Decimal("59000.00"), new Decimal("1"));
    expect((await until(known, (b) => b.bids.some((level) => level.price === "59000.00"), 5_000, "the BTCUSD change")).market).toBe("BTCUSD");
    expect(server.api.feeds.connections).toBe(1);
    // One socket for the books; each refusal asked the market's channel once (a socket of its own, closed).
    expect(server.api.feeds.subscriptions.map((s) => s.path)).toEqual(["/marketdata", "/marketdata/SOLEUR", "/marketdata/SOLEUR"]);
  });

  it("the mock answers a single-market channel of an unknown market as Paxos does: {\"error\":\"Not Found\"} on the socket", async () => {
    server = await startFeedMock();
    const { WebSocket: Client } = await import("ws");
    for (const path of ["/marketdata/SOLEUR", "/executiondata/SOLEUR", "/marketdata/stablecoin/USDXUSD"]) {
      const client = new Client(`${server.streamUrl}${path}`);
      const frame = await new Promise<string>((resolve, reject) => {
        client.once("message", (data) => resolve(String(data)));
        client.once("error", reject);
      });
      client.terminate();
      expect(JSON.parse(frame)).toEqual({ error: "Not Found" });
    }
  });

  it("a channel the service answers with {\"error\": …} ends every loop on it with the reason", async () => {
    const url = await hostile(() => [JSON.stringify({ error: "Not Found" })]);
    const market = new PaxosMarketClient({ streamUrl: url });
    const a = watchExecutions(market, "BTCUSD", { signal: signal() });
    const b = watchExecutions(market, "ETHUSD", { signal: signal() });
    await expect(a.next()).rejects.toThrow(/\/executiondata: the feed answered \{"error":"Not Found"\}/);
    await expect(b.next()).rejects.toThrow(FeedRefusedError);
  });

  it("a socket that stalls is noticed (idle timeout), reconnected with a log line, and every loop on it resyncs", async () => {
    // A market that moves by itself: frames come every 100 ms, so only a stall leaves the socket quiet.
    server = await startFeedMock({ clock: { followRealTime: true }, movingMarket: { stepMs: 100 } });
    const lines: string[] = [];
    const logger = { debug() {}, info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line), error() {} };
    const market = new PaxosMarketClient({ streamUrl: server.streamUrl, logger, logLevel: "info" });
    const feeds = BOOKS.map((name) => watchOrderBook(market, name, { signal: signal(), idleTimeoutMs: 300, reconnectDelayMs: 10 }));
    for (const [i, feed] of feeds.entries()) await until(feed, matches(server, BOOKS[i]!), 10_000, BOOKS[i]);
    expect(server.api.feeds.stall()).toBe(1);
    // The stalled socket sends nothing; the idle timeout reopens it and every loop gets the new book.
    for (const [i, feed] of feeds.entries()) await until(feed, matches(server, BOOKS[i]!), 10_000, `${BOOKS[i]} after the stall`);
    expect(lines.some((line) => /\/marketdata: no frame for 300 ms; reconnecting/.test(line))).toBe(true);
    expect(server.api.feeds.subscriptions.length).toBeGreaterThanOrEqual(2);
  });
});

/**
 * A feed server that answers connection n of `/marketdata` with `frames(n)`, then (with `cut`) drops it;
 * a market's own channel `/marketdata/{market}` is answered as Paxos answers one it does not serve.
 */
async function hostile(frames: (connection: number) => string[], cut: (connection: number) => boolean = () => false): Promise<string> {
  hostileServer = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await new Promise((resolve) => hostileServer!.once("listening", resolve));
  let connections = 0;
  hostileServer.on("connection", (socket: WebSocket, request) => {
    if (request.url?.startsWith("/marketdata/")) return socket.send(JSON.stringify({ error: "Not Found" }));
    const n = ++connections;
    for (const frame of frames(n)) socket.send(frame);
    if (cut(n)) setTimeout(() => socket.terminate(), 20);
  });
  return `ws://127.0.0.1:${(hostileServer.address() as AddressInfo).port}`;
}

describe("a loop refused for its market stays on the socket until it ends", () => {
  // A refused loop's error waits in its outlet until the loop asks again; until then it still counts as
  // on the socket (holds it open, hears its state), though it is given no book. Its end is what leaves.
  it("alone on the socket, its end closes the socket", async () => {
    server = await startFeedMock();
    const unknown = watchOrderBook(new PaxosMarketClient({ streamUrl: server.streamUrl }), "SOLEUR", { signal: signal() });
    await expect(unknown.next()).rejects.toThrow(/\/marketdata\/SOLEUR: the feed answered/);
    await eventually(() => server!.api.feeds.connections === 0, "the refused loop, the last, closed the socket");
  });

  it("refused after a reconnect while it holds a book: the others leaving keep the socket for it; its end closes it", async () => {
    const snapshot = (market: string, bid: string) => JSON.stringify({ type: "SNAPSHOT", market, bids: [{ price: bid, amount: "1" }], asks: [], final_snapshot: true });
    // Connection 1 carries BTCUSD and ETHUSD and is cut; every later one carries BTCUSD only, and the
    // ETHUSD channel answers Not Found (the market was withdrawn meanwhile).
    const url = await hostile((n) => (n === 1 ? [snapshot("BTCUSD", "100"), snapshot("ETHUSD", "10")] : [snapshot("BTCUSD", "200")]), (n) => n === 1);
    let connections = 0;
    hostileServer!.on("connection", (_socket: WebSocket, request) => void (request.url === "/marketdata" && connections++));
    // No pacer (its turn a second per socket would only slow the three connections down).
    const market = new PaxosMarketClient({ streamUrl: url, rateLimiter: false });
    const heard: FeedStatus[] = [];
    const refused = watchOrderBook(market, "ETHUSD", { signal: signal(), reconnectDelayMs: 5, onStatus: (status) => heard.push(status) });
    const other = watchOrderBook(market, "BTCUSD", { signal: signal(), reconnectDelayMs: 5 });
    expect((await refused.next()).value?.bids[0]?.price).toBe("10");
    // Connection 2's snapshot has come (the BTCUSD loop sees it) without ETHUSD; the ETHUSD channel, asked
    // once the connection had had time to send it, answers Not Found, so the ETHUSD loop is refused, but
    // it holds its book and has not asked again.
    await until(other, (book) => book.bids[0]?.price === "200", 10_000, "connection 2's BTCUSD book");
    await other.return();
    // The BTCUSD loop left, the last that is given books: the socket stays, and the refused loop still hears it.
    const before = heard.length;
    for (const client of hostileServer!.clients) client.terminate();
    await eventually(() => heard.slice(before).some((status) => status.state === "reconnecting"), "the refused loop hears the drop");
    await eventually(() => hostileServer!.clients.size === 1, "the socket reconnected for the refused loop");
    // The loop asks again: the error, and its end closes the socket for good.
    await expect(refused.next()).rejects.toThrow(/\/marketdata\/ETHUSD: the feed answered \{"error":"Not Found"\}/);
    await eventually(() => hostileServer!.clients.size === 0, "the refused loop, the last, closed the socket");
    const opened = connections;
    await new Promise((resolve) => setTimeout(resolve, 50)); // ten reconnect delays: none comes
    expect(connections).toBe(opened);
    expect(hostileServer!.clients.size).toBe(0);
  });
});

describe("snapshots in pieces", () => {
  it("applied whole: a snapshot sent a level at a time gives the mock's books", async () => {
    server = await startFeedMock({ feeds: { snapshotFragmentLevels: 1 } });
    const market = new PaxosMarketClient({ streamUrl: server.streamUrl });
    const feeds = BOOKS.map((name) => watchOrderBook(market, name, { signal: signal() }));
    for (const [i, feed] of feeds.entries()) {
      const book = (await feed.next()).value!;
      // The first book a loop gets is already the whole one.
      expect(levels(book)).toEqual(mockBook(server, BOOKS[i]!));
    }
    // Seeded books of several levels came a level at a time.
    expect(mockBook(server, "BTCUSD").bids.length).toBeGreaterThan(1);
    expect(server.api.feeds.sent.snapshots).toBeGreaterThan(BOOKS.length * 2);
  });

  it("a drop in the middle of a market's pieces discards them: never a book mixed from two connections", async () => {
    // Each market's snapshot in pieces, the market's last one marked final (beyond Paxos's documents, which
    // show one final frame per market; StockSharp's connector gathers pieces so).
    const piece = (market: string, bids: [string, string][], asks: [string, string][], final = false) =>
      JSON.stringify({ type: "SNAPSHOT", market, bids: bids.map(([price, amount]) => ({ price, amount })), asks: asks.map(([price, amount]) => ({ price, amount })), final_snapshot: final });
    const url = await hostile(
      (n) =>
        n === 1
          ? [piece("BTCUSD", [["100", "1"]], []), piece("BTCUSD", [], [["101", "1"]], true), piece("ETHUSD", [["10", "1"]], [["11", "1"]], true)]
          : n === 2
            ? // Connection 2 is cut after the first pieces: its levels (200, 201, 20) must never show.
              [piece("BTCUSD", [["200", "1"]], [["201", "1"]]), piece("ETHUSD", [["20", "1"]], [])]
            : [piece("BTCUSD", [["300", "1"]], []), piece("ETHUSD", [["30", "1"]], [["31", "1"]], true), piece("BTCUSD", [], [["301", "1"]], true)],
      // The first two connections are cut (20 ms after their frames).
      (n) => n <= 2,
    );
    const market = new PaxosMarketClient({ streamUrl: url });
    const seen: OrderBookView[] = [];
    const feed = watchOrderBook(market, undefined, { signal: signal(), reconnectDelayMs: 5 });
    await until(
      feed,
      (book) => {
        seen.push(book);
        return book.market === "BTCUSD" && book.bids[0]?.price === "300";
      },
      10_000,
      "connection 3's BTCUSD book",
    );
    const prices = (book: OrderBookView) => [...book.bids, ...book.asks].map((level) => level.price);
    for (const book of seen) {
      // Every book is wholly one connection's: 1xx/1x from the first, 3xx/3x from the third.
      expect([["100", "101"], ["10", "11"], ["300", "301"], ["30", "31"]]).toContainEqual(prices(book));
    }
    expect(seen.some((book) => book.bids[0]?.price === "100")).toBe(true);
  });
});
