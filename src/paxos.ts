/** The full client: every operation, one shared token, one transport. */
import type { Authorizer } from "./core/auth/authorizer";
import { StaticTokenAuthorizer } from "./core/auth/static-token";
import type { TokenCache } from "./core/auth/token-cache";
import { type TokenProvider, ProviderAuthorizer } from "./core/auth/token-provider";
import { TokenManager } from "./core/auth/token-manager";
import { refuseUnsetCredentials } from "./core/auth/unset-credentials";
import { assertSecretAllowedHere, makeLogger, resolveConfig, resolveUrl, type TransportOptions } from "./core/config";
import { ValidationError } from "./core/errors";
import { operationMeta } from "./generated/schemas";
import { type Environment, environments } from "./core/environment";
import { bufferingFetch } from "./core/fetch";
import { redact } from "./core/logger";
import type { ClientContext } from "./core/resource";
import { Transport } from "./core/transport";
import { ApiCredsResource } from "./resources/api-creds";
import { DepositAddressesResource } from "./resources/deposit-addresses";
import { FiatAccountsResource } from "./resources/fiat-accounts";
import { IdentityResource } from "./resources/identity";
import { MarketResource } from "./resources/market";
import { PaymentsResource } from "./resources/payments";
import { SandboxResource } from "./resources/sandbox";
import { SettlementResource } from "./resources/settlement";
import { CryptoDepositsResource } from "./resources/crypto-deposits";
import { CryptoDestinationAddressesResource } from "./resources/crypto-destination-addresses";
import { WithdrawalsResource } from "./resources/withdrawals";
import { FiatDepositInstructionsResource } from "./resources/fiat-deposit-instructions";
import { TransfersResource } from "./resources/transfers";
import { MonitoringAddressesResource } from "./resources/monitoring-addresses";
import { ProfilesResource } from "./resources/profiles";
import { EventsResource } from "./resources/events";
import { TaxFormsResource } from "./resources/tax-forms";
import { StatementsResource } from "./resources/statements";
import { OrdersResource } from "./resources/orders";
import { QuotesResource } from "./resources/quotes";
import { IssuerQuotesResource } from "./resources/issuer-quotes";
import { StablecoinConversionsResource } from "./resources/stablecoin-conversions";
import { OrchestrationsResource } from "./resources/orchestrations";

/** Options of `new Paxos()`. Give client credentials, an access token or a token provider (or none, for the ticker only). */
export interface PaxosOptions extends TransportOptions {
  /** OAuth client id (client-credentials grant). */
  clientId?: string;
  /** OAuth client secret; kept private, never logged, inspected or serialised. */
  clientSecret?: string;
  /** Overrides the environment's token URL. */
  tokenUrl?: string;
  /**
   * Scopes to ask for. When omitted the client asks for the scopes of the
   * operations it has called so far, widening its one token as needed.
   */
  scopes?: readonly string[];
  /** A ready access token, instead of client credentials (not refreshed). */
  accessToken?: string;
  /** A source of access tokens, instead of client credentials. */
  tokenProvider?: TokenProvider;
  /** Allows a client secret in a web page, where every visitor can read it. */
  dangerouslyAllowBrowser?: boolean;
  /**
   * Shares tokens with other clients, typically every process of a fleet
   * (`redisTokenCache` from `paxos-sdk/redis`): one token request per scope set
   * for all of them. Only with `clientId` and `clientSecret`.
   */
  tokenCache?: TokenCache;
}

/** Checks the `tokenCache` option: an object with `obtain` and `invalidate`, and client credentials to use it with. */
function checkTokenCache(options: PaxosOptions): TokenCache | undefined {
  const { tokenCache } = options;
  if (tokenCache === undefined) return undefined;
  if (typeof tokenCache !== "object" || tokenCache === null || typeof tokenCache.obtain !== "function" || typeof tokenCache.invalidate !== "function") {
    throw new ValidationError("tokenCache", "type", "new Paxos(): tokenCache must have obtain() and invalidate() methods (rule: type).");
  }
  if (options.clientSecret === undefined) {
    throw new ValidationError("tokenCache", "requires", "new Paxos(): tokenCache shares client-credentials tokens, so it needs clientId and clientSecret (rule: requires).");
  }
  return tokenCache;
}

