/**
 * Node 20 without the `ws` package: the loop fails with an error that names the package (and how to
 * get it), at the first `next()`, not at import. It is a `PaxosError` like every failure of the SDK
 * (`MissingDependencyError`, naming the package). vitest's module mocks stand in for the missing package.
 */
import { expect, it, vi } from "vitest";

vi.mock("ws", () => {
  throw new Error("Cannot find package 'ws' imported from paxos-sdk");
});

it("names the ws package when the runtime has no WebSocket and ws is missing, as a PaxosError", async () => {
  expect((globalThis as { WebSocket?: unknown }).WebSocket).toBeUndefined();
  const { MissingDependencyError, PaxosError, PaxosMarketClient, watchOrderBook } = await import("../../src/index");
  const feed = watchOrderBook(new PaxosMarketClient({ streamUrl: "ws://127.0.0.1:9" }), "BTCUSD");
  const error = await feed.next().then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(MissingDependencyError);
  expect(error).toBeInstanceOf(PaxosError);
  expect((error as InstanceType<typeof MissingDependencyError>).packageName).toBe("ws");
  expect((error as Error).name).toBe("MissingDependencyError");
  expect((error as Error).message).toMatch(/install the ws package \(npm install ws\), an optional peer dependency of paxos-sdk, or use Node 22\+/);
});
