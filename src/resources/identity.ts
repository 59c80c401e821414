import { listAccountsQuerySchema, listAccountsResponseSchema, operationMeta } from "../generated/schemas";
import { type ListOptions, paginate } from "../core/list";
import type { ListParams, SuccessBody } from "../core/operation-types";
import type { PagePromise } from "../core/pagination";
import { APIResource } from "../core/resource";

/**
 * Filters of `identity.listAccounts`: `identity_id`, `created_at` and
 * `updated_at` comparisons (`{ gte, lt, … }` with strings or `Date`s),
 * `order`, `order_by`, `limit` and `page_cursor` to resume.
 */
export type ListIdentityAccountsParams = ListParams<"listAccounts">;
/** An identity account with its members. */
export type IdentityAccount = NonNullable<SuccessBody<"listAccounts">["items"]>[number];

const meta = operationMeta.listAccounts;

/** Identities and their accounts. */
export class IdentityResource extends APIResource {
  /** `GET /identity/accounts` (scope `identity:read_account`), paginated. */
  listAccounts(params: ListIdentityAccountsParams = {}, options?: ListOptions): PagePromise<IdentityAccount> {
    return paginate(
      this.context,
      {
        operation: "listAccounts",
        method: "identity.listAccounts",
        path: meta.path,
        scope: meta.scope,
        rateLimitClass: meta.rateLimitClass,
        query: listAccountsQuerySchema,
        response: listAccountsResponseSchema,
        read: (body) => ({ items: body.items ?? [], cursor: body.next_page_cursor }),
      },
      params,
      options,
    );
  }
}
