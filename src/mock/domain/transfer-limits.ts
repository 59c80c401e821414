/**
 * The transfer limits of the mock's account (`GET /transfer/limits/utilizations`): per transfer type a rolling 24-hour
 * limit and a single-transaction limit, in USD. What is left of a period limit is computed from the
 * ledger's real transfers of that type (every profile) created in the last 24 hours of the mock clock,
 * each valued in USD once, at the ticker's price of the minute it was made (`market.ts`), so what is
 * left does not drift with later prices; all arithmetic is decimal.js.
 */
import { Decimal } from "../../decimal";
import { minutePricer } from "./market";
import { isUsdLike } from "./pricing";
import { canonicalToNanos } from "./timestamps";
import type { TransferRecord } from "./transfers";

/** One limit as the API answers it. */
export interface TransferLimitRecord {
  id?: string;
  rule_id: string;
  transfer_types: string[];
  period_seconds: string;
  limit: string;
  remaining: string;
  limit_asset: string;
}

/** Length of the period limits, in seconds. */
export const LIMIT_PERIOD_SECONDS = 86_400;

/** The [period, single-transaction] limits in USD of the types that differ from {@link DEFAULT_LIMITS}. */
export const LIMITS_USD: Readonly<Record<string, readonly [string, string]>> = {
  WIRE_WITHDRAWAL: ["1000000.00", "250000.00"],
  CRYPTO_WITHDRAWAL: ["500000.00", "100000.00"],
  WIRE_DEPOSIT: ["5000000.00", "1000000.00"],
  CRYPTO_DEPOSIT: ["5000000.00", "1000000.00"],
};
/** The limits of every other transfer type. */
export const DEFAULT_LIMITS: readonly [string, string] = ["2000000.00", "500000.00"];

/** Transfers that never moved money do not use a limit. */
const NOT_COUNTED = new Set(["FAILED", "CANCELLED", "REJECTED"]);

/**
 * The limits of `type` at mock time `nowNanos`: the period limit less the USD value of that type's
 * counted transfers created within the period (never below zero), and the single-transaction limit.
 * A transfer of an asset the mock cannot price is not counted.
 */
export function transferLimits(type: string, transfers: Iterable<TransferRecord>, seed: number, nowNanos: bigint): TransferLimitRecord[] {
  const [period, single] = LIMITS_USD[type] ?? DEFAULT_LIMITS;
  const since = nowNanos - BigInt(LIMIT_PERIOD_SECONDS) * 1_000_000_000n;
  let used = new Decimal(0);
  for (const t of transfers) {
    // The period is (now − 24 h, now].
    if (t.type !== type || NOT_COUNTED.has(t.status)) continue;
    const at = canonicalToNanos(t.created_at);
    if (at <= since) continue;
    used = used.plus(usdValue(seed, t.asset, t.amount, at) ?? 0);
  }
  const remaining = Decimal.max(0, new Decimal(period).minus(used)).toFixed(2);
  const rule = type.toLowerCase();
  return [
    { id: `limit-${rule}-daily`, rule_id: `rule-${rule}-daily`, transfer_types: [type], period_seconds: String(LIMIT_PERIOD_SECONDS), limit: period, remaining, limit_asset: "USD" },
    { rule_id: `rule-${rule}-single`, transfer_types: [type], period_seconds: "0", limit: single, remaining: single, limit_asset: "USD" },
  ];
}

/**
 * `amount` of `asset` in USD at mock time `atNanos`: dollars and Paxos USD stablecoins one to one, an
 * asset with a ticker market at that minute's price (its `last_execution.price`), rounded down to cents.
 */
export function usdValue(seed: number, asset: string, amount: string, atNanos: bigint): Decimal | undefined {
  if (isUsdLike(asset)) return new Decimal(amount);
  const pricer = minutePricer(seed, `${asset}USD`);
  if (!pricer) return undefined;
  const price = new Decimal(pricer.at(Number(atNanos / 60_000_000_000n))).div(new Decimal(10).pow(pricer.scale));
  return price.times(amount).toDecimalPlaces(2, Decimal.ROUND_DOWN);
}
