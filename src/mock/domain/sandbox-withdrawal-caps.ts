/**
 * Paxos's sandbox caps each crypto withdrawal, per transaction, to save its limited test coins (the
 * sandbox guide's "Sandbox Withdrawal Limits"). Amounts are decimal strings, compared exactly.
 * An asset the guide does not list has no cap.
 */
import { Decimal } from "../../decimal";

/** The most one sandbox crypto withdrawal may send, by asset (the guide's table). */
export const SANDBOX_WITHDRAWAL_CAPS: Readonly<Record<string, string>> = {
  BTC: "0.002",
  ETH: "0.05",
  BCH: "0.05",
  LTC: "0.05",
  SOL: "0.5",
  AAVE: "10",
  MATIC: "10",
  LINK: "10",
  UNI: "10",
  PAXG: "1000000",
  USDP: "1000000",
  PYUSD: "1000000",
  BUSD: "1000000",
  USDC: "1000000",
  USDG: "1000000",
};

/** The cap `amount` of `asset` exceeds, or undefined when it is within it (or the asset has none). */
export function exceededSandboxCap(asset: string, amount: string): string | undefined {
  const cap = SANDBOX_WITHDRAWAL_CAPS[asset];
  return cap !== undefined && new Decimal(amount).gt(cap) ? cap : undefined;
}
