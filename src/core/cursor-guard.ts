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
    if (this.#recent.size > RECENT) this.#recent.delete(this.#recent.values().next().value as string);
    if (++this.#steps >= this.#interval) {
      this.#checkpoint = cursor;
      this.#steps = 0;
      this.#interval *= 2;
    }
  }
}
