/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */
/**
 * The contract's event catalog (`x-events`): every event type Paxos documents, and the object each carries.
 * src/webhooks/paxos-event.ts builds the public event types on these.
 */
import type { IdentityDocumentsRequired, IdentityKycRefresh, IdentitySummaryStatusChange, OrchestrationStatusChange, TransferStatusChange } from "./openapi";

/** The kind of object (the event's `object_type`) each event type of the catalog carries, in the contract's order. */
export const EVENT_OBJECT_TYPES = {
  "identity.documents_required": "identity_documents_required",
  "identity.approved": "identity_summary_status_change",
  "identity.denied": "identity_summary_status_change",
  "identity.disabled": "identity_summary_status_change",
  "identity.kyc_refresh.started": "identity_kyc_refresh",
  "identity.kyc_refresh.completed": "identity_kyc_refresh",
  "identity.kyc_refresh.expired": "identity_kyc_refresh",
  "orchestration.processing": "orchestration_status_change",
  "orchestration.completed": "orchestration_status_change",
  "orchestration.failed": "orchestration_status_change",
  "transfer.crypto_deposit.pending": "transfer_status_change",
  "transfer.crypto_deposit.completed": "transfer_status_change",
  "transfer.crypto_deposit.failed": "transfer_status_change",
  "transfer.crypto_withdrawal.pending": "transfer_status_change",
  "transfer.crypto_withdrawal.completed": "transfer_status_change",
  "transfer.crypto_withdrawal.failed": "transfer_status_change",
  "transfer.act_deposit.pending": "transfer_status_change",
  "transfer.act_deposit.completed": "transfer_status_change",
  "transfer.act_deposit.failed": "transfer_status_change",
  "transfer.act_withdrawal.pending": "transfer_status_change",
  "transfer.act_withdrawal.completed": "transfer_status_change",
  "transfer.act_withdrawal.failed": "transfer_status_change",
  "transfer.wire_deposit.pending": "transfer_status_change",
  "transfer.wire_deposit.completed": "transfer_status_change",
  "transfer.wire_deposit.failed": "transfer_status_change",
  "transfer.wire_withdrawal.pending": "transfer_status_change",
  "transfer.wire_withdrawal.completed": "transfer_status_change",
  "transfer.wire_withdrawal.failed": "transfer_status_change",
  "transfer.cubix_deposit.pending": "transfer_status_change",
  "transfer.cubix_deposit.completed": "transfer_status_change",
  "transfer.cubix_deposit.failed": "transfer_status_change",
  "transfer.cubix_withdrawal.pending": "transfer_status_change",
  "transfer.cubix_withdrawal.completed": "transfer_status_change",
  "transfer.cubix_withdrawal.failed": "transfer_status_change",
  "transfer.scb_intrabank_deposit.pending": "transfer_status_change",
  "transfer.scb_intrabank_deposit.completed": "transfer_status_change",
  "transfer.scb_intrabank_deposit.failed": "transfer_status_change",
  "transfer.scb_intrabank_withdrawal.pending": "transfer_status_change",
  "transfer.scb_intrabank_withdrawal.completed": "transfer_status_change",
  "transfer.scb_intrabank_withdrawal.failed": "transfer_status_change",
  "transfer.banking_circle_intrabank_deposit.pending": "transfer_status_change",
  "transfer.banking_circle_intrabank_deposit.completed": "transfer_status_change",
  "transfer.banking_circle_intrabank_deposit.failed": "transfer_status_change",
  "transfer.banking_circle_intrabank_withdrawal.pending": "transfer_status_change",
  "transfer.banking_circle_intrabank_withdrawal.completed": "transfer_status_change",
  "transfer.banking_circle_intrabank_withdrawal.failed": "transfer_status_change",
  "transfer.bny_intrabank_deposit.pending": "transfer_status_change",
  "transfer.bny_intrabank_deposit.completed": "transfer_status_change",
  "transfer.bny_intrabank_deposit.failed": "transfer_status_change",
  "transfer.bny_intrabank_withdrawal.pending": "transfer_status_change",
  "transfer.bny_intrabank_withdrawal.completed": "transfer_status_change",
  "transfer.bny_intrabank_withdrawal.failed": "transfer_status_change",
  "transfer.rtp_deposit.pending": "transfer_status_change",
  "transfer.rtp_deposit.completed": "transfer_status_change",
  "transfer.rtp_deposit.failed": "transfer_status_change",
} as const;

/** One of the catalog's event types. */
export type KnownEventType = keyof typeof EVENT_OBJECT_TYPES;

/** A kind of event object, e.g. `transfer_status_change`. */
export type EventObjectType = (typeof EVENT_OBJECT_TYPES)[KnownEventType];

