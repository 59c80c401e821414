import * as ops from "../generated/descriptors";
import type { BodyInput } from "../core/operation-types";
import type { APIPromise } from "../core/api-promise";
import { call } from "../core/call";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { SandboxFiatDepositResult } from "../generated/openapi";

/** Body of `sandbox.createFiatDeposit`: `amount` may be a decimal string or a `Decimal`. */
export type CreateSandboxFiatDepositParams = BodyInput<"initiateSandboxFiatDeposit">;
// The contract's `SandboxFiatDepositResult` schema, by its generated name, so that hovers and messages read `SandboxFiatDepositResult`.
export type { SandboxFiatDepositResult };

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
}
