import { listDepositAddressesQuerySchema, listDepositAddressesResponseSchema, operationMeta } from "../generated/schemas";
import { type ListOptions, paginate } from "../core/list";
import type { ListParams, SuccessBody } from "../core/operation-types";
import type { PagePromise } from "../core/pagination";
import { APIResource } from "../core/resource";

/**
 * Filters of `depositAddresses.list`: `profile_ids`, `identity_ids`, `ids`,
 * `ref_ids`, `account_ids` (at most 100 values each), `created_at`
 * comparisons, `limit` (1–1000, default 100), `order`, `order_by` and
 * `page_cursor` to resume.
 */
export type ListDepositAddressesParams = ListParams<"listDepositAddresses">;
/** A crypto deposit address. */
export type DepositAddress = NonNullable<SuccessBody<"listDepositAddresses">["items"]>[number];

const meta = operationMeta.listDepositAddresses;

/** Crypto deposit addresses. */
export class DepositAddressesResource extends APIResource {
  /** `GET /transfer/deposit-addresses` (scope `transfer:read_deposit_address`), paginated. */
  list(params: ListDepositAddressesParams = {}, options?: ListOptions): PagePromise<DepositAddress> {
    return paginate(
      this.context,
      {
        operation: "listDepositAddresses",
        method: "depositAddresses.list",
        path: meta.path,
        scope: meta.scope,
        rateLimitClass: meta.rateLimitClass,
        query: listDepositAddressesQuerySchema,
        response: listDepositAddressesResponseSchema,
        read: (body) => ({ items: body.items ?? [], cursor: body.next_page_cursor }),
      },
      params,
      options,
    );
  }
}
