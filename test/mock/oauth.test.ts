import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MockServer } from "../../src/mock/index";
import { ALL_SCOPES, READ_SCOPES } from "../../src/mock/index";
import { call, start, token, tokenRequest } from "./helpers";

describe("mock OAuth token endpoint", () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await start({ tokenTtlSeconds: 600 });
  });
  afterAll(() => mock.close());

  it("issues a bearer token with every scope of the client when scope is omitted", async () => {
    const res = await tokenRequest(mock, { grant_type: "client_credentials", client_id: mock.clientId, client_secret: mock.clientSecret });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: "Bearer", expires_in: 600 });
    expect(typeof body.access_token).toBe("string");
    expect((body.scope as string).split(" ").sort()).toEqual([...ALL_SCOPES].sort());
  });

  it("grants exactly the requested scopes", async () => {
    const res = await tokenRequest(mock, { grant_type: "client_credentials", client_id: mock.clientId, client_secret: mock.clientSecret, scope: "statements:read_payment identity:read_account" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { scope: string; access_token: string };
    expect(body.scope).toBe("statements:read_payment identity:read_account");
    const denied = await call(mock, "GET", "/transfer/deposit-addresses", { token: body.access_token });
    expect(denied.status).toBe(403);
  });

  it("accepts HTTP Basic client authentication", async () => {
    const basic = Buffer.from(`${mock.clientId}:${mock.clientSecret}`).toString("base64");
    const res = await tokenRequest(mock, { grant_type: "client_credentials" }, { authorization: `Basic ${basic}` });
    expect(res.status).toBe(200);
  });

  it("answers 401 invalid_client for a wrong secret or an unknown client", async () => {
    const wrong = await tokenRequest(mock, { grant_type: "client_credentials", client_id: mock.clientId, client_secret: "nope" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: "invalid_client" });
    const unknown = await tokenRequest(mock, { grant_type: "client_credentials", client_id: "who", client_secret: "x" });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ error: "invalid_client" });
  });

  it("answers 400 invalid_scope for a scope the client lacks", async () => {
    const { clientId, clientSecret } = mock.clients.secondary;
    const res = await tokenRequest(mock, { grant_type: "client_credentials", client_id: clientId, client_secret: clientSecret, scope: "settlement:write_transaction" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "invalid_scope" });
  });

  it("answers 400 for a missing or unsupported grant type, and 405 for GET", async () => {
    const missing = await tokenRequest(mock, { client_id: mock.clientId, client_secret: mock.clientSecret });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: "invalid_request" });
    const password = await tokenRequest(mock, { grant_type: "password", client_id: mock.clientId, client_secret: mock.clientSecret });
    expect(await password.json()).toMatchObject({ error: "unsupported_grant_type" });
    expect((await fetch(mock.tokenUrl)).status).toBe(405);
  });

  it("expires tokens on the mock clock", async () => {
    const t = await token(mock);
    expect((await call(mock, "GET", "/statements/payments", { token: t, query: { limit: 1 } })).status).toBe(200);
    mock.api.clock.advance(599_000);
    expect((await call(mock, "GET", "/statements/payments", { token: t, query: { limit: 1 } })).status).toBe(200);
    mock.api.clock.advance(1_000);
    const expired = await call(mock, "GET", "/statements/payments", { token: t, query: { limit: 1 } });
    expect(expired.status).toBe(401);
    expect(expired.body.detail).toMatch(/expired/);
    expect(expired.headers.get("www-authenticate")).toMatch(/^Bearer/);
  });

  it("refuses tokens of deleted credentials, and a second delete is 404", async () => {
    const { clientId, clientSecret } = mock.clients.secondary;
    const readOnly = await token(mock, clientId, clientSecret);
    expect((await tokenRequest(mock, { grant_type: "client_credentials", client_id: clientId, client_secret: clientSecret })).status).toBe(200);
    expect((await call(mock, "GET", "/identity/accounts", { token: readOnly })).status).toBe(200);

    const admin = await token(mock);
    const deleted = await call(mock, "DELETE", `/api-creds/credentials/${clientId}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body.credentials).toMatchObject({ client_id: clientId, status: "APPROVED", client_scopes: [...READ_SCOPES] });
    expect(deleted.body.credentials.client_public_keys[0]).toMatchObject({ client_id: clientId, active: true });

    const refused = await call(mock, "GET", "/identity/accounts", { token: readOnly });
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toMatch(/revoked/);
    expect((await tokenRequest(mock, { grant_type: "client_credentials", client_id: clientId, client_secret: clientSecret })).status).toBe(401);

    const again = await call(mock, "DELETE", `/api-creds/credentials/${clientId}`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.headers.get("content-type")).toBe("application/problem+json");
  });

  it("registers extra clients with their scopes and credentials records", async () => {
    const extra = await start({ clients: [{ clientId: "ci-bot", clientSecret: "s3cret", scopes: ["statements:read_payment"] }] });
    try {
      expect(extra.clients["ci-bot"]?.scopes).toEqual(["statements:read_payment"]);
      expect(extra.api.store.apiCredentials.get("ci-bot")?.client_scopes).toEqual(["statements:read_payment"]);
      const t = await token(extra, "ci-bot", "s3cret");
      expect((await call(extra, "GET", "/statements/payments", { token: t })).status).toBe(200);
      expect((await call(extra, "GET", "/identity/accounts", { token: t })).status).toBe(403);
    } finally {
      await extra.close();
    }
  });
});
