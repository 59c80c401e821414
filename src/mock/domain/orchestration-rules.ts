/**
 * Orchestration rules: standing instructions to convert what arrives at a source (crypto deposits on a
 * network, or fiat deposits) and deliver it to a destination. The mock records the rule and generates its
 * source (a deposit address or fiat deposit instructions of the rule's profile, so deposits to it credit
 * that profile); it does not run the orchestrations a deposit would start.
 */

/** An orchestration rule as the API answers it (inside `{ rule: … }`). */
export interface OrchestrationRuleRecord {
  id: string;
  ref_id?: string;
  nickname?: string;
  profile_id: string;
  identity_id?: string;
  account_id?: string;
  /** ACTIVE on creation; DELETED once deleted. */
  status: string;
  source_asset: string;
  destination_asset: string;
  source: Record<string, unknown>;
  destination?: Record<string, unknown>;
  created_at: string;
}
