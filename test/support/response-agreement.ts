/**
 * Property helpers for the generated response checks: values drawn from a
 * response shape (mostly valid, sometimes wrong at any depth), and the
 * assertion that a check and its explanation agree with zod.
 */
import fc from "fast-check";
import { expect } from "vitest";
import type { $ZodIssue } from "zod/v4/core";
import { explainResponse, type ResponseShape } from "../../src/core/response/response-check";
import { describeIssue } from "../../src/core/request/validation";

/** The part of a zod schema the agreement needs. */
export interface ZodLike {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly object[] } };
}

/** Values of the wrong kind for most fields, edge numbers included. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(undefined, null, true, 0, 1.5, -1, 2 ** 60, -(2 ** 60), Number.NaN, Number.POSITIVE_INFINITY, "x", "", [], {}),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Values shaped like `shape`: valid most of the time, with a wrong value at a random depth now and then. */
export function valueOf(shape: ResponseShape): fc.Arbitrary<unknown> {
  const valid = validValueOf(shape);
  return fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: wrongValue, weight: 1 });
}

function validValueOf(shape: ResponseShape): fc.Arbitrary<unknown> {
  if (typeof shape === "string") {
    switch (shape) {
      case "string":
        return fc.string({ maxLength: 4 });
      case "number":
        return fc.double();
      case "boolean":
        return fc.boolean();
      case "null":
        return fc.constant(null);
      case "unknown":
        return fc.jsonValue({ maxDepth: 1 });
    }
  }
  if ("int" in shape) return fc.oneof(fc.integer(), fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 53, -(2 ** 53), 0.5));
  if ("enum" in shape) return fc.oneof(fc.constantFrom(...shape.enum), fc.string({ maxLength: 3 }));
  if ("array" in shape) return fc.array(valueOf(shape.array), { maxLength: 3 });
  if ("record" in shape) return fc.dictionary(fc.string({ maxLength: 3 }), valueOf(shape.record), { maxKeys: 3 });
  if ("object" in shape) {
    const fields = Object.fromEntries(Object.entries(shape.object).map(([key, field]) => [key, valueOf(field)]));
    // Required fields are left out now and then too; unknown keys ride along (loose objects keep them).
    const known = fc.record(fields, { requiredKeys: [] });
    return fc
      .tuple(known, fc.dictionary(fc.string({ maxLength: 3 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }), fc.boolean())
      .map(([value, extra, fill]) => {
        const out: Record<string, unknown> = { ...extra, ...value };
        if (fill) for (const key of shape.required ?? []) if (!(key in out)) out[key] = undefined;
        return out;
      });
  }
  return fc.oneof(...shape.anyOf.map(valueOf));
}

/**
 * Asserts that `check` gives zod's verdict on `value`, and that a refusal is
 * explained as the SDK words zod's first issue (same field, same words).
 */
export function expectAgreement(check: (value: unknown) => boolean, shape: ResponseShape, schema: ZodLike, value: unknown): void {
  const result = schema.safeParse(value);
  expect(check(value)).toBe(result.success);
  if (result.success) {
    expect(explainResponse(shape, value)).toBeUndefined();
    return;
  }
  const { field, explanation } = describeIssue(result.error.issues[0] as $ZodIssue);
  expect(explainResponse(shape, value)).toEqual({ field, explanation });
}