function chooseAuthorizer(options: PaxosOptions, build: (clientId: string, secret: string) => Authorizer) {
  const { clientId, clientSecret, accessToken, tokenProvider } = options;
  const given = [clientSecret !== undefined && "clientSecret", accessToken !== undefined && "accessToken", tokenProvider !== undefined && "tokenProvider"].filter(
    (name): name is string => typeof name === "string",
  );
  if (given.length > 1) {
    throw new ValidationError(given[1]!, "exclusive", `new Paxos(): give only one of clientSecret, accessToken and tokenProvider (rule: exclusive).`);
  }
  if ((clientId === undefined) !== (clientSecret === undefined)) {
    const missing = clientId === undefined ? "clientId" : "clientSecret";
    throw new ValidationError(missing, "required", `new Paxos(): clientId and clientSecret go together; ${missing} is missing (rule: required).`);
  }
  if (clientId !== undefined && clientSecret !== undefined) return build(clientId, clientSecret);
  if (accessToken !== undefined) return new StaticTokenAuthorizer(accessToken);
  if (tokenProvider !== undefined) return new ProviderAuthorizer(tokenProvider);
  return undefined;
}

/** Every scope an operation of the contract needs: what a widened token asks for. */
function contractScopes(): string[] {
  return Object.values(operationMeta).flatMap((meta) => (meta.scope === null ? [] : [meta.scope]));
}

/**
 * The Paxos v2 API client.
 *
 *     const paxos = new Paxos({ clientId, clientSecret, environment: "sandbox" });
 *     const tickers = await paxos.market.listTickers();
 */
export class Paxos {
  /** The environment this client talks to. */
  readonly environment: Environment;
  /** The API base URL in use. */
  readonly baseUrl: string;
  /** Sandbox-only simulations (fiat and profile deposits, identity statuses). */
  readonly sandbox: SandboxResource;
  /** API credentials: list and delete. */
  readonly apiCreds: ApiCredsResource;
  /** Fiat accounts: list, create, get, update, delete. */
  readonly fiatAccounts: FiatAccountsResource;
  /** Settlement transactions: list, create, get, affirm, cancel. */
  readonly settlement: SettlementResource;
  /** Payment statements. */
  readonly payments: PaymentsResource;
  /** Identities, their documents, institution members, accounts and account members. */
  readonly identity: IdentityResource;
  /** Market data: the public operations need no credentials; historical prices do. */
  readonly market: MarketResource;
  /** Crypto deposit addresses: list and create. */
  readonly depositAddresses: DepositAddressesResource;
  /** Travel-rule handling of incoming crypto deposits. */
  readonly cryptoDeposits: CryptoDepositsResource;
  /** The address book of external crypto addresses. */
  readonly cryptoDestinationAddresses: CryptoDestinationAddressesResource;
  /** Crypto and fiat withdrawals, and crypto withdrawal fees. */
  readonly withdrawals: WithdrawalsResource;
  /** Fiat deposit instructions (bank details and memo IDs). */
  readonly fiatDepositInstructions: FiatDepositInstructionsResource;
  /** Transfers (the ledger of asset movements), internal and Paxos transfers, transfer limits. */
  readonly transfers: TransfersResource;
  /** Addresses monitored for rewards. */
  readonly monitoringAddresses: MonitoringAddressesResource;
  /** Profiles and their balances. */
  readonly profiles: ProfilesResource;
  /** Events (what webhooks announce). */
  readonly events: EventsResource;
  /** Tax forms. */
  readonly taxForms: TaxFormsResource;
  /** Customer statements. */
  readonly statements: StatementsResource;
  /** Exchange orders and their executions. */
  readonly orders: OrdersResource;
  /** Held-rate quotes and their executions. */
  readonly quotes: QuotesResource;
  /** Issuer quotes (minting and redeeming) and their executions. */
  readonly issuerQuotes: IssuerQuotesResource;
  /** Conversions between USD and Paxos-issued stablecoins. */
  readonly stablecoinConversions: StablecoinConversionsResource;
  /** Orchestrations and orchestration rules. */
  readonly orchestrations: OrchestrationsResource;

