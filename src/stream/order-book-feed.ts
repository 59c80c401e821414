/**
 * The order-book channel, `/marketdata`: every market's book on one socket, shared by every loop of a
 * client (./shared-feed). Each loop gets whole books `{ market, bids, asks }` of its market (or of every
 * market), the latest of each that changed since it last asked (coalesced).
 *
 * As Paxos documents the channel, a connection sends one `SNAPSHOT` per market, one market after
 * another, each carrying `final_snapshot: true`, with `UPDATE`s of the markets already sent in between;
 * no message lists the markets. So each market's book stands on its own: it is complete when its own
 * snapshot is, and a loop of a market whose snapshot has not come yet waits for it. A market's snapshot
 * may also come in pieces (the last marked `final_snapshot`): they are gathered aside and replace the
 * market's book at once when the last one comes, so no loop sees a half-built book, and a connection
 * lost half-way leaves the book the previous connection made (never one mixed from two connections).
 *
 * Whether the service carries a market at all is asked of the service, never guessed from a timer: when a
 * connection has been open a while (`PROBE_AFTER_MS`) without a snapshot of a watched market, the socket
 * probes that market's own channel, `/marketdata/{market}`, which Paxos answers with the market's
 * snapshot, or with `{"error":"Not Found"}` for a market it does not serve. Only the second ends the
 * market's loops (`FeedRefusedError`); a market whose snapshot is merely late is never refused.
 */
import { checkOrderBookSnapshotMessage, checkOrderBookUpdateMessage } from "../generated/checks";
import type { BookLevel, OrderBookSnapshotMessage, OrderBookUpdateMessage } from "../generated/openapi";
import { BookSide } from "./book-side";
import { parseFrame, rejectFeedMessage } from "./feed";
import { type Channel, type ChannelServices, MarketWatchers, type Watcher } from "./shared-feed";

/** A market's whole order book as the feed left it: bids best (highest) first, asks best (lowest) first. */
export interface OrderBookView {
  /** The market (kept as sent, also one the contract does not list). */
  readonly market: string;
  /** Buy levels by descending price (decimal value), the exact strings received. */
  readonly bids: readonly BookLevel[];
  /** Sell levels by ascending price (decimal value), the exact strings received. */
  readonly asks: readonly BookLevel[];
}

interface Book {
  bids: BookSide;
  asks: BookSide;
}

/** Everything the feed keeps of one market, found with one lookup per frame. */
interface MarketState {
  /** Its book as its last complete snapshot made it and the updates since kept it (none before the first). */
  book?: Book;
  /** The same book once this connection's snapshot completed it: the one its updates apply to. */
  live?: Book | undefined;
  /** This connection's snapshot of it, while it is still coming in pieces. */
  pieces?: Book | undefined;
}

/**
 * How long a connection may be open without a watched market's snapshot before that market's own channel
 * is asked whether the service carries it. Paxos sends every market's snapshot at connect time; a probe
 * spends a subscription of the per-IP budget, so it is made only for a market that is missing by then.
 */
export const PROBE_AFTER_MS = 2000;

/**
 * The books of every market on one socket, fed frame by frame, read by the watchers' outlets. A frame's
 * trip is: parse it once, find its market's state with one lookup, apply it, mark the market on the
 * loops of that market and of every market (each loop reads the book, `view`, when it asks).
 */
