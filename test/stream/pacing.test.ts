/**
 * Paxos's limit of one new feed subscription a second per IP, shown at the mock, which enforces it the
 * way Paxos does (a subscription beyond it gets its data late, no error): a client that opens its three
 * channels at once without pacing gets two of them delayed; paced (`rateLimits.subscription`, the
 * limiter the REST calls use), none is delayed, the first and every reconnection alike. The mock's
 * interval is shortened (200 ms against the client's 2 a second, 550 ms apart: room for a loaded machine's jitter between a turn and its arrival) to keep the test fast.
 */
import { afterEach, describe, expect, it } from "vitest";
import { InProcessRateLimiter } from "../../src/core/sending/rate-limit/in-process";
import { PaxosMarketClient, watchExecutions, watchOrderBook, watchStablecoinPrice } from "../../src/index";
import type { MockServer } from "../../src/mock/index";
import { startFeedMock } from "./support";
import { eventually } from "../support/eventually";

let server: MockServer | undefined;
const controllers: AbortController[] = [];
afterEach(async () => {
  for (const controller of controllers.splice(0)) controller.abort();
  await server?.close();
  server = undefined;
});

/** Starts a book, an execution and a stablecoin loop at once on `market`; answers once the mock saw `count` subscriptions. */
async function openThree(market: PaxosMarketClient, count = 3): Promise<void> {
  const controller = new AbortController();
  controllers.push(controller);
  const options = { signal: controller.signal, reconnectDelayMs: 5 };
  for (const feed of [watchOrderBook(market, "BTCUSD", options), watchExecutions(market, "BTCUSD", options), watchStablecoinPrice(market, "USDCUSD", options)]) {
    void (async () => {
      for await (const _ of feed as AsyncIterable<unknown>);
    })().catch(() => {});
  }
  await eventually(() => server!.api.feeds.subscriptions.length >= count, `${count} subscriptions`);
}

describe("pacing new feed sockets", () => {
  it("unpaced, a client's second and third sockets get their data late (the mock delays them, as Paxos does)", async () => {
    // Paxos's own second: however slowly a loaded machine opens the three, they come within it.
    server = await startFeedMock({ feeds: { subscriptionIntervalMs: 1_000 } });
    await openThree(new PaxosMarketClient({ streamUrl: server.streamUrl, rateLimiter: false }));
    const delays = server.api.feeds.subscriptions.map((s) => s.delayedMs);
    expect(delays.filter((ms) => ms > 0)).toHaveLength(2);
  });

  it("paced to the limit, no socket is delayed, the first ones and the reconnections after a drop", async () => {
    server = await startFeedMock({ feeds: { subscriptionIntervalMs: 200 } });
    const market = new PaxosMarketClient({ streamUrl: server.streamUrl, rateLimits: { subscription: 2 } });
    await openThree(market);
    // Wait until all three are open, then cut them: they come back one at a time.
    await eventually(() => server!.api.feeds.connections === 3, "three sockets");
    server.api.feeds.dropSockets();
    await eventually(() => server!.api.feeds.subscriptions.length >= 6, "three reconnections");
    const subscriptions = server.api.feeds.subscriptions;
    expect(subscriptions.map((s) => s.path).slice(0, 3).sort()).toEqual(["/executiondata", "/marketdata", "/marketdata/stablecoin"]);
    expect(subscriptions.map((s) => s.delayedMs)).toEqual([0, 0, 0, 0, 0, 0]);
    for (let i = 1; i < subscriptions.length; i++) expect(subscriptions[i]!.at - subscriptions[i - 1]!.at).toBeGreaterThanOrEqual(200);
  });

  it("two clients of one process given one limiter share its budget (Paxos counts per IP, not per client)", async () => {
    server = await startFeedMock({ feeds: { subscriptionIntervalMs: 200 } });
    const options = { streamUrl: server.streamUrl, rateLimiter: new InProcessRateLimiter({ subscription: 2 }) };
    const one = openThree(new PaxosMarketClient(options), 3);
    await openThree(new PaxosMarketClient(options), 6);
    await one;
    expect(server.api.feeds.subscriptions.map((s) => s.delayedMs)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
