/**
 * A full `for await` walk of 50 000 deposit addresses at limit 1000 over real HTTP: every item exactly
 * once, in the server's order; and rows inserted into the store between pages cause no skip and no
 * repeat among the original rows (keyset cursors, not offsets).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Paxos } from "../../src/index";
import type { MockServer } from "../../src/mock/index";
import { client, RequestLog, startMock, storeDepositAddressIds } from "./support";

const SIZE = 50_000;
const LIMIT = 1000;

let mock: MockServer;
let log: RequestLog;
let paxos: Paxos;

beforeAll(async () => {
  mock = await startMock({ sizes: { depositAddresses: SIZE, payments: 10, identityAccounts: 10 } });
  log = new RequestLog();
  paxos = client(mock, { fetch: log.fetch });
});

afterAll(async () => {
  await mock.close();
});

/** Asserts that `ids` has no duplicates and returns them as a set. */
function distinct(ids: readonly string[]): Set<string> {
  const set = new Set(ids);
  expect(set.size, "an item was returned twice").toBe(ids.length);
  return set;
}

describe("a full walk of 50 000 deposit addresses", () => {
  it("yields every item exactly once, newest first, exactly the store's order reversed", async () => {
    const expected = storeDepositAddressIds(mock).reverse();
    expect(expected).toHaveLength(SIZE);
    log.clear();
    const seen: string[] = [];
    for await (const address of paxos.depositAddresses.list({ limit: LIMIT })) seen.push(address.id!);
    distinct(seen);
    expect(seen).toEqual(expected);
    const pages = log.api("/transfer/deposit-addresses");
    expect(pages).toHaveLength(SIZE / LIMIT);
    // Page 1 carries no cursor; every later page the previous page's cursor, and the same filters.
    expect(pages[0]!.query.has("page_cursor")).toBe(false);
    expect(pages.slice(1).every((p) => p.query.has("page_cursor") && p.query.get("limit") === String(LIMIT))).toBe(true);
  });

  it("in ASC order too, item for item against the store", async () => {
    const expected = storeDepositAddressIds(mock);
    const seen: string[] = [];
    for await (const address of paxos.depositAddresses.list({ limit: LIMIT, order: "ASC" })) seen.push(address.id!);
    expect(seen).toEqual(expected);
  });
});

describe("rows inserted between pages", () => {
  let counter = 0;
  const nextHex = () => (counter++).toString(16).padStart(12, "0");
  /** An id sorting before every seeded id (so, at an equal created_at, after them in DESC order). */
  const lowId = () => `00000000-0000-4000-8000-${nextHex()}`;
  /** An id sorting after every seeded id. */
  const highId = () => `ffffffff-ffff-4fff-bfff-${nextHex()}`;

  /**
   * Inserts five rows around the cursor of `lastId` (the oldest item seen so far, in DESC order):
   * two into the part already walked, three into the part still ahead. Returns their ids by region.
   */
  function insertAround(lastCreatedAt: string, aheadCreatedAt: string): { walked: string[]; ahead: string[] } {
    const store = mock.api.store;
    const walked = [
      store.insertDepositAddress({}).id, // newest of all (created now)
      store.insertDepositAddress({ id: highId(), created_at: lastCreatedAt }).id, // tie with the cursor, sorts before it in DESC
    ];
    const ahead = [
      store.insertDepositAddress({ id: lowId(), created_at: lastCreatedAt }).id, // tie with the cursor, sorts after it in DESC
      store.insertDepositAddress({ id: highId(), created_at: aheadCreatedAt }).id, // inside the part still to walk
      store.insertDepositAddress({ id: lowId(), created_at: "2000-01-01T00:00:00.000000001Z" }).id, // oldest of all
    ];
    return { walked, ahead };
  }

  for (const prefetch of [true, false]) {
    it(`cause no skip and no repeat among the original items (prefetch ${prefetch})`, async () => {
      const original = storeDepositAddressIds(mock).reverse();
      const originalSet = new Set(original);
      const inWalked = new Set<string>();
      const inAhead = new Set<string>();
      const seen: string[] = [];
      let pageNumber = 0;
      for await (const page of paxos.depositAddresses.list({ limit: LIMIT }, { prefetch }).pages()) {
        for (const item of page.items) seen.push(item.id!);
        pageNumber++;
        if (!page.hasNextPage()) break;
        // Change the data between pages (every third page, to keep the walk long).
        if (pageNumber % 3 === 1) {
          const last = page.items.at(-1)!;
          const aheadIndex = original.indexOf(last.id!) + LIMIT + 250;
          const ahead = original[Math.min(aheadIndex, original.length - 1)]!;
          const aheadCreatedAt = mock.api.store.depositAddresses.get(ahead)!.created_at;
          const inserted = insertAround(last.created_at!, aheadCreatedAt);
          for (const id of inserted.walked) inWalked.add(id);
          for (const id of inserted.ahead) inAhead.add(id);
        }
      }
      expect(pageNumber).toBeGreaterThanOrEqual(original.length / LIMIT);
      distinct(seen);
      // The original items: each exactly once, in the server's order.
      expect(seen.filter((id) => originalSet.has(id))).toEqual(original);
      // Nothing else than originals and inserted rows.
      for (const id of seen) expect(originalSet.has(id) || inWalked.has(id) || inAhead.has(id)).toBe(true);
      // Rows inserted behind the cursor are never returned.
      expect(seen.filter((id) => inWalked.has(id))).toEqual([]);
      expect(inAhead.size).toBeGreaterThan(0);
      if (!prefetch) {
        // Without a prefetch in flight, every row inserted ahead of the cursor is returned, once.
        expect(seen.filter((id) => inAhead.has(id)).sort()).toEqual([...inAhead].sort());
      }
    });
  }
});
