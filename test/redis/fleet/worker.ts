/**
 * One process of a fleet (forked by ../fleet.test.ts with tsx): a Paxos client sharing its token and its
 * rate budget through Redis, making `calls` list calls against the mock and reporting over IPC.
 * Not a test file itself.
 */
import Redis from "ioredis";
import { Paxos } from "../../../src/index";
import { redisRateLimiter, redisTokenCache } from "../../../src/redis/index";

/** What the test hands a worker (JSON in argv[2]). */
export interface WorkerConfig {
  redisUrl: string;
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  prefix: string;
  /** Requests per second of the `default` class, fleet-wide. */
  defaultLimit: number;
  calls: number;
  /** Pause between two calls of this worker, in ms (0: back to back). */
  pauseMs: number;
  lockTtlMs: number;
}

/** What a worker reports. */
export type WorkerMessage =
  | { kind: "progress"; done: number }
  | { kind: "result"; ok: number; failed: number; errors: string[]; warnings: string[] };

const config = JSON.parse(process.argv[2]!) as WorkerConfig;
const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, retryStrategy: () => 100 });
redis.on("error", () => {}); // outages are the point of one test; the SDK reports them through its logger
const warnings: string[] = [];
const logger = { warn: (line: string) => warnings.push(line), info: () => {} };

const paxos = new Paxos({
  clientId: config.clientId,
  clientSecret: config.clientSecret,
  baseUrl: config.baseUrl,
  tokenUrl: config.tokenUrl,
  scopes: ["transfer:read_deposit_address"],
  tokenCache: redisTokenCache(redis, { prefix: config.prefix, lockTtlMs: config.lockTtlMs, logger }),
  rateLimiter: redisRateLimiter(redis, { prefix: config.prefix, limits: { default: config.defaultLimit }, logger }),
  backoff: { initialDelayMs: 20, maxDelayMs: 200 },
  logLevel: "off",
});

const send = (message: WorkerMessage) => process.send!(message);

process.once("message", async () => {
  let ok = 0;
  const errors: string[] = [];
  for (let i = 0; i < config.calls; i++) {
    try {
      await paxos.depositAddresses.list({ limit: 5 });
      ok++;
    } catch (error) {
      errors.push(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    }
    send({ kind: "progress", done: i + 1 });
    if (config.pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, config.pauseMs));
  }
  send({ kind: "result", ok, failed: errors.length, errors: errors.slice(0, 5), warnings });
  redis.disconnect();
  process.disconnect();
});
send({ kind: "progress", done: 0 });
