import * as ops from "../generated/descriptors";
import type { BodyInput, SuccessBody } from "../core/operation-types";
import { call } from "../core/call";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { components } from "../generated/openapi";

/** Body of `sandbox.createFiatDeposit`: `amount` may be a decimal string or a `Decimal`. */
export type CreateSandboxFiatDepositParams = BodyInput<"initiateSandboxFiatDeposit">;
/** Answer of `sandbox.createFiatDeposit` (an empty object). */
export type SandboxFiatDepositResult = SuccessBody<"initiateSandboxFiatDeposit">;

/** Body of `sandbox.createDeposit`: amounts as decimal strings or `Decimal`s. */
export type SandboxProfileDepositParams = BodyInput<"createSandboxDeposit">;
/** Answer of a sandbox profile deposit. */
export type SandboxProfileDepositResult = components["schemas"]["SandboxProfileDepositResult"];
/** Body of `sandbox.setIdentityStatus`. */
export type SandboxIdentityStatusParams = BodyInput<"sandboxSetIdentityStatus">;
/** Answer of a sandbox status change. */
export type SandboxIdentityStatusResult = components["schemas"]["SandboxIdentityStatusResult"];

/** Sandbox-only simulations. */
export class SandboxResource extends APIResource {
  /**
   * `POST /sandbox/fiat-deposits` (scope `transfer:write_sandbox_fiat_deposit`):
   * simulates an incoming wire, credited by the `memo_id` of earlier deposit
   * instructions. USD only; refused in production. The request has no
   * idempotency key, so it is never re-sent once it may have reached the service.
   */
  createFiatDeposit(body: CreateSandboxFiatDepositParams, options?: RequestOptions): Promise<SandboxFiatDepositResult> {
    return call(this.context, ops.initiateSandboxFiatDeposit, { body }, options);
  }

  /** `POST /sandbox/profiles/{profile_id}/deposit` (scope `funding:read_profile`): make a sandbox deposit into a profile. It has no idempotency key, so it is never re-sent once it may have reached the service. Sandbox only. */
  createDeposit(profileId: string, body: SandboxProfileDepositParams, options?: RequestOptions): Promise<SandboxProfileDepositResult> {
    return call(this.context, ops.createSandboxDeposit, { path: { profile_id: profileId }, body }, options);
  }

  /** `PUT /identity/identities/{id}/sandbox-status` (scope `identity:write_identity`): set the statuses of a sandbox identity. Sandbox only. */
  setIdentityStatus(id: string, body: SandboxIdentityStatusParams, options?: RequestOptions): Promise<SandboxIdentityStatusResult> {
    return call(this.context, ops.sandboxSetIdentityStatus, { path: { id }, body }, options);
  }
}
