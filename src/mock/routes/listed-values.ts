/**
 * The mock's strict side of request enums. The SDK sends a value its contract does not list (Paxos may
 * have added it since), but the service refuses a value it does not know, and a test should learn that
 * here: so every route, hand-written or not, is guarded by this one check, run before the route's own
 * code (nothing is recorded, debited or announced for a refused request). It reads the enum fields each
 * operation's generated descriptor carries (`enums`: body, query and path, `"*"` for array items), the
 * same data the SDK logs unknown values from, and compares exactly: case and surrounding spaces count.
 */
import type { EnumFields, OperationEnums } from "../../core/request/unknown-enums";
import { editDistance } from "../../core/shared/near-miss";
import { badRequest } from "../protocol/problem";

/** What a request carries, as the mock received it (the query still as repeated keys). */
export interface ReceivedRequest {
  path: Readonly<Record<string, string>>;
  query: URLSearchParams;
  body: unknown;
}

/**
 * Refuses (400, rule `enum`, naming the field and the value) the first value of an enum field of the path,
 * query or body that the contract does not list. Values of another type are left to the route's type checks.
 */
export function refuseUnlistedValues(enums: OperationEnums | undefined, request: ReceivedRequest): void {
  if (!enums) return;
  if (enums.path) walk(enums.path, request.path, "");
  if (enums.query) {
    for (const [name, fields] of Object.entries(enums.query)) {
      // Array parameters come as repeated keys; a scalar given twice is the route's to refuse.
      const values = request.query.getAll(name);
      const listed = Array.isArray(fields) ? fields : (fields as EnumFields)["*"];
      if (!Array.isArray(listed)) continue;
      values.forEach((value, index) => refuseUnlisted(listed, value, Array.isArray(fields) ? name : `${name}.${index}`));
    }
  }
  if (enums.body) walk(enums.body, request.body, "");
}

function walk(fields: EnumFields | readonly string[], value: unknown, at: string): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(fields)) {
    refuseUnlisted(fields, value, at);
    return;
  }
  const tree = fields as EnumFields;
  if (Array.isArray(value)) {
    const items = tree["*"];
    if (items) value.forEach((item, index) => walk(items, item, at ? `${at}.${index}` : String(index)));
    return;
  }
  if (typeof value !== "object") return;
  for (const key in tree) {
    if (key !== "*") walk(tree[key]!, (value as Record<string, unknown>)[key], at ? `${at}.${key}` : key);
  }
}

function refuseUnlisted(listed: readonly string[], value: unknown, field: string): void {
  if (typeof value !== "string" || listed.includes(value)) return;
  const near = nearestListed(listed, value);
  const hint = near === undefined ? "" : ` (did you mean ${JSON.stringify(near)}?)`;
  throw badRequest(field, "enum", `${field} must be one of ${listed.map((v) => JSON.stringify(v)).join(", ")}, got ${JSON.stringify(value)}${hint}`, {
    value,
    allowed: listed,
  });
}

/** The listed value `value` was probably meant to be: the same but for case and spaces, or one or two letters off. */
function nearestListed(listed: readonly string[], value: string): string | undefined {
  const folded = value.trim().toUpperCase();
  const same = listed.find((v) => v.toUpperCase() === folded);
  if (same !== undefined) return same;
  let best: { value: string; distance: number } | undefined;
  for (const candidate of listed) {
    // The SDK's own "did you mean" distance (core/shared/near-miss), so both sides hint alike.
    const distance = editDistance(candidate.toUpperCase(), folded);
    if (distance <= 2 && distance < (best?.distance ?? Infinity)) best = { value: candidate, distance };
  }
  return best?.value;
}
