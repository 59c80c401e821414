/**
 * The mock checks what a request names as the service does, through the public SDK over real HTTP: a
 * record the path or the body names that the mock does not have is a NotFoundError naming the field (an
 * order for an unknown profile, a withdrawal attributed to an unknown identity, an account for an unknown
 * identity …; an unknown profile also names the rule `unknownProfile`, on every route), an asset or
 * market it does not know a BadRequestError (`unknownAsset`, `unknownMarket`),
 * and nothing moves. The same calls with the ids the mock seeded (read first, as a user would) succeed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APIError, BadRequestError, NotFoundError, type Paxos } from "../../src/index";
import type { MockServer } from "../../src/mock/index";
import { client, startMock } from "./support";
import { SANDBOX_WIRE } from "../support/sandbox-wire";

let mock: MockServer;
let paxos: Paxos;
/** Ids read from the mock, as a user reads them before writing. */
let profile: string;
let other: string;
let identity: string;
let account: string;
/** A crypto deposit of the seeded identity, held for travel-rule details (as the sandbox holds one for a test). */
let held: string;

beforeAll(async () => {
  mock = await startMock({ sizes: { depositAddresses: 20, payments: 5, identityAccounts: 10, fiatAccounts: 2 } });
  paxos = client(mock);
  const profiles = (await paxos.profiles.list({})).items;
  [profile, other] = [profiles[1]!.id, profiles[2]!.id];
  // The accounts the seeded records name exist, each with its identity.
  const first = (await paxos.identity.listAccounts({ limit: 1 }, { prefetch: false }).toArray({ limit: 1 }))[0]!;
  [identity, account] = [first.identity_id!, first.id!];
  await paxos.sandbox.createDeposit(profile, { asset: "ETH", amount: "10" });
  await paxos.sandbox.createDeposit(profile, { asset: "USD", amount: "1000.00" });
  held = mock.api.store.holdCryptoDeposit({ identity_id: identity, profile_id: profile, asset: "ETH", amount: "0.1", crypto_network: "ETHEREUM", destination_address: address }).id;
});

afterAll(async () => {
  await mock.close();
});

const unknown = () => crypto.randomUUID();

const address = `0x${"ab".repeat(20)}`;

/** The refusal of `call`: its class, status and the field its problem names (and rule, when given). */
async function refusal(call: () => Promise<unknown>): Promise<APIError> {
  const error = await call().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(APIError);
  return error as APIError;
}

/** What the mock holds that a refused call must leave alone: every balance of the profile, and the transfer count. */
async function snapshot() {
  const balances = (await paxos.profiles.listBalances(profile, {})).items;
  return { balances, transfers: mock.api.store.transfers.size };
}

