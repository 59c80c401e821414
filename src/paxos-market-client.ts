/**
 * The credential-free client without methods: what the market functions (./resources/market-functions)
 * are called with. A class's methods are all in every bundle that uses the class, so a page that called
 * two market operations as methods would carry all six and the feeds; called as functions on this client,
 * it carries only those two.
 */
import { makeLogger, resolveConfig, TRANSPORT_OPTION_KEYS, type TransportOptions } from "./core/config/config";
import { refuseUnknownOptions } from "./core/shared/option-keys";
import { redactBearer } from "./core/shared/logger";
import { bindContext, type ClientContext } from "./core/call/client-context";
import { Transport } from "./core/sending/transport";

/** The constructor that option errors name. */
const who = "new PaxosMarketClient()";

/** A context without credentials, so no token manager (nor any other part of `PaxosClient`) is in the bundle. */
function publicContext(options: TransportOptions): ClientContext {
  refuseUnknownOptions(who, options, TRANSPORT_OPTION_KEYS);
  const config = resolveConfig(options, who);
  // No credentials, so no secret to redact but a bearer token a service might echo.
  const logger = makeLogger(config, redactBearer);
  return {
    environment: config.environment,
    transport: new Transport({ ...config, logger }),
    streamUrl: config.streamUrl,
    feedPacer: config.feedPacer,
    logger,
  };
}

/**
 * The public market data without credentials and without methods, for the smallest web pages: call
 * the market functions with it (`listMarkets(client)`, `listPrices(client, …)`,
 * `watchOrderBook(client, …)` …), and a page bundles only the operations and feeds it calls. It takes
 * the transport options of `Paxos` (no credentials), and its feeds share one socket per channel as a
 * `Paxos`'s do.
 *
 *     const client = new PaxosMarketClient({ environment: "production" });
 *     const { markets } = await listMarkets(client);
 *     for await (const book of watchOrderBook(client, "BTCUSD", { signal })) render(book);
 */
export class PaxosMarketClient {
  constructor(options: TransportOptions = {}) {
    bindContext(this, publicContext(options));
  }
}
