/**
 * Identities: POST /identity/identities, GET /identity/identities (filters, cursors), GET and PUT
 * /identity/identities/{id}, PUT /identity/identities/{id}/sandbox-status. Their accounts are
 * routes/identity-accounts.ts and routes/list-identity-accounts.ts, over the same store.
 */
import { documentsRequiredObject, identityStatusEvent } from "../domain/event-catalog";
import { type IdentityRecord, REVIEW_FIELDS, detailsOf, summaryStatus } from "../domain/identities";
import { pendingDocumentTypes } from "../domain/identity-documents";
import { controlAnswer, type IdentityControlRecord } from "../domain/identity-controls";
import type { MockState } from "../domain/store";
import { ProblemError, badRequest, jsonResponse } from "../protocol/problem";
import { refIdTaken } from "../protocol/paxos-problems";
import { normalizeDateTime } from "../domain/timestamps";
import type { IdentityAccount } from "../domain/records";
import type { RouteContext } from "./context";
import { listPage } from "./list-page";
import { operationRoute } from "./operation-route";
import { requireIdentity } from "./references";

/**
 * Creates a PERSON (person_details) or INSTITUTION (institution_details) identity, every review PENDING.
 * An institution member naming an identity the mock does not have is 404 naming institution_members[i].identity_id.
 */
export const createIdentity = operationRoute("createIdentity", ({ body }, ctx) => {
  const { store } = ctx;
  const refId = typeof body.ref_id === "string" ? body.ref_id : undefined;
  const taken = refId === undefined ? undefined : [...store.identities.values()].find((i) => i.ref_id === refId);
  if (taken) throw refIdTaken("identity", refId, identityAnswer(store, taken));
  (body.institution_members as { identity_id?: string }[] | undefined)?.forEach((member, i) => {
    if (typeof member.identity_id === "string") requireIdentity(ctx.store, member.identity_id, `institution_members[${i}].identity_id`);
  });
  const institution = body.institution_details !== undefined;
  const pending = Object.fromEntries(REVIEW_FIELDS.filter((f) => institution || f !== "document_verification_status").map((f) => [f, "PENDING"]));
  const now = store.stamp();
  const identity: IdentityRecord = {
    id: store.newId(),
    type: institution ? "INSTITUTION" : "PERSON",
    summary_status: "PENDING",
    user_disabled: false,
    admin_disabled: false,
    ...(institution
      ? { institution_details: { ...(body.institution_details as object), ...pending } }
      : { person_details: { ...((body.person_details as object | undefined) ?? {}), ...pending } }),
    ...(typeof body.ref_id === "string" ? { ref_id: body.ref_id } : {}),
    ...(body.metadata !== undefined ? { metadata: body.metadata as Record<string, string> } : {}),
    created_at: now,
    updated_at: now,
  };
  store.identities.add(identity);
  return jsonResponse(200, identityAnswer(store, identity));
});

/** One identity; an institution's members only with include_institution_members=true, as the contract says. */
export const getIdentity = operationRoute("getIdentity", ({ path, query }, ctx) => {
  const { institution_members: members, ...identity } = identityAnswer(ctx.store, requireIdentity(ctx.store, path.id as string, "id"));
  return jsonResponse(200, query.include_institution_members === true && members !== undefined ? { ...identity, institution_members: members } : identity);
});

/** Identities newest first, by summary_status and identity_type, paged with keyset cursors. */
export const listIdentities = operationRoute("listIdentities", ({ query }, { store }) => {
  const types = query.control_types as string[] | undefined;
  const reasons = query.control_reason_codes as string[] | undefined;
  const controlled = (i: IdentityRecord) =>
    (types === undefined && reasons === undefined) ||
    activeControls(store, i.id).some((c) => (types === undefined || types.includes(c.type)) && (reasons === undefined || reasons.includes(c.reason_code)));
  const match = (i: IdentityRecord) =>
    (query.summary_status === undefined || i.summary_status === query.summary_status) && (query.identity_type === undefined || i.type === query.identity_type) && controlled(i);
  const page = listPage(store.identities.values(), query, match);
  return jsonResponse(200, { ...page, items: page.items.map((i) => identityAnswer(store, i)) });
});

/** The controls in force on an identity, oldest first. */
function activeControls(store: MockState, identityId: string): IdentityControlRecord[] {
  return [...store.identityControls.values()].filter((c) => c.identity_id === identityId && c.deleted_at === undefined);
}

/**
 * An identity as answered: the record with today's `status` (the summary status) and `status_details`
 * (the controls in force, and a KYC_REFRESH requirement awaiting the client while a refresh is under way).
 */
export function identityAnswer(store: MockState, identity: IdentityRecord): IdentityRecord & Record<string, unknown> {
  const refresh = store.kycRefreshes.get(identity.id);
  const requirements = refresh
    ? [{ type: "KYC_REFRESH", status: "PENDING", awaiting_action_from: "CLIENT", errors: [{ code: "KYC_REFRESH_REQUIRED", description: `confirm or update the identity's details by ${refresh.due_at}` }] }]
    : [];
  return { ...identity, status: identity.summary_status, status_details: { active_controls: activeControls(store, identity.id).map(controlAnswer), requirements } };
}

/**
 * Derives the identity's summary status again after a change and stamps updated_at; when the summary
 * status changed passes it to the identity's accounts (an account that is itself disabled stays DISABLED)
 * and, for a status the document announces (APPROVED, DENIED, DISABLED), records `identity.<status>`
 * with an `identity_summary_status_change` object.
 */
