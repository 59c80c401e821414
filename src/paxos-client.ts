/**
 * The client without resources: options, credentials, the one token manager
 * and the transport. Resources are built from it (`new SettlementResource(client)`),
 * so a page bundles only the resources it uses; `Paxos` builds every one.
 */
import type { Authorizer } from "./core/sending/auth/authorizer";
import { StaticTokenAuthorizer } from "./core/sending/auth/static-token";
import type { TokenCache } from "./core/sending/auth/token-cache";
import { type TokenProvider, ProviderAuthorizer } from "./core/sending/auth/token-provider";
import { TokenManager } from "./core/sending/auth/token-manager";
import { refuseUnsetCredentials } from "./core/sending/auth/unset-credentials";
import { checkUrlFromEnv, credentialsFromEnv, urlsFromEnv } from "./core/config/env-vars";
import type { RateLimiter } from "./core/sending/rate-limit/rate-limiter";
import { assertSecretAllowedHere, makeLogger, resolveConfig, resolveUrl, TRANSPORT_OPTION_KEYS, type TransportOptions } from "./core/config/config";
import { type ClientName, optionKeys, refuseUnknownOptions } from "./core/shared/option-keys";
import { refuse, ValidationError } from "./core/response/errors";
import { makeProblemError } from "./core/response/problem-errors";
import { CONTRACT_SCOPES } from "./generated/descriptors";
import { type Environment, environments } from "./core/config/paxos-environments";
import { CredentialedAttempts, WITHOUT_CREDENTIALS } from "./core/sending/auth/attempt-auth";
import { bufferingFetch } from "./core/sending/fetch";
import { checkHooks, HookReporter } from "./core/sending/hooks";
import type { Hooks } from "./core/sending/hooks";
import { redact } from "./core/shared/logger";
import { bindContext } from "./core/call/client-context";
import { Transport } from "./core/sending/transport";
import { resolveRequestSigning, type RequestSigningOptions } from "./core/sending/signing/signing-options";

/**
 * Options of `new Paxos()` and `new PaxosClient()`. Give client credentials, an access token or a
 * token provider (or none, for the public market data only). Left out altogether, the credentials
 * come from the `PAXOS_CLIENT_ID` and `PAXOS_CLIENT_SECRET` variables where there is a `process.env`.
 */
