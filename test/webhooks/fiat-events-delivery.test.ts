/**
 * The events of the mock's workflows, end to end over real HTTP: the mock (fiat transfers settling a
 * minute later on its clock) delivers each event to a receiver built with `paxos.webhooks.nodeHandler`,
 * which fetches it back and hands it to `onEvent` typed: a wire deposit arrives as
 * `transfer.wire_deposit.pending` then `.completed`, a fiat withdrawal as pending then completed (or
 * failed), an orchestration as processing then completed, a KYC refresh as started then completed (or
 * expired); `events.follow` sees the same events; an event of a type the SDK does not know arrives
 * untouched.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Paxos } from "../../src/index";
import type { NodeWebhookHandler, PaxosEvent } from "../../src/types";
import { createMockApi, startMockServer, type MockApi, type MockEventType, type MockServer } from "../../src/mock/index";
import { ORCHESTRATION_DELIVERY_SECONDS } from "../../src/mock/domain/orchestrations";
import { clientOptions } from "../integration/support";
import { SANDBOX_WIRE } from "../support/sandbox-wire";
import { deliver, reducedOf, serveNode, type ServedReceiver } from "../support/webhook-servers";

const HEADER = "X-Paxos-Webhook-Key";
const KEY = "whk_test_5c0e9b8a7f6d4e3c2b1a0f9e8d7c6b5a";
const SETTLEMENT_SECONDS = 60;

let api: MockApi;
let mock: MockServer;
let receiver: ServedReceiver;
let paxos: Paxos;
/** What onEvent was handed, in order. */
let received: PaxosEvent[];
/** What onEvent read through the narrowed types (the wire deposit's object fields). */
let wireStatuses: string[];

beforeEach(async () => {
  received = [];
  wireStatuses = [];
  let handler: NodeWebhookHandler | undefined;
  // The receiver listens before its handler exists: the handler needs the mock's URL, the mock the receiver's.
  receiver = await serveNode((req, res) =>
    (handler ??= paxos.webhooks.nodeHandler({
      apiKey: { header: HEADER, value: KEY },
      logLevel: "off",
      // Answered once the handler ran, so that the mock's `webhooks.idle()` means onEvent has run.
      acknowledge: "after-handler",
      onEvent: (event) => {
        received.push(event);
        // Narrowed by type: object is a TransferStatusChange here (test/types/webhook-events.test-d.ts checks the types).
        if (event.type === "transfer.wire_deposit.pending" || event.type === "transfer.wire_deposit.completed") wireStatuses.push(`${event.object.type}:${event.object.status}`);
      },
    }))(req, res),
  );
  api = createMockApi({
    fiatSettlementSeconds: SETTLEMENT_SECONDS,
    webhooks: [{ url: receiver.url, apiKey: { header: HEADER, value: KEY }, rateLimit: 100, retry: { initialDelayMs: 20, maxDelayMs: 80 } }],
  });
  mock = await startMockServer({ api });
  paxos = new Paxos(clientOptions(mock));
});
afterEach(async () => {
  await mock.close();
  await api.webhooks.close();
  await receiver.close();
});

const profile = () => api.store.ids.profileIds[1] as string;
const usd = async () => (await paxos.profiles.getBalance(profile(), "USD")).available;
/**
 * Waits until every delivery so far was answered, moves the mock clock past a settlement, and waits for the
 * deliveries that caused. (Paxos does not promise to deliver events in order, nor does the mock when two
 * are in flight at once; each step is let through before the next, so the order seen here is the order
 * things happened.)
 */
const settle = async (seconds: number) => {
  await api.webhooks.idle();
  api.clock.advance(seconds * 1000 + 1);
  await api.webhooks.idle();
};
const typesReceived = () => received.map((e) => e.type);

