/**
 * The mock is as strict as the service about values, over real HTTP through the public SDK: the SDK sends
 * an enum value its contract does not list (Paxos adds values), the mock refuses it with a 400 naming the
 * field and the value (case and surrounding spaces count), whatever route it reaches, hand-written long
 * ago or generated; an address that cannot be on its network (a malformed one, a bitcoin address on SUI,
 * a broken EIP-55 checksum) is refused the same way; and nothing moves: no record, no balance, no event.
 * The same calls with the listed values and addresses of the network's form succeed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APIError, BadRequestError, type Paxos } from "../../src/index";
import type { MockServer } from "../../src/mock/index";
import { Decimal } from "../../src/decimal";
import { client, startMock } from "./support";

let mock: MockServer;
let paxos: Paxos;
let profile: string;
let other: string;

const EVM_ADDRESS = `0x${"ab".repeat(20)}`;
const SUI_ADDRESS = `0x${"5c".repeat(32)}`;

beforeAll(async () => {
  mock = await startMock({ sizes: { depositAddresses: 5, payments: 5, identityAccounts: 5, fiatAccounts: 2 } });
  paxos = client(mock);
  const profiles = (await paxos.profiles.list({})).items;
  [profile, other] = [profiles[1]!.id, profiles[2]!.id];
  await paxos.sandbox.createDeposit(profile, { asset: "USDC", amount: "100" });
  await paxos.sandbox.createDeposit(profile, { asset: "USD", amount: "1000.00" });
});

afterAll(async () => {
  await mock.close();
});

/** Everything a refused call must leave alone: the profile's balances, and every record and event the mock holds. */
async function snapshot() {
  const { store } = mock.api;
  return {
    balances: (await paxos.profiles.listBalances(profile, {})).items,
    transfers: store.transfers.size,
    settlements: store.settlements.size,
    depositAddresses: store.depositAddresses.size,
    events: store.events.all().length,
  };
}

/** The refusal of `call`, which must be a BadRequestError. */
async function refusal(call: () => PromiseLike<unknown>): Promise<APIError> {
  const error = await Promise.resolve(call()).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BadRequestError);
  return error as APIError;
}

const withdrawal = (crypto_network: string, destination_address: string) =>
  paxos.withdrawals.createCrypto({ profile_id: profile, asset: "USDC", crypto_network: crypto_network as never, destination_address, amount: "1.00" });

const settlement = (direction: string) =>
  paxos.settlement.createTransaction({
    source_profile_id: profile,
    target_profile_id: other,
    legs: [{ direction: direction as never, asset: "USD", amount: "12.50" }],
    settlement_window_end: new Date(Date.parse(mock.api.clock.nowIso()) + 3_600_000).toISOString(),
  });

describe("an enum value the contract does not list is a 400 naming the field and the value, and nothing moves", () => {
  it.each<[string, () => PromiseLike<unknown>, string, string]>([
    ["a crypto withdrawal on AVALANCH (a letter short)", () => withdrawal("AVALANCH", EVM_ADDRESS), "crypto_network", "AVALANCH"],
    ["a crypto withdrawal on avalanche (lower case)", () => withdrawal("avalanche", EVM_ADDRESS), "crypto_network", "avalanche"],
    ['a crypto withdrawal on "SUI " (a trailing space)', () => withdrawal("SUI ", SUI_ADDRESS), "crypto_network", "SUI "],
    ["a settlement leg with direction DELIVERY (a hand-written route of the specification)", () => settlement("DELIVERY"), "legs.0.direction", "DELIVERY"],
    ["a deposit address on a network nobody has", () => paxos.depositAddresses.create({ profile_id: profile, crypto_network: "NOPE" as never }), "crypto_network", "NOPE"],
    ["a list ordered asc (the query)", () => paxos.transfers.list({ order: "asc" as never }), "order", "asc"],
    ["settlement transactions filtered by a lower-case status (an array query parameter)", () => paxos.settlement.listTransactions({ statuses: ["PENDING", "pending"] as never }), "statuses.1", "pending"],
    ["the order book of btcusd (the path)", () => paxos.market.getOrderBook("btcusd" as never), "market", "btcusd"],
  ])("%s", async (_what, call, field, value) => {
    const before = await snapshot();
    const error = await refusal(call);
    expect(error.status).toBe(400);
    expect(error.meta).toMatchObject({ rule: "enum", field, value });
    expect(error.message).toContain(`${field} must be one of `);
    expect(error.message).toContain(`got ${JSON.stringify(value)}`);
    expect(await snapshot()).toEqual(before);
  });

  it("says which listed value a near miss was probably meant to be", async () => {
    expect((await refusal(() => withdrawal("avalanche", EVM_ADDRESS))).message).toContain('(did you mean "AVALANCHE"?)');
    expect((await refusal(() => withdrawal("AVALANCH", EVM_ADDRESS))).message).toContain('(did you mean "AVALANCHE"?)');
    expect((await refusal(() => withdrawal("SUI ", SUI_ADDRESS))).message).toContain('(did you mean "SUI"?)');
    expect((await refusal(() => settlement("DELIVERY"))).message).toContain('(did you mean "DELIVER"?)');
  });
});

