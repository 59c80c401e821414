import { describe, expect, it } from "vitest";
import { createMockApi, type MockApi } from "../../src/mock/index";
import type { Ticker } from "../../src/mock/domain/records";

const NANO_TS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{9}Z$/;
const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;

async function get(api: MockApi, path: string, search = "", auth = true) {
  const token = api.oauth.issue(api.clients.main.clientId).access_token;
  const res = await api.handle({ endpoint: "api", method: "GET", path, search, headers: auth ? { authorization: `Bearer ${token}` } : {}, body: "" });
  return { status: res.status, body: JSON.parse(res.body) };
}

describe("seeded data", () => {
  it("is deterministic: same seed, same data; another seed, other data", async () => {
    const a = createMockApi({ seed: 5 });
    const b = createMockApi({ seed: 5 });
    const c = createMockApi({ seed: 6 });
    for (const path of ["/transfer/deposit-addresses", "/statements/payments", "/identity/accounts", "/all-markets/ticker"]) {
      expect((await get(a, path)).body).toEqual((await get(b, path)).body);
      expect((await get(a, path)).body).not.toEqual((await get(c, path)).body);
    }
    expect([...a.store.fiatAccounts.values()]).toEqual([...b.store.fiatAccounts.values()]);
    expect(a.store.memoIds).toEqual(b.store.memoIds);
  });

  it("carries RFC 3339 timestamps with nanosecond fractions and decimal-string amounts", () => {
    const api = createMockApi({ seed: 2 });
    for (const a of api.store.depositAddresses.values()) expect(a.created_at).toMatch(NANO_TS);
    for (const p of api.store.payments.values()) {
      expect(p.created_at).toMatch(NANO_TS);
      expect(p.payment_amount).toMatch(DECIMAL);
      if (p.processed_at !== undefined) expect(p.processed_at >= p.created_at).toBe(true);
    }
    for (const acc of api.store.identityAccounts.values()) expect(acc.updated_at >= acc.created_at).toBe(true);
    // Not every fraction ends in zeros: nanoseconds really vary.
    expect([...api.store.payments.values()].some((p) => !p.created_at.endsWith("000Z"))).toBe(true);
  });

  it("spreads deposit addresses across every profile, identity and account of the pools", () => {
    const api = createMockApi({ seed: 2 });
    const all = [...api.store.depositAddresses.values()];
    expect(new Set(all.map((a) => a.profile_id))).toEqual(new Set(api.store.ids.profileIds));
    expect(new Set(all.map((a) => a.identity_id)).size).toBe(api.store.ids.identityIds.length);
    expect(new Set(all.map((a) => a.account_id)).size).toBe(api.store.ids.accountIds.length);
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
    expect(api.store.depositAddresses.get(all[17]!.id)).toEqual(all[17]);
    expect(api.store.depositAddresses.getByRefId(all[17]!.ref_id)).toEqual([all[17]]);
  });

  it("generates 50 000 deposit addresses lazily, all reachable through the list", async () => {
    const api = createMockApi({ sizes: { depositAddresses: 50_000 } });
    expect(api.store.depositAddresses.size).toBe(50_000);
    const oldest = api.store.depositAddresses.at(0)!;
    const page = await get(api, "/transfer/deposit-addresses", `?order=ASC&limit=1000&created_at.lte=${oldest.created_at}`);
    expect(page.body.items[0]).toEqual(oldest);
    const newest = await get(api, "/transfer/deposit-addresses", "?limit=1");
    expect(newest.body.items[0]).toEqual(api.store.depositAddresses.at(49_999));
    expect(newest.body.items[0].created_at < api.clock.nowIso()).toBe(true);
  });

  it("serves tickers for the ten markets whose prices move with the mock clock, deterministically", async () => {
    const api = createMockApi({ seed: 8 });
    const first = (await get(api, "/all-markets/ticker", "", false)).body as Ticker[];
    expect(first.map((x) => x.market)).toEqual(["ETHUSD", "BTCUSD", "PAXGUSD", "BCHUSD", "LTCUSD", "USDPUSD", "LINKUSD", "MATICUSD", "AAVEUSD", "UNIUSD"]);
    for (const x of first) {
      for (const v of [x.best_bid.price, x.best_ask.price, x.last_execution.price, x.last_execution.amount, x.last_day.high, x.last_day.low, x.last_day.open, x.last_day.volume, x.today.volume]) {
        expect(v).toMatch(DECIMAL);
      }
      expect(x.snapshot_at).toBe(api.clock.nowIso());
      expect(x.today.start_time).toBe("2026-03-01T00:00:00.000000000Z");
      expect(Number(x.best_bid.price)).toBeLessThan(Number(x.best_ask.price));
      expect(Number(x.last_day.low)).toBeLessThanOrEqual(Number(x.last_day.high));
      // The volume-weighted average lies within the period's range (the field name is the public document's).
      for (const period of [x.last_day, x.today]) {
        expect(period.volume_weighted_average_price).toMatch(DECIMAL);
        expect(Number(period.volume_weighted_average_price)).toBeGreaterThanOrEqual(Number(period.low));
        expect(Number(period.volume_weighted_average_price)).toBeLessThanOrEqual(Number(period.high));
      }
    }
    api.clock.advance(3 * 3_600_000);
    const later = (await get(api, "/all-markets/ticker", "", false)).body as Ticker[];
    expect(later.map((x) => x.last_execution.price)).not.toEqual(first.map((x) => x.last_execution.price));
    api.clock.advance(-3 * 3_600_000);
    expect((await get(api, "/all-markets/ticker", "", false)).body).toEqual(first);
  });

  it("can follow real time when asked", async () => {
    const api = createMockApi({ clock: { start: "2026-01-01T00:00:00Z", followRealTime: true } });
    const a = api.clock.nowNanos();
    await new Promise((r) => setTimeout(r, 5));
    expect(api.clock.nowNanos() > a).toBe(true);
  });
});
