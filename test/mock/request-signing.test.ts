/**
 * The mock enforces request signing for credentials with `enforce_request_signing`: every refusal is a
 * 401 problem naming its rule, identically over the loopback HTTP server and the msw handlers (one
 * implementation). Requests are hand-signed here with jose, so each case breaks exactly one thing.
 */
import { generateKeyPairSync, type KeyObject } from "node:crypto";
import { CompactSign } from "jose";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_SCOPES, createMockApi, type MockApiOptions, mockHandlers, type MockServer, startMockServer } from "../../src/mock/index";

const es = generateKeyPairSync("ec", { namedCurve: "P-256" });
const ed = generateKeyPairSync("ed25519");
const stranger = generateKeyPairSync("ec", { namedCurve: "P-256" });
const SIGNER = { clientId: "enforcing-client", clientSecret: "enforcing-secret" };

const options = (): MockApiOptions => ({
  clients: [
    {
      ...SIGNER,
      scopes: [...ALL_SCOPES],
      enforceRequestSigning: true,
      publicKeys: [
        { publicKey: es.publicKey, id: "es-kid", nickname: "ops" },
        { publicKey: ed.publicKey.export({ type: "spki", format: "pem" }) as string, id: "ed-kid" },
      ],
    },
  ],
});

const MSW_BASE = "https://api.sandbox.paxos.com/v2";
const MSW_TOKEN = "https://oauth.sandbox.paxos.com/oauth2/token";

let server: MockServer;
const mswApi = createMockApi(options());
const msw = setupServer(...mockHandlers({ api: mswApi, baseUrl: MSW_BASE, tokenUrl: MSW_TOKEN }));

beforeAll(async () => {
  server = await startMockServer(options());
  msw.listen({ onUnhandledRequest: "bypass" });
});

afterAll(async () => {
  msw.close();
  await server.close();
});

interface Signing {
  key?: KeyObject;
  alg?: string;
  kid?: string;
  method?: string;
  path?: string;
  body?: string;
  timestamp?: string;
}

/** A compact JWS over `body` with the given header fields (defaults: a valid ES256 signature of the request). */
async function signature(request: { method: string; path: string; body: string }, s: Signing = {}): Promise<string> {
  const header = {
    alg: s.alg ?? "ES256",
    kid: s.kid ?? "es-kid",
    "paxos.com/timestamp": s.timestamp ?? String(Math.floor(Date.now() / 1000)),
    "paxos.com/request-method": s.method ?? request.method,
    "paxos.com/request-path": s.path ?? request.path,
  };
  return new CompactSign(new TextEncoder().encode(s.body ?? request.body)).setProtectedHeader(header).sign(s.key ?? es.privateKey);
}

interface Case {
  name: string;
  method: "GET" | "POST";
  /** Below the base URL. */
  path: string;
  body?: unknown;
  /** The Paxos-Signature header to send; undefined sends none. */
  sign?: (request: { method: string; path: string; body: string }) => Promise<string> | string;
  status: number;
  rule?: string;
}

const profileBody = { nickname: "signed-profile" };
const minutes = (n: number) => String(Math.floor(Date.now() / 1000) + n * 60);

const CASES: Case[] = [
  { name: "a valid ES256 signature of a GET with a query", method: "GET", path: "/transfer/deposit-addresses?limit=2", sign: (r) => signature(r), status: 200 },
  { name: "a valid EdDSA signature of a POST", method: "POST", path: "/profiles", body: profileBody, sign: (r) => signature(r, { key: ed.privateKey, alg: "EdDSA", kid: "ed-kid" }), status: 200 },
  { name: "public market data, unsigned", method: "GET", path: "/all-markets/ticker", status: 200 },
  { name: "no signature", method: "GET", path: "/transfer/deposit-addresses", status: 401, rule: "signatureMissing" },
  { name: "not a compact JWS", method: "GET", path: "/transfer/deposit-addresses", sign: () => "abc.def", status: 401, rule: "signatureMalformed" },
  { name: "a header that is not base64url JSON", method: "GET", path: "/transfer/deposit-addresses", sign: () => "!!!.e30.AAAA", status: 401, rule: "signatureMalformed" },
  { name: "an unknown kid", method: "GET", path: "/transfer/deposit-addresses", sign: (r) => signature(r, { kid: "who-knows" }), status: 401, rule: "signatureUnknownKey" },
  { name: "alg other than the key's", method: "GET", path: "/transfer/deposit-addresses", sign: (r) => signature(r, { key: ed.privateKey, alg: "EdDSA" }), status: 401, rule: "signatureAlgorithm" },
  { name: "signed with another key", method: "GET", path: "/transfer/deposit-addresses", sign: (r) => signature(r, { key: stranger.privateKey }), status: 401, rule: "signatureInvalid" },
  {
    name: "a tampered signature",
    method: "GET",
    path: "/transfer/deposit-addresses",
    sign: async (r) => {
      const jws = await signature(r);
      const last = jws.at(-2) === "A" ? "B" : "A";
      return `${jws.slice(0, -2)}${last}${jws.slice(-1)}`;
    },
    status: 401,
    rule: "signatureInvalid",
  },
  { name: "another method", method: "GET", path: "/transfer/deposit-addresses", sign: (r) => signature(r, { method: "POST" }), status: 401, rule: "signatureMethod" },
  { name: "a lower-case method", method: "GET", path: "/transfer/deposit-addresses", sign: (r) => signature(r, { method: "get" }), status: 401, rule: "signatureMethod" },
  { name: "the path without its query", method: "GET", path: "/transfer/deposit-addresses?limit=2", sign: (r) => signature(r, { path: "/v2/transfer/deposit-addresses" }), status: 401, rule: "signaturePath" },
  { name: "the path without /v2", method: "GET", path: "/transfer/deposit-addresses", sign: (r) => signature(r, { path: "/transfer/deposit-addresses" }), status: 401, rule: "signaturePath" },
  { name: "another body", method: "POST", path: "/profiles", body: profileBody, sign: (r) => signature(r, { body: JSON.stringify({ nickname: "other" }) }), status: 401, rule: "signatureBody" },
  { name: "an empty payload for a body", method: "POST", path: "/profiles", body: profileBody, sign: (r) => signature(r, { body: "" }), status: 401, rule: "signatureBody" },
  { name: "a timestamp 31 minutes old", method: "GET", path: "/transfer/deposit-addresses", sign: (r) => signature(r, { timestamp: minutes(-31) }), status: 401, rule: "signatureExpired" },
  { name: "a timestamp 29 minutes old", method: "GET", path: "/transfer/deposit-addresses", sign: (r) => signature(r, { timestamp: minutes(-29) }), status: 200 },
  { name: "a timestamp 10 minutes ahead", method: "GET", path: "/transfer/deposit-addresses", sign: (r) => signature(r, { timestamp: minutes(10) }), status: 401, rule: "signatureTimestamp" },
  { name: "a timestamp in milliseconds as a number", method: "GET", path: "/transfer/deposit-addresses", sign: (r) => signature(r, { timestamp: Date.now() as unknown as string }), status: 401, rule: "signatureTimestamp" },
];

