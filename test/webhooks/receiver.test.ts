/**
 * The webhook receivers over real HTTP: each handler (node and fetch) served on loopback, deliveries POSTed
 * to it, the events fetched from the mock API server over loopback. Every behaviour of issue 20's list.
 */
import { request as httpRequest } from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Paxos, ValidationError, type WebhookHandlerOptions } from "../../src/index";
import type { PaxosEvent, ReducedEvent } from "../../src/types";
import type { MockServer } from "../../src/mock/index";
import type { MockEvent } from "../../src/mock/domain/events";
import { RequestLog, clientOptions, startMock } from "../integration/support";
import { deliver, reducedOf, serveFetch, serveNode, type ServedReceiver } from "../support/webhook-servers";

const KEY = "whk_live_7d1f0c2b9e4a4f3d8c6b5a1e2f3d4c5b";
const HEADER = "X-Paxos-Webhook-Key";
const AUTH = { [HEADER]: KEY };

let mock: MockServer;
const log = new RequestLog();
let paxos: Paxos;

beforeAll(async () => {
  mock = await startMock();
  paxos = new Paxos(clientOptions(mock, { fetch: log.fetch, maxRetries: 0 }));
});
afterAll(() => mock.close());

/** Waits until `onEvent` has been called `times` times (it runs after the answer, by default). */
async function handlerRuns(onEvent: { mock: { calls: unknown[] } }, times: number): Promise<void> {
  await expect.poll(() => onEvent.mock.calls.length).toBe(times);
}

let served: ServedReceiver[] = [];
afterEach(async () => {
  await Promise.all(served.map((s) => s.close()));
  served = [];
  mock.api.faults.clear();
});

/** A recorded event of the document's kind, as the mock's workflows record them. */
function recordApproval(): MockEvent {
  return mock.api.store.events.append("identity.approved", {
    id: crypto.randomUUID(),
    identity_id: crypto.randomUUID(),
    old_summary_status: "PENDING",
    new_summary_status: "APPROVED",
  });
}

const kinds = [
  ["nodeHandler", (options: WebhookHandlerOptions) => serveNode(paxos.webhooks.nodeHandler(options))],
  ["fetchHandler", (options: WebhookHandlerOptions) => serveFetch(paxos.webhooks.fetchHandler(options))],
] as const;