describe("the mock's money workflows, delivered to nodeHandler", () => {
  it("a wire deposit reaches onEvent as transfer.wire_deposit.pending, then .completed once it settles, typed", async () => {
    const instructions = await paxos.fiatDepositInstructions.create({ profile_id: profile(), fiat_network: "WIRE" });
    const before = await usd();
    await paxos.sandbox.createFiatDeposit({ amount: "2500.00", asset: "USD", memo_id: instructions.memo_id, fiat_network_instructions: SANDBOX_WIRE });
    await api.webhooks.idle();
    expect(typesReceived()).toEqual(["transfer.wire_deposit.pending"]);
    expect(await usd()).toBe(before); // pending: not credited yet

    await settle(SETTLEMENT_SECONDS);
    expect(typesReceived()).toEqual(["transfer.wire_deposit.pending", "transfer.wire_deposit.completed"]);
    expect(wireStatuses).toEqual(["WIRE_DEPOSIT:PENDING", "WIRE_DEPOSIT:COMPLETED"]);
    const [pending, completed] = received as [PaxosEvent, PaxosEvent];
    // Both name the same transfer, which is now completed and credited; each is the record GET /events/{id} answers.
    expect(completed.object).toEqual({ ...pending.object, status: "COMPLETED" });
    expect(completed).toMatchObject({ object_type: "transfer_status_change", object: { profile_id: profile(), memo: instructions.memo_id } });
    const transfer = await paxos.transfers.get(completed.object!.id as string);
    expect(transfer).toMatchObject({ type: "WIRE_DEPOSIT", status: "COMPLETED", amount: "2500.00" });
    expect(await usd()).not.toBe(before);
    // Read again later, the same record, now counted as delivered.
    expect(await paxos.events.get(completed.id!)).toEqual({ ...completed, undelivered_webhooks: 0 });
  });

  it("fiat withdrawals reach onEvent pending, then completed, or failed when the bank account went away first", async () => {
    api.store.ledger.apply([{ profileId: profile(), asset: "USD", delta: "900.00" }]);
    const account = await paxos.fiatAccounts.create({ fiat_account_owner: { person_details: { first_name: "Ada", last_name: "Lovelace" } }, fiat_network_instructions: SANDBOX_WIRE });
    const closing = await paxos.fiatAccounts.create({ fiat_account_owner: { person_details: { first_name: "Ada", last_name: "Lovelace" } }, fiat_network_instructions: SANDBOX_WIRE });
    // Withdrawals go only to an account Paxos's review approved; the mock's handle ends the review.
    for (const { id } of [account, closing]) api.store.reviewFiatAccount(id, "APPROVED");
    const paid = await paxos.withdrawals.createFiat({ profile_id: profile(), fiat_account_id: account.id, asset: "USD", amount: "300.00", ref_id: "wd-paid" });
    await api.webhooks.idle();
    const bounced = await paxos.withdrawals.createFiat({ profile_id: profile(), fiat_account_id: closing.id, asset: "USD", amount: "200.00", ref_id: "wd-bounced" });
    expect([paid.status, bounced.status]).toEqual(["PENDING", "PENDING"]);
    await paxos.fiatAccounts.delete(closing.id);
    await settle(SETTLEMENT_SECONDS);

    expect(received.slice(0, 2).map((e) => [e.type, e.object?.id])).toEqual([
      ["transfer.wire_withdrawal.pending", paid.id],
      ["transfer.wire_withdrawal.pending", bounced.id],
    ]);
    // Both settled in one instant: their two deliveries may arrive either way round.
    expect(received.slice(2).map((e) => [e.type, e.object?.id]).sort()).toEqual([
      ["transfer.wire_withdrawal.completed", paid.id],
      ["transfer.wire_withdrawal.failed", bounced.id],
    ]);
    const failed = received.find((e) => e.type === "transfer.wire_withdrawal.failed");
    if (failed?.type !== "transfer.wire_withdrawal.failed") throw new Error("expected the failed withdrawal");
    expect([failed.object.status, failed.object.ref_id, failed.object.type]).toEqual(["FAILED", "wd-bounced", "WIRE_WITHDRAWAL"]);
    // The failed one's amount came back: only the paid 300 left.
    expect(await usd()).toBe("600.00");
  });

  it("an orchestration reaches onEvent as processing, then completed", async () => {
    api.store.ledger.apply([{ profileId: profile(), asset: "USD", delta: "100.00" }]);
    const other = api.store.ids.profileIds[2] as string;
    const orchestration = await paxos.orchestrations.create({
      ref_id: "orch-events",
      source_asset: "USD",
      destination_asset: "USD",
      source_amount: "40.00",
      source: { profile: { profile_id: profile() } },
      destination: { profile: { profile_id: other } },
    });
    await settle(ORCHESTRATION_DELIVERY_SECONDS);
    expect(received.map((e) => [e.type, e.object])).toEqual([
      ["orchestration.processing", { id: orchestration.id, ref_id: "orch-events", status: "PROCESSING" }],
      ["orchestration.completed", { id: orchestration.id, ref_id: "orch-events", status: "COMPLETED" }],
    ]);
  });

  it("a KYC refresh reaches onEvent as identity.kyc_refresh.started, then .completed when the identity confirms, or .expired when its window passes", async () => {
    const approved = async (first_name: string) => {
      const person = await paxos.identity.create({ person_details: { first_name, last_name: "Hopper" } });
      await paxos.sandbox.setIdentityStatus(person.id, { id_verification_status: "APPROVED", sanctions_verification_status: "APPROVED" });
      return person.id;
    };
    const [confirms, lapses] = [await approved("Grace"), await approved("Anita")];
    await api.webhooks.idle();
    received = [];
    await paxos.sandbox.startKycRefresh(confirms);
    await paxos.sandbox.forceStartKycRefresh({ identity_id: lapses, expiry_days: 2 });
    await api.webhooks.idle();
    await paxos.identity.update(confirms, { last_kyc_refresh_date: "2026-03-01T12:00:00Z" });
    await settle(2 * 86_400);

    const refreshes = received.filter((e) => e.type?.startsWith("identity.kyc_refresh."));
    expect(refreshes.map((e) => [e.type, (e.object as { identity_id?: string } | null | undefined)?.identity_id])).toEqual([
      ["identity.kyc_refresh.started", confirms],
      ["identity.kyc_refresh.started", lapses],
      ["identity.kyc_refresh.completed", confirms],
      ["identity.kyc_refresh.expired", lapses],
    ]);
    const [, started, completed, expired] = refreshes as [PaxosEvent, PaxosEvent, PaxosEvent, PaxosEvent];
    if (started.type !== "identity.kyc_refresh.started" || completed.type !== "identity.kyc_refresh.completed") throw new Error("unexpected order");
    // Typed as IdentityKycRefresh: the lapsing refresh is due in two days, the completed one names its date.
    expect(started.object.next_kyc_refresh_date?.slice(0, 19)).toBe("2026-03-03T12:00:00");
    expect(completed.object.last_kyc_refresh_date?.slice(0, 19)).toBe("2026-03-01T12:00:00");
    // Expired when its window closed, not when the clock was next looked at.
    expect(expired.created_at?.slice(0, 19)).toBe("2026-03-03T12:00:00");
  });

  it("events.follow hands over the same typed events", async () => {
    const since = api.clock.now();
    const instructions = await paxos.fiatDepositInstructions.create({ profile_id: profile(), fiat_network: "WIRE" });
    await paxos.sandbox.createFiatDeposit({ amount: "10.00", asset: "USD", memo_id: instructions.memo_id, fiat_network_instructions: SANDBOX_WIRE });
    await settle(SETTLEMENT_SECONDS);
    const controller = new AbortController();
    const followed: PaxosEvent[] = [];
    for await (const event of paxos.events.follow({ since, signal: controller.signal, pollIntervalMs: 100 })) {
      followed.push(event);
      if (event.type === "transfer.wire_deposit.completed") {
        expect(event.object.status).toBe("COMPLETED");
        controller.abort();
      }
    }
    expect(followed.map((e) => e.type)).toEqual(["transfer.wire_deposit.pending", "transfer.wire_deposit.completed"]);
    // The same records the receiver was handed (delivered since, so counted so).
    expect(followed).toEqual(received.map((event) => ({ ...event, undelivered_webhooks: 0 })));
  });

  it("hands over an event of a type the SDK does not know untouched", async () => {
    // A type Paxos might add later: the mock's log takes it here only because the test forces it.
    const event = api.store.events.append("identity.brand_new_kind" as MockEventType, { id: "obj-1", identity_id: "id-1", anything: { nested: [1, "two"] } });
    await api.webhooks.idle();
    // The mock's deliverer sends only subscribed (documented) types; deliver it as Paxos would.
    if (received.length === 0) {
      const answer = await deliver(receiver.url, reducedOf(event), { [HEADER]: KEY });
      expect(answer.status).toBe(200);
    }
    expect(received).toHaveLength(1);
    const [unknown] = received as [PaxosEvent];
    expect(unknown).toEqual(JSON.parse(JSON.stringify(await paxos.events.get(event.id))));
    expect(unknown.type as string).toBe("identity.brand_new_kind");
    expect(unknown.object).toEqual({ id: "obj-1", identity_id: "id-1", anything: { nested: [1, "two"] } });
  });
});
