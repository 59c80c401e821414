/**
 * Customer statements (`GET /statements`): one USDG rewards statement per seeded customer and calendar
 * month, for the twelve complete months before the mock clock, derived from the seed alone (no state to
 * keep), so they are the same for every request at the same time. Their status moves with the clock:
 * INITIATED when the month ends, GENERATED (files ready) a day later, PAID 35 days after the month ended.
 */
import { formatMinor } from "./money";
import { hash32, Stream, uuidFromWords } from "./random";
import { formatNanos } from "./timestamps";

/** A statement as the API answers it. */
export interface StatementRecord {
  id: string;
  ref_id: string;
  customer_id: string;
  type: string;
  product: string;
  status: string;
  statement_balances: { asset: string; amount_paid: string; total_amount_owed: string; next_payment_ref_id: string }[];
  period_start: string;
  period_end: string;
  generated_at?: string;
  paid_at?: string;
  /** The end of the period: statements sort by it exactly as by their period. */
  created_at: string;
  statement_group_id: string;
  version: number;
  files?: { format: string; url: string; expires_at: string; generated_at: string }[];
}

/** Complete months a customer's statements cover. */
export const STATEMENT_MONTHS = 12;
const DAY_MS = 86_400_000;
/** After the month's end: files generated, then paid. */
export const GENERATED_AFTER_MS = DAY_MS;
export const PAID_AFTER_MS = 35 * DAY_MS;
/** How long a file link works after the answer (the contract's short-lived links). */
export const LINK_LIFETIME_MS = 60_000;

const iso = (ms: number) => formatNanos(BigInt(ms) * 1_000_000n);

/** The statements of customer number `customer` (index into the seeded pool) at mock time `nowMs`, oldest first. */
export function customerStatements(seed: number, customer: number, customerId: string, nowMs: number): StatementRecord[] {
  const now = new Date(nowMs);
  const out: StatementRecord[] = [];
  for (let back = STATEMENT_MONTHS; back >= 1; back--) {
    const startMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1);
    const endMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 1);
    const month = new Date(startMs).getUTCFullYear() * 12 + new Date(startMs).getUTCMonth();
    const h = (salt: number) => hash32(seed, Stream.statements, month, customer * 16 + salt);
    const refId = `usdg-rewards-${new Date(startMs).toISOString().slice(0, 7)}`;
    const owed = formatMinor(1 + (h(0) % 2_500_000), 2);
    const generated = nowMs >= endMs + GENERATED_AFTER_MS;
    const paid = nowMs >= endMs + PAID_AFTER_MS;
    const id = uuidFromWords(h(1), h(2), h(3), h(4));
    const record: StatementRecord = {
      id,
      ref_id: refId,
      customer_id: customerId,
      type: "STATEMENT_TYPE_USDG_REWARD",
      product: "USDG_REWARDS",
      status: paid ? "STATEMENT_STATUS_PAID" : generated ? "STATEMENT_STATUS_GENERATED" : "STATEMENT_STATUS_INITIATED",
      statement_balances: [{ asset: "USDG", amount_paid: paid ? owed : "0.00", total_amount_owed: owed, next_payment_ref_id: paid ? "" : `${refId}-payment-1` }],
      period_start: iso(startMs),
      period_end: iso(endMs),
      created_at: iso(endMs),
      statement_group_id: uuidFromWords(h(5), h(6), h(7), h(8)),
      version: 1,
    };
    if (generated) {
      const at = iso(endMs + GENERATED_AFTER_MS);
      record.generated_at = at;
      const expires = iso(nowMs + LINK_LIFETIME_MS);
      record.files = ["PDF", "CSV"].map((format) => ({ format, url: `https://statements.mock.invalid/${id}.${format.toLowerCase()}?signature=mock`, expires_at: expires, generated_at: at }));
    }
    if (paid) record.paid_at = iso(endMs + PAID_AFTER_MS);
    out.push(record);
  }
  return out;
}
