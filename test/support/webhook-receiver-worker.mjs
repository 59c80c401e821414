// One webhook receiver process of a fleet (forked by test/redis/webhook-fleet.test.ts): the built package's
// nodeHandler on a loopback port, fetching events from the mock and sharing its dedupe record through Redis.
// Reports its port, then every event its onEvent ran, over IPC. Plain Node, no TypeScript loader.
import { createServer } from "node:http";
import { Redis } from "ioredis";
import { Paxos } from "../../dist/index.js";
import { redisDedupeStore } from "../../dist/redis/index.js";

/** @type {{ redisUrl: string, prefix: string, baseUrl: string, tokenUrl: string, clientId: string, clientSecret: string, header: string, key: string, workMs: number, leaseMs?: number, hangOnType?: string }} */
const config = JSON.parse(process.argv[2]);
const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, retryStrategy: () => 100 });
redis.on("error", () => {});

const paxos = new Paxos({
  baseUrl: config.baseUrl,
  tokenUrl: config.tokenUrl,
  clientId: config.clientId,
  clientSecret: config.clientSecret,
  backoff: { initialDelayMs: 5, maxDelayMs: 50 },
  logLevel: "off",
});

const handler = paxos.webhooks.nodeHandler({
  apiKey: { header: config.header, value: config.key },
  dedupe: redisDedupeStore(redis, { prefix: config.prefix, commandTimeoutMs: 2_000 }),
  logLevel: "off",
  leaseMs: config.leaseMs,
  onEvent: async (event) => {
    // A process that stops in the middle of its work (the test kills it there).
    if (event.type === config.hangOnType) {
      process.send({ kind: "hanging", id: event.id });
      await new Promise(() => {});
    }
    // Work that takes a while, so that the other process's delivery of the same event arrives meanwhile.
    await new Promise((resolve) => setTimeout(resolve, config.workMs));
    process.send({ kind: "handled", id: event.id, pid: process.pid });
  },
});

const server = createServer((req, res) => void handler(req, res));
server.listen(0, "127.0.0.1", () => process.send({ kind: "listening", port: server.address().port }));
process.once("disconnect", () => {
  server.close();
  redis.disconnect();
});
