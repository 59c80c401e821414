/**
 * The friendlier input forms the SDK accepts, turned into wire form before
 * validation: `Decimal` amounts become decimal strings and `Date`s become
 * RFC 3339 strings. Nothing here routes an amount through a JS number.
 */
import { ValidationError } from "./errors";

/**
 * Anything that looks like a decimal.js `Decimal` (or a compatible decimal
 * class): the SDK reads it with `toFixed()`, which never uses exponent form.
 */
export interface DecimalLike {
  toFixed(): string;
  isFinite(): boolean;
}

/** An amount as a caller may give it: a decimal string or a `Decimal`. */
export type DecimalInput = string | DecimalLike;

/** A timestamp as a caller may give it: an RFC 3339 string or a `Date`. */
export type DateInput = string | Date;

/** True for decimal.js instances and look-alikes, without importing decimal.js. */
export function isDecimalLike(value: unknown): value is DecimalLike {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as DecimalLike).toFixed === "function" &&
    typeof (value as DecimalLike).isFinite === "function" &&
    (Object.prototype.toString.call(value) === "[object Decimal]" || (value as object).constructor?.name === "Decimal")
  );
}

/** A `Date` as RFC 3339 in UTC; an invalid `Date` is refused naming `field`. */
export function dateToWire(value: Date, field: string, operation: string): string {
  if (Number.isNaN(value.getTime())) {
    throw new ValidationError(field, "format:date-time", `${operation}: ${field} is an invalid Date (rule: format:date-time).`);
  }
  return value.toISOString();
}

function decimalToWire(value: DecimalLike, field: string, operation: string): string {
  if (!value.isFinite()) {
    throw new ValidationError(field, "pattern", `${operation}: ${field} must be a finite decimal (rule: pattern).`);
  }
  return value.toFixed();
}

/**
 * A deep copy of `value` in wire form. The copy is what gets validated and
 * sent, so a retry always sends the same bytes and the caller's object is
 * never modified.
 */
export function toWire(value: unknown, operation: string, field = ""): unknown {
  if (value instanceof Date) return dateToWire(value, field || "value", operation);
  if (isDecimalLike(value)) return decimalToWire(value, field || "value", operation);
  if (Array.isArray(value)) return value.map((item, index) => toWire(item, operation, join(field, index)));
  if (typeof value === "object" && value !== null) {
    const entries: [string, unknown][] = [];
    for (const [key, item] of Object.entries(value)) {
      if (key === "__proto__") {
        // An own "__proto__" (JSON.parse makes one) would become the prototype of a copy made by
        // assignment, so its members would be inherited and sent, or it would vanish silently.
        const where = join(field, key);
        throw new ValidationError(
          where,
          "propertyNames",
          `${operation}: ${where} is refused: "__proto__" is not accepted as a key, in a body or in metadata (rule: propertyNames).`,
        );
      }
      if (item !== undefined) entries.push([key, toWire(item, operation, join(field, key))]);
    }
    // fromEntries defines data properties: nothing is inherited from the caller's object.
    return Object.fromEntries(entries);
  }
  return value;
}

function join(field: string, key: string | number): string {
  return field ? `${field}.${key}` : String(key);
}
