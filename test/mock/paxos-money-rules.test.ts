/**
 * The mock keeps Paxos's money rules, checked over real HTTP against Paxos's sandbox guide (not against
 * the SDK): as in the sandbox, each crypto withdrawal is held to the guide's per-transaction cap of its
 * asset, compared exactly (`sandboxWithdrawalCaps: false` lifts the caps).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Paxos, APIError } from "../../src/index";
import { Decimal } from "../../src/decimal";
import { createMockApi, startMockServer, type MockServer } from "../../src/mock/index";
import { clientOptions } from "../integration/support";

let mock: MockServer;
let paxos: Paxos;
beforeAll(async () => {
  mock = await startMockServer({ api: createMockApi() });
  paxos = new Paxos(clientOptions(mock, { maxRetries: 0 }));
});
afterAll(() => mock.close());

const ADDRESSES = { ETHEREUM: `0x${"ab".repeat(20)}`, BITCOIN: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq" } as const;

describe("sandbox crypto withdrawal caps (the sandbox guide's table)", () => {
  it.each([
    ["ETH", "ETHEREUM", "0.05", "0.050000000000000001"],
    ["BTC", "BITCOIN", "0.002", "0.00200001"],
  ] as const)("%s (on %s): up to the cap per withdrawal goes through; a hair more is 400 Withdrawal Amount Too Large and moves nothing", async (asset, network, cap, over) => {
    const profile = await paxos.profiles.create({ nickname: `caps ${asset}` });
    await paxos.sandbox.createDeposit(profile.id, { asset, amount: "1", crypto_network: network });
    const withdraw = (amount: string) => paxos.withdrawals.createCrypto({ profile_id: profile.id, asset, crypto_network: network, destination_address: ADDRESSES[network], amount });
    const error = await withdraw(over).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(APIError);
    const refused = error as APIError;
    expect(refused.status).toBe(400);
    expect(refused.type).toBe("https://developer.paxos.com/docs/v2/problems/exceed-max-withdraw-limit");
    expect(refused.meta).toMatchObject({ amount: over, limit: cap });
    const balance = async () => (await paxos.profiles.getBalance(profile.id, asset)).available;
    // Nothing moved: the whole deposit is still there (compared as a decimal, the service pads it).
    expect(new Decimal((await balance())!).eq(1)).toBe(true);
    expect((await withdraw(cap)).amount).toBe(cap);
  });

  it("leaves withdrawals uncapped with sandboxWithdrawalCaps: false (production has no such caps)", async () => {
    const open = await startMockServer({ api: createMockApi({ sandboxWithdrawalCaps: false }) });
    try {
      const client = new Paxos(clientOptions(open, { maxRetries: 0 }));
      const profile = await client.profiles.create({ nickname: "no caps" });
      await client.sandbox.createDeposit(profile.id, { asset: "ETH", amount: "1", crypto_network: "ETHEREUM" });
      const sent = await client.withdrawals.createCrypto({ profile_id: profile.id, asset: "ETH", crypto_network: "ETHEREUM", destination_address: ADDRESSES.ETHEREUM, amount: "0.5" });
      expect(sent.amount).toBe("0.5");
    } finally {
      await open.close();
    }
  });
});
