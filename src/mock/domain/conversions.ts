/**
 * Stablecoin conversions: one-to-one between USD and a Paxos-issued USD stablecoin, within a profile (or
 * to a recipient profile). The source amount leaves the balance when the conversion is created (CREATED);
 * it settles a fixed time later on the mock clock (SETTLED, the target credited), unless it was cancelled
 * first (CANCELLED, the source given back). The service does not publish how long settling takes; the
 * mock's delay is {@link CONVERSION_SETTLEMENT_SECONDS}, so a test moves the clock to see it settle.
 */

/** A stablecoin conversion as the API answers it. */
export interface StablecoinConversionRecord {
  id: string;
  profile_id: string;
  amount: string;
  source_asset: string;
  target_asset: string;
  /** CREATED, SETTLED or CANCELLED. */
  status: string;
  ref_id?: string;
  identity_id?: string;
  account_id?: string;
  metadata?: Record<string, string>;
  recipient_profile_id?: string;
  created_at: string;
  updated_at: string;
  settled_at?: string;
  cancelled_at?: string;
}

/** Seconds of mock-clock time between a conversion's creation and its settlement. */
export const CONVERSION_SETTLEMENT_SECONDS = 60;

/** The Paxos-issued USD stablecoins a conversion can go to or come from (the other side is USD). */
export const USD_STABLECOINS: readonly string[] = ["USDP", "USDG", "PYUSD"];

/** Whether `source` → `target` is a conversion the service makes: USD to a Paxos USD stablecoin or back. */
export function isConvertible(source: string, target: string): boolean {
  return (source === "USD" && USD_STABLECOINS.includes(target)) || (target === "USD" && USD_STABLECOINS.includes(source));
}
