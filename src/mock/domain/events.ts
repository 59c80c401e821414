/**
 * The mock's event log: append-only, in (created_at, id) order, one event per change the service announces
 * (the documented types of ./event-catalog.ts: identity reviews, crypto and DBS Act transfers,
 * orchestrations). An event recorded by `append` gets a created_at strictly after the one before it (one
 * nanosecond later when the clock has not moved); `appendSharingInstant` records many events with one
 * created_at, as the service may (its list pages through them by cursor, so nothing is skipped).
 * Listeners (the webhook deliverer) hear of every event as it is recorded.
 */
import type { MockClock } from "./clock";
import { EVENT_OBJECT_TYPES, type MockEventType } from "./event-catalog";
import { canonicalToNanos, formatNanos } from "./timestamps";

/** One event as `GET /events` and `GET /events/{id}` answer it. */
export interface MockEvent {
  id: string;
  /** A documented type, e.g. `identity.approved`. */
  type: MockEventType;
  /** The kind of object the event carries, e.g. `identity_summary_status_change`. */
  object_type: string;
  /** The object the document gives for the type, as it was when the event was recorded. */
  object: Record<string, unknown>;
  created_at: string;
  /**
   * Webhook deliveries of this event that have not succeeded yet (still being retried, or given up):
   * the document's counter. 0 when no webhook is configured or every delivery succeeded.
   */
  undelivered_webhooks: number;
  is_test: boolean;
}

/** Called with every event as it is recorded. */
export type EventListener = (event: MockEvent) => void;

/** The append-only log. */
export class EventLog {
  private readonly events: MockEvent[] = [];
  private readonly byId = new Map<string, MockEvent>();
  private readonly listeners = new Set<EventListener>();
  private lastNanos = -1n;

  constructor(
    private readonly clock: MockClock,
    private readonly newId: () => string,
  ) {}

  /**
   * Records a change of a documented type (its object_type follows from the type). `at` (default mock
   * now) is when it happened; it is moved just past the previous event when needed, so the log's order is
   * its created_at order.
   */
  append(type: MockEventType, object: object, at?: string): MockEvent {
    return this.add(type, object, false, at);
  }

  /**
   * Records one event per object, all of `type` and all with one created_at: `at` (default mock now), moved
   * just past the previous event when needed. Among themselves they are in id order, the order the list
   * pages them in (keyset: created_at, then id). Returns them in that order.
   */
  appendSharingInstant(type: MockEventType, objects: readonly object[], at?: string): MockEvent[] {
    const nanos = this.nextNanos(at);
    const ids = objects.map(() => this.newId());
    const order = objects.map((_, i) => i).sort((a, b) => compareIds(ids[a]!, ids[b]!));
    return order.map((i) => this.record(type, objects[i]!, false, nanos, ids[i]!));
  }

  /**
   * Records a test event (`is_test: true`): listed and found only when asked for with `is_test=true`, as
   * the contract says, so a real-event reader never sees it.
   */
  appendTest(type: MockEventType, object: object): MockEvent {
    return this.add(type, object, true);
  }

  /** Calls `listener` with every event recorded from now on; returns the function that stops it. */
  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The event with this id. */
  get(id: string): MockEvent | undefined {
    return this.byId.get(id);
  }

  /** Every event (test events included), oldest first. */
  all(): readonly MockEvent[] {
    return this.events;
  }

  private add(type: MockEventType, object: object, isTest: boolean, at?: string): MockEvent {
    return this.record(type, object, isTest, this.nextNanos(at), this.newId());
  }

  /** The instant of the next event: `at` (default now), or just past the previous event. */
  private nextNanos(at: string | undefined): bigint {
    const wanted = at === undefined ? this.clock.nowNanos() : canonicalToNanos(at);
    const nanos = wanted > this.lastNanos ? wanted : this.lastNanos + 1n;
    this.lastNanos = nanos;
    return nanos;
  }

  private record(type: MockEventType, object: object, isTest: boolean, nanos: bigint, id: string): MockEvent {
    const event: MockEvent = {
      id,
      type,
      object_type: EVENT_OBJECT_TYPES[type],
      object: structuredClone(object) as Record<string, unknown>,
      created_at: formatNanos(nanos),
      undelivered_webhooks: 0,
      is_test: isTest,
    };
    this.events.push(event);
    this.byId.set(event.id, event);
    for (const listener of this.listeners) listener(event);
    return event;
  }
}

/** The order of ids among events sharing a created_at: plain code-unit order, as the list's keyset compares them. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
