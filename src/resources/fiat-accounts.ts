import * as ops from "../generated/descriptors";
import type { BodyInput, ListParams } from "../core/input-types";
import type { APIPromise } from "../core/api-promise";
import { call } from "../core/call";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { FiatAccount, DeleteFiatAccountResult, FiatAccountSummary } from "../generated/openapi";
import { type ListOptions, paginate } from "../core/list";
import type { PagePromise } from "../core/pagination";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { DeleteFiatAccountResult, FiatAccountSummary };

/** Body of `fiatAccounts.update`: owner, wire instructions and metadata (≤ 6 pairs, ≤ 100 characters each). */
export type UpdateFiatAccountParams = BodyInput<"updateFiatAccount">;
// The contract's `FiatAccount` schema, by its generated name, so that hovers and messages read `FiatAccount`.
export type { FiatAccount };

/** Query parameters of `fiatAccounts.get`. */
export type GetFiatAccountParams = ListParams<"getFiatAccount">;
/** Query parameters of `fiatAccounts.list`. */
export type ListFiatAccountsParams = ListParams<"listFiatAccounts">;
/** Body of `fiatAccounts.create`. */
export type CreateFiatAccountParams = BodyInput<"createFiatAccount">;

/** Fiat accounts: bank-transfer instructions and owner details. */
export class FiatAccountsResource extends APIResource {
  /**
   * `PUT /transfer/fiat-accounts/{id}` (scope `transfer:write_fiat_account`):
   * updates the fiat account `id` (a UUID) and returns it.
   */
  update(id: string, body: UpdateFiatAccountParams, options?: RequestOptions): APIPromise<FiatAccount> {
    return call(this.context, ops.updateFiatAccount, { path: { id }, body }, options);
  }

  /** `GET /transfer/fiat-accounts/{id}` (scope `transfer:read_fiat_account`): get a fiat account. */
  get(id: string, params: GetFiatAccountParams = {}, options?: RequestOptions): APIPromise<FiatAccount> {
    return call(this.context, ops.getFiatAccount, { path: { id }, query: params }, options);
  }

  /** `DELETE /transfer/fiat-accounts/{id}` (scope `transfer:write_fiat_account`): delete a fiat account. */
  delete(id: string, options?: RequestOptions): APIPromise<DeleteFiatAccountResult> {
    return call(this.context, ops.deleteFiatAccount, { path: { id } }, options);
  }

  /** `GET /transfer/fiat-accounts` (scope `transfer:read_fiat_account`): list fiat accounts; paginated: await it for a page, `for await` it for every item. */
  list(params: ListFiatAccountsParams = {}, options?: ListOptions): PagePromise<FiatAccountSummary> {
    return paginate(this.context, ops.listFiatAccounts, params, options);
  }

  /** `POST /transfer/fiat-accounts` (scope `transfer:write_fiat_account`): create a fiat account. Its `ref_id` is the idempotency key: one is generated when omitted and the same one is sent on every retry. */
  create(body: CreateFiatAccountParams, options?: RequestOptions): APIPromise<FiatAccount> {
    return call(this.context, ops.createFiatAccount, { body }, options);
  }
}
