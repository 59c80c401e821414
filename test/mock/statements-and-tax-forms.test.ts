/**
 * Statements and tax forms are seeded per customer and account, deterministic, and move with the mock
 * clock (statements generated then paid, forms and corrections issued); filters and cursor pages work.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createMockApi, type MockApi } from "../../src/mock/index";
import { PAID_AFTER_MS, STATEMENT_MONTHS, type StatementRecord } from "../../src/mock/domain/statements";
import { REVISION_INTERVAL_DAYS, type TaxFormUrlRecord } from "../../src/mock/domain/tax-forms";
import { handle } from "./helpers";

let api: MockApi;
let customer: string;
beforeEach(() => {
  api = createMockApi({ seed: 3 });
  customer = api.store.ids.customerIds[0]!;
});
const statements = async (query: Record<string, string | number | string[]> = {}) =>
  (await handle(api, "GET", "/statements", { query: { customer_id: customer, ...query } })).body as { statements: StatementRecord[]; next_page_cursor: string };

describe("listStatements", () => {
  it("twelve monthly statements per seeded customer, newest first; the latest initiated, the one before generated, older ones paid", async () => {
    const { statements: all, next_page_cursor } = await statements();
    expect(all).toHaveLength(STATEMENT_MONTHS);
    expect(next_page_cursor).toBe("");
    // The clock starts on 2026-03-01: February is the last complete month.
    expect(all[0]).toMatchObject({ customer_id: customer, period_start: "2026-02-01T00:00:00.000000000Z", period_end: "2026-03-01T00:00:00.000000000Z", status: "STATEMENT_STATUS_INITIATED", ref_id: "usdg-rewards-2026-02" });
    expect(all[0]).not.toHaveProperty("files");
    expect(all[1]).toMatchObject({ status: "STATEMENT_STATUS_GENERATED", period_start: "2026-01-01T00:00:00.000000000Z" });
    expect(all[1]!.files!.map((f) => f.format)).toEqual(["PDF", "CSV"]);
    expect(all[1]!.statement_balances[0]).toMatchObject({ asset: "USDG", amount_paid: "0.00", next_payment_ref_id: "usdg-rewards-2026-01-payment-1" });
    expect(all[2]).toMatchObject({ status: "STATEMENT_STATUS_PAID" });
    expect(all[2]!.statement_balances[0]!.amount_paid).toBe(all[2]!.statement_balances[0]!.total_amount_owed);
    expect(all[2]!.statement_balances[0]!.next_payment_ref_id).toBe("");
    // The same for another mock of the seed; other customers' statements are their own.
    expect((await handle(createMockApi({ seed: 3 }), "GET", "/statements", { query: { customer_id: customer } })).body.statements).toEqual(all);
    const other = (await statements({ customer_id: api.store.ids.customerIds[1]! })).statements;
    expect(other.map((s) => s.id)).not.toContain(all[0]!.id);
    expect((await statements({ customer_id: "no-such-customer" })).statements).toEqual([]);
  });

  it("statuses move with the clock; a new month brings a new statement", async () => {
    const january = (await statements()).statements[1]!;
    api.clock.advance(Date.parse(january.period_end) + PAID_AFTER_MS - api.clock.nowMs());
    const now = (await statements({ statement_ids: [january.id] })).statements[0]!;
    expect(now.status).toBe("STATEMENT_STATUS_PAID");
    expect(Date.parse(now.paid_at!)).toBe(Date.parse(january.period_end) + PAID_AFTER_MS);
    expect(now.statement_balances[0]!.amount_paid).toBe(january.statement_balances[0]!.total_amount_owed);
    api.clock.advance(31 * 86_400_000);
    expect((await statements()).statements[0]!.period_start).toBe("2026-03-01T00:00:00.000000000Z");
  });

  it("filters by ref_ids, statement_ids and statuses; pages by cursor in either order", async () => {
    const all = (await statements()).statements;
    expect((await statements({ ref_ids: ["usdg-rewards-2025-12"] })).statements.map((s) => s.period_start)).toEqual(["2025-12-01T00:00:00.000000000Z"]);
    expect((await statements({ statement_ids: [all[3]!.id, all[5]!.id] })).statements).toEqual([all[3], all[5]]);
    expect((await statements({ statuses: ["STATEMENT_STATUS_INITIATED", "STATEMENT_STATUS_GENERATED"] })).statements).toEqual(all.slice(0, 2));
    const pages: StatementRecord[] = [];
    let cursor: string | undefined;
    do {
      const page = await statements({ limit: 5, order: "ASC", ...(cursor ? { page_cursor: cursor } : {}) });
      pages.push(...page.statements);
      cursor = page.next_page_cursor;
    } while (cursor);
    expect(pages).toEqual([...all].reverse());
    expect((await handle(api, "GET", "/statements")).status).toBe(400);
  });
});

describe("tax forms", () => {
  const forms = async (query: Record<string, string | string[]>) => (await handle(api, "GET", "/tax/tax-forms", { query })).body.tax_form_urls as TaxFormUrlRecord[];
  const revisions = async (query: Record<string, string | string[]>) => (await handle(api, "GET", "/tax/tax-form-revisions", { query })).body.tax_form_urls as TaxFormUrlRecord[];

  it("revisions of past years, corrections appearing as the clock moves; the form list shows the highest of each", async () => {
    const accounts = api.store.ids.accountIds.slice(0, 12);
    const byAccount = await Promise.all(accounts.map((account_id) => revisions({ account_id, tax_year: "2024" })));
    expect(byAccount.flat().length).toBeGreaterThan(accounts.length / 2);
    const corrected = byAccount.flat().find((f) => f.revision === "2")!;
    expect(corrected).toBeDefined();
    const all = await revisions({ account_id: corrected.account_id, tax_year: "2024" });
    const current = await forms({ account_ids: [corrected.account_id, corrected.account_id], tax_year: "2024" });
    expect(current.map((f) => [f.type, f.revision])).toEqual(
      [...new Set(all.map((f) => f.type))].map((type) => [type, all.filter((f) => f.type === type).at(-1)!.revision]),
    );
    expect(current[0]!.url).toMatch(/^https:\/\/tax-forms\.mock\.invalid\//);
    expect(await revisions({ account_id: corrected.account_id, tax_year: "2024", revision: "2" })).toEqual(all.filter((f) => f.revision === "2"));
    expect(await revisions({ account_id: corrected.account_id, tax_year: "2024", form_types: ["FORM_1099_MISC"] })).toEqual(all.filter((f) => f.type === "FORM_1099_MISC"));

    // 2025's forms were issued on 2026-02-15 (revision 1); corrections follow every 30 days while any remain.
    const first = (await Promise.all(accounts.map((account_id) => revisions({ account_id, tax_year: "2025" })))).flat();
    expect(first.every((f) => f.revision === "1")).toBe(true);
    api.clock.advance(2 * REVISION_INTERVAL_DAYS * 86_400_000);
    const later = (await Promise.all(accounts.map((account_id) => revisions({ account_id, tax_year: "2025" })))).flat();
    expect(later.length).toBeGreaterThan(first.length);
    // Nothing for the current year, an account the mock did not seed, or before the first year.
    expect(await revisions({ account_id: accounts[0]!, tax_year: "2026" })).toEqual([]);
    expect(await forms({ account_ids: ["unknown-account"], tax_year: "2024" })).toEqual([]);
    expect(await revisions({ account_id: accounts[0]!, tax_year: "2019" })).toEqual([]);
  });

  it("refuses a malformed year and more than 50 accounts", async () => {
    const bad = await handle(api, "GET", "/tax/tax-forms", { query: { account_ids: ["a"], tax_year: "last" } });
    expect(bad.status).toBe(400);
    expect(bad.body.meta).toMatchObject({ field: "tax_year" });
    expect((await handle(api, "GET", "/tax/tax-forms", { query: { account_ids: Array.from({ length: 51 }, (_, i) => `a${i}`), tax_year: "2024" } })).status).toBe(400);
  });
});
