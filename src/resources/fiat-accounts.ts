import {
  operationMeta,
  updateFiatAccountBodySchema,
  updateFiatAccountPathSchema,
  updateFiatAccountResponseSchema,
} from "../generated/schemas";
import { toWire } from "../core/inputs";
import type { Input, RequestBody, SuccessBody } from "../core/operation-types";
import { expandPath } from "../core/path";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import { validateInput } from "../core/validation";

/** Body of `fiatAccounts.update`: owner, wire instructions and metadata (≤ 6 pairs, ≤ 100 characters each). */
export type UpdateFiatAccountParams = Input<RequestBody<"updateFiatAccount">>;
/** A fiat account, as `fiatAccounts.update` returns it. */
export type FiatAccount = SuccessBody<"updateFiatAccount">;

const meta = operationMeta.updateFiatAccount;

/** Fiat accounts: bank-transfer instructions and owner details. */
export class FiatAccountsResource extends APIResource {
  /**
   * `PUT /transfer/fiat-accounts/{id}` (scope `transfer:write_fiat_account`):
   * updates the fiat account `id` (a UUID) and returns it.
   */
  async update(id: string, body: UpdateFiatAccountParams, options?: RequestOptions): Promise<FiatAccount> {
    const name = "fiatAccounts.update";
    const params = validateInput(updateFiatAccountPathSchema, { id }, name);
    return this.context.transport.request(
      {
        operation: "updateFiatAccount",
        method: meta.method,
        path: expandPath(meta.path, params, name),
        body: validateInput(updateFiatAccountBodySchema, toWire(body, name), name),
        scope: meta.scope,
        rateLimitClass: meta.rateLimitClass,
        retry: "idempotent",
        response: updateFiatAccountResponseSchema,
      },
      options,
    );
  }
}
