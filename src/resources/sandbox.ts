import * as ops from "../generated/descriptors";
import type { BodyInput } from "../core/input-types";
import type { APIPromise } from "../core/api-promise";
import { call } from "../core/call";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { SandboxFiatDepositResult, SandboxProfileDepositResult, SandboxIdentityStatusResult } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { SandboxProfileDepositResult, SandboxIdentityStatusResult };

/** Body of `sandbox.createFiatDeposit`: `amount` may be a decimal string or a `Decimal`. */
export type CreateSandboxFiatDepositParams = BodyInput<"initiateSandboxFiatDeposit">;
// The contract's `SandboxFiatDepositResult` schema, by its generated name, so that hovers and messages read `SandboxFiatDepositResult`.
export type { SandboxFiatDepositResult };

/** Body of `sandbox.createDeposit`: amounts as decimal strings or `Decimal`s. */
export type SandboxProfileDepositParams = BodyInput<"createSandboxDeposit">;
/** Body of `sandbox.setIdentityStatus`. */
export type SandboxIdentityStatusParams = BodyInput<"sandboxSetIdentityStatus">;

/** Sandbox-only simulations. */
export class SandboxResource extends APIResource {
  /**
   * `POST /sandbox/fiat-deposits` (scope `transfer:write_sandbox_fiat_deposit`):
   * simulates an incoming wire, credited by the `memo_id` of earlier deposit
   * instructions. USD only; refused in production. The request has no
   * idempotency key, so it is never re-sent once it may have reached the service.
   */
  createFiatDeposit(body: CreateSandboxFiatDepositParams, options?: RequestOptions): APIPromise<SandboxFiatDepositResult> {
    return call(this.context, ops.initiateSandboxFiatDeposit, { body }, options);
  }

  /** `POST /sandbox/profiles/{profile_id}/deposit` (scope `funding:read_profile`): make a sandbox deposit into a profile. It has no idempotency key, so it is never re-sent once it may have reached the service. Sandbox only. */
  createDeposit(profileId: string, body: SandboxProfileDepositParams, options?: RequestOptions): APIPromise<SandboxProfileDepositResult> {
    return call(this.context, ops.createSandboxDeposit, { path: { profile_id: profileId }, body }, options);
  }

  /** `PUT /identity/identities/{id}/sandbox-status` (scope `identity:write_identity`): set the statuses of a sandbox identity. Sandbox only. */
  setIdentityStatus(id: string, body: SandboxIdentityStatusParams, options?: RequestOptions): APIPromise<SandboxIdentityStatusResult> {
    return call(this.context, ops.sandboxSetIdentityStatus, { path: { id }, body }, options);
  }
}
