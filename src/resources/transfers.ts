import * as ops from "../generated/descriptors";
import type { components } from "../generated/openapi";
import { call } from "../core/call";
import { type ListOptions, paginate } from "../core/list";
import type { BodyInput, ListParams } from "../core/operation-types";
import type { PagePromise } from "../core/pagination";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";

/** Body of `transfers.createInternal`: amounts as decimal strings or `Decimal`s. */
export type CreateInternalTransferParams = BodyInput<"createInternalTransfer">;
/** One movement of an asset into, out of or between profiles. */
export type Transfer = components["schemas"]["Transfer"];
/** Body of `transfers.createPaxos`: amounts as decimal strings or `Decimal`s. */
export type CreatePaxosTransferParams = BodyInput<"createPaxosTransfer">;
/** Query parameters of `transfers.listLimits`. */
export type ListTransferLimitsParams = ListParams<"listTransferLimits">;
/** The limits of one transfer type. */
export type TransferLimitList = components["schemas"]["TransferLimitList"];
/** Query parameters of `transfers.list`. */
export type ListTransfersParams = ListParams<"listTransfers">;

/** One limit of a transfer type and how much of it is used. */
export type TransferLimit = components["schemas"]["TransferLimit"];
/** The ledger of asset movements (deposits, withdrawals, internal and Paxos transfers) and their limits. */
export class TransfersResource extends APIResource {
  /** `POST /transfer/internal` (scope `transfer:write_internal_transfer`): transfer between own profiles. Its `ref_id` is the idempotency key: one is generated when omitted and the same one is sent on every retry. */
  createInternal(body: CreateInternalTransferParams, options?: RequestOptions): Promise<Transfer> {
    return call(this.context, ops.createInternalTransfer, { body }, options);
  }

  /** `POST /transfer/paxos` (scope `transfer:write_paxos_transfer`): transfer to another Paxos entity. Its `ref_id` is the idempotency key: one is generated when omitted and the same one is sent on every retry. */
  createPaxos(body: CreatePaxosTransferParams, options?: RequestOptions): Promise<Transfer> {
    return call(this.context, ops.createPaxosTransfer, { body }, options);
  }

  /** `GET /transfer/limits/utilizations` (scope `transfer:read_transfer_limit`): list transfer limits. */
  listLimits(params: ListTransferLimitsParams = {}, options?: RequestOptions): Promise<TransferLimitList> {
    return call(this.context, ops.listTransferLimits, { query: params }, options);
  }

  /** `GET /transfer/transfers` (scope `transfer:read_transfer`): list transfers; paginated: await it for a page, `for await` it for every item. */
  list(params: ListTransfersParams = {}, options?: ListOptions): PagePromise<Transfer> {
    return paginate(this.context, ops.listTransfers, params, options);
  }

  /** `GET /transfer/transfers/{id}` (scope `transfer:read_transfer`): get a transfer. */
  get(id: string, options?: RequestOptions): Promise<Transfer> {
    return call(this.context, ops.getTransfer, { path: { id } }, options);
  }
}
