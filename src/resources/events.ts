/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

import * as ops from "../generated/descriptors";
import type { APIPromise } from "../core/api-promise";
import { call } from "../core/call";
import type { ListParams } from "../core/input-types";
import { EventsFollow } from "./events-follow";
import type { RequestOptions } from "../core/transport";
import type { Event, EventList } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { Event, EventList };

/** Query parameters of `events.list`. */
export type ListEventsParams = ListParams<"listEvents">;
/** Query parameters of `events.get`. */
export type GetEventParams = ListParams<"getEvent">;

/**
 * Records of things that happened on the platform; the full form of what a webhook announces, and
 * the way to catch up on missed deliveries.
 */
export class EventsResource extends EventsFollow {
  /** `GET /events` (scope `events:read_event`): list events. */
  list(params: ListEventsParams = {}, options?: RequestOptions): APIPromise<EventList> {
    return call(this.context, ops.listEvents, { query: params }, options);
  }

  /** `GET /events/{id}` (scope `events:read_event`): get an event. */
  get(id: string, params: GetEventParams = {}, options?: RequestOptions): APIPromise<Event> {
    return call(this.context, ops.getEvent, { path: { id }, query: params }, options);
  }
}
