/**
 * Keyset pagination over rows sorted by (created_at, id). created_at filters and the cursor both become
 * index bounds found by binary search; only the remaining predicate filters walk rows, and only as far as
 * the page (plus one look-ahead match) needs.
 */
import { boundByCreated, boundByKey, type OrderedRows } from "../domain/collections";
import type { CursorPosition, SortOrder } from "./cursor";

/** Canonical-timestamp comparisons on a date-time field (the dotted `created_at.gte` … parameters). */
export interface TimeRange {
  lt?: string;
  lte?: string;
  eq?: string;
  gte?: string;
  gt?: string;
}

/** True when canonical `value` satisfies every comparison of `range`. */
export function inTimeRange(value: string, range: TimeRange): boolean {
  if (range.lt !== undefined && !(value < range.lt)) return false;
  if (range.lte !== undefined && !(value <= range.lte)) return false;
  if (range.eq !== undefined && value !== range.eq) return false;
  if (range.gte !== undefined && !(value >= range.gte)) return false;
  if (range.gt !== undefined && !(value > range.gt)) return false;
  return true;
}

/** One page request. */
export interface PageQuery {
  order: SortOrder;
  limit: number;
  /** Resume strictly after this key (in `order` direction). */
  after?: CursorPosition;
  /** Bounds on created_at (the sort key), applied by binary search. */
  created?: TimeRange;
  /** Any other filter, evaluated per row index. */
  match?: (index: number) => boolean;
}

/** One page: the row indices of its items, the key of its last item, and whether another match follows. */
export interface PageResult {
  indices: number[];
  last?: CursorPosition;
  hasMore: boolean;
}

/** The records of a page. */
export function pageItems<T>(rows: OrderedRows<T>, page: PageResult): T[] {
  return page.indices.map((i) => rows.item(i));
}

/** The records of a page as a JSON array text (using the rows' pre-serialisation when they have one). */
export function pageItemsJson<T>(rows: OrderedRows<T>, page: PageResult): string {
  const parts = page.indices.map((i) => (rows.json ? rows.json(i) : JSON.stringify(rows.item(i))));
  return `[${parts.join(",")}]`;
}

/** Returns one page of `rows`. */
export function paginate<T>(rows: OrderedRows<T>, query: PageQuery): PageResult {
  let start = 0;
  let end = rows.size;
  const c = query.created ?? {};
  if (c.gte !== undefined) start = Math.max(start, boundByCreated(rows, c.gte, false));
  if (c.gt !== undefined) start = Math.max(start, boundByCreated(rows, c.gt, true));
  if (c.eq !== undefined) {
    start = Math.max(start, boundByCreated(rows, c.eq, false));
    end = Math.min(end, boundByCreated(rows, c.eq, true));
  }
  if (c.lte !== undefined) end = Math.min(end, boundByCreated(rows, c.lte, true));
  if (c.lt !== undefined) end = Math.min(end, boundByCreated(rows, c.lt, false));
  if (query.after) {
    if (query.order === "ASC") start = Math.max(start, boundByKey(rows, query.after.createdAt, query.after.id, true));
    else end = Math.min(end, boundByKey(rows, query.after.createdAt, query.after.id, false));
  }

  const indices: number[] = [];
  let lastIndex = -1;
  let hasMore = false;
  const match = query.match;
  const step = query.order === "ASC" ? 1 : -1;
  for (let i = query.order === "ASC" ? start : end - 1; i >= start && i < end; i += step) {
    if (match && !match(i)) continue;
    if (indices.length === query.limit) {
      hasMore = true;
      break;
    }
    indices.push(i);
    lastIndex = i;
  }
  const result: PageResult = { indices, hasMore };
  if (lastIndex >= 0) result.last = { createdAt: rows.createdAt(lastIndex), id: rows.id(lastIndex) };
  return result;
}
