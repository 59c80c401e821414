import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { Paxos } from "../../src/index";
import { Decimal } from "../../src/decimal";
import { API, CLIENT_ID, CLIENT_SECRET, useFakeApi } from "../support/msw-api";
import { SANDBOX_WIRE } from "../support/sandbox-wire";

const { server, tokens, lastRequest, fetch: fakeFetch } = useFakeApi();

const paxos = () => new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
const UUID = "3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
const NANOS = "2026-11-22T10:11:12.123456789Z";

function expectAuthorized(request: Request, scope: string) {
  expect(request.headers.get("authorization")).toBe(`Bearer ${tokens.issued.at(-1)!.token}`);
  expect(tokens.issued.at(-1)!.scope).toContain(scope);
  expect(request.headers.get("accept")).toBe("application/json");
}

const fiatAccount = {
  id: UUID,
  fiat_network_instructions: { wire: { account_number: "123" } },
  status: "PENDING",
  created_at: NANOS,
  metadata: { reference: "r-1" },
};

const transaction = {
  id: "tx-1",
  ref_id: "ref-1",
  settlement_window_start: NANOS,
  settlement_window_end: "2026-12-01T00:00:00Z",
  source_profile_id: "src",
  target_profile_id: "dst",
  legs: [{ id: "leg-1", direction: "DELIVER", asset: "USD", amount: "1250.000000000000000001" }],
  status: "PENDING",
  created_at: NANOS,
  updated_at: NANOS,
};

const credentials = {
  id: "cred-1",
  client_id: "gone-client",
  client_scopes: ["transfer:read_deposit_address"],
  client_public_keys: [{ id: "k1", algorithm: "ED25519", public_key: "pk", active: true }],
  status: "APPROVED",
};

