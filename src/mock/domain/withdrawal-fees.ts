/**
 * Guaranteed crypto withdrawal fees (`POST /transfer/fees/crypto-withdrawal`): a fee in the withdrawn
 * asset from a fixed schedule, held for {@link FEE_LIFETIME_SECONDS} of the mock clock. A crypto
 * withdrawal that names the quote (`fee_id`) pays that fee on top of its amount; one without a quote
 * pays none (the mock's other withdrawals charge no fee).
 */
import { isUsdLike } from "./pricing";

/** A fee quote as the API answers it. */
export interface CryptoWithdrawalFeeRecord {
  id: string;
  fee: string;
  asset: string;
  amount: string;
  total: string;
  destination_address: string;
  crypto_network: string;
  expires_at: string;
}

/** How long a quoted fee is guaranteed. */
export const FEE_LIFETIME_SECONDS = 300;

/** Fees per asset in that asset (a USD stablecoin's depends on the network: Ethereum's gas costs more). */
export const WITHDRAWAL_FEES: Readonly<Record<string, string>> = { BTC: "0.00005", ETH: "0.0015", PAXG: "0.0005" };
/** A USD stablecoin's fee on Ethereum, and on any other network. */
export const STABLECOIN_FEES = { ETHEREUM: "1.50", other: "0.05" } as const;
/** The fee of any other asset. */
export const DEFAULT_WITHDRAWAL_FEE = "0.0001";

/** The fee of withdrawing `asset` on `network`, as the schedule writes it. */
export function withdrawalFee(asset: string, network: string): string {
  if (isUsdLike(asset)) return network === "ETHEREUM" ? STABLECOIN_FEES.ETHEREUM : STABLECOIN_FEES.other;
  return WITHDRAWAL_FEES[asset] ?? DEFAULT_WITHDRAWAL_FEE;
}
