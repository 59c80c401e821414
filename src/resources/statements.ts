/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

import * as ops from "../generated/descriptors";
import { type ListOptions, paginate } from "../core/pagination/paginate";
import type { ListParams } from "../core/request/call-arguments";
import type { PagePromise } from "../core/pagination/page";
import { APIResource } from "../core/call/resource";
import type { Statement } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { Statement };

/** Query parameters of `statements.list`. */
export type ListStatementsParams = ListParams<"listStatements">;

/**
 * Periodic statements of what is owed to and paid to a customer for a product (for example USDG
 * rewards), with their files.
 */
export class StatementsResource extends APIResource {
  /**
   * `GET /statements` (scope `statements:read_statement`): list customer statements. Paginated:
   * await it for a page, `for await` it for every item.
   *
   * @deprecated Paxos names none; see the Rewards Engine's `GET /rewards/statements`.
   */
  list(params: ListStatementsParams = {}, options?: ListOptions): PagePromise<Statement> {
    return paginate(this.context, ops.listStatements, params, options);
  }
}
