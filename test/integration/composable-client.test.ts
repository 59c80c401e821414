/**
 * A resource built from a `PaxosClient` behaves exactly as the same resource
 * on `Paxos`, against the loopback mock: the same requests, the same token
 * requests with the same scopes (the first call's scope, then one widening to
 * every scope of the contract), the same refusals for a client without the
 * scope; every resource built from one client shares its one token. And a
 * `PaxosMarketClient` reaches every public market-data operation (as the market
 * functions) without credentials.
 */
import { inspect } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  DepositAddressesResource,
  getOrderBook,
  getTicker,
  listMarkets,
  listPrices,
  listRecentExecutions,
  listTickers,
  MarketResource,
  Paxos,
  PaxosClient,
  PaxosMarketClient,
  PermissionDeniedError,
  SettlementResource,
  ValidationError,
  type PaxosOptions,
} from "../../src/index";
import { CONTRACT_SCOPES } from "../../src/generated/descriptors";
import type { MockServer } from "../../src/mock/index";
import { clientOptions, FAST_BACKOFF, RequestLog, startMock } from "./support";

let mock: MockServer;

beforeAll(async () => {
  mock = await startMock();
});

afterAll(async () => {
  await mock.close();
});

beforeEach(() => mock.api.faults.clear());

let amount = 0;
function transaction() {
  return {
    source_profile_id: mock.api.store.ids.profileIds[2]!,
    target_profile_id: mock.api.store.ids.profileIds[3]!,
    legs: [{ direction: "DELIVER" as const, asset: "USD", amount: `${++amount}.5` }],
    settlement_window_end: "2026-12-01T00:00:00Z",
  };
}

function options(log: RequestLog, extra: PaxosOptions = {}): PaxosOptions {
  return clientOptions(mock, { fetch: log.fetch, ...extra });
}

/** Runs the same settlement calls on a resource, and says what went on the wire. */
async function settlementSession(settlement: SettlementResource, log: RequestLog) {
  const page = await settlement.listTransactions({ limit: 5 });
  const created = await settlement.createTransaction(transaction());
  const fetched = await settlement.getTransaction(created.id);
  return {
    results: [Array.isArray(page.items), created.status, fetched.id === created.id],
    calls: log.api().map((r) => `${r.method} ${r.path.replace(created.id, "{id}")}`),
    // The scope each token request asked for, in order.
    scopes: log.sent.filter((r) => r.endpoint === "token").map((r) => new URLSearchParams(r.body).get("scope")),
  };
}

