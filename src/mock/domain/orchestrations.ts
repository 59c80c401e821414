/**
 * Orchestrations created directly (`POST /orchestration/orchestrations`): funds held in a profile leave it
 * at once (the source transfer, COMPLETED) and are delivered, converted at the ticker's prices when the
 * assets differ (`pricing.ts`), {@link ORCHESTRATION_DELIVERY_SECONDS} later on the mock clock: to another
 * profile's balance, or out of the platform to a bank account or a crypto destination address. Until then
 * the orchestration is PROCESSING with its destination transfer PENDING; then COMPLETED. The service does
 * not publish how long delivery takes, so a test moves the clock to see it.
 */

/** One transfer of an orchestration. */
export interface OrchestrationTransferRecord {
  transfer_id?: string;
  /** PENDING, PROCESSING, COMPLETED or FAILED. */
  status: string;
}

/** An orchestration as the API answers it. */
export interface OrchestrationRecord {
  id: string;
  profile_id: string;
  customer_id: string;
  identity_id?: string;
  account_id?: string;
  ref_id?: string;
  source_asset: string;
  destination_asset: string;
  source_amount: string;
  source_transfer: OrchestrationTransferRecord;
  destination_transfer: OrchestrationTransferRecord;
  /** PROCESSING, then COMPLETED. */
  status: string;
  source: Record<string, unknown>;
  destination: Record<string, unknown>;
  /** Empty for one created directly. */
  orchestration_rule_id: string;
  metadata?: Record<string, string>;
  created_at: string;
  updated_at: string;
}

/** Seconds of mock-clock time between an orchestration's creation and its delivery. */
export const ORCHESTRATION_DELIVERY_SECONDS = 60;