/** Every event type of the catalog (55), in the contract's order. */
export const EVENT_TYPES: readonly KnownEventType[] = /* @__PURE__ */ Object.keys(EVENT_OBJECT_TYPES) as KnownEventType[];

/** The catalog's event types whose first word is `group`. */
const eventTypesOf = <G extends string>(group: G) => EVENT_TYPES.filter((type) => type.startsWith(`${group}.`)) as Extract<KnownEventType, `${G}.${string}`>[];

/** The catalog's `identity.*` event types (7). */
export const IDENTITY_EVENT_TYPES: readonly Extract<KnownEventType, `identity.${string}`>[] = /* @__PURE__ */ eventTypesOf("identity");

/** The catalog's `orchestration.*` event types (3). */
export const ORCHESTRATION_EVENT_TYPES: readonly Extract<KnownEventType, `orchestration.${string}`>[] = /* @__PURE__ */ eventTypesOf("orchestration");

/** The catalog's `transfer.*` event types (45). */
export const TRANSFER_EVENT_TYPES: readonly Extract<KnownEventType, `transfer.${string}`>[] = /* @__PURE__ */ eventTypesOf("transfer");

/** The schema of each kind of event object. */
export interface EventObjectsByKind {
  identity_documents_required: IdentityDocumentsRequired;
  identity_summary_status_change: IdentitySummaryStatusChange;
  identity_kyc_refresh: IdentityKycRefresh;
  orchestration_status_change: OrchestrationStatusChange;
  transfer_status_change: TransferStatusChange;
}

/** The object each event type carries. */
export interface EventObjects {
  "identity.documents_required": IdentityDocumentsRequired;
  "identity.approved": IdentitySummaryStatusChange;
  "identity.denied": IdentitySummaryStatusChange;
  "identity.disabled": IdentitySummaryStatusChange;
  "identity.kyc_refresh.started": IdentityKycRefresh;
  "identity.kyc_refresh.completed": IdentityKycRefresh;
  "identity.kyc_refresh.expired": IdentityKycRefresh;
  "orchestration.processing": OrchestrationStatusChange;
  "orchestration.completed": OrchestrationStatusChange;
  "orchestration.failed": OrchestrationStatusChange;
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
  "transfer.wire_deposit.pending": TransferStatusChange;
  "transfer.wire_deposit.completed": TransferStatusChange;
  "transfer.wire_deposit.failed": TransferStatusChange;
  "transfer.wire_withdrawal.pending": TransferStatusChange;
  "transfer.wire_withdrawal.completed": TransferStatusChange;
  "transfer.wire_withdrawal.failed": TransferStatusChange;
  "transfer.cubix_deposit.pending": TransferStatusChange;
  "transfer.cubix_deposit.completed": TransferStatusChange;
  "transfer.cubix_deposit.failed": TransferStatusChange;
  "transfer.cubix_withdrawal.pending": TransferStatusChange;
  "transfer.cubix_withdrawal.completed": TransferStatusChange;
  "transfer.cubix_withdrawal.failed": TransferStatusChange;
  "transfer.scb_intrabank_deposit.pending": TransferStatusChange;
  "transfer.scb_intrabank_deposit.completed": TransferStatusChange;
  "transfer.scb_intrabank_deposit.failed": TransferStatusChange;
  "transfer.scb_intrabank_withdrawal.pending": TransferStatusChange;
  "transfer.scb_intrabank_withdrawal.completed": TransferStatusChange;
  "transfer.scb_intrabank_withdrawal.failed": TransferStatusChange;
  "transfer.banking_circle_intrabank_deposit.pending": TransferStatusChange;
  "transfer.banking_circle_intrabank_deposit.completed": TransferStatusChange;
  "transfer.banking_circle_intrabank_deposit.failed": TransferStatusChange;
  "transfer.banking_circle_intrabank_withdrawal.pending": TransferStatusChange;
  "transfer.banking_circle_intrabank_withdrawal.completed": TransferStatusChange;
  "transfer.banking_circle_intrabank_withdrawal.failed": TransferStatusChange;
  "transfer.bny_intrabank_deposit.pending": TransferStatusChange;
  "transfer.bny_intrabank_deposit.completed": TransferStatusChange;
  "transfer.bny_intrabank_deposit.failed": TransferStatusChange;
  "transfer.bny_intrabank_withdrawal.pending": TransferStatusChange;
  "transfer.bny_intrabank_withdrawal.completed": TransferStatusChange;
  "transfer.bny_intrabank_withdrawal.failed": TransferStatusChange;
  "transfer.rtp_deposit.pending": TransferStatusChange;
  "transfer.rtp_deposit.completed": TransferStatusChange;
  "transfer.rtp_deposit.failed": TransferStatusChange;
}
