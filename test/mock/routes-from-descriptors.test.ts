/**
 * One way to write a mock route: every route is `operationRoute(operationId, behaviour)`, holding the
 * operation's generated descriptor itself, so its method, path, scope and checks cannot drift from the
 * contract. Checked at run time (each registered route holds the very descriptor of the operation it is
 * registered for, one route per operation) and in the source (no route module spells an HTTP method or
 * one of the contract's paths in code).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { OPERATIONS } from "../../src/generated/operation-list";
import { operationRoute } from "../../src/mock/routes/operation-route";
import { buildRoutes, ROUTES, STATEFUL_ROUTES } from "../../src/mock/routes/index";
import type { RouteDefinition } from "../../src/mock/routes/context";

const ROUTES_DIR = join(import.meta.dirname, "../../src/mock/routes");
const METHODS = new Set(["GET", "POST", "PUT", "DELETE", "PATCH"]);

/** A contract path as a pattern that also matches it with its parameters filled in. */
const PATH_PATTERNS = OPERATIONS.map(({ operation }) => new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, "[^/]+")}/?$`));

/** The string literals in code (not comments) of `source` that spell an HTTP method or a contract path, with their line. */
function literalRouteParts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const text = node.text;
      if (METHODS.has(text) || PATH_PATTERNS.some((pattern) => pattern.test(text))) {
        found.push(`${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(text)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** What is wrong with a route table: a route without its operation's own descriptor, a missing or doubled operation. */
function tableProblems(routes: readonly RouteDefinition[]): string[] {
  const problems: string[] = [];
  const descriptors = new Map(OPERATIONS.map(({ operation }) => [operation.operationId, operation]));
  const seen = new Map<string, number>();
  for (const route of routes) {
    const id = route.operation?.operationId;
    if (descriptors.get(id) !== route.operation) problems.push(`${id ?? "a route"}: not built from its generated descriptor`);
    seen.set(id, (seen.get(id) ?? 0) + 1);
  }
  for (const id of descriptors.keys()) if (seen.get(id) !== 1) problems.push(`${id}: ${seen.get(id) ?? 0} routes`);
  return problems.sort();
}

describe("every mock route is built from its operation's descriptor", () => {
  it("the route table holds one route per operation, each holding that operation's generated descriptor", () => {
    expect(ROUTES).toHaveLength(OPERATIONS.length);
    expect(tableProblems(ROUTES)).toEqual([]);
    expect(tableProblems(buildRoutes("all"))).toEqual([]);
  });

  it("each stateful route is registered under the operation it was built for", () => {
    const misfiled = Object.entries(STATEFUL_ROUTES).filter(([id, route]) => route!.operation.operationId !== id || tableProblems([route!]).some((p) => p.includes("descriptor")));
    expect(misfiled.map(([id]) => id)).toEqual([]);
  });

  it("no route module spells an HTTP method or a contract path in code", () => {
    const files = readdirSync(ROUTES_DIR).filter((name) => name.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(40);
    expect(files.flatMap((name) => literalRouteParts(name, readFileSync(join(ROUTES_DIR, name), "utf8")))).toEqual([]);
  });

  describe("the checks themselves", () => {
    it("find a route written by hand, with its method and path restated", () => {
      const handWritten = `
        /** GET /settlement/transactions/{id}: the old way. */
        export const getTransaction = {
          operationId: "getTransaction",
          method: "GET",
          path: "/settlement/transactions/{transaction_id}",
          handle: () => ({ status: 200 }),
        };
        const sample = "/settlement/transactions/4b8c0f6e-0000-4000-8000-000000000001";`;
      expect(literalRouteParts("old.ts", handWritten)).toEqual([
        'old.ts:5 "GET"',
        'old.ts:6 "/settlement/transactions/{transaction_id}"',
        'old.ts:9 "/settlement/transactions/4b8c0f6e-0000-4000-8000-000000000001"',
      ]);
    });

    it("find a route holding a copy of a descriptor, a missing operation, and one served twice", () => {
      const real = operationRoute("getTransaction", () => ({ status: 200, headers: {}, body: "{}" }));
      const copy: RouteDefinition = { operation: { ...real.operation }, handle: real.handle };
      const others = ROUTES.filter((route) => route.operation.operationId !== "getTransaction" && route.operation.operationId !== "listTickers");
      const listTickers = ROUTES.find((route) => route.operation.operationId === "listTickers")!;
      expect(tableProblems([...others, copy, listTickers, listTickers])).toEqual(["getTransaction: not built from its generated descriptor", "listTickers: 2 routes"]);
      expect(tableProblems(others)).toEqual(["getTransaction: 0 routes", "listTickers: 0 routes"]);
    });
  });
});
