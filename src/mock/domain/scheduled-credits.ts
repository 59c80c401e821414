/**
 * Credits due at a later mock-clock time: the second half of a two-step movement whose debit happened
 * when it was created (an orchestration delivering, a quote execution settling). The store applies every
 * due one, in due order, on each clock change and before each request; its `complete` then updates the
 * record (status, time stamps) and records its event at the due time. A credit cannot fail, so nothing
 * here needs undoing.
 */
import type { Ledger, Movement } from "./ledger";
import { formatNanos } from "./timestamps";

/** One credit waiting for its time. */
export interface ScheduledCredit {
  /** Mock-clock time it is due, in nanoseconds since the epoch. */
  dueNanos: bigint;
  /** Credits only (positive deltas); may be empty when nothing lands in a balance (funds leaving the platform). */
  movements: Movement[];
  /** Updates the record once the movements are applied; `at` is the due time, canonical. */
  complete(at: string): void;
}

/** The queue of scheduled credits, applied in due order. */
export class ScheduledCredits {
  private queue: ScheduledCredit[] = [];

  /** Schedules a credit. */
  add(credit: ScheduledCredit): void {
    this.queue.push(credit);
  }

  /** Takes a credit out of the queue before it is due (it will not be applied); whether it was waiting. */
  remove(credit: ScheduledCredit): boolean {
    const before = this.queue.length;
    this.queue = this.queue.filter((c) => c !== credit);
    return this.queue.length < before;
  }

  /** How many credits are still waiting. */
  get size(): number {
    return this.queue.length;
  }

  /** Applies every credit due at or before `nowNanos`, oldest due first. */
  applyDue(nowNanos: bigint, ledger: Ledger): void {
    if (this.queue.length === 0) return;
    const due = this.queue.filter((c) => c.dueNanos <= nowNanos).sort((a, b) => (a.dueNanos < b.dueNanos ? -1 : a.dueNanos > b.dueNanos ? 1 : 0));
    if (due.length === 0) return;
    this.queue = this.queue.filter((c) => c.dueNanos > nowNanos);
    for (const credit of due) {
      ledger.apply(credit.movements);
      credit.complete(formatNanos(credit.dueNanos));
    }
  }
}
