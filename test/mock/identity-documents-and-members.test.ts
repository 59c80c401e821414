/**
 * Identity documents are registered once per name and listed afterwards (with the required types still
 * missing when asked); institution and account members added and removed show in getIdentity (with
 * include_institution_members) and getAccount; unknown records are 404 naming the field.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createMockApi, type MockApi } from "../../src/mock/index";
import { handle } from "./helpers";

let api: MockApi;
let person: string;
beforeEach(() => {
  api = createMockApi({ seed: 51 });
  person = api.store.ids.identityIds[0]!;
});

describe("identity documents", () => {
  const upload = (body: object, id = person) => handle(api, "PUT", `/identity/identities/${id}/documents`, { body });
  const list = (query: Record<string, boolean> = {}, id = person) => handle(api, "GET", `/identity/identities/${id}/documents`, { query });

  it("registers a document, answers an upload link and lists it; the pending types shrink", async () => {
    expect((await list({ include_pending_docs: true })).body).toEqual({ documents: [], pending_documents: ["IDENTITY_VERIFICATION", "PROOF_OF_RESIDENCY"] });
    const first = await upload({ name: "passport.pdf", document_types: ["IDENTITY_VERIFICATION"] });
    expect(first.body).toMatchObject({ name: "passport.pdf", file_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(first.body.upload_url).toMatch(new RegExp(`^https://documents\\.mock\\.invalid/identities/${person}/${first.body.file_id}\\?`));
    await upload({ name: "bill.png" });
    const listed = (await list({ include_pending_docs: true })).body;
    expect(listed.documents.map((d: { name: string; file_id: string; document_types: string[] }) => [d.name, d.document_types])).toEqual([
      ["passport.pdf", ["IDENTITY_VERIFICATION"]],
      ["bill.png", []],
    ]);
    expect(listed.documents[0].file_id).toBe(first.body.file_id);
    expect(listed.pending_documents).toEqual(["PROOF_OF_RESIDENCY"]);
    expect((await list()).body).not.toHaveProperty("pending_documents");
    // Documents belong to their identity.
    expect((await list({}, api.store.ids.identityIds[1]!)).body.documents).toEqual([]);
  });

  it("refuses a name used before (409) and an unknown identity (404)", async () => {
    const first = await upload({ name: "passport.pdf" });
    const again = await upload({ name: "passport.pdf", document_types: ["PROOF_OF_FUNDS"] });
    expect([again.status, again.body.meta]).toEqual([409, { rule: "duplicateName", field: "name", file_id: first.body.file_id }]);
    expect((await list()).body.documents).toHaveLength(1);
    expect((await upload({ name: "x.pdf" }, crypto.randomUUID())).body.meta).toEqual({ field: "identity_id" });
    expect((await list({}, crypto.randomUUID())).status).toBe(404);
  });
});

describe("members", () => {
  it("adds institution members and removes one, as getIdentity shows with include_institution_members", async () => {
    const institution = (await handle(api, "POST", "/identity/identities", { body: { institution_details: { name: "Acme LLC" } } })).body;
    const added = await handle(api, "POST", "/identity/institution-members", {
      body: { institution_id: institution.id, members: [{ identity_id: person, roles: ["BENEFICIAL_OWNER"], ownership: "25" }, { identity_id: api.store.ids.identityIds[1]!, position: "CFO" }] },
    });
    expect(added.body.institution_id).toBe(institution.id);
    expect(added.body.members).toMatchObject([
      { identity_id: person, roles: ["BENEFICIAL_OWNER"], ownership: "25", summary_status: "APPROVED", name: expect.stringContaining("Seeded") },
      { identity_id: api.store.ids.identityIds[1]!, position: "CFO" },
    ]);
    const read = async (include: boolean) => (await handle(api, "GET", `/identity/identities/${institution.id}`, { query: { include_institution_members: include } })).body;
    expect((await read(true)).institution_members).toEqual(added.body.members);
    expect(await read(false)).not.toHaveProperty("institution_members");

    expect((await handle(api, "DELETE", `/identity/institution-members/${added.body.members[0].id}`)).body).toEqual({});
    expect((await read(true)).institution_members).toEqual([added.body.members[1]]);
    expect((await handle(api, "DELETE", `/identity/institution-members/${added.body.members[0].id}`)).body.meta).toEqual({ field: "id" });
  });

  it("refuses a person as institution and unknown identities", async () => {
    const asPerson = await handle(api, "POST", "/identity/institution-members", { body: { institution_id: person, members: [{ identity_id: person }] } });
    expect([asPerson.status, asPerson.body.meta]).toEqual([400, { field: "institution_id", rule: "notInstitution" }]);
    expect((await handle(api, "POST", "/identity/institution-members", { body: { institution_id: crypto.randomUUID(), members: [{ identity_id: person }] } })).body.meta).toEqual({ field: "institution_id" });
    const account = api.store.identityAccounts.at(0)!;
    const count = account.members.length;
    const unknown = await handle(api, "POST", "/identity/account-members", { body: { account_id: account.id, members: [{ identity_id: person }, { identity_id: crypto.randomUUID() }] } });
    expect([unknown.status, unknown.body.meta]).toEqual([404, { field: "members[1].identity_id" }]);
    expect(account.members).toHaveLength(count);
    expect((await handle(api, "POST", "/identity/account-members", { body: { account_id: crypto.randomUUID(), members: [{ identity_id: person }] } })).body.meta).toEqual({ field: "account_id" });
  });

  it("adds account members and removes one, as getAccount shows", async () => {
    const account = api.store.identityAccounts.at(0)!;
    const before = (await handle(api, "GET", `/identity/accounts/${account.id}`)).body.members;
    const other = api.store.ids.identityIds[1]!;
    const added = await handle(api, "POST", "/identity/account-members", { body: { account_id: account.id, members: [{ identity_id: other, type: "AUTHORIZED_USER", roles: ["AUTHORIZED_USER"] }] } });
    expect(added.body).toMatchObject({ account_id: account.id, members: [{ identity_id: other, type: "AUTHORIZED_USER", roles: ["AUTHORIZED_USER"] }] });
    expect((await handle(api, "GET", `/identity/accounts/${account.id}`)).body.members).toEqual([...before, ...added.body.members]);
    expect((await handle(api, "DELETE", `/identity/account-members/${added.body.members[0].id}`)).body).toEqual({});
    expect((await handle(api, "GET", `/identity/accounts/${account.id}`)).body.members).toEqual(before);
    expect((await handle(api, "DELETE", `/identity/account-members/${added.body.members[0].id}`)).status).toBe(404);
  });
});
