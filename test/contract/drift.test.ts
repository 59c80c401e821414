/**
 * The drift report (`npm run contract:drift`, scripts/contract-drift.ts): on small documents written here,
 * one change at a time, it finds each kind of difference under a stable key, walks `$ref`, `allOf`,
 * `anyOf`, `oneOf`, arrays and nested objects, reports a declared difference as kept with its reason and
 * a declaration nothing matches as stale, reads JSON and YAML, and exits 1 only on undeclared drift. The
 * project's contract against itself differs in nothing.
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { runContractDrift } from "../../scripts/contract-drift";
import { compareSurfaces, enclosingFields } from "../../scripts/drift/differences";
import { classify, keyMatches, readKeptDeclarations } from "../../scripts/drift/kept";
import { operationSurfaces } from "../../scripts/drift/surface";
import type { JsonObject } from "../../scripts/drift/document";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");

const json = (schema: JsonObject) => ({ content: { "application/json": { schema } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/**
 * A small contract in the project's style: OpenAPI 3.1, lower-camel operationIds, response enums as
 * `x-extensible-enum`, request enums as `enum`, one `oauth2` scheme.
 */
function contract(): JsonObject {
  return {
    openapi: "3.1.0",
    info: { title: "widgets", version: "1" },
    paths: {
      "/widgets": {
        get: {
          operationId: "listWidgets",
          security: [{ oauth2: ["widgets:read"] }],
          parameters: [
            { name: "limit", in: "query", schema: { type: "integer" } },
            { name: "kind", in: "query", schema: { type: "string", enum: ["ROUND", "SQUARE"] } },
          ],
          responses: { "200": json(ref("WidgetPage")), "400": json(ref("Problem")) },
        },
        post: {
          operationId: "createWidget",
          security: [{ oauth2: ["widgets:write"] }],
          requestBody: json(ref("CreateWidget")),
          responses: { "200": json(ref("Widget")) },
        },
      },
      "/widgets/{id}": {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        get: { operationId: "getWidget", security: [{ oauth2: ["widgets:read"] }], responses: { "200": json(ref("Widget")) } },
      },
      "/public/ticker": {
        get: { operationId: "getTicker", security: [], responses: { "200": json({ type: "object", properties: { price: { type: "string" } } }) } },
      },
    },
    components: {
      schemas: {
        Size: { type: "object", properties: { width: { type: "string" }, height: { type: "string" } } },
        Widget: {
          type: "object",
          properties: {
            id: { type: "string", readOnly: true },
            kind: { type: "string", "x-extensible-enum": ["ROUND", "SQUARE"] },
            size: { allOf: [ref("Size")] },
            parts: { type: "array", items: ref("Part") },
          },
        },
        // A tree: the walk must end.
        Part: { type: "object", properties: { name: { type: "string" }, children: { type: "array", items: ref("Part") } } },
        WidgetPage: { type: "object", properties: { items: { type: "array", items: ref("Widget") }, next_page_cursor: { type: "string" } } },
        CreateWidget: {
          type: "object",
          properties: { kind: { type: "string", enum: ["ROUND", "SQUARE"] }, size: ref("Size"), note: { type: "string" } },
        },
        Problem: { type: "object", properties: { title: { type: "string" }, detail: { type: "string" } } },
      },
      securitySchemes: {
        oauth2: { type: "oauth2", flows: { clientCredentials: { tokenUrl: "https://oauth.widgets.test/token", scopes: { "widgets:read": "read", "widgets:write": "write" } } } },
      },
    },
  };
}

