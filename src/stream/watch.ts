/**
 * The feeds as async iterables (`paxos.market.watchOrderBook` … call these): the market and the options
 * are checked when called, the connection opens when the loop starts, and ends with it.
 */
import { refuse } from "../core/errors";
import { optionKeys, refuseUnknownOptions } from "../core/option-keys";
import type { RedactingLogger } from "../core/logger";
import { checkParameters } from "../core/parameters";
import { getOrderBookPath } from "../generated/parameters";
import type { ExecutionMessage } from "../generated/openapi";
import { ExecutionFeed } from "./execution-feed";
import { runFeed } from "./feed";
import type { Outlet } from "./outlet";
import type { FeedHandler } from "./reconnecting-socket";
import type { WatchExecutionsOptions, WatchOptions } from "./options";
import { OrderBookFeed, type OrderBookView } from "./order-book-feed";
import { type StablecoinPrice, StablecoinPriceFeed } from "./stablecoin-price-feed";

/** What a feed needs of its client: where the feeds are, and where to log reconnects. */
export interface StreamContext {
  readonly streamUrl: string;
  readonly logger?: RedactingLogger;
}

/** The contract's `StablecoinMarket` pattern (test/stream checks they agree). */
const STABLECOIN_MARKET = /^[A-Z0-9]{5,16}$/;

/** The largest number an option takes (a timer's longest delay). */
const MAX = 2 ** 31 - 1;

/** The keys of {@link WatchOptions}, and of {@link WatchExecutionsOptions}, for refusing a misspelt one. */
const WATCH_OPTION_KEYS = optionKeys<WatchOptions>()(
  "signal", "onStatus", "maxFrameBytes", "reconnectDelayMs", "maxReconnectDelayMs", "connectTimeoutMs", "idleTimeoutMs",
);
const WATCH_EXECUTIONS_OPTION_KEYS: readonly string[] = [...WATCH_OPTION_KEYS, ...optionKeys<Omit<WatchExecutionsOptions, keyof WatchOptions>>()("maxBuffered")];

/** Checks the options (`known`: their keys), then runs `feed` on `path`. */
function watch<T>(
  who: string,
  context: StreamContext,
  options: WatchExecutionsOptions,
  known: readonly string[],
  path: string,
  make: () => FeedHandler & { outlet: Outlet<T> },
): AsyncGenerator<T, void, undefined> {
  refuseUnknownOptions(who, options, known);
  // Every number option is a count or a time: an integer from 1 (idleTimeoutMs: 0, off) up.
  for (const [name, value] of Object.entries(options)) {
    const min = name === "idleTimeoutMs" ? 0 : 1;
    if (typeof value === "number" && !(Number.isInteger(value) && value >= min && value <= MAX)) refuse(who, name, "range", `${name} must be an integer from ${min} to ${MAX}`);
  }
  if (options.onStatus !== undefined && typeof options.onStatus !== "function") refuse(who, "onStatus", "type", "onStatus must be a function");
  const feed = make();
  return runFeed(`${context.streamUrl}${path}`, feed.outlet, feed, options, context.logger);
}

/** A market of the order-book feeds: one the contract lists for the REST order book (the same set). */
function bookMarket(market: string | undefined, who: string): string {
  return market === undefined ? "" : `/${checkParameters(getOrderBookPath, { market }, who).market as string}`;
}

/** Order books: one market's (`market`), or every market's (undefined), as whole books. */
export function watchOrderBook(context: StreamContext, market: string | undefined, options: WatchOptions = {}): AsyncGenerator<OrderBookView, void, undefined> {
  const path = bookMarket(market, "market.watchOrderBook");
  return watch("market.watchOrderBook", context, options, WATCH_OPTION_KEYS, `/marketdata${path}`, () => new OrderBookFeed(market));
}

/** Executions of one market (`market`) or of every market (undefined), each once, in order. */
export function watchExecutions(context: StreamContext, market: string | undefined, options: WatchExecutionsOptions = {}): AsyncGenerator<ExecutionMessage, void, undefined> {
  const path = bookMarket(market, "market.watchExecutions");
  return watch("market.watchExecutions", context, options, WATCH_EXECUTIONS_OPTION_KEYS, `/executiondata${path}`, () => new ExecutionFeed(market, options.maxBuffered ?? 1e4));
}

/** The index price of an external stablecoin (`USDCUSD` …), the latest each time the loop asks. */
export function watchStablecoinPrice(context: StreamContext, market: string, options: WatchOptions = {}): AsyncGenerator<StablecoinPrice, void, undefined> {
  if (typeof market !== "string" || !STABLECOIN_MARKET.test(market)) {
    refuse("market.watchStablecoinPrice", "market", "pattern", `market must be 5 to 16 capital letters and digits (e.g. USDCUSD), not ${JSON.stringify(market)}`);
  }
  return watch("market.watchStablecoinPrice", context, options, WATCH_OPTION_KEYS, `/marketdata/stablecoin/${market}`, () => new StablecoinPriceFeed(market));
}
