/**
 * Balances of a profile: GET /profiles/{profile_id}/balances, GET /profiles/{profile_id}/balances/{asset}
 * (scope funding:read_profile), and the sandbox deposit that credits them,
 * POST /sandbox/profiles/{profile_id}/deposit.
 */
import { jsonResponse, notFound } from "../protocol/problem";
import { isKnownAsset } from "../domain/pricing";
import { makeAddress } from "../domain/addresses";
import { makeTransactionHash } from "../domain/transaction-hashes";
import { requireAsset, requireProfile } from "./references";
import { operationRoute } from "./operation-route";

/** Every asset the profile has held (or those `assets` names, zero when never held), sorted by asset. */
export const listProfileBalances = operationRoute("listProfileBalances", ({ path, query }, { store }) => {
  const profile = requireProfile(store, path.profile_id as string, "profile_id");
  const assets = query.assets as string[] | undefined;
  assets?.forEach((asset) => requireAsset(asset, "assets"));
  const items = assets ? [...new Set(assets)].sort().map((asset) => store.ledger.record(profile.id, asset)) : store.ledger.list(profile.id);
  return jsonResponse(200, { items });
});

/** One balance (zero for an asset never held; 404 naming asset for one the mock does not know). */
export const getProfileBalance = operationRoute("getProfileBalance", ({ path }, { store }) => {
  const profile = requireProfile(store, path.profile_id as string, "profile_id");
  if (!isKnownAsset(path.asset as string)) throw notFound(`asset ${path.asset} not found`, { field: "asset" });
  return jsonResponse(200, store.ledger.record(profile.id, path.asset as string));
});

/**
 * Credits test funds: a crypto deposit when `crypto_network` is given, else a fiat one. The credit is a
 * completed CRYPTO_DEPOSIT (or WIRE_DEPOSIT) transfer, so it also shows in transfers (a crypto deposit also in events, pending then completed); a
 * deactivated profile that receives funds becomes active again (the contract's rule). An asset the mock
 * does not know is 400 unknownAsset.
 */
export const createSandboxDeposit = operationRoute("createSandboxDeposit", ({ path, body }, { store }) => {
  const profile = requireProfile(store, path.profile_id as string, "profile_id");
  requireAsset(body.asset, "asset");
  const asset = body.asset as string;
  const amount = body.amount as string;
  store.ledger.apply([{ profileId: profile.id, asset, delta: amount }]);
  store.profiles.setDeactivated(profile.id, false);
  const network = body.crypto_network as string | undefined;
  const transfer = store.addTransfer({
    profile_id: profile.id,
    amount,
    asset,
    direction: "CREDIT",
    type: network ? "CRYPTO_DEPOSIT" : "WIRE_DEPOSIT",
    status: "COMPLETED",
    ...(network
      ? {
          crypto_network: network,
          destination_address: (body.crypto_address as string | undefined) ?? makeAddress(network, store.newId() + store.newId()),
          crypto_tx_hash: makeTransactionHash(network, store.newId() + store.newId() + store.newId() + store.newId()),
        }
      : {}),
  });
  return jsonResponse(200, { activity_id: transfer.id });
});
