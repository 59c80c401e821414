/**
 * Notices a walk whose service hands out a cursor it already handed out (which would loop forever), in
 * constant memory: the most recent cursors are remembered exactly, and a longer cycle is caught by
 * Brent's method (one checkpoint cursor, moved at doubling intervals), within a bounded number of pages.
 */

/** How many recent cursors are remembered exactly. */
const RECENT = 10_000;

/** The cursors one walk has followed. */
export class CursorGuard {
  readonly #recent = new Set<string>();
  /** The same cursors in the order they came (a ring), so the oldest is forgotten in O(1). */
  readonly #order: string[] = [];
  #oldest = 0;
  #checkpoint: string | undefined;
  #steps = 0;
  #interval = 1;

  /** Whether `cursor` was followed already (exactly, or as the checkpoint of a longer cycle). */
  has(cursor: string): boolean {
    return this.#recent.has(cursor) || cursor === this.#checkpoint;
  }

  /** Records a cursor about to be followed. */
  add(cursor: string): void {
    this.#recent.add(cursor);
    // Not `values().next()` on the Set: after many deletions it walks past every removed slot.
    if (this.#order.length < RECENT) this.#order.push(cursor);
    else {
      this.#recent.delete(this.#order[this.#oldest]!);
      this.#order[this.#oldest] = cursor;
      this.#oldest = (this.#oldest + 1) % RECENT;
    }
    if (++this.#steps >= this.#interval) {
      this.#checkpoint = cursor;
      this.#steps = 0;
      this.#interval *= 2;
    }
  }
}
