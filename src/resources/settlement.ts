/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

import * as ops from "../generated/descriptors";
import type { APIPromise } from "../core/call/api-promise";
import { call, callWith } from "../core/call/call";
import { type ListOptions, paginate } from "../core/pagination/paginate";
import type { BodyInput, ListParams } from "../core/request/call-arguments";
import type { PagePromise } from "../core/pagination/page";
import { APIResource } from "../core/call/resource";
import type { RequestOptions } from "../core/sending/transport";
import type { SettlementLeg, SettlementTransaction } from "../generated/openapi";
import { oneSettlementTransaction } from "./answers";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { SettlementLeg, SettlementTransaction };

/** Query parameters of `settlement.listTransactions`. */
export type ListSettlementTransactionsParams = ListParams<"listTransactions">;
/**
 * Body of `settlement.createTransaction`: amounts as decimal strings or `Decimal`s, times as RFC
 * 3339 strings or `Date`s. `ref_id` is generated when omitted.
 */
export type CreateSettlementTransactionParams = BodyInput<"createTransaction">;

/** Bilateral settlement transactions. */
export class SettlementResource extends APIResource {
  /**
   * `GET /settlement/transactions` (scope `settlement:read_transaction`): list settlement
   * transactions. Paginated: await it for a page, `for await` it for every item.
   */
  listTransactions(params: ListSettlementTransactionsParams = {}, options?: ListOptions): PagePromise<SettlementTransaction> {
    return paginate(this.context, ops.listTransactions, params, options);
  }

  /**
   * `POST /settlement/transactions` (scope `settlement:write_transaction`): create a settlement
   * transaction. Its `ref_id` is the idempotency key: one is generated when omitted and the same one
   * is sent on every retry.
   */
  createTransaction(body: CreateSettlementTransactionParams, options?: RequestOptions): APIPromise<SettlementTransaction> {
    return call(this.context, ops.createTransaction, { body }, options);
  }

  /**
   * `GET /settlement/transactions/{transaction_id}` (scope `settlement:read_transaction`): get a
   * settlement transaction. The service answers in more than one form; each is handed back as
   * `SettlementTransaction`.
   */
  getTransaction(transactionId: string, options?: RequestOptions): APIPromise<SettlementTransaction> {
    return callWith(this.context, ops.getTransaction, { path: { transaction_id: transactionId } }, options, oneSettlementTransaction);
  }

  /**
   * `DELETE /settlement/transactions/{transaction_id}` (scope `settlement:write_transaction`):
   * cancel a settlement transaction.
   */
  cancelTransaction(transactionId: string, options?: RequestOptions): APIPromise<SettlementTransaction> {
    return call(this.context, ops.cancelTransaction, { path: { transaction_id: transactionId } }, options);
  }

  /**
   * `PUT /settlement/transactions/{transaction_id}/affirm` (scope `settlement:write_transaction`):
   * affirm a settlement transaction.
   */
  affirmTransaction(transactionId: string, options?: RequestOptions): APIPromise<SettlementTransaction> {
    return call(this.context, ops.affirmTransaction, { path: { transaction_id: transactionId } }, options);
  }
}
