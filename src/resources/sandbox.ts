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
import type { KycRefreshResult, SandboxFiatDepositResult, SandboxIdentityStatusResult, SandboxProfileDepositResult } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { KycRefreshResult, SandboxFiatDepositResult, SandboxIdentityStatusResult, SandboxProfileDepositResult };

/** Body of `sandbox.createFiatDeposit`: amounts as decimal strings or `Decimal`s. */
export type CreateSandboxFiatDepositParams = BodyInput<"initiateSandboxFiatDeposit">;
/** Body of `sandbox.createDeposit`: amounts as decimal strings or `Decimal`s. */
export type SandboxProfileDepositParams = BodyInput<"createSandboxDeposit">;
/** Body of `sandbox.setIdentityStatus`. */
export type SandboxIdentityStatusParams = BodyInput<"sandboxSetIdentityStatus">;
/** Body of `sandbox.forceStartKycRefresh`. */
export type SandboxForceStartKycRefreshParams = BodyInput<"sandboxForceStartKycRefresh">;
/** Body of `sandbox.resetKycRefresh`. */
export type SandboxResetKycRefreshParams = BodyInput<"sandboxResetKycRefresh">;

/** Simulations available only in the sandbox environment. */
export class SandboxResource extends APIResource {
  /**
   * `POST /sandbox/fiat-deposits` (scope `transfer:write_sandbox_fiat_deposit`): initiate a sandbox
   * fiat deposit. It has no idempotency key, so it is never re-sent once it may have reached the
   * service. Sandbox only: refused in production.
   */
  createFiatDeposit(body: CreateSandboxFiatDepositParams, options?: RequestOptions): APIPromise<SandboxFiatDepositResult> {
    return call(this.context, ops.initiateSandboxFiatDeposit, { body }, options);
  }

  /**
   * `POST /sandbox/profiles/{profile_id}/deposit` (scope `funding:read_profile`): make a sandbox
   * deposit into a profile. It has no idempotency key, so it is never re-sent once it may have
   * reached the service. Sandbox only: refused in production.
   */
  createDeposit(profileId: string, body: SandboxProfileDepositParams, options?: RequestOptions): APIPromise<SandboxProfileDepositResult> {
    return call(this.context, ops.createSandboxDeposit, { path: { profile_id: profileId }, body }, options);
  }

  /**
   * `PUT /identity/identities/{id}/sandbox-status` (scope `identity:write_identity`): set the
   * statuses of a sandbox identity. Sandbox only: refused in production.
   */
  setIdentityStatus(id: string, body: SandboxIdentityStatusParams, options?: RequestOptions): APIPromise<SandboxIdentityStatusResult> {
    return call(this.context, ops.sandboxSetIdentityStatus, { path: { id }, body }, options);
  }

  /**
   * `POST /identity/identities/{identity_id}/kyc-refresh` (scope `identity:write_identity`): start a
   * KYC refresh of a sandbox identity. It has no idempotency key, so it is never re-sent once it may
   * have reached the service. Sandbox only: refused in production.
   */
  startKycRefresh(identityId: string, options?: RequestOptions): APIPromise<KycRefreshResult> {
    return call(this.context, ops.sandboxStartKycRefresh, { path: { identity_id: identityId } }, options);
  }

  /**
   * `POST /identity/kycrefresh/force-start` (scope `identity:write_identity`): force a KYC refresh
   * of a sandbox identity. It has no idempotency key, so it is never re-sent once it may have
   * reached the service. Sandbox only: refused in production.
   */
  forceStartKycRefresh(body: SandboxForceStartKycRefreshParams, options?: RequestOptions): APIPromise<KycRefreshResult> {
    return call(this.context, ops.sandboxForceStartKycRefresh, { body }, options);
  }

  /**
   * `POST /identity/kycrefresh/reset` (scope `identity:write_identity`): reset the KYC refresh of a
   * sandbox identity. Sandbox only: refused in production.
   */
  resetKycRefresh(body: SandboxResetKycRefreshParams, options?: RequestOptions): APIPromise<KycRefreshResult> {
    return call(this.context, ops.sandboxResetKycRefresh, { body }, options);
  }
}
