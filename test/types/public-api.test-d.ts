import { describe, expectTypeOf, it } from "vitest";
import { type Page, type PagePromise, Paxos } from "../../src/index";
import type { DepositAddress, FiatAccount, Payment, SettlementTransaction, Ticker } from "../../src/types";
import { Decimal } from "../../src/decimal";
import type { Order, Profile, SettlementTransaction as Tx, Transfer } from "../../src/types";
import { MarketResource, PaxosClient, type PaxosOptions, SettlementResource } from "../../src/index";
import type { OrderBook, PriceList } from "../../src/types";
import { APIResource } from "../../src/core/call/resource";
import * as sdk from "../../src/index";
import { getOrderBook, getTicker, listPrices, listTickers, PaxosMarketClient } from "../../src/index";

const paxos = new Paxos({ clientId: "id", clientSecret: "secret" });

describe("public types", () => {
  it("list methods return PagePromise: awaitable to a Page, iterable over items", () => {
    const list = paxos.depositAddresses.list({ limit: 10 });
    expectTypeOf(list).toEqualTypeOf<PagePromise<DepositAddress>>();
    expectTypeOf(list).resolves.toEqualTypeOf<Page<DepositAddress>>();
    expectTypeOf(list[Symbol.asyncIterator]().next()).resolves.toMatchTypeOf<IteratorResult<DepositAddress, void>>();
    expectTypeOf(paxos.payments.list()).toEqualTypeOf<PagePromise<Payment>>();
    expectTypeOf<Page<Payment>["nextPageCursor"]>().toEqualTypeOf<string | null>();
  });

  it("responses keep wire names, decimal strings and open enums", () => {
    expectTypeOf<SettlementTransaction["legs"][number]["amount"]>().toEqualTypeOf<string>();
    expectTypeOf<SettlementTransaction["created_at"]>().toEqualTypeOf<string>();
    // Known values autocomplete, unknown ones are still accepted.
    expectTypeOf<"PENDING">().toMatchTypeOf<SettlementTransaction["status"]>();
    expectTypeOf<"SOMETHING_NEW">().toMatchTypeOf<SettlementTransaction["status"]>();
    expectTypeOf<FiatAccount["id"]>().toEqualTypeOf<string>();
    expectTypeOf<Ticker["market"]>().toMatchTypeOf<string | null | undefined>();
    expectTypeOf(paxos.market.listTickers()).resolves.toEqualTypeOf<Ticker[]>();
  });

  it("responses: an optional field may be null as well as absent; a required one is neither", () => {
    expectTypeOf<Payment["id"]>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<Payment["payment_status"]>().toEqualTypeOf<"PAYMENT_STATUS_PENDING" | "PAYMENT_STATUS_COMPLETED" | "PAYMENT_STATUS_FAILED" | (string & {}) | null | undefined>();
    expectTypeOf<Ticker["best_bid"]>().toExtend<object | null | undefined>();
    expectTypeOf<null>().toExtend<Ticker["best_bid"]>();
    expectTypeOf<SettlementTransaction["id"]>().toEqualTypeOf<string>();
    expectTypeOf<null>().not.toExtend<SettlementTransaction["status"]>();
  });

  it("amounts accept strings or Decimals, never numbers; window bounds accept Dates", () => {
    type Body = Parameters<typeof paxos.settlement.createTransaction>[0];
    type Leg = NonNullable<Body["legs"]>[number];
    expectTypeOf<string>().toMatchTypeOf<Leg["amount"]>();
    expectTypeOf<Decimal>().toMatchTypeOf<Leg["amount"]>();
    expectTypeOf<number>().not.toMatchTypeOf<Leg["amount"]>();
    expectTypeOf<Date>().toMatchTypeOf<Body["settlement_window_end"]>();
  });

  it("dotted date filters have a friendly form", () => {
    type Params = NonNullable<Parameters<typeof paxos.identity.listAccounts>[0]>;
    expectTypeOf<{ created_at: { gte: Date; lt: string } }>().toMatchTypeOf<Params>();
    expectTypeOf<{ updated_at: { eq: Date } }>().toMatchTypeOf<Params>();
    expectTypeOf<{ order: "SIDEWAYS" }>().not.toMatchTypeOf<Params>();
    // Other dotted groups keep their own parts: a time range's begin and end, a page's limit and offset.
    type History = NonNullable<Parameters<typeof paxos.market.listHistoricalPrices>[1]>;
    expectTypeOf<{ range: { begin: Date; end: string }; pagination: { limit: number } }>().toMatchTypeOf<History>();
    expectTypeOf<{ pagination: { limit: "ten" } }>().not.toMatchTypeOf<History>();
    expectTypeOf<{ range: { gte: Date } }>().not.toMatchTypeOf<History>();
  });

  it("every method takes the request options last", () => {
    expectTypeOf(paxos.fiatAccounts.update).parameter(2).toMatchTypeOf<
      { signal?: AbortSignal; timeout?: number; maxRetries?: number; headers?: Record<string, string> } | undefined
    >();
    expectTypeOf(paxos.apiCreds.deleteCredentials).parameter(1).toMatchTypeOf<{ signal?: AbortSignal } | undefined>();
  });
});

