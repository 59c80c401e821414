import * as ops from "../generated/descriptors";
import type { BodyInput, SuccessBody, ListParams } from "../core/operation-types";
import { call } from "../core/call";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { components } from "../generated/openapi";
import { type ListOptions, paginate } from "../core/list";
import type { PagePromise } from "../core/pagination";

/** Body of `fiatAccounts.update`: owner, wire instructions and metadata (≤ 6 pairs, ≤ 100 characters each). */
export type UpdateFiatAccountParams = BodyInput<"updateFiatAccount">;
/** A fiat account, as `fiatAccounts.update` returns it. */
export type FiatAccount = SuccessBody<"updateFiatAccount">;

/** Query parameters of `fiatAccounts.get`. */
export type GetFiatAccountParams = ListParams<"getFiatAccount">;
/** Answer of a fiat account deletion; an empty object (fields a later version adds are kept). */
export type DeleteFiatAccountResult = components["schemas"]["DeleteFiatAccountResult"];
/** Query parameters of `fiatAccounts.list`. */
export type ListFiatAccountsParams = ListParams<"listFiatAccounts">;
/** A fiat account as listed. */
export type FiatAccountSummary = components["schemas"]["FiatAccountSummary"];
/** Body of `fiatAccounts.create`. */
export type CreateFiatAccountParams = BodyInput<"createFiatAccount">;

/** Fiat accounts: bank-transfer instructions and owner details. */
export class FiatAccountsResource extends APIResource {
  /**
   * `PUT /transfer/fiat-accounts/{id}` (scope `transfer:write_fiat_account`):
   * updates the fiat account `id` (a UUID) and returns it.
   */
  update(id: string, body: UpdateFiatAccountParams, options?: RequestOptions): Promise<FiatAccount> {
    return call(this.context, ops.updateFiatAccount, { path: { id }, body }, options);
  }

  /** `GET /transfer/fiat-accounts/{id}` (scope `transfer:read_fiat_account`): get a fiat account. */
  get(id: string, params: GetFiatAccountParams = {}, options?: RequestOptions): Promise<FiatAccount> {
    return call(this.context, ops.getFiatAccount, { path: { id }, query: params }, options);
  }

  /** `DELETE /transfer/fiat-accounts/{id}` (scope `transfer:write_fiat_account`): delete a fiat account. */
  delete(id: string, options?: RequestOptions): Promise<DeleteFiatAccountResult> {
    return call(this.context, ops.deleteFiatAccount, { path: { id } }, options);
  }

  /** `GET /transfer/fiat-accounts` (scope `transfer:read_fiat_account`): list fiat accounts; paginated: await it for a page, `for await` it for every item. */
  list(params: ListFiatAccountsParams = {}, options?: ListOptions): PagePromise<FiatAccountSummary> {
    return paginate(this.context, ops.listFiatAccounts, params, options);
  }

  /** `POST /transfer/fiat-accounts` (scope `transfer:write_fiat_account`): create a fiat account. Its `ref_id` is the idempotency key: one is generated when omitted and the same one is sent on every retry. */
  create(body: CreateFiatAccountParams, options?: RequestOptions): Promise<FiatAccount> {
    return call(this.context, ops.createFiatAccount, { body }, options);
  }
}