describe.each(kinds)("%s over loopback HTTP", (_name, serve) => {
  async function receiver(options: Partial<WebhookHandlerOptions> = {}) {
    const onEvent = vi.fn(async (_event: PaxosEvent) => {});
    const lines: string[] = [];
    const logger = { debug: (...a: unknown[]) => lines.push(a.map(String).join(" ")), info: (...a: unknown[]) => lines.push(a.map(String).join(" ")), warn: (...a: unknown[]) => lines.push(a.map((x) => (typeof x === "string" ? x : JSON.stringify(x))).join(" ")), error: (...a: unknown[]) => lines.push(a.map((x) => (typeof x === "string" ? x : JSON.stringify(x))).join(" ")) };
    const server = await serve({ apiKey: { header: HEADER, value: KEY }, onEvent, logger, logLevel: "debug", ...options });
    served.push(server);
    return { url: server.url, onEvent, lines };
  }

  it("fetches the full event and hands it to onEvent once; a repeated delivery is 200 without onEvent", async () => {
    const { url, onEvent } = await receiver();
    const event = recordApproval();
    log.clear();
    const first = await deliver(url, reducedOf(event), AUTH);
    expect(first.status).toBe(200);
    // Answered once fetched and claimed; the handler runs after the answer.
    expect(JSON.parse(first.text)).toEqual({ status: "accepted" });
    await handlerRuns(onEvent, 1);
    const received = onEvent.mock.calls[0]![0];
    expect(received).toMatchObject({ id: event.id, type: "identity.approved", object_type: "identity_summary_status_change", created_at: event.created_at });
    expect(received.object).toMatchObject({ new_summary_status: "APPROVED" });
    expect(log.api("/events/").map((r) => r.path)).toEqual([`/events/${event.id}`]);

    const again = await deliver(url, reducedOf(event), AUTH);
    expect(again.status).toBe(200);
    expect(JSON.parse(again.text)).toEqual({ status: "duplicate" });
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it("answers 401 to missing or wrong credentials and does nothing else", async () => {
    const { url, onEvent } = await receiver();
    const event = recordApproval();
    log.clear();
    const attempts: Record<string, string>[] = [{}, { [HEADER]: "wrong" }, { [HEADER]: KEY.slice(0, -1) }, { [HEADER]: `${KEY}x` }, { "X-Other": KEY }, { authorization: `Bearer ${KEY}` }];
    for (const headers of attempts) {
      const answer = await deliver(url, reducedOf(event), headers);
      expect(answer.status).toBe(401);
      expect(answer.text).not.toContain(KEY);
    }
    expect(log.sent).toEqual([]);
    expect(onEvent).not.toHaveBeenCalled();
  });

  it("takes the header name case-insensitively", async () => {
    const { url, onEvent } = await receiver();
    const answer = await deliver(url, reducedOf(recordApproval()), { [HEADER.toLowerCase()]: KEY });
    expect(answer.status).toBe(200);
    await handlerRuns(onEvent, 1);
  });

  it("authenticates the OAuth form by its bearer token", async () => {
    const seen: string[] = [];
    const { url, onEvent } = await receiver({ apiKey: undefined, bearer: async (token) => (seen.push(token), token === "issued-to-paxos") });
    const event = recordApproval();
    log.clear();
    const refused = await deliver(url, reducedOf(event), { authorization: "Bearer forged" });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toBe("Bearer");
    expect((await deliver(url, reducedOf(event), {})).status).toBe(401);
    expect(log.sent).toEqual([]);
    const accepted = await deliver(url, reducedOf(event), { authorization: "Bearer issued-to-paxos" });
    expect(accepted.status).toBe(200);
    expect(seen).toEqual(["forged", "issued-to-paxos"]);
    await handlerRuns(onEvent, 1);
  });

  it("answers 503 when the bearer check itself fails, without the token in the log", async () => {
    const token = "tok_9f8e7d6c5b4a39281706f5e4d3c2b1a0";
    const { url, onEvent, lines } = await receiver({
      apiKey: undefined,
      bearer: () => {
        throw new Error(`introspection endpoint down while checking ${token}`);
      },
    });
    log.clear();
    const answer = await deliver(url, reducedOf(recordApproval()), { authorization: `Bearer ${token}` });
    expect(answer.status).toBe(503);
    expect(log.sent).toEqual([]);
    expect(onEvent).not.toHaveBeenCalled();
    expect(lines.some((line) => line.includes("OAuth token check threw")), lines.join("\n")).toBe(true);
    for (const line of lines) expect(line).not.toContain(token);
  });

  it("answers 400 to a body that is not a reduced event, naming the field", async () => {
    const { url, onEvent } = await receiver();
    const event = recordApproval();
    log.clear();
    const cases: [unknown, string][] = [
      ["not json", "body"],
      ["[1,2]", "body"],
      [{ ...reducedOf(event), id: undefined }, "id"],
      [{ ...reducedOf(event), id: 42 }, "id"],
      [{ ...reducedOf(event), id: ".." }, "id"],
      [`{"id":"\\ud800","type":"identity.approved","source":"com.paxos","time":"2026-01-01T00:00:00Z","object":"event"}`, "id"],
      [{ ...reducedOf(event), type: "" }, "type"],
      [{ ...reducedOf(event), source: "com.evil" }, "source"],
      [{ ...reducedOf(event), object: "transfer" }, "object"],
      [{ ...reducedOf(event), time: "yesterday" }, "time"],
      [{ ...reducedOf(event), is_test: "yes" }, "is_test"],
    ];
    for (const [body, field] of cases) {
      const answer = await deliver(url, body, AUTH);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.parse(answer.text).detail).toContain(`field: ${field}`);
    }
    expect(log.sent).toEqual([]);
    expect(onEvent).not.toHaveBeenCalled();
  });

  it("answers 413 to a body over 64 KB by its Content-Length, and to a streamed one without reading the rest", async () => {
    const { url, onEvent } = await receiver();
    const declared = await deliver(url, JSON.stringify({ ...reducedOf(recordApproval()), pad: "x".repeat(70_000) }), AUTH);
    expect(declared.status).toBe(413);

    // Chunked, no length: 70 KB sent and the request left open. Only a receiver that stops at 64 KB answers.
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(url, { method: "POST", headers: { ...AUTH, "content-type": "application/json", "transfer-encoding": "chunked" } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on("error", (error) => (error.message.includes("socket hang up") ? undefined : reject(error)));
      for (let i = 0; i < 70; i++) req.write("x".repeat(1024));
      setTimeout(() => reject(new Error("no answer while the body was still open: the receiver waited for the rest")), 5_000).unref();
    });
    expect(status).toBe(413);
    expect(onEvent).not.toHaveBeenCalled();
  });

  it("answers 503 when the event fetch fails, and handles the redelivery once the API answers again", async () => {
    const { url, onEvent } = await receiver();
    const event = recordApproval();
    mock.api.faults.add({ route: "getEvent", kind: "status", status: 502, times: 1 });
    const failed = await deliver(url, reducedOf(event), AUTH);
    expect(failed.status).toBe(503);
    expect(failed.headers.get("retry-after")).toBe("5");
    expect(onEvent).not.toHaveBeenCalled();
    const retried = await deliver(url, reducedOf(event), AUTH);
    expect(retried.status).toBe(200);
    await handlerRuns(onEvent, 1);
  });

  it("answers 503 (never 2xx, never onEvent) when the event does not exist", async () => {
    const { url, onEvent } = await receiver();
    const forged = reducedOf({ id: crypto.randomUUID(), type: "transfer.crypto_deposit.completed", created_at: new Date().toISOString() });
    const answer = await deliver(url, forged, AUTH);
    expect(answer.status).toBe(503);
    expect(onEvent).not.toHaveBeenCalled();
  });

  it("acknowledging after the handler: answers 500 when onEvent throws and runs it again on the redelivery", async () => {
    let calls = 0;
    const { url } = await receiver({
      acknowledge: "after-handler",
      onEvent: async () => {
        calls++;
        if (calls === 1) throw new Error("database unavailable");
      },
    });
    const event = recordApproval();
    expect((await deliver(url, reducedOf(event), AUTH)).status).toBe(500);
    expect((await deliver(url, reducedOf(event), AUTH)).status).toBe(200);
    expect(calls).toBe(2);
    expect(JSON.parse((await deliver(url, reducedOf(event), AUTH)).text)).toEqual({ status: "duplicate" });
    expect(calls).toBe(2);
  });

  it("runs onEvent once for concurrent deliveries of one event; the others are told to come back", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const onEvent = vi.fn(() => gate);
    const { url } = await receiver({ onEvent });
    const event = recordApproval();
    // The first delivery's onEvent is held open (after its answer) while the seven others are answered.
    const answers = await Promise.all(Array.from({ length: 8 }, () => deliver(url, reducedOf(event), AUTH)));
    await handlerRuns(onEvent, 1);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect((await deliver(url, reducedOf(event), AUTH)).status).toBe(409);
    release();
    await vi.waitFor(async () => expect(JSON.parse((await deliver(url, reducedOf(event), AUTH)).text)).toEqual({ status: "duplicate" }));
    expect((await deliver(url, reducedOf(event), AUTH)).status).toBe(200);
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it("hands a test delivery to onTestEvent without fetching it", async () => {
    const onTestEvent = vi.fn(async (_event: ReducedEvent) => {});
    const { url, onEvent } = await receiver({ onTestEvent });
    log.clear();
    const test = reducedOf({ id: crypto.randomUUID(), type: "identity.documents_required", created_at: "2025-01-01T14:30:02Z" }, { is_test: true });
    const answer = await deliver(url, test, AUTH);
    expect(answer.status).toBe(200);
    expect(onTestEvent).toHaveBeenCalledWith(test);
    expect(onEvent).not.toHaveBeenCalled();
    expect(log.sent).toEqual([]);
  });

  it("never writes the API key into a log line, an answer or an error", async () => {
    const { url, lines } = await receiver({
      acknowledge: "after-handler",
      onEvent: async () => {
        throw new Error(`handler saw key ${KEY} and header ${encodeURIComponent(KEY)}`);
      },
    });
    const event = recordApproval();
    const answers = [
      await deliver(url, reducedOf(event), AUTH),
      await deliver(url, reducedOf(event), { [HEADER]: `${KEY}-wrong` }),
      await deliver(url, { ...reducedOf(event), source: KEY }, AUTH),
    ];
    expect(answers.map((a) => a.status)).toEqual([500, 401, 400]);
    expect(lines.some((line) => line.includes("onEvent threw"))).toBe(true);
    for (const text of [...lines, ...answers.map((a) => a.text + JSON.stringify([...a.headers]))]) {
      expect(text).not.toContain(KEY);
      expect(text).not.toContain(encodeURIComponent(KEY));
    }
  });
});

describe("nodeHandler behind a body-parsing middleware", () => {
  it("takes an already-parsed body (express.json) and a raw Buffer (express.raw), still limiting the raw one", async () => {
    const onEvent = vi.fn();
    const handler = paxos.webhooks.nodeHandler({ apiKey: { header: HEADER, value: KEY }, onEvent, logLevel: "off" });
    // What express.json() / express.raw() do: read the stream, leave the result on req.body.
    const parse = (as: "json" | "raw") => async (req: import("node:http").IncomingMessage) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks);
      (req as { body?: unknown }).body = as === "json" ? JSON.parse(raw.toString()) : raw;
    };
    const json = await serveNode(handler, parse("json"));
    const raw = await serveNode(handler, parse("raw"));
    served.push(json, raw);
    expect((await deliver(json.url, reducedOf(recordApproval()), AUTH)).status).toBe(200);
    expect((await deliver(json.url, { id: "x" }, AUTH)).status).toBe(400);
    expect((await deliver(raw.url, reducedOf(recordApproval()), AUTH)).status).toBe(200);
    expect((await deliver(raw.url, { ...reducedOf(recordApproval()), pad: "x".repeat(70_000) }, AUTH)).status).toBe(413);
    expect(onEvent).toHaveBeenCalledTimes(2);
  });
});

