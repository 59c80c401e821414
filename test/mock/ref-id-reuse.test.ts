/**
 * The mock answers a used `ref_id` as Paxos documents it ("the second request with the same `ref_id` will
 * be rejected with `409 already exists`", the problem carrying the existing record in `meta.existing`):
 * on every create of the contract that carries one, over real HTTP through the SDK. And an order's
 * `ref_id` may be used again once that order has been closed for 24 hours.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AlreadyExistsError } from "../../src/index";
import { OPERATIONS } from "../../src/generated/operation-list";
import type { MockServer, OperationId } from "../../src/mock/index";
import { client } from "../integration/support";
import { invoke, OPERATION_SAMPLES } from "../support/operation-samples";
import { start } from "./helpers";

let mock: MockServer;
beforeAll(async () => {
  mock = await start();
});
afterAll(() => mock.close());

const KEYED = OPERATIONS.filter((entry) => entry.operation.idempotencyField !== undefined);

describe("a used ref_id", () => {
  it("is on fifteen creates (the table below is every one of them)", () => {
    expect(KEYED.map((entry) => entry.operation.operationId).sort()).toHaveLength(15);
  });

  it.each(KEYED.map((entry, index) => [entry.operation.operationId, entry, index] as const))(
    "%s: the second request is 409 Already Exists with the first record in meta.existing",
    async (id, entry, index) => {
      const paxos = client(mock, { maxRetries: 0 });
      const args = OPERATION_SAMPLES[id as OperationId]({ api: mock.api, n: 9000 + index, state: {} });
      const names = /\((.*)\)/.exec(entry.signature)![1]!.split(", ").filter(Boolean);
      const at = names.indexOf("body");
      const refId = `reuse-${id}-${crypto.randomUUID()}`;
      args[at] = { ...(args[at] as object), [entry.operation.idempotencyField!]: refId };
      const first = (await invoke(paxos, entry, args)) as Record<string, unknown>;
      const error = await invoke(paxos, entry, args).then(
        () => expect.unreachable("the second request succeeded"),
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AlreadyExistsError);
      const problem = error as AlreadyExistsError;
      expect([problem.status, problem.type, problem.title]).toEqual([409, "https://developer.paxos.com/docs/v2/problems/already-exists", "Already Exists"]);
      // In the form the operation answers (an orchestration rule's under `rule`).
      const idOf = (record: unknown) => (record as { id?: string; rule?: { id: string } }).id ?? (record as { rule?: { id: string } }).rule?.id;
      expect(idOf(first)).toEqual(expect.any(String));
      expect(idOf(problem.meta?.existing)).toBe(idOf(first));
      // The copy passes the operation's answer check: the SDK hands it over typed.
      expect(idOf(problem.existing)).toBe(idOf(first));
    },
  );
});

describe("an order's ref_id", () => {
  const order = { market: "BTCUSD", side: "BUY", type: "MARKET", quote_amount: "10.00" } as const;

  it("is taken while the order is open or closed under 24 hours, and free once it has been closed for 24 hours", async () => {
    const paxos = client(mock, { maxRetries: 0 });
    const profileId = mock.api.store.ids.profileIds[0]!;
    mock.api.store.ledger.apply([{ profileId, asset: "USD", delta: "100.00" }]);
    const ref_id = `order-${crypto.randomUUID()}`;
    const first = await paxos.orders.create(profileId, { ...order, ref_id });
    expect(first.status).not.toBe("OPEN");
    mock.api.clock.advance(24 * 3600_000 - 1_000);
    const early = await paxos.orders.create(profileId, { ...order, ref_id }).catch((e: unknown) => e);
    expect(early).toBeInstanceOf(AlreadyExistsError);
    expect((early as AlreadyExistsError).meta?.existing).toMatchObject({ id: first.id, ref_id });
    mock.api.clock.advance(2_000);
    const again = await paxos.orders.create(profileId, { ...order, ref_id });
    expect([again.ref_id, again.id === first.id]).toEqual([ref_id, false]);
  });

  it("stays taken by an open order however long it rests", async () => {
    const paxos = client(mock, { maxRetries: 0 });
    const profileId = mock.api.store.ids.profileIds[1]!;
    mock.api.store.ledger.apply([{ profileId, asset: "USD", delta: "100.00" }]);
    const ref_id = `resting-${crypto.randomUUID()}`;
    // A buy far below the book rests.
    const resting = await paxos.orders.create(profileId, { market: "BTCUSD", side: "BUY", type: "LIMIT", base_amount: "0.001", price: "1000.00", ref_id });
    expect(resting.status).toBe("OPEN");
    mock.api.clock.advance(48 * 3600_000);
    const refused = await paxos.orders.create(profileId, { market: "BTCUSD", side: "BUY", type: "LIMIT", base_amount: "0.001", price: "1000.00", ref_id }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AlreadyExistsError);
  });
});
