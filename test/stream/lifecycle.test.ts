/**
 * Ending a feed: the loop ends on abort (or break) without an error, the socket and every timer are
 * released, and a process that only watched a feed exits by itself (a child process, run here).
 */
import { spawn } from "node:child_process";
import { type AddressInfo, type Socket, createServer as createNetServer } from "node:net";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { PaxosMarketClient, watchExecutions, watchOrderBook } from "../../src/index";
import type { MockServer } from "../../src/mock/index";
import { startFeedMock } from "./support";

let server: MockServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Waits (up to 10 s: a loaded machine) until the mock has `count` feed sockets open. */
async function connections(count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (server!.api.feeds.connections !== count) {
    if (Date.now() > deadline) throw new Error(`${server!.api.feeds.connections} feed sockets open, not ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const child = fileURLToPath(new URL("./watch-child.ts", import.meta.url));
const root = fileURLToPath(new URL("../..", import.meta.url));

function runChild(streamUrl: string, how: "abort" | "break"): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ["--import", "tsx", child, streamUrl, how], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    proc.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    proc.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const killer = setTimeout(() => proc.kill("SIGKILL"), 20_000);
    proc.once("error", reject);
    proc.once("close", (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

describe("ending a feed", () => {
  for (const how of ["abort", "break"] as const) {
    it(`a process whose loop ends by ${how} exits by itself, its socket closed`, async () => {
      server = await startFeedMock();
      const result = await runChild(server.streamUrl, how);
      expect(result.stderr).toBe("");
      expect(result.stdout).toMatch(/^book BTCUSD 3\/3\nloop ended after 1 book\(s\)\n$/);
      expect(result.code).toBe(0);
      // Killed at 20 s: it ended long before (a timer left behind would keep it alive for 60 s).
      expect(result.ms).toBeLessThan(15_000);
      await connections(0);
    }, 30_000);
  }

  it("an abort while waiting for a frame ends the loop at once, without an error", async () => {
    server = await startFeedMock();
    const controller = new AbortController();
    const market = new PaxosMarketClient({ streamUrl: server.streamUrl });
    const feed = watchExecutions(market, "BTCUSD", { signal: controller.signal });
    const pending = feed.next();
    await connections(1);
    controller.abort();
    expect(await pending).toEqual({ done: true, value: undefined });
    await connections(0);
  });

  describe("a socket still in its handshake (a server that accepts the connection and never answers)", () => {
    /** A TCP listener that takes connections and says nothing: every WebSocket to it stays connecting. */
    async function silentServer() {
      const sockets = new Set<Socket>();
      const tcp = createNetServer((socket) => void sockets.add(socket));
      await new Promise<void>((resolve) => tcp.listen(0, "127.0.0.1", resolve));
      const url = `ws://127.0.0.1:${(tcp.address() as AddressInfo).port}`;
      const close = () => {
        for (const socket of sockets) socket.destroy();
        return new Promise<void>((resolve) => tcp.close(() => resolve()));
      };
      return { url, sockets, close };
    }

    /** Fails the test on an uncaught exception (closing a connecting `ws` socket emits an error). */
    function watchUncaught() {
      const uncaught: unknown[] = [];
      const listener = (error: unknown) => void uncaught.push(error);
      process.on("uncaughtException", listener);
      return { uncaught, stop: () => process.off("uncaughtException", listener) };
    }

    it("an abort ends the loop without an error, uncaught or thrown", async () => {
      const silent = await silentServer();
      const watch = watchUncaught();
      try {
        const controller = new AbortController();
        const feed = watchExecutions(new PaxosMarketClient({ streamUrl: silent.url }), "BTCUSD", { signal: controller.signal });
        const pending = feed.next();
        while (silent.sockets.size === 0) await new Promise((resolve) => setTimeout(resolve, 5));
        controller.abort();
        expect(await pending).toEqual({ done: true, value: undefined });
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(watch.uncaught).toEqual([]);
      } finally {
        watch.stop();
        await silent.close();
      }
    });

    it("a handshake timeout reconnects without an uncaught error", async () => {
      const silent = await silentServer();
      const watch = watchUncaught();
      try {
        const controller = new AbortController();
        const reasons: string[] = [];
        const feed = watchExecutions(new PaxosMarketClient({ streamUrl: silent.url }), "BTCUSD", {
          signal: controller.signal,
          connectTimeoutMs: 50,
          reconnectDelayMs: 10,
          onStatus: (status) => void (status.state === "reconnecting" && reasons.push(status.reason)),
        });
        const pending = feed.next();
        const deadline = Date.now() + 10_000;
        while (reasons.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
        controller.abort();
        expect(await pending).toEqual({ done: true, value: undefined });
        expect(reasons.length).toBeGreaterThanOrEqual(2);
        expect(watch.uncaught).toEqual([]);
      } finally {
        watch.stop();
        await silent.close();
      }
    });
  });

  it("a signal aborted already ends the loop before any connection", async () => {
    server = await startFeedMock();
    const market = new PaxosMarketClient({ streamUrl: server.streamUrl });
    const books = [];
    for await (const book of watchOrderBook(market, "BTCUSD", { signal: AbortSignal.abort() })) books.push(book);
    expect(books).toEqual([]);
    expect(server.api.feeds.connections).toBe(0);
  });

  it("while reconnecting, an abort clears the pending reconnect", async () => {
    server = await startFeedMock();
    const controller = new AbortController();
    const states: string[] = [];
    const market = new PaxosMarketClient({ streamUrl: server.streamUrl });
    const feed = watchOrderBook(market, "BTCUSD", { signal: controller.signal, reconnectDelayMs: 60_000, onStatus: (s) => states.push(s.state) });
    await feed.next();
    server.api.feeds.dropSockets();
    const deadline = Date.now() + 10_000;
    while (states.at(-1) !== "reconnecting" && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(states.at(-1)).toBe("reconnecting");
    controller.abort();
    expect(await feed.next()).toEqual({ done: true, value: undefined });
  });
});
