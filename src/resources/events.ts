/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

import * as ops from "../generated/descriptors";
import type { APIPromise } from "../core/call/api-promise";
import { call } from "../core/call/call";
import { type ListOptions, paginate } from "../core/pagination/paginate";
import type { ListParams } from "../core/request/call-arguments";
import type { PagePromise } from "../core/pagination/page";
import { EventsFollow } from "./events-follow";
import type { RequestOptions } from "../core/sending/transport";
import type { Event } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { Event };

/** Query parameters of `events.list`. */
export type ListEventsParams = ListParams<"listEvents">;
/** Query parameters of `events.get`. */
export type GetEventParams = ListParams<"getEvent">;

/**
 * Records of things that happened on the platform; the full form of what a webhook announces, and
 * the way to catch up on missed deliveries.
 */
export class EventsResource extends EventsFollow {
  /**
   * `GET /events` (scope `events:read_event`): list events. Paginated: await it for a page, `for
   * await` it for every item.
   */
  list(params: ListEventsParams = {}, options?: ListOptions): PagePromise<Event> {
    return paginate(this.context, ops.listEvents, params, options);
  }

  /** `GET /events/{id}` (scope `events:read_event`): get an event. */
  get(id: string, params: GetEventParams = {}, options?: RequestOptions): APIPromise<Event> {
    return call(this.context, ops.getEvent, { path: { id }, query: params }, options);
  }
}
