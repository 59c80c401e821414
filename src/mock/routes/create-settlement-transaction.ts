/** POST /settlement/transactions — scope settlement:write_transaction (spec 4.4). */
import { checkDateTime } from "./request-values";
import { isKnownAsset } from "../domain/pricing";
import { badRequest, jsonResponse } from "../protocol/problem";
import { refIdTaken } from "../protocol/paxos-problems";
import { canonicalToNanos, formatNanos } from "../domain/timestamps";
import type { SettlementLeg, SettlementTransaction } from "../domain/records";
import { operationRoute } from "./operation-route";
import { requireProfile } from "./references";

/** Window length when settlement_window_end is omitted. */
export const DEFAULT_SETTLEMENT_WINDOW_MS = 24 * 3600 * 1000;

/**
 * Creates a transaction (PENDING, server ids for it and each leg, created_at = updated_at = mock now).
 * Decisions where the spec is silent:
 * - source_profile_id, target_profile_id and at least one leg are required. Both profiles must exist and be
 *   active (404 naming the field, as for every profile a body names), and differ (400 differentProfile):
 *   a settlement is between two parties, and the service refuses what the mock would otherwise settle.
 *   Each leg's asset must be one the mock knows (400 unknownAsset naming the leg).
 * - settlement_window_start defaults to now; settlement_window_end defaults to start + 24 h and must be
 *   after both the start and now.
 * - ref_id is the idempotency key: a used one is 409 Already Exists with the stored transaction in
 *   `meta.existing` (in its current state), same body or not, as Paxos answers it. A request without
 *   ref_id gets a server-generated one.
 * The body's form (fields, types, decimal amounts, date-times, at least one leg) is the contract's check.
 */
export const createTransaction = operationRoute("createTransaction", ({ body }, { store, clock }) => {
  const refId = body.ref_id as string | undefined;
  const source = body.source_profile_id as string;
  const target = body.target_profile_id as string;
  const legs = body.legs as Omit<SettlementLeg, "id">[];
  // Canonical (UTC, nanoseconds) for the window comparisons below (a leap second refused).
  const start = body.settlement_window_start === undefined ? undefined : checkDateTime(body.settlement_window_start, "settlement_window_start");
  const end = body.settlement_window_end === undefined ? undefined : checkDateTime(body.settlement_window_end, "settlement_window_end");

  if (refId !== undefined) {
    const existing = store.settlementByRefId(refId);
    // Paxos answers every used ref_id alike, same body or not: 409 Already Exists with the transaction.
    if (existing) throw refIdTaken("settlement transaction", refId, existing);
  }

  const now = clock.nowIso();
  const windowStart = start ?? now;
  const windowEnd = end ?? formatNanos(canonicalToNanos(windowStart) + BigInt(DEFAULT_SETTLEMENT_WINDOW_MS) * 1_000_000n);
  if (windowEnd <= windowStart) {
    throw badRequest("settlement_window_end", "exclusiveMinimum", "settlement_window_end must be after settlement_window_start", { limit: windowStart });
  }
  if (windowEnd <= now) {
    throw badRequest("settlement_window_end", "exclusiveMinimum", "settlement_window_end must be in the future", { limit: now });
  }
  // The body is well formed: now what it refers to (the service checks the form first, then the records).
  requireProfile(store, source, "source_profile_id", { activeOnly: true });
  requireProfile(store, target, "target_profile_id", { activeOnly: true });
  if (source.toLowerCase() === target.toLowerCase()) {
    throw badRequest("target_profile_id", "differentProfile", "target_profile_id must name another profile than source_profile_id");
  }
  const unknownLeg = legs.findIndex((leg) => !isKnownAsset(leg.asset));
  if (unknownLeg >= 0) throw badRequest(`legs[${unknownLeg}].asset`, "unknownAsset", `asset ${legs[unknownLeg]!.asset} is not supported`);
  const transaction: SettlementTransaction = {
    id: store.newId(),
    ref_id: refId ?? `srv_${store.newId()}`,
    settlement_window_start: windowStart,
    settlement_window_end: windowEnd,
    source_profile_id: source,
    target_profile_id: target,
    legs: legs.map((leg): SettlementLeg => ({ id: store.newId(), ...leg })),
    status: "PENDING",
    created_at: now,
    updated_at: now,
  };
  store.addSettlement(transaction);
  return jsonResponse(200, transaction);
});
