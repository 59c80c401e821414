import * as ops from "../generated/descriptors";
import { type ListOptions, paginate } from "../core/list";
import type { ListParams } from "../core/input-types";
import type { PagePromise } from "../core/pagination";
import { APIResource } from "../core/resource";
import type { Payment } from "../generated/openapi";

/**
 * Filters of `payments.list`. `ref_ids` and `payment_ids` must each be given
 * alone; otherwise `customer_id` with `product`, `payment_status`, `limit`
 * (default 100), `order` (default DESC) and `page_cursor` to resume.
 */
export type ListPaymentsParams = ListParams<"listPayments">;
// The contract's `Payment` schema, by its generated name, so that hovers and messages read `Payment`.
export type { Payment };

/** Statements of payments made to customers. */
export class PaymentsResource extends APIResource {
  /**
   * `GET /statements/payments` (scope `statements:read_payment`). Await it
   * for the first page (its `items` are the wire's `payments`), or
   * `for await` it for every payment of every page.
   */
  list(params: ListPaymentsParams = {}, options?: ListOptions): PagePromise<Payment> {
    return paginate(this.context, ops.listPayments, params, options);
  }
}
