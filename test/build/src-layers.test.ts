/**
 * The house's floors: each part of src/ (a top folder or a top-level file) imports only the parts listed
 * for it below, so no arrow runs back up — `src/core` knows no client, resource, feed, webhook, Redis
 * helper, mock or CLI; the resources know no `Paxos`; nothing imports the CLI. Inside `src/core`, the
 * rooms of a call's trip are floors too (CORE_ROOMS, below): each imports only the rooms beneath it. Each folder's README.md states its rule;
 * this is where it is enforced. The mock's own layers are test/mock/mock-layers.test.ts's.
 *
 * Imports are read with the TypeScript parser (static, dynamic, re-exports and `import("…")` types),
 * so a type-only import counts as an arrow too, except where a rule says "types only".
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, normalize } from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");

/** What each part of src/ may import besides itself. */
const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  "core/": [], // the bottom floor; see TYPES_ONLY for the contract's types
  "decimal.ts": [],
  "generated/": ["core/"],
  "stream/": ["core/", "generated/"],
  "webhooks/": ["core/", "generated/"],
  "paxos-client.ts": ["core/", "generated/"],
  "paxos-market-client.ts": ["core/", "generated/"],
  "resources/": ["core/", "generated/", "stream/", "webhooks/", "paxos-client.ts", "paxos-market-client.ts"],
  "paxos.ts": ["core/", "generated/", "resources/", "webhooks/", "paxos-client.ts"],
  "redis/": ["core/", "webhooks/"],
  "mock/": ["core/", "generated/", "decimal.ts"],
  // The body of the PaxosTypes namespace index.ts exports: types of every part under the entry.
  "types.ts": ["core/", "generated/", "stream/", "webhooks/", "resources/"],
  "index.ts": ["core/", "decimal.ts", "generated/", "stream/", "webhooks/", "resources/", "paxos-client.ts", "paxos-market-client.ts", "paxos.ts", "types.ts"],
  "cli/": ["core/", "generated/", "webhooks/", "paxos.ts", "mock/"],
};

/** Arrows allowed for types only (`import type`): the core reads what an operation takes and answers from the contract's types. */
const TYPES_ONLY: Readonly<Record<string, readonly string[]>> = { "core/": ["generated/"] };

/**
 * The rooms of src/core, bottom to top: each may import only the rooms before it (type imports
 * included), so no arrow inside the core runs back up either. src/core/README.md says why in this order.
 */
const CORE_ROOMS = ["response/", "shared/", "request/", "sending/", "config/", "call/", "pagination/"];

interface Arrow {
  readonly from: string;
  readonly to: string;
  readonly typeOnly: boolean;
}

/** Every .ts file under `dir`, relative to `root`. */
function sourceFiles(root: string, dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(root, path));
    else if (entry.name.endsWith(".ts")) found.push(path);
  }
  return found;
}

/** The file a relative specifier names (`./x` → `x.ts` or `x/index.ts`), relative to `root`. */
function resolveSpecifier(root: string, from: string, specifier: string): string | undefined {
  const base = normalize(join(dirname(from), specifier.replace(/\.(js|ts)$/, "")));
  for (const candidate of [`${base}.ts`, join(base, "index.ts")]) {
    try {
      if (statSync(join(root, candidate)).isFile()) return candidate;
    } catch {
      // not this form
    }
  }
  return undefined;
}

