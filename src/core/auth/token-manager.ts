/**
 * One OAuth token shared by every call of a client: concurrent first calls
 * wait on a single token request, the token is renewed in the background
 * shortly before it expires, and a token the service rejected is replaced once.
 */
import type { Authorizer } from "./authorizer";
import { type GrantedToken, requestToken, type TokenRequestConfig } from "./token-request";

interface HeldToken extends GrantedToken {
  /** When to start renewing in the background (epoch ms). */
  renewAt: number;
  /** After this the token is not used at all (epoch ms). */
  expiresAt: number;
}

interface PendingRequest {
  scopes: ReadonlySet<string>;
  promise: Promise<HeldToken>;
}

/** Renew this long before expiry, but never earlier than half-way through the lifetime. */
const RENEW_AHEAD_MS = 60_000;
/** Stop using a token this close to expiry: it might expire in flight. */
const EXPIRY_MARGIN_MS = 5_000;

/**
 * Client-credentials token manager. Without fixed `scopes` it asks for the
 * scopes the calls so far have needed, widening the token when a call needs a
 * new one; a scope the client is not allowed is never kept in the request.
 */
export class TokenManager implements Authorizer {
  readonly #config: TokenRequestConfig;
  readonly #clientSecret: string;
  readonly #fixedScopes: readonly string[] | undefined;
  #held: HeldToken | undefined;
  #pending: PendingRequest | undefined;
  #renewal: Promise<unknown> | undefined;

  constructor(config: TokenRequestConfig, clientSecret: string, scopes?: readonly string[]) {
    this.#config = config;
    this.#clientSecret = clientSecret;
    this.#fixedScopes = scopes;
  }

  async token(scope: string, signal?: AbortSignal): Promise<string> {
    const now = Date.now();
    const held = this.#held;
    if (held && this.#covers(held.scopes, scope) && now < held.expiresAt) {
      if (now >= held.renewAt && !this.#renewal) this.#renewInBackground(held);
      return held.accessToken;
    }
    const pending = this.#pending;
    const request = pending && this.#covers(pending.scopes, scope) ? pending.promise : this.#fetch(this.#scopesFor(scope));
    return (await abortable(request, signal)).accessToken;
  }

  rejected(rejected: string): boolean {
    if (this.#held?.accessToken === rejected) this.#held = undefined;
    return true;
  }

  secrets(): readonly string[] {
    return this.#held ? [this.#clientSecret, this.#held.accessToken] : [this.#clientSecret];
  }

  #covers(granted: ReadonlySet<string>, scope: string): boolean {
    return this.#fixedScopes !== undefined || granted.has(scope);
  }

  #scopesFor(scope: string): readonly string[] {
    if (this.#fixedScopes) return this.#fixedScopes;
    // Keep what the current token already carries, so one token keeps serving every call.
    const wanted = new Set(this.#held && Date.now() < this.#held.expiresAt ? this.#held.scopes : []);
    wanted.add(scope);
    return [...wanted].sort();
  }

  #fetch(scopes: readonly string[]): Promise<HeldToken> {
    // No caller's signal: the request is shared, and must not die with the first caller.
    const promise = requestToken(this.#config, this.#clientSecret, scopes).then(
      (grant) => {
        const obtainedAt = Date.now();
        const renewAhead = Math.min(RENEW_AHEAD_MS, grant.lifetimeMs / 2);
        const held: HeldToken = {
          ...grant,
          renewAt: obtainedAt + grant.lifetimeMs - renewAhead,
          expiresAt: obtainedAt + grant.lifetimeMs - Math.min(EXPIRY_MARGIN_MS, grant.lifetimeMs / 4),
        };
        this.#held = held;
        return held;
      },
    );
    const entry: PendingRequest = { scopes: new Set(scopes), promise };
    this.#pending = entry;
    const clear = () => {
      if (this.#pending === entry) this.#pending = undefined;
    };
    promise.then(clear, clear);
    return promise;
  }

  #renewInBackground(held: HeldToken): void {
    // The held token stays valid meanwhile; a failed renewal is retried on a later call. No caller
    // sees this failure, so it is the one token failure worth a warning.
    this.#renewal = this.#fetch([...held.scopes].sort())
      .catch((error: unknown) => {
        this.#config.logger.warn(`background token renewal failed; retrying on a later call: ${(error as Error).message}`);
      })
      .finally(() => {
        this.#renewal = undefined;
      });
  }
}

/** Waits for `promise`, but gives up (with the signal's reason) as soon as `signal` aborts. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