export function settleSummary(ctx: RouteContext, identity: IdentityRecord): void {
  const before = identity.summary_status;
  identity.summary_status = summaryStatus(identity);
  identity.updated_at = ctx.store.stamp();
  if (identity.summary_status === before) return;
  for (const account of ctx.store.identityAccounts.values()) {
    if (account.identity_id === identity.id) {
      account.summary_status = accountSummary(account, identity);
      account.updated_at = identity.updated_at;
    }
  }
  const event = identityStatusEvent(() => ctx.store.newId(), identity.id, before, identity.summary_status);
  if (event) ctx.store.events.append(event.type, event.object);
}

/**
 * Records `identity.documents_required` when the document review has just been set to PENDING while
 * required document types are still not uploaded (the mock's reading of "requires additional documents":
 * the sandbox status is how a test asks for it).
 */
function announceRequiredDocuments(ctx: RouteContext, identity: IdentityRecord, before: unknown): void {
  const status = detailsOf(identity).document_verification_status;
  if (status !== "PENDING" || before === "PENDING") return;
  const pending = pendingDocumentTypes(ctx.store, identity);
  if (pending.length > 0) ctx.store.events.append("identity.documents_required", documentsRequiredObject(() => ctx.store.newId(), identity.id, pending));
}

/** An account's summary status: its identity's, or DISABLED while the account itself is disabled. */
export function accountSummary(account: IdentityAccount, identity: IdentityRecord | undefined): string {
  if (account.user_disabled || account.admin_disabled) return "DISABLED";
  return identity?.summary_status ?? account.summary_status;
}

/**
 * Forces review statuses and disable flags (only those sent change), then derives the summary status
 * (see {@link settleSummary}). Answers `{}`.
 */
export const sandboxSetIdentityStatus = operationRoute("sandboxSetIdentityStatus", ({ path, body }, ctx) => {
  const identity = requireIdentity(ctx.store, path.id as string, "id");
  const details = detailsOf(identity);
  const documentReview = details.document_verification_status;
  for (const field of REVIEW_FIELDS) if (typeof body[field] === "string") details[field] = body[field];
  for (const flag of ["user_disabled", "admin_disabled"] as const) {
    const value = (body[flag] as { disabled?: boolean } | undefined)?.disabled;
    if (value !== undefined) identity[flag] = value;
  }
  announceRequiredDocuments(ctx, identity, documentReview);
  settleSummary(ctx, identity);
  return jsonResponse(200, {});
});

/** Fields of an identity's details that the service sets; an update that sends them changes nothing there. */
const SERVICE_FIELDS = new Set<string>([...REVIEW_FIELDS, "id_verification_url"]);

/**
 * Applies an update: details merged field by field (a person cannot become an institution or the
 * reverse: 400; the review statuses stay the service's), tax_details and customer_due_diligence
 * replaced, metadata replaced, `set_user_disabled` toggling the user's disable flag (the summary status
 * follows, and reaches the accounts; `identity.disabled` or `identity.approved` is recorded as it changes).
 * A ref_id another identity uses is refused with 409. Answers the identity.
 */
export const updateIdentity = operationRoute("updateIdentity", ({ path, body }, ctx) => {
  const identity = requireIdentity(ctx.store, path.id as string, "id");
  const own = identity.type === "INSTITUTION" ? "institution_details" : "person_details";
  const other = own === "person_details" ? "institution_details" : "person_details";
  if (body[other] !== undefined) throw badRequest(other, "identityType", `identity ${identity.id} is a ${identity.type}: it takes ${own}, not ${other}`);
  const refId = body.ref_id as string | undefined;
  if (refId !== undefined && refId !== identity.ref_id) {
    const taken = [...ctx.store.identities.values()].find((i) => i.ref_id === refId);
    if (taken) throw new ProblemError(409, `ref_id ${refId} is already used by identity ${taken.id}`, { rule: "idempotency", field: "ref_id" });
    identity.ref_id = refId;
  }
  if (body[own] !== undefined) {
    const details = (identity[own] ??= {});
    for (const [key, value] of Object.entries(body[own] as Record<string, unknown>)) if (!SERVICE_FIELDS.has(key)) details[key] = value;
  }
  if (body.tax_details !== undefined) identity.tax_details = body.tax_details as Record<string, unknown>[];
  if (body.set_tax_details_not_required !== undefined) identity.tax_details_not_required = body.set_tax_details_not_required as boolean;
  if (body.customer_due_diligence !== undefined) identity.customer_due_diligence = { ...(body.customer_due_diligence as object), created_at: ctx.store.stamp() };
  if (body.is_merchant !== undefined) identity.is_merchant = body.is_merchant as boolean;
  if (body.last_kyc_refresh_date !== undefined) {
    identity.last_kyc_refresh_date = normalizeDateTime(body.last_kyc_refresh_date as string) ?? (body.last_kyc_refresh_date as string);
    // The guide: an update carrying the date the user confirmed their details completes a refresh under way.
    ctx.store.completeKycRefresh(identity.id, identity.last_kyc_refresh_date);
  }
  if (body.metadata !== undefined) identity.metadata = { ...(body.metadata as Record<string, string>) };
  if (body.set_user_disabled !== undefined) identity.user_disabled = body.set_user_disabled as boolean;
  settleSummary(ctx, identity);
  return jsonResponse(200, identityAnswer(ctx.store, identity));
});