describe("an unknown record in the path or the body is a NotFoundError naming the field", () => {
  it.each<[string, () => Promise<unknown>, string]>([
    ["an order for an unknown profile", () => paxos.orders.create(unknown(), { market: "BTCUSD", side: "BUY", type: "LIMIT", base_amount: "0.01", price: "50000.00" }), "profile_id"],
    ["an order of an unknown profile read by id", () => paxos.orders.get(unknown(), unknown()), "profile_id"],
    ["an order attributed to an unknown identity account", () => paxos.orders.create(profile, { market: "BTCUSD", side: "SELL", type: "LIMIT", base_amount: "0.01", price: "90000.00", identity_account_id: unknown() }), "identity_account_id"],
    ["a crypto withdrawal from an unknown profile", () => paxos.withdrawals.createCrypto({ profile_id: unknown(), asset: "ETH", crypto_network: "ETHEREUM", destination_address: address, amount: "0.5" }), "profile_id"],
    ["a crypto withdrawal for an unknown identity", () => paxos.withdrawals.createCrypto({ profile_id: profile, identity_id: unknown(), asset: "ETH", crypto_network: "ETHEREUM", destination_address: address, amount: "0.5" }), "identity_id"],
    ["a crypto withdrawal for an unknown account", () => paxos.withdrawals.createCrypto({ profile_id: profile, account_id: unknown(), asset: "ETH", crypto_network: "ETHEREUM", destination_address: address, amount: "0.5" }), "account_id"],
    ["an identity account for an unknown identity", () => paxos.identity.createAccount({ account: { identity_id: unknown() } }), "account.identity_id"],
    ["an internal transfer to an unknown account", () => paxos.transfers.createInternal({ from_profile_id: profile, to_profile_id: other, asset: "USD", amount: "1.00", to_account_id: unknown() }), "to_account_id"],
    ["a deposit address for an unknown account", () => paxos.depositAddresses.create({ profile_id: profile, crypto_network: "ETHEREUM", account_id: unknown() }), "account_id"],
    ["deposit instructions for an unknown identity", () => paxos.fiatDepositInstructions.create({ profile_id: profile, fiat_network: "WIRE", identity_id: unknown() }), "identity_id"],
    ["an address-book entry of an unknown identity", () => paxos.cryptoDestinationAddresses.upsert({ crypto_network: "ETHEREUM", address, identity_id: unknown() }), "identity_id"],
    ["a fiat account of an unknown identity", () => paxos.fiatAccounts.create({ fiat_account_owner: { person_details: { first_name: "Ada", last_name: "Lovelace" } }, fiat_network_instructions: { wire: SANDBOX_WIRE.wire }, identity_id: unknown() }), "identity_id"],
    ["a stablecoin conversion for an unknown account", () => paxos.stablecoinConversions.create({ profile_id: profile, amount: "1.00", source_asset: "USD", target_asset: "USDG", account_id: unknown() }), "account_id"],
    ["an orchestration rule paying out to an unknown address-book entry", () => paxos.orchestrations.createRule({ profile_id: profile, source_asset: "USDC", destination_asset: "USDG", source: { crypto: { network: "ETHEREUM" } }, destination: { crypto: { crypto_address_id: unknown() } } }), "destination.crypto.crypto_address_id"],
    ["an identity account with a member of an unknown identity", () => paxos.identity.createAccount({ account: { identity_id: identity, members: [{ identity_id: unknown(), roles: ["AUTHORIZED_USER"] }] } }), "account.members[0].identity_id"],
    ["a held crypto deposit acted on by an unknown identity", () => paxos.cryptoDeposits.reject(held, { identity_id: unknown() }), "identity_id"],
    ["a balance in an asset the mock does not know", () => paxos.profiles.getBalance(profile, "ZZZ"), "asset"],
  ])("%s", async (_what, call, field) => {
    const before = await snapshot();
    const error = await refusal(call);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.meta).toMatchObject({ field });
    expect(await snapshot()).toEqual(before);
  });
});

describe("an unknown profile is a NotFoundError naming the field and the rule unknownProfile, whichever route names it", () => {
  it.each<[string, () => Promise<unknown>, string]>([
    ["a profile read by id", () => paxos.profiles.get(unknown()), "profile_id"],
    ["the balances of an unknown profile", () => paxos.profiles.listBalances(unknown()), "profile_id"],
    ["an order for an unknown profile", () => paxos.orders.create(unknown(), { market: "BTCUSD", side: "BUY", type: "LIMIT", base_amount: "0.01", price: "50000.00" }), "profile_id"],
    ["a crypto withdrawal from an unknown profile", () => paxos.withdrawals.createCrypto({ profile_id: unknown(), asset: "ETH", crypto_network: "ETHEREUM", destination_address: address, amount: "0.5" }), "profile_id"],
    ["an internal transfer to an unknown profile", () => paxos.transfers.createInternal({ from_profile_id: profile, to_profile_id: unknown(), asset: "USD", amount: "1.00" }), "to_profile_id"],
    ["a reward address on the PAXOS ledger for an unknown profile", () => paxos.rewards.createAttributionAddress({ address: { ledger: "PAXOS", address: unknown() } }), "address.address"],
    ["an orchestration rule of an unknown profile", () => paxos.orchestrations.createRule({ profile_id: unknown(), source_asset: "USDC", destination_asset: "USDG", source: { crypto: { network: "ETHEREUM" } } }), "profile_id"],
  ])("%s", async (_what, call, field) => {
    const before = await snapshot();
    const error = await refusal(call);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.meta).toEqual({ field, rule: "unknownProfile" });
    expect(await snapshot()).toEqual(before);
  });
});

