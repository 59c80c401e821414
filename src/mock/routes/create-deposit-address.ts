/**
 * POST /transfer/deposit-addresses (scope transfer:write_deposit_address): a new address for a profile,
 * inserted into the deposit-address table at its sorted position, so the list (and its page cache, which
 * the insert invalidates) shows it at once.
 */
import { makeAddress } from "../domain/addresses";
import { ProblemError, jsonResponse } from "../protocol/problem";
import { refIdTaken } from "../protocol/paxos-problems";
import type { DepositAddress } from "../domain/records";
import { operationRoute } from "./operation-route";
import { checkAttribution, requireAsset, requireProfile } from "./references";

/**
 * Creates a deposit address for an active profile (404 naming profile_id otherwise), of the identity and
 * account given (404 naming identity_id or account_id when unknown). `ref_id` is the
 * duplicate key: a repeat answers 409 with the existing address in meta.existing (seeded addresses
 * included). Deposits of Paxos USD stablecoins are credited as `conversion_target_asset` (default USD).
 */
export const createDepositAddress = operationRoute("createDepositAddress", ({ body }, { store }) => {
  const profile = requireProfile(store, body.profile_id as string, "profile_id", { activeOnly: true });
  checkAttribution(store, body);
  if (body.conversion_target_asset !== "NO_CONVERSION") requireAsset(body.conversion_target_asset, "conversion_target_asset");
  const refId = body.ref_id as string | undefined;
  const existing = refId === undefined ? undefined : store.depositAddresses.getByRefId(refId)[0];
  if (existing) throw refIdTaken("deposit address", refId, existing);
  const network = body.crypto_network as string;
  const id = store.newId();
  const fields: Partial<DepositAddress> = {
    id,
    profile_id: profile.id,
    customer_id: store.ids.customerIds[0] as string,
    ref_id: refId ?? `dep_${id.replace(/-/g, "").slice(0, 12)}`,
    crypto_network: network,
    address: makeAddress(network, store.newId() + store.newId() + store.newId()),
    conversion_target_asset: (body.conversion_target_asset as string | undefined) ?? "USD",
    compatible_crypto_networks: [network],
    metadata: (body.metadata as Record<string, string> | undefined) ?? {},
    created_at: store.stamp(),
  };
  // An address has an identity and an account only when the caller names them (the table's defaults are for tests' inserts).
  const address = store.insertDepositAddress({
    ...fields,
    identity_id: body.identity_id as string,
    account_id: body.account_id as string,
  });
  return jsonResponse(200, address);
});
