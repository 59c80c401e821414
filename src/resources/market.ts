/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

import * as ops from "../generated/descriptors";
import type { APIPromise } from "../core/call/api-promise";
import { call, callWith } from "../core/call/call";
import { type ListOptions, paginate } from "../core/pagination/paginate";
import type { ListParams, PathParameters } from "../core/request/call-arguments";
import type { PagePromise } from "../core/pagination/page";
import { MarketFeeds } from "./market-feeds";
import type { RequestOptions } from "../core/sending/transport";
import type { Candle, HistoricalPrice, HistoricalPriceList, MarketDetails, MarketList, OrderBook, PriceList, PriceSnapshot, RecentExecution, RecentExecutionList, Ticker, TickerQuote } from "../generated/openapi";
import { tickerArray } from "./answers";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { Candle, HistoricalPrice, HistoricalPriceList, MarketDetails, MarketList, OrderBook, PriceList, PriceSnapshot, RecentExecution, RecentExecutionList, Ticker, TickerQuote };

/** Query parameters of `market.listPrices`. */
export type ListPricesParams = ListParams<"listPrices">;
/** Query parameters of `market.listHistoricalPrices`. */
export type ListHistoricalPricesParams = ListParams<"listHistoricalPrices">;
/** Query parameters of `market.listHistoricalCandles`. */
export type ListHistoricalCandlesParams = ListParams<"listHistoricalCandles">;

/**
 * The operations of `market` that need no credentials: the base of `MarketResource`, which adds
 * those that need them.
 */
export class PublicMarketResource extends MarketFeeds {
  /**
   * `GET /all-markets/ticker` (no credentials): list tickers. The service answers in more than one
   * form; each is handed back as `Ticker[]`.
   *
   * @deprecated Retired by Paxos on 2023-11-15 (the service answers 404). Use `market.listPrices`
   * (`GET /all-markets/prices`) and the WebSocket feeds (`market.watchOrderBook`,
   * `market.watchExecutions`).
   */
  listTickers(options?: RequestOptions): APIPromise<Ticker[]> {
    return callWith(this.context, ops.listTickers, {}, options, tickerArray);
  }

  /** `GET /all-markets/prices` (no credentials): list current prices. */
  listPrices(params: ListPricesParams = {}, options?: RequestOptions): APIPromise<PriceList> {
    return call(this.context, ops.listPrices, { query: params }, options);
  }

  /** `GET /markets` (no credentials): list markets. */
  listMarkets(options?: RequestOptions): APIPromise<MarketList> {
    return call(this.context, ops.listMarkets, {}, options);
  }

  /**
   * `GET /markets/{market}/order-book` (no credentials): get the order book.
   *
   * @deprecated Use the WebSocket feed (`market.watchOrderBook`).
   */
  getOrderBook(market: PathParameters<"getOrderBook">["market"], options?: RequestOptions): APIPromise<OrderBook> {
    return call(this.context, ops.getOrderBook, { path: { market } }, options);
  }

  /**
   * `GET /markets/{market}/recent-executions` (no credentials): list recent executions.
   *
   * @deprecated Use the WebSocket feed (`market.watchExecutions`).
   */
  listRecentExecutions(market: PathParameters<"listRecentExecutions">["market"], options?: RequestOptions): APIPromise<RecentExecutionList> {
    return call(this.context, ops.listRecentExecutions, { path: { market } }, options);
  }

  /**
   * `GET /markets/{market}/ticker` (no credentials): get a ticker.
   *
   * @deprecated Use `market.listPrices` (`GET /all-markets/prices`) and the WebSocket feeds
   * (`market.watchOrderBook`, `market.watchExecutions`).
   */
  getTicker(market: PathParameters<"getTicker">["market"], options?: RequestOptions): APIPromise<Ticker> {
    return call(this.context, ops.getTicker, { path: { market } }, options);
  }
}

/** Order-book statistics. Needs no credentials. */
export class MarketResource extends PublicMarketResource {
  /**
   * `GET /markets/{market}/historical-prices` (scope `exchange:historical_prices`): list historical
   * prices.
   */
  listHistoricalPrices(market: PathParameters<"listHistoricalPrices">["market"], params: ListHistoricalPricesParams = {}, options?: RequestOptions): APIPromise<HistoricalPriceList> {
    return call(this.context, ops.listHistoricalPrices, { path: { market }, query: params }, options);
  }

  /**
   * `GET /markets/{market}/historical-candles` (scope `exchange:historical_prices`): list historical
   * candles. Paginated: await it for a page, `for await` it for every item.
   */
  listHistoricalCandles(market: PathParameters<"listHistoricalCandles">["market"], params: ListHistoricalCandlesParams = {}, options?: ListOptions): PagePromise<Candle> {
    return paginate(this.context, ops.listHistoricalCandles, params, options, { market });
  }
}
