/**
 * Transfers between profiles: POST /transfer/internal (between two profiles of the caller) and
 * POST /transfer/paxos (to a profile of another entity on Paxos; the mock holds every profile, so the
 * recipient is one of its profiles too). Each moves the amount exactly, all or nothing, and is recorded
 * as two completed transfers sharing a group_id: the debit (the answer) and the credit.
 */
import { badRequest, jsonResponse } from "../protocol/problem";
import { reusedTransferRef } from "../domain/transfers";
import type { RouteContext } from "./context";
import { type CheckedRequest, operationRoute } from "./operation-route";
import { checkAttribution, requireAsset, requireProfile } from "./references";

/**
 * Moves `amount` of `asset` from one profile to another. The sender must be an active profile and the
 * recipient a known one (404 naming from_profile_id / to_profile_id); a deactivated recipient becomes
 * active again, as with any funds it receives. Each identity and account named (`from_identity_id`,
 * `to_account_id` …) must exist (404 naming it), and the asset be one the mock knows (400 unknownAsset). More than the sender's balance: 403 insufficientFunds
 * naming `amount` (the contract's answer), and nothing moves. A ref_id used before: 409 with the debit
 * it made first in meta.existing.
 */
function transfer(kind: "INTERNAL_TRANSFER" | "PAXOS_TRANSFER", { body }: CheckedRequest, { store }: RouteContext) {
  const from = requireProfile(store, body.from_profile_id as string, "from_profile_id", { activeOnly: true });
  const to = requireProfile(store, body.to_profile_id as string, "to_profile_id");
  if (from.id === to.id) throw badRequest("to_profile_id", "differentProfile", "to_profile_id must name another profile than from_profile_id");
  checkAttribution(store, body, "from_identity_id", "from_account_id");
  checkAttribution(store, body, "to_identity_id", "to_account_id");
  requireAsset(body.asset, "asset");
  const refId = body.ref_id as string | undefined;
  const existing = refId === undefined ? undefined : store.transferByRefId(refId);
  if (existing) throw reusedTransferRef(refId as string, existing);
  const asset = body.asset as string;
  const amount = body.amount as string;
  store.ledger.apply(
    [
      { profileId: from.id, asset, delta: `-${amount}` },
      { profileId: to.id, asset, delta: amount },
    ],
    "amount",
    403,
  );
  store.profiles.setDeactivated(to.id, false);
  const groupId = store.newId();
  const side = (identity: unknown, account: unknown, metadata: unknown) => ({
    ...(typeof identity === "string" ? { identity_id: identity } : {}),
    ...(typeof account === "string" ? { account_id: account } : {}),
    ...(metadata !== undefined ? { metadata: metadata as Record<string, string> } : {}),
  });
  const debit = store.addTransfer({
    profile_id: from.id,
    amount,
    asset,
    direction: "DEBIT",
    type: `${kind}_DEBIT`,
    status: "COMPLETED",
    group_id: groupId,
    ...(refId !== undefined ? { ref_id: refId } : {}),
    ...side(body.from_identity_id, body.from_account_id, body.metadata),
  });
  // The credit side carries the recipient's metadata, and no ref_id: the key names the request, whose answer is the debit.
  store.addTransfer({
    profile_id: to.id,
    amount,
    asset,
    direction: "CREDIT",
    type: `${kind}_CREDIT`,
    status: "COMPLETED",
    group_id: groupId,
    ...side(body.to_identity_id, body.to_account_id, body.recipient_metadata),
  });
  return jsonResponse(200, debit);
}

/** Between two profiles of the caller: INTERNAL_TRANSFER_DEBIT / _CREDIT. */
export const createInternalTransfer = operationRoute("createInternalTransfer", (request, ctx) => transfer("INTERNAL_TRANSFER", request, ctx));

/** To a profile of another entity: PAXOS_TRANSFER_DEBIT / _CREDIT. */
export const createPaxosTransfer = operationRoute("createPaxosTransfer", (request, ctx) => transfer("PAXOS_TRANSFER", request, ctx));
