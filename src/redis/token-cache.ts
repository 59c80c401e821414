/**
 * `redisTokenCache`: one access token per (token URL, client id, scope set)
 * for a whole fleet. A lock with a TTL lets one process at a time ask the
 * token endpoint; the others wait for the token it stores. A 401 forgets the
 * token only if it is still the rejected one, so the fleet renews once.
 */
import { createHash, randomUUID } from "node:crypto";
import type { CachedToken, TokenCache, TokenCacheObtainOptions } from "../core/sending/auth/token-cache";
import { sleep } from "./sleep";
import { optionKeys, refuseUnknownOptions } from "../core/shared/option-keys";
import { type FailOpenOptions, guardFor } from "./fail-open";
import { type RedisLike, runScript } from "./redis-client";
import { EXTEND_LOCK, FORGET_TOKEN, READ_TOKEN, RELEASE_LOCK, TAKE_LOCK, WRITE_TOKEN } from "./scripts";

/** Options of {@link redisTokenCache}. */
export interface RedisTokenCacheOptions extends FailOpenOptions {
  /** Prefix of every key written (default `"paxos-sdk:"`); give each tenant its own. */
  prefix?: string;
  /**
   * TTL of the token-request lock (default 10 000 ms). The holder extends it while its request runs, so
   * only a holder that died (or lost Redis) lets another process ask after at most this long.
   */
  lockTtlMs?: number;
  /** How often a waiting process looks for the token another one is fetching (default 50 ms). */
  pollIntervalMs?: number;
}

const TOKEN_CACHE_OPTION_KEYS = /* @__PURE__ */ optionKeys<RedisTokenCacheOptions>()("prefix", "lockTtlMs", "pollIntervalMs", "commandTimeoutMs", "connectTimeoutMs", "retryAfterMs", "logger");

/** A token's fingerprint: what the compare-and-swap compares, so the token itself is never an argument twice. */
function fingerprint(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Waits for `promise`, but rejects with the signal's reason as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/**
 * A {@link TokenCache} on Redis. While Redis is unreachable, each process
 * fetches its own token (fail open) and the fleet shares again once it is back.
 *
 *     const paxos = new Paxos({ clientId, clientSecret, tokenCache: redisTokenCache(redis) });
 */
export function redisTokenCache(redis: RedisLike, options: RedisTokenCacheOptions = {}): TokenCache {
  refuseUnknownOptions("redisTokenCache()", options, TOKEN_CACHE_OPTION_KEYS);
  const prefix = options.prefix ?? "paxos-sdk:";
  const lockTtlMs = options.lockTtlMs ?? 10_000;
  const pollIntervalMs = options.pollIntervalMs ?? 50;
  const guard = guardFor(redis, options);
  // Calls of this process for the same key share one round of the protocol below.
  const inFlight = new Map<string, Promise<CachedToken>>();

  const tokenKey = (key: string) => `${prefix}token:${key}`;
  const lockKey = (key: string) => `${prefix}token-lock:${key}`;

  /** The cached token, undefined when there is none, or "down" when Redis did not answer. */
  const read = (key: string, validUntil: number) =>
    guard.run<CachedToken | undefined | "down">(async () => {
      const minRemaining = Math.max(0, validUntil - Date.now());
      const row = (await runScript(redis, READ_TOKEN, [tokenKey(key)], [minRemaining])) as [string, string, string] | null;
      if (!row) return undefined;
      const [accessToken, remaining, scopes] = row;
      return { accessToken, expiresAt: Date.now() + Number(remaining), scopes: scopes ? scopes.split(" ") : [] };
    }, () => "down");

  const fetchAndShare = async (key: string, fetch: () => Promise<CachedToken>, owner: string): Promise<CachedToken> => {
    // Alive and still asking: keep the lock, so a slow token endpoint does not let a second process ask too.
    const heartbeat = setInterval(() => {
      void guard.run(() => runScript(redis, EXTEND_LOCK, [lockKey(key)], [owner, lockTtlMs]), () => undefined);
    }, lockTtlMs / 3);
    try {
      const token = await fetch();
      const lifetime = Math.floor(token.expiresAt - Date.now());
      if (lifetime > 0) {
        await guard.run(
          () => runScript(redis, WRITE_TOKEN, [tokenKey(key)], [token.accessToken, token.scopes.join(" "), fingerprint(token.accessToken), lifetime]),
          () => undefined,
        );
      }
      return token;
    } finally {
      clearInterval(heartbeat);
      await guard.run(() => runScript(redis, RELEASE_LOCK, [lockKey(key)], [owner]), () => undefined);
    }
  };

  const protocol = async (key: string, fetch: () => Promise<CachedToken>, signal: AbortSignal | undefined, validUntil: number) => {
    const owner = randomUUID();
    for (;;) {
      const cached = await read(key, validUntil);
      if (cached === "down") return fetch();
      if (cached) return cached;
      const taken = await guard.run(() => runScript(redis, TAKE_LOCK, [lockKey(key)], [owner, lockTtlMs]), () => "down" as const);
      if (taken === "down") return fetch();
      if (taken === 1) {
        // Look again: the previous holder may have stored its token and let the lock go between our
        // read and our lock, and asking the token endpoint now would make a second request.
        const stored = await read(key, validUntil);
        if (stored && stored !== "down") {
          await guard.run(() => runScript(redis, RELEASE_LOCK, [lockKey(key)], [owner]), () => undefined);
          return stored;
        }
        return fetchAndShare(key, fetch, owner);
      }
      // Another process is asking the token endpoint: wait for its token (or for its lock to lapse).
      await sleep(pollIntervalMs, signal);
    }
  };

  return {
    obtain(key: string, fetch: () => Promise<CachedToken>, obtainOptions: TokenCacheObtainOptions = {}): Promise<CachedToken> {
      const validUntil = obtainOptions.validUntil ?? Date.now();
      let shared = inFlight.get(key);
      if (!shared) {
        shared = protocol(key, fetch, undefined, validUntil).finally(() => inFlight.delete(key));
        inFlight.set(key, shared);
      }
      // The round is shared by this process's callers: one caller's abort ends only its own wait.
      return untilAborted(shared, obtainOptions.signal);
    },

    async invalidate(key: string, rejected: string): Promise<void> {
      await guard.run(() => runScript(redis, FORGET_TOKEN, [tokenKey(key)], [fingerprint(rejected)]), () => undefined);
    },
  };
}
