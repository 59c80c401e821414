/**
 * A create made retry-safe by its idempotency key (`ref_id`), to the end. When the SDK re-sends such a
 * create (its first attempt timed out, failed with a 5xx or lost its connection) the first attempt may
 * have gone through, and Paxos answers the re-send 409 Already Exists with the record in
 * `meta.existing`. That is the call's success: the existing record is handed back as the answer.
 *
 * The record is taken from `meta.existing` when it passes the operation's answer check, else fetched
 * through the operation's GET (`x-existing-lookup` of the contract: by the record's id, or by the key);
 * either way checked like any answer. It is the call's answer only when it is what was asked:
 *
 * - the key (`ref_id`) is the one sent, and
 * - every field the request sent as a plain value (string, number, boolean) that the record also holds
 *   under the same name holds the same value there: amounts and other decimal strings compared as
 *   numbers (`"0.5"` = `"0.50000000"`), RFC 3339 times as instants (`…T00:00:00Z` = `…T00:00:00.000000000Z`),
 *   other strings without regard to case (the service may normalise an address or an enum's case). Objects and arrays (metadata, nested details), and fields the record
 *   does not carry, are not compared: the service's record is not an echo of the request.
 *
 * Otherwise — a real conflict (the key was used earlier for something else), a 409 on the first attempt
 * (the key was used before this call: the caller's own `ref_id`), or a record that could be neither
 * checked nor fetched — the `AlreadyExistsError` is thrown, carrying `existing` when it could be checked.
 */
import type { CallResult } from "../sending/transport";
import type { ClientContext } from "./client-context";
import type { PaxosError } from "../response/errors";
import type { ExistingLookup, Operation } from "./operation-descriptor";
import { type CallArgs, prepareParameters } from "../request/prepare";
import { AlreadyExistsError } from "../response/problem-errors";
import { isRecord } from "../shared/is-record";

/** What the recovery of one call knows besides its failure. */
export interface RecoveryInput {
  /** The call's arguments (path parameters by wire name; the body in wire form, its key filled in). */
  args: CallArgs;
  /**
   * True when an earlier attempt of this call may have reached the service and acted (it timed out,
   * lost its connection or got a 5xx); false when none did (the first attempt, or retries after a 401,
   * a 408 or a 429, which the service refused without acting).
   */
  resent: boolean;
}

/**
 * The result of a keyed create whose 409 Already Exists answered the SDK's own re-send of that very
 * create: the existing record, checked. Undefined when the failure is to be thrown (it is then an
 * `AlreadyExistsError` carrying `existing` where one could be checked).
 */
export async function recoverExisting(context: ClientContext, op: Operation, failure: PaxosError, input: RecoveryInput): Promise<CallResult<unknown> | undefined> {
  if (!(failure instanceof AlreadyExistsError) || op.idempotencyField === undefined) return undefined;
  const body = isRecord(input.args.body) ? input.args.body : {};
  const key = body[op.idempotencyField];
  const sent = failure.meta?.existing;
  let existing: unknown;
  let response: Response | undefined;
  if (sent !== undefined && !op.response(sent)) existing = sent;
  else {
    const fetched = await fetchExisting(context, op, input.args, sent, key).catch(() => undefined);
    if (fetched) ({ data: existing, response } = fetched);
  }
  if (existing === undefined) return undefined;
  failure.existing = existing as Record<string, unknown>;
  // Only the SDK's re-send of this call may meet its own earlier attempt; otherwise the key was used before.
  if (!input.resent || !sameRequest(body, existing, op.idempotencyField)) return undefined;
  context.logger?.info(`${op.name}: the re-send was answered 409 Already Exists; returning the ${op.idempotencyField}'s existing record (the first attempt went through).`);
  return { data: existing, response: response ?? new Response(null, { status: failure.status }) };
}

