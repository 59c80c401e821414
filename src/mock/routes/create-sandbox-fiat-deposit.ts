/** POST /sandbox/fiat-deposits — scope transfer:write_sandbox_fiat_deposit (spec 4.1). */
import { checkDepositInstructions, checkDepositOwner } from "../fiat-instructions";
import { checkDecimal, checkKnownFields, checkSandboxAsset, checkString } from "../limits";
import { badRequest, jsonResponse, notFound } from "../problem";
import { bodyObject, noQuery, required } from "./body";
import type { RouteDefinition } from "./context";

const FIELDS = ["amount", "asset", "memo_id", "fiat_network_instructions", "fiat_account_owner"] as const;

/** The sandbox takes amounts of whole cents: at most two decimals (the public document's rule). */
const CENTS = /^[0-9]+(\.[0-9]{1,2})?$/;

/**
 * Credits a simulated wire deposit against a known memo id and answers `{}`. The sending account's
 * `fiat_network_instructions` are required (the public document requires them, and its example refusal
 * reads "fiat network instructions required"). An unknown memo id is 404:
 * the request is well-formed but names nothing the mock issued. The credit is recorded in
 * `store.deposits`, so a test can count exactly how many deposits a retrying client produced. A memo id
 * of deposit instructions created through the API also credits that profile's balance and records a
 * completed WIRE_DEPOSIT transfer. A deposit sent over DBS Act (`dbs_act` instructions) is announced as the
 * document's `transfer.act_deposit.*` events; a wire has no documented event.
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
      store.ledger.apply([{ profileId: instructions.profile_id, asset, delta: amount }]);
      store.profiles.setDeactivated(instructions.profile_id, false);
      const act = (body.fiat_network_instructions as Record<string, unknown>).dbs_act !== undefined;
      store.addTransfer({ profile_id: instructions.profile_id, amount, asset, direction: "CREDIT", type: "WIRE_DEPOSIT", status: "COMPLETED", memo: memoId }, act);
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
