/**
 * The mock delivers webhooks, over real HTTP to a plain node:http receiver: the reduced event of each
 * recorded event with the webhook's API-key header or OAuth bearer token, only the types it subscribed
 * to, attempt starts spaced by the rate limit, failed attempts retried with backoff, events given up on
 * counted in undelivered_webhooks, test events, a clean stop, and configurations refused with the field
 * named. Retry timings are a few milliseconds here; nothing asserts how long anything took.
 */
import { inspect } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { type Paxos, ValidationError } from "../../src/index";
import { type MockServer, type MockServerOptions, type MockWebhookConfig, createMockApi } from "../../src/mock/index";
import { client, sleep, startMock } from "../integration/support";
import { type TestReceiver, startReceiver } from "../support/webhook-receiver";
import { handle } from "./helpers";

const KEY = { header: "X-Paxos-Webhook-Key", value: "webhook-key-that-must-never-leak" };
const FAST = { initialDelayMs: 5, maxDelayMs: 20 };

let mock: MockServer | undefined;
let receiver: TestReceiver | undefined;
afterEach(async () => {
  await mock?.close();
  await receiver?.close();
  mock = receiver = undefined;
});

async function setUp(webhook: (r: TestReceiver) => Partial<MockWebhookConfig> = () => ({}), extra: MockServerOptions = {}, receiverOptions = {}): Promise<{ mock: MockServer; receiver: TestReceiver; paxos: Paxos }> {
  receiver = await startReceiver(receiverOptions);
  const r = receiver;
  // 100 per second keeps the tests fast; the first test runs at the default rate.
  mock = await startMock({ webhooks: [{ url: r.url, apiKey: KEY, retry: FAST, rateLimit: 100, ...webhook(r) } as MockWebhookConfig], ...extra });
  return { mock, receiver: r, paxos: client(mock) };
}

const depositEth = (paxos: Paxos, profileId: string) => paxos.sandbox.createDeposit(profileId, { asset: "ETH", amount: "1.25", crypto_network: "ETHEREUM" });

