/**
 * The friendlier input forms the SDK accepts, turned into wire form before
 * validation: `Decimal` amounts become decimal strings and `Date`s become
 * RFC 3339 strings. Nothing here routes an amount through a JS number.
 */
import { refuse } from "../response/errors";

/**
 * Body fields that accept a friendlier form, as a tree: `"decimal"` (a
 * `Decimal` or a decimal string), `"date"` (a `Date` or an RFC 3339 string),
 * or a nested tree; `"*"` is every item of an array.
 */
export interface WireInputs {
  readonly [field: string]: "decimal" | "date" | WireInputs;
}

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
    refuse(operation, field, "format:date-time", `${field} is an invalid Date`);
  }
  return value.toISOString();
}

function decimalToWire(value: DecimalLike, field: string, operation: string): string {
  if (!value.isFinite()) {
    refuse(operation, field, "pattern", `${field} must be a finite decimal`);
  }
  return value.toFixed();
}

/**
 * A deep copy of `value` in wire form: a `Decimal` becomes its decimal string
 * and a `Date` its RFC 3339 string, but only at the fields `inputs` (generated
 * from the contract's formats) names; anywhere else they are left as they
 * are, so validation refuses them naming the field (rule "type") rather than
 * the SDK guessing. The copy is what gets validated and sent, so a retry
 * always sends the same bytes and the caller's object is never modified.
 */
export function toWire(value: unknown, inputs: WireInputs | "decimal" | "date" | undefined, operation: string, field = ""): unknown {
  if (inputs === "date") return value instanceof Date ? dateToWire(value, field || "value", operation) : value;
  if (inputs === "decimal") return isDecimalLike(value) ? decimalToWire(value, field || "value", operation) : value;
  if (Array.isArray(value)) return value.map((item, index) => toWire(item, inputs?.["*"], operation, join(field, index)));
  if (isRecord(value)) {
    const entries: [string, unknown][] = [];
    for (const [key, item] of Object.entries(value)) {
      if (key === "__proto__") {
        // An own "__proto__" (JSON.parse makes one) would become the prototype of a copy made by
        // assignment, so its members would be inherited and sent, or it would vanish silently.
        const where = join(field, key);
        refuse(operation, where, "propertyNames", `${where} is refused: "__proto__" is not accepted as a key, in a body or in metadata`);
      }
      if (item !== undefined) entries.push([key, toWire(item, inputs?.[key], operation, join(field, key))]);
    }
    // fromEntries defines data properties: nothing is inherited from the caller's object.
    return Object.fromEntries(entries);
  }
  return value;
}

/**
 * An object copied field by field: any object but a `Date` or a `Decimal`
 * (those are left for validation to refuse where the contract takes none).
 * Only its own properties are copied, so nothing inherited from a caller's
 * prototype is ever sent.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !(value instanceof Date) && !isDecimalLike(value);
}

function join(field: string, key: string | number): string {
  return field ? `${field}.${key}` : String(key);
}
