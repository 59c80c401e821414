/**
 * The building blocks the generated parameter schemas (the descriptors' `pathParameters` and
 * `queryParameters`, src/generated/descriptors.ts) refer to: a check per kind of value (`type: p.integer`), per string format (`format: p.uuid`) and per rule
 * between parameters (`p.exclusive(...)`). The schemas hold references rather than names, so a
 * bundle carries only the checks of the operations it calls: a ticker page has no integer, no
 * UUID, no date-time and no rule between parameters, and carries none of their code.
 *
 * Each check names the first problem as zod names it for the zod form of the same schema, in the
 * words of `describeIssue` (./validation); test/sdk/parameter-checks.test.ts proves it.
 */
import { isRfc3339 } from "./rfc3339";
import { typeName } from "./validation";

/** A problem: the dotted field, the OpenAPI keyword it broke, and what is wrong. */
export type Problem = readonly [field: string, rule: string, explanation: string];

/** Checks one value against its schema; undefined when the value is valid. */
export type Kind<S> = (schema: S, value: unknown, field: string) => Problem | undefined;

/** A string format of the contract: its name (the rule is `format:<name>`), its check and what a refusal says. */
export interface StringFormat {
  readonly name: string;
  readonly test: (value: string) => boolean;
  readonly explanation: string;
}

/** `type: string`, with an optional format and length bounds (checked by `constrainedString`, else `string`). */
export interface StringSchema {
  readonly type: Kind<StringSchema>;
  readonly format?: StringFormat;
  readonly minLength?: number;
  readonly maxLength?: number;
}

/** `type: integer`, with optional bounds. */
export interface IntegerSchema {
  readonly type: Kind<IntegerSchema>;
  readonly minimum?: number;
  readonly maximum?: number;
}

/** `type: boolean`. */
export interface BooleanSchema {
  readonly type: Kind<BooleanSchema>;
}

/** `type: array` of one of the other kinds, with optional counts. */
export interface ArraySchema {
  readonly type: Kind<ArraySchema>;
  readonly items: ParameterSchema;
  readonly minItems?: number;
  readonly maxItems?: number;
}

/** One parameter's schema. */
export type ParameterSchema = StringSchema | IntegerSchema | BooleanSchema | ArraySchema;

/** A rule between the parameters of one query (`x-exclusive-parameters`, `x-required-together`), run on the checked values. */
export type ParametersRule = (values: Readonly<Record<string, unknown>>) => Problem | undefined;

/** The first problem of `value` against `schema` (its kind's check); a value that is not there is required. */
export function checkValue(schema: ParameterSchema, value: unknown, field: string): Problem | undefined {
  if (value === undefined) return [field, "required", "is required"];
  return (schema.type as Kind<ParameterSchema>)(schema, value, field);
}


/** A value of the wrong type, worded as `describeIssue` words zod's `invalid_type`. */
export function wrongType(field: string, expected: string, value: unknown): Problem {
  return [field, "type", `must be ${/^[aeiou]/.test(expected) ? "an" : "a"} ${expected}, got ${typeName(value)}`];
}

/** `type: string` with neither format nor length bounds (most string parameters). */
export const string: Kind<StringSchema> = (_, value, field) =>
  // No query or path parameter is an amount (they name markets, assets, ids, cursors), so a number here
  // gets the plain words, as every string field but an amount does (core/request/amount-refusal).
  typeof value === "string" ? undefined : wrongType(field, "string", value);

/**
 * `type: string` with a format or length bounds: the type first, then the format, then the bounds
 * (zod's order). A kind of its own, so a page whose string parameters have none does not carry it.
 */
export const constrainedString: Kind<StringSchema> = (schema, value, field) => {
  if (typeof value !== "string") return wrongType(field, "string", value);
  const { format, minLength, maxLength } = schema;
  if (format && !format.test(value)) return [field, `format:${format.name}`, format.explanation];
  if (minLength !== undefined && value.length < minLength) {
    return [field, "minLength", minLength === 1 ? "must not be empty" : `must be at least ${minLength} characters long`];
  }
  if (maxLength !== undefined && value.length > maxLength) return [field, "maxLength", `must be at most ${maxLength} characters long`];
  return undefined;
};

/** `type: integer`: a finite number, whole, in the safe range (zod checks that first), then the contract's bounds. */
export const integer: Kind<IntegerSchema> = (schema, value, field) => {
  if (!Number.isFinite(value)) return wrongType(field, "number", value);
  const n = value as number;
  if (!Number.isInteger(n)) return [field, "type", `must be an integer, got ${n}`];
  const safe = Number.MAX_SAFE_INTEGER;
  const max = n > safe ? safe : schema.maximum;
  const min = n < -safe ? -safe : schema.minimum;
  if (max !== undefined && n > max) return [field, "maximum", `must be at most ${max}`];
  if (min !== undefined && n < min) return [field, "minimum", `must be at least ${min}`];
  return undefined;
};

/** `type: boolean`. */
export const boolean: Kind<BooleanSchema> = (_, value, field) => (typeof value === "boolean" ? undefined : wrongType(field, "boolean", value));

/** `type: array`: too many items is refused before the items are looked at (zod's order), too few after. */
export const array: Kind<ArraySchema> = (schema, value, field) => {
  if (!Array.isArray(value)) return wrongType(field, "array", value);
  const { minItems: min, maxItems: max } = schema;
  if (max !== undefined && value.length > max) return [field, "maxItems", `must have at most ${max} items`];
  for (let i = 0; i < value.length; i++) {
    const problem = checkValue(schema.items, value[i], `${field}.${i}`);
    if (problem) return problem;
  }
  return min !== undefined && value.length < min ? [field, "minItems", `must have at least ${min} item${min === 1 ? "" : "s"}`] : undefined;
};

/** A guid as zod's `z.guid()` reads it: any version and variant. */
const GUID = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;

/** `format: uuid`: 8-4-4-4-12 hex digits, whatever the version bits (the server decides whether it names something). */
export const uuid: StringFormat = { name: "uuid", test: (value) => GUID.test(value), explanation: "must be a valid uuid" };

/** `format: date-time`: RFC 3339 with a real calendar date (a `Date` was turned into one before the check). */
export const dateTime: StringFormat = {
  name: "date-time",
  test: isRfc3339,
  explanation: "must be an RFC 3339 date-time such as 2026-12-01T00:00:00Z (or a Date)",
};

/** `x-exclusive-parameters`: each of `names`, when given, must be the only parameter. */
export function exclusive(names: readonly string[]): ParametersRule {
  return (values) => {
    const given = Object.keys(values).filter((key) => values[key] !== undefined);
    const name = names.find((candidate) => values[candidate] !== undefined && given.length > 1);
    if (name === undefined) return undefined;
    const others = given.filter((other) => other !== name);
    return [name, "exclusive", `must be the only parameter when given (also given: ${others.join(", ")})`];
  };
}

/** `x-required-together`: `names` are given all together or not at all. */
export function together(names: readonly string[]): ParametersRule {
  return (values) => {
    const given = names.filter((name) => values[name] !== undefined);
    const missing = names.find((name) => values[name] === undefined);
    if (given.length === 0 || missing === undefined) return undefined;
    return [missing, "requiredTogether", `is required when ${given.join(", ")} ${given.length === 1 ? "is" : "are"} given (they go together)`];
  };
}
