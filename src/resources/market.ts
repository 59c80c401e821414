import * as ops from "../generated/descriptors";
import type { ListParams, PathParameters, SuccessBody } from "../core/operation-types";
import { call } from "../core/call";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { components } from "../generated/openapi";

/** Order-book statistics of one market. */
export type Ticker = Extract<SuccessBody<"listTickers">, readonly unknown[]>[number];

/** Query parameters of `market.listPrices`. */
export type ListPricesParams = ListParams<"listPrices">;
/** Current prices of the requested markets. */
export type PriceList = components["schemas"]["PriceList"];
/** Query parameters of `market.listHistoricalPrices`. */
export type ListHistoricalPricesParams = ListParams<"listHistoricalPrices">;
/** Average prices in chronological order. */
export type HistoricalPriceList = components["schemas"]["HistoricalPriceList"];
/** The markets currently open for trading. */
export type MarketList = components["schemas"]["MarketList"];
/** Resting quantity at each price level of a market's order book. */
export type OrderBook = components["schemas"]["OrderBook"];
/** The most recent trades of a market. */
export type RecentExecutionList = components["schemas"]["RecentExecutionList"];

/** The price of one market at one time. */
export type PriceSnapshot = components["schemas"]["PriceSnapshot"];
/** One average price of a market over an increment. */
export type HistoricalPrice = components["schemas"]["HistoricalPrice"];
/** One market open for trading. */
export type MarketDetails = components["schemas"]["MarketDetails"];
/** One recent trade of a market. */
export type RecentExecution = components["schemas"]["RecentExecution"];
/**
 * The all-markets ticker alone: the base of `PaxosMarket`, kept to this one method so that a page
 * showing tickers bundles no other operation (class methods cannot be tree-shaken).
 */
export class TickersResource extends APIResource {
  /**
   * `GET /all-markets/ticker` (no credentials): the ticker of every market.
   * The service may answer a bare array or `{ tickers: [...] }` (the two
   * sources disagree; see `AllTickers` in the contract): both give the array.
   */
  async listTickers(options?: RequestOptions): Promise<Ticker[]> {
    const body = await call(this.context, ops.listTickers, {}, options);
    return Array.isArray(body) ? body : (body.tickers ?? []);
  }
}

/** The market data that needs no credentials (the operations with `security: []`): the base of `PaxosMarketData` and of `paxos.market`. */
export class PublicMarketResource extends TickersResource {
  /** `GET /all-markets/prices` (no credentials): list current prices. */
  listPrices(params: ListPricesParams = {}, options?: RequestOptions): Promise<PriceList> {
    return call(this.context, ops.listPrices, { query: params }, options);
  }

  /** `GET /markets` (no credentials): list markets. */
  listMarkets(options?: RequestOptions): Promise<MarketList> {
    return call(this.context, ops.listMarkets, {}, options);
  }

  /** `GET /markets/{market}/order-book` (no credentials): get the order book. */
  getOrderBook(market: PathParameters<"getOrderBook">["market"], options?: RequestOptions): Promise<OrderBook> {
    return call(this.context, ops.getOrderBook, { path: { market } }, options);
  }

  /** `GET /markets/{market}/recent-executions` (no credentials): list recent executions. */
  listRecentExecutions(market: PathParameters<"listRecentExecutions">["market"], options?: RequestOptions): Promise<RecentExecutionList> {
    return call(this.context, ops.listRecentExecutions, { path: { market } }, options);
  }

  /** `GET /markets/{market}/ticker` (no credentials): get a ticker. */
  getTicker(market: PathParameters<"getTicker">["market"], options?: RequestOptions): Promise<Ticker> {
    return call(this.context, ops.getTicker, { path: { market } }, options);
  }
}

/** Market data: the public operations, and historical prices, which need credentials. */
export class MarketResource extends PublicMarketResource {
  /** `GET /markets/{market}/historical-prices` (scope `exchange:historical_prices`): list historical prices. */
  listHistoricalPrices(market: PathParameters<"listHistoricalPrices">["market"], params: ListHistoricalPricesParams = {}, options?: RequestOptions): Promise<HistoricalPriceList> {
    return call(this.context, ops.listHistoricalPrices, { path: { market }, query: params }, options);
  }
}
