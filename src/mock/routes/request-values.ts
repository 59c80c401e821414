/**
 * Reading values of a request that its operation's generated schema has already checked: a date-time in
 * the canonical form the mock compares rows in, and a JSON object told from an array or null.
 */
import { badRequest } from "../protocol/problem";
import { normalizeDateTime } from "../domain/timestamps";

/** True for a plain JSON object (not an array, not null): core's `isRecord`, under the name the routes use. */
export { isRecord as isObject } from "../../core/shared/is-record";

/**
 * An RFC 3339 date-time in its canonical (UTC, nanosecond) form. The contract's check has passed it, but
 * that check takes a leap second (`:60`), which the mock cannot order: refused here, 400 naming the field.
 */
export function checkDateTime(value: unknown, field: string): string {
  const canonical = typeof value === "string" ? normalizeDateTime(value) : undefined;
  if (canonical === undefined) throw badRequest(field, "format", `${field} must be an RFC 3339 date-time`, { format: "date-time" });
  return canonical;
}
