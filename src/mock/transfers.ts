/**
 * Transfers the mock's stateful workflows record (fiat deposits and withdrawals, sandbox crypto
 * deposits): each one moves a balance in the ledger and appears in `GET /transfer/transfers`.
 */

/** A transfer as the API answers it. */
export interface TransferRecord {
  id: string;
  customer_id: string;
  profile_id: string;
  ref_id?: string;
  identity_id?: string;
  account_id?: string;
  group_id?: string;
  crypto_tx_hash?: string;
  amount: string;
  total: string;
  fee: string;
  asset: string;
  balance_asset: string;
  /** CREDIT or DEBIT. */
  direction: string;
  /** e.g. WIRE_DEPOSIT, WIRE_WITHDRAWAL, CRYPTO_DEPOSIT. */
  type: string;
  status: string;
  created_at: string;
  updated_at: string;
  metadata?: Record<string, string>;
  fiat_account_id?: string;
  crypto_network?: string;
  destination_address?: string;
  memo?: string;
}

/** Fiat deposit instructions as the API answers them: the memo id a deposit must carry. */
export interface DepositInstructionsRecord {
  id: string;
  profile_id: string;
  customer_id: string;
  ref_id?: string;
  identity_id?: string;
  account_id?: string;
  status: string;
  memo_id: string;
  fiat_network_instructions: Record<string, unknown>;
  metadata?: Record<string, string>;
  created_at: string;
}
