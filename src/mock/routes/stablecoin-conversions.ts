/**
 * Stablecoin conversions (scopes conversion:*): POST and GET /conversion/stablecoins, GET and DELETE
 * /conversion/stablecoins/{id}. The model and its settling on the mock clock are in ../conversions.ts.
 */
import { type StablecoinConversionRecord, USD_STABLECOINS, isConvertible } from "../domain/conversions";
import { ProblemError, badRequest, jsonResponse, notFound } from "../protocol/problem";
import { refIdTaken } from "../protocol/paxos-problems";
import type { RouteContext } from "./context";
import { inclusiveWindow, listPage } from "./list-page";
import { operationRoute } from "./operation-route";
import { checkAttribution, requireProfile } from "./references";

/** The conversion named by the path, or 404. */
function find({ store }: RouteContext, id: string): StablecoinConversionRecord {
  const conversion = store.stablecoinConversions.get(id.toLowerCase());
  if (!conversion) throw notFound(`stablecoin conversion ${id} not found`, { field: "id" });
  return conversion;
}

/**
 * Converts `amount` of `source_asset` into `target_asset` one to one (USD to a Paxos USD stablecoin or
 * back; any other pair is 400 naming target_asset). The source leaves the profile's balance at once:
 * more than the balance is 403 insufficientFunds naming `amount`, and nothing moves. A ref_id used
 * before is 409 with the earlier conversion in meta.existing. The answer is CREATED; it settles later.
 * An identity or account given that the mock does not have is 404 naming identity_id or account_id.
 */
export const createStablecoinConversion = operationRoute("createStablecoinConversion", ({ body }, { store }) => {
  const profile = requireProfile(store, body.profile_id as string, "profile_id", { activeOnly: true });
  const recipient = body.recipient_profile_id === undefined ? undefined : requireProfile(store, body.recipient_profile_id as string, "recipient_profile_id");
  checkAttribution(store, body);
  const [source, target] = [body.source_asset as string, body.target_asset as string];
  if (!isConvertible(source, target)) {
    throw badRequest("target_asset", "conversionPair", `${source} cannot be converted to ${target}: a conversion is between USD and one of ${USD_STABLECOINS.join(", ")}`);
  }
  const refId = body.ref_id as string | undefined;
  const existing = refId === undefined ? undefined : [...store.stablecoinConversions.values()].find((c) => c.ref_id === refId);
  if (existing) throw refIdTaken("conversion", refId, existing);
  const amount = body.amount as string;
  store.ledger.apply([{ profileId: profile.id, asset: source, delta: `-${amount}` }], "amount", 403);
  const now = store.stamp();
  const conversion: StablecoinConversionRecord = {
    id: store.newId(),
    profile_id: profile.id,
    amount,
    source_asset: source,
    target_asset: target,
    status: "CREATED",
    ...(refId !== undefined ? { ref_id: refId } : {}),
    ...(typeof body.identity_id === "string" ? { identity_id: body.identity_id } : {}),
    ...(typeof body.account_id === "string" ? { account_id: body.account_id } : {}),
    ...(body.metadata !== undefined ? { metadata: body.metadata as Record<string, string> } : {}),
    ...(recipient !== undefined ? { recipient_profile_id: recipient.id } : {}),
    created_at: now,
    updated_at: now,
  };
  store.stablecoinConversions.add(conversion);
  return jsonResponse(200, conversion);
});

/** One conversion (its settling applied first, like every read). */
export const getStablecoinConversion = operationRoute("getStablecoinConversion", ({ path }, ctx) => jsonResponse(200, find(ctx, path.id as string)));

/**
 * Cancels a conversion that has not settled: CANCELLED, its source amount back in the balance. A repeat
 * answers the cancelled conversion unchanged (the DELETE is safe to retry); a settled one can no longer be
 * cancelled: 400 (the contract declares no 409 here) with rule illegalTransition.
 */
export const cancelStablecoinConversion = operationRoute("cancelStablecoinConversion", ({ path }, ctx) => {
  const conversion = find(ctx, path.id as string);
  if (conversion.status === "CANCELLED") return jsonResponse(200, conversion);
  if (conversion.status !== "CREATED") {
    throw badRequest("id", "illegalTransition", `conversion ${conversion.id} is ${conversion.status} and can no longer be cancelled`, { status: conversion.status });
  }
  const { store } = ctx;
  store.ledger.apply([{ profileId: conversion.profile_id, asset: conversion.source_asset, delta: conversion.amount }]);
  conversion.status = "CANCELLED";
  conversion.cancelled_at = store.stamp();
  conversion.updated_at = conversion.cancelled_at;
  return jsonResponse(200, conversion);
});

/** Conversions newest first (ASC on request), by profile_id, ref_id and created/updated time, in keyset pages. */
export const listStablecoinConversions = operationRoute("listStablecoinConversions", ({ query }, { store }) => {
  const [created, updated] = [inclusiveWindow(query, "created_at"), inclusiveWindow(query, "updated_at")];
  const match = (c: StablecoinConversionRecord) =>
    (query.profile_id === undefined || c.profile_id === query.profile_id) &&
    (query.ref_id === undefined || c.ref_id === query.ref_id) &&
    created(c.created_at) &&
    updated(c.updated_at);
  return jsonResponse(200, listPage(store.stablecoinConversions.values(), query, match));
});
