/**
 * The figures of rewards, computed from the store and the mock clock (rules in rewards.ts): balances of
 * addresses and payout groups, what they earned and can claim, and the runs of due claim schedules.
 */
import { Decimal } from "../../decimal";
import {
  type ClaimRecord,
  type ClaimScheduleRecord,
  DEFAULT_REWARD_ASSET,
  type PayoutGroupRecord,
  type RewardAddressRecord,
  type RewardRateRecord,
  accrued,
  chainHolding,
  nextRun,
  rateFor,
} from "./rewards";
import { canonicalToNanos, formatNanos } from "./timestamps";

/** The part of the mock's store the rewards figures read and write (the store itself, structurally). */
export interface RewardsStore {
  readonly rewardAddresses: Map<string, RewardAddressRecord>;
  readonly payoutGroups: Map<string, PayoutGroupRecord>;
  readonly claimSchedules: Map<string, ClaimScheduleRecord>;
  readonly claims: Map<string, ClaimRecord>;
  readonly ledger: { available(profileId: string, asset: string): string };
  newId(): string;
}

/** The asset an address earns on. */
export function assetOf(store: RewardsStore, address: RewardAddressRecord): string {
  const group = address.payout_group_id !== undefined ? store.payoutGroups.get(address.payout_group_id) : undefined;
  return address.asset_type || group?.asset_type || DEFAULT_REWARD_ASSET;
}

/** An address's balance now (its profile's on the PAXOS ledger, the made-up holding on a chain). */
export function addressBalance(store: RewardsStore, address: RewardAddressRecord): string {
  if (address.ledger === "PAXOS") return store.ledger.available(address.address, assetOf(store, address));
  return chainHolding(address.address);
}

/** The rate an address earns at: its asset's in its payout group's jurisdiction, else in the US. */
export function addressRate(store: RewardsStore, address: RewardAddressRecord): RewardRateRecord | undefined {
  const group = address.payout_group_id !== undefined ? store.payoutGroups.get(address.payout_group_id) : undefined;
  return rateFor(assetOf(store, address), group?.jurisdiction ?? "US");
}

/** What an address has earned up to `nowNanos`, at {@link addressRate}. */
export function addressEarned(store: RewardsStore, address: RewardAddressRecord, nowNanos: bigint): Decimal {
  const rate = addressRate(store, address);
  if (!rate) return new Decimal(0);
  return accrued(addressBalance(store, address), rate.rate, canonicalToNanos(address.effective_at), nowNanos);
}

/** The addresses of a payout group. */
export function groupAddresses(store: RewardsStore, groupId: string): RewardAddressRecord[] {
  return [...store.rewardAddresses.values()].filter((a) => a.payout_group_id === groupId);
}

/** A payout group's balance: its addresses' balances. */
export function groupBalance(store: RewardsStore, group: PayoutGroupRecord): string {
  return groupAddresses(store, group.id).reduce((sum, a) => sum.plus(addressBalance(store, a)), new Decimal(0)).toFixed(2);
}

/** What a payout group can claim: what its addresses earned less what its claims took. */
export function groupClaimable(store: RewardsStore, group: PayoutGroupRecord, nowNanos: bigint): Decimal {
  const earned = groupAddresses(store, group.id).reduce((sum, a) => sum.plus(addressEarned(store, a, nowNanos)), new Decimal(0));
  const claimed = [...store.claims.values()].filter((c) => c.payout_group_id === group.id).reduce((sum, c) => sum.plus(c.amount), new Decimal(0));
  return Decimal.max(0, earned.minus(claimed));
}

/** Makes a CLAIM_ALL claim of everything the group can claim at `atNanos`, confirmed at once. */
export function claimAll(store: RewardsStore, group: PayoutGroupRecord, atNanos: bigint, scheduleId?: string): ClaimRecord {
  const at = formatNanos(atNanos);
  const id = store.newId();
  const claim: ClaimRecord = {
    id,
    payout_group_id: group.id,
    claim_type: "CLAIM_ALL",
    ...(scheduleId !== undefined ? { claim_schedule_id: scheduleId } : {}),
    onchain_status: "CONFIRMED",
    amount: groupClaimable(store, group, atNanos).toFixed(6),
    asset_type: group.asset_type,
    blockchain: group.ledger,
    tx_hash: `0x${id.replace(/-/g, "")}${id.replace(/-/g, "")}`,
    submitted_at: at,
    confirmed_at: at,
    created_at: at,
    updated_at: at,
  };
  store.claims.set(claim.id, claim);
  group.last_claim_all_at = at;
  return claim;
}

/** Runs every claim schedule whose `next_run_at` has come (once per due run, in time order). */
export function runDueClaimSchedules(store: RewardsStore, nowNanos: bigint): void {
  for (let guard = 0; guard < 1000; guard++) {
    const due = [...store.claimSchedules.values()].filter((s) => canonicalToNanos(s.next_run_at) <= nowNanos).sort((a, b) => (a.next_run_at < b.next_run_at ? -1 : 1))[0];
    if (!due) return;
    const runAt = canonicalToNanos(due.next_run_at);
    const group = store.payoutGroups.get(due.payout_group_id);
    if (group) claimAll(store, group, runAt, due.id);
    const next = nextRun(due, runAt);
    if (next === undefined) {
      store.claimSchedules.delete(due.id);
      return;
    }
    due.next_run_at = next;
  }
}
