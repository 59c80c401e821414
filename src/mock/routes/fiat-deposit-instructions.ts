/**
 * Fiat deposit instructions (where to wire, and the memo id a wire must carry to credit a profile):
 * POST and GET /transfer/fiat-deposit-instructions, GET /transfer/fiat-deposit-instructions/{id}.
 * A sandbox wire quoting the memo id credits the profile (routes/create-sandbox-fiat-deposit.ts).
 */
import { jsonResponse, notFound } from "../protocol/problem";
import { refIdTaken } from "../protocol/paxos-problems";
import type { MockState } from "../domain/store";
import type { DepositInstructionsRecord } from "../domain/transfers";
import { listPage } from "./list-page";
import { operationRoute } from "./operation-route";
import { checkAttribution, requireProfile } from "./references";

/** Where the mock tells customers to wire USD (a made-up bank; every set of instructions shares it). */
const PAXOS_WIRE = {
  account_number: "000123456789",
  fiat_account_owner_address: { country: "US", address1: "450 Lexington Ave", city: "New York", province: "NY", zip_code: "10017" },
  routing_details: {
    routing_number_type: "ABA",
    routing_number: "021000021",
    bank_name: "Mock Custodial Bank",
    bank_address: { country: "US", address1: "1 Mock Plaza", city: "New York", province: "NY", zip_code: "10005" },
  },
} as const;

/**
 * Issues deposit instructions for a profile: a fresh memo id (a wire carrying it credits that profile),
 * status VALID, the mock's bank to wire to. Also what an orchestration rule with a fiat source gets.
 */
export function issueDepositInstructions(store: MockState, profileId: string, extra: Partial<DepositInstructionsRecord> = {}): DepositInstructionsRecord {
  const memoId = store.newId().replace(/-/g, "").slice(0, 10).toUpperCase();
  const record: DepositInstructionsRecord = {
    id: store.newId(),
    profile_id: profileId,
    customer_id: store.ids.customerIds[0] as string,
    status: "VALID",
    memo_id: memoId,
    fiat_network_instructions: { wire: structuredClone(PAXOS_WIRE) },
    // Stamped (one nanosecond apart within an instant), so the list shows them in the order they were made.
    created_at: store.stamp(),
    ...extra,
  };
  store.depositInstructions.set(record.id, record);
  store.memoIds.push(memoId);
  return record;
}

/**
 * Creates deposit instructions for an active profile (see {@link issueDepositInstructions}), of the identity
 * and account given (404 naming identity_id or account_id when unknown: the document's "Could not find
 * Identity"); the same ref_id again is 409 Already Exists with the ones it created in `meta.existing`.
 */
export const createFiatDepositInstructions = operationRoute("createFiatDepositInstructions", ({ body }, { store }) => {
  const profile = requireProfile(store, body.profile_id as string, "profile_id", { activeOnly: true });
  checkAttribution(store, body);
  const refId = body.ref_id as string | undefined;
  if (refId !== undefined) {
    const existing = [...store.depositInstructions.values()].find((r) => r.ref_id === refId);
    if (existing) throw refIdTaken("fiat deposit instructions", refId, existing);
  }
  const record = issueDepositInstructions(store, profile.id, {
    // An RTP deposit arrives over RTP: the instructions name the mock's bank on that rail.
    ...(body.fiat_network === "RTP" ? { fiat_network_instructions: { rtp: { account_number: PAXOS_WIRE.account_number, routing_details: { routing_number: PAXOS_WIRE.routing_details.routing_number, bank_name: PAXOS_WIRE.routing_details.bank_name } } } } : {}),
    ...(refId !== undefined ? { ref_id: refId } : {}),
    ...(typeof body.identity_id === "string" ? { identity_id: body.identity_id } : {}),
    ...(typeof body.account_id === "string" ? { account_id: body.account_id } : {}),
    ...(body.metadata !== undefined ? { metadata: body.metadata as Record<string, string> } : {}),
  });
  return jsonResponse(200, record);
});

/** Deposit instructions by id. */
export const getFiatDepositInstructions = operationRoute("getFiatDepositInstructions", ({ path }, { store }) => {
  const record = store.depositInstructions.get((path.id as string).toLowerCase());
  if (!record) throw notFound(`fiat deposit instructions ${path.id} not found`, { field: "id" });
  return jsonResponse(200, record);
});

/** The instructions created through the API, newest first (ASC on request), by ids, ref_ids and created_at bounds. */
export const listFiatDepositInstructions = operationRoute("listFiatDepositInstructions", ({ query }, { store }) => {
  const ids = (query.ids as string[] | undefined)?.map((id) => id.toLowerCase());
  const refIds = query.ref_ids as string[] | undefined;
  const match = (r: DepositInstructionsRecord) =>
    (ids === undefined || ids.includes(r.id)) && (refIds === undefined || (r.ref_id !== undefined && refIds.includes(r.ref_id)));
  return jsonResponse(200, listPage(store.depositInstructions.values(), query, match));
});
