/**
 * Workflow 3, profiles and balances, over real HTTP: create a profile, sandbox-deposit crypto into it,
 * read its balances (exact decimal strings), and deactivate it — refused while it holds funds.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { ConflictError, NotFoundError, type Paxos } from "../../../src/index";
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
