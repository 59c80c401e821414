/**
 * The mock's events speak the document's types: every change it announces records one of the documented
 * types with the object the document gives it (identity reviews, documents required, crypto and DBS Act
 * transfers through their states), and test events stay out of real reads.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { EVENT_OBJECT_TYPES, MOCK_EVENT_TYPES } from "../../src/mock/event-types";
import { createMockApi, type MockApi } from "../../src/mock/index";
import { handle } from "./helpers";

let api: MockApi;
beforeEach(() => {
  api = createMockApi({ seed: 11 });
});

const types = () => api.store.events.all().map((e) => e.type);
const person = async () => (await handle(api, "POST", "/identity/identities", { body: { person_details: { first_name: "Ada", last_name: "Lovelace" } } })).body as { id: string };
const sandboxStatus = (id: string, body: object) => handle(api, "PUT", `/identity/identities/${id}/sandbox-status`, { body });

describe("the catalogue", () => {
  it("holds the document's 19 identity and transfer types and the 3 orchestration ones, each with its object type", () => {
    expect(MOCK_EVENT_TYPES.filter((t) => !t.startsWith("orchestration."))).toHaveLength(19);
    expect(MOCK_EVENT_TYPES).toHaveLength(22);
    for (const type of MOCK_EVENT_TYPES) expect(EVENT_OBJECT_TYPES[type]).toMatch(/^(identity|transfer|orchestration)_/);
  });
});

describe("identity events", () => {
  it("approval, denial and disabling record identity.<status> with the old and new summary status; PENDING and ERROR record nothing", async () => {
    const { id } = await person();
    expect(types()).toEqual([]);
    await sandboxStatus(id, { id_verification_status: "APPROVED" });
    expect(types()).toEqual([]); // still PENDING: sanctions not approved yet
    await sandboxStatus(id, { sanctions_verification_status: "APPROVED" });
    await sandboxStatus(id, { sanctions_verification_status: "DENIED" });
    await sandboxStatus(id, { sanctions_verification_status: "ERROR" });
    await sandboxStatus(id, { sanctions_verification_status: "APPROVED" });
    await sandboxStatus(id, { admin_disabled: { disabled: true } });
    const events = api.store.events.all();
    expect(events.map((e) => [e.type, e.object_type, e.object.old_summary_status, e.object.new_summary_status, e.object.identity_id])).toEqual([
      ["identity.approved", "identity_summary_status_change", "PENDING", "APPROVED", id],
      ["identity.denied", "identity_summary_status_change", "APPROVED", "DENIED", id],
      ["identity.approved", "identity_summary_status_change", "ERROR", "APPROVED", id],
      ["identity.disabled", "identity_summary_status_change", "APPROVED", "DISABLED", id],
    ]);
    // Each object has its own id, not the identity's.
    expect(new Set(events.map((e) => e.object.id)).size).toBe(4);
    expect(events.map((e) => e.object.id)).not.toContain(id);
  });

  it("documents_required when the document review turns PENDING with required types missing, naming only those", async () => {
    const { id } = await person();
    await handle(api, "PUT", `/identity/identities/${id}/documents`, { body: { name: "passport.pdf", document_types: ["IDENTITY_VERIFICATION"] } });
    await sandboxStatus(id, { document_verification_status: "PENDING" });
    await sandboxStatus(id, { document_verification_status: "PENDING" }); // no change: no second event
    expect(api.store.events.all().map((e) => [e.type, e.object_type, e.object.identity_id, e.object.required_documents])).toEqual([
      ["identity.documents_required", "identity_documents_required", id, ["PROOF_OF_RESIDENCY"]],
    ]);
    // All required types uploaded: asking again records nothing.
    await handle(api, "PUT", `/identity/identities/${id}/documents`, { body: { name: "bill.pdf", document_types: ["PROOF_OF_RESIDENCY"] } });
    await sandboxStatus(id, { document_verification_status: "APPROVED" });
    await sandboxStatus(id, { document_verification_status: "PENDING" });
    expect(types()).toEqual(["identity.documents_required"]);
  });
});

describe("KYC refresh events", () => {
  it("store.kycRefresh records started, completed (stamping last_kyc_refresh_date) and expired, each with an identity_kyc_refresh object", async () => {
    const { id } = await person();
    api.store.kycRefresh(id, "started");
    api.clock.advance(60_000);
    api.store.kycRefresh(id, "completed", "2027-03-01T12:00:00Z");
    api.store.kycRefresh(id, "expired");
    const [started, completed, expired] = api.store.events.all();
    expect([started?.type, completed?.type, expired?.type]).toEqual(["identity.kyc_refresh.started", "identity.kyc_refresh.completed", "identity.kyc_refresh.expired"]);
    expect(started).toMatchObject({ object_type: "identity_kyc_refresh", object: { identity_id: id, next_kyc_refresh_date: "2026-03-31T12:00:00.000000000Z" } });
    expect(started?.object).not.toHaveProperty("last_kyc_refresh_date");
    const identity = (await handle(api, "GET", `/identity/identities/${id}`)).body;
    expect(completed?.object).toMatchObject({ identity_id: id, last_kyc_refresh_date: identity.last_kyc_refresh_date, next_kyc_refresh_date: "2027-03-01T12:00:00Z" });
    expect(identity.last_kyc_refresh_date.startsWith("2026-03-01T12:01:00")).toBe(true);
    expect(expired?.object).toEqual({ id: expired?.object.id, identity_id: id, last_kyc_refresh_date: identity.last_kyc_refresh_date });
    expect(() => api.store.kycRefresh(crypto.randomUUID(), "started")).toThrow(/unknown identity/);
  });
});

describe("transfer events", () => {
  it("a sandbox crypto deposit is pending then completed; a fiat (wire) one records nothing", async () => {
    const profile = api.store.ids.profileIds[1]!;
    const { activity_id } = (await handle(api, "POST", `/sandbox/profiles/${profile}/deposit`, { body: { asset: "BTC", amount: "0.25", crypto_network: "BITCOIN" } })).body;
    await handle(api, "POST", `/sandbox/profiles/${profile}/deposit`, { body: { asset: "USD", amount: "10.00" } });
    expect(api.store.events.all().map((e) => [e.type, e.object])).toEqual([
      ["transfer.crypto_deposit.pending", { id: activity_id, type: "CRYPTO_DEPOSIT", status: "PENDING", crypto_network: "BITCOIN" }],
      ["transfer.crypto_deposit.completed", { id: activity_id, type: "CRYPTO_DEPOSIT", status: "COMPLETED", crypto_network: "BITCOIN" }],
    ]);
  });

  it("fiat deposits and withdrawals over DBS Act are announced as act_deposit and act_withdrawal, with the memo", async () => {
    const profile = api.store.ids.profileIds[1]!;
    const instructions = (await handle(api, "POST", "/transfer/fiat-deposit-instructions", { body: { profile_id: profile, fiat_network: "WIRE" } })).body;
    const deposit = await handle(api, "POST", "/sandbox/fiat-deposits", {
      body: { amount: "50.00", asset: "USD", memo_id: instructions.memo_id, fiat_network_instructions: { dbs_act: { account_number: "0123456789" } } },
    });
    expect(deposit.status).toBe(200);
    const [pending, completed] = api.store.events.all();
    expect([pending?.type, completed?.type]).toEqual(["transfer.act_deposit.pending", "transfer.act_deposit.completed"]);
    expect(completed?.object).toMatchObject({ type: "ACT_DEPOSIT", status: "COMPLETED", memo: instructions.memo_id });

    const account = (
      await handle(api, "POST", "/transfer/fiat-accounts", {
        body: { fiat_account_owner: { person_details: { first_name: "Ada", last_name: "Lovelace" } }, fiat_network_instructions: { dbs_act: { account_number: "9876543210" } } },
      })
    ).body;
    const withdrawal = await handle(api, "POST", "/transfer/fiat-withdrawals", { body: { profile_id: profile, fiat_account_id: account.id, asset: "USD", amount: "20.00" } });
    expect(withdrawal.status).toBe(200);
    expect(api.store.events.all().slice(2).map((e) => [e.type, e.object.id, e.object.type])).toEqual([
      ["transfer.act_withdrawal.pending", withdrawal.body.id, "ACT_WITHDRAWAL"],
      ["transfer.act_withdrawal.completed", withdrawal.body.id, "ACT_WITHDRAWAL"],
    ]);
  });
});

describe("test events", () => {
  it("are listed and found only with is_test=true", async () => {
    const real = api.store.events.append("identity.approved", { id: "o", identity_id: "i", old_summary_status: "PENDING", new_summary_status: "APPROVED" });
    const test = api.store.events.appendTest("identity.approved", { id: "t", identity_id: "i", old_summary_status: "PENDING", new_summary_status: "APPROVED" });
    expect((await handle(api, "GET", "/events")).body.events.map((e: { id: string }) => e.id)).toEqual([real.id]);
    expect((await handle(api, "GET", "/events", { query: { is_test: true } })).body.events.map((e: { id: string }) => e.id)).toEqual([test.id]);
    expect((await handle(api, "GET", `/events/${test.id}`)).status).toBe(404);
    expect((await handle(api, "GET", `/events/${test.id}`, { query: { is_test: true } })).body).toMatchObject({ id: test.id, is_test: true, undelivered_webhooks: 0 });
    expect((await handle(api, "GET", `/events/${real.id}`, { query: { is_test: true } })).status).toBe(404);
  });
});
