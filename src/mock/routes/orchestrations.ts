/**
 * Orchestrations (scopes orchestration:*_orchestration): POST and GET /orchestration/orchestrations, GET
 * /orchestration/orchestrations/{id}. The model is ../orchestrations.ts: the source amount leaves the
 * source profile when the orchestration is created; the converted amount is delivered a minute later on
 * the mock clock (a profile credited, or funds out to a bank account or an address-book entry). Each step
 * is announced: `orchestration.processing` at creation, then `.completed`, or `.failed` when the bank
 * account it pays out to was deleted before delivery (the source amount is then given back).
 */
import { Decimal } from "../../decimal";
import type { Movement } from "../domain/ledger";
import { ORCHESTRATION_DELIVERY_SECONDS, type OrchestrationRecord } from "../domain/orchestrations";
import { orchestrationStatusEvent } from "../domain/event-catalog";
import { assetScale, convert } from "../domain/pricing";
import { ProblemError, badRequest, jsonResponse, notFound } from "../protocol/problem";
import { refIdTaken } from "../protocol/paxos-problems";
import type { CryptoDestinationAddressRecord } from "../domain/crypto-destination-addresses";
import type { MockState } from "../domain/store";
import { canonicalToNanos } from "../domain/timestamps";
import { listPage } from "./list-page";
import { operationRoute } from "./operation-route";
import { oneKind } from "./orchestration-rules";
import { checkAttribution, requireAsset, requireProfile } from "./references";

/**
 * The destination as the orchestration records it, checked against the store (404 naming the field for an
 * unknown record, its kind in meta.rule: unknownProfile, unknownFiatAccount, unknownAddress). A crypto destination is named by `address` with `network` (and the request's
 * `identity_id`, for an entry of an identity) or by the older `address_id`.
 */
function resolveDestination(
  store: MockState,
  value: unknown,
  identityId: string | undefined,
): { destination: Record<string, unknown>; kind: string; profileId?: string } {
  if (value === undefined) throw badRequest("destination", "required", "destination is required: set one of crypto, fiat or profile");
  const [kind, target] = oneKind(value, "destination");
  if (kind === "profile") {
    const profile = requireProfile(store, String(target.profile_id), "destination.profile.profile_id", { activeOnly: true });
    return { destination: { profile: { profile_id: profile.id } }, kind, profileId: profile.id };
  }
  if (kind === "fiat") {
    const account = store.fiatAccount(String(target.bank_account_id));
    if (!account) throw notFound(`fiat account ${target.bank_account_id} not found`, { field: "destination.fiat.bank_account_id", rule: "unknownFiatAccount" });
    return { destination: { fiat: { bank_account_id: account.id, ...(typeof target.memo === "string" ? { memo: target.memo } : {}) } }, kind };
  }
  const byId = target.address_id !== undefined;
  const field = byId ? "destination.crypto.address_id" : "destination.crypto.address";
  let entry: CryptoDestinationAddressRecord | undefined;
  if (byId) {
    entry = store.cryptoDestinationAddresses.get(String(target.address_id).toLowerCase());
    if (!entry) throw notFound(`crypto destination address ${target.address_id} not found`, { field, rule: "unknownAddress" });
  } else {
    for (const name of ["address", "network"]) {
      if (target[name] === undefined) throw badRequest(`destination.crypto.${name}`, "required", "name the crypto destination by address with network, or by address_id");
    }
    entry = [...store.cryptoDestinationAddresses.values()].find(
      (e) => e.address === target.address && e.crypto_network === target.network && e.identity_id === identityId,
    );
    if (!entry) throw notFound(`no crypto destination address ${String(target.address)} on ${String(target.network)} in the address book`, { field, rule: "unknownAddress" });
  }
  if (entry.status !== "APPROVED") throw badRequest(field, "addressNotApproved", `crypto destination address ${entry.id} is ${entry.status}`);
  return { destination: { crypto: { address_id: entry.id, address: entry.address, network: entry.crypto_network } }, kind };
}

