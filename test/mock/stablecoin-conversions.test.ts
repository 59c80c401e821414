/**
 * Stablecoin conversions keep state: the source leaves the balance at once (403 beyond it), the
 * conversion settles a fixed time later on the mock clock (the target credited, to a recipient when one
 * is named), a cancel before that gives the source back (a repeat answers the same; a settled one is 400),
 * ref_id refuses duplicates, and the list filters and pages.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createMockApi, type MockApi } from "../../src/mock/index";
import { CONVERSION_SETTLEMENT_SECONDS } from "../../src/mock/domain/conversions";
import { handle } from "./helpers";

let api: MockApi;
let profile: string;
beforeEach(() => {
  api = createMockApi({ seed: 21 });
  profile = api.store.ids.profileIds[1]!;
  api.store.ledger.apply([{ profileId: profile, asset: "USD", delta: "100.10" }]);
});
const balance = (asset: string, id = profile) => api.store.ledger.available(id, asset);
const convert = (body: object) => handle(api, "POST", "/conversion/stablecoins", { body: { profile_id: profile, source_asset: "USD", target_asset: "USDG", ...body } });

describe("stablecoin conversions", () => {
  it("takes the source at once and credits the target when it settles on the mock clock", async () => {
    const created = await convert({ amount: "60.05", ref_id: "c-1" });
    expect(created).toMatchObject({ status: 200, body: { status: "CREATED", amount: "60.05", source_asset: "USD", target_asset: "USDG", ref_id: "c-1" } });
    expect([balance("USD"), balance("USDG")]).toEqual(["40.05", "0.00"]);

    // Created at the clock's start (plus the nanoseconds that keep records in creation order), settled a minute later.
    expect(created.body.created_at).toMatch(/^2026-03-01T12:00:00\.0000000\d\dZ$/);
    api.clock.advance(CONVERSION_SETTLEMENT_SECONDS * 1000 - 1);
    expect((await handle(api, "GET", `/conversion/stablecoins/${created.body.id}`)).body.status).toBe("CREATED");
    api.clock.advance(2);
    const settled = (await handle(api, "GET", `/conversion/stablecoins/${created.body.id}`)).body;
    expect(settled).toMatchObject({ status: "SETTLED", settled_at: created.body.created_at.replace("12:00:00", "12:01:00") });
    expect(settled.updated_at).toBe(settled.settled_at);
    expect([balance("USD"), balance("USDG")]).toEqual(["40.05", "60.05"]);
    // Paxos documents no conversion event: the log records none.
    expect(api.store.events.all()).toEqual([]);

    // And back, to another profile (directed settlement).
    const other = api.store.ids.profileIds[4]!;
    const back = await handle(api, "POST", "/conversion/stablecoins", { body: { profile_id: profile, source_asset: "USDG", target_asset: "USD", amount: "0.05", recipient_profile_id: other } });
    api.clock.advance(CONVERSION_SETTLEMENT_SECONDS * 1000);
    expect((await handle(api, "GET", `/conversion/stablecoins/${back.body.id}`)).body.status).toBe("SETTLED");
    expect([balance("USDG"), balance("USD", other)]).toEqual(["60.00", "0.05"]);

    // A settled conversion cannot be cancelled.
    const late = await handle(api, "DELETE", `/conversion/stablecoins/${created.body.id}`);
    expect([late.status, late.body.meta]).toEqual([400, { field: "id", rule: "illegalTransition", status: "SETTLED" }]);
  });

  it("cancels before settling, giving the source back once", async () => {
    const created = (await convert({ amount: "100.10" })).body;
    expect(balance("USD")).toBe("0.00");
    const cancelled = await handle(api, "DELETE", `/conversion/stablecoins/${created.id}`);
    expect(cancelled.body).toMatchObject({ id: created.id, status: "CANCELLED", cancelled_at: cancelled.body.updated_at });
    expect((await handle(api, "DELETE", `/conversion/stablecoins/${created.id}`)).body).toEqual(cancelled.body);
    expect(balance("USD")).toBe("100.10");
    api.clock.advance(CONVERSION_SETTLEMENT_SECONDS * 2000);
    expect((await handle(api, "GET", `/conversion/stablecoins/${created.id}`)).body.status).toBe("CANCELLED");
    expect(balance("USDG")).toBe("0.00");
  });

  it("refuses more than the balance, a pair it does not convert, a reused ref_id and unknown ids", async () => {
    const broke = await convert({ amount: "100.11" });
    expect([broke.status, broke.body.meta]).toMatchObject([403, { rule: "insufficientFunds", field: "amount", available: "100.10" }]);
    expect((await convert({ amount: "1", target_asset: "BTC" })).body.meta).toMatchObject({ field: "target_asset", rule: "conversionPair" });
    expect((await convert({ amount: "1", source_asset: "USDP", target_asset: "USDG" })).body.meta).toMatchObject({ rule: "conversionPair" });
    const first = await convert({ amount: "1", ref_id: "dup" });
    const again = await convert({ amount: "1", ref_id: "dup" });
    expect([again.status, again.body.meta]).toEqual([409, { rule: "idempotency", field: "ref_id", existing: first.body }]);
    expect(balance("USD")).toBe("99.10");
    expect((await convert({ amount: "1", profile_id: crypto.randomUUID() })).body.meta).toEqual({ field: "profile_id", rule: "unknownProfile" });
    expect((await handle(api, "GET", `/conversion/stablecoins/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await handle(api, "DELETE", `/conversion/stablecoins/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it("lists newest first, by profile, ref_id and time, in keyset pages", async () => {
    const made = [];
    for (const ref of ["a", "b", "c"]) {
      made.push((await convert({ amount: "1", ref_id: ref })).body);
      api.clock.advance(1000);
    }
    const first = await handle(api, "GET", "/conversion/stablecoins", { query: { limit: 2 } });
    const second = await handle(api, "GET", "/conversion/stablecoins", { query: { limit: 2, page_cursor: first.body.next_page_cursor } });
    expect([...first.body.items, ...second.body.items].map((c: { id: string }) => c.id)).toEqual(made.map((c) => c.id).reverse());
    expect(second.body.next_page_cursor).toBe("");
    expect((await handle(api, "GET", "/conversion/stablecoins", { query: { ref_id: "b" } })).body.items.map((c: { id: string }) => c.id)).toEqual([made[1].id]);
    expect((await handle(api, "GET", "/conversion/stablecoins", { query: { profile_id: api.store.ids.profileIds[0]! } })).body.items).toEqual([]);
    const window = { "created_at.begin": made[1].created_at, "created_at.end": made[2].created_at, order: "ASC" };
    expect((await handle(api, "GET", "/conversion/stablecoins", { query: window })).body.items.map((c: { id: string }) => c.id)).toEqual([made[1].id, made[2].id]);
  });
});
