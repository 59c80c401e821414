/**
 * No module of src/ imports itself back through others, type imports included: a cycle makes the order
 * modules initialise in depend on which one a bundle or a test imports first, and hides which module
 * owns a type. A shared type lives in a leaf module both sides import (core/request/wire-shapes,
 * core/call/client-context, core/request/to-wire' `WireInputs`, mock/protocol/request's `MockRequest`). dpdm reads the
 * imports with the TypeScript parser; `transform: false` keeps the `import type`s it would drop.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { parseCircular, parseDependencyTree } from "dpdm";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");

/** Every cycle among the modules reachable from `entries`, as paths relative to `context`. */
async function importCycles(entries: string, context: string): Promise<string[][]> {
  const tree = await parseDependencyTree(entries, { cwd: context, context, transform: false, skipDynamicImports: false });
  return parseCircular(tree).map((cycle) => cycle.map((file) => relative(context, join(context, file))));
}

describe("import cycles", () => {
  it("src/ has none, type imports included", async () => {
    const cycles = await importCycles("src/**/*.ts", ROOT);
    expect(cycles.map((cycle) => [...cycle, cycle[0]].join(" → "))).toEqual([]);
  }, 60_000);

  describe("the check itself", () => {
    const scratch = mkdtempSync(join(tmpdir(), "paxos-cycles-"));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    it("finds a cycle closed by a type import, and none once the type moves to a leaf", async () => {
      writeFileSync(join(scratch, "api.ts"), 'import { verify } from "./verify";\nexport interface Request { path: string }\nexport const handle = (r: Request) => verify(r);\n');
      writeFileSync(join(scratch, "verify.ts"), 'import type { Request } from "./api";\nexport const verify = (r: Request) => r.path !== "";\n');
      expect((await importCycles("*.ts", scratch)).map((cycle) => cycle.sort())).toEqual([["api.ts", "verify.ts"]]);

      writeFileSync(join(scratch, "request.ts"), "export interface Request { path: string }\n");
      writeFileSync(join(scratch, "api.ts"), 'import { verify } from "./verify";\nimport type { Request } from "./request";\nexport const handle = (r: Request) => verify(r);\n');
      writeFileSync(join(scratch, "verify.ts"), 'import type { Request } from "./request";\nexport const verify = (r: Request) => r.path !== "";\n');
      expect(await importCycles("*.ts", scratch)).toEqual([]);
    });
  });
});
