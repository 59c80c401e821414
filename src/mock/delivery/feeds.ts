/**
 * The public WebSocket feeds, served from the mock's own books and trades (transport-free: the loopback
 * server in http-server.ts attaches sockets). A subscriber of `/marketdata[/{market}]` gets each market's
 * current book as a `SNAPSHOT` with `final_snapshot: true`, as Paxos's reference documents them (the
 * field required, "always true"): on `/marketdata` one market after another, each in a later turn of
 * the event loop (`snapshotIntervalMs` apart), so the `UPDATE`s of the markets already sent come in
 * between, and none of a market whose snapshot has not been sent. Then one `UPDATE` per price level
 * that changed, computed from the book after every change the mock makes; so the book a client
 * rebuilds from the feed is the mock's book (`GET /markets/{market}/order-book`). `/executiondata[/{market}]`
 * sends the last trade, then every new one; `/marketdata/stablecoin[/{market}]` an index price (every
 * stablecoin's on the all-markets channel). A channel of a market the mock does not carry is answered as
 * Paxos answers it: the socket opens and gets one frame, `{"error":"Not Found"}`.
 *
 * Paxos's limit of one new subscription per second per IP is enforced the way Paxos enforces it: a
 * subscription beyond it is not refused, its data is delayed until its turn (`subscriptionIntervalMs`,
 * default 1000; `subscriptions` records each one's delay, so a test can see whether a client paced itself).
 *
 * Faults, for the client's reconnect logic: `dropSockets()`, `sendDuplicateExecution()`,
 * `sendMalformedFrame()`, `stall()`, and `snapshotFragmentLevels` (each market's snapshot sent in pieces,
 * only the last marked final: beyond what Paxos documents, which a client should still take).
 */
import type { MockClock } from "../domain/clock";
import { MARKETS } from "../domain/market";
import { formatMinor } from "../domain/money";
import type { OrderBooks, TradeRecord } from "../domain/order-book";
import { hash32, Stream } from "../domain/random";
import type { MockState } from "../domain/store";

/** One socket on a feed, as the transport hands it over. */
export interface FeedConnection {
  /** Sends one text frame. */
  send(text: string): void;
  /** Cuts the connection without a closing handshake (what a failing-over server does). */
  terminate(): void;
}

/** The kinds of channel a feed serves: order books, executions, stablecoin prices, or a path that names none. */
export type MockFeedKind = "book" | "executions" | "stablecoin" | "unknown";

/** What a subscribed socket listens to (`unknown`: a market the mock does not carry, answered Not Found). */
type Channel =
  | { kind: "book"; market: string | undefined }
  | { kind: "executions"; market: string | undefined }
  | { kind: "stablecoin"; market: string | undefined }
  | { kind: "unknown"; market: string };

/** The feeds of a mock (`api.feeds`): what a test reads of them, and the faults it makes them show. */
export interface MockFeedControl {
  /** Frames sent, by kind. */
  readonly sent: { readonly snapshots: number; readonly updates: number; readonly executions: number; readonly stablecoin: number; readonly malformed: number };
  /** Every subscription so far, oldest first (at most the last 1000), with the delay the limit gave it. */
  readonly subscriptions: readonly SubscriptionRecord[];
  /** The sockets open. */
  readonly connections: number;
  /** Cuts every feed socket at once, without a closing handshake (a server failing over); answers how many. */
  dropSockets(): number;
  /** Sends the last trade (of `market`) again, as a reconnecting server may. */
  sendDuplicateExecution(market?: string): void;
  /** Sends a frame that is not JSON (to the subscribers of one kind of channel, or all). */
  sendMalformedFrame(kind?: MockFeedKind): void;
  /** Leaves the open sockets open and sends them nothing more; answers how many. */
  stall(): number;
  /** Sends each stablecoin channel its next index price (the moving market does on each step). */
  tickStablecoins(): void;
  /** Closes every socket and stops every timer. */
  close(): void;
}

/** One subscription as the mock's rate limit saw it. */
export interface SubscriptionRecord {
  /** The channel's path, e.g. "/marketdata". */
  path: string;
  /** The client's address (the limit is per address). */
  address: string;
  /** When it arrived (epoch ms). */
  at: number;
  /** How long its data was held back by the limit (0: it was within it). */
  delayedMs: number;
}

/** Options of the feeds (`feeds` of the mock's options). */
export interface MockFeedOptions {
  /**
   * Paxos's limit, as the gap between two subscriptions from one address that both get their data at
   * once (default 1000: one a second). A faster one waits for its turn, silently. 0 turns the limit off.
   */
  subscriptionIntervalMs?: number;
  /**
   * Sends each market's snapshot in pieces of at most this many levels per side: several `SNAPSHOT`
   * frames per market, `final_snapshot: false` on all but its last. Paxos documents one frame per market,
   * always final; the pieces test a client's tolerance. Default: one frame per market.
   */
  snapshotFragmentLevels?: number;
  /**
   * On `/marketdata`, the time between two markets' snapshots, in ms (default 0: each market in a later
   * turn of the event loop). The updates of the markets already sent come in between, as on Paxos's feed.
   */
  snapshotIntervalMs?: number;
}

