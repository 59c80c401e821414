import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MockServer } from "../../src/mock/index";
import type { FiatAccount } from "../../src/mock/domain/records";
import { call, start, token } from "./helpers";
import { SANDBOX_WIRE } from "../support/sandbox-wire";

describe("fiat accounts and sandbox deposits", () => {
  let mock: MockServer;
  let t: string;
  beforeAll(async () => {
    mock = await start();
    t = await token(mock);
  });
  afterAll(() => mock.close());

  it("updates a fiat account: given fields merge in, others stay, PENDING again, updated_at = mock now", async () => {
    const before = structuredClone([...mock.api.store.fiatAccounts.values()].find((a) => a.fiat_account_owner?.institution_details)!);
    mock.api.clock.advance(1234.000001);
    const now = mock.api.clock.nowIso();
    const owner = { institution_details: { name: "Acme Treasury LLC" } };
    const res = await call<FiatAccount>(mock, "PUT", `/transfer/fiat-accounts/${before.id}`, { token: t, body: { fiat_account_owner: owner, metadata: { team: "payouts" } } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...before, fiat_account_owner: owner, metadata: { team: "payouts" }, status: "PENDING", updated_at: now });
    expect(now).toBe("2026-03-01T12:00:01.234000001Z"); // sub-millisecond advances are kept
    expect(mock.api.store.fiatAccounts.get(before.id)).toEqual(res.body);

    const instructions = { wire: { account_number: "000123456789", routing_details: { routing_number_type: "ABA", routing_number: "021000021", bank_name: "Mock Bank" } } };
    const res2 = await call<FiatAccount>(mock, "PUT", `/transfer/fiat-accounts/${before.id}`, { token: t, body: { fiat_network_instructions: instructions } });
    expect(res2.body.fiat_network_instructions).toMatchObject(instructions);
    expect(res2.body.metadata).toEqual({ team: "payouts" });

    // The public document's form: one bank field, sent inside the owner; the rest of the wire stays, "" is ignored.
    const bank = { bank_name: "Customers Bank", bank_address: { country: "USA", address1: "123 Bank Street", address2: "", city: "New York" } };
    const res3 = await call<FiatAccount>(mock, "PUT", `/transfer/fiat-accounts/${before.id}`, {
      token: t,
      body: { fiat_account_owner: { fiat_network_instructions: { wire: { routing_details: bank, intermediary_bank_name: "Intermediary Bank" } } } },
    });
    expect(res3.status).toBe(200);
    const wire = res3.body.fiat_network_instructions.wire!;
    expect(wire.account_number).toBe("000123456789");
    expect(wire.routing_details).toMatchObject({ routing_number: "021000021", bank_name: "Customers Bank", bank_address: { country: "USA", city: "New York" } });
    expect(wire.routing_details?.bank_address).not.toHaveProperty("address2");
    expect(wire.intermediary_bank_name).toBe("Intermediary Bank");
    expect(res3.body.fiat_account_owner).toEqual(owner);
  });

  it("answers 404 for an unknown fiat account id", async () => {
    const res = await call(mock, "PUT", "/transfer/fiat-accounts/3fa85f64-5717-4562-b3fc-2c963f66afa6", { token: t, body: {} });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ type: "about:blank", status: 404 });
  });

  it("seeds fiat accounts with UUID ids and the statuses of the spec", () => {
    const accounts = [...mock.api.store.fiatAccounts.values()];
    expect(accounts).toHaveLength(20);
    for (const a of accounts) {
      expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(["PENDING", "APPROVED", "REJECTED"]).toContain(a.status);
    }
  });

  it("credits a sandbox deposit against a known memo id and answers {}", async () => {
    const memo = mock.api.store.memoIds[1]!;
    const res = await call(mock, "POST", "/sandbox/fiat-deposits", {
      token: t,
      body: {
        amount: "100.10",
        asset: "USD",
        memo_id: memo,
        fiat_network_instructions: SANDBOX_WIRE,
        fiat_account_owner: { institution_details: { name: "Sender Inc" } },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(mock.api.store.deposits).toHaveLength(1);
    expect(mock.api.store.deposits[0]).toMatchObject({ memo_id: memo, amount: "100.10", asset: "USD", created_at: mock.api.clock.nowIso() });
  });

  it("answers 404 for an unknown memo id, crediting nothing", async () => {
    const res = await call(mock, "POST", "/sandbox/fiat-deposits", { token: t, body: { amount: "1", asset: "USD", memo_id: "NOPE", fiat_network_instructions: SANDBOX_WIRE } });
    expect(res.status).toBe(404);
    expect(res.body.meta).toMatchObject({ field: "memo_id" });
    expect(mock.api.store.deposits).toHaveLength(1);
  });
});
