/** Each market function takes its `paxos.market` method's parameters after the client, and answers what the method answers. */
import { expectTypeOf, test } from "vitest";
import * as sdk from "../../src/index";
import type { MarketDataClient } from "../../src/index";

/** `paxos.market`: the full client's market resource, whose methods include every public one. */
type Market = sdk.Paxos["market"];
type Twin<M extends keyof Market> = (client: MarketDataClient, ...args: Parameters<Market[M]>) => ReturnType<Market[M]>;

test("the functions match the methods", () => {
  expectTypeOf(sdk.listTickers).toEqualTypeOf<Twin<"listTickers">>();
  expectTypeOf(sdk.listPrices).toEqualTypeOf<Twin<"listPrices">>();
  expectTypeOf(sdk.listMarkets).toEqualTypeOf<Twin<"listMarkets">>();
  expectTypeOf(sdk.getOrderBook).toEqualTypeOf<Twin<"getOrderBook">>();
  expectTypeOf(sdk.listRecentExecutions).toEqualTypeOf<Twin<"listRecentExecutions">>();
  expectTypeOf(sdk.getTicker).toEqualTypeOf<Twin<"getTicker">>();
  expectTypeOf(sdk.watchOrderBook).toEqualTypeOf<Twin<"watchOrderBook">>();
  expectTypeOf(sdk.watchExecutions).toEqualTypeOf<Twin<"watchExecutions">>();
  expectTypeOf(sdk.watchStablecoinPrice).toEqualTypeOf<Twin<"watchStablecoinPrice">>();
  // A PaxosMarketClient and a Paxos are clients of the functions.
  expectTypeOf<sdk.Paxos>().toMatchTypeOf<MarketDataClient>();
  expectTypeOf<sdk.PaxosMarketClient>().toMatchTypeOf<MarketDataClient>();
});
