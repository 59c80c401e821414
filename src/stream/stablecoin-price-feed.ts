/**
 * The stablecoin price feed: `/marketdata/stablecoin/{market}`, the index price of an external
 * stablecoin as it changes. A consumer slower than the feed gets the latest price (coalesced).
 */
import { checkStablecoinPriceMessage, StablecoinPriceMessageShape } from "../generated/checks";
import type { StablecoinPriceMessage } from "../generated/openapi";
import { parseFrame, rejectFeedMessage } from "./feed";
import { Outlet } from "./outlet";
import type { FeedHandler } from "./reconnecting-socket";

/** A stablecoin's index price as sent, with `market` always set (the channel's when the message has none). */
export type StablecoinPrice = StablecoinPriceMessage & { market: string };

export class StablecoinPriceFeed implements FeedHandler {
  readonly outlet: Outlet<StablecoinPrice>;
  readonly #market: string;
  #latest: StablecoinPrice | undefined;

  constructor(market: string) {
    this.#market = market;
    this.outlet = new Outlet(() => this.#latest!);
  }

  opened(): void {}

  frame(text: string): void {
    const message = parseFrame(text);
    if (!checkStablecoinPriceMessage(message)) rejectFeedMessage("stablecoin price", StablecoinPriceMessageShape, message);
    const price = message as StablecoinPriceMessage;
    this.#latest = price.market === undefined ? { ...price, market: this.#market } : (price as StablecoinPrice);
    this.outlet.mark(this.#market);
  }
}
