/**
 * The feeds as async iterables (`paxos.market.watchOrderBook` … call these): the market and the options
 * are checked when called; the loop joins its client's socket of the channel when it starts (opening it
 * if it is the first) and leaves it when it ends (closing it if it is the last).
 */
import { refuse } from "../core/response/errors";
import { optionKeys, refuseUnknownOptions } from "../core/shared/option-keys";
import type { ExecutionMessage } from "../generated/openapi";
import { ExecutionFeed } from "./execution-feed";
import { type FeedRequest, runFeed, type StreamContext } from "./feed";
import type { Channel } from "./shared-feed";
import { Outlet } from "./outlet";
import type { WatchExecutionsOptions, WatchOptions } from "./options";
import { OrderBookFeed, type OrderBookView } from "./order-book-feed";
import { type StablecoinPrice, StablecoinPriceFeed } from "./stablecoin-price-feed";

export type { StreamContext };

/**
 * What a market code can be: 5 to 16 capital letters and digits, the contract's `StablecoinMarket`
 * pattern, which every market the contract lists also matches (test/stream/bad-input checks both). Only
 * the syntax is checked, never membership: Paxos adds markets, and a market it does not serve is its
 * feed's to refuse. The syntax keeps a path (`../executiondata`), a separator (`BTC-USD`) or a
 * lowercase code out of the channel's URL.
 */
const MARKET_CODE = /^[A-Z0-9]{5,16}$/;

/** Refuses, at the call, a market no market can be (`market` names the field). */
function marketCode(market: unknown, who: string, example: string): string {
  if (typeof market !== "string" || !MARKET_CODE.test(market)) {
    refuse(who, "market", typeof market === "string" ? "pattern" : "type", `market must be 5 to 16 capital letters and digits (e.g. ${example}), not ${JSON.stringify(market)}`);
  }
  return market;
}

/** The largest number an option takes (a timer's longest delay). */
const MAX = 2 ** 31 - 1;

/** The keys of {@link WatchOptions}, and of {@link WatchExecutionsOptions}, for refusing a misspelt one. */
const WATCH_OPTION_KEYS = /* @__PURE__ */ optionKeys<WatchOptions>()(
  "signal", "onStatus", "maxFrameBytes", "reconnectDelayMs", "maxReconnectDelayMs", "connectTimeoutMs", "idleTimeoutMs", "maxConnectAttempts",
);
const WATCH_EXECUTIONS_OPTION_KEYS: readonly string[] = /* @__PURE__ */ WATCH_OPTION_KEYS.concat(/* @__PURE__ */ optionKeys<Omit<WatchExecutionsOptions, keyof WatchOptions>>()("maxBuffered"));

/** Checks the options (`known`: their keys), then runs the loop's feed. */
function watch<T, C extends Channel<T>>(who: string, known: readonly string[], request: FeedRequest<T, C>): AsyncGenerator<T, void, undefined> {
  const options: WatchExecutionsOptions = request.options;
  refuseUnknownOptions(who, options, known);
  // Every number option is a count or a time: an integer from 1 (idleTimeoutMs: 0, off) up.
  for (const [name, value] of Object.entries(options)) {
    const min = name === "idleTimeoutMs" ? 0 : 1;
    if (typeof value === "number" && !(Number.isInteger(value) && value >= min && value <= MAX)) refuse(who, name, "range", `${name} must be an integer from ${min} to ${MAX}`);
  }
  if (options.onStatus !== undefined && typeof options.onStatus !== "function") refuse(who, "onStatus", "type", "onStatus must be a function");
  return runFeed(request);
}

/** A market of the order-book and execution feeds, or undefined for every market. */
function bookMarket(market: string | undefined, who: string): string | undefined {
  return market === undefined ? undefined : marketCode(market, who, "BTCUSD");
}

/** Order books: one market's (`market`), or every market's (undefined), as whole books, from the client's `/marketdata` socket. */
export function watchOrderBook(context: StreamContext, market: string | undefined, options: WatchOptions = {}): AsyncGenerator<OrderBookView, void, undefined> {
  return watch("market.watchOrderBook", WATCH_OPTION_KEYS, {
    context,
    path: "/marketdata",
    channel: (services) => new OrderBookFeed(services),
    market: bookMarket(market, "market.watchOrderBook"),
    options,
    outlet: (channel) => new Outlet((key) => channel().view(key)),
  });
}

/** Executions of one market (`market`) or of every market (undefined), each once, in order, from the client's `/executiondata` socket. */
export function watchExecutions(context: StreamContext, market: string | undefined, options: WatchExecutionsOptions = {}): AsyncGenerator<ExecutionMessage, void, undefined> {
  return watch("market.watchExecutions", WATCH_EXECUTIONS_OPTION_KEYS, {
    context,
    path: "/executiondata",
    channel: () => new ExecutionFeed(),
    market: bookMarket(market, "market.watchExecutions"),
    options,
    outlet: () => new Outlet<ExecutionMessage>(undefined, options.maxBuffered ?? 1e4),
  });
}

/** The index price of an external stablecoin (`USDCUSD` …), the latest each time the loop asks. */
export function watchStablecoinPrice(context: StreamContext, market: string, options: WatchOptions = {}): AsyncGenerator<StablecoinPrice, void, undefined> {
  marketCode(market, "market.watchStablecoinPrice", "USDCUSD");
  return watch("market.watchStablecoinPrice", WATCH_OPTION_KEYS, {
    context,
    path: "/marketdata/stablecoin",
    channel: () => new StablecoinPriceFeed(),
    market,
    options,
    outlet: (channel) => new Outlet((key) => channel().latest(key)),
  });
}
