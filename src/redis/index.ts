/**
 * `paxos-sdk/redis`: one token and one rate budget for a fleet of processes
 * behind one IP, shared through Redis (ioredis, an optional peer dependency).
 */
export { redisRateLimiter, type RedisRateLimiterOptions } from "./rate-limiter";
export { redisTokenCache, type RedisTokenCacheOptions } from "./token-cache";
export type { RedisLike } from "./redis-client";
export type { FailOpenOptions, OutageLogger } from "./fail-open";
export { redisDedupeStore, type RedisDedupeStoreOptions } from "./webhook-dedupe";
