/**
 * Workflow 4, orders, over real HTTP on the seeded BTCUSD and ETHUSD books: a limit order that sweeps two
 * ask levels, a resting limit order filled later by another profile's market sell, a market buy by quote
 * amount, and a cancel; every fill is an execution, and balances move by exact decimal amounts. The
 * cross-profile lists (orders.list, orders.listExecutions) show the same orders and fills.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { PermissionDeniedError, type Paxos } from "../../../src/index";
import type { MockServer } from "../../../src/mock/index";
import { workflowMock } from "./support";

let mock: MockServer;
let paxos: Paxos;
let buyer: string;
let seller: string;
beforeAll(async () => {
  ({ mock, paxos } = await workflowMock());
  buyer = (await paxos.profiles.create({ nickname: "Buyer" })).id;
  seller = (await paxos.profiles.create({ nickname: "Seller" })).id;
  await paxos.sandbox.createDeposit(buyer, { asset: "USD", amount: "100000.00" });
  await paxos.sandbox.createDeposit(seller, { asset: "BTC", amount: "2", crypto_network: "BITCOIN" });
});
afterAll(() => mock.close());

const balances = async (profileId: string) =>
  Object.fromEntries(((await paxos.profiles.listBalances(profileId)).items ?? []).map((b) => [b.asset, b.available]));

it("fills limit and market orders against the book, moving balances exactly", async () => {
  expect(await paxos.market.getOrderBook("BTCUSD")).toMatchObject({
    asks: [{ price: "60010.00", amount: "0.50000000" }, { price: "60020.00", amount: "1.00000000" }, { price: "60050.00", amount: "2.00000000" }],
  });

  // Sweeps 0.5 at 60010.00 and 0.25 at 60020.00; the reservation at 60020.00 gives back the 5.00 saved.
  const sweep = await paxos.orders.create(buyer, { ref_id: "sweep", side: "BUY", type: "LIMIT", market: "BTCUSD", base_amount: "0.75", price: "60020.00" });
  expect(sweep).toMatchObject({ status: "FILLED", amount_filled: "0.75000000", volume_weighted_average_price: "60013.33" });
  expect((await paxos.orders.listExecutionsForProfile(buyer, { order_id: sweep.id! })).items?.map((e) => [e.amount, e.price, e.gross_trade_amount])).toEqual([
    ["0.50000000", "60010.00", "30005.00"],
    ["0.25000000", "60020.00", "15005.00"],
  ]);
  expect(await balances(buyer)).toEqual({ USD: "54990.00", BTC: "0.75000000" });

  // A bid inside the spread rests (its 30000.00 reserved), then the seller's market sell takes it first.
  const resting = await paxos.orders.create(buyer, { side: "BUY", type: "LIMIT", market: "BTCUSD", base_amount: "0.5", price: "60000.00" });
  expect(resting.status).toBe("OPEN");
  expect(await balances(buyer)).toEqual({ USD: "24990.00", BTC: "0.75000000" });
  expect((await paxos.market.getOrderBook("BTCUSD")).bids?.[0]).toEqual({ price: "60000.00", amount: "0.50000000" });

  const sell = await paxos.orders.create(seller, { side: "SELL", type: "MARKET", market: "BTCUSD", base_amount: "0.8" });
  expect(sell).toMatchObject({ status: "FILLED", amount_filled: "0.80000000" });
  expect((await paxos.orders.get(buyer, resting.id!)).status).toBe("FILLED");
  // 0.5 × 60000.00 + 0.3 × 59990.00 = 47997.00
  expect(await balances(seller)).toEqual({ BTC: "1.20000000", USD: "47997.00" });
  expect(await balances(buyer)).toEqual({ USD: "24990.00", BTC: "1.25000000" });

  // A market buy spends its quote amount: 6003.00 buys exactly 2 ETH at 3001.50.
  const eth = await paxos.orders.create(buyer, { side: "BUY", type: "MARKET", market: "ETHUSD", quote_amount: "6003.00" });
  expect(eth).toMatchObject({ status: "FILLED", amount_filled: "2.00000000" });
  expect(await balances(buyer)).toEqual({ USD: "18987.00", BTC: "1.25000000", ETH: "2.00000000" });

  expect(await paxos.market.getOrderBook("BTCUSD")).toMatchObject({
    asks: [{ price: "60020.00", amount: "0.75000000" }, { price: "60050.00", amount: "2.00000000" }],
    bids: [{ price: "59990.00", amount: "0.20000000" }, { price: "59980.00", amount: "1.00000000" }, { price: "59950.00", amount: "2.00000000" }],
  });
});

it("cancels an open order, returning its reservation, and refuses what cannot be done", async () => {
  const before = await balances(buyer);
  const open = await paxos.orders.create(buyer, { side: "BUY", type: "LIMIT", market: "BTCUSD", base_amount: "0.1", price: "50000.00" });
  expect((await balances(buyer)).USD).toBe("13987.00");
  await paxos.orders.cancel(buyer, open.id!);
  expect((await paxos.orders.get(buyer, open.id!)).status).toBe("CANCELLED");
  expect(await balances(buyer)).toEqual(before);
  expect((await paxos.orders.listForProfile(buyer, { status: "CANCELLED" })).items.map((o) => o.id)).toEqual([open.id]);

  // A repeat changes nothing (the DELETE is retried like any other); a filled order cannot be cancelled.
  await paxos.orders.cancel(buyer, open.id!);
  expect(await balances(buyer)).toEqual(before);
  const filled = (await paxos.orders.listForProfile(buyer, { status: "FILLED" })).items[0]!;
  const late = await paxos.orders.cancel(buyer, filled.id!).catch((e: unknown) => e);
  expect(late).toBeInstanceOf(PermissionDeniedError);
  expect((late as PermissionDeniedError).meta).toMatchObject({ rule: "illegalTransition", status: "FILLED" });

  // More than the balance: refused (403, as the contract says) and nothing moves.
  const broke = await paxos.orders.create(seller, { side: "SELL", type: "LIMIT", market: "BTCUSD", base_amount: "1.20000001", price: "70000.00" }).catch((e: unknown) => e);
  expect(broke).toBeInstanceOf(PermissionDeniedError);
  expect((broke as PermissionDeniedError).meta).toMatchObject({ rule: "insufficientFunds", field: "base_amount", available: "1.20000000" });
  expect((await balances(seller)).BTC).toBe("1.20000000");
  expect((await paxos.orders.listForProfile(buyer, {})).items).toHaveLength(4);
});

it("lists every profile's orders and fills, as the per-profile lists do", async () => {
  const all = await paxos.orders.list();
  expect(all.items.map((o) => [o.profile_id, o.side, o.type, o.status])).toEqual([
    [buyer, "BUY", "LIMIT", "CANCELLED"],
    [buyer, "BUY", "MARKET", "FILLED"],
    [seller, "SELL", "MARKET", "FILLED"],
    [buyer, "BUY", "LIMIT", "FILLED"],
    [buyer, "BUY", "LIMIT", "FILLED"],
  ]);
  expect((await paxos.orders.list({ profile_id: buyer })).items).toEqual((await paxos.orders.listForProfile(buyer)).items);
  expect((await paxos.orders.list({ ref_ids: ["sweep"] })).items.map((o) => o.ref_id)).toEqual(["sweep"]);
  const first = await paxos.orders.list({ market: "BTCUSD", limit: 2 });
  expect([...first.items, ...(await first.getNextPage()).items].map((o) => o.market)).toEqual(["BTCUSD", "BTCUSD", "BTCUSD", "BTCUSD"]);

  // Fills oldest first: the sweep's two, then the sell against the resting bid and the book, then the ETH buy.
  const fills = await paxos.orders.listExecutions();
  expect(fills.items?.map((e) => [e.side, e.amount, e.price])).toEqual([
    ["BUY", "0.50000000", "60010.00"],
    ["BUY", "0.25000000", "60020.00"],
    ["SELL", "0.50000000", "60000.00"],
    ["BUY", "0.50000000", "60000.00"],
    ["SELL", "0.30000000", "59990.00"],
    ["BUY", "2.00000000", "3001.50"],
  ]);
  expect((await paxos.orders.listExecutions({ profile_id: seller })).items).toEqual((await paxos.orders.listExecutionsForProfile(seller)).items);
});
