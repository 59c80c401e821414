/**
 * One side of a live order book: its levels best first, ordered by decimal value (bids descending,
 * asks ascending), each the exact strings received. The array handed to a consumer is never changed
 * afterwards: the next change copies it first (copy on write), so a book once yielded stays as it was.
 */
import type { BookLevel } from "../generated/openapi";
import { canonical, compareCanonical, isDecimal, isZero } from "./decimal-order";

/** The canonical form of a level's price, after checking both of its decimal strings. */
function keyOf(price: string, amount: string): string {
  if (!isDecimal(price)) throw new Error(`${JSON.stringify(price)} is not a decimal string`);
  if (!isDecimal(amount)) throw new Error(`${JSON.stringify(amount)} is not a decimal string`);
  return canonical(price);
}

export class BookSide {
  /** The levels, best first. */
  #levels: BookLevel[] = [];
  /** The canonical price of each level, same order (what the binary search compares). */
  #keys: string[] = [];
  /** True once `#levels` has been handed out: the next change works on a copy. */
  #shared = false;
  /** +1 for asks (ascending), -1 for bids (descending). */
  readonly #direction: number;

  constructor(ascending: boolean) {
    this.#direction = ascending ? 1 : -1;
  }

  /** The levels for a consumer (not to be changed by anyone afterwards). */
  view(): readonly BookLevel[] {
    this.#shared = true;
    return this.#levels;
  }

  /** Replaces every level with a snapshot's (ordered here by value, whatever order they came in). */
  replace(levels: readonly BookLevel[]): void {
    const d = this.#direction;
    const entries = levels.map((level) => ({ key: keyOf(level.price, level.amount), level })).sort((a, b) => d * compareCanonical(a.key, b.key));
    this.#levels = [];
    this.#keys = [];
    this.#shared = false;
    for (const { key, level } of entries) {
      if (isZero(level.amount)) continue;
      // The same price twice (by value): the later one is the level's amount.
      if (this.#keys.at(-1) === key) this.#levels[this.#levels.length - 1] = level;
      else {
        this.#levels.push(level);
        this.#keys.push(key);
      }
    }
  }

  /** Sets the amount at `price` (a zero amount removes the level). */
  set(price: string, amount: string): void {
    const key = keyOf(price, amount);
    const keys = this.#keys;
    const d = this.#direction;
    // Binary search for the first level not better than `price`.
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (d * compareCanonical(keys[mid]!, key) < 0) lo = mid + 1;
      else hi = mid;
    }
    const found = keys[lo] === key;
    const remove = isZero(amount);
    if (!found && remove) return;
    if (this.#shared) {
      this.#levels = this.#levels.slice();
      this.#shared = false;
    }
    if (remove) {
      this.#levels.splice(lo, 1);
      keys.splice(lo, 1);
    } else if (found) {
      this.#levels[lo] = { price, amount };
    } else {
      this.#levels.splice(lo, 0, { price, amount });
      keys.splice(lo, 0, key);
    }
  }
}
