/**
 * A misspelt option is refused wherever a caller passes options, naming the key and the option it was
 * most likely meant to be, and before anything is sent: an ignored `baseURL` would send the caller's
 * credentials to the default service.
 */
import { describe, expect, it } from "vitest";
import { memoryDedupeStore, Paxos, PaxosClient, PaxosMarket, ValidationError } from "../../src/index";
import { closestKey } from "../../src/core/option-keys";
import { asyncRefusal, refusal } from "../support/refusals";
import { createMockApi, mockHandlers, startMockServer } from "../../src/mock/index";
import { redisDedupeStore, redisRateLimiter, redisTokenCache, type RedisLike } from "../../src/redis/index";

/** This file's own fetch: counts what would have been sent (nothing should be). */
function recordingFetch() {
  const sent: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    sent.push(String(input instanceof Request ? input.url : input));
    return new Response("{}", { status: 500 });
  };
  return { sent, fetch };
}

/** Expects the refusal of `key` on `who`, suggesting `suggestion`. */
function expectUnknown(error: ValidationError, who: string, key: string, suggestion: string) {
  expect(error.field).toBe(key);
  expect(error.rule).toBe("additionalProperties");
  expect(error.message).toBe(`${who}: ${key} is not an option; did you mean ${suggestion}? (rule: additionalProperties).`);
}

const fakeRedis = {} as RedisLike;

describe("closestKey", () => {
  const known = ["baseUrl", "timeout", "maxRetries", "clientSecret", "clientId", "streamUrl"];

  it("matches case, underscores and hyphens loosely, then near spellings, then a part of a name", () => {
    expect(closestKey("baseURL", known)).toBe("baseUrl");
    expect(closestKey("base_url", known)).toBe("baseUrl");
    expect(closestKey("timeOut", known)).toBe("timeout");
    expect(closestKey("maxRetry", known)).toBe("maxRetries");
    expect(closestKey("streamUri", known)).toBe("streamUrl");
    expect(closestKey("secret", known)).toBe("clientSecret");
  });

  it("suggests nothing for a key like none of them", () => {
    expect(closestKey("colour", known)).toBeUndefined();
    expect(closestKey("x", known)).toBeUndefined();
  });
});

describe("client options", () => {
  it("refuses new Paxos({ ...opts, baseURL }) naming baseUrl, before any request", () => {
    const { sent, fetch } = recordingFetch();
    const opts = { clientId: "id", clientSecret: "secret", fetch, timeout: 5_000 };
    const error = refusal(() => new Paxos({ ...opts, baseURL: "http://127.0.0.1:9/v2" } as never));
    expectUnknown(error, "new Paxos()", "baseURL", "baseUrl");
    expect(sent).toEqual([]);
  });

  it("refuses a misspelt option of PaxosClient, PaxosMarket and withOptions", () => {
    expectUnknown(refusal(() => new PaxosClient({ accessToken: "t", timeOut: 5 } as never)), "new PaxosClient()", "timeOut", "timeout");
    expectUnknown(refusal(() => new PaxosMarket({ streamURL: "wss://ws.paxos.com" } as never)), "new PaxosMarket()", "streamURL", "streamUrl");
    // A PaxosMarket takes no credentials: the list of every option is not offered there.
    expect(refusal(() => new PaxosMarket({ clientId: "id" } as never)).message).toMatch(/^new PaxosMarket\(\): clientId is not an option; the options are environment, baseUrl/);
    const paxos = new Paxos({ accessToken: "t" });
    expectUnknown(refusal(() => paxos.withOptions({ maxRetry: 1 } as never)), "Paxos.withOptions()", "maxRetry", "maxRetries");
    const client = new PaxosClient({ accessToken: "t" });
    expectUnknown(refusal(() => client.withOptions({ logleve: "off" } as never)), "PaxosClient.withOptions()", "logleve", "logLevel");
  });

  it("refuses misspelt keys inside backoff, hooks and requestSigning", () => {
    expectUnknown(refusal(() => new Paxos({ backoff: { initialDelay: 5 } } as never)), "new Paxos()", "backoff.initialDelay", "backoff.initialDelayMs");
    expectUnknown(refusal(() => new Paxos({ accessToken: "t", hooks: { onrequest: () => {} } } as never)), "new Paxos()", "hooks.onrequest", "hooks.onRequest");
    const signing = { keyID: "k", algorithm: "ES256", sign: async () => new Uint8Array(64) };
    expectUnknown(refusal(() => new Paxos({ accessToken: "t", requestSigning: signing } as never)), "new Paxos()", "requestSigning.keyID", "requestSigning.keyId");
  });

  it("accepts every option it documents (a list missing one would refuse it)", () => {
    const { fetch } = recordingFetch();
    expect(
      () =>
        new Paxos({
          clientId: "id", clientSecret: "s", tokenUrl: "https://oauth.sandbox.paxos.com/oauth2/token", scopes: [],
          environment: "sandbox", baseUrl: "https://api.sandbox.paxos.com/v2", streamUrl: "wss://ws.sandbox.paxos.com", fetch,
          timeout: 1_000, maxRetries: 1, backoff: { initialDelayMs: 1, maxDelayMs: 2, maxRetryAfterMs: 3 }, logLevel: "off",
          logger: console, rateLimiter: false, rateLimits: {}, maxResponseBytes: 1_000, identifyInBrowser: false,
          dangerouslyAllowBrowser: false, tokenCache: { obtain: async (_key, get) => get(), invalidate: async () => {} },
          hooks: { onRequest() {}, onRetry() {}, onResponse() {}, onError() {} },
          requestSigning: { keyId: "k", algorithm: "ES256", sign: async () => new Uint8Array(64) },
        }),
    ).not.toThrow();
  });
});

