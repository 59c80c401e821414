/**
 * The check generator on a contract that uses every construct a response
 * schema may use (closed enums, integers, booleans, null, nested and nested-
 * union branches, required fields, maps of objects, inline objects, odd
 * property names …), beyond what openapi/paxos.yaml uses today: the generated
 * checks and their explanations must agree with the generated zod schemas.
 */
import { transformSync } from "esbuild";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import * as responseCheck from "../../src/core/response/response-check";
import { explainProblem } from "../../src/core/response/explain-problem";
import { lazySchema } from "../../src/core/request/lazy-schema";
import type { ResponseCheck } from "../../src/core/response/response-check";
import type { SchemaObject } from "../../scripts/codegen/document";
import { generateCheckModule, generateZodModule, parseDocument } from "../../scripts/generate";
import { expectAgreement, valueOf, wrongValue, type ZodLike } from "../support/response-agreement";

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const components = {
  Status: { type: "string", enum: ["OPEN", "CLOSED"] },
  Network: { type: "string", "x-extensible-enum": ["ETHEREUM", "SOLANA"] },
  Count: { type: "integer" },
  Leaf: {
    type: "object",
    required: ["id", "count"],
    properties: { id: { type: "string" }, count: ref("Count"), flag: { type: "boolean" }, status: ref("Status") },
  },
  Either: { oneOf: [ref("Leaf"), { type: "array", items: ref("Leaf") }, { type: "integer" }] },
  // Two object forms whose problems can lie equally deep: zod names the first form's.
  Pair: {
    anyOf: [
      { type: "object", required: ["a"], properties: { a: { type: "string" }, b: { type: "integer" } } },
      { type: "object", required: ["a"], properties: { a: { type: "integer" }, c: { type: "boolean" } } },
    ],
  },
  Thing: {
    type: "object",
    required: ["kind", "nested"],
    properties: {
      kind: { type: "string", enum: ["A", "B", "C"] },
      "odd-name": { type: "string" },
      network: ref("Network"),
      nested: {
        type: "object",
        required: ["inner"],
        properties: {
          inner: { anyOf: [{ type: "null" }, ref("Either"), { type: "object", properties: { n: { type: "integer" } } }] },
          grid: { type: "array", items: { type: "array", items: { anyOf: [{ type: "integer" }, { type: "string" }] } } },
        },
      },
      byKey: { type: "object", additionalProperties: ref("Leaf") },
      free: { type: "object", additionalProperties: true },
      statuses: { type: "array", items: ref("Status") },
      empty: { type: "object", properties: {} },
      either: ref("Either"),
      pair: ref("Pair"),
    },
  },
};

const text = JSON.stringify({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: {
    "/things": {
      get: {
        operationId: "listThings",
        tags: ["Things"],
        "x-retry": "idempotent",
        security: [],
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { type: "object", properties: { items: { type: "array", items: ref("Thing") }, total: { type: "integer" } } } } },
          },
        },
      },
    },
    "/thing": {
      get: {
        operationId: "getThing",
        tags: ["Things"],
        "x-retry": "idempotent",
        security: [],
        responses: { "200": { description: "ok", content: { "application/json": { schema: ref("Thing") } } } },
      },
    },
  },
  components: { schemas: components },
});

/** Evaluates a generated TypeScript module with the given imports. */
function load(source: string, imports: Record<string, unknown>): Record<string, unknown> {
  const { code } = transformSync(source, { loader: "ts", format: "cjs" });
  const module = { exports: {} as Record<string, unknown> };
  const require = (name: string) => {
    if (!(name in imports)) throw new Error(`unexpected import ${name}`);
    return imports[name];
  };
  new Function("require", "module", "exports", code)(require, module, module.exports);
  return module.exports;
}

const document = parseDocument(text);
const checkSource = generateCheckModule(document);
const checks = load(checkSource, { "../core/response/response-check": responseCheck });
// The generated schemas reach zod through src/generated/zod.ts, which re-exports zod/mini's functions.
const schemas = load(generateZodModule(document), { "./zod": z, "../core/request/lazy-schema": { lazySchema } }) as Record<string, ZodLike>;

