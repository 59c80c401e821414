/**
 * Every event type of the contract's catalog (`x-events`, Paxos's 55) is in the published package: in its
 * values (KNOWN_EVENT_TYPES, EVENT_OBJECT_TYPES) and in its declarations, where comparing an event's `type`
 * with each name narrows `object` to that type's kind of object. A program using the built declarations
 * is type-checked for all 55 (and for a wrong kind refused). `npm test` builds dist/ first.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = fileURLToPath(new URL("../..", import.meta.url));
const contract = parse(readFileSync(join(root, "openapi/paxos.yaml"), "utf8")) as {
  "x-events": { types: Record<string, string>; objects: Record<string, { $ref: string }> };
};
const catalog = contract["x-events"];
/** The kind's schema name, e.g. TransferStatusChange for transfer_status_change. */
const schemaOf = (kind: string) => catalog.objects[kind]!.$ref.split("/").pop()!;

/** Type-checks `source` against dist/'s declarations; returns tsc's output (empty when it compiles). */
function typecheck(source: string): string {
  const dir = mkdtempSync(join(tmpdir(), "paxos-event-types-"));
  try {
    writeFileSync(join(dir, "check.ts"), source.replaceAll("DIST", JSON.stringify(join(root, "dist/index.js"))));
    const tsc = join(root, "node_modules/typescript/bin/tsc");
    const args = [tsc, "--noEmit", "--strict", "--skipLibCheck", "--target", "es2022", "--module", "esnext", "--moduleResolution", "bundler", "--types", "node", "--typeRoots", join(root, "node_modules/@types"), join(dir, "check.ts")];
    try {
      execFileSync(process.execPath, args, { encoding: "utf8" });
      return "";
    } catch (error) {
      return String((error as { stdout?: string }).stdout ?? error);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the published event types", () => {
  beforeAll(() => {
    if (!existsSync(join(root, "dist/index.js"))) throw new Error("dist/ is missing: run `npm run build` first (npm test does).");
  });

  it("list the contract's 55 types with their object kinds, at run time", () => {
    expect(Object.keys(catalog.types)).toHaveLength(55);
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", `import { KNOWN_EVENT_TYPES, EVENT_OBJECT_TYPES } from "paxos-sdk"; console.log(JSON.stringify([KNOWN_EVENT_TYPES, EVENT_OBJECT_TYPES]));`], {
      cwd: root,
      encoding: "utf8",
    });
    const [types, kinds] = JSON.parse(out) as [string[], Record<string, string>];
    expect(types).toEqual(Object.keys(catalog.types));
    expect(kinds).toEqual(catalog.types);
  });

  it("narrow each of the 55 types' object in the declarations, and refuse a wrong kind", () => {
    const names = [...new Set(Object.values(catalog.types).map(schemaOf))];
    const checks = Object.entries(catalog.types).map(
      ([type, kind]) => `if (event.type === ${JSON.stringify(type)}) { const object: ${schemaOf(kind)} = event.object; const same: typeof event.object = object; void same; }`,
    );
    // The last line shows the check can fail: an identity event's object is not a transfer's (tsc
    // reports an unused @ts-expect-error if it were accepted).
    const program = `import type { PaxosTypes } from DIST;
${[...new Set([...names, "PaxosEvent", "TransferStatusChange"])].map((name) => `type ${name} = PaxosTypes.${name};`).join("\n")}
declare const event: PaxosEvent;
${checks.join("\n")}
if (event.type === "identity.approved") {
  // @ts-expect-error: not a transfer's object
  const object: TransferStatusChange = event.object; void object;
}
`;
    expect(typecheck(program)).toBe("");
  }, 60_000);
});
