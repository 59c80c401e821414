/**
 * The generator refuses what it cannot express instead of emitting schemas
 * that silently drop a constraint, and maps the vendor extensions as intended.
 */
import { describe, expect, it } from "vitest";
import { generateFromText, generateZodModule, parseDocument } from "../../scripts/generate";

/** A one-operation document around the given component schemas. */
function documentWith(schemas: Record<string, unknown>, body = "Thing"): string {
  return JSON.stringify({
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: {
      "/things": {
        post: {
          operationId: "createThing",
          tags: ["Things"],
          "x-retry": "idempotent",
          security: [],
          requestBody: { content: { "application/json": { schema: { $ref: `#/components/schemas/${body}` } } } },
          responses: { "200": { description: "ok", content: { "application/json": { schema: { $ref: `#/components/schemas/${body}` } } } } },
        },
      },
    },
    components: { schemas },
  });
}

describe("the zod emitter", () => {
  it("refuses keywords outside its subset", () => {
    const text = documentWith({ Thing: { type: "object", properties: { a: { allOf: [{ type: "string" }] } } } });
    expect(() => generateZodModule(parseDocument(text))).toThrow(/Thing\.a: unsupported keyword\(s\) allOf/);
  });

  it("refuses a one-branch union (a union of one is a mistake, not a form)", () => {
    const text = documentWith({ Thing: { type: "object", properties: { a: { oneOf: [{ type: "string" }] } } } });
    expect(() => generateZodModule(parseDocument(text))).toThrow(/Thing\.a: oneOf needs at least two schemas/);
  });

  it("emits anyOf and oneOf as a union that accepts a value any branch accepts, and a null type", () => {
    const text = documentWith({
      Thing: {
        type: "object",
        properties: {
          either: { anyOf: [{ type: "array", items: { type: "string" } }, { $ref: "#/components/schemas/Other" }] },
          maybe: { type: "array", items: { oneOf: [{ type: "string" }, { type: "null" }] } },
        },
      },
      Other: { type: "object", properties: { list: { type: "array", items: { type: "string" } } } },
    });
    const source = generateZodModule(parseDocument(text));
    expect(source).toContain("either: z.optional(z.union([z.array(z.string()), OtherSchema])),");
    expect(source).toContain("maybe: z.optional(z.array(z.union([z.string(), z.null()]))),");
    // The referenced component is declared before the one that uses it.
    expect(source.indexOf("export const OtherSchema")).toBeLessThan(source.indexOf("export const ThingSchema"));
  });

  it("uses x-pattern-message as the refusal's words, and refuses it without a pattern", () => {
    const withMessage = documentWith({ Thing: { type: "object", properties: { s: { type: "string", pattern: "^[a-z]*$", "x-pattern-message": "lower-case letters only" } } } });
    expect(generateZodModule(parseDocument(withMessage))).toContain('"lower-case letters only"');
    const without = documentWith({ Thing: { type: "object", properties: { s: { type: "string", "x-pattern-message": "lonely" } } } });
    expect(() => generateZodModule(parseDocument(without))).toThrow(/Thing\.s: x-pattern-message must be a string beside a pattern/);
  });

  it("refuses a request decimal without a pattern", () => {
    const text = documentWith({ Thing: { type: "object", properties: { amount: { type: "string", format: "decimal" } } } });
    expect(() => generateZodModule(parseDocument(text))).toThrow(/needs a pattern/);
  });

  it("refuses reference cycles", () => {
    const text = documentWith({
      Thing: { type: "object", properties: { other: { $ref: "#/components/schemas/Other" } } },
      Other: { type: "object", properties: { thing: { $ref: "#/components/schemas/Thing" } } },
    });
    expect(() => generateZodModule(parseDocument(text))).toThrow(/reference cycle: Thing -> Other -> Thing/);
  });

  it("emits dependencies before their users, whatever the document order", () => {
    const text = documentWith({
      Thing: { type: "object", properties: { part: { $ref: "#/components/schemas/Part" } } },
      Part: { type: "object", properties: { name: { type: "string" } } },
    });
    const source = generateZodModule(parseDocument(text));
    expect(source.indexOf("export const PartSchema")).toBeLessThan(source.indexOf("export const ThingSchema"));
    expect(source.indexOf("export const PartInputSchema")).toBeLessThan(source.indexOf("export const ThingInputSchema"));
  });
});

describe("the openapi-typescript transform", () => {
  it("types x-extensible-enum as the known values or any string", async () => {
    const text = documentWith({ Thing: { type: "string", "x-extensible-enum": ["A", "B"] } });
    const files = await generateFromText(text);
    expect(files["src/generated/openapi.ts"]).toContain('Thing: "A" | "B" | (string & {});');
  });
});

describe("the generated types as hovers read them", () => {
  it("declares an object schema as a named type, referred to from components", async () => {
    const text = documentWith({
      Thing: { type: "object", description: "A thing.", properties: { name: { type: "string" } } },
      paths: { type: "object", properties: { x: { type: "string" } } },
    });
    const source = (await generateFromText(text))["src/generated/openapi.ts"]!;
    expect(source).toMatch(/\/\*\* A thing\. \*\/\nexport type Thing = \{/);
    expect(source).toContain("Thing: Thing;");
    // A schema named like one of openapi-typescript's own declarations stays inline.
    expect(source).not.toContain("export type paths =");
  });

  it("writes field docs as prose: no @description, @enum or Format: tags", async () => {
    const text = documentWith({
      Thing: {
        type: "object",
        properties: {
          amount: { type: "string", format: "decimal", pattern: "^[0-9]+$", description: "The amount,\nin full." },
          at: { type: "string", format: "date-time" },
          kind: { type: "string", enum: ["A"], description: "Kind." },
        },
      },
    });
    const source = (await generateFromText(text))["src/generated/openapi.ts"]!;
    expect(source).not.toMatch(/@description|@enum|Format:/);
    expect(source).toMatch(/\/\*\*\n {5}\* The amount,\n {5}\* in full\.\n {5}\*\/\n {4}amount\?: string;/);
    expect(source).toContain("/** An RFC 3339 timestamp. */\n    at?: string;");
    expect(source).toContain('/** Kind. */\n    kind?: "A";');
  });
});