export interface PaxosOptions extends TransportOptions {
  /** OAuth client id (client-credentials grant); default the `PAXOS_CLIENT_ID` variable (see `PaxosOptions`). */
  clientId?: string;
  /** OAuth client secret, kept private, never logged, inspected or serialised; default the `PAXOS_CLIENT_SECRET` variable. */
  clientSecret?: string;
  /** Overrides the environment's token URL; default the `PAXOS_TOKEN_URL` variable when neither this nor `environment` is given. */
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

/** The keys of {@link PaxosOptions}, for refusing a misspelt one (`baseURL`, `timeOut`) that would otherwise be ignored. */
const PAXOS_OPTION_KEYS: readonly string[] = /* @__PURE__ */ TRANSPORT_OPTION_KEYS.concat(
  /* @__PURE__ */ optionKeys<Omit<PaxosOptions, keyof TransportOptions>>()(
    "clientId", "clientSecret", "tokenUrl", "scopes", "accessToken", "tokenProvider", "dangerouslyAllowBrowser",
    "tokenCache", "hooks", "requestSigning",
  ),
);

/** The options that say how the client authenticates: given in `withOptions()`, they replace the original's as a group. */
const CREDENTIAL_OPTIONS = ["clientId", "clientSecret", "accessToken", "tokenProvider", "tokenCache"] as const;
/** Options the token manager is built from that decide which token it holds, and where it asks for it. */
const TOKEN_OPTIONS: readonly string[] = /* @__PURE__ */ (CREDENTIAL_OPTIONS as readonly string[]).concat("tokenUrl", "scopes", "environment", "fetch");
/** Options that decide how (and whether) the client paces itself. */
const PACING_OPTIONS = ["rateLimiter", "rateLimits", "baseUrl", "environment"] as const;

/** What a copy made by `withOptions()` takes over from its original (see there). */
interface Inherited {
  authorizer: Authorizer | undefined;
  rateLimiter: RateLimiter | undefined;
}
/** Keyed by the options object `withOptions()` builds, read once by the constructor it calls. */
const inheritance = new WeakMap<object, Inherited>();

/** Checks the `tokenCache` option: an object with `obtain` and `invalidate`, and client credentials to use it with. */
function checkTokenCache(options: PaxosOptions, who: ClientName): TokenCache | undefined {
  const { tokenCache } = options;
  if (tokenCache === undefined) return undefined;
  if (typeof tokenCache !== "object" || tokenCache === null || typeof tokenCache.obtain !== "function" || typeof tokenCache.invalidate !== "function") {
    refuse(who, "tokenCache", "type", "tokenCache must have obtain() and invalidate() methods");
  }
  if (options.clientSecret === undefined) {
    refuse(who, "tokenCache", "requires", "tokenCache shares client-credentials tokens, so it needs clientId and clientSecret");
  }
  return tokenCache;
}

function chooseAuthorizer(options: PaxosOptions, who: ClientName, build: (clientId: string, secret: string) => Authorizer) {
  const { clientId, clientSecret, accessToken, tokenProvider } = options;
  const given = [clientSecret !== undefined && "clientSecret", accessToken !== undefined && "accessToken", tokenProvider !== undefined && "tokenProvider"].filter(
    (name): name is string => typeof name === "string",
  );
  if (given.length > 1) {
    refuse(who, given[1]!, "exclusive", "give only one of clientSecret, accessToken and tokenProvider");
  }
  if ((clientId === undefined) !== (clientSecret === undefined)) {
    const missing = clientId === undefined ? "clientId" : "clientSecret";
    refuse(who, missing, "required", `clientId and clientSecret go together; ${missing} is missing`);
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
  /** The options this client was built from (credentials from the environment included), for `withOptions()`. */
  readonly #options: PaxosOptions;
  /** The token manager (or other authorizer) and the rate limiter, which a copy may share. */
  readonly #shared: Inherited;

  constructor(givenOptions: PaxosOptions = {}) {
    // Option errors name the constructor the caller used.
    const who: ClientName = new.target === PaxosClient ? "new PaxosClient()" : "new Paxos()";
    refuseUnknownOptions(who, givenOptions, PAXOS_OPTION_KEYS);
    refuseUnsetCredentials(givenOptions, who);
    // The URL variables are checked here, where a refusal can name the variable; resolveConfig (which the
    // credential-free PaxosMarketClient shares, and a web page bundles) then takes them as options.
    const envUrls = urlsFromEnv(givenOptions);
    for (const [option, value] of Object.entries(envUrls) as [keyof typeof envUrls, string][]) {
      checkUrlFromEnv(option, true, () => resolveUrl(option, value, who, option === "streamUrl"));
    }
    const options: PaxosOptions = { ...givenOptions, ...credentialsFromEnv(givenOptions, who), ...envUrls };
    const inherited = inheritance.get(givenOptions);
    if (options.clientSecret !== undefined) assertSecretAllowedHere(options.dangerouslyAllowBrowser, who);
    const config = resolveConfig(options, who);
    // A copy made by withOptions() paces itself with its original's limiter (one budget per process).
    if (inherited?.rateLimiter) config.rateLimiter = inherited.rateLimiter;
    let authorizer: Authorizer | undefined = inherited?.authorizer;
    const redactSecrets = (text: string) => redact(text, authorizer?.secrets() ?? []);
    const logger = makeLogger(config, redactSecrets);
    const tokenCache = checkTokenCache(options, who);
    const hooks = checkHooks(options.hooks, who);
    authorizer ??= chooseAuthorizer(options, who, (clientId, secret) => {
      const tokenUrl = resolveUrl("tokenUrl", options.tokenUrl ?? environments[config.environment].tokenUrl, who);
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
    // The environment as resolved (PAXOS_ENVIRONMENT included) when the caller left it to the defaults: a
    // copy must talk to the service this client's token came from, whatever the variable says by then.
    this.#options = options.environment === undefined && options.baseUrl === undefined ? { ...options, environment: config.environment } : options;
    this.#shared = { authorizer, rateLimiter: config.rateLimiter };
    // Kept beside the client, not on it (core/call/resource): inspecting or serialising it shows nothing more.
    bindContext(this, {
      environment: config.environment,
      streamUrl: config.streamUrl,
      feedPacer: config.feedPacer,
      logger,
      transport: new Transport({
        ...config,
        logger,
        redact: redactSecrets,
        auth: authorizer ? new CredentialedAttempts(authorizer, signer, logger) : WITHOUT_CREDENTIALS,
        observer: hooks && new HookReporter(hooks, redactSecrets, logger),
        makeError: makeProblemError,
      }),
    });
    // A short, secret-free summary for util.inspect and console.log. Defined here, not as a
    // computed class member, so that bundlers can still drop this class when it is unused.
    Object.defineProperty(this, Symbol.for("nodejs.util.inspect.custom"), {
      value: () => `${this.constructor.name} { environment: '${this.environment}', baseUrl: '${this.baseUrl}' }`,
    });
  }

  /**
   * A copy of this client with some options changed: `paxos.withOptions({ timeout: 5_000 })`.
   * The copy is a new client of the same class (a `Paxos` gives a `Paxos`) built from this one's
   * options with `options` laid over them; an option given as `undefined` goes back to its default.
   * Credentials (`clientId`, `clientSecret`, `accessToken`, `tokenProvider`, `tokenCache`) are
   * replaced as a group: name any of them and the copy has only those you name.
   *
   * What it shares: the token manager, and so the one token, unless `options` touches the
   * credentials, `tokenUrl`, `scopes`, `environment` or `fetch` (then it gets its own; token requests
   * keep this client's timeout, retries and logger); and the rate limiter, unless `options` touches
   * `rateLimiter`, `rateLimits`, `baseUrl` or `environment`. This client is left unchanged.
   */
  withOptions(options: PaxosOptions): this {
    refuseUnknownOptions(this.constructor === PaxosClient ? "PaxosClient.withOptions()" : "Paxos.withOptions()", options, PAXOS_OPTION_KEYS);
    const merged: Record<string, unknown> = { ...this.#options };
    const given = options as Record<string, unknown>;
    if (CREDENTIAL_OPTIONS.some((key) => Object.hasOwn(given, key))) {
      for (const key of CREDENTIAL_OPTIONS) delete merged[key];
    }
    for (const [key, value] of Object.entries(given)) {
      if (value === undefined) delete merged[key];
      else merged[key] = value;
    }
    const touches = (keys: readonly string[]) => keys.some((key) => Object.hasOwn(given, key));
    inheritance.set(merged, {
      authorizer: touches(TOKEN_OPTIONS) ? undefined : this.#shared.authorizer,
      rateLimiter: touches(PACING_OPTIONS) ? undefined : this.#shared.rateLimiter,
    });
    const Copy = this.constructor as new (options: PaxosOptions) => this;
    return new Copy(merged as PaxosOptions);
  }

  /** A secret-free summary for `JSON.stringify`. */
  toJSON(): Record<string, string> {
    return { environment: this.environment, baseUrl: this.baseUrl };
  }
}
