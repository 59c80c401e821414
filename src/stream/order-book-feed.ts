/**
 * The order-book feed: `/marketdata/{market}` (one market) or `/marketdata` (every market). Each
 * market's book is rebuilt from its `SNAPSHOT` and kept by its `UPDATE`s; the consumer gets whole books
 * `{ market, bids, asks }`, the latest of each market that changed since it last asked (coalesced).
 * After a reconnect the new connection's snapshot replaces the book, and on `/marketdata` a market
 * that got no snapshot by `final_snapshot` is emptied: no level of the old connection survives.
 */
import { checkOrderBookSnapshotMessage, checkOrderBookUpdateMessage, OrderBookSnapshotMessageShape, OrderBookUpdateMessageShape } from "../generated/checks";
import type { BookLevel, OrderBookSnapshotMessage, OrderBookUpdateMessage } from "../generated/openapi";
import { BookSide } from "./book-side";
import { parseFrame, rejectFeedMessage } from "./feed";
import { Outlet } from "./outlet";
import type { FeedHandler } from "./reconnecting-socket";

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

/** The books of one connection's markets, fed frame by frame, read by the outlet. */
export class OrderBookFeed implements FeedHandler {
  readonly #books = new Map<string, Book>();
  /** Markets whose snapshot came on the current connection. */
  #fresh = new Set<string>();
  /** The one market of a single-market channel (frames for another are ignored). */
  readonly #only: string | undefined;
  readonly outlet: Outlet<OrderBookView>;

  constructor(market: string | undefined) {
    this.#only = market;
    this.outlet = new Outlet((key) => this.view(key));
  }

  /** The current book of a market (empty when it has none). */
  view(market: string): OrderBookView {
    const book = this.#books.get(market);
    return { market, bids: book ? book.bids.view() : [], asks: book ? book.asks.view() : [] };
  }

  opened(): void {
    this.#fresh = new Set();
  }

  frame(text: string): void {
    const message = parseFrame(text) as { type?: unknown; market?: unknown };
    if (this.#only !== undefined && typeof message === "object" && message !== null && message.market !== this.#only) return;
    if (message?.type === "SNAPSHOT") this.#snapshot(message as OrderBookSnapshotMessage);
    else if (message?.type === "UPDATE") this.#update(message as OrderBookUpdateMessage);
    // Any other type is a message a later version of the feed added: kept out of the book, not an error.
  }

  #snapshot(message: OrderBookSnapshotMessage): void {
    if (!checkOrderBookSnapshotMessage(message)) rejectFeedMessage("SNAPSHOT", OrderBookSnapshotMessageShape, message);
    const { market } = message;
    // Both sides built before either is used: a snapshot refused half-way leaves the book as it was.
    const bids = new BookSide(false);
    const asks = new BookSide(true);
    bids.replace(message.bids);
    asks.replace(message.asks);
    this.#books.set(market, { bids, asks });
    this.#fresh.add(market);
    this.outlet.mark(market);
    if (message.final_snapshot === true || message.final_snapshot === "true") {
      // Every market the server has sent its snapshot: a book it did not send is gone.
      for (const stale of this.#books.keys()) {
        if (this.#fresh.has(stale)) continue;
        this.#books.delete(stale);
        this.outlet.mark(stale);
      }
    }
  }

  #update(message: OrderBookUpdateMessage): void {
    if (!checkOrderBookUpdateMessage(message)) rejectFeedMessage("UPDATE", OrderBookUpdateMessageShape, message);
    const { market, side } = message;
    if (!this.#fresh.has(market)) throw new Error(`an UPDATE for ${market} came before its SNAPSHOT`);
    const book = this.#books.get(market)!;
    if (side === "BUY") book.bids.set(message.price, message.amount);
    else if (side === "SELL") book.asks.set(message.price, message.amount);
    else throw new Error(`an UPDATE has side ${side}`);
    this.outlet.mark(market);
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
