import * as ops from "../generated/descriptors";
import type { BodyInput } from "../core/operation-types";
import type { APIPromise } from "../core/api-promise";
import { call } from "../core/call";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { FiatAccount } from "../generated/openapi";

/** Body of `fiatAccounts.update`: owner, wire instructions and metadata (≤ 6 pairs, ≤ 100 characters each). */
export type UpdateFiatAccountParams = BodyInput<"updateFiatAccount">;
// The contract's `FiatAccount` schema, by its generated name, so that hovers and messages read `FiatAccount`.
export type { FiatAccount };

/** Fiat accounts: bank-transfer instructions and owner details. */
export class FiatAccountsResource extends APIResource {
  /**
   * `PUT /transfer/fiat-accounts/{id}` (scope `transfer:write_fiat_account`):
   * updates the fiat account `id` (a UUID) and returns it.
   */
  update(id: string, body: UpdateFiatAccountParams, options?: RequestOptions): APIPromise<FiatAccount> {
    return call(this.context, ops.updateFiatAccount, { path: { id }, body }, options);
  }
}
