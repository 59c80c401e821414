/**
 * Prices the mock trades and converts at outside the order books: held-rate quotes, issuer quotes and
 * orchestrations. They are read from the ticker of the same clock minute (`market.ts`), so a quote's BUY
 * price is the ticker's best ask and its SELL price the best bid, to the digit. The ticker models USD
 * markets only; a EUR or SGD market is its USD market at a fixed exchange rate ({@link FX_PER_USD}),
 * bids rounded down and asks up at the USD market's price scale. All arithmetic is decimal.js.
 */
import { Decimal } from "../../decimal";
import { USD_STABLECOINS } from "./conversions";
import { MARKETS } from "./market";
import { marketAssets } from "./order-book";
import type { Ticker } from "./records";
import { LISTED_MARKETS } from "./listed-markets";

/** Units of a fiat currency per US dollar: fixed, so a test can compute a non-USD price exactly. */
export const FX_PER_USD: Readonly<Record<string, string>> = { USD: "1", EUR: "0.92", SGD: "1.34" };

/** The two prices of one market at one moment. */
export interface MarketPrices {
  market: string;
  base: string;
  quote: string;
  /** What the service pays for the base asset (a SELL's price). */
  bid: Decimal;
  /** What the service asks for the base asset (a BUY's price). */
  ask: Decimal;
  /** Decimals of the market's prices. */
  scale: number;
}

/** The bid and ask of `market` in `tickers` (one snapshot), or undefined when the mock cannot price it. */
export function marketPrices(tickers: readonly Ticker[], market: string): MarketPrices | undefined {
  const [base, quote] = marketAssets(market);
  const rate = FX_PER_USD[quote];
  const usd = tickers.find((t) => t.market === `${base}USD`);
  if (rate === undefined || usd === undefined) return undefined;
  const scale = Math.max(new Decimal(usd.best_bid.price).decimalPlaces(), new Decimal(usd.best_ask.price).decimalPlaces());
  return {
    market,
    base,
    quote,
    bid: new Decimal(usd.best_bid.price).times(rate).toDecimalPlaces(scale, Decimal.ROUND_DOWN),
    ask: new Decimal(usd.best_ask.price).times(rate).toDecimalPlaces(scale, Decimal.ROUND_UP),
    scale,
  };
}

/** Whether an asset counts as a US dollar for conversions (USD itself or a Paxos USD stablecoin, one to one). */
export function isUsdLike(asset: string): boolean {
  return asset === "USD" || USD_STABLECOINS.includes(asset);
}

/**
 * The assets of every market the contract lists (order books, trading, prices, history), and the other
 * dollar stablecoins Paxos moves (its index feeds and orchestrations name USDC and USDT): what Paxos
 * trades or holds, though the mock prices only some of them.
 */
const LISTED_ASSETS: ReadonlySet<string> = new Set([...[...LISTED_MARKETS].flatMap((market) => marketAssets(market)), "USDC", "USDT"]);

/**
 * Whether the mock knows `asset`: the dollar, the Paxos USD stablecoins, the other fiat currencies it
 * prices, the base asset of every market it quotes, and every asset of a market the contract lists
 * (held and moved, though not every one is priced). What a body names beyond these is refused.
 */
export function isKnownAsset(asset: string): boolean {
  return isUsdLike(asset) || FX_PER_USD[asset] !== undefined || LISTED_ASSETS.has(asset) || MARKETS.some((model) => marketAssets(model.market)[0] === asset);
}

/** Decimals an amount of `asset` is delivered with: cents for dollars, 8 for the rest. */
export function assetScale(asset: string): number {
  return isUsdLike(asset) || FX_PER_USD[asset] !== undefined ? 2 : 8;
}

/**
 * What `amount` of `source` converts into in `target`, rounded down to the target's scale (the service
 * never delivers more than it received), or undefined when the mock has no price for the pair: dollars
 * and Paxos USD stablecoins one to one; dollars to an asset at its USD market's ask; an asset to dollars
 * at its bid; one asset to another through dollars (bid of the source, ask of the target).
 */
export function convert(tickers: readonly Ticker[], source: string, target: string, amount: Decimal.Value): Decimal | undefined {
  const value = new Decimal(amount);
  const scale = assetScale(target);
  if (source === target || (isUsdLike(source) && isUsdLike(target))) return value.toDecimalPlaces(scale, Decimal.ROUND_DOWN);
  const dollars = isUsdLike(source) ? value : marketPrices(tickers, `${source}USD`)?.bid.times(value);
  if (dollars === undefined) return undefined;
  if (isUsdLike(target)) return dollars.toDecimalPlaces(scale, Decimal.ROUND_DOWN);
  const ask = marketPrices(tickers, `${target}USD`)?.ask;
  return ask === undefined ? undefined : dollars.div(ask).toDecimalPlaces(scale, Decimal.ROUND_DOWN);
}
