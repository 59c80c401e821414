/**
 * The one check of a caller's per-class rates (`{ [class]: requestsPerSecond }`): the client's
 * `rateLimits` and the Redis limiter's `limits` and `outageLimits`. A class no operation counts against
 * would be ignored (`tokens: 1` must not leave the token endpoint unpaced), and a rate that is not a
 * positive finite number would stall or flood a class, so both are refused before anything is paced.
 */
import { refuse } from "../../response/errors";
import { refuseUnknownOptions } from "../../shared/option-keys";
import { PAXOS_RATE_LIMITS, type RateLimits } from "./rate-limiter";

/**
 * Refuses per-class rates that are not an object, name a class that does not exist (with the class
 * meant), or give a class anything but a number above 0 and at most 100000 requests per second.
 * `field` is the option's path (`rateLimits`, `outageLimits`), so a refusal names `rateLimits.default`;
 * `who` opens the message. `undefined` (not given) passes.
 */
export function checkRateLimits(who: string, field: string, limits: RateLimits | undefined): void {
  if (limits === undefined) return;
  if (typeof limits !== "object" || limits === null) refuse(who, field, "type", `${field} must be an object`);
  refuseUnknownOptions(who, limits, Object.keys(PAXOS_RATE_LIMITS), `${field}.`);
  for (const [name, value] of Object.entries(limits)) {
    // NaN and Infinity fail the bounds too.
    if (value !== undefined && !(typeof value === "number" && value > 0 && value <= 100_000)) {
      refuse(who, `${field}.${name}`, "range", `${field}.${name} must be a number of requests per second above 0 and at most 100000`);
    }
  }
}
