/**
 * How the mock names an operation: by the contract's operationId (generated list). Routes, fault rules and
 * the contract's per-operation lists all key on it, so it lives at the bottom of the mock, beside the
 * request and the answer.
 */
import { OPERATION_IDS } from "../../generated/operation-list";

/** The operationIds of the contract (generated), as the mock names its routes. */
export { OPERATION_IDS };

/** An operationId of the contract. */
export type OperationId = (typeof OPERATION_IDS)[number];
