import * as ops from "../generated/descriptors";
import type { SuccessBody } from "../core/operation-types";
import type { APIPromise } from "../core/api-promise";
import { call } from "../core/call";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";

/** Answer of `apiCreds.deleteCredentials`: `{ credentials }`, the deleted record. */
export type DeleteCredentialsResult = SuccessBody<"deleteApiCredentials">;

/** API credentials management. */
export class ApiCredsResource extends APIResource {
  /**
   * `DELETE /api-creds/credentials/{client_id}` (scope `api_creds:delete_credentials`):
   * deletes the credentials of `clientId` and returns the deleted record.
   */
  deleteCredentials(clientId: string, options?: RequestOptions): APIPromise<DeleteCredentialsResult> {
    return call(this.context, ops.deleteApiCredentials, { path: { client_id: clientId } }, options);
  }
}
