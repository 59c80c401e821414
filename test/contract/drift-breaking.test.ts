/**
 * What the drift report sees beyond names: types, formats, required (body fields and parameters),
 * nullability and security schemes, each difference marked breaking or additive for a client of this
 * SDK; a new required field listed apart from an optional one; a wildcard declaration that covers
 * another number of differences than it was written for fails the run. One small synthetic document per
 * kind, each changed in one place from a contract that matches it.
 */
import { describe, expect, it } from "vitest";
import { compareSurfaces, type Difference } from "../../scripts/drift/differences";
import { classify, readKeptDeclarations } from "../../scripts/drift/kept";
import { formatReport } from "../../scripts/drift/report";
import { operationSurfaces } from "../../scripts/drift/surface";
import type { JsonObject } from "../../scripts/drift/document";

const json = (schema: JsonObject) => ({ content: { "application/json": { schema } } });

/** A payments API: a create with a body and a query parameter, a lookup whose answer has a nested object. */
function base(): JsonObject {
  return {
    openapi: "3.0.0",
    info: { title: "payments", version: "1" },
    paths: {
      "/payments": {
        post: {
          operationId: "createPayment",
          security: [{ oauth: ["payments:write"] }],
          parameters: [{ name: "dry_run", in: "query", schema: { type: "boolean" } }],
          requestBody: json({
            type: "object",
            required: ["amount"],
            properties: { amount: { type: "string" }, memo: { type: "string" }, note: { type: "string", nullable: true } },
          }),
          responses: { "200": json({ $ref: "#/components/schemas/Payment" }) },
        },
      },
      "/payments/{id}": {
        get: {
          operationId: "getPayment",
          security: [{ oauth: ["payments:read"] }],
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
          responses: { "200": json({ $ref: "#/components/schemas/Payment" }) },
        },
      },
    },
    components: {
      schemas: {
        Payment: {
          type: "object",
          required: ["id"],
          properties: {
            id: { type: "string" },
            created_at: { type: "string", format: "date-time" },
            sequence: { type: "string" },
            payee: { type: "object", properties: { name: { type: "string" }, address: { type: "string" } } },
          },
        },
      },
      securitySchemes: { oauth: { type: "oauth2", flows: { clientCredentials: { tokenUrl: "https://auth.payments.test/token", scopes: {} } } } },
    },
  };
}

/** The document with one change made by `edit`. */
function edited(edit: (document: any) => void): JsonObject {
  const document = base();
  edit(document);
  return document;
}

const differences = (theirs: JsonObject, ours: JsonObject = base()): Difference[] => compareSurfaces(operationSurfaces(ours), operationSurfaces(theirs));
const marked = (theirs: JsonObject, ours?: JsonObject) => differences(theirs, ours).map((d) => `${d.impact} ${d.key}`);
const payment = (document: any) => document.components.schemas.Payment;
const createBody = (document: any) => document.paths["/payments"].post.requestBody.content["application/json"].schema;

