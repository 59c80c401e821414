/**
 * The markets the contract lists, read from the operations' run-time enum lists (generated from
 * `openapi/paxos.yaml`): per operation and place, and all of them. The mock refuses an order or a book
 * for a market outside them, and knows every asset they name (./pricing.ts).
 */
import type { EnumFields } from "../../core/request/unknown-enums";
import { OPERATIONS } from "../../generated/operation-list";
import type { OperationId } from "../protocol/operation-id";

/** Every value listed under an enum field, whatever its depth (`"*"` stands for an array's items). */
function leaves(node: EnumFields | readonly string[] | undefined): string[] {
  if (node === undefined) return [];
  if (Array.isArray(node)) return [...(node as readonly string[])];
  return Object.values(node as EnumFields).flatMap((child) => leaves(child));
}

/** The values of a market field (`market`, `markets`) of an operation's path, query or body. */
function marketsOf(enums: { path?: EnumFields; query?: EnumFields; body?: EnumFields } | undefined, where: "path" | "query" | "body"): string[] {
  const fields = enums?.[where];
  return fields === undefined ? [] : [...leaves(fields.market), ...leaves(fields.markets)];
}

/** The markets the contract lists for the path, query or body of `operationId`. */
export function marketsListedFor(operationId: OperationId, where: "path" | "query" | "body"): ReadonlySet<string> {
  return new Set(marketsOf(OPERATIONS.find((entry) => entry.operation.operationId === operationId)?.operation.enums, where));
}

/** Every market the contract lists anywhere (order books, trading, prices, history). */
export const LISTED_MARKETS: ReadonlySet<string> = new Set(
  OPERATIONS.flatMap(({ operation }) => (["path", "query", "body"] as const).flatMap((where) => marketsOf(operation.enums, where))),
);
