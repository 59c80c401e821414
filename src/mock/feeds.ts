/**
 * The public WebSocket feeds, served from the mock's own books and trades (transport-free: the loopback
 * server in http-server.ts attaches sockets). A subscriber of `/marketdata[/{market}]` gets the current
 * book as a `SNAPSHOT` (one per market; the last with `final_snapshot`), then one `UPDATE` per price
 * level that changed, computed from the book after every change the mock makes; so the book a client
 * rebuilds from the feed is the mock's book (`GET /markets/{market}/order-book`). `/executiondata[/{market}]`
 * sends the last trade, then every new one; `/marketdata/stablecoin/{market}` an index price.
 *
 * Faults, for the client's reconnect logic: `dropSockets()`, `sendDuplicateExecution()`,
 * `sendMalformedFrame()`, `stall()`.
 */
import { getOrderBookPath } from "../generated/parameters";
import type { MockClock } from "./clock";
import { MARKETS } from "./market";
import { formatMinor } from "./money";
import type { OrderBooks, TradeRecord } from "./order-book";
import { hash32, Stream } from "./random";
import type { MockStore } from "./store";

/** One socket on a feed, as the transport hands it over. */
export interface FeedConnection {
  /** Sends one text frame. */
  send(text: string): void;
  /** Cuts the connection without a closing handshake (what a failing-over server does). */
  terminate(): void;
}

/** What a subscribed socket listens to. */
type Channel =
  | { kind: "book"; market: string | undefined }
  | { kind: "executions"; market: string | undefined }
  | { kind: "stablecoin"; market: string };

interface Subscriber {
  channel: Channel;
  connection: FeedConnection;
  /** A stalled socket stays open and is sent nothing more. */
  stalled: boolean;
}

type Level = { price: string; amount: string };
type Levels = { bids: Level[]; asks: Level[] };

/** The stablecoin markets the mock prices (any other is refused). */
export const MOCK_STABLECOIN_MARKETS = ["USDCUSD", "USDTUSD", "PYUSDUSD", "USDGUSD"] as const;

const MARKET = /^[A-Z0-9]{5,16}$/;
/** The markets of the order-book and execution channels: the contract's order-book markets. */
const BOOK_MARKETS: readonly string[] = (getOrderBookPath.properties.market as { enum?: readonly string[] }).enum ?? [];

/** The changes that turn `before` into `after`, as (price, amount) pairs; amount "0" removes a level. */
function diff(before: Level[], after: Level[]): Level[] {
  const old = new Map(before.map((level) => [level.price, level.amount]));
  const changes: Level[] = [];
  for (const level of after) {
    if (old.get(level.price) !== level.amount) changes.push(level);
    old.delete(level.price);
  }
  for (const price of old.keys()) changes.push({ price, amount: "0" });
  return changes;
}

export class MockFeeds {
  readonly #subscribers = new Set<Subscriber>();
  readonly #books: OrderBooks;
  readonly #store: MockStore;
  readonly #clock: MockClock;
  readonly #seed: number;
  /** The levels each market's subscribers were last sent (the base of the next `UPDATE`s). */
  readonly #published = new Map<string, Levels>();
  /** How many stablecoin prices were sent (each a new index value). */
  #stablecoinTicks = 0;
  /** Frames sent, by kind, for tests. */
  readonly sent = { snapshots: 0, updates: 0, executions: 0, stablecoin: 0, malformed: 0 };