/** The same API as Paxos would publish it: OpenAPI 3.0, upper-camel ids, plain `enum`, an `OAuth2` scheme. */
function paxosDocument(): JsonObject {
  const text = JSON.stringify(contract())
    .replaceAll('"x-extensible-enum"', '"enum"')
    .replaceAll('"oauth2":', '"OAuth2":')
    .replace(/"operationId":"(\w)/g, (_, first: string) => `"operationId":"${first.toUpperCase()}`);
  const document = JSON.parse(text) as JsonObject;
  document.openapi = "3.0.0";
  return document;
}

/** Digs into a synthetic document by path (every step must exist). */
function at(document: JsonObject, ...path: string[]): any {
  return path.reduce<any>((node, step) => {
    if (node[step] === undefined) throw new Error(`no ${step} in ${path.join(".")}`);
    return node[step];
  }, document);
}

/** The keys of every difference between the two documents. */
const keys = (ours: JsonObject, theirs: JsonObject) => compareSurfaces(operationSurfaces(ours), operationSurfaces(theirs)).map((d) => d.key);

describe("comparing the surfaces", () => {
  it("finds nothing between the contract and the same API as Paxos publishes it (enum styles, id case and scheme names aside)", () => {
    expect(keys(contract(), paxosDocument())).toEqual([]);
  });

  it("operation added: in the document only, with its id and deprecation noted", () => {
    const theirs = paxosDocument();
    at(theirs, "paths", "/widgets/{id}").delete = { operationId: "DeleteWidget", deprecated: true, responses: { "200": json(ref("Widget")) } };
    const [found, ...rest] = compareSurfaces(operationSurfaces(contract()), operationSurfaces(theirs));
    expect(rest).toEqual([]);
    expect(found).toMatchObject({ key: "operation-added DELETE /widgets/{id}", note: "DeleteWidget, deprecated in the document" });
  });

  it("operation removed: in the contract only (its parameters and fields are not reported one by one)", () => {
    const theirs = paxosDocument();
    delete at(theirs, "paths").ticker;
    delete at(theirs, "paths")["/public/ticker"];
    expect(keys(contract(), theirs)).toEqual(["operation-removed GET /public/ticker"]);
  });

  it("operation deprecated by the document, and the other way round", () => {
    const theirs = paxosDocument();
    at(theirs, "paths", "/widgets", "get").deprecated = true;
    expect(keys(contract(), theirs)).toEqual(["operation-deprecated GET /widgets"]);
    const ours = contract();
    at(ours, "paths", "/widgets", "post").deprecated = true;
    expect(keys(ours, paxosDocument())).toEqual(["operation-undeprecated POST /widgets"]);
  });

  it("operation id that differs beyond its first letter's case, keyed by the document's id", () => {
    const theirs = paxosDocument();
    at(theirs, "paths", "/widgets", "get").operationId = "ListAllWidgets";
    const [found] = compareSurfaces(operationSurfaces(contract()), operationSurfaces(theirs));
    expect(found).toMatchObject({ key: "operation-id GET /widgets ListAllWidgets", note: "contract listWidgets" });
  });

  it("parameter added, removed and deprecated, path-level parameters included", () => {
    const theirs = paxosDocument();
    const parameters = at(theirs, "paths", "/widgets", "get", "parameters") as JsonObject[];
    parameters.push({ name: "offset", in: "query", deprecated: true, schema: { type: "integer" } });
    parameters.splice(0, 1); // limit
    at(theirs, "paths", "/widgets/{id}").parameters = [{ name: "widget_id", in: "path", required: true, schema: { type: "string" } }];
    // A path parameter is always required: a new one is listed apart from an optional one.
    expect(keys(contract(), theirs)).toEqual([
      "required-parameter-added GET /widgets/{id} path:widget_id",
      "parameter-added GET /widgets query:offset",
      "parameter-removed GET /widgets query:limit",
      "parameter-removed GET /widgets/{id} path:id",
    ]);
    const deprecated = paxosDocument();
    (at(deprecated, "paths", "/widgets", "get", "parameters") as JsonObject[])[0]!.deprecated = true;
    expect(keys(contract(), deprecated)).toEqual(["parameter-deprecated GET /widgets query:limit"]);
  });

  it("request field added and removed, through $ref, at any depth; readOnly fields are not request fields", () => {
    const theirs = paxosDocument();
    at(theirs, "components", "schemas", "Size", "properties").depth = { type: "string" };
    delete at(theirs, "components", "schemas", "CreateWidget", "properties").note;
    // Size is also in every answer (through allOf and the page's array): the response side sees it too.
    expect(keys(contract(), theirs)).toEqual([
      "request-field-added POST /widgets size.depth",
      "request-field-removed POST /widgets note",
      "response-field-added GET /widgets items[].size.depth",
      "response-field-added POST /widgets size.depth",
      "response-field-added GET /widgets/{id} size.depth",
    ]);
    // `id` is readOnly in Widget: a request body made of Widget does not list it.
    const ours = contract();
    at(ours, "paths", "/widgets", "post").requestBody = json(ref("Widget"));
    expect(keys(ours, paxosDocument())).toContain("request-field-removed POST /widgets parts");
    expect(keys(ours, paxosDocument())).not.toContain("request-field-removed POST /widgets id");
  });

  it("response field added and removed; a missing object is one difference noting the fields inside it", () => {
    const theirs = paxosDocument();
    at(theirs, "components", "schemas", "WidgetPage", "properties").maker = {
      type: "object",
      properties: { name: { type: "string" }, address: { type: "object", properties: { city: { type: "string" } } } },
    };
    delete at(theirs, "components", "schemas", "WidgetPage", "properties").next_page_cursor;
    const found = compareSurfaces(operationSurfaces(contract()), operationSurfaces(theirs));
    expect(found.map((d) => d.key)).toEqual(["response-field-added GET /widgets maker", "response-field-removed GET /widgets next_page_cursor"]);
    expect(found[0]!.note).toBe("and 3 fields inside it");
  });

  it("every form of an anyOf / oneOf answer counts: a form only the contract accepts shows as removed fields", () => {
    const ours = contract();
    at(ours, "paths", "/widgets/{id}", "get").responses = {
      "200": json({ anyOf: [ref("Widget"), { type: "object", properties: { widget: ref("Widget") } }] }),
    };
    const theirs = paxosDocument();
    at(theirs, "paths", "/widgets/{id}", "get").responses = { "200": json({ oneOf: [ref("Widget")] }) };
    expect(keys(ours, theirs)).toEqual(["response-field-removed GET /widgets/{id} widget"]);
  });

  it("a field the document's schema lacks but its own examples show is noted as such (examples by value, by $ref, and on schemas)", () => {
    const ours = contract();
    for (const field of ["legacy_id", "colour", "batch", "serial"]) at(ours, "components", "schemas", "Widget", "properties")[field] = { type: "string" };
    const theirs = paxosDocument();
    at(theirs, "paths", "/widgets/{id}", "get", "responses", "200", "content", "application/json").examples = {
      plain: { value: { id: "w1", legacy_id: "old-1" } },
      shared: { $ref: "#/components/examples/WidgetExample" },
    };
    at(theirs, "components").examples = { WidgetExample: { value: { id: "w2", parts: [{ name: "p" }], colour: "blue" } } };
    at(theirs, "components", "schemas", "Widget").example = { id: "w3", batch: "b-1" };
    const found = compareSurfaces(operationSurfaces(ours), operationSurfaces(theirs)).filter((d) => d.operation === "GET /widgets/{id}");
    expect(found.map((d) => [d.key, d.note])).toEqual([
      ["response-field-removed GET /widgets/{id} batch", "the document's examples show it"],
      ["response-field-removed GET /widgets/{id} colour", "the document's examples show it"],
      ["response-field-removed GET /widgets/{id} legacy_id", "the document's examples show it"],
      ["response-field-removed GET /widgets/{id} serial", undefined],
    ]);
    // The schema's example sits where the schema does: inside a page, at items[].
    const listed = compareSurfaces(operationSurfaces(ours), operationSurfaces(theirs)).filter((d) => d.operation === "GET /widgets");
    expect(listed.find((d) => d.subject === "items[].batch")?.note).toBe("the document's examples show it");
    expect(listed.find((d) => d.subject === "items[].colour")?.note).toBeUndefined();
  });

  it("enum value added and removed: in parameters, request and response fields alike, keyed by place and value", () => {
    const theirs = paxosDocument();
    (at(theirs, "components", "schemas", "Widget", "properties", "kind", "enum") as string[]).push("OVAL");
    (at(theirs, "components", "schemas", "CreateWidget", "properties", "kind", "enum") as string[]).splice(1, 1);
    (at(theirs, "paths", "/widgets", "get", "parameters", "1", "schema", "enum") as string[]).push("OVAL");
    expect(keys(contract(), theirs)).toEqual([
      "enum-value-added GET /widgets query:kind OVAL",
      "enum-value-added GET /widgets response:items[].kind OVAL",
      "enum-value-added POST /widgets response:kind OVAL",
      "enum-value-added GET /widgets/{id} response:kind OVAL",
      "enum-value-removed POST /widgets request:kind SQUARE",
    ]);
  });

  it("a field one side closes to listed values and the other leaves open; nothing about enums of a missing field", () => {
    const theirs = paxosDocument();
    at(theirs, "components", "schemas", "CreateWidget", "properties").note = { type: "string", enum: ["A", "B"] };
    at(theirs, "components", "schemas", "CreateWidget", "properties").colour = { type: "string", enum: ["RED"] };
    const found = compareSurfaces(operationSurfaces(contract()), operationSurfaces(theirs));
    expect(found.map((d) => d.key)).toEqual(["request-field-added POST /widgets colour", "enum-added POST /widgets request:note"]);
    expect(found[1]!.note).toBe("A, B");
    expect(keys(theirs, contract())).toEqual(["request-field-removed POST /widgets colour", "enum-removed POST /widgets request:note"]);
  });

  it("scope added and removed, per operation; an operation without credentials has none", () => {
    const theirs = paxosDocument();
    at(theirs, "paths", "/widgets", "get").security = [{ OAuth2: ["widgets:read_all"] }];
    at(theirs, "paths", "/public/ticker", "get").security = [{ OAuth2: ["market:read"] }];
    expect(keys(contract(), theirs)).toEqual([
      "scope-added GET /public/ticker market:read",
      "scope-added GET /widgets widgets:read_all",
      "scope-removed GET /widgets widgets:read",
      // The public operation now names a scheme at all.
      "security-scheme-added GET /public/ticker oauth2 clientCredentials https://oauth.widgets.test/token",
    ]);
  });

  it("the order is stable: kinds in a fixed order, then paths, then methods, whatever order the documents list them in", () => {
    const theirs = paxosDocument();
    const paths = at(theirs, "paths") as JsonObject;
    const reversed = Object.fromEntries(Object.entries(paths).reverse());
    at(reversed, "/widgets").delete = { operationId: "DeleteWidgets", responses: {} };
    at(reversed, "/widgets", "get").deprecated = true;
    at(reversed, "/public/ticker", "get").deprecated = true;
    theirs.paths = reversed;
    expect(keys(contract(), theirs)).toEqual([
      "operation-added DELETE /widgets",
      "operation-deprecated GET /public/ticker",
      "operation-deprecated GET /widgets",
    ]);
  });

  it("names field paths by their nesting", () => {
    expect(enclosingFields("a.b[].c")).toEqual(["a.b", "a"]);
    expect(enclosingFields("[].legs[][].amount")).toEqual(["[].legs"]);
    expect(enclosingFields("id")).toEqual([]);
  });
});

describe("declared differences (x-kept-differences)", () => {
  it("a key matches exactly, or with * for any run of characters", () => {
    expect(keyMatches("operation-removed GET /public/ticker", "operation-removed GET /public/ticker")).toBe(true);
    expect(keyMatches("operation-removed GET /public/ticker", "operation-removed GET /public/tickers")).toBe(false);
    expect(keyMatches("enum-value-added * response:*.kind *", "enum-value-added GET /widgets response:items[].kind OVAL")).toBe(true);
    expect(keyMatches("enum-value-added * response:*.kind *", "enum-value-added GET /widgets query:kind OVAL")).toBe(false);
  });

  it("refuses a malformed declaration, naming the entry and the rule", () => {
    const read = (list: unknown) => () => readKeptDeclarations({ openapi: "3.1.0", paths: {}, "x-kept-differences": list } as JsonObject);
    expect(read({})).toThrow("x-kept-differences must be a list of { key, reason }");
    expect(read([{ key: "operation-removed GET /x" }])).toThrow("x-kept-differences[0] (operation-removed GET /x): `reason` must be a non-empty string");
    expect(read([{ key: "", reason: "r" }])).toThrow("x-kept-differences[0].key must be a non-empty string");
    expect(read([{ key: "operation-gone GET /x", reason: "r" }])).toThrow('x-kept-differences[0].key must start with a kind of difference');
    expect(read([{ key: "scope-added GET /x s", reason: "r" }, { key: "scope-added GET /x s", reason: "again" }])).toThrow(
      'x-kept-differences[1].key "scope-added GET /x s" is declared twice',
    );
    expect(readKeptDeclarations({ openapi: "3.1.0", paths: {} })).toEqual([]);
  });

  it("sorts differences into undeclared and kept (the first matching declaration), and finds stale declarations", () => {
    const theirs = paxosDocument();
    delete at(theirs, "paths")["/public/ticker"];
    (at(theirs, "components", "schemas", "Widget", "properties", "kind", "enum") as string[]).push("OVAL");
    const differences = compareSurfaces(operationSurfaces(contract()), operationSurfaces(theirs));
    const declarations = [
      { key: "operation-removed GET /public/ticker", reason: "our specification has it" },
      { key: "enum-value-added GET /widgets* response:*kind OVAL", reason: "not sold yet" },
      { key: "scope-added GET /widgets widgets:admin", reason: "no longer happens" },
    ];
    const result = classify(differences, declarations);
    expect(result.undeclared.map((d) => d.key)).toEqual(["enum-value-added POST /widgets response:kind OVAL"]);
    expect(result.kept.map(({ difference, declaration }) => [difference.key, declaration.reason])).toEqual([
      ["operation-removed GET /public/ticker", "our specification has it"],
      ["enum-value-added GET /widgets response:items[].kind OVAL", "not sold yet"],
      ["enum-value-added GET /widgets/{id} response:kind OVAL", "not sold yet"],
    ]);
    expect(result.stale).toEqual([declarations[2]]);
  });
});

describe("npm run contract:drift", () => {
  let dir: string;
  const file = (name: string) => join(dir, name);
  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const { exitCode } = await runContractDrift(args, (line) => lines.push(line), dir);
    return { exitCode, text: lines.join("\n") };
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "paxos-drift-"));
    const drifting = paxosDocument();
    delete at(drifting, "paths")["/public/ticker"];
    at(drifting, "paths", "/widgets", "get").deprecated = true;
    (at(drifting, "components", "schemas", "Widget", "properties", "kind", "enum") as string[]).push("OVAL");
    const declared = contract();
    declared["x-kept-differences"] = [
      { key: "operation-removed GET /public/ticker", reason: "our specification has it and the mock serves it" },
      { key: "operation-deprecated GET /widgets", reason: "deprecation is planned for the next minor" },
      { key: "enum-value-added * response:*kind OVAL", covers: 3, reason: "ovals are not sold yet" },
    ];
    // Written when only two answers carried `kind`: the third one it now absorbs fails the run.
    const reach = structuredClone(declared);
    (reach["x-kept-differences"] as JsonObject[])[2]!.covers = 2;
    const stale = structuredClone(declared);
    (stale["x-kept-differences"] as JsonObject[]).push({ key: "scope-removed GET /widgets widgets:read", reason: "was renamed once" });
    await Promise.all([
      writeFile(file("contract.yaml"), stringify(contract())),
      writeFile(file("declared.yaml"), stringify(declared)),
      writeFile(file("stale.yaml"), stringify(stale)),
      writeFile(file("reach.yaml"), stringify(reach)),
      writeFile(file("paxos.json"), JSON.stringify(drifting, null, 2)),
      writeFile(file("paxos.yaml"), stringify(drifting)),
      writeFile(file("same.json"), JSON.stringify(paxosDocument())),
      writeFile(file("broken.json"), "{ not json"),
      writeFile(file("swagger.json"), JSON.stringify({ swagger: "2.0", paths: {} })),
    ]);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("prints undeclared drift grouped by kind and operation, and exits 1", async () => {
    const { exitCode, text } = await run("--contract", "contract.yaml", "paxos.json");
    expect(exitCode).toBe(1);
    expect(text).toContain(`Contract drift: ${file("contract.yaml")} against ${file("paxos.json")}`);
    expect(text).toContain(
      [
        "Undeclared drift: 5 differences (1 breaking, 4 additive)",
        "  Operations removed (the contract has them, the document does not) (1: 1 breaking, 0 additive)",
        "    [breaking] GET /public/ticker  (getTicker)",
        "  Operations the document deprecates and the contract does not (1: 0 breaking, 1 additive)",
        "    [additive] GET /widgets",
        "  Enum values added (3: 0 breaking, 3 additive)",
        "    GET /widgets",
        "      [additive] response:items[].kind: OVAL",
        "    POST /widgets",
        "      [additive] response:kind: OVAL",
      ].join("\n"),
    );
    expect(text).toContain("Summary: 5 undeclared (1 breaking, 4 additive), 0 kept (0 breaking, 0 additive), 0 stale, 0 wildcards with changed reach.");
  });

  it("reads a YAML document as it reads the same document in JSON", async () => {
    const fromJson = await run("--contract", "contract.yaml", "paxos.json");
    const fromYaml = await run("--contract", "contract.yaml", "paxos.yaml");
    expect(fromYaml.exitCode).toBe(1);
    expect(fromYaml.text.split("\n").slice(1)).toEqual(fromJson.text.split("\n").slice(1));
  });

  it("reports declared differences as kept with their reason, and exits 0", async () => {
    const { exitCode, text } = await run("--contract", "declared.yaml", "paxos.json");
    expect(exitCode).toBe(0);
    expect(text).toContain("No undeclared drift.");
    expect(text).toContain(
      [
        "Kept on purpose: 5 differences, 3 declarations in x-kept-differences",
        "  operation-removed GET /public/ticker",
        "    kept (our specification has it and the mock serves it)",
        "  operation-deprecated GET /widgets",
        "    kept (deprecation is planned for the next minor)",
        "  enum-value-added * response:*kind OVAL  (3 differences)",
        "    kept (ovals are not sold yet)",
      ].join("\n"),
    );
  });

  it("reports a declaration that matches nothing as stale; it fails the run only with --fail-on-stale", async () => {
    const { exitCode, text } = await run("--contract", "stale.yaml", "paxos.json");
    expect(exitCode).toBe(0);
    expect(text).toContain("Stale declarations: 1 in x-kept-differences match no difference any more; remove them");
    expect(text).toContain("  scope-removed GET /widgets widgets:read\n    (was kept: was renamed once)");
    expect((await run("--contract", "stale.yaml", "--fail-on-stale", "paxos.json")).exitCode).toBe(1);
  });

  it("fails the run when a wildcard declaration covers more differences than it was written for, listing them", async () => {
    const { exitCode, text } = await run("--contract", "reach.yaml", "paxos.json");
    expect(exitCode).toBe(1);
    expect(text).toContain("No undeclared drift.");
    expect(text).toContain(
      [
        "  enum-value-added * response:*kind OVAL  (covers 3, written for 2: absorbs 1 more than written for)",
        "    [additive] enum-value-added GET /widgets response:items[].kind OVAL",
        "    [additive] enum-value-added POST /widgets response:kind OVAL",
        "    [additive] enum-value-added GET /widgets/{id} response:kind OVAL",
      ].join("\n"),
    );
    expect(text).toContain("0 stale, 1 wildcard with changed reach.");
  });

  it("--keys prints the undeclared differences' keys alone, ready to declare", async () => {
    const { text } = await run("--contract", "stale.yaml", "--keys", "paxos.json");
    expect(text).toBe("");
    expect((await run("--contract", "contract.yaml", "--keys", "paxos.json")).text.split("\n")).toEqual([
      "operation-removed GET /public/ticker",
      "operation-deprecated GET /widgets",
      "enum-value-added GET /widgets response:items[].kind OVAL",
      "enum-value-added POST /widgets response:kind OVAL",
      "enum-value-added GET /widgets/{id} response:kind OVAL",
    ]);
  });

  it("exits 0 with nothing to report when the document describes the same API", async () => {
    const { exitCode, text } = await run("--contract", "contract.yaml", "same.json");
    expect(exitCode).toBe(0);
    expect(text).toContain("No undeclared drift.");
    expect(text).toContain("Summary: 0 undeclared (0 breaking, 0 additive), 0 kept (0 breaking, 0 additive), 0 stale, 0 wildcards with changed reach.");
  });

  it("exits 2 with a clear message on bad arguments or a document it cannot read", async () => {
    expect(await run()).toMatchObject({ exitCode: 2, text: expect.stringContaining("name the Paxos document to compare with") });
    expect(await run("--verbose", "paxos.json")).toMatchObject({ exitCode: 2, text: expect.stringContaining("unknown option --verbose") });
    expect(await run("--contract", "contract.yaml", "missing.json")).toMatchObject({ exitCode: 2, text: expect.stringContaining("missing.json: cannot be read (ENOENT)") });
    expect(await run("--contract", "contract.yaml", "broken.json")).toMatchObject({ exitCode: 2, text: expect.stringContaining("broken.json: not valid JSON or YAML") });
    expect(await run("--contract", "contract.yaml", "swagger.json")).toMatchObject({ exitCode: 2, text: expect.stringContaining('not an OpenAPI 3 document') });
  });

  it("the project's contract against itself: no drift, and its declarations (if any) all stale", async () => {
    const contractFile = resolve(ROOT, "openapi/paxos.yaml");
    const lines: string[] = [];
    const { exitCode, result } = await runContractDrift([contractFile], (line) => lines.push(line));
    expect(exitCode).toBe(0);
    expect(result!.undeclared).toEqual([]);
    expect(result!.kept).toEqual([]);
    const declared = readKeptDeclarations(parse(await readFile(contractFile, "utf8")) as JsonObject);
    expect(result!.stale).toEqual(declared);
  });

  it("runs as a script (what the npm script runs) and ends with its exit code", async () => {
    const pkg = JSON.parse(await readFile(resolve(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts["contract:drift"]).toBe("tsx scripts/contract-drift.ts");
    const child = spawnSync(process.execPath, ["--import", "tsx", "scripts/contract-drift.ts", "--contract", file("contract.yaml"), file("paxos.json")], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(child.stdout).toContain("Undeclared drift: 5 differences");
    expect(child.status).toBe(1);
  });
});
