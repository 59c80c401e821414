/** The credential-free client: the public market data, without the token manager. */
import { makeLogger, resolveConfig, TRANSPORT_OPTION_KEYS, type TransportOptions } from "./core/config";
import { refuseUnknownOptions } from "./core/option-keys";
import { redactBearer } from "./core/logger";
import { bindContext } from "./core/client-context";
import { Transport } from "./core/transport";
import type { PaxosClient } from "./paxos-client";
import { PublicMarketResource } from "./resources/market";

/**
 * A handle to build the resource on: a context without credentials, so no token manager (nor any
 * other part of `PaxosClient`) is in the bundle. Only the resource base reads it, through its context.
 */
function publicClient(options: TransportOptions): PaxosClient {
  refuseUnknownOptions("new PaxosMarket()", options, TRANSPORT_OPTION_KEYS);
  const config = resolveConfig(options, "new PaxosMarket()");
  // No credentials, so no secret to redact but a bearer token a service might echo.
  const logger = makeLogger(config, redactBearer);
  return bindContext({}, {
    environment: config.environment,
    transport: new Transport({ ...config, logger }),
    streamUrl: config.streamUrl,
    feedPacer: config.feedPacer,
    logger,
  }) as PaxosClient;
}

/**
 * Every public market-data operation without credentials, for web pages: tickers (all markets or
 * one), prices, markets, order books and recent executions, and the live feeds (`watchOrderBook`,
 * `watchExecutions`, `watchStablecoinPrice`, over WebSocket). It carries no other operation and not
 * the OAuth token manager, so a page that imports only this stays small. Historical prices need
 * credentials: `paxos.market`.
 *
 *     const market = new PaxosMarket({ environment: "production" });
 *     const tickers = await market.listTickers();
 *     const book = await market.getOrderBook("BTCUSD");
 *     for await (const live of market.watchOrderBook("BTCUSD", { signal })) render(live);
 */
export class PaxosMarket extends PublicMarketResource {
  constructor(options: TransportOptions = {}) {
    super(publicClient(options));
  }
}
