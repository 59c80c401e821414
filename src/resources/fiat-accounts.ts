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
import type { DeleteFiatAccountResult, FiatAccount, FiatAccountSummary } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { DeleteFiatAccountResult, FiatAccount, FiatAccountSummary };

/** Query parameters of `fiatAccounts.get`. */
export type GetFiatAccountParams = ListParams<"getFiatAccount">;
/** Body of `fiatAccounts.update`. */
export type UpdateFiatAccountParams = BodyInput<"updateFiatAccount">;
/** Query parameters of `fiatAccounts.list`. */
export type ListFiatAccountsParams = ListParams<"listFiatAccounts">;
/** Body of `fiatAccounts.create`. `ref_id` is generated when omitted. */
export type CreateFiatAccountParams = BodyInput<"createFiatAccount">;

/** Bank-transfer instructions and owner details of an identity and account. */
export class FiatAccountsResource extends APIResource {
  /** `GET /transfer/fiat-accounts/{id}` (scope `transfer:read_fiat_account`): get a fiat account. */
  get(id: string, params: GetFiatAccountParams = {}, options?: RequestOptions): APIPromise<FiatAccount> {
    return call(this.context, ops.getFiatAccount, { path: { id }, query: params }, options);
  }

  /**
   * `PUT /transfer/fiat-accounts/{id}` (scope `transfer:write_fiat_account`): update a fiat account.
   */
  update(id: string, body: UpdateFiatAccountParams, options?: RequestOptions): APIPromise<FiatAccount> {
    return call(this.context, ops.updateFiatAccount, { path: { id }, body }, options);
  }

  /**
   * `DELETE /transfer/fiat-accounts/{id}` (scope `transfer:write_fiat_account`): delete a fiat
   * account.
   */
  delete(id: string, options?: RequestOptions): APIPromise<DeleteFiatAccountResult> {
    return call(this.context, ops.deleteFiatAccount, { path: { id } }, options);
  }

  /**
   * `GET /transfer/fiat-accounts` (scope `transfer:read_fiat_account`): list fiat accounts.
   * Paginated: await it for a page, `for await` it for every item.
   */
  list(params: ListFiatAccountsParams = {}, options?: ListOptions): PagePromise<FiatAccountSummary> {
    return paginate(this.context, ops.listFiatAccounts, params, options);
  }

  /**
   * `POST /transfer/fiat-accounts` (scope `transfer:write_fiat_account`): create a fiat account. Its
   * `ref_id` is the idempotency key: one is generated when omitted and the same one is sent on every
   * retry.
   */
  create(body: CreateFiatAccountParams, options?: RequestOptions): APIPromise<FiatAccount> {
    return call(this.context, ops.createFiatAccount, { body }, options);
  }
}
