/**
 * Enum values the contract does not list yet, sent as given. Paxos treats a
 * new enum value as a non-breaking change, so a request the SDK refused for
 * one would turn that change into an outage: the TypeScript types stay
 * closed (a typo is a compile error), but at run time an unknown value goes
 * out unchanged and the client's logger says so once per process for each
 * operation, field and value. Structural checks (required, types, patterns,
 * limits) still refuse before sending (./validation, ./check-parameters).
 */
import type { ClientContext } from "../call/client-context";
import { forgetOncePerProcess, warnOncePerProcess } from "./once-per-process";

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

/** Where a request carries enum fields. */
const PLACES = ["body", "query", "path"] as const;

/** Logs `value` of `field` once per process per operation (`name`), field and value. */
function note(context: ClientContext, name: string, field: string, value: string): void {
  warnOncePerProcess(
    context,
    `enum ${name} ${field} ${value}`,
    `${name}: ${field} ${JSON.stringify(value)} is not a value this SDK's contract lists; sent as given (Paxos may have added it).`,
  );
}

function walk(fields: EnumFields | readonly string[], value: unknown, at: string, context: ClientContext, name: string): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(fields)) {
    if (typeof value === "string" && !fields.includes(value)) note(context, name, at, value);
    return;
  }
  const tree = fields as EnumFields;
  if (Array.isArray(value)) {
    const items = tree["*"];
    if (items) value.forEach((item, index) => walk(items, item, at ? `${at}.${index}` : String(index), context, name));
    return;
  }
  if (typeof value !== "object") return;
  for (const key in tree) {
    if (key !== "*") walk(tree[key]!, (value as Record<string, unknown>)[key], at ? `${at}.${key}` : key, context, name);
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
  // No closure or array per call: this runs on every call of an operation with enum fields.
  for (const where of PLACES) {
    const fields = enums[where];
    if (fields) walk(fields, given[where], "", context, op.name);
  }
}

/** Forgets what was logged, so a test can see the first line again (not part of the public API). */
export function forgetUnknownEnumNotes(): void {
  forgetOncePerProcess();
}
