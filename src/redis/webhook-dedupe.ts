/**
 * `redisDedupeStore`: the webhook receivers of a fleet share one record of
 * handled events, so a delivery that reaches two processes (or a redelivery
 * reaching another one) is acted on once. Claims are leases kept in Redis with
 * a TTL (a dead process's claim lapses); each script reads and writes in one
 * atomic step.
 *
 * Fails closed, unlike the token cache and the rate limiter: while Redis does
 * not answer, a claim throws and the receiver answers 503, so Paxos delivers
 * again later. Acting without the fleet's record could act twice, and a
 * delayed event costs less than a doubled one.
 */
import { randomUUID } from "node:crypto";
import type { ClaimResult, WebhookDedupeStore } from "../webhooks/dedupe-store";
import { type FailOpenOptions, guardFor } from "./fail-open";
import { optionKeys, refuseUnknownOptions } from "../core/shared/option-keys";
import { type LuaScript, type RedisLike, luaScript, runScript } from "./redis-client";

/** Options of {@link redisDedupeStore}. */
export interface RedisDedupeStoreOptions extends Pick<FailOpenOptions, "commandTimeoutMs" | "connectTimeoutMs" | "logger"> {
  /** Prefix of every key written (default `"paxos-sdk:"`); give each tenant its own. */
  prefix?: string;
  /** How long a done event is remembered (default 7 days: longer than Paxos keeps retrying). */
  doneTtlMs?: number;
}

const DEDUPE_STORE_OPTION_KEYS = /* @__PURE__ */ optionKeys<RedisDedupeStoreOptions>()("prefix", "doneTtlMs", "commandTimeoutMs", "connectTimeoutMs", "logger");

/** Claims unless done or held. KEYS: the event key. ARGV: claim id, lease ms. Returns "claimed", "done" or "in-progress". */
const CLAIM: LuaScript = luaScript(`local v = redis.call('GET', KEYS[1])
if v == 'done' then return 'done' end
if v then return 'in-progress' end
redis.call('SET', KEYS[1], 'claim:' .. ARGV[1], 'PX', ARGV[2])
return 'claimed'`);

/** Extends the lease if ARGV[1] still holds it. ARGV: claim id, lease ms. */
const EXTEND: LuaScript = luaScript(`if redis.call('GET', KEYS[1]) == 'claim:' .. ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`);

/**
 * Marks done if ARGV[1] holds the event, or if nobody does (its lease lapsed and no one took it).
 * ARGV: claim id, done TTL ms. Returns 1 when marked, 0 when another holder has it.
 */
const COMPLETE: LuaScript = luaScript(`local v = redis.call('GET', KEYS[1])
if v and v ~= 'claim:' .. ARGV[1] and v ~= 'done' then return 0 end
redis.call('SET', KEYS[1], 'done', 'PX', ARGV[2])
return 1`);

/** Deletes the claim if ARGV[1] still holds it. */
const RELEASE: LuaScript = luaScript(`if redis.call('GET', KEYS[1]) == 'claim:' .. ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`);

/** Thrown while Redis does not answer: the receiver answers 503 and Paxos retries. */
class DedupeUnavailable extends Error {
  override name = "DedupeUnavailable";
}

/**
 * A webhook dedupe store on Redis (ioredis, or any client with `eval`/`evalsha`), for a fleet of receivers.
 *
 *     paxos.webhooks.nodeHandler({ apiKey, onEvent, dedupe: redisDedupeStore(redis) })
 */
export function redisDedupeStore(redis: RedisLike, options: RedisDedupeStoreOptions = {}): WebhookDedupeStore {
  refuseUnknownOptions("redisDedupeStore()", options, DEDUPE_STORE_OPTION_KEYS);
  const prefix = options.prefix ?? "paxos-sdk:";
  const doneTtlMs = options.doneTtlMs ?? 7 * 24 * 60 * 60 * 1000;
  const guard = guardFor(redis, { commandTimeoutMs: options.commandTimeoutMs, connectTimeoutMs: options.connectTimeoutMs, logger: options.logger });
  const key = (eventId: string) => `${prefix}webhook-event:${eventId}`;
  const unavailable = (): never => {
    throw new DedupeUnavailable("Redis is unavailable; the webhook dedupe store refuses to guess");
  };

  return {
    async claim(eventId, leaseMs): Promise<ClaimResult> {
      const claim = randomUUID();
      const status = await guard.run(() => runScript(redis, CLAIM, [key(eventId)], [claim, Math.ceil(leaseMs)]), unavailable);
      if (status === "claimed") return { status, claim };
      if (status === "done" || status === "in-progress") return { status };
      throw new DedupeUnavailable(`unexpected answer from Redis: ${String(status)}`);
    },
    async extend(eventId, claim, leaseMs) {
      await guard.run(() => runScript(redis, EXTEND, [key(eventId)], [claim, Math.ceil(leaseMs)]), () => undefined);
    },
    async complete(eventId, claim) {
      return (await guard.run(() => runScript(redis, COMPLETE, [key(eventId)], [claim, doneTtlMs]), unavailable)) === 1;
    },
    async release(eventId, claim) {
      // Not reachable: the lease lapses on its own and a redelivery claims the event then.
      await guard.run(() => runScript(redis, RELEASE, [key(eventId)], [claim]), () => undefined);
    },
  };
}
