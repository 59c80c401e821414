/**
 * Type-level views of the generated `operations` (src/generated/openapi.ts): an operation's id,
 * request body, parameters and success body as the contract types them. Types only, and a leaf:
 * it imports nothing of the SDK, so the descriptor shape (./operation-descriptor) can use it without a cycle.
 */
import type { operations } from "../../generated/openapi";

/** An operationId of the contract. */
export type OperationId = keyof operations;

/** The JSON request body of an operation, as the contract types it. */
export type RequestBody<Op extends OperationId> = operations[Op] extends {
  requestBody?: { content: { "application/json": infer Body } };
}
  ? Body
  : never;

/** The query parameters of an operation, as the contract types them. */
export type QueryParameters<Op extends OperationId> = NonNullable<operations[Op]["parameters"]["query"]>;

/** The 200 body of an operation. */
export type SuccessBody<Op extends OperationId> = operations[Op]["responses"][200]["content"]["application/json"];

/** The path parameters of an operation by wire name; never when it has none. */
export type PathParameters<Op extends OperationId> = NonNullable<operations[Op]["parameters"]["path"]>;
