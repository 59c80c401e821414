/**
 * Turns a method's arguments into what goes on the wire, checked against the
 * operation's generated schemas before anything is sent: path parameters
 * checked and percent-encoded, the body in wire form (`Decimal` / `Date`
 * only where the contract's formats allow them) with its idempotency key,
 * the query flattened and checked. A body field the contract does not list is sent as given unless
 * it is a near miss of one it does (./unknown-fields). Parameters are checked as data
 * (./check-parameters) and only a body with zod (./validation), so an operation
 * without a body uses `prepareParameters` (or, with a plain query only, `prepareQuery`) and its bundle
 * carries no zod.
 */
import { toWire } from "./to-wire";
import { checkParameters } from "./check-parameters";
import { expandPath } from "./path";
import { flattenQuery, toSearchParams } from "./query";
import { refuse } from "../response/errors";
import { checkExtraObject, refuseExtraBody } from "./extras";
import { listedFields, noteUnknownFields, restoreUnknownFields, takeUnknownFields } from "./unknown-fields";
import { validateInput } from "./validation";
import { isRecord } from "../shared/is-record";
import type { WarningContext } from "./once-per-process";
import type { ParametersSchema } from "./check-parameters";
import type { WireInputs } from "./to-wire";
import type { ZodMiniType } from "zod/mini";

/**
 * What preparing a request reads of an operation's descriptor: `Operation` (../call/operation-descriptor)
 * has all of it, with each field's meaning; the generated descriptors hand their own `Operation` here.
 */
export interface RequestRules {
  readonly name: string;
  readonly method: string;
  readonly path: string;
  readonly idempotencyField?: string;
  readonly pathParameters?: ParametersSchema;
  readonly queryParameters?: ParametersSchema;
  readonly bodySchema?: ZodMiniType<unknown>;
  readonly bodyOptional?: boolean;
  readonly inputs?: WireInputs;
}

/** What a resource method hands to the core: path parameters by wire name, the body, the query. */
export interface CallArgs {
  path?: Readonly<Record<string, string>>;
  body?: unknown;
  query?: Record<string, unknown>;
}

/** What a call adds to its arguments: the `extraBody` option, and the client whose logger hears of unknown fields. */
export interface CallExtras {
  readonly extraBody?: unknown;
  readonly context?: WarningContext;
}

/** One call's arguments in wire form. */
export interface PreparedRequest {
  /** The path with its parameters checked and percent-encoded. */
  path: string;
  query?: URLSearchParams;
  body?: unknown;
}

/** The path with its parameters checked and encoded. */
function pathOf(op: RequestRules, args: CallArgs): string {
  return op.pathParameters ? expandPath(op.path, checkParameters(op.pathParameters, args.path ?? {}, op.name), op.name) : op.path;
}

/** The checked query, when the operation has any parameters there. */
function queryOf(op: RequestRules, args: CallArgs): URLSearchParams | undefined {
  if (!op.queryParameters) return undefined;
  return toSearchParams(checkParameters(op.queryParameters, flattenQuery(args.query ?? {}, op.name), op.name), op.name);
}

/**
 * The wire form of a call whose only arguments are query parameters without a filter form (no dotted
 * `field.gte` name, no date-time): the generator gives it to those operations, so that their bundles
 * carry neither the path encoder nor `flattenQuery`. As there, a parameter given as undefined is not given.
 */
export function prepareQuery(op: RequestRules, args: CallArgs, extras?: CallExtras): PreparedRequest {
  refuseExtraBody(op, extras?.extraBody);
  const given = Object.fromEntries(Object.entries(args.query ?? {}).filter((entry) => entry[1] !== undefined));
  return { path: op.path, query: toSearchParams(checkParameters(op.queryParameters!, given, op.name), op.name) };
}

/** The wire form of a call without a body; throws a `ValidationError` naming the field and the rule. */
export function prepareParameters(op: RequestRules, args: CallArgs, extras?: CallExtras): PreparedRequest {
  refuseExtraBody(op, extras?.extraBody);
  const prepared: PreparedRequest = { path: pathOf(op, args) };
  const query = queryOf(op, args);
  if (query) prepared.query = query;
  return prepared;
}

/** The wire form of one call's arguments, body included; throws a `ValidationError` naming the field and the rule. */
export function prepareRequest(op: RequestRules, args: CallArgs, extras?: CallExtras): PreparedRequest {
  const name = op.name;
  const prepared: PreparedRequest = { path: pathOf(op, args) };
  const extraBody = extras?.extraBody;
  if (!op.bodySchema) refuseExtraBody(op, extraBody);
  if (op.bodySchema && !(op.bodyOptional && args.body === undefined && extraBody === undefined)) {
    let wire = toWire(args.body, op.inputs, name);
    const key = op.idempotencyField;
    // Generated once per call, before the first attempt: every retry carries the same key.
    if (key !== undefined && isRecord(wire) && wire[key] === undefined) {
      wire = { ...wire, [key]: globalThis.crypto.randomUUID() };
    }
    // Fields the contract does not list (a near miss of one it does is refused here) sit out the
    // check of the known ones, and go out as given (./unknown-fields).
    const unknown = takeUnknownFields(op.bodySchema, wire, name);
    prepared.body = restoreUnknownFields(validateInput(op.bodySchema, wire, name, "the body"), unknown);
    if (unknown.length > 0 && extras?.context) noteUnknownFields(extras.context, name, unknown);
    if (extraBody !== undefined) prepared.body = withExtraBody(op.bodySchema, prepared.body, extraBody, name);
  }
  const query = queryOf(op, args);
  if (query) prepared.query = query;
  return prepared;
}

/**
 * The checked body with `extraBody`'s fields added (a copy in wire form: the caller's object is never
 * sent or changed); a field the body schema lists is refused, since there it would skip its checks.
 */
function withExtraBody(schema: NonNullable<RequestRules["bodySchema"]>, body: unknown, extraBody: unknown, name: string): Record<string, unknown> {
  checkExtraObject(name, "extraBody", extraBody);
  const listed = listedFields(schema);
  for (const key of Object.keys(extraBody)) {
    if (listed.has(key)) {
      refuse(name, `extraBody.${key}`, "listed", `extraBody.${key} is a field of this operation: give it in the body, where it is checked`);
    }
  }
  return { ...(isRecord(body) ? body : {}), ...(toWire(extraBody, undefined, name, "extraBody") as Record<string, unknown>) };
}

