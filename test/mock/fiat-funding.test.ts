/**
 * The fiat-funding routes keep state: the fiat-account list shows seeded and created accounts in the
 * abbreviated form (filters, keyset pages), a deleted account leaves get, list, update and withdrawals
 * (and comes back with include_deleted), the deposit-instruction list shows what was created, and a
 * withdrawal beyond the balance is 403 as the contract says.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createMockApi, type MockApi } from "../../src/mock/index";
import { SANDBOX_WIRE } from "../support/sandbox-wire";
import { handle, walkList } from "./helpers";

let api: MockApi;
beforeEach(() => {
  api = createMockApi({ seed: 7 });
});

/** Every item of a list, following next_page_cursor with the same query. */
const walk = (path: string, query: Record<string, string | number | boolean | string[]> = {}) => walkList(api, path, query);

const newAccount = (refId: string) => ({
  ref_id: refId,
  fiat_account_owner: { person_details: { first_name: "Ada", last_name: "Lovelace" } },
  fiat_network_instructions: SANDBOX_WIRE,
});

describe("listFiatAccounts", () => {
  it("lists every account newest first, abbreviated, page by page, and in ASC on request", async () => {
    const seeded = [...api.store.fiatAccounts.values()].sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? -1 : 1) : a.created_at < b.created_at ? -1 : 1));
    const listed = await walk("/transfer/fiat-accounts", { limit: 3 });
    expect(listed.map((a) => a.id)).toEqual(seeded.map((a) => a.id).reverse());
    expect((await walk("/transfer/fiat-accounts", { limit: 7, order: "ASC" })).map((a) => a.id)).toEqual(seeded.map((a) => a.id));

    const full = seeded[0]!;
    const summary = listed.find((a) => a.id === full.id)!;
    expect(summary.fiat_network_instructions.wire.account_number).toBe(`XXXX${full.fiat_network_instructions.wire!.account_number!.slice(-4)}`);
    expect(summary.fiat_network_instructions.wire.fiat_account_owner_address).toBeNull();
    expect(summary.fiat_network_instructions.wire.routing_details.bank_address).toBeNull();
    expect(summary.fiat_network_instructions.wire.routing_details.routing_number).toBe(full.fiat_network_instructions.wire!.routing_details!.routing_number);
    expect(summary.fiat_account_owner).toEqual(full.fiat_account_owner!.person_details ? { person_details: null } : { institution_details: {} });
    expect(summary).toMatchObject({ ref_id: full.ref_id, status: full.status, created_at: full.created_at });
    // The store's record is untouched by the summary.
    expect(api.store.fiatAccounts.get(full.id)!.fiat_network_instructions.wire!.account_number).toHaveLength(12);
  });

  it("shows a created account first, and filters by ids, ref_ids and created_at", async () => {
    const created = (await handle(api, "POST", "/transfer/fiat-accounts", { body: newAccount("mine-1") })).body;
    const first = await handle(api, "GET", "/transfer/fiat-accounts", { query: { limit: 1 } });
    expect(first.body.items.map((a: { id: string }) => a.id)).toEqual([created.id]);
    expect(first.body.next_page_cursor).not.toBe("");

    const some = [...api.store.fiatAccounts.keys()].slice(0, 3);
    expect((await walk("/transfer/fiat-accounts", { ids: some.map((id) => id.toUpperCase()) })).map((a) => a.id).sort()).toEqual([...some].sort());
    expect((await walk("/transfer/fiat-accounts", { ref_ids: ["mine-1", "nobody"] })).map((a) => a.id)).toEqual([created.id]);
    expect((await walk("/transfer/fiat-accounts", { "created_at.gte": created.created_at })).map((a) => a.id)).toEqual([created.id]);
  });

  it("refuses a cursor used with other filters", async () => {
    const first = await handle(api, "GET", "/transfer/fiat-accounts", { query: { limit: 2 } });
    const mismatch = await handle(api, "GET", "/transfer/fiat-accounts", { query: { limit: 2, include_deleted: true, page_cursor: first.body.next_page_cursor } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.meta).toMatchObject({ field: "page_cursor", rule: "cursorMismatch" });
  });
});

