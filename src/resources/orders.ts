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
import type { CancelOrderResult, Execution, Order } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { CancelOrderResult, Execution, Order };

/** Query parameters of `orders.listExecutions`. */
export type ListOrderExecutionsParams = ListParams<"listExecutions">;
/** Query parameters of `orders.list`. */
export type ListOrdersParams = ListParams<"listOrders">;
/** Query parameters of `orders.listExecutionsForProfile`. */
export type ListProfileOrderExecutionsParams = ListParams<"listProfileExecutions">;
/** Query parameters of `orders.listForProfile`. */
export type ListProfileOrdersParams = ListParams<"listProfileOrders">;
/**
 * Body of `orders.create`: amounts as decimal strings or `Decimal`s. `ref_id` is generated when
 * omitted.
 */
export type CreateOrderParams = BodyInput<"createOrder">;

/**
 * Orders on the exchange (market, limit, post-only and stop orders) and the executions that fill
 * them.
 */
export class OrdersResource extends APIResource {
  /**
   * `GET /executions` (scope `exchange:read_order`): list executions. Paginated: await it for a
   * page, `for await` it for every item.
   */
  listExecutions(params: ListOrderExecutionsParams = {}, options?: ListOptions): PagePromise<Execution> {
    return paginate(this.context, ops.listExecutions, params, options);
  }

  /**
   * `GET /orders` (scope `exchange:read_order`): list orders. Paginated: await it for a page, `for
   * await` it for every item.
   */
  list(params: ListOrdersParams = {}, options?: ListOptions): PagePromise<Order> {
    return paginate(this.context, ops.listOrders, params, options);
  }

  /**
   * `GET /profiles/{profile_id}/executions` (scope `exchange:read_order`): list executions of a
   * profile. Paginated: await it for a page, `for await` it for every item.
   */
  listExecutionsForProfile(profileId: string, params: ListProfileOrderExecutionsParams = {}, options?: ListOptions): PagePromise<Execution> {
    return paginate(this.context, ops.listProfileExecutions, params, options, { profile_id: profileId });
  }

  /**
   * `GET /profiles/{profile_id}/orders` (scope `exchange:read_order`): list orders of a profile.
   * Paginated: await it for a page, `for await` it for every item.
   */
  listForProfile(profileId: string, params: ListProfileOrdersParams = {}, options?: ListOptions): PagePromise<Order> {
    return paginate(this.context, ops.listProfileOrders, params, options, { profile_id: profileId });
  }

  /**
   * `POST /profiles/{profile_id}/orders` (scope `exchange:write_order`): create an order. Its
   * `ref_id` is the idempotency key: one is generated when omitted and the same one is sent on every
   * retry.
   */
  create(profileId: string, body: CreateOrderParams, options?: RequestOptions): APIPromise<Order> {
    return call(this.context, ops.createOrder, { path: { profile_id: profileId }, body }, options);
  }

  /** `GET /profiles/{profile_id}/orders/{id}` (scope `exchange:read_order`): get an order. */
  get(profileId: string, id: string, options?: RequestOptions): APIPromise<Order> {
    return call(this.context, ops.getOrder, { path: { profile_id: profileId, id } }, options);
  }

  /** `DELETE /profiles/{profile_id}/orders/{id}` (scope `exchange:write_order`): cancel an order. */
  cancel(profileId: string, id: string, options?: RequestOptions): APIPromise<CancelOrderResult> {
    return call(this.context, ops.cancelOrder, { path: { profile_id: profileId, id } }, options);
  }
}
