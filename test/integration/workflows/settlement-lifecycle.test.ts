/**
 * Workflow 2, the settlement lifecycle, over real HTTP: create → get → list (filters, cursors) →
 * affirm → settled with the balances of both profiles moving exactly; cancel of a pending transaction;
 * expiry when the window ends on the mock clock; illegal transitions refused with 409.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { ConflictError, NotFoundError, type Paxos } from "../../../src/index";
import type { MockServer } from "../../../src/mock/index";
import { workflowMock } from "./support";

let mock: MockServer;
let paxos: Paxos;
let source: string;
let target: string;
beforeAll(async () => {
  ({ mock, paxos } = await workflowMock());
  source = (await paxos.profiles.create({ nickname: "Source" })).id;
  target = (await paxos.profiles.create({ nickname: "Target" })).id;
  await paxos.sandbox.createDeposit(source, { asset: "USD", amount: "10000.01" });
  await paxos.sandbox.createDeposit(target, { asset: "BTC", amount: "1.5", crypto_network: "BITCOIN" });
});
afterAll(() => mock.close());

const balance = async (profileId: string, asset: string) => (await paxos.profiles.getBalance(profileId, asset)).available;
const legs = [
  { direction: "DELIVER" as const, asset: "USD", amount: "9999.99" },
  { direction: "RECEIVE" as const, asset: "BTC", amount: "0.10000001" },
];
const conflict = async (promise: Promise<unknown>) => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ConflictError);
  return (error as ConflictError).meta;
};

it("creates, reads, lists, affirms and settles, moving both profiles' balances", async () => {
  const created = await paxos.settlement.createTransaction({ ref_id: "dvp-1", source_profile_id: source, target_profile_id: target, legs });
  expect(created.status).toBe("PENDING");
  expect(await paxos.settlement.getTransaction(created.id)).toEqual(created);

  const pending = await paxos.settlement.listTransactions({ statuses: ["PENDING"], source_profile_id: source });
  expect(pending.items.map((t) => t.id)).toEqual([created.id]);
  expect((await paxos.settlement.listTransactions({ target_profile_id: source })).items).toEqual([]);

  const affirmed = await paxos.settlement.affirmTransaction(created.id);
  expect(affirmed.status).toBe("AFFIRMED");
  // The window has started, both sides hold enough: it settles before the next answer.
  const settled = await paxos.settlement.getTransaction(created.id);
  expect(settled.status).toBe("SETTLED");
  expect([await balance(source, "USD"), await balance(target, "USD")]).toEqual(["0.02", "9999.99"]);
  expect([await balance(source, "BTC"), await balance(target, "BTC")]).toEqual(["0.10000001", "1.39999999"]);

  // Affirming again is a safe repeat (the transaction comes back as it is); cancelling is too late.
  expect(await paxos.settlement.affirmTransaction(created.id)).toEqual(settled);
  expect(await conflict(paxos.settlement.cancelTransaction(created.id))).toMatchObject({ rule: "illegalTransition", status: "SETTLED" });
});

it("cancels a pending transaction, and refuses to affirm it afterwards", async () => {
  mock.api.clock.advance(1000);
  const tx = await paxos.settlement.createTransaction({ source_profile_id: source, target_profile_id: target, legs: [{ direction: "DELIVER", asset: "USD", amount: "0.01" }] });
  const cancelled = await paxos.settlement.cancelTransaction(tx.id);
  expect(cancelled.status).toBe("CANCELLED");
  expect(await paxos.settlement.cancelTransaction(tx.id)).toEqual(cancelled);
  expect(await conflict(paxos.settlement.affirmTransaction(tx.id))).toMatchObject({ status: "CANCELLED", allowed_from: ["PENDING"] });
  expect(await balance(source, "USD")).toBe("0.02");
});

it("expires a transaction whose window ends, and one affirmed but never covered", async () => {
  mock.api.clock.advance(1000);
  const end = new Date(mock.api.clock.nowMs() + 3_600_000).toISOString();
  const unaffirmed = await paxos.settlement.createTransaction({ source_profile_id: source, target_profile_id: target, legs, settlement_window_end: end });
  mock.api.clock.advance(1000);
  const uncovered = await paxos.settlement.createTransaction({ source_profile_id: source, target_profile_id: target, legs, settlement_window_end: end });
  await paxos.settlement.affirmTransaction(uncovered.id);
  // The source holds 0.02 USD: it cannot deliver 9999.99, so the transaction waits.
  expect((await paxos.settlement.getTransaction(uncovered.id)).status).toBe("AFFIRMED");
  expect(await conflict(paxos.settlement.cancelTransaction(uncovered.id))).toMatchObject({ status: "AFFIRMED" });

  mock.api.clock.advance(3_600_000);
  for (const id of [unaffirmed.id, uncovered.id]) {
    const expired = await paxos.settlement.getTransaction(id);
    expect(expired.status).toBe("EXPIRED");
    expect(expired.updated_at).toBe(expired.settlement_window_end);
  }
  expect(await conflict(paxos.settlement.affirmTransaction(unaffirmed.id))).toMatchObject({ status: "EXPIRED" });
  expect([await balance(source, "USD"), await balance(target, "BTC")]).toEqual(["0.02", "1.39999999"]);

  // Newest first, two per page, resumed with the cursor.
  const first = await paxos.settlement.listTransactions({ source_profile_id: source, limit: 2 });
  const second = await first.getNextPage();
  expect([...first.items, ...second.items].map((t) => t.status)).toEqual(["EXPIRED", "EXPIRED", "CANCELLED", "SETTLED"]);
  expect(second.nextPageCursor).toBeNull();
  expect((await paxos.settlement.listTransactions({ statuses: ["EXPIRED"] })).items).toHaveLength(2);
});

it("answers 404 for an unknown transaction", async () => {
  await expect(paxos.settlement.getTransaction("no-such-transaction")).rejects.toBeInstanceOf(NotFoundError);
});
