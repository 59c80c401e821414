/**
 * How a request amount (the contract's `format: decimal`) refuses a number. Only an amount gets the
 * hint about decimal strings: the generated schemas build every amount with `amountTypeError` as its
 * type error, and core/request/validation quotes that message. Any other string field given a number reads
 * "must be a string, got a number", like the parameters. A leaf module, so the generated schemas
 * can import it without reaching the rest of core.
 */

/** What a refusal says of a number given where an amount belongs. */
export const AMOUNT_GIVEN_AS_NUMBER =
  'must be a string, not a number (amounts are decimal strings such as "12.50" or a Decimal, so they stay exact)';

/** zod's error for an amount's type: the amounts' hint for a number, zod's own words for anything else. */
export function amountTypeError(issue: { readonly input?: unknown }): string | undefined {
  return typeof issue.input === "number" ? AMOUNT_GIVEN_AS_NUMBER : undefined;
}
