/**
 * The contract-driven route, tried on the eight operations with their stateful routes switched off
 * (`contractDriven: "all"`): each is callable through the SDK and answers a body the SDK accepts; auth and
 * scope are checked; a request that breaks the contract is a 400 naming the field and the rule; lists page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS } from "../../src/generated/operation-list";
import type { MockServer, OperationId } from "../../src/mock/index";
import { CONTRACT_LIST_SIZE } from "../../src/mock/routes/contract-route";
import { client, collect, RequestLog } from "../integration/support";
import { invoke, OPERATION_SAMPLES } from "../support/operation-samples";
import { call, start, token } from "./helpers";
import { SANDBOX_WIRE } from "../support/sandbox-wire";

let mock: MockServer;

beforeAll(async () => {
  mock = await start({ contractDriven: "all" });
});
afterAll(() => mock.close());

describe("every operation, contract-driven", () => {
  it.each(OPERATIONS.map((entry) => [entry.operation.operationId, entry] as const))("%s answers what the contract promises", async (id, entry) => {
    const log = new RequestLog();
    const paxos = client(mock, { fetch: log.fetch });
    const args = OPERATION_SAMPLES[id as OperationId]({ api: mock.api, n: 1, state: {} });
    // The SDK validates the body against the response schema: a resolved call is a conforming answer.
    const result = await invoke(paxos, entry, args);
    expect(result).toBeDefined();
    // The method reaches its own operation: its HTTP method, and each path argument in its own slot
    // (the documented call names them in order: `orders.get(profileId, id)`).
    const names = /\((.*)\)/.exec(entry.signature)![1]!.split(", ").filter(Boolean);
    const path = entry.operation.path.replace(/\{(\w+)\}/g, (_, wire: string) => {
      const value = args[names.indexOf(wire.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()))];
      return encodeURIComponent(String(value));
    });
    expect(log.api().map((r) => `${r.method} ${r.path}`)).toEqual([`${entry.operation.method} ${path}`]);
  });

  it("leaves the store alone (no stateful route ran)", async () => {
    const before = mock.api.store.deposits.length;
    await client(mock).sandbox.createFiatDeposit({ amount: "1.00", asset: "USD", memo_id: "not-a-known-memo", fiat_network_instructions: SANDBOX_WIRE });
    expect(mock.api.store.deposits).toHaveLength(before);
  });
});

describe("auth and scope come from the descriptor", () => {
  it("401 without a token, 403 without the scope, none needed for the ticker", async () => {
    expect((await call(mock, "GET", "/transfer/deposit-addresses")).status).toBe(401);
    const readOnly = await token(mock, mock.clients.secondary.clientId, mock.clients.secondary.clientSecret);
    const denied = await call(mock, "POST", "/settlement/transactions", { token: readOnly, body: {} });
    expect(denied.status).toBe(403);
    expect(denied.body.meta).toMatchObject({ rule: "scope", required_scope: "settlement:write_transaction" });
    expect((await call(mock, "GET", "/all-markets/ticker")).status).toBe(200);
  });
});

describe("requests are checked against the contract", () => {
  let bearer: string;
  beforeAll(async () => {
    bearer = await token(mock);
  });

  it.each([
    ["a path parameter", "PUT", "/transfer/fiat-accounts/not-a-uuid", {}, { metadata: {} }, "id", "format:uuid"],
    ["an unknown body field", "PUT", `/transfer/fiat-accounts/${crypto.randomUUID()}`, {}, { colour: "red" }, "colour", "additionalProperties"],
    ["a missing body field", "POST", "/sandbox/fiat-deposits", {}, { asset: "USD", memo_id: "M" }, "amount", "required"],
    ["a query bound", "GET", "/transfer/deposit-addresses", { limit: 0 }, undefined, "limit", "minimum"],
    ["an unknown query parameter", "GET", "/identity/accounts", { colour: "red" }, undefined, "colour", "additionalProperties"],
    ["a query on an operation without one", "GET", "/all-markets/ticker", { colour: "red" }, undefined, "colour", "unknownParameter"],
  ] as const)("%s: 400 naming the field and the rule", async (_what, method, path, query, body, field, rule) => {
    const answer = await call(mock, method, path, { token: bearer, query, ...(body ? { body } : {}) });
    expect(answer.status).toBe(400);
    expect(answer.headers.get("content-type")).toBe("application/problem+json");
    expect(answer.body.meta).toMatchObject({ field, rule });
    expect(answer.body.detail).toContain(field);
  });
});

describe("lists page with the mock's cursors", () => {
  it("walks every sampled item once, in pages of `limit`", async () => {
    const paxos = client(mock);
    const pages = await collect(paxos.depositAddresses.list({ limit: 2 }).pages());
    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
    const ids = pages.flatMap((page) => page.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(CONTRACT_LIST_SIZE);
    expect(pages.at(-1)!.nextPageCursor).toBeNull();
  });

  it("refuses a cursor issued for other filters", async () => {
    const bearer = await token(mock);
    const first = await call(mock, "GET", "/identity/accounts", { token: bearer, query: { limit: 1 } });
    const cursor = first.body.next_page_cursor as string;
    expect(cursor).not.toBe("");
    const mismatch = await call(mock, "GET", "/identity/accounts", { token: bearer, query: { limit: 1, identity_id: "x", page_cursor: cursor } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.meta).toMatchObject({ field: "page_cursor", rule: "cursorMismatch" });
  });
});
