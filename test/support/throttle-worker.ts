// The second process of a fleet held back by Paxos's throttle (forked by test/redis/throttle-window.test.ts
// through tsx, so it runs the sources under test, not a build): its own Paxos client, limiter and Redis
// connection, sharing only the redis-server and the prefix with the process that was answered 429. It makes
// two calls and prints, as one JSON line on stdout, how each ended: the error's class, title and resumeAt.
import { Redis } from "ioredis";
import { Paxos, RateLimitError } from "../../src/index";
import { redisRateLimiter } from "../../src/redis/index";

/** What the parent hands over (JSON in argv[2]). */
interface ThrottleWorkerConfig {
  redisUrl: string;
  prefix: string;
  baseUrl: string;
}

/** How one call of this process ended. */
export interface ThrottleWorkerOutcome {
  call: string;
  /** The error's class name, or "ok" when the call reached the service and succeeded. */
  outcome: string;
  title?: string;
  /** ISO time; only on a RateLimitError. */
  resumeAt?: string;
  /** When this process made the call (epoch ms). */
  at: number;
}

const config = JSON.parse(process.argv[2]!) as ThrottleWorkerConfig;
const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, retryStrategy: () => 50 });
redis.on("error", () => {});
const paxos = new Paxos({
  accessToken: "t",
  baseUrl: config.baseUrl,
  rateLimiter: redisRateLimiter(redis, { prefix: config.prefix, commandTimeoutMs: 2_000, logger: { warn: () => {}, info: () => {} } }),
  logLevel: "off",
});

async function outcomeOf(call: string, run: () => PromiseLike<unknown>): Promise<ThrottleWorkerOutcome> {
  const at = Date.now();
  try {
    await run();
    return { call, outcome: "ok", at };
  } catch (error) {
    if (error instanceof RateLimitError) return { call, outcome: "RateLimitError", title: error.title, resumeAt: error.resumeAt?.toISOString(), at };
    return { call, outcome: error instanceof Error ? error.constructor.name : typeof error, title: String(error), at };
  }
}

const outcomes = [await outcomeOf("profiles.list", () => paxos.profiles.list()), await outcomeOf("fiatAccounts.list", () => paxos.fiatAccounts.list())];
process.stdout.write(`${JSON.stringify(outcomes)}\n`);
redis.disconnect();
