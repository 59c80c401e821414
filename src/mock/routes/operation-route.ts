/**
 * The frame of the stateful routes written since the whole contract landed: method, path, scope and
 * rate-limit class from the operation's generated descriptor, the request checked with its generated
 * strict schemas exactly as the contract-driven route does (400 naming the field and the rule), then
 * the hand-written behaviour. The answer is the route's own record, never a sample.
 */
import type { Operation } from "../../core/call/operation-descriptor";
import { MOCK_SAMPLES } from "../../generated/mock-samples";
import { OPERATIONS } from "../../generated/operation-list";
import type { OperationId } from "../protocol/operation-id";
import { badRequest, type MockResponse } from "../protocol/problem";
import type { RouteContext, RouteDefinition } from "./context";
import { check, readQuery } from "./contract-route";

/** A request that passed the contract's checks. */
export interface CheckedRequest {
  path: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

/** A stateful route of `operationId`, its request checked against the contract before `handle` runs. */
export function operationRoute(operationId: OperationId, handle: (request: CheckedRequest, ctx: RouteContext) => MockResponse): RouteDefinition {
  const op: Operation | undefined = OPERATIONS.find((entry) => entry.operation.operationId === operationId)?.operation;
  if (!op) throw new Error(`mock: ${operationId} is not an operation of the contract`);
  const kinds = MOCK_SAMPLES[operationId]?.query ?? {};
  return {
    operationId,
    method: op.method,
    path: op.path,
    ...(op.scope !== null ? { scope: op.scope } : {}),
    rateLimitClass: op.rateLimitClass,
    body: op.bodySchema !== undefined,
    handle(ctx) {
      const path = op.pathSchema ? (check(op.pathSchema, ctx.params, "path") as Record<string, string>) : {};
      let query: Record<string, unknown> = {};
      if (op.querySchema) query = check(op.querySchema, readQuery(ctx.query, kinds), "query") as Record<string, unknown>;
      else for (const key of ctx.query.keys()) throw badRequest(key, "unknownParameter", `unknown query parameter ${key}: this operation takes none`);
      const body = op.bodySchema ? (check(op.bodySchema, ctx.body, "body") as Record<string, unknown>) : {};
      return handle({ path, query, body }, ctx);
    },
  };
}