describe("an asset or market the mock does not know, or the contract does not list, is a BadRequestError", () => {
  it.each<[string, () => Promise<unknown>, string, string]>([
    ["a transfer in an unknown asset", () => paxos.transfers.createInternal({ from_profile_id: profile, to_profile_id: other, asset: "ZZZ", amount: "1.00" }), "asset", "unknownAsset"],
    ["a crypto withdrawal of an unknown asset", () => paxos.withdrawals.createCrypto({ profile_id: profile, asset: "ZZZ", crypto_network: "ETHEREUM", destination_address: address, amount: "0.5" }), "asset", "unknownAsset"],
    ["a sandbox deposit of an unknown asset", () => paxos.sandbox.createDeposit(profile, { asset: "ZZZ", amount: "1" }), "asset", "unknownAsset"],
    ["a withdrawal fee for an unknown asset", () => paxos.withdrawals.createCryptoFee({ asset: "ZZZ", crypto_network: "ETHEREUM", destination_address: address, amount: "0.5" }), "asset", "unknownAsset"],
    ["balances filtered by an unknown asset", () => paxos.profiles.listBalances(profile, { assets: ["ETH", "ZZZ"] }), "assets", "unknownAsset"],
    // A value of an enum the contract does not list: refused before the route looks it up (rule enum).
    ["an orchestration rule from an asset the contract does not list", () => paxos.orchestrations.createRule({ profile_id: profile, source_asset: "ZZZ" as never, destination_asset: "USDG", source: { crypto: { network: "ETHEREUM" } } }), "source_asset", "enum"],
    ["an order in a market the contract does not list", () => paxos.orders.create(profile, { market: "ZZZUSD" as never, side: "SELL", type: "LIMIT", base_amount: "0.01", price: "1.00" }), "market", "enum"],
    ["the order book of a market the contract does not list", () => paxos.market.getOrderBook("ZZZUSD" as never), "market", "enum"],
    ["the recent executions of a market the contract does not list", () => paxos.market.listRecentExecutions("ZZZUSD" as never), "market", "enum"],
  ])("%s", async (_what, call, field, rule) => {
    const before = await snapshot();
    const error = await refusal(call);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.meta).toMatchObject({ field, rule });
    expect(await snapshot()).toEqual(before);
  });
});

describe("the same calls with the ids the mock seeded succeed", () => {
  it("a withdrawal, a transfer and a deposit address attributed to a seeded identity and account", async () => {
    const withdrawal = await paxos.withdrawals.createCrypto({ profile_id: profile, identity_id: identity, account_id: account, asset: "ETH", crypto_network: "ETHEREUM", destination_address: address, amount: "0.05" });
    expect(withdrawal).toMatchObject({ identity_id: identity, account_id: account, status: "COMPLETED" });
    const transfer = await paxos.transfers.createInternal({ from_profile_id: profile, to_profile_id: other, asset: "USD", amount: "1.00", to_identity_id: identity, to_account_id: account });
    expect(transfer).toMatchObject({ profile_id: profile, amount: "1.00" });
    const created = await paxos.depositAddresses.create({ profile_id: profile, crypto_network: "ETHEREUM", identity_id: identity, account_id: account });
    expect(created).toMatchObject({ identity_id: identity, account_id: account });
    expect(await paxos.identity.createAccount({ account: { identity_id: identity } })).toMatchObject({ identity_id: identity });
  });

  it("every account a seeded deposit address names can be read", async () => {
    const named = new Set(mock.api.store.ids.accountIds);
    for (const id of named) expect((await paxos.identity.getAccount(id)).id).toBe(id);
  });
});