describe("each kind, on a document changed in one place", () => {
  it("finds nothing between the base and itself", () => {
    expect(differences(base())).toEqual([]);
  });

  it("type-changed: a response field's type (string → integer) breaks, in every answer that carries it", () => {
    expect(marked(edited((d) => (payment(d).properties.sequence = { type: "integer" })))).toEqual([
      "breaking type-changed POST /payments response:sequence string->integer",
      "breaking type-changed GET /payments/{id} response:sequence string->integer",
    ]);
  });

  it("type-changed: a parameter's type too", () => {
    expect(marked(edited((d) => (d.paths["/payments"].post.parameters[0].schema = { type: "string" })))).toEqual([
      "breaking type-changed POST /payments query:dry_run boolean->string",
    ]);
  });

  it("format-changed: date-time → int64 breaks", () => {
    expect(marked(edited((d) => (payment(d).properties.created_at = { type: "string", format: "int64" })))).toEqual([
      "breaking format-changed POST /payments response:created_at date-time->int64",
      "breaking format-changed GET /payments/{id} response:created_at date-time->int64",
    ]);
  });

  it("required-added: an optional request field becoming required breaks; an answer field becoming required does not", () => {
    expect(marked(edited((d) => createBody(d).required.push("memo")))).toEqual(["breaking required-added POST /payments request:memo"]);
    expect(marked(edited((d) => payment(d).required.push("sequence")))).toEqual([
      "additive required-added POST /payments response:sequence",
      "additive required-added GET /payments/{id} response:sequence",
    ]);
  });

  it("required-added on a parameter breaks; required-removed on an answer field breaks (the SDK's check expects it)", () => {
    expect(marked(edited((d) => (d.paths["/payments"].post.parameters[0].required = true)))).toEqual([
      "breaking required-added POST /payments query:dry_run",
    ]);
    expect(marked(edited((d) => (payment(d).required = [])))).toEqual([
      "breaking required-removed POST /payments response:id",
      "breaking required-removed GET /payments/{id} response:id",
    ]);
    expect(marked(edited((d) => (createBody(d).required = [])))).toEqual(["additive required-removed POST /payments request:amount"]);
  });

  it("a new required request field is listed apart from an optional one, and breaks", () => {
    const theirs = edited((d) => {
      createBody(d).properties.purpose = { type: "string" };
      createBody(d).properties.reference = { type: "string" };
      createBody(d).required.push("purpose");
    });
    expect(marked(theirs)).toEqual([
      "breaking required-request-field-added POST /payments purpose",
      "additive request-field-added POST /payments reference",
    ]);
    const text = formatReport({ contract: "c", document: "d" }, classify(differences(theirs), [])).join("\n");
    expect(text).toContain("  Required request fields added (the SDK's bodies lack them) (1: 1 breaking, 0 additive)");
    expect(text).toContain("  Optional request fields added (1: 0 breaking, 1 additive)");
  });

  it("a new required parameter is listed apart from an optional one", () => {
    expect(
      marked(
        edited((d) =>
          d.paths["/payments"].post.parameters.push({ name: "region", in: "query", required: true, schema: { type: "string" } }, { name: "trace", in: "query", schema: { type: "string" } }),
        ),
      ),
    ).toEqual(["breaking required-parameter-added POST /payments query:region", "additive parameter-added POST /payments query:trace"]);
  });

  it("nullable-added: an answer field that may now be null breaks; a request field that may be null does not", () => {
    expect(marked(edited((d) => (payment(d).properties.payee.properties.name.nullable = true)))).toEqual([
      "breaking nullable-added POST /payments response:payee.name",
      "breaking nullable-added GET /payments/{id} response:payee.name",
    ]);
    expect(marked(edited((d) => (createBody(d).properties.memo = { type: ["string", "null"] })))).toEqual(["additive nullable-added POST /payments request:memo"]);
  });

  it("nullable-removed: a request field that may no longer be null breaks", () => {
    expect(marked(edited((d) => delete createBody(d).properties.note.nullable))).toEqual(["breaking nullable-removed POST /payments request:note"]);
  });

  it("security-scheme-added: another scheme with the same scope breaks; security schemes compare by kind, not by name", () => {
    const theirs = edited((d) => {
      d.components.securitySchemes.partnerKey = { type: "apiKey", in: "header", name: "X-Partner-Key" };
      d.paths["/payments"].post.security = [{ oauth: ["payments:write"], partnerKey: [] }];
    });
    expect(marked(theirs)).toEqual(["breaking security-scheme-added POST /payments apiKey header:X-Partner-Key"]);
    // Renamed, same kind: nothing.
    const renamed = edited((d) => {
      d.components.securitySchemes = { OAuth2: d.components.securitySchemes.oauth };
      for (const item of Object.values(d.paths) as any[]) for (const op of Object.values(item) as any[]) op.security = [{ OAuth2: op.security[0].oauth }];
    });
    expect(differences(renamed)).toEqual([]);
  });

  it("security-scheme-removed: another token URL is another scheme", () => {
    const theirs = edited((d) => (d.components.securitySchemes.oauth.flows.clientCredentials.tokenUrl = "https://auth2.payments.test/token"));
    expect(marked(theirs)).toContain("breaking security-scheme-removed GET /payments/{id} oauth2 clientCredentials https://auth.payments.test/token");
    expect(marked(theirs)).toContain("breaking security-scheme-added GET /payments/{id} oauth2 clientCredentials https://auth2.payments.test/token");
  });

  it("the names' kinds are marked too: a removed answer field breaks, an added one does not, a new operation does not", () => {
    expect(marked(edited((d) => delete payment(d).properties.payee))).toEqual([
      "breaking response-field-removed POST /payments payee",
      "breaking response-field-removed GET /payments/{id} payee",
    ]);
    expect(marked(edited((d) => (payment(d).properties.fee = { type: "string" })))).toEqual([
      "additive response-field-added POST /payments fee",
      "additive response-field-added GET /payments/{id} fee",
    ]);
  });
});

