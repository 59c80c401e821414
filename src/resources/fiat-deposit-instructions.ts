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
import type { FiatDepositInstructions } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { FiatDepositInstructions };

/** Query parameters of `fiatDepositInstructions.list`. */
export type ListFiatDepositInstructionsParams = ListParams<"listFiatDepositInstructions">;
/** Body of `fiatDepositInstructions.create`. `ref_id` is generated when omitted. */
export type CreateFiatDepositInstructionsParams = BodyInput<"createFiatDepositInstructions">;

/** Bank details and memo IDs that route an incoming fiat deposit to a profile. */
export class FiatDepositInstructionsResource extends APIResource {
  /**
   * `GET /transfer/fiat-deposit-instructions` (scope `transfer:read_fiat_deposit_instructions`):
   * list fiat deposit instructions. Paginated: await it for a page, `for await` it for every item.
   */
  list(params: ListFiatDepositInstructionsParams = {}, options?: ListOptions): PagePromise<FiatDepositInstructions> {
    return paginate(this.context, ops.listFiatDepositInstructions, params, options);
  }

  /**
   * `POST /transfer/fiat-deposit-instructions` (scope `transfer:write_fiat_deposit_instructions`):
   * create fiat deposit instructions. Its `ref_id` is the idempotency key: one is generated when
   * omitted and the same one is sent on every retry.
   */
  create(body: CreateFiatDepositInstructionsParams, options?: RequestOptions): APIPromise<FiatDepositInstructions> {
    return call(this.context, ops.createFiatDepositInstructions, { body }, options);
  }

  /**
   * `GET /transfer/fiat-deposit-instructions/{id}` (scope
   * `transfer:read_fiat_deposit_instructions`): get fiat deposit instructions.
   */
  get(id: string, options?: RequestOptions): APIPromise<FiatDepositInstructions> {
    return call(this.context, ops.getFiatDepositInstructions, { path: { id } }, options);
  }
}
