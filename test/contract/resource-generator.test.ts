/**
 * The resource classes are generated: an operation added to the contract is a method, and a tag
 * with a new `x-sdk-resource` a new property of `Paxos`, with no hand edit. Proved on a synthetic
 * contract (the real one plus a `widgets` resource): its generated sources are dropped into a copy of
 * src/, bundled, and called over a recording `fetch`.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { collectOperations, describeOperations, generateFromText, generateResourceFiles, parseDocument, type GeneratedFiles } from "../../scripts/generate";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const CONTRACT = readFileSync(resolve(ROOT, "openapi/paxos.yaml"), "utf8");

type Json = Record<string, any>;

const widgetSchema = {
  type: "object",
  required: ["id", "name"],
  properties: { id: { type: "string" }, name: { type: "string" }, color: { type: "string", "x-extensible-enum": ["RED", "BLUE"] } },
};

/** The real contract with `mutate` applied to its parsed form, as JSON text (which parseDocument reads too). */
function contractWith(mutate: (document: Json) => void): string {
  const document = parse(CONTRACT) as Json;
  mutate(document);
  return JSON.stringify(document);
}

/** A list, a create and a get of widgets, on a new tag naming the new resource `widgets`. */
function addWidgets(document: Json): void {
  document.tags.push({ name: "Widget Things", "x-sdk-resource": "widgets", description: "Widgets, for the test." });
  document.components.schemas.Widget = widgetSchema;
  document.components.schemas.WidgetPage = {
    type: "object",
    properties: { items: { type: "array", items: { $ref: "#/components/schemas/Widget" } }, next_page_cursor: { type: "string" } },
  };
  document.components.schemas.CreateWidgetRequest = {
    type: "object",
    required: ["name"],
    properties: { name: { type: "string" }, ref_id: { type: "string" } },
  };
  const answer = (schema: string) => ({ "200": { description: "ok", content: { "application/json": { schema: { $ref: `#/components/schemas/${schema}` } } } } });
  document.paths["/widgets"] = {
    get: {
      operationId: "listWidgets",
      summary: "List widgets",
      tags: ["Widget Things"],
      security: [{ oauth2: ["widgets:read_widget"] }],
      parameters: [
        { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100 } },
        { name: "page_cursor", in: "query", schema: { type: "string" } },
      ],
      responses: answer("WidgetPage"),
    },
    post: {
      operationId: "createWidget",
      summary: "Create a widget",
      tags: ["Widget Things"],
      "x-retry": "idempotency-field",
      "x-idempotency-field": "ref_id",
      security: [{ oauth2: ["widgets:write_widget"] }],
      requestBody: { required: true, content: { "application/json": { schema: { $ref: "#/components/schemas/CreateWidgetRequest" } } } },
      responses: answer("Widget"),
    },
  };
  document.paths["/widgets/{widget_id}"] = {
    get: {
      operationId: "getWidget",
      summary: "Get a widget",
      tags: ["Widget Things"],
      security: [{ oauth2: ["widgets:read_widget"] }],
      parameters: [{ name: "widget_id", in: "path", required: true, schema: { type: "string" } }],
      responses: answer("Widget"),
    },
  };
}

