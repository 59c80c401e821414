/** POST /sandbox/fiat-deposits — scope transfer:write_sandbox_fiat_deposit (spec 4.1). */
import { checkDepositInstructions, checkDepositOwner } from "./fiat-instructions";
import { startFiatTransfer } from "../domain/fiat-settlement";
import { checkDecimal, checkKnownFields, checkSandboxAsset, checkString } from "./limits";
import { badRequest, jsonResponse, notFound } from "../protocol/problem";
import { bodyObject, noQuery, required } from "./body";
import type { RouteDefinition } from "./context";

const FIELDS = ["amount", "asset", "memo_id", "fiat_network_instructions", "fiat_account_owner"] as const;

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

/** The sandbox takes amounts of whole cents: at most two decimals (the public document's rule). */
const CENTS = /^[0-9]+(\.[0-9]{1,2})?$/;

/**
 * Credits a simulated wire deposit against a known memo id and answers `{}`. The sending account's
 * `fiat_network_instructions` are required (the public document requires them, and its example refusal
 * reads "fiat network instructions required"). An unknown memo id is 404:
 * the request is well-formed but names nothing the mock issued. The credit is recorded in
 * `store.deposits`, so a test can count exactly how many deposits a retrying client produced. A memo id
 * of deposit instructions created through the API also records a WIRE_DEPOSIT transfer to that profile,
 * PENDING, which completes (crediting the balance) as ../fiat-settlement.ts says: announced
 * `transfer.wire_deposit.pending` then `.completed` (`act_deposit` over DBS Act, `rtp_deposit` over RTP).
 */
export const initiateSandboxFiatDeposit: RouteDefinition = {
  operationId: "initiateSandboxFiatDeposit",
  method: "POST",
  path: "/sandbox/fiat-deposits",
  scope: "transfer:write_sandbox_fiat_deposit",
  body: true,
  handle({ body: raw, query, store, clock }) {
    noQuery(query);
    const body = bodyObject(raw);
    checkKnownFields(body, FIELDS);
    const amount = checkDecimal(required(body, "amount"), "amount");
    if (!CENTS.test(amount)) throw badRequest("amount", "pattern", "amount must have at most two decimals", { pattern: CENTS.source });
    const asset = checkSandboxAsset(required(body, "asset"));
    const memoId = checkString(required(body, "memo_id"), "memo_id");
    checkDepositInstructions(required(body, "fiat_network_instructions"));
    if (body.fiat_account_owner !== undefined) checkDepositOwner(body.fiat_account_owner);
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
      ...(body.fiat_network_instructions !== undefined ? { fiat_network_instructions: body.fiat_network_instructions } : {}),
      ...(body.fiat_account_owner !== undefined ? { fiat_account_owner: body.fiat_account_owner } : {}),
      created_at: clock.nowIso(),
    });
    return jsonResponse(200, {});
  },
};
