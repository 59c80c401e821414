// One process of a fleet (forked by test/redis/fleet.test.ts and bench/figures/fleet.ts): a Paxos client
// from the built package (dist/, as a user installs it) sharing its token and rate budget through Redis
// (or, with `shared: false`, pacing itself alone as a process without Redis does), making `calls` list
// calls against the mock and reporting over IPC. Plain Node, no TypeScript loader: a fleet starts fast.
import { Redis } from "ioredis";
import { Paxos } from "../../dist/index.js";
import { redisRateLimiter, redisTokenCache } from "../../dist/redis/index.js";

/** @type {import("./fleet").WorkerConfig} */
const config = JSON.parse(process.argv[2]);
const redis = config.shared ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, retryStrategy: () => 100 }) : undefined;
redis?.on("error", () => {}); // outages are the point of one test; the SDK reports them through its logger
const warnings = [];
const logger = { warn: (line) => warnings.push(line), info: () => {} };

const paxos = new Paxos({
  clientId: config.clientId,
  clientSecret: config.clientSecret,
  baseUrl: config.baseUrl,
  tokenUrl: config.tokenUrl,
  scopes: ["transfer:read_deposit_address"],
  ...(redis
    ? {
        // A generous command deadline: on a loaded test machine a slow answer must not look like an outage.
        tokenCache: redisTokenCache(redis, { prefix: config.prefix, lockTtlMs: config.lockTtlMs, retryAfterMs: config.redisRetryAfterMs, commandTimeoutMs: 2_000, logger }),
        rateLimiter: redisRateLimiter(redis, { prefix: config.prefix, limits: { default: config.defaultLimit }, retryAfterMs: config.redisRetryAfterMs, commandTimeoutMs: 2_000, logger }),
      }
    : { rateLimits: { default: config.defaultLimit } }),
  backoff: { initialDelayMs: 20, maxDelayMs: 200 },
  logLevel: "off",
});

process.once("message", async () => {
  let ok = 0;
  const errors = [];
  for (let i = 0; i < config.calls; i++) {
    try {
      await paxos.depositAddresses.list({ limit: 5 });
      ok++;
    } catch (error) {
      errors.push(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    }
    process.send({ kind: "progress", done: i + 1 });
    if (config.pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, config.pauseMs));
  }
  process.send({ kind: "result", ok, failed: errors.length, errors: errors.slice(0, 5), warnings });
  redis?.disconnect();
  process.disconnect();
});
process.send({ kind: "progress", done: 0 });