describe("the other operations", () => {
  it("lists with a cursor are PagePromises of named items, also under a profile", () => {
    expectTypeOf(paxos.profiles.list()).toEqualTypeOf<PagePromise<Profile>>();
    expectTypeOf(paxos.orders.listForProfile("p", { limit: 10 })).toEqualTypeOf<PagePromise<Order>>();
    expectTypeOf(paxos.transfers.list({ profile_ids: ["p"] })).toEqualTypeOf<PagePromise<Transfer>>();
    expectTypeOf(paxos.settlement.listTransactions()).toEqualTypeOf<PagePromise<Tx>>();
  });

  it("creates accept Decimals where the contract says decimal, and return the named record", () => {
    type OrderBody = Parameters<typeof paxos.orders.create>[1];
    expectTypeOf<Decimal>().toMatchTypeOf<NonNullable<OrderBody["price"]>>();
    expectTypeOf<number>().not.toMatchTypeOf<NonNullable<OrderBody["price"]>>();
    expectTypeOf<OrderBody["ref_id"]>().toEqualTypeOf<string | undefined>();
    expectTypeOf(paxos.orders.create).returns.resolves.toEqualTypeOf<Order>();
    expectTypeOf(paxos.withdrawals.createCrypto).returns.resolves.toEqualTypeOf<Transfer>();
    expectTypeOf(paxos.settlement.getTransaction("t")).resolves.toEqualTypeOf<Tx>();
  });

  it("a PaxosMarketClient reaches every public market-data operation as a function, and not historical prices (which need credentials)", () => {
    const market = new PaxosMarketClient({ environment: "production" });
    expectTypeOf(listTickers(market)).resolves.toEqualTypeOf<Ticker[]>();
    expectTypeOf(getTicker).parameter(1).toExtend<string>();
    expectTypeOf(getOrderBook(market, "BTCUSD")).resolves.toEqualTypeOf<OrderBook>();
    expectTypeOf(listPrices(market, { markets: ["BTCUSD"] })).resolves.toEqualTypeOf<PriceList>();
    expectTypeOf(sdk).toHaveProperty("listMarkets");
    expectTypeOf(sdk).toHaveProperty("listRecentExecutions");
    expectTypeOf(sdk).not.toHaveProperty("listHistoricalPrices");
    expectTypeOf(paxos.market).toHaveProperty("listHistoricalPrices");
    // Transport options only: credentials are refused by the type, not just at run time.
    expectTypeOf<ConstructorParameters<typeof PaxosMarketClient>[0]>().not.toHaveProperty("clientSecret");
  });
});

describe("a client without resources, and resources built from it", () => {
  it("PaxosClient takes the options of Paxos and has none of its resources", () => {
    expectTypeOf<ConstructorParameters<typeof PaxosClient>[0]>().toEqualTypeOf<PaxosOptions | undefined>();
    const client = new PaxosClient({ accessToken: "t" });
    expectTypeOf(client.environment).toEqualTypeOf<"sandbox" | "production">();
    expectTypeOf(client).not.toHaveProperty("settlement");
    expectTypeOf(paxos).toExtend<PaxosClient>();
  });

  it("a resource is built from a client (Paxos included) and has the same methods as on Paxos", () => {
    const settlement = new SettlementResource(new PaxosClient({ accessToken: "t" }));
    expectTypeOf(settlement).toEqualTypeOf<typeof paxos.settlement>();
    expectTypeOf(settlement.createTransaction).toEqualTypeOf(paxos.settlement.createTransaction);
    expectTypeOf(new MarketResource(paxos)).toEqualTypeOf<typeof paxos.market>();
    expectTypeOf(settlement).toExtend<APIResource>();
    const wrong = () => {
      // @ts-expect-error a resource is built from a client, not from options
      void new SettlementResource({ accessToken: "t" });
      // @ts-expect-error nor from nothing
      void new SettlementResource();
    };
    expectTypeOf(wrong).toBeFunction();
  });
});

