/**
 * src/generated/ is committed; this proves it is what the generator makes of
 * the current contract, so an edit to openapi/paxos.yaml without
 * `npm run generate` (or a hand edit of a generated file) fails CI.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import type { GeneratedFiles } from "../../scripts/generate";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const GENERATED = [
  "src/generated/openapi.ts",
  "src/generated/schemas.ts",
  "src/generated/checks.ts",
  "src/generated/descriptors.ts",
  "src/generated/operation-list.ts",
  "src/generated/mock-samples.ts",
  "api.md",
  "src/resources/index.ts",
  // The wire part of the PaxosTypes namespace (src/types.ts re-exports it): a resource type is never missing there.
  "src/resources/type-aliases.ts",
  "src/resources/settlement.ts",
  "src/resources/market.ts",
];

/** The first line of every generated TypeScript file. */
const TS_HEADER = "/**\n * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.";

const modifiedTimes = () => Promise.all(GENERATED.map(async (path) => (await stat(resolve(ROOT, path))).mtimeMs));

describe("src/generated", () => {
  let files: GeneratedFiles;
  let generate: () => Promise<GeneratedFiles>;
  let writtenOnImport: boolean;

  beforeAll(async () => {
    // Imported here, not at the top, so the file times can be taken first:
    // if importing the script wrote the files, the comparison below would be vacuous.
    const before = await modifiedTimes();
    ({ generate } = await import("../../scripts/generate"));
    files = await generate();
    writtenOnImport = (await modifiedTimes()).some((time, index) => time !== before[index]);
  });

  it("importing scripts/generate.ts writes nothing", () => {
    expect(writtenOnImport).toBe(false);
  });

  it.each(GENERATED)("%s is current with openapi/paxos.yaml", async (path) => {
    const expected = files[path];
    expect(expected, `the generator no longer produces ${path}`).toBeDefined();
    const committed = await readFile(resolve(ROOT, path), "utf8").catch(() => undefined);
    // A boolean assertion keeps the failure short and says what to do; the diff is one `git diff` away.
    expect(committed === expected, `${path} is stale: run \`npm run generate\` and commit the result`).toBe(true);
  });

  it.each(["src/resources", "src/generated"])("every generated file in %s is one the generator still makes", async (folder) => {
    // A resource that left the contract must not leave its old generated class behind.
    const names = (await readdir(resolve(ROOT, folder))).filter((name) => name.endsWith(".ts"));
    for (const name of names) {
      const text = await readFile(resolve(ROOT, folder, name), "utf8");
      if (text.startsWith(TS_HEADER)) expect(files[`${folder}/${name}`], `${folder}/${name} is generated but no longer produced: delete it`).toBeDefined();
    }
  });

  it("every file it produces is committed and current", async () => {
    for (const [path, expected] of Object.entries(files)) {
      const committed = await readFile(resolve(ROOT, path), "utf8").catch(() => undefined);
      expect(committed === expected, `${path} is stale: run \`npm run generate\` and commit the result`).toBe(true);
    }
  });

  it("generates the same bytes every time", async () => {
    expect(await generate()).toEqual(files);
  });

  it("carries the do-not-edit header", () => {
    for (const [path, contents] of Object.entries(files)) {
      const header = path.endsWith(".md")
        ? "# API reference\n\n<!-- Generated from openapi/paxos.yaml by `npm run generate` — do not edit. -->"
        : TS_HEADER;
      expect(contents.startsWith(header), path).toBe(true);
    }
  });

  it("imports zod/mini only, never classic zod, and only through src/generated/zod.ts", () => {
    const schemas = files["src/generated/schemas.ts"]!;
    expect(schemas).toContain('import * as z from "./zod";');
    expect(schemas).not.toMatch(/from "zod/);
    const facade = files["src/generated/zod.ts"]!;
    expect(facade).toMatch(/^export \{ [\w, ]+ \} from "zod\/mini";$/m);
    expect(facade).not.toMatch(/from "zod"/);
  });
});
