/**
 * Decimal strings built from integers. Amounts and prices never pass through a float, so the mock can
 * never emit "0.30000000000000004" — and a client that mangles precision is caught by exact comparison.
 */

/** The decimal syntax the API accepts for amounts: digits, optionally a point and more digits. */
export const DECIMAL_PATTERN = /^[0-9]+(\.[0-9]+)?$/;

/** Formats an integer count of minor units (`units / 10^scale`) as a decimal string, e.g. (12345, 2) → "123.45". */
export function formatMinor(units: number | bigint, scale: number): string {
  const value = BigInt(units);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, "0");
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** True when a valid decimal string is zero ("0", "0.000"). */
export function isZeroDecimal(value: string): boolean {
  return /^0+(\.0+)?$/.test(value);
}
