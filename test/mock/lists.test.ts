import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MockServer } from "../../src/mock/index";
import type { DepositAddress, IdentityAccount, Payment } from "../../src/mock/domain/records";
import { call, start, token } from "./helpers";

type Query = Record<string, string | number | string[]>;

function key(item: { created_at: string; id: string }): string {
  return `${item.created_at}|${item.id}`;
}

function expectSorted(items: Array<{ created_at: string; id: string }>, order: "ASC" | "DESC"): void {
  for (let i = 1; i < items.length; i++) {
    const a = key(items[i - 1]!);
    const b = key(items[i]!);
    expect(order === "ASC" ? a < b : a > b).toBe(true);
  }
}

describe("mock list filters", () => {
  let mock: MockServer;
  let t: string;
  let all: DepositAddress[];
  beforeAll(async () => {
    mock = await start({ seed: 42, sizes: { depositAddresses: 3_000, payments: 600, identityAccounts: 400 } });
    t = await token(mock);
    all = [...mock.api.store.depositAddresses.values()];
  });
  afterAll(() => mock.close());

  async function walk<T>(path: string, itemsKey: string, query: Query): Promise<T[]> {
    const out: T[] = [];
    let cursor = "";
    for (let guard = 0; guard < 10_000; guard++) {
      const res = await call(mock, "GET", path, { token: t, query: cursor ? { ...query, page_cursor: cursor } : query });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      out.push(...(res.body[itemsKey] as T[]));
      cursor = res.body.next_page_cursor;
      if (cursor === "") return out;
    }
    throw new Error("walk did not end");
  }

  describe("deposit addresses", () => {
    const path = "/transfer/deposit-addresses";

    it("defaults to 100 items, newest first, with a cursor", async () => {
      const res = await call(mock, "GET", path, { token: t });
      expect(res.body.items).toHaveLength(100);
      expectSorted(res.body.items, "DESC");
      expect(res.body.items[0].id).toBe(all[all.length - 1]!.id);
      expect(res.body.next_page_cursor).not.toBe("");
    });

    it("walks everything in ASC order", async () => {
      const items = await walk<DepositAddress>(path, "items", { order: "ASC", limit: 1000, order_by: "CREATED_AT" });
      expect(items.map((i) => i.id)).toEqual(all.map((i) => i.id));
    });

    for (const [param, field] of [
      ["profile_ids", "profile_id"],
      ["identity_ids", "identity_id"],
      ["account_ids", "account_id"],
    ] as const) {
      it(`filters by ${param} (values OR-ed)`, async () => {
        const pool = param === "profile_ids" ? mock.api.store.ids.profileIds : param === "identity_ids" ? mock.api.store.ids.identityIds : mock.api.store.ids.accountIds;
        const wanted = [pool[0]!, pool[3]!];
        const items = await walk<DepositAddress>(path, "items", { [param]: wanted, limit: 500 });
        const expected = all.filter((a) => wanted.includes(a[field])).map((a) => a.id).reverse();
        expect(expected.length).toBeGreaterThan(0);
        expect(expected.length).toBeLessThan(all.length);
        expect(items.map((i) => i.id)).toEqual(expected);
      });
    }

    it("filters by ids and ref_ids, ignoring unknown values", async () => {
      const picked = [all[5]!, all[100]!, all[2000]!];
      const byId = await call(mock, "GET", path, { token: t, query: { ids: [...picked.map((p) => p.id), "00000000-0000-4000-8000-000000000000"], order: "ASC" } });
      expect(byId.body.items).toEqual(picked);
      expect(byId.body.next_page_cursor).toBe("");
      const byRef = await call(mock, "GET", path, { token: t, query: { ref_ids: [picked[1]!.ref_id, "dep_ffffffff"] } });
      expect(byRef.body.items).toEqual([picked[1]]);
    });

    it("combines filters with AND", async () => {
      const picked = [all[10]!, all[11]!, all[12]!, all[13]!];
      const profile = picked[0]!.profile_id;
      const res = await call(mock, "GET", path, { token: t, query: { ids: picked.map((p) => p.id), profile_ids: [profile] } });
      const expected = picked.filter((p) => p.profile_id === profile).reverse();
      expect(res.body.items).toEqual(expected);
    });

    it("compares created_at at nanosecond precision, whatever the offset and fraction length", async () => {
      const target = all[1234]!;
      // 2026-…T11:22:33.123456789Z → the same instant written at +01:00.
      const [date, rest] = target.created_at.split("T") as [string, string];
      const hour = Number(rest.slice(0, 2));
      expect(hour).toBeLessThan(23);
      const shifted = `${date}T${String(hour + 1).padStart(2, "0")}${rest.slice(2, -1)}+01:00`;
      const eq = await call(mock, "GET", path, { token: t, query: { "created_at.eq": shifted } });
      expect(eq.body.items.map((i: DepositAddress) => i.id)).toContain(target.id);
      expect(eq.body.items.every((i: DepositAddress) => i.created_at === target.created_at)).toBe(true);

      const nanos = BigInt(target.created_at.slice(20, 29));
      const minusOne = `${target.created_at.slice(0, 20)}${String(nanos - 1n).padStart(9, "0")}Z`;
      const lte = await call(mock, "GET", path, { token: t, query: { "created_at.lte": minusOne, limit: 1 } });
      expect(key(lte.body.items[0])).toBe(key(all[all.findIndex((a) => a.created_at === target.created_at) - 1]!));
      const gt = await call(mock, "GET", path, { token: t, query: { "created_at.gt": minusOne, order: "ASC", limit: 1 } });
      expect(gt.body.items[0].created_at).toBe(target.created_at);

      const from = all[100]!.created_at;
      const to = all[200]!.created_at;
      const range = await walk<DepositAddress>(path, "items", { "created_at.gte": from, "created_at.lt": to, order: "ASC" });
      expect(range.map((i) => i.id)).toEqual(all.filter((a) => a.created_at >= from && a.created_at < to).map((a) => a.id));
    });
  });

  describe("payments", () => {
    const path = "/statements/payments";
    let payments: Payment[];
    beforeAll(() => {
      payments = [...mock.api.store.payments.values()];
    });

    it("lists by customer_id + product, optionally by payment_status", async () => {
      const customer = mock.api.store.ids.customerIds[1]!;
      const items = await walk<Payment>(path, "payments", { customer_id: customer, product: "USDG_REWARDS", limit: 50 });
      const expected = payments.filter((p) => p.customer_id === customer).reverse();
      expect(expected.length).toBeGreaterThan(50);
      expect(items.map((p) => p.id)).toEqual(expected.map((p) => p.id));

      const failed = await walk<Payment>(path, "payments", { customer_id: customer, product: "USDG_REWARDS", payment_status: "PAYMENT_STATUS_FAILED", order: "ASC" });
      expect(failed.map((p) => p.id)).toEqual(expected.filter((p) => p.payment_status === "PAYMENT_STATUS_FAILED").map((p) => p.id).reverse());
      expect(failed.length).toBeGreaterThan(0);
    });

    it("mixes statuses and keeps processed_at off pending payments", () => {
      const statuses = new Set(payments.map((p) => p.payment_status));
      expect(statuses).toEqual(new Set(["PAYMENT_STATUS_PENDING", "PAYMENT_STATUS_COMPLETED", "PAYMENT_STATUS_FAILED"]));
      expect(payments.filter((p) => p.payment_status === "PAYMENT_STATUS_PENDING").every((p) => p.processed_at === undefined)).toBe(true);
    });

    it("defaults to 100 per page", async () => {
      const res = await call(mock, "GET", path, { token: t });
      expect(res.body.payments).toHaveLength(100);
      expectSorted(res.body.payments, "DESC");
    });

    it("looks up by payment_ids and by ref_ids, in one page", async () => {
      const picked = [payments[3]!, payments[300]!];
      const byId = await call(mock, "GET", path, { token: t, query: { payment_ids: picked.map((p) => p.id) } });
      expect(byId.body).toEqual({ payments: [picked[1], picked[0]], next_page_cursor: "" });
      const byRef = await call(mock, "GET", path, { token: t, query: { ref_ids: [picked[0]!.ref_id] } });
      expect(byRef.body.payments).toEqual([picked[0]]);
    });
  });

  describe("identity accounts", () => {
    const path = "/identity/accounts";
    let accounts: IdentityAccount[];
    beforeAll(() => {
      accounts = [...mock.api.store.identityAccounts.values()];
    });

    it("filters by identity_id", async () => {
      const identity = accounts[7]!.identity_id;
      const items = await walk<IdentityAccount>(path, "items", { identity_id: identity, order: "ASC", order_by: "CREATED_AT" });
      expect(items.map((a) => a.id)).toEqual(accounts.filter((a) => a.identity_id === identity).map((a) => a.id));
      expect(items[0]!.members[0]).toMatchObject({ identity_id: identity, type: "BENEFICIAL_OWNER", roles: ["BENEFICIAL_OWNER"] });
    });

    it("filters by created_at and updated_at comparisons", async () => {
      const createdCut = accounts[150]!.created_at;
      const updatedCut = accounts[50]!.updated_at;
      const items = await walk<IdentityAccount>(path, "items", { "created_at.lte": createdCut, "updated_at.gt": updatedCut, limit: 7 });
      const expected = accounts.filter((a) => a.created_at <= createdCut && a.updated_at > updatedCut).reverse();
      expect(expected.length).toBeGreaterThan(7);
      expect(items.map((a) => a.id)).toEqual(expected.map((a) => a.id));
      const eq = await call(mock, "GET", path, { token: t, query: { "updated_at.eq": updatedCut } });
      expect(eq.body.items.every((a: IdentityAccount) => a.updated_at === updatedCut)).toBe(true);
      expect(eq.body.items.length).toBeGreaterThan(0);
    });
  });
});
