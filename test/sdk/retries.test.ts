import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  InternalServerError,
  Paxos,
  RateLimitError,
} from "../../src/index";
import { API, CLIENT_ID, CLIENT_SECRET, fastBackoff, useFakeApi } from "../support/msw-api";
import { SANDBOX_WIRE } from "../support/sandbox-wire";

const { server, requests, fetch: fakeFetch } = useFakeApi();

const tickers = () => HttpResponse.json([]);

function client(extra: ConstructorParameters<typeof Paxos>[0] = {}) {
  // The 429 cases test Retry-After and the backoff: no five-minute hold (test/redis/throttle-window.test.ts).
  return new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, backoff: fastBackoff, throttleWindowMs: 0, ...extra });
}

/** Answers `failures` first, then success. */
function failThenSucceed(route: string, failures: (() => Response)[], success: () => Response = tickers) {
  const queue = [...failures];
  return http.all(route, () => (queue.shift() ?? success)());
}

const transaction = {
  id: "tx-1",
  ref_id: "r",
  settlement_window_start: "2026-11-22T00:00:00Z",
  settlement_window_end: "2026-11-23T00:00:00Z",
  source_profile_id: "a",
  target_profile_id: "b",
  legs: [{ id: "leg-1", direction: "DELIVER", asset: "USD", amount: "1.00" }],
  status: "PENDING",
  created_at: "2026-11-22T00:00:00Z",
  updated_at: "2026-11-22T00:00:00Z",
};

