/**
 * Query strings: the friendly filter form (`{ created_at: { gte } }`) becomes
 * the dotted wire keys (`created_at.gte`), and arrays become repeated keys.
 */
import { refuse } from "../response/errors";
import { type DateInput, dateToWire } from "./to-wire";

/** One extra query value: arrays go out as repeated keys (`a=1&a=2`), like the SDK's own arrays. */
export type ExtraQueryValue = string | number | boolean | readonly (string | number | boolean)[];

/** Comparisons on a timestamp, sent as `field.lt`, `field.lte`, … */
export interface TimeFilter {
  /** Strictly before. */
  lt?: DateInput;
  /** At or before. */
  lte?: DateInput;
  /** Exactly at. */
  eq?: DateInput;
  /** At or after. */
  gte?: DateInput;
  /** Strictly after. */
  gt?: DateInput;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/**
 * Flattens nested filters into dotted keys and `Date`s into RFC 3339 strings,
 * dropping only `undefined` values (the caller's way of saying "not given").
 */
export function flattenQuery(params: Record<string, unknown>, operation: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
    if (value === undefined) return;
    out[key] = value instanceof Date ? dateToWire(value, key, operation) : value;
  };
  for (const [key, value] of Object.entries(params)) {
    if (isPlainObject(value)) {
      for (const [comparison, bound] of Object.entries(value)) put(`${key}.${comparison}`, bound);
    } else {
      put(key, value);
    }
  }
  return out;
}

/**
 * Serialises validated query values: arrays as repeated keys, in a stable
 * order. A string with a lone surrogate is refused, because URLSearchParams
 * would silently replace it with U+FFFD and so send another value.
 */
export function toSearchParams(query: Record<string, unknown>, operation: string): URLSearchParams {
  const search = new URLSearchParams();
  const append = (key: string, item: unknown) => {
    const text = String(item);
    try {
      encodeURIComponent(text);
    } catch {
      refuse(operation, key, "format:unicode", `${key} must be well-formed Unicode`);
    }
    search.append(key, text);
  };
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) append(key, item);
    else append(key, value);
  }
  return search;
}