/** Fetches the record holding the key through the contract's lookups, in order; undefined when none could. */
async function fetchExisting(context: ClientContext, op: Operation, args: CallArgs, sent: unknown, key: unknown): Promise<CallResult<unknown> | undefined> {
  for (const lookup of op.existingLookup ?? []) {
    const target = lookup.operation();
    const lookupArgs = argsOf(lookup, target, args, sent);
    if (!lookupArgs) continue;
    const prepared = prepareParameters(target, lookupArgs);
    // A GET: retried like any read (the descriptor's own retry class).
    const result = await context.transport.request({
      operation: target.operationId,
      name: target.name,
      method: target.method,
      path: prepared.path,
      query: prepared.query,
      scope: target.scope,
      rateLimitClass: target.rateLimitClass,
      retry: "idempotent",
      response: target.response,
    });
    if (!target.list) return result;
    // A list filtered by the key: the item that holds it.
    const items = (result.data as Record<string, unknown>)?.[target.list.items];
    const item = Array.isArray(items) ? items.find((candidate) => isRecord(candidate) && candidate[op.idempotencyField!] === key) : undefined;
    if (item !== undefined) return { data: item, response: result.response };
  }
  return undefined;
}

/** The lookup's arguments, or undefined when a value it needs is missing. */
function argsOf(lookup: ExistingLookup, target: Operation, args: CallArgs, sent: unknown): CallArgs | undefined {
  const path: Record<string, string> = { ...args.path };
  for (const [parameter, field] of Object.entries(lookup.path ?? {})) {
    const value = isRecord(sent) ? sent[field] : undefined;
    if (typeof value !== "string" || value === "") return undefined;
    path[parameter] = value;
  }
  const query: Record<string, unknown> = {};
  const body = isRecord(args.body) ? args.body : {};
  for (const [parameter, field] of Object.entries(lookup.query ?? {})) {
    const value = body[field];
    if (typeof value !== "string") return undefined;
    // An array filter (`ref_ids`) takes the key as its one value; a plain one (`ref_id`) as itself.
    query[parameter] = target.queryParameters && "items" in (target.queryParameters.properties[parameter] ?? {}) ? [value] : value;
  }
  return lookup.query ? { path, query } : { path };
}

/**
 * Whether `existing` is what `body` asked for (see the module's comment). An answer that wraps its record
 * (`{ rule: { … } }`) is compared by the record inside that holds the key.
 */
function sameRequest(body: Record<string, unknown>, answer: unknown, keyField: string): boolean {
  const existing = isRecord(answer) && !(keyField in answer) ? Object.values(answer).find((value) => isRecord(value) && keyField in value) : answer;
  if (!isRecord(existing) || existing[keyField] !== body[keyField]) return false;
  for (const [field, asked] of Object.entries(body)) {
    const held = existing[field];
    if (held === undefined || held === null || typeof asked === "object" || typeof held === "object") continue;
    if (!sameValue(asked, held)) return false;
  }
  return true;
}

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

function sameValue(asked: unknown, held: unknown): boolean {
  if (typeof asked === "string" && typeof held === "string") {
    if (DECIMAL.test(asked) && DECIMAL.test(held)) return sameDecimal(asked, held);
    const [at, heldAt] = [instant(asked), instant(held)];
    if (at !== undefined && heldAt !== undefined) return at === heldAt;
    return asked.toLowerCase() === held.toLowerCase();
  }
  return asked === held;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?([Zz]|[+-]\d{2}:\d{2})$/;

/** An RFC 3339 time as nanoseconds since the epoch (a string: exact), or undefined for anything else. */
function instant(text: string): string | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const seconds = Date.parse(`${match[1]}${match[3]}`);
  if (!Number.isFinite(seconds)) return undefined;
  return `${seconds / 1000}.${(match[2] ?? "").padEnd(9, "0")}`;
}

/** Two decimal strings compared exactly, by value, without a JS number (`"0.5"` = `"0.50000000"`, `"-0"` = `"0"`). */
function sameDecimal(a: string, b: string): boolean {
  return canonicalDecimal(a) === canonicalDecimal(b);
}

function canonicalDecimal(text: string): string {
  const negative = text.startsWith("-");
  const unsigned = text.replace(/^[+-]/, "");
  const [whole = "", fraction = ""] = unsigned.split(".");
  const digits = `${whole.replace(/^0+/, "") || "0"}.${fraction.replace(/0+$/, "")}`.replace(/\.$/, "");
  return negative && digits !== "0" ? `-${digits}` : digits;
}