describe("nodeHandler and a client gone mid-body", () => {
  it("settles (no request left hanging) and calls nothing", async () => {
    const onEvent = vi.fn();
    const handler = paxos.webhooks.nodeHandler({ apiKey: { header: HEADER, value: KEY }, onEvent, logLevel: "off" });
    let started = 0;
    let settled = 0;
    const server = await serveNode((req, res) => (started++, handler(req, res).finally(() => settled++)));
    served.push(server);
    log.clear();
    const req = httpRequest(server.url, { method: "POST", headers: { ...AUTH, "content-type": "application/json", "content-length": "1000" } });
    req.on("error", () => {});
    req.write('{"id":"');
    // Gone only once the receiver has the request and is reading its body.
    await expect.poll(() => started, { timeout: 5_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    req.destroy();
    await expect.poll(() => settled, { timeout: 5_000 }).toBe(1);
    expect(onEvent).not.toHaveBeenCalled();
    expect(log.sent).toEqual([]);
  });
});

describe("handler options", () => {
  const onEvent = () => {};
  it.each([
    [{ onEvent }, "apiKey", "oneOf"],
    [{ onEvent, apiKey: { header: HEADER, value: KEY }, bearer: () => true }, "apiKey", "oneOf"],
    [{ onEvent, apiKey: { header: "bad header", value: KEY } }, "apiKey.header", "pattern"],
    [{ onEvent, apiKey: { header: HEADER, value: "" } }, "apiKey.value", "minLength"],
    [{ onEvent, bearer: "token" }, "bearer", "type"],
    [{ apiKey: { header: HEADER, value: KEY } }, "onEvent", "type"],
    [{ onEvent, apiKey: { header: HEADER, value: KEY }, dedupe: {} }, "dedupe", "type"],
    [{ onEvent, apiKey: { header: HEADER, value: KEY }, leaseMs: 5 }, "leaseMs", "minimum"],
  ])("refuses %o at construction (field %s, rule %s), without the key in the message", (options, field, rule) => {
    for (const build of [() => paxos.webhooks.nodeHandler(options as WebhookHandlerOptions), () => paxos.webhooks.fetchHandler(options as WebhookHandlerOptions)]) {
      let error: unknown;
      try {
        build();
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({ field, rule });
      expect(String((error as Error).message) + JSON.stringify(error)).not.toContain(KEY);
    }
  });
});
