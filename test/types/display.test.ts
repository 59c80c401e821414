/**
 * What a hover or a compiler error shows: the TypeScript compiler prints each
 * constant of fixtures/request-shapes.ts and fixtures/response-shapes.ts as a
 * user would see it. A request enum must read as its values (`"DELIVER" | "RECEIVE"`),
 * a response's open enum `"DELIVER" | (string & {})`, never as the list of
 * String's methods a mapped type makes of `string & {}`; a
 * result must read by its schema's name (`PagePromise<Payment>`), not as its
 * expanded structure; a field's doc comment must be prose, not raw tags.
 */
import ts from "typescript";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

const fixture = fileURLToPath(new URL("fixtures/request-shapes.ts", import.meta.url));
const responses = fileURLToPath(new URL("fixtures/response-shapes.ts", import.meta.url));
const shown = new Map<string, string>();
/** For each response constant: its fields' doc comments as a hover renders them (text and tags). */
const fieldDocs = new Map<string, { field: string; text: string; tags: string[] }[]>();

beforeAll(() => {
  const program = ts.createProgram([fixture, responses], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  });
  const checker = program.getTypeChecker();
  for (const file of [fixture, responses]) {
    const source = program.getSourceFile(file)!;
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const name = declaration.name.getText(source);
        const type = checker.getTypeAtLocation(declaration.name);
        shown.set(name, checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation));
        if (file === responses) {
          fieldDocs.set(
            name,
            type.getProperties().map((property) => ({
              field: property.name,
              text: ts.displayPartsToString(property.getDocumentationComment(checker)),
              tags: property.getJsDocTags(checker).map((tag) => `@${tag.name} ${ts.displayPartsToString(tag.text)}`),
            })),
          );
        }
      }
    }
  }
}, 60_000);

describe("request types as hovers show them", () => {
  it("shows a request enum as exactly the values a request may send", () => {
    expect(shown.get("legDirection")).toBe('"DELIVER" | "RECEIVE"');
  });

  it.each(["settlementBody", "fiatAccountBody", "sandboxDepositBody"])("never spells out String's methods in %s", (name) => {
    const text = shown.get(name);
    expect(text).toBeDefined();
    expect(text).not.toMatch(/charAt|toLocaleUpperCase|\[x: number\]: string/);
  });
});

describe("results as hovers show them", () => {
  it("names a list's items by their schema", () => {
    expect(shown.get("paymentsList")).toBe("PagePromise<Payment>");
    expect(shown.get("paymentsPage")).toBe("Page<Payment>");
    expect(shown.get("payment")).toBe("Payment");
  });

  it.each([
    ["transaction", "SettlementTransaction"],
    ["createCall", "APIPromise<SettlementTransaction>"],
    ["fiatAccount", "FiatAccount"],
    ["depositAddress", "DepositAddress"],
    ["identityAccount", "IdentityAccount"],
    ["ticker", "Ticker"],
  ])("shows %s as %s", (name, text) => {
    expect(shown.get(name)).toBe(text);
  });

  it("shows a response leg's direction as its known values or any string", () => {
    expect(shown.get("responseLegDirection")).toBe('"DELIVER" | "RECEIVE" | (string & {})');
  });

  it("shows an optional response field as its type, null, or absent", () => {
    const text = shown.get("paymentStatus")!;
    expect(text.split(" | ").sort()).toEqual(
      ['"PAYMENT_STATUS_COMPLETED"', '"PAYMENT_STATUS_FAILED"', '"PAYMENT_STATUS_PENDING"', "(string & {})", "null", "undefined"],
    );
  });

  it.each(["payment", "transaction", "fiatAccount", "depositAddress", "identityAccount", "ticker"])(
    "documents the fields of %s in prose, without @description, @enum or Format: tags",
    (name) => {
      const docs = fieldDocs.get(name)!;
      expect(docs.length).toBeGreaterThan(3);
      // Documented at all: a hover has something to say about most fields.
      expect(docs.filter((doc) => doc.text !== "").length).toBeGreaterThan(0);
      for (const doc of docs) {
        expect(doc.tags.filter((tag) => /^@(description|enum)\b/.test(tag)), doc.field).toEqual([]);
        expect(doc.text, doc.field).not.toMatch(/@description|@enum|Format:/);
        expect(doc.text, doc.field).not.toMatch(/\n {2,}/);
      }
    },
  );

  it("explains a field documented only by its format", () => {
    const amount = fieldDocs.get("payment")!.find((doc) => doc.field === "created_at");
    expect(amount?.text).toBe("An RFC 3339 timestamp.");
  });
});
