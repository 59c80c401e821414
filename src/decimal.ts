/**
 * `paxos-sdk/decimal`: exact arithmetic on the SDK's decimal strings, for
 * callers who want it. A separate entry point, so that decimal.js is bundled
 * only by code that asks for a `Decimal`.
 */
import Decimal from "decimal.js";

export { Decimal };

/** Parses a decimal string from a response (an amount or a price) into a `Decimal`, exactly. */
export function toDecimal(value: string): Decimal {
  return new Decimal(value);
}
