/**
 * One page of an in-memory list of the stateful routes, with the same keyset cursors, `limit`, `order`
 * and `created_at.*` filters as the seeded lists: the cursor is bound to the filters it was issued for.
 */
import { ArrayRows } from "../domain/collections";
import { decodeCursor, encodeCursor, filterFingerprint, type SortOrder } from "./cursor";
import { pageItems, paginate, type TimeRange } from "./paginate";
import { normalizeDateTime } from "../domain/timestamps";

/** The checked query of a list operation. */
export type ListQuery = Record<string, unknown>;

/** The created_at bounds of a checked query. */
function createdRange(query: ListQuery): TimeRange {
  const range: TimeRange = {};
  for (const op of ["lt", "lte", "eq", "gte", "gt"] as const) {
    const value = query[`created_at.${op}`];
    if (typeof value === "string") range[op] = normalizeDateTime(value) ?? value;
  }
  return range;
}

/**
 * The page of `records` (any order) that `query` asks for, keeping those `match` accepts: its items and
 * the cursor of the next page ("" on the last). Default order DESC (newest first), default limit 100.
 */
export function listPage<T extends { id: string; created_at: string }>(
  records: Iterable<T>,
  query: ListQuery,
  match: (record: T) => boolean = () => true,
  defaultOrder: SortOrder = "DESC",
): { items: T[]; next_page_cursor: string } {
  const { page_cursor: given, limit: rawLimit, order: rawOrder, ...filters } = query;
  const order: SortOrder = rawOrder === "ASC" || rawOrder === "DESC" ? rawOrder : defaultOrder;
  const limit = typeof rawLimit === "number" ? rawLimit : 100;
  const fingerprint = filterFingerprint(filters);
  const after = typeof given === "string" ? decodeCursor(given, order, fingerprint) : undefined;
  const rows = new ArrayRows([...records].filter(match));
  const page = paginate(rows, { order, limit, created: createdRange(query), ...(after ? { after } : {}) });
  return { items: pageItems(rows, page), next_page_cursor: page.hasMore && page.last ? encodeCursor(page.last, order, fingerprint) : "" };
}

/**
 * The inclusive time window of a pair of `<name>.begin` / `<name>.end` parameters (the lists that take
 * those instead of the dotted comparisons), as a test on a record's canonical timestamp.
 */
export function inclusiveWindow(query: ListQuery, name: string): (at: string) => boolean {
  const bound = (suffix: string) => {
    const value = query[`${name}.${suffix}`];
    return typeof value === "string" ? (normalizeDateTime(value) ?? value) : undefined;
  };
  const [begin, end] = [bound("begin"), bound("end")];
  return (at) => (begin === undefined || at >= begin) && (end === undefined || at <= end);
}
