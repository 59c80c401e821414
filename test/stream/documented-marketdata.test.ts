/**
 * The order-book feed against a loopback server written from Paxos's own documents, not from the SDK's
 * mock: Paxos's WebSocket reference (`api-reference/websocket-asyncapi.json`, the `/marketdata` and
 * `/marketdata/{market}` channels) and guide (`guides/developer/api-websocket.mdx`). What they say:
 * - on connect the server sends each market's book as a `SNAPSHOT` (bids by descending price, asks by
 *   ascending price) whose `final_snapshot` is required and "always true"; on `/marketdata` each
 *   market's snapshot is its own message, told apart by `market`, and the `UPDATE`s of the markets
 *   already sent come after (here, in between the next markets' snapshots);
 * - an `UPDATE` sets one level (`side` BUY: bids, SELL: asks; `amount` "0" removes it);
 * - `/marketdata/{market}` is one market's channel; a market the feed does not serve is answered with
 *   `{"error":"Not Found"}` (what independent clients of the feed, such as tardis-node, treat as its error).
 * Each of several loops gets exactly its market's book, through drops, reconnects and a malformed frame;
 * a loop of a market the feed does not carry ends with `FeedRefusedError`; one whose snapshot is late is
 * never refused.
 */
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocketServer, type WebSocket } from "ws";
import type { OrderBookView } from "../../src/types";
import { PaxosMarketClient, watchOrderBook } from "../../src/index";
import { FeedRefusedError } from "../../src/stream/errors";
import { until } from "./support";

type Side = Map<string, string>;
interface Book {
  bids: Side;
  asks: Side;
}

/** The documented feed: a book per market, the order the markets' snapshots go in, and its clients. */
class DocumentedFeed {
  readonly books = new Map<string, Book>();
  /** `/marketdata` connections so far. */
  connections = 0;
  /** Paths asked for, in order. */
  readonly paths: string[] = [];
  /** Markets whose snapshot is held back this long (ms) after the connection opens. */
  readonly late = new Map<string, number>();
  readonly #server: WebSocketServer;
  readonly #all = new Set<WebSocket>();

