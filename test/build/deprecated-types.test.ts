/**
 * What a user's editor shows: every method of an operation Paxos has deprecated carries `@deprecated`
 * with the replacement in the published declarations (ESM and CommonJS), and no other method does.
 * `npm test` builds dist/ first.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS } from "../../src/generated/operation-list";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The classes a resource's methods are declared on (market's public operations live on PublicMarketResource). */
const classesOf = (resource: string) => {
  const own = `${resource.charAt(0).toUpperCase()}${resource.slice(1)}Resource`;
  return resource === "market" ? ["PublicMarketResource", own] : [own];
};

/** The doc comment right above `method(` in the body of `className`, or undefined. */
function docOf(declarations: string, className: string, method: string): string | undefined {
  // The bundled declarations may suffix a class's own name (`SettlementResource$1`) where the PaxosTypes
  // namespace declares an alias of that name beside it; the exported name is the same.
  const start = declarations.search(new RegExp(`^declare class ${className}(?:\\$\\d+)? extends `, "m"));
  if (start < 0) return undefined;
  const body = declarations.slice(start, declarations.indexOf("\n}\n", start));
  const match = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*${method}\\(`).exec(body);
  return match?.[1];
}

const DEPRECATED = OPERATIONS.filter((entry) => entry.operation.deprecated);

describe.each(["dist/index.d.ts", "dist/index.d.cts"])("%s", (file) => {
  let declarations: string;
  beforeAll(() => {
    if (!existsSync(`${root}/${file}`)) throw new Error("dist/ is missing: run `npm run build` first (npm test does).");
    declarations = readFileSync(`${root}/${file}`, "utf8");
  });

  it("marks the 13 deprecated operations and the retired listTickers @deprecated, naming the replacement", () => {
    expect(DEPRECATED).toHaveLength(14);
    for (const { resource, method, operation } of DEPRECATED) {
      const doc = classesOf(resource).map((name) => docOf(declarations, name, method)).find(Boolean);
      expect(doc, `${resource}.${method} has no doc comment in ${file}`).toBeDefined();
      const text = doc!.replace(/\s*\n\s*\*\s?/g, " ");
      expect(text, `${resource}.${method}`).toMatch(/@deprecated \S/);
      // The replacement's opening words, as the contract gives them.
      expect(text, `${resource}.${method}`).toContain(operation.deprecated!.split(" ").slice(0, 4).join(" "));
    }
    expect(docOf(declarations, "PublicMarketResource", "listTickers")).toMatch(/Retired by Paxos on 2023-11-15/);
  });

  it("marks nothing else", () => {
    for (const { resource, method, operation } of OPERATIONS.filter((entry) => !entry.operation.deprecated)) {
      const doc = classesOf(resource).map((name) => docOf(declarations, name, method)).find(Boolean);
      expect(doc, `${resource}.${method} (${operation.operationId})`).toBeDefined();
      expect(doc, `${resource}.${method}`).not.toContain("@deprecated");
    }
  });
});
