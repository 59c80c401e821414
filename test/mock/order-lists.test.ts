/**
 * The order and execution lists across profiles reflect the order-book model: every order and fill,
 * filtered by profile or account, market, status, ref_ids and time, in keyset pages, and equal to the
 * per-profile lists for one profile.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createMockApi, type MockApi } from "../../src/mock/index";
import { handle, walkList } from "./helpers";

let api: MockApi;
let buyer: string;
let seller: string;
let accountId: string;
const orders: Record<string, any> = {};

/** Every item of a list, following next_page_cursor with the same query. */
const walk = (path: string, query: Record<string, string | number | boolean | string[]> = {}) => walkList(api, path, query);

beforeAll(async () => {
  api = createMockApi({ seed: 9 });
  // The buyer's profile belongs to an identity account, so the account filter has something to find.
  const identity = (await handle(api, "POST", "/identity/identities", { body: { person_details: { first_name: "Bo" } } })).body;
  const account = (await handle(api, "POST", "/identity/accounts", { body: { account: { identity_id: identity.id }, create_profile: true } })).body;
  [buyer, accountId] = [account.profile_id, account.id];
  seller = api.store.ids.profileIds[1]!;
  api.store.ledger.apply([{ profileId: buyer, asset: "USD", delta: "200000" }, { profileId: seller, asset: "BTC", delta: "3" }]);
  const place = async (name: string, profileId: string, body: object) => {
    orders[name] = (await handle(api, "POST", `/profiles/${profileId}/orders`, { body })).body;
    api.clock.advance(1_000);
  };
  await place("sweep", buyer, { ref_id: "sweep", side: "BUY", type: "LIMIT", market: "BTCUSD", base_amount: "0.75", price: "60020.00" });
  await place("resting", buyer, { side: "BUY", type: "LIMIT", market: "BTCUSD", base_amount: "0.5", price: "60000.00" });
  await place("sell", seller, { side: "SELL", type: "MARKET", market: "BTCUSD", base_amount: "0.8" });
  await place("eth", buyer, { ref_id: "eth", side: "BUY", type: "MARKET", market: "ETHUSD", quote_amount: "6003.00" });
});

describe("listOrders", () => {
  it("lists every profile's orders newest first, in pages, with the order-book model's state", async () => {
    const all = await walk("/orders", { limit: 3 });
    expect(all.map((o) => o.id)).toEqual([orders.eth.id, orders.sell.id, orders.resting.id, orders.sweep.id]);
    // The resting order was filled later by the sell: the list shows it as it is now.
    expect(all[2]).toMatchObject({ status: "FILLED", amount_filled: "0.50000000" });
  });

  it("filters by profile (as the profile's own list does), account, market, status, ref_ids and order_time", async () => {
    expect(await walk("/orders", { profile_id: buyer })).toEqual(await walk(`/profiles/${buyer}/orders`));
    expect((await walk("/orders", { profile_id: seller })).map((o) => o.id)).toEqual([orders.sell.id]);
    expect((await walk("/orders", { account_id: accountId })).map((o) => o.id)).toEqual([orders.eth.id, orders.resting.id, orders.sweep.id]);
    expect((await walk("/orders", { market: "ETHUSD" })).map((o) => o.id)).toEqual([orders.eth.id]);
    expect((await walk("/orders", { ref_ids: ["sweep", "eth"] })).map((o) => o.id)).toEqual([orders.eth.id, orders.sweep.id]);
    expect((await walk("/orders", { status: "OPEN" }))).toEqual([]);
    const window = { "order_time.begin": orders.resting.created_at, "order_time.end": orders.sell.created_at };
    expect((await walk("/orders", window)).map((o) => o.id)).toEqual([orders.sell.id, orders.resting.id]);
    expect((await walk(`/profiles/${buyer}/orders`, window)).map((o) => o.id)).toEqual([orders.resting.id]);
  });

  it("refuses profile_id with account_id, and a cursor of other filters", async () => {
    const both = await handle(api, "GET", "/orders", { query: { profile_id: buyer, account_id: accountId } });
    expect([both.status, both.body.meta]).toEqual([400, { field: "account_id", rule: "exclusive", exclusive_with: "profile_id" }]);
    const first = await handle(api, "GET", "/orders", { query: { limit: 1 } });
    expect((await handle(api, "GET", "/orders", { query: { limit: 1, market: "BTCUSD", page_cursor: first.body.next_page_cursor } })).body.meta).toMatchObject({ rule: "cursorMismatch" });
  });
});

describe("listExecutions", () => {
  it("lists every fill oldest first, equal to the per-profile lists, with their filters", async () => {
    const all = await walk("/executions", { limit: 2 });
    expect(all).toEqual(api.store.executions);
    expect(all.map((e) => [e.order_id, e.amount, e.price])).toEqual([
      [orders.sweep.id, "0.50000000", "60010.00"],
      [orders.sweep.id, "0.25000000", "60020.00"],
      [orders.sell.id, "0.50000000", "60000.00"],
      [orders.resting.id, "0.50000000", "60000.00"],
      [orders.sell.id, "0.30000000", "59990.00"],
      [orders.eth.id, "2.00000000", "3001.50"],
    ]);
    expect(await walk("/executions", { profile_id: buyer })).toEqual(await walk(`/profiles/${buyer}/executions`));
    expect(await walk("/executions", { account_id: accountId })).toEqual(all.filter((e) => e.profile_id === buyer));
    expect(await walk("/executions", { order_id: orders.sell.id })).toEqual(all.filter((e) => e.order_id === orders.sell.id));
    expect(await walk("/executions", { "range.begin": orders.sell.created_at, "range.end": orders.sell.created_at })).toEqual(all.slice(2, 5));
    // since_execution_id leaves out the executions after that one (the contract's words).
    expect(await walk("/executions", { since_execution_id: all[2].execution_id })).toEqual(all.slice(0, 3));
  });

  it("pages a profile's executions 20 at a time unless limit says otherwise", async () => {
    const profile = api.store.ids.profileIds[3]!;
    api.store.ledger.apply([{ profileId: profile, asset: "USD", delta: "100000" }]);
    // 25 small buys, each one fill at the best ask.
    for (let i = 0; i < 25; i++) await handle(api, "POST", `/profiles/${profile}/orders`, { body: { side: "BUY", type: "LIMIT", market: "ETHUSD", base_amount: "0.01", price: "3010.00" } });
    const first = await handle(api, "GET", `/profiles/${profile}/executions`);
    expect(first.body.items).toHaveLength(20);
    expect((await walk(`/profiles/${profile}/executions`))).toHaveLength(25);
    expect((await handle(api, "GET", "/executions", { query: { profile_id: profile } })).body.items).toHaveLength(25);
  });
});
