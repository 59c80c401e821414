/**
 * The mock's order-book feed held to Paxos's documents (not to the SDK): the WebSocket reference
 * (`api-reference/websocket-asyncapi.json`) makes `final_snapshot` a required boolean, "always true",
 * on every `SNAPSHOT`; on `/marketdata` each market's book is its own `SNAPSHOT`, one market after
 * another, the markets told apart by `market`, with the `UPDATE`s of markets already sent in between;
 * `/marketdata/{market}` of a market the feed does not serve is answered `{"error":"Not Found"}`. The
 * mock's option to split a market's snapshot in pieces marks only the market's last piece final. Read
 * with a bare `ws` client, over real sockets.
 */
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { startMockServer, type MockServer, type MockServerOptions } from "../../src/mock/index";

let server: MockServer | undefined;
const clients: WebSocket[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.terminate();
  await server?.close();
  server = undefined;
});

interface Message {
  type?: string;
  market?: string;
  final_snapshot?: unknown;
  bids?: unknown[];
  asks?: unknown[];
  error?: string;
}

/** Opens `path` on the mock and collects its messages until `enough` says so. */
async function read(options: MockServerOptions, path: string, enough: (messages: Message[]) => boolean): Promise<Message[]> {
  server = await startMockServer({ port: 0, ...options, feeds: { subscriptionIntervalMs: 0, ...options.feeds } });
  const client = new WebSocket(`${server.streamUrl}${path}`);
  clients.push(client);
  const messages: Message[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out on ${path}; got ${JSON.stringify(messages).slice(0, 300)}`)), 20_000);
    client.on("message", (data) => {
      messages.push(JSON.parse(String(data)) as Message);
      if (enough(messages)) {
        clearTimeout(timer);
        resolve();
      }
    });
    client.on("error", reject);
  });
  return messages;
}

describe("the mock's /marketdata in the documented form", () => {
  it("each market's SNAPSHOT once, final_snapshot: true, one market after another, updates of markets already sent in between", async () => {
    const markets = new Set<string>();
    let after = 0;
    const messages = await read(
      // The market moves every 25 ms while the snapshots come 40 ms apart.
      { clock: { followRealTime: true }, movingMarket: { stepMs: 25 }, feeds: { snapshotIntervalMs: 40 } },
      "/marketdata",
      (got) => {
        const last = got.at(-1)!;
        if (last.type === "SNAPSHOT") markets.add(last.market!);
        else if (markets.size >= 10) after++;
        // Every market's snapshot, and a few messages after the last.
        return markets.size >= 10 && after > 3;
      },
    );
    const snapshots = messages.filter((m) => m.type === "SNAPSHOT");
    expect(snapshots.length).toBe(new Set(snapshots.map((m) => m.market)).size);
    expect(snapshots.every((m) => m.final_snapshot === true && Array.isArray(m.bids) && Array.isArray(m.asks))).toBe(true);
    const sent = new Set<string>();
    let interleaved = 0;
    for (const message of messages) {
      if (message.type === "SNAPSHOT") sent.add(message.market!);
      else if (message.type === "UPDATE") {
        // Never an update of a market whose snapshot has not come on this connection.
        expect(sent.has(message.market!)).toBe(true);
        if (sent.size < snapshots.length) interleaved++;
      }
    }
    expect(interleaved).toBeGreaterThan(0);
  });

  it("in pieces (snapshotFragmentLevels), only each market's last piece is final, on every book channel", async () => {
    for (const path of ["/marketdata", "/marketdata/BTCUSD"]) {
      const messages = await read({ feeds: { snapshotFragmentLevels: 1 } }, path, (got) => got.filter((m) => m.final_snapshot === true).length >= (path === "/marketdata" ? 10 : 1));
      const byMarket = new Map<string, Message[]>();
      for (const message of messages.filter((m) => m.type === "SNAPSHOT")) byMarket.set(message.market!, [...(byMarket.get(message.market!) ?? []), message]);
      for (const [, pieces] of byMarket) {
        expect(pieces.map((m) => m.final_snapshot)).toEqual([...pieces.slice(1).map(() => false), true]);
        expect(pieces.every((m) => (m.bids?.length ?? 0) <= 1 && (m.asks?.length ?? 0) <= 1)).toBe(true);
      }
      expect(byMarket.get("BTCUSD")!.length).toBeGreaterThan(1);
      // Pieces of a market come together, one market after another.
      const order = messages.filter((m) => m.type === "SNAPSHOT").map((m) => m.market);
      expect(order.filter((market, i) => market !== order[i - 1])).toEqual([...byMarket.keys()]);
      clients.splice(0).forEach((client) => client.terminate());
      await server!.close();
      server = undefined;
    }
  });

  it("a market's own channel of a market it does not serve is answered {\"error\":\"Not Found\"}", async () => {
    const [answer] = await read({}, "/marketdata/SOLEUR", (got) => got.length >= 1);
    expect(answer).toEqual({ error: "Not Found" });
  });
});
