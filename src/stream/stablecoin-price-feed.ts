/**
 * The stablecoin price channel, `/marketdata/stablecoin`: the index price of every external stablecoin
 * on one socket, shared by every loop of a client (./shared-feed). A loop slower than the feed gets its
 * market's latest price (coalesced).
 */
import { checkStablecoinPriceMessage } from "../generated/checks";
import type { StablecoinPriceMessage } from "../generated/openapi";
import { parseFrame, rejectFeedMessage } from "./feed";
import { type Channel, MarketWatchers, type Watcher } from "./shared-feed";

/** A stablecoin's index price as sent, with `market` always set. */
export type StablecoinPrice = StablecoinPriceMessage & { market: string };

export class StablecoinPriceFeed extends MarketWatchers<StablecoinPrice> implements Channel<StablecoinPrice> {
  readonly #latest = new Map<string, StablecoinPrice>();

  /** The latest price of a market (what a loop reads when it asks). */
  latest(market: string): StablecoinPrice {
    return this.#latest.get(market)!;
  }

  override add(watcher: Watcher<StablecoinPrice>): this {
    super.add(watcher);
    if (watcher.market !== undefined && this.#latest.has(watcher.market)) watcher.outlet.mark(watcher.market);
    return this;
  }

  opened(): void {}

  frame(text: string): void {
    const message = parseFrame(text);
    const problem = checkStablecoinPriceMessage(message);
    if (problem) rejectFeedMessage("stablecoin price", problem, message);
    const price = message as StablecoinPriceMessage;
    // On the all-markets channel every price names its market; one that does not cannot be placed.
    if (typeof price.market !== "string") throw new Error("a stablecoin price names no market");
    this.#latest.set(price.market, price as StablecoinPrice);
    this.each(price.market, (watcher) => watcher.outlet.mark(price.market!));
  }
}
