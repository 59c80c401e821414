/**
 * GET /api-creds/credentials (scope api_creds:read_credentials): the credentials of the mock's OAuth
 * clients (`store.apiCredentials`, one record per registered client), so a credential deleted with
 * `DELETE /api-creds/credentials/{client_id}` is no longer listed.
 */
import { jsonResponse } from "../protocol/problem";
import type { ApiCredentials } from "../domain/records";
import { listPage } from "./list-page";
import { operationRoute } from "./operation-route";

/**
 * Credentials filtered by `statuses` (APPROVED only when omitted, as the contract says), `ids` and
 * `client_ids`, newest first unless `order` says ASC; every record in one answer when `limit` is 0 or
 * omitted, else keyset pages with `page_cursor`.
 */
export const listApiCredentials = operationRoute("listApiCredentials", ({ query }, { store }) => {
  const statuses = (query.statuses as string[] | undefined) ?? ["APPROVED"];
  const ids = query.ids as string[] | undefined;
  const clientIds = query.client_ids as string[] | undefined;
  const match = (c: ApiCredentials) => statuses.includes(c.status) && (ids === undefined || ids.includes(c.id)) && (clientIds === undefined || clientIds.includes(c.client_id));
  const all = query.limit === undefined || query.limit === 0;
  const page = listPage(store.apiCredentials.values(), all ? { ...query, limit: store.apiCredentials.size + 1 } : query, match);
  return jsonResponse(200, page);
});