const listThings200 = (JSON.parse(text) as { paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: SchemaObject }> }> } }> })
  .paths["/things"]!.get.responses["200"]!.content["application/json"]!.schema;
const cases: [string, ResponseCheck, SchemaObject, ZodLike][] = [
  ["Leaf", checks.checkLeaf as ResponseCheck, document.components.schemas.Leaf!, schemas.LeafSchema!],
  ["Either", checks.checkEither as ResponseCheck, document.components.schemas.Either!, schemas.EitherSchema!],
  ["Pair", checks.checkPair as ResponseCheck, document.components.schemas.Pair!, schemas.PairSchema!],
  ["Thing", checks.checkThing as ResponseCheck, document.components.schemas.Thing!, schemas.ThingSchema!],
  ["listThings", checks.checkListThingsResponse as ResponseCheck, listThings200, schemas.listThingsResponseSchema!],
];

describe("the check generator", () => {
  it("emits straight-line code: no closures, scalars tested inline, one function per component", () => {
    expect(checkSource).not.toMatch(/=>/);
    // Scalar components (Status, Network, Count) are tested where they are used, not called.
    expect(checkSource).not.toMatch(/function checkStatus|function checkNetwork|function checkCount/);
    expect(checkSource).toContain('f0 !== "OPEN" && f0 !== "CLOSED"');
    expect(checkSource).toMatch(/v\[\(n\d+ = "odd-name"\)\]/);
    // The operation whose 200 is a $ref shares the component's check.
    expect(checkSource).toContain("export const getThingResponse: ResponseCheck = checkThing;");
    // No schema as data: a refusal is explained from the problem the check returns.
    expect(checkSource).not.toMatch(/Shape\b/);
  });

  it.each(cases)("%s agrees with zod on values shaped like it", (_, check, contract, schema) => {
    fc.assert(
      fc.property(valueOf(document, contract), (value) => expectAgreement(check, schema, value)),
      { numRuns: 1500 },
    );
  });

  it.each(cases)("%s agrees with zod on arbitrary values", (_, check, _contract, schema) => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), wrongValue), (value) => expectAgreement(check, schema, value)),
      { numRuns: 300 },
    );
  });

  it("explains a union as zod does: the branch that could go on, else the deepest problem, else no shape", () => {
    const thing = { kind: "A", nested: { inner: null } };
    const explain = (value: unknown) => {
      const problem = (checks.checkThing as ResponseCheck)(value);
      return problem && explainProblem(value, problem);
    };
    // Only the integer branch of Either fails without aborting (2^60 is an integer out of range).
    expect(explain({ ...thing, either: 2 ** 60 })).toEqual({ field: "either", explanation: "must be at most 9007199254740991" });
    // Leaf's problem (count) lies deeper than the array's and the integer's.
    expect(explain({ ...thing, either: { id: "x", count: "1" } })).toEqual({ field: "either.count", explanation: "must be a number" });
    expect(explain({ ...thing, either: "x" })).toEqual({ field: "either", explanation: "matches none of the allowed shapes" });
    expect(explain({ ...thing, pair: { a: true } })).toEqual({ field: "pair.a", explanation: "must be a string" });
    expect(explain({ ...thing, pair: { a: "s", b: 1.5 } })).toEqual({ field: "pair.b", explanation: "must be an integer" });
    expect(explain({ ...thing, kind: "D" })).toEqual({ field: "kind", explanation: 'must be one of "A", "B", "C"' });
    expect(explain({ kind: "A" })).toEqual({ field: "nested", explanation: "must be an object" });
  });

  it("refuses a property named __proto__ (zod never reads one)", () => {
    const bad = JSON.parse(text) as { components: { schemas: Record<string, { properties?: Record<string, unknown> }> } };
    bad.components.schemas.Leaf!.properties = JSON.parse('{"__proto__": {"type": "string"}}') as Record<string, unknown>;
    expect(() => generateCheckModule(parseDocument(JSON.stringify(bad)))).toThrow(/__proto__/);
  });
});
