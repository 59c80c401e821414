/**
 * The generated response checks (src/generated/checks.ts) must agree with zod,
 * which stays the reference: on every generated response schema, for random
 * values shaped like it, valid mock bodies and random mutations of them, both
 * accept or both refuse, and a refusal is explained with the field and the
 * words the SDK would derive from zod's first issue.
 */
import { OPERATIONS } from "../../src/generated/operation-list";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ResponseCheck, ResponseShape } from "../../src/core/response/response-check";
import * as checks from "../../src/generated/checks";
import * as descriptors from "../../src/generated/descriptors";
import * as schemas from "../../src/generated/schemas";
import { createMockApi } from "../../src/mock/index";
import { expectAgreement, valueOf, wrongValue, type ZodLike } from "../support/response-agreement";

const exported = checks as unknown as Record<string, unknown>;
const zod = schemas as unknown as Record<string, ZodLike>;

/** Every schema that has a generated check: [name, check, shape, zod schema]. */
const generated = Object.keys(exported)
  .filter((name) => name.endsWith("Shape"))
  .map((name) => {
    const base = name.slice(0, -"Shape".length);
    // An operation's own response schema is `<Id>Response`; its zod form is `<id>ResponseSchema`.
    const zodName = zod[`${base}Schema`] ? `${base}Schema` : `${base[0]!.toLowerCase()}${base.slice(1)}Schema`;
    return {
      name: base,
      check: exported[`check${base}`] as (value: unknown) => boolean,
      shape: exported[name] as ResponseShape,
      schema: zod[zodName]!,
    };
  });

const operations = Object.values(descriptors).filter((value): value is typeof descriptors.listTickers => typeof value === "object" && "operationId" in value);

const api = createMockApi({ seed: 7, sizes: { depositAddresses: 300, payments: 300, identityAccounts: 300 } });
const token = api.oauth.issue(api.clients.main.clientId).access_token;

async function sample(path: string, search = ""): Promise<unknown> {
  const answer = await api.handle({ endpoint: "api", method: "GET", path, search, headers: { authorization: `Bearer ${token}` }, body: "" });
  return JSON.parse(answer.body);
}

const samples: Record<string, () => Promise<unknown>> = {
  listDepositAddresses: () => sample("/transfer/deposit-addresses", "?limit=50"),
  listAccounts: () => sample("/identity/accounts", "?limit=50"),
  listPayments: () => sample("/statements/payments", `?customer_id=${api.store.ids.customerIds[0]}&product=USDG_REWARDS`),
  listTickers: () => sample("/all-markets/ticker"),
};

/** Replaces the value at a random path inside `value` (or deletes it). */
function mutate(value: unknown, choices: number[], replacement: unknown): unknown {
  if (choices.length === 0 || typeof value !== "object" || value === null) return replacement;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as object) };
  const keys = Object.keys(copy);
  if (keys.length === 0) return replacement;
  const key = keys[choices[0]! % keys.length]!;
  const next = mutate((copy as Record<string, unknown>)[key], choices.slice(1), replacement);
  if (next === undefined && !Array.isArray(copy)) delete (copy as Record<string, unknown>)[key];
  else (copy as Record<string, unknown>)[key] = next;
  return copy;
}

describe("generated response checks", () => {
  it("exist for every operation, and each descriptor carries its operation's check", () => {
    expect(operations.length).toBe(OPERATIONS.length);
    for (const op of operations) {
      const response = exported[`${op.operationId}Response`] as ResponseCheck;
      expect(op.response, op.operationId).toBe(response);
      expect(response.check, op.operationId).toBeTypeOf("function");
      expect(zod[`${op.operationId}ResponseSchema`], op.operationId).toBeDefined();
    }
    for (const { name, check, schema } of generated) {
      expect(check, name).toBeTypeOf("function");
      expect(schema, name).toBeDefined();
    }
  });

  it.each(generated.map((entry) => [entry.name, entry] as const))("agree with zod on values shaped like %s", (_, { check, shape, schema }) => {
    fc.assert(
      fc.property(valueOf(shape), (value) => expectAgreement(check, shape, schema, value)),
      { numRuns: 300 },
    );
  });

  it("agree with zod on arbitrary values", () => {
    fc.assert(
      fc.property(fc.constantFrom(...generated), fc.oneof(fc.anything(), wrongValue), ({ check, shape, schema }, value) =>
        expectAgreement(check, shape, schema, value),
      ),
      { numRuns: 2000 },
    );
  });

  it.each(Object.keys(samples))("agree with zod on valid and mutated %s bodies", async (id) => {
    const { check, shape } = exported[`${id}Response`] as ResponseCheck;
    const schema = zod[`${id}ResponseSchema`]!;
    const body = await samples[id]!();
    expect(check(body)).toBe(true);
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
        fc.oneof(fc.constant(undefined), fc.jsonValue(), fc.constantFrom(1.5, -1, 2 ** 60, "x", true, null, [], {})),
        (choices, replacement) => expectAgreement(check, shape, schema, mutate(body, choices, replacement)),
      ),
      { numRuns: 500 },
    );
  });

  it("only read the body: a frozen body passes, and nothing is copied or added", () => {
    const body = Object.freeze([Object.freeze({ market: "BTCUSD", best_bid: Object.freeze({ price: "1", venue: "x" }) })]);
    expect(checks.listTickersResponse.check(body)).toBe(true);
    expect(body).toEqual([{ market: "BTCUSD", best_bid: { price: "1", venue: "x" } }]);
  });
});
