/**
 * Held-rate quotes agree with the ticker and stay the same within a clock second; executing one moves the
 * profile's balances exactly at its price (the paying side at once, the other when it settles), and is
 * refused when the quote expired, is unknown, exceeds the balance or reuses a ref_id. Issuer quotes mint
 * and redeem once, exactly. Lists filter and page.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { Decimal } from "../../src/decimal";
import { createMockApi, type MockApi } from "../../src/mock/index";
import { FX_PER_USD } from "../../src/mock/domain/pricing";
import { QUOTE_EXECUTION_SETTLEMENT_SECONDS, QUOTE_LIFETIME_SECONDS } from "../../src/mock/domain/quotes";
import { handle } from "./helpers";

let api: MockApi;
let profile: string;
beforeEach(() => {
  api = createMockApi({ seed: 41 });
  profile = api.store.ids.profileIds[1]!;
  api.store.ledger.apply([
    { profileId: profile, asset: "USD", delta: "5000.00" },
    { profileId: profile, asset: "BTC", delta: "0.5" },
  ]);
});
const balance = (asset: string, id = profile) => api.store.ledger.available(id, asset);
const quotes = async (...markets: string[]) => (await handle(api, "GET", "/quotes", { query: { markets } })).body.items as { id: string; market: string; side: string; price: string; expires_at: string; created_at: string }[];
const quoteOf = async (market: string, side: string) => (await quotes(market)).find((q) => q.side === side)!;
const tickerOf = async (market: string) => (await handle(api, "GET", "/all-markets/ticker")).body.find((t: { market: string }) => t.market === market);
const execute = (body: object, id = profile) => handle(api, "POST", `/profiles/${id}/quote-executions`, { body });
const settle = () => api.clock.advance(QUOTE_EXECUTION_SETTLEMENT_SECONDS * 1000 + 1);

describe("quotes", () => {
  it("buy at the ticker's ask and sell at its bid; the same quotes within a second, new ones after", async () => {
    const ticker = await tickerOf("BTCUSD");
    const [buy, sell] = await quotes("BTCUSD");
    expect(buy).toMatchObject({ market: "BTCUSD", side: "BUY", price: ticker.best_ask.price, base_asset: "BTC", quote_asset: "USD" });
    expect(sell).toMatchObject({ side: "SELL", price: ticker.best_bid.price });
    expect(Date.parse(buy!.expires_at) - Date.parse(buy!.created_at)).toBe(QUOTE_LIFETIME_SECONDS * 1000);
    api.clock.advance(999);
    expect(await quotes("BTCUSD")).toEqual([buy, sell]);
    api.clock.advance(1);
    expect((await quotes("BTCUSD"))[0]!.id).not.toBe(buy!.id);

    // A euro market is the dollar market at the fixed rate, the ask rounded up and the bid down.
    const eth = await tickerOf("ETHUSD");
    const [eurBuy, eurSell] = await quotes("ETHEUR");
    expect(eurBuy!.price).toBe(new Decimal(eth.best_ask.price).times(FX_PER_USD.EUR!).toDecimalPlaces(2, Decimal.ROUND_UP).toFixed(2));
    expect(eurSell!.price).toBe(new Decimal(eth.best_bid.price).times(FX_PER_USD.EUR!).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2));
    expect((await quotes("BTCUSD", "ETHUSD", "BTCUSD")).map((q) => q.market)).toEqual(["BTCUSD", "BTCUSD", "ETHUSD", "ETHUSD"]);
  });

  it("executes a buy by base amount and a sell by quote amount exactly at the quote's price", async () => {
    const buy = await quoteOf("BTCUSD", "BUY");
    const bought = await execute({ quote_id: buy.id, base_amount: "0.01234567", ref_id: "q-1" });
    const cost = new Decimal("0.01234567").times(buy.price).toDecimalPlaces(2, Decimal.ROUND_UP);
    expect(bought).toMatchObject({ status: 200, body: { status: "CREATED", side: "BUY", price: buy.price, base_amount: "0.01234567", quote_amount: cost.toFixed(2), ref_id: "q-1" } });
    expect([balance("USD"), balance("BTC")]).toEqual([new Decimal("5000").minus(cost).toFixed(2), "0.50000000"]);
    settle();
    const settled = (await handle(api, "GET", `/profiles/${profile}/quote-executions/${bought.body.id}`)).body;
    expect(settled).toMatchObject({ status: "SETTLED" });
    expect(Date.parse(settled.settled_at) - Date.parse(settled.created_at)).toBe(QUOTE_EXECUTION_SETTLEMENT_SECONDS * 1000);
    expect(balance("BTC")).toBe("0.51234567");

    const sell = await quoteOf("BTCUSD", "SELL");
    const sold = await execute({ quote_id: sell.id, quote_amount: "100.00" });
    const base = new Decimal("100").div(sell.price).toDecimalPlaces(8, Decimal.ROUND_DOWN);
    expect(sold.body).toMatchObject({ side: "SELL", quote_amount: "100.00", base_amount: base.toFixed(8) });
    expect(balance("BTC")).toBe(new Decimal("0.51234567").minus(base).toFixed(8));
    settle();
    expect(balance("USD")).toBe(new Decimal("5000").minus(cost).plus("100").toFixed(2));
    // Paxos documents no quote-execution event: the log records none.
    expect(api.store.events.all()).toEqual([]);
  });

  it("credits a recipient profile when one is named", async () => {
    const other = api.store.ids.profileIds[2]!;
    const buy = await quoteOf("ETHUSD", "BUY");
    await execute({ quote_id: buy.id, base_amount: "0.1", recipient_profile_id: other });
    settle();
    expect([balance("ETH"), balance("ETH", other)]).toEqual(["0.00000000", "0.10000000"]);
  });

  it("refuses an expired or unknown quote, more than the balance, bad amounts and a reused ref_id", async () => {
    const buy = await quoteOf("BTCUSD", "BUY");
    const broke = await execute({ quote_id: buy.id, quote_amount: "5000.01" });
    expect([broke.status, broke.body.meta]).toMatchObject([403, { rule: "insufficientFunds", field: "quote_amount", available: "5000.00" }]);
    const oversold = await execute({ quote_id: (await quoteOf("BTCUSD", "SELL")).id, base_amount: "0.50000001" });
    expect([oversold.status, oversold.body.meta]).toMatchObject([403, { rule: "insufficientFunds", field: "base_amount", asset: "BTC" }]);
    const cases: [object, string, string][] = [
      [{ base_amount: "0.1", quote_amount: "1" }, "base_amount", "oneOf"],
      [{}, "base_amount", "oneOf"],
      [{ base_amount: "0.000000001" }, "base_amount", "scale"],
      [{ quote_amount: "1.001" }, "quote_amount", "scale"],
    ];
    for (const [body, field, rule] of cases) {
      const refused = await execute({ quote_id: buy.id, ...body });
      expect([refused.status, refused.body.meta], `${field} ${rule}`).toEqual([400, { field, rule }]);
    }
    // A satoshi sold is worth less than a cent: nothing to trade.
    const dust = await execute({ quote_id: (await quoteOf("BTCUSD", "SELL")).id, base_amount: "0.00000001" });
    expect([dust.status, dust.body.meta]).toEqual([400, { field: "base_amount", rule: "tooSmall" }]);
    expect(balance("BTC")).toBe("0.50000000");
    const first = await execute({ quote_id: buy.id, quote_amount: "10.00", ref_id: "dup" });
    const again = await execute({ quote_id: buy.id, quote_amount: "20.00", ref_id: "dup" });
    expect([again.status, again.body.meta]).toEqual([409, { rule: "idempotency", field: "ref_id", existing: first.body }]);
    expect(balance("USD")).toBe("4990.00");

    expect((await execute({ quote_id: crypto.randomUUID(), base_amount: "0.1" })).body.meta).toEqual({ field: "quote_id" });
    expect((await execute({ quote_id: buy.id, base_amount: "0.1" }, crypto.randomUUID())).body.meta).toEqual({ field: "profile_id", rule: "unknownProfile" });
    api.clock.advance(QUOTE_LIFETIME_SECONDS * 1000);
    const expired = await execute({ quote_id: buy.id, base_amount: "0.001" });
    expect([expired.status, expired.body.type, expired.body.meta]).toEqual([
      403,
      "https://developer.paxos.com/docs/v2/problems/expired",
      { rule: "quoteExpired", field: "quote_id", expired_at: buy.expires_at },
    ]);
    expect((await handle(api, "GET", `/profiles/${profile}/quote-executions/${crypto.randomUUID()}`)).body.meta).toEqual({ field: "id" });
    // Another profile's execution is not found under this one.
    expect((await handle(api, "GET", `/profiles/${api.store.ids.profileIds[2]}/quote-executions/${first.body.id}`)).status).toBe(404);
  });

  it("lists the profile's executions newest first, by side, market and status, in pages with the total", async () => {
    const made = [];
    for (const [market, side] of [["BTCUSD", "BUY"], ["ETHUSD", "BUY"], ["BTCUSD", "SELL"]] as const) {
      made.push((await execute({ quote_id: (await quoteOf(market, side)).id, quote_amount: "10.00" })).body.id);
    }
    const list = async (query: Record<string, string | number> = {}) => (await handle(api, "GET", `/profiles/${profile}/quote-executions`, { query })).body;
    const first = await list({ limit: 2 });
    expect([first.items.map((e: { id: string }) => e.id), first.total_count]).toEqual([[made[2], made[1]], 3]);
    expect((await list({ limit: 2, page_cursor: first.next_page_cursor })).items.map((e: { id: string }) => e.id)).toEqual([made[0]]);
    expect((await list({ market: "BTCUSD", order: "ASC" })).items.map((e: { id: string }) => e.id)).toEqual([made[0], made[2]]);
    expect((await list({ side: "SELL" })).total_count).toBe(1);
    expect((await list({ status: "SETTLED" })).total_count).toBe(0);
    settle();
    expect((await list({ status: "SETTLED" })).total_count).toBe(3);
    expect((await handle(api, "GET", `/profiles/${api.store.ids.profileIds[2]}/quote-executions`)).body.items).toEqual([]);
  });
});

describe("issuer quotes", () => {
  const ask = (body: object) => handle(api, "POST", "/issuer-quote", { body: { profile_id: profile, market: "PAXGUSD", side: "BUY", base_amount: "1.5", ...body } });
  const run = (quoteId: string, id = profile) => handle(api, "POST", `/issuer-quote/${quoteId}`, { body: { profile_id: id } });

  it("mints and redeems once, exactly at the quote's price, and lists the executions", async () => {
    const ticker = await tickerOf("PAXGUSD");
    const mint = (await ask({})).body;
    const cost = new Decimal("1.5").times(ticker.best_ask.price).toDecimalPlaces(2, Decimal.ROUND_UP);
    expect(mint).toMatchObject({ market: "PAXGUSD", side: "BUY", quantity: "1.50000000", price: ticker.best_ask.price, fee: "0.00", quote_amount: cost.toFixed(2) });
    expect(balance("USD")).toBe("5000.00");
    const executed = await run(mint.quote_id);
    expect(Object.keys(executed.body)).toEqual(["id"]);
    expect([balance("USD"), balance("PAXG")]).toEqual([new Decimal("5000").minus(cost).toFixed(2), "1.50000000"]);
    // Paxos's Already Exists page: accepting a quote already accepted is 409, the execution in meta.existing; nothing moves.
    const before = [balance("USD"), balance("PAXG")];
    const twice = await run(mint.quote_id);
    expect([twice.status, twice.body.type, twice.body.title]).toEqual([409, "https://developer.paxos.com/docs/v2/problems/already-exists", "Already Exists"]);
    expect(twice.body.meta).toMatchObject({ rule: "quoteExecuted", field: "quote_id", existing: { id: executed.body.id, ref_id: mint.quote_id, profile_id: profile, status: "COMPLETE" } });
    expect([balance("USD"), balance("PAXG")]).toEqual(before);

    const redeem = (await ask({ side: "SELL", base_amount: "0.5" })).body;
    const redeemed = await run(redeem.quote_id);
    expect(balance("PAXG")).toBe("1.00000000");
    expect(balance("USD")).toBe(new Decimal("5000").minus(cost).plus(redeem.quote_amount).toFixed(2));

    const page = (await handle(api, "GET", "/issuer-quotes", { query: { profile_id: profile } })).body;
    expect(page.issuer_quote_executions.map((e: { id: string }) => e.id)).toEqual([redeemed.body.id, executed.body.id]);
    expect(page.issuer_quote_executions[0]).toMatchObject({ asset_type: "PAXG", status: "COMPLETE", ref_id: redeem.quote_id, token_principal: "-0.50000000", token_price: redeem.price, principal: redeem.quote_amount });
    const first = await handle(api, "GET", "/issuer-quotes", { query: { limit: 1, order: "ASC" } });
    expect(first.body.issuer_quote_executions.map((e: { id: string }) => e.id)).toEqual([executed.body.id]);
    const second = await handle(api, "GET", "/issuer-quotes", { query: { limit: 1, order: "ASC", page_cursor: first.body.next_page_cursor } });
    expect(second.body.issuer_quote_executions.map((e: { id: string }) => e.id)).toEqual([redeemed.body.id]);
    expect((await handle(api, "GET", "/issuer-quotes", { query: { status: ["FAILED"] } })).body.issuer_quote_executions).toEqual([]);
    expect((await handle(api, "GET", "/issuer-quotes", { query: { profile_id: api.store.ids.profileIds[2]! } })).body.issuer_quote_executions).toEqual([]);
  });

  it("refuses unknown records, another profile, expiry and more than the balance", async () => {
    const unknown = await ask({ profile_id: crypto.randomUUID() });
    expect([unknown.status, unknown.body.meta]).toEqual([404, { field: "profile_id", rule: "unknownProfile" }]);
    expect((await ask({ market: "DOGEUSD" })).body.meta).toEqual({ field: "market", rule: "unpricedMarket" });
    expect((await ask({ base_amount: "0.000000001" })).body.meta).toEqual({ field: "base_amount", rule: "scale" });
    const big = (await ask({ base_amount: "100" })).body;
    const broke = await run(big.quote_id);
    expect([broke.status, broke.body.meta]).toMatchObject([403, { rule: "insufficientFunds", field: "quote_id", asset: "USD" }]);
    expect(balance("PAXG")).toBe("0.00000000");
    const quote = (await ask({})).body;
    expect((await run(quote.quote_id, api.store.ids.profileIds[2]!)).body.meta).toEqual({ field: "profile_id", rule: "quoteProfile" });
    expect((await run(crypto.randomUUID())).body.meta).toEqual({ field: "quote_id" });
    api.clock.advance(30_000);
    const late = await run(quote.quote_id);
    expect([late.status, late.body.type, late.body.meta]).toEqual([
      403,
      "https://developer.paxos.com/docs/v2/problems/expired",
      { rule: "quoteExpired", field: "quote_id", expired_at: quote.expires_at },
    ]);
  });
});
