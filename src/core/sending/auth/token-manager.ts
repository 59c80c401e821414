/**
 * One OAuth token shared by every call of a client. At most one token request
 * is in flight, whatever the mix of scopes: calls that need a scope it does
 * not cover wait for it, and then one request covers all of them. The token
 * is renewed in the background shortly before it expires, and a token the
 * service rejected is replaced once.
 */
import { APIError } from "../../response/errors";
import { type Authorizer, boundedWait, type TokenWait } from "./authorizer";
import { SharedGrants } from "./shared-grant";
import type { TokenCache } from "./token-cache";
import { type GrantedToken, requestToken, type TokenRequestConfig } from "./token-request";

interface HeldToken extends GrantedToken {
  /** When to start renewing in the background (epoch ms). */
  renewAt: number;
  /** After this the token is not used at all (epoch ms). */
  expiresAt: number;
}

interface Waiter {
  scope: string;
  resolve: (token: string) => void;
  reject: (reason: unknown) => void;
}

/** Renew this long before expiry, but never earlier than half-way through the lifetime. */
const RENEW_AHEAD_MS = 60_000;
/** Stop using a token this close to expiry: it might expire in flight. */
const EXPIRY_MARGIN_MS = 5_000;

/**
 * Client-credentials token manager. Without fixed `scopes` the first token
 * carries only the first call's scope (a script that only reads never holds a
 * token that can move money); the first time another scope is needed, the
 * token is widened once to every scope of the API (`allScopes`), so a client
 * that calls every operation makes two token requests, not one per scope.
 * Credentials refused that set (`invalid_scope`) are widened exactly instead.
 */
export class TokenManager implements Authorizer {
  readonly #config: TokenRequestConfig;
  readonly #clientSecret: string;
  readonly #fixedScopes: readonly string[] | undefined;
  readonly #allScopes: readonly string[];
  #held: HeldToken | undefined;
  #everHeld = false;
  #allScopesRefused = false;
  #inFlight: Promise<void> | undefined;
  #waiters: Waiter[] = [];
  readonly #shared: SharedGrants | undefined;

  /** `tokenCache`: share tokens with other clients (other processes) instead of asking the token endpoint each. */
  constructor(
    config: TokenRequestConfig,
    clientSecret: string,
    scopes?: readonly string[],
    allScopes: readonly string[] = [],
    tokenCache?: TokenCache,
  ) {
    this.#config = config;
    this.#clientSecret = clientSecret;
    this.#fixedScopes = scopes;
    this.#allScopes = [...new Set(allScopes)].sort();
    this.#shared = tokenCache && new SharedGrants(tokenCache, config.tokenUrl, config.clientId);
  }

  token(scope: string, wait: TokenWait = {}): Promise<string> {
    const usable = this.#usable(scope);
    if (usable) {
      if (Date.now() >= usable.renewAt && !this.#inFlight) this.#start([...usable.scopes].sort());
      return Promise.resolve(usable.accessToken);
    }
    const promise = new Promise<string>((resolve, reject) => {
      this.#waiters.push({ scope, resolve, reject });
    });
    this.#next();
    // Giving up (signal, deadline) leaves the shared request running for the others.
    return boundedWait(promise, wait);
  }

  rejected(rejected: string): boolean {
    if (this.#held?.accessToken === rejected) this.#held = undefined;
    this.#shared?.forget(rejected);
    return true;
  }

  secrets(): readonly string[] {
    return this.#held ? [this.#clientSecret, this.#held.accessToken] : [this.#clientSecret];
  }

  /** The held token, when it may be sent for `scope` now. */
  #usable(scope: string): HeldToken | undefined {
    const held = this.#held;
    if (!held || Date.now() >= held.expiresAt) return undefined;
    return this.#fixedScopes !== undefined || held.scopes.has(scope) ? held : undefined;
  }

  /** Starts the one request that serves every waiting call, unless one is in flight. */
  #next(): void {
    if (this.#inFlight || this.#waiters.length === 0) return;
    this.#start(this.#scopesFor(this.#waiters.map((waiter) => waiter.scope)));
  }

  #scopesFor(needed: readonly string[]): readonly string[] {
    if (this.#fixedScopes) return this.#fixedScopes;
    const wanted = new Set(needed);
    const held = this.#held && Date.now() < this.#held.expiresAt ? this.#held.scopes : undefined;
    // Keep what the current token already carries, so one token keeps serving every call.
    for (const scope of held ?? []) wanted.add(scope);
    // Widen once, to everything, rather than once per newly needed scope.
    if (this.#everHeld && !this.#allScopesRefused) for (const scope of this.#allScopes) wanted.add(scope);
    return [...wanted].sort();
  }

  #start(scopes: readonly string[]): void {
    const widened = this.#scopesAreAll(scopes);
    const ask = () => requestToken(this.#config, this.#clientSecret, scopes);
    const round = (this.#shared ? this.#shared.obtain(scopes, ask) : ask()).then(
      (grant) => {
        const obtainedAt = Date.now();
        const renewAhead = Math.min(RENEW_AHEAD_MS, grant.lifetimeMs / 2);
        this.#held = {
          ...grant,
          renewAt: obtainedAt + grant.lifetimeMs - renewAhead,
          expiresAt: obtainedAt + grant.lifetimeMs - Math.min(EXPIRY_MARGIN_MS, grant.lifetimeMs / 4),
        };
        this.#everHeld = true;
        this.#settle(() => undefined);
      },
      (error: unknown) => {
        if (widened && isInvalidScope(error)) {
          // These credentials may not have every scope: ask for exactly what is needed from now on.
          this.#allScopesRefused = true;
          return;
        }
        const asked = new Set(scopes);
        const callers = this.#waiters.filter((waiter) => asked.has(waiter.scope)).length;
        // A background renewal that failed reaches no caller (the held token is still used, and renewal
        // is tried again on a later call), so it is the one token failure worth a warning.
        if (callers === 0) this.#config.logger.warn(`background token renewal failed; retrying on a later call: ${(error as Error).message}`);
        this.#settle((waiter) => (asked.has(waiter.scope) ? error : undefined));
      },
    );
    this.#inFlight = round.finally(() => {
      this.#inFlight = undefined;
      this.#next();
    });
  }

  /** Hands the held token to every waiter it serves; `failure` says which others fail, and with what. */
  #settle(failure: (waiter: Waiter) => unknown): void {
    this.#waiters = this.#waiters.filter((waiter) => {
      const usable = this.#usable(waiter.scope);
      if (usable) {
        waiter.resolve(usable.accessToken);
        return false;
      }
      const error = failure(waiter);
      if (error === undefined) return true;
      waiter.reject(error);
      return false;
    });
  }

  #scopesAreAll(scopes: readonly string[]): boolean {
    return this.#fixedScopes === undefined && this.#allScopes.length > 0 && this.#allScopes.every((scope) => scopes.includes(scope)) && this.#everHeld;
  }
}

function isInvalidScope(error: unknown): boolean {
  return error instanceof APIError && error.status === 400 && error.title === "invalid_scope";
}
