/** The credential-free client: the public market data, without the token manager. */
import type { TransportOptions } from "./core/config/config";
import { publicResourceClient } from "./paxos-market-client";
import { PublicMarketResource } from "./resources/market";

/**
 * Not a name of the package since issue 34 (pages call the same operations as functions of a
 * `PaxosMarketClient`; `Paxos` has them as `paxos.market`); kept for the tests and benchmarks that hold
 * the class's bundle and behaviour. Every public market-data operation without credentials: tickers (all markets or
 * one), prices, markets, order books and recent executions, and the live feeds (`watchOrderBook`,
 * `watchExecutions`, `watchStablecoinPrice`, over WebSocket). It carries no other operation and not
 * the OAuth token manager. A class's methods are in every bundle that uses it: a page that calls only
 * some of them is smaller with `PaxosMarketClient` and the market functions. Historical prices need
 * credentials: `paxos.market`.
 *
 *     const market = new PaxosMarket({ environment: "production" });
 *     const prices = await market.listPrices({ markets: ["BTCUSD"] });
 *     const { markets } = await market.listMarkets();
 *     for await (const live of market.watchOrderBook("BTCUSD", { signal })) render(live);
 */
export class PaxosMarket extends PublicMarketResource {
  constructor(options: TransportOptions = {}) {
    // A credential-free handle to build the resource on: only the resource base reads it, through its context.
    super(publicResourceClient(options, "new PaxosMarket()"));
  }
}