interface Subscriber {
  channel: Channel;
  /** The markets of a book channel whose snapshot this subscriber has not been sent yet (it gets no updates of them). */
  unsent: Set<string>;
  /** False while the rate limit holds its data back. */
  live: boolean;
  connection: FeedConnection;
  /** A stalled socket stays open and is sent nothing more. */
  stalled: boolean;
}

type Level = { price: string; amount: string };
type Levels = { bids: Level[]; asks: Level[] };

/** The stablecoin markets the mock prices (any other is refused). */
export const MOCK_STABLECOIN_MARKETS = ["USDCUSD", "USDTUSD", "PYUSDUSD", "USDGUSD"] as const;

const MARKET = /^[A-Z0-9]{5,16}$/;

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

/** The mock's market-data feeds (`api.feeds`): what it sent and to whom, and the faults a test can cause on them. */
export class MockFeeds implements MockFeedControl {
  readonly #subscribers = new Set<Subscriber>();
  readonly #books: OrderBooks;
  readonly #store: MockState;
  readonly #clock: MockClock;
  readonly #seed: number;
  /** The levels each market's subscribers were last sent (the base of the next `UPDATE`s). */
  readonly #published = new Map<string, Levels>();
  /** How many stablecoin prices were sent (each a new index value). */
  #stablecoinTicks = 0;
  /** Frames sent, by kind, for tests. */
  readonly sent = { snapshots: 0, updates: 0, executions: 0, stablecoin: 0, malformed: 0 };
  /** Every subscription so far, oldest first (at most the last 1000), with the delay the limit gave it. */
  readonly subscriptions: SubscriptionRecord[] = [];
  readonly #intervalMs: number;
  readonly #fragmentLevels: number;
  readonly #snapshotIntervalMs: number;
  /** Per address, when the next subscription may have its data at once (epoch ms). */
  readonly #nextTurn = new Map<string, number>();
  /** Timers of subscriptions waiting for their turn. */
  readonly #waiting = new Set<ReturnType<typeof setTimeout>>();

  constructor(store: MockState, clock: MockClock, seed: number, options: MockFeedOptions = {}) {
    const { subscriptionIntervalMs = 1000, snapshotFragmentLevels = Infinity, snapshotIntervalMs = 0 } = options;
    if (!(Number.isInteger(snapshotIntervalMs) && snapshotIntervalMs >= 0)) throw new TypeError("mock feeds: snapshotIntervalMs must be an integer of at least 0");
    this.#snapshotIntervalMs = snapshotIntervalMs;
    if (!(Number.isInteger(subscriptionIntervalMs) && subscriptionIntervalMs >= 0)) throw new TypeError("mock feeds: subscriptionIntervalMs must be an integer of at least 0");
    if (!(snapshotFragmentLevels === Infinity || (Number.isInteger(snapshotFragmentLevels) && snapshotFragmentLevels >= 1))) {
      throw new TypeError("mock feeds: snapshotFragmentLevels must be an integer of at least 1");
    }
    this.#intervalMs = subscriptionIntervalMs;
    this.#fragmentLevels = snapshotFragmentLevels;
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
      if (parts.length === 2) return { kind: "stablecoin", market: undefined };
      if (parts.length !== 3) return undefined;
      const m = market(parts[2]);
      if (m === undefined) return undefined;
      return (MOCK_STABLECOIN_MARKETS as readonly string[]).includes(m) ? { kind: "stablecoin", market: m } : { kind: "unknown", market: m };
    }
    if ((parts[0] === "marketdata" || parts[0] === "executiondata") && parts.length <= 2) {
      if (parts.length === 1) return { kind: parts[0] === "marketdata" ? "book" : "executions", market: undefined };
      const m = market(parts[1]);
      if (m === undefined) return undefined;
      // The markets of the order-book and execution channels: those the mock keeps a book of.
      if (!this.#bookMarkets().includes(m)) return { kind: "unknown", market: m };
      return { kind: parts[0] === "marketdata" ? "book" : "executions", market: m };
    }
    return undefined;
  }

