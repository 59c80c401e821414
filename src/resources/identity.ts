import * as ops from "../generated/descriptors";
import { type ListOptions, paginate } from "../core/list";
import type { ListParams } from "../core/operation-types";
import type { PagePromise } from "../core/pagination";
import { APIResource } from "../core/resource";
import type { IdentityAccount } from "../generated/openapi";

/**
 * Filters of `identity.listAccounts`: `identity_id`, `created_at` and
 * `updated_at` comparisons (`{ gte, lt, … }` with strings or `Date`s),
 * `order`, `order_by`, `limit` and `page_cursor` to resume.
 */
export type ListIdentityAccountsParams = ListParams<"listAccounts">;
// The contract's `IdentityAccount` schema, by its generated name, so that hovers and messages read `IdentityAccount`.
export type { IdentityAccount };

/** Identities and their accounts. */
export class IdentityResource extends APIResource {
  /** `GET /identity/accounts` (scope `identity:read_account`), paginated. */
  listAccounts(params: ListIdentityAccountsParams = {}, options?: ListOptions): PagePromise<IdentityAccount> {
    return paginate(this.context, ops.listAccounts, params, options);
  }
}
