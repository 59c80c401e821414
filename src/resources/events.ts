import * as ops from "../generated/descriptors";
import type { APIPromise } from "../core/api-promise";
import type { EventList, Event } from "../generated/openapi";
import { call } from "../core/call";
import type { ListParams } from "../core/operation-types";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { PaxosEvent } from "../webhooks/event-types";
import { followEvents, type FollowEventsOptions } from "../webhooks/follow-events";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { EventList, Event };

/** Query parameters of `events.list`. */
export type ListEventsParams = ListParams<"listEvents">;
/** Query parameters of `events.get`. */
export type GetEventParams = ListParams<"getEvent">;

/** Records of things that happened on the platform; the full form of what a webhook announces, and the way to catch up on missed deliveries. */
export class EventsResource extends APIResource {
  /**
   * `GET /events` (scope `events:read_event`): events oldest first, at most `limit`. There is no page
   * cursor: to read on, ask again with `created_at: { gt }` set to the last event's `created_at`.
   */
  list(params: ListEventsParams = {}, options?: RequestOptions): APIPromise<EventList> {
    return call(this.context, ops.listEvents, { query: params }, options);
  }

  /** `GET /events/{id}` (scope `events:read_event`): get an event. */
  get(id: string, params: GetEventParams = {}, options?: RequestOptions): APIPromise<Event> {
    return call(this.context, ops.getEvent, { path: { id }, query: params }, options);
  }

  /**
   * Every event from `since` onward (a time, or the last event handled), oldest first, typed as
   * {@link PaxosEvent} (`event.type === "…"` narrows `event.object`), polling
   * `GET /events` once caught up; none skipped or repeated where events share a `created_at`. The way to
   * catch up on missed webhook deliveries, or to consume events without a webhook.
   *
   *     for await (const event of paxos.events.follow({ since: lastHandled, signal })) await handle(event);
   */
  follow(options: FollowEventsOptions): AsyncIterable<PaxosEvent> {
    return followEvents(this.context, options);
  }
}
