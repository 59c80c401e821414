/**
 * Reads `Retry-After` strictly: what ky cannot be configured to do. ky's own reading takes any text
 * `Date.parse` accepts (and waits its whole `maxRetryAfter` on garbage), a zero or negative number as
 * "retry at once", and falls back to `RateLimit-Reset` / `X-RateLimit-Reset` when `Retry-After` is
 * absent. Here only the two forms RFC 9110 defines count (delay-seconds, HTTP-date), and only a
 * future time; the retry plan (./retry) lets ky wait for a value only once it has passed this.
 * `X-RateLimit-Reset` / `RateLimit-Reset` are deliberately not read: Paxos does not promise them,
 * and their meaning (seconds or epoch) differs between services.
 */

const IMF_FIXDATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC850_DATE = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{2}-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d{2} \d{2}:\d{2}:\d{2} GMT$/;
const ASCTIME_DATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/;

/**
 * When a `Retry-After` value says sending may resume (epoch ms), or undefined
 * when the value is absent, malformed, zero or already past: the caller then
 * falls back to its normal backoff, never to an immediate retry.
 */
export function retryAfterResumeAt(value: string | null | undefined, now: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (/^\d{1,9}$/.test(text)) {
    const seconds = Number(text);
    return seconds > 0 ? now + seconds * 1000 : undefined;
  }
  if (IMF_FIXDATE.test(text) || RFC850_DATE.test(text) || ASCTIME_DATE.test(text)) {
    const at = Date.parse(ASCTIME_DATE.test(text) ? `${text} GMT` : text);
    return Number.isFinite(at) && at > now ? at : undefined;
  }
  return undefined;
}
