/**
 * Order between decimal strings by value, for the order book's levels. A price is compared as its
 * canonical form (no leading zeros in the integer part, no trailing zeros in the fraction), so "9.5"
 * sorts below "10.25" and "100.50" is the same level as "100.5". Not decimal.js: this runs for every
 * level of every update, and ordering needs no arithmetic — only the digits — so the book stays both
 * exact and cheap, and a page that shows a live book carries no decimal.js (see bench/README.md).
 */

const ZERO = /^0+(\.0+)?$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/** True when a decimal string is zero by value ("0", "0.00"). */
export function isZero(value: string): boolean {
  return ZERO.test(value);
}

/** True for a non-negative decimal string as the feeds send them: digits, an optional fraction. */
export function isDecimal(value: string): boolean {
  return DECIMAL.test(value);
}

/** The canonical form of a valid decimal string: "007.50" → "7.5", "0.0" → "0". */
export function canonical(value: string): string {
  // A loop, not regular expressions: it runs for every level of every update (bench: feeds figure).
  let start = 0;
  let end = value.length;
  const dot = value.indexOf(".");
  while (start < (dot < 0 ? end : dot) - 1 && value.charCodeAt(start) === 48) start++;
  if (dot >= 0) {
    while (value.charCodeAt(end - 1) === 48) end--;
    if (end === dot + 1) end = dot;
  }
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

/** Compares two canonical forms by value: negative, zero or positive. */
export function compareCanonical(a: string, b: string): number {
  if (a === b) return 0;
  const ai = a.indexOf(".");
  const bi = b.indexOf(".");
  const lengths = (ai < 0 ? a.length : ai) - (bi < 0 ? b.length : bi);
  // Same number of integer digits: the strings compare digit by digit, and a prefix is the smaller.
  return lengths || (a < b ? -1 : 1);
}
