/**
 * A `created_at` as an exact instant (nanoseconds since the epoch, a bigint):
 * two spellings of one time compare equal, and nanosecond fractions, which
 * events carry, survive (a `Date` keeps milliseconds only).
 */

const RFC3339 = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?([Zz]|[+-]\d{2}:\d{2})$/;

/** Nanoseconds since the epoch of an RFC 3339 date-time; undefined when it is not one. */
export function instantOf(value: string): bigint | undefined {
  const match = RFC3339.exec(value);
  if (!match) return undefined;
  const [, date, time, fraction = "", offset] = match;
  const millis = Date.parse(`${date}T${time}${offset === "z" ? "Z" : offset}`);
  if (Number.isNaN(millis)) return undefined;
  return BigInt(millis) * 1_000_000n + BigInt(fraction.padEnd(9, "0"));
}
