/**
 * The option tables of the documentation against the published types: an option added to a type and
 * left out of its table fails here, and so does a row naming an option that no longer exists.
 *
 * A table is tied to its types by the line before it: `<!-- options: PaxosOptions -->` (several names:
 * the union of their keys). Its first column names the options (`clientId`, `clientSecret` in one row;
 * `backoff.maxDelayMs` as `maxDelayMs`). A column headed by a class in backticks (`` `PaxosMarketClient` ``)
 * marks with ✓ the options that class's constructor takes. The types are read from src/ by the
 * TypeScript compiler, from the package's entry points, as a user imports them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { documentationFiles } from "./support/snippets";

const root = fileURLToPath(new URL("../..", import.meta.url));
const ENTRY_POINTS = ["src/index.ts", "src/redis/index.ts", "src/mock/index.ts"];

/** Exported option types no table lists, each with the reason. */
const NOT_TABLED: Record<string, string> = {
  TransportOptions: "the options PaxosMarketClient takes: the PaxosMarketClient column of the PaxosOptions table",
  RequestSigningOptions: "the union of RequestSigningKeyOptions and RequestSigningFunctionOptions, each tabled",
  FailOpenOptions: "the options the Redis helpers share, tabled with each of them",
  MockClockOptions: "the object form of the mock's clock option, described in its row",
  MockRateLimitOptions: "the mock's rateLimits option (true or { limits, throttleSeconds }), described in its row and section",
  MockFeedOptions: "the mock's feeds option, described in its row",
  MovingMarketOptions: "the object form of the mock's movingMarket option, described in its row",
};

/** One options table of the documentation. */
interface OptionsTable {
  where: string;
  types: string[];
  /** Every option a row names. */
  options: string[];
  /** Per class column (`PaxosMarketClient`): the options of the rows it marks ✓. */
  classColumns: Map<string, string[]>;
}

const cells = (row: string) => row.trim().replace(/^\|/, "").replace(/\|$/, "").split(/(?<!\\)\|/).map((cell) => cell.trim());

/** Every table preceded by an `<!-- options: … -->` marker, in README.md and the guides. */
function optionTables(): OptionsTable[] {
  const tables: OptionsTable[] = [];
  for (const file of documentationFiles(root)) {
    const lines = readFileSync(join(root, file), "utf8").split("\n");
    lines.forEach((line, index) => {
      const marker = /^<!--\s*options:\s*([\w\s]+?)\s*-->$/.exec(line.trim());
      if (!marker) return;
      const at = lines.findIndex((text, i) => i > index && text.trim() !== "");
      const rows: string[] = [];
      for (let i = at; i < lines.length && lines[i]!.trim().startsWith("|"); i++) rows.push(lines[i]!);
      const [header = "", , ...body] = rows;
      const headers = cells(header);
      const classColumns = new Map<string, string[]>();
      const named = body.map((row) => {
        const [first = ""] = cells(row);
        // Each backticked name of the first cell, without a prefix (`backoff.maxDelayMs` → maxDelayMs).
        return [...first.matchAll(/`([\w.]+)(?:\(\))?`/g)].map((match) => match[1]!.split(".").at(-1)!);
      });
      headers.forEach((title, column) => {
        const className = /^`([A-Z]\w+)`$/.exec(title)?.[1];
        if (!className) return;
        classColumns.set(
          className,
          body.flatMap((row, i) => (cells(row)[column] === "✓" ? named[i]! : [])),
        );
      });
      tables.push({ where: `${file}:${index + 1}`, types: marker[1]!.split(/\s+/), options: named.flat(), classColumns });
    });
  }
  return tables;
}

let checker: ts.TypeChecker;
const exported = new Map<string, ts.Symbol>();

beforeAll(() => {
  const program = ts.createProgram(
    ENTRY_POINTS.map((entry) => join(root, entry)),
    { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, strict: true, skipLibCheck: true, noEmit: true, types: ["node"] },
  );
  checker = program.getTypeChecker();
  for (const entry of ENTRY_POINTS) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(join(root, entry))!)!;
    for (const symbol of checker.getExportsOfModule(module)) exported.set(symbol.name, symbol);
  }
}, 60_000);

const resolved = (name: string): ts.Symbol => {
  const symbol = exported.get(name);
  if (!symbol) throw new Error(`${name} is not exported by ${ENTRY_POINTS.join(" or ")}`);
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
};
const keysOf = (type: ts.Type) => checker.getPropertiesOfType(checker.getNonNullableType(type)).map((property) => property.name);
/** The keys of an exported interface or type (with what it extends). */
const optionsOf = (name: string) => keysOf(checker.getDeclaredTypeOfSymbol(resolved(name)));
/** The keys of the options object a class's constructor takes. */
function constructorOptions(className: string): string[] {
  const symbol = resolved(className);
  const [signature] = checker.getTypeOfSymbol(symbol).getConstructSignatures();
  const [parameter] = signature?.getParameters() ?? [];
  if (!parameter) throw new Error(`new ${className}() takes no options`);
  return keysOf(checker.getTypeOfSymbol(parameter));
}
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

describe("option tables", () => {
  const tables = optionTables();

  it("the README tables every option of the clients and of a call, and the guides the rest", () => {
    const readme = tables.filter((table) => table.where.startsWith("README.md:"));
    expect(readme.flatMap((table) => table.types)).toEqual(expect.arrayContaining(["PaxosOptions", "RequestOptions", "ListOptions"]));
    expect(readme.some((table) => table.classColumns.has("PaxosMarketClient"))).toBe(true);
  });

  it.each(tables.map((table) => [`${table.where} (${table.types.join(", ")})`, table] as const))("%s lists exactly the options of its types", (_name, table) => {
    expect(sorted(table.options)).toEqual(sorted(table.types.flatMap(optionsOf)));
  });

  it.each(tables.flatMap((table) => [...table.classColumns].map(([className, marked]) => [`${table.where}: ${className}`, className, marked] as const)))(
    "%s: the rows marked ✓ are exactly what its constructor takes",
    (_name, className, marked) => {
      expect(sorted(marked)).toEqual(sorted(constructorOptions(className)));
    },
  );

  it("every exported options type has a table (or a stated reason not to)", () => {
    const tabled = new Set(tables.flatMap((table) => table.types));
    const optionTypes = [...exported.keys()].filter((name) => /Options$/.test(name) && resolved(name).flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias));
    expect(optionTypes.length).toBeGreaterThan(10);
    expect(optionTypes.filter((name) => !tabled.has(name) && !(name in NOT_TABLED))).toEqual([]);
    // A stated reason that no longer applies goes too.
    expect(Object.keys(NOT_TABLED).filter((name) => !exported.has(name) || tabled.has(name))).toEqual([]);
  });
});
