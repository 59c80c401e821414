/** POST /sandbox/fiat-deposits — scope transfer:write_sandbox_fiat_deposit (spec 4.1). */
import { checkOwnerKind } from "./fiat-bodies";
import { startFiatTransfer } from "../domain/fiat-settlement";
import { jsonResponse, notFound } from "../protocol/problem";
import { operationRoute } from "./operation-route";

/**
 * The transfer type a deposit is recorded as, by its rail (the deposit instructions' network, or the
 * sending account's), and the rail it is announced under where that type does not name it: RTP is an
 * RTP_DEPOSIT; DBS Act has no transfer type of its own (a WIRE_DEPOSIT announced as `act_deposit`); every
 * other rail a WIRE_DEPOSIT.
 */
function depositRail(instructions: Record<string, unknown>, receiving: Record<string, unknown>): { type: string; announced?: string } {
  if (instructions.rtp !== undefined || receiving.rtp !== undefined) return { type: "RTP_DEPOSIT" };
  if (instructions.dbs_act !== undefined) return { type: "WIRE_DEPOSIT", announced: "ACT" };
  return { type: "WIRE_DEPOSIT" };
}

/**
 * Credits a simulated wire deposit against a known memo id and answers `{}`. The contract's check comes
 * first: a USD amount of whole cents, the memo id, and the sending account's `fiat_network_instructions`
 * (the public document requires them, and its example refusal reads "fiat network instructions
 * required"); an owner names a person or an institution, not both (the mock's own rule, beyond the
 * contract). An unknown memo id is 404: the request is well-formed but names nothing the mock issued. The credit is recorded in
 * `store.deposits`, so a test can count exactly how many deposits a retrying client produced. A memo id
 * of deposit instructions created through the API also records a WIRE_DEPOSIT transfer to that profile,
 * PENDING, which completes (crediting the balance) as ../fiat-settlement.ts says: announced
 * `transfer.wire_deposit.pending` then `.completed` (`act_deposit` over DBS Act, `rtp_deposit` over RTP).
 */
export const initiateSandboxFiatDeposit = operationRoute("initiateSandboxFiatDeposit", ({ body }, { store, clock }) => {
  const amount = body.amount as string;
  const asset = body.asset as string;
  const memoId = body.memo_id as string;
  if (body.fiat_account_owner !== undefined) checkOwnerKind(body.fiat_account_owner as Record<string, unknown>, "fiat_account_owner");
  if (!store.memoIds.includes(memoId)) {
    throw notFound(`memo_id ${memoId} does not match any fiat deposit instructions`, { field: "memo_id" });
  }
  // Instructions created through the API name the profile the wire credits; the seeded memo ids name none.
  const instructions = store.instructionsOfMemo(memoId);
  if (instructions) {
    const profileId = instructions.profile_id;
    const rail = depositRail(body.fiat_network_instructions as Record<string, unknown>, instructions.fiat_network_instructions);
    startFiatTransfer(store, { profile_id: profileId, amount, asset, direction: "CREDIT", type: rail.type, memo: memoId }, {
      ...(rail.announced !== undefined ? { rail: rail.announced } : {}),
      onComplete: [{ profileId, asset, delta: amount }],
      settled: () => store.profiles.setDeactivated(profileId, false),
    });
  }
  store.deposits.push({
    id: store.newId(),
    memo_id: memoId,
    amount,
    asset,
    fiat_network_instructions: body.fiat_network_instructions,
    ...(body.fiat_account_owner !== undefined ? { fiat_account_owner: body.fiat_account_owner } : {}),
    created_at: clock.nowIso(),
  });
  return jsonResponse(200, {});
});
