import * as ops from "../generated/descriptors";
import { APIPromise } from "../core/api-promise";
import { send, call } from "../core/call";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { Ticker, PriceList, HistoricalPriceList, MarketList, OrderBook, RecentExecutionList, PriceSnapshot, HistoricalPrice, MarketDetails, RecentExecution } from "../generated/openapi";
import type { ListParams, PathParameters } from "../core/operation-types";

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
 * tree-shaken: a page that uses `PaxosMarket` bundles exactly these six operations.
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
}

/** Market data: the public operations, and historical prices, which need credentials. */
export class MarketResource extends PublicMarketResource {
  /** `GET /markets/{market}/historical-prices` (scope `exchange:historical_prices`): list historical prices. */
  listHistoricalPrices(market: PathParameters<"listHistoricalPrices">["market"], params: ListHistoricalPricesParams = {}, options?: RequestOptions): APIPromise<HistoricalPriceList> {
    return call(this.context, ops.listHistoricalPrices, { path: { market }, query: params }, options);
  }
}
