import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MockServer } from "../../src/mock/index";
import type { SettlementTransaction } from "../../src/mock/domain/records";
import { mockState } from "../../src/mock/api";
import { call, start, token } from "./helpers";

describe("settlement transactions", () => {
  let mock: MockServer;
  let t: string;
  // Two profiles the mock seeded (it refuses a settlement naming a profile it does not have): set below.
  let A = "";
  let B = "";
  const body = {
    ref_id: "settle-001",
    source_profile_id: "",
    target_profile_id: "",
    legs: [
      { direction: "DELIVER", asset: "USD", amount: "1250.00" },
      { direction: "DELIVER", asset: "BTC", amount: "0.00000001" },
    ],
    settlement_window_end: "2026-03-02T12:00:00.5+02:00",
  };
  beforeAll(async () => {
    // Tokens outlive the clock jumps of these tests.
    mock = await start({ tokenTtlSeconds: 30 * 86_400 });
    t = await token(mock);
    [A, B] = mock.api.store.profiles.rows().map((row) => row.id) as [string, string];
    Object.assign(body, { source_profile_id: A, target_profile_id: B });
  });
  afterAll(() => mock.close());

  const post = (b: unknown) => call<SettlementTransaction>(mock, "POST", "/settlement/transactions", { token: t, body: b });

  it("creates a PENDING transaction with server ids, mock-now timestamps and a normalised window", async () => {
    const now = mock.api.clock.nowIso();
    const res = await post(body);
    expect(res.status).toBe(200);
    const tx = res.body;
    expect(tx).toMatchObject({
      ref_id: "settle-001",
      status: "PENDING",
      source_profile_id: A,
      target_profile_id: B,
      created_at: now,
      updated_at: now,
      settlement_window_start: now,
      settlement_window_end: "2026-03-02T10:00:00.500000000Z",
    });
    expect(tx.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(tx.legs.map((l) => l.amount)).toEqual(["1250.00", "0.00000001"]);
    expect(new Set(tx.legs.map((l) => l.id)).size).toBe(2);
    expect(mock.api.store.settlements.get(tx.id)?.status).toBe("PENDING");
  });

  it("refuses a profile it does not have, as the service does (404 naming the field), and creates nothing", async () => {
    const before = mock.api.store.profiles.rows().length;
    const unknown = "00000000-0000-4000-8000-000000000000";
    const res = await post({ ...body, ref_id: "settle-unknown", target_profile_id: unknown });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 404, title: "Not Found", detail: `profile ${unknown} not found`, meta: { field: "target_profile_id" } });
    expect((await post({ ...body, ref_id: "settle-unknown-source", source_profile_id: unknown })).body).toMatchObject({ status: 404, meta: { field: "source_profile_id" } });
    expect(mock.api.store.settlementByRefId("settle-unknown")).toBeUndefined();
    expect(mock.api.store.profiles.rows()).toHaveLength(before);
  });

  it("refuses a settlement between a profile and itself (400 differentProfile)", async () => {
    const res = await post({ ...body, ref_id: "settle-self", target_profile_id: A.toUpperCase() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, title: "Bad Request", meta: { rule: "differentProfile", field: "target_profile_id" } });
    expect(mock.api.store.settlementByRefId("settle-self")).toBeUndefined();
  });

  it("refuses a leg in an asset it does not know (400 unknownAsset naming the leg)", async () => {
    const legs = [body.legs[0], { direction: "DELIVER", asset: "NOPE", amount: "1" }];
    const res = await post({ ...body, ref_id: "settle-asset", legs });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, detail: "asset NOPE is not supported", meta: { rule: "unknownAsset", field: "legs[1].asset" } });
    expect(mock.api.store.settlementByRefId("settle-asset")).toBeUndefined();
  });

  it("refuses the README Quickstart's body with its placeholder ids (\"…\" as both profiles)", async () => {
    const placeholder = {
      source_profile_id: "…",
      target_profile_id: "…",
      legs: [{ direction: "DELIVER", asset: "USD", amount: "1250.00" }],
      settlement_window_end: "2026-12-01T00:00:00Z",
    };
    const res = await post(placeholder);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ detail: "profile … not found", meta: { field: "source_profile_id" } });
  });

  /** A 409 Already Exists problem as the mock answers it. */
  type AlreadyExistsBody = { meta: { existing: { status: string } } };

  it("answers a used ref_id 409 Already Exists with the transaction in meta.existing, same body or not", async () => {
    const first = mock.api.store.settlementByRefId("settle-001")!;
    const reordered = { legs: body.legs, settlement_window_end: body.settlement_window_end, target_profile_id: B, source_profile_id: A, ref_id: "settle-001" };
    for (const again of [reordered, { ...body, legs: [{ direction: "DELIVER", asset: "USD", amount: "1250.01" }] }]) {
      const answer = await post(again);
      expect(answer.status).toBe(409);
      expect(answer.headers.get("content-type")).toBe("application/problem+json");
      expect(answer.body).toMatchObject({
        status: 409,
        type: "https://developer.paxos.com/docs/v2/problems/already-exists",
        title: "Already Exists",
        meta: { rule: "idempotency", field: "ref_id", existing: first },
      });
    }
    expect(mock.api.store.settlements.size).toBe(1);
  });

  it("expires once the mock clock reaches settlement_window_end", async () => {
    const tx = mock.api.store.settlementByRefId("settle-001")!;
    mock.api.clock.set("2026-03-02T10:00:00.499Z");
    expect(((await post(body)).body as unknown as AlreadyExistsBody).meta.existing.status).toBe("PENDING");
    mock.api.clock.advance(1);
    expect(mock.api.store.settlements.get(tx.id)).toMatchObject({ status: "EXPIRED", updated_at: "2026-03-02T10:00:00.500000000Z" });
    const replay = await post(body);
    expect(replay.status).toBe(409);
    expect((replay.body as unknown as AlreadyExistsBody).meta.existing).toMatchObject({ id: tx.id, status: "EXPIRED", updated_at: "2026-03-02T10:00:00.500000000Z" });
  });

  it("defaults the window to [now, now + 24h] and generates a ref_id when none is sent", async () => {
    const now = mock.api.clock.nowIso();
    const { ref_id: _omit, settlement_window_end: _end, ...rest } = body;
    const a = await post(rest);
    const b = await post(rest);
    expect(a.status).toBe(200);
    expect(a.body.ref_id).not.toBe(b.body.ref_id);
    expect(a.body.id).not.toBe(b.body.id);
    expect(a.body.settlement_window_start).toBe(now);
    const end = new Date(Date.parse(now) + 86_400_000).toISOString().slice(0, 19);
    expect(a.body.settlement_window_end.startsWith(end)).toBe(true);
    mock.api.clock.advance(86_400_000);
    expect(mock.api.store.settlements.get(a.body.id)?.status).toBe("EXPIRED");
  });

  it("does not expire settled or cancelled transactions", async () => {
    const res = await post({ ...body, ref_id: "settle-002", settlement_window_end: undefined });
    mockState(mock.api).setSettlementStatus(res.body.id, "SETTLED");
    mock.api.clock.advance(2 * 86_400_000);
    expect(mock.api.store.settlements.get(res.body.id)?.status).toBe("SETTLED");
  });
});
