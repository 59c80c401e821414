/**
 * Order between decimal strings by value, for the order book's levels. A price is compared as its
 * canonical form (no leading zeros in the integer part, no trailing zeros in the fraction), so "9.5"
 * sorts below "10.25" and "100.50" is the same level as "100.5". Not decimal.js: this runs for every
 * level of every update, and ordering needs no arithmetic — only the digits — so the book stays both
 * exact and cheap, and a page that shows a live book carries no decimal.js (see bench/README.md).
 */

/** True when a decimal string is zero by value ("0", "0.00"). */
export function isZero(value: string): boolean {
  return /^0+(\.0+)?$/.test(value);
}

/** The canonical form of a valid decimal string: "007.50" → "7.5", "0.0" → "0". */
export function canonical(value: string): string {
  return value.replace(/^0+(?=\d)/, "").replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "");
}

/** Compares two canonical forms by value: negative, zero or positive. */
export function compareCanonical(a: string, b: string): number {
  if (a === b) return 0;
  const lengths = (a + ".").indexOf(".") - (b + ".").indexOf(".");
  // Same number of integer digits: the strings compare digit by digit, and a prefix is the smaller.
  return lengths || (a < b ? -1 : 1);
}
