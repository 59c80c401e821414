/**
 * The client without resources: options, credentials, the one token manager
 * and the transport. Resources are built from it (`new SettlementResource(client)`),
 * so a page bundles only the resources it uses; `Paxos` builds every one.
 */
import type { Authorizer } from "./core/auth/authorizer";
import { StaticTokenAuthorizer } from "./core/auth/static-token";
import type { TokenCache } from "./core/auth/token-cache";
import { type TokenProvider, ProviderAuthorizer } from "./core/auth/token-provider";
import { TokenManager } from "./core/auth/token-manager";
import { refuseUnsetCredentials } from "./core/auth/unset-credentials";
import { assertSecretAllowedHere, type ClientName, makeLogger, resolveConfig, resolveUrl, type TransportOptions } from "./core/config";
import { ValidationError } from "./core/errors";
import { CONTRACT_SCOPES } from "./generated/descriptors";
import { type Environment, environments } from "./core/environment";
import { bufferingFetch } from "./core/fetch";
import { checkHooks, HookReporter } from "./core/hook-reporter";
import type { Hooks } from "./core/hooks";
import { redact } from "./core/logger";
import { bindContext } from "./core/resource";
import { Transport } from "./core/transport";
import { resolveRequestSigning, type RequestSigningOptions } from "./core/signing/signing-options";

/** Options of `new Paxos()` and `new PaxosClient()`. Give client credentials, an access token or a token provider (or none, for the public market data only). */
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
  /**
   * Observers for metrics, audit and tracing: `onRequest` (each attempt),
   * `onRetry`, `onResponse` and `onError` (each call's outcome). Events carry
   * no credentials; a hook that throws is logged and never breaks the call.
   */
  hooks?: Hooks;
  /**
   * Signs every request to an authenticated endpoint with a `Paxos-Signature` header, for API
   * credentials that enforce request signing: `{ keyId, privateKey }` (a PEM string, `KeyObject`,
   * `CryptoKey` or JWK; P-256 → ES256, Ed25519 → EdDSA) or `{ keyId, algorithm, sign }` for a key
   * in a KMS or HSM. Checked at construction; the key is never logged, inspected or serialised.
   */
  requestSigning?: RequestSigningOptions;
}

/** Checks the `tokenCache` option: an object with `obtain` and `invalidate`, and client credentials to use it with. */
function checkTokenCache(options: PaxosOptions, who: ClientName): TokenCache | undefined {
  const { tokenCache } = options;
  if (tokenCache === undefined) return undefined;
  if (typeof tokenCache !== "object" || tokenCache === null || typeof tokenCache.obtain !== "function" || typeof tokenCache.invalidate !== "function") {
    throw new ValidationError("tokenCache", "type", `${who}: tokenCache must have obtain() and invalidate() methods (rule: type).`);
  }
  if (options.clientSecret === undefined) {
    throw new ValidationError("tokenCache", "requires", `${who}: tokenCache shares client-credentials tokens, so it needs clientId and clientSecret (rule: requires).`);
  }
  return tokenCache;
}

function chooseAuthorizer(options: PaxosOptions, who: ClientName, build: (clientId: string, secret: string) => Authorizer) {
  const { clientId, clientSecret, accessToken, tokenProvider } = options;
  const given = [clientSecret !== undefined && "clientSecret", accessToken !== undefined && "accessToken", tokenProvider !== undefined && "tokenProvider"].filter(
    (name): name is string => typeof name === "string",
  );
  if (given.length > 1) {
    throw new ValidationError(given[1]!, "exclusive", `${who}: give only one of clientSecret, accessToken and tokenProvider (rule: exclusive).`);
  }
  if ((clientId === undefined) !== (clientSecret === undefined)) {
    const missing = clientId === undefined ? "clientId" : "clientSecret";
    throw new ValidationError(missing, "required", `${who}: clientId and clientSecret go together; ${missing} is missing (rule: required).`);
  }
  if (clientId !== undefined && clientSecret !== undefined) return build(clientId, clientSecret);
  if (accessToken !== undefined) return new StaticTokenAuthorizer(accessToken);
  if (tokenProvider !== undefined) return new ProviderAuthorizer(tokenProvider);
  return undefined;
}

/**
 * The Paxos v2 API client without its resources: build the ones you use from
 * it, and a web page bundles only their operations. Every resource built from
 * one client shares its credentials, its one token and its transport.
 *
 *     const client = new PaxosClient({ clientId, clientSecret, environment: "sandbox" });
 *     const settlement = new SettlementResource(client);
 *     const tx = await settlement.createTransaction({ ... });
 */
export class PaxosClient {
  /** The environment this client talks to. */
  readonly environment: Environment;
  /** The API base URL in use. */
  readonly baseUrl: string;

  constructor(options: PaxosOptions = {}) {
    // Option errors name the constructor the caller used.
    const who: ClientName = new.target === PaxosClient ? "new PaxosClient()" : "new Paxos()";
    refuseUnsetCredentials(options, who);
    if (options.clientSecret !== undefined) assertSecretAllowedHere(options.dangerouslyAllowBrowser, who);
    const credentialed =
      options.clientSecret !== undefined || options.accessToken !== undefined || options.tokenProvider !== undefined;
    const config = resolveConfig(options, credentialed, who);
    let authorizer: Authorizer | undefined;
    const logger = makeLogger(config, () => authorizer?.secrets() ?? []);
    const tokenCache = checkTokenCache(options, who);
    const hooks = checkHooks(options.hooks, who);
    authorizer = chooseAuthorizer(options, who, (clientId, secret) => {
      const tokenUrl = resolveUrl("tokenUrl", options.tokenUrl ?? environments[config.environment].tokenUrl, true, who);
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
        // The first widening asks for every scope of the contract (a generated list, not every operation's facts).
        CONTRACT_SCOPES,
        tokenCache,
      );
    });
    const signer = resolveRequestSigning(options.requestSigning, who);
    if (signer && !authorizer) {
      throw new ValidationError(
        "requestSigning",
        "requires",
        `${who}: requestSigning signs authenticated requests, so it needs credentials (clientId and clientSecret, accessToken or tokenProvider) (rule: requires).`,
      );
    }
    this.environment = config.environment;
    this.baseUrl = config.baseUrl;
    // Kept beside the client, not on it (core/resource): inspecting or serialising it shows nothing more.
    bindContext(this, {
      environment: config.environment,
      transport: new Transport({
        ...config,
        logger,
        authorizer,
        observer: hooks && new HookReporter(hooks, (text) => redact(text, authorizer?.secrets() ?? []), logger),
        signer,
      }),
    });
    // A short, secret-free summary for util.inspect and console.log. Defined here, not as a
    // computed class member, so that bundlers can still drop this class when it is unused.
    Object.defineProperty(this, Symbol.for("nodejs.util.inspect.custom"), {
      value: () => `${this.constructor.name} { environment: '${this.environment}', baseUrl: '${this.baseUrl}' }`,
    });
  }

  /** A secret-free summary for `JSON.stringify`. */
  toJSON(): Record<string, string> {
    return { environment: this.environment, baseUrl: this.baseUrl };
  }
}
