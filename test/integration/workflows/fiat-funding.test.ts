/**
 * Workflow 1, fiat funding, over real HTTP: a fiat account, deposit instructions and their memo id, a
 * sandbox wire against that memo crediting the profile's USD (and listed in transfers), a withdrawal
 * debiting it, and a withdrawal beyond the balance refused without moving anything.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { ConflictError, NotFoundError, type Paxos } from "../../../src/index";
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

  const instructions = await paxos.fiatDepositInstructions.create({ profile_id: profile.id, fiat_network: "WIRE", ref_id: "di-1" });
  expect(instructions).toMatchObject({ profile_id: profile.id, status: "VALID" });
  expect(instructions.memo_id).toMatch(/^[0-9A-F]{10}$/);
  expect(await paxos.fiatDepositInstructions.get(instructions.id)).toEqual(instructions);

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
  expect(refused).toBeInstanceOf(ConflictError);
  expect((refused as ConflictError).meta).toMatchObject({ rule: "insufficientFunds", field: "amount", available: "750.05" });
  expect(await usd(profile.id)).toBe("750.05");

  // The whole balance can leave, to the cent.
  await paxos.withdrawals.createFiat({ profile_id: profile.id, fiat_account_id: account.id, asset: "USD", total: "750.05" });
  expect(await usd(profile.id)).toBe("0.00");
  const first = await paxos.transfers.list({ profile_ids: [profile.id], limit: 2 });
  expect(first.items.map((t) => t.type)).toEqual(["WIRE_WITHDRAWAL", "WIRE_WITHDRAWAL"]);
  const rest = await first.getNextPage();
  expect(rest.items.map((t) => [t.type, t.amount])).toEqual([["WIRE_DEPOSIT", "0.20"], ["WIRE_DEPOSIT", "1000.10"]]);
  expect(rest.nextPageCursor).toBeNull();
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
