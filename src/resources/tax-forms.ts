/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

import * as ops from "../generated/descriptors";
import type { APIPromise } from "../core/call/api-promise";
import { call } from "../core/call/call";
import type { ListParams } from "../core/request/call-arguments";
import { APIResource } from "../core/call/resource";
import type { RequestOptions } from "../core/sending/transport";
import type { TaxFormUrl, TaxFormUrlList } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { TaxFormUrl, TaxFormUrlList };

/** Query parameters of `taxForms.listRevisions`. */
export type ListTaxFormRevisionsParams = ListParams<"listTaxFormRevisions">;
/** Query parameters of `taxForms.list`. */
export type ListTaxFormsParams = ListParams<"listTaxForms">;

/** Download links for the tax forms issued per account and tax year. */
export class TaxFormsResource extends APIResource {
  /** `GET /tax/tax-form-revisions` (scope `tax:read_tax_form`): list the revisions of a tax form. */
  listRevisions(params: ListTaxFormRevisionsParams = {}, options?: RequestOptions): APIPromise<TaxFormUrlList> {
    return call(this.context, ops.listTaxFormRevisions, { query: params }, options);
  }

  /** `GET /tax/tax-forms` (scope `tax:read_tax_form`): list tax forms. */
  list(params: ListTaxFormsParams = {}, options?: RequestOptions): APIPromise<TaxFormUrlList> {
    return call(this.context, ops.listTaxForms, { query: params }, options);
  }
}
