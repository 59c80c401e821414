/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

import * as ops from "../generated/descriptors";
import { type ListOptions, paginate } from "../core/pagination/paginate";
import type { ListParams } from "../core/request/call-arguments";
import type { PagePromise } from "../core/pagination/page";
import { APIResource } from "../core/call/resource";
import type { Payment } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { Payment };

/** Query parameters of `payments.list`. */
export type ListPaymentsParams = ListParams<"listPayments">;

/** Statements of payments made to customers for a product. */
export class PaymentsResource extends APIResource {
  /**
   * `GET /statements/payments` (scope `statements:read_payment`): list payments. Paginated: await it
   * for a page, `for await` it for every item.
   *
   * @deprecated Paxos names none; see the Rewards Engine's `/rewards/statements` and
   * `/rewards/claims`.
   */
  list(params: ListPaymentsParams = {}, options?: ListOptions): PagePromise<Payment> {
    return paginate(this.context, ops.listPayments, params, options);
  }
}
