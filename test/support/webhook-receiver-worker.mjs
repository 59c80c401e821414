// One webhook receiver process of a fleet (forked by test/redis/webhook-fleet.test.ts): the built package's
// nodeHandler on a loopback port, fetching events from the mock and sharing its dedupe record through Redis.
// Reports its port, then every event its onEvent ran, over IPC. Plain Node, no TypeScript loader.
import { createServer } from "node:http";
import { Redis } from "ioredis";
import { Paxos } from "../../dist/index.js";
import { redisDedupeStore } from "../../dist/redis/index.js";

/** @type {{ redisUrl: string, prefix: string, baseUrl?: string, tokenUrl: string, clientId: string, clientSecret: string, header: string, key: string, workMs: number, leaseMs?: number, hangOnType?: string }} */
const config = JSON.parse(process.argv[2]);
const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, retryStrategy: () => 100 });
redis.on("error", () => {});

/** The handler, built once the mock's address is known (from the config, or later over IPC). */
function buildHandler(api) {
  const paxos = new Paxos({
    baseUrl: api.baseUrl,
    tokenUrl: api.tokenUrl,
    clientId: api.clientId,
    clientSecret: api.clientSecret,
    backoff: { initialDelayMs: 5, maxDelayMs: 50 },
    logLevel: "off",
  });
  return paxos.webhooks.nodeHandler({
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
}

// A mock that delivers to this process must know its port before this process can know the mock's address:
// then the address comes over IPC ({ kind: "api", baseUrl, … }), and deliveries before it are answered 503.
let handler = config.baseUrl ? buildHandler(config) : undefined;
process.on("message", (message) => {
  if (message.kind !== "api") return;
  handler = buildHandler(message);
  process.send({ kind: "ready" });
});

const server = createServer((req, res) => (handler ? void handler(req, res) : void res.writeHead(503, { "retry-after": "1" }).end()));
server.listen(0, "127.0.0.1", () => process.send({ kind: "listening", port: server.address().port }));
process.once("disconnect", () => {
  server.close();
  redis.disconnect();
});
