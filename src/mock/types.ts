/**
 * Record shapes the mock stores and serves (spec section 2). Defined here rather than imported from
 * src/generated so that the mock stays an independent implementation of the contract.
 */

/** Spec 2.1. */
export interface MailingAddress {
  country?: string;
  address1?: string;
  address2?: string;
  city?: string;
  province?: string;
  zip_code?: string;
}

/** Spec 2.2 (routing details of a bank). */
export interface RoutingDetails {
  routing_number_type?: string;
  routing_number?: string;
  bank_name?: string;
  bank_address?: MailingAddress;
}

/**
 * Spec 2.2, plus what the public document adds: an intermediary bank on the wire (under either spelling
 * it uses) and the networks other than wire.
 */
export interface FiatNetworkInstructions {
  wire?: {
    account_number?: string;
    fiat_account_owner_address?: MailingAddress;
    routing_details?: RoutingDetails;
    intermediary_routing_details?: RoutingDetails;
    intermediary_bank_name?: string;
    intermediary_bank_address?: MailingAddress;
  };
  cbit?: { wallet_address?: string };
  dbs_act?: { account_number?: string };
  cubix?: { account_id?: string };
  scb?: { account_number?: string };
  status?: string;
  metadata?: Record<string, unknown>;
}

/** Spec 2.3. */
export interface FiatAccountOwner {
  person_details?: { first_name?: string; last_name?: string };
  institution_details?: { name?: string };
}

/** Spec 2.4. */
export interface FiatAccount {
  id: string;
  fiat_network_instructions: FiatNetworkInstructions;
  status: string;
  created_at: string;
  ref_id?: string;
  identity_id?: string;
  account_id?: string;
  fiat_account_owner?: FiatAccountOwner;
  metadata?: Record<string, string>;
  updated_at?: string;
}

/** Spec 2.5 (leg). */
export interface SettlementLeg {
  id: string;
  direction: string;
  asset: string;
  amount: string;
}

/** Settlement statuses of spec 3. */
export type SettlementStatus = "PENDING" | "SETTLED" | "EXPIRED" | "CANCELLED" | "AFFIRMED";

/** Spec 2.5. */
export interface SettlementTransaction {
  id: string;
  ref_id: string;
  settlement_window_start: string;
  settlement_window_end: string;
  source_profile_id: string;
  target_profile_id: string;
  legs: SettlementLeg[];
  status: SettlementStatus;
  created_at: string;
  updated_at: string;
}

/** Spec 2.6. `processed_at` is absent while a payment is pending. */
export interface Payment {
  id: string;
  customer_id: string;
  profile_id: string;
  account_id: string;
  ref_id: string;
  product: string;
  payment_type: string;
  payment_destination: string;
  payment_asset: string;
  payment_amount: string;
  payment_status: string;
  created_at: string;
  processed_at?: string;
}

/** Spec 2.7 (member). */
export interface IdentityAccountMember {
  identity_id: string;
  type: string;
  roles: string[];
  id: string;
}

/** Spec 2.7. */
export interface IdentityAccount {
  id: string;
  identity_id: string;
  description: string;
  admin_disabled: boolean;
  user_disabled: boolean;
  metadata: Record<string, string>;
  ref_id: string;
  members: IdentityAccountMember[];
  created_at: string;
  updated_at: string;
  summary_status: string;
  profile_id: string;
  type: string;
}

/**
 * Spec 2.8, plus `account_id` (the spec filters by `account_ids` without listing the field; the mock serves
 * it so the filter is observable — clients must tolerate extra fields anyway).
 */
export interface DepositAddress {
  id: string;
  profile_id: string;
  customer_id: string;
  identity_id: string;
  account_id: string;
  ref_id: string;
  crypto_network: string;
  address: string;
  conversion_target_asset: string;
  compatible_crypto_networks: string[];
  metadata: Record<string, string>;
  created_at: string;
}

/** Spec 2.9 (public key). */
export interface ClientPublicKey {
  algorithm: string;
  public_key: string;
  nickname: string;
  id: string;
  client_id: string;
  active: boolean;
}

/** Spec 2.9. */
export interface ApiCredentials {
  id: string;
  customer_id: string;
  client_id: string;
  client_public_keys: ClientPublicKey[];
  status: string;
  created_at: string;
  updated_at: string;
  nickname: string;
  ip_allowlist: string[];
  enforce_request_signing: boolean;
  client_scopes: string[];
  created_by: string;
}

/** Spec 2.10 (price level). */
export interface PriceLevel {
  price: string;
  amount: string;
}

/** Spec 2.10 (statistics), with the volume-weighted average price under the public document's name. */
export interface TickerStatistics {
  high: string;
  low: string;
  open: string;
  volume: string;
  volume_weighted_average_price: string;
  start_time: string;
  end_time: string;
}

/** Spec 2.10. */
export interface Ticker {
  market: string;
  best_bid: PriceLevel;
  best_ask: PriceLevel;
  last_execution: PriceLevel;
  last_day: TickerStatistics;
  today: TickerStatistics;
  snapshot_at: string;
}

/** A sandbox deposit the mock credited (spec 4.1), kept so tests can count and inspect them. */
export interface SandboxDeposit {
  id: string;
  memo_id: string;
  amount: string;
  asset: string;
  fiat_network_instructions?: unknown;
  fiat_account_owner?: unknown;
  created_at: string;
}
