/** GET /transfer/transfers and GET /transfer/transfers/{id} (scope transfer:read_transfer). */
import { jsonResponse, notFound } from "../protocol/problem";
import type { TransferRecord } from "../domain/transfers";
import { listPage } from "./list-page";
import { operationRoute } from "./operation-route";

/** The array filters of the transfer list, by query name → record field. */
const ARRAY_FILTERS: ReadonlyArray<[string, keyof TransferRecord]> = [
  ["profile_ids", "profile_id"],
  ["ref_ids", "ref_id"],
  ["ids", "id"],
  ["identity_ids", "identity_id"],
  ["account_ids", "account_id"],
  ["group_ids", "group_id"],
  ["crypto_tx_hashes", "crypto_tx_hash"],
  ["type", "type"],
  ["statuses", "status"],
];

/** The transfers the stateful workflows recorded, newest first, with their filters and cursors. */
export const listTransfers = operationRoute("listTransfers", ({ query }, { store }) => {
  const match = (t: TransferRecord) =>
    ARRAY_FILTERS.every(([name, field]) => {
      const wanted = query[name] as string[] | undefined;
      return wanted === undefined || wanted.includes(String(t[field]));
    });
  return jsonResponse(200, listPage(store.transfers.values(), query, match));
});

/** One transfer by id. */
export const getTransfer = operationRoute("getTransfer", ({ path }, { store }) => {
  const transfer = store.transfers.get((path.id as string).toLowerCase());
  if (!transfer) throw notFound(`transfer ${path.id} not found`, { field: "id" });
  return jsonResponse(200, transfer);
});
