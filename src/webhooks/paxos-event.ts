/**
 * The public form of a full event (`GET /events/{id}`, what `onEvent` and `events.follow` hand over): for
 * each of the contract's event types, an event whose `type` narrows its `object`, and for any other type
 * (Paxos adds types over time) an event that still arrives, its object untyped. The list of types and the
 * object of each are generated from the contract's catalog (`x-events`, src/generated/events.ts); nothing
 * here lists a type by hand.
 */
import {
  EVENT_OBJECT_TYPES,
  EVENT_TYPES,
  IDENTITY_EVENT_TYPES,
  ORCHESTRATION_EVENT_TYPES,
  TRANSFER_EVENT_TYPES,
  type EventObjects,
  type EventObjectType,
  type KnownEventType,
} from "../generated/events";
import type {
  components,
  Event,
  IdentityDocumentsRequired,
  IdentityKycRefresh,
  IdentitySummaryStatusChange,
  OrchestrationStatusChange,
  TransferStatusChange,
} from "../generated/openapi";

export { EVENT_OBJECT_TYPES, IDENTITY_EVENT_TYPES, ORCHESTRATION_EVENT_TYPES, TRANSFER_EVENT_TYPES };
export type { EventObjectType, KnownEventType };
// The objects by their contract names (re-exported, never redeclared: see CONTRIBUTING.md).
export type { IdentityDocumentsRequired, IdentityKycRefresh, IdentitySummaryStatusChange, OrchestrationStatusChange, TransferStatusChange };

/** The kind of transfer a transfer event announces (`WIRE_DEPOSIT`, `CRYPTO_WITHDRAWAL` …; open). */
export type TransferStatusChangeType = components["schemas"]["TransferStatusChangeType"];

/** A value the document enumerates, open to values added later ("known values | string"). */
export type OpenEnum<Known extends string> = Known | (string & {});

/** An identity's summary status, as the identity events name it. */
export type IdentitySummaryStatus = components["schemas"]["IdentityStatus"];

/** Every event type the contract lists (55), in its order. */
export const KNOWN_EVENT_TYPES: readonly KnownEventType[] = EVENT_TYPES;

/** The object each known event type carries, by type (`EventPayloads["transfer.wire_deposit.completed"]` is a {@link TransferStatusChange}). */
export type EventPayloads = EventObjects;

/** The full event of one known type: the contract's `Event` with its `type`, `object_type` and `object` narrowed. */
export type PaxosEventOf<T extends KnownEventType> = Omit<Event, "type" | "object_type" | "object"> & {
  /** What happened. */
  type: T;
  /** The kind of object in `object` (the service has also been seen naming a kind differently, hence open). */
  object_type?: OpenEnum<(typeof EVENT_OBJECT_TYPES)[T]> | null;
  /** The object this type carries. */
  object: EventObjects[T];
};

/** Any event of the contract's types; `event.type === "…"` (or a `switch`) narrows its `object`. */
export type KnownPaxosEvent = { [T in KnownEventType]: PaxosEventOf<T> }[KnownEventType];

/**
 * The `type` of an event of a type this version of the SDK does not know. At run time it is the event's
 * own string (`typeof` says "string", and it is assignable to `string`); in the types it is kept apart
 * from the known names, so that comparing `event.type` with a known name narrows the event to that type.
 * (With a plain `string` here, every known type would stay possible after any comparison: TypeScript
 * cannot narrow a union whose catch-all member's discriminant is `string`.) To compare with a name the
 * SDK does not know yet, widen first: `(event.type as string) === "identity.new_kind"`.
 */
export declare enum UnknownEventType {
  /** Stands for any name the SDK does not know; no event carries this value. */
  Unknown = "(an event type this version of the SDK does not know)",
}

/**
 * An event of a type the SDK does not know yet (the service adds types): it arrives all the same, with
 * its object as free JSON.
 */
export type UnknownPaxosEvent = Omit<Event, "type" | "object"> & {
  /** What happened: a name outside the contract's list (or none, which the contract allows). */
  type?: UnknownEventType | null;
  /** The object, untyped. */
  object?: { [field: string]: unknown } | null;
};

/**
 * A full event as `onEvent` and `events.follow` hand it over: one of the contract's 55 types, whose
 * `type` narrows `object`, or an event of a type the SDK does not know.
 *
 *     if (event.type === "transfer.wire_deposit.completed") credit(event.object.id); // object: TransferStatusChange
 */
export type PaxosEvent = KnownPaxosEvent | UnknownPaxosEvent;

const KNOWN = /* @__PURE__ */ new Set<string>(EVENT_TYPES);

/** True when `event.type` is one of the contract's types; the event is then narrowed to {@link KnownPaxosEvent}. */
export function isKnownEvent(event: PaxosEvent | Event): event is KnownPaxosEvent {
  return typeof event.type === "string" && KNOWN.has(event.type);
}

/** True when `event` is of `type`; the event is then typed with that type's object. */
export function isEventType<T extends KnownEventType>(event: PaxosEvent | Event, type: T): event is PaxosEventOf<T> {
  return event.type === type;
}

/** The event as the SDK hands it over: the same object, typed (nothing is copied or changed). */
export function typedEvent(event: Event): PaxosEvent {
  return event as PaxosEvent;
}
