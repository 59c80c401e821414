/**
 * Workflow 6, identity, over real HTTP: create an identity, force its sandbox review statuses (the
 * summary status follows the contract's rule), create an account for it (with a profile), list both,
 * read and update the account (description, an authorized user) and the identity (details, disabling).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { NotFoundError, type Paxos } from "../../../src/index";
import type { MockServer } from "../../../src/mock/index";
import { workflowMock } from "./support";

let mock: MockServer;
let paxos: Paxos;
beforeAll(async () => ({ mock, paxos } = await workflowMock()));
afterAll(() => mock.close());

it("creates a person, approves it in the sandbox, opens an account and lists both", async () => {
  const person = await paxos.identity.create({
    ref_id: "kyc-ada",
    person_details: { first_name: "Ada", last_name: "Lovelace", date_of_birth: "1815-12-10" },
  });
  expect(person).toMatchObject({ type: "PERSON", summary_status: "PENDING", person_details: { first_name: "Ada", id_verification_status: "PENDING" } });

  // One of the two required verifications is not enough.
  await paxos.sandbox.setIdentityStatus(person.id, { id_verification_status: "APPROVED" });
  expect((await paxos.identity.get(person.id)).summary_status).toBe("PENDING");
  await paxos.sandbox.setIdentityStatus(person.id, { sanctions_verification_status: "APPROVED" });
  const approved = await paxos.identity.get(person.id);
  expect(approved.summary_status).toBe("APPROVED");
  expect(approved.person_details).toMatchObject({ id_verification_status: "APPROVED", sanctions_verification_status: "APPROVED" });

  const account = await paxos.identity.createAccount({ account: { identity_id: person.id, description: "Ada's brokerage", ref_id: "acct-ada" }, create_profile: true });
  expect(account).toMatchObject({ identity_id: person.id, summary_status: "APPROVED", ref_id: "acct-ada" });
  expect((await paxos.profiles.get(account.profile_id!)).account_id).toBe(account.id);

  const institution = await paxos.identity.create({ institution_details: { name: "Analytical Engines Ltd" } });
  await paxos.sandbox.setIdentityStatus(institution.id, { sanctions_verification_status: "DENIED" });

  // The seeded identities (owners of the seeded accounts) are approved people too; the new one is the newest.
  expect((await paxos.identity.list({ summary_status: "APPROVED", limit: 1 })).items.map((i) => i.id)).toEqual([person.id]);
  expect((await paxos.identity.list({ summary_status: "DENIED" })).items.map((i) => i.id)).toEqual([institution.id]);
  const all = await paxos.identity.list({ limit: 1 });
  expect(all.items.map((i) => i.id)).toEqual([institution.id]);
  expect((await all.getNextPage()).items.map((i) => i.id)).toEqual([person.id]);

  const accounts = await paxos.identity.listAccounts({ identity_id: person.id });
  expect(accounts.items).toEqual([account]);
  expect(await paxos.identity.getAccount(account.id!)).toEqual(account);

  // An authorized user joins; the owner keeps their member id. The account reads back as updated.
  const helper = await paxos.identity.create({ person_details: { first_name: "Charles", last_name: "Babbage" } });
  const owner = account.members![0]!;
  const updatedAccount = await paxos.identity.updateAccount({
    account: {
      id: account.id!,
      description: "Ada's joint brokerage",
      members: [
        { identity_id: person.id, type: "BENEFICIAL_OWNER", roles: ["BENEFICIAL_OWNER"] },
        { identity_id: helper.id, type: "AUTHORIZED_USER", roles: ["AUTHORIZED_USER"] },
      ],
    },
  });
  expect(updatedAccount.description).toBe("Ada's joint brokerage");
  expect(updatedAccount.members?.map((m) => [m.identity_id, m.type])).toEqual([[person.id, "BENEFICIAL_OWNER"], [helper.id, "AUTHORIZED_USER"]]);
  expect(updatedAccount.members?.[0]?.id).toBe(owner.id);
  expect(await paxos.identity.getAccount(account.id!)).toEqual(updatedAccount);

  // Updating details keeps the reviews the service made; the identity reads back as updated.
  const updated = await paxos.identity.update(person.id, { person_details: { email: "ada@example.com" }, metadata: { tier: "gold" } });
  expect(updated).toMatchObject({ summary_status: "APPROVED", metadata: { tier: "gold" }, person_details: { first_name: "Ada", email: "ada@example.com", sanctions_verification_status: "APPROVED" } });
  expect(await paxos.identity.get(person.id)).toEqual(updated);

  // Disabling the identity reaches its account.
  await paxos.sandbox.setIdentityStatus(person.id, { user_disabled: { disabled: true } });
  expect((await paxos.identity.get(person.id)).summary_status).toBe("DISABLED");
  expect((await paxos.identity.listAccounts({ identity_id: person.id })).items[0]?.summary_status).toBe("DISABLED");
});

it("refuses an account for an unknown identity, naming the field", async () => {
  const error = await paxos.identity.createAccount({ account: { identity_id: "00000000-0000-4000-8000-000000000000" } }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(NotFoundError);
  expect((error as NotFoundError).meta).toMatchObject({ field: "account.identity_id" });
});
