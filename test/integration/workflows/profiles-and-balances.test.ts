/**
 * Workflow 3, profiles and balances, over real HTTP: create and rename a profile, sandbox-deposit crypto
 * into it, read its balances (exact decimal strings), and deactivate it — refused while it holds funds.
 * Then money moving: a deposit address for the profile (in the list at once), internal and Paxos
 * transfers between profiles and a crypto withdrawal, each moving balances exactly, refused beyond the
 * balance, safe to retry by its ref_id, and listed in transfers.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { ConflictError, NotFoundError, PermissionDeniedError, type Paxos } from "../../../src/index";
import type { MockServer } from "../../../src/mock/index";
import { workflowMock } from "./support";

let mock: MockServer;
let paxos: Paxos;
beforeAll(async () => ({ mock, paxos } = await workflowMock()));
afterAll(() => mock.close());

it("creates a profile, credits it crypto, reads its balances and deactivates it once empty", async () => {
  const profile = await paxos.profiles.create({ nickname: "Trading desk", description: "BTC and ETH" });
  expect(profile).toMatchObject({ nickname: "Trading desk", type: "NORMAL", description: "BTC and ETH" });
  expect(await paxos.profiles.get(profile.id)).toEqual(profile);
  expect((await paxos.profiles.list({ nickname: "Trading desk" })).items).toEqual([profile]);
  const renamed = await paxos.profiles.update(profile.id, { nickname: "Crypto desk" });
  expect(renamed).toEqual({ ...profile, nickname: "Crypto desk" });
  expect(await paxos.profiles.get(profile.id)).toEqual(renamed);
  expect((await paxos.profiles.list({ nickname: "crypto" })).items).toEqual([renamed]);
  expect((await paxos.profiles.listBalances(profile.id)).items).toEqual([]);

  const first = await paxos.sandbox.createDeposit(profile.id, { asset: "BTC", amount: "0.12345678", crypto_network: "BITCOIN" });
  await paxos.sandbox.createDeposit(profile.id, { asset: "BTC", amount: "0.00000001", crypto_network: "BITCOIN" });
  await paxos.sandbox.createDeposit(profile.id, { asset: "ETH", amount: "0.1", crypto_network: "ETHEREUM" });
  await paxos.sandbox.createDeposit(profile.id, { asset: "ETH", amount: "0.2", crypto_network: "ETHEREUM" });

  const balances = await paxos.profiles.listBalances(profile.id);
  // 0.1 + 0.2 is 0.3 here, not 0.30000000000000004.
  expect(balances.items).toEqual([
    { asset: "BTC", available: "0.12345679", trading: "0.12345679" },
    { asset: "ETH", available: "0.30000000", trading: "0.30000000" },
  ]);
  expect(await paxos.profiles.getBalance(profile.id, "BTC")).toEqual(balances.items?.[0]);
  expect((await paxos.profiles.listBalances(profile.id, { assets: ["ETH", "USDG"] })).items?.map((b) => [b.asset, b.available])).toEqual([
    ["ETH", "0.30000000"],
    ["USDG", "0.00"],
  ]);

  const credit = await paxos.transfers.get(first.activity_id!);
  expect(credit).toMatchObject({ type: "CRYPTO_DEPOSIT", direction: "CREDIT", asset: "BTC", amount: "0.12345678", crypto_network: "BITCOIN", status: "COMPLETED" });
  expect((await paxos.transfers.list({ profile_ids: [profile.id], type: ["CRYPTO_DEPOSIT"] })).items).toHaveLength(4);

  const refused = await paxos.profiles.deactivate(profile.id).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(ConflictError);
  expect((refused as ConflictError).meta).toMatchObject({ rule: "nonZeroBalance", field: "profile_id", asset: "BTC" });

  const empty = await paxos.profiles.create({ nickname: "Spare" });
  expect(await paxos.profiles.deactivate(empty.id)).toEqual({});
  expect(await paxos.profiles.deactivate(empty.id)).toEqual({});
  await expect(paxos.profiles.get(empty.id)).rejects.toBeInstanceOf(NotFoundError);
  expect((await paxos.profiles.list({ ids: [empty.id, profile.id] })).items.map((p) => p.id)).toEqual([profile.id]);
  expect(await paxos.profiles.get(empty.id, { include_deactivated: true })).toEqual(empty);
  // Funds wake a deactivated profile up.
  await paxos.sandbox.createDeposit(empty.id, { asset: "USD", amount: "1" });
  expect(await paxos.profiles.get(empty.id)).toEqual(empty);
});

it("refuses to deactivate the DEFAULT profile, and checks requests against the contract", async () => {
  const def = await paxos.profiles.get("default");
  expect(def.type).toBe("DEFAULT");
  const refused = await paxos.profiles.deactivate(def.id).catch((e: unknown) => e);
  expect((refused as ConflictError).meta).toMatchObject({ rule: "defaultProfile" });
  // A request the SDK would refuse, sent raw: the mock refuses it the same way (field and rule).
  const t = mock.api.oauth.issue(mock.clientId).access_token;
  const res = await fetch(`${mock.baseUrl}/sandbox/profiles/${def.id}/deposit`, {
    method: "POST",
    headers: { authorization: `Bearer ${t}`, "content-type": "application/json" },
    body: JSON.stringify({ asset: "BTC", amount: "-1" }),
  });
  expect(res.status).toBe(400);
  expect(((await res.json()) as { meta: unknown }).meta).toMatchObject({ field: "amount", rule: "pattern" });
  await expect(paxos.profiles.get("00000000-0000-4000-8000-00000000dead")).rejects.toBeInstanceOf(NotFoundError);
});

it("moves money: a deposit address, internal and Paxos transfers, a crypto withdrawal, all exact and listed", async () => {
  const [treasury, desk, partner] = [
    await paxos.profiles.create({ nickname: "Money treasury" }),
    await paxos.profiles.create({ nickname: "Money desk" }),
    await paxos.profiles.create({ nickname: "Money partner" }),
  ];
  const balance = async (id: string, asset: string) => (await paxos.profiles.getBalance(id, asset)).available;

  // Where crypto for the treasury is sent: listed at once, newest first.
  const address = await paxos.depositAddresses.create({ profile_id: treasury.id, crypto_network: "ETHEREUM", ref_id: "treasury-eth" });
  expect(address).toMatchObject({ profile_id: treasury.id, crypto_network: "ETHEREUM", ref_id: "treasury-eth" });
  expect((await paxos.depositAddresses.list({ profile_ids: [treasury.id] })).items).toEqual([address]);
  expect((await paxos.depositAddresses.list({ limit: 1 })).items).toEqual([address]);
  await paxos.sandbox.createDeposit(treasury.id, { asset: "ETH", amount: "0.03", crypto_network: "ETHEREUM", crypto_address: address.address! });
  await paxos.sandbox.createDeposit(treasury.id, { asset: "USD", amount: "1000.10" });

  const internal = await paxos.transfers.createInternal({ ref_id: "fund-desk", from_profile_id: treasury.id, to_profile_id: desk.id, asset: "USD", amount: "250.05" });
  expect(internal).toMatchObject({ type: "INTERNAL_TRANSFER_DEBIT", profile_id: treasury.id, amount: "250.05", status: "COMPLETED" });
  expect([await balance(treasury.id, "USD"), await balance(desk.id, "USD")]).toEqual(["750.05", "250.05"]);
  const paxosTransfer = await paxos.transfers.createPaxos({ from_profile_id: desk.id, to_profile_id: partner.id, asset: "USD", amount: "0.05", recipient_metadata: { invoice: "42" } });
  expect([await balance(desk.id, "USD"), await balance(partner.id, "USD")]).toEqual(["250.00", "0.05"]);

  // The same ref_id again does nothing twice: 409 with the first transfer.
  const repeat = await paxos.transfers.createInternal({ ref_id: "fund-desk", from_profile_id: treasury.id, to_profile_id: desk.id, asset: "USD", amount: "250.05" }).catch((e: unknown) => e);
  expect(repeat).toBeInstanceOf(ConflictError);
  expect((repeat as ConflictError).meta).toMatchObject({ rule: "idempotency", existing: internal });
  // More than the balance: 403 naming the field, nothing moves.
  const broke = await paxos.transfers.createInternal({ from_profile_id: desk.id, to_profile_id: treasury.id, asset: "USD", amount: "250.01" }).catch((e: unknown) => e);
  expect(broke).toBeInstanceOf(PermissionDeniedError);
  expect((broke as PermissionDeniedError).meta).toMatchObject({ rule: "insufficientFunds", field: "amount", available: "250.00" });
  expect(await balance(desk.id, "USD")).toBe("250.00");

  const withdrawal = await paxos.withdrawals.createCrypto({ profile_id: treasury.id, asset: "ETH", crypto_network: "ETHEREUM", destination_address: `0x${"ab".repeat(20)}`, amount: "0.02" });
  expect(withdrawal).toMatchObject({ type: "CRYPTO_WITHDRAWAL", direction: "DEBIT", amount: "0.02", status: "COMPLETED" });
  expect(await balance(treasury.id, "ETH")).toBe("0.01000000");
  const tooMuch = await paxos.withdrawals.createCrypto({ profile_id: treasury.id, asset: "ETH", crypto_network: "ETHEREUM", destination_address: `0x${"ab".repeat(20)}`, total: "0.01000001" }).catch((e: unknown) => e);
  expect((tooMuch as PermissionDeniedError).meta).toMatchObject({ rule: "insufficientFunds", field: "total", available: "0.01000000" });

  const moves = await paxos.transfers.list({ profile_ids: [treasury.id, desk.id, partner.id] });
  expect(moves.items.map((t) => [t.type, t.amount])).toEqual([
    ["CRYPTO_WITHDRAWAL", "0.02"],
    ["PAXOS_TRANSFER_CREDIT", "0.05"],
    ["PAXOS_TRANSFER_DEBIT", "0.05"],
    ["INTERNAL_TRANSFER_CREDIT", "250.05"],
    ["INTERNAL_TRANSFER_DEBIT", "250.05"],
    ["WIRE_DEPOSIT", "1000.10"],
    ["CRYPTO_DEPOSIT", "0.03"],
  ]);
  expect(moves.items[1]).toMatchObject({ profile_id: partner.id, group_id: paxosTransfer.group_id, metadata: { invoice: "42" } });
  expect(await paxos.transfers.get(withdrawal.id!)).toEqual(withdrawal);
});
