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
import type { AddressVerification } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { AddressVerification };

/** Query parameters of `addressVerifications.list`. */
export type ListVerificationsParams = ListParams<"listVerifications">;
/** Body of `addressVerifications.create`. `ref_id` is generated when omitted. */
export type CreateVerificationParams = BodyInput<"createVerification">;
/** Body of `addressVerifications.submitSignature`. */
export type SubmitSignatureParams = BodyInput<"submitSignature">;

/**
 * Proofs that the customer controls an on-chain address (a signed message, a small deposit, or a
 * manual review).
 */
export class AddressVerificationsResource extends APIResource {
  /**
   * `GET /addresses/verifications` (scope `address_ownership:read_verification`): list address
   * verifications. Paginated: await it for a page, `for await` it for every item.
   */
  list(params: ListVerificationsParams = {}, options?: ListOptions): PagePromise<AddressVerification> {
    return paginate(this.context, ops.listVerifications, params, options);
  }

  /**
   * `POST /addresses/verifications` (scope `address_ownership:write_verification`): start an address
   * verification. Its `ref_id` is the idempotency key: one is generated when omitted and the same
   * one is sent on every retry.
   */
  create(body: CreateVerificationParams, options?: RequestOptions): APIPromise<AddressVerification> {
    return call(this.context, ops.createVerification, { body }, options);
  }

  /**
   * `POST /addresses/verifications/signature` (scope `address_ownership:write_verification`): submit
   * the signature of an address verification.
   */
  submitSignature(body: SubmitSignatureParams, options?: RequestOptions): APIPromise<AddressVerification> {
    return call(this.context, ops.submitSignature, { body }, options);
  }

  /**
   * `GET /addresses/verifications/{id}` (scope `address_ownership:read_verification`): get an
   * address verification.
   */
  get(id: string, options?: RequestOptions): APIPromise<AddressVerification> {
    return call(this.context, ops.getVerification, { path: { id } }, options);
  }
}
