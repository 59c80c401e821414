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
import type { DepositAddress } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { DepositAddress };

/** Query parameters of `depositAddresses.list`. */
export type ListDepositAddressesParams = ListParams<"listDepositAddresses">;
/** Body of `depositAddresses.create`. `ref_id` is generated when omitted. */
export type CreateDepositAddressParams = BodyInput<"createDepositAddress">;

/** Crypto deposit addresses. */
export class DepositAddressesResource extends APIResource {
  /**
   * `GET /transfer/deposit-addresses` (scope `transfer:read_deposit_address`): list deposit
   * addresses. Paginated: await it for a page, `for await` it for every item.
   */
  list(params: ListDepositAddressesParams = {}, options?: ListOptions): PagePromise<DepositAddress> {
    return paginate(this.context, ops.listDepositAddresses, params, options);
  }

  /**
   * `POST /transfer/deposit-addresses` (scope `transfer:write_deposit_address`): create a deposit
   * address. Its `ref_id` is the idempotency key: one is generated when omitted and the same one is
   * sent on every retry.
   */
  create(body: CreateDepositAddressParams, options?: RequestOptions): APIPromise<DepositAddress> {
    return call(this.context, ops.createDepositAddress, { body }, options);
  }
}
