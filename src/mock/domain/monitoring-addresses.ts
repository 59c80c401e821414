/**
 * Addresses registered for rewards tracking (`/rewards/monitor/address`): one record per network and
 * address, renamable, on the networks the service names as supported.
 */

/** A monitoring address as the API answers it (inside `{ address: … }` for a single one). */
export interface MonitoringAddressRecord {
  id: string;
  address: string;
  crypto_network: string;
  name?: string;
  created_at: string;
}

/** The networks the service supports for monitoring (the public document names these four). */
export const MONITORING_NETWORKS: readonly string[] = ["ETHEREUM", "SOLANA", "INK", "XLAYER"];
