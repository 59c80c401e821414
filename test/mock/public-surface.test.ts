/**
 * `paxos-sdk/mock` exports what a user needs to start, configure, inspect and fault the mock, each with a
 * doc comment; its internals stay internal (their names are listed in etc/paxos-sdk-mock.api.md only
 * where a handle's type reaches them).
 */
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
    // A `const` is documented on its statement; everything else on its declaration.
    const documented = declarations.some((declaration) => {
      const node = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
      return ts.getJSDocCommentsAndTags(node).length > 0;
    });
    return { name: exported.getName(), documented };
  });
}

describe("paxos-sdk/mock", () => {
  it("documents every export with a doc comment", () => {
    const exports = documentedExports();
    expect(exports.length).toBeGreaterThan(50);
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
});
