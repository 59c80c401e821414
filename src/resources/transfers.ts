/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

import * as ops from "../generated/descriptors";
import type { APIPromise } from "../core/call/api-promise";
import { call } from "../core/call/call";
import { type ListOptions, paginate } from "../core/pagination/paginate";
import type { BodyInput, ListParams } from "../core/request/call-arguments";
import type { PagePromise } from "../core/pagination/page";
import { APIResource } from "../core/call/resource";
import type { RequestOptions } from "../core/sending/transport";
import type { Transfer, TransferLimit, TransferLimitList } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { Transfer, TransferLimit, TransferLimitList };

/**
 * Body of `transfers.createInternal`: amounts as decimal strings or `Decimal`s. `ref_id` is
 * generated when omitted.
 */
export type CreateInternalTransferParams = BodyInput<"createInternalTransfer">;
/**
 * Body of `transfers.createPaxos`: amounts as decimal strings or `Decimal`s. `ref_id` is generated
 * when omitted.
 */
export type CreatePaxosTransferParams = BodyInput<"createPaxosTransfer">;
/** Query parameters of `transfers.listLimits`. */
export type ListTransferLimitsParams = ListParams<"listTransferLimits">;
/** Query parameters of `transfers.list`. */
export type ListTransfersParams = ListParams<"listTransfers">;

/**
 * The ledger of asset movements (deposits, withdrawals, internal and Paxos transfers) and their
 * limits.
 */
export class TransfersResource extends APIResource {
  /**
   * `POST /transfer/internal` (scope `transfer:write_internal_transfer`): transfer between own
   * profiles. Its `ref_id` is the idempotency key: one is generated when omitted and the same one is
   * sent on every retry.
   */
  createInternal(body: CreateInternalTransferParams, options?: RequestOptions): APIPromise<Transfer> {
    return call(this.context, ops.createInternalTransfer, { body }, options);
  }

  /**
   * `POST /transfer/paxos` (scope `transfer:write_paxos_transfer`): transfer to another Paxos
   * entity. Its `ref_id` is the idempotency key: one is generated when omitted and the same one is
   * sent on every retry.
   */
  createPaxos(body: CreatePaxosTransferParams, options?: RequestOptions): APIPromise<Transfer> {
    return call(this.context, ops.createPaxosTransfer, { body }, options);
  }

  /**
   * `GET /transfer/limits/utilizations` (scope `transfer:read_transfer_limit`): list transfer
   * limits.
   */
  listLimits(params: ListTransferLimitsParams = {}, options?: RequestOptions): APIPromise<TransferLimitList> {
    return call(this.context, ops.listTransferLimits, { query: params }, options);
  }

  /**
   * `GET /transfer/transfers` (scope `transfer:read_transfer`): list transfers. Paginated: await it
   * for a page, `for await` it for every item.
   */
  list(params: ListTransfersParams = {}, options?: ListOptions): PagePromise<Transfer> {
    return paginate(this.context, ops.listTransfers, params, options);
  }

  /** `GET /transfer/transfers/{id}` (scope `transfer:read_transfer`): get a transfer. */
  get(id: string, options?: RequestOptions): APIPromise<Transfer> {
    return call(this.context, ops.getTransfer, { path: { id } }, options);
  }
}
