/** GET /events and GET /events/{id} (scope events:read_event): the mock's event log. */
import { compareIds, type MockEvent } from "../domain/events";
import { inTimeRange, type TimeRange } from "./paginate";
import { jsonResponse, notFound } from "../protocol/problem";
import { normalizeDateTime } from "../domain/timestamps";
import { operationRoute } from "./operation-route";
import { decodeCursor, encodeCursor, filterFingerprint, type CursorPosition, type SortOrder } from "./cursor";

/** Events answered when no `limit` is given. */
export const DEFAULT_EVENT_LIMIT = 100;

/**
 * Events by `created_at` (oldest first, or newest first with `order=DESC`), filtered by `type`, `is_test`
 * and the `created_at.*` bounds, at most `limit`. When more events match, the answer carries a
 * `next_page_cursor` (the keyset position of the last event: created_at, then id; checked against the order
 * and filters when sent back as `page_cursor`), which pages through events sharing one created_at as
 * through any others.
 */
export const listEvents = operationRoute("listEvents", ({ query }, { store }) => {
  const range: TimeRange = {};
  for (const op of ["lt", "lte", "eq", "gte", "gt"] as const) {
    const value = query[`created_at.${op}`];
    if (typeof value === "string") range[op] = normalizeDateTime(value) ?? value;
  }
  const limit = typeof query.limit === "number" ? query.limit : DEFAULT_EVENT_LIMIT;
  const isTest = query.is_test === true;
  const order: SortOrder = query.order === "DESC" ? "DESC" : "ASC";
  const fingerprint = filterFingerprint({ type: query.type ?? null, is_test: isTest, range });
  const after = typeof query.page_cursor === "string" ? decodeCursor(query.page_cursor, order, fingerprint) : undefined;
  const log = order === "ASC" ? store.events.all() : [...store.events.all()].reverse();
  const events: MockEvent[] = [];
  let more = false;
  for (const event of log) {
    if (event.is_test !== isTest) continue;
    if (query.type !== undefined && event.type !== query.type) continue;
    if (!inTimeRange(event.created_at, range)) continue;
    if (after && !isPast(event, after, order)) continue;
    if (events.length >= limit) {
      more = true;
      break;
    }
    events.push(event);
  }
  const last = events[events.length - 1];
  if (!more || !last) return jsonResponse(200, { events });
  const next_page_cursor = encodeCursor({ createdAt: normalizeDateTime(last.created_at) ?? last.created_at, id: last.id }, order, fingerprint);
  return jsonResponse(200, { events, next_page_cursor });
});

/** Whether `event` comes after the cursor position in this order (keyset: created_at, then id). */
function isPast(event: MockEvent, position: CursorPosition, order: SortOrder): boolean {
  const at = normalizeDateTime(event.created_at) ?? event.created_at;
  const comparison = at === position.createdAt ? compareIds(event.id, position.id) : at < position.createdAt ? -1 : 1;
  return order === "ASC" ? comparison > 0 : comparison < 0;
}

/** One event by id: a test event only with `is_test=true`, a real one only without (as the contract says). */
export const getEvent = operationRoute("getEvent", ({ path, query }, { store }) => {
  const event = store.events.get(path.id as string);
  if (!event || event.is_test !== (query.is_test === true)) throw notFound(`event ${path.id} not found`, { field: "id" });
  return jsonResponse(200, event);
});
