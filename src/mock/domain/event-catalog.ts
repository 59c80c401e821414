/**
 * The event types the mock records, and the object each one carries: exactly those of the contract's
 * catalog (`x-events`: Paxos's webhook document, 55 types with five kinds of object), generated into
 * src/generated/events.ts. Nothing else is recorded: a receiver tested against the mock sees only what the
 * service can send it.
 */
import { EVENT_OBJECT_TYPES, EVENT_TYPES, type KnownEventType } from "../../generated/events";
import type { OrchestrationRecord } from "./orchestrations";
import type { TransferRecord } from "./transfers";

/** Every event type the mock records, with the `object_type` of its object. */
export { EVENT_OBJECT_TYPES };

/** A documented event type. */
export type MockEventType = KnownEventType;

/** The documented event types, in the contract's order. */
export const MOCK_EVENT_TYPES: readonly MockEventType[] = EVENT_TYPES;

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
 * The kind (the event name's middle part, upper-cased in the object's `type`) under which the document
 * announces a transfer, or none: crypto deposits and withdrawals, and fiat ones on each rail the document
 * names (wire, RTP, CUBIX …). `rail` names the rail when the transfer's own type does not: a fiat transfer
 * over DBS Act is recorded as a WIRE_DEPOSIT or WIRE_WITHDRAWAL (the transfer list has no ACT type) and
 * announced as ACT_DEPOSIT / ACT_WITHDRAWAL. Internal and Paxos transfers have no event.
 */
export function announcedTransferKind(transfer: Pick<TransferRecord, "type">, rail?: string): string | undefined {
  const direction = transfer.type.endsWith("_DEPOSIT") ? "DEPOSIT" : transfer.type.endsWith("_WITHDRAWAL") ? "WITHDRAWAL" : undefined;
  if (direction === undefined) return undefined;
  const kind = rail === undefined ? transfer.type : `${rail.toUpperCase()}_${direction}`;
  return isMockEventType(`transfer.${kind.toLowerCase()}.pending`) ? kind : undefined;
}

/** The `transfer_status_change` event of a transfer of an announced `kind` in `status` (PENDING, COMPLETED, FAILED). */
export function transferStatusEvent(kind: string, transfer: TransferRecord, status: string): { type: MockEventType; object: Record<string, unknown> } {
  const crypto = kind.startsWith("CRYPTO_");
  const object: Record<string, unknown> = {
    id: transfer.id,
    type: kind,
    status,
    profile_id: transfer.profile_id,
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
    // The document's example shows the reference the service gives an orchestration created without one.
    ref_id: orchestration.ref_id ?? `orchestration_id.${orchestration.id}`,
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
