/** Exact arithmetic on the SDK's decimal strings, for callers who want it. */
import Decimal from "decimal.js";

export { Decimal };

/**
 * Parses a decimal string from a response (an amount or a price) into a
 * `Decimal`, exactly. Only code that calls this pulls decimal.js into a bundle.
 */
export function toDecimal(value: string): Decimal {
  return new Decimal(value);
}