describe("the summary", () => {
  it("counts breaking and additive differences, undeclared and kept", () => {
    const theirs = edited((d) => {
      payment(d).properties.sequence = { type: "integer" };
      payment(d).properties.fee = { type: "string" };
    });
    const declarations = readKeptDeclarations({ "x-kept-differences": [{ key: "response-field-added GET /payments/{id} fee", reason: "r" }] } as JsonObject);
    const text = formatReport({ contract: "c", document: "d" }, classify(differences(theirs), declarations));
    expect(text).toContain("Summary: 3 undeclared (2 breaking, 1 additive), 1 kept (0 breaking, 1 additive), 0 stale, 0 wildcards with changed reach.");
    expect(text).toContain("      [breaking] response:sequence: string->integer");
  });
});

describe("wildcard declarations", () => {
  const declare = (entries: JsonObject[]) => readKeptDeclarations({ "x-kept-differences": entries } as JsonObject);

  it("must say how many differences they were written for", () => {
    expect(() => declare([{ key: "response-field-removed * *", reason: "r" }])).toThrow("a key with * needs `covers`");
    expect(() => declare([{ key: "response-field-removed GET /payments/{id} payee", covers: 1, reason: "r" }])).toThrow("`covers` is only for a key with *");
  });

  it("fail the run, listing what they cover now, when they absorb a difference they were not written for", () => {
    // Written for the two `payee.address` removals; then the document also loses `payee.name`.
    const declarations = declare([{ key: "response-field-removed * /payments* payee.*", covers: 2, reason: "the address is kept on purpose" }]);
    const before = classify(differences(edited((d) => delete payment(d).properties.payee.properties.address)), declarations);
    expect(before.reachChanged).toEqual([]);
    expect(before.undeclared).toEqual([]);

    const after = classify(
      differences(
        edited((d) => {
          delete payment(d).properties.payee.properties.address;
          delete payment(d).properties.payee.properties.name;
        }),
      ),
      declarations,
    );
    expect(after.undeclared).toEqual([]);
    expect(after.reachChanged.map(({ declaration, covered }) => [declaration.key, covered.length])).toEqual([["response-field-removed * /payments* payee.*", 4]]);
    const text = formatReport({ contract: "c", document: "d" }, after).join("\n");
    expect(text).toContain("  response-field-removed * /payments* payee.*  (covers 4, written for 2: absorbs 2 more than written for)");
    expect(text).toContain("    [breaking] response-field-removed GET /payments/{id} payee.name");
  });

  it("report a wildcard that lost differences (a renamed path parameter), and a declaration nothing matches as stale", () => {
    const declarations = declare([
      { key: "response-field-removed * /payments* payee.*", covers: 2, reason: "kept" },
      { key: "response-field-removed GET /payments/{id} payee.address", reason: "kept" },
    ]);
    // The document renames the lookup's path parameter: the contract's lookup is now an operation the
    // document lacks (one difference), and its field differences are gone.
    const theirs = edited((d) => {
      delete payment(d).properties.payee.properties.address;
      d.paths["/payments/{payment_id}"] = d.paths["/payments/{id}"];
      delete d.paths["/payments/{id}"];
    });
    const ours = base();
    const result = classify(differences(theirs, ours), declarations);
    expect(result.reachChanged.map(({ covered }) => covered.length)).toEqual([1]);
    expect(result.stale.map((declaration) => declaration.key)).toEqual(["response-field-removed GET /payments/{id} payee.address"]);
    expect(formatReport({ contract: "c", document: "d" }, result).join("\n")).toContain("(covers 1, written for 2: lost 1)");
  });
});
