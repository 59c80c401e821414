import * as ops from "../generated/descriptors";
import { APIPromise } from "../core/api-promise";
import { send, call } from "../core/call";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { Ticker, PriceList, HistoricalPriceList, MarketList, OrderBook, RecentExecutionList, PriceSnapshot, HistoricalPrice, MarketDetails, RecentExecution } from "../generated/openapi";
import type { ListParams, PathParameters } from "../core/input-types";
import type { ExecutionMessage } from "../generated/openapi";
import type { WatchExecutionsOptions, WatchOptions } from "../stream/options";
import type { OrderBookView } from "../stream/order-book-feed";
import type { StablecoinPrice } from "../stream/stablecoin-price-feed";
import { watchExecutions, watchOrderBook, watchStablecoinPrice } from "../stream/watch";

// The contract's `Ticker` schema, by its generated name, so that hovers and messages read `Ticker`.
export type { Ticker };

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { PriceList, HistoricalPriceList, MarketList, OrderBook, RecentExecutionList, PriceSnapshot, HistoricalPrice, MarketDetails, RecentExecution };

/** Query parameters of `market.listPrices`. */
export type ListPricesParams = ListParams<"listPrices">;
/** Query parameters of `market.listHistoricalPrices`. */
export type ListHistoricalPricesParams = ListParams<"listHistoricalPrices">;

/**
 * The market data that needs no credentials (the operations with `security: []`): the base of
 * `PaxosMarket` and of `paxos.market`. Nothing else is in it, because a class's methods cannot be
 * tree-shaken: a page that uses `PaxosMarket` bundles exactly these six operations, and the feeds.
 */
export class PublicMarketResource extends APIResource {
  /**
   * `GET /all-markets/ticker` (no credentials): the ticker of every market.
   * The service may answer a bare array or `{ tickers: [...] }` (the two
   * sources disagree; see `AllTickers` in the contract): both give the array.
   */
  listTickers(options?: RequestOptions): APIPromise<Ticker[]> {
    return new APIPromise(
      send(this.context, ops.listTickers, {}, options).then(({ data, response }) => ({
        data: Array.isArray(data) ? data : (data.tickers ?? []),
        response,
      })),
    );
  }

  /** `GET /all-markets/prices` (no credentials): list current prices. */
  listPrices(params: ListPricesParams = {}, options?: RequestOptions): APIPromise<PriceList> {
    return call(this.context, ops.listPrices, { query: params }, options);
  }

  /** `GET /markets` (no credentials): list markets. */
  listMarkets(options?: RequestOptions): APIPromise<MarketList> {
    return call(this.context, ops.listMarkets, {}, options);
  }

  /** `GET /markets/{market}/order-book` (no credentials): get the order book. */
  getOrderBook(market: PathParameters<"getOrderBook">["market"], options?: RequestOptions): APIPromise<OrderBook> {
    return call(this.context, ops.getOrderBook, { path: { market } }, options);
  }

  /** `GET /markets/{market}/recent-executions` (no credentials): list recent executions. */
  listRecentExecutions(market: PathParameters<"listRecentExecutions">["market"], options?: RequestOptions): APIPromise<RecentExecutionList> {
    return call(this.context, ops.listRecentExecutions, { path: { market } }, options);
  }

  /** `GET /markets/{market}/ticker` (no credentials): get a ticker. */
  getTicker(market: PathParameters<"getTicker">["market"], options?: RequestOptions): APIPromise<Ticker> {
    return call(this.context, ops.getTicker, { path: { market } }, options);
  }

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

/** Market data: the public operations, and historical prices, which need credentials. */
export class MarketResource extends PublicMarketResource {
  /** `GET /markets/{market}/historical-prices` (scope `exchange:historical_prices`): list historical prices. */
  listHistoricalPrices(market: PathParameters<"listHistoricalPrices">["market"], params: ListHistoricalPricesParams = {}, options?: RequestOptions): APIPromise<HistoricalPriceList> {
    return call(this.context, ops.listHistoricalPrices, { path: { market }, query: params }, options);
  }
}
