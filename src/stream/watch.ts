/**
 * The feeds as async iterables (`paxos.market.watchOrderBook` … call these): the market and the options
 * are checked when called, the connection opens when the loop starts, and ends with it.
 */
import { ValidationError } from "../core/errors";
import type { RedactingLogger } from "../core/logger";
import { checkParameters } from "../core/parameters";
import { getOrderBookPath } from "../generated/parameters";
import type { ExecutionMessage } from "../generated/openapi";
import { ExecutionFeed } from "./execution-feed";
import { runFeed } from "./feed";
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

const NUMBERS = [
  ["maxFrameBytes", 1, 256 * 1024 * 1024],
  ["reconnectDelayMs", 1, 3_600_000],
  ["maxReconnectDelayMs", 1, 3_600_000],
  ["connectTimeoutMs", 1, 3_600_000],
  ["idleTimeoutMs", 0, 3_600_000],
  ["maxBuffered", 1, 10_000_000],
] as const;

/** Refuses bad options at the call, naming the option and the rule. */
function checkOptions(options: WatchExecutionsOptions, who: string): void {
  if (typeof options !== "object" || options === null) throw new ValidationError("options", "type", `${who}: options must be an object (rule: type).`);
  for (const [name, min, max] of NUMBERS) {
    const value = options[name];
    if (value !== undefined && !(Number.isInteger(value) && value >= min && value <= max)) {
      throw new ValidationError(name, "range", `${who}: ${name} must be an integer from ${min} to ${max} (rule: range).`);
    }
  }
  if (options.onStatus !== undefined && typeof options.onStatus !== "function") {
    throw new ValidationError("onStatus", "type", `${who}: onStatus must be a function (rule: type).`);
  }
  if (options.signal !== undefined && !(typeof options.signal === "object" && options.signal !== null && "aborted" in options.signal)) {
    throw new ValidationError("signal", "type", `${who}: signal must be an AbortSignal (rule: type).`);
  }
}

/** A market of the order-book feeds: one the contract lists for the REST order book (the same set). */
function checkBookMarket(market: string | undefined, who: string): string | undefined {
  if (market === undefined) return undefined;
  return checkParameters(getOrderBookPath, { market }, who).market as string;
}

/** Order books: one market's (`market`), or every market's (undefined), as whole books. */
export function watchOrderBook(context: StreamContext, market: string | undefined, options: WatchOptions = {}): AsyncGenerator<OrderBookView, void, undefined> {
  checkOptions(options, "watchOrderBook");
  const only = checkBookMarket(market, "watchOrderBook");
  const feed = new OrderBookFeed(only);
  return runFeed(`${context.streamUrl}/marketdata${only ? `/${only}` : ""}`, feed.outlet, feed, options, context.logger);
}

/** Executions of one market (`market`) or of every market (undefined), each once, in order. */
export function watchExecutions(context: StreamContext, market: string | undefined, options: WatchExecutionsOptions = {}): AsyncGenerator<ExecutionMessage, void, undefined> {
  checkOptions(options, "watchExecutions");
  const only = checkBookMarket(market, "watchExecutions");
  const feed = new ExecutionFeed(only, options.maxBuffered ?? 10_000);
  return runFeed(`${context.streamUrl}/executiondata${only ? `/${only}` : ""}`, feed.outlet, feed, options, context.logger);
}

/** The index price of an external stablecoin (`USDCUSD` …), the latest each time the loop asks. */
export function watchStablecoinPrice(context: StreamContext, market: string, options: WatchOptions = {}): AsyncGenerator<StablecoinPrice, void, undefined> {
  checkOptions(options, "watchStablecoinPrice");
  if (typeof market !== "string" || !STABLECOIN_MARKET.test(market)) {
    throw new ValidationError(
      "market",
      "pattern",
      `watchStablecoinPrice: market must be a market code of 5 to 16 capital letters and digits (e.g. USDCUSD), not ${JSON.stringify(market)} (rule: pattern).`,
    );
  }
  const feed = new StablecoinPriceFeed(market);
  return runFeed(`${context.streamUrl}/marketdata/stablecoin/${market}`, feed.outlet, feed, options, context.logger);
}