  constructor(server: WebSocketServer, markets: Record<string, { bids: [string, string][]; asks: [string, string][] }>) {
    this.#server = server;
    for (const [market, { bids, asks }] of Object.entries(markets)) this.books.set(market, { bids: new Map(bids), asks: new Map(asks) });
    server.on("connection", (socket: WebSocket, request) => this.#connect(socket, request.url ?? ""));
  }

  get url(): string {
    return `ws://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** A market's book as the reference orders it: bids by descending, asks by ascending price. */
  levels(market: string): { bids: { price: string; amount: string }[]; asks: { price: string; amount: string }[] } {
    const book = this.books.get(market)!;
    const sorted = (side: Side, sign: number) => [...side].map(([price, amount]) => ({ price, amount })).sort((a, b) => sign * (Number(a.price) - Number(b.price)));
    return { bids: sorted(book.bids, -1), asks: sorted(book.asks, 1) };
  }

  snapshot(market: string): string {
    return JSON.stringify({ type: "SNAPSHOT", market, ...this.levels(market), final_snapshot: true });
  }

  /** Applies an update to the server's book and returns its frame (sent to no one). */
  change(market: string, side: "BUY" | "SELL", price: string, amount: string): string {
    const levels = side === "BUY" ? this.books.get(market)!.bids : this.books.get(market)!.asks;
    if (/^0+(\.0+)?$/.test(amount)) levels.delete(price);
    else levels.set(price, amount);
    return JSON.stringify({ type: "UPDATE", market, side, price, amount });
  }

  /** Applies an update and sends it to every `/marketdata` client. */
  update(market: string, side: "BUY" | "SELL", price: string, amount: string): void {
    const frame = this.change(market, side, price, amount);
    for (const socket of this.#all) socket.send(frame);
  }

  /** Sends a frame that is not JSON to every `/marketdata` client. */
  malformed(): void {
    for (const socket of this.#all) socket.send('{"type":"UPDATE","market":');
  }

  /** Cuts every connection without a closing handshake (a failover). */
  drop(): void {
    for (const socket of this.#server.clients) socket.terminate();
  }

  #connect(socket: WebSocket, path: string): void {
    this.paths.push(path);
    const one = /^\/marketdata\/([^/]+)$/.exec(path)?.[1];
    if (one !== undefined) {
      // A market's own channel: its snapshot, or the reference's error for a market it does not serve.
      socket.send(this.books.has(one) ? this.snapshot(one) : JSON.stringify({ error: "Not Found" }));
      return;
    }
    if (path !== "/marketdata") return void socket.close(1008, "no such channel");
    this.connections++;
    this.#all.add(socket);
    socket.on("close", () => this.#all.delete(socket));
    // One market after another; after each, an update of a market already sent (so updates come in between).
    const sent: string[] = [];
    for (const market of this.books.keys()) {
      const send = () => {
        if (socket.readyState !== socket.OPEN) return;
        socket.send(this.snapshot(market));
        sent.push(market);
        const earlier = sent[0]!;
        const price = this.levels(earlier).bids[0]?.price ?? "1";
        socket.send(this.change(earlier, "BUY", price, `${sent.length}.5`));
      };
      const delay = this.late.get(market);
      if (delay === undefined) send();
      else setTimeout(send, delay);
    }
  }
}

let wss: WebSocketServer | undefined;
const controllers: AbortController[] = [];
afterEach(async () => {
  for (const controller of controllers.splice(0)) controller.abort();
  for (const client of wss?.clients ?? []) client.terminate();
  await new Promise<void>((resolve) => (wss ? wss.close(() => resolve()) : resolve()));
  wss = undefined;
});

async function documentedFeed(): Promise<DocumentedFeed> {
  wss = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await new Promise((resolve) => wss!.once("listening", resolve));
  return new DocumentedFeed(wss, {
    ETHUSD: { bids: [["3000.5", "2"], ["2999", "1"]], asks: [["3001", "1.5"]] },
    BTCUSD: { bids: [["60000", "0.5"], ["59999.75", "1"]], asks: [["60000.25", "0.25"], ["60010", "3"]] },
    PAXGUSD: { bids: [["2400", "10"]], asks: [["2401.5", "4"], ["2402", "1"]] },
  });
}

function signal(): AbortSignal {
  const controller = new AbortController();
  controllers.push(controller);
  return controller.signal;
}

const plain = (book: OrderBookView) => ({ bids: book.bids.map(({ price, amount }) => ({ price, amount })), asks: book.asks.map(({ price, amount }) => ({ price, amount })) });

describe("/marketdata as Paxos documents it", () => {
  it("each of several loops gets exactly its market's book, through updates, drops, reconnects and a malformed frame", async () => {
    const feed = await documentedFeed();
    const market = new PaxosMarketClient({ streamUrl: feed.url, rateLimiter: false });
    const names = ["BTCUSD", "ETHUSD", "PAXGUSD"] as const;
    const loops = names.map((name) => watchOrderBook(market, name, { signal: signal(), reconnectDelayMs: 5, maxReconnectDelayMs: 20 }));
    const everything = watchOrderBook(market, undefined, { signal: signal(), reconnectDelayMs: 5 });
    const seen = new Map<string, string[]>(names.map((name) => [name, []]));
    /** Each loop catches up with the server's book of its market; every book it yields is of its market. */
    const caughtUp = async (what: string) => {
      for (const [i, loop] of loops.entries()) {
        const name = names[i]!;
        await until(loop, (book) => (seen.get(name)!.push(book.market), JSON.stringify(plain(book)) === JSON.stringify(feed.levels(name))), 10_000, `${name} ${what}`);
      }
    };

    // The first snapshots: ETHUSD first, BTCUSD second (ETHUSD's updates in between), each final.
    await caughtUp("from the first snapshots");
    await until(everything, (book) => book.market === "PAXGUSD", 10_000, "every market on the all-markets loop");

    // Updates of every market, interleaved.
    feed.update("BTCUSD", "BUY", "60000.5", "0.1");
    feed.update("ETHUSD", "SELL", "3001", "0");
    feed.update("PAXGUSD", "SELL", "2401", "2");
    feed.update("BTCUSD", "SELL", "60000.25", "0");
    await caughtUp("after the updates");

    // A failover: the books move while no connection is open; each new snapshot replaces its market's book.
    feed.drop();
    feed.change("BTCUSD", "BUY", "59000", "7");
    feed.change("ETHUSD", "BUY", "3000.5", "0");
    feed.change("PAXGUSD", "SELL", "2500", "1");
    await caughtUp("after a drop");
    expect(feed.connections).toBeGreaterThanOrEqual(2);

    // A frame that is not JSON: the connection is reopened and every book resynced from the new snapshots.
    const before = feed.connections;
    feed.malformed();
    feed.change("ETHUSD", "SELL", "3100", "9");
    await caughtUp("after a malformed frame");
    expect(feed.connections).toBeGreaterThan(before);

    for (const [name, markets] of seen) expect(new Set(markets)).toEqual(new Set([name]));
    // One socket for every loop: the feed never had to ask a market's own channel (every snapshot came).
    expect(feed.paths.every((path) => path === "/marketdata")).toBe(true);
  }, 60_000);

  it("a loop of a market the feed does not carry ends with FeedRefusedError; one whose snapshot is late waits for it", async () => {
    const feed = await documentedFeed();
    // PAXGUSD's snapshot comes 3 s after each connection opens, later than the SDK waits before asking.
    feed.late.set("PAXGUSD", 3_000);
    const market = new PaxosMarketClient({ streamUrl: feed.url, rateLimiter: false });
    const btc = watchOrderBook(market, "BTCUSD", { signal: signal() });
    const unknown = watchOrderBook(market, "SOLEUR", { signal: signal() });
    const late = watchOrderBook(market, "PAXGUSD", { signal: signal() });
    // The three loops join the socket at once (a loop joins when it first asks).
    const [first, refusal, lateBook] = await Promise.all([btc.next(), unknown.next().catch((error: unknown) => error), late.next()]);
    expect(first.value?.market).toBe("BTCUSD");
    expect(refusal).toBeInstanceOf(FeedRefusedError);
    expect(String(refusal)).toMatch(/\/marketdata\/SOLEUR: the feed answered \{"error":"Not Found"\}/);
    // The late market was asked about too, and its channel serves it: its loop is not refused but gets its book.
    expect(plain((lateBook as IteratorResult<OrderBookView>).value!)).toEqual(feed.levels("PAXGUSD"));
    expect(feed.paths).toEqual(expect.arrayContaining(["/marketdata", "/marketdata/SOLEUR", "/marketdata/PAXGUSD"]));
    // The BTCUSD loop goes on, on the same socket.
    feed.update("BTCUSD", "BUY", "60001", "1");
    expect((await until(btc, (b) => b.bids[0]?.price === "60001", 5_000, "the BTCUSD update")).market).toBe("BTCUSD");
    expect(feed.connections).toBe(1);
  }, 30_000);
});
