/**
 * Reading a query the operation's generated schema has already checked (`operationRoute`): the dotted
 * date-time comparisons as canonical nanosecond strings, and the sort order with its default.
 */
import type { SortOrder } from "./cursor";
import { checkDateTime } from "./request-values";
import type { TimeRange } from "./paginate";

const COMPARATORS = ["lt", "lte", "eq", "gte", "gt"] as const;

/**
 * The `<field>.lt` … `<field>.gt` comparisons of a checked query, in the canonical form the rows are
 * compared in (a leap second refused: `checkDateTime`).
 */
export function timeRangeOf(query: Readonly<Record<string, unknown>>, field: string): TimeRange {
  const range: TimeRange = {};
  for (const op of COMPARATORS) {
    const value = query[`${field}.${op}`];
    if (value !== undefined) range[op] = checkDateTime(value, `${field}.${op}`);
  }
  return range;
}

/** `order` of a checked query (its listed values were refused before the route), `fallback` when absent. */
export function orderOf(query: Readonly<Record<string, unknown>>, fallback: SortOrder = "DESC"): SortOrder {
  return query.order === "ASC" || query.order === "DESC" ? query.order : fallback;
}
