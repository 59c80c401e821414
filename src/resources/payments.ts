import { listPaymentsQuerySchema, listPaymentsResponseSchema, operationMeta } from "../generated/schemas";
import { type ListOptions, paginate } from "../core/list";
import type { ListParams, SuccessBody } from "../core/operation-types";
import type { PagePromise } from "../core/pagination";
import { APIResource } from "../core/resource";

/**
 * Filters of `payments.list`. `ref_ids` and `payment_ids` must each be given
 * alone; otherwise `customer_id` with `product`, `payment_status`, `limit`
 * (default 100), `order` (default DESC) and `page_cursor` to resume.
 */
export type ListPaymentsParams = ListParams<"listPayments">;
/** A payment of a statement. */
export type Payment = NonNullable<SuccessBody<"listPayments">["payments"]>[number];

const meta = operationMeta.listPayments;

/** Statements of payments made to customers. */
export class PaymentsResource extends APIResource {
  /**
   * `GET /statements/payments` (scope `statements:read_payment`). Await it
   * for the first page (its `items` are the wire's `payments`), or
   * `for await` it for every payment of every page.
   */
  list(params: ListPaymentsParams = {}, options?: ListOptions): PagePromise<Payment> {
    return paginate(
      this.context,
      {
        operation: "listPayments",
        method: "payments.list",
        path: meta.path,
        scope: meta.scope,
        rateLimitClass: meta.rateLimitClass,
        query: listPaymentsQuerySchema,
        response: listPaymentsResponseSchema,
        read: (body) => ({ items: body.payments ?? [], cursor: body.next_page_cursor }),
      },
      params,
      options,
    );
  }
}