describe("an address that cannot be on its network is a 400 naming the field, the value and the network, and nothing moves", () => {
  const BITCOIN_ADDRESS = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";
  it.each<[string, () => PromiseLike<unknown>, string, string, string]>([
    ["a withdrawal to not-an-address on ETHEREUM", () => withdrawal("ETHEREUM", "not-an-address"), "destination_address", "not-an-address", "ETHEREUM"],
    ["a withdrawal to a bitcoin address on SUI", () => withdrawal("SUI", BITCOIN_ADDRESS), "destination_address", BITCOIN_ADDRESS, "SUI"],
    ["a withdrawal to an EIP-55 address with one letter's case changed", () => withdrawal("ETHEREUM", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD"), "destination_address", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", "ETHEREUM"],
    ["a fee quote for an EVM address on SOLANA", () => paxos.withdrawals.createCryptoFee({ asset: "USDC", crypto_network: "SOLANA", destination_address: EVM_ADDRESS, amount: "1.00" }), "destination_address", EVM_ADDRESS, "SOLANA"],
    ["an address-book entry of a bitcoin address on STELLAR", () => paxos.cryptoDestinationAddresses.upsert({ crypto_network: "STELLAR", address: BITCOIN_ADDRESS }), "address", BITCOIN_ADDRESS, "STELLAR"],
    ["an orchestration rule paying out to a Solana address on ETHEREUM (nested in the body)", () => paxos.orchestrations.createRule({ profile_id: profile, source_asset: "USDC", destination_asset: "USDG", source: { crypto: { network: "ETHEREUM" } }, destination: { crypto: { address: "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA", network: "ETHEREUM" } } }), "destination.crypto.address", "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA", "ETHEREUM"],
  ])("%s", async (_what, call, field, value, network) => {
    const before = await snapshot();
    const ruleCount = mock.api.store.orchestrationRules.size;
    const error = await refusal(call);
    expect(error.status).toBe(400);
    expect(error.meta).toMatchObject({ rule: "format", field, value, network });
    expect(error.message).toContain(`${field} ${JSON.stringify(value)} is not ${/^[AEIOU]/.test(network) ? "an" : "a"} ${network} address: ${network} addresses are `);
    expect(await snapshot()).toEqual(before);
    expect(mock.api.store.orchestrationRules.size).toBe(ruleCount);
  });

  it("the same withdrawals to addresses of the network's form complete (bitcoin, an EIP-55 address, Solana)", async () => {
    await paxos.sandbox.createDeposit(profile, { asset: "BTC", amount: "1" });
    expect((await paxos.withdrawals.createCrypto({ profile_id: profile, asset: "BTC", crypto_network: "BITCOIN", destination_address: BITCOIN_ADDRESS, amount: "0.001" })).status).toBe("COMPLETED");
    expect((await withdrawal("ETHEREUM", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")).status).toBe("COMPLETED");
    expect((await withdrawal("SOLANA", "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")).status).toBe("COMPLETED");
  });
});

describe("the same calls with listed values succeed", () => {
  it("withdrawals on AVALANCHE and SUI complete, and each moves its amount", async () => {
    const before = await snapshot();
    const onAvalanche = await withdrawal("AVALANCHE", EVM_ADDRESS);
    const onSui = await withdrawal("SUI", SUI_ADDRESS);
    expect([onAvalanche.status, onAvalanche.crypto_network, onSui.status, onSui.crypto_network]).toEqual(["COMPLETED", "AVALANCHE", "COMPLETED", "SUI"]);
    const after = await snapshot();
    expect(after.transfers).toBe(before.transfers + 2);
    expect(after.events).toBeGreaterThan(before.events);
    const usdc = (s: typeof before) => s.balances?.find((b) => b.asset === "USDC")?.available;
    expect(new Decimal(usdc(before)!).minus(usdc(after)!).toFixed()).toBe("2");
  });

  it("a settlement leg with direction DELIVER is PENDING; order ASC and a listed market answer", async () => {
    expect((await settlement("DELIVER")).status).toBe("PENDING");
    expect((await paxos.transfers.list({ order: "ASC" })).items.length).toBeGreaterThan(0);
    expect((await paxos.market.getOrderBook("BTCUSD")).market).toBe("BTCUSD");
  });
});
