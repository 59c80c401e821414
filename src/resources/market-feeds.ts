/**
 * Written by hand: the live market-data feeds (WebSocket), which are not operations of the contract,
 * as the base of the generated `PublicMarketResource` (the contract's `x-sdk-extends` on the market
 * tag). Every method is a function call, so a page bundles only the feeds it watches.
 */
import { APIResource } from "../core/call/resource";
import type { PathParameters } from "../core/request/call-arguments";
import type { ExecutionMessage } from "../generated/openapi";
import type { WatchExecutionsOptions, WatchOptions } from "../stream/options";
import type { OrderBookView } from "../stream/order-book-feed";
import type { StablecoinPrice } from "../stream/stablecoin-price-feed";
import { watchExecutions, watchOrderBook, watchStablecoinPrice } from "../stream/watch";

/** The public WebSocket feeds of market data (no credentials): order books, executions, stablecoin prices. */
export class MarketFeeds extends APIResource {
  /**
   * The live order book (WebSocket `/marketdata/{market}`, no credentials): whole books
   * `{ market, bids, asks }`, bids by descending and asks by ascending price (decimal value), each
   * level the exact strings sent. Without `market`, every market's book on one connection
   * (`/marketdata`), each time one changes. A loop slower than the feed gets the latest book, never a
   * stale or half-applied one: changes that came meanwhile are coalesced. Reconnects by itself (with
   * backoff and jitter); the new connection's snapshot replaces the book. Ends when `options.signal`
   * aborts or the loop is left.
   *
   *     for await (const book of market.watchOrderBook("BTCUSD", { signal })) show(bestBid(book), bestAsk(book));
   */
  watchOrderBook(market?: PathParameters<"getOrderBook">["market"], options?: WatchOptions): AsyncGenerator<OrderBookView, void, undefined> {
    return watchOrderBook(this.context, market, options);
  }

  /**
   * Trades as they happen (WebSocket `/executiondata[/{market}]`, no credentials), each once and in
   * order: the repeat of the last execution that every (re)connection starts with is recognised by
   * `match_number`. Executions made while disconnected are not replayed (`listRecentExecutions` has
   * them). A loop slower than the feed gets every execution, up to `maxBuffered` waiting.
   */
  watchExecutions(market?: PathParameters<"listRecentExecutions">["market"], options?: WatchExecutionsOptions): AsyncGenerator<ExecutionMessage, void, undefined> {
    return watchExecutions(this.context, market, options);
  }

  /**
   * The index price of an external stablecoin (WebSocket `/marketdata/stablecoin/{market}`, e.g.
   * `USDCUSD`), the latest each time the loop asks.
   */
  watchStablecoinPrice(market: string, options?: WatchOptions): AsyncGenerator<StablecoinPrice, void, undefined> {
    return watchStablecoinPrice(this.context, market, options);
  }
}
