/**
 * Workflow 5, events, over real HTTP: the changes Paxos announces (identity reviews, crypto deposits and
 * withdrawals and a sandbox dollar (wire) deposit moving through their states) appear in events.list oldest first, each readable with
 * events.get and carrying the object the document gives its type; changes Paxos announces by no event
 * (profiles, settlement, transfers between profiles) record none. `created_at.gt` of the last event read
 * is the cursor of the next read (nothing skipped, nothing repeated, even for changes made in the same
 * instant).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { BadRequestError, NotFoundError, type Paxos } from "../../../src/index";
import type { Event } from "../../../src/types";
import type { MockServer } from "../../../src/mock/index";
import { workflowMock } from "./support";

let mock: MockServer;
let paxos: Paxos;
beforeAll(async () => ({ mock, paxos } = await workflowMock()));
afterAll(() => mock.close());

/** Every event after `cursor`, read `limit` a page: `for await` follows next_page_cursor. */
async function readAll(limit: number, cursor?: string): Promise<Event[]> {
  const out = [];
  for await (const event of paxos.events.list({ limit, ...(cursor ? { created_at: { gt: cursor } } : {}) })) out.push(event);
  return out;
}

it("records the announced changes in order, readable page by page and one by one", async () => {
  // All of this happens in one instant of the mock clock.
  const profile = await paxos.profiles.create({ nickname: "Events" });
  const deposit = await paxos.sandbox.createDeposit(profile.id, { asset: "ETH", amount: "1.5", crypto_network: "ETHEREUM" });
  const withdrawal = await paxos.withdrawals.createCrypto({
    profile_id: profile.id,
    asset: "ETH",
    amount: "0.05",
    crypto_network: "ETHEREUM",
    destination_address: `0x${"ab".repeat(20)}`,
    ref_id: "events-withdrawal",
  });
  const person = await paxos.identity.create({ person_details: { first_name: "Grace", last_name: "Hopper" } });
  await paxos.sandbox.setIdentityStatus(person.id, { id_verification_status: "APPROVED", sanctions_verification_status: "APPROVED" });
  await paxos.identity.update(person.id, { set_user_disabled: true });

  const expected = [
    "transfer.crypto_deposit.pending",
    "transfer.crypto_deposit.completed",
    "transfer.crypto_withdrawal.pending",
    "transfer.crypto_withdrawal.completed",
    "identity.approved",
    "identity.disabled",
  ];
  const events = await readAll(2);
  expect(events.map((e) => e.type)).toEqual(expected);
  expect(new Set(events.map((e) => e.id)).size).toBe(expected.length);
  // Strictly increasing created_at: the cursor can never skip or repeat an event.
  for (let i = 1; i < events.length; i++) expect(events[i]!.created_at! > events[i - 1]!.created_at!).toBe(true);
  expect(await readAll(100)).toEqual(events);

  // Each event carries the document's object for its type.
  expect(events[1]).toMatchObject({ object_type: "transfer_status_change", object: { id: deposit.activity_id, type: "CRYPTO_DEPOSIT", status: "COMPLETED", crypto_network: "ETHEREUM" } });
  expect(events[2]!.object).toEqual({ id: withdrawal.id, type: "CRYPTO_WITHDRAWAL", status: "PENDING", profile_id: profile.id, ref_id: "events-withdrawal", crypto_network: "ETHEREUM", crypto_tx_hash: withdrawal.crypto_tx_hash });
  expect(events[4]).toMatchObject({
    object_type: "identity_summary_status_change",
    object: { identity_id: person.id, old_summary_status: "PENDING", new_summary_status: "APPROVED" },
  });
  expect(events[5]!.object).toMatchObject({ identity_id: person.id, old_summary_status: "APPROVED", new_summary_status: "DISABLED" });
  expect(await paxos.events.get(events[4]!.id!)).toEqual(events[4]);

  // Filters: by type, and resuming after the last event seen returns only what happened since.
  expect((await paxos.events.list({ type: "transfer.crypto_deposit.completed" })).items.map((e) => e.id)).toEqual([events[1]!.id]);
  const last = events[events.length - 1]!.created_at!;
  mock.api.clock.advance(60_000);
  // A sandbox dollar deposit is a wire deposit: announced, pending then completed.
  const dollars = await paxos.sandbox.createDeposit(profile.id, { asset: "USD", amount: "100.00" });
  const wire = await readAll(100, last);
  expect(wire.map((e) => [e.type, e.object?.id, e.object?.type])).toEqual([
    ["transfer.wire_deposit.pending", dollars.activity_id, "WIRE_DEPOSIT"],
    ["transfer.wire_deposit.completed", dollars.activity_id, "WIRE_DEPOSIT"],
  ]);
  const afterWire = wire[1]!.created_at!;
  // Changes Paxos announces by no event: a rename, a transfer between profiles, a settlement.
  const other = await paxos.profiles.create({ nickname: "Events other" });
  await paxos.transfers.createInternal({ from_profile_id: profile.id, to_profile_id: other.id, asset: "USD", amount: "10.00" });
  await paxos.profiles.update(other.id, { nickname: "Events other, renamed" });
  expect(await readAll(100, afterWire)).toEqual([]);
  // A deposit again: only it is new.
  await paxos.sandbox.createDeposit(other.id, { asset: "BTC", amount: "0.01", crypto_network: "BITCOIN" });
  expect((await readAll(100, afterWire)).map((e) => e.type)).toEqual(["transfer.crypto_deposit.pending", "transfer.crypto_deposit.completed"]);
});

it("answers 404 for an unknown event", async () => {
  await expect(paxos.events.get("no-such-event")).rejects.toBeInstanceOf(NotFoundError);
});

it("pages by next_page_cursor in either order when asked, the list staying one call per page", async () => {
  const all = (await paxos.events.list({ limit: 100 })).items;
  expect(all.length).toBeGreaterThan(2);
  const walk = async (order: "ASC" | "DESC"): Promise<Event[]> => {
    const out: Event[] = [];
    let page_cursor: string | undefined;
    for (;;) {
      const page = await paxos.events.list({ limit: 2, order, ...(page_cursor ? { page_cursor } : {}) });
      out.push(...page.items);
      if (!page.nextPageCursor) return out;
      expect(page.items).toHaveLength(2);
      page_cursor = page.nextPageCursor;
    }
  };
  expect(await walk("ASC")).toEqual(all);
  expect(await walk("DESC")).toEqual([...all].reverse());
  // A cursor belongs to its order and filters.
  const first = await paxos.events.list({ limit: 1 });
  expect(first.nextPageCursor).toBeTruthy();
  await expect(paxos.events.list({ limit: 1, order: "DESC", page_cursor: first.nextPageCursor! })).rejects.toBeInstanceOf(
    BadRequestError,
  );
});