export class OrderBookFeed extends MarketWatchers<OrderBookView> implements Channel<OrderBookView> {
  /** Each market's state (its book, the book its updates apply to on this connection, its snapshot in pieces). */
  readonly #markets = new Map<string, MarketState>();
  /** The markets probed on this connection (in flight, or served); undefined until a connection opened. */
  #probed: Set<string> | undefined;
  readonly #services: ChannelServices;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(services: ChannelServices) {
    super();
    this.#services = services;
    // The socket's signal aborts once, when it closes for good (both die together: no need to remove this).
    services.signal.addEventListener("abort", () => clearTimeout(this.#timer));
  }

  /** The current book of a market (empty when it has none). */
  view(market: string): OrderBookView {
    const book = this.#markets.get(market)?.book;
    return { market, bids: book ? book.bids.view() : [], asks: book ? book.asks.view() : [] };
  }

  override add(watcher: Watcher<OrderBookView>): this {
    const { market } = watcher;
    if (market === undefined) {
      for (const [known, state] of this.#markets) if (state.book) watcher.outlet.mark(known);
    } else if (this.#markets.get(market)?.book) watcher.outlet.mark(market);
    // Otherwise the loop waits for its market's snapshot (asked about once the connection has had time to send it).
    else if (this.#probed) this.#schedule();
    return super.add(watcher);
  }

  opened(): void {
    // This connection sends its own snapshots: what the last one left in pieces is dropped, and each
    // market's updates apply again once its new snapshot has replaced the book.
    for (const state of this.#markets.values()) state.live = state.pieces = undefined;
    this.#probed = new Set();
    this.#schedule();
  }

  frame(text: string): void {
    const message = parseFrame(text) as { type?: unknown };
    // Updates first: all but a connection's first frames are.
    if (message?.type === "UPDATE") this.#update(message as OrderBookUpdateMessage);
    else if (message?.type === "SNAPSHOT") this.#snapshot(message as OrderBookSnapshotMessage);
    // Any other type is a message a later version of the feed added: kept out of the book, not an error.
  }

  #update(message: OrderBookUpdateMessage): void {
    const problem = checkOrderBookUpdateMessage(message);
    if (problem) rejectFeedMessage("UPDATE", problem, message);
    const { market, side } = message;
    if (side !== "BUY" && side !== "SELL") throw new Error(`an UPDATE has side ${side}`);
    const state = this.#markets.get(market);
    // An update of a market whose snapshot has not begun on this connection is in that snapshot when it
    // comes; applied to the book of an earlier connection, it would mix two connections' books.
    const book = state && (state.pieces ?? state.live);
    if (!book) return;
    (side === "BUY" ? book.bids : book.asks).set(message.price, message.amount);
    if (!state.pieces) this.#changed(market);
  }

  #snapshot(message: OrderBookSnapshotMessage): void {
    const problem = checkOrderBookSnapshotMessage(message);
    if (problem) rejectFeedMessage("SNAPSHOT", problem, message);
    const { market } = message;
    let state = this.#markets.get(market);
    if (!state) this.#markets.set(market, (state = {}));
    let book = state.pieces;
    if (!book) {
      // A market's first piece starts its new book (also a snapshot sent again later: it replaces the book).
      book = state.pieces = { bids: new BookSide(false), asks: new BookSide(true) };
      book.bids.replace(message.bids);
      book.asks.replace(message.asks);
    } else {
      for (const level of message.bids) book.bids.set(level.price, level.amount);
      for (const level of message.asks) book.asks.set(level.price, level.amount);
    }
    if (message.final_snapshot !== true && message.final_snapshot !== "true") return;
    // The market's snapshot is complete: it replaces that market's book, and no other.
    state.pieces = undefined;
    state.book = state.live = book;
    this.#changed(market);
  }

  /** Tells the loops of `market` (and those of every market) that its book changed. */
  #changed(market: string): void {
    this.each(market, (watcher) => watcher.outlet.mark(market));
  }

  /** Asks, once the connection has had time to send every snapshot, about the watched markets still missing. */
  #schedule(): void {
    // Only called while the socket is in use (a loop joined, a connection opened): never after it closed.
    if (this.#timer !== undefined) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      for (const market of this.markets()) {
        const probed = this.#probed!;
        if (this.#markets.get(market)?.live || probed.has(market)) continue;
        probed.add(market);
        void this.#services.probe(`/${market}`).then((answer) => {
          // "Served" settles the market for this connection. A refusal ends its loops (unless its snapshot
          // came meanwhile); after it, or an unclear answer (no connection), the market is asked about
          // again with the next connection or loop.
          if (answer === true) return;
          probed.delete(market);
          if (answer && !this.#markets.get(market)?.live) for (const watcher of this.of(market)) watcher.outlet.fail(answer);
        });
      }
    }, PROBE_AFTER_MS);
  }
}

/** The best (highest) bid of a book, or undefined when it has none. */
export function bestBid(book: OrderBookView): BookLevel | undefined {
  return book.bids[0];
}

/** The best (lowest) ask of a book, or undefined when it has none. */
export function bestAsk(book: OrderBookView): BookLevel | undefined {
  return book.asks[0];
}
