/**
 * RFC 3339 timestamps at nanosecond precision. Every stored timestamp is kept in one canonical form,
 * `YYYY-MM-DDTHH:MM:SS.nnnnnnnnnZ` (UTC, nine fraction digits), so that plain string comparison orders them
 * exactly — a `Date` would drop everything below the millisecond.
 */

const NS_PER_SECOND = 1_000_000_000n;

/** Canonical timestamp of a count of nanoseconds since the Unix epoch. */
export function formatNanos(epochNanos: bigint): string {
  let seconds = epochNanos / NS_PER_SECOND;
  let fraction = epochNanos % NS_PER_SECOND;
  if (fraction < 0n) {
    fraction += NS_PER_SECOND;
    seconds -= 1n;
  }
  return formatParts(Number(seconds), Number(fraction));
}

const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, "0"));
const dayPrefixes = new Map<number, string>();

/**
 * Canonical timestamp of whole epoch seconds plus a nanosecond fraction (both plain integers). Hot when
 * serialising pages, so the "YYYY-MM-DD" part is cached per day instead of going through a `Date` each time.
 */
export function formatParts(epochSeconds: number, nanos: number): string {
  const day = Math.floor(epochSeconds / 86_400);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * 86_400_000).toISOString().slice(0, 10);
    if (dayPrefixes.size > 10_000) dayPrefixes.clear();
    dayPrefixes.set(day, prefix);
  }
  const s = epochSeconds - day * 86_400;
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  return `${prefix}T${TWO_DIGITS[hh]}:${TWO_DIGITS[mm]}:${TWO_DIGITS[s % 60]}.${String(nanos).padStart(9, "0")}Z`;
}

/** Epoch nanoseconds of a canonical timestamp. */
export function canonicalToNanos(canonical: string): bigint {
  const seconds = Date.parse(`${canonical.slice(0, 19)}Z`) / 1000;
  return BigInt(seconds) * NS_PER_SECOND + BigInt(canonical.slice(20, 29));
}

const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

/**
 * Parses an RFC 3339 date-time (any offset, 0–9 fraction digits) into canonical UTC form, or `undefined`
 * when it is not a valid date-time. Leap seconds (":60") are refused: the mock cannot order them.
 */
export function normalizeDateTime(input: string): string | undefined {
  const m = RFC3339.exec(input);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number, number, number, number, number, number,
  ];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return undefined;
  let offsetMinutes = 0;
  if (!m[8]) {
    const oh = Number(m[10]);
    const om = Number(m[11]);
    if (oh > 23 || om > 59) return undefined;
    offsetMinutes = (oh * 60 + om) * (m[9] === "-" ? -1 : 1);
  }
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute - offsetMinutes, second, 0);
  const ms = utc.getTime();
  if (Number.isNaN(ms) || utc.getUTCFullYear() < 0 || utc.getUTCFullYear() > 9999) return undefined;
  const fraction = (m[7] ?? "").padEnd(9, "0");
  return `${utc.toISOString().slice(0, 19)}.${fraction}Z`;
}