describe("delivery", () => {
  it("POSTs the reduced event of a sandbox deposit and of an identity approval with the API-key header; GET /events/{id} has the full record", async () => {
    const { mock, receiver, paxos } = await setUp(() => ({ rateLimit: undefined }));
    const profile = mock.api.store.ids.profileIds[0]!;
    const { activity_id } = await depositEth(paxos, profile);
    const person = await paxos.identity.create({ person_details: { first_name: "Ada", last_name: "Lovelace" } });
    await paxos.sandbox.setIdentityStatus(person.id, { id_verification_status: "APPROVED", sanctions_verification_status: "APPROVED" });
    await mock.webhooks.idle();

    const recorded = (await paxos.events.list()).items;
    expect(recorded.map((e) => e.type)).toEqual(["transfer.crypto_deposit.pending", "transfer.crypto_deposit.completed", "identity.approved"]);
    expect(receiver.deliveries.map((d) => d.body)).toEqual(recorded.map((e) => ({ id: e.id, type: e.type, source: "com.paxos", time: e.created_at, object: "event" })));
    for (const delivery of receiver.deliveries) {
      expect(delivery.path).toBe("/paxos/webhook");
      expect(delivery.headers["x-paxos-webhook-key"]).toBe(KEY.value);
      expect(delivery.headers["content-type"]).toBe("application/json");
      expect(delivery.headers.authorization).toBeUndefined();
    }
    // The receiver's next step: the full record by id, delivered (undelivered_webhooks 0).
    const full = await paxos.events.get(receiver.deliveries[1]!.body.id as string);
    expect(full).toMatchObject({ type: "transfer.crypto_deposit.completed", object_type: "transfer_status_change", undelivered_webhooks: 0 });
    expect(full.object).toMatchObject({ id: activity_id, type: "CRYPTO_DEPOSIT", status: "COMPLETED" });
    expect((await paxos.events.get(receiver.deliveries[2]!.body.id as string)).object).toMatchObject({ identity_id: person.id, new_summary_status: "APPROVED" });
    expect(mock.webhooks.stats()).toEqual([{ url: receiver.url, delivered: 3, undelivered: 0, pending: 0, attempts: 3, failedAttempts: 0, tokenRequests: 0 }]);
    // The default rate limit, 10 per second: attempt starts at least 100 ms apart.
    const starts = mock.webhooks.attempts().map((a) => a.startedAt);
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(100);
  });

  it("delivers only the subscribed event types, to each webhook its own", async () => {
    receiver = await startReceiver();
    const r = receiver;
    mock = await startMock({
      webhooks: [
        { url: `${r.url}?hook=identity`, apiKey: KEY, eventTypes: ["identity.approved", "identity.denied"] },
        { url: `${r.url}?hook=deposits`, apiKey: KEY, eventTypes: ["transfer.crypto_deposit.completed"] },
      ],
    });
    const paxos = client(mock);
    await depositEth(paxos, mock.api.store.ids.profileIds[0]!);
    const person = await paxos.identity.create({ person_details: { first_name: "Ada", last_name: "Lovelace" } });
    await paxos.sandbox.setIdentityStatus(person.id, { id_verification_status: "APPROVED", sanctions_verification_status: "APPROVED" });
    await mock.webhooks.idle();
    expect(r.deliveries.map((d) => d.body.type).sort()).toEqual(["identity.approved", "transfer.crypto_deposit.completed"]);
    expect(mock.webhooks.attempts().map((a) => [a.webhook, a.type])).toEqual([
      [1, "transfer.crypto_deposit.completed"],
      [0, "identity.approved"],
    ]);
  });

  it("spaces attempt starts by at least 1/rateLimit seconds (the mock's own timestamps), and delivers them all", async () => {
    const { mock, receiver, paxos } = await setUp(() => ({ rateLimit: 50 }));
    const profile = mock.api.store.ids.profileIds[0]!;
    for (let i = 0; i < 4; i++) await depositEth(paxos, profile); // 8 events at once
    await mock.webhooks.idle();
    const starts = mock.webhooks.attempts().map((a) => a.startedAt);
    expect(starts).toHaveLength(8);
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(1000 / 50);
    expect(receiver.deliveries).toHaveLength(8);
  });

  it("does not hold up the API: the call that records an event answers while the receiver has not", async () => {
    const { mock, receiver, paxos } = await setUp();
    receiver.respond = () => "hold";
    await depositEth(paxos, mock.api.store.ids.profileIds[0]!);
    await receiver.received(1);
    expect(mock.webhooks.stats()[0]).toMatchObject({ delivered: 0, pending: 2 });
    expect((await paxos.events.list()).items[0]?.undelivered_webhooks).toBe(1);
    receiver.respond = () => 200;
    receiver.release();
    await mock.webhooks.idle();
    expect(mock.webhooks.stats()[0]).toMatchObject({ delivered: 2, pending: 0 });
  });
});

