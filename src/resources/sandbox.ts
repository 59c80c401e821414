import {
  initiateSandboxFiatDepositBodySchema,
  initiateSandboxFiatDepositResponseSchema,
  operationMeta,
} from "../generated/schemas";
import { ValidationError } from "../core/errors";
import { toWire } from "../core/inputs";
import type { Input, RequestBody, SuccessBody } from "../core/operation-types";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import { validateInput } from "../core/validation";

/** Body of `sandbox.createFiatDeposit`: `amount` may be a decimal string or a `Decimal`. */
export type CreateSandboxFiatDepositParams = Input<RequestBody<"initiateSandboxFiatDeposit">>;
/** Answer of `sandbox.createFiatDeposit` (an empty object). */
export type SandboxFiatDepositResult = SuccessBody<"initiateSandboxFiatDeposit">;

const meta = operationMeta.initiateSandboxFiatDeposit;

/** Sandbox-only simulations. */
export class SandboxResource extends APIResource {
  /**
   * `POST /sandbox/fiat-deposits` (scope `transfer:write_sandbox_fiat_deposit`):
   * simulates an incoming wire, credited by the `memo_id` of earlier deposit
   * instructions. USD only; refused in production. The request has no
   * idempotency key, so it is never re-sent once it may have reached the service.
   */
  async createFiatDeposit(
    body: CreateSandboxFiatDepositParams,
    options?: RequestOptions,
  ): Promise<SandboxFiatDepositResult> {
    const name = "sandbox.createFiatDeposit";
    if (meta.sandboxOnly && this.context.environment === "production") {
      throw new ValidationError(
        "environment",
        "sandboxOnly",
        `${name}: this operation exists only in the sandbox environment (rule: sandboxOnly).`,
      );
    }
    return this.context.transport.request(
      {
        operation: "initiateSandboxFiatDeposit",
        method: meta.method,
        path: meta.path,
        body: validateInput(initiateSandboxFiatDepositBodySchema, toWire(body, name), name),
        scope: meta.scope,
        rateLimitClass: meta.rateLimitClass,
        retry: "not-after-send",
        response: initiateSandboxFiatDepositResponseSchema,
      },
      options,
    );
  }
}
