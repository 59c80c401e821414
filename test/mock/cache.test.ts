/**
 * What the mock keeps between requests (the ticker's figures per clock minute, deposit-address pages
 * by query) never changes an answer: a caching mock and one computing afresh (`cache: false`) agree,
 * before and after the clock moves and the table changes, and a kept page is dropped on a write.
 */
import { describe, expect, it } from "vitest";
import { createMockApi, type MockApi } from "../../src/mock/index";
import { TickerModel, tickerSnapshot } from "../../src/mock/domain/market";
import { PageCache } from "../../src/mock/routes/page-cache";
import { listDepositAddresses } from "../../src/mock/routes/list-deposit-addresses";
import type { RouteContext } from "../../src/mock/routes/context";

async function get(api: MockApi, path: string, search = ""): Promise<string> {
  const token = api.oauth.issue(api.clients.main.clientId).access_token;
  const answer = await api.handle({ endpoint: "api", method: "GET", path, search, headers: { authorization: `Bearer ${token}` }, body: "" });
  expect(answer.status, answer.body).toBe(200);
  return answer.body;
}

describe("the ticker's figures, kept per clock minute", () => {
  it("equal the figures computed afresh, within a minute, across minutes and across midnight", () => {
    const model = new TickerModel(3, true);
    let now = BigInt(Date.parse("2026-03-01T23:58:10Z")) * 1_000_000n;
    for (const stepSeconds of [0, 1, 20, 29, 45, 1, 60, 3600, 59]) {
      now += BigInt(stepSeconds) * 1_000_000_000n + 123n;
      expect(model.snapshot(now)).toEqual(tickerSnapshot(3, now));
    }
  });

  it("are what a caching mock and a mock computing afresh both answer as the clock moves", async () => {
    const cached = createMockApi({ seed: 4 });
    const fresh = createMockApi({ seed: 4, cache: false });
    for (const ms of [0, 1_500, 30_000, 61_000, 86_400_000]) {
      cached.clock.advance(ms);
      fresh.clock.advance(ms);
      expect(await get(cached, "/all-markets/ticker")).toBe(await get(fresh, "/all-markets/ticker"));
    }
  });

  it("are not shared with the caller: editing an answer changes no later one", () => {
    const model = new TickerModel(3, true);
    const now = 1_800_000_000_000_000_000n;
    const first = model.snapshot(now);
    first[0]!.best_bid.price = "0";
    first[0]!.last_day.high = "0";
    expect(model.snapshot(now)).toEqual(tickerSnapshot(3, now));
  });
});

describe("deposit-address pages, kept by query", () => {
  const search = "?limit=50&order=ASC";

  it("are answered again from the cache, identical, and dropped when a row is inserted", () => {
    const api = createMockApi({ seed: 9, sizes: { depositAddresses: 500 } });
    const pages = new PageCache();
    const context = (query: string): RouteContext =>
      ({ store: api.store, query: new URLSearchParams(query), depositAddressPages: pages }) as unknown as RouteContext;
    const first = listDepositAddresses.handle(context(search)).body;
    expect(pages.size).toBe(1);
    expect(listDepositAddresses.handle(context(search)).body).toBe(first);
    expect(pages.size).toBe(1);
    // An insert before the first row changes the page: the kept one must not be served.
    const oldest = api.store.depositAddresses.at(0)!;
    const inserted = api.store.insertDepositAddress({ created_at: "2000-01-01T00:00:00Z" });
    const after = listDepositAddresses.handle(context(search)).body;
    expect(after).not.toBe(first);
    expect(JSON.parse(after).items[0].id).toBe(inserted.id);
    expect(JSON.parse(after).items[1].id).toBe(oldest.id);
  });

  it("are not kept when they hold an inserted row (a test may edit it in place)", async () => {
    const api = createMockApi({ seed: 9, sizes: { depositAddresses: 500 } });
    const inserted = api.store.insertDepositAddress({ created_at: "2000-01-01T00:00:00Z" });
    expect(JSON.parse(await get(api, "/transfer/deposit-addresses", search)).items[0].address).toBe(inserted.address);
    inserted.address = "0xedited";
    expect(JSON.parse(await get(api, "/transfer/deposit-addresses", search)).items[0].address).toBe("0xedited");
  });

  it("are what a caching mock and a mock computing afresh both answer, walk after walk and after inserts", async () => {
    const cached = createMockApi({ seed: 5, sizes: { depositAddresses: 3000 } });
    const fresh = createMockApi({ seed: 5, sizes: { depositAddresses: 3000 } , cache: false });
    const walk = async (api: MockApi): Promise<string[]> => {
      const bodies: string[] = [];
      let cursor = "";
      do {
        const body = await get(api, "/transfer/deposit-addresses", `?limit=700${cursor ? `&page_cursor=${encodeURIComponent(cursor)}` : ""}`);
        bodies.push(body);
        cursor = JSON.parse(body).next_page_cursor;
      } while (cursor);
      return bodies;
    };
    for (let round = 0; round < 3; round++) {
      expect(await walk(cached)).toEqual(await walk(fresh));
      for (const api of [cached, fresh]) api.store.insertDepositAddress({ created_at: `2025-0${round + 1}-01T00:00:00Z` });
    }
  });
});

describe("PageCache", () => {
  it("forgets the least recently used page past its size, and everything when the version changes", () => {
    const cache = new PageCache(10);
    expect(cache.get("a", 1)).toBeUndefined();
    cache.set("a", 1, "aaaa");
    cache.set("b", 1, "bbbb");
    expect(cache.get("a", 1)).toBe("aaaa"); // a is now the most recently used
    cache.set("c", 1, "cccc"); // 12 characters: b goes
    expect(cache.get("b", 1)).toBeUndefined();
    expect(cache.get("a", 1)).toBe("aaaa");
    expect(cache.get("c", 1)).toBe("cccc");
    cache.set("huge", 1, "x".repeat(11)); // larger than the whole cache: not kept
    expect(cache.get("huge", 1)).toBeUndefined();
    expect(cache.get("a", 2)).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set("a", 1, "stale"); // made at an older version: ignored
    expect(cache.get("a", 2)).toBeUndefined();
  });
});
