/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

import * as ops from "../generated/descriptors";
import type { APIPromise } from "../core/call/api-promise";
import { call } from "../core/call/call";
import type { BodyInput } from "../core/request/call-arguments";
import { APIResource } from "../core/call/resource";
import type { RequestOptions } from "../core/sending/transport";
import type { CryptoDepositActionResult } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { CryptoDepositActionResult };

/** Body of `cryptoDeposits.reject`. */
export type RejectCryptoDepositParams = BodyInput<"rejectCryptoDeposit">;
/** Body of `cryptoDeposits.update`. */
export type UpdateCryptoDepositParams = BodyInput<"updateCryptoDeposit">;

/** Travel-rule handling of incoming crypto deposits held for missing originator details. */
export class CryptoDepositsResource extends APIResource {
  /**
   * `POST /transfer/crypto-deposits/{id}/reject` (scope `transfer:reject_crypto_deposit`): reject a
   * crypto deposit.
   */
  reject(id: string, body: RejectCryptoDepositParams, options?: RequestOptions): APIPromise<CryptoDepositActionResult> {
    return call(this.context, ops.rejectCryptoDeposit, { path: { id }, body }, options);
  }

  /**
   * `POST /transfer/crypto-deposits/{id}/update` (scope `transfer:update_crypto_deposit`): supply
   * travel-rule details for a crypto deposit.
   */
  update(id: string, body: UpdateCryptoDepositParams, options?: RequestOptions): APIPromise<CryptoDepositActionResult> {
    return call(this.context, ops.updateCryptoDeposit, { path: { id }, body }, options);
  }
}
