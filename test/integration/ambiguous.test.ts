/**
 * The ambiguous failure: the mock does the work, then drops the connection without answering
 * (`drop-after-processing`). The client cannot know whether anything happened. createTransaction is made
 * safe to repeat by its ref_id — the SDK re-sends the same bytes and exactly one transaction exists; the
 * sandbox deposit has no idempotency key — the SDK does not send it twice and reports the failure.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AlreadyExistsError, APIConnectionError, type Paxos } from "../../src/index";
import type { MockServer } from "../../src/mock/index";
import { client, RequestLog, startMock } from "./support";
import { SANDBOX_WIRE } from "../support/sandbox-wire";

let mock: MockServer;
let log: RequestLog;
let paxos: Paxos;

beforeAll(async () => {
  mock = await startMock();
  log = new RequestLog();
  log.keepBodies = true;
  paxos = client(mock, { fetch: log.fetch });
  await paxos.market.listTickers(); // warm the connection pool
});

afterAll(async () => {
  await mock.close();
});

beforeEach(() => {
  mock.api.faults.clear();
  log.clear();
});

let amountCounter = 0;
function body(extra: { ref_id?: string } = {}) {
  return {
    ...extra,
    source_profile_id: mock.api.store.ids.profileIds[4]!,
    target_profile_id: mock.api.store.ids.profileIds[5]!,
    legs: [{ direction: "DELIVER" as const, asset: "USD", amount: `${++amountCounter}.000000000000000001` }],
    settlement_window_end: "2026-12-01T00:00:00Z",
  };
}

function transactionsWithRef(refId: string) {
  return [...mock.api.store.settlements.values()].filter((t) => t.ref_id === refId);
}

/** The bodies of the createTransaction attempts, as sent. */
function sentTransactionBodies(): string[] {
  return log.api("/settlement/transactions").map((r) => r.body!);
}

describe("createTransaction after drop-after-processing", () => {
  it("retries with the same generated ref_id (byte-identical body); exactly one transaction exists", async () => {
    mock.api.faults.add({ route: "createTransaction", kind: "drop-after-processing", times: 1 });
    const settlementsBefore = mock.api.store.settlements.size;
    const tx = await paxos.settlement.createTransaction(body());
    const sent = sentTransactionBodies();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    expect((JSON.parse(sent[0]!) as { ref_id: string }).ref_id).toBe(tx.ref_id);
    expect(transactionsWithRef(tx.ref_id)).toEqual([tx]);
    expect(mock.api.store.settlements.size).toBe(settlementsBefore + 1);
    expect(mock.api.faults.history.filter((e) => e.kind === "drop-after-processing")).toHaveLength(1);
  });

  it("keeps the caller's ref_id across retries", async () => {
    mock.api.faults.add({ route: "createTransaction", kind: "drop-after-processing", times: 1 });
    const tx = await paxos.settlement.createTransaction(body({ ref_id: "ambiguous-caller-ref" }));
    expect(tx.ref_id).toBe("ambiguous-caller-ref");
    expect(sentTransactionBodies().map((b) => (JSON.parse(b) as { ref_id: string }).ref_id)).toEqual(["ambiguous-caller-ref", "ambiguous-caller-ref"]);
    expect(transactionsWithRef("ambiguous-caller-ref")).toEqual([tx]);
  });

  it("two lost answers in a row: three attempts, still one transaction", async () => {
    mock.api.faults.add({ route: "createTransaction", kind: "drop-after-processing", times: 2 });
    const tx = await paxos.settlement.createTransaction(body());
    expect(sentTransactionBodies()).toHaveLength(3);
    expect(new Set(sentTransactionBodies()).size).toBe(1);
    expect(transactionsWithRef(tx.ref_id)).toEqual([tx]);
  });

  it("every answer lost: APIConnectionError after the retries, still exactly one transaction", async () => {
    mock.api.faults.add({ route: "createTransaction", kind: "drop-after-processing", times: 3 });
    const error = await paxos.settlement.createTransaction(body()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIConnectionError);
    const sent = sentTransactionBodies();
    expect(sent).toHaveLength(3);
    const refId = (JSON.parse(sent[0]!) as { ref_id: string }).ref_id;
    expect(new Set(sent).size).toBe(1);
    expect(transactionsWithRef(refId)).toHaveLength(1);
  });

  it("without retries, the caller's own repeat with its ref_id is AlreadyExistsError carrying the transaction", async () => {
    mock.api.faults.add({ route: "createTransaction", kind: "drop-after-processing", times: 1 });
    const request = body({ ref_id: "ambiguous-manual-retry" });
    await expect(paxos.settlement.createTransaction(request, { maxRetries: 0 })).rejects.toBeInstanceOf(APIConnectionError);
    expect(transactionsWithRef("ambiguous-manual-retry")).toHaveLength(1);
    const stored = transactionsWithRef("ambiguous-manual-retry")[0]!;
    // A new call (not the SDK's re-send of one): Paxos's 409, with the transaction the first call made.
    const error = await paxos.settlement.createTransaction(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AlreadyExistsError);
    expect((error as AlreadyExistsError).existing).toEqual(stored);
    expect(transactionsWithRef("ambiguous-manual-retry")).toHaveLength(1);
  });
});

describe("sandbox deposit after drop-after-processing", () => {
  for (const maxRetries of [2, 5]) {
    it(`is not sent twice (maxRetries ${maxRetries}): APIConnectionError, exactly one deposit recorded`, async () => {
      mock.api.faults.add({ route: "initiateSandboxFiatDeposit", kind: "drop-after-processing", times: 1 });
      const amount = `${maxRetries}7.77`;
      const before = mock.api.store.deposits.length;
      const deposit = paxos.sandbox.createFiatDeposit({ amount, asset: "USD", memo_id: mock.api.store.memoIds[3]!, fiat_network_instructions: SANDBOX_WIRE }, { maxRetries });
      await expect(deposit).rejects.toBeInstanceOf(APIConnectionError);
      expect(log.api("/sandbox/fiat-deposits")).toHaveLength(1);
      expect(mock.api.store.deposits).toHaveLength(before + 1);
      expect(mock.api.store.deposits.filter((d) => d.amount === amount)).toHaveLength(1);
    });
  }

  it("is not sent twice after a truncated answer either", async () => {
    mock.api.faults.add({ route: "initiateSandboxFiatDeposit", kind: "truncate", times: 1 });
    const before = mock.api.store.deposits.length;
    await expect(paxos.sandbox.createFiatDeposit({ amount: "3.33", asset: "USD", memo_id: mock.api.store.memoIds[3]!, fiat_network_instructions: SANDBOX_WIRE })).rejects.toBeInstanceOf(
      APIConnectionError,
    );
    expect(log.api("/sandbox/fiat-deposits")).toHaveLength(1);
    expect(mock.api.store.deposits).toHaveLength(before + 1);
  });
});
