/**
 * Enum values the contract does not list yet, sent as given. Paxos treats a
 * new enum value as a non-breaking change, so a request the SDK refused for
 * one would turn that change into an outage: the TypeScript types stay
 * closed (a typo is a compile error), but at run time an unknown value goes
 * out unchanged and the client's logger says so once per process for each
 * operation, field and value. Structural checks (required, types, patterns,
 * limits) still refuse before sending (./validation, ./parameters).
 */
import type { ClientContext } from "./client-context";

/** Enum fields as a tree: leaves list the known values, `"*"` stands for every item of an array. */
export interface EnumFields {
  readonly [field: string]: readonly string[] | EnumFields;
}

/** An operation's enum fields in its body, query and path (generated into its descriptor). */
export interface OperationEnums {
  readonly body?: EnumFields;
  readonly query?: EnumFields;
  readonly path?: EnumFields;
}

/** What this process has already logged: `resource.method field value`. */
const logged = /* @__PURE__ */ new Set<string>();

function walk(fields: EnumFields | readonly string[], value: unknown, at: string, found: (field: string, value: string) => void): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(fields)) {
    if (typeof value === "string" && !fields.includes(value)) found(at, value);
    return;
  }
  const tree = fields as EnumFields;
  if (Array.isArray(value)) {
    const items = tree["*"];
    if (items) value.forEach((item, index) => walk(items, item, at ? `${at}.${index}` : String(index), found));
    return;
  }
  if (typeof value !== "object") return;
  for (const key of Object.keys(tree)) {
    if (key === "*") continue;
    walk(tree[key]!, (value as Record<string, unknown>)[key], at ? `${at}.${key}` : key, found);
  }
}

/**
 * Logs (once per process per operation, field and value) each value of an enum field
 * that `enums` does not list; called with the checked body, query and path.
 */
export function noteUnknownEnums(
  context: ClientContext,
  op: { readonly name: string; readonly enums?: OperationEnums },
  given: { readonly body?: unknown; readonly query?: unknown; readonly path?: unknown },
): void {
  const enums = op.enums;
  if (!enums) return;
  const found = (field: string, value: string) => {
    const key = `${op.name} ${field} ${value}`;
    if (logged.has(key)) return;
    logged.add(key);
    context.logger?.warn(
      `${op.name}: ${field} ${JSON.stringify(value)} is not a value this SDK's contract lists; sent as given (Paxos may have added it). (Logged once per process.)`,
    );
  };
  for (const where of ["body", "query", "path"] as const) {
    const fields = enums[where];
    if (fields) walk(fields, given[where], "", found);
  }
}

/** Forgets what was logged, so a test can see the first line again (not part of the public API). */
export function forgetUnknownEnumNotes(): void {
  logged.clear();
}
