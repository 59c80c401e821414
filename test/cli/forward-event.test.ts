/**
 * One delivery of `listen` (src/cli/forward-event.ts) against receivers written here: the reduced event
 * as the body, an OAuth bearer token asked once (client credentials in the body and as Basic), renewed
 * after a 401; a failing receiver retried with doubling delays until it answers 2xx, or given up after
 * `maxAttempts`; a redirect is not an acceptance.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { forwardEvent, retryDelay, type ForwardOptions } from "../../src/cli/forward-event";
import { ReceiverToken } from "../../src/cli/receiver-token";
import type { ReducedEvent } from "../../src/webhooks/reduced-event";

const EVENT: ReducedEvent = { id: "0b8f7f0e-6a55-4b8e-9f6e-2d3c4b5a6978", type: "transfer.wire_deposit.completed", source: "com.paxos", time: "2026-03-01T12:01:00.000000000Z", object: "event" };

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/** A loopback server answering with `answer` (called with the request and its body). */
async function serve(answer: (req: IncomingMessage, body: string, res: ServerResponse) => void): Promise<string> {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => answer(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const options = (url: string, more: Partial<ForwardOptions> = {}): ForwardOptions => ({ url, maxAttempts: 3, retryDelayMs: 1, timeoutMs: 5000, ...more });

describe("forwardEvent", () => {
  it("POSTs the reduced event with the API-key header", async () => {
    const seen: { headers: IncomingMessage["headers"]; body: string }[] = [];
    const url = await serve((req, body, res) => {
      seen.push({ headers: req.headers, body });
      res.writeHead(200).end();
    });
    const result = await forwardEvent(EVENT, options(`${url}/hook`, { apiKey: { header: "X-Paxos-Webhook-Key", value: "k" } }));
    expect(result).toMatchObject({ ok: true, status: 200, attempts: 1 });
    expect(JSON.parse(seen[0]!.body)).toEqual(EVENT);
    expect(seen[0]!.headers).toMatchObject({ "content-type": "application/json", "x-paxos-webhook-key": "k" });
  });

  it("authenticates by OAuth: one token request (body and Basic), renewed once the receiver answers 401", async () => {
    const tokenRequests: { basic: string | undefined; form: URLSearchParams }[] = [];
    let issued = 0;
    const accepted = new Set<string>();
    const base = await serve((req, body, res) => {
      if (req.url === "/token") {
        tokenRequests.push({ basic: req.headers.authorization, form: new URLSearchParams(body) });
        const token = `t${++issued}`;
        accepted.clear();
        accepted.add(token);
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ access_token: token, expires_in: 3600, token_type: "Bearer" }));
        return;
      }
      res.writeHead(accepted.has((req.headers.authorization ?? "").replace("Bearer ", "")) ? 200 : 401).end();
    });
    const token = new ReceiverToken({ tokenUrl: `${base}/token`, clientId: "paxos", clientSecret: "s3cret" }, 5000);
    expect(await forwardEvent(EVENT, options(`${base}/hook`, { token }))).toMatchObject({ ok: true, attempts: 1 });
    expect(await forwardEvent(EVENT, options(`${base}/hook`, { token }))).toMatchObject({ ok: true, attempts: 1 });
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]!.form.get("grant_type")).toBe("client_credentials");
    expect(tokenRequests[0]!.form.get("client_secret")).toBe("s3cret");
    expect(tokenRequests[0]!.basic).toBe(`Basic ${Buffer.from("paxos:s3cret").toString("base64")}`);
    // The receiver rotates its tokens: the next delivery is refused once, renews, and goes through.
    accepted.clear();
    const renewed = await forwardEvent(EVENT, options(`${base}/hook`, { token }));
    expect(renewed).toMatchObject({ ok: true, attempts: 2 });
    expect(tokenRequests).toHaveLength(2);
  });

  it("retries any failure with doubling delays until it is accepted, and gives up after maxAttempts", async () => {
    let calls = 0;
    const flaky = await serve((_req, _body, res) => void res.writeHead(++calls < 3 ? (calls === 1 ? 500 : 400) : 202).end());
    const retries: [number, number, string][] = [];
    const result = await forwardEvent(EVENT, options(`${flaky}/hook`, { maxAttempts: 5, onRetry: (attempt, delay, reason) => retries.push([attempt, delay, reason]) }));
    expect(result).toMatchObject({ ok: true, status: 202, attempts: 3 });
    expect(retries).toEqual([[2, 1, "500 Internal Server Error"], [3, 2, "400 Bad Request"]]);

    const down = await serve((_req, _body, res) => void res.writeHead(503).end());
    expect(await forwardEvent(EVENT, options(`${down}/hook`, { maxAttempts: 2 }))).toMatchObject({ ok: false, status: 503, attempts: 2 });
    expect(retryDelay({ retryDelayMs: 1000 }, 1)).toBe(1000);
    expect(retryDelay({ retryDelayMs: 1000 }, 3)).toBe(4000);
    expect(retryDelay({ retryDelayMs: 1000 }, 20)).toBe(60_000);
  });

  it("does not follow a redirect, nor take it as delivered", async () => {
    const moved = await serve((_req, _body, res) => void res.writeHead(302, { location: "http://127.0.0.1:9/elsewhere" }).end());
    const result = await forwardEvent(EVENT, options(`${moved}/hook`, { maxAttempts: 1 }));
    expect(result.ok).toBe(false);
  });
});
