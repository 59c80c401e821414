/**
 * The compiled response check must agree with zod, which stays the source of
 * truth: on every generated response schema, for valid bodies from the mock
 * and for random mutations of them, both accept or both refuse.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compiledCheck } from "../../src/core/compiled-check";
import * as schemas from "../../src/generated/schemas";
import { OPERATION_IDS } from "../../src/generated/operation-list";
import { createMockApi } from "../../src/mock/index";

const responseSchemas = Object.entries(schemas).filter(
  ([name, value]) => name.endsWith("ResponseSchema") && typeof value === "object",
) as [string, { safeParse(v: unknown): { success: boolean } }][];

const api = createMockApi({ seed: 7, sizes: { depositAddresses: 300, payments: 300, identityAccounts: 300 } });
const token = api.oauth.issue(api.clients.main.clientId).access_token;

async function sample(path: string, search = ""): Promise<unknown> {
  const answer = await api.handle({
    endpoint: "api",
    method: "GET",
    path,
    search,
    headers: { authorization: `Bearer ${token}` },
    body: "",
  });
  return JSON.parse(answer.body);
}

const samples = {
  listDepositAddressesResponseSchema: () => sample("/transfer/deposit-addresses", "?limit=50"),
  listAccountsResponseSchema: () => sample("/identity/accounts", "?limit=50"),
  listPaymentsResponseSchema: () => sample("/statements/payments", `?customer_id=${api.store.ids.customerIds[0]}&product=USDG_REWARDS`),
  listTickersResponseSchema: () => sample("/all-markets/ticker"),
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

describe("compiled response checks", () => {
  it("cover every generated response schema (so no page falls back to copying)", () => {
    expect(responseSchemas.length).toBe(OPERATION_IDS.length + 1); // every operation, and the token response
    for (const [name, schema] of responseSchemas) expect(compiledCheck(schema), name).toBeTypeOf("function");
  });

  it("agree with zod on arbitrary values", () => {
    fc.assert(
      fc.property(fc.constantFrom(...responseSchemas), fc.anything(), ([, schema], value) => {
        expect(compiledCheck(schema)!(value)).toBe(schema.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });

  it.each(Object.keys(samples))("agree with zod on valid and mutated %s bodies", async (name) => {
    const schema = (schemas as unknown as Record<string, { safeParse(v: unknown): { success: boolean } }>)[name]!;
    const body = await samples[name as keyof typeof samples]();
    expect(compiledCheck(schema)!(body)).toBe(true);
    expect(schema.safeParse(body).success).toBe(true);
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
        fc.oneof(fc.constant(undefined), fc.jsonValue(), fc.constantFrom(1.5, -1, 2 ** 60, "x", true, null, [], {})),
        (choices, replacement) => {
          const mutated = mutate(body, choices, replacement);
          expect(compiledCheck(schema)!(mutated)).toBe(schema.safeParse(mutated).success);
        },
      ),
      { numRuns: 500 },
    );
  });
});
