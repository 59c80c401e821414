/**
 * The sandbox KYC refresh over real HTTP: starting one records `identity.kyc_refresh.started` (due a
 * month later); updating the identity with the date the user confirmed completes it
 * (`identity.kyc_refresh.completed`, the date kept); a forced refresh expires after its days on the mock
 * clock (`identity.kyc_refresh.expired`); an identity that is not approved, or already refreshing, is not
 * eligible; a reset drops the refresh with no event.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { ConflictError, NotFoundError, type Paxos } from "../../../src/index";
import type { MockServer } from "../../../src/mock/index";
import { workflowMock } from "./support";

let mock: MockServer;
let paxos: Paxos;
beforeAll(async () => ({ mock, paxos } = await workflowMock()));
afterAll(() => mock.close());

/** The KYC refresh events of one identity, oldest first, with their objects. */
async function refreshEvents(identityId: string): Promise<{ type: string; object: Record<string, unknown> }[]> {
  const page = await paxos.events.list({ limit: 100 });
  const mine = page.items.filter((e) => (e.type ?? "").startsWith("identity.kyc_refresh."));
  const full = await Promise.all(mine.map((e) => paxos.events.get(e.id!)));
  return full
    .map((e) => ({ type: e.type ?? "", object: (e.object ?? {}) as Record<string, unknown> }))
    .filter((e) => e.object?.identity_id === identityId);
}

async function approvedPerson(name: string): Promise<string> {
  const person = await paxos.identity.create({ person_details: { first_name: name, last_name: "Refresh" } });
  await paxos.sandbox.setIdentityStatus(person.id, { id_verification_status: "APPROVED", sanctions_verification_status: "APPROVED" });
  return person.id;
}

it("starts, then completes when the identity is updated with the confirmed date", async () => {
  const id = await approvedPerson("Ada");
  expect(await paxos.sandbox.startKycRefresh(id)).toEqual({});
  await expect(paxos.sandbox.startKycRefresh(id)).rejects.toBeInstanceOf(ConflictError);
  // While it is under way the identity shows a KYC_REFRESH requirement awaiting the client.
  expect((await paxos.identity.get(id)).status_details?.requirements).toEqual([
    { type: "KYC_REFRESH", status: "PENDING", awaiting_action_from: "CLIENT", errors: [{ code: "KYC_REFRESH_REQUIRED", description: expect.any(String) }] },
  ]);

  const confirmed = "2026-03-01T09:30:00Z";
  mock.api.clock.advance(60_000);
  const updated = await paxos.identity.update(id, { last_kyc_refresh_date: confirmed });
  const at = (text: unknown) => Date.parse(text as string);
  expect(at(updated.last_kyc_refresh_date)).toBe(at(confirmed));

  const events = await refreshEvents(id);
  expect(events.map((e) => e.type)).toEqual(["identity.kyc_refresh.started", "identity.kyc_refresh.completed"]);
  // Due a month after the mock clock's start (2026-03-01T12:00:00Z); the next one a year after the confirmed date.
  expect(at(events[0]!.object.next_kyc_refresh_date)).toBe(at("2026-03-31T12:00:00Z"));
  expect(at(events[1]!.object.last_kyc_refresh_date)).toBe(at(confirmed));
  expect(at(events[1]!.object.next_kyc_refresh_date)).toBe(at("2027-03-01T09:30:00Z"));
  expect((await paxos.identity.get(id)).status_details?.requirements).toEqual([]);
  // Completed: a new refresh may start again.
  await paxos.sandbox.startKycRefresh(id);
});

it("a forced refresh skips eligibility and expires after its days", async () => {
  const pending = await paxos.identity.create({ person_details: { first_name: "Grace", last_name: "Pending" } });
  await expect(paxos.sandbox.startKycRefresh(pending.id)).rejects.toMatchObject({ status: 409 });
  await paxos.sandbox.forceStartKycRefresh({ identity_id: pending.id, expiry_days: 2 });
  mock.api.clock.advance(86_400_000);
  expect((await refreshEvents(pending.id)).map((e) => e.type)).toEqual(["identity.kyc_refresh.started"]);
  mock.api.clock.advance(86_400_000);
  expect((await refreshEvents(pending.id)).map((e) => e.type)).toEqual(["identity.kyc_refresh.started", "identity.kyc_refresh.expired"]);
});

it("a reset drops the refresh under way without an event; unknown identities are 404", async () => {
  const id = await approvedPerson("Alan");
  await paxos.sandbox.startKycRefresh(id);
  await paxos.sandbox.resetKycRefresh({ identity_id: id });
  await paxos.sandbox.resetKycRefresh({ identity_id: id }); // twice: the same state
  mock.api.clock.advance(40 * 86_400_000);
  expect((await refreshEvents(id)).map((e) => e.type)).toEqual(["identity.kyc_refresh.started"]);
  await expect(paxos.sandbox.startKycRefresh("no-such-identity")).rejects.toBeInstanceOf(NotFoundError);
  await expect(paxos.sandbox.forceStartKycRefresh({ identity_id: "no-such-identity", expiry_days: 3 })).rejects.toBeInstanceOf(NotFoundError);
});
