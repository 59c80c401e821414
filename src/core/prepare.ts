/**
 * Turns a method's arguments into what goes on the wire, checked against the
 * operation's generated schemas before anything is sent: path parameters
 * validated and percent-encoded, the body in wire form (`Decimal` / `Date`
 * only where the contract's formats allow them) with its idempotency key,
 * the query flattened and validated.
 */
import { toWire } from "./inputs";
import type { CallArgs, Operation, PreparedRequest } from "./operation";
import { expandPath } from "./path";
import { flattenQuery, toSearchParams } from "./query";
import { validateInput } from "./validation";

/** The wire form of one call's arguments; throws a `ValidationError` naming the field and the rule. */
export function prepareRequest(op: Operation, args: CallArgs): PreparedRequest {
  const name = op.name;
  const path = op.pathSchema ? expandPath(op.path, validateInput(op.pathSchema, args.path ?? {}, name), name) : op.path;
  const prepared: PreparedRequest = { path };
  if (op.bodySchema && !(op.bodyOptional && args.body === undefined)) {
    let wire = toWire(args.body, op.inputs, name);
    const key = op.idempotencyField;
    // Generated once per call, before the first attempt: every retry carries the same key.
    if (key !== undefined && isRecord(wire) && wire[key] === undefined) {
      wire = { ...wire, [key]: globalThis.crypto.randomUUID() };
    }
    prepared.body = validateInput(op.bodySchema, wire, name);
  }
  if (op.querySchema) {
    prepared.query = toSearchParams(validateInput(op.querySchema, flattenQuery(args.query ?? {}, name), name), name);
  }
  return prepared;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
