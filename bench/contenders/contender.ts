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
export function touch(item: { id?: string | null }): number {
  // The contract makes every field of an item optional (neither source requires one).
  return item.id?.length ?? 0;
}

/** One page of deposit addresses as the wire has it. */
export interface AddressPage {
  items?: { id?: string | null }[] | null;
  next_page_cursor?: string | null;
}

/**
 * The hand-written walk of the baselines: fetch a page, touch its items, await the
 * consumer's `perPage` work, follow `next_page_cursor` — strictly one page after another.
 */
export async function walkSequentially(
  fetchPage: (cursor: string | undefined) => Promise<AddressPage>,
  perPage?: () => Promise<void>,
): Promise<number> {
  let count = 0;
  let sink = 0;
  let cursor: string | undefined;
  do {
    const page = await fetchPage(cursor);
    for (const item of page.items ?? []) {
      sink += touch(item);
      count++;
    }
    if (perPage) await perPage();
    cursor = page.next_page_cursor || undefined;
  } while (cursor);
  return sink >= 0 ? count : -1;
}
