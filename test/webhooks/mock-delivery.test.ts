/**
 * End to end on one machine, as a user tests a receiver: the mock records events while the API is used
 * (a sandbox deposit, an identity approval) and delivers them over real HTTP to a receiver built with each
 * handler, which fetches every event back from the mock. Three webhooks point at the receiver: two with the
 * right key (so every event is delivered twice, as Paxos's repeated deliveries do) and one with a wrong key
 * (a forger: never acted on, given up on by the mock).
 */
import { afterEach, describe, expect, it } from "vitest";
import { Paxos, type WebhookHandlerOptions } from "../../src/index";
import type { FetchWebhookHandler, NodeWebhookHandler, PaxosEvent, ReducedEvent } from "../../src/types";
import { createMockApi, startMockServer, type MockServer } from "../../src/mock/index";
import { RequestLog, clientOptions } from "../integration/support";
import { serveFetch, serveNode, type ServedReceiver } from "../support/webhook-servers";

const HEADER = "X-Paxos-Webhook-Key";
const KEY = "whk_test_3b9e0f7c1d2a4e5f8a6b7c8d9e0f1a2b";
const FAST_RETRY = { initialDelayMs: 30, maxDelayMs: 120 };

/** A receiver listening before its handler exists: the handler needs the mock's URL, the mock the receiver's. */
type Serve = (options: () => WebhookHandlerOptions, paxos: () => Paxos) => Promise<ServedReceiver>;

const kinds: [string, Serve][] = [
  [
    "nodeHandler",
    (options, paxos) => {
      let handler: NodeWebhookHandler | undefined;
      return serveNode((req, res) => (handler ??= paxos().webhooks.nodeHandler(options()))(req, res));
    },
  ],
  [
    "fetchHandler",
    (options, paxos) => {
      let handler: FetchWebhookHandler | undefined;
      return serveFetch((request) => (handler ??= paxos().webhooks.fetchHandler(options()))(request));
    },
  ],
];

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

describe.each(kinds)("%s receiving the mock's deliveries", (_name, serve) => {
  it("acts once per event: a failing handler retried by the mock, repeated deliveries ignored, a wrong key refused, a test event not fetched", async () => {
    const log = new RequestLog();
    const runs: { id: string; type: string; outcome: "threw" | "done" }[] = [];
    const tests: ReducedEvent[] = [];
    let failedOnce = false;
    let mock: MockServer | undefined;
    const paxos = () => new Paxos(clientOptions(mock!, { fetch: log.fetch }));
    const receiver = await serve(
      () => ({
        apiKey: { header: HEADER, value: KEY },
        logLevel: "off",
        // Answered after the handler: its failure is a 500 that the mock delivers again.
        acknowledge: "after-handler",
        onEvent: async (event: PaxosEvent) => {
          if (event.type === "transfer.crypto_deposit.completed" && !failedOnce) {
            failedOnce = true; // a database outage on the first run: answered 500, so the mock delivers it again
            runs.push({ id: event.id!, type: event.type, outcome: "threw" });
            throw new Error("database unavailable");
          }
          runs.push({ id: event.id!, type: event.type!, outcome: "done" });
        },
        onTestEvent: (reduced) => void tests.push(reduced),
      }),
      paxos,
    );
    cleanup.push(() => receiver.close());
    const api = createMockApi({
      webhooks: [
        { url: receiver.url, apiKey: { header: HEADER, value: KEY }, rateLimit: 100, retry: FAST_RETRY },
        { url: receiver.url, apiKey: { header: HEADER, value: KEY }, rateLimit: 100, retry: FAST_RETRY },
        { url: receiver.url, apiKey: { header: HEADER, value: "a-forgers-guess" }, rateLimit: 100, retry: { ...FAST_RETRY, maxAttempts: 2 } },
      ],
    });
    mock = await startMockServer({ api });
    cleanup.push(async () => {
      await mock!.close();
      await api.webhooks.close();
    });

    // Use the API: each of these records events of the document's types, which the mock delivers.
    const client = paxos();
    await client.sandbox.createDeposit(api.store.ids.profileIds[0] as string, { asset: "ETH", amount: "1.5", crypto_network: "ETHEREUM" });
    const person = await client.identity.create({ person_details: { first_name: "Grace", last_name: "Hopper" } });
    await client.sandbox.setIdentityStatus(person.id, { id_verification_status: "APPROVED", sanctions_verification_status: "APPROVED" });
    await api.webhooks.idle();

    const recorded = api.store.events.all().filter((e) => !e.is_test);
    expect(recorded.map((e) => e.type)).toEqual(expect.arrayContaining(["transfer.crypto_deposit.completed", "identity.approved"]));
    // Every recorded event was handled exactly once, although each was delivered at least twice with the right key.
    const done = runs.filter((r) => r.outcome === "done");
    expect(done.map((r) => r.id).sort()).toEqual(recorded.map((e) => e.id).sort());
    // The deposit's first run threw: the mock's retry ran it again, and then it was done.
    expect(runs.filter((r) => r.type === "transfer.crypto_deposit.completed").map((r) => r.outcome)).toEqual(["threw", "done"]);

    const [first, second, forged] = api.webhooks.stats();
    expect(first).toMatchObject({ delivered: recorded.length, undelivered: 0 });
    expect(second).toMatchObject({ delivered: recorded.length, undelivered: 0 });
    expect(first!.failedAttempts + second!.failedAttempts).toBeGreaterThanOrEqual(1); // the 500 (and any 409 of a concurrent twin)
    // The wrong key: refused every time (401), given up on, never acted on.
    expect(forged).toMatchObject({ delivered: 0, undelivered: recorded.length, attempts: recorded.length * 2 });
    expect(api.webhooks.attempts().filter((a) => a.webhook === 2).every((a) => a.status === 401)).toBe(true);
    expect(recorded.every((e) => e.undelivered_webhooks === 1)).toBe(true);

    // A test delivery reaches onTestEvent and is not fetched from the API.
    log.clear();
    const test = api.webhooks.sendTestEvent("identity.approved", { webhook: 0 });
    await api.webhooks.idle();
    expect(tests).toEqual([test]);
    expect(test.is_test).toBe(true);
    expect(log.api("/events/")).toEqual([]);
    expect(runs.filter((r) => r.id === test.id)).toEqual([]);
  }, 30_000);
});
