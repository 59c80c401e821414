/**
 * Money leaving or moving between profiles: internal and Paxos transfers move balances exactly (two
 * transfers sharing a group_id), crypto withdrawals debit the balance; each refuses more than the
 * balance (403 naming the field, nothing moves) and a reused ref_id (409 with the first transfer), and
 * every movement shows in transfers.list / get and in the event log.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createMockApi, type MockApi } from "../../src/mock/index";
import { handle } from "./helpers";

let api: MockApi;
let alice: string;
let bob: string;
beforeEach(() => {
  api = createMockApi({ seed: 11 });
  [alice, bob] = [api.store.ids.profileIds[0]!, api.store.ids.profileIds[1]!];
  api.store.ledger.apply([
    { profileId: alice, asset: "USD", delta: "100.10" },
    { profileId: alice, asset: "ETH", delta: "0.03" },
  ]);
});

const usd = (profileId: string) => api.store.ledger.available(profileId, "USD");

describe.each([
  ["/transfer/internal", "INTERNAL_TRANSFER"],
  ["/transfer/paxos", "PAXOS_TRANSFER"],
])("POST %s", (path, kind) => {
  it("moves the amount exactly and records a debit and a credit with one group_id", async () => {
    const answer = await handle(api, "POST", path, {
      body: { ref_id: "t-1", from_profile_id: alice, to_profile_id: bob, asset: "USD", amount: "0.1", metadata: { note: "rent" }, recipient_metadata: { from: "alice" } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ profile_id: alice, ref_id: "t-1", type: `${kind}_DEBIT`, direction: "DEBIT", amount: "0.1", total: "0.1", status: "COMPLETED", metadata: { note: "rent" } });
    // 100.10 - 0.1 exactly (a float would give 100.00000000000001).
    expect([usd(alice), usd(bob)]).toEqual(["100.00", "0.10"]);

    const sides = (await handle(api, "GET", "/transfer/transfers", { query: { group_ids: [answer.body.group_id] } })).body.items;
    expect(sides.map((t: { type: string; profile_id: string }) => [t.type, t.profile_id])).toEqual([
      [`${kind}_CREDIT`, bob],
      [`${kind}_DEBIT`, alice],
    ]);
    expect(sides[0].metadata).toEqual({ from: "alice" });
    expect((await handle(api, "GET", `/transfer/transfers/${answer.body.id}`)).body).toEqual(answer.body);
    expect((await handle(api, "GET", "/transfer/transfers", { query: { ref_ids: ["t-1"] } })).body.items).toEqual([answer.body]);
    // Paxos documents events for crypto and DBS Act transfers only: transfers between profiles record none.
    expect(api.store.events.all()).toEqual([]);
  });

  it("refuses more than the balance (403, naming amount), a reused ref_id (409 with the first) and unknown profiles (404)", async () => {
    const tooMuch = await handle(api, "POST", path, { body: { from_profile_id: alice, to_profile_id: bob, asset: "USD", amount: "100.11" } });
    expect(tooMuch.status).toBe(403);
    expect(tooMuch.body.meta).toMatchObject({ rule: "insufficientFunds", field: "amount", profile_id: alice, available: "100.10" });
    expect([usd(alice), usd(bob)]).toEqual(["100.10", "0.00"]);

    const first = await handle(api, "POST", path, { body: { ref_id: "once", from_profile_id: alice, to_profile_id: bob, asset: "USD", amount: "1" } });
    const again = await handle(api, "POST", path, { body: { ref_id: "once", from_profile_id: alice, to_profile_id: bob, asset: "USD", amount: "1" } });
    expect(again.status).toBe(409);
    expect(again.body.meta).toEqual({ rule: "idempotency", field: "ref_id", existing: first.body });
    expect(usd(alice)).toBe("99.10");

    const nobody = crypto.randomUUID();
    expect((await handle(api, "POST", path, { body: { from_profile_id: nobody, to_profile_id: bob, asset: "USD", amount: "1" } })).body.meta).toEqual({ field: "from_profile_id", rule: "unknownProfile" });
    expect((await handle(api, "POST", path, { body: { from_profile_id: alice, to_profile_id: nobody, asset: "USD", amount: "1" } })).body.meta).toEqual({ field: "to_profile_id", rule: "unknownProfile" });
    expect((await handle(api, "POST", path, { body: { from_profile_id: alice, to_profile_id: alice, asset: "USD", amount: "1" } })).body.meta).toMatchObject({ field: "to_profile_id", rule: "differentProfile" });
    expect((await handle(api, "POST", path, { body: { from_profile_id: alice, to_profile_id: bob, asset: "USD", amount: "-1" } })).body.meta).toMatchObject({ field: "amount", rule: "pattern" });
    expect(usd(alice)).toBe("99.10");
  });

  it("wakes a deactivated recipient up, and refuses a deactivated sender", async () => {
    api.store.profiles.setDeactivated(bob, true);
    expect((await handle(api, "POST", path, { body: { from_profile_id: alice, to_profile_id: bob, asset: "USD", amount: "1" } })).status).toBe(200);
    expect(api.store.profiles.isDeactivated(bob)).toBe(false);
    api.store.profiles.setDeactivated(alice, true);
    const refused = await handle(api, "POST", path, { body: { from_profile_id: alice, to_profile_id: bob, asset: "USD", amount: "1" } });
    expect([refused.status, refused.body.meta]).toEqual([404, { field: "from_profile_id", rule: "unknownProfile" }]);
  });
});

describe("POST /transfer/crypto-withdrawals", () => {
  const destination = `0x${"ab".repeat(20)}`;

  it("debits the balance, answers a completed CRYPTO_WITHDRAWAL and lists it", async () => {
    const answer = await handle(api, "POST", "/transfer/crypto-withdrawals", {
      body: { ref_id: "w-1", profile_id: alice, asset: "ETH", crypto_network: "ETHEREUM", destination_address: destination, amount: "0.01", memo: "cold wallet" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ type: "CRYPTO_WITHDRAWAL", direction: "DEBIT", asset: "ETH", amount: "0.01", total: "0.01", fee: "0.00", crypto_network: "ETHEREUM", destination_address: destination, memo: "cold wallet", status: "COMPLETED" });
    expect(answer.body.crypto_tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    // 0.03 - 0.01 is 0.02 exactly.
    expect(api.store.ledger.available(alice, "ETH")).toBe("0.02000000");
    expect((await handle(api, "GET", "/transfer/transfers", { query: { profile_ids: [alice], type: ["CRYPTO_WITHDRAWAL"] } })).body.items).toEqual([answer.body]);
    // Announced as the document gives it: pending, then completed, each a transfer_status_change.
    const change = { id: answer.body.id, type: "CRYPTO_WITHDRAWAL", profile_id: alice, ref_id: "w-1", crypto_network: "ETHEREUM", crypto_tx_hash: answer.body.crypto_tx_hash };
    expect(api.store.events.all().slice(-2).map((e) => [e.type, e.object_type, e.object])).toEqual([
      ["transfer.crypto_withdrawal.pending", "transfer_status_change", { ...change, status: "PENDING" }],
      ["transfer.crypto_withdrawal.completed", "transfer_status_change", { ...change, status: "COMPLETED" }],
    ]);
  });

  it("takes total instead of amount, pays a stablecoin out of balance_asset, and refuses what it should", async () => {
    const stable = await handle(api, "POST", "/transfer/crypto-withdrawals", {
      body: { profile_id: alice, asset: "USDG", balance_asset: "USD", crypto_network: "ETHEREUM", destination_address: destination, total: "40.05" },
    });
    expect(stable.body).toMatchObject({ asset: "USDG", balance_asset: "USD", amount: "40.05" });
    expect(usd(alice)).toBe("60.05");

    const both = await handle(api, "POST", "/transfer/crypto-withdrawals", { body: { profile_id: alice, asset: "ETH", crypto_network: "ETHEREUM", destination_address: destination, amount: "0.01", total: "0.01" } });
    expect([both.status, both.body.meta]).toEqual([400, { rule: "oneOf", field: "total" }]);
    const tooMuch = await handle(api, "POST", "/transfer/crypto-withdrawals", { body: { profile_id: alice, asset: "ETH", crypto_network: "ETHEREUM", destination_address: destination, amount: "0.03000001" } });
    expect(tooMuch.status).toBe(403);
    expect(tooMuch.body.meta).toMatchObject({ rule: "insufficientFunds", field: "amount", asset: "ETH", available: "0.03000000" });
    expect(api.store.ledger.available(alice, "ETH")).toBe("0.03000000");

    const body = { ref_id: "w-2", profile_id: alice, asset: "ETH", crypto_network: "ETHEREUM", destination_address: destination, amount: "0.01" };
    const first = await handle(api, "POST", "/transfer/crypto-withdrawals", { body });
    const again = await handle(api, "POST", "/transfer/crypto-withdrawals", { body });
    expect([again.status, again.body.meta]).toEqual([409, { rule: "idempotency", field: "ref_id", existing: first.body }]);
    expect(api.store.ledger.available(alice, "ETH")).toBe("0.02000000");
  });
});