/** Plays one case against a transport; the token is the enforcing client's. */
async function play(baseUrl: string, tokenUrl: string, c: Case): Promise<{ status: number; contentType: string | null; body: Record<string, unknown> }> {
  const token = await fetch(tokenUrl, { method: "POST", body: new URLSearchParams({ grant_type: "client_credentials", client_id: SIGNER.clientId, client_secret: SIGNER.clientSecret }) });
  const { access_token } = (await token.json()) as { access_token: string };
  const body = c.body === undefined ? "" : JSON.stringify(c.body);
  const headers: Record<string, string> = { authorization: `Bearer ${access_token}` };
  if (c.body !== undefined) headers["content-type"] = "application/json";
  if (c.sign) headers["paxos-signature"] = await c.sign({ method: c.method, path: new URL(baseUrl + c.path).pathname + new URL(baseUrl + c.path).search, body });
  const response = await fetch(baseUrl + c.path, { method: c.method, headers, ...(c.body !== undefined ? { body } : {}) });
  return { status: response.status, contentType: response.headers.get("content-type"), body: (await response.json()) as Record<string, unknown> };
}

describe("the mock's request-signing enforcement", () => {
  it.each(CASES.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const overHttp = await play(server.baseUrl, server.tokenUrl, c);
    expect(overHttp.status, JSON.stringify(overHttp.body)).toBe(c.status);
    if (c.rule) {
      expect(overHttp.contentType).toContain("application/problem+json");
      expect(overHttp.body).toMatchObject({ status: 401, meta: { rule: c.rule, field: "Paxos-Signature" } });
      expect(overHttp.body.detail).toMatch(/^request signing: /);
    }
    const overMsw = await play(MSW_BASE, MSW_TOKEN, c);
    expect({ status: overMsw.status, rule: (overMsw.body.meta as { rule?: string } | undefined)?.rule }).toEqual({
      status: overHttp.status,
      rule: (overHttp.body.meta as { rule?: string } | undefined)?.rule,
    });
  });

  it("lists the keys and the enforcement on the credentials record", async () => {
    const api = createMockApi(options());
    const record = api.store.apiCredentials.get(SIGNER.clientId)!;
    expect(record.enforce_request_signing).toBe(true);
    expect(record.client_public_keys).toEqual([
      { algorithm: "ES256", public_key: (es.publicKey.export({ type: "spki", format: "der" }) as Buffer).toString("base64"), nickname: "ops", id: "es-kid", client_id: SIGNER.clientId, active: true },
      expect.objectContaining({ algorithm: "ED25519", id: "ed-kid", nickname: "signing key" }),
    ]);
    // The seeded main client does not enforce signing.
    expect(api.store.apiCredentials.get(api.clients.main.clientId)!.enforce_request_signing).toBe(false);
  });

  it("an inactive key is an unknown kid; requireRequestSigning turns enforcement on for a client later", async () => {
    const record = server.api.store.apiCredentials.get(SIGNER.clientId)!;
    record.client_public_keys[0]!.active = false;
    try {
      const refused = await play(server.baseUrl, server.tokenUrl, CASES[0]!);
      expect(refused.body).toMatchObject({ meta: { rule: "signatureUnknownKey" } });
    } finally {
      record.client_public_keys[0]!.active = true;
    }
    const api = createMockApi();
    const [kid] = api.requireRequestSigning(api.clients.main.clientId, [{ publicKey: ed.privateKey }]);
    expect(kid).toMatch(/^[0-9a-f-]{36}$/);
    const token = api.oauth.issue(api.clients.main.clientId).access_token;
    const unsigned = await api.handle({ endpoint: "api", method: "GET", path: "/profiles", search: "", headers: { authorization: `Bearer ${token}` }, body: "" });
    expect(unsigned.status).toBe(401);
    const jws = await signature({ method: "GET", path: "/v2/profiles", body: "" }, { key: ed.privateKey, alg: "EdDSA", kid });
    const signed = await api.handle({ endpoint: "api", method: "GET", path: "/profiles", search: "", headers: { authorization: `Bearer ${token}`, "paxos-signature": jws }, body: "" });
    expect(signed.status).toBe(200);
    expect(() => api.requireRequestSigning(api.clients.main.clientId, [{ publicKey: ed.privateKey.export({ type: "pkcs8", format: "pem" }) as string }])).toThrow(/public key/);
  });
});
