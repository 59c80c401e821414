/**
 * Calls one generated operation descriptor: the single path every non-list
 * method takes from its arguments to the transport (sandbox check, path
 * parameters checked and encoded, body in wire form with its idempotency key,
 * query checked, retry class chosen from the contract).
 */
import { ValidationError } from "./errors";
import { toWire } from "./inputs";
import type { CallArgs, Operation, RetryClass } from "./operation";
import type { OperationId, SuccessBody } from "./operation-types";
import { expandPath } from "./path";
import { flattenQuery, toSearchParams } from "./query";
import type { ClientContext } from "./resource";
import type { RequestOptions } from "./transport";
import type { RetryPolicy } from "./retry";
import { validateInput } from "./validation";

/** The transport's policy for each retry class of the contract. */
const RETRY_POLICY: Readonly<Record<RetryClass, RetryPolicy>> = {
  idempotent: "idempotent",
  // The idempotency field is filled before the first attempt and resent unchanged, so repeats are safe.
  "idempotency-field": "idempotent",
  "never-after-send": "not-after-send",
};

/** Sends `op` with `args` and resolves with its validated 200 body. */
export async function callOperation<Id extends OperationId>(
  context: ClientContext,
  op: Operation<Id>,
  args: CallArgs,
  options?: RequestOptions,
): Promise<SuccessBody<Id>> {
  const name = op.name;
  if (op.sandboxOnly && context.environment === "production") {
    throw new ValidationError(
      "environment",
      "sandboxOnly",
      `${name}: this operation exists only in the sandbox environment (rule: sandboxOnly).`,
    );
  }
  const path = op.pathSchema ? expandPath(op.path, validateInput(op.pathSchema, args.path ?? {}, name), name) : op.path;
  let body: unknown;
  if (op.bodySchema) {
    let wire = toWire(args.body, op.inputs, name);
    const key = op.idempotencyField;
    // Generated once per call, before the first attempt: every retry carries the same key.
    if (key !== undefined && typeof wire === "object" && wire !== null && !Array.isArray(wire) && (wire as Record<string, unknown>)[key] === undefined) {
      wire = { ...wire, [key]: globalThis.crypto.randomUUID() };
    }
    body = validateInput(op.bodySchema, wire, name);
  }
  const query = op.querySchema
    ? toSearchParams(validateInput(op.querySchema, flattenQuery(args.query ?? {}, name), name), name)
    : undefined;
  return context.transport.request(
    {
      operation: op.operationId,
      method: op.method,
      path,
      ...(query ? { query } : {}),
      ...(op.bodySchema ? { body } : {}),
      scope: op.scope,
      retry: RETRY_POLICY[op.retry],
      response: op.response,
    },
    options,
  ) as Promise<SuccessBody<Id>>;
}
