/**
 * Memberships (scope identity:write_identity): POST /identity/institution-members and DELETE
 * /identity/institution-members/{id} change an institution identity's members (read back with
 * getIdentity's include_institution_members); POST /identity/account-members and DELETE
 * /identity/account-members/{id} change an account's members (read back with getAccount).
 */
import type { IdentityRecord, InstitutionMemberRecord } from "../domain/identities";
import { badRequest, jsonResponse, notFound } from "../protocol/problem";
import type { IdentityAccountMember } from "../domain/records";
import type { RouteContext } from "./context";
import { operationRoute } from "./operation-route";
import { requireAccount, requireIdentity } from "./references";

/** The identity each member names, or 404 naming `members[i].identity_id`. */
function memberIdentities(ctx: RouteContext, members: { identity_id?: string }[]): IdentityRecord[] {
  return members.map((m, i) => {
    if (m.identity_id === undefined) throw badRequest(`members[${i}].identity_id`, "required", `members[${i}].identity_id is required`);
    return requireIdentity(ctx.store, m.identity_id, `members[${i}].identity_id`);
  });
}

/** A person's full name, or an institution's name, for the member record the service fills in. */
function displayName(identity: IdentityRecord): string | undefined {
  if (identity.type === "INSTITUTION") return identity.institution_details?.name as string | undefined;
  const details = identity.person_details ?? {};
  const name = [details.first_name, details.last_name].filter((p) => typeof p === "string").join(" ");
  return name.length > 0 ? name : undefined;
}

/**
 * Adds members to an institution identity (404 naming institution_id when unknown, 400 when it is a
 * person); existing members stay. Each gets a new membership id, its identity's name and summary status.
 * Answers the added members.
 */
export const addInstitutionMembers = operationRoute("addInstitutionMembers", ({ body }, ctx) => {
  const institution = requireIdentity(ctx.store, body.institution_id as string, "institution_id");
  if (institution.type !== "INSTITUTION") throw badRequest("institution_id", "notInstitution", `identity ${institution.id} is a ${institution.type}, not an institution`);
  const requested = body.members as { identity_id?: string; roles?: string[]; ownership?: string; position?: string }[];
  const identities = memberIdentities(ctx, requested);
  const added = requested.map((m, i): InstitutionMemberRecord => {
    const identity = identities[i] as IdentityRecord;
    const name = displayName(identity);
    return {
      id: ctx.store.newId(),
      identity_id: identity.id,
      ...(m.roles !== undefined ? { roles: [...m.roles] } : {}),
      ...(m.ownership !== undefined ? { ownership: m.ownership } : {}),
      ...(m.position !== undefined ? { position: m.position } : {}),
      ...(name !== undefined ? { name } : {}),
      summary_status: identity.summary_status,
    };
  });
  institution.institution_members = [...(institution.institution_members ?? []), ...added];
  institution.updated_at = ctx.store.stamp();
  return jsonResponse(200, { institution_id: institution.id, members: added });
});

/** Removes one institution membership by its id (404 naming id when no institution has it); answers {}. */
export const deleteInstitutionMember = operationRoute("deleteInstitutionMember", ({ path }, { store }) => {
  const id = (path.id as string).toLowerCase();
  for (const identity of store.identities.values()) {
    const members = identity.institution_members ?? [];
    if (!members.some((m) => m.id === id)) continue;
    identity.institution_members = members.filter((m) => m.id !== id);
    identity.updated_at = store.stamp();
    return jsonResponse(200, {});
  }
  throw notFound(`institution member ${path.id} not found`, { field: "id" });
});

/**
 * Adds members to an account (404 naming account_id when unknown, or members[i].identity_id for an
 * unknown identity); existing members stay. Each gets a new member id. Answers the added members.
 */
export const addAccountMembers = operationRoute("addAccountMembers", ({ body }, ctx) => {
  const { store } = ctx;
  const account = requireAccount(store, body.account_id as string, "account_id");
  const requested = body.members as { identity_id?: string; type?: string; roles?: string[] }[];
  const identities = memberIdentities(ctx, requested);
  const added = requested.map(
    (m, i): IdentityAccountMember => ({
      identity_id: (identities[i] as IdentityRecord).id,
      type: m.type ?? m.roles?.[0] ?? "AUTHORIZED_USER",
      roles: [...(m.roles ?? (m.type !== undefined ? [m.type] : ["AUTHORIZED_USER"]))],
      id: store.newId(),
    }),
  );
  account.members = [...account.members, ...added];
  account.updated_at = store.stamp();
  return jsonResponse(200, { account_id: account.id, members: added });
});

/** Removes one account member by its id (404 naming id when no account has it); answers {}. */
export const deleteAccountMember = operationRoute("deleteAccountMember", ({ path }, { store }) => {
  const id = (path.id as string).toLowerCase();
  for (const account of store.identityAccounts.values()) {
    if (!account.members.some((m) => m.id === id)) continue;
    account.members = account.members.filter((m) => m.id !== id);
    account.updated_at = store.stamp();
    return jsonResponse(200, {});
  }
  throw notFound(`account member ${path.id} not found`, { field: "id" });
});