  constructor(options: PaxosOptions = {}) {
    refuseUnsetCredentials(options);
    if (options.clientSecret !== undefined) assertSecretAllowedHere(options.dangerouslyAllowBrowser);
    const credentialed =
      options.clientSecret !== undefined || options.accessToken !== undefined || options.tokenProvider !== undefined;
    const config = resolveConfig(options, credentialed);
    let authorizer: Authorizer | undefined;
    const logger = makeLogger(config, () => authorizer?.secrets() ?? []);
    const tokenCache = checkTokenCache(options);
    authorizer = chooseAuthorizer(options, (clientId, secret) => {
      const tokenUrl = resolveUrl("tokenUrl", options.tokenUrl ?? environments[config.environment].tokenUrl, true);
      const redactText = (text: string) => redact(text, authorizer?.secrets() ?? [secret]);
      return new TokenManager(
        {
          tokenUrl,
          clientId,
          fetch: bufferingFetch(config.fetch, config.maxResponseBytes),
          timeout: config.timeout,
          maxRetries: config.maxRetries,
          backoff: config.backoff,
          redact: redactText,
          logger,
          rateLimiter: config.rateLimiter,
        },
        secret,
        options.scopes,
        contractScopes(),
        tokenCache,
      );
    });
    const context: ClientContext = {
      environment: config.environment,
      transport: new Transport({ ...config, logger, authorizer }),
    };
    this.environment = config.environment;
    this.baseUrl = config.baseUrl;
    this.sandbox = new SandboxResource(context);
    this.apiCreds = new ApiCredsResource(context);
    this.fiatAccounts = new FiatAccountsResource(context);
    this.settlement = new SettlementResource(context);
    this.payments = new PaymentsResource(context);
    this.identity = new IdentityResource(context);
    this.market = new MarketResource(context);
    this.depositAddresses = new DepositAddressesResource(context);
    this.cryptoDeposits = new CryptoDepositsResource(context);
    this.cryptoDestinationAddresses = new CryptoDestinationAddressesResource(context);
    this.withdrawals = new WithdrawalsResource(context);
    this.fiatDepositInstructions = new FiatDepositInstructionsResource(context);
    this.transfers = new TransfersResource(context);
    this.monitoringAddresses = new MonitoringAddressesResource(context);
    this.profiles = new ProfilesResource(context);
    this.events = new EventsResource(context);
    this.taxForms = new TaxFormsResource(context);
    this.statements = new StatementsResource(context);
    this.orders = new OrdersResource(context);
    this.quotes = new QuotesResource(context);
    this.issuerQuotes = new IssuerQuotesResource(context);
    this.stablecoinConversions = new StablecoinConversionsResource(context);
    this.orchestrations = new OrchestrationsResource(context);
    // A short, secret-free summary for util.inspect and console.log. Defined here, not as a
    // computed class member, so that bundlers can still drop this class when it is unused.
    Object.defineProperty(this, Symbol.for("nodejs.util.inspect.custom"), {
      value: () => `Paxos { environment: '${this.environment}', baseUrl: '${this.baseUrl}' }`,
    });
  }

  /** A secret-free summary for `JSON.stringify`. */
  toJSON(): Record<string, string> {
    return { environment: this.environment, baseUrl: this.baseUrl };
  }
}
