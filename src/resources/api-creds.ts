/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

import * as ops from "../generated/descriptors";
import type { APIPromise } from "../core/call/api-promise";
import { call } from "../core/call/call";
import { type ListOptions, paginate } from "../core/pagination/paginate";
import type { ListParams, SuccessBody } from "../core/request/call-arguments";
import type { PagePromise } from "../core/pagination/page";
import { APIResource } from "../core/call/resource";
import type { RequestOptions } from "../core/sending/transport";
import type { ApiCredentials } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { ApiCredentials };

/** Answer of `apiCreds.deleteCredentials`. */
export type DeleteCredentialsResult = SuccessBody<"deleteApiCredentials">;
/** Query parameters of `apiCreds.listCredentials`. */
export type ListApiCredentialsParams = ListParams<"listApiCredentials">;

/** Management of API credentials. */
export class ApiCredsResource extends APIResource {
  /**
   * `DELETE /api-creds/credentials/{client_id}` (scope `api_creds:delete_credentials`): delete API
   * credentials.
   */
  deleteCredentials(clientId: string, options?: RequestOptions): APIPromise<DeleteCredentialsResult> {
    return call(this.context, ops.deleteApiCredentials, { path: { client_id: clientId } }, options);
  }

  /**
   * `GET /api-creds/credentials` (scope `api_creds:read_credentials`): list API credentials.
   * Paginated: await it for a page, `for await` it for every item.
   */
  listCredentials(params: ListApiCredentialsParams = {}, options?: ListOptions): PagePromise<ApiCredentials> {
    return paginate(this.context, ops.listApiCredentials, params, options);
  }
}
