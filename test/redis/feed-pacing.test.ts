/**
 * The feeds' new sockets paced across a fleet: two clients that stand for two processes behind one IP
 * (each its own Redis connection, no shared memory) pass the same `redisRateLimiter` budget as their
 * `rateLimiter`; the mock, enforcing Paxos's subscription limit per address, delays none of their six
 * sockets, while the same two clients each pacing alone in process get some delayed. Real redis-server,
 * real sockets on loopback; the limit is shortened (200 ms at the mock, 2 a second at the clients).
 */
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PaxosMarketClient, watchExecutions, watchOrderBook, watchStablecoinPrice } from "../../src/index";
import { type MockServer, startMockServer } from "../../src/mock/index";
import { redisRateLimiter } from "../../src/redis/rate-limiter";
import { redisAvailable, requireRedisUnderCI, startRedis, type RedisProcess } from "../support/redis-server";
import { eventually } from "../support/eventually";

requireRedisUnderCI("test/redis feed pacing");

let redis: RedisProcess;
const clients: Redis[] = [];
let server: MockServer | undefined;
const controllers: AbortController[] = [];

beforeAll(async () => {
  if (redisAvailable) redis = await startRedis();
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await redis?.close();
});
afterEach(async () => {
  for (const controller of controllers.splice(0)) controller.abort();
  await server?.close();
  server = undefined;
});

function connect(): Redis {
  const client = new Redis(redis.url, { maxRetriesPerRequest: 1, retryStrategy: () => 50 });
  client.on("error", () => {});
  clients.push(client);
  return client;
}

/** Starts a book, an execution and a stablecoin loop on `market` (three sockets). */
function openThree(market: PaxosMarketClient): void {
  const controller = new AbortController();
  controllers.push(controller);
  const options = { signal: controller.signal };
  for (const feed of [watchOrderBook(market, "BTCUSD", options), watchExecutions(market, "BTCUSD", options), watchStablecoinPrice(market, "USDCUSD", options)]) {
    void (async () => {
      for await (const _ of feed as AsyncIterable<unknown>);
    })().catch(() => {});
  }
}

describe.runIf(redisAvailable)("feed subscriptions paced across a fleet (real redis-server)", () => {
  it("two processes sharing the Redis budget: none of their sockets is delayed by the service", async () => {
    server = await startMockServer({ port: 0, feeds: { subscriptionIntervalMs: 200 } });
    const prefix = `feeds-${Date.now()}:`;
    for (let process = 0; process < 2; process++) {
      const rateLimiter = redisRateLimiter(connect(), { prefix, limits: { subscription: 2 } });
      openThree(new PaxosMarketClient({ streamUrl: server.streamUrl, rateLimiter }));
    }
    await eventually(() => server!.api.feeds.subscriptions.length === 6, "six subscriptions");
    expect(server.api.feeds.subscriptions.map((s) => s.delayedMs)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("the same two pacing alone (each its own budget): the service delays some", async () => {
    // Paxos's own second (the two processes together open 8 a second at most).
    server = await startMockServer({ port: 0, feeds: { subscriptionIntervalMs: 1_000 } });
    for (let process = 0; process < 2; process++) {
      const rateLimiter = redisRateLimiter(connect(), { prefix: `alone-${process}-${Date.now()}:`, limits: { subscription: 2 } });
      openThree(new PaxosMarketClient({ streamUrl: server.streamUrl, rateLimiter }));
    }
    await eventually(() => server!.api.feeds.subscriptions.length === 6, "six subscriptions");
    expect(server.api.feeds.subscriptions.filter((s) => s.delayedMs > 0).length).toBeGreaterThan(0);
  });
});
