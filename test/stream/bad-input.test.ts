/**
 * Bad input: refused at the call with a ValidationError naming the field and the rule (an unknown
 * market, a streamUrl that is not ws:/wss:, plain ws: off loopback, bad options), or met by a logged
 * reconnect, never a crash or an unbounded buffer (a frame above the cap, one that breaks the contract);
 * an UPDATE before its market's SNAPSHOT is ignored. The hostile server here is a bare `ws` server.
 */
import type { AddressInfo } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";
import { afterEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { APIConnectionError, Paxos, PaxosMarketClient, ValidationError, watchExecutions, watchOrderBook, watchStablecoinPrice } from "../../src/index";
import type { FeedStatus } from "../../src/types";
import { until } from "./support";

let wss: WebSocketServer | undefined;
const controllers: AbortController[] = [];
afterEach(async () => {
  for (const controller of controllers.splice(0)) controller.abort();
  for (const client of wss?.clients ?? []) client.terminate();
  await new Promise<void>((resolve) => (wss ? wss.close(() => resolve()) : resolve()));
  wss = undefined;
});

/** A feed server that answers each connection with `frames` (a function of the connection number). */
async function hostile(frames: (connection: number) => string[]): Promise<string> {
  wss = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await new Promise((resolve) => wss!.once("listening", resolve));
  let connections = 0;
  wss.on("connection", (socket: WebSocket) => {
    for (const frame of frames(++connections)) socket.send(frame);
  });
  return `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
}

function watchWith(streamUrl: string, statuses: FeedStatus[], extra: Record<string, unknown> = {}) {
  const controller = new AbortController();
  controllers.push(controller);
  const warnings: string[] = [];
  const logger = { debug() {}, info() {}, warn: (line: string) => warnings.push(line), error() {} };
  const market = new PaxosMarketClient({ streamUrl, logger, logLevel: "warn" });
  const feed = watchOrderBook(market, "BTCUSD", { signal: controller.signal, reconnectDelayMs: 5, maxReconnectDelayMs: 20, onStatus: (s) => statuses.push(s), ...extra });
  return { feed, warnings };
}

const snapshot = (bids: [string, string][], asks: [string, string][] = []) =>
  JSON.stringify({ type: "SNAPSHOT", market: "BTCUSD", bids: bids.map(([price, amount]) => ({ price, amount })), asks: asks.map(([price, amount]) => ({ price, amount })), final_snapshot: true });

describe("refused at the call", () => {
  it("a market that is not a string names the field and the rule", () => {
    const market = new PaxosMarketClient();
    // A market the contract does not list is not refused (Paxos may add markets): only the type is checked here.
    expect(() => watchOrderBook(market, 5 as unknown as "BTCUSD")).toThrow(ValidationError);
    expect(() => watchExecutions(market, null as unknown as "BTCUSD")).toThrow(expect.objectContaining({ field: "market", rule: "type" }));
    expect(() => watchStablecoinPrice(market, "usdc")).toThrow(expect.objectContaining({ field: "market", rule: "pattern" }));
  });

  it("the market rule is the contract's StablecoinMarket pattern, which every market the contract lists matches", () => {
    const contract = parse(readFileSync(new URL("../../openapi/paxos.yaml", import.meta.url), "utf8")) as {
      components: { schemas: Record<string, { pattern?: string; enum?: string[]; "x-extensible-enum"?: string[] }> };
    };
    const { schemas } = contract.components;
    expect(schemas.StablecoinMarket!.pattern).toBe("^[A-Z0-9]{5,16}$");
    // Syntax only, never membership: every market any list of the contract names is accepted at the call
    // (and so is one it does not list yet).
    const listed = new Set(["MarketCode", "OrderBookMarket", "TradingMarket", "HistoricalPricesMarket", "PricingMarket"].flatMap((name) => schemas[name]!.enum ?? schemas[name]!["x-extensible-enum"] ?? []));
    expect(listed.size).toBeGreaterThan(50);
    const market = new PaxosMarketClient();
    for (const name of [...listed, "NEWCOINUSD"]) {
      expect(() => watchOrderBook(market, name as "BTCUSD")).not.toThrow();
      expect(() => watchExecutions(market, name as "BTCUSD")).not.toThrow();
    }
  });

  it("a market name no market can have is refused at the call, naming the field and the rule", () => {
    const market = new PaxosMarketClient();
    for (const name of ["../executiondata", "BTC-USD", "", "btcusd", "BTCUSD ", " BTCUSD", "BTC/USD", "BTCUSD?x=1", "ABCD", "A".repeat(17), "BTCUSD\n"]) {
      for (const watch of [() => watchOrderBook(market, name as "BTCUSD"), () => watchExecutions(market, name as "BTCUSD"), () => watchStablecoinPrice(market, name)]) {
        expect(watch).toThrow(ValidationError);
        expect(watch).toThrow(expect.objectContaining({ field: "market", rule: "pattern", message: expect.stringMatching(/market must be 5 to 16 capital letters and digits \(e\.g\. (BTCUSD|USDCUSD)\), not ".*" \(rule: pattern\)/) }));
      }
    }
  });

  it("streamUrl: ws: or wss: only, plain ws: to loopback only, no user:password@", () => {
    const refused = (streamUrl: string) => {
      try {
        new PaxosMarketClient({ streamUrl });
      } catch (error) {
        return error as ValidationError;
      }
      throw new Error(`${streamUrl} was accepted`);
    };
    expect(refused("https://ws.paxos.com")).toMatchObject({ field: "streamUrl", rule: "format:uri", message: expect.stringMatching(/ws: or wss:/) });
    expect(refused("ws://ws.example.com")).toMatchObject({ field: "streamUrl", rule: "wss", message: expect.stringMatching(/loopback/) });
    expect(refused("wss://user:pw@ws.paxos.com")).toMatchObject({ field: "streamUrl", rule: "format:uri", message: expect.stringMatching(/user:password@/) });
    expect(refused("not a url")).toMatchObject({ field: "streamUrl", rule: "format:uri" });
    expect(() => new Paxos({ streamUrl: "ws://10.0.0.1" })).toThrow(/new Paxos\(\): streamUrl must use wss:/);
    for (const ok of ["wss://feeds.example.com", "ws://127.0.0.1:9000", "ws://localhost:1", "ws://[::1]:2"]) expect(() => new PaxosMarketClient({ streamUrl: ok })).not.toThrow();
  });

  it("bad options name the option", () => {
    const market = new PaxosMarketClient();
    expect(() => watchOrderBook(market, "BTCUSD", { maxFrameBytes: 0 })).toThrow(expect.objectContaining({ field: "maxFrameBytes", rule: "range" }));
    expect(() => watchExecutions(market, "BTCUSD", { maxBuffered: 1.5 })).toThrow(expect.objectContaining({ field: "maxBuffered", rule: "range" }));
    expect(() => watchOrderBook(market, "BTCUSD", { onStatus: "yes" as never })).toThrow(expect.objectContaining({ field: "onStatus", rule: "type" }));
    expect(() => watchOrderBook(market, "BTCUSD", { idleTimeoutMs: -1 })).toThrow(/watchOrderBook: idleTimeoutMs must be an integer from 0 to 2147483647 \(rule: range\)/);
  });
});

describe("a streamUrl where nothing answers", () => {
  /** A loopback port nothing listens on (bound, then closed). */
  async function deadPort(): Promise<number> {
    const { createServer } = await import("node:net");
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return port;
  }

  it("each failed attempt is logged at warn; after maxConnectAttempts the loop throws APIConnectionError naming the host", async () => {
    const port = await deadPort();
    const statuses: FeedStatus[] = [];
    const { feed, warnings } = watchWith(`ws://127.0.0.1:${port}`, statuses, { maxConnectAttempts: 3, reconnectDelayMs: 1, maxReconnectDelayMs: 5 });
    const error = await feed.next().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as Error).message).toMatch(new RegExp(`^ws://127\\.0\\.0\\.1:${port}/marketdata: no connection in 3 attempts \\(last: `));
    // Three attempts, each warned; two reconnects were announced before the loop gave up.
    expect(warnings).toHaveLength(3);
    expect(warnings.every((line) => line.includes(`127.0.0.1:${port}/marketdata`))).toBe(true);
    expect(statuses.filter((status) => status.state === "reconnecting")).toHaveLength(2);
  });

  it("by default the bound is 10 attempts in a row, and an attempt that connects starts the count again", async () => {
    const port = await deadPort();
    const { feed, warnings } = watchWith(`ws://127.0.0.1:${port}`, [], { reconnectDelayMs: 1, maxReconnectDelayMs: 5 });
    await expect(feed.next()).rejects.toThrow(/no connection in 10 attempts/);
    expect(warnings).toHaveLength(10);
    // A server that accepts and at once closes (no frame): each attempt connects, so the loop never gives up.
    let connections = 0;
    const url = await hostile(() => []);
    wss!.on("connection", (socket: WebSocket) => {
      connections++;
      socket.terminate();
    });
    const statuses: FeedStatus[] = [];
    const patient = watchWith(url, statuses, { maxConnectAttempts: 2, reconnectDelayMs: 1, maxReconnectDelayMs: 5 });
    const pending = patient.feed.next();
    const deadline = Date.now() + 10_000;
    while (connections < 5 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(connections).toBeGreaterThanOrEqual(5);
    controllers.at(-1)!.abort();
    expect(await pending).toEqual({ done: true, value: undefined });
  });
});

