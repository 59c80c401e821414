/**
 * Reward rates, the rewards summary and the monthly rewards statements (scopes rewards:read_rewards_details,
 * rewards:read_statements): GET /rewards/rates, /rewards/details, /rewards/statements[/{id}], all computed
 * from the store's reward addresses, claims and the mock clock (rules in ../rewards.ts).
 */
import { Decimal } from "../../decimal";
import { jsonResponse, notFound } from "../protocol/problem";
import { addressBalance, addressEarned, addressRate, assetOf } from "../domain/reward-figures";
import { REWARD_RATES, completeMonths } from "../domain/rewards";
import type { MockState } from "../domain/store";
import { canonicalToNanos, formatNanos } from "../domain/timestamps";
import { listPage } from "./list-page";
import { operationRoute } from "./operation-route";

const NANOS_PER_DAY = 86_400n * 1_000_000_000n;
/** A month's statement is being generated until this long after the month ends. */
const GENERATION_NANOS = NANOS_PER_DAY + 3_600n * 1_000_000_000n;

function rateAnswer({ asset_type: _asset, ...rate }: (typeof REWARD_RATES)[number]): Record<string, unknown> {
  return rate;
}

/** The rates of one asset; none without asset_type, as the document says. */
export const getRewardsRates = operationRoute("getRewardsRates", ({ query }) =>
  jsonResponse(200, { rates: query.asset_type === undefined ? [] : REWARD_RATES.filter((r) => r.asset_type === query.asset_type).map(rateAnswer) }),
);

/** Earned, claimed and daily-accrual figures of the addresses of one asset (or all). */
function figures(store: MockState, nowNanos: bigint, asset?: string) {
  let earned = new Decimal(0);
  let daily = new Decimal(0);
  for (const address of store.rewardAddresses.values()) {
    const of = assetOf(store, address);
    if (asset !== undefined && of !== asset) continue;
    earned = earned.plus(addressEarned(store, address, nowNanos));
    const rate = addressRate(store, address);
    if (rate) daily = daily.plus(new Decimal(addressBalance(store, address)).times(rate.rate).div(365));
  }
  const claimed = [...store.claims.values()].filter((c) => asset === undefined || c.asset_type === asset).reduce((sum, c) => sum.plus(c.amount), new Decimal(0));
  return { lifetime_earned: earned.toFixed(6), total_available_rewards: Decimal.max(0, earned.minus(claimed)).toFixed(6), est_next_accrual_amount: daily.toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed(6) };
}

/** The summary: rates of the assets held, the next accrual (next UTC midnight), totals and per-asset figures. */
export const getRewardDetails = operationRoute("getRewardDetails", ({ query }, { store, clock }) => {
  const now = clock.nowNanos();
  const asset = query.asset_type as string | undefined;
  const assets = [...new Set([...store.rewardAddresses.values()].map((a) => assetOf(store, a)))].filter((a) => asset === undefined || a === asset).sort();
  return jsonResponse(200, {
    rates: REWARD_RATES.filter((r) => assets.includes(r.asset_type)).map(rateAnswer),
    next_accrual: formatNanos((now / NANOS_PER_DAY + 1n) * NANOS_PER_DAY),
    ...figures(store, now, asset),
    asset_details: assets.map((a) => ({ asset_type: a, ...figures(store, now, a) })),
  });
});

/** The statements the store's state gives, newest period first (see ../rewards.ts). */
export function rewardsStatementsOf(store: MockState, nowNanos: bigint): Record<string, unknown>[] {
  const byAsset = new Map<string, bigint>();
  for (const address of store.rewardAddresses.values()) {
    const asset = assetOf(store, address);
    const since = canonicalToNanos(address.created_at);
    if (!byAsset.has(asset) || since < byAsset.get(asset)!) byAsset.set(asset, since);
  }
  const out: { period: bigint; asset: string; record: Record<string, unknown> }[] = [];
  for (const [asset, since] of byAsset) {
    for (const { start, end } of completeMonths(since, nowNanos)) {
      const key = `${asset}:${start}`;
      let id = store.rewardsStatementIds.get(key);
      if (id === undefined) store.rewardsStatementIds.set(key, (id = store.newId()));
      const done = nowNanos >= end + GENERATION_NANOS;
      let total = new Decimal(0);
      let balanceDays = new Decimal(0);
      for (const address of store.rewardAddresses.values()) {
        if (assetOf(store, address) !== asset) continue;
        const from = canonicalToNanos(address.effective_at) > start ? canonicalToNanos(address.effective_at) : start;
        if (from >= end) continue;
        const rate = addressRate(store, address);
        const balance = new Decimal(addressBalance(store, address));
        if (rate) total = total.plus(balance.times(rate.rate).times((end - from).toString()).div((365n * NANOS_PER_DAY).toString()));
        balanceDays = balanceDays.plus(balance.times((end - from).toString()).div((end - start).toString()));
      }
      const createdAt = formatNanos(end + NANOS_PER_DAY + 300n * 1_000_000_000n);
      const month = new Date(Number(start / 1_000_000n)).toISOString().slice(0, 7);
      const file = (format: string, ext: string) => ({ format, download_url: `https://mock.paxos.invalid/rewards-statements/${id}/${month}.${ext}`, generated_at: formatNanos(end + GENERATION_NANOS) });
      out.push({
        period: start,
        asset,
        record: {
          id,
          asset_type: asset,
          period_start: formatNanos(start),
          period_end: formatNanos(end - 1_000_000_000n),
          status: done ? "STATEMENT_STATUS_COMPLETED" : "STATEMENT_STATUS_GENERATING",
          type: "STATEMENT_TYPE_MONTHLY_REWARDS",
          total_accrued: done ? total.toFixed(6) : "0",
          avg_daily_balance: done ? balanceDays.toFixed(6) : "0",
          files: done ? [file("STATEMENT_FORMAT_PDF", "pdf"), file("STATEMENT_FORMAT_CSV", "csv")] : [],
          created_at: createdAt,
        },
      });
    }
  }
  return out.sort((a, b) => (a.period === b.period ? a.asset.localeCompare(b.asset) : a.period > b.period ? -1 : 1)).map((s) => s.record);
}

/** Statements newest period first (12 a page unless asked), by asset and type, in keyset pages under `items`. */
export const listRewardsStatements = operationRoute("listRewardsStatements", ({ query }, { store, clock }) => {
  const all = rewardsStatementsOf(store, clock.nowNanos()).filter((s) => (query.asset_type === undefined || s.asset_type === query.asset_type) && (query.type === undefined || s.type === query.type));
  // Keyset pages over the period order: each statement's position is its period start (with its id).
  const rows = all.map((statement) => ({ id: statement.id as string, created_at: statement.period_start as string, statement }));
  const page = listPage(rows, { ...query, limit: query.limit ?? 12 });
  return jsonResponse(200, { items: page.items.map((row) => row.statement), next_page_cursor: page.next_page_cursor });
});

/** One statement, wrapped in `statement`; an unknown id is 404 ("statement not found"). */
export const getRewardsStatement = operationRoute("getRewardsStatement", ({ path }, { store, clock }) => {
  const statement = rewardsStatementsOf(store, clock.nowNanos()).find((s) => s.id === (path.id as string).toLowerCase());
  if (!statement) throw notFound("statement not found", { field: "id" });
  return jsonResponse(200, { statement });
});
