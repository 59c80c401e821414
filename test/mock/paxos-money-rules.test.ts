/**
 * The mock keeps Paxos's money rules, checked over real HTTP against Paxos's guides and its API document
 * (not against the SDK): as in the sandbox, each crypto withdrawal is held to the guide's per-transaction
 * cap of its asset, compared exactly (`sandboxWithdrawalCaps: false` lifts the caps); orders are held to
 * the orders guide's largest notional values and its taker price protection; a fiat withdrawal goes only
 * to an APPROVED fiat account; with the travel rule on, a crypto withdrawal only to a destination whose
 * beneficiary is known.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Paxos, APIError, AlreadyExistsError, BadRequestError, TravelRuleInformationRequiredError } from "../../src/index";
import { Decimal } from "../../src/decimal";
import { createMockApi, startMockServer, type MockServer } from "../../src/mock/index";
import { clientOptions } from "../integration/support";
import { SANDBOX_WIRE } from "../support/sandbox-wire";

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

describe("the largest order by notional value (orders guide: 500 000 USD market, 1 500 000 USD limit in BTC and ETH, 1 000 000 in others)", () => {
  const refusal = async (attempt: Promise<unknown>) => {
    const error = await attempt.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(APIError);
    return error as APIError;
  };

  it("a limit order worth more than 1 500 000 USD in BTCUSD is 403 Notional Value Too Large and reserves nothing; one worth exactly that is accepted", async () => {
    const profile = await paxos.profiles.create({ nickname: "notional limit" });
    await paxos.sandbox.createDeposit(profile.id, { asset: "USD", amount: "2000000.00" });
    const usd = async () => new Decimal((await paxos.profiles.getBalance(profile.id, "USD")).available!);
    const refused = await refusal(paxos.orders.create(profile.id, { market: "BTCUSD", side: "BUY", type: "LIMIT", base_amount: "30", price: "50000.01" }));
    expect(refused.status).toBe(403);
    expect(refused.type).toBe("https://developer.paxos.com/docs/v2/problems/notional-value-too-large");
    expect(refused.meta).toMatchObject({ market: "BTCUSD", order_type: "LIMIT", max_notional_value: "1500000", order_notional_value: "1500000.3", field: "base_amount" });
    expect((await usd()).eq("2000000")).toBe(true);
    // Exactly the cap is allowed (compared as decimals: 30 × 50000 = 1 500 000).
    const accepted = await paxos.orders.create(profile.id, { market: "BTCUSD", side: "BUY", type: "LIMIT", base_amount: "30", price: "50000.00" });
    expect(accepted.status).not.toBe("REJECTED");
    expect((await usd()).lt("2000000")).toBe(true);
  });

  it.each([
    ["ETHUSD", "1500000", "500", "3000.01", "1500005", "3000.00"],
    ["LTCUSD", "1000000", "10000", "100.01", "1000100", "100.00"],
    ["PAXGUSD", "1000000", "400", "2500.0001", "1000000.04", "2500"],
    ["LINKUSD", "1000000", "8000", "125.001", "1000008", "125"],
  ] as const)("a limit order in %s above %s USD is 403 naming the market and its cap, reserves nothing; one worth exactly the cap is accepted", async (market, cap, amount, over, notional, exact) => {
    const profile = await paxos.profiles.create({ nickname: `notional ${market}` });
    await paxos.sandbox.createDeposit(profile.id, { asset: "USD", amount: "2000000.00" });
    const usd = async () => new Decimal((await paxos.profiles.getBalance(profile.id, "USD")).available!);
    const refused = await refusal(paxos.orders.create(profile.id, { market, side: "BUY", type: "LIMIT", base_amount: amount, price: over }));
    expect(refused.status).toBe(403);
    expect(refused.type).toBe("https://developer.paxos.com/docs/v2/problems/notional-value-too-large");
    expect(refused.meta).toMatchObject({ market, order_type: "LIMIT", max_notional_value: cap, order_notional_value: notional, field: "base_amount" });
    expect((await usd()).eq("2000000")).toBe(true);
    expect([...mock.api.store.orders.values()].filter((order) => order.profile_id === profile.id)).toHaveLength(0);
    const accepted = await paxos.orders.create(profile.id, { market, side: "BUY", type: "LIMIT", base_amount: amount, price: exact });
    expect(accepted.status).not.toBe("REJECTED");
    expect((await usd()).eq(new Decimal(2000000).minus(cap))).toBe(true);
  });

  it("a market order for more than 500 000 USD is 403 naming quote_amount and moves nothing; 500 000 is accepted", async () => {
    const profile = await paxos.profiles.create({ nickname: "notional market" });
    await paxos.sandbox.createDeposit(profile.id, { asset: "USD", amount: "600000.00" });
    const usd = async () => new Decimal((await paxos.profiles.getBalance(profile.id, "USD")).available!);
    const refused = await refusal(paxos.orders.create(profile.id, { market: "ETHUSD", side: "BUY", type: "MARKET", quote_amount: "500000.01" }));
    expect(refused.status).toBe(403);
    expect(refused.meta).toMatchObject({ market: "ETHUSD", order_type: "MARKET", max_notional_value: "500000", order_notional_value: "500000.01", field: "quote_amount" });
    expect((await usd()).eq("600000")).toBe(true);
    await expect(paxos.orders.create(profile.id, { market: "ETHUSD", side: "BUY", type: "MARKET", quote_amount: "500000.00" })).resolves.toMatchObject({ type: "MARKET" });
  });
});

describe("fiat withdrawals go only to an APPROVED fiat account (fiat transfers statuses guide; the document's 400 example)", () => {
  const refusal = async (attempt: Promise<unknown>) => {
    const error = await attempt.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BadRequestError);
    return error as BadRequestError;
  };

  it("refuses a PENDING or REJECTED account with 400 naming fiat_account_id and its status, moving nothing; once the review approves it, the withdrawal goes", async () => {
    const profile = await paxos.profiles.create({ nickname: "fiat approved only" });
    await paxos.sandbox.createDeposit(profile.id, { asset: "USD", amount: "100.00" });
    const usd = async () => new Decimal((await paxos.profiles.getBalance(profile.id, "USD")).available!);
    const transfers = () => [...mock.api.store.transfers.values()].filter((t) => t.profile_id === profile.id && t.type !== "CRYPTO_DEPOSIT" && t.direction === "DEBIT");
    const account = await paxos.fiatAccounts.create({ fiat_account_owner: { person_details: { first_name: "Ada", last_name: "Lovelace" } }, fiat_network_instructions: SANDBOX_WIRE });
    expect(account.status).toBe("PENDING");
    const withdraw = () => paxos.withdrawals.createFiat({ profile_id: profile.id, fiat_account_id: account.id, asset: "USD", amount: "10.00" });

    const pending = await refusal(withdraw());
    expect(pending.status).toBe(400);
    expect(pending.type).toBe("about:blank");
    expect(pending.detail).toBe("fiat account has invalid status PENDING, must be approved");
    expect(pending.meta).toMatchObject({ field: "fiat_account_id", rule: "fiatAccountApproved", status: "PENDING" });
    expect((await usd()).eq(100)).toBe(true);
    expect(transfers()).toHaveLength(0);

    // Paxos's review rejects it (the mock's handle stands in for the review the API cannot ask for).
    mock.api.store.reviewFiatAccount(account.id, "REJECTED");
    expect((await paxos.fiatAccounts.get(account.id)).status).toBe("REJECTED");
    expect((await refusal(withdraw())).detail).toBe("fiat account has invalid status REJECTED, must be approved");
    expect((await usd()).eq(100)).toBe(true);

    // The control API's approve (what a program in another language calls) ends the review APPROVED.
    const approved = await fetch(`${mock.controlUrl}/fiat-accounts/${account.id}/approve`, { method: "POST" });
    expect(approved.status).toBe(200);
    expect((await paxos.fiatAccounts.get(account.id)).status).toBe("APPROVED");
    const sent = await withdraw();
    expect(sent).toMatchObject({ amount: "10.00", fiat_account_id: account.id });
    expect((await usd()).eq(90)).toBe(true);

    // An update sends the account back to review (PENDING, as Paxos's update answers): refused again.
    await paxos.fiatAccounts.update(account.id, { metadata: { purpose: "payroll" } });
    expect((await refusal(withdraw())).meta).toMatchObject({ field: "fiat_account_id", status: "PENDING" });
    expect((await usd()).eq(90)).toBe(true);
  });

  it("the review handles refuse an unknown or deleted account and a status other than APPROVED or REJECTED", async () => {
    const account = await paxos.fiatAccounts.create({ fiat_account_owner: { person_details: { first_name: "Ada", last_name: "Lovelace" } }, fiat_network_instructions: SANDBOX_WIRE });
    expect(() => mock.api.store.reviewFiatAccount(account.id, "PENDING" as never)).toThrow(/APPROVED or REJECTED/);
    expect((await paxos.fiatAccounts.get(account.id)).status).toBe("PENDING");
    await paxos.fiatAccounts.delete(account.id);
    expect(() => mock.api.store.reviewFiatAccount(account.id, "APPROVED")).toThrow(/deleted/);
    const control = await fetch(`${mock.controlUrl}/fiat-accounts/${account.id}/approve`, { method: "POST" });
    expect(control.status).toBe(404);
    expect(await control.json()).toMatchObject({ meta: { field: "id", rule: "exists" } });
    const unknown = await fetch(`${mock.controlUrl}/fiat-accounts/00000000-0000-4000-8000-000000000000/reject`, { method: "POST" });
    expect(unknown.status).toBe(404);
  });
});

describe("taker price protection (orders guide: a taker order is rejected if its limit price is 15 % or more from the midpoint)", () => {
  // The seeded BTCUSD book: best bid 59 990, best ask 60 010, so the midpoint is 60 000 and the band 9 000.
  const order = (profileId: string, side: "BUY" | "SELL", price: string) => paxos.orders.create(profileId, { market: "BTCUSD", side, type: "LIMIT", base_amount: "0.01", price });
  const funded = async (nickname: string) => {
    const profile = await paxos.profiles.create({ nickname });
    await paxos.sandbox.createDeposit(profile.id, { asset: "USD", amount: "1000.00" });
    await paxos.sandbox.createDeposit(profile.id, { asset: "BTC", amount: "0.01", crypto_network: "BITCOIN" });
    return profile.id;
  };
  const balances = async (profileId: string) => Promise.all(["USD", "BTC"].map(async (asset) => new Decimal((await paxos.profiles.getBalance(profileId, asset)).available!).toFixed()));

  it.each([
    ["BUY", "69000", "68999.75"],
    ["SELL", "51000", "51000.25"],
  ] as const)("a %s that would trade at once, priced 15 %% from the midpoint (%s), is 400 naming price and moves nothing; just inside the band it trades", async (side, outside, inside) => {
    const profileId = await funded(`band ${side}`);
    const before = await balances(profileId);
    const book = await paxos.market.getOrderBook("BTCUSD");
    const error = await order(profileId, side, outside).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BadRequestError);
    const refused = error as BadRequestError;
    expect(refused.status).toBe(400);
    expect(refused.meta).toMatchObject({ field: "price", rule: "takerPriceBand", midpoint: "60000", lowest: "51000", highest: "69000" });
    expect(refused.detail).toContain("InvalidPriceForTakerOrder");
    expect(await balances(profileId)).toEqual(before);
    expect([...mock.api.store.orders.values()].filter((o) => o.profile_id === profileId)).toHaveLength(0);
    expect(await paxos.market.getOrderBook("BTCUSD")).toEqual(book);

    const traded = await order(profileId, side, inside);
    expect(traded.status).toBe("FILLED");
    expect(await balances(profileId)).not.toEqual(before);
  });

  it("a limit order that rests (a maker) may be priced anywhere, however far from the midpoint", async () => {
    const profileId = await funded("band maker");
    const low = await order(profileId, "BUY", "30000");
    const high = await order(profileId, "SELL", "120000");
    expect([low.status, high.status]).toEqual(["OPEN", "OPEN"]);
    await paxos.orders.cancel(profileId, low.id!);
    await paxos.orders.cancel(profileId, high.id!);
  });
});

describe("the travel rule (travel-rule guide: withdrawals only to saved addresses with beneficiary details; the document's 403 example)", () => {
  let ruled: MockServer;
  let client: Paxos;
  beforeAll(async () => {
    ruled = await startMockServer({ api: createMockApi({ travelRule: true }) });
    client = new Paxos(clientOptions(ruled, { maxRetries: 0 }));
  });
  afterAll(() => ruled.close());

  const address = (n: number) => `0x${"ef".repeat(19)}${String(n).padStart(2, "0")}`;
  const funded = async (nickname: string) => {
    const profile = await client.profiles.create({ nickname });
    await client.sandbox.createDeposit(profile.id, { asset: "ETH", amount: "0.05", crypto_network: "ETHEREUM" });
    return profile.id;
  };
  const eth = async (profileId: string) => new Decimal((await client.profiles.getBalance(profileId, "ETH")).available!).toFixed();
  const refusal = async (attempt: Promise<unknown>) => {
    const error = await attempt.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TravelRuleInformationRequiredError);
    return error as TravelRuleInformationRequiredError;
  };

  it("refuses a destination the address book lacks, or holds without a beneficiary, with 403 naming it, moving nothing; a beneficiary in its travel-rule details lets it go", async () => {
    const profileId = await funded("travel rule");
    const to = address(1);
    const withdraw = () => client.withdrawals.createCrypto({ profile_id: profileId, asset: "ETH", crypto_network: "ETHEREUM", destination_address: to, amount: "0.01" });
    const unknown = await refusal(withdraw());
    expect(unknown.status).toBe(403);
    expect(unknown.type).toBe("https://developer.paxos.com/docs/v2/problems/travel-rule-information-required");
    expect(unknown.meta).toMatchObject({ crypto_network: "ETHEREUM", address: to, field: "destination_address", rule: "travelRule" });
    expect(unknown.meta?.identity_id).toBeUndefined();
    expect(await eth(profileId)).toBe("0.05");

    await client.cryptoDestinationAddresses.upsert({ crypto_network: "ETHEREUM", address: to, nickname: "cold" });
    await refusal(withdraw());
    await client.cryptoDestinationAddresses.upsert({ crypto_network: "ETHEREUM", address: to, travelrule_metadata: { custodian_type: "PRIVATE" } });
    await refusal(withdraw());
    expect(await eth(profileId)).toBe("0.05");
    expect([...ruled.api.store.transfers.values()].filter((t) => t.profile_id === profileId && t.type === "CRYPTO_WITHDRAWAL")).toHaveLength(0);

    await client.cryptoDestinationAddresses.upsert({ crypto_network: "ETHEREUM", address: to, travelrule_metadata: { beneficiary: { person_details: { first_name: "Ada", last_name: "Lovelace" } } } });
    expect(await withdraw()).toMatchObject({ destination_address: to, amount: "0.01" });
    expect(await eth(profileId)).toBe("0.04");
  });

  it("for an identity, only that identity's entry counts and the 403 names it; an inline beneficiary (the form Paxos phases out) also carries the details", async () => {
    const profileId = await funded("travel rule identity");
    const identityId = ruled.api.store.ids.identityIds[0]!;
    const to = address(2);
    await client.cryptoDestinationAddresses.upsert({ crypto_network: "ETHEREUM", address: to, travelrule_metadata: { beneficiary: { self: true } } });
    const withdraw = (extra: object = {}) => client.withdrawals.createCrypto({ profile_id: profileId, identity_id: identityId, asset: "ETH", crypto_network: "ETHEREUM", destination_address: to, amount: "0.01", ...extra });
    expect((await refusal(withdraw())).meta).toMatchObject({ identity_id: identityId, crypto_network: "ETHEREUM", address: to });
    expect(await eth(profileId)).toBe("0.05");
    expect(await withdraw({ beneficiary: { institution_details: { name: "Example Corp" } } })).toMatchObject({ amount: "0.01" });
    await client.cryptoDestinationAddresses.upsert({ identity_id: identityId, crypto_network: "ETHEREUM", address: to, travelrule_metadata: { beneficiary: { self: true } } });
    expect(await withdraw()).toMatchObject({ amount: "0.01" });
    expect(await eth(profileId)).toBe("0.03");
  });

  it("is off by default (Paxos applies it to entities onboarded in certain geographies), and refuses an option that is not a boolean", async () => {
    const profile = await paxos.profiles.create({ nickname: "no travel rule" });
    await paxos.sandbox.createDeposit(profile.id, { asset: "ETH", amount: "0.05", crypto_network: "ETHEREUM" });
    expect(await paxos.withdrawals.createCrypto({ profile_id: profile.id, asset: "ETH", crypto_network: "ETHEREUM", destination_address: address(3), amount: "0.01" })).toMatchObject({ amount: "0.01" });
    expect(() => createMockApi({ travelRule: "yes" as never })).toThrow(/travelRule must be a boolean/);
  });
});

describe("a quote accepted twice (Already Exists problem page: Accept Quote on a quote already accepted)", () => {
  it("the second execution of an issuer quote is 409 Already Exists with the first execution, and moves nothing", async () => {
    const profile = await paxos.profiles.create({ nickname: "issuer quote twice" });
    await paxos.sandbox.createDeposit(profile.id, { asset: "USD", amount: "10000.00" });
    const quote = await paxos.issuerQuotes.create({ profile_id: profile.id, market: "PAXGUSD", side: "BUY", base_amount: "1" });
    const first = await paxos.issuerQuotes.createExecution(quote.quote_id!, { profile_id: profile.id });
    const balances = async () => Promise.all(["USD", "PAXG"].map(async (asset) => new Decimal((await paxos.profiles.getBalance(profile.id, asset)).available!).toFixed()));
    const after = await balances();
    const error = await paxos.issuerQuotes.createExecution(quote.quote_id!, { profile_id: profile.id }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AlreadyExistsError);
    const conflict = error as AlreadyExistsError;
    expect(conflict.status).toBe(409);
    expect(conflict.meta?.existing).toMatchObject({ id: first.id, ref_id: quote.quote_id, profile_id: profile.id });
    expect(await balances()).toEqual(after);
  });
});
