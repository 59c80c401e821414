/**
 * Crypto deposits held for travel-rule details: seeded and listed as transfers, credited only when the
 * identity that received them supplies the originator's name, failed when it rejects them; any other
 * transition (a repeat, a completed deposit) is 409, another identity 403, an unknown id 404.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { Decimal } from "../../src/decimal";
import { createMockApi, type MockApi } from "../../src/mock/index";
import { mockState } from "../../src/mock/api";
import { INFO_REQUESTED, SEEDED_HELD_DEPOSITS } from "../../src/mock/domain/crypto-deposits";
import type { TransferRecord } from "../../src/mock/domain/transfers";
import { handle } from "./helpers";

let api: MockApi;
let identity: string;
let profile: string;
beforeEach(() => {
  api = createMockApi({ seed: 5 });
  identity = api.store.ids.identityIds[0]!;
  profile = api.store.ids.profileIds[0]!;
});
const eth = () => new Decimal(api.store.ledger.available(profile, "ETH")).toFixed();
const hold = (amount = "0.75") =>
  api.store.holdCryptoDeposit({ identity_id: identity, profile_id: profile, asset: "ETH", amount, crypto_network: "ETHEREUM", destination_address: `0x${"12".repeat(20)}` });
const reject = (id: string, identityId = identity) => handle(api, "POST", `/transfer/crypto-deposits/${id}/reject`, { body: { identity_id: identityId } });
const update = (id: string, info: object = { individual_info: { first_name: "Ada", last_name: "Lovelace" } }, identityId = identity) =>
  handle(api, "POST", `/transfer/crypto-deposits/${id}/update`, { body: { identity_id: identityId, originator_address_info: info } });
const transfer = async (id: string) => (await handle(api, "GET", `/transfer/transfers/${id}`)).body as TransferRecord;

describe("held crypto deposits", () => {
  it("a fresh mock has a few held deposits, listed with their travel-rule status; each can be released by its identity", async () => {
    const { body } = await handle(api, "GET", "/transfer/transfers", { query: { type: ["CRYPTO_DEPOSIT"], statuses: ["PENDING"] } });
    expect(body.items).toHaveLength(SEEDED_HELD_DEPOSITS);
    for (const deposit of body.items as TransferRecord[]) {
      expect(deposit.secondary_status).toMatchObject({ name: INFO_REQUESTED });
      expect((await update(deposit.id, { institution_info: { institution_name: "Example Exchange" } }, deposit.identity_id)).status).toBe(200);
      expect(new Decimal(api.store.ledger.available(deposit.profile_id, deposit.asset)).eq(deposit.amount)).toBe(true);
    }
    // Deterministic: another mock with the same seed holds the same deposits.
    expect((await handle(createMockApi({ seed: 5 }), "GET", "/transfer/transfers", { query: { type: ["CRYPTO_DEPOSIT"] } })).body.items.map((t: TransferRecord) => t.id)).toEqual(body.items.map((t: TransferRecord) => t.id));
  });

  it("update credits the profile once and completes the deposit; a repeat is 409 and credits nothing", async () => {
    const deposit = hold("0.75");
    expect(eth()).toBe("0");
    expect(await update(deposit.id)).toMatchObject({ status: 200, body: {} });
    expect(eth()).toBe("0.75");
    const done = await transfer(deposit.id);
    expect(done.status).toBe("COMPLETED");
    expect(done).not.toHaveProperty("secondary_status");
    const again = await update(deposit.id);
    expect(again.status).toBe(409);
    expect(again.body.meta).toMatchObject({ rule: "illegalTransition", field: "id", status: "COMPLETED" });
    expect((await reject(deposit.id)).status).toBe(409);
    expect(eth()).toBe("0.75");
    // Held: pending; released: completed (once). Each a transfer_status_change naming the deposit.
    const events = (await handle(api, "GET", "/events")).body.events as { type: string; object: { id: string; status: string } }[];
    expect(events.map((e) => [e.type, e.object.id, e.object.status])).toEqual([
      ["transfer.crypto_deposit.pending", deposit.id, "PENDING"],
      ["transfer.crypto_deposit.completed", deposit.id, "COMPLETED"],
    ]);
  });

  it("reject fails the deposit without crediting it; then neither decision applies", async () => {
    const deposit = hold();
    expect(await reject(deposit.id)).toMatchObject({ status: 200, body: {} });
    expect(await transfer(deposit.id)).toMatchObject({ status: "FAILED", secondary_status: { name: "CUSTOMER_REJECTED" } });
    expect(eth()).toBe("0");
    expect((await reject(deposit.id)).status).toBe(409);
    expect((await update(deposit.id)).status).toBe(409);
    expect(api.store.events.all().map((e) => e.type)).toEqual(["transfer.crypto_deposit.pending", "transfer.crypto_deposit.failed"]);
  });

  it("refuses another identity (403), an unknown or non-deposit id (404), a bad id (400) and an update without a name (400)", async () => {
    const deposit = hold();
    const other = await reject(deposit.id, api.store.ids.identityIds[1]!);
    expect(other.status).toBe(403);
    expect(other.body.meta).toMatchObject({ field: "identity_id" });
    const unknown = await update("00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.body.meta).toMatchObject({ field: "id" });
    const withdrawal = mockState(api).addTransfer({ profile_id: profile, amount: "1", asset: "ETH", direction: "DEBIT", type: "CRYPTO_WITHDRAWAL", status: "COMPLETED", identity_id: identity });
    expect((await reject(withdrawal.id)).status).toBe(404);
    expect((await reject("not-a-uuid")).status).toBe(400);
    const nameless = await update(deposit.id, { first_name: "Ada" });
    expect(nameless.status).toBe(400);
    expect(nameless.body.meta).toMatchObject({ field: "originator_address_info" });
    expect((await update(deposit.id, { first_name: "Ada", last_name: "Lovelace" })).status).toBe(200);
  });
});
