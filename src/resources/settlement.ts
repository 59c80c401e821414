import * as ops from "../generated/descriptors";
import type { BodyInput } from "../core/operation-types";
import type { APIPromise } from "../core/api-promise";
import { call } from "../core/call";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { SettlementTransaction } from "../generated/openapi";

/**
 * Body of `settlement.createTransaction`: amounts as decimal strings or
 * `Decimal`s, window bounds as RFC 3339 strings or `Date`s. `ref_id` is
 * generated when omitted.
 */
export type CreateSettlementTransactionParams = BodyInput<"createTransaction">;
// The contract's `SettlementTransaction` schema, by its generated name, so that hovers and messages read `SettlementTransaction`.
export type { SettlementTransaction };

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
}
