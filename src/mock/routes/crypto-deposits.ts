/**
 * POST /transfer/crypto-deposits/{id}/reject and /update (scopes transfer:reject_crypto_deposit and
 * transfer:update_crypto_deposit): the two decisions on a crypto deposit held for travel-rule details;
 * see ../crypto-deposits.ts.
 */
import { CUSTOMER_REJECTED, isHeldDeposit } from "../domain/crypto-deposits";
import { ProblemError, badRequest, jsonResponse, notFound } from "../protocol/problem";
import type { TransferRecord } from "../domain/transfers";
import type { RouteContext } from "./context";
import type { CheckedRequest } from "./operation-route";
import { operationRoute } from "./operation-route";
import { requireIdentity } from "./references";

/**
 * The held deposit the path names, acted on by its own identity: 404 naming `id` for no crypto deposit
 * of that id, 404 naming `identity_id` for an identity the mock does not have, 403 naming it for another identity (only its creator may decide), 409
 * illegalTransition naming `id` for a deposit that no longer needs information (a repeat after success).
 */
function heldDeposit({ path, body }: CheckedRequest, { store }: RouteContext): TransferRecord {
  const id = (path.id as string).toLowerCase();
  const deposit = store.transfers.get(id);
  if (!deposit || deposit.type !== "CRYPTO_DEPOSIT") throw notFound(`crypto deposit ${path.id} not found`, { field: "id" });
  requireIdentity(store, body.identity_id as string, "identity_id");
  if (body.identity_id !== deposit.identity_id) {
    throw new ProblemError(403, `identity ${String(body.identity_id)} did not make crypto deposit ${deposit.id}`, { rule: "notCreator", field: "identity_id" });
  }
  if (!isHeldDeposit(deposit)) {
    throw new ProblemError(409, `crypto deposit ${deposit.id} is ${deposit.status} and does not need information`, { rule: "illegalTransition", field: "id", status: deposit.status });
  }
  return deposit;
}

/** Refuses a held deposit: FAILED with the secondary status CUSTOMER_REJECTED; nothing is credited. */
export const rejectCryptoDeposit = operationRoute("rejectCryptoDeposit", (request, ctx) => {
  const deposit = heldDeposit(request, ctx);
  deposit.status = "FAILED";
  deposit.secondary_status = { name: CUSTOMER_REJECTED, detail: "rejected by the identity that received it" };
  deposit.updated_at = ctx.store.stamp();
  ctx.store.transferStatusChanged(deposit);
  return jsonResponse(200, {});
});

/**
 * Releases a held deposit with the originator's name (an individual's first and last name, in
 * `individual_info` or directly, or an institution's name; 400 naming `originator_address_info`
 * without one): the amount is credited to the profile and the deposit COMPLETED.
 */
export const updateCryptoDeposit = operationRoute("updateCryptoDeposit", (request, ctx) => {
  const info = request.body.originator_address_info as Record<string, Record<string, string> | string | undefined>;
  const person = typeof info.individual_info === "object" || (typeof info.first_name === "string" && typeof info.last_name === "string" && info.first_name !== "" && info.last_name !== "");
  if (!person && typeof info.institution_info !== "object") {
    throw badRequest("originator_address_info", "required", "originator_address_info needs individual_info, institution_info, or first_name and last_name");
  }
  const deposit = heldDeposit(request, ctx);
  ctx.store.ledger.apply([{ profileId: deposit.profile_id, asset: deposit.asset, delta: deposit.amount }]);
  deposit.status = "COMPLETED";
  delete deposit.secondary_status;
  deposit.updated_at = ctx.store.stamp();
  ctx.store.transferStatusChanged(deposit);
  return jsonResponse(200, {});
});
