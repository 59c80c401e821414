/**
 * A misspelt option is refused wherever a caller passes options, naming the key and the option it was
 * most likely meant to be, and before anything is sent: an ignored `baseURL` would send the caller's
 * credentials to the default service.
 */
import { describe, expect, it } from "vitest";
import { memoryDedupeStore, Paxos, PaxosClient, PaxosMarketClient, ValidationError, watchExecutions, watchOrderBook } from "../../src/index";
import { closestKey } from "../../src/core/shared/option-keys";
import { asyncRefusal, refusal } from "../support/refusals";
import { createMockApi, MockApi, mockHandlers, startMockServer, type MockApiOptions } from "../../src/mock/index";
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

  it("refuses a misspelt option of PaxosClient, PaxosMarketClient and withOptions", () => {
    expectUnknown(refusal(() => new PaxosClient({ accessToken: "t", timeOut: 5 } as never)), "new PaxosClient()", "timeOut", "timeout");
    expectUnknown(refusal(() => new PaxosMarketClient({ streamURL: "wss://ws.paxos.com" } as never)), "new PaxosMarketClient()", "streamURL", "streamUrl");
    // A PaxosMarketClient takes no credentials: the list of every option is not offered there.
    expect(refusal(() => new PaxosMarketClient({ clientId: "id" } as never)).message).toMatch(/^new PaxosMarketClient\(\): clientId is not an option; the options are environment, baseUrl/);
    const paxos = new Paxos({ accessToken: "t" });
    expectUnknown(refusal(() => paxos.withOptions({ maxRetry: 1 } as never)), "Paxos.withOptions()", "maxRetry", "maxRetries");
    const client = new PaxosClient({ accessToken: "t" });
    expectUnknown(refusal(() => client.withOptions({ logleve: "off" } as never)), "PaxosClient.withOptions()", "logleve", "logLevel");
  });

  it("refuses a rate-limit class no operation counts against, naming the class meant", () => {
    expectUnknown(refusal(() => new Paxos({ accessToken: "t", rateLimits: { tokens: 1 } })), "new Paxos()", "rateLimits.tokens", "rateLimits.token");
    expectUnknown(refusal(() => new PaxosMarketClient({ rateLimits: { subscriptions: 1 } })), "new PaxosMarketClient()", "rateLimits.subscriptions", "rateLimits.subscription");
    expect(() => new Paxos({ accessToken: "t", rateLimits: { token: 1, orderBook: 1, identity: 1, transfers: 1, default: 1, subscription: 1 } })).not.toThrow();
  });

  it("refuses a rate that is not a number above 0 and at most 100000, naming the field", () => {
    for (const rate of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 100_001, "5"]) {
      const error = refusal(() => new Paxos({ accessToken: "t", rateLimits: { default: rate as number } }));
      expect([error.field, error.rule]).toEqual(["rateLimits.default", "range"]);
      expect(error.message).toBe("new Paxos(): rateLimits.default must be a number of requests per second above 0 and at most 100000 (rule: range).");
    }
    expect(refusal(() => new PaxosMarketClient({ rateLimits: { subscription: 0 } })).field).toBe("rateLimits.subscription");
    expect(refusal(() => new Paxos({ accessToken: "t", rateLimits: 5 as never })).message).toBe("new Paxos(): rateLimits must be an object (rule: type).");
    expect(() => new Paxos({ accessToken: "t", rateLimits: { default: 100_000, token: 0.5, identity: undefined } })).not.toThrow();
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
  const market = new PaxosMarketClient({ streamUrl: "ws://127.0.0.1:9" });
  const paxos = new Paxos({ accessToken: "t" });
  const onEvent = () => {};

  it("refuses a misspelt watch option, and maxBuffered where only watchExecutions takes it", () => {
    expectUnknown(refusal(() => watchOrderBook(market, "BTCUSD", { idleTimeout: 5 } as never)), "market.watchOrderBook", "idleTimeout", "idleTimeoutMs");
    expect(refusal(() => watchOrderBook(market, "BTCUSD", { maxBuffered: 5 } as never)).field).toBe("maxBuffered");
    expect(() => watchExecutions(market, "BTCUSD", { maxBuffered: 5 })).not.toThrow();
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
    expectUnknown(refusal(() => redisRateLimiter(fakeRedis, { limits: { Default: 5 } })), "redisRateLimiter()", "limits.Default", "limits.default");
    expectUnknown(refusal(() => redisRateLimiter(fakeRedis, { outageLimits: { identities: 5 } })), "redisRateLimiter()", "outageLimits.identities", "outageLimits.identity");
    expectUnknown(refusal(() => redisDedupeStore(fakeRedis, { doneTTLMs: 5 } as never)), "redisDedupeStore()", "doneTTLMs", "doneTtlMs");
  });

  it("refuses a bad rate in the Redis limiter's limits and outageLimits, as the client's rateLimits", () => {
    const limits = refusal(() => redisRateLimiter(fakeRedis, { limits: { orderBook: 0 } }));
    expect([limits.field, limits.rule]).toEqual(["limits.orderBook", "range"]);
    expect(limits.message).toBe("redisRateLimiter(): limits.orderBook must be a number of requests per second above 0 and at most 100000 (rule: range).");
    const outage = refusal(() => redisRateLimiter(fakeRedis, { outageLimits: { default: Number.POSITIVE_INFINITY } }));
    expect(outage.message).toBe("redisRateLimiter(): outageLimits.default must be a number of requests per second above 0 and at most 100000 (rule: range).");
    expect(refusal(() => redisRateLimiter(fakeRedis, { outageLimits: { default: "5" as never } })).field).toBe("outageLimits.default");
    expect(refusal(() => redisRateLimiter(fakeRedis, { limits: 50 as never })).message).toBe("redisRateLimiter(): limits must be an object (rule: type).");
    expect(() => redisRateLimiter(fakeRedis, { limits: { default: 100_000 }, outageLimits: { default: 0.5 } })).not.toThrow();
  });
});

