/**
 * The market functions (`listPrices(client, …)` …) are the public methods of `paxos.market` as functions
 * of a client: one for each method, sending the same request and answering the same result, with a
 * `PaxosMarketClient` (no credentials) or a `PaxosClient`; anything else is refused, naming the method.
 */
import { http, HttpResponse } from "msw";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import * as sdk from "../../src/index";
import { getOrderBook, getTicker, listMarkets, listPrices, listRecentExecutions, listTickers, Paxos, PaxosClient, PaxosMarketClient, ValidationError } from "../../src/index";
import { forgetDeprecationWarnings } from "../../src/core/call/deprecation";
import { MarketFeeds } from "../../src/resources/market-feeds";
import { PublicMarketResource } from "../../src/resources/market";
import { API, useFakeApi } from "../support/msw-api";

const api = useFakeApi();

const ticker = { market: "BTCUSD", last_execution: { price: "97000.25", amount: "0.5" } };
const book = { market: "BTCUSD", bids: [{ price: "97000.00", amount: "1" }], asks: [{ price: "97001.00", amount: "2" }] };

beforeEach(() => {
  forgetDeprecationWarnings();
  api.server.use(
    http.get(`${API}/all-markets/ticker`, () => HttpResponse.json({ tickers: [ticker] })),
    http.get(`${API}/all-markets/prices`, () => HttpResponse.json({ items: [{ market: "BTCUSD", current_price: "97000.25", yesterday_price: "95000" }] })),
    http.get(`${API}/markets`, () => HttpResponse.json({ markets: [{ market: "BTCUSD", tick_rate: "0.01" }] })),
    http.get(`${API}/markets/BTCUSD/order-book`, () => HttpResponse.json(book)),
    http.get(`${API}/markets/BTCUSD/recent-executions`, () => HttpResponse.json({ items: [{ match_number: "1", price: "97000", amount: "1" }] })),
    http.get(`${API}/markets/BTCUSD/ticker`, () => HttpResponse.json(ticker)),
  );
});
afterAll(() => forgetDeprecationWarnings());

/** Every method of `paxos.market` that needs no credentials: its public REST operations and its feeds. */
const methods = [PublicMarketResource, MarketFeeds].flatMap((type) => Object.getOwnPropertyNames(type.prototype).filter((name) => name !== "constructor"));

/** Quiet clients of this file's fake service. */
const quiet = { logLevel: "off", fetch: api.fetch } as const;

describe("the market functions", () => {
  it("there is one for each public method of paxos.market, exported under its name", () => {
    expect(methods.sort()).toEqual(
      ["getOrderBook", "getTicker", "listMarkets", "listPrices", "listRecentExecutions", "listTickers", "watchExecutions", "watchOrderBook", "watchStablecoinPrice"].sort(),
    );
    for (const name of methods) expect(typeof (sdk as Record<string, unknown>)[name], name).toBe("function");
  });

  it("each REST function sends the request its method sends and answers what it answers", async () => {
    // The full client's methods (a token it would never send on these calls) against the credential-free client's functions.
    const { market } = new Paxos({ accessToken: "a-token", ...quiet });
    const client = new PaxosMarketClient(quiet);
    const pairs: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
      ["listTickers", () => market.listTickers(), () => listTickers(client)],
      ["listPrices", () => market.listPrices({ markets: ["BTCUSD"] }), () => listPrices(client, { markets: ["BTCUSD"] })],
      ["listMarkets", () => market.listMarkets(), () => listMarkets(client)],
      ["getOrderBook", () => market.getOrderBook("BTCUSD"), () => getOrderBook(client, "BTCUSD")],
      ["listRecentExecutions", () => market.listRecentExecutions("BTCUSD"), () => listRecentExecutions(client, "BTCUSD")],
      ["getTicker", () => market.getTicker("BTCUSD"), () => getTicker(client, "BTCUSD")],
    ];
    for (const [name, method, fn] of pairs) {
      api.requests.length = 0;
      const byMethod = await method();
      const byFunction = await fn();
      expect(byFunction, name).toEqual(byMethod);
      const [sentByMethod, sentByFunction] = api.requests.map((request) => `${request.method} ${request.url} ${request.headers.get("authorization")}`);
      expect(sentByFunction, name).toBe(sentByMethod);
    }
    // The one answer given in two forms is handed back as the array, as the method does.
    expect(await listTickers(client)).toEqual([ticker]);
  });

  it("keeps the checks and the answers' extras of the methods: a bad argument is refused unsent, withResponse works", async () => {
    const client = new PaxosMarketClient(quiet);
    await expect(listPrices(client, { markets: [] })).rejects.toThrow(/market\.listPrices: markets must have at least 1 item/);
    await expect(listMarkets(client, { timeout: 0 })).rejects.toThrow(/market\.listMarkets: timeout must be an integer from 1/);
    expect(api.requests).toHaveLength(0);
    const { data, response } = await listMarkets(client).withResponse();
    expect(data.markets?.[0]?.tick_rate).toBe("0.01");
    expect(response.status).toBe(200);
  });

  it("a deprecated function warns once, as its method does", async () => {
    const warnings: string[] = [];
    const ignore = () => undefined;
    const client = new PaxosMarketClient({ fetch: api.fetch, logLevel: "warn", logger: { debug: ignore, info: ignore, error: ignore, warn: (line: string) => void warnings.push(line) } });
    await getTicker(client, "BTCUSD");
    await getTicker(client, "BTCUSD");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("market.getTicker (GET /markets/{market}/ticker) is deprecated by Paxos");
  });

  it("a PaxosClient works too (its public calls carry no token)", async () => {
    const client = new PaxosClient({ accessToken: "a-token", ...quiet });
    expect((await listMarkets(client)).markets).toHaveLength(1);
    expect(api.lastRequest().headers.get("authorization")).toBeNull();
  });

  it("anything but a client is refused at once, naming the function", () => {
    // A resource (paxos.market) is not a client: its context is its client's.
    for (const notAClient of [new Paxos({ accessToken: "a-token", ...quiet }).market, {}, null, undefined, "client"]) {
      expect(() => listMarkets(notAClient as unknown as PaxosMarketClient)).toThrow(ValidationError);
    }
    expect(() => listMarkets({} as PaxosMarketClient)).toThrow("market.listMarkets: client must be a PaxosMarketClient or a PaxosClient (rule: type).");
    expect(() => sdk.watchOrderBook({} as PaxosMarketClient)).toThrow(/^market\.watchOrderBook: client must be/);
  });

  it("PaxosMarketClient checks its options as the other clients do, naming itself", () => {
    expect(() => new PaxosMarketClient({ baseURL: "http://localhost" } as never)).toThrow(
      "new PaxosMarketClient(): baseURL is not an option; did you mean baseUrl? (rule: additionalProperties).",
    );
    expect(() => new PaxosMarketClient({ baseUrl: "http://example.com/v2" })).toThrow(/^new PaxosMarketClient\(\): baseUrl must use https:/);
    // No method, nothing to enumerate: the context (transport, logger) is kept beside it.
    expect(Object.keys(new PaxosMarketClient(quiet))).toEqual([]);
  });
});
