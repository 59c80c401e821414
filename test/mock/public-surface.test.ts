/**
 * `paxos-sdk/mock` exports what a user needs to start, configure, inspect and fault the mock, each with a
 * doc comment; its internals stay internal (their names are listed in etc/paxos-sdk-mock.api.md only
 * where a handle's type reaches them).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as mock from "../../src/mock/index";

const ENTRY = join(import.meta.dirname, "../../src/mock/index.ts");

/** Every export of the entry point, and whether its declaration carries a doc comment. */
function documentedExports(): { name: string; documented: boolean }[] {
  const program = ts.createProgram([ENTRY], { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const entry = checker.getSymbolAtLocation(program.getSourceFile(ENTRY)!)!;
  return checker.getExportsOfModule(entry).map((exported) => {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declarations = symbol.getDeclarations() ?? [];
    // A `const` is documented on its statement, a namespace (`MockTypes`, a module) by its file's opening
    // comment, everything else on its declaration.
    const documented = declarations.some((declaration) => {
      if (ts.isSourceFile(declaration)) return declaration.text.trimStart().startsWith("/**");
      const node = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
      return ts.getJSDocCommentsAndTags(node).length > 0;
    });
    return { name: exported.getName(), documented };
  });
}

describe("paxos-sdk/mock", () => {
  it("documents every export with a doc comment", () => {
    const exports = documentedExports();
    // 46 names: what a test starts, configures and inspects the mock with (at most 60: test/build/export-count.test.ts).
    expect(exports.length).toBeGreaterThan(40);
    expect(exports.filter((e) => !e.documented).map((e) => e.name)).toEqual([]);
  }, 60_000);

  it("exports the ways to start the mock, and none of its internals", () => {
    expect(typeof mock.startMockServer).toBe("function");
    expect(typeof mock.mockHandlers).toBe("function");
    expect(typeof mock.createMockApi).toBe("function");
    const internals = [
      "SortedCollection",
      "Ledger",
      "OrderBooks",
      "SignatureVerifier",
      "FX_PER_USD",
      "DepositAddressTable",
      "EventLog",
      "ProfileTable",
      "QuoteBoard",
      "ScheduledCredits",
      "MockStore",
      "FaultInjector",
      "OAuthServer",
      "MockWebhooks",
      "MockFeeds",
      "MarketMaker",
      "MockRateLimiter",
      "MockClock",
      "classifyPath",
      "isLoopbackUrl",
      "reduceEvent",
    ];
    expect(Object.keys(mock).filter((name) => internals.includes(name))).toEqual([]);
  });

  it("reaches no internal type through the handles a MockApi carries (its API report names only what it exports)", () => {
    // What the report's signatures name: every capitalised identifier outside the report's own prose.
    const report = readFileSync(join(import.meta.dirname, "../../etc/paxos-sdk-mock.api.md"), "utf8");
    const code = report
      .slice(report.indexOf("```ts"), report.lastIndexOf("```"))
      .replace(/\/\*\*[\s\S]*?\*\//g, "")
      .replace(/\/\/.*$/gm, "");
    const declared = new Set([...code.matchAll(/export (?:declare )?(?:interface|class|type|const|function) (\w+)/g)].map((m) => m[1]!));
    for (const m of code.matchAll(/export \{ \w+ as (\w+) \}|^(?:type|interface) (\w+)/gm)) declared.add((m[1] ?? m[2])!);
    // What the type-only MockTypes namespace exports, one member a line (scripts/api-report.ts): declared there,
    // and named elsewhere in the report by its declaration's name (`X`, or `X_2` where two declarations share a name).
    const namespace = code.slice(code.indexOf("export namespace MockTypes"), code.indexOf("\n}", code.indexOf("export namespace MockTypes")));
    for (const m of namespace.matchAll(/^ {8}(\w+),\r?$/gm)) declared.add(m[1]!);
    expect(declared).toContain("OrderRecord");
    // Built-in and library types, and the SDK's own public types (exported by `paxos-sdk`).
    const outside = new Set(["Record", "Readonly", "ReadonlyMap", "Map", "Set", "Promise", "Date", "Uint8Array", "Partial", "Required", "Omit", "Exclude", "NonNullable", "IterableIterator", "RequestHandler", "Decimal", "Decimal_2", "KnownEventType", "Listed"]);
    const named = new Set([...code.replace(/"[^"]*"/g, '""').matchAll(/\b([A-Z]\w*[a-z]\w*)\b/g)].map((m) => m[1]!));
    declared.add("MockTypes");
    // API Extractor suffixes a name two declarations share (`ApiCredentials_2`, the mock's record beside the contract's).
    const leaked = [...named].filter((name) => !declared.has(name.replace(/_\d+$/, "")) && !outside.has(name) && !/^[A-Z]$/.test(name));
    // The mock's state, tables, ledger, books, event log, fault draws, token checks and feed routing stay internal.
    expect(leaked).toEqual([]);
  });
});
