/**
 * The one way to write a mock route: name the operation, write its behaviour. Method, path, scope and
 * rate-limit class are the operation's generated descriptor; the request is checked with its generated
 * strict schemas (400 naming the field and the rule, ./contract-checks.ts) before the behaviour runs and
 * sees it as `CheckedRequest`. Rules the contract cannot say (a record that must exist, a window that
 * must lie ahead) are the behaviour's own. How to add one: src/mock/README.md, "Adding a route".
 */
import { MOCK_SAMPLES } from "../../generated/mock-samples";
import { OPERATIONS } from "../../generated/operation-list";
import type { OperationId } from "../protocol/operation-id";
import type { MockResponse } from "../protocol/problem";
import { checkRequest, type CheckedRequest } from "./contract-checks";
import type { RouteContext, RouteDefinition } from "./context";

export type { CheckedRequest } from "./contract-checks";

/** The route of `operationId`: its descriptor, and `handle` run on each request that passed the descriptor's checks. */
export function operationRoute(operationId: OperationId, handle: (request: CheckedRequest, ctx: RouteContext) => MockResponse): RouteDefinition {
  const operation = OPERATIONS.find((entry) => entry.operation.operationId === operationId)?.operation;
  if (!operation) throw new Error(`mock: ${operationId} is not an operation of the contract`);
  const queryKinds = MOCK_SAMPLES[operationId]?.query ?? {};
  return {
    operation,
    handle: (ctx) => handle(checkRequest(operation, queryKinds, ctx), ctx),
  };
}
