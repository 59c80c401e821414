/**
 * Workflow 5, events, over real HTTP: the state changes of the other workflows (transfers between
 * profiles and renames included) appear in events.list,
 * oldest first, each readable with events.get; `created_at.gt` of the last event read is the cursor of
 * the next read (nothing skipped, nothing repeated, even for changes made in the same instant).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { NotFoundError, type Paxos } from "../../../src/index";
import type { MockServer } from "../../../src/mock/index";
import { SANDBOX_WIRE } from "../../support/sandbox-wire";
import { workflowMock } from "./support";

let mock: MockServer;
let paxos: Paxos;
beforeAll(async () => ({ mock, paxos } = await workflowMock()));
afterAll(() => mock.close());

/** Every event after `cursor`, read `limit` at a time, following the created_at.gt cursor. */
async function readAll(limit: number, cursor?: string): Promise<{ type?: string; id?: string; created_at?: string; object?: Record<string, unknown> }[]> {
  const out = [];
  for (;;) {
    const page = await paxos.events.list({ limit, ...(cursor ? { created_at: { gt: cursor } } : {}) });
    const events = page.events ?? [];
    out.push(...events);
    if (events.length < limit) return out;
    cursor = events[events.length - 1]!.created_at;
  }
}

it("records every workflow's changes in order, readable page by page and one by one", async () => {
  // All of this happens in one instant of the mock clock.
  const source = await paxos.profiles.create({ nickname: "Events source" });
  const target = await paxos.profiles.create({ nickname: "Events target" });
  await paxos.sandbox.createDeposit(source.id, { asset: "USD", amount: "100.00" });
  const tx = await paxos.settlement.createTransaction({ source_profile_id: source.id, target_profile_id: target.id, legs: [{ direction: "DELIVER", asset: "USD", amount: "40.00" }] });
  await paxos.settlement.affirmTransaction(tx.id);
  await paxos.settlement.getTransaction(tx.id); // settles
  const instructions = await paxos.fiatDepositInstructions.create({ profile_id: target.id, fiat_network: "WIRE" });
  await paxos.sandbox.createFiatDeposit({ amount: "0.01", asset: "USD", memo_id: instructions.memo_id, fiat_network_instructions: SANDBOX_WIRE });
  const person = await paxos.identity.create({ person_details: { first_name: "Grace", last_name: "Hopper" } });
  await paxos.sandbox.setIdentityStatus(person.id, { id_verification_status: "APPROVED", sanctions_verification_status: "APPROVED" });

  const expected = [
    "profile.created",
    "profile.created",
    "transfer.wire_deposit.completed",
    "settlement.transaction.created",
    "settlement.transaction.affirmed",
    "settlement.transaction.settled",
    "transfer.wire_deposit.completed",
    "identity.created",
    "identity.approved",
  ];
  const events = await readAll(2);
  expect(events.map((e) => e.type)).toEqual(expected);
  expect(new Set(events.map((e) => e.id)).size).toBe(expected.length);
  // Strictly increasing created_at: the cursor can never skip or repeat an event.
  for (let i = 1; i < events.length; i++) expect(events[i]!.created_at! > events[i - 1]!.created_at!).toBe(true);
  expect(await readAll(100)).toEqual(events);

  // Each event carries the record as it was right after its change.
  expect(events[4]!.object).toMatchObject({ id: tx.id, status: "AFFIRMED" });
  expect(events[5]!.object).toMatchObject({ id: tx.id, status: "SETTLED" });
  expect(await paxos.events.get(events[5]!.id!)).toEqual(events[5]);

  // Filters: by type, and resuming after the last event seen returns only what happened since.
  expect((await paxos.events.list({ type: "profile.created" })).events?.map((e) => (e.object as { id: string }).id)).toEqual([source.id, target.id]);
  const last = events[events.length - 1]!.created_at!;
  mock.api.clock.advance(60_000);
  await paxos.settlement.cancelTransaction(
    (await paxos.settlement.createTransaction({ source_profile_id: source.id, target_profile_id: target.id, legs: [{ direction: "DELIVER", asset: "USD", amount: "1.00" }] })).id,
  );
  // Transfers between profiles and renames are changes too: a transfer is two events, its debit and its credit.
  const moved = await paxos.transfers.createInternal({ from_profile_id: source.id, to_profile_id: target.id, asset: "USD", amount: "10.00" });
  await paxos.profiles.update(target.id, { nickname: "Events target, renamed" });
  const since = await readAll(100, last);
  expect(since.map((e) => e.type)).toEqual([
    "settlement.transaction.created",
    "settlement.transaction.cancelled",
    "transfer.internal_transfer_debit.completed",
    "transfer.internal_transfer_credit.completed",
    "profile.updated",
  ]);
  expect(since[2]!.object).toEqual(moved);
  expect(since[3]!.object).toMatchObject({ profile_id: target.id, group_id: moved.group_id, direction: "CREDIT" });
  expect(since[4]!.object).toMatchObject({ id: target.id, nickname: "Events target, renamed" });
});

it("answers 404 for an unknown event", async () => {
  await expect(paxos.events.get("no-such-event")).rejects.toBeInstanceOf(NotFoundError);
});
