import * as ops from "../generated/descriptors";
import type { APIPromise } from "../core/api-promise";
import { type ListOptions, paginate } from "../core/list";
import type { ListParams, BodyInput } from "../core/input-types";
import type { PagePromise } from "../core/pagination";
import { APIResource } from "../core/resource";
import type { DepositAddress } from "../generated/openapi";
import { call } from "../core/call";
import type { RequestOptions } from "../core/transport";

/**
 * Filters of `depositAddresses.list`: `profile_ids`, `identity_ids`, `ids`,
 * `ref_ids`, `account_ids` (at most 100 values each), `created_at`
 * comparisons, `limit` (1–1000, default 100), `order`, `order_by` and
 * `page_cursor` to resume.
 */
export type ListDepositAddressesParams = ListParams<"listDepositAddresses">;
// The contract's `DepositAddress` schema, by its generated name, so that hovers and messages read `DepositAddress`.
export type { DepositAddress };

/** Body of `depositAddresses.create`. */
export type CreateDepositAddressParams = BodyInput<"createDepositAddress">;

/** Crypto deposit addresses. */
export class DepositAddressesResource extends APIResource {
  /** `GET /transfer/deposit-addresses` (scope `transfer:read_deposit_address`), paginated. */
  list(params: ListDepositAddressesParams = {}, options?: ListOptions): PagePromise<DepositAddress> {
    return paginate(this.context, ops.listDepositAddresses, params, options);
  }

  /** `POST /transfer/deposit-addresses` (scope `transfer:write_deposit_address`): create a deposit address. Its `ref_id` is the idempotency key: one is generated when omitted and the same one is sent on every retry. */
  create(body: CreateDepositAddressParams, options?: RequestOptions): APIPromise<DepositAddress> {
    return call(this.context, ops.createDepositAddress, { body }, options);
  }
}
