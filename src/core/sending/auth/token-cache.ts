/**
 * A store of access tokens shared by several clients, usually several processes
 * (`paxos-sdk/redis` provides one on Redis). The token manager asks it before it
 * asks the token endpoint, so a fleet behind one IP makes one token request
 * instead of one per process.
 */

/** A token as a cache keeps it. */
export interface CachedToken {
  /** The bearer token. */
  accessToken: string;
  /** The scopes it carries. */
  scopes: readonly string[];
  /** When it stops being usable (epoch milliseconds). */
  expiresAt: number;
}

/** Options of one {@link TokenCache.obtain} call. */
export interface TokenCacheObtainOptions {
  /** Gives up waiting (for another process's token request) when aborted. */
  signal?: AbortSignal;
  /** A cached token that expires before this (epoch ms) is not handed out. */
  validUntil?: number;
}

/**
 * Shares tokens between clients. `key` names one (token URL, client id, scope
 * set); it is a hash, so it reveals none of them.
 */
export interface TokenCache {
  /**
   * A token for `key`: the cached one if it is valid long enough, else the
   * result of `fetch`. Across everything sharing the cache, at most one
   * `fetch` per key runs at a time; the others wait for its token.
   */
  obtain(key: string, fetch: () => Promise<CachedToken>, options?: TokenCacheObtainOptions): Promise<CachedToken>;
  /**
   * The service answered 401 to `rejected`: forget it, but only if it is still
   * the cached token (compare-and-swap), so a fleet renews once per rejection.
   */
  invalidate(key: string, rejected: string): Promise<void>;
}
