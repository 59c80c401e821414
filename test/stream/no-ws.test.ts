/**
 * Node 20 without the `ws` package: the loop fails with an error that names the package (and how to
 * get it), at the first `next()`, not at import. vitest's module mocks stand in for the missing package.
 */
import { expect, it, vi } from "vitest";

vi.mock("ws", () => {
  throw new Error("Cannot find package 'ws' imported from paxos-sdk");
});

it("names the ws package when the runtime has no WebSocket and ws is missing", async () => {
  expect((globalThis as { WebSocket?: unknown }).WebSocket).toBeUndefined();
  const { PaxosMarket } = await import("../../src/index");
  const feed = new PaxosMarket({ streamUrl: "ws://127.0.0.1:9" }).watchOrderBook("BTCUSD");
  await expect(feed.next()).rejects.toThrow(/install the ws package \(npm install ws\), an optional peer dependency of paxos-sdk, or use Node 22\+/);
});
