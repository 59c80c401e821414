/**
 * The client checks path and query parameters with the generated data
 * schemas (each descriptor's `pathParameters` and `queryParameters` in
 * src/generated/descriptors.ts, core/request/check-parameters), not with zod; zod's
 * forms of the same parameters (src/generated/schemas.ts) stay the reference,
 * and the mock checks requests with them. On every operation, for random
 * values shaped like its parameters (mostly valid, wrong now and then at any
 * depth, missing, extra or inherited keys) and for arbitrary values, both
 * accept with the same checked value, or both refuse with the same field, rule
 * and message.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ZodMiniType } from "zod/mini";
import * as p from "../../src/core/request/parameter-rules";
import { checkParameters, type ParametersSchema } from "../../src/core/request/check-parameters";
import { validateInput } from "../../src/core/request/validation";
import { ValidationError } from "../../src/index";
import * as descriptors from "../../src/generated/descriptors";
import { OPERATIONS } from "../../src/generated/operation-list";
import * as schemas from "../../src/generated/schemas";

const zod = schemas as unknown as Record<string, ZodMiniType<unknown>>;
/** The parameters as data, from each operation's descriptor, by the names of their zod forms' stems: `getOrderBookPath`. */
const data: Record<string, ParametersSchema> = Object.fromEntries(
  OPERATIONS.flatMap(({ operation }) => [
    ...(operation.pathParameters ? [[`${operation.operationId}Path`, operation.pathParameters] as const] : []),
    ...(operation.queryParameters ? [[`${operation.operationId}Query`, operation.queryParameters] as const] : []),
  ]),
);

/** Every generated parameter schema with its zod form: `getOrderBookPath` ↔ `getOrderBookPathSchema`. */
const pairs = Object.keys(data).map((name) => ({ name, schema: data[name]!, zod: zod[`${name}Schema`]! }));

/** What a check gave: the checked value, or the error's field, rule and message. */
function outcome(check: () => unknown): unknown {
  try {
    return { ok: check() };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { field: error.field, rule: error.rule, message: error.message };
  }
}

/** Same verdict, field, rule and words as zod's form (no parameter is an amount, so neither carries the amounts' hint: test/sdk/wording.test.ts). */
function expectAgreement(schema: ParametersSchema, zodForm: ZodMiniType<unknown>, value: unknown): void {
  expect(outcome(() => checkParameters(schema, value, "op.name"))).toEqual(outcome(() => validateInput(zodForm, value, "op.name")));
}

const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(undefined, null, true, 0, 1.5, -1, 2 ** 60, -(2 ** 60), Number.NaN, Number.POSITIVE_INFINITY, "x", "", [], {}),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Strings near what the formats and bounds accept. */
const nearString = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.uuid(),
  fc.constantFrom("2026-12-01T00:00:00Z", "2026-02-30T00:00:00Z", "2026-12-01T00:00:00.123456789+01:00", "2026-12-01", "x".repeat(300)),
);

function valueOf(schema: p.ParameterSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: validValueOf(schema), weight: 10 }, { arbitrary: wrongValue, weight: 1 });
}

function validValueOf(schema: p.ParameterSchema): fc.Arbitrary<unknown> {
  if (schema.type === p.boolean) return fc.boolean();
  if (schema.type === p.integer) {
    const { minimum = -10, maximum = 10 } = schema as p.IntegerSchema;
    return fc.oneof(
      fc.integer({ min: minimum - 2, max: Math.min(maximum + 2, minimum + 50) }),
      fc.constantFrom(minimum, maximum, maximum + 1, minimum - 1, Number.MAX_SAFE_INTEGER + 2, -(2 ** 60), 0.5, "5"),
    );
  }
  if (schema.type === p.array) {
    const { items, maxItems = 3 } = schema as p.ArraySchema;
    return fc.oneof(fc.array(valueOf(items), { maxLength: 3 }), fc.array(validValueOf(items), { minLength: maxItems, maxLength: maxItems + 1 }));
  }
  return nearString;
}

