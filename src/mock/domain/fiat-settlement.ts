/**
 * Fiat deposits and withdrawals settle later, as at Paxos (a sandbox wire takes about a minute): each is
 * recorded PENDING (announced `transfer.<rail>_deposit.pending` / `_withdrawal.pending`) and settles
 * `store.fiatSettlementSeconds` later on the mock clock, COMPLETED or FAILED (announced as such), the
 * balance moving then: a deposit credits the profile when it completes; a withdrawal's amount is taken when
 * it is made (so it cannot be spent twice) and given back if it fails. With 0 seconds (the default, which
 * keeps the mock's answers immediate) it settles before the request that made it answers, still announced
 * pending then completed.
 */
import type { Movement } from "./ledger";
import type { MockState } from "./store";
import { canonicalToNanos } from "./timestamps";
import type { TransferRecord } from "./transfers";

/** A fiat transfer to record, as `store.addTransfer` takes it, without its status. */
export type FiatTransferFields = Omit<Parameters<MockState["addTransfer"]>[0], "status">;

/** How a fiat transfer settles. */
export interface FiatSettlement {
  /** The rail announced where the transfer's type does not name it (e.g. "ACT" for DBS Act). */
  rail?: string;
  /** Balance changes made when it completes (a deposit's credit). */
  onComplete?: Movement[];
  /** Balance changes made when it fails (a withdrawal's refund). */
  onFail?: Movement[];
  /** Whether it fails, decided when it settles (e.g. the destination account was deleted meanwhile); absent: it completes. */
  fails?: () => boolean;
  /** Called once it has settled, with the transfer in its final status. */
  settled?: (transfer: TransferRecord) => void;
}

/** Records `fields` as a PENDING fiat transfer and settles it as `settlement` says (see the module comment). */
export function startFiatTransfer(store: MockState, fields: FiatTransferFields, settlement: FiatSettlement): TransferRecord {
  const transfer = store.addTransfer({ ...fields, status: "PENDING" }, settlement.rail);
  const settle = (at: string) => {
    const failed = settlement.fails?.() === true;
    store.ledger.apply((failed ? settlement.onFail : settlement.onComplete) ?? []);
    transfer.status = failed ? "FAILED" : "COMPLETED";
    transfer.updated_at = at;
    store.transferStatusChanged(transfer, at);
    settlement.settled?.(transfer);
  };
  if (store.fiatSettlementSeconds <= 0) {
    settle(store.stamp());
  } else {
    store.scheduledCredits.add({
      dueNanos: canonicalToNanos(transfer.created_at) + BigInt(Math.round(store.fiatSettlementSeconds * 1000)) * 1_000_000n,
      movements: [],
      complete: settle,
    });
  }
  return transfer;
}