/**
 * Starts an orchestration from a profile (`source.profile.profile_id`; 400 naming it when missing, 404
 * when unknown, as for every record a body names) to one destination, of the identity and account given
 * (404 naming identity_id or account_id when unknown), between assets the mock knows (400 unknownAsset). The source amount leaves the profile at
 * once: more than the balance is 403 insufficientFunds naming source_amount, and nothing moves. Different
 * assets convert at the ticker's prices (pricing.ts); a pair the mock cannot price is 400 naming
 * destination_asset. A ref_id used before is 409 with the first orchestration in meta.existing.
 */
export const createOrchestration = operationRoute("createOrchestration", ({ body }, { store, market, clock }) => {
  const sourceProfileId = (body.source as { profile?: { profile_id?: string } } | undefined)?.profile?.profile_id;
  if (sourceProfileId === undefined) throw badRequest("source.profile.profile_id", "required", "source.profile.profile_id is required: an orchestration takes its funds from a profile");
  const profile = requireProfile(store, sourceProfileId, "source.profile.profile_id", { activeOnly: true });
  checkAttribution(store, body);
  requireAsset(body.source_asset, "source_asset");
  requireAsset(body.destination_asset, "destination_asset");
  const { destination, kind, profileId: recipient } = resolveDestination(store, body.destination, body.identity_id as string | undefined);
  const [sourceAsset, destinationAsset, amount] = [body.source_asset as string, body.destination_asset as string, body.source_amount as string];
  const delivered = convert(market.snapshot(clock.nowNanos()), sourceAsset, destinationAsset, amount);
  if (delivered === undefined) throw badRequest("destination_asset", "conversionPair", `the mock has no price to convert ${sourceAsset} to ${destinationAsset}`);
  if (delivered.isZero()) throw badRequest("source_amount", "tooSmall", `${amount} ${sourceAsset} converts to nothing in ${destinationAsset}`);
  const refId = body.ref_id as string | undefined;
  const existing = refId === undefined ? undefined : [...store.orchestrations.values()].find((o) => o.ref_id === refId);
  if (existing) throw refIdTaken("orchestration", refId, existing);

  store.ledger.apply([{ profileId: profile.id, asset: sourceAsset, delta: `-${amount}` }], "source_amount", 403);
  const id = store.newId();
  const debit = store.addTransfer({ profile_id: profile.id, amount, asset: sourceAsset, direction: "DEBIT", type: "INTERNAL_TRANSFER_DEBIT", status: "COMPLETED", group_id: id });
  const now = store.stamp();
  const orchestration: OrchestrationRecord = {
    id,
    profile_id: profile.id,
    customer_id: store.ids.customerIds[0] as string,
    ...(typeof body.identity_id === "string" ? { identity_id: body.identity_id } : {}),
    ...(typeof body.account_id === "string" ? { account_id: body.account_id } : {}),
    ...(refId !== undefined ? { ref_id: refId } : {}),
    source_asset: sourceAsset,
    destination_asset: destinationAsset,
    source_amount: amount,
    source_transfer: { transfer_id: debit.id, status: "COMPLETED" },
    destination_transfer: { status: "PENDING" },
    status: "PROCESSING",
    source: { profile: { profile_id: profile.id } },
    destination,
    orchestration_rule_id: "",
    ...(body.metadata !== undefined ? { metadata: body.metadata as Record<string, string> } : {}),
    created_at: now,
    updated_at: now,
  };
  store.orchestrations.add(orchestration);
  const processing = orchestrationStatusEvent(orchestration);
  store.events.append(processing.type, processing.object);
  scheduleDelivery(store, orchestration, kind, recipient, delivered);
  return jsonResponse(200, orchestration);
});

/**
 * Delivers `delivered` of the destination asset {@link ORCHESTRATION_DELIVERY_SECONDS} after creation: a
 * profile destination is credited (an INTERNAL_TRANSFER_CREDIT); a bank account or an address receives a
 * WIRE_WITHDRAWAL or CRYPTO_WITHDRAWAL (direction WITHDRAWAL: the balance already paid for it at creation).
 */
