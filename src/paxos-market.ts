/** The credential-free clients: public market data only, without the token manager. */
import { makeLogger, resolveConfig, type TransportOptions } from "./core/config";
import type { ClientContext } from "./core/resource";
import { Transport } from "./core/transport";
import { PublicMarketResource, TickersResource } from "./resources/market";

/** A context without credentials: public operations only, and no token manager in the bundle. */
function publicContext(options: TransportOptions): ClientContext {
  const config = resolveConfig(options, false);
  const logger = makeLogger(config, () => []);
  return { environment: config.environment, transport: new Transport({ ...config, logger, authorizer: undefined }) };
}

/**
 * The all-markets ticker without credentials, for web pages: it carries no other operation and
 * not the OAuth token manager, so a page that uses only this stays small. `PaxosMarketData` has
 * every public market-data operation.
 *
 *     const tickers = await new PaxosMarket({ environment: "production" }).listTickers();
 */
export class PaxosMarket extends TickersResource {
  constructor(options: TransportOptions = {}) {
    super(publicContext(options));
  }
}

/**
 * Every public market-data operation without credentials: tickers, prices, markets, order books
 * and recent executions (historical prices need credentials: `paxos.market`). No token manager.
 *
 *     const book = await new PaxosMarketData().getOrderBook("BTCUSD");
 */
export class PaxosMarketData extends PublicMarketResource {
  constructor(options: TransportOptions = {}) {
    super(publicContext(options));
  }
}
