/**
 * Updates that the reads reflect: a profile rename (unique nicknames, deactivated profiles not found),
 * an identity update (details merged, kind kept, disabling reaching its accounts), and an account read
 * and update (members replaced, beneficial owners kept, disabling).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createMockApi, type MockApi } from "../../src/mock/index";
import { handle } from "./helpers";

let api: MockApi;
beforeEach(() => {
  api = createMockApi({ seed: 3 });
});

describe("updateProfile", () => {
  it("renames: get and list show the new nickname (no event: Paxos documents none); a repeat changes nothing", async () => {
    const id = api.store.ids.profileIds[2]!;
    const renamed = await handle(api, "PUT", `/profiles/${id}`, { body: { nickname: "Payroll" } });
    expect(renamed).toMatchObject({ status: 200, body: { id, nickname: "Payroll", type: "NORMAL" } });
    expect((await handle(api, "GET", `/profiles/${id}`)).body).toEqual(renamed.body);
    expect((await handle(api, "GET", "/profiles", { query: { nickname: "Payroll" } })).body.items).toEqual([renamed.body]);
    expect((await handle(api, "PUT", `/profiles/${id}`, { body: { nickname: "Payroll" } })).body).toEqual(renamed.body);
    expect(api.store.events.all()).toEqual([]);
    // The DEFAULT profile answers to `default` here too.
    expect((await handle(api, "PUT", "/profiles/default", { body: { nickname: "Main" } })).body).toMatchObject({ id: api.store.ids.profileIds[0], type: "DEFAULT", nickname: "Main" });
  });

  it("refuses a nickname in use (409), an unknown or deactivated profile (404) and an empty nickname (400)", async () => {
    const [a, b] = [api.store.ids.profileIds[1]!, api.store.ids.profileIds[2]!];
    const taken = await handle(api, "PUT", `/profiles/${a}`, { body: { nickname: "Profile 2" } });
    expect([taken.status, taken.body.meta]).toEqual([409, { rule: "duplicateNickname", field: "nickname", profile_id: b }]);
    api.store.profiles.setDeactivated(b, true);
    const gone = await handle(api, "PUT", `/profiles/${b}`, { body: { nickname: "Ghost" } });
    expect([gone.status, gone.body.meta]).toEqual([404, { field: "profile_id", rule: "unknownProfile" }]);
    expect((await handle(api, "PUT", `/profiles/${crypto.randomUUID()}`, { body: { nickname: "Nobody" } })).status).toBe(404);
    expect((await handle(api, "PUT", `/profiles/${a}`, { body: { nickname: "" } })).body.meta).toMatchObject({ field: "nickname", rule: "minLength" });
    // A deactivated profile's nickname is free again.
    expect((await handle(api, "PUT", `/profiles/${a}`, { body: { nickname: "Profile 2" } })).status).toBe(200);
  });
});

describe("listProfiles", () => {
  it("lists oldest first by default (this list's default) and matches nickname as a case-insensitive prefix", async () => {
    const made = [];
    for (const nickname of ["Desk A", "desk B", "Other"]) made.push((await handle(api, "POST", "/profiles", { body: { nickname } })).body);
    const all = (await handle(api, "GET", "/profiles")).body.items;
    expect(all).toHaveLength(9);
    expect(all.slice(-3)).toEqual(made);
    expect((await handle(api, "GET", "/profiles", { query: { order: "DESC", limit: 3 } })).body.items).toEqual([...made].reverse());
    expect((await handle(api, "GET", "/profiles", { query: { nickname: "DESK" } })).body.items).toEqual(made.slice(0, 2));
  });
});

describe("updateIdentity", () => {
  it("merges details (statuses stay the service's), replaces metadata, and disabling reaches the accounts", async () => {
    const person = (await handle(api, "POST", "/identity/identities", { body: { person_details: { first_name: "Ada", last_name: "Byron" } } })).body;
    await handle(api, "PUT", `/identity/identities/${person.id}/sandbox-status`, { body: { id_verification_status: "APPROVED", sanctions_verification_status: "APPROVED" } });
    const account = (await handle(api, "POST", "/identity/accounts", { body: { account: { identity_id: person.id } } })).body;
    expect(account.summary_status).toBe("APPROVED");

    const updated = await handle(api, "PUT", `/identity/identities/${person.id}`, {
      body: { person_details: { last_name: "Lovelace", id_verification_status: "DENIED" }, metadata: { tier: "gold" }, is_merchant: true, ref_id: "ada" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ summary_status: "APPROVED", is_merchant: true, ref_id: "ada", metadata: { tier: "gold" } });
    expect(updated.body.person_details).toMatchObject({ first_name: "Ada", last_name: "Lovelace", id_verification_status: "APPROVED" });
    expect((await handle(api, "GET", `/identity/identities/${person.id}`)).body).toEqual(updated.body);

    const disabled = await handle(api, "PUT", `/identity/identities/${person.id}`, { body: { set_user_disabled: true } });
    expect(disabled.body).toMatchObject({ user_disabled: true, summary_status: "DISABLED" });
    expect((await handle(api, "GET", `/identity/accounts/${account.id}`)).body.summary_status).toBe("DISABLED");
    expect(api.store.events.all().at(-1)).toMatchObject({
      type: "identity.disabled",
      object_type: "identity_summary_status_change",
      object: { identity_id: person.id, old_summary_status: "APPROVED", new_summary_status: "DISABLED" },
    });
    expect((await handle(api, "PUT", `/identity/identities/${person.id}`, { body: { set_user_disabled: false } })).body.summary_status).toBe("APPROVED");
    expect(api.store.events.all().at(-1)).toMatchObject({ type: "identity.approved", object: { identity_id: person.id, old_summary_status: "DISABLED", new_summary_status: "APPROVED" } });
  });

  it("refuses the other kind's details (400), a ref_id in use (409) and an unknown identity (404)", async () => {
    const id = api.store.ids.identityIds[0]!;
    const wrongKind = await handle(api, "PUT", `/identity/identities/${id}`, { body: { institution_details: { name: "Acme" } } });
    expect([wrongKind.status, wrongKind.body.meta]).toEqual([400, { field: "institution_details", rule: "identityType" }]);
    await handle(api, "PUT", `/identity/identities/${api.store.ids.identityIds[1]}`, { body: { ref_id: "kyc-1" } });
    expect((await handle(api, "PUT", `/identity/identities/${id}`, { body: { ref_id: "kyc-1" } })).body.meta).toEqual({ rule: "idempotency", field: "ref_id" });
    expect((await handle(api, "PUT", `/identity/identities/${crypto.randomUUID()}`, { body: {} })).body.meta).toEqual({ field: "id" });
  });
});

describe("getAccount and updateAccount", () => {
  it("reads a seeded account, and updates description, metadata, members and the disable flag", async () => {
    const seeded = api.store.identityAccounts.at(0)!;
    expect((await handle(api, "GET", `/identity/accounts/${seeded.id}`)).body).toEqual(seeded);
    expect((await handle(api, "GET", `/identity/accounts/${crypto.randomUUID()}`)).body.meta).toEqual({ field: "id" });

    const owner = seeded.members[0]!;
    const adviser = api.store.ids.identityIds.find((i) => !seeded.members.some((m) => m.identity_id === i))!;
    const members = [...seeded.members.map(({ id: _id, ...m }) => m), { identity_id: adviser, type: "FINANCIAL_ADVISOR", roles: ["FINANCIAL_ADVISOR"] }];
    const updated = await handle(api, "PUT", "/identity/accounts", { body: { account: { id: seeded.id, description: "Family office", metadata: { desk: "7" }, members } } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: seeded.id, description: "Family office", metadata: { desk: "7" } });
    expect(updated.body.members).toHaveLength(members.length);
    expect(updated.body.members[0]).toEqual(owner); // a member kept keeps its id
    expect(updated.body.members.at(-1)).toMatchObject({ identity_id: adviser, type: "FINANCIAL_ADVISOR" });
    expect((await handle(api, "GET", `/identity/accounts/${seeded.id}`)).body).toEqual(updated.body);
    expect((await handle(api, "GET", "/identity/accounts", { query: { identity_id: seeded.identity_id } })).body.items).toContainEqual(updated.body);

    const disabled = await handle(api, "PUT", "/identity/accounts", { body: { account: { id: seeded.id }, set_user_disabled: true } });
    expect(disabled.body).toMatchObject({ user_disabled: true, summary_status: "DISABLED" });
  });

  it("refuses a change of beneficial owners (400), an unknown member (404), a ref_id in use (409) and an unknown account (404)", async () => {
    const [first, second] = [api.store.identityAccounts.at(0)!, api.store.identityAccounts.at(1)!];
    const stranger = api.store.ids.identityIds.find((i) => !first.members.some((m) => m.identity_id === i))!;
    const owners = await handle(api, "PUT", "/identity/accounts", { body: { account: { id: first.id, members: [{ identity_id: stranger, type: "BENEFICIAL_OWNER", roles: ["BENEFICIAL_OWNER"] }] } } });
    expect([owners.status, owners.body.meta]).toEqual([400, { field: "account.members", rule: "memberRoles" }]);
    const ghost = await handle(api, "PUT", "/identity/accounts", { body: { account: { id: first.id, members: [{ identity_id: crypto.randomUUID(), roles: ["AUTHORIZED_USER"] }] } } });
    expect([ghost.status, ghost.body.meta]).toEqual([404, { field: "account.members[0].identity_id" }]);
    expect((await handle(api, "PUT", "/identity/accounts", { body: { account: { id: first.id, ref_id: second.ref_id } } })).body.meta).toEqual({ rule: "idempotency", field: "account.ref_id" });
    expect((await handle(api, "PUT", "/identity/accounts", { body: { account: { id: crypto.randomUUID() } } })).body.meta).toEqual({ field: "account.id" });
    expect(api.store.identityAccounts.get(first.id)!.members).toEqual(first.members);
  });
});
