/**
 * Written by hand: each public market-data operation and feed of `paxos.market` as a function of a
 * client (`listPrices(client, params)` does what `paxos.market.listPrices(params)` does). A bundle keeps only
 * the functions it imports, where a class keeps every method: a page that shows markets, prices and
 * the feeds carries neither the retired ticker nor the deprecated REST book and trades. Each function
 * takes the method's parameters after the client and hands the same descriptor to the same `call`
 * (test/sdk/market-functions.test.ts and test/types/market-functions.test-d.ts hold them together).
 */
import * as ops from "../generated/descriptors";
import type { APIPromise } from "../core/call/api-promise";
import { call, callWith } from "../core/call/call";
import { type ClientContext, contextOf } from "../core/call/client-context";
import { refuse } from "../core/response/errors";
import type { PathParameters } from "../core/request/call-arguments";
import type { RequestOptions } from "../core/sending/transport";
import type { ExecutionMessage, MarketList, OrderBook, PriceList, RecentExecutionList, Ticker } from "../generated/openapi";
import type { WatchExecutionsOptions, WatchOptions } from "../stream/options";
import type { OrderBookView } from "../stream/order-book-feed";
import type { StablecoinPrice } from "../stream/stablecoin-price-feed";
import * as feeds from "../stream/watch";
import type { PaxosClient } from "../paxos-client";
import type { PaxosMarketClient } from "../paxos-market-client";
import type { ListPricesParams } from "./market";
import { tickerArray } from "./answers";

/** What the market functions are called with: a `PaxosMarketClient` (no credentials), or a `PaxosClient` / `Paxos`. */
export type MarketDataClient = PaxosMarketClient | PaxosClient;

function contextFor(client: MarketDataClient, who: string): ClientContext {
  return contextOf(client) ?? refuse(who, "client", "type", "client must be a PaxosMarketClient or a PaxosClient");
}

/**
 * `GET /all-markets/ticker` (no credentials): list tickers, as `market.listTickers`.
 *
 * @deprecated Retired by Paxos on 2023-11-15 (the service answers 404). Use `listPrices` and the feeds
 * (`watchOrderBook`, `watchExecutions`).
 */
export function listTickers(client: MarketDataClient, options?: RequestOptions): APIPromise<Ticker[]> {
  return callWith(contextFor(client, ops.listTickers.name), ops.listTickers, {}, options, tickerArray);
}

/** `GET /all-markets/prices` (no credentials): list current prices, as `market.listPrices`. */
export function listPrices(client: MarketDataClient, params: ListPricesParams = {}, options?: RequestOptions): APIPromise<PriceList> {
  return call(contextFor(client, ops.listPrices.name), ops.listPrices, { query: params }, options);
}

/** `GET /markets` (no credentials): list markets, as `market.listMarkets`. */
export function listMarkets(client: MarketDataClient, options?: RequestOptions): APIPromise<MarketList> {
  return call(contextFor(client, ops.listMarkets.name), ops.listMarkets, {}, options);
}

/**
 * `GET /markets/{market}/order-book` (no credentials): get the order book, as `market.getOrderBook`.
 *
 * @deprecated Use the WebSocket feed (`watchOrderBook`).
 */
export function getOrderBook(client: MarketDataClient, market: PathParameters<"getOrderBook">["market"], options?: RequestOptions): APIPromise<OrderBook> {
  return call(contextFor(client, ops.getOrderBook.name), ops.getOrderBook, { path: { market } }, options);
}

/**
 * `GET /markets/{market}/recent-executions` (no credentials): list recent executions, as
 * `market.listRecentExecutions`.
 *
 * @deprecated Use the WebSocket feed (`watchExecutions`).
 */
export function listRecentExecutions(
  client: MarketDataClient,
  market: PathParameters<"listRecentExecutions">["market"],
  options?: RequestOptions,
): APIPromise<RecentExecutionList> {
  return call(contextFor(client, ops.listRecentExecutions.name), ops.listRecentExecutions, { path: { market } }, options);
}

/**
 * `GET /markets/{market}/ticker` (no credentials): get a ticker, as `market.getTicker`.
 *
 * @deprecated Use `listPrices` and the feeds (`watchOrderBook`, `watchExecutions`).
 */
export function getTicker(client: MarketDataClient, market: PathParameters<"getTicker">["market"], options?: RequestOptions): APIPromise<Ticker> {
  return call(contextFor(client, ops.getTicker.name), ops.getTicker, { path: { market } }, options);
}

/**
 * The live order book over WebSocket, as `market.watchOrderBook`: one market's, or every market's
 * without `market`, on the client's one `/marketdata` socket.
 */
export function watchOrderBook(
  client: MarketDataClient,
  market?: PathParameters<"getOrderBook">["market"],
  options?: WatchOptions,
): AsyncGenerator<OrderBookView, void, undefined> {
  return feeds.watchOrderBook(contextFor(client, "market.watchOrderBook"), market, options);
}

/** Trades as they happen over WebSocket, as `market.watchExecutions`, on the client's one `/executiondata` socket. */
export function watchExecutions(
  client: MarketDataClient,
  market?: PathParameters<"listRecentExecutions">["market"],
  options?: WatchExecutionsOptions,
): AsyncGenerator<ExecutionMessage, void, undefined> {
  return feeds.watchExecutions(contextFor(client, "market.watchExecutions"), market, options);
}

/** The index price of an external stablecoin over WebSocket, as `market.watchStablecoinPrice`. */
export function watchStablecoinPrice(client: MarketDataClient, market: string, options?: WatchOptions): AsyncGenerator<StablecoinPrice, void, undefined> {
  return feeds.watchStablecoinPrice(contextFor(client, "market.watchStablecoinPrice"), market, options);
}
