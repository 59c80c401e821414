import * as ops from "../generated/descriptors";
import type { components } from "../generated/openapi";
import { call } from "../core/call";
import type { ListParams } from "../core/operation-types";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";

/** Query parameters of `taxForms.listRevisions`. */
export type ListTaxFormRevisionsParams = ListParams<"listTaxFormRevisions">;
/** Tax forms with download links. */
export type TaxFormUrlList = components["schemas"]["TaxFormUrlList"];
/** Query parameters of `taxForms.list`. */
export type ListTaxFormsParams = ListParams<"listTaxForms">;

/** One tax form with its download link. */
export type TaxFormUrl = components["schemas"]["TaxFormUrl"];
/** Download links for the tax forms issued per account and tax year. */
export class TaxFormsResource extends APIResource {
  /** `GET /tax/tax-form-revisions` (scope `tax:read_tax_form`): list the revisions of a tax form. */
  listRevisions(params: ListTaxFormRevisionsParams = {}, options?: RequestOptions): Promise<TaxFormUrlList> {
    return call(this.context, ops.listTaxFormRevisions, { query: params }, options);
  }

  /** `GET /tax/tax-forms` (scope `tax:read_tax_form`): list tax forms. */
  list(params: ListTaxFormsParams = {}, options?: RequestOptions): Promise<TaxFormUrlList> {
    return call(this.context, ops.listTaxForms, { query: params }, options);
  }
}
