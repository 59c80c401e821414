/**
 * Written by hand: following the event log, which is a loop over `GET /events` rather than one
 * operation, as the base of the generated `EventsResource` (the contract's `x-sdk-extends` on the
 * events tag).
 */
import { APIResource } from "../core/call/resource";
import type { PaxosEvent } from "../webhooks/paxos-event";
import { followEvents, type FollowEventsOptions } from "../webhooks/follow-events";

/** Every event from a point onward, polling once caught up. */
export class EventsFollow extends APIResource {
  /**
   * Every event from `since` onward (a time, or the last event handled), oldest first, typed as
   * {@link PaxosEvent} (`event.type === "…"` narrows `event.object`), polling `GET /events` once caught up; none skipped or repeated where events share a `created_at`. The way to
   * catch up on missed webhook deliveries, or to consume events without a webhook.
   *
   *     for await (const event of paxos.events.follow({ since: lastHandled, signal })) await handle(event);
   */
  follow(options: FollowEventsOptions): AsyncIterable<PaxosEvent> {
    return followEvents(this.context, options);
  }
}
