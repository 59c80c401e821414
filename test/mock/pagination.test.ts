import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MockServer } from "../../src/mock/index";
import type { DepositAddress } from "../../src/mock/domain/records";
import { call, start, token } from "./helpers";

const key = (a: { created_at: string; id: string }) => `${a.created_at}|${a.id}`;

describe("keyset pagination under concurrent inserts", () => {
  let mock: MockServer;
  let t: string;
  beforeAll(async () => {
    mock = await start({ seed: 9, sizes: { depositAddresses: 5_000 } });
    t = await token(mock);
  });
  afterAll(() => mock.close());

  it("the seeded data contains created_at ties, so tie-breaking by id is exercised", () => {
    const all = [...mock.api.store.depositAddresses.values()];
    const ties = all.filter((a, i) => i > 0 && a.created_at === all[i - 1]!.created_at);
    expect(ties.length).toBeGreaterThan(10);
  });

  for (const order of ["DESC", "ASC"] as const) {
    it(`walks 5 000+ addresses (${order}) with inserts between pages: nothing skipped or repeated`, async () => {
      const store = mock.api.store;
      const initial = new Set([...store.depositAddresses.values()].map((a) => a.id));
      const seen: DepositAddress[] = [];
      const insertedAhead = new Set<string>();
      const insertedBehind = new Set<string>();
      const rng = fc.sample(fc.integer({ min: 0, max: 1_000_000 }), { numRuns: 2_000, seed: 4 });
      let r = 0;
      let cursor = "";
      let pages = 0;
      do {
        const res = await call(mock, "GET", "/transfer/deposit-addresses", { token: t, query: { limit: 250, order, ...(cursor ? { page_cursor: cursor } : {}) } });
        expect(res.status).toBe(200);
        const items = res.body.items as DepositAddress[];
        seen.push(...items);
        cursor = res.body.next_page_cursor;
        pages++;
        if (items.length === 0) break;
        const last = items[items.length - 1]!;
        // Insert: one sharing the last item's created_at (a tie), one at a random existing timestamp,
        // and one brand-new (created now).
        const size = store.depositAddresses.size;
        const randomExisting = store.depositAddresses.at(rng[r++]! % size)!;
        for (const created_at of [last.created_at, randomExisting.created_at, undefined]) {
          const added = store.insertDepositAddress(created_at === undefined ? {} : { created_at });
          const ahead = order === "DESC" ? key(added) < key(last) : key(added) > key(last);
          (ahead ? insertedAhead : insertedBehind).add(added.id);
        }
      } while (cursor !== "");

      const ids = seen.map((a) => a.id);
      expect(new Set(ids).size).toBe(ids.length); // nothing repeated
      const got = new Set(ids);
      expect([...initial].filter((id) => !got.has(id))).toEqual([]); // nothing present at the start skipped
      expect([...insertedAhead].filter((id) => !got.has(id))).toEqual([]); // rows inserted ahead are seen
      expect([...insertedBehind].filter((id) => got.has(id))).toEqual([]);
      expect(insertedAhead.size).toBeGreaterThan(0);
      for (let i = 1; i < seen.length; i++) {
        expect(order === "DESC" ? key(seen[i - 1]!) > key(seen[i]!) : key(seen[i - 1]!) < key(seen[i]!)).toBe(true);
      }
      expect(pages).toBeGreaterThan(20);
    });
  }

  it("ends with an empty next_page_cursor on the last page, including an exactly full one", async () => {
    const profile = mock.api.store.ids.profileIds[2]!;
    const count = [...mock.api.store.depositAddresses.values()].filter((a) => a.profile_id === profile).length;
    const exact = await call(mock, "GET", "/transfer/deposit-addresses", { token: t, query: { profile_ids: [profile], limit: count } });
    expect(exact.body.items).toHaveLength(count);
    expect(exact.body.next_page_cursor).toBe("");
    const short = await call(mock, "GET", "/transfer/deposit-addresses", { token: t, query: { profile_ids: [profile], limit: count - 1 } });
    expect(short.body.next_page_cursor).not.toBe("");
    const rest = await call(mock, "GET", "/transfer/deposit-addresses", { token: t, query: { profile_ids: [profile], limit: count - 1, page_cursor: short.body.next_page_cursor } });
    expect(rest.body.items).toHaveLength(1);
    expect(rest.body.next_page_cursor).toBe("");
  });

  it("pages payments and identity accounts by the same keyset, with inserts", async () => {
    const store = mock.api.store;
    const initial = [...store.payments.values()].map((p) => p.id);
    const seen: string[] = [];
    let cursor = "";
    do {
      const res = await call(mock, "GET", "/statements/payments", { token: t, query: { limit: 37, ...(cursor ? { page_cursor: cursor } : {}) } });
      seen.push(...res.body.payments.map((p: { id: string }) => p.id));
      cursor = res.body.next_page_cursor;
      store.insertPayment({ created_at: res.body.payments.at(-1).created_at });
    } while (cursor !== "");
    expect(new Set(seen).size).toBe(seen.length);
    const got = new Set(seen);
    expect(initial.filter((id) => !got.has(id))).toEqual([]);

    const accounts: string[] = [];
    cursor = "";
    do {
      const res = await call(mock, "GET", "/identity/accounts", { token: t, query: { limit: 41, order: "ASC", ...(cursor ? { page_cursor: cursor } : {}) } });
      accounts.push(...res.body.items.map((p: { id: string }) => p.id));
      cursor = res.body.next_page_cursor;
      store.insertIdentityAccount({ created_at: res.body.items.at(-1).created_at });
    } while (cursor !== "");
    expect(new Set(accounts).size).toBe(accounts.length);
    expect(accounts.length).toBeGreaterThanOrEqual(300);
  });
});