/** Objects shaped like `schema`: each parameter present or not, now and then given as undefined, plus unknown keys. */
function parametersOf(schema: ParametersSchema): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(Object.entries(schema.properties).map(([name, parameter]) => [name, valueOf(parameter)]));
  const known = fc.record(fields, { requiredKeys: [] });
  return fc
    .tuple(known, fc.dictionary(fc.constantFrom("extra", "limit", "page_cursor", "toString"), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 1 }), fc.boolean(), fc.nat(9))
    .map(([value, extra, fill, inherit]) => {
      const out: Record<string, unknown> = { ...(inherit === 0 ? extra : {}), ...value };
      if (fill) for (const name of schema.required ?? []) if (!(name in out)) out[name] = undefined;
      // Inherited enumerable keys: zod reads them, so must the check.
      return inherit === 1 ? Object.assign(Object.create(extra) as object, out) : out;
    });
}

describe("parameter checks", () => {
  it("exist for every operation's path and query, on its descriptor, with the zod form beside it for the mock", () => {
    let count = 0;
    for (const { operation } of OPERATIONS) {
      const id = operation.operationId;
      const descriptor = (descriptors as unknown as Record<string, typeof operation>)[id]!;
      for (const [where, field, zodField] of [
        ["Path", "pathParameters", "pathSchema"],
        ["Query", "queryParameters", "querySchema"],
      ] as const) {
        const expected = descriptor[field];
        // A table exactly where the contract has parameters of that kind, and the zod form beside it.
        expect(expected !== undefined, `${id} ${field}`).toBe(zod[`${id}${where}Schema`] !== undefined);
        expect(operation[field], `${id} ${field}: the list's entry is the descriptor's`).toBe(expected);
        expect(operation[zodField], `${id} ${zodField}`).toBe(expected && zod[`${id}${where}Schema`]);
        expect((descriptor as unknown as Record<string, unknown>)[zodField], `${id}: the client's descriptor carries no zod`).toBeUndefined();
        if (expected) count++;
      }
    }
    expect(count).toBe(pairs.length);
    for (const { name, zod: zodForm } of pairs) expect(zodForm, name).toBeDefined();
  });

  it.each(pairs.map((pair) => [pair.name, pair] as const))("%s agrees with zod on values shaped like it", (_, { schema, zod: zodForm }) => {
    fc.assert(
      fc.property(parametersOf(schema), (value) => expectAgreement(schema, zodForm, value)),
      { numRuns: 80 },
    );
  });

  it("agree with zod on arbitrary values", () => {
    fc.assert(
      fc.property(fc.constantFrom(...pairs), fc.oneof(fc.anything(), wrongValue), ({ schema, zod: zodForm }, value) =>
        expectAgreement(schema, zodForm, value),
      ),
      { numRuns: 500 },
    );
  });

  it("name the field, the rule and what is wrong", () => {
    const error = (value: unknown) => outcome(() => checkParameters(data.listPaymentsQuery!, value, "payments.list"));
    expect(error({ limit: 1001 })).toEqual({ field: "limit", rule: "maximum", message: "payments.list: limit must be at most 1000 (rule: maximum)." });
    expect(error({ limt: 5 })).toMatchObject({ field: "limt", rule: "additionalProperties" });
    expect(error({ ref_ids: ["a"], payment_ids: ["b"] })).toMatchObject({ field: "ref_ids", rule: "exclusive" });
    expect(error({ customer_id: "c" })).toMatchObject({ field: "product", rule: "requiredTogether" });
    // A market the contract does not list passes (sent and logged, core/request/unknown-enums); a non-string does not.
    expect(outcome(() => checkParameters(data.getOrderBookPath!, { market: "NOPE" }, "market.getOrderBook"))).toEqual({ ok: { market: "NOPE" } });
    expect(outcome(() => checkParameters(data.getOrderBookPath!, { market: 5 }, "market.getOrderBook"))).toMatchObject({
      field: "market",
      rule: "type",
    });
    expect(outcome(() => checkParameters(data.getFiatAccountPath!, { id: "x" }, "fiatAccounts.get"))).toMatchObject({ rule: "format:uuid" });
  });

  it("hand back a copy in the contract's order, so that a caller's later change is not sent", () => {
    const ids = ["00000000-0000-4000-8000-000000000001"];
    const checked = checkParameters(data.listDepositAddressesQuery!, { limit: 5, ids }, "depositAddresses.list");
    ids.push("changed");
    expect(Object.keys(checked)).toEqual(Object.keys(data.listDepositAddressesQuery!.properties).filter((name) => name in checked));
    expect(checked.ids).toEqual(["00000000-0000-4000-8000-000000000001"]);
  });
});
