/**
 * Workflow 1, fiat funding, over real HTTP: a fiat account (listed, masked; withdrawals wait for its
 * review to approve it), deposit instructions and
 * their memo id (listed), a sandbox wire against that memo crediting the profile's USD (and listed in
 * transfers), a withdrawal debiting it, a withdrawal beyond the balance refused without moving anything,
 * and the fiat account deleted at the end (no longer listed or found, and no withdrawal can reach it).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { BadRequestError, ConflictError, NotFoundError, PermissionDeniedError, type Paxos } from "../../../src/index";
import type { MockServer } from "../../../src/mock/index";
import { SANDBOX_WIRE } from "../../support/sandbox-wire";
import { workflowMock } from "./support";

let mock: MockServer;
let paxos: Paxos;
beforeAll(async () => ({ mock, paxos } = await workflowMock()));
afterAll(() => mock.close());

const usd = async (profileId: string) => (await paxos.profiles.getBalance(profileId, "USD")).available;

it("funds a profile by wire, withdraws to a fiat account, and refuses more than the balance", async () => {
  const profile = await paxos.profiles.create({ nickname: "Treasury" });
  const account = await paxos.fiatAccounts.create({ ref_id: "bank-1", fiat_account_owner: { person_details: { first_name: "Ada", last_name: "Lovelace" } }, fiat_network_instructions: SANDBOX_WIRE });
  expect(account.status).toBe("PENDING");
  expect(await paxos.fiatAccounts.get(account.id)).toEqual(account);
  // The list shows it first (newest first), abbreviated: no owner names or addresses, the number masked.
  const listed = await paxos.fiatAccounts.list({ limit: 1 });
  expect(listed.items[0]).toMatchObject({ id: account.id, ref_id: "bank-1", status: "PENDING", fiat_account_owner: { person_details: null } });
  expect(listed.items[0]!.fiat_network_instructions.wire).toMatchObject({
    account_number: `XXXX${SANDBOX_WIRE.wire.account_number.slice(-4)}`,
    fiat_account_owner_address: null,
    routing_details: { bank_name: SANDBOX_WIRE.wire.routing_details.bank_name, bank_address: null },
  });
  expect(listed.nextPageCursor).not.toBeNull();
  expect((await paxos.fiatAccounts.list({ ref_ids: ["bank-1"] })).items.map((a) => a.id)).toEqual([account.id]);
  // Paxos reviews a new bank account before money may go to it (a withdrawal to it now is 400); in the
  // mock, its handle ends the review, and the account reads APPROVED as Paxos's guide says to check.
  const early = await paxos.withdrawals.createFiat({ profile_id: profile.id, fiat_account_id: account.id, asset: "USD", amount: "1.00" }).catch((e: unknown) => e);
  expect(early).toBeInstanceOf(BadRequestError);
  expect((early as BadRequestError).meta).toMatchObject({ field: "fiat_account_id", status: "PENDING" });
  mock.api.store.reviewFiatAccount(account.id, "APPROVED");
  const approved = await paxos.fiatAccounts.get(account.id);
  expect(approved).toMatchObject({ id: account.id, status: "APPROVED" });

  const instructions = await paxos.fiatDepositInstructions.create({ profile_id: profile.id, fiat_network: "WIRE", ref_id: "di-1" });
  expect(instructions).toMatchObject({ profile_id: profile.id, status: "VALID" });
  expect(instructions.memo_id).toMatch(/^[0-9A-F]{10}$/);
  expect(await paxos.fiatDepositInstructions.get(instructions.id)).toEqual(instructions);
  const other = await paxos.fiatDepositInstructions.create({ profile_id: profile.id, fiat_network: "WIRE", ref_id: "di-2" });
  expect((await paxos.fiatDepositInstructions.list()).items).toEqual([other, instructions]);
  expect((await paxos.fiatDepositInstructions.list({ ref_ids: ["di-1"] })).items).toEqual([instructions]);
  const oldestFirst = await paxos.fiatDepositInstructions.list({ order: "ASC", limit: 1 });
  expect(oldestFirst.items).toEqual([instructions]);
  expect((await oldestFirst.getNextPage()).items).toEqual([other]);

  await paxos.sandbox.createFiatDeposit({ amount: "1000.10", asset: "USD", memo_id: instructions.memo_id, fiat_network_instructions: SANDBOX_WIRE });
  await paxos.sandbox.createFiatDeposit({ amount: "0.20", asset: "USD", memo_id: instructions.memo_id, fiat_network_instructions: SANDBOX_WIRE });
  // 1000.10 + 0.20 exactly (a float sum would print 1000.3000000000001).
  expect(await usd(profile.id)).toBe("1000.30");

  const deposits = await paxos.transfers.list({ profile_ids: [profile.id], type: ["WIRE_DEPOSIT"] });
  expect(deposits.items.map((t) => [t.amount, t.direction, t.status, t.memo])).toEqual([
    ["0.20", "CREDIT", "COMPLETED", instructions.memo_id],
    ["1000.10", "CREDIT", "COMPLETED", instructions.memo_id],
  ]);

  const withdrawal = await paxos.withdrawals.createFiat({ ref_id: "wd-1", profile_id: profile.id, fiat_account_id: account.id, asset: "USD", amount: "250.25" });
  expect(withdrawal).toMatchObject({ type: "WIRE_WITHDRAWAL", direction: "DEBIT", amount: "250.25", fiat_account_id: account.id, status: "COMPLETED" });
  expect(await usd(profile.id)).toBe("750.05");
  expect(await paxos.transfers.get(withdrawal.id)).toEqual(withdrawal);

  const refused = await paxos.withdrawals.createFiat({ profile_id: profile.id, fiat_account_id: account.id, asset: "USD", amount: "750.06" }).catch((e: unknown) => e);
  // 403, as the contract says for insufficient funds.
  expect(refused).toBeInstanceOf(PermissionDeniedError);
  expect((refused as PermissionDeniedError).meta).toMatchObject({ rule: "insufficientFunds", field: "amount", available: "750.05" });
  expect(await usd(profile.id)).toBe("750.05");

  // The whole balance can leave, to the cent.
  await paxos.withdrawals.createFiat({ profile_id: profile.id, fiat_account_id: account.id, asset: "USD", total: "750.05" });
  expect(await usd(profile.id)).toBe("0.00");
  const first = await paxos.transfers.list({ profile_ids: [profile.id], limit: 2 });
  expect(first.items.map((t) => t.type)).toEqual(["WIRE_WITHDRAWAL", "WIRE_WITHDRAWAL"]);
  const rest = await first.getNextPage();
  expect(rest.items.map((t) => [t.type, t.amount])).toEqual([["WIRE_DEPOSIT", "0.20"], ["WIRE_DEPOSIT", "1000.10"]]);
  expect(rest.nextPageCursor).toBeNull();

  // Deleted at the end: gone from get and the list (both find it with include_deleted), and closed to withdrawals.
  expect(await paxos.fiatAccounts.delete(account.id)).toEqual({});
  await expect(paxos.fiatAccounts.get(account.id)).rejects.toBeInstanceOf(NotFoundError);
  expect(await paxos.fiatAccounts.get(account.id, { include_deleted: true })).toEqual(approved);
  expect((await paxos.fiatAccounts.list({ ids: [account.id] })).items).toEqual([]);
  expect((await paxos.fiatAccounts.list({ ids: [account.id], include_deleted: true })).items.map((a) => a.id)).toEqual([account.id]);
  await paxos.sandbox.createDeposit(profile.id, { asset: "USD", amount: "10" });
  const closed = await paxos.withdrawals.createFiat({ profile_id: profile.id, fiat_account_id: account.id, asset: "USD", amount: "1.00" }).catch((e: unknown) => e);
  expect(closed).toBeInstanceOf(NotFoundError);
  expect((closed as NotFoundError).meta).toMatchObject({ field: "fiat_account_id" });
  // A second delete finds nothing to delete.
  await expect(paxos.fiatAccounts.delete(account.id)).rejects.toBeInstanceOf(NotFoundError);
});

it("refuses a withdrawal to an unknown fiat account, and a repeated ref_id", async () => {
  const profile = await paxos.profiles.create({ nickname: "Ops" });
  const missing = await paxos.withdrawals.createFiat({ profile_id: profile.id, fiat_account_id: "00000000-0000-4000-8000-000000000000", asset: "USD", amount: "1.00" }).catch((e: unknown) => e);
  expect(missing).toBeInstanceOf(NotFoundError);
  expect((missing as NotFoundError).meta).toMatchObject({ field: "fiat_account_id" });
  const account = await paxos.fiatAccounts.create({ fiat_account_owner: { institution_details: { name: "Ops LLC" } }, fiat_network_instructions: SANDBOX_WIRE });
  await paxos.sandbox.createDeposit(profile.id, { asset: "USD", amount: "5" });
  const repeat = await paxos.withdrawals.createFiat({ ref_id: "wd-1", profile_id: profile.id, fiat_account_id: account.id, asset: "USD", amount: "1.00" }).catch((e: unknown) => e);
  expect(repeat).toBeInstanceOf(ConflictError);
  expect((repeat as ConflictError).meta).toMatchObject({ rule: "idempotency", field: "ref_id" });
  expect((await paxos.profiles.getBalance(profile.id, "USD")).available).toBe("5.00");
});
