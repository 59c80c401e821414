/**
 * The settlement lifecycle after creation: GET /settlement/transactions (filters, cursors),
 * GET /settlement/transactions/{transaction_id}, and the two transitions a caller makes,
 * PUT …/{transaction_id}/affirm and DELETE …/{transaction_id} (cancel). Settling and expiry are driven
 * by the mock clock (store.expireSettlements).
 */
import { ProblemError, jsonResponse, notFound } from "../protocol/problem";
import type { SettlementStatus, SettlementTransaction } from "../domain/records";
import type { RouteContext } from "./context";
import { listPage } from "./list-page";
import { operationRoute } from "./operation-route";

/** The transaction named by the path, or 404. */
function find(ctx: RouteContext, id: string): SettlementTransaction {
  const transaction = ctx.store.settlementById(id);
  if (!transaction) throw notFound(`settlement transaction ${id} not found`, { field: "transaction_id" });
  return transaction;
}

/** 409 for a transition the transaction's status does not allow, naming both. */
function illegal(transaction: SettlementTransaction, action: string, allowed: SettlementStatus): ProblemError {
  return new ProblemError(409, `settlement transaction ${transaction.id} is ${transaction.status}; only a ${allowed} transaction can be ${action}`, {
    rule: "illegalTransition",
    field: "transaction_id",
    status: transaction.status,
    allowed_from: [allowed],
  });
}

/** Transactions newest first, filtered by statuses and either profile, paged with keyset cursors. */
export const listTransactions = operationRoute("listTransactions", ({ query }, ctx) => {
  const statuses = query.statuses as string[] | undefined;
  const match = (t: SettlementTransaction) =>
    (statuses === undefined || statuses.includes(t.status)) &&
    (query.source_profile_id === undefined || t.source_profile_id === query.source_profile_id) &&
    (query.target_profile_id === undefined || t.target_profile_id === query.target_profile_id);
  return jsonResponse(200, listPage(ctx.store.settlements.values(), query, match));
});

/** One transaction, in its current state (expired or settled as the clock says). */
export const getTransaction = operationRoute("getTransaction", ({ path }, ctx) => jsonResponse(200, find(ctx, path.transaction_id as string)));

/**
 * The counterparty accepts a PENDING transaction: it becomes AFFIRMED, and settles (balances of both
 * profiles move) as soon as its window has started and both profiles hold what its legs move. A repeat
 * (the transaction is already AFFIRMED, or SETTLED since) answers it unchanged, so the PUT is safe to
 * retry; a CANCELLED or EXPIRED one is refused with 409.
 */
export const affirmTransaction = operationRoute("affirmTransaction", ({ path }, ctx) => {
  const transaction = find(ctx, path.transaction_id as string);
  if (transaction.status === "AFFIRMED" || transaction.status === "SETTLED") return jsonResponse(200, transaction);
  if (transaction.status !== "PENDING") throw illegal(transaction, "affirmed", "PENDING");
  return jsonResponse(200, ctx.store.transitionSettlement(transaction, "AFFIRMED"));
});

/**
 * Cancels a PENDING transaction; a repeat answers the CANCELLED transaction unchanged (the DELETE is safe
 * to retry). An AFFIRMED one, or one that settled or expired, is refused with 409.
 */
export const cancelTransaction = operationRoute("cancelTransaction", ({ path }, ctx) => {
  const transaction = find(ctx, path.transaction_id as string);
  if (transaction.status === "CANCELLED") return jsonResponse(200, transaction);
  if (transaction.status !== "PENDING") throw illegal(transaction, "cancelled", "PENDING");
  return jsonResponse(200, ctx.store.transitionSettlement(transaction, "CANCELLED"));
});