describe("deleteFiatAccount", () => {
  it("removes the account from get, list, update and withdrawals; include_deleted still finds it", async () => {
    const account = (await handle(api, "POST", "/transfer/fiat-accounts", { body: newAccount("doomed") })).body;
    const path = `/transfer/fiat-accounts/${account.id}`;
    expect(await handle(api, "DELETE", path)).toMatchObject({ status: 200, body: {} });

    expect((await handle(api, "GET", path)).status).toBe(404);
    expect((await handle(api, "GET", path)).body.meta).toEqual({ field: "id" });
    expect((await handle(api, "GET", path, { query: { include_deleted: true } })).body).toEqual(account);
    expect(await walk("/transfer/fiat-accounts", { ref_ids: ["doomed"] })).toEqual([]);
    expect((await walk("/transfer/fiat-accounts", { ref_ids: ["doomed"], include_deleted: true })).map((a) => a.id)).toEqual([account.id]);
    expect((await walk("/transfer/fiat-accounts", {})).length).toBe(20);
    expect((await handle(api, "PUT", path, { body: { metadata: { k: "v" } } })).status).toBe(404);

    const profile = api.store.ids.profileIds[0]!;
    api.store.ledger.apply([{ profileId: profile, asset: "USD", delta: "10.00" }]);
    const withdrawal = await handle(api, "POST", "/transfer/fiat-withdrawals", { body: { profile_id: profile, fiat_account_id: account.id, asset: "USD", amount: "1.00" } });
    expect(withdrawal.status).toBe(404);
    expect(withdrawal.body.meta).toEqual({ field: "fiat_account_id" });
    expect(api.store.ledger.available(profile, "USD")).toBe("10.00");

    // Deleting again: nothing to delete. An unknown id: 404; a malformed one: 400.
    expect((await handle(api, "DELETE", path)).status).toBe(404);
    expect((await handle(api, "DELETE", `/transfer/fiat-accounts/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await handle(api, "DELETE", "/transfer/fiat-accounts/nope")).body.meta).toMatchObject({ field: "id", rule: "format:uuid" });
    // Paxos documents no fiat-account event: the log records none.
    expect(api.store.events.all()).toEqual([]);
  });
});

describe("listFiatDepositInstructions", () => {
  it("lists the instructions created, newest first, by ids and ref_ids, in keyset pages", async () => {
    expect((await handle(api, "GET", "/transfer/fiat-deposit-instructions")).body).toEqual({ items: [], next_page_cursor: "" });
    const profile = api.store.ids.profileIds[1]!;
    const made = [];
    for (const ref of ["a", "b", "c"]) made.push((await handle(api, "POST", "/transfer/fiat-deposit-instructions", { body: { profile_id: profile, fiat_network: "WIRE", ref_id: ref } })).body);
    expect(await walk("/transfer/fiat-deposit-instructions", { limit: 2 })).toEqual([...made].reverse());
    expect(await walk("/transfer/fiat-deposit-instructions", { order: "ASC", limit: 1 })).toEqual(made);
    expect(await walk("/transfer/fiat-deposit-instructions", { ref_ids: ["b"] })).toEqual([made[1]]);
    expect(await walk("/transfer/fiat-deposit-instructions", { ids: [made[0].id, made[2].id] })).toEqual([made[2], made[0]]);
  });
});

describe("createFiatWithdrawal", () => {
  it("refuses more than the balance with 403 insufficientFunds naming the amount field, moving nothing", async () => {
    const profile = api.store.ids.profileIds[2]!;
    api.store.ledger.apply([{ profileId: profile, asset: "USD", delta: "5.00" }]);
    // The oldest seeded account is always APPROVED (a withdrawal goes only to an approved one).
    const fiat = [...api.store.fiatAccounts.values()][0]!;
    expect(fiat.status).toBe("APPROVED");
    const refused = await handle(api, "POST", "/transfer/fiat-withdrawals", { body: { profile_id: profile, fiat_account_id: fiat.id, asset: "USD", total: "5.01" } });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("content-type")).toBe("application/problem+json");
    expect(refused.body.meta).toMatchObject({ rule: "insufficientFunds", field: "total", available: "5.00" });
    expect(api.store.ledger.available(profile, "USD")).toBe("5.00");
  });
});
