import { deleteApiCredentialsPathSchema, deleteApiCredentialsResponseSchema, operationMeta } from "../generated/schemas";
import type { SuccessBody } from "../core/operation-types";
import { expandPath } from "../core/path";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import { validateInput } from "../core/validation";

/** Answer of `apiCreds.deleteCredentials`: `{ credentials }`, the deleted record. */
export type DeleteCredentialsResult = SuccessBody<"deleteApiCredentials">;

const meta = operationMeta.deleteApiCredentials;

/** API credentials management. */
export class ApiCredsResource extends APIResource {
  /**
   * `DELETE /api-creds/credentials/{client_id}` (scope `api_creds:delete_credentials`):
   * deletes the credentials of `clientId` and returns the deleted record.
   */
  async deleteCredentials(clientId: string, options?: RequestOptions): Promise<DeleteCredentialsResult> {
    const name = "apiCreds.deleteCredentials";
    const { client_id } = validateInput(deleteApiCredentialsPathSchema, { client_id: clientId }, name);
    return this.context.transport.request(
      {
        operation: "deleteApiCredentials",
        method: meta.method,
        path: expandPath(meta.path, { client_id }, name),
        scope: meta.scope,
        rateLimitClass: meta.rateLimitClass,
        retry: "idempotent",
        response: deleteApiCredentialsResponseSchema,
      },
      options,
    );
  }
}
