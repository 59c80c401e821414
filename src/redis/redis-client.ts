/**
 * The few commands of a Redis client that `paxos-sdk/redis` uses, typed
 * structurally so that the SDK's declarations do not depend on ioredis (an
 * optional peer dependency) and any compatible client can be passed.
 */
import { createHash } from "node:crypto";

/** What the fleet coordination needs of a Redis client (an ioredis `Redis` or `Cluster` fits). */
export interface RedisLike {
  eval(script: string, numberOfKeys: number, ...args: (string | number)[]): Promise<unknown>;
  evalsha(sha1: string, numberOfKeys: number, ...args: (string | number)[]): Promise<unknown>;
}

/** A Lua script with its SHA-1, sent by digest after the first call. */
export interface LuaScript {
  readonly source: string;
  readonly sha1: string;
}

/** Wraps a Lua source with its digest. */
export function luaScript(source: string): LuaScript {
  return { source, sha1: createHash("sha1").update(source).digest("hex") };
}

/**
 * Runs `script` by digest, and by source when the server does not know it yet
 * (first use, or after a restart emptied its script cache).
 */
export async function runScript(redis: RedisLike, script: LuaScript, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> {
  try {
    return await redis.evalsha(script.sha1, keys.length, ...keys, ...args);
  } catch (error) {
    if (!String((error as Error)?.message ?? error).includes("NOSCRIPT")) throw error;
    return redis.eval(script.source, keys.length, ...keys, ...args);
  }
}
