import * as ops from "../generated/descriptors";
import type { BodyInput, ListParams } from "../core/input-types";
import { APIPromise } from "../core/api-promise";
import { call, send } from "../core/call";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { SettlementTransaction } from "../generated/openapi";
import { type ListOptions, paginate } from "../core/list";
import type { PagePromise } from "../core/pagination";

/**
 * Body of `settlement.createTransaction`: amounts as decimal strings or
 * `Decimal`s, window bounds as RFC 3339 strings or `Date`s. `ref_id` is
 * generated when omitted.
 */
export type CreateSettlementTransactionParams = BodyInput<"createTransaction">;
// The contract's `SettlementTransaction` schema, by its generated name, so that hovers and messages read `SettlementTransaction`.
export type { SettlementTransaction };

/** Query parameters of `settlement.listTransactions`. */
export type ListSettlementTransactionsParams = ListParams<"listTransactions">;

/** Bilateral settlement transactions. */
export class SettlementResource extends APIResource {
  /**
   * `POST /settlement/transactions` (scope `settlement:write_transaction`):
   * creates a transaction (status PENDING). Its `ref_id` is the idempotency
   * key: one is generated when omitted and the same one is sent on every
   * retry, so a retry after a lost answer cannot create a second transaction.
   */
  createTransaction(body: CreateSettlementTransactionParams, options?: RequestOptions): APIPromise<SettlementTransaction> {
    return call(this.context, ops.createTransaction, { body }, options);
  }

  /** `GET /settlement/transactions` (scope `settlement:read_transaction`): list settlement transactions; paginated: await it for a page, `for await` it for every item. */
  listTransactions(params: ListSettlementTransactionsParams = {}, options?: ListOptions): PagePromise<SettlementTransaction> {
    return paginate(this.context, ops.listTransactions, params, options);
  }

  /**
   * `GET /settlement/transactions/{transaction_id}` (scope `settlement:read_transaction`): get a
   * settlement transaction. The service may answer the transaction or a one-element array holding it
   * (the public document shows both; see `SettlementTransactionAnswer`): both give the transaction.
   */
  getTransaction(transactionId: string, options?: RequestOptions): APIPromise<SettlementTransaction> {
    return new APIPromise(
      send(this.context, ops.getTransaction, { path: { transaction_id: transactionId } }, options).then(({ data, response }) => ({
        data: Array.isArray(data) ? data[0]! : data,
        response,
      })),
    );
  }

  /** `DELETE /settlement/transactions/{transaction_id}` (scope `settlement:write_transaction`): cancel a settlement transaction. */
  cancelTransaction(transactionId: string, options?: RequestOptions): APIPromise<SettlementTransaction> {
    return call(this.context, ops.cancelTransaction, { path: { transaction_id: transactionId } }, options);
  }

  /** `PUT /settlement/transactions/{transaction_id}/affirm` (scope `settlement:write_transaction`): affirm a settlement transaction. */
  affirmTransaction(transactionId: string, options?: RequestOptions): APIPromise<SettlementTransaction> {
    return call(this.context, ops.affirmTransaction, { path: { transaction_id: transactionId } }, options);
  }
}
