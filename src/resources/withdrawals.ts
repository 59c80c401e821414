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
import type { CryptoWithdrawalFee, Transfer } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { CryptoWithdrawalFee, Transfer };

/**
 * Body of `withdrawals.createCrypto`: amounts as decimal strings or `Decimal`s. `ref_id` is
 * generated when omitted.
 */
export type CreateCryptoWithdrawalParams = BodyInput<"createCryptoWithdrawal">;
/** Body of `withdrawals.createCryptoFee`: amounts as decimal strings or `Decimal`s. */
export type CreateCryptoWithdrawalFeeParams = BodyInput<"createCryptoWithdrawalFee">;
/**
 * Body of `withdrawals.createFiat`: amounts as decimal strings or `Decimal`s. `ref_id` is
 * generated when omitted.
 */
export type CreateFiatWithdrawalParams = BodyInput<"createFiatWithdrawal">;

/** Crypto and fiat withdrawals out of a profile, and guaranteed crypto withdrawal fees. */
export class WithdrawalsResource extends APIResource {
  /**
   * `POST /transfer/crypto-withdrawals` (scope `transfer:write_crypto_withdrawal`): withdraw crypto.
   * Its `ref_id` is the idempotency key: one is generated when omitted and the same one is sent on
   * every retry.
   */
  createCrypto(body: CreateCryptoWithdrawalParams, options?: RequestOptions): APIPromise<Transfer> {
    return call(this.context, ops.createCryptoWithdrawal, { body }, options);
  }

  /**
   * `POST /transfer/fees/crypto-withdrawal` (scope `fee:write_crypto_withdrawal_fee`): quote a
   * guaranteed crypto withdrawal fee.
   */
  createCryptoFee(body: CreateCryptoWithdrawalFeeParams, options?: RequestOptions): APIPromise<CryptoWithdrawalFee> {
    return call(this.context, ops.createCryptoWithdrawalFee, { body }, options);
  }

  /**
   * `POST /transfer/fiat-withdrawals` (scope `transfer:write_fiat_withdrawal`): withdraw fiat. Its
   * `ref_id` is the idempotency key: one is generated when omitted and the same one is sent on every
   * retry.
   */
  createFiat(body: CreateFiatWithdrawalParams, options?: RequestOptions): APIPromise<Transfer> {
    return call(this.context, ops.createFiatWithdrawal, { body }, options);
  }
}
