/**
 * Identities and their accounts: POST /identity/identities, GET /identity/identities (filters, cursors),
 * GET /identity/identities/{id}, PUT /sandbox/identities/{id}/status, POST /identity/accounts. The
 * account list is routes/list-identity-accounts.ts, over the same store.
 */
import { type IdentityRecord, REVIEW_FIELDS, detailsOf, summaryStatus } from "../identities";
import { jsonResponse, notFound } from "../problem";
import type { IdentityAccount, IdentityAccountMember } from "../types";
import type { RouteContext } from "./context";
import { listPage } from "./list-page";
import { operationRoute } from "./operation-route";

/** The identity named by `id`, or 404 naming `field`. */
function find(ctx: RouteContext, id: string, field: string): IdentityRecord {
  const identity = ctx.store.identities.get(id.toLowerCase());
  if (!identity) throw notFound(`identity ${id} not found`, { field });
  return identity;
}

/** Creates a PERSON (person_details) or INSTITUTION (institution_details) identity, every review PENDING. */
export const createIdentity = operationRoute("createIdentity", ({ body }, { store }) => {
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
  store.events.append("identity.created", "identity", identity);
  return jsonResponse(200, identity);
});

/** One identity. */
export const getIdentity = operationRoute("getIdentity", ({ path }, ctx) => jsonResponse(200, find(ctx, path.id as string, "id")));

/** Identities newest first, by summary_status and identity_type, paged with keyset cursors. */
export const listIdentities = operationRoute("listIdentities", ({ query }, { store }) => {
  const match = (i: IdentityRecord) =>
    (query.summary_status === undefined || i.summary_status === query.summary_status) && (query.identity_type === undefined || i.type === query.identity_type);
  return jsonResponse(200, listPage(store.identities.values(), query, match));
});

/**
 * Forces review statuses and disable flags (only those sent change), then derives the summary status;
 * a change of summary status is recorded as `identity.<status>` (e.g. identity.approved) and reaches the
 * identity's accounts. Answers `{}`.
 */
export const sandboxSetIdentityStatus = operationRoute("sandboxSetIdentityStatus", ({ path, body }, ctx) => {
  const identity = find(ctx, path.id as string, "id");
  const details = detailsOf(identity);
  for (const field of REVIEW_FIELDS) if (typeof body[field] === "string") details[field] = body[field];
  for (const flag of ["user_disabled", "admin_disabled"] as const) {
    const value = (body[flag] as { disabled?: boolean } | undefined)?.disabled;
    if (value !== undefined) identity[flag] = value;
  }
  const before = identity.summary_status;
  identity.summary_status = summaryStatus(identity);
  identity.updated_at = ctx.store.stamp();
  if (identity.summary_status !== before) {
    for (const account of ctx.store.identityAccounts.values()) {
      if (account.identity_id === identity.id) {
        account.summary_status = identity.summary_status;
        account.updated_at = identity.updated_at;
      }
    }
    ctx.store.events.append(`identity.${identity.summary_status.toLowerCase()}`, "identity", identity);
  }
  return jsonResponse(200, {});
});

/**
 * Creates an account of an identity (404 naming account.identity_id when it does not exist); its
 * summary status follows the identity's. With create_profile, a NORMAL profile is created for it.
 */
export const createAccount = operationRoute("createAccount", ({ body }, ctx) => {
  const spec = body.account as { identity_id: string; description?: string; ref_id?: string; metadata?: Record<string, string>; members?: IdentityAccountMember[] };
  const identity = find(ctx, spec.identity_id, "account.identity_id");
  const { store } = ctx;
  const accountId = store.newId();
  let profileId: string | undefined;
  if (body.create_profile === true) {
    profileId = store.newId();
  }
  const now = store.stamp();
  if (profileId !== undefined) store.profiles.add({ id: profileId, nickname: spec.description ?? "Account profile", type: "NORMAL", account_id: accountId }, now);
  const account: IdentityAccount = store.insertIdentityAccount({
    id: accountId,
    identity_id: identity.id,
    description: spec.description ?? "",
    metadata: spec.metadata ?? {},
    ...(spec.ref_id !== undefined ? { ref_id: spec.ref_id } : {}),
    members: (spec.members ?? [{ identity_id: identity.id, roles: ["BENEFICIAL_OWNER"] }]).map((m) => ({ type: "BENEFICIAL_OWNER", ...m, id: store.newId() }) as IdentityAccountMember),
    summary_status: identity.summary_status,
    type: "BROKERAGE",
    created_at: now,
    updated_at: now,
    ...(profileId !== undefined ? { profile_id: profileId } : {}),
  });
  if (profileId === undefined) delete (account as Partial<IdentityAccount>).profile_id;
  store.events.append("identity.account.created", "account", account);
  return jsonResponse(200, account);
});
