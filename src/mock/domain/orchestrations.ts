/**
 * Orchestrations created directly (`POST /orchestration/orchestrations`): funds held in a profile leave it
 * at once (the source transfer, COMPLETED) and are delivered, converted at the ticker's prices when the
 * assets differ (`pricing.ts`), {@link ORCHESTRATION_DELIVERY_SECONDS} later on the mock clock: to another
 * profile's balance, or out of the platform to a bank account or a crypto destination address. Until then
 * the orchestration is PROCESSING with its destination transfer PENDING; then COMPLETED. The service does
 * not publish how long delivery takes, so a test moves the clock to see it.
 */
import type { Filled, Schemas } from "./records";

/** One transfer of an orchestration (the contract's `OrchestrationTransfer`), its status always set. */
export type OrchestrationTransferRecord = Filled<Schemas["OrchestrationTransfer"], "status">;

/**
 * An orchestration as the API answers it (the contract's `Orchestration`), with the fields the mock always
 * fills present; its endpoints are kept as the request gave them.
 */
export type OrchestrationRecord = Omit<
  Filled<
    Schemas["Orchestration"],
    | "id"
    | "profile_id"
    | "customer_id"
    | "source_asset"
    | "destination_asset"
    | "source_amount"
    | "status"
    | "orchestration_rule_id"
    | "created_at"
    | "updated_at"
  >,
  "source_transfer" | "destination_transfer" | "source" | "destination"
> & {
  source_transfer: OrchestrationTransferRecord;
  destination_transfer: OrchestrationTransferRecord;
  source: Record<string, unknown>;
  destination: Record<string, unknown>;
};

/** Seconds of mock-clock time between an orchestration's creation and its delivery. */
export const ORCHESTRATION_DELIVERY_SECONDS = 60;
