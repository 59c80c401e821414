/**
 * The generated response checks (src/generated/checks.ts) must agree with zod,
 * which stays the reference: on every generated response schema, for random
 * values shaped like it, valid mock bodies and random mutations of them, both
 * accept or both refuse, and a refusal is explained with the field and the
 * words the SDK would derive from zod's first issue.
 */
import { readFileSync } from "node:fs";
import { OPERATIONS } from "../../src/generated/operation-list";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ResponseCheck } from "../../src/core/response/response-check";
import * as checks from "../../src/generated/checks";
import * as descriptors from "../../src/generated/descriptors";
import * as schemas from "../../src/generated/schemas";
import { createMockApi } from "../../src/mock/index";
import { collectOperations, parseDocument } from "../../scripts/generate";
import type { SchemaObject } from "../../scripts/codegen/document";
import { expectAgreement, valueOf, wrongValue, type ZodLike } from "../support/response-agreement";

const exported = checks as unknown as Record<string, unknown>;
const zod = schemas as unknown as Record<string, ZodLike>;
const document = parseDocument(readFileSync(new URL("../../openapi/paxos.yaml", import.meta.url), "utf8"));
/** Each operation's own 200 schema, by the name its check is generated under (`<Id>Response`). */
const ownResponses = new Map(
  collectOperations(document)
    .filter((operation) => operation.successResponse)
    .map((operation) => [`${operation.operationId[0]!.toUpperCase()}${operation.operationId.slice(1)}Response`, operation.successResponse!]),
);

/** Every schema that has a generated check: its name, check, contract schema and zod schema. */
const generated = Object.keys(exported)
  .filter((name) => name.startsWith("check"))
  .map((name) => {
    const base = name.slice("check".length);
    // An operation's own response schema is `<Id>Response`; its zod form is `<id>ResponseSchema`.
    const zodName = zod[`${base}Schema`] ? `${base}Schema` : `${base[0]!.toLowerCase()}${base.slice(1)}Schema`;
    const contract: SchemaObject = document.components.schemas[base] ?? ownResponses.get(base)!;
    return { name: base, check: exported[name] as ResponseCheck, contract, schema: zod[zodName]! };
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
      expect(response, op.operationId).toBeTypeOf("function");
      expect(zod[`${op.operationId}ResponseSchema`], op.operationId).toBeDefined();
    }
    for (const { name, check, contract, schema } of generated) {
      expect(check, name).toBeTypeOf("function");
      expect(contract, name).toBeDefined();
      expect(schema, name).toBeDefined();
    }
  });

  it.each(generated.map((entry) => [entry.name, entry] as const))("agree with zod on values shaped like %s", (_, { check, contract, schema }) => {
    fc.assert(
      fc.property(valueOf(document, contract), (value) => expectAgreement(check, schema, value)),
      { numRuns: 300 },
    );
  });

  it("agree with zod on arbitrary values", () => {
    fc.assert(
      fc.property(fc.constantFrom(...generated), fc.oneof(fc.anything(), wrongValue), ({ check, schema }, value) =>
        expectAgreement(check, schema, value),
      ),
      { numRuns: 2000 },
    );
  });

  it.each(Object.keys(samples))("agree with zod on valid and mutated %s bodies", async (id) => {
    const check = exported[`${id}Response`] as ResponseCheck;
    const schema = zod[`${id}ResponseSchema`]!;
    const body = await samples[id]!();
    expect(check(body)).toBeUndefined();
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
        fc.oneof(fc.constant(undefined), fc.jsonValue(), fc.constantFrom(1.5, -1, 2 ** 60, "x", true, null, [], {})),
        (choices, replacement) => expectAgreement(check, schema, mutate(body, choices, replacement)),
      ),
      { numRuns: 500 },
    );
  });

  it("only read the body: a frozen body passes, and nothing is copied or added", () => {
    const body = Object.freeze([Object.freeze({ market: "BTCUSD", best_bid: Object.freeze({ price: "1", venue: "x" }) })]);
    expect(checks.listTickersResponse(body)).toBeUndefined();
    expect(body).toEqual([{ market: "BTCUSD", best_bid: { price: "1", venue: "x" } }]);
  });
});
