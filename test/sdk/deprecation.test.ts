/**
 * What Paxos deprecates is said once per process through the client's logger, naming the method and
 * what to use instead; a retired operation's 404 says Paxos retired it and stays a NotFoundError.
 */
import { http, HttpResponse } from "msw";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { getOrderBook, listTickers, NotFoundError, Paxos, PaxosMarketClient } from "../../src/index";
import { contextOf } from "../../src/core/call/client-context";
import { forgetDeprecationWarnings, noteDeprecation } from "../../src/core/call/deprecation";
import { paginate } from "../../src/core/pagination/paginate";
import * as ops from "../../src/generated/descriptors";
import { OPERATIONS } from "../../src/generated/operation-list";
import { API, CLIENT_ID, CLIENT_SECRET, problem, useFakeApi } from "../support/msw-api";

const { server, fetch: fakeFetch } = useFakeApi();

function recorder() {
  const warnings: string[] = [];
  const ignore = () => undefined;
  return { warnings, logger: { debug: ignore, info: ignore, error: ignore, warn: (line: string) => void warnings.push(line) } };
}

const paxos = (logger: ReturnType<typeof recorder>["logger"]) => new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, logger, logLevel: "warn" });

const ticker = { market: "BTCUSD", last_execution: { price: "1", amount: "1" } };

describe("deprecated operations", () => {
  // Other files in this worker may have called a deprecated method already: start from a clean slate, and leave one.
  beforeEach(() => forgetDeprecationWarnings());
  afterAll(() => forgetDeprecationWarnings());

  it("the contract deprecates the thirteen operations Paxos deprecates, and the retired all-markets ticker", () => {
    const deprecated = OPERATIONS.filter((entry) => entry.operation.deprecated).map((entry) => `${entry.resource}.${entry.method}`);
    expect(deprecated.sort()).toEqual(
      [
        "stablecoinConversions.create", "stablecoinConversions.list", "stablecoinConversions.get", "stablecoinConversions.cancel",
        "monitoringAddresses.list", "monitoringAddresses.create", "monitoringAddresses.get", "monitoringAddresses.update",
        "statements.list", "payments.list", "market.getOrderBook", "market.listRecentExecutions", "market.getTicker", "market.listTickers",
      ].sort(),
    );
    expect(ops.listTickers.retiredOn).toBe("2023-11-15");
    // The deprecation code rides only on the descriptors that need it.
    expect(OPERATIONS.filter((entry) => entry.operation.noteDeprecation).length).toBe(14);
    expect(ops.listPrices.noteDeprecation).toBeUndefined();
    expect(OPERATIONS.filter((entry) => entry.operation.retiredOn).map((entry) => entry.method)).toEqual(["listTickers"]);
  });

  it("logs one warning per process on first use, naming the method and the replacement", async () => {
    server.use(http.get(`${API}/markets/BTCUSD/ticker`, () => HttpResponse.json(ticker)));
    const first = recorder();
    await paxos(first.logger).market.getTicker("BTCUSD");
    await paxos(first.logger).market.getTicker("BTCUSD");
    expect(first.warnings).toHaveLength(1);
    expect(first.warnings[0]).toMatch(/market\.getTicker \(GET \/markets\/\{market\}\/ticker\) is deprecated by Paxos\./);
    expect(first.warnings[0]).toContain("market.listPrices");
    // Another client in the same process: already said.
    const second = recorder();
    await paxos(second.logger).market.getTicker("BTCUSD");
    expect(second.warnings).toEqual([]);
  });

  it("a deprecated list warns on its first page, once", async () => {
    server.use(http.get(`${API}/statements/payments`, () => HttpResponse.json({ payments: [] })));
    const { warnings, logger } = recorder();
    await paxos(logger).payments.list({ customer_id: "c", product: "USDG_REWARDS" });
    await paxos(logger).payments.list({ customer_id: "c", product: "USDG_REWARDS" });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^\[paxos-sdk\] payments\.list \(GET \/statements\/payments\) is deprecated by Paxos\. .*Rewards Engine/);
  });

  it("an operation Paxos has not deprecated warns nothing", async () => {
    server.use(http.get(`${API}/markets`, () => HttpResponse.json({ markets: [] })));
    const { warnings, logger } = recorder();
    await paxos(logger).market.listMarkets();
    expect(warnings).toEqual([]);
  });

  it("says the all-markets ticker is retired, on first use and in its 404, which stays a NotFoundError", async () => {
    server.use(http.get(`${API}/all-markets/ticker`, () => problem(404, "Not Found", "no such route")));
    const { warnings, logger } = recorder();
    const error = await listTickers(new PaxosMarketClient({ fetch: fakeFetch, environment: "sandbox", logger, logLevel: "warn" })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    const notFound = error as NotFoundError;
    expect(notFound.status).toBe(404);
    expect(notFound.title).toBe("Not Found");
    expect(notFound.detail).toBe("no such route");
    expect(notFound.message).toMatch(/^404 Not Found: no such route \(market\.listTickers: Paxos retired GET \/all-markets\/ticker on 2023-11-15\. /);
    expect(notFound.message).toContain("`market.listPrices` (`GET /all-markets/prices`)");
    expect(notFound.message).toContain("market.watchOrderBook");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/market\.listTickers \(GET \/all-markets\/ticker\) is retired by Paxos on 2023-11-15\./);
  });

  it("another operation's 404 is left as it was", async () => {
    server.use(http.get(`${API}/markets/BTCUSD/order-book`, () => problem(404, "Not Found")));
    const error = (await getOrderBook(new PaxosMarketClient({ fetch: fakeFetch, environment: "sandbox", logLevel: "off" }), "BTCUSD").catch((caught: unknown) => caught)) as NotFoundError;
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toBe("404 Not Found");
  });

  it("a deprecated parameter warns once when given, and not when left out", async () => {
    server.use(http.get(`${API}/orders`, () => HttpResponse.json({ items: [] })));
    const { warnings, logger } = recorder();
    const client = paxos(logger);
    // A descriptor as the generator writes one for a parameter marked deprecated (the contract has none today).
    const op = { ...ops.listOrders, deprecatedParameters: { market: "Filter on the client instead." }, noteDeprecation };
    await paginate(contextOf(client)!, op, { status: "OPEN" });
    expect(warnings).toEqual([]);
    await paginate(contextOf(client)!, op, { market: "BTCUSD" });
    await paginate(contextOf(client)!, op, { market: "ETHUSD" });
    expect(warnings).toEqual(["[paxos-sdk] orders.list: the parameter market is deprecated by Paxos. Filter on the client instead. (Logged once per process.)"]);
  });
});
