/**
 * The control API over HTTP (`/__mock/…`): each endpoint drives the same objects as the JavaScript
 * handles (`mock.api.clock`, `faults`, `webhooks`, `store`), and a bad request is a 4xx problem naming
 * the field and the rule.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { Paxos } from "../../src/index";
import { SANDBOX_WIRE } from "../support/sandbox-wire";
import { MOCK_CONTROL_PATH, startMockServer, type MockServer, type MockServerOptions } from "../../src/mock/index";

const servers: { close(): unknown }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function start(options: MockServerOptions = {}): Promise<MockServer> {
  const mock = await startMockServer({ port: 0, ...options });
  servers.push(mock);
  return mock;
}

async function control(mock: MockServer, method: string, path: string, body?: unknown): Promise<{ status: number; body: any; type: string | null }> {
  const response = await fetch(`${mock.controlUrl}${path}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
  });
  return { status: response.status, type: response.headers.get("content-type"), body: await response.json() };
}

const paxosFor = (mock: MockServer) => new Paxos({ baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret, maxRetries: 0 });

describe("the control API", () => {
  it("lives under /__mock, beside /v2 and the token path, and describes the server", async () => {
    const mock = await start();
    expect(mock.controlUrl).toBe(`${mock.origin}${MOCK_CONTROL_PATH}`);
    const info = await control(mock, "GET", "");
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, streamUrl: mock.streamUrl, seed: 1, now: "2026-03-01T12:00:00.000000000Z" });
    expect(info.body.clients[0]).toMatchObject({ name: "main", client_id: mock.clientId, client_secret: mock.clientSecret });
    expect(info.body.ids.profileIds.length).toBeGreaterThan(1);
    expect(await control(mock, "GET", "/nothing")).toMatchObject({ status: 404, type: "application/problem+json" });
    expect(await control(mock, "PUT", "/clock")).toMatchObject({ status: 405 });
  });

  it("advances and sets the clock the API reads", async () => {
    const mock = await start();
    const advanced = await control(mock, "POST", "/clock/advance", { seconds: 90 });
    expect(advanced).toMatchObject({ status: 200, body: { now: "2026-03-01T12:01:30.000000000Z" } });
    expect(mock.api.clock.nowIso()).toBe("2026-03-01T12:01:30.000000000Z");
    await control(mock, "POST", "/clock/advance", { ms: 500 });
    expect((await control(mock, "GET", "/clock")).body.now).toBe("2026-03-01T12:01:30.500000000Z");
    expect((await control(mock, "POST", "/clock/set", { time: "2026-04-01T00:00:00Z" })).body.now).toBe("2026-04-01T00:00:00.000000000Z");
    expect(await control(mock, "POST", "/clock/advance", { ms: 1, seconds: 1 })).toMatchObject({ status: 400, body: { meta: { field: "ms", rule: "exclusive" } } });
    expect(await control(mock, "POST", "/clock/advance", { ms: -1 })).toMatchObject({ status: 400, body: { meta: { field: "ms", rule: "minimum" } } });
    expect(await control(mock, "POST", "/clock/set", { time: "soon" })).toMatchObject({ status: 400, body: { meta: { field: "time", rule: "format:date-time" } } });
    expect(await control(mock, "POST", "/clock/advance", "[")).toMatchObject({ status: 400, body: { meta: { field: "body", rule: "type" } } });
  });

  it("completes or fails a pending fiat deposit, with its events", async () => {
    const mock = await start({ fiatSettlementSeconds: 60 });
    const paxos = paxosFor(mock);
    const profileId = mock.api.store.ids.profileIds[0]!;
    const instructions = await paxos.fiatDepositInstructions.create({ profile_id: profileId, fiat_network: "WIRE" });
    const deposit = async () => {
      await paxos.sandbox.createFiatDeposit({ amount: "100.00", asset: "USD", memo_id: instructions.memo_id, fiat_network_instructions: SANDBOX_WIRE });
      return [...mock.api.store.transfers.values()].filter((t) => t.type === "WIRE_DEPOSIT").at(-1)!;
    };
    const first = await deposit();
    expect(first.status).toBe("PENDING");
    expect(await control(mock, "POST", `/transfers/${first.id}/complete`)).toMatchObject({ status: 200, body: { id: first.id, status: "COMPLETED" } });
    const second = await deposit();
    expect(await control(mock, "POST", `/transfers/${second.id}/fail`)).toMatchObject({ status: 200, body: { id: second.id, status: "FAILED" } });
    const types = mock.api.store.events.all().map((e) => e.type).filter((t) => t.startsWith("transfer.wire_deposit"));
    expect(types).toEqual(["transfer.wire_deposit.pending", "transfer.wire_deposit.completed", "transfer.wire_deposit.pending", "transfer.wire_deposit.failed"]);
    // Settled already: it no longer waits, and the clock reaching its time changes nothing.
    expect(await control(mock, "POST", `/transfers/${second.id}/complete`)).toMatchObject({ status: 409, body: { meta: { rule: "state" } } });
    mock.api.clock.advance(120_000);
    expect(mock.api.store.transfers.get(second.id)!.status).toBe("FAILED");
    expect(await control(mock, "POST", "/transfers/00000000-0000-4000-8000-000000000000/complete")).toMatchObject({ status: 404 });
  });

  it("records a KYC refresh step of an identity", async () => {
    const mock = await start();
    const identityId = mock.api.store.ids.identityIds[0]!;
    const answer = await control(mock, "POST", `/identities/${identityId}/kyc-refresh`, { phase: "started" });
    expect(answer).toMatchObject({ status: 200, body: { type: "identity.kyc_refresh.started" } });
    expect(mock.api.store.events.all().at(-1)!.type).toBe("identity.kyc_refresh.started");
    expect(await control(mock, "POST", `/identities/${identityId}/kyc-refresh`, { phase: "begun" })).toMatchObject({ status: 400, body: { meta: { field: "phase", rule: "enum" } } });
  });

  it("injects, lists and clears faults the API then shows", async () => {
    const mock = await start();
    const added = await control(mock, "POST", "/faults", { route: "listProfiles", kind: "status", status: 503, times: 1 });
    expect(added).toMatchObject({ status: 201, body: { id: expect.any(Number), remaining: 1 } });
    expect(mock.api.faults.list()).toHaveLength(1);
    const paxos = paxosFor(mock);
    await expect(paxos.profiles.list()).rejects.toMatchObject({ status: 503 });
    await control(mock, "POST", "/faults", { route: "*", kind: "latency", latencyMs: 1, probability: 0.5 });
    expect((await control(mock, "GET", "/faults")).body).toMatchObject({ items: [{ remaining: null }], history: [{ route: "listProfiles", kind: "status" }] });
    expect((await control(mock, "DELETE", "/faults")).status).toBe(200);
    expect(mock.api.faults.list()).toHaveLength(0);
    expect(await control(mock, "POST", "/faults", { route: "listProfiles", kind: "explode" })).toMatchObject({ status: 400 });
  });

  it("waits until deliveries are idle and reads what was delivered", async () => {
    const received: string[] = [];
    const receiver: Server = createServer((req, res) => {
      let text = "";
      req.on("data", (chunk) => (text += chunk));
      req.on("end", () => {
        received.push(req.headers["x-key"] === "k" ? JSON.parse(text).type : "unauthenticated");
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    servers.push({ close: () => new Promise((resolve) => receiver.close(resolve)) });
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const mock = await start({ webhooks: [{ url, apiKey: { header: "X-Key", value: "k" } }] });
    expect(await control(mock, "POST", "/webhooks/test-event", { type: "identity.approved" })).toMatchObject({ status: 200, body: { type: "identity.approved", is_test: true } });
    expect(await control(mock, "POST", "/webhooks/idle", { timeout_ms: 10_000 })).toMatchObject({ status: 200, body: { idle: true, webhooks: [{ delivered: 1 }] } });
    expect(received).toEqual(["identity.approved"]);
    const log = await control(mock, "GET", "/webhooks");
    expect(log.body.attempts).toEqual([expect.objectContaining({ type: "identity.approved", status: 200, ok: true })]);
    expect(JSON.stringify(log.body)).not.toContain('"k"');
    expect(await control(mock, "POST", "/webhooks/test-event", { type: "profile.created" })).toMatchObject({ status: 400, body: { meta: { field: "type", rule: "enum" } } });
  });

  it("resets to a fresh API from the same options; the JavaScript handle follows", async () => {
    const mock = await start({ seed: 7 });
    const before = mock.api;
    await control(mock, "POST", "/clock/advance", { seconds: 3600 });
    const paxos = paxosFor(mock);
    await paxos.profiles.list();
    expect(await control(mock, "POST", "/reset")).toMatchObject({ status: 200, body: { now: "2026-03-01T12:00:00.000000000Z" } });
    expect(mock.api).not.toBe(before);
    expect(mock.api.seed).toBe(7);
    // Tokens of the old API are gone with it: the client renews its token and goes on.
    await expect(paxos.profiles.list()).resolves.toMatchObject({ items: expect.any(Array) });
    const shared = await startMockServer({ port: 0, api: mock.api });
    servers.push(shared);
    expect(await control(shared, "POST", "/reset")).toMatchObject({ status: 409 });
  });
});