describe("the resource generator", () => {
  let files: GeneratedFiles;
  let scratch: string;

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), "paxos-sdk-resources-"));
    files = await generateFromText(contractWith(addWidgets));
  });

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("writes a class for a new resource: names by the rule, path parameters camelCase, then body, params, options", () => {
    const widgets = files["src/resources/widgets.ts"];
    expect(widgets, "no src/resources/widgets.ts").toBeDefined();
    expect(widgets).toContain("export class WidgetsResource extends APIResource {");
    expect(widgets).toContain("list(params: ListWidgetsParams = {}, options?: ListOptions): PagePromise<Widget> {");
    expect(widgets).toContain("return paginate(this.context, ops.listWidgets, params, options);");
    expect(widgets).toContain("create(body: CreateWidgetParams, options?: RequestOptions): APIPromise<Widget> {");
    expect(widgets).toContain("get(widgetId: string, options?: RequestOptions): APIPromise<Widget> {");
    expect(widgets).toContain("return call(this.context, ops.getWidget, { path: { widget_id: widgetId } }, options);");
    const prose = widgets!.replace(/\s*\n\s*\*\s*/g, " ");
    expect(prose).toContain("`GET /widgets/{widget_id}` (scope `widgets:read_widget`): get a widget.");
    expect(prose).toContain("Its `ref_id` is the idempotency key");
    expect(widgets).toContain("export type { Widget };");
    const index = files["src/resources/index.ts"]!;
    expect(index).toContain("readonly widgets: WidgetsResource;");
    expect(index).toContain("this.widgets = new WidgetsResource(this);");
    expect(index).toContain('export type { CreateWidgetParams, ListWidgetsParams, Widget } from "./widgets";');
  });

  it("the new resource is a working property of Paxos, sending its operations", async () => {
    const src = join(scratch, "src");
    cpSync(resolve(ROOT, "src"), src, { recursive: true });
    for (const [path, text] of Object.entries(files)) if (path.startsWith("src/")) writeFileSync(join(scratch, path), text);
    const entry = join(scratch, "entry.ts");
    writeFileSync(entry, `export { Paxos } from "./src/index";\n`);
    const out = join(scratch, "bundle.mjs");
    await build({ entryPoints: [entry], bundle: true, format: "esm", platform: "node", outfile: out, logLevel: "silent", nodePaths: [resolve(ROOT, "node_modules")] });
    const { Paxos } = (await import(pathToFileURL(out).href)) as { Paxos: new (options: object) => any };

    const sent: { method: string; url: string; body: string | undefined }[] = [];
    const fetch = async (input: Request | string, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push({ method: request.method, url: request.url, body: request.method === "GET" ? undefined : await request.text() });
      const body = request.method === "GET" && new URL(request.url).pathname.endsWith("/widgets")
        ? { items: [{ id: "w-1", name: "one" }], next_page_cursor: "" }
        : { id: "w-1", name: "one", color: "GREEN" };
      return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    };
    const paxos = new Paxos({ accessToken: "test-token", environment: "sandbox", fetch, rateLimiter: false });
    expect(await paxos.widgets.get("w 1")).toEqual({ id: "w-1", name: "one", color: "GREEN" });
    expect(await paxos.widgets.create({ name: "one" })).toMatchObject({ id: "w-1" });
    expect(await paxos.widgets.list({ limit: 5 }).toArray({ limit: 10 })).toEqual([{ id: "w-1", name: "one" }]);
    expect(sent.map(({ method, url }) => `${method} ${new URL(url).pathname}${new URL(url).search}`)).toEqual([
      "GET /v2/widgets/w%201",
      "POST /v2/widgets",
      "GET /v2/widgets?limit=5",
    ]);
    expect(JSON.parse(sent[1]!.body!)).toMatchObject({ name: "one", ref_id: expect.any(String) });
    // Its checks run before sending, as for every other operation.
    await expect(paxos.widgets.list({ limit: 0 }).toArray({ limit: 10 })).rejects.toThrow(/limit/);
  });

  it("declares the special answers and public base classes from the contract", async () => {
    const market = files["src/resources/market.ts"]!;
    expect(market).toContain("export class PublicMarketResource extends MarketFeeds {");
    expect(market).toContain("export class MarketResource extends PublicMarketResource {");
    expect(market).toContain("listTickers(options?: RequestOptions): APIPromise<Ticker[]> {");
    expect(market).toContain("callWith(this.context, ops.listTickers, {}, options, tickerArray)");
    // A public class holds only the operations without credentials.
    const publicPart = market.slice(market.indexOf("class PublicMarketResource"), market.indexOf("class MarketResource"));
    expect(publicPart).not.toContain("listHistoricalPrices");
  });

  it("marks a deprecated parameter @deprecated with its replacement in the types, the method's doc, the descriptor and api.md", async () => {
    const deprecatedLimit = await generateFromText(
      contractWith((document) => {
        addWidgets(document);
        Object.assign(document.paths["/widgets"].get.parameters[0], { deprecated: true, "x-deprecated-replacement": "Pages are sized by the service." });
      }),
    );
    const types = deprecatedLimit["src/generated/openapi.ts"]!;
    const listWidgets = types.slice(types.indexOf("listWidgets: {"));
    expect(listWidgets.slice(0, listWidgets.indexOf("limit?:"))).toMatch(/@deprecated Pages are sized by the service\.\s*\*\/\s*$/);
    expect(deprecatedLimit["src/resources/widgets.ts"]!.replace(/\s*\n\s*\*\s*/g, " ")).toContain("Paxos has deprecated the parameter `limit`.");
    expect(deprecatedLimit["src/generated/descriptors.ts"]).toContain('deprecatedParameters: {"limit":"Pages are sized by the service."},');
    expect(deprecatedLimit["api.md"]).toContain("| `paxos.widgets.list(params)` Parameter `limit` **deprecated**: Pages are sized by the service. |");
    // The method itself is not deprecated.
    expect(deprecatedLimit["src/resources/widgets.ts"]).not.toContain("@deprecated");
  });

  it.each([
    ["deprecated: true without x-deprecated-replacement", (d: Json) => (d.paths["/transfer/transfers"].get.deprecated = true), /needs x-deprecated-replacement/],
    ["x-deprecated-replacement without deprecated: true", (d: Json) => (d.paths["/transfer/transfers"].get["x-deprecated-replacement"] = "Use x."), /needs deprecated: true/],
    ["x-retired-on on an operation that is not deprecated", (d: Json) => (d.paths["/transfer/transfers"].get["x-retired-on"] = "2023-11-15"), /x-retired-on needs deprecated: true/],
    ["an x-sdk-answer.via that is not a function name", (d: Json) => (d.paths["/settlement/transactions/{transaction_id}"].get["x-sdk-answer"] = { via: "not a name", returns: "SettlementTransaction" }), /x-sdk-answer.via/],
    ["an x-sdk-answer.returns that names no schema", (d: Json) => (d.paths["/settlement/transactions/{transaction_id}"].get["x-sdk-answer"] = { via: "oneSettlementTransaction", returns: "Nothing" }), /not a schema of the contract/],
    ["an x-sdk-params-type that is not a Params name", (d: Json) => (d.paths["/transfer/transfers"].get["x-sdk-params-type"] = "Filters"), /x-sdk-params-type/],
    ["tags of one resource that disagree on x-sdk-extends", (d: Json) => (d.tags.find((t: Json) => t.name === "Pricing")["x-sdk-extends"] = "OtherFeeds"), /disagree on x-sdk-extends/],
  ])("refuses %s", (_name, mutate, message) => {
    // The resource step alone (without the types, which take seconds): it is the one that reads these.
    const document = parseDocument(contractWith(mutate));
    expect(() => generateResourceFiles(document, describeOperations(document, collectOperations(document)), "")).toThrow(message);
  });
});
