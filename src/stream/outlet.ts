/**
 * Between a feed's socket and its consumer's `for await`: values wait here until the consumer asks.
 * Two ways: `push` queues each value (executions: every one counts), bounded; `mark` only notes that a
 * key's value changed, and the consumer gets the value as it is when it asks (books: a slow consumer
 * gets the latest, never a backlog).
 */
import { FeedOverflowError } from "./errors";

/** What `next()` gives once the feed has ended. */
export const ENDED: unique symbol = Symbol("ended");

export class Outlet<T> {
  #queue: T[] = [];
  #head = 0;
  /** Keys whose value changed since the consumer last saw it, oldest change first. */
  readonly #dirty = new Set<string>();
  readonly #read: (key: string) => T;
  readonly #limit: number;
  #wake: (() => void) | undefined;
  #ended = false;
  #error: unknown;

  /** `read`: the current value of a marked key; `limit`: how many pushed values may wait. */
  constructor(read: (key: string) => T = () => undefined as T, limit = Infinity) {
    this.#read = read;
    this.#limit = limit;
  }

  /** Queues a value (refuses the feed with a `FeedOverflowError` past the limit). */
  push(value: T): void {
    if (this.#ended) return;
    if (this.#queue.length - this.#head >= this.#limit) {
      this.fail(new FeedOverflowError(`the consumer fell ${this.#limit} values behind the feed (raise maxBuffered, or consume faster)`));
      return;
    }
    this.#queue.push(value);
    this.#notify();
  }

  /** Notes that `key`'s value changed. */
  mark(key: string): void {
    if (this.#ended) return;
    // Re-adding keeps the key's place: the consumer sees markets in the order they first changed.
    this.#dirty.add(key);
    this.#notify();
  }

  /** Ends the feed: the consumer gets what is already queued, then `ENDED`. */
  end(): void {
    this.#ended = true;
    this.#notify();
  }

  /** Ends the feed with an error, thrown to the consumer at once. */
  fail(error: unknown): void {
    if (this.#ended) return;
    this.#error = error;
    this.#ended = true;
    this.#queue = [];
    this.#head = 0;
    this.#dirty.clear();
    this.#notify();
  }

  /** The next value, waiting for one; `ENDED` once the feed ended and nothing is left. */
  async next(): Promise<T | typeof ENDED> {
    for (;;) {
      if (this.#error !== undefined) throw this.#error;
      if (this.#head < this.#queue.length) {
        const value = this.#queue[this.#head]!;
        this.#queue[this.#head++] = undefined as T;
        // Compact now and then, so a long-running queue does not keep its consumed slots.
        if (this.#head > 1024 && this.#head * 2 > this.#queue.length) {
          this.#queue = this.#queue.slice(this.#head);
          this.#head = 0;
        }
        return value;
      }
      for (const key of this.#dirty) {
        this.#dirty.delete(key);
        return this.#read(key);
      }
      if (this.#ended) return ENDED;
      await new Promise<void>((resolve) => (this.#wake = resolve));
    }
  }

  #notify(): void {
    const wake = this.#wake;
    this.#wake = undefined;
    wake?.();
  }
}