describe("a resource built from a PaxosClient", () => {
  it("sends what paxos.settlement sends, with the same scope-aware token requests", async () => {
    const viaPaxos = new RequestLog();
    viaPaxos.keepBodies = true;
    const paxos = new Paxos(options(viaPaxos));
    const viaClient = new RequestLog();
    viaClient.keepBodies = true;
    const settlement = new SettlementResource(new PaxosClient(options(viaClient)));

    const expected = await settlementSession(paxos.settlement, viaPaxos);
    const actual = await settlementSession(settlement, viaClient);
    expect(actual).toEqual(expected);
    expect(actual.results).toEqual([true, "PENDING", true]);
    expect(actual.calls).toEqual(["GET /settlement/transactions", "POST /settlement/transactions", "GET /settlement/transactions/{id}"]);
    // The first call's scope only, then one widening to every scope of the contract.
    expect(actual.scopes).toEqual(["settlement:read_transaction", [...CONTRACT_SCOPES].join(" ")]);
  });

  it("shares the client's one token with every other resource built from it", async () => {
    const log = new RequestLog();
    const client = new PaxosClient(options(log, { scopes: ["settlement:read_transaction", "transfer:read_deposit_address", "exchange:historical_prices"] }));
    const settlement = new SettlementResource(client);
    const addresses = new DepositAddressesResource(client);
    const market = new MarketResource(client);
    await Promise.all([settlement.listTransactions(), addresses.list({ limit: 2 }), market.listHistoricalPrices("BTCUSD", { increment: "ONE_DAY" })]);
    await addresses.list({ limit: 2 });
    expect(log.sent.filter((r) => r.endpoint === "token")).toHaveLength(1);
    expect(log.api()).toHaveLength(4);
  });

  it("is refused a scope its credentials lack, as on Paxos", async () => {
    const { clientId, clientSecret } = mock.clients.secondary;
    const readOnly = (log: RequestLog) => options(log, { clientId, clientSecret, scopes: ["settlement:write_transaction"] });
    const onPaxos = await new Paxos(readOnly(new RequestLog())).settlement.createTransaction(transaction()).catch((error: unknown) => error);
    const onClient = await new SettlementResource(new PaxosClient(readOnly(new RequestLog()))).createTransaction(transaction()).catch((error: unknown) => error);
    expect(onClient).toBeInstanceOf((onPaxos as object).constructor);
    expect(String(onClient)).toBe(String(onPaxos));
  });

  it("works with a token from elsewhere, and refuses a scope that token does not carry", async () => {
    const token = mock.api.oauth.issue(mock.clients.main.clientId, ["settlement:read_transaction"]).access_token;
    const log = new RequestLog();
    const settlement = new SettlementResource(new PaxosClient({ baseUrl: mock.baseUrl, accessToken: token, fetch: log.fetch, logLevel: "off", backoff: FAST_BACKOFF }));
    await expect(settlement.listTransactions()).resolves.toBeDefined();
    await expect(settlement.createTransaction(transaction())).rejects.toBeInstanceOf(PermissionDeniedError);
    expect(log.sent.filter((r) => r.endpoint === "token")).toHaveLength(0);
  });

  it("is built only from a client", () => {
    for (const bad of [undefined, null, {}, { environment: "sandbox", baseUrl: mock.baseUrl }, "client"]) {
      expect(() => new SettlementResource(bad as unknown as PaxosClient)).toThrow(ValidationError);
    }
    expect(() => new SettlementResource({} as PaxosClient)).toThrow(/built from a PaxosClient/);
  });

  it("built from a credential-free client (untyped), refuses a call that needs a scope, sending nothing", async () => {
    const log = new RequestLog();
    const settlement = new SettlementResource(new PaxosMarketClient({ baseUrl: mock.baseUrl, fetch: log.fetch }) as unknown as PaxosClient);
    await expect(settlement.listTransactions()).rejects.toThrow(/^settlement.listTransactions needs a PaxosClient$/);
    await expect(settlement.createTransaction(transaction())).rejects.toThrow(/^settlement.createTransaction needs a PaxosClient$/);
    expect(log.sent).toEqual([]);
  });

  it("keeps the client secret out of inspection and JSON of the client and its resources", async () => {
    const client = new PaxosClient(options(new RequestLog()));
    const settlement = new SettlementResource(client);
    await settlement.listTransactions();
    for (const text of [inspect(client, { depth: 10, showHidden: true }), inspect(settlement, { depth: 10, showHidden: true }), JSON.stringify(client), JSON.stringify(settlement), String(client)]) {
      expect(text).not.toContain(mock.clientSecret);
    }
    expect(JSON.parse(JSON.stringify(client))).toEqual({ environment: "sandbox", baseUrl: mock.baseUrl });
    expect(inspect(client)).toBe(`PaxosClient { environment: 'sandbox', baseUrl: '${mock.baseUrl}' }`);
    // Nothing enumerable on the client leads to its transport.
    expect(Object.keys(client).sort()).toEqual(["baseUrl", "environment"]);
  });
});

describe("PaxosMarketClient and the market functions", () => {
  it("calls every public market-data operation without credentials", async () => {
    const log = new RequestLog();
    const market = new PaxosMarketClient({ baseUrl: mock.baseUrl, fetch: log.fetch, logLevel: "off" });
    const [tickers, prices, markets, book, executions, ticker] = await Promise.all([
      listTickers(market),
      listPrices(market, { markets: ["BTCUSD", "ETHUSD"] }),
      listMarkets(market),
      getOrderBook(market, "BTCUSD"),
      listRecentExecutions(market, "BTCUSD"),
      getTicker(market, "BTCUSD"),
    ]);
    expect(tickers.length).toBeGreaterThan(0);
    expect(prices).toBeTypeOf("object");
    expect(markets).toBeTypeOf("object");
    expect(book).toBeTypeOf("object");
    expect(executions).toBeTypeOf("object");
    expect(ticker).toBeTypeOf("object");
    expect(log.sent.map((r) => `${r.endpoint} ${r.path}`).sort()).toEqual(
      [
        "api /all-markets/prices",
        "api /all-markets/ticker",
        "api /markets",
        "api /markets/BTCUSD/order-book",
        "api /markets/BTCUSD/recent-executions",
        "api /markets/BTCUSD/ticker",
      ],
    );
    expect(log.sent.find((r) => r.path === "/all-markets/prices")!.query.getAll("markets")).toEqual(["BTCUSD", "ETHUSD"]);
  });

  it("checks parameters before sending, naming the field and the rule", async () => {
    const log = new RequestLog();
    const market = new PaxosMarketClient({ baseUrl: mock.baseUrl, fetch: log.fetch, logLevel: "off" });
    await expect(getOrderBook(market, 5 as unknown as "BTCUSD")).rejects.toMatchObject({ name: "ValidationError", field: "market", rule: "type" });
    await expect(listPrices(market, { markets: [] })).rejects.toMatchObject({ field: "markets", rule: "minItems" });
    expect(log.sent).toHaveLength(0);
  });
});
