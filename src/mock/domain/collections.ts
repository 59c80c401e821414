/**
 * Ordered record collections. Every listable resource is kept sorted ascending by (created_at, id) — the
 * keyset the cursors point into — so a page is a binary search plus a short walk, never a full sort.
 */

/** Read access to rows sorted ascending by (created_at, id); the paginator needs nothing more. */
export interface OrderedRows<T> {
  readonly size: number;
  /** Canonical created_at of row `i`. */
  createdAt(i: number): string;
  /** Id of row `i`. */
  id(i: number): string;
  /** The full record of row `i` (may be built on demand). */
  item(i: number): T;
  /** Optional fast path: row `i` as JSON text, identical to `JSON.stringify(item(i))`. */
  json?(i: number): string;
}

/** Compares two (created_at, id) keys; canonical timestamps order correctly as plain strings. */
export function compareKeys(c1: string, id1: string, c2: string, id2: string): number {
  if (c1 !== c2) return c1 < c2 ? -1 : 1;
  if (id1 !== id2) return id1 < id2 ? -1 : 1;
  return 0;
}

/** First row index whose created_at is >= `c` (`strict`: > `c`). */
export function boundByCreated<T>(rows: OrderedRows<T>, c: string, strict: boolean): number {
  let lo = 0;
  let hi = rows.size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = rows.createdAt(mid);
    if (v < c || (strict && v === c)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First row index whose key is >= (c, id) (`strict`: > (c, id)). */
export function boundByKey<T>(rows: OrderedRows<T>, c: string, id: string, strict: boolean): number {
  let lo = 0;
  let hi = rows.size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const cmp = compareKeys(rows.createdAt(mid), rows.id(mid), c, id);
    if (cmp < 0 || (strict && cmp === 0)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Records sorted by (created_at, id), for small in-memory subsets (e.g. rows picked by an `ids` filter). */
export class ArrayRows<T extends { id: string; created_at: string }> implements OrderedRows<T> {
  protected readonly rows: T[];

  constructor(records: Iterable<T>) {
    this.rows = [...records].sort((a, b) => compareKeys(a.created_at, a.id, b.created_at, b.id));
  }

  get size(): number {
    return this.rows.length;
  }
  createdAt(i: number): string {
    return (this.rows[i] as T).created_at;
  }
  id(i: number): string {
    return (this.rows[i] as T).id;
  }
  item(i: number): T {
    return this.rows[i] as T;
  }
}

/**
 * A mutable, always-sorted collection of materialised records with an id index: payments and identity
 * accounts. Tests insert through it to change the data between two pages.
 */
export class SortedCollection<T extends { id: string; created_at: string }> extends ArrayRows<T> {
  private readonly byId = new Map<string, T>();

  constructor(records: Iterable<T>) {
    super(records);
    for (const record of this.rows) this.byId.set(record.id, record);
  }

  /** The record with this id, if any. */
  get(id: string): T | undefined {
    return this.byId.get(id);
  }

  /** The record at position `index` in ascending (created_at, id) order. */
  at(index: number): T | undefined {
    return this.rows[index];
  }

  /** All records in ascending (created_at, id) order. */
  values(): IterableIterator<T> {
    return this.rows.values();
  }

  /** Adds a record at its sorted position (ids must be unique). */
  add(record: T): T {
    if (this.byId.has(record.id)) throw new Error(`mock store: duplicate id ${record.id}`);
    const at = boundByKey(this, record.created_at, record.id, true);
    this.rows.splice(at, 0, record);
    this.byId.set(record.id, record);
    return record;
  }
}
