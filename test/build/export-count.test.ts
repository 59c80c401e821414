/**
 * The public face stays small: the number of names each entry point exports, read by the TypeScript
 * compiler from the built declarations (ESM `.d.ts` and CommonJS `.d.cts` alike), is held under a
 * ceiling. A name that would push an entry over it belongs under its type-only namespace (`PaxosTypes`, `MockTypes`),
 * in an internal module, or needs a deliberate raise of the ceiling here, in review. `npm test` builds
 * dist/ first.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Each entry point's declarations and the most names it may export. */
const CEILINGS = [
  { subpath: "paxos-sdk", declarations: ["dist/index.d.ts", "dist/index.d.cts"], most: 120 },
  { subpath: "paxos-sdk/mock", declarations: ["dist/mock/index.d.ts", "dist/mock/index.d.cts"], most: 60 },
] as const;

/** The names a built declaration file exports (values and types alike, each once). */
function exportedNames(file: string): string[] {
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.Node16,
    moduleResolution: ts.ModuleResolutionKind.Node16,
    target: ts.ScriptTarget.ES2022,
    types: [],
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file} was not read`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${file} is not a module`);
  return checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.name).sort();
}

describe("the number of names each entry point exports", () => {
  beforeAll(() => {
    if (!existsSync(`${root}/dist/index.d.ts`)) throw new Error("dist/ is missing: run `npm run build` first (npm test does).");
  });

  for (const entry of CEILINGS) {
    it(`${entry.subpath} exports at most ${entry.most} names, the same from ESM and CommonJS`, () => {
      const [esm, cjs] = entry.declarations.map((file) => exportedNames(`${root}/${file}`));
      expect(cjs).toEqual(esm);
      expect(esm!.length, `${entry.subpath} exports ${esm!.length} names:\n${esm!.join(", ")}`).toBeLessThanOrEqual(entry.most);
    });
  }

  it("lists under PaxosTypes every type the generated resources export (src/types.ts re-exports the generated src/resources/type-aliases.ts)", () => {
    const exportsOf = (file: string) => {
      const program = ts.createProgram([file], { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: true, skipLibCheck: true, types: [] });
      const checker = program.getTypeChecker();
      return checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)!)!).map((symbol) => symbol.name);
    };
    const listed = new Set(exportsOf(`${root}/src/types.ts`));
    expect(exportsOf(`${root}/src/resources/index.ts`).filter((name) => !listed.has(name))).toEqual([]);
  });

  it("reaches the wire types through the one `PaxosTypes` namespace, and not flat", () => {
    const names = exportedNames(`${root}/dist/index.d.ts`);
    expect(names).toContain("PaxosTypes");
    for (const flat of ["components", "operations", "paths", "Order", "SettlementTransaction", "CreateOrderParams"]) expect(names).not.toContain(flat);
  });
});
