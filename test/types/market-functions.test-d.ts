/** Each market function takes its `PaxosMarket` method's parameters after the client, and answers what the method answers. */
import { expectTypeOf, test } from "vitest";
import * as sdk from "../../src/index";
import type { MarketDataClient } from "../../src/index";
import type { PaxosMarket } from "../../src/paxos-market";

type Twin<M extends keyof PaxosMarket> = (client: MarketDataClient, ...args: Parameters<PaxosMarket[M]>) => ReturnType<PaxosMarket[M]>;

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
  // A PaxosMarket is not a client of the functions (its context is its own); a PaxosMarketClient and a Paxos are.
  expectTypeOf<sdk.Paxos>().toMatchTypeOf<MarketDataClient>();
  expectTypeOf<sdk.PaxosMarketClient>().toMatchTypeOf<MarketDataClient>();
});
