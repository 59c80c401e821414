/**
 * Reward addresses (scopes rewards:*_monitoring_address): GET and POST /rewards/addresses, POST
 * /rewards/addresses/batch, PUT and DELETE /rewards/addresses/{id}, kept in `store.rewardAddresses`
 * (model: ../rewards.ts). An address must exist where it lives: on the PAXOS ledger it names a profile
 * of the mock (404 naming `address` otherwise); on a chain it must have the chain's form (400). Its
 * payout group must exist (404 naming `payout_group_id`).
 */
import { isAddressOf } from "../domain/addresses";
import { type AddressVerificationRecord, expireIfDue } from "../domain/address-verifications";
import { ProblemError, badRequest, jsonResponse, notFound } from "../protocol/problem";
import { addressBalance } from "../domain/reward-figures";
import type { RewardAddressRecord } from "../domain/rewards";
import type { MockState } from "../domain/store";
import { normalizeDateTime } from "../domain/timestamps";
import type { RouteContext } from "./context";
import { listPage } from "./list-page";
import { requireProfile } from "./references";
import { operationRoute } from "./operation-route";

/** The zero UUID: as a payout_group_id filter, "in no payout group". */
const NO_GROUP = "00000000-0000-0000-0000-000000000000";

/** The reward address named by the path, or 404. */
function find({ store }: RouteContext, id: string): RewardAddressRecord {
  const record = store.rewardAddresses.get(id.toLowerCase());
  if (!record) throw notFound(`reward address ${id} not found`, { field: "id" });
  return record;
}

/**
 * Where a proof or a reward address lives, as one key: a verification's `network` and a reward address's
 * `ledger` name chains alike, and one address string can live on several (an EVM address on ETHEREUM and
 * on INK): a proof on one chain says nothing of the same string on another.
 */
const placeKey = (chain: string, address: string) => `${chain} ${address}`;

/**
 * Each address's latest verification on its chain (the last in creation order), brought up to date with
 * the clock the way the address-verification routes do before they answer, so both report the same
 * status: read once per request, not once per record.
 */
function latestProofs({ store, clock }: Pick<RouteContext, "store" | "clock">): Map<string, AddressVerificationRecord> {
  const latest = new Map<string, AddressVerificationRecord>();
  for (const verification of store.addressVerifications.values()) latest.set(placeKey(verification.network, verification.address), verification);
  const now = clock.nowNanos();
  for (const proof of latest.values()) expireIfDue(proof, now);
  return latest;
}

/** The answer form: the record, its latest address verification (from `proofs`), and its balance when asked. */
function answer(store: MockState, record: RewardAddressRecord, proofs: Map<string, AddressVerificationRecord>, withBalance = false): Record<string, unknown> {
  const proof = proofs.get(placeKey(record.ledger, record.address));
  return {
    ...record,
    ...(withBalance ? { balance: addressBalance(store, record) } : {}),
    ...(proof
      ? { verification_proof_id: proof.id, verification_status: proof.status, verification_method: proof.verification_method, verification_expires_at: proof.expires_at }
      : {}),
  };
}

/** Checks where an address lives, its payout group and customer; throws the service's problem for the first fault. */
function checkPlacement(store: MockState, fields: Record<string, unknown>, at: string): void {
  const ledger = fields.ledger as string;
  const address = fields.address as string;
  if (ledger === "PAXOS") {
    requireProfile(store, address, `${at}address`, { activeOnly: true });
  } else if (!isAddressOf(ledger, address)) {
    throw badRequest(`${at}address`, "format", `address is not a ${ledger} address`);
  }
  const group = fields.payout_group_id as string | undefined;
  if (group !== undefined && !store.payoutGroups.has(group.toLowerCase())) throw notFound(`payout group ${group} not found`, { field: `${at}payout_group_id` });
  // The customer is the caller (taken from the credentials when absent): one the mock does not have is not found.
  const customer = fields.customer_id as string | undefined;
  if (customer !== undefined && !store.ids.customerIds.includes(customer)) throw notFound(`customer ${customer} not found`, { field: `${at}customer_id` });
}

