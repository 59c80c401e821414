/**
 * Balances of the mock's profiles, per asset, in exact decimal arithmetic (decimal.js; never a JS
 * number). Every movement goes through {@link Ledger.apply}, which checks all of its debits before it
 * changes anything, so a refused movement leaves every balance as it was.
 */
import { Decimal } from "../../decimal";
import { ProblemError } from "../protocol/problem";
import { paxosProblem } from "../protocol/paxos-problems";

/** One change of one balance: a positive `delta` credits, a negative one debits. */
export interface Movement {
  profileId: string;
  asset: string;
  /** A decimal string or Decimal; negative to debit. */
  delta: Decimal | string;
}

/** One balance as the API answers it. */
export interface BalanceRecord {
  asset: string;
  available: string;
  trading: string;
}

/** The fewest decimals a balance is shown with: cents for fiat and the dollar stablecoins, satoshis-like 8 for the rest. */
const CENT_ASSETS = new Set(["USD", "EUR", "SGD", "GBP", "BRL", "MXN", "USDG", "USDP", "PYUSD"]);
function minScale(asset: string): number {
  return CENT_ASSETS.has(asset) ? 2 : 8;
}

/** Balances by profile and asset. */
export class Ledger {
  private readonly balances = new Map<string, Map<string, Decimal>>();
  // The most decimals ever moved in an asset, at least its usual scale: balances are shown with that
  // many ("100.50", not "100.5"; a sub-cent amount keeps its digits rather than being rounded away).
  private readonly scales = new Map<string, number>();

  /** The available balance of one asset (zero when the profile never held it), as a decimal string. */
  available(profileId: string, asset: string): string {
    return this.format(asset, this.balances.get(profileId)?.get(asset) ?? new Decimal(0));
  }

  /** Every asset the profile has held, sorted by asset code. */
  list(profileId: string): BalanceRecord[] {
    const held = this.balances.get(profileId);
    if (!held) return [];
    return [...held.keys()].sort().map((asset) => this.record(profileId, asset));
  }

  /** One balance as the API answers it (available = trading: the mock holds nothing back). */
  record(profileId: string, asset: string): BalanceRecord {
    const amount = this.available(profileId, asset);
    return { asset, available: amount, trading: amount };
  }

  /** Whether every debit of `movements` is covered (movements of one profile and asset are summed). */
  covers(movements: readonly Movement[]): boolean {
    return this.shortfall(movements) === undefined;
  }

  /**
   * Applies all movements or none. A debit beyond the balance is refused, naming the field the caller
   * sent the amount in (`rule: insufficientFunds`): with 403, Paxos's Insufficient Funds problem (its
   * type URI; `meta` `profile_id`, `asset`, `available`, `needed`), what every funded create answers;
   * with the default 409, a plain conflict (a settlement that cannot settle yet is not a request's
   * shortfall).
   */
  apply(movements: readonly Movement[], field = "amount", status = 409): void {
    const short = this.shortfall(movements);
    if (short) {
      const available = this.format(short.asset, short.has);
      const needed = this.format(short.asset, short.needs);
      const detail = `insufficient ${short.asset} funds in profile ${short.profileId}: ${needed} needed, ${available} available`;
      const meta = { profile_id: short.profileId, asset: short.asset, available, needed };
      if (status === 403) throw paxosProblem("insufficient-funds", detail, meta, { rule: "insufficientFunds", field });
      throw new ProblemError(status, detail, { rule: "insufficientFunds", field, ...meta });
    }
    for (const m of movements) {
      const delta = new Decimal(m.delta);
      this.scales.set(m.asset, Math.max(this.scales.get(m.asset) ?? minScale(m.asset), delta.decimalPlaces()));
      const held = this.balances.get(m.profileId) ?? new Map<string, Decimal>();
      this.balances.set(m.profileId, held);
      held.set(m.asset, (held.get(m.asset) ?? new Decimal(0)).plus(delta));
    }
  }

  private shortfall(movements: readonly Movement[]): { profileId: string; asset: string; has: Decimal; needs: Decimal } | undefined {
    const net = new Map<string, Decimal>();
    for (const m of movements) {
      const key = `${m.profileId}\u0000${m.asset}`;
      net.set(key, (net.get(key) ?? new Decimal(0)).plus(new Decimal(m.delta)));
    }
    for (const [key, delta] of net) {
      if (!delta.isNegative()) continue;
      const [profileId, asset] = key.split("\u0000") as [string, string];
      const has = this.balances.get(profileId)?.get(asset) ?? new Decimal(0);
      if (has.plus(delta).isNegative()) return { profileId, asset, has, needs: delta.negated() };
    }
    return undefined;
  }

  private format(asset: string, value: Decimal): string {
    return value.toFixed(this.scales.get(asset) ?? minScale(asset));
  }
}
