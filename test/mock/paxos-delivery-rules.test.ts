/**
 * The mock keeps Paxos's rules for tokens and webhook deliveries, checked over real HTTP against Paxos's
 * guides (not against the SDK): the token request as `curl -F` sends it (multipart) and urlencoded; the
 * webhook OAuth token request with HTTP Basic and body credentials together; failed deliveries retried
 * from about 5 s, exponentially with jitter, for 24 hours of the mock's clock.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createMockApi, startMockServer, type MockServer } from "../../src/mock/index";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function mockServer(options: Parameters<typeof createMockApi>[0] = {}): Promise<MockServer> {
  const api = createMockApi(options);
  const server = await startMockServer({ api });
  closers.push(async () => {
    await server.close();
    await api.webhooks.close();
  });
  return server;
}

/** A loopback server answering every request with `answer`, recording each request's headers and body. */
async function recorder(answer: (req: IncomingMessage, body: string) => { status: number; body?: string }): Promise<{ url: string; requests: { headers: IncomingMessage["headers"]; body: string }[] }> {
  const requests: { headers: IncomingMessage["headers"]; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      requests.push({ headers: req.headers, body });
      const { status, body: text = "" } = answer(req, body);
      res.writeHead(status, { "content-type": "application/json" }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, requests };
}

describe("the token endpoint", () => {
  it("takes the token request as multipart/form-data (`curl -F`, Paxos's guide) and as urlencoded", async () => {
    const mock = await mockServer();
    const form = new FormData();
    form.append("grant_type", "client_credentials");
    form.append("client_id", mock.clientId);
    form.append("client_secret", mock.clientSecret);
    form.append("scope", "funding:read_profile");
    // fetch sets multipart/form-data with its boundary from the FormData body.
    const multipart = await fetch(mock.tokenUrl, { method: "POST", body: form });
    expect(multipart.status).toBe(200);
    expect(await multipart.json()).toMatchObject({ access_token: expect.any(String), token_type: expect.stringMatching(/bearer/i), scope: "funding:read_profile" });

    const urlencoded = await fetch(mock.tokenUrl, {
      method: "POST",
      body: new URLSearchParams({ grant_type: "client_credentials", client_id: mock.clientId, client_secret: mock.clientSecret }),
    });
    expect(urlencoded.status).toBe(200);

    const wrong = new FormData();
    wrong.append("grant_type", "client_credentials");
    wrong.append("client_id", mock.clientId);
    wrong.append("client_secret", "not-the-secret");
    expect((await fetch(mock.tokenUrl, { method: "POST", body: wrong })).status).toBe(401);
  });
});

describe("webhook deliveries", () => {
  it("asks the receiver's token endpoint with HTTP Basic and body credentials together", async () => {
    const clientId = "paxos@receiver";
    const clientSecret = "s3cret:with/odd chars";
    const tokens = await recorder(() => ({ status: 200, body: JSON.stringify({ access_token: "issued", token_type: "Bearer", expires_in: 3600 }) }));
    const receiver = await recorder(() => ({ status: 200 }));
    const mock = await mockServer({ webhooks: [{ url: receiver.url, oauth: { tokenUrl: tokens.url, clientId, clientSecret } }] });
    mock.api.store.events.append("identity.approved", { id: crypto.randomUUID() });
    await mock.api.webhooks.idle();
    expect(tokens.requests).toHaveLength(1);
    const [request] = tokens.requests;
    const body = new URLSearchParams(request!.body);
    expect(body.get("grant_type")).toBe("client_credentials");
    expect(body.get("client_id")).toBe(clientId);
    expect(body.get("client_secret")).toBe(clientSecret);
    const basic = /^Basic (\S+)$/.exec(request!.headers.authorization ?? "");
    expect(basic).not.toBeNull();
    // RFC 6749 §2.3.1: each part form-urlencoded, then joined by a colon.
    const [id, secret] = Buffer.from(basic![1]!, "base64").toString("utf8").split(":").map((part) => new URLSearchParams(`v=${part}`).get("v"));
    expect([id, secret]).toEqual([clientId, clientSecret]);
    expect(receiver.requests[0]!.headers.authorization).toBe("Bearer issued");
  });

  it("retries a failing receiver from about 5 s, exponentially with jitter, for 24 hours of the mock's clock, then gives up", async () => {
    const receiver = await recorder(() => ({ status: 500 }));
    const mock = await mockServer({ webhooks: [{ url: receiver.url, apiKey: { header: "X-Key", value: "key-value" }, rateLimit: 100 }] });
    const event = mock.api.store.events.append("identity.approved", { id: crypto.randomUUID() });
    const created = Date.parse(event.created_at);
    const attempts = () => mock.api.webhooks.attempts().filter((a) => a.eventId === event.id);
    await expect.poll(() => attempts().length).toBe(1);
    // Each failed attempt names when its retry is due on the mock clock; the test moves the clock there.
    for (let n = 1; ; n++) {
      await expect.poll(() => attempts()[n - 1]?.status).toBe(500);
      const retryAt = attempts()[n - 1]!.retryAt;
      if (retryAt === undefined) break;
      mock.api.clock.set(retryAt);
      await expect.poll(() => attempts().length).toBe(n + 1);
    }
    const log = attempts();
    const at = log.map((a) => Date.parse(a.at));
    const gaps = at.slice(1).map((t, i) => t - at[i]!);
    // From about 5 s, doubling, capped at an hour, each within ±20 % of its base.
    gaps.forEach((gap, i) => {
      const base = Math.min(3_600_000, 5_000 * 2 ** i);
      expect(gap).toBeGreaterThanOrEqual(base * 0.8);
      expect(gap).toBeLessThanOrEqual(base * 1.2);
    });
    expect(gaps[0]).toBeLessThanOrEqual(6_000);
    // Jitter: the waits are not the bare doubling.
    expect(gaps.some((gap, i) => gap !== Math.min(3_600_000, 5_000 * 2 ** i))).toBe(true);
    // Retried until the event was 24 hours old (the next retry would have fallen past that), then given up.
    const last = at.at(-1)! - created;
    expect(last).toBeLessThanOrEqual(24 * 3_600_000);
    expect(last).toBeGreaterThan(24 * 3_600_000 - 1.2 * 3_600_000);
    expect(log.length).toBeGreaterThan(25);
    expect(mock.api.webhooks.stats()[0]).toMatchObject({ undelivered: 1, pending: 0 });
    expect((await mock.api.webhooks.idle(), mock.api.store.events.get(event.id)!.undelivered_webhooks)).toBe(1);
  }, 60_000);
});