  /**
   * Attaches a socket to a channel and sends what a new connection gets first: at once, or when the rate
   * limit of its `address` lets it (`path` is what `subscriptions` records). Returns the detach function.
   */
  subscribe(channel: Channel, connection: FeedConnection, address = "127.0.0.1", path = ""): () => void {
    const subscriber: Subscriber = { channel, connection, stalled: false, live: false, unsent: new Set() };
    const now = Date.now();
    const turn = this.#intervalMs > 0 ? Math.max(now, this.#nextTurn.get(address) ?? 0) : now;
    if (this.#intervalMs > 0) this.#nextTurn.set(address, turn + this.#intervalMs);
    this.subscriptions.push({ path, address, at: now, delayedMs: turn - now });
    if (this.subscriptions.length > 1000) this.subscriptions.shift();
    if (channel.kind === "unknown") {
      // Paxos opens the socket and says so in one frame (rate limit or not).
      connection.send(JSON.stringify({ error: "Not Found" }));
      return () => {};
    }
    this.#subscribers.add(subscriber);
    if (turn <= now) {
      this.#start(subscriber);
      return () => this.#subscribers.delete(subscriber);
    }
    const timer = setTimeout(() => {
      this.#waiting.delete(timer);
      if (this.#subscribers.has(subscriber)) this.#start(subscriber);
    }, turn - now);
    this.#waiting.add(timer);
    return () => {
      clearTimeout(timer);
      this.#waiting.delete(timer);
      this.#subscribers.delete(subscriber);
    };
  }

  /** The first frames of a subscription whose turn has come; from then on it gets every change. */
  #start(subscriber: Subscriber): void {
    subscriber.live = true;
    const { channel } = subscriber;
    if (channel.kind === "book") {
      subscriber.unsent = new Set(channel.market ? [channel.market] : this.#bookMarkets());
      this.#sendNextSnapshot(subscriber);
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
    } else if (channel.kind === "stablecoin") {
      for (const market of channel.market ? [channel.market] : MOCK_STABLECOIN_MARKETS) this.#send(subscriber, this.#stablecoinFrame(market));
    }
  }

  /**
   * Sends a subscriber the snapshot of the next market it has not had, then, in a later turn (markets
   * one after another, with the updates of those already sent in between), the next one.
   */
  #sendNextSnapshot(subscriber: Subscriber): void {
    const [market] = subscriber.unsent;
    if (market === undefined || !this.#subscribers.has(subscriber)) return;
    subscriber.unsent.delete(market);
    const frames = this.#snapshotFrames(market);
    for (const frame of frames) this.#send(subscriber, JSON.stringify(frame));
    this.sent.snapshots += frames.length;
    if (subscriber.unsent.size === 0) return;
    const timer = setTimeout(() => {
      this.#waiting.delete(timer);
      this.#sendNextSnapshot(subscriber);
    }, this.#snapshotIntervalMs);
    this.#waiting.add(timer);
  }

  /** A market's snapshot as frames: one, or pieces of `snapshotFragmentLevels` levels a side; the last (only) one final. */
  #snapshotFrames(market: string): Record<string, unknown>[] {
    const { bids, asks } = this.#levels(market);
    const size = this.#fragmentLevels;
    const frames: Record<string, unknown>[] = [];
    for (let i = 0; i === 0 || i < Math.max(bids.length, asks.length); i += size) {
      frames.push({ type: "SNAPSHOT", market, bids: bids.slice(i, i + size), asks: asks.slice(i, i + size), final_snapshot: false });
      if (size === Infinity) break;
    }
    frames.at(-1)!.final_snapshot = true;
    return frames;
  }

  /** Sends every stablecoin subscriber a new index price (the moving market calls it on each step). */
  tickStablecoins(): void {
    this.#stablecoinTicks++;
    for (const subscriber of this.#subscribers) {
      const { channel } = subscriber;
      if (channel.kind !== "stablecoin") continue;
      for (const market of channel.market ? [channel.market] : MOCK_STABLECOIN_MARKETS) this.#send(subscriber, this.#stablecoinFrame(market));
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
  sendMalformedFrame(kind?: MockFeedKind): void {
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

  /** Closes every socket (the server is stopping) and forgets the subscriptions waiting for their turn. */
  close(): void {
    for (const timer of this.#waiting) clearTimeout(timer);
    this.#waiting.clear();
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
      // A market whose snapshot has not gone out yet: that snapshot, when it goes, has this change.
      if (subscriber.unsent.has(market)) continue;
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

  /** A stablecoin's index price to four decimals (as Paxos sends it): 1.0000 give or take two ten-thousandths, changing with each tick. */
  #stablecoinFrame(market: string): string {
    const k = (MOCK_STABLECOIN_MARKETS as readonly string[]).indexOf(market);
    const units = 10_000 + (hash32(this.#seed, Stream.market + 400, this.#stablecoinTicks, k) % 5) - 2;
    this.sent.stablecoin++;
    return JSON.stringify({ market, price: formatMinor(units, 4), timestamp: this.#clock.nowIso() });
  }

  #send(subscriber: Subscriber, frame: string): void {
    if (subscriber.live && !subscriber.stalled) subscriber.connection.send(frame);
  }
}

function executionFrame(trade: TradeRecord): string {
  const { market, price, amount, executed_at, match_number } = trade;
  return JSON.stringify({ market, price, amount, executed_at, match_number });
}
