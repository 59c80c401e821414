import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MockServer } from "../../src/mock/index";
import { call, start, token, type Answer } from "./helpers";

function expectRule(res: Answer, field: string, rule: string, extra: Record<string, unknown> = {}): void {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.headers.get("content-type")).toBe("application/problem+json");
  expect(res.body).toMatchObject({ type: "about:blank", title: "Bad Request", status: 400 });
  expect(res.body.meta).toMatchObject({ rule, field, ...extra });
  expect(res.body.detail).toContain(field.split(".")[0]);
}

const hundredAndOne = Array.from({ length: 101 }, (_, i) => `v${i}`);
/** `ids` are UUIDs (the contract's format): 101 of them. */
const hundredAndOneIds = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);

describe("section-8 limits and formats, enforced by the mock", () => {
  let mock: MockServer;
  let t: string;
  let fiatId: string;
  beforeAll(async () => {
    mock = await start();
    t = await token(mock);
    fiatId = [...mock.api.store.fiatAccounts.keys()][0]!;
  });
  afterAll(() => mock.close());

  const list = (path: string, query: Record<string, string | number | string[]>) => call(mock, "GET", path, { token: t, query });

  describe("list deposit addresses", () => {
    const path = "/transfer/deposit-addresses";
    for (const field of ["profile_ids", "identity_ids", "ids", "ref_ids", "account_ids"]) {
      it(`${field}: at most 100 values`, async () => {
        const values = field === "ids" ? hundredAndOneIds : hundredAndOne;
        expectRule(await list(path, { [field]: values }), field, "maxItems", { limit: 100 });
        expect((await list(path, { [field]: values.slice(1) })).status).toBe(200);
      });
    }

    it("limit within 1..1000, an integer", async () => {
      expectRule(await list(path, { limit: 0 }), "limit", "minimum", { limit: 1 });
      expectRule(await list(path, { limit: 1001 }), "limit", "maximum", { limit: 1000 });
      expectRule(await list(path, { limit: "ten" }), "limit", "type");
      expectRule(await list(path, { limit: ["5", "6"] }), "limit", "type");
      expect((await list(path, { limit: 1000 })).body.items).toHaveLength(1000);
    });

    it("order and order_by are enums", async () => {
      expectRule(await list(path, { order: "asc" }), "order", "enum");
      expectRule(await list(path, { order_by: "UPDATED_AT" }), "order_by", "enum");
    });

    it("date-times must be RFC 3339", async () => {
      expectRule(await list(path, { "created_at.gte": "yesterday" }), "created_at.gte", "format:date-time", { format: "date-time" });
      expectRule(await list(path, { "created_at.lt": "2026-02-30T00:00:00Z" }), "created_at.lt", "format:date-time");
      expectRule(await list(path, { "created_at.eq": "2026-02-01T00:00:00" }), "created_at.eq", "format:date-time");
      // The contract's date-time takes a leap second; the mock cannot order one, and refuses it.
      expectRule(await list(path, { "created_at.gt": "2026-06-30T23:59:60Z" }), "created_at.gt", "format", { format: "date-time" });
    });

    it("unknown parameters are refused", async () => {
      expectRule(await list(path, { profile_id: "x" }), "profile_id", "additionalProperties");
    });

    it("a malformed cursor, or one issued for other filters, is refused", async () => {
      expectRule(await list(path, { page_cursor: "not a cursor!" }), "page_cursor", "format");
      expectRule(await list(path, { page_cursor: "eyJmb28iOjF9" }), "page_cursor", "format");
      const first = await list(path, { limit: 5 });
      expectRule(await list(path, { limit: 5, order: "ASC", page_cursor: first.body.next_page_cursor }), "page_cursor", "cursorMismatch");
      expectRule(await list(path, { profile_ids: ["p"], page_cursor: first.body.next_page_cursor }), "page_cursor", "cursorMismatch");
      expect((await list(path, { limit: 50, page_cursor: first.body.next_page_cursor })).status).toBe(200);
    });
  });

  describe("list payments", () => {
    const path = "/statements/payments";
    it("ref_ids and payment_ids exclude every other parameter", async () => {
      expectRule(await list(path, { ref_ids: ["a"], limit: 10 }), "ref_ids", "exclusive", { others: ["limit"] });
      expectRule(await list(path, { payment_ids: ["a"], order: "ASC" }), "payment_ids", "exclusive", { others: ["order"] });
      expectRule(await list(path, { ref_ids: ["a"], payment_ids: ["b"] }), "ref_ids", "exclusive", { others: ["payment_ids"] });
    });
    it("customer_id and product go together; enums and limit are checked", async () => {
      expectRule(await list(path, { customer_id: "c" }), "product", "requiredTogether", { with: ["customer_id"] });
      expectRule(await list(path, { product: "USDG_REWARDS" }), "customer_id", "requiredTogether", { with: ["product"] });
      expectRule(await list(path, { customer_id: "c", product: "OTHER" }), "product", "enum");
      expectRule(await list(path, { payment_status: "DONE" }), "payment_status", "enum");
      expectRule(await list(path, { limit: 1001 }), "limit", "maximum", { limit: 1000 });
      expectRule(await list(path, { limit: 0 }), "limit", "minimum");
    });
  });

  describe("list identity accounts", () => {
    const path = "/identity/accounts";
    it("checks limit, order, order_by and both date-time families", async () => {
      expectRule(await list(path, { limit: 0 }), "limit", "minimum");
      expectRule(await list(path, { limit: 1001 }), "limit", "maximum");
      expectRule(await list(path, { order: "UP" }), "order", "enum");
      expectRule(await list(path, { order_by: "ID" }), "order_by", "enum");
      expectRule(await list(path, { "updated_at.gt": "2026-13-01T00:00:00Z" }), "updated_at.gt", "format:date-time");
      expectRule(await list(path, { identity: "x" }), "identity", "additionalProperties");
    });
  });

  it("the ticker takes no parameters", async () => {
    expectRule(await call(mock, "GET", "/all-markets/ticker", { query: { market: "ETHUSD" } }), "market", "unknownParameter");
  });

  describe("update fiat account", () => {
    const put = (id: string, body: unknown) => call(mock, "PUT", `/transfer/fiat-accounts/${id}`, { token: t, body });
    it("metadata: at most 6 pairs, each key and value at most 100 characters", async () => {
      const seven = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`k${i}`, "v"]));
      expectRule(await put(fiatId, { metadata: seven }), "metadata", "maxProperties", { limit: 6 });
      expectRule(await put(fiatId, { metadata: { ["k".repeat(101)]: "v" } }), "metadata", "propertyNames.maxLength", { limit: 100, key: "k".repeat(101) });
      expectRule(await put(fiatId, { metadata: { note: "v".repeat(101) } }), "metadata.note", "maxLength", { limit: 100 });
      expectRule(await put(fiatId, { metadata: { count: 1 } }), "metadata.count", "type");
      const six = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`${"k".repeat(99)}${i}`, "v".repeat(100)]));
      expect((await put(fiatId, { metadata: six })).status).toBe(200);
    });
    it("the path id must be a UUID", async () => {
      expectRule(await put("not-a-uuid", {}), "id", "format:uuid", { format: "uuid" });
    });
    it("body fields are checked", async () => {
      expectRule(await put(fiatId, { nickname: "x" }), "nickname", "additionalProperties");
      expectRule(await put(fiatId, { fiat_account_owner: { person_details: { first_name: "A" } } }), "fiat_account_owner.person_details.last_name", "required");
      // Both kinds at once: the contract lists both as optional; the mock refuses the pair.
      expectRule(await put(fiatId, { fiat_account_owner: { person_details: { first_name: "A", last_name: "Z" }, institution_details: { name: "B" } } }), "fiat_account_owner", "oneOf");
      expectRule(await put(fiatId, { fiat_network_instructions: { wire: { routing_details: { routing_number_type: "IBAN" } } } }), "fiat_network_instructions.wire.routing_details.routing_number_type", "enum");
      expectRule(await put(fiatId, { fiat_network_instructions: { wire: { fiat_account_owner_address: { city: "Austin" } } } }), "fiat_network_instructions.wire.fiat_account_owner_address.country", "required");
      expectRule(await put(fiatId, { fiat_network_instructions: { wire: { fiat_account_owner_address: { country: "USA", city: "Zürich" } } } }), "fiat_network_instructions.wire.fiat_account_owner_address.city", "pattern");
      expectRule(await put(fiatId, { fiat_network_instructions: { wire: { fiat_account_owner_address: { country: "USA", address1: "x".repeat(36) } } } }), "fiat_network_instructions.wire.fiat_account_owner_address.address1", "maxLength", { limit: 35 });
      expectRule(await put(fiatId, { fiat_network_instructions: { cbit: { wallet_address: "w" } } }), "fiat_network_instructions.cbit", "additionalProperties");
    });
    it("an owner cannot change kind (person to institution or back)", async () => {
      const account = [...mock.api.store.fiatAccounts.values()].find((a) => a.fiat_account_owner?.person_details !== undefined)!;
      expectRule(await put(account.id, { fiat_account_owner: { institution_details: { name: "Switch Inc" } } }), "fiat_account_owner", "ownerKind");
    });
  });

  describe("sandbox fiat deposit", () => {
    const post = (body: unknown) => call(mock, "POST", "/sandbox/fiat-deposits", { token: t, body });
    it("USD only", async () => {
      expectRule(await post({ amount: "10.00", asset: "EUR", memo_id: mock.api.store.memoIds[0] }), "asset", "enum", { allowed: ["USD"] });
    });
    it("amount must be a positive decimal string", async () => {
      const memo = mock.api.store.memoIds[0];
      for (const amount of ["1e5", "-1", "1.", ".5", "1,000.00", " 1", "0x10"]) {
        expectRule(await post({ amount, asset: "USD", memo_id: memo }), "amount", "pattern");
      }
      expectRule(await post({ amount: 10, asset: "USD", memo_id: memo }), "amount", "type");
      expectRule(await post({ amount: "0.00", asset: "USD", memo_id: memo }), "amount", "pattern");
      expectRule(await post({ asset: "USD", memo_id: memo }), "amount", "required");
      expectRule(await post({ amount: "10.001", asset: "USD", memo_id: memo }), "amount", "pattern");
    });
    it("the sending account's network instructions are required and checked", async () => {
      const memo = mock.api.store.memoIds[0];
      expectRule(await post({ amount: "10.00", asset: "USD", memo_id: memo }), "fiat_network_instructions", "required");
      const wire = { account_number: "1", fiat_account_owner_address: { country: "USA" } };
      expectRule(await post({ amount: "10.00", asset: "USD", memo_id: memo, fiat_network_instructions: { wire } }), "fiat_network_instructions.wire.routing_details", "required");
      const routing_details = { routing_number_type: "ABA", routing_number: "021000021", bank_name: "Bank", bank_address: { country: "USA" } };
      expectRule(
        await post({ amount: "10.00", asset: "USD", memo_id: memo, fiat_network_instructions: { cbit: {} } }),
        "fiat_network_instructions.cbit.wallet_address",
        "required",
      );
      expectRule(
        await post({ amount: "10.00", asset: "USD", memo_id: memo, fiat_network_instructions: { wire: { ...wire, routing_details }, status: "PENDING" } }),
        "fiat_network_instructions.status",
        "additionalProperties",
      );
    });
  });

  describe("create settlement transaction", () => {
    const post = (body: Record<string, unknown>) =>
      call(mock, "POST", "/settlement/transactions", {
        token: t,
        body: { source_profile_id: "a", target_profile_id: "b", legs: [{ direction: "DELIVER", asset: "USD", amount: "1.00" }], ...body },
      });
    it("checks amounts, date-times, legs and the window", async () => {
      expectRule(await post({ legs: [{ direction: "DELIVER", asset: "USD", amount: "1.2.3" }] }), "legs.0.amount", "pattern");
      expectRule(await post({ legs: [] }), "legs", "minItems");
      expectRule(await post({ legs: [{ id: "x", direction: "DELIVER", asset: "USD", amount: "1" }] }), "legs.0.id", "additionalProperties");
      expectRule(await post({ settlement_window_end: "tomorrow" }), "settlement_window_end", "format:date-time");
      expectRule(await post({ settlement_window_end: "2030-12-31T23:59:60Z" }), "settlement_window_end", "format", { format: "date-time" });
      expectRule(await post({ settlement_window_start: "2026-03-05T00:00:00Z", settlement_window_end: "2026-03-04T00:00:00Z" }), "settlement_window_end", "exclusiveMinimum");
      expectRule(await post({ settlement_window_end: "2026-02-01T00:00:00Z" }), "settlement_window_end", "exclusiveMinimum");
      expectRule(await post({ source_profile_id: undefined }), "source_profile_id", "required");
    });
  });
});
