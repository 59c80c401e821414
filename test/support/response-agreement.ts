/**
 * Property helpers for the generated response checks: values drawn from a
 * response schema of the contract (mostly valid, sometimes wrong at any
 * depth), and the assertion that a check and its explanation agree with zod.
 */
import fc from "fast-check";
import { expect } from "vitest";
import type { $ZodIssue } from "zod/v4/core";
import { explainProblem } from "../../src/core/response/explain-problem";
import type { ResponseCheck } from "../../src/core/response/response-check";
import { describeIssue } from "../../src/core/request/validation";
import { componentSchema, schemaRefName, type OpenApiDocument, type SchemaObject } from "../../scripts/codegen/document";

/** The part of a zod schema the agreement needs. */
export interface ZodLike {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly object[] } };
}

/** Values of the wrong kind for most fields, edge numbers included. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(undefined, null, true, 0, 1.5, -1, 2 ** 60, -(2 ** 60), Number.NaN, Number.POSITIVE_INFINITY, "x", "", [], {}),
  fc.jsonValue({ maxDepth: 2 }),
);

/**
 * Values shaped like `schema` (a response schema of `document`): valid most of the time, with a wrong
 * value at a random depth now and then.
 */
export function valueOf(document: OpenApiDocument, schema: SchemaObject): fc.Arbitrary<unknown> {
  const valid = validValueOf(document, schema);
  return fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: wrongValue, weight: 1 });
}

function validValueOf(document: OpenApiDocument, schema: SchemaObject): fc.Arbitrary<unknown> {
  if (schema.$ref) return validValueOf(document, componentSchema(document, schemaRefName(schema.$ref)));
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => valueOf(document, branch)));
  if (schema.enum) return fc.oneof(fc.constantFrom(...(schema.enum as string[])), fc.string({ maxLength: 3 }));
  switch (schema.type) {
    case "string":
      return fc.string({ maxLength: 4 });
    case "number":
      return fc.double();
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "integer":
      return fc.oneof(fc.integer(), fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 53, -(2 ** 53), 0.5));
    case "array":
      return fc.array(valueOf(document, schema.items!), { maxLength: 3 });
    case "object": {
      if (!schema.properties) {
        const additional = schema.additionalProperties;
        const values = additional === true || additional === undefined ? fc.jsonValue({ maxDepth: 1 }) : valueOf(document, additional as SchemaObject);
        return fc.dictionary(fc.string({ maxLength: 3 }), values, { maxKeys: 3 });
      }
      const fields = Object.fromEntries(Object.entries(schema.properties).map(([key, field]) => [key, valueOf(document, field)]));
      // Required fields are left out now and then too; unknown keys ride along (loose objects keep them).
      const known = fc.record(fields, { requiredKeys: [] });
      return fc
        .tuple(known, fc.dictionary(fc.string({ maxLength: 3 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }), fc.boolean())
        .map(([value, extra, fill]) => {
          const out: Record<string, unknown> = { ...extra, ...value };
          if (fill) for (const key of schema.required ?? []) if (!(key in out)) out[key] = undefined;
          return out;
        });
    }
    default:
      throw new Error(`no values for ${JSON.stringify(schema)}`);
  }
}

/**
 * Asserts that `check` gives zod's verdict on `value`, and that a refusal is
 * explained as the SDK words zod's first issue (same field, same words).
 */
export function expectAgreement(check: ResponseCheck, schema: ZodLike, value: unknown): void {
  const result = schema.safeParse(value);
  const problem = check(value);
  expect(problem === undefined, `check answered ${JSON.stringify(problem)}`).toBe(result.success);
  if (result.success || !problem) return;
  const { field, explanation } = describeIssue(result.error.issues[0] as $ZodIssue);
  expect(explainProblem(value, problem)).toEqual({ field, explanation });
}