describe("met by a logged reconnect", () => {
  it("a frame above the cap is refused while read (ws) and the connection reopened", async () => {
    const big = snapshot(Array.from({ length: 200 }, (_, i) => [`${1000 + i}.00`, "1"]));
    const url = await hostile((n) => (n === 1 ? [big] : [snapshot([["5", "1"]])]));
    const statuses: FeedStatus[] = [];
    const { feed } = watchWith(url, statuses, { maxFrameBytes: 1024 });
    const book = await until(feed, () => true);
    expect(book.bids).toEqual([{ price: "5", amount: "1" }]);
    expect(statuses.find((s) => s.state === "reconnecting")).toMatchObject({ reason: expect.stringMatching(/Max payload size exceeded|cap/) });
  });

  it("a message that breaks the contract reopens the connection (warned); an UPDATE before its market's snapshot is ignored", async () => {
    const update = (market: string, price: string) => JSON.stringify({ type: "UPDATE", market, side: "BUY", price, amount: "1" });
    const url = await hostile((n) =>
      n === 1
        ? [snapshot([["1", "1"]]), update("BTCUSD", "1e3")]
        : n === 2
          ? [snapshot([["1", "1"]]), JSON.stringify({ type: "UPDATE", market: "BTCUSD", side: "HOLD", price: "2", amount: "1" })]
          : n === 3
            ? // An UPDATE of a market before its snapshot on this connection (ETHUSD never has one here) is
              // in that snapshot when it comes: ignored, not applied to an earlier connection's book.
              [update("BTCUSD", "2"), update("ETHUSD", "2"), JSON.stringify({ type: "SNAPSHOT", market: "BTCUSD", bids: "none", asks: [] })]
            : [update("BTCUSD", "3"), snapshot([["9.5", "1"], ["10.25", "2"], ["100.50", "3"]], [["11", "1"]]), JSON.stringify({ type: "UPDATE", market: "BTCUSD", side: "BUY", price: "100.5", amount: "0.000" }), JSON.stringify({ type: "HEARTBEAT" })],
    );
    const statuses: FeedStatus[] = [];
    const { feed, warnings } = watchWith(url, statuses);
    const book = await until(feed, (b) => b.bids.length === 2);
    expect(book.bids).toEqual([{ price: "10.25", amount: "2" }, { price: "9.5", amount: "1" }]);
    const reasons = statuses.filter((s) => s.state === "reconnecting").map((s) => (s as { reason: string }).reason);
    expect(reasons).toEqual([
      expect.stringMatching(/"1e3" is not a decimal string/),
      expect.stringMatching(/an UPDATE has side HOLD/),
      expect.stringMatching(/a SNAPSHOT message does not match the contract: bids must be an array/),
    ]);
    expect(warnings).toHaveLength(3);
  });

  it("a snapshot refused half-way leaves the book as it was (never new bids with old asks)", async () => {
    const url = await hostile((n) =>
      n === 1
        ? [
            snapshot([["1", "1"]], [["5", "1"]]),
            JSON.stringify({ type: "UPDATE", market: "BTCUSD", side: "BUY", price: "2", amount: "1" }),
            snapshot([["3", "1"]], [["x", "1"]]),
          ]
        : [],
    );
    const statuses: FeedStatus[] = [];
    const { feed } = watchWith(url, statuses, { reconnectDelayMs: 60_000 });
    const deadline = Date.now() + 10_000;
    while (!statuses.some((s) => s.state === "reconnecting") && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    const book = (await feed.next()).value!;
    expect(book.bids.map((level) => level.price)).toEqual(["2", "1"]);
    expect(book.asks.map((level) => level.price)).toEqual(["5"]);
  });

  it("unknown fields are kept, and final_snapshot may be the string \"true\"", async () => {
    const url = await hostile(() => [
      JSON.stringify({ type: "SNAPSHOT", market: "BTCUSD", bids: [{ price: "1", amount: "2", venue: "x" }], asks: [], final_snapshot: "true", sequence: 7 }),
    ]);
    const statuses: FeedStatus[] = [];
    const { feed } = watchWith(url, statuses);
    const book = await until(feed, () => true);
    expect(book.bids).toEqual([{ price: "1", amount: "2", venue: "x" }]);
  });
});
