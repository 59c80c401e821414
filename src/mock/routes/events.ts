/** GET /events and GET /events/{id} (scope events:read_event): the mock's event log. */
import type { MockEvent } from "../domain/events";
import { inTimeRange, type TimeRange } from "./paginate";
import { jsonResponse, notFound } from "../server/problem";
import { normalizeDateTime } from "../domain/timestamps";
import { operationRoute } from "./operation-route";

/** Events answered when no `limit` is given. */
export const DEFAULT_EVENT_LIMIT = 100;

/**
 * Events oldest first, filtered by `type`, `is_test` and the `created_at.*` bounds, at most `limit`. There
 * is no page cursor in the contract: `created_at.gt` of the last event read is the cursor (created_at is
 * strictly increasing through the log, so nothing is skipped or repeated).
 */
export const listEvents = operationRoute("listEvents", ({ query }, { store }) => {
  const range: TimeRange = {};
  for (const op of ["lt", "lte", "eq", "gte", "gt"] as const) {
    const value = query[`created_at.${op}`];
    if (typeof value === "string") range[op] = normalizeDateTime(value) ?? value;
  }
  const limit = typeof query.limit === "number" ? query.limit : DEFAULT_EVENT_LIMIT;
  const isTest = query.is_test === true;
  const events: MockEvent[] = [];
  for (const event of store.events.all()) {
    if (events.length >= limit) break;
    if (event.is_test !== isTest) continue;
    if (query.type !== undefined && event.type !== query.type) continue;
    if (!inTimeRange(event.created_at, range)) continue;
    events.push(event);
  }
  return jsonResponse(200, { events });
});

/** One event by id: a test event only with `is_test=true`, a real one only without (as the contract says). */
export const getEvent = operationRoute("getEvent", ({ path, query }, { store }) => {
  const event = store.events.get(path.id as string);
  if (!event || event.is_test !== (query.is_test === true)) throw notFound(`event ${path.id} not found`, { field: "id" });
  return jsonResponse(200, event);
});