describe("retries", () => {
  it("retries a failed delivery (a 500, then a cut connection) until it succeeds", async () => {
    const { mock, receiver, paxos } = await setUp(() => ({ eventTypes: ["transfer.crypto_deposit.completed"] }));
    receiver.respond = (_, i) => (i === 0 ? 500 : i === 1 ? "destroy" : 200);
    await depositEth(paxos, mock.api.store.ids.profileIds[0]!);
    await mock.webhooks.idle();
    const attempts = mock.webhooks.attempts();
    expect(attempts.map((a) => [a.attempt, a.status, a.ok])).toEqual([
      [1, 500, false],
      [2, undefined, false],
      [3, 200, true],
    ]);
    expect(attempts[1]!.error).toMatch(/\((ECONNRESET|UND_ERR_SOCKET)\)$/);
    // Every attempt carries the same reduced event: the receiver dedupes by its id.
    expect(new Set(receiver.deliveries.map((d) => JSON.stringify(d.body))).size).toBe(1);
    expect((await paxos.events.get(attempts[0]!.eventId)).undelivered_webhooks).toBe(0);
    expect(mock.webhooks.stats()[0]).toMatchObject({ delivered: 1, undelivered: 0, attempts: 3, failedAttempts: 2 });
  });

  it("gives up after maxAttempts against a receiver that always fails: the event counts it in undelivered_webhooks", async () => {
    const { mock, receiver, paxos } = await setUp(() => ({ eventTypes: ["transfer.crypto_deposit.completed"], retry: { ...FAST, maxAttempts: 3 } }));
    receiver.respond = () => 503;
    await depositEth(paxos, mock.api.store.ids.profileIds[0]!);
    await mock.webhooks.idle();
    expect(receiver.deliveries).toHaveLength(3);
    expect(mock.webhooks.stats()[0]).toMatchObject({ delivered: 0, undelivered: 1, pending: 0, attempts: 3, failedAttempts: 3 });
    const [pending, completed] = (await paxos.events.list()).items;
    expect(completed?.undelivered_webhooks).toBe(1);
    expect(pending?.undelivered_webhooks).toBe(0); // not subscribed: nothing to deliver
    // The recovery path: the undelivered event is still listed and readable.
    expect((await paxos.events.get(completed!.id!)).type).toBe("transfer.crypto_deposit.completed");
  });

  it("counts an attempt with no answer within timeoutMs as failed", async () => {
    const { mock, receiver, paxos } = await setUp(() => ({ eventTypes: ["transfer.crypto_deposit.completed"], timeoutMs: 150, retry: { ...FAST, maxAttempts: 4 } }));
    receiver.respond = (_, i) => (i === 0 ? "hold" : 200);
    await depositEth(paxos, mock.api.store.ids.profileIds[0]!);
    await mock.webhooks.idle();
    // The held attempt fails on the timeout; a retry is answered (a loaded machine may time out one more).
    const attempts = mock.webhooks.attempts();
    expect([attempts[0]!.ok, attempts[0]!.error]).toEqual([false, "no answer within 150 ms"]);
    expect(attempts.at(-1)!.ok).toBe(true);
    expect(mock.webhooks.stats()[0]).toMatchObject({ delivered: 1, undelivered: 0 });
  });

  it("close() stops delivery: the queued retry never goes out and nothing is left pending", async () => {
    const { mock: server, receiver, paxos } = await setUp(() => ({ eventTypes: ["transfer.crypto_deposit.completed"], retry: { initialDelayMs: 40, maxDelayMs: 40 } }));
    receiver.respond = () => 500;
    await depositEth(paxos, server.api.store.ids.profileIds[0]!);
    await receiver.received(1);
    await server.close();
    expect(server.webhooks.stats()[0]).toMatchObject({ pending: 0, attempts: 1 });
    await sleep(80); // past the retry's time: had its timer survived, it would have fired by now
    expect(receiver.deliveries).toHaveLength(1);
    mock = undefined;
  });
  it("leaves an API passed in with `api` delivering after server.close(): its owner closes it", async () => {
    receiver = await startReceiver();
    const api = createMockApi({ webhooks: [{ url: receiver.url, apiKey: KEY, rateLimit: 100 }] });
    const server = await startMock({ api });
    await server.close();
    api.webhooks.sendTestEvent("identity.denied");
    await api.webhooks.idle();
    expect(receiver.deliveries.map((d) => d.body.type)).toEqual(["identity.denied"]);
    await api.webhooks.close();
    expect(() => api.webhooks.sendTestEvent("identity.denied")).toThrow("sendTestEvent after close()");
    await handle(api, "PUT", `/identity/identities/${api.store.ids.identityIds[0]}`, { body: { set_user_disabled: true } }); // an event: not delivered
    expect(api.store.events.all().at(-1)?.type).toBe("identity.disabled");
    await api.webhooks.idle();
    expect(receiver.deliveries).toHaveLength(1);
    expect(api.webhooks.stats()[0]).toMatchObject({ delivered: 1, pending: 0 });
  });
});

