/**
 * Between a feed's socket and its consumer's `for await`: values wait here until the consumer asks.
 * Two ways: `push` queues each value (executions: every one counts), bounded; `mark` only notes that a
 * key's value changed, and the consumer gets the value as it is when it asks (books: a slow consumer
 * gets the latest, never a backlog).
 */
import { FeedOverflowError } from "./errors";

/** What `next()` gives once the feed has ended. */
export const ENDED: unique symbol = Symbol();

export class Outlet<T> {
  #queue: T[] = [];
  /** Keys whose value changed since the consumer last saw it, oldest change first. */
  readonly #dirty = new Set<string>();
  readonly #read: (key: string) => T;
  readonly #limit: number;
  #wake?: () => void;
  #ended = false;
  #error: unknown;

  /** `read`: the current value of a marked key; `limit`: how many pushed values may wait. */
  constructor(read: (key: string) => T = () => undefined as T, limit = Infinity) {
    this.#read = read;
    this.#limit = limit;
  }

  /** Queues a value (ends the feed with a `FeedOverflowError` past the limit). */
  push(value: T): void {
    if (this.#queue.length < this.#limit) this.#queue.push(value);
    else this.fail(new FeedOverflowError(`the loop fell ${this.#limit} values behind the feed (raise maxBuffered)`));
    this.#wake?.();
  }

  /** Notes that `key`'s value changed (a key keeps its place until the consumer takes it). */
  mark(key: string): void {
    this.#dirty.add(key);
    this.#wake?.();
  }

  /** Ends the feed: the consumer gets what is already queued, then `ENDED`. */
  end(): void {
    this.#ended = true;
    this.#wake?.();
  }

  /** Ends the feed with an error, thrown to the consumer at once. */
  fail(error: unknown): void {
    this.#error ??= error;
    this.end();
  }

  /**
   * The next value, or a promise of it when none is waiting; `ENDED` once the feed ended and nothing
   * is left. (Not an async function: a value already there costs no promise; `await` takes either.)
   */
  next(): T | typeof ENDED | Promise<T | typeof ENDED> {
    if (this.#error) throw this.#error;
    // shift() is amortised O(1) in the engines for a queue this short-lived.
    if (this.#queue.length > 0) return this.#queue.shift()!;
    for (const key of this.#dirty) {
      this.#dirty.delete(key);
      return this.#read(key);
    }
    if (this.#ended) return ENDED;
    return new Promise<void>((resolve) => (this.#wake = resolve)).then(() => this.next());
  }
}
