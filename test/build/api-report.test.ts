/**
 * The committed API reports (etc/*.api.md) match the built declarations: a
 * change to the public surface fails here until `npm run api-report` rewrites
 * them, so it reaches review as a visible diff. `npm test` builds dist/ first.
 */
import { describe, expect, it } from "vitest";
import { apiReports, namespaceDocs, readableNamespaces } from "../../scripts/api-report";

describe("the public API report", () => {
  it("is current for every entry point (run `npm run api-report` after a deliberate change)", () => {
    const results = apiReports(false);
    expect(results.map((result) => result.subpath)).toEqual(["paxos-sdk", "paxos-sdk/decimal", "paxos-sdk/mock", "paxos-sdk/redis"]);
    for (const result of results) {
      expect(result.problems, result.subpath).toEqual([]);
      expect(result.changed, `${result.reportPath} is stale: run \`npm run api-report\` and commit the diff`).toBe(false);
    }
    const main = results[0]!.text;
    expect(main).toContain("export class Paxos ");
    expect(main).toContain("export class ValidationError ");
    // The type-only namespaces read one member per line, under their doc comments.
    const mock = results[2]!.text;
    for (const [report, name, member] of [[main, "PaxosTypes", "Order"], [mock, "MockTypes", "OrderRecord"]] as const) {
      expect(report).not.toContain("export export");
      expect(report).toMatch(new RegExp(`// @public\\r?\\n/\\*\\*\\r?\\n \\* [^\\r\\n]+\\r?\\n(?: \\*[^\\r\\n]*\\r?\\n)* \\*/\\r?\\nexport namespace ${name} \\{\\r?\\n    export type \\{\\r?\\n`));
      expect(report).toMatch(new RegExp(`\\n {8}${member},\\r?\\n`));
    }
  }, 120_000);
});

describe("a type-only namespace in the report", () => {
  const raw = [
    "// @public (undocumented)",
    "export namespace PaxosTypes {",
    "    export export type { types_Order as Order, types_PaxosEventOf as PaxosEventOf, types_paths as paths };",
    "}",
    "",
  ].join("\r\n");
  const source = `/**\n * The wire types.\n */\nexport type * as PaxosTypes from "./types";\n`;

  it("is rewritten one member per line, by public name, under the doc comment its source gives it, keeping CRLF", () => {
    expect(namespaceDocs(source)).toEqual(new Map([["PaxosTypes", "/**\n * The wire types.\n */"]]));
    expect(readableNamespaces(raw, namespaceDocs(source))).toBe(
      ["// @public", "/**", " * The wire types.", " */", "export namespace PaxosTypes {", "    export type {", "        Order,", "        PaxosEventOf,", "        paths,", "    };", "}", ""].join("\r\n"),
    );
  });

  it("without a doc comment in the source, is refused naming the namespace", () => {
    expect(() => readableNamespaces(raw, namespaceDocs(`export type * as PaxosTypes from "./types";`))).toThrow(/PaxosTypes has no doc comment/);
  });
});
