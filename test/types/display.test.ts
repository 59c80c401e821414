/**
 * What a hover or a compiler error shows for request types: the TypeScript
 * compiler prints each constant of fixtures/request-shapes.ts as a user would
 * see it. An open enum must read `"DELIVER" | (string & {})`, never as the
 * list of String's methods a mapped type makes of `string & {}`.
 */
import ts from "typescript";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

const fixture = fileURLToPath(new URL("fixtures/request-shapes.ts", import.meta.url));
const shown = new Map<string, string>();

beforeAll(() => {
  const program = ts.createProgram([fixture], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(fixture)!;
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const type = checker.getTypeAtLocation(declaration.name);
      shown.set(declaration.name.getText(source), checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation));
    }
  }
}, 60_000);

describe("request types as hovers show them", () => {
  it("shows an open enum as its known values or any string", () => {
    // The contract's known values first, then the open end; nothing else.
    expect(shown.get("legDirection")).toMatch(/^("[A-Z_]+" \| )+\(string & \{\}\)$/);
    expect(shown.get("legDirection")).toContain('"DELIVER"');
  });

  it.each(["settlementBody", "fiatAccountBody", "sandboxDepositBody"])("never spells out String's methods in %s", (name) => {
    const text = shown.get(name);
    expect(text).toBeDefined();
    expect(text).not.toMatch(/charAt|toLocaleUpperCase|\[x: number\]: string/);
  });
});
