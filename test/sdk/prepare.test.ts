/**
 * The generic argument encoders the descriptors with arguments use: optional bodies and idempotency fields
 * (`prepareRequest`), and a plain query's encoder (`prepareQuery`), which does what `prepareParameters` does
 * for the operations the generator gives it.
 */
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { ValidationError } from "../../src/index";
import type { Operation } from "../../src/core/call/operation-descriptor";
import { prepareParameters, prepareQuery, prepareRequest } from "../../src/core/request/prepare";
import * as descriptors from "../../src/generated/descriptors";

const base = {
  operationId: "createTransaction",
  name: "things.create",
  method: "POST",
  path: "/things",
  scope: "things:write",
  retry: "idempotent",
  bodySchema: z.strictObject({ ref_id: z.optional(z.string()), note: z.optional(z.string()) }),
  response: () => undefined,
} as const satisfies Partial<Operation>;

describe("prepareRequest", () => {
  it("leaves out a body the contract lets the caller omit", () => {
    const op = { ...base, bodyOptional: true } as unknown as Operation;
    expect(prepareRequest(op, {})).toEqual({ path: "/things" });
    expect(prepareRequest(op, { body: { note: "n" } })).toEqual({ path: "/things", body: { note: "n" } });
  });

  it("refuses a missing body the contract requires, naming the rule", () => {
    const op = base as unknown as Operation;
    const error = (() => {
      try {
        prepareRequest(op, {});
      } catch (e) {
        return e;
      }
    })() as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.rule).toBe("required");
    expect(error.message).toBe("things.create: the body is required (rule: required).");
  });

  it("fills the idempotency field once when the caller gives none, and keeps the caller's", () => {
    const op = { ...base, retry: "idempotency-field", idempotencyField: "ref_id" } as unknown as Operation;
    const filled = prepareRequest(op, { body: { note: "n" } }).body as { ref_id: string };
    expect(filled.ref_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(prepareRequest(op, { body: { ref_id: "mine" } }).body).toEqual({ ref_id: "mine" });
  });
});

/** What a call throws, or what it returns. */
function outcome(run: () => unknown): { ok: unknown } | { field: string; rule: string; message: string } {
  try {
    return { ok: run() };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { field: error.field, rule: error.rule, message: error.message };
  }
}

describe("prepareQuery", () => {
  const all = Object.values(descriptors) as Operation[];
  const plain = all.filter((op) => op.prepare === prepareQuery);

  it("is what the generator gives an operation whose only arguments are a query without filter forms", () => {
    expect(descriptors.listPrices.prepare).toBe(prepareQuery);
    expect(plain.length).toBeGreaterThan(3);
    const dateTime = (descriptors.listAccounts.queryParameters!.properties["created_at.gte"] as { format?: unknown }).format;
    expect(dateTime).toMatchObject({ name: "date-time" });
    for (const op of plain) {
      expect(op.pathParameters, op.operationId).toBeUndefined();
      expect(op.bodySchema, op.operationId).toBeUndefined();
      for (const [name, parameter] of Object.entries(op.queryParameters!.properties)) {
        expect(name, op.operationId).not.toContain(".");
        const { format, items } = parameter as { format?: unknown; items?: { format?: unknown } };
        expect([format, items?.format], `${op.operationId} ${name}`).not.toContain(dateTime);
      }
    }
    // Filter forms (a dotted name, a date-time) and path parameters keep the general encoder.
    expect(descriptors.listHistoricalPrices.prepare).toBe(prepareParameters);
    expect(descriptors.getProfile.prepare).toBe(prepareParameters);
  });

  it("sends and refuses what prepareParameters does for those operations", () => {
    const inputs: unknown[] = [
      {},
      { markets: ["BTCUSD", "ETHUSD"] },
      { markets: ["BTCUSD"], extra: undefined },
      { markets: undefined },
      { markets: [] },
      { markets: "BTCUSD" },
      { markets: ["BTCUSD"], market: "ETHUSD" },
      { markets: ["\ud800"] },
      { markets: [5] },
    ];
    for (const query of inputs) {
      const encoded = (prepare: typeof prepareQuery) =>
        outcome(() => {
          const { path, query: search } = prepare(descriptors.listPrices as Operation, { query: query as Record<string, unknown> });
          return { path, query: search?.toString() };
        });
      expect(encoded(prepareQuery), JSON.stringify(query)).toEqual(encoded(prepareParameters));
    }
  });

  it("takes a parameter given as undefined as not given, and refuses extraBody", () => {
    const op = descriptors.listPrices as Operation;
    expect(prepareQuery(op, { query: { markets: ["BTCUSD"], not_a_parameter: undefined } })).toEqual({
      path: "/all-markets/prices",
      query: new URLSearchParams("markets=BTCUSD"),
    });
    expect(outcome(() => prepareQuery(op, { query: { markets: undefined } }))).toMatchObject({ field: "markets", rule: "required" });
    expect(outcome(() => prepareQuery(op, { query: { markets: ["BTCUSD"] } }, { extraBody: { a: 1 } }))).toMatchObject({ field: "extraBody", rule: "body" });
  });
});
