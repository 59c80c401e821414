/**
 * The crypto address book (scopes transfer:*_crypto_destination_address): PUT
 * /transfer/crypto-destination-address creates or updates an entry, GET
 * /transfer/crypto-destination-addresses lists them. The model is ../crypto-destination-addresses.ts.
 */
import type { CryptoDestinationAddressRecord } from "../domain/crypto-destination-addresses";
import { badRequest, jsonResponse, notFound } from "../protocol/problem";
import { listPage } from "./list-page";
import { operationRoute } from "./operation-route";
import { requireIdentity } from "./references";
import { SEEDED_VASPS } from "../domain/vasps";

/**
 * Creates or updates an entry. Named by `id` (404 naming id when unknown) or by `crypto_network` with
 * `address` and, for an entry of an identity, `identity_id` (created when new; the same network, address
 * and identity update the existing entry, so the PUT is safe to repeat); `identity_id` beside `id` must be
 * the entry's own (400 otherwise); both, or neither, is 400 naming the field. On creation the nickname defaults to one
 * made from the address and the bookmark to false; an update changes only what the body gives. An
 * `identity_id` or travel-rule VASP (`travelrule_metadata.vasp.id`) the mock does not have is 404 naming it.
 */
export const putCryptoDestinationAddress = operationRoute("putCryptoDestinationAddress", ({ body }, { store }) => {
  const byId = body.id !== undefined;
  const byAddress = body.crypto_network !== undefined || body.address !== undefined;
  const identityId = body.identity_id as string | undefined;
  if (byId && byAddress) throw badRequest("id", "oneOf", "name the entry by id or by crypto_network with address, not both");
  if (identityId !== undefined) requireIdentity(store, identityId, "identity_id");
  const vaspId = ((body.travelrule_metadata as { vasp?: { id?: unknown } } | undefined)?.vasp)?.id;
  if (typeof vaspId === "string" && !SEEDED_VASPS.some((vasp) => vasp.id === vaspId.toLowerCase())) {
    throw notFound(`vasp ${vaspId} not found`, { field: "travelrule_metadata.vasp.id" });
  }
  let entry: CryptoDestinationAddressRecord | undefined;
  if (byId) {
    entry = store.cryptoDestinationAddresses.get(String(body.id).toLowerCase());
    if (!entry) throw notFound(`crypto destination address ${body.id} not found`, { field: "id" });
    if (identityId !== undefined && entry.identity_id !== identityId) {
      throw badRequest("identity_id", "mismatch", `crypto destination address ${body.id} does not belong to identity ${identityId}`);
    }
  } else {
    for (const field of ["crypto_network", "address"]) {
      if (body[field] === undefined) throw badRequest(field, "required", "name the entry by id, or by crypto_network together with address");
    }
    const [network, address] = [body.crypto_network as string, body.address as string];
    entry = [...store.cryptoDestinationAddresses.values()].find(
      (e) => e.crypto_network === network && e.address === address && e.identity_id === identityId,
    );
    if (!entry) {
      entry = store.cryptoDestinationAddresses.add({
        id: store.newId(),
        ...(identityId !== undefined ? { identity_id: identityId } : {}),
        crypto_network: network,
        address,
        nickname: `${network} ${address.slice(0, 6)}…${address.slice(-4)}`,
        status: "APPROVED",
        bookmarked: false,
        created_at: store.stamp(),
      });
    }
  }
  if (typeof body.nickname === "string") entry.nickname = body.nickname;
  if (typeof body.bookmarked_status === "boolean") entry.bookmarked = body.bookmarked_status;
  if (body.travelrule_metadata !== undefined) entry.travelrule_metadata = structuredClone(body.travelrule_metadata) as Record<string, unknown>;
  return jsonResponse(200, { address: entry });
});

/** Entries newest first (ASC on request), by ids, identities, networks, addresses, nicknames and bookmark, in keyset pages under `addresses`. */
export const listCryptoDestinationAddresses = operationRoute("listCryptoDestinationAddresses", ({ query }, { store }) => {
  const among = (name: string, value: string, lower = false) => {
    const wanted = query[name] as string[] | undefined;
    return wanted === undefined || wanted.some((w) => (lower ? w.toLowerCase() : w) === value);
  };
  const match = (e: CryptoDestinationAddressRecord) =>
    among("ids", e.id, true) &&
    (query.identity_ids === undefined || (e.identity_id !== undefined && among("identity_ids", e.identity_id))) &&
    among("crypto_networks", e.crypto_network) &&
    among("addresses", e.address) &&
    among("nicknames", e.nickname) &&
    (query.bookmarked_status === undefined || e.bookmarked === query.bookmarked_status);
  const page = listPage(store.cryptoDestinationAddresses.values(), query, match);
  return jsonResponse(200, { addresses: page.items, next_page_cursor: page.next_page_cursor });
});
