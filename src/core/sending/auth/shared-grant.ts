/**
 * Obtains grants through a {@link TokenCache} when the client has one, so
 * every client sharing the cache (a fleet of processes) uses one token per
 * (token URL, client id, scope set) instead of asking the token endpoint each.
 */
import type { TokenCache } from "./token-cache";
import type { GrantedToken } from "./token-request";

/** A cached token shorter-lived than this is renewed rather than handed out (renewal starts 60 s ahead). */
const MIN_SHARED_LIFETIME_MS = 30_000;

/**
 * The cache key of a scope set: a SHA-256 over the token URL, the client id
 * and the sorted scopes, so the key names none of them in the store.
 */
export async function tokenCacheKey(tokenUrl: string, clientId: string, scopes: readonly string[]): Promise<string> {
  const text = `${tokenUrl}\n${clientId}\n${[...scopes].sort().join(" ")}`;
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** One client's view of a shared token cache. */
export class SharedGrants {
  readonly #cache: TokenCache;
  readonly #tokenUrl: string;
  readonly #clientId: string;
  /** The cache key each token handed out came from, for `forget`. */
  readonly #keys = new Map<string, string>();
  /** A pending forget of a rejected token: the next obtain waits for it, so it never reads that token back. */
  #forgetting: Promise<void> = Promise.resolve();

  constructor(cache: TokenCache, tokenUrl: string, clientId: string) {
    this.#cache = cache;
    this.#tokenUrl = tokenUrl;
    this.#clientId = clientId;
  }

  /** A grant for `scopes`: the shared one if it lives long enough, else `request()`'s, then shared. */
  async obtain(scopes: readonly string[], request: () => Promise<GrantedToken>): Promise<GrantedToken> {
    const key = await tokenCacheKey(this.#tokenUrl, this.#clientId, scopes);
    await this.#forgetting;
    const shared = await this.#cache.obtain(
      key,
      async () => {
        const grant = await request();
        return { accessToken: grant.accessToken, scopes: [...grant.scopes], expiresAt: Date.now() + grant.lifetimeMs };
      },
      { validUntil: Date.now() + MIN_SHARED_LIFETIME_MS },
    );
    this.#keys.set(shared.accessToken, key);
    return { accessToken: shared.accessToken, scopes: new Set(shared.scopes), lifetimeMs: Math.max(0, shared.expiresAt - Date.now()) };
  }

  /** The service answered 401 to `token`: drop it from the cache if it is still the shared one. */
  forget(token: string): void {
    const key = this.#keys.get(token);
    if (key === undefined) return;
    this.#keys.delete(token);
    this.#forgetting = this.#forgetting.then(() => this.#cache.invalidate(key, token)).catch(() => undefined);
  }
}
