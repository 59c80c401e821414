/**
 * Orchestration rules (scopes orchestration:*_orchestration_rule): POST and GET /orchestration/rules,
 * DELETE /orchestration/rules/{id}. The model is ../orchestration-rules.ts: a rule is recorded with the
 * source the service would generate for it, a deposit address or fiat deposit instructions of its
 * profile (listed with the others, and credited to the profile when something arrives).
 */
import { makeAddress } from "../domain/addresses";
import type { OrchestrationRuleRecord } from "../domain/orchestration-rules";
import { ProblemError, badRequest, jsonResponse, notFound } from "../protocol/problem";
import { refIdTaken } from "../protocol/paxos-problems";
import { issueDepositInstructions } from "./fiat-deposit-instructions";
import { listPage } from "./list-page";
import { operationRoute } from "./operation-route";
import { checkAttribution, requireAsset, requireProfile } from "./references";

/** A body member naming exactly one kind (`{ crypto: … }`, `{ fiat: … }` …), or 400 naming the field. */
export function oneKind(value: unknown, field: string): [string, Record<string, unknown>] {
  const entries = Object.entries((value ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length !== 1) throw badRequest(field, "oneOf", `${field} must set exactly one member (got ${entries.length})`);
  return entries[0] as [string, Record<string, unknown>];
}

/**
 * Creates an ACTIVE rule for a known profile (an unknown profile, identity, account, or a destination fiat
 * account, profile or address-book entry that does not exist, is 404 naming the field, as for every
 * record a body names; an asset the mock does not know is 400 unknownAsset). The source is
 * generated: a crypto source gets a new deposit address on its network, a fiat source new deposit
 * instructions with their memo id. Source and destination assets must differ. A ref_id used before is 409
 * with the first rule in meta.existing.
 */
export const createOrchestrationRule = operationRoute("createOrchestrationRule", ({ body }, { store }) => {
  const profile = requireProfile(store, body.profile_id as string, "profile_id", { activeOnly: true });
  checkAttribution(store, body);
  requireAsset(body.source_asset, "source_asset");
  requireAsset(body.destination_asset, "destination_asset");
  if (body.source_asset === body.destination_asset) throw badRequest("destination_asset", "differentAsset", "destination_asset must differ from source_asset");
  const refId = body.ref_id as string | undefined;
  const existing = refId === undefined ? undefined : [...store.orchestrationRules.values()].find((r) => r.ref_id === refId);
  // In the form this operation answers: the rule under `rule`.
  if (existing) throw refIdTaken("orchestration rule", refId, { rule: existing });

  let destination: Record<string, unknown> | undefined;
  if (body.destination !== undefined) {
    const [kind, target] = oneKind(body.destination, "destination");
    if (kind === "fiat" && !store.fiatAccount(String(target.fiat_account_id))) {
      throw notFound(`fiat account ${target.fiat_account_id} not found`, { field: "destination.fiat.fiat_account_id", rule: "unknownFiatAccount" });
    }
    if (kind === "profile") requireProfile(store, String(target.profile_id), "destination.profile.profile_id", { activeOnly: true });
    if (kind === "crypto" && target.crypto_address_id !== undefined && !store.cryptoDestinationAddresses.get(String(target.crypto_address_id).toLowerCase())) {
      throw notFound(`crypto destination address ${target.crypto_address_id} not found`, { field: "destination.crypto.crypto_address_id", rule: "unknownAddress" });
    }
    destination = { [kind]: { ...target } };
  }
  const [kind, spec] = oneKind(body.source, "source");
  let source: Record<string, unknown>;
  if (kind === "crypto") {
    const network = spec.network as string;
    const address = store.insertDepositAddress({
      id: store.newId(),
      profile_id: profile.id,
      customer_id: store.ids.customerIds[0] as string,
      ref_id: `rule_${store.newId().replace(/-/g, "").slice(0, 12)}`,
      crypto_network: network,
      address: makeAddress(network, store.newId() + store.newId() + store.newId()),
      conversion_target_asset: "NO_CONVERSION",
      compatible_crypto_networks: [network],
      metadata: {},
      created_at: store.stamp(),
      identity_id: body.identity_id as string,
      account_id: body.account_id as string,
    });
    source = { crypto: { address_id: address.id, address: address.address, network } };
  } else {
    const instructions = issueDepositInstructions(store, profile.id);
    source = { fiat: { deposit_instructions_id: instructions.id, memo_id: instructions.memo_id, ...spec } };
  }
  const rule: OrchestrationRuleRecord = {
    id: store.newId(),
    ...(refId !== undefined ? { ref_id: refId } : {}),
    ...(typeof body.nickname === "string" ? { nickname: body.nickname } : {}),
    profile_id: profile.id,
    ...(typeof body.identity_id === "string" ? { identity_id: body.identity_id } : {}),
    ...(typeof body.account_id === "string" ? { account_id: body.account_id } : {}),
    status: "ACTIVE",
    source_asset: body.source_asset as string,
    destination_asset: body.destination_asset as string,
    source,
    ...(destination !== undefined ? { destination } : {}),
    created_at: store.stamp(),
  };
  store.orchestrationRules.add(rule);
  return jsonResponse(200, { rule });
});

/** Rules newest first (ASC on request), by profile, statuses, assets and ids, in keyset pages under `rules`. */
export const listOrchestrationRules = operationRoute("listOrchestrationRules", ({ query }, { store }) => {
  const statuses = query.status as string[] | undefined;
  const ids = (query.ids as string[] | undefined)?.map((id) => id.toLowerCase());
  const match = (r: OrchestrationRuleRecord) =>
    (query.profile_id === undefined || r.profile_id === query.profile_id) &&
    (statuses === undefined || statuses.includes(r.status)) &&
    (query.source_asset === undefined || r.source_asset === query.source_asset) &&
    (query.destination_asset === undefined || r.destination_asset === query.destination_asset) &&
    (ids === undefined || ids.includes(r.id));
  const page = listPage(store.orchestrationRules.values(), query, match);
  return jsonResponse(200, { items: page.items, next_page_cursor: page.next_page_cursor });
});

/**
 * Deletes a rule: its status becomes DELETED (it stays listed, as the service keeps it) and it is answered.
 * A repeat answers it unchanged, so the DELETE is safe to retry; an unknown id is 404.
 */
export const deleteOrchestrationRule = operationRoute("deleteOrchestrationRule", ({ path }, { store }) => {
  const rule = store.orchestrationRules.get((path.id as string).toLowerCase());
  if (!rule) throw notFound(`orchestration rule ${path.id} not found`, { field: "id" });
  if (rule.status !== "DELETED") {
    rule.status = "DELETED";
  }
  return jsonResponse(200, { rule });
});
