/** DELETE /api-creds/credentials/{client_id} — scope api_creds:delete_credentials (spec 4.2). */
import { jsonResponse, notFound } from "../protocol/problem";
import { noQuery } from "./body";
import type { RouteDefinition } from "./context";

/**
 * Deletes a client's API credentials and answers `{ credentials }`. It also unregisters the OAuth client
 * and revokes its tokens (the spec leaves this open; a deleted credential that still worked would be a
 * security bug). A second delete is 404.
 */
export const deleteApiCredentials: RouteDefinition = {
  operationId: "deleteApiCredentials",
  method: "DELETE",
  path: "/api-creds/credentials/{client_id}",
  scope: "api_creds:delete_credentials",
  body: false,
  handle({ params, query, store, oauth }) {
    noQuery(query);
    const clientId = params.client_id as string;
    const record = store.apiCredentials.get(clientId);
    if (!record) throw notFound(`no API credentials for client_id ${clientId}`, { field: "client_id" });
    store.apiCredentials.delete(clientId);
    oauth.remove(clientId);
    return jsonResponse(200, { credentials: record });
  },
};
