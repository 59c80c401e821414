/**
 * Names a newcomer can trust: no folder of src/ holds near twins, two files whose names differ only by a
 * suffix that says nothing of what the file does (`hook-events` beside `hook-reporter`, `parameters` beside
 * `parameter-kinds`, `inputs` beside `input-types`), which make a reader open both to learn which is which;
 * and src/core shows its rooms, not a flat floor: its top level holds folders and at most a handful of files.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");


/** Suffixes that name a role, not a content: a file called `<x>-<one of these>` beside another `<x>…` is a twin. */
const ROLE_SUFFIXES = ["types", "kinds", "reporter", "runner", "helpers", "helper", "utils", "util", "common", "misc", "defs", "shared", "base", "impl", "internal", "support", "core", "data", "info", "lib"];

/** How many .ts files src/core's top level may hold beside its rooms. */
const CORE_TOP_LEVEL_FILES = 5;

/** A name without a plural s (`inputs` → `input`). */
const singular = (name: string) => (name.endsWith("s") && !name.endsWith("ss") ? name.slice(0, -1) : name);

/** The pairs of near twins among `names` (file names without .ts), each as "a ~ b". */
function twins(names: readonly string[]): string[] {
  const found: string[] = [];
  for (const name of names) {
    const words = name.split("-");
    if (words.length < 2 || !ROLE_SUFFIXES.includes(words.at(-1)!)) continue;
    const stem = singular(words.slice(0, -1).join("-"));
    for (const other of names) {
      if (other === name) continue;
      if (singular(other) === stem || other.startsWith(`${stem}-`) || other.startsWith(`${stem}s-`)) found.push([name, other].sort().join(" ~ "));
    }
  }
  return [...new Set(found)].sort();
}

/** Every folder under `dir` (itself included), relative to `root`, with the .ts names it holds. */
function folders(root: string, dir: string): { folder: string; names: string[] }[] {
  const entries = readdirSync(join(root, dir), { withFileTypes: true });
  const names = entries.filter((entry) => entry.isFile() && entry.name.endsWith(".ts")).map((entry) => entry.name.replace(/(\.cjs)?\.ts$/, ""));
  return [{ folder: `${dir}/`, names }, ...entries.filter((entry) => entry.isDirectory()).flatMap((entry) => folders(root, join(dir, entry.name)))];
}

/** The near twins of every folder of src/, as "folder: a ~ b". */
function twinsUnder(root: string): string[] {
  return folders(root, "src")
    .flatMap(({ folder, names }) => twins(names).map((pair) => `${folder}: ${pair}`));
}

describe("names in src/", () => {
  it("no folder holds two files whose names differ only by a role suffix", () => {
    expect(twinsUnder(ROOT)).toEqual([]);
  });

  it(`src/core's top level holds its rooms and at most ${CORE_TOP_LEVEL_FILES} files`, () => {
    const entries = readdirSync(join(ROOT, "src/core"), { withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith(".ts")).map((entry) => entry.name);
    expect(files.length, files.join(", ")).toBeLessThanOrEqual(CORE_TOP_LEVEL_FILES);
    expect(entries.filter((entry) => entry.isDirectory()).length).toBeGreaterThanOrEqual(5);
  });

  describe("the check itself", () => {
    const scratch = mkdtempSync(join(tmpdir(), "paxos-folder-names-"));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    it("finds the twins the house once had, and not names that each say what they hold", () => {
      expect(twins(["hook-events", "hook-reporter", "transport"])).toEqual(["hook-events ~ hook-reporter"]);
      expect(twins(["parameters", "parameter-kinds", "inputs", "input-types", "query"])).toEqual(["input-types ~ inputs", "parameter-kinds ~ parameters"]);
      expect(twins(["problem", "problem-types"])).toEqual(["problem ~ problem-types"]);
      expect(twins(["hooks", "check-parameters", "parameter-rules", "to-wire", "call-arguments", "token-cache", "token-manager", "market", "market-feeds"])).toEqual([]);
    });

    it("reads every folder of a tree, skipping only those not yet settled", () => {
      const write = (path: string) => {
        mkdirSync(join(scratch, path, ".."), { recursive: true });
        writeFileSync(join(scratch, path), "export {};\n");
      };
      write("src/core/sending/retry.ts");
      write("src/core/sending/retry-helpers.ts");
      write("src/stream/feed.ts");
      write("src/mock/protocol/problem.ts");
      write("src/mock/protocol/paxos-problems.ts");
      expect(twinsUnder(scratch)).toEqual(["src/core/sending/: retry ~ retry-helpers"]);
    });
  });
});
