/**
 * Values today's document adds, used through the SDK over real HTTP: a crypto withdrawal on a network
 * added since 2025 (AVALANCHE) is sent and recorded; a fiat account with RTP instructions is created and
 * read back; orchestration rules come back from today's `items` field; markets carry their status.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Paxos } from "../../../src/index";
import type { MockServer } from "../../../src/mock/index";
import { collect } from "../support";
import { workflowMock } from "./support";

let mock: MockServer;
let paxos: Paxos;
beforeAll(async () => ({ mock, paxos } = await workflowMock()));
afterAll(() => mock.close());

it("sends a crypto withdrawal on AVALANCHE", async () => {
  const profile = await paxos.profiles.create({ nickname: "Avalanche" });
  await paxos.sandbox.createDeposit(profile.id, { asset: "USDG", amount: "50" });
  const withdrawal = await paxos.withdrawals.createCrypto({ profile_id: profile.id, asset: "USDG", amount: "20", crypto_network: "AVALANCHE", destination_address: `0x${"a7".repeat(20)}` });
  expect(withdrawal).toMatchObject({ crypto_network: "AVALANCHE", type: "CRYPTO_WITHDRAWAL", amount: "20" });
  expect(mock.api.store.ledger.available(profile.id, "USDG")).toBe("30.00");
});

it("creates a fiat account paid over RTP and reads it back", async () => {
  const rtp = { account_number: "123456789", routing_details: { routing_number: "021000021", bank_name: "Example Bank" } };
  const account = await paxos.fiatAccounts.create({ fiat_account_owner: { person_details: { first_name: "Ada", last_name: "Lovelace" } }, fiat_network_instructions: { rtp } });
  expect(account.fiat_network_instructions?.rtp).toMatchObject(rtp);
  expect((await paxos.fiatAccounts.get(account.id)).fiat_network_instructions?.rtp).toMatchObject(rtp);
});

it("lists orchestration rules from today's items field, and markets with their status", async () => {
  const profile = await paxos.profiles.create({ nickname: "Rules" });
  const made = await paxos.orchestrations.createRule({ profile_id: profile.id, source_asset: "USDC", destination_asset: "USDG", source: { crypto: { network: "ETHEREUM" } }, ref_id: "today-rule" });
  expect((await collect(paxos.orchestrations.listRules({ profile_id: profile.id }))).map((r) => r.id)).toEqual([made.rule!.id]);
  const { markets } = await paxos.market.listMarkets();
  expect(markets![0]!.market_status).toMatchObject({ buy_status: "AVAILABLE", sell_status: "AVAILABLE" });
});