/** The relative imports of one file: import and export declarations, `import()` calls and `import("…")` types. */
function importsOf(root: string, file: string): Arrow[] {
  const text = readFileSync(join(root, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const arrows: Arrow[] = [];
  const add = (specifier: ts.Node | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith(".")) return;
    const to = resolveSpecifier(root, file, specifier.text);
    arrows.push({ from: file, to: to ?? `${normalize(join(dirname(file), specifier.text))} (unresolved)`, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const namedTypes = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) && !clause.name && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((element) => element.isTypeOnly);
      add(node.moduleSpecifier, Boolean(clause?.isTypeOnly || namedTypes));
    } else if (ts.isExportDeclaration(node)) {
      const namedTypes = node.exportClause && ts.isNamedExports(node.exportClause) && node.exportClause.elements.length > 0 && node.exportClause.elements.every((element) => element.isTypeOnly);
      add(node.moduleSpecifier, Boolean(node.isTypeOnly || namedTypes));
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return arrows;
}

/** The part of src/ a path belongs to (`core/`, `index.ts` …), or undefined outside src/. */
function partOf(file: string): string | undefined {
  if (!file.startsWith("src/")) return undefined;
  const rest = file.slice("src/".length);
  const slash = rest.indexOf("/");
  return slash < 0 ? rest : rest.slice(0, slash + 1);
}

/** The room of src/core a path is in (`request/` …), or undefined outside src/core or at its top level. */
function roomOf(file: string): string | undefined {
  if (!file.startsWith("src/core/")) return undefined;
  const rest = file.slice("src/core/".length);
  const slash = rest.indexOf("/");
  return slash < 0 ? undefined : rest.slice(0, slash + 1);
}

/** Every arrow of src/ that breaks a rule above, as readable lines. */
function violations(root: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(root, "src")) {
    const from = partOf(file)!;
    const allowed = MAY_IMPORT[from];
    if (!allowed) {
      found.push(`${file} is in no part of src/ (give ${from} its rule)`);
      continue;
    }
    for (const arrow of importsOf(root, file)) {
      const to = partOf(arrow.to);
      if (to === undefined || arrow.to.endsWith("(unresolved)")) {
        found.push(`${file} → ${arrow.to} (outside src/ or unresolved)`);
        continue;
      }
      if (to !== from && !allowed.includes(to) && !(arrow.typeOnly && TYPES_ONLY[from]?.includes(to))) {
        const typesNote = TYPES_ONLY[from]?.includes(to) ? " except types" : "";
        found.push(`${file} → ${arrow.to} (${from} may not import ${to}${typesNote})`);
      }
      const fromRoom = roomOf(file);
      const toRoom = roomOf(arrow.to);
      if (fromRoom && toRoom && fromRoom !== toRoom) {
        const [fromFloor, toFloor] = [CORE_ROOMS.indexOf(fromRoom), CORE_ROOMS.indexOf(toRoom)];
        if (fromFloor < 0 || toFloor < 0) found.push(`${file} → ${arrow.to} (core/${fromFloor < 0 ? fromRoom : toRoom} has no floor in CORE_ROOMS)`);
        else if (toFloor > fromFloor) found.push(`${file} → ${arrow.to} (core/${fromRoom} may not import core/${toRoom}, a room above it)`);
      }
    }
  }
  return found.sort();
}

/** The parts in an order where each imports only earlier ones, or the parts left in a cycle. */
function floors(rules: Readonly<Record<string, readonly string[]>>): { order: string[]; cycle: string[] } {
  const order: string[] = [];
  const left = new Set(Object.keys(rules));
  for (let placed = true; placed; ) {
    placed = false;
    for (const part of left) {
      if (rules[part]!.every((dep) => order.includes(dep))) {
        order.push(part);
        left.delete(part);
        placed = true;
      }
    }
  }
  return { order, cycle: [...left] };
}

describe("the floors of src/", () => {
  it("every import follows its part's rule: no arrow runs back up", () => {
    expect(violations(ROOT)).toEqual([]);
  });

  it("the rules themselves stack: every part of src/ has one, and they form no cycle", () => {
    const parts = readdirSync(join(ROOT, "src"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || entry.name.endsWith(".ts"))
      .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));
    expect(parts.filter((part) => !MAY_IMPORT[part])).toEqual([]);
    expect(floors(MAY_IMPORT).cycle).toEqual([]);
  });

  it("every room of the core has its floor, and every floor is a room", () => {
    const rooms = readdirSync(join(ROOT, "src/core"), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => `${entry.name}/`);
    expect([...rooms].sort()).toEqual([...CORE_ROOMS].sort());
  });

  describe("the check itself", () => {
    const scratch = mkdtempSync(join(tmpdir(), "paxos-src-layers-"));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(scratch, path)), { recursive: true });
      writeFileSync(join(scratch, path), text);
    };

    it("finds the core reaching up (a type import and an import() type too), and passes once it imports down", () => {
      write("src/paxos-client.ts", 'import { ok } from "./core/response/errors";\nexport class PaxosClient { ok = ok; }\n');
      write("src/stream/stream-url.ts", "export const STREAM_URLS = {};\n");
      write("src/generated/openapi.ts", "export interface operations { x: 1 }\n");
      write("src/generated/descriptors.ts", "export const d = 1;\n");
      write("src/core/response/errors.ts", "export const ok = 1;\n");
      write("src/core/config/config.ts", 'import { STREAM_URLS } from "../../stream/stream-url";\nimport type { operations } from "../../generated/openapi";\nexport const u = STREAM_URLS;\nexport type O = operations;\n');
      write("src/core/call/resource.ts", 'export class APIResource { constructor(c: import("../../paxos-client").PaxosClient) { void c; } }\n');
      write("src/core/call/call.ts", 'import { d } from "../../generated/descriptors";\nexport const x = d;\n');
      expect(violations(scratch)).toEqual([
        "src/core/call/call.ts → src/generated/descriptors.ts (core/ may not import generated/ except types)",
        "src/core/call/resource.ts → src/paxos-client.ts (core/ may not import paxos-client.ts)",
        "src/core/config/config.ts → src/stream/stream-url.ts (core/ may not import stream/)",
      ]);

      write("src/core/config/config.ts", 'import type { operations } from "../../generated/openapi";\nexport const u = {};\nexport type O = operations;\n');
      write("src/core/call/resource.ts", "export interface ResourceClient { environment: string }\nexport class APIResource { constructor(c: ResourceClient) { void c; } }\n");
      write("src/core/call/call.ts", 'import type { operations } from "../../generated/openapi";\nexport type X = operations;\n');
      expect(violations(scratch)).toEqual([]);
    });

    it("finds a room reaching up to a room above it (a type import and an import() type too), a room with no floor, and a part with no rule", () => {
      write("src/core/pagination/page.ts", "export class Page {}\n");
      write("src/core/call/api-promise.ts", "export interface CallResult { data: unknown }\n");
      write("src/core/shared/version.ts", 'import { u } from "../config/config";\nexport const V = u;\n');
      write("src/core/request/query.ts", 'import type { Page } from "../pagination/page";\nexport type Q = Page;\n');
      write("src/core/sending/transport.ts", 'import type { CallResult } from "../call/api-promise";\nexport type R = CallResult | import("../config/config").U;\n');
      write("src/core/config/config.ts", 'import { ok } from "../response/errors";\nexport const u = ok;\nexport type U = 1;\n');
      write("src/core/extra/misc.ts", 'import { ok } from "../response/errors";\nexport const m = ok;\n');
      write("src/helpers/misc.ts", "export const X = 1;\n");
      expect(violations(scratch)).toEqual([
        "src/core/extra/misc.ts → src/core/response/errors.ts (core/extra/ has no floor in CORE_ROOMS)",
        "src/core/request/query.ts → src/core/pagination/page.ts (core/request/ may not import core/pagination/, a room above it)",
        "src/core/sending/transport.ts → src/core/call/api-promise.ts (core/sending/ may not import core/call/, a room above it)",
        "src/core/sending/transport.ts → src/core/config/config.ts (core/sending/ may not import core/config/, a room above it)",
        "src/core/shared/version.ts → src/core/config/config.ts (core/shared/ may not import core/config/, a room above it)",
        "src/helpers/misc.ts is in no part of src/ (give helpers/ its rule)",
      ]);

      rmSync(join(scratch, "src/core/extra"), { recursive: true });
      rmSync(join(scratch, "src/helpers"), { recursive: true });
      write("src/core/shared/version.ts", 'import { ok } from "../response/errors";\nexport const V = ok;\n');
      write("src/core/request/query.ts", "export type Q = string;\n");
      write("src/core/sending/transport.ts", 'import type { Q } from "../request/query";\nexport interface CallResult { data: Q }\n');
      write("src/core/call/api-promise.ts", 'import type { CallResult } from "../sending/transport";\nimport type { U } from "../config/config";\nexport type P = CallResult | U;\n');
      write("src/core/pagination/page.ts", 'import type { P } from "../call/api-promise";\nexport type Page = P;\n');
      expect(violations(scratch)).toEqual([]);
    });

    it("finds rules that form a cycle", () => {
      expect(floors({ "a/": ["b/"], "b/": ["a/"], "c/": [] })).toEqual({ order: ["c/"], cycle: ["a/", "b/"] });
      expect(floors(MAY_IMPORT).order[0]).toBe("core/");
    });
  });
});
