/**
 * The order-book channel, `/marketdata`: every market's book on one socket, shared by every loop of a
 * client (./shared-feed). Each market's book is built once from its `SNAPSHOT` and kept by its `UPDATE`s;
 * each loop gets whole books `{ market, bids, asks }` of its market (or of every market), the latest of
 * each that changed since it last asked (coalesced).
 *
 * A connection's snapshot may come in pieces (several `SNAPSHOT` frames, the last marked
 * `final_snapshot`): it is built aside and replaces the books all at once when the last piece comes, so
 * no loop ever sees a half-built book, and a connection lost before its last piece leaves the previous
 * connection's books whole (never a book mixed from two connections). A market the completed snapshot
 * does not carry ends the loops watching it with a `FeedRefusedError` (each stays a watcher until it
 * leaves: its failed outlet ignores what it is still told); the others go on.
 */
import { checkOrderBookSnapshotMessage, checkOrderBookUpdateMessage, OrderBookSnapshotMessageShape, OrderBookUpdateMessageShape } from "../generated/checks";
import type { BookLevel, OrderBookSnapshotMessage, OrderBookUpdateMessage } from "../generated/openapi";
import { BookSide } from "./book-side";
import { FeedRefusedError } from "./errors";
import { parseFrame, rejectFeedMessage } from "./feed";
import { type Channel, MarketWatchers, type Watcher } from "./shared-feed";
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

const newBook = (): Book => ({ bids: new BookSide(false), asks: new BookSide(true) });

/** The books of every market on one socket, fed frame by frame, read by the watchers' outlets. */
export class OrderBookFeed extends MarketWatchers<OrderBookView> implements Channel<OrderBookView> {
  /** The books of the last complete snapshot, kept by the updates since. */
  #books = new Map<string, Book>();
  /** The current connection's snapshot while its pieces come (undefined once complete). */
  #staging: Map<string, Book> | undefined;
  /** Whether a complete snapshot has come (until then a loop waits rather than hear of a missing market). */
  #complete = false;

  /** The current book of a market (empty when it has none). */
  view(market: string): OrderBookView {
    const book = this.#books.get(market);
    return { market, bids: book ? book.bids.view() : [], asks: book ? book.asks.view() : [] };
  }

  override add(watcher: Watcher<OrderBookView>): this {
    // Until a snapshot is complete, the loop waits for it (rather than hear of a missing market).
    if (this.#complete) {
      if (watcher.market === undefined) for (const market of this.#books.keys()) watcher.outlet.mark(market);
      else if (this.#books.has(watcher.market)) watcher.outlet.mark(watcher.market);
      else this.#missing(watcher);
    }
    return super.add(watcher);
  }

  opened(): void {
    // What the last connection left of a snapshot in pieces is dropped: this one sends its own.
    this.#staging = new Map();
  }

  frame(text: string): void {
    const message = parseFrame(text) as { type?: unknown };
    if (message?.type === "SNAPSHOT") this.#snapshot(message as OrderBookSnapshotMessage);
    else if (message?.type === "UPDATE") this.#update(message as OrderBookUpdateMessage);
    // Any other type is a message a later version of the feed added: kept out of the book, not an error.
  }

  #snapshot(message: OrderBookSnapshotMessage): void {
    if (!checkOrderBookSnapshotMessage(message)) rejectFeedMessage("SNAPSHOT", OrderBookSnapshotMessageShape, message);
    const { market } = message;
    const staging = this.#staging;
    if (staging) {
      // A piece of the connection's snapshot: a market's first piece starts its book, later ones add levels.
      let book = staging.get(market);
      if (!book) {
        staging.set(market, (book = newBook()));
        book.bids.replace(message.bids);
        book.asks.replace(message.asks);
      } else {
        for (const level of message.bids) book.bids.set(level.price, level.amount);
        for (const level of message.asks) book.asks.set(level.price, level.amount);
      }
      if (message.final_snapshot === true || message.final_snapshot === "true") this.#commit(staging);
      return;
    }
    // A whole snapshot of one market after the connection's first (a market listed since): replaces its book.
    const book = newBook();
    book.bids.replace(message.bids);
    book.asks.replace(message.asks);
    this.#books.set(market, book);
    this.#changed(market);
  }

  /** The connection's snapshot is complete: it replaces every book at once. */
  #commit(staging: Map<string, Book>): void {
    const before = this.#books;
    this.#books = staging;
    this.#staging = undefined;
    this.#complete = true;
    // Every loop hears of each book it follows, the loops of every market also of the books now gone.
    const ofEveryMarket = this.of(undefined);
    for (const market of new Set([...before.keys(), ...staging.keys()])) for (const watcher of ofEveryMarket) watcher.outlet.mark(market);
    for (const market of this.markets()) for (const watcher of this.of(market)) staging.has(market) ? watcher.outlet.mark(market) : this.#missing(watcher);
  }

  #update(message: OrderBookUpdateMessage): void {
    if (!checkOrderBookUpdateMessage(message)) rejectFeedMessage("UPDATE", OrderBookUpdateMessageShape, message);
    const { market, side } = message;
    if (side !== "BUY" && side !== "SELL") throw new Error(`an UPDATE has side ${side}`);
    if (this.#staging) {
      // While the snapshot's pieces come, an update changes the book being built; one for a market whose
      // snapshot has not come yet is already in that snapshot.
      const book = this.#staging.get(market);
      if (book) (side === "BUY" ? book.bids : book.asks).set(message.price, message.amount);
      return;
    }
    const book = this.#books.get(market);
    if (!book) throw new Error(`an UPDATE for ${market} came before its SNAPSHOT`);
    (side === "BUY" ? book.bids : book.asks).set(message.price, message.amount);
    this.#changed(market);
  }

  /** Tells the loops of `market` (and those of every market) that its book changed. */
  #changed(market: string): void {
    this.each(market, (watcher) => watcher.outlet.mark(market));
  }

  /** Ends a loop whose market the feed does not carry (its leave takes it off, as any loop's). */
  #missing(watcher: Watcher<OrderBookView>): void {
    watcher.outlet.fail(new FeedRefusedError(`${watcher.market}: the order-book feed has no such market (no book of it in the snapshot)`));
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