describe("mock options", () => {
  it("refuses a misspelt option of createMockApi, startMockServer and mockHandlers", async () => {
    expectUnknown(refusal(() => createMockApi({ sed: 2 } as never)), "createMockApi()", "sed", "seed");
    // Refused before listening: nothing to close.
    expectUnknown(await asyncRefusal(() => startMockServer({ prot: 0 } as never)), "startMockServer()", "prot", "port");
    expectUnknown(refusal(() => mockHandlers({ baseURL: "http://127.0.0.1:9/v2" } as never)), "mockHandlers()", "baseURL", "baseUrl");
  });

  it("refuses a misspelt option of new MockApi() too", () => {
    expectUnknown(refusal(() => new MockApi({ sed: 2 } as never)), "new MockApi()", "sed", "seed");
    expectUnknown(refusal(() => new MockApi({ clock: { strat: "2026-01-01T00:00:00Z" } } as never)), "new MockApi()", "clock.strat", "clock.start");
  });

  const url = "http://127.0.0.1:9/hook";
  const apiKey = { header: "x-key", value: "v" };
  const publicKey = "-----BEGIN PUBLIC KEY-----";
  // Each nested options object of the mock, with one misspelt key: the path refused, and the key meant.
  it.each<[string, MockApiOptions, string, string]>([
    ["sizes", { sizes: { payment: 5 } } as never, "sizes.payment", "sizes.payments"],
    ["clients[i]", { clients: [{ clientId: "c", clientSecret: "s", scopes: [] }, { clientId: "d", clientSecrte: "s", scopes: [] }] } as never, "clients[1].clientSecrte", "clients[1].clientSecret"],
    ["clients[i].publicKeys[j]", { clients: [{ clientId: "c", clientSecret: "s", scopes: [], publicKeys: [{ publicKey, nickName: "k" }] }] } as never, "clients[0].publicKeys[0].nickName", "clients[0].publicKeys[0].nickname"],
    ["faults[i]", { faults: [{ route: "*", kind: "reset", time: 1 }] } as never, "faults[0].time", "faults[0].times"],
    ["clock", { clock: { followRealtime: true } } as never, "clock.followRealtime", "clock.followRealTime"],
    ["rateLimits", { rateLimits: { throttleSecond: 5 } } as never, "rateLimits.throttleSecond", "rateLimits.throttleSeconds"],
    ["rateLimits.limits (by class)", { rateLimits: { limits: { tokens: 5 } } }, "rateLimits.limits.tokens", "rateLimits.limits.token"],
    ["webhooks[i]", { webhooks: [{ url, apiKey }, { url, apiKey, ratelimit: 5 }] } as never, "webhooks[1].ratelimit", "webhooks[1].rateLimit"],
    ["webhooks[i].apiKey", { webhooks: [{ url, apiKey: { ...apiKey, Value: "w" } }] } as never, "webhooks[0].apiKey.Value", "webhooks[0].apiKey.value"],
    ["webhooks[i].oauth", { webhooks: [{ url, oauth: { tokenUrl: url, clientId: "c", secret: "s" } }] } as never, "webhooks[0].oauth.secret", "webhooks[0].oauth.clientSecret"],
    ["webhooks[i].retry", { webhooks: [{ url, apiKey, retry: { maxAttempt: 2 } }] } as never, "webhooks[0].retry.maxAttempt", "webhooks[0].retry.maxAttempts"],
    ["movingMarket", { movingMarket: { step: 100 } } as never, "movingMarket.step", "movingMarket.stepMs"],
    ["feeds", { feeds: { snapshotFragmentLevel: 2 } } as never, "feeds.snapshotFragmentLevel", "feeds.snapshotFragmentLevels"],
  ])("refuses a misspelt key in %s, naming its full path, in every way to start the mock", async (_name, options, key, suggestion) => {
    expectUnknown(refusal(() => createMockApi(options)), "createMockApi()", key, suggestion);
    expectUnknown(refusal(() => new MockApi(options)), "new MockApi()", key, suggestion);
    expectUnknown(refusal(() => mockHandlers(options)), "mockHandlers()", key, suggestion);
    // Refused before listening or delivering: nothing to close.
    expectUnknown(await asyncRefusal(() => startMockServer(options)), "startMockServer()", key, suggestion);
  });

  it("refuses a misspelt key given to faults.add, requireRequestSigning, sendTestEvent, oauth.register and store.holdCryptoDeposit", async () => {
    const api = createMockApi({ webhooks: [{ url, apiKey }] });
    try {
      expectUnknown(refusal(() => api.faults.add({ route: "*", kind: "reset", probabilty: 0.5 } as never)), "faults.add()", "probabilty", "probability");
      expect(api.faults.list()).toEqual([]);
      expectUnknown(refusal(() => api.requireRequestSigning(api.clients.main.clientId, [{ publicKey, kid: "k" }] as never)), "MockApi.requireRequestSigning()", "publicKeys[0].kid", "publicKeys[0].id");
      expect(api.store.apiCredentials.get(api.clients.main.clientId)?.enforce_request_signing).toBe(false);
      expectUnknown(refusal(() => api.webhooks.sendTestEvent("identity.approved", { webHook: 0 } as never)), "webhooks.sendTestEvent()", "webHook", "webhook");
      expect(api.webhooks.attempts()).toEqual([]);
      expectUnknown(refusal(() => api.oauth.register({ clientId: "c", clientSecret: "s", scope: [] } as never)), "oauth.register()", "scope", "scopes");
      expect(api.oauth.getClient("c")).toBeUndefined();
      const held = { identity_id: api.store.ids.identityIds[0]!, profile_id: api.store.ids.profileIds[0]!, asset: "ETH", amount: "1", crypto_network: "ETHEREUM", destinationAddress: "0x1" };
      const transfers = api.store.transfers.size;
      expectUnknown(refusal(() => api.store.holdCryptoDeposit(held as never)), "store.holdCryptoDeposit()", "destinationAddress", "destination_address");
      expect(api.store.transfers.size).toBe(transfers);
    } finally {
      await api.webhooks.close();
    }
  });

  it("accepts every nested key it documents (a list missing one would refuse it)", async () => {
    const options: MockApiOptions = {
      sizes: { depositAddresses: 1, payments: 1, identityAccounts: 1, fiatAccounts: 1 },
      clients: [{ clientId: "c", clientSecret: "s", scopes: [], enforceRequestSigning: false }],
      faults: [{ route: "*", kind: "status", times: 1, probability: 1, latencyMs: 0, status: 503, retryAfter: 1 }],
      clock: { start: "2026-01-01T00:00:00Z", followRealTime: false },
      rateLimits: { limits: { token: 1, default: 50, identity: 10, orderBook: 10, transfers: 20 }, throttleSeconds: 1 },
      webhooks: [
        { url, apiKey, eventTypes: ["identity.approved"], rateLimit: 1, retry: { maxAttempts: 1, initialDelayMs: 1, maxDelayMs: 1 }, timeoutMs: 1, allowNonLoopback: false },
        { url, oauth: { tokenUrl: url, clientId: "c", clientSecret: "s", scopes: ["a"] } },
      ],
      movingMarket: { stepMs: 100 },
      feeds: { subscriptionIntervalMs: 0, snapshotFragmentLevels: 1 },
    };
    const api = createMockApi(options);
    await api.webhooks.close();
    api.movingMarket?.stop();
  });

  it("takes each transport's own options beside the API's", async () => {
    expect(() => mockHandlers({ seed: 2, baseUrl: "http://127.0.0.1:9/v2", tokenUrl: "http://127.0.0.1:9/oauth2/token" })).not.toThrow();
    const server = await startMockServer({ seed: 2, port: 0, host: "127.0.0.1" });
    await server.close();
  });
});
