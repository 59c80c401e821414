/**
 * Monitoring addresses (scopes rewards:*): POST and GET /rewards/monitor/address, GET and PUT
 * /rewards/monitor/address/{id}. Kept in `store.monitoringAddresses`.
 */
import { MONITORING_NETWORKS, type MonitoringAddressRecord } from "../domain/monitoring-addresses";
import { badRequest, jsonResponse, notFound } from "../protocol/problem";
import type { RouteContext } from "./context";
import { listPage } from "./list-page";
import { operationRoute } from "./operation-route";

/** The monitoring address named by the path, or 404. */
function find({ store }: RouteContext, id: string): MonitoringAddressRecord {
  const record = store.monitoringAddresses.get(id.toLowerCase());
  if (!record) throw notFound(`monitoring address ${id} not found`, { field: "id" });
  return record;
}

/**
 * Registers an address. As the contract says, everything the service refuses is a 400: a network it does
 * not monitor (rule unsupportedNetwork), an address not of the network's form (rule format), and an
 * address already registered (rule duplicate; the mock's customer is the only one, so "claimed by another
 * customer" becomes "registered before").
 */
export const createMonitoringAddress = operationRoute("createMonitoringAddress", ({ body }, { store }) => {
  const network = body.crypto_network as string;
  const address = body.address as string;
  if (!MONITORING_NETWORKS.includes(network)) {
    throw badRequest("crypto_network", "unsupportedNetwork", `${network} is not monitored; supported: ${MONITORING_NETWORKS.join(", ")}`, { allowed: [...MONITORING_NETWORKS] });
  }
  // An address not of its network's form was refused before this route ran (./address-checks).
  const same = (a: string) => (network === "SOLANA" ? a === address : a.toLowerCase() === address.toLowerCase());
  const taken = [...store.monitoringAddresses.values()].find((r) => r.crypto_network === network && same(r.address));
  if (taken) throw badRequest("address", "duplicate", `${address} is already registered on ${network}`, { id: taken.id });
  const record: MonitoringAddressRecord = {
    id: store.newId(),
    address,
    crypto_network: network,
    ...(typeof body.name === "string" ? { name: body.name } : {}),
    created_at: store.stamp(),
  };
  store.monitoringAddresses.add(record);
  return jsonResponse(200, { address: record });
});

/** Registered addresses newest first (ASC on request), by network and address, in keyset pages under `addresses`. */
export const listMonitoringAddress = operationRoute("listMonitoringAddress", ({ query }, { store }) => {
  const match = (r: MonitoringAddressRecord) =>
    (query.crypto_network === undefined || r.crypto_network === query.crypto_network) && (query.address === undefined || r.address === query.address);
  const page = listPage(store.monitoringAddresses.values(), query, match);
  return jsonResponse(200, { addresses: page.items, next_page_cursor: page.next_page_cursor });
});

/** One registered address, wrapped in `address`. */
export const getMonitoringAddress = operationRoute("getMonitoringAddress", ({ path }, ctx) => jsonResponse(200, { address: find(ctx, path.id as string) }));

/** Renames a registered address (only the name can change); answers it wrapped in `address`. */
export const updateMonitoringAddress = operationRoute("updateMonitoringAddress", ({ path, body }, ctx) => {
  const record = find(ctx, path.id as string);
  record.name = body.name as string;
  return jsonResponse(200, { address: record });
});
