/**
 * The `hooks` option: one onRequest per attempt, onRetry between attempts,
 * one onResponse or onError per call; events never carry a credential, and
 * a hook that throws never breaks the call.
 */
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { NotFoundError, Paxos, ResponseValidationError, ValidationError } from "../../src/index";
import type { Hooks } from "../../src/types";
import { API, CLIENT_ID, CLIENT_SECRET, fastBackoff, problem, useFakeApi } from "../support/msw-api";

const { server, fetch: fakeFetch } = useFakeApi();

function recording() {
  const events: { name: string; event: Record<string, unknown> }[] = [];
  const hooks: Hooks = {
    onRequest: (event) => void events.push({ name: "request", event: { ...event } }),
    onRetry: (event) => void events.push({ name: "retry", event: { ...event } }),
    onResponse: (event) => void events.push({ name: "response", event: { ...event } }),
    onError: (event) => void events.push({ name: "error", event: { ...event } }),
  };
  return { events, hooks };
}

describe("hooks", () => {
  it("reports each attempt, the retry and the answer, with redacted headers", async () => {
    const { events, hooks } = recording();
    const answers = [
      HttpResponse.json({}, { status: 503 }),
      HttpResponse.json({ items: [] }, { headers: { "x-request-id": "rid-1", "set-cookie": "session=abc" } }),
    ];
    server.use(http.get(`${API}/transfer/deposit-addresses`, () => answers.shift()!));
    const paxos = new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, backoff: fastBackoff, hooks });
    await paxos.depositAddresses.list({ limit: 5 });
    expect(events.map((e) => `${e.name}:${e.event.attempt}`)).toEqual(["request:1", "retry:1", "request:2", "response:2"]);
    const [request, retry, , response] = events.map((e) => e.event);
    expect(request).toMatchObject({ operationId: "listDepositAddresses", method: "GET", url: `${API}/transfer/deposit-addresses?limit=5` });
    expect((request!.headers as Record<string, string>).authorization).toBe("[redacted]");
    expect(retry).toMatchObject({ status: 503, reason: "status 503" });
    expect(response).toMatchObject({ status: 200, requestId: "rid-1" });
    expect((response!.headers as Record<string, string>)["set-cookie"]).toBe("[redacted]");
    expect(typeof response!.durationMs).toBe("number");
    expect(new Set(events.map((e) => e.event.callId)).size).toBe(1);
    const text = JSON.stringify(events);
    expect(text).not.toContain(CLIENT_SECRET);
    expect(text).not.toMatch(/token-\d+-abcdef/);
  });

  it("reports a failed call once, with its error, status and request id", async () => {
    const { events, hooks } = recording();
    server.use(http.delete(`${API}/api-creds/credentials/:id`, () => problem(404, "Not Found", undefined, { headers: { "x-request-id": "nf" } })));
    const paxos = new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, backoff: fastBackoff, hooks });
    await expect(paxos.apiCreds.deleteCredentials("someone")).rejects.toBeInstanceOf(NotFoundError);
    expect(events.map((e) => e.name)).toEqual(["request", "error"]);
    expect(events[1]!.event).toMatchObject({ operationId: "deleteApiCredentials", status: 404, requestId: "nf", attempt: 1 });
    expect(events[1]!.event.error).toBeInstanceOf(NotFoundError);
  });

  it("reports a body that breaks the contract as the call's error, not as a response", async () => {
    const { events, hooks } = recording();
    server.use(http.get(`${API}/all-markets/ticker`, () => HttpResponse.json([{ market: "BTCUSD", best_bid: { price: 100 } }])));
    await expect(new Paxos({ fetch: fakeFetch, hooks }).market.listTickers()).rejects.toBeInstanceOf(ResponseValidationError);
    expect(events.map((e) => e.name)).toEqual(["request", "error"]);
    expect(events[1]!.event).toMatchObject({ status: 200, operationId: "listTickers" });
    expect(events[1]!.event.error).toBeInstanceOf(ResponseValidationError);
  });

  it("isolates a hook that throws or rejects: logged, and the call still succeeds", async () => {
    const warnings: string[] = [];
    const logger = { debug() {}, info() {}, error() {}, warn: (line: string) => void warnings.push(line) };
    // listMarkets, not the deprecated listTickers, whose first call in the process also warns.
    server.use(http.get(`${API}/markets`, () => HttpResponse.json({ markets: [] })));
    const hooks: Hooks = {
      onRequest() {
        throw new Error("metrics backend down");
      },
      onResponse: (async () => {
        throw new Error("async sink down");
      }) as unknown as Hooks["onResponse"],
    };
    await expect(new Paxos({ fetch: fakeFetch, hooks, logger, logLevel: "warn" }).market.listMarkets()).resolves.toEqual({ markets: [] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warnings).toEqual([
      "[paxos-sdk] hooks.onRequest threw (ignored): metrics backend down",
      "[paxos-sdk] hooks.onResponse threw (ignored): async sink down",
    ]);
  });

  it("refuses a hook that is not a function, naming it", () => {
    expect(() => new Paxos({ hooks: { onRetry: "log" as unknown as () => void } })).toThrow(ValidationError);
    expect(() => new Paxos({ hooks: { onRetry: "log" as unknown as () => void } })).toThrow(/hooks\.onRetry.*rule: type/);
  });
});
