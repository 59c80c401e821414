/**
 * The generator refuses what it cannot express instead of emitting schemas
 * that silently drop a constraint, and maps the vendor extensions as intended.
 */
import { describe, expect, it } from "vitest";
import { generateFromText, generateZodFacade, generateZodModule, parseDocument } from "../../scripts/generate";
import { contractSides } from "../../scripts/codegen/sides";

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
    // The response form: an optional field may also be null.
    expect(source).toContain("either: z.optional(z.nullable(z.union([z.array(z.string()), OtherSchema]))),");
    expect(source).toContain("maybe: z.optional(z.nullable(z.array(z.union([z.string(), z.null()])))),");
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
    // Both are sent and answered, and read differently (optional fields): the input forms are named after the request forms.
    expect(source.indexOf("export const PartRequestInputSchema")).toBeLessThan(source.indexOf("export const ThingRequestInputSchema"));
  });
});

/** A document whose request body and answer are separate components, sharing `Shared`. */
function twoSidedDocument(shared: unknown, extra: Record<string, unknown> = {}): string {
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
          parameters: [{ name: "kind", in: "query", schema: { $ref: "#/components/schemas/Kind" } }],
          requestBody: { required: true, content: { "application/json": { schema: { $ref: "#/components/schemas/CreateThing" } } } },
          responses: { "200": { description: "ok", content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } } } },
        },
      },
    },
    components: {
      schemas: {
        CreateThing: { type: "object", required: ["name"], properties: { name: { type: "string" }, note: { type: "string" }, shared: { $ref: "#/components/schemas/Shared" } } },
        Thing: { type: "object", required: ["id"], properties: { id: { type: "string" }, note: { type: "string" }, shared: { $ref: "#/components/schemas/Shared" }, kind: { $ref: "#/components/schemas/Kind" } } },
        Kind: { type: "string", "x-extensible-enum": ["A", "B"] },
        Shared: shared,
        ...extra,
      },
    },
  });
}

describe("the zod facade (src/generated/zod.ts, tsup's entry for zod's own chunk)", () => {
  it("re-exports exactly the zod functions the schemas call, sorted, each once", async () => {
    const text = documentWith({ Thing: { type: "object", required: ["a"], properties: { a: { type: "string", enum: ["X", "Y"] }, b: { type: "integer" } } } });
    const files = await generateFromText(text);
    const facade = files["src/generated/zod.ts"]!;
    const exported = /^export \{ ([\w, ]+) \} from "zod\/mini";$/m.exec(facade)![1]!.split(", ");
    // A call with type arguments (`z.custom<"X" | "Y">(...)`, a closed enum) counts too.
    const called = [...new Set([...files["src/generated/schemas.ts"]!.matchAll(/\bz\.(\w+)(?:<[^>()]*>)?\(/g)].map((m) => m[1]!))].sort();
    expect(exported).toEqual(called);
    expect(exported).toEqual(expect.arrayContaining(["custom", "int", "optional", "strictObject", "string"]));
  });

  it("counts calls on zod's namespace only, and refuses a schemas module that calls none", () => {
    expect(generateZodFacade("z.string(); z.optional(z.string()); other.z.pick(); z.infer; zz.array();")).toMatch(/export \{ optional, string \} from "zod\/mini";/);
    expect(generateZodFacade('z.custom<"A" | "B">((value) => value === "A" || value === "B");')).toMatch(/export \{ custom \} from "zod\/mini";/);
    expect(() => generateZodFacade("const a = 1;")).toThrow(/calls no zod function/);
  });
});

describe("the two sides of the wire", () => {
  const sharedObject = { type: "object", required: ["side"], properties: { side: { $ref: "#/components/schemas/Kind" }, label: { type: "string" } } };

  it("reads a component on the request side only when no answer reaches it", () => {
    const sides = contractSides(parseDocument(twoSidedDocument(sharedObject)));
    expect([...sides.requestOnly]).toEqual(["CreateThing"]);
    expect([...sides.response].sort()).toEqual(["Kind", "Shared", "Thing"]);
    // Sent and answered, and read differently: a request form each.
    expect([...sides.requestForms]).toEqual([
      ["Kind", "KindRequest"],
      ["Shared", "SharedRequest"],
    ]);
  });

  it("needs no request form for a component that reads the same on both sides", () => {
    const sides = contractSides(parseDocument(twoSidedDocument({ type: "object", additionalProperties: { type: "string" } })));
    expect(sides.requestForms.has("Shared")).toBe(false);
  });

  it("refuses a request form whose name the contract already uses", () => {
    const text = twoSidedDocument(sharedObject, { KindRequest: { type: "string" } });
    expect(() => contractSides(parseDocument(text))).toThrow(/its request form would be KindRequest, which the contract already declares/);
  });

  it("types the response side open and nullable, the request side closed and without null", async () => {
    const source = (await generateFromText(twoSidedDocument(sharedObject)))["src/generated/openapi.ts"]!;
    expect(source).toContain('Kind: "A" | "B" | (string & {});');
    expect(source).toContain('KindRequest: "A" | "B";');
    expect(source).toMatch(/export type Thing = \{\n {4}id: string;\n {4}note\?: string \| null;\n {4}shared\?: components\["schemas"\]\["Shared"\] \| null;\n {4}kind\?: components\["schemas"\]\["Kind"\] \| null;\n\};/);
    expect(source).toMatch(/export type Shared = \{\n {4}side: components\["schemas"\]\["Kind"\];\n {4}label\?: string \| null;\n\};/);
    // The request side: no null, and the shared component's request form.
    expect(source).toMatch(/export type CreateThing = \{\n {4}name: string;\n {4}note\?: string;\n {4}shared\?: components\["schemas"\]\["SharedRequest"\];\n\};/);
    expect(source).toMatch(/export type SharedRequest = \{\n {4}side: components\["schemas"\]\["KindRequest"\];\n {4}label\?: string;\n\};/);
    expect(source).toContain('kind?: components["schemas"]["KindRequest"];');
  });

  it("checks the request side's structure (an enum only as a string), and lets the response side carry null and new values", async () => {
    const document = parseDocument(twoSidedDocument(sharedObject));
    const zod = generateZodModule(document);
    // No response form of a request body; input forms named after the request forms.
    expect(zod).not.toContain("export const CreateThingSchema");
    expect(zod).toContain("export const CreateThingInputSchema");
    expect(zod).toContain('side: KindRequestInputSchema,');
    // A request enum value the contract does not list is sent and logged (core/request/unknown-enums), not refused.
    expect(zod).toContain("export const KindRequestInputSchema = /* @__PURE__ */ lazySchema(() => z.string());");
    expect(zod).toContain("export const KindSchema = /* @__PURE__ */ lazySchema(() => z.string());");
    expect(zod).toContain("label: z.optional(z.nullable(z.string())),");
    expect(zod).toContain("id: z.string(),");
    expect((await generateFromText(twoSidedDocument(sharedObject)))["src/generated/descriptors.ts"]).toContain("kind: { type: p.string },");
  });
});

describe("the openapi-typescript transform", () => {
  it("types x-extensible-enum as the known values or any string", async () => {
    const text = documentWith({ Thing: { type: "string", "x-extensible-enum": ["A", "B"] } });
    const files = await generateFromText(text);
    expect(files["src/generated/openapi.ts"]).toContain('Thing: "A" | "B" | (string & {});');
    // Sent as well: its request form takes the known values only.
    expect(files["src/generated/openapi.ts"]).toContain('ThingRequest: "A" | "B";');
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
