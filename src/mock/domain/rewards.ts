/**
 * Rewards: the addresses whose holdings earn the customer rewards, the payout groups that pay them, the
 * schedules that claim them and the claims made, the rates, and the monthly statements. Everything is
 * computed from this state and the mock clock:
 *
 * - an address's balance: on the PAXOS ledger the address is a profile, and its balance is that
 *   profile's balance of the address's asset (USDG when none); on a chain it is the mock's made-up
 *   holding, fixed per address (the mock watches no chain);
 * - what an address has earned: balance × yearly rate × time since it became effective (the current
 *   balance over the whole time: the mock keeps no balance history);
 * - what a payout group can claim: what its addresses earned less what its claims took;
 * - a claim schedule runs when the clock reaches its `next_run_at` (on every clock change, before every
 *   request): a CLAIM_ALL claim of what the group can claim, CONFIRMED at once;
 * - a statement per asset and calendar month since the first address of that asset, GENERATING until
 *   one hour past the first day of the next month, then COMPLETED with its two files.
 */
import { Decimal } from "../../decimal";
import type { Filled, Schemas } from "./records";
import { formatNanos } from "./timestamps";

const NANOS_PER_DAY = 86_400n * 1_000_000_000n;
const YEAR_NANOS = 365n * NANOS_PER_DAY;

/** A reward rate of the mock (its own figures; the contract's `RewardRate`), with the asset it is for. */
export type RewardRateRecord = Filled<Schemas["RewardRate"], keyof Schemas["RewardRate"]> & { asset_type: string };

/** The rates the mock pays, per asset and jurisdiction. */
export const REWARD_RATES: readonly RewardRateRecord[] = [
  { id: "9a7e0001-0000-4000-8000-000000000001", multiplier_id: "1", asset_type: "USDG", rate: "0.0376", networks: ["ETHEREUM", "SOLANA", "INK", "XLAYER"], jurisdiction: "US", tier: "PARTNER_STANDARD_CUSTODY_TIER_1", effective_at: "2025-01-01T00:00:00Z", created_at: "2024-12-15T00:00:00Z" },
  { id: "9a7e0001-0000-4000-8000-000000000002", multiplier_id: "2", asset_type: "USDG", rate: "0.0350", networks: ["ETHEREUM", "SOLANA", "INK", "XLAYER"], jurisdiction: "EU", tier: "PARTNER_STANDARD_CUSTODY_TIER_1", effective_at: "2025-01-01T00:00:00Z", created_at: "2024-12-15T00:00:00Z" },
  { id: "9a7e0001-0000-4000-8000-000000000003", multiplier_id: "3", asset_type: "PYUSD", rate: "0.0370", networks: ["ETHEREUM", "SOLANA", "ARBITRUM_ONE"], jurisdiction: "US", tier: "PARTNER_STANDARD_CUSTODY_TIER_1", effective_at: "2025-01-01T00:00:00Z", created_at: "2024-12-15T00:00:00Z" },
];

/** The asset an address earns on when it names none. */
export const DEFAULT_REWARD_ASSET = "USDG";

/** A reward address as stored (the answer adds its verification and, when asked, its balance). */
export type RewardAddressRecord = Omit<
  Filled<Schemas["RewardAddress"], "id" | "customer_id" | "ledger" | "address" | "status" | "effective_at" | "created_at">,
  "balance" | "verification_proof_id" | "verification_status" | "verification_method" | "verification_expires_at"
>;

/** A payout group as stored (the answer adds its balance). */
export type PayoutGroupRecord = Omit<Filled<Schemas["PayoutGroup"], "manager_address" | "destination_address">, "balance" | "balance_at" | "onchain_group_id">;

/** A claim schedule. */
export type ClaimScheduleRecord = Filled<Schemas["ClaimSchedule"], "id" | "payout_group_id" | "schedule_type" | "hour" | "minute" | "next_run_at" | "created_at" | "updated_at">;

/** A claim. */
export type ClaimRecord = Omit<
  Filled<Schemas["Claim"], "id" | "payout_group_id" | "claim_type" | "onchain_status" | "amount" | "asset_type" | "blockchain" | "tx_hash" | "submitted_at" | "confirmed_at" | "created_at" | "updated_at">,
  "addresses" | "error_message"
>;

/** The rate of an asset in a jurisdiction, if the mock pays one. */
export function rateFor(asset: string, jurisdiction: string): RewardRateRecord | undefined {
  return REWARD_RATES.find((r) => r.asset_type === asset && r.jurisdiction === jurisdiction);
}

/** The mock's made-up on-chain holding of an address: 1 000 to 100 000 units, fixed per address. */
export function chainHolding(address: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < address.length; i++) h = Math.imul(h ^ address.charCodeAt(i), 0x01000193) >>> 0;
  return new Decimal(1000 + (h % 99_000)).plus(new Decimal(h % 100).div(100)).toFixed(2);
}

/** What `balance` earns at a yearly `rate` over [fromNanos, toNanos), to six decimals. */
export function accrued(balance: string, rate: string, fromNanos: bigint, toNanos: bigint): Decimal {
  if (toNanos <= fromNanos) return new Decimal(0);
  return new Decimal(balance).times(rate).times(new Decimal((toNanos - fromNanos).toString())).div(YEAR_NANOS.toString()).toDecimalPlaces(6, Decimal.ROUND_DOWN);
}

/**
 * The first run of a schedule strictly after `afterNanos`: the next minute `hour`:`minute` (UTC) on a
 * day the schedule names (every day for DAILY; for WEEKLY `days_of_week` read as 0 Sunday to 6 Saturday,
 * the mock's reading; for MONTHLY `days_of_month`). Undefined when no day in the next 400 qualifies.
 */
export function nextRun(schedule: Pick<ClaimScheduleRecord, "schedule_type" | "days_of_week" | "days_of_month" | "hour" | "minute">, afterNanos: bigint): string | undefined {
  const dayStart = (afterNanos / NANOS_PER_DAY) * NANOS_PER_DAY;
  for (let d = 0; d < 400; d++) {
    const day = dayStart + BigInt(d) * NANOS_PER_DAY;
    const date = new Date(Number(day / 1_000_000n));
    const ok =
      schedule.schedule_type === "WEEKLY" ? (schedule.days_of_week ?? []).includes(date.getUTCDay())
      : schedule.schedule_type === "MONTHLY" ? (schedule.days_of_month ?? []).includes(date.getUTCDate())
      : true;
    const at = day + BigInt(schedule.hour * 3600 + schedule.minute * 60) * 1_000_000_000n;
    if (ok && at > afterNanos) return formatNanos(at);
  }
  return undefined;
}

/** The calendar months (UTC) from the one holding `fromNanos` to the last complete one before `nowNanos`, newest first. */
export function completeMonths(fromNanos: bigint, nowNanos: bigint): { start: bigint; end: bigint }[] {
  const from = new Date(Number(fromNanos / 1_000_000n));
  const now = new Date(Number(nowNanos / 1_000_000n));
  const months: { start: bigint; end: bigint }[] = [];
  for (let y = from.getUTCFullYear(), m = from.getUTCMonth(); y < now.getUTCFullYear() || (y === now.getUTCFullYear() && m < now.getUTCMonth()); m === 11 ? ((m = 0), y++) : m++) {
    months.push({ start: BigInt(Date.UTC(y, m, 1)) * 1_000_000n, end: BigInt(Date.UTC(y, m + 1, 1)) * 1_000_000n });
  }
  return months.reverse();
}

