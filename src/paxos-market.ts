/** The credential-free client: public market data only, without the token manager. */
import { makeLogger, resolveConfig, type TransportOptions } from "./core/config";
import { Transport } from "./core/transport";
import { MarketResource } from "./resources/market";

/**
 * Public market data without credentials, for web pages and scripts. It does
 * not import the OAuth token manager, so a page that uses only this stays small.
 *
 *     const tickers = await new PaxosMarket({ environment: "production" }).listTickers();
 */
export class PaxosMarket extends MarketResource {
  constructor(options: TransportOptions = {}) {
    const config = resolveConfig(options, false);
    const logger = makeLogger(config, () => []);
    super({ environment: config.environment, transport: new Transport({ ...config, logger, authorizer: undefined }) });
  }
}
