/**
 * Strict query-string reading for the list operations: unknown parameters, repeated scalars, too many
 * values, bad integers, enums and date-times all answer 400 naming the parameter and the rule.
 * Arrays are repeated keys (`ids=a&ids=b`); the dotted date filters are `created_at.gte=…` etc.
 */
import type { SortOrder } from "./cursor";
import { checkDateTime, checkEnum } from "./limits";
import type { TimeRange } from "./paginate";
import { badRequest } from "../protocol/problem";

const COMPARATORS = ["lt", "lte", "eq", "gte", "gt"] as const;

/** The five dotted parameter names of a date-time field, e.g. `created_at.lt` … `created_at.gt`. */
export function timeRangeParams(field: string): string[] {
  return COMPARATORS.map((op) => `${field}.${op}`);
}

/** Reads and validates one request's query parameters against the operation's parameter list. */
export class QueryReader {
  constructor(
    private readonly params: URLSearchParams,
    allowed: readonly string[],
  ) {
    for (const key of new Set(params.keys())) {
      if (!allowed.includes(key)) {
        throw badRequest(key, "unknownParameter", `unknown query parameter ${key}; allowed: ${allowed.join(", ")}`, { allowed: [...allowed] });
      }
    }
  }

  /** True when the parameter is present at all. */
  has(name: string): boolean {
    return this.params.has(name);
  }

  /** Names of the parameters present. */
  present(): string[] {
    return [...new Set(this.params.keys())];
  }

  /** An array parameter (repeated keys); `max` enforces the section-8 "at most N values" rule. */
  array(name: string, max?: number): string[] | undefined {
    const values = this.params.getAll(name);
    if (values.length === 0) return undefined;
    if (max !== undefined && values.length > max) {
      throw badRequest(name, "maxItems", `${name} has ${values.length} values; at most ${max} are allowed`, { limit: max });
    }
    if (values.some((v) => v.length === 0)) throw badRequest(name, "minLength", `${name} contains an empty value`, { limit: 1 });
    return values;
  }

  /** A scalar parameter; repeating it is an error. */
  single(name: string): string | undefined {
    const values = this.params.getAll(name);
    if (values.length === 0) return undefined;
    if (values.length > 1) throw badRequest(name, "maxOccurrences", `${name} must be given at most once`, { limit: 1 });
    const value = values[0] as string;
    if (value.length === 0) throw badRequest(name, "minLength", `${name} must not be empty`, { limit: 1 });
    return value;
  }

  /** An integer in [min, max], or the default. */
  int(name: string, min: number, max: number, fallback: number): number {
    const raw = this.single(name);
    if (raw === undefined) return fallback;
    if (!/^-?[0-9]+$/.test(raw)) throw badRequest(name, "type", `${name} must be an integer`, { type: "integer" });
    const value = Number(raw);
    if (value < min) throw badRequest(name, "minimum", `${name} must be at least ${min}`, { limit: min });
    if (value > max) throw badRequest(name, "maximum", `${name} must be at most ${max}`, { limit: max });
    return value;
  }

  /** One of a fixed set of values, or the default. */
  enumValue<T extends string>(name: string, allowed: readonly T[], fallback: T): T;
  enumValue<T extends string>(name: string, allowed: readonly T[]): T | undefined;
  enumValue<T extends string>(name: string, allowed: readonly T[], fallback?: T): T | undefined {
    const raw = this.single(name);
    return raw === undefined ? fallback : checkEnum(raw, name, allowed);
  }

  /** `order` (ASC | DESC, default DESC). */
  order(): SortOrder {
    return this.enumValue("order", ["ASC", "DESC"] as const, "DESC");
  }

  /** The dotted comparisons of one date-time field, normalised to canonical nanosecond strings. */
  timeRange(field: string): TimeRange {
    const range: TimeRange = {};
    for (const op of COMPARATORS) {
      const raw = this.single(`${field}.${op}`);
      if (raw !== undefined) range[op] = checkDateTime(raw, `${field}.${op}`);
    }
    return range;
  }
}