function scheduleDelivery(store: MockState, orchestration: OrchestrationRecord, kind: string, recipient: string | undefined, delivered: Decimal): void {
  const asset = orchestration.destination_asset;
  const amount = delivered.toFixed(assetScale(asset));
  const movements: Movement[] = recipient !== undefined ? [{ profileId: recipient, asset, delta: amount }] : [];
  store.scheduledCredits.add({
    dueNanos: canonicalToNanos(orchestration.created_at) + BigInt(ORCHESTRATION_DELIVERY_SECONDS) * 1_000_000_000n,
    movements,
    complete(at) {
      const type = kind === "profile" ? "INTERNAL_TRANSFER_CREDIT" : kind === "fiat" ? "WIRE_WITHDRAWAL" : "CRYPTO_WITHDRAWAL";
      const fiat = (orchestration.destination.fiat as { bank_account_id?: string } | undefined)?.bank_account_id;
      if (fiat !== undefined && store.fiatAccount(fiat) === undefined) {
        // The bank account was deleted before delivery: nothing can be paid out; the source amount returns.
        store.ledger.apply([{ profileId: orchestration.profile_id, asset: orchestration.source_asset, delta: orchestration.source_amount }]);
        orchestration.destination_transfer = { status: "FAILED" };
        orchestration.status = "FAILED";
        orchestration.updated_at = at;
        const failed = orchestrationStatusEvent(orchestration);
        store.events.append(failed.type, failed.object, at);
        return;
      }
      const crypto = orchestration.destination.crypto as { address?: string; network?: string } | undefined;
      const transfer = store.addTransfer({
        profile_id: recipient ?? orchestration.profile_id,
        amount,
        asset,
        direction: kind === "profile" ? "CREDIT" : "WITHDRAWAL",
        type,
        status: "COMPLETED",
        group_id: orchestration.id,
        ...(fiat !== undefined ? { fiat_account_id: fiat } : {}),
        ...(crypto !== undefined ? { crypto_network: crypto.network as string, destination_address: crypto.address as string } : {}),
      });
      orchestration.destination_transfer = { transfer_id: transfer.id, status: "COMPLETED" };
      orchestration.status = "COMPLETED";
      orchestration.updated_at = at;
      const completed = orchestrationStatusEvent(orchestration);
      store.events.append(completed.type, completed.object, at);
    },
  });
}

/** One orchestration (its delivery applied first, like every read), or 404 naming id. */
export const getOrchestration = operationRoute("getOrchestration", ({ path }, { store }) => {
  const orchestration = store.orchestrations.get((path.id as string).toLowerCase());
  if (!orchestration) throw notFound(`orchestration ${path.id} not found`, { field: "id" });
  return jsonResponse(200, orchestration);
});

/** Orchestrations newest first (ASC on request), by ids, ref_id, profiles, rules, assets and states, in keyset pages under `items`. */
export const listOrchestrations = operationRoute("listOrchestrations", ({ query }, { store }) => {
  const among = (name: string, value: string, lower = false) => {
    const wanted = query[name] as string[] | undefined;
    return wanted === undefined || wanted.some((w) => (lower ? w.toLowerCase() : w) === value);
  };
  const match = (o: OrchestrationRecord) =>
    among("orchestration_id", o.id, true) &&
    among("profile_id", o.profile_id, true) &&
    among("orchestration_rule_id", o.orchestration_rule_id, true) &&
    among("source_asset", o.source_asset) &&
    among("destination_asset", o.destination_asset) &&
    among("status", o.status) &&
    (query.ref_id === undefined || o.ref_id === query.ref_id);
  const page = listPage(store.orchestrations.values(), query, match);
  return jsonResponse(200, { items: page.items, next_page_cursor: page.next_page_cursor });
});