describe("paxos-sdk/decimal", () => {
  it("exports decimal.js's class and its companion types under one name", () => {
    expectTypeOf(new Decimal(0)).toEqualTypeOf<Decimal>();
    expectTypeOf<Decimal.Value>().toEqualTypeOf<string | number | bigint | Decimal>();
    expectTypeOf<Decimal.Rounding>().toExtend<number>();
    expectTypeOf(Decimal.ROUND_HALF_EVEN).toExtend<Decimal.Rounding>();
    expectTypeOf(Decimal.set).parameter(0).toEqualTypeOf<Decimal.Config>();
  });
});

describe("input types from the contract's formats", () => {
  type Body = Parameters<typeof paxos.settlement.createTransaction>[0];
  type Update = Parameters<typeof paxos.fiatAccounts.update>[1];

  it("leave fields without a decimal or date-time format exactly as generated", () => {
    expectTypeOf<Body["ref_id"]>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Date>().not.toMatchTypeOf<Body["ref_id"]>();
    expectTypeOf<Decimal>().not.toMatchTypeOf<NonNullable<Update["metadata"]>[string]>();
  });

  it("close request enums to the listed values (the response side keeps them open)", () => {
    type Direction = NonNullable<Body["legs"]>[number]["direction"];
    expectTypeOf<Direction>().toEqualTypeOf<"DELIVER" | "RECEIVE">();
    expectTypeOf<"SOMETHING_NEW">().not.toMatchTypeOf<Direction>();
    expectTypeOf<Date>().not.toMatchTypeOf<Direction>();
    expectTypeOf<"SOMETHING_NEW">().toMatchTypeOf<SettlementTransaction["legs"][number]["direction"]>();
    type PaymentFilter = NonNullable<Parameters<typeof paxos.payments.list>[0]>;
    expectTypeOf<NonNullable<PaymentFilter["product"]>>().toEqualTypeOf<"USDG_REWARDS">();
  });

  it("keep request fields free of null", () => {
    expectTypeOf<null>().not.toExtend<Body["ref_id"]>();
    expectTypeOf<null>().not.toExtend<NonNullable<Body["legs"]>[number]["amount"]>();
  });
});

describe("the requestSigning option", () => {
  type Signing = NonNullable<PaxosOptions["requestSigning"]>;
  it("takes a PEM, a Node KeyObject, a WebCrypto CryptoKey or a JWK, or a sign function with its algorithm", async () => {
    const { generateKeyPairSync, webcrypto } = await import("node:crypto");
    const { privateKey } = generateKeyPairSync("ed25519");
    const cryptoKey = (await webcrypto.subtle.generateKey({ name: "Ed25519" }, false, ["sign", "verify"])) as CryptoKeyPair;
    expectTypeOf({ keyId: "k", privateKey: "-----BEGIN PRIVATE KEY-----…" }).toExtend<Signing>();
    expectTypeOf({ keyId: "k", privateKey }).toExtend<Signing>();
    expectTypeOf({ keyId: "k", privateKey: cryptoKey.privateKey }).toExtend<Signing>();
    expectTypeOf({ keyId: "k", privateKey: privateKey.export({ format: "jwk" }) }).toExtend<Signing>();
    expectTypeOf({ keyId: "k", algorithm: "ES256" as const, sign: async (input: Uint8Array) => input }).toExtend<Signing>();
  });

  it("refuses a sign function without its algorithm, and algorithms Paxos does not accept", () => {
    const wrong = () => {
      // @ts-expect-error the algorithm is required with sign
      void new Paxos({ clientId: "i", clientSecret: "s", requestSigning: { keyId: "k", sign: async (input: Uint8Array) => input } });
      // @ts-expect-error RS256 is not a Paxos signing algorithm
      void new Paxos({ clientId: "i", clientSecret: "s", requestSigning: { keyId: "k", algorithm: "RS256", sign: async (input: Uint8Array) => input } });
      // @ts-expect-error keyId is required
      void new Paxos({ clientId: "i", clientSecret: "s", requestSigning: { privateKey: "pem" } });
    };
    void wrong;
  });
});
