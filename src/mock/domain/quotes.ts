/**
 * Held-rate quotes and their executions. `GET /quotes` answers, for each market and side, the quote of
 * the current clock second: the first request in a second issues it (BUY at the ticker's best ask, SELL at
 * its best bid: `pricing.ts`), later ones in the same second answer the same quote, as the service
 * promises. A quote is executable for {@link QUOTE_LIFETIME_SECONDS}; an execution moves the profile's
 * paying side at once and credits the other side when it settles,
 * {@link QUOTE_EXECUTION_SETTLEMENT_SECONDS} later on the mock clock (CREATED, then SETTLED).
 */
import { marketPrices } from "./pricing";
import { canonicalToNanos, formatNanos, normalizeDateTime } from "./timestamps";
import type { NoNulls, Schemas, Ticker } from "./records";

/** A quote as the API answers it. */
export interface QuoteRecord {
  id: string;
  market: string;
  side: "BUY" | "SELL";
  price: string;
  base_asset: string;
  quote_asset: string;
  created_at: string;
  expires_at: string;
}

/** A quote execution as the API answers it (the contract's `QuoteExecution`): no field null, the side one the mock trades. */
export type QuoteExecutionRecord = Omit<NoNulls<Schemas["QuoteExecution"]>, "side"> & { side: "BUY" | "SELL" };

/** Seconds a quote stays executable after it is issued. */
export const QUOTE_LIFETIME_SECONDS = 30;
/** Seconds of mock-clock time between a quote execution and its settlement. */
export const QUOTE_EXECUTION_SETTLEMENT_SECONDS = 10;

/** Every quote issued, by id, and the current second's quote per market and side. */
export class QuoteBoard {
  private readonly byId = new Map<string, QuoteRecord>();
  private readonly bySecond = new Map<string, QuoteRecord>();

  constructor(private readonly newId: () => string) {}

  /** The quote with this id (any case), if it was ever issued. */
  get(id: string): QuoteRecord | undefined {
    return this.byId.get(id.toLowerCase());
  }

  /**
   * The BUY and SELL quotes of `market` for the clock second of `nowNanos`, issued on first request, or
   * undefined when the mock cannot price the market.
   */
  current(tickers: readonly Ticker[], market: string, nowNanos: bigint): QuoteRecord[] | undefined {
    const prices = marketPrices(tickers, market);
    if (!prices) return undefined;
    const second = nowNanos / 1_000_000_000n;
    return (["BUY", "SELL"] as const).map((side) => {
      const key = `${market}|${side}|${second}`;
      let quote = this.bySecond.get(key);
      if (!quote) {
        const start = second * 1_000_000_000n;
        quote = {
          id: this.newId(),
          market,
          side,
          price: (side === "BUY" ? prices.ask : prices.bid).toFixed(prices.scale),
          base_asset: prices.base,
          quote_asset: prices.quote,
          created_at: formatNanos(start),
          expires_at: formatNanos(start + BigInt(QUOTE_LIFETIME_SECONDS) * 1_000_000_000n),
        };
        this.bySecond.set(key, quote);
        this.byId.set(quote.id, quote);
      }
      return quote;
    });
  }

  /** Adds a quote as it is (for tests that need one with a given price or expiry). */
  insert(quote: QuoteRecord): QuoteRecord {
    this.byId.set(quote.id.toLowerCase(), quote);
    return quote;
  }
}

/**
 * Whether a quote expiring at `expiresAt` (any RFC 3339 form: a test may insert one) can no longer be
 * executed at mock time `nowNanos`: the expiry instant itself is too late.
 */
export function hasExpired(expiresAt: string, nowNanos: bigint): boolean {
  return canonicalToNanos(normalizeDateTime(expiresAt) ?? expiresAt) <= nowNanos;
}