describe("OAuth form", () => {
  it("fetches a token from the receiver's token endpoint once (client credentials, form POST), sends it as a bearer, and fetches anew after a 401", async () => {
    const credentials = { clientId: "paxos-at-receiver", clientSecret: "oauth-secret-that-must-never-leak" };
    const { mock, receiver, paxos } = await setUp((r) => ({ apiKey: undefined, oauth: { tokenUrl: r.tokenUrl, ...credentials }, eventTypes: ["transfer.crypto_deposit.completed"] }), {}, credentials);
    const profile = mock.api.store.ids.profileIds[0]!;
    await depositEth(paxos, profile);
    await mock.webhooks.idle();
    await depositEth(paxos, profile);
    await mock.webhooks.idle();
    // Two deliveries on one token.
    expect(receiver.tokenRequests).toHaveLength(1);
    expect(receiver.deliveries.map((d) => d.headers.authorization)).toEqual(["Bearer receiver-token-1", "Bearer receiver-token-1"]);
    expect(Object.fromEntries(receiver.tokenRequests[0]!.form)).toEqual({ grant_type: "client_credentials", client_id: credentials.clientId, client_secret: credentials.clientSecret });
    // The receiver now refuses token 1: the mock drops it and the retry carries a fresh one.
    receiver.respond = (d) => (d.headers.authorization === "Bearer receiver-token-1" ? 401 : 200);
    await depositEth(paxos, profile);
    await mock.webhooks.idle();
    expect(receiver.deliveries.slice(2).map((d) => d.headers.authorization)).toEqual(["Bearer receiver-token-1", "Bearer receiver-token-2"]);
    expect(mock.webhooks.stats()[0]).toMatchObject({ delivered: 3, failedAttempts: 1, tokenRequests: 2 });
    // The secrets never show in what the mock reports.
    const shown = [JSON.stringify(mock.webhooks), inspect(mock.webhooks, { depth: 5 }), JSON.stringify(mock.webhooks.attempts()), inspect(mock, { depth: 3 })].join("\n");
    expect(shown).not.toContain(credentials.clientSecret);
    expect(shown).not.toContain("receiver-token-");
  });

  it("counts a token endpoint that refuses the client as failed attempts", async () => {
    const { mock, receiver, paxos } = await setUp((r) => ({ apiKey: undefined, oauth: { tokenUrl: r.tokenUrl, clientId: "wrong", clientSecret: "wrong-secret-value" }, eventTypes: ["transfer.crypto_deposit.completed"], retry: { ...FAST, maxAttempts: 2 } }), {}, { clientId: "right", clientSecret: "right" });
    await depositEth(paxos, mock.api.store.ids.profileIds[0]!);
    await mock.webhooks.idle();
    expect(receiver.deliveries).toHaveLength(0);
    expect(mock.webhooks.attempts().map((a) => a.error)).toEqual([expect.stringMatching(/token endpoint .* answered 401/), expect.stringMatching(/answered 401/)]);
    expect(JSON.stringify(mock.webhooks.attempts())).not.toContain("wrong-secret-value");
    expect(mock.webhooks.stats()[0]).toMatchObject({ undelivered: 1 });
  });
});

describe("sendTestEvent", () => {
  it("delivers a reduced event with is_test: true, whatever the event types, kept only among test events", async () => {
    const { mock, receiver, paxos } = await setUp(() => ({ eventTypes: ["identity.approved"] }));
    const sent = mock.webhooks.sendTestEvent("transfer.crypto_withdrawal.failed");
    await mock.webhooks.idle();
    expect(receiver.deliveries.map((d) => d.body)).toEqual([{ ...sent, is_test: true, source: "com.paxos", object: "event", type: "transfer.crypto_withdrawal.failed" }]);
    expect(receiver.deliveries[0]!.headers["x-paxos-webhook-key"]).toBe(KEY.value);
    expect((await paxos.events.list()).items).toEqual([]);
    const full = await paxos.events.get(sent.id, { is_test: true });
    expect(full).toMatchObject({ is_test: true, object_type: "transfer_status_change", object: { type: "CRYPTO_WITHDRAWAL", status: "FAILED" }, undelivered_webhooks: 0 });
  });

  it("refuses an undocumented type and a webhook index that is not configured", async () => {
    const { mock } = await setUp();
    expect(() => mock.webhooks.sendTestEvent("profile.created" as never)).toThrow(/sendTestEvent type must be a documented event type, not "profile.created"/);
    expect(() => mock.webhooks.sendTestEvent("identity.approved", { webhook: 3 })).toThrow(/webhook must name a configured webhook \(0 to 0\), not 3/);
    expect(() => createMockApi().webhooks.sendTestEvent("identity.approved")).toThrow(/needs a configured webhook/);
  });
});

