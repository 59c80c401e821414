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
import type { ScheduledCredit } from "./scheduled-credits";
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

/** A fiat transfer waiting to settle: its place in the store's queue, and how to settle it early. */
interface PendingFiatTransfer {
  credit: ScheduledCredit;
  settle(at: string, outcome?: FiatOutcome): void;
}

/** How a fiat transfer ends. */
export type FiatOutcome = "COMPLETED" | "FAILED";

/** The fiat transfers still PENDING, per store (kept beside it: the store's tables need not know them). */
const PENDING = new WeakMap<MockState, Map<string, PendingFiatTransfer>>();

function pendingOf(store: MockState): Map<string, PendingFiatTransfer> {
  let pending = PENDING.get(store);
  if (!pending) PENDING.set(store, (pending = new Map()));
  return pending;
}

/** Records `fields` as a PENDING fiat transfer and settles it as `settlement` says (see the module comment). */
export function startFiatTransfer(store: MockState, fields: FiatTransferFields, settlement: FiatSettlement): TransferRecord {
  const transfer = store.addTransfer({ ...fields, status: "PENDING" }, settlement.rail);
  const settle = (at: string, outcome?: FiatOutcome) => {
    pendingOf(store).delete(transfer.id);
    const failed = outcome === undefined ? settlement.fails?.() === true : outcome === "FAILED";
    store.ledger.apply((failed ? settlement.onFail : settlement.onComplete) ?? []);
    transfer.status = failed ? "FAILED" : "COMPLETED";
    transfer.updated_at = at;
    store.transferStatusChanged(transfer, at);
    settlement.settled?.(transfer);
  };
  if (store.fiatSettlementSeconds <= 0) {
    settle(store.stamp());
  } else {
    const credit: ScheduledCredit = {
      dueNanos: canonicalToNanos(transfer.created_at) + BigInt(Math.round(store.fiatSettlementSeconds * 1000)) * 1_000_000n,
      movements: [],
      complete: (at) => settle(at),
    };
    store.scheduledCredits.add(credit);
    pendingOf(store).set(transfer.id, { credit, settle });
  }
  return transfer;
}

/**
 * Settles a PENDING fiat transfer now, as `outcome` says, instead of when its time comes: what the
 * control API's "complete" and "fail" do (a sandbox cannot make a wire fail; a test of a receiver needs
 * the `.failed` event). A failed deposit credits nothing; a failed withdrawal gives its amount back.
 * Answers the transfer, or undefined when no fiat transfer with this id is pending.
 */
export function settleFiatTransferNow(store: MockState, transferId: string, outcome: FiatOutcome): TransferRecord | undefined {
  const pending = pendingOf(store).get(transferId);
  if (!pending) return undefined;
  store.scheduledCredits.remove(pending.credit);
  pending.settle(store.stamp(), outcome);
  return store.transfers.get(transferId);
}
