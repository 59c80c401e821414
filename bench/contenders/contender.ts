/** What every client under test offers the figures: the same three jobs, done its own way. */

/** A client under test. */
export interface Contender {
  /** Short name for the table: "sdk", "raw", "diy" … */
  readonly name: string;
  /** One all-markets ticker call; resolves with the number of markets. */
  ticker(): Promise<number>;
  /** The first page of deposit addresses at `limit`; resolves with its item count. */
  page(limit: number): Promise<number>;
  /**
   * Walks every deposit address at `limit` per page, touching each item; `perPage`
   * (the consumer's own async work) is awaited after each page. Resolves with the item count.
   */
  walk(limit: number, perPage?: () => Promise<void>): Promise<number>;
}

/** Per-item work of every walk: read a field, so no contender can skip materialising an item. */
export function touch(item: { id: string }): number {
  return item.id.length;
}
