/**
 * Checks an operation's path and query parameters before anything is sent,
 * against their schemas as data (the descriptors' `pathParameters` and
 * `queryParameters`, src/generated/descriptors.ts): the contract's JSON
 * Schema of each parameter, whose `type`, `format` and rules refer to the
 * checks in ./parameter-rules.
 *
 * Bodies are checked with zod (./validation); parameters are not, so that a
 * page calling only operations without a body (the public market data) does
 * not carry zod. The verdict and the first problem named are the ones zod
 * gives for the parameters' zod forms in src/generated/schemas.ts, worded as
 * `describeIssue` words them: test/sdk/parameter-checks.test.ts proves it on
 * every operation.
 */
import { refuse } from "../response/errors";
import { checkValue, type ParameterSchema, type ParametersRule, type Problem, wrongType } from "./parameter-rules";

/** The path or the query parameters of one operation. */
export interface ParametersSchema {
  /** Every parameter, keyed by its wire name, in the contract's order. */
  readonly properties: { readonly [name: string]: ParameterSchema };
  /** The parameters that must be given (every path parameter). */
  readonly required?: readonly string[];
  /** True for a query: a name that is not a parameter is refused (a misspelt filter would be ignored). */
  readonly strict?: boolean;
  /** Rules between parameters, run once each parameter is valid on its own. */
  readonly rules?: readonly ParametersRule[];
}

/** The first problem of a whole parameter object, or the checked copy (parameters in schema order). */
function checkAll(schema: ParametersSchema, value: unknown): Problem | Record<string, unknown> {
  if (value === undefined) return ["", "required", "is required"];
  if (typeof value !== "object" || value === null || Array.isArray(value)) return wrongType("", "object", value);
  const given = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [name, parameter] of Object.entries(schema.properties)) {
    const item = given[name];
    if (item === undefined && !schema.required?.includes(name)) {
      // zod keeps a parameter given as undefined (and the rules below do not count it).
      if (name in given) out[name] = undefined;
      continue;
    }
    const problem = checkValue(parameter, item, name);
    if (problem) return problem;
    // A copy of an array, so that a caller changing theirs later cannot change what later pages send.
    out[name] = Array.isArray(item) ? [...item] : item;
  }
  if (schema.strict) {
    // for...in, as zod reads it: inherited enumerable keys are offered too, and refused.
    for (const name in given) {
      if (!Object.hasOwn(schema.properties, name)) return [name, "additionalProperties", "is not a field this operation accepts (misspelt?)"];
    }
  }
  for (const rule of schema.rules ?? []) {
    const problem = rule(out);
    if (problem) return problem;
  }
  return out;
}

/**
 * The parameters checked (a copy, in the schema's order), or a `ValidationError`
 * naming the first offending field and rule; `operation` opens the message.
 */
export function checkParameters(schema: ParametersSchema, value: unknown, operation: string): Record<string, unknown> {
  const result = checkAll(schema, value);
  if (!Array.isArray(result)) return result as Record<string, unknown>;
  const [field, rule, explanation] = result as Problem;
  refuse(operation, field, rule, `${field || "the input"} ${explanation}`);
}
