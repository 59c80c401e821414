/** GET /tax/tax-forms and GET /tax/tax-form-revisions (scope tax:read_tax_form); see ../tax-forms.ts. */
import { badRequest, jsonResponse } from "../protocol/problem";
import { TAX_FORM_TYPES, taxFormRevisions, type TaxFormUrlRecord } from "../domain/tax-forms";
import type { RouteContext } from "./context";
import { operationRoute } from "./operation-route";

/** The tax year of the query: four digits (400 naming `tax_year` otherwise). */
function taxYear(query: Record<string, unknown>): number {
  const text = query.tax_year as string;
  if (!/^\d{4}$/.test(text)) throw badRequest("tax_year", "pattern", `tax_year must be a year of four digits, not ${JSON.stringify(text)}`);
  return Number(text);
}

/** Every issued revision of one account's forms of the query's year and types (none for an account the mock did not seed). */
function revisions(accountId: string, query: Record<string, unknown>, { store, seed, clock }: RouteContext): TaxFormUrlRecord[] {
  const types = (query.form_types as string[] | undefined) ?? TAX_FORM_TYPES;
  return taxFormRevisions(seed, store.ids.accountIds.indexOf(accountId), accountId, taxYear(query), types, clock.nowMs());
}

/** The current (highest issued) revision of each form of the accounts asked, in the order asked (an account named twice answered once). */
export const listTaxForms = operationRoute("listTaxForms", ({ query }, ctx) => {
  const items: TaxFormUrlRecord[] = [];
  for (const accountId of new Set(query.account_ids as string[])) {
    const all = revisions(accountId, query, ctx);
    items.push(...all.filter((form, i) => all[i + 1]?.type !== form.type));
  }
  return jsonResponse(200, { tax_form_urls: items });
});

/** Every issued revision of one account's forms, oldest first per type; `revision` keeps that one only. */
export const listTaxFormRevisions = operationRoute("listTaxFormRevisions", ({ query }, ctx) => {
  const items = revisions(query.account_id as string, query, ctx).filter((form) => query.revision === undefined || form.revision === query.revision);
  return jsonResponse(200, { tax_form_urls: items });
});
