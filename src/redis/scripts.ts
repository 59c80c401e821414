/**
 * The Lua scripts of the fleet coordination. Each runs atomically inside
 * Redis and reads the time from Redis itself, so the processes of a fleet
 * share one clock and never read-then-write across a round trip.
 */
import { luaScript } from "./redis-client";

/** Redis's own clock in milliseconds (fractional). */
const NOW = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000`;

/**
 * Reserves the next sending slot of a class (GCRA with no burst: slots are
 * `interval` apart, so no 1-second window holds more than 1000/interval), after
 * any hold set by a 429. KEYS: the class's next-slot key, its hold key, the
 * hold key of every class. ARGV: interval ms, the longest wait the caller
 * accepts (ms). Returns {reserved (1|0), wait ms, hold end (epoch ms, 0 if none), Redis's now}.
 * A caller that would wait longer than it accepts reserves nothing.
 */
export const RESERVE_SLOT = luaScript(`${NOW}
local interval = tonumber(ARGV[1])
local maxWait = tonumber(ARGV[2])
local start = now
local nextSlot = tonumber(redis.call('GET', KEYS[1]) or '0')
if nextSlot > start then start = nextSlot end
local held = math.max(tonumber(redis.call('GET', KEYS[2]) or '0'), tonumber(redis.call('GET', KEYS[3]) or '0'))
if held > start then start = held end
local wait = start - now
if wait > maxWait then return {0, tostring(wait), tostring(held), tostring(now)} end
redis.call('SET', KEYS[1], tostring(start + interval), 'PX', math.ceil(wait + interval) + 1000)
return {1, tostring(wait), tostring(held), tostring(now)}`);

/**
 * Holds a class (or every class) back until \`now + ARGV[1]\` ms, keeping a
 * later hold already set. KEYS: the hold key. Returns the hold's end (epoch ms).
 */
export const HOLD = luaScript(`${NOW}
local untilMs = now + tonumber(ARGV[1])
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current > untilMs then return tostring(current) end
redis.call('SET', KEYS[1], tostring(untilMs), 'PX', math.ceil(tonumber(ARGV[1])) + 1000)
return tostring(untilMs)`);

/** Takes a lock if it is free. KEYS: the lock. ARGV: owner id, TTL ms. Returns 1 when taken. */
export const TAKE_LOCK = luaScript(`if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
return 0`);

/** Extends a lock's TTL only if `ARGV[1]` still owns it. ARGV: owner id, TTL ms. Returns 1 when extended. */
export const EXTEND_LOCK = luaScript(`if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`);

/** Releases a lock only if `ARGV[1]` still owns it (not after its TTL gave it to another). */
export const RELEASE_LOCK = luaScript(`if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`);

/**
 * Reads a cached token. KEYS: the token hash. ARGV: the least remaining
 * lifetime acceptable (ms). Returns {token, remaining ms, scopes} or nil.
 * Redis keeps the expiry (a TTL), so the processes' clocks never disagree on it.
 */
export const READ_TOKEN = luaScript(`local v = redis.call('HMGET', KEYS[1], 'token', 'scopes')
if not v[1] then return nil end
local remaining = redis.call('PTTL', KEYS[1])
if remaining < tonumber(ARGV[1]) then return nil end
return {v[1], tostring(remaining), v[2]}`);

/**
 * Stores a token for as long as it stays usable. KEYS: the token hash. ARGV:
 * token, scopes (space-separated), fingerprint, remaining lifetime (ms).
 */
export const WRITE_TOKEN = luaScript(`redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'token', ARGV[1], 'scopes', ARGV[2], 'fingerprint', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1`);

/**
 * Forgets a token only if it is still the rejected one. KEYS: the token hash.
 * ARGV: the rejected token's fingerprint. Returns 1 when it was forgotten.
 */
export const FORGET_TOKEN = luaScript(`if redis.call('HGET', KEYS[1], 'fingerprint') == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`);
