/** DELETE /api-creds/credentials/{client_id} — scope api_creds:delete_credentials (spec 4.2). */
import { jsonResponse, notFound } from "../protocol/problem";
import { operationRoute } from "./operation-route";

/**
 * Deletes a client's API credentials and answers `{ credentials }`. It also unregisters the OAuth client
 * and revokes its tokens (the spec leaves this open; a deleted credential that still worked would be a
 * security bug). A second delete is 404.
 */
export const deleteApiCredentials = operationRoute("deleteApiCredentials", ({ path }, { store, oauth }) => {
  const clientId = path.client_id as string;
  const record = store.apiCredentials.get(clientId);
  if (!record) throw notFound(`no API credentials for client_id ${clientId}`, { field: "client_id" });
  store.apiCredentials.delete(clientId);
  oauth.remove(clientId);
  return jsonResponse(200, { credentials: record });
});
