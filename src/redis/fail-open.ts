/**
 * Fail-open for the fleet coordination: every Redis command gets a short
 * deadline, and while Redis is unreachable or slow the caller's in-process
 * fallback answers instead, so calls to Paxos keep working. One warning per
 * outage; Redis is tried again after a pause, and used again once it answers.
 */
import type { RedisLike } from "./redis-client";

/** Where the guard reports outages (the client's logger, or `console`). */
export interface OutageLogger {
  warn(message: string): void;
  info(message: string): void;
}

/** Tuning of the fail-open behaviour. */
export interface FailOpenOptions {
  /** Longest wait for one Redis command before falling back (default 500 ms). */
  commandTimeoutMs?: number;
  /**
   * Longest wait for the commands sent before the client's first answer, which include connecting to
   * Redis (default 3 000 ms, never shorter than `commandTimeoutMs`).
   */
  connectTimeoutMs?: number;
  /** After a failure, how long to use the fallback before trying Redis again (default 1 000 ms). */
  retryAfterMs?: number;
  /** Where the outage warning goes (default `console`, prefixed `[paxos-sdk]`). */
  logger?: OutageLogger;
}

const consoleLogger: OutageLogger = {
  warn: (message) => console.warn(`[paxos-sdk] ${message}`),
  info: (message) => console.info(`[paxos-sdk] ${message}`),
};

/** Thrown inside the guard when a command took longer than its deadline. */
class RedisTimeout extends Error {}

/** Tracks one Redis client's health and runs commands against it with a fallback. */
export class RedisGuard {
  readonly #timeoutMs: number;
  readonly #connectTimeoutMs: number;
  readonly #retryAfterMs: number;
  readonly #logger: OutageLogger;
  #downUntil = 0;
  #inOutage = false;
  /** True until the first command has ended (answered, failed or timed out). */
  #connecting = true;

  constructor(options: FailOpenOptions = {}) {
    this.#timeoutMs = options.commandTimeoutMs ?? 500;
    this.#connectTimeoutMs = Math.max(this.#timeoutMs, options.connectTimeoutMs ?? 3_000);
    this.#retryAfterMs = options.retryAfterMs ?? 1_000;
    this.#logger = options.logger ?? consoleLogger;
  }

  /** True while Redis is considered down (the fallback answers without trying it). */
  get down(): boolean {
    return Date.now() < this.#downUntil;
  }

  /**
   * Runs `command`; when Redis is down, fails, or answers later than the
   * deadline, runs `fallback` instead. Only Redis's own failures go to the
   * fallback: `command` must not wrap other work.
   */
  async run<T>(command: () => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
    if (this.down) return fallback();
    // A new client's first commands wait for its connection (a TLS handshake to a managed Redis can take
    // longer than a command should): read as an outage, it made a dedupe store refuse the first events
    // of every process start. Only the first: after any ending, a slow Redis is an outage again.
    const timeoutMs = this.#connecting ? this.#connectTimeoutMs : this.#timeoutMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new RedisTimeout(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      const result = await Promise.race([command(), deadline]);
      if (this.#inOutage) {
        this.#inOutage = false;
        this.#logger.info("Redis answers again; fleet coordination resumed.");
      }
      return result;
    } catch (error) {
      this.#markDown(error);
      return fallback();
    } finally {
      clearTimeout(timer);
      this.#connecting = false;
    }
  }

  #markDown(error: unknown): void {
    this.#downUntil = Date.now() + this.#retryAfterMs;
    if (this.#inOutage) return;
    this.#inOutage = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.#logger.warn(`Redis unavailable (${reason}); coordinating in this process only until it answers again.`);
  }
}

// One guard per Redis client, so the token cache and the rate limiter report one outage once.
const guards = new WeakMap<RedisLike, RedisGuard>();

/** The guard of `redis`, created on first use with `options`. */
export function guardFor(redis: RedisLike, options: FailOpenOptions = {}): RedisGuard {
  let guard = guards.get(redis);
  if (!guard) {
    guard = new RedisGuard(options);
    guards.set(redis, guard);
  }
  return guard;
}
