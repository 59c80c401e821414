import * as ops from "../generated/descriptors";
import type { SuccessBody, ListParams } from "../core/input-types";
import type { APIPromise } from "../core/api-promise";
import { call } from "../core/call";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { ApiCredentials } from "../generated/openapi";
import { type ListOptions, paginate } from "../core/list";
import type { PagePromise } from "../core/pagination";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { ApiCredentials };

/** Answer of `apiCreds.deleteCredentials`: `{ credentials }`, the deleted record. */
export type DeleteCredentialsResult = SuccessBody<"deleteApiCredentials">;

/** Query parameters of `apiCreds.listCredentials`. */
export type ListApiCredentialsParams = ListParams<"listApiCredentials">;

/** API credentials management. */
export class ApiCredsResource extends APIResource {
  /**
   * `DELETE /api-creds/credentials/{client_id}` (scope `api_creds:delete_credentials`):
   * deletes the credentials of `clientId` and returns the deleted record.
   */
  deleteCredentials(clientId: string, options?: RequestOptions): APIPromise<DeleteCredentialsResult> {
    return call(this.context, ops.deleteApiCredentials, { path: { client_id: clientId } }, options);
  }

  /** `GET /api-creds/credentials` (scope `api_creds:read_credentials`): list API credentials; paginated: await it for a page, `for await` it for every item. */
  listCredentials(params: ListApiCredentialsParams = {}, options?: ListOptions): PagePromise<ApiCredentials> {
    return paginate(this.context, ops.listApiCredentials, params, options);
  }
}
