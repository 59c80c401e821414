import { describe, expect, it } from "vitest";
import { Paxos, ValidationError } from "../../src/index";
import { Decimal } from "../../src/decimal";
import { useFakeApi } from "../support/msw-api";
import { SANDBOX_WIRE } from "../support/sandbox-wire";
import { asyncRefusal } from "../support/refusals";

const { server, requests, fetch: fakeFetch } = useFakeApi();

const paxos = new Paxos({ fetch: fakeFetch, accessToken: "token" });
const UUID = "3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";

async function refusal(call: () => PromiseLike<unknown>): Promise<ValidationError> {
  const error = await asyncRefusal(call);
  expect(requests).toHaveLength(0);
  return error;
}

const many = (n: number) => Array.from({ length: n }, (_, i) => `id-${i}`);
const leg = { direction: "DELIVER" as const, asset: "USD", amount: "1.00" };
const profiles = { source_profile_id: "src", target_profile_id: "dst" };

describe("section 8 limits, refused before sending", () => {
  it.each([
    ["metadata with 7 pairs", { metadata: Object.fromEntries(many(7).map((k) => [k, "v"])) }, "metadata", "maxProperties"],
    ["a 101-character metadata key", { metadata: { ["k".repeat(101)]: "v" } }, "metadata", "propertyNames.maxLength"],
    ["a 101-character metadata value", { metadata: { k: "v".repeat(101) } }, "metadata.k", "maxLength"],
    ["a number as metadata value", { metadata: { k: 5 } }, "metadata.k", "type"],
  ])("fiatAccounts.update refuses %s", async (_, body, field, rule) => {
    const error = await refusal(() => paxos.fiatAccounts.update(UUID, body as never));
    expect([error.field, error.rule]).toEqual([field, rule]);
    expect(error.message).toContain(field);
  });

  it("fiatAccounts.update accepts exactly 6 pairs of 100 characters", async () => {
    const { http, HttpResponse } = await import("msw");
    server.use(http.put(/fiat-accounts/, () => HttpResponse.json({})));
    const metadata = Object.fromEntries(many(6).map((k) => [k.padEnd(100, "k"), "v".repeat(100)]));
    await paxos.fiatAccounts.update(UUID, { metadata }).catch(() => undefined);
    expect(requests).toHaveLength(1);
  });

  it.each(["not-a-uuid", "../../api-creds/credentials/x", ""])("fiatAccounts.update refuses the id %j", async (id) => {
    const error = await refusal(() => paxos.fiatAccounts.update(id, {}));
    expect(error.field).toBe("id");
    expect(error.rule).toMatch(/^format:uuid|pattern$/);
  });

  it.each(["profile_ids", "identity_ids", "ids", "ref_ids", "account_ids"])(
    "depositAddresses.list refuses 101 %s",
    async (name) => {
      const error = await refusal(() => paxos.depositAddresses.list({ [name]: many(101) }));
      expect([error.field, error.rule]).toEqual([name, "maxItems"]);
    },
  );

  it.each([
    [0, "minimum"],
    [1001, "maximum"],
    [1.5, "type"],
  ])("depositAddresses.list refuses limit %s", async (limit, rule) => {
    const error = await refusal(() => paxos.depositAddresses.list({ limit }));
    expect(error.field).toBe("limit");
    expect(error.rule).toBe(rule);
  });

  it.each([
    [{ ref_ids: ["a"], customer_id: "c" }, "ref_ids"],
    [{ payment_ids: ["a"], limit: 10 }, "payment_ids"],
    [{ ref_ids: ["a"], payment_ids: ["b"] }, "ref_ids"],
  ])("payments.list refuses ref_ids/payment_ids with anything else (%j)", async (params, field) => {
    const error = await refusal(() => paxos.payments.list(params));
    expect([error.field, error.rule]).toEqual([field, "exclusive"]);
    // The field is named once: "payments.list: ref_ids must be the only parameter when given (also given: …)".
    expect(error.message).toMatch(new RegExp(`^payments\\.list: ${field} must be the only parameter when given \\(also given: [a-z_, ]+\\) \\(rule: exclusive\\)\\.$`));
  });

  it("sandbox.createFiatDeposit refuses an asset that is not a string, naming the one value allowed", async () => {
    const error = await refusal(() => paxos.sandbox.createFiatDeposit({ amount: "1", asset: 1 as never, memo_id: "m", fiat_network_instructions: SANDBOX_WIRE }));
    expect([error.field, error.rule]).toEqual(["asset", "enum"]);
    expect(error.message).toMatch(/USD/);
  });

  it("sandbox.createFiatDeposit refuses an asset other than USD, the specification's limit (x-closed-enum), before sending", async () => {
    const error = await refusal(() => paxos.sandbox.createFiatDeposit({ amount: "1", asset: "EUR" as never, memo_id: "m", fiat_network_instructions: SANDBOX_WIRE }));
    expect([error.field, error.rule]).toEqual(["asset", "enum"]);
  });

  it.each(["1e5", "12.", ".5", "abc", "-1", "1,000.00", " 1", "NaN", "0", "0.000"])("refuses the amount %j", async (amount) => {
    const error = await refusal(() => paxos.settlement.createTransaction({ ...profiles, legs: [{ ...leg, amount }] }));
    expect([error.field, error.rule]).toEqual(["legs.0.amount", "pattern"]);
  });

  it("refuses a number as an amount, explaining why", async () => {
    const error = await refusal(() => paxos.sandbox.createFiatDeposit({ amount: 12.5 as never, asset: "USD", memo_id: "m", fiat_network_instructions: SANDBOX_WIRE }));
    expect([error.field, error.rule]).toEqual(["amount", "type"]);
    expect(error.message).toMatch(/not a number/);
  });

  it("refuses a settlement without profiles or legs", async () => {
    const noLegs = await refusal(() => paxos.settlement.createTransaction({ ...profiles, legs: [] }));
    expect([noLegs.field, noLegs.rule]).toEqual(["legs", "minItems"]);
    const noSource = await refusal(() => paxos.settlement.createTransaction({ target_profile_id: "dst", legs: [leg] } as never));
    expect([noSource.field, noSource.rule]).toEqual(["source_profile_id", "required"]);
    expect(noSource.message).toBe("settlement.createTransaction: source_profile_id is required (rule: required).");
  });

  it("refuses a non-finite Decimal", async () => {
    const error = await refusal(() => paxos.settlement.createTransaction({ ...profiles, legs: [{ ...leg, amount: new Decimal(Infinity) }] }));
    expect(error.field).toBe("legs.0.amount");
  });

  it.each(["2026-13-01", "yesterday", "2026-11-22 10:00:00", "2026-11-22T10:00:00"])(
    "refuses the date-time %j",
    async (value) => {
      const error = await refusal(() => paxos.settlement.createTransaction({ ...profiles, settlement_window_end: value, legs: [leg] }));
      expect([error.field, error.rule]).toEqual(["settlement_window_end", "format:date-time"]);
    },
  );

  it("refuses an invalid Date", async () => {
    const error = await refusal(() =>
      paxos.identity.listAccounts({ created_at: { gte: new Date("garbage") } }),
    );
    expect([error.field, error.rule]).toEqual(["created_at.gte", "format:date-time"]);
  });

  it("refuses an unknown query parameter and an order that is not a string", async () => {
    const unknown = await refusal(() => paxos.depositAddresses.list({ colour: "red" } as never));
    expect([unknown.field, unknown.rule]).toEqual(["colour", "additionalProperties"]);
    const order = await refusal(() => paxos.identity.listAccounts({ order: false as never }));
    expect([order.field, order.rule]).toEqual(["order", "type"]);
  });

  it.each([
    [{ timeout: 0 }, "timeout"],
    [{ timeout: 2 ** 31 }, "timeout"],
    [{ maxRetries: -1 }, "maxRetries"],
    [{ maxRetries: 1.5 }, "maxRetries"],
  ])("refuses the per-call option %j", async (options, field) => {
    const error = await refusal(() => paxos.market.listTickers(options));
    expect([error.field, error.rule]).toEqual([field, "range"]);
  });

  it.each([
    [{ ids: [] }, "ids", "minItems"],
    [{ profile_ids: [""] }, "profile_ids.0", "minLength"],
    [{ page_cursor: "" }, "page_cursor", "minLength"],
  ])("depositAddresses.list refuses an empty filter (%j) rather than match everything", async (params, field, rule) => {
    const error = await refusal(() => paxos.depositAddresses.list(params));
    expect([error.field, error.rule]).toEqual([field, rule]);
  });

  it("payments.list refuses customer_id without product, and the reverse", async () => {
    const noProduct = await refusal(() => paxos.payments.list({ customer_id: "c1" }));
    expect([noProduct.field, noProduct.rule]).toEqual(["product", "requiredTogether"]);
    expect(noProduct.message).toBe("payments.list: product is required when customer_id is given (they go together) (rule: requiredTogether).");
    const noCustomer = await refusal(() => paxos.payments.list({ product: "USDG_REWARDS" }));
    expect([noCustomer.field, noCustomer.rule]).toEqual(["customer_id", "requiredTogether"]);
    expect(noCustomer.message).toBe("payments.list: customer_id is required when product is given (they go together) (rule: requiredTogether).");
  });

  it("refuses a request enum field of the wrong type before sending (an unlisted string is sent: test/sdk/unknown-enums.test.ts)", async () => {
    const direction = await refusal(() => paxos.settlement.createTransaction({ ...profiles, legs: [{ ...leg, direction: 1 as never }] }));
    expect([direction.field, direction.rule]).toEqual(["legs.0.direction", "type"]);
    const status = await refusal(() => paxos.payments.list({ customer_id: "c1", product: "USDG_REWARDS", payment_status: ["PAYMENT_STATUS_NEW"] as never }));
    expect([status.field, status.rule]).toEqual(["payment_status", "type"]);
  });

  it.each([null, 42, "x", []])("list methods refuse %j as their parameters", async (params) => {
    const error = await refusal(() => paxos.identity.listAccounts(params as never));
    expect([error.field, error.rule]).toEqual(["", "type"]);
  });

  it.each(["2026-02-30T00:00:00Z", "2026-13-01T00:00:00Z", "2026-11-22T24:00:00Z", "2026-11-22T10:60:00Z", "2026-11-22T10:00:00+24:00"])(
    "refuses the impossible date-time %j",
    async (value) => {
      const error = await refusal(() => paxos.identity.listAccounts({ created_at: { gte: value } }));
      expect([error.field, error.rule]).toEqual(["created_at.gte", "format:date-time"]);
    },
  );

  it("accepts a leap day and a leap second", async () => {
    const { http, HttpResponse } = await import("msw");
    server.use(http.get(/identity\/accounts/, () => HttpResponse.json({ items: [] })));
    await paxos.identity.listAccounts({ created_at: { gte: "2024-02-29T23:59:60Z" } });
    expect(requests).toHaveLength(1);
  });

  it("refuses strings that are not well-formed Unicode in paths and queries", async () => {
    const path = await refusal(() => paxos.apiCreds.deleteCredentials("\uD800"));
    expect([path.field, path.rule]).toEqual(["client_id", "format:unicode"]);
    const query = await refusal(() => paxos.identity.listAccounts({ identity_id: "a\uDC00" }));
    expect([query.field, query.rule]).toEqual(["identity_id", "format:unicode"]);
  });

  it("refuses a header that fetch could not send", async () => {
    const error = await refusal(() => paxos.market.listTickers({ headers: { "bad header": "x" } }));
    expect([error.field, error.rule]).toEqual(["headers.bad header", "format:header"]);
  });

  it("refuses a misspelt body field, naming it", async () => {
    const error = await refusal(() =>
      paxos.settlement.createTransaction({ ...profiles, legs: [leg], settlementWindowEnd: "2026-12-01T00:00:00Z" } as never),
    );
    expect([error.field, error.rule]).toEqual(["settlementWindowEnd", "additionalProperties"]);
  });

  it("refuses a path parameter that is empty or a dot segment", async () => {
    for (const clientId of ["", "..", "."]) {
      const error = await refusal(() => paxos.apiCreds.deleteCredentials(clientId));
      expect(error.field).toMatch(/client_id|path parameter/);
    }
  });
});
