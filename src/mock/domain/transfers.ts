/**
 * Transfers the mock's stateful workflows record (fiat deposits and withdrawals, sandbox crypto
 * deposits): each one moves a balance in the ledger and appears in `GET /transfer/transfers`.
 */
import { ProblemError } from "../protocol/problem";
import { refIdTaken } from "../protocol/paxos-problems";

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
  /** Why a transfer is held or refused (a crypto deposit waiting for travel-rule details; see crypto-deposits.ts). */
  secondary_status?: { name: string; detail: string };
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

/**
 * The answer to a create whose ref_id was already used for a transfer: 409 (the contract's duplicate-key
 * answer), with the transfer it made first in `meta.existing`, so a caller that lost the first answer
 * can pick it up from there.
 */
export function reusedTransferRef(refId: string, existing: TransferRecord): ProblemError {
  return refIdTaken("transfer", refId, existing);
}
