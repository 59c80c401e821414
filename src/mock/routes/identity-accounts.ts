/**
 * Identity accounts: POST and PUT /identity/accounts, GET /identity/accounts/{id}. The list
 * (GET /identity/accounts) is routes/list-identity-accounts.ts, over the same `store.identityAccounts`.
 * An account's summary status follows its identity's (routes/identities.ts, settleSummary).
 */
import { ProblemError, badRequest, jsonResponse } from "../protocol/problem";
import type { IdentityAccount, IdentityAccountMember } from "../domain/records";
import { accountSummary } from "./identities";
import { operationRoute } from "./operation-route";
import { requireAccount, requireIdentity } from "./references";

/**
 * Creates an account of an identity (404 naming account.identity_id when it does not exist, or
 * account.members[i].identity_id for a member's); its
 * summary status follows the identity's. With create_profile, a NORMAL profile is created for it.
 */
export const createAccount = operationRoute("createAccount", ({ body }, ctx) => {
  const spec = body.account as { identity_id: string; description?: string; ref_id?: string; metadata?: Record<string, string>; members?: IdentityAccountMember[] };
  const identity = requireIdentity(ctx.store, spec.identity_id, "account.identity_id");
  spec.members?.forEach((member, i) => {
    if (member.identity_id !== undefined) requireIdentity(ctx.store, member.identity_id, `account.members[${i}].identity_id`);
  });
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
  return jsonResponse(200, account);
});

/** One account with its members (seeded or created). */
export const getAccount = operationRoute("getAccount", ({ path }, ctx) => jsonResponse(200, requireAccount(ctx.store, path.id as string, "id")));

/** Identity ids holding the BENEFICIAL_OWNER role (as type or role) among `members`, sorted. */
function owners(members: readonly { identity_id?: string; type?: string; roles?: string[] }[]): string[] {
  return [...new Set(members.filter((m) => m.type === "BENEFICIAL_OWNER" || m.roles?.includes("BENEFICIAL_OWNER")).map((m) => m.identity_id ?? ""))].sort();
}

/**
 * Updates the account `account.id` names (404 naming account.id): description, metadata (replaced),
 * ref_id (one another account uses: 409), members (the whole list; each member's identity must exist, 404
 * naming it; only FINANCIAL_ADVISOR and AUTHORIZED_USER members may come or go, so a change of the
 * beneficial owners is refused with 400), and `set_user_disabled` (the account's summary status follows).
 * A member kept keeps its id. Records `identity.account.updated` and answers the account.
 */
export const updateAccount = operationRoute("updateAccount", ({ body }, ctx) => {
  const spec = body.account as { id: string; description?: string; ref_id?: string; metadata?: Record<string, string>; members?: { identity_id?: string; type?: string; roles?: string[] }[] };
  const account = requireAccount(ctx.store, spec.id, "account.id");
  const { store } = ctx;
  if (spec.ref_id !== undefined && spec.ref_id !== account.ref_id) {
    const taken = [...store.identityAccounts.values()].find((a) => a.ref_id === spec.ref_id);
    if (taken) throw new ProblemError(409, `ref_id ${spec.ref_id} is already used by account ${taken.id}`, { rule: "idempotency", field: "account.ref_id" });
  }
  let members: IdentityAccountMember[] | undefined;
  if (spec.members !== undefined) {
    spec.members.forEach((m, i) => requireIdentity(ctx.store, m.identity_id ?? "", `account.members[${i}].identity_id`));
    if (owners(spec.members).join() !== owners(account.members).join()) {
      throw badRequest("account.members", "memberRoles", "only FINANCIAL_ADVISOR and AUTHORIZED_USER members can be added or removed by an update; the beneficial owners must stay as they are");
    }
    members = spec.members.map((m) => {
      const type = m.type ?? (m.roles?.[0] as string | undefined) ?? "AUTHORIZED_USER";
      const kept = account.members.find((old) => old.identity_id === m.identity_id && old.type === type);
      return { identity_id: m.identity_id as string, type, roles: m.roles ?? [type], id: kept?.id ?? store.newId() };
    });
  }
  if (spec.description !== undefined) account.description = spec.description;
  if (spec.ref_id !== undefined) account.ref_id = spec.ref_id;
  if (spec.metadata !== undefined) account.metadata = { ...spec.metadata };
  if (members !== undefined) account.members = members;
  if (body.set_user_disabled !== undefined) {
    account.user_disabled = body.set_user_disabled as boolean;
    account.summary_status = accountSummary(account, store.identities.get(account.identity_id));
  }
  account.updated_at = store.stamp();
  return jsonResponse(200, account);
});
