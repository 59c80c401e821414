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
import type { IssuerQuote, IssuerQuoteExecution, IssuerQuoteExecutionCreated, SettlementAvailability } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { IssuerQuote, IssuerQuoteExecution, IssuerQuoteExecutionCreated, SettlementAvailability };

/** Body of `issuerQuotes.create`: amounts as decimal strings or `Decimal`s. */
export type CreateIssuerQuoteParams = BodyInput<"createIssuerQuote">;
/** Body of `issuerQuotes.createExecution`. */
export type CreateIssuerQuoteExecutionParams = BodyInput<"createIssuerQuoteExecution">;
/** Query parameters of `issuerQuotes.listExecutions`. */
export type ListIssuerQuoteExecutionsParams = ListParams<"listIssuerQuoteExecutions">;
/** Query parameters of `issuerQuotes.getSettlementAvailability`. */
export type GetIssuerQuoteSettlementAvailabilityParams = ListParams<"getIssuerQuoteSettlementAvailability">;

/** Quotes where Paxos is the issuer of the asset (minting or redeeming), and their executions. */
export class IssuerQuotesResource extends APIResource {
  /**
   * `POST /issuer-quote` (scope `exchange:write_issuer_quote`): request an issuer quote. It has no
   * idempotency key, so it is never re-sent once it may have reached the service.
   */
  create(body: CreateIssuerQuoteParams, options?: RequestOptions): APIPromise<IssuerQuote> {
    return call(this.context, ops.createIssuerQuote, { body }, options);
  }

  /**
   * `POST /issuer-quote/{quote_id}` (scope `exchange:write_issuer_quote_execution`): execute an
   * issuer quote. It has no idempotency key, so it is never re-sent once it may have reached the
   * service.
   */
  createExecution(quoteId: string, body: CreateIssuerQuoteExecutionParams, options?: RequestOptions): APIPromise<IssuerQuoteExecutionCreated> {
    return call(this.context, ops.createIssuerQuoteExecution, { path: { quote_id: quoteId }, body }, options);
  }

  /**
   * `GET /issuer-quotes` (scope `exchange:read_issuer_quote_execution`): list issuer quote
   * executions. Paginated: await it for a page, `for await` it for every item.
   */
  listExecutions(params: ListIssuerQuoteExecutionsParams = {}, options?: ListOptions): PagePromise<IssuerQuoteExecution> {
    return paginate(this.context, ops.listIssuerQuoteExecutions, params, options);
  }

  /**
   * `GET /issuer-quote/settlement-availability` (scope `exchange:write_issuer_quote`): get issuer
   * quote settlement availability.
   */
  getSettlementAvailability(params: GetIssuerQuoteSettlementAvailabilityParams = {}, options?: RequestOptions): APIPromise<SettlementAvailability> {
    return call(this.context, ops.getIssuerQuoteSettlementAvailability, { query: params }, options);
  }
}