  constructor(store: MockStore, clock: MockClock, seed: number) {
    this.#store = store;
    this.#books = store.orderBooks;
    this.#clock = clock;
    this.#seed = seed;
    this.#books.listeners.add((market) => this.#publishBook(market));
    store.tradeListeners.add((trade) => this.#publishTrade(trade));
  }

  /** Sockets open on the feeds now. */
  get connections(): number {
    return this.#subscribers.size;
  }

  /**
   * Whether `path` is a feed channel the mock serves: `/marketdata`, `/marketdata/{market}`,
   * `/executiondata`, `/executiondata/{market}`, `/marketdata/stablecoin/{market}`.
   */
  channel(path: string): Channel | undefined {
    const parts = path.replace(/\/+$/, "").split("/").slice(1);
    const market = (value: string | undefined) => (value !== undefined && MARKET.test(value) ? value : undefined);
    if (parts[0] === "marketdata" && parts[1] === "stablecoin") {
      const m = parts.length === 3 ? market(parts[2]) : undefined;
      return m && (MOCK_STABLECOIN_MARKETS as readonly string[]).includes(m) ? { kind: "stablecoin", market: m } : undefined;
    }
    if ((parts[0] === "marketdata" || parts[0] === "executiondata") && parts.length <= 2) {
      const m = parts.length === 2 ? market(parts[1]) : undefined;
      if (parts.length === 2 && !(m && BOOK_MARKETS.includes(m))) return undefined;
      return { kind: parts[0] === "marketdata" ? "book" : "executions", market: m };
    }
    return undefined;
  }

  /** Attaches a socket to a channel and sends what a new connection gets first. Returns the detach function. */
  subscribe(channel: Channel, connection: FeedConnection): () => void {
    const subscriber: Subscriber = { channel, connection, stalled: false };
    this.#subscribers.add(subscriber);
    if (channel.kind === "book") {
      const markets = channel.market ? [channel.market] : this.#bookMarkets();
      markets.forEach((market, i) => {
        const { bids, asks } = this.#levels(market);
        const snapshot: Record<string, unknown> = { type: "SNAPSHOT", market, bids, asks };
        if (i === markets.length - 1) snapshot.final_snapshot = true;
        this.#send(subscriber, JSON.stringify(snapshot));
        this.sent.snapshots++;
      });
    } else if (channel.kind === "executions") {
      const trades = this.#store.trades;
      for (let i = trades.length - 1; i >= 0; i--) {
        const trade = trades[i]!;
        if (channel.market === undefined || trade.market === channel.market) {
          this.#send(subscriber, executionFrame(trade));
          this.sent.executions++;
          break;
        }
      }
    } else {
      this.#send(subscriber, this.#stablecoinFrame(channel.market));
    }
    return () => this.#subscribers.delete(subscriber);
  }

  /** Sends every stablecoin subscriber a new index price (the moving market calls it on each step). */
  tickStablecoins(): void {
    this.#stablecoinTicks++;
    for (const subscriber of this.#subscribers) {
      if (subscriber.channel.kind === "stablecoin") this.#send(subscriber, this.#stablecoinFrame(subscriber.channel.market));
    }
  }

  /** Fault: cuts every feed socket at once (each client sees a network error and reconnects). */
  dropSockets(): number {
    const all = [...this.#subscribers];
    this.#subscribers.clear();
    for (const subscriber of all) subscriber.connection.terminate();
    return all.length;
  }

  /** Fault: sends the last trade (of `market`, or of any) again to the execution subscribers. */
  sendDuplicateExecution(market?: string): void {
    const trade = [...this.#store.trades].reverse().find((t) => market === undefined || t.market === market);
    if (trade) this.#publishTrade(trade);
  }

  /** Fault: sends a frame that is not JSON to every subscriber (of `kind`'s channels only, when given). */
  sendMalformedFrame(kind?: Channel["kind"]): void {
    for (const subscriber of this.#subscribers) {
      if (kind !== undefined && subscriber.channel.kind !== kind) continue;
      this.#send(subscriber, '{"type":"UPDATE","market":');
      this.sent.malformed++;
    }
  }

  /** Fault: the sockets open now stay open but are sent nothing more (a client notices only by a timeout). */
  stall(): number {
    for (const subscriber of this.#subscribers) subscriber.stalled = true;
    return this.#subscribers.size;
  }

  /** Closes every socket (the server is stopping). */
  close(): void {
    this.dropSockets();
  }

  /** The markets an all-markets connection gets a snapshot of: the ticker's, and any other with a book. */
  #bookMarkets(): string[] {
    return [...new Set([...MARKETS.map((m) => m.market), ...this.#books.markets()])];
  }

  #levels(market: string): Levels {
    let levels = this.#published.get(market);
    if (!levels) {
      const snapshot = this.#books.snapshot(market);
      levels = { bids: snapshot.bids, asks: snapshot.asks };
      this.#published.set(market, levels);
    }
    return levels;
  }

  #publishBook(market: string): void {
    // Nobody listens to books: no diff to compute; the next subscriber gets the book as it is then.
    if (![...this.#subscribers].some((subscriber) => subscriber.channel.kind === "book")) {
      this.#published.delete(market);
      return;
    }
    const before = this.#levels(market);
    const snapshot = this.#books.snapshot(market);
    const after = { bids: snapshot.bids, asks: snapshot.asks };
    this.#published.set(market, after);
    const frames = [
      ...diff(before.bids, after.bids).map((level) => ({ type: "UPDATE", market, side: "BUY", ...level })),
      ...diff(before.asks, after.asks).map((level) => ({ type: "UPDATE", market, side: "SELL", ...level })),
    ].map((message) => JSON.stringify(message));
    if (frames.length === 0) return;
    for (const subscriber of this.#subscribers) {
      const { channel } = subscriber;
      if (channel.kind !== "book" || (channel.market !== undefined && channel.market !== market)) continue;
      for (const frame of frames) this.#send(subscriber, frame);
    }
    this.sent.updates += frames.length;
  }

  #publishTrade(trade: TradeRecord): void {
    const frame = executionFrame(trade);
    for (const subscriber of this.#subscribers) {
      const { channel } = subscriber;
      if (channel.kind !== "executions" || (channel.market !== undefined && channel.market !== trade.market)) continue;
      this.#send(subscriber, frame);
      this.sent.executions++;
    }
  }

  /** A stablecoin's index price: 1 plus a few seeded ten-thousandths, changing with each tick. */
  #stablecoinFrame(market: string): string {
    const k = (MOCK_STABLECOIN_MARKETS as readonly string[]).indexOf(market);
    const units = 1_000_000 + ((hash32(this.#seed, Stream.market + 400, this.#stablecoinTicks, k) % 41) - 20) * 10;
    this.sent.stablecoin++;
    return JSON.stringify({ market, price: formatMinor(units, 6), timestamp: this.#clock.nowIso() });
  }

  #send(subscriber: Subscriber, frame: string): void {
    if (!subscriber.stalled) subscriber.connection.send(frame);
  }
}

function executionFrame(trade: TradeRecord): string {
  const { market, price, amount, executed_at, match_number } = trade;
  return JSON.stringify({ market, price, amount, executed_at, match_number });
}
