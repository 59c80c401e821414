/**
 * The sandbox's KYC refresh of an identity: started (by `sandboxStartKycRefresh` for an eligible
 * identity, or forced with a window of 1 to 90 days), then completed by an identity update that carries
 * `last_kyc_refresh_date`, or expired when its window passes first. Each step records the event Paxos's
 * webhook document gives it (`identity.kyc_refresh.started` / `.completed` / `.expired`, through
 * `store.kycRefresh`); a reset drops the refresh without one.
 */

/** Days a refresh started without a window stays open (the guide's "typically 30 days"). */
export const DEFAULT_REFRESH_WINDOW_DAYS = 30;

/** A refresh under way. */
export interface KycRefreshRecord {
  identity_id: string;
  started_at: string;
  /** When it expires unless completed first (canonical timestamp). */
  due_at: string;
}