describe("retries", () => {
  it.each([408, 429, 500, 502, 503, 504])("retries a GET answered %i, then succeeds", async (status) => {
    server.use(failThenSucceed(`${API}/all-markets/ticker`, [() => HttpResponse.json({ status }, { status })]));
    await expect(client().market.listTickers()).resolves.toEqual([]);
    expect(requests).toHaveLength(2);
  });

  it("gives up after maxRetries and surfaces the last error", async () => {
    server.use(http.get(`${API}/all-markets/ticker`, () => HttpResponse.json({ title: "Unavailable" }, { status: 503 })));
    await expect(client({ maxRetries: 3 }).market.listTickers()).rejects.toBeInstanceOf(InternalServerError);
    expect(requests).toHaveLength(4);
  });

  it("honours per-call maxRetries", async () => {
    server.use(http.get(`${API}/all-markets/ticker`, () => HttpResponse.json({}, { status: 500 })));
    await expect(client().market.listTickers({ maxRetries: 0 })).rejects.toBeInstanceOf(InternalServerError);
    expect(requests).toHaveLength(1);
  });

  it("does not retry a 400 or a 404", async () => {
    server.use(http.get(`${API}/all-markets/ticker`, () => HttpResponse.json({}, { status: 404 })));
    await expect(client().market.listTickers()).rejects.toThrow();
    expect(requests).toHaveLength(1);
  });

  it("waits Retry-After seconds", async () => {
    server.use(
      failThenSucceed(`${API}/all-markets/ticker`, [
        () => HttpResponse.json({}, { status: 429, headers: { "retry-after": "1" } }),
      ]),
    );
    const started = Date.now();
    await client({ backoff: { ...fastBackoff, maxRetryAfterMs: 5_000 } }).market.listTickers();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it("waits until a Retry-After date", async () => {
    server.use(
      failThenSucceed(`${API}/all-markets/ticker`, [
        () => HttpResponse.json({}, { status: 503, headers: { "retry-after": new Date(Date.now() + 1500).toUTCString() } }),
      ]),
    );
    const started = Date.now();
    await client({ backoff: { ...fastBackoff, maxRetryAfterMs: 5_000 } }).market.listTickers();
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it("does not retry into a Retry-After longer than maxRetryAfterMs: fails at once, saying when to resume", async () => {
    server.use(
      failThenSucceed(`${API}/all-markets/ticker`, [
        () => HttpResponse.json({}, { status: 429, headers: { "retry-after": "3600" } }),
      ]),
    );
    const error = await client().market.listTickers().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(requests).toHaveLength(1);
    const resumeAt = (error as RateLimitError).resumeAt!.getTime();
    expect(resumeAt).toBeGreaterThan(Date.now() + 3_500_000);
    expect(resumeAt).toBeLessThanOrEqual(Date.now() + 3_600_000);
  });

  it("surfaces RateLimitError when 429 persists", async () => {
    server.use(http.get(`${API}/all-markets/ticker`, () => HttpResponse.json({ title: "Slow down" }, { status: 429, headers: { "retry-after": "0" } })));
    await expect(client().market.listTickers()).rejects.toBeInstanceOf(RateLimitError);
    expect(requests).toHaveLength(3);
  });

  it("retries a connection reset, and maps a persistent one to APIConnectionError", async () => {
    server.use(failThenSucceed(`${API}/all-markets/ticker`, [() => HttpResponse.error()]));
    await expect(client().market.listTickers()).resolves.toEqual([]);
    server.use(http.get(`${API}/all-markets/ticker`, () => HttpResponse.error()));
    await expect(client({ maxRetries: 1 }).market.listTickers()).rejects.toBeInstanceOf(APIConnectionError);
  });

  it("times out each attempt, retries, and surfaces APIConnectionTimeoutError", async () => {
    server.use(
      http.get(`${API}/all-markets/ticker`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return tickers();
      }),
    );
    const error = await client({ timeout: 50, maxRetries: 1 }).market.listTickers().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIConnectionTimeoutError);
    expect(requests).toHaveLength(2);
  });

  it("aborts with the caller's signal", async () => {
    server.use(
      http.get(`${API}/all-markets/ticker`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        return tickers();
      }),
    );
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    await expect(client().market.listTickers({ signal: controller.signal })).rejects.toBeInstanceOf(APIUserAbortError);
  });

  it("retries createTransaction with the same generated ref_id on every attempt", async () => {
    server.use(
      failThenSucceed(
        `${API}/settlement/transactions`,
        [() => HttpResponse.error(), () => HttpResponse.json({}, { status: 503 })],
        () => HttpResponse.json(transaction),
      ),
    );
    await client().settlement.createTransaction({
      source_profile_id: "a",
      target_profile_id: "b",
      legs: [{ direction: "DELIVER", asset: "USD", amount: "1.00" }],
    });
    expect(requests).toHaveLength(3);
    const refIds = await Promise.all(requests.map(async (r) => (await r.json()).ref_id));
    expect(new Set(refIds).size).toBe(1);
    expect(refIds[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps the caller's ref_id", async () => {
    server.use(http.post(`${API}/settlement/transactions`, () => HttpResponse.json(transaction)));
    await client().settlement.createTransaction({
      ref_id: "my-ref",
      source_profile_id: "a",
      target_profile_id: "b",
      legs: [{ direction: "DELIVER", asset: "USD", amount: "1.00" }],
    });
    expect((await requests[0]!.json()).ref_id).toBe("my-ref");
  });

  it.each([
    ["a 500", () => HttpResponse.json({}, { status: 500 })],
    ["a connection reset", () => HttpResponse.error()],
  ])("never re-sends the sandbox deposit after %s", async (_, failure) => {
    server.use(http.post(`${API}/sandbox/fiat-deposits`, failure));
    await expect(
      client().sandbox.createFiatDeposit({ amount: "10.00", asset: "USD", memo_id: "memo", fiat_network_instructions: SANDBOX_WIRE }),
    ).rejects.toThrow();
    expect(requests).toHaveLength(1);
  });

  it("re-sends the sandbox deposit after a 429, which proves nothing was done", async () => {
    server.use(
      failThenSucceed(
        `${API}/sandbox/fiat-deposits`,
        [() => HttpResponse.json({}, { status: 429, headers: { "retry-after": "0" } })],
        () => HttpResponse.json({}),
      ),
    );
    await client().sandbox.createFiatDeposit({ amount: "10.00", asset: "USD", memo_id: "memo", fiat_network_instructions: SANDBOX_WIRE });
    expect(requests).toHaveLength(2);
  });
});
