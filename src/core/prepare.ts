/**
 * Turns a method's arguments into what goes on the wire, checked against the
 * operation's generated schemas before anything is sent: path parameters
 * checked and percent-encoded, the body in wire form (`Decimal` / `Date`
 * only where the contract's formats allow them) with its idempotency key,
 * the query flattened and checked. Parameters are checked as data
 * (./parameters) and only a body with zod (./validation), so an operation
 * without a body uses `prepareParameters` and its bundle carries no zod.
 */
import { toWire } from "./inputs";
import type { CallArgs, Operation, PreparedRequest } from "./operation-descriptor";
import { checkParameters } from "./parameters";
import { expandPath } from "./path";
import { flattenQuery, toSearchParams } from "./query";
import { validateInput } from "./validation";

/** The path with its parameters checked and encoded. */
function pathOf(op: Operation, args: CallArgs): string {
  return op.pathParameters ? expandPath(op.path, checkParameters(op.pathParameters, args.path ?? {}, op.name), op.name) : op.path;
}

/** The checked query, when the operation has any parameters there. */
function queryOf(op: Operation, args: CallArgs): URLSearchParams | undefined {
  if (!op.queryParameters) return undefined;
  return toSearchParams(checkParameters(op.queryParameters, flattenQuery(args.query ?? {}, op.name), op.name), op.name);
}

/** The wire form of a call without a body; throws a `ValidationError` naming the field and the rule. */
export function prepareParameters(op: Operation, args: CallArgs): PreparedRequest {
  const prepared: PreparedRequest = { path: pathOf(op, args) };
  const query = queryOf(op, args);
  if (query) prepared.query = query;
  return prepared;
}

/** The wire form of one call's arguments, body included; throws a `ValidationError` naming the field and the rule. */
export function prepareRequest(op: Operation, args: CallArgs): PreparedRequest {
  const name = op.name;
  const prepared: PreparedRequest = { path: pathOf(op, args) };
  if (op.bodySchema && !(op.bodyOptional && args.body === undefined)) {
    let wire = toWire(args.body, op.inputs, name);
    const key = op.idempotencyField;
    // Generated once per call, before the first attempt: every retry carries the same key.
    if (key !== undefined && isRecord(wire) && wire[key] === undefined) {
      wire = { ...wire, [key]: globalThis.crypto.randomUUID() };
    }
    prepared.body = validateInput(op.bodySchema, wire, name, "the body");
  }
  const query = queryOf(op, args);
  if (query) prepared.query = query;
  return prepared;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
