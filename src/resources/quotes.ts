/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

import * as ops from "../generated/descriptors";
import type { APIPromise } from "../core/call/api-promise";
import { call } from "../core/call/call";
import { type ListOptions, paginate } from "../core/pagination/paginate";
import type { BodyInput, ListParams } from "../core/request/call-arguments";
import type { PagePromise } from "../core/pagination/page";
import { APIResource } from "../core/call/resource";
import type { RequestOptions } from "../core/sending/transport";
import type { Quote, QuoteExecution, QuoteList } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { Quote, QuoteExecution, QuoteList };

/** Query parameters of `quotes.list`. */
export type ListQuotesParams = ListParams<"listQuotes">;
/** Query parameters of `quotes.listExecutions`. */
export type ListQuoteExecutionsParams = ListParams<"listQuoteExecutions">;
/**
 * Body of `quotes.createExecution`: amounts as decimal strings or `Decimal`s. `ref_id` is
 * generated when omitted.
 */
export type CreateQuoteExecutionParams = BodyInput<"createQuoteExecution">;

/** Held-rate quotes: a price the service commits to for a short time, and trades at that price. */
export class QuotesResource extends APIResource {
  /** `GET /quotes` (scope `exchange:read_quote`): list quotes. */
  list(params: ListQuotesParams = {}, options?: RequestOptions): APIPromise<QuoteList> {
    return call(this.context, ops.listQuotes, { query: params }, options);
  }

  /**
   * `GET /profiles/{profile_id}/quote-executions` (scope `exchange:read_quote_execution`): list
   * quote executions. Paginated: await it for a page, `for await` it for every item.
   */
  listExecutions(profileId: string, params: ListQuoteExecutionsParams = {}, options?: ListOptions): PagePromise<QuoteExecution> {
    return paginate(this.context, ops.listQuoteExecutions, params, options, { profile_id: profileId });
  }

  /**
   * `POST /profiles/{profile_id}/quote-executions` (scope `exchange:write_quote_execution`): execute
   * a quote. Its `ref_id` is the idempotency key: one is generated when omitted and the same one is
   * sent on every retry.
   */
  createExecution(profileId: string, body: CreateQuoteExecutionParams, options?: RequestOptions): APIPromise<QuoteExecution> {
    return call(this.context, ops.createQuoteExecution, { path: { profile_id: profileId }, body }, options);
  }

  /**
   * `GET /profiles/{profile_id}/quote-executions/{id}` (scope `exchange:read_quote_execution`): get
   * a quote execution.
   */
  getExecution(profileId: string, id: string, options?: RequestOptions): APIPromise<QuoteExecution> {
    return call(this.context, ops.getQuoteExecution, { path: { profile_id: profileId, id } }, options);
  }
}
