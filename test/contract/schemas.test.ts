/**
 * Behaviour of the generated zod schemas: responses are lenient (the service
 * grows), requests are strict (the limits of the contract fail before a
 * request is sent, naming the field and the rule).
 */
import { describe, expect, it } from "vitest";
import { OPERATION_IDS } from "../../src/generated/operation-list";
import type * as z from "zod/mini";
import {
  FiatAccountSchema,
  SettlementTransactionSchema,
  initiateSandboxFiatDepositBodySchema,
  createTransactionBodySchema,
  listDepositAddressesQuerySchema,
  listAccountsQuerySchema,
  listPaymentsQuerySchema,
  listTickersResponseSchema,
  operationMeta,
  updateFiatAccountBodySchema,
  updateFiatAccountPathSchema,
} from "../../src/generated/schemas";

/** The issues of a parse that must fail. */
function issuesOf(schema: z.ZodMiniType, value: unknown): z.core.$ZodIssue[] {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected a refusal, got ${JSON.stringify(result.data)}`);
  return result.error.issues;
}

/** The single issue of a parse that must fail for exactly one reason. */
function onlyIssue(schema: z.ZodMiniType, value: unknown): z.core.$ZodIssue {
  const issues = issuesOf(schema, value);
  expect(issues).toHaveLength(1);
  return issues[0]!;
}

const settlement = {
  id: "tx-1",
  ref_id: "ref-1",
  settlement_window_start: "2026-11-30T00:00:00.123456789Z",
  settlement_window_end: "2026-12-01T00:00:00Z",
  source_profile_id: "p-source",
  target_profile_id: "p-target",
  legs: [{ id: "leg-1", direction: "DELIVER", asset: "USD", amount: "1250.000000000000000001" }],
  status: "PENDING",
  created_at: "2026-11-29T10:00:00.000000001Z",
  updated_at: "2026-11-29T10:00:00.000000001Z",
};

const fiatAccountId = "5f3c1b2a-8d4e-4f6a-9b7c-0d1e2f3a4b5c";

describe("response schemas are lenient", () => {
  it("keep unknown fields and unknown enum values, at every depth", () => {
    const parsed = SettlementTransactionSchema.parse({
      ...settlement,
      status: "PARTIALLY_SETTLED",
      new_top_level_field: { nested: true },
      legs: [{ ...settlement.legs[0], direction: "RECEIVE", fee: "0.01" }],
    });
    expect(parsed.status).toBe("PARTIALLY_SETTLED");
    expect(parsed["new_top_level_field"]).toEqual({ nested: true });
    expect(parsed.legs[0]!.direction).toBe("RECEIVE");
    expect(parsed.legs[0]!["fee"]).toBe("0.01");
  });

  it("keep amounts and nanosecond timestamps as the exact strings", () => {
    const parsed = SettlementTransactionSchema.parse(settlement);
    expect(parsed.legs[0]!.amount).toBe("1250.000000000000000001");
    expect(parsed.created_at).toBe("2026-11-29T10:00:00.000000001Z");
  });

  it("keep the ticker's undeclared volume-weighted average price", () => {
    const parsed = listTickersResponseSchema.parse([
      { market: "NEWUSD", today: { high: "2", low: "1", open: "1.5", volume: "10", vwap: "1.7" } },
    ]);
    if (!Array.isArray(parsed)) throw new Error("a bare array must parse as the array form");
    const [ticker] = parsed;
    expect(ticker!.market).toBe("NEWUSD");
    expect(ticker!.today!["vwap"]).toBe("1.7");
  });

  it("refuse a wrong type on a known field", () => {
    const issue = onlyIssue(SettlementTransactionSchema, { ...settlement, legs: "none" });
    expect(issue).toMatchObject({ code: "invalid_type", expected: "array", path: ["legs"] });
    const nested = onlyIssue(SettlementTransactionSchema, { ...settlement, legs: [{ ...settlement.legs[0], amount: 12.5 }] });
    expect(nested).toMatchObject({ code: "invalid_type", expected: "string", path: ["legs", 0, "amount"] });
  });

  it("refuse a response missing a required field", () => {
    const { id: _id, ...withoutId } = settlement;
    expect(onlyIssue(SettlementTransactionSchema, withoutId)).toMatchObject({ code: "invalid_type", path: ["id"] });
  });

  it("accept fiat account metadata beyond the request limits (the server decides what it returns)", () => {
    const metadata = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`k${i}`, "v".repeat(101)]));
    const parsed = FiatAccountSchema.parse({
      id: fiatAccountId,
      fiat_network_instructions: { wire: { account_number: "123" }, status: "PENDING", metadata: { attempt: 2 } },
      status: "APPROVED",
      created_at: "2026-01-01T00:00:00Z",
      metadata,
    });
    expect(Object.keys(parsed.metadata!)).toHaveLength(7);
    expect(parsed.fiat_network_instructions?.metadata).toEqual({ attempt: 2 });
  });
});

describe("fiat account update is checked before sending", () => {
  const pairs = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`key${i}`, `value${i}`]));

  it("accepts 6 metadata pairs of 100-character keys and values", () => {
    const metadata = { ...pairs(5), ["k".repeat(100)]: "v".repeat(100) };
    expect(updateFiatAccountBodySchema.parse({ metadata }).metadata).toEqual(metadata);
  });

  it("refuses 7 metadata pairs", () => {
    const issue = onlyIssue(updateFiatAccountBodySchema, { metadata: pairs(7) });
    expect(issue).toMatchObject({ code: "custom", path: ["metadata"], params: { rule: "maxProperties", limit: 6 } });
  });

  it("refuses a 101-character metadata key", () => {
    const key = "k".repeat(101);
    const issue = onlyIssue(updateFiatAccountBodySchema, { metadata: { [key]: "v" } });
    expect(issue).toMatchObject({ code: "invalid_key", path: ["metadata", key] });
    expect((issue as z.core.$ZodIssueInvalidKey).issues[0]).toMatchObject({
      code: "too_big",
      maximum: 100,
      message: "keys must be at most 100 characters",
    });
  });

  it("refuses a 101-character metadata value", () => {
    const issue = onlyIssue(updateFiatAccountBodySchema, { metadata: { note: "v".repeat(101) } });
    expect(issue).toMatchObject({ code: "too_big", origin: "string", maximum: 100, path: ["metadata", "note"] });
  });

  it("refuses a non-string metadata value", () => {
    expect(onlyIssue(updateFiatAccountBodySchema, { metadata: { attempt: 1 } })).toMatchObject({
      code: "invalid_type",
      path: ["metadata", "attempt"],
    });
  });

  it("refuses unknown body fields, even nested ones, rather than send what the service may ignore", () => {
    expect(onlyIssue(updateFiatAccountBodySchema, { future_field: 1 })).toMatchObject({ code: "unrecognized_keys", keys: ["future_field"] });
    expect(onlyIssue(updateFiatAccountBodySchema, { fiat_account_owner: { person_details: { first_name: "Ada", last_name: "L", firstName: "Ada" } } })).toMatchObject({
      code: "unrecognized_keys",
      path: ["fiat_account_owner", "person_details"],
    });
  });

  it("accepts a UUID path id and refuses anything else", () => {
    expect(updateFiatAccountPathSchema.parse({ id: fiatAccountId })).toEqual({ id: fiatAccountId });
    for (const id of ["not-a-uuid", `${fiatAccountId}x`, "../secrets", ""]) {
      expect(onlyIssue(updateFiatAccountPathSchema, { id })).toMatchObject({
        code: "invalid_format",
        format: "guid",
        path: ["id"],
      });
    }
  });
});

describe("settlement creation is checked before sending", () => {
  const body = {
    source_profile_id: "p-source",
    target_profile_id: "p-target",
    settlement_window_end: "2026-12-01T00:00:00Z",
    legs: [{ direction: "DELIVER", asset: "USD", amount: "1250.00" }],
  };

  it("accepts decimal strings, nanosecond and offset date-times, and unknown directions", () => {
    for (const amount of ["1", "1250.00", "0.000000000000000001", "12345678901234567890.5", "007.50"]) {
      expect(createTransactionBodySchema.safeParse({ ...body, legs: [{ ...body.legs[0], amount }] }).success).toBe(true);
    }
    for (const end of ["2026-12-01T00:00:00.123456789Z", "2026-12-01t00:00:00+05:30", "2026-12-01T00:00:00-00:00"]) {
      expect(createTransactionBodySchema.safeParse({ ...body, settlement_window_end: end }).success).toBe(true);
    }
    expect(createTransactionBodySchema.safeParse({ ...body, legs: [{ ...body.legs[0], direction: "RECEIVE" }] }).success).toBe(true);
  });

  it.each(["1e5", "12.", "abc", "-1", ".5", "+1", "1,5", " 1", "", "0", "0.00", "000"])("refuses the amount %j", (amount) => {
    const issue = onlyIssue(createTransactionBodySchema, { ...body, legs: [{ ...body.legs[0], amount }] });
    expect(issue).toMatchObject({ code: "invalid_format", format: "regex", path: ["legs", 0, "amount"] });
    expect(issue.message).toMatch(/positive decimal/);
  });

  it.each(["2026-12-01", "2026-12-01T00:00:00", "2026-12-01 00:00:00Z", "2026-12-01T00:00:00.1234567890Z", "tomorrow"])(
    "refuses the date-time %j",
    (end) => {
      const issue = onlyIssue(createTransactionBodySchema, { ...body, settlement_window_end: end });
      expect(issue).toMatchObject({ code: "invalid_format", format: "date-time", path: ["settlement_window_end"] });
    },
  );

  it("refuses a leg without an amount", () => {
    expect(onlyIssue(createTransactionBodySchema, { ...body, legs: [{ direction: "DELIVER", asset: "USD" }] })).toMatchObject({
      code: "invalid_type",
      path: ["legs", 0, "amount"],
    });
  });
});

describe("sandbox deposit is checked before sending", () => {
  const deposit = { amount: "100.00", asset: "USD", memo_id: "MEMO1", fiat_network_instructions: { scb: { account_number: "1" } } };

  it("accepts a USD deposit", () => {
    expect(initiateSandboxFiatDepositBodySchema.parse(deposit)).toEqual(deposit);
  });

  it("refuses an asset other than USD (the specification's limit, x-closed-enum) and a non-string", () => {
    expect(onlyIssue(initiateSandboxFiatDepositBodySchema, { ...deposit, asset: "EUR" })).toMatchObject({ path: ["asset"] });
    // A custom check with the enum's rule and allowed values (core/request/validation and the mock word it as zod's enum issue).
    const closed = { code: "custom", path: ["asset"], params: { rule: "enum", allowed: ["USD"] }, message: 'must be one of "USD"' };
    expect(onlyIssue(initiateSandboxFiatDepositBodySchema, { ...deposit, asset: "EUR" })).toMatchObject(closed);
    expect(onlyIssue(initiateSandboxFiatDepositBodySchema, { ...deposit, asset: 1 })).toMatchObject(closed);
    expect(onlyIssue(initiateSandboxFiatDepositBodySchema, { ...deposit, asset: undefined })).toMatchObject(closed);
  });

  it("refuses a bad amount", () => {
    expect(onlyIssue(initiateSandboxFiatDepositBodySchema, { ...deposit, amount: "1e5" })).toMatchObject({
      code: "invalid_format",
      path: ["amount"],
    });
  });

  it("refuses more than two decimals (the public document's rule), saying so", () => {
    expect(onlyIssue(initiateSandboxFiatDepositBodySchema, { ...deposit, amount: "10.001" })).toMatchObject({
      code: "invalid_format",
      path: ["amount"],
      message: expect.stringContaining("at most two decimals"),
    });
  });

  it("requires the sending account's network instructions, and each network's own fields", () => {
    const { fiat_network_instructions: _, ...without } = deposit;
    expect(onlyIssue(initiateSandboxFiatDepositBodySchema, without)).toMatchObject({ path: ["fiat_network_instructions"] });
    expect(onlyIssue(initiateSandboxFiatDepositBodySchema, { ...deposit, fiat_network_instructions: { cbit: {} } })).toMatchObject({
      path: ["fiat_network_instructions", "cbit", "wallet_address"],
    });
  });

  it("checks address lines: country required, at most 35 characters of the allowed set, empty allowed", () => {
    const wire = (address: Record<string, string>) => ({
      ...deposit,
      fiat_network_instructions: {
        wire: {
          account_number: "1",
          fiat_account_owner_address: address,
          routing_details: { routing_number_type: "ABA", routing_number: "1", bank_name: "B", bank_address: { country: "USA" } },
        },
      },
    });
    const path = ["fiat_network_instructions", "wire", "fiat_account_owner_address"];
    expect(initiateSandboxFiatDepositBodySchema.safeParse(wire({ country: "USA", address2: "" })).success).toBe(true);
    expect(onlyIssue(initiateSandboxFiatDepositBodySchema, wire({ city: "Austin" }))).toMatchObject({ path: [...path, "country"] });
    expect(onlyIssue(initiateSandboxFiatDepositBodySchema, wire({ country: "x".repeat(36) }))).toMatchObject({ path: [...path, "country"], code: "too_big" });
    expect(onlyIssue(initiateSandboxFiatDepositBodySchema, wire({ country: "USA", city: "Zürich" }))).toMatchObject({
      path: [...path, "city"],
      message: expect.stringContaining("letters, digits"),
    });
  });
});

describe("every request field the public document lists can be sent", () => {
  const address = { country: "USA", address1: "1 Main St.", address2: "", city: "New York", province: "NY", zip_code: "10101" };
  const routing = { routing_number_type: "SWIFT", routing_number: "CUBIUS33", bank_name: "Customers Bank", bank_address: address };

  it("sandbox deposit: every network, the intermediary bank, either owner kind", () => {
    const body = {
      amount: "10.00",
      asset: "USD",
      memo_id: "3CFXQSCMSPLFHXLZ",
      fiat_network_instructions: {
        wire: { account_number: "12345678", fiat_account_owner_address: address, routing_details: routing, intermediary_routing_details: routing },
        cbit: { wallet_address: "0xabc" },
        dbs_act: { account_number: "1" },
        cubix: { account_id: "5f3c1b2a-8d4e-4f6a-9b7c-0d1e2f3a4b5c" },
        scb: { account_number: "2" },
      },
      fiat_account_owner: { person_details: { first_name: "John", last_name: "Smith" } },
    };
    expect(initiateSandboxFiatDepositBodySchema.parse(body)).toEqual(body);
  });

  it("fiat account update: instructions at the top level or inside the owner, both intermediary spellings", () => {
    const wire = {
      account_number: "12345678",
      fiat_account_owner_address: address,
      routing_details: routing,
      intermediary_routing_details: { bank_name: "Intermediary Bank", bank_address: address },
      intermediary_bank_name: "Intermediary Bank",
      intermediary_bank_address: address,
    };
    const body = {
      fiat_account_owner: { institution_details: { name: "Big Tech Inc" }, fiat_network_instructions: { wire } },
      fiat_network_instructions: { wire },
      metadata: { key1: "value1" },
    };
    expect(updateFiatAccountBodySchema.parse(body)).toEqual(body);
  });

  it("still refuses what no source lists, and the service's own answer fields", () => {
    expect(onlyIssue(updateFiatAccountBodySchema, { fiat_network_instructions: { wire: { intermediary_bank: "x" } } })).toMatchObject({
      code: "unrecognized_keys",
      path: ["fiat_network_instructions", "wire"],
    });
    expect(onlyIssue(updateFiatAccountBodySchema, { fiat_network_instructions: { cbit: { wallet_address: "w" } } })).toMatchObject({
      code: "unrecognized_keys",
      keys: ["cbit"],
    });
    expect(onlyIssue(updateFiatAccountBodySchema, { fiat_network_instructions: { status: "PENDING" } })).toMatchObject({
      code: "unrecognized_keys",
      keys: ["status"],
    });
  });
});

describe("deposit address filters are checked before sending", () => {
  const ids = (count: number) => Array.from({ length: count }, (_, i) => `profile-${i}`);

  it("accepts 100 values per filter, limits 1 and 1000, and the dotted date filters", () => {
    const query = {
      profile_ids: ids(100),
      identity_ids: ids(100),
      limit: 1000,
      order: "ASC",
      order_by: "CREATED_AT",
      "created_at.gte": "2026-01-01T00:00:00Z",
      "created_at.lt": "2026-02-01T00:00:00.5+01:00",
      page_cursor: "opaque",
    };
    expect(listDepositAddressesQuerySchema.parse(query)).toEqual(query);
    expect(listDepositAddressesQuerySchema.safeParse({ limit: 1 }).success).toBe(true);
    expect(listDepositAddressesQuerySchema.parse({})).toEqual({});
  });

  it.each(["profile_ids", "identity_ids", "ref_ids", "account_ids"])("refuses 101 %s", (name) => {
    expect(onlyIssue(listDepositAddressesQuerySchema, { [name]: ids(101) })).toMatchObject({
      code: "too_big",
      origin: "array",
      maximum: 100,
      path: [name],
    });
  });

  it("refuses deposit address ids that are not UUIDs", () => {
    expect(onlyIssue(listDepositAddressesQuerySchema, { ids: [fiatAccountId, "nope"] })).toMatchObject({
      code: "invalid_format",
      path: ["ids", 1],
    });
  });

  it.each([
    [1001, "too_big"],
    [0, "too_small"],
  ])("refuses limit %d", (limit, code) => {
    expect(onlyIssue(listDepositAddressesQuerySchema, { limit })).toMatchObject({ code, path: ["limit"] });
  });

  it("refuses a fractional limit", () => {
    expect(onlyIssue(listDepositAddressesQuerySchema, { limit: 1.5 })).toMatchObject({ code: "invalid_type", path: ["limit"] });
  });

  it("passes an order and order_by the contract does not list (sent and logged), and refuses a non-string", () => {
    expect(listDepositAddressesQuerySchema.parse({ order: "SIDEWAYS", order_by: "UPDATED_AT" })).toEqual({ order: "SIDEWAYS", order_by: "UPDATED_AT" });
    expect(onlyIssue(listDepositAddressesQuerySchema, { order: true })).toMatchObject({ code: "invalid_type", path: ["order"] });
  });

  it("refuses a bad date filter", () => {
    expect(onlyIssue(listDepositAddressesQuerySchema, { "created_at.gte": "2026-13" })).toMatchObject({
      code: "invalid_format",
      format: "date-time",
      path: ["created_at.gte"],
    });
  });

  it("refuses an unknown query key (a typo must not silently widen the query)", () => {
    expect(onlyIssue(listDepositAddressesQuerySchema, { profile_id: ["p"] })).toMatchObject({
      code: "unrecognized_keys",
      keys: ["profile_id"],
      path: [],
    });
  });
});

describe("identity account filters are checked before sending", () => {
  it("accepts the created_at and updated_at filters and the decided limit bounds", () => {
    const query = { "updated_at.gt": "2026-01-01T00:00:00Z", "created_at.eq": "2026-01-01T00:00:00Z", limit: 1000 };
    expect(listAccountsQuerySchema.parse(query)).toEqual(query);
  });

  it("refuses limit 1001 and 0", () => {
    expect(onlyIssue(listAccountsQuerySchema, { limit: 1001 })).toMatchObject({ code: "too_big", maximum: 1000 });
    expect(onlyIssue(listAccountsQuerySchema, { limit: 0 })).toMatchObject({ code: "too_small", minimum: 1 });
  });
});

describe("payment filters are checked before sending", () => {
  it("accepts a customer and product listing with a status filter, listed or not (an unlisted one is sent and logged)", () => {
    const query = { customer_id: "c", product: "USDG_REWARDS", payment_status: "PAYMENT_STATUS_FAILED", limit: 1000, order: "DESC" };
    expect(listPaymentsQuerySchema.parse(query)).toEqual(query);
    expect(listPaymentsQuerySchema.parse({ ...query, payment_status: "PAYMENT_STATUS_NEW" })).toEqual({ ...query, payment_status: "PAYMENT_STATUS_NEW" });
    expect(onlyIssue(listPaymentsQuerySchema, { ...query, payment_status: 3 })).toMatchObject({ code: "invalid_type", path: ["payment_status"] });
  });

  it("accepts ref_ids or payment_ids alone", () => {
    expect(listPaymentsQuerySchema.safeParse({ ref_ids: ["a", "b"] }).success).toBe(true);
    expect(listPaymentsQuerySchema.safeParse({ payment_ids: ["a"], customer_id: undefined }).success).toBe(true);
  });

  it("refuses ref_ids together with another parameter", () => {
    const issue = onlyIssue(listPaymentsQuerySchema, { ref_ids: ["a"], limit: 10 });
    expect(issue).toMatchObject({
      code: "custom",
      path: ["ref_ids"],
      params: { rule: "exclusive", parameter: "ref_ids", others: ["limit"] },
    });
  });

  it("refuses ref_ids together with payment_ids, naming both", () => {
    const issues = issuesOf(listPaymentsQuerySchema, { ref_ids: ["a"], payment_ids: ["b"] });
    expect(issues.map((issue) => issue.path)).toEqual([["ref_ids"], ["payment_ids"]]);
  });

  it("refuses limit 1001 (the decided maximum)", () => {
    expect(onlyIssue(listPaymentsQuerySchema, { limit: 1001 })).toMatchObject({ code: "too_big", path: ["limit"] });
  });
});

describe("operationMeta", () => {
  it("states method, path, scope and rules of every operation", () => {
    expect(operationMeta.updateFiatAccount).toEqual({
      method: "PUT",
      path: "/transfer/fiat-accounts/{id}",
      scope: "transfer:write_fiat_account",
      sandboxOnly: false,
      rateLimitClass: "default",
    });
    expect(operationMeta.listTickers.scope).toBeNull();
    // x-rate-limit-class (Paxos's published figures): identities 10/s, order book, recent executions and
    // quote executions 10/s, internal transfers and crypto withdrawals 20/s, everything else default.
    const classes = Object.entries(operationMeta).filter(([, meta]) => meta.rateLimitClass !== "default");
    const byClass = (name: string) => classes.filter(([, meta]) => meta.rateLimitClass === name).map(([id]) => id);
    expect(new Set(classes.map(([, meta]) => meta.rateLimitClass))).toEqual(new Set(["identity", "orderBook", "transfers"]));
    expect(byClass("identity")).toContain("listAccounts");
    expect(byClass("identity")).toContain("createIdentity");
    expect(byClass("orderBook")).toEqual(["getOrderBook", "listRecentExecutions", "listQuoteExecutions", "createQuoteExecution", "getQuoteExecution"]);
    expect(byClass("transfers")).toEqual(["createCryptoWithdrawal", "createInternalTransfer"]);
    expect(operationMeta.initiateSandboxFiatDeposit.sandboxOnly).toBe(true);
    expect(operationMeta.listPayments.exclusiveParameters).toEqual(["ref_ids", "payment_ids"]);
    // Both emitters walk the same operations, in document order.
    expect(Object.keys(operationMeta)).toEqual([...OPERATION_IDS]);
  });
});