describe("per-call options", () => {
  const { sent, fetch } = recordingFetch();
  const paxos = new Paxos({ accessToken: "t", fetch, maxRetries: 0 });

  it("refuses a misspelt option of a call, naming the method, before sending", async () => {
    const error = await asyncRefusal(() => paxos.market.listTickers({ timeOut: 5 } as never));
    expectUnknown(error, "market.listTickers", "timeOut", "timeout");
    expect(sent).toEqual([]);
  });

  it("refuses a misspelt option of a list call (prefetch is one) and of toArray", async () => {
    const error = await asyncRefusal(async () => paxos.identity.listAccounts({}, { preFetch: false } as never));
    expectUnknown(error, "identity.listAccounts", "preFetch", "prefetch");
    const walk = paxos.identity.listAccounts({}, { prefetch: false });
    expectUnknown(await asyncRefusal(() => walk.toArray({ limt: 5 } as never)), "toArray", "limt", "limit");
    expect(sent).toEqual([]);
  });
});

describe("feed, webhook and fleet options", () => {
  const market = new PaxosMarket({ streamUrl: "ws://127.0.0.1:9" });
  const paxos = new Paxos({ accessToken: "t" });
  const onEvent = () => {};

  it("refuses a misspelt watch option, and maxBuffered where only watchExecutions takes it", () => {
    expectUnknown(refusal(() => market.watchOrderBook("BTCUSD", { idleTimeout: 5 } as never)), "market.watchOrderBook", "idleTimeout", "idleTimeoutMs");
    expect(refusal(() => market.watchOrderBook("BTCUSD", { maxBuffered: 5 } as never)).field).toBe("maxBuffered");
    expect(() => market.watchExecutions("BTCUSD", { maxBuffered: 5 })).not.toThrow();
  });

  it("refuses a misspelt option of the webhook receivers, events.follow and the dedupe stores", () => {
    const apiKey = { header: "x-key", value: "v" };
    expectUnknown(refusal(() => paxos.webhooks.nodeHandler({ apiKey, onEvent, leaseMS: 5_000 } as never)), "webhooks.nodeHandler", "leaseMS", "leaseMs");
    expectUnknown(refusal(() => paxos.webhooks.fetchHandler({ apiKey: { ...apiKey, Header: "y" }, onEvent } as never)), "webhooks.fetchHandler", "apiKey.Header", "apiKey.header");
    expectUnknown(refusal(() => paxos.events.follow({ since: new Date(0), pollInterval: 5 } as never)), "events.follow", "pollInterval", "pollIntervalMs");
    expectUnknown(refusal(() => memoryDedupeStore({ maxEntry: 5 } as never)), "memoryDedupeStore()", "maxEntry", "maxEntries");
  });

  it("refuses a misspelt option of the Redis helpers", () => {
    expectUnknown(refusal(() => redisTokenCache(fakeRedis, { prefx: "a:" } as never)), "redisTokenCache()", "prefx", "prefix");
    expectUnknown(refusal(() => redisRateLimiter(fakeRedis, { limit: {} } as never)), "redisRateLimiter()", "limit", "limits");
    expectUnknown(refusal(() => redisDedupeStore(fakeRedis, { doneTTLMs: 5 } as never)), "redisDedupeStore()", "doneTTLMs", "doneTtlMs");
  });
});

describe("mock options", () => {
  it("refuses a misspelt option of createMockApi, startMockServer and mockHandlers", async () => {
    expectUnknown(refusal(() => createMockApi({ sed: 2 } as never)), "createMockApi()", "sed", "seed");
    // Refused before listening: nothing to close.
    expectUnknown(await asyncRefusal(() => startMockServer({ prot: 0 } as never)), "startMockServer()", "prot", "port");
    expectUnknown(refusal(() => mockHandlers({ baseURL: "http://127.0.0.1:9/v2" } as never)), "mockHandlers()", "baseURL", "baseUrl");
  });

  it("takes each transport's own options beside the API's", async () => {
    expect(() => mockHandlers({ seed: 2, baseUrl: "http://127.0.0.1:9/v2", tokenUrl: "http://127.0.0.1:9/oauth2/token" })).not.toThrow();
    const server = await startMockServer({ seed: 2, port: 0, host: "127.0.0.1" });
    await server.close();
  });
});