/** Records a new reward address after its checks; a ledger and address registered already is 409 (rule duplicate). */
function addAddress(store: MockState, fields: Record<string, unknown>, at: string): RewardAddressRecord {
  checkPlacement(store, fields, at);
  const taken = [...store.rewardAddresses.values()].find((r) => r.ledger === fields.ledger && r.address === fields.address);
  if (taken) throw new ProblemError(409, `${String(fields.address)} is already a reward address on ${String(fields.ledger)}`, { rule: "duplicate", field: `${at}address`, id: taken.id });
  const now = store.stamp();
  const record: RewardAddressRecord = {
    id: store.newId(),
    customer_id: (fields.customer_id as string | undefined) ?? (store.ids.customerIds[0] as string),
    ledger: fields.ledger as string,
    address: fields.address as string,
    ...(typeof fields.name === "string" ? { name: fields.name } : {}),
    ...(typeof fields.payout_group_id === "string" ? { payout_group_id: fields.payout_group_id.toLowerCase() } : {}),
    ...(typeof fields.asset_type === "string" && fields.asset_type !== "" ? { asset_type: fields.asset_type } : {}),
    status: fields.ledger === "PAXOS" ? "ACTIVE" : "UNREGISTERED",
    effective_at: typeof fields.effective_at === "string" ? (normalizeDateTime(fields.effective_at) ?? now) : now,
    created_at: now,
  };
  store.rewardAddresses.set(record.id, record);
  return record;
}

/** Adds one address (wrapped in `address`). */
export const createAttributionAddress = operationRoute("createAttributionAddress", ({ body }, ctx) => {
  const record = addAddress(ctx.store, body.address as Record<string, unknown>, "address.");
  return jsonResponse(200, { address: answer(ctx.store, record, latestProofs(ctx)) });
});

/** Adds each address on its own: the refused ones are listed with the problem's detail, the rest recorded. */
export const batchCreateAttributionAddresses = operationRoute("batchCreateAttributionAddresses", ({ body }, ctx) => {
  const { store } = ctx;
  const successful: Record<string, unknown>[] = [];
  const failed: { address: Record<string, unknown>; error: string }[] = [];
  const proofs = latestProofs(ctx);
  (body.addresses as Record<string, unknown>[]).forEach((fields, index) => {
    try {
      successful.push(answer(store, addAddress(store, fields, `addresses[${index}].`), proofs));
    } catch (error) {
      if (!(error instanceof ProblemError)) throw error;
      failed.push({ address: fields, error: error.detail });
    }
  });
  return jsonResponse(200, { successful_addresses: successful, failed_addresses: failed });
});

/** Reward addresses newest first (ASC on request), filtered as asked, in keyset pages under `items`. */
export const listAttributionAddresses = operationRoute("listAttributionAddresses", ({ query }, ctx) => {
  const { store } = ctx;
  const statuses = query.onchain_statuses as string[] | undefined;
  const group = (query.payout_group_id as string | undefined)?.toLowerCase();
  const match = (r: RewardAddressRecord) =>
    (query.ledger === undefined || r.ledger === query.ledger) &&
    (query.address === undefined || r.address === query.address) &&
    (query.id === undefined || r.id === (query.id as string).toLowerCase()) &&
    (query.customer_id === undefined || r.customer_id === query.customer_id) &&
    (group === undefined || (group === NO_GROUP ? r.payout_group_id === undefined : r.payout_group_id === group)) &&
    (query.asset_type === undefined || (r.payout_group_id !== undefined && store.payoutGroups.get(r.payout_group_id)?.asset_type === query.asset_type)) &&
    (statuses === undefined || statuses.includes(r.status));
  const page = listPage(store.rewardAddresses.values(), query, match);
  const proofs = latestProofs(ctx);
  return jsonResponse(200, { items: page.items.map((r) => answer(store, r, proofs, query.include_balance === true)), next_page_cursor: page.next_page_cursor });
});

/**
 * Replaces the given client-set fields; the service's own (status, created_at, verification_*) are
 * ignored. A body `id` other than the path's is 400 (rule idMismatch).
 */
export const updateAttributionAddress = operationRoute("updateAttributionAddress", ({ path, body }, ctx) => {
  const record = find(ctx, path.id as string);
  if (typeof body.id === "string" && body.id.toLowerCase() !== record.id) throw badRequest("id", "idMismatch", `body id ${body.id} is not the path's ${record.id}`);
  const next = { ...record, ...Object.fromEntries(["ledger", "address", "name", "customer_id", "payout_group_id", "asset_type"].filter((k) => body[k] !== undefined).map((k) => [k, body[k]])) };
  checkPlacement(ctx.store, next, "");
  if (typeof body.effective_at === "string") next.effective_at = normalizeDateTime(body.effective_at) ?? next.effective_at;
  if (typeof next.payout_group_id === "string") next.payout_group_id = next.payout_group_id.toLowerCase();
  Object.assign(record, next);
  return jsonResponse(200, { address: answer(ctx.store, record, latestProofs(ctx)) });
});

/** Removes the address at once (the mock has no chain to wait for); an unknown one is 404. */
export const deleteAttributionAddress = operationRoute("deleteAttributionAddress", ({ path }, ctx) => {
  const record = find(ctx, path.id as string);
  ctx.store.rewardAddresses.delete(record.id);
  return jsonResponse(200, {});
});
