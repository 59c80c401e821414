/** Issue 9, item 4, and the 429 behaviour: Retry-After read strictly, and no retrying into a throttle. */
import { describe, expect, it } from "vitest";
import { Paxos, RateLimitError } from "../../src/index";
import { HOSTILE_CLIENT, honestTokens, sendJson, split, startHostileServer, type HostileServer } from "../support/hostile-server";

const fast = { initialDelayMs: 100, maxDelayMs: 400 };
// These cases test how Retry-After and the backoff are read: without the five-minute hold a 429 starts
// by default (throttleWindowMs 0; test/redis/throttle-window.test.ts covers the window).
const noWindow = { throttleWindowMs: 0 };

/** Answers the first `failures` API requests 429 with `headers`, then an empty page. */
async function throttling(failures: number, headers: Record<string, string>): Promise<HostileServer> {
  let seen = 0;
  return startHostileServer(
    split(honestTokens(), (_, res) => (++seen <= failures ? sendJson(res, 429, { title: "Too Many Requests" }, headers) : sendJson(res, 200, { items: [] }))),
  );
}

function gaps(server: HostileServer): number[] {
  const at = server.apiRequests().map((r) => r.at);
  return at.slice(1).map((t, i) => t - at[i]!);
}

describe("Retry-After", () => {
  it("garbage (`soon`) is ignored: normal backoff, so a call with timeout 1000 does not wait a minute", async () => {
    const server = await throttling(2, { "retry-after": "soon" });
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl, backoff: fast, ...noWindow });
    const started = performance.now();
    await paxos.depositAddresses.list({}, { timeout: 1000 });
    expect(server.apiRequests()).toHaveLength(3);
    expect(performance.now() - started).toBeLessThan(5_000); // the old code waited 2 × 60 s
  }, 15_000);

  it.each(["-5", "0", new Date(Date.now() - 60_000).toUTCString()])("a negative, zero or past value (%s) still backs off: never an immediate retry", async (value) => {
    const server = await throttling(2, { "retry-after": value });
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl, backoff: fast, ...noWindow });
    await paxos.depositAddresses.list();
    expect(server.apiRequests()).toHaveLength(3);
    // Equal jitter: at least half the delay (50 ms, then 100 ms); some slack for timer granularity.
    const [first, second] = gaps(server);
    expect(first).toBeGreaterThanOrEqual(45);
    expect(second).toBeGreaterThanOrEqual(95);
  });

  it.each(["x-ratelimit-reset", "ratelimit-reset"])("%s is not honoured (documented): normal backoff", async (header) => {
    const server = await throttling(1, { [header]: "30" });
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl, backoff: fast, ...noWindow });
    const started = performance.now();
    await paxos.depositAddresses.list({}, { timeout: 5_000 });
    expect(server.apiRequests()).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(4_000); // ky honoured it as 30 s
  });

  it("a wait longer than the call's timeout fails at once with RateLimitError.resumeAt; nothing more is sent", async () => {
    const server = await throttling(5, { "retry-after": "30" });
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl, backoff: fast, ...noWindow });
    const before = Date.now();
    const error = (await paxos.depositAddresses.list({}, { timeout: 1000 }).catch((e: unknown) => e)) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(server.apiRequests()).toHaveLength(1);
    expect(error.resumeAt!.getTime()).toBeGreaterThanOrEqual(before + 29_000);
    expect(error.resumeAt!.getTime()).toBeLessThanOrEqual(Date.now() + 30_000);
    expect(error.retryAfterMs).toBeGreaterThan(28_000);
  });
});

describe("after a 429 the client holds back", () => {
  it("other calls, of any class, wait for resumeAt instead of spending requests into the throttle", async () => {
    const server = await throttling(1, { "retry-after": "1" });
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl, rateLimiter: true, backoff: fast, ...noWindow });
    const first = paxos.depositAddresses.list().then((page) => page.items);
    await waitUntil(() => server.apiRequests().length === 1);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the 429 has arrived
    const throttledAt = server.apiRequests()[0]!.at;
    const other = paxos.identity.listAccounts().then((page) => page.items);
    await Promise.all([first, other]);
    const later = server.apiRequests().slice(1);
    expect(later).toHaveLength(2);
    for (const request of later) expect(request.at - throttledAt).toBeGreaterThanOrEqual(900);
  });

  it("a call whose timeout ends before the hold does is refused at once, unsent, with resumeAt", async () => {
    const server = await throttling(1, { "retry-after": "20" });
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl, rateLimiter: true, backoff: fast, ...noWindow });
    const first = (await paxos.depositAddresses.list({}, { timeout: 1000 }).catch((e: unknown) => e)) as RateLimitError;
    expect(first).toBeInstanceOf(RateLimitError);
    const started = performance.now();
    const held = (await paxos.payments.list({ ref_ids: ["r"] }, { timeout: 2000 }).catch((e: unknown) => e)) as RateLimitError;
    expect(held).toBeInstanceOf(RateLimitError);
    expect(held.title).toBe("Held back by the client");
    expect(held.resumeAt!.getTime()).toBeGreaterThan(Date.now() + 15_000);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(server.apiRequests()).toHaveLength(1);
  });
});

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!condition()) throw new Error("condition never held");
}
