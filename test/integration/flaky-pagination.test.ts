/**
 * Full walks of the three lists while 5% of page requests fail transiently (seeded probabilistic fault
 * rules at the mock: a mix of connection resets, 503s and 429s). Every walk completes with every item
 * exactly once, in the server's order, and each failure cost exactly one extra request.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Paxos } from "../../src/index";
import type { MockServer, OperationId } from "../../src/mock/index";
import { client, idsOf, RequestLog, startMock, storeDepositAddressIds, storeIdentityAccounts, storePayments } from "./support";

/** Per-rule probability so that one of the three fires on 5% of requests: 1 - (1 - p)^3 = 0.05. */
const P = 1 - Math.cbrt(0.95);

let mock: MockServer;
let log: RequestLog;
let paxos: Paxos;

beforeAll(async () => {
  mock = await startMock({ seed: 20_260_301, sizes: { depositAddresses: 20_000, payments: 2_000, identityAccounts: 1_000 } });
  log = new RequestLog();
  // More retries than the default: a transient failure must not end a long walk.
  paxos = client(mock, { fetch: log.fetch, maxRetries: 4 });
});

afterAll(async () => {
  await mock.close();
});

beforeEach(() => {
  mock.api.faults.clear();
  log.clear();
});

function makeFlaky(route: OperationId): void {
  mock.api.faults.add({ route, kind: "reset", probability: P });
  mock.api.faults.add({ route, kind: "status", status: 503, probability: P });
  // Retry-After 0: retried after the normal backoff. (A Retry-After longer than the client's
  // maxRetryAfterMs, 50 ms here, is not retried into: the call fails at once with its resumeAt.)
  mock.api.faults.add({ route, kind: "rate-limit", retryAfter: 0, probability: P });
}

/** Checks the fault accounting of a finished walk: each fired fault cost one extra request, no more. */
function expectOneRetryPerFault(route: OperationId, path: string, pages: number): void {
  const fired = mock.api.faults.history.filter((e) => e.route === route);
  expect(fired.length, "faults fired during the walk").toBeGreaterThanOrEqual(3);
  // Roughly 5% of the requests failed.
  const share = fired.length / (pages + fired.length);
  expect(share).toBeGreaterThan(0.01);
  expect(share).toBeLessThan(0.12);
  expect(log.api(path)).toHaveLength(pages + fired.length);
}

describe("a walk with 5% of page requests failing", () => {
  it("deposit addresses: 20 000 items at limit 100, each exactly once, in order", async () => {
    makeFlaky("listDepositAddresses");
    const historyBefore = mock.api.faults.history.length;
    const seen: string[] = [];
    for await (const address of paxos.depositAddresses.list({ limit: 100 })) seen.push(address.id!);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(storeDepositAddressIds(mock).reverse());
    expect(mock.api.faults.history.length).toBeGreaterThan(historyBefore);
    expectOneRetryPerFault("listDepositAddresses", "/transfer/deposit-addresses", 200);
  });

  it("payments: 2 000 items at limit 10 (ASC), each exactly once, data intact", async () => {
    makeFlaky("listPayments");
    const seen = [];
    for await (const payment of paxos.payments.list({ limit: 10, order: "ASC" })) seen.push(payment);
    expect(new Set(idsOf(seen)).size).toBe(seen.length);
    expect(seen).toEqual(storePayments(mock));
    expectOneRetryPerFault("listPayments", "/statements/payments", 200);
  });

  it("identity accounts: 1 000 items at limit 5, page by page, each exactly once", async () => {
    makeFlaky("listAccounts");
    const seen = [];
    let pages = 0;
    for await (const page of paxos.identity.listAccounts({ limit: 5 }).pages()) {
      pages++;
      seen.push(...page.items);
    }
    expect(pages).toBe(200);
    expect(seen).toEqual([...storeIdentityAccounts(mock)].reverse());
    expectOneRetryPerFault("listAccounts", "/identity/accounts", 200);
  });

  it("the failures were a mix of resets, 503s and 429s", () => {
    const kinds = mock.api.faults.history.map((e) => (e.kind === "status" ? "503" : e.kind));
    expect([...new Set(kinds)].sort()).toEqual(["503", "rate-limit", "reset"]);
    for (const kind of ["503", "rate-limit", "reset"]) expect(kinds.filter((k) => k === kind).length).toBeGreaterThanOrEqual(3);
  });
});
