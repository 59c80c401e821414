/**
 * Serialised list pages kept between requests, keyed by the query that asked
 * for them. A page depends only on the query and on the rows of its table, so
 * an entry stays good until the table changes: every entry belongs to one
 * version of the table, and a request made at another version empties the
 * cache. Bounded by the characters it holds; the least recently used page goes
 * first.
 */
export class PageCache {
  readonly #maxChars: number;
  readonly #pages = new Map<string, string>();
  #chars = 0;
  #version: number | undefined;

  /** `maxChars`: the most page text kept (default 32 Mi characters, about 64 pages of 1000 deposit addresses). */
  constructor(maxChars = 32 * 1024 * 1024) {
    this.#maxChars = maxChars;
  }

  /** The page kept for `key` while the table is at `version`, if any. */
  get(key: string, version: number): string | undefined {
    if (version !== this.#version) {
      this.clear();
      this.#version = version;
      return undefined;
    }
    const page = this.#pages.get(key);
    if (page !== undefined) {
      // Most recently used last: eviction takes the first entry.
      this.#pages.delete(key);
      this.#pages.set(key, page);
    }
    return page;
  }

  /** Keeps `page` for `key` at table `version` (ignored when the table has changed since `get`). */
  set(key: string, version: number, page: string): void {
    if (version !== this.#version || page.length > this.#maxChars) return;
    const previous = this.#pages.get(key);
    if (previous !== undefined) this.#chars -= previous.length;
    this.#pages.set(key, page);
    this.#chars += page.length;
    for (const [oldest, text] of this.#pages) {
      if (this.#chars <= this.#maxChars) break;
      this.#pages.delete(oldest);
      this.#chars -= text.length;
    }
  }

  /** Forgets every page. */
  clear(): void {
    this.#pages.clear();
    this.#chars = 0;
  }

  /** How many pages are kept. */
  get size(): number {
    return this.#pages.size;
  }
}
