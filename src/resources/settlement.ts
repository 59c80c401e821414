import {
  createTransactionBodySchema,
  createTransactionResponseSchema,
  operationMeta,
} from "../generated/schemas";
import { toWire } from "../core/inputs";
import type { Input, RequestBody, SuccessBody } from "../core/operation-types";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import { validateInput } from "../core/validation";

/**
 * Body of `settlement.createTransaction`: amounts as decimal strings or
 * `Decimal`s, window bounds as RFC 3339 strings or `Date`s. `ref_id` is
 * generated when omitted.
 */
export type CreateSettlementTransactionParams = Input<RequestBody<"createTransaction">>;
/** A settlement transaction. */
export type SettlementTransaction = SuccessBody<"createTransaction">;

const meta = operationMeta.createTransaction;

/** Bilateral settlement transactions. */
export class SettlementResource extends APIResource {
  /**
   * `POST /settlement/transactions` (scope `settlement:write_transaction`):
   * creates a transaction (status PENDING). Its `ref_id` is the idempotency
   * key: one is generated when omitted and the same one is sent on every
   * retry, so a retry after a lost answer cannot create a second transaction.
   */
  async createTransaction(
    body: CreateSettlementTransactionParams,
    options?: RequestOptions,
  ): Promise<SettlementTransaction> {
    const name = "settlement.createTransaction";
    const wire = toWire(body, name);
    const withRefId =
      typeof wire === "object" && wire !== null && !Array.isArray(wire) && (wire as { ref_id?: unknown }).ref_id === undefined
        ? { ...wire, ref_id: globalThis.crypto.randomUUID() }
        : wire;
    return this.context.transport.request(
      {
        operation: "createTransaction",
        method: meta.method,
        path: meta.path,
        body: validateInput(createTransactionBodySchema, withRefId, name),
        scope: meta.scope,
        rateLimitClass: meta.rateLimitClass,
        retry: "idempotent",
        response: createTransactionResponseSchema,
      },
      options,
    );
  }
}
