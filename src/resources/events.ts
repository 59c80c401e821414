import * as ops from "../generated/descriptors";
import type { components } from "../generated/openapi";
import { call } from "../core/call";
import type { ListParams } from "../core/operation-types";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";

/** Query parameters of `events.list`. */
export type ListEventsParams = ListParams<"listEvents">;
/** A list of events, oldest first. */
export type EventList = components["schemas"]["EventList"];
/** Query parameters of `events.get`. */
export type GetEventParams = ListParams<"getEvent">;
/** An event. */
export type Event = components["schemas"]["Event"];

/** Records of things that happened on the platform; the full form of what a webhook announces, and the way to catch up on missed deliveries. */
export class EventsResource extends APIResource {
  /** `GET /events` (scope `events:read_event`): list events. */
  list(params: ListEventsParams = {}, options?: RequestOptions): Promise<EventList> {
    return call(this.context, ops.listEvents, { query: params }, options);
  }

  /** `GET /events/{id}` (scope `events:read_event`): get an event. */
  get(id: string, params: GetEventParams = {}, options?: RequestOptions): Promise<Event> {
    return call(this.context, ops.getEvent, { path: { id }, query: params }, options);
  }
}
