/**
 * The mock's event log: append-only, oldest first, one event per state change of the stateful
 * workflows (profiles, fiat accounts, transfers, settlement, orders, identities and their accounts,
 * stablecoin conversions, orchestration rules). Every event gets a created_at
 * strictly after the one before it (one nanosecond later when the clock has not moved), so
 * `created_at.gt` of the last event read is an exact cursor: the next read starts right after it.
 */
import type { MockClock } from "./clock";
import { canonicalToNanos, formatNanos } from "./timestamps";

/** One event as `GET /events` and `GET /events/{id}` answer it. */
export interface MockEvent {
  id: string;
  /** e.g. `settlement.transaction.settled`. */
  type: string;
  /** The kind of record the event is about, e.g. `settlement_transaction`. */
  object_type: string;
  /** A copy of the record as it was right after the change. */
  object: Record<string, unknown>;
  created_at: string;
  is_test: boolean;
}

/** The append-only log. */
export class EventLog {
  private readonly events: MockEvent[] = [];
  private readonly byId = new Map<string, MockEvent>();
  private lastNanos = -1n;

  constructor(
    private readonly clock: MockClock,
    private readonly newId: () => string,
  ) {}

  /**
   * Records a change. `at` (default mock now) is when it happened; it is moved just past the previous
   * event when needed, so the log's order is its created_at order.
   */
  append(type: string, objectType: string, object: object, at?: string): MockEvent {
    const wanted = at === undefined ? this.clock.nowNanos() : canonicalToNanos(at);
    const nanos = wanted > this.lastNanos ? wanted : this.lastNanos + 1n;
    this.lastNanos = nanos;
    const event: MockEvent = {
      id: this.newId(),
      type,
      object_type: objectType,
      object: structuredClone(object) as Record<string, unknown>,
      created_at: formatNanos(nanos),
      is_test: false,
    };
    this.events.push(event);
    this.byId.set(event.id, event);
    return event;
  }

  /** The event with this id. */
  get(id: string): MockEvent | undefined {
    return this.byId.get(id);
  }

  /** Every event, oldest first. */
  all(): readonly MockEvent[] {
    return this.events;
  }
}
