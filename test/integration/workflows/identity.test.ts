/**
 * Workflow 6, identity, over real HTTP: create an identity, force its sandbox review statuses (the
 * summary status follows the contract's rule), create an account for it (with a profile), and list both.
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
