/**
 * Dotted query parameters other than the time comparisons: `range.begin` / `range.end` and
 * `pagination.limit` / `pagination.offset` of historical prices are given grouped, and go on the wire
 * under their dotted names (a `Date` as RFC 3339); a part the contract does not name is refused unsent.
 */
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { Paxos, ValidationError } from "../../src/index";
import { API, CLIENT_ID, CLIENT_SECRET, useFakeApi } from "../support/msw-api";

const { server, requests, lastRequest, fetch: fakeFetch } = useFakeApi();

const paxos = () => new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, maxRetries: 0 });

describe("grouped dotted parameters", () => {
  it("send range and pagination under their dotted names", async () => {
    server.use(http.get(`${API}/markets/:market/historical-prices`, () => HttpResponse.json({ market: "BTCUSD", prices: [] })));
    await paxos().market.listHistoricalPrices("BTCUSD", {
      range: { begin: new Date("2026-01-01T00:00:00Z"), end: "2026-01-02T00:00:00Z" },
      pagination: { limit: 10, offset: 20 },
    });
    const query = new URL(lastRequest().url).searchParams;
    expect(query.get("range.begin")).toBe("2026-01-01T00:00:00.000Z");
    expect(query.get("range.end")).toBe("2026-01-02T00:00:00Z");
    expect(query.get("pagination.limit")).toBe("10");
    expect(query.get("pagination.offset")).toBe("20");
  });

  it("refuse a part the contract does not name, before sending", async () => {
    const error = await paxos()
      .market.listHistoricalPrices("BTCUSD", { range: { gte: "2026-01-01T00:00:00Z" } } as never)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ field: "range.gte" });
    expect(requests.filter((r) => r.url.startsWith(API))).toHaveLength(0);
  });
});
