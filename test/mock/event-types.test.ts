/**
 * The mock's events speak the document's types: every change it announces records one of the contract's
 * 55 types with the object the document gives it (identity reviews, documents required, crypto, wire and
 * DBS Act transfers through their states, fiat ones pending on the mock clock until they settle or fail,
 * orchestrations that complete or fail), and test events stay out of real reads.
 */
import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { toDecimal } from "../../src/decimal";
import { EVENT_OBJECT_TYPES, MOCK_EVENT_TYPES } from "../../src/mock/domain/event-catalog";
import { createMockApi, type MockApi } from "../../src/mock/index";
import { ORCHESTRATION_DELIVERY_SECONDS } from "../../src/mock/domain/orchestrations";
import { SANDBOX_WIRE } from "../support/sandbox-wire";
import { handle } from "./helpers";

let api: MockApi;
beforeEach(() => {
  api = createMockApi({ seed: 11 });
});

const types = () => api.store.events.all().map((e) => e.type);
const person = async () => (await handle(api, "POST", "/identity/identities", { body: { person_details: { first_name: "Ada", last_name: "Lovelace" } } })).body as { id: string };
const sandboxStatus = (id: string, body: object) => handle(api, "PUT", `/identity/identities/${id}/sandbox-status`, { body });

describe("the catalogue", () => {
  it("is the contract's x-events, all 55 types with their object kinds", () => {
    const contract = parse(readFileSync(new URL("../../openapi/paxos.yaml", import.meta.url), "utf8")) as { "x-events": { types: Record<string, string> } };
    expect(Object.fromEntries(MOCK_EVENT_TYPES.map((t) => [t, EVENT_OBJECT_TYPES[t]]))).toEqual(contract["x-events"].types);
    expect(MOCK_EVENT_TYPES).toHaveLength(55);
    expect(new Set(Object.values(EVENT_OBJECT_TYPES))).toEqual(
      new Set(["identity_documents_required", "identity_summary_status_change", "identity_kyc_refresh", "orchestration_status_change", "transfer_status_change"]),
    );
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
  it("a sandbox crypto deposit is pending then completed; a dollar one is a wire deposit, announced too", async () => {
    const profile = api.store.ids.profileIds[1]!;
    const { activity_id } = (await handle(api, "POST", `/sandbox/profiles/${profile}/deposit`, { body: { asset: "BTC", amount: "0.25", crypto_network: "BITCOIN" } })).body;
    const dollars = (await handle(api, "POST", `/sandbox/profiles/${profile}/deposit`, { body: { asset: "USD", amount: "10.00" } })).body;
    const crypto_tx_hash = expect.stringMatching(/^[0-9a-f]{64}$/); // a bitcoin hash, seen on chain while pending
    expect(api.store.events.all().map((e) => [e.type, e.object])).toEqual([
      ["transfer.crypto_deposit.pending", { id: activity_id, type: "CRYPTO_DEPOSIT", status: "PENDING", profile_id: profile, crypto_network: "BITCOIN", crypto_tx_hash }],
      ["transfer.crypto_deposit.completed", { id: activity_id, type: "CRYPTO_DEPOSIT", status: "COMPLETED", profile_id: profile, crypto_network: "BITCOIN", crypto_tx_hash }],
      ["transfer.wire_deposit.pending", { id: dollars.activity_id, type: "WIRE_DEPOSIT", status: "PENDING", profile_id: profile }],
      ["transfer.wire_deposit.completed", { id: dollars.activity_id, type: "WIRE_DEPOSIT", status: "COMPLETED", profile_id: profile }],
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
    // A new account is PENDING until Paxos's review approves it; the mock's handle ends that review.
    api.store.reviewFiatAccount(account.id, "APPROVED");
    const withdrawal = await handle(api, "POST", "/transfer/fiat-withdrawals", { body: { profile_id: profile, fiat_account_id: account.id, asset: "USD", amount: "20.00" } });
    expect(withdrawal.status).toBe(200);
    expect(api.store.events.all().slice(2).map((e) => [e.type, e.object.id, e.object.type])).toEqual([
      ["transfer.act_withdrawal.pending", withdrawal.body.id, "ACT_WITHDRAWAL"],
      ["transfer.act_withdrawal.completed", withdrawal.body.id, "ACT_WITHDRAWAL"],
    ]);
  });
});

describe("fiat transfers on the mock clock", () => {
  const SECONDS = 60;
  let profile: string;
  beforeEach(() => {
    api = createMockApi({ seed: 11, fiatSettlementSeconds: SECONDS });
    profile = api.store.ids.profileIds[1]!;
  });
  const usd = () => api.store.ledger.available(profile, "USD");
  const transfer = async (id: string) => (await handle(api, "GET", `/transfer/transfers/${id}`)).body;
  /** A new fiat account, approved (a withdrawal goes only to an APPROVED one; the mock's handle ends the review). */
  const fiatAccount = async () => {
    const account = (await handle(api, "POST", "/transfer/fiat-accounts", { body: { fiat_account_owner: { person_details: { first_name: "Ada", last_name: "Lovelace" } }, fiat_network_instructions: SANDBOX_WIRE } })).body;
    return api.store.reviewFiatAccount(account.id, "APPROVED");
  };

  it("a sandbox wire deposit is pending until it settles a minute later, then completed and credited", async () => {
    const instructions = (await handle(api, "POST", "/transfer/fiat-deposit-instructions", { body: { profile_id: profile, fiat_network: "WIRE" } })).body;
    const before = usd();
    expect((await handle(api, "POST", "/sandbox/fiat-deposits", { body: { amount: "125.50", asset: "USD", memo_id: instructions.memo_id, fiat_network_instructions: SANDBOX_WIRE } })).status).toBe(200);
    const [pending] = api.store.events.all();
    expect(pending).toMatchObject({ type: "transfer.wire_deposit.pending", object_type: "transfer_status_change", object: { type: "WIRE_DEPOSIT", status: "PENDING", profile_id: profile, memo: instructions.memo_id } });
    const id = pending!.object.id as string;
    expect(await transfer(id)).toMatchObject({ status: "PENDING", amount: "125.50" });
    expect(usd()).toBe(before); // not credited yet

    api.clock.advance(SECONDS * 1000 - 1);
    await handle(api, "GET", "/events");
    expect(api.store.events.all()).toHaveLength(1);
    api.clock.advance(2);
    const completed = api.store.events.all()[1];
    expect(completed).toMatchObject({ type: "transfer.wire_deposit.completed", object: { id, type: "WIRE_DEPOSIT", status: "COMPLETED", memo: instructions.memo_id } });
    // Recorded when it settled, a minute after the pending one.
    expect(completed!.created_at.slice(0, 19)).toBe("2026-03-01T12:01:00");
    expect(await transfer(id)).toMatchObject({ status: "COMPLETED" });
    expect(usd()).toBe(toDecimal(before).plus("125.50").toFixed(2));
  });

  it("a sandbox deposit against RTP deposit instructions is an RTP_DEPOSIT, announced as transfer.rtp_deposit.*", async () => {
    const instructions = (await handle(api, "POST", "/transfer/fiat-deposit-instructions", { body: { profile_id: profile, fiat_network: "RTP" } })).body;
    expect(instructions.fiat_network_instructions).toHaveProperty("rtp");
    await handle(api, "POST", "/sandbox/fiat-deposits", { body: { amount: "12.34", asset: "USD", memo_id: instructions.memo_id, fiat_network_instructions: SANDBOX_WIRE } });
    api.clock.advance(SECONDS * 1000 + 1);
    const events = api.store.events.all();
    expect(events.map((e) => [e.type, e.object.type, e.object.status])).toEqual([
      ["transfer.rtp_deposit.pending", "RTP_DEPOSIT", "PENDING"],
      ["transfer.rtp_deposit.completed", "RTP_DEPOSIT", "COMPLETED"],
    ]);
    expect(await transfer(events[0]!.object.id as string)).toMatchObject({ type: "RTP_DEPOSIT", status: "COMPLETED", amount: "12.34" });
  });

  it("a fiat withdrawal takes the amount at once and completes a minute later; one whose bank account is deleted meanwhile fails and gives it back", async () => {
    api.store.ledger.apply([{ profileId: profile, asset: "USD", delta: "500.00" }]);
    const start = usd();
    const account = await fiatAccount();
    const ok = (await handle(api, "POST", "/transfer/fiat-withdrawals", { body: { profile_id: profile, fiat_account_id: account.id, asset: "USD", amount: "100.00", ref_id: "wd-ok" } })).body;
    expect(ok).toMatchObject({ status: "PENDING", type: "WIRE_WITHDRAWAL" });
    const doomedAccount = await fiatAccount();
    const doomed = (await handle(api, "POST", "/transfer/fiat-withdrawals", { body: { profile_id: profile, fiat_account_id: doomedAccount.id, asset: "USD", amount: "40.00" } })).body;
    expect(api.store.ledger.available(profile, "USD")).not.toBe(start);
    await handle(api, "DELETE", `/transfer/fiat-accounts/${doomedAccount.id}`);

    api.clock.advance(SECONDS * 1000 + 1);
    expect(api.store.events.all().map((e) => [e.type, e.object.id, e.object.status])).toEqual([
      ["transfer.wire_withdrawal.pending", ok.id, "PENDING"],
      ["transfer.wire_withdrawal.pending", doomed.id, "PENDING"],
      ["transfer.wire_withdrawal.completed", ok.id, "COMPLETED"],
      ["transfer.wire_withdrawal.failed", doomed.id, "FAILED"],
    ]);
    expect(api.store.events.all()[2]!.object).toMatchObject({ ref_id: "wd-ok", profile_id: profile });
    expect([(await transfer(ok.id)).status, (await transfer(doomed.id)).status]).toEqual(["COMPLETED", "FAILED"]);
    // Only the completed one left the balance.
    expect(usd()).toBe(toDecimal(start).minus("100.00").toFixed(2));
  });

  it("an orchestration paying out to a bank account deleted before delivery fails and returns the source amount", async () => {
    api.store.ledger.apply([{ profileId: profile, asset: "USD", delta: "300.00" }]);
    const start = usd();
    const account = await fiatAccount();
    const created = (
      await handle(api, "POST", "/orchestration/orchestrations", {
        body: { source_asset: "USD", destination_asset: "USD", source_amount: "75.00", source: { profile: { profile_id: profile } }, destination: { fiat: { bank_account_id: account.id } } },
      })
    ).body;
    expect(usd()).not.toBe(start);
    await handle(api, "DELETE", `/transfer/fiat-accounts/${account.id}`);
    api.clock.advance(ORCHESTRATION_DELIVERY_SECONDS * 1000 + 1);
    expect(api.store.events.all().map((e) => [e.type, e.object])).toEqual([
      ["orchestration.processing", { id: created.id, ref_id: `orchestration_id.${created.id}`, status: "PROCESSING" }],
      ["orchestration.failed", { id: created.id, ref_id: `orchestration_id.${created.id}`, status: "FAILED" }],
    ]);
    expect((await handle(api, "GET", `/orchestration/orchestrations/${created.id}`)).body).toMatchObject({ status: "FAILED", destination_transfer: { status: "FAILED" } });
    expect(usd()).toBe(start);
  });

  it("refuses a negative settlement time, naming the option", () => {
    expect(() => createMockApi({ fiatSettlementSeconds: -1 })).toThrow(/fiatSettlementSeconds/);
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