describe("every operation on the wire", () => {
  it("sandbox.createFiatDeposit: POST /sandbox/fiat-deposits with a JSON body", async () => {
    server.use(http.post(`${API}/sandbox/fiat-deposits`, () => HttpResponse.json({})));
    const result = await paxos().sandbox.createFiatDeposit({
      amount: new Decimal("100.10"),
      asset: "USD",
      memo_id: "MEMO-1",
      fiat_network_instructions: SANDBOX_WIRE,
      fiat_account_owner: { institution_details: { name: "Bank of Tests" } },
    });
    expect(result).toEqual({});
    const request = lastRequest();
    expect(request.method).toBe("POST");
    expect(request.url).toBe(`${API}/sandbox/fiat-deposits`);
    expect(request.headers.get("content-type")).toBe("application/json");
    expectAuthorized(request, "transfer:write_sandbox_fiat_deposit");
    expect(await request.json()).toEqual({
      amount: "100.1",
      asset: "USD",
      memo_id: "MEMO-1",
      fiat_network_instructions: SANDBOX_WIRE,
      fiat_account_owner: { institution_details: { name: "Bank of Tests" } },
    });
  });

  it("apiCreds.deleteCredentials: DELETE with the client id encoded as one segment", async () => {
    server.use(http.delete(`${API}/api-creds/credentials/:clientId`, () => HttpResponse.json({ credentials })));
    const result = await paxos().apiCreds.deleteCredentials("a/b?c");
    expect(result.credentials?.client_id).toBe("gone-client");
    const request = lastRequest();
    expect(request.method).toBe("DELETE");
    expect(request.url).toBe(`${API}/api-creds/credentials/a%2Fb%3Fc`);
    expectAuthorized(request, "api_creds:delete_credentials");
  });

  it("fiatAccounts.update: PUT with the body, returns the account with exact timestamps", async () => {
    server.use(http.put(`${API}/transfer/fiat-accounts/${UUID}`, () => HttpResponse.json(fiatAccount)));
    const result = await paxos().fiatAccounts.update(UUID, {
      metadata: { reference: "r-1" },
      fiat_account_owner: { person_details: { first_name: "Ada", last_name: "Lovelace" } },
    });
    expect(result).toEqual(fiatAccount);
    expect(result.created_at).toBe(NANOS);
    const request = lastRequest();
    expect(request.method).toBe("PUT");
    expectAuthorized(request, "transfer:write_fiat_account");
    expect(await request.json()).toEqual({
      metadata: { reference: "r-1" },
      fiat_account_owner: { person_details: { first_name: "Ada", last_name: "Lovelace" } },
    });
  });

  it("settlement.createTransaction: POST with Decimal amounts, Date windows and exact strings back", async () => {
    server.use(http.post(`${API}/settlement/transactions`, () => HttpResponse.json(transaction)));
    const body = {
      source_profile_id: "src",
      target_profile_id: "dst",
      legs: [{ direction: "DELIVER" as const, asset: "USD", amount: new Decimal("1250.000000000000000001") }],
      settlement_window_end: new Date("2026-12-01T00:00:00Z"),
    };
    const result = await paxos().settlement.createTransaction(body);
    expect(result.legs[0]!.amount).toBe("1250.000000000000000001");
    const request = lastRequest();
    expectAuthorized(request, "settlement:write_transaction");
    const sent = await request.json();
    expect(sent).toMatchObject({
      legs: [{ direction: "DELIVER", asset: "USD", amount: "1250.000000000000000001" }],
      settlement_window_end: "2026-12-01T00:00:00.000Z",
    });
    expect(typeof sent.ref_id).toBe("string");
    // The caller's object is left as it was.
    expect(body).not.toHaveProperty("ref_id");
    expect(body.legs[0]!.amount).toBeInstanceOf(Decimal);
  });

  it("payments.list: GET with repeated keys for arrays", async () => {
    server.use(http.get(`${API}/statements/payments`, () => HttpResponse.json({ payments: [], next_page_cursor: "" })));
    await paxos().payments.list({ payment_ids: ["p1", "p2", "p 3"] });
    const request = lastRequest();
    expect(new URL(request.url).search).toBe("?payment_ids=p1&payment_ids=p2&payment_ids=p+3");
    expectAuthorized(request, "statements:read_payment");

    await paxos().payments.list({ customer_id: "c1", product: "USDG_REWARDS", payment_status: "PAYMENT_STATUS_COMPLETED", limit: 50, order: "ASC" });
    expect(Object.fromEntries(new URL(lastRequest().url).searchParams)).toEqual({
      customer_id: "c1",
      product: "USDG_REWARDS",
      payment_status: "PAYMENT_STATUS_COMPLETED",
      limit: "50",
      order: "ASC",
    });
  });

  it("identity.listAccounts: dotted date filters from the friendly form, with Dates", async () => {
    server.use(http.get(`${API}/identity/accounts`, () => HttpResponse.json({ items: [{ id: "acct-1", members: [{ id: "m", roles: ["BENEFICIAL_OWNER"] }] }], next_page_cursor: "" })));
    const page = await paxos().identity.listAccounts({
      identity_id: "idn-1",
      created_at: { gte: new Date("2026-01-01T00:00:00Z"), lt: "2026-02-01T00:00:00.000000001Z" },
      updated_at: { eq: NANOS },
      order: "ASC",
      order_by: "CREATED_AT",
      limit: 10,
    });
    expect(page.items[0]!.members![0]!.roles).toEqual(["BENEFICIAL_OWNER"]);
    const request = lastRequest();
    expectAuthorized(request, "identity:read_account");
    expect(Object.fromEntries(new URL(request.url).searchParams)).toEqual({
      identity_id: "idn-1",
      "created_at.gte": "2026-01-01T00:00:00.000Z",
      "created_at.lt": "2026-02-01T00:00:00.000000001Z",
      "updated_at.eq": NANOS,
      order: "ASC",
      order_by: "CREATED_AT",
      limit: "10",
    });
  });

  it("market.listTickers: GET without credentials, decimal strings kept", async () => {
    const ticker = {
      market: "BTCUSD",
      best_bid: { price: "97000.01", amount: "0.00000001" },
      best_ask: { price: "97000.02", amount: "1.5" },
      last_execution: { price: "97000.015", amount: "0.2" },
      last_day: { high: "98000", low: "96000", open: "96500", volume: "1234.5678", start_time: NANOS, end_time: NANOS },
      today: { high: "98000", low: "96000", open: "96500", volume: "12.5", start_time: NANOS, end_time: NANOS },
      snapshot_at: NANOS,
    };
    server.use(http.get(`${API}/all-markets/ticker`, () => HttpResponse.json([ticker])));
    const result = await new Paxos({ fetch: fakeFetch }).market.listTickers();
    expect(result).toEqual([ticker]);
    expect(lastRequest().headers.get("authorization")).toBeNull();
    expect(lastRequest().method).toBe("GET");
  });

  it("depositAddresses.list: every filter on the wire", async () => {
    server.use(http.get(`${API}/transfer/deposit-addresses`, () => HttpResponse.json({ items: [], next_page_cursor: "" })));
    await paxos().depositAddresses.list({
      profile_ids: ["p1", "p2"],
      identity_ids: ["i1"],
      ids: [UUID],
      ref_ids: ["r1"],
      account_ids: ["a1"],
      created_at: { gt: new Date(0), lte: NANOS },
      limit: 1000,
      order: "DESC",
      order_by: "CREATED_AT",
      page_cursor: "cursor-1",
    });
    const request = lastRequest();
    expectAuthorized(request, "transfer:read_deposit_address");
    const search = new URL(request.url).searchParams;
    expect(search.getAll("profile_ids")).toEqual(["p1", "p2"]);
    expect(search.getAll("ids")).toEqual([UUID]);
    expect(search.get("created_at.gt")).toBe("1970-01-01T00:00:00.000Z");
    expect(search.get("created_at.lte")).toBe(NANOS);
    expect(search.get("page_cursor")).toBe("cursor-1");
    expect(search.get("limit")).toBe("1000");
  });

  it("passes per-call headers", async () => {
    server.use(http.get(`${API}/all-markets/ticker`, () => HttpResponse.json([])));
    await paxos().market.listTickers({ headers: { "x-correlation-id": "corr-1" } });
    expect(lastRequest().headers.get("x-correlation-id")).toBe("corr-1");
  });
});
