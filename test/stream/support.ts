/**
 * Helpers of the feed tests: the mock on loopback with its feeds, orders placed through the mock API
 * (transport-free, so thousands take seconds), and a reader that pulls books off a feed until one
 * matches. Not a test file itself.
 */
import { Decimal } from "../../src/decimal";
import type { OrderBookView } from "../../src/types";
import { startMockServer, type MockServer, type MockServerOptions } from "../../src/mock/index";

/** The mock on loopback; Paxos's subscription limit shortened to 20 ms so reconnects stay fast (a test of pacing sets its own). */
export function startFeedMock(options: MockServerOptions = {}): Promise<MockServer> {
  return startMockServer({ port: 0, ...options, feeds: { subscriptionIntervalMs: 20, ...options.feeds } });
}

/** Places orders and cancels through the mock API as one funded profile. */
export class Trader {
  readonly profileId: string;
  readonly #server: MockServer;
  readonly #token: string;

  constructor(server: MockServer, index = 0) {
    this.#server = server;
    this.profileId = server.api.store.ids.profileIds[index]!;
    this.#token = server.api.oauth.issue(server.clientId).access_token;
    for (const asset of ["USD", "BTC", "ETH"]) {
      server.api.store.ledger.apply([{ profileId: this.profileId, asset, delta: new Decimal("1000000000000") }]);
    }
  }

  async #send(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
    const answer = await this.#server.api.handle({
      endpoint: "api",
      method,
      path,
      search: "",
      headers: { authorization: `Bearer ${this.#token}`, "content-type": "application/json" },
      body: body === undefined ? "" : JSON.stringify(body),
    });
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${answer.body}`);
    return JSON.parse(answer.body) as Record<string, unknown>;
  }

  /** Places an order; answers the order as the API does. */
  order(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    return this.#send("POST", `/profiles/${this.profileId}/orders`, body);
  }

  cancel(id: string): Promise<Record<string, unknown>> {
    return this.#send("DELETE", `/profiles/${this.profileId}/orders/${id}`);
  }
}

/** The mock's book of a market, as `GET /markets/{market}/order-book` answers it. */
export function mockBook(server: MockServer, market: string): { bids: { price: string; amount: string }[]; asks: { price: string; amount: string }[] } {
  const { bids, asks } = server.api.store.orderBooks.snapshot(market);
  return { bids, asks };
}

/** The levels of a book as plain data (for toEqual against the mock's). */
export function levels(book: OrderBookView): { bids: { price: string; amount: string }[]; asks: { price: string; amount: string }[] } {
  const plain = (side: readonly { price: string; amount: string }[]) => side.map(({ price, amount }) => ({ price, amount }));
  return { bids: plain(book.bids), asks: plain(book.asks) };
}

/** Pulls values off `iterator` until one satisfies `done` (or `timeoutMs` passes); answers it. */
export async function until<T>(iterator: AsyncIterator<T>, done: (value: T) => boolean, timeoutMs = 10_000, what = "the expected value"): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(last)}`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const result = await Promise.race([
      iterator.next(),
      new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), remaining))),
    ]).finally(() => clearTimeout(timer));
    if (result === "timeout") throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(last)}`);
    if (result.done) throw new Error(`the feed ended while waiting for ${what}`);
    last = result.value;
    if (done(result.value)) return result.value;
  }
}
