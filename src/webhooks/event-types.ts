/**
 * The event types of Paxos's public API document, and the typed form of the
 * full event (`GET /events/{id}`) for each. The service adds types over time,
 * so every union here ends in an open form: an unknown type is still an event.
 */
import type { Event } from "../generated/openapi";

/** A value the document enumerates, open to values added later ("known values | string"). */
export type OpenEnum<Known extends string> = Known | (string & {});

/** The identity events and their payload kinds. */
export const IDENTITY_EVENT_TYPES = [
  "identity.documents_required",
  "identity.approved",
  "identity.denied",
  "identity.disabled",
  "identity.kyc_refresh.started",
  "identity.kyc_refresh.completed",
  "identity.kyc_refresh.expired",
] as const;

/** The transfer events: crypto and ACT deposits and withdrawals, each pending, completed or failed. */
export const TRANSFER_EVENT_TYPES = [
  "transfer.crypto_deposit.pending",
  "transfer.crypto_deposit.completed",
  "transfer.crypto_deposit.failed",
  "transfer.crypto_withdrawal.pending",
  "transfer.crypto_withdrawal.completed",
  "transfer.crypto_withdrawal.failed",
  "transfer.act_deposit.pending",
  "transfer.act_deposit.completed",
  "transfer.act_deposit.failed",
  "transfer.act_withdrawal.pending",
  "transfer.act_withdrawal.completed",
  "transfer.act_withdrawal.failed",
] as const;

/** Every event type the public document lists (19). */
export const KNOWN_EVENT_TYPES: readonly KnownEventType[] = /* @__PURE__ */ (() => [...IDENTITY_EVENT_TYPES, ...TRANSFER_EVENT_TYPES])();

/** One of the document's event types. */
export type KnownEventType = (typeof IDENTITY_EVENT_TYPES)[number] | (typeof TRANSFER_EVENT_TYPES)[number];

/** An identity's summary status, as the identity events name it. */
export type IdentitySummaryStatus = OpenEnum<"PENDING" | "ERROR" | "APPROVED" | "DENIED" | "DISABLED">;

/** Payload `identity_documents_required`: the documents an identity still has to provide. */
export interface IdentityDocumentsRequired {
  /** Id of this payload. */
  id: string;
  /** The identity asked for documents. */
  identity_id: string;
  /** Document kinds required, e.g. `PROOF_OF_RESIDENCY`. */
  required_documents: OpenEnum<string>[];
  [field: string]: unknown;
}

/** Payload `identity_summary_status_change`: an identity moved from one summary status to another. */
export interface IdentitySummaryStatusChange {
  /** Id of this payload. */
  id: string;
  /** The identity whose status changed. */
  identity_id: string;
  /** Status before the change. */
  old_summary_status: IdentitySummaryStatus;
  /** Status after the change. */
  new_summary_status: IdentitySummaryStatus;
  [field: string]: unknown;
}

/** Payload `identity_kyc_refresh`: a periodic KYC refresh started, completed or expired. */
export interface IdentityKycRefresh {
  /** Id of this payload. */
  id: string;
  /** The identity under refresh. */
  identity_id: string;
  /** The last completed refresh (RFC 3339), when there was one. */
  last_kyc_refresh_date?: string;
  /** The next scheduled refresh (RFC 3339), when set. */
  next_kyc_refresh_date?: string;
  [field: string]: unknown;
}

/** Payload `transfer_status_change`: a transfer reached a status. Read `GET /transfer/transfers/{id}` for the rest. */
export interface TransferStatusChange {
  /** The Paxos transfer id. */
  id: string;
  /** Kind of transfer. */
  type: OpenEnum<"CRYPTO_DEPOSIT" | "CRYPTO_WITHDRAWAL" | "ACT_DEPOSIT" | "ACT_WITHDRAWAL">;
  /** Status the transfer reached. */
  status: OpenEnum<"PENDING" | "COMPLETED" | "FAILED">;
  /** The client's reference of the transfer, when it has one. */
  ref_id?: string;
  /** Network of a crypto transfer, e.g. `ETHEREUM`. */
  crypto_network?: string;
  /** On-chain transaction hash, when known. */
  crypto_tx_hash?: string;
  /** Output index or address of a crypto transfer, when known. */
  crypto_tx_index?: string;
  /** Memo of a fiat transfer, when there is one. */
  memo?: string;
  [field: string]: unknown;
}

/** The payload of each known event type. */
export interface EventPayloads {
  "identity.documents_required": IdentityDocumentsRequired;
  "identity.approved": IdentitySummaryStatusChange;
  "identity.denied": IdentitySummaryStatusChange;
  "identity.disabled": IdentitySummaryStatusChange;
  "identity.kyc_refresh.started": IdentityKycRefresh;
  "identity.kyc_refresh.completed": IdentityKycRefresh;
  "identity.kyc_refresh.expired": IdentityKycRefresh;
  "transfer.crypto_deposit.pending": TransferStatusChange;
  "transfer.crypto_deposit.completed": TransferStatusChange;
  "transfer.crypto_deposit.failed": TransferStatusChange;
  "transfer.crypto_withdrawal.pending": TransferStatusChange;
  "transfer.crypto_withdrawal.completed": TransferStatusChange;
  "transfer.crypto_withdrawal.failed": TransferStatusChange;
  "transfer.act_deposit.pending": TransferStatusChange;
  "transfer.act_deposit.completed": TransferStatusChange;
  "transfer.act_deposit.failed": TransferStatusChange;
  "transfer.act_withdrawal.pending": TransferStatusChange;
  "transfer.act_withdrawal.completed": TransferStatusChange;
  "transfer.act_withdrawal.failed": TransferStatusChange;
}

/** The full event of one known type: the contract's `Event` with its `type` and `object` narrowed. */
export type PaxosEventOf<T extends KnownEventType> = Omit<Event, "type" | "object"> & {
  /** What happened. */
  type: T;
  /** The payload of this type. */
  object: EventPayloads[T];
};

/** Any of the document's events. `switch (event.type)` after {@link isKnownEvent} narrows the payload. */
export type KnownPaxosEvent = { [T in KnownEventType]: PaxosEventOf<T> }[KnownEventType];

/** An event of a type the SDK does not know yet (the service adds types): the contract's `Event`, payload untyped. */
export type UnknownPaxosEvent = Event;

/**
 * A full event as `onEvent` receives it: one of the document's types, or an
 * unknown one. Narrow with {@link isKnownEvent} or {@link isEventType}.
 */
export type PaxosEvent = KnownPaxosEvent | UnknownPaxosEvent;

/** True when `event.type` is one of the document's types; the event is then narrowed by `type`. */
export function isKnownEvent(event: PaxosEvent): event is KnownPaxosEvent {
  return typeof event.type === "string" && (KNOWN_EVENT_TYPES as readonly string[]).includes(event.type);
}

/** True when `event` is of `type`; the event is then typed with that type's payload. */
export function isEventType<T extends KnownEventType>(event: PaxosEvent, type: T): event is PaxosEventOf<T> {
  return event.type === type;
}
