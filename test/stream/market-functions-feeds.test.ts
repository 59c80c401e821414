/**
 * The feeds as functions of a `PaxosMarketClient` (`watchOrderBook(client, …)` …), over real sockets
 * against the mock: the loops of one client share one socket per channel, and the last one to leave
 * closes it; on a `Paxos`, the feed methods of `paxos.market` and the functions share the client's sockets.
 */
import { afterEach, describe, expect, it } from "vitest";
import { Paxos, PaxosMarketClient, watchExecutions, watchOrderBook } from "../../src/index";
import type { MockServer } from "../../src/mock/index";
import { startFeedMock } from "./support";
import { eventually } from "../support/eventually";

let server: MockServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("the feeds as functions", () => {
  it("two books and a trade feed of one PaxosMarketClient: two sockets, each loop its market's; the last to leave closes them", async () => {
    server = await startFeedMock({ movingMarket: { stepMs: 50 } });
    const client = new PaxosMarketClient({ streamUrl: server.streamUrl });
    const btc = watchOrderBook(client, "BTCUSD");
    const eth = watchOrderBook(client, "ETHUSD");
    const trades = watchExecutions(client, "BTCUSD");
    expect((await btc.next()).value).toMatchObject({ market: "BTCUSD" });
    expect((await eth.next()).value).toMatchObject({ market: "ETHUSD" });
    // The first execution may take a while to come: read it in the background, and count the sockets.
    const firstTrade = trades.next();
    await eventually(() => server!.api.feeds.connections === 2, "two sockets are open");
    // Past the mock's subscription limit (20 ms here), the market moves: trades are made.
    await new Promise((resolve) => setTimeout(resolve, 60));
    for (let step = 0; step < 5; step++) server.api.clock.advance(100);
    // Another client has sockets of its own.
    const other = watchOrderBook(new PaxosMarketClient({ streamUrl: server.streamUrl }), "BTCUSD");
    await other.next();
    expect(server.api.feeds.connections).toBe(3);
    expect((await firstTrade).value).toMatchObject({ market: "BTCUSD" });
    await Promise.all([btc.return(), eth.return(), trades.return(), other.return()]);
    await eventually(() => server!.api.feeds.connections === 0, "the sockets are closed");
  });

  it("on a Paxos, paxos.market's feed methods and the functions share the client's one socket per channel", async () => {
    server = await startFeedMock();
    const paxos = new Paxos({ accessToken: "a-token", streamUrl: server.streamUrl });
    const byMethod = paxos.market.watchOrderBook("BTCUSD");
    const byFunction = watchOrderBook(paxos, "ETHUSD");
    expect((await byMethod.next()).value).toMatchObject({ market: "BTCUSD" });
    expect((await byFunction.next()).value).toMatchObject({ market: "ETHUSD" });
    expect(server.api.feeds.connections).toBe(1);
    await Promise.all([byMethod.return(), byFunction.return()]);
    await eventually(() => server!.api.feeds.connections === 0, "the socket is closed");
  });

  it("checks the market and the options as the methods do, naming the method", () => {
    const client = new PaxosMarketClient();
    expect(() => watchOrderBook(client, {} as never)).toThrow("market.watchOrderBook: market must be 5 to 16 capital letters and digits (e.g. BTCUSD), not {} (rule: type).");
    expect(() => watchExecutions(client, undefined, { maxBufered: 1 } as never)).toThrow(
      "market.watchExecutions: maxBufered is not an option; did you mean maxBuffered? (rule: additionalProperties).",
    );
  });
});
