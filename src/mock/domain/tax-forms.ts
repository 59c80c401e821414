/**
 * Tax forms (`GET /tax/tax-forms`, `GET /tax/tax-form-revisions`) of the seeded accounts, derived from
 * the seed alone: for each tax year from {@link FIRST_TAX_YEAR} a 1099-B for most accounts and a
 * 1099-MISC for some, first issued on 15 February of the next year, with up to two corrections 30 days
 * apart. Only what the mock clock has reached is issued, so forms and revisions appear as it moves. An
 * account created through the API is younger than every past tax year and has none.
 */
import { hash32, Stream } from "./random";
import { formatNanos } from "./timestamps";

/** One version of one form, as the API answers it (with its short-lived link). */
export interface TaxFormUrlRecord {
  account_id: string;
  type: string;
  tax_year: string;
  revision: string;
  url: string;
}

/** The first tax year the mock has forms for. */
export const FIRST_TAX_YEAR = 2023;
/** The form types of the contract. */
export const TAX_FORM_TYPES = ["FORM_1099_B", "FORM_1099_MISC"] as const;
const DAY_MS = 86_400_000;
/** Days between a form's revisions. */
export const REVISION_INTERVAL_DAYS = 30;

/** When revision `revision` (from 1) of a form of tax year `year` is issued. */
export function revisionIssuedAt(year: number, revision: number): number {
  return Date.UTC(year + 1, 1, 15) + (revision - 1) * REVISION_INTERVAL_DAYS * DAY_MS;
}

/** Whether account number `account` gets form `type` for `year`, and how many revisions it eventually has (0: none). */
function revisionsOf(seed: number, account: number, year: number, type: string): number {
  const h = hash32(seed, Stream.taxForms, year, account * 2 + (type === "FORM_1099_B" ? 0 : 1));
  const issued = type === "FORM_1099_B" ? h % 4 !== 0 : h % 3 === 0;
  return issued ? 1 + ((h >>> 8) % 3) : 0;
}

/**
 * Every issued revision of account `accountId` (number `account` of the seeded pool, or -1 for none)
 * for `year` at mock time `nowMs`, by form type then revision, each with a link that expires a minute
 * after `nowMs`.
 */
export function taxFormRevisions(seed: number, account: number, accountId: string, year: number, types: readonly string[], nowMs: number): TaxFormUrlRecord[] {
  if (account < 0 || year < FIRST_TAX_YEAR) return [];
  const out: TaxFormUrlRecord[] = [];
  const expires = encodeURIComponent(formatNanos(BigInt(nowMs + 60_000) * 1_000_000n));
  for (const type of TAX_FORM_TYPES) {
    if (!types.includes(type)) continue;
    const count = revisionsOf(seed, account, year, type);
    for (let revision = 1; revision <= count && revisionIssuedAt(year, revision) <= nowMs; revision++) {
      out.push({ account_id: accountId, type, tax_year: String(year), revision: String(revision), url: `https://tax-forms.mock.invalid/${accountId}/${year}/${type}/${revision}.pdf?expires=${expires}` });
    }
  }
  return out;
}
