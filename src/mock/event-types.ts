/**
 * The event types the mock records, and the object each one carries: exactly those Paxos documents. The
 * public API document's "Event Types" list names 19 (identity and transfer ones); Paxos's current webhook
 * reference adds three orchestration types with an `orchestration_status_change` object. Nothing else is
 * recorded: a receiver tested against the mock sees only what the service can send it.
 */
import type { OrchestrationRecord } from "./orchestrations";
import type { TransferRecord } from "./transfers";

/** Every event type the mock records, with the `object_type` of its object. */
export const EVENT_OBJECT_TYPES = {
  "identity.documents_required": "identity_documents_required",
  "identity.approved": "identity_summary_status_change",
  "identity.denied": "identity_summary_status_change",
  "identity.disabled": "identity_summary_status_change",
  "identity.kyc_refresh.started": "identity_kyc_refresh",
  "identity.kyc_refresh.completed": "identity_kyc_refresh",
  "identity.kyc_refresh.expired": "identity_kyc_refresh",
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
  "orchestration.processing": "orchestration_status_change",
  "orchestration.completed": "orchestration_status_change",
  "orchestration.failed": "orchestration_status_change",
} as const;

/** A documented event type. */
export type MockEventType = keyof typeof EVENT_OBJECT_TYPES;

/** The documented event types, in the document's order. */
export const MOCK_EVENT_TYPES = Object.keys(EVENT_OBJECT_TYPES) as MockEventType[];

/** Whether `type` is one of the documented event types. */
export function isMockEventType(type: string): type is MockEventType {
  return Object.hasOwn(EVENT_OBJECT_TYPES, type);
}

/** The summary statuses that have an `identity.<status>` event (PENDING and ERROR have none). */
const ANNOUNCED_SUMMARY_STATUSES = new Set(["APPROVED", "DENIED", "DISABLED"]);

/** The event announcing an identity's summary status change, when the document has one for the new status. */
export function identityStatusEvent(newId: () => string, identityId: string, oldStatus: string, newStatus: string): { type: MockEventType; object: Record<string, unknown> } | undefined {
  if (!ANNOUNCED_SUMMARY_STATUSES.has(newStatus)) return undefined;
  return {
    type: `identity.${newStatus.toLowerCase()}` as MockEventType,
    object: { id: newId(), identity_id: identityId, old_summary_status: oldStatus, new_summary_status: newStatus },
  };
}

/** The `identity.documents_required` object: the document types the identity still has to upload. */
export function documentsRequiredObject(newId: () => string, identityId: string, requiredDocuments: readonly string[]): Record<string, unknown> {
  return { id: newId(), identity_id: identityId, required_documents: [...requiredDocuments] };
}

/**
 * The transfer kind (event name part and object `type`) of a transfer the document announces: crypto
 * deposits and withdrawals, and fiat ones over DBS Act (`act` true: the mock keeps their transfer record's
 * own type, e.g. WIRE_DEPOSIT, since the transfer type list has no ACT type); none for other transfers.
 */
export function announcedTransferKind(transfer: Pick<TransferRecord, "type">, act = false): "CRYPTO_DEPOSIT" | "CRYPTO_WITHDRAWAL" | "ACT_DEPOSIT" | "ACT_WITHDRAWAL" | undefined {
  if (transfer.type === "CRYPTO_DEPOSIT" || transfer.type === "CRYPTO_WITHDRAWAL") return transfer.type;
  if (!act) return undefined;
  if (transfer.type.endsWith("_DEPOSIT")) return "ACT_DEPOSIT";
  if (transfer.type.endsWith("_WITHDRAWAL")) return "ACT_WITHDRAWAL";
  return undefined;
}

/** The `transfer_status_change` event of a transfer of an announced `kind` in `status` (PENDING, COMPLETED, FAILED). */
export function transferStatusEvent(kind: string, transfer: TransferRecord, status: string): { type: MockEventType; object: Record<string, unknown> } {
  const crypto = kind.startsWith("CRYPTO_");
  const object: Record<string, unknown> = {
    id: transfer.id,
    type: kind,
    status,
    ...(transfer.ref_id !== undefined ? { ref_id: transfer.ref_id } : {}),
    ...(crypto && transfer.crypto_network !== undefined ? { crypto_network: transfer.crypto_network } : {}),
    ...(crypto && transfer.crypto_tx_hash !== undefined ? { crypto_tx_hash: transfer.crypto_tx_hash } : {}),
    ...(!crypto && transfer.memo !== undefined ? { memo: transfer.memo } : {}),
  };
  return { type: `transfer.${kind.toLowerCase()}.${status.toLowerCase()}` as MockEventType, object };
}

/** The `orchestration_status_change` event of an orchestration in its current status. */
export function orchestrationStatusEvent(orchestration: OrchestrationRecord): { type: MockEventType; object: Record<string, unknown> } {
  const object: Record<string, unknown> = {
    id: orchestration.id,
    ...(orchestration.ref_id !== undefined ? { ref_id: orchestration.ref_id } : {}),
    status: orchestration.status,
    ...(orchestration.orchestration_rule_id ? { orchestration_rule_id: orchestration.orchestration_rule_id } : {}),
  };
  return { type: `orchestration.${orchestration.status.toLowerCase()}` as MockEventType, object };
}

/**
 * A plausible object of `type` for a test delivery (`sendTestEvent`): fresh ids, no record behind it (a
 * test event announces nothing that happened).
 */
export function sampleEventObject(type: MockEventType, newId: () => string): Record<string, unknown> {
  const objectType = EVENT_OBJECT_TYPES[type];
  const [, kind, status] = type.split(".") as [string, string, string | undefined];
  switch (objectType) {
    case "identity_documents_required":
      return documentsRequiredObject(newId, newId(), ["IDENTITY_VERIFICATION"]);
    case "identity_summary_status_change":
      return { id: newId(), identity_id: newId(), old_summary_status: "PENDING", new_summary_status: kind.toUpperCase() };
    case "identity_kyc_refresh":
      return { id: newId(), identity_id: newId() };
    case "transfer_status_change":
      return { id: newId(), type: kind.toUpperCase(), status: (status as string).toUpperCase() };
    case "orchestration_status_change":
      return { id: newId(), ref_id: `test-${newId()}`, status: kind.toUpperCase() };
  }
}
