/**
 * The one test for "an object with fields" that the request and response paths share (an extra
 * option, a body in wire form, a problem's `meta`, a 409's existing record): one copy in every bundle.
 */

/** True for an object that is neither null nor an array (what `JSON.parse` makes of `{…}`, among others). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