describe("configuration", () => {
  const url = "http://127.0.0.1:9/hook";
  it.each([
    ["webhooks[0].rateLimit must be an integer from 1 to 100", [{ url, apiKey: KEY, rateLimit: 0 }]],
    ["webhooks[0].rateLimit must be an integer from 1 to 100", [{ url, apiKey: KEY, rateLimit: 101 }]],
    ["webhooks[0].rateLimit must be an integer from 1 to 100", [{ url, apiKey: KEY, rateLimit: 2.5 }]],
    ["webhooks[0].url must be a loopback URL (127.0.0.1, localhost or [::1]), not example.com", [{ url: "https://example.com/hook", apiKey: KEY }]],
    ["webhooks[0].url must be an http or https URL (got ftp:)", [{ url: "ftp://127.0.0.1/hook", apiKey: KEY }]],
    ["webhooks[0].url must be an absolute URL", [{ url: "hook", apiKey: KEY }]],
    ["webhooks[0] needs exactly one of apiKey and oauth", [{ url }]],
    ["webhooks[0] needs exactly one of apiKey and oauth", [{ url, apiKey: KEY, oauth: { tokenUrl: url, clientId: "a", clientSecret: "b" } }]],
    ["webhooks[0].apiKey.header must not be Content-Type", [{ url, apiKey: { header: "Content-Type", value: "x" } }]],
    ["webhooks[0].apiKey.header must be an HTTP header name", [{ url, apiKey: { header: "Bad Header", value: "x" } }]],
    ["webhooks[0].apiKey.value must be a non-empty string", [{ url, apiKey: { header: "X-Key", value: "" } }]],
    ["webhooks[0].oauth.tokenUrl must be a loopback URL", [{ url, oauth: { tokenUrl: "https://auth.example.com/token", clientId: "a", clientSecret: "b" } }]],
    ['webhooks[1].eventTypes[1] must be a documented event type', [{ url, apiKey: KEY }, { url, apiKey: KEY, eventTypes: ["identity.approved", "profile.created"] }]],
    ["webhooks[0].eventTypes must be a non-empty array", [{ url, apiKey: KEY, eventTypes: [] }]],
    ["webhooks[0].retry.maxAttempts must be an integer from 1 to 100", [{ url, apiKey: KEY, retry: { maxAttempts: 0 } }]],
    ["webhooks[0].retry.maxDelayMs must be a finite number of milliseconds, at least 100", [{ url, apiKey: KEY, retry: { initialDelayMs: 100, maxDelayMs: 10 } }]],
    ["webhooks must be an array", { url, apiKey: KEY }],
  ])("refuses (case %#): %s", (message, webhooks) => {
    let error: unknown;
    try {
      createMockApi({ webhooks: webhooks as never });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toContain(`mock webhooks: ${message}`);
    // The field is the option's path, as every other refused option names it.
    expect(message.startsWith((error as ValidationError).field)).toBe(true);
    expect((error as Error).message).not.toContain(KEY.value);
  });

  it("refuses a non-loopback URL with a ValidationError that names allowNonLoopback", () => {
    let error: unknown;
    try {
      createMockApi({ webhooks: [{ url, apiKey: KEY }, { url: "https://receiver.example.com/hook", apiKey: KEY }] });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ field: "webhooks[1].url", rule: "loopback" });
    expect((error as Error).message).toContain("set webhooks[1].allowNonLoopback: true to deliver elsewhere");
  });

  it("takes localhost, [::1], 127.0.0.0/8 and, with allowNonLoopback, another host", () => {
    for (const host of ["localhost:1", "[::1]:1", "127.0.0.2:1"]) expect(() => createMockApi({ webhooks: [{ url: `http://${host}/hook`, apiKey: KEY }] })).not.toThrow();
    const api = createMockApi({ webhooks: [{ url: "https://receiver.example.com/hook", apiKey: KEY, allowNonLoopback: true }] });
    expect(api.webhooks.urls()).toEqual(["https://receiver.example.com/hook"]);
    expect(api.webhooks.count).toBe(1);
  });

  it("rejects startMockServer with the same error", async () => {
    await expect(startMock({ webhooks: [{ url: "http://127.0.0.1:9/", apiKey: KEY, rateLimit: 1000 }] })).rejects.toThrow("webhooks[0].rateLimit must be an integer from 1 to 100");
  });
});
