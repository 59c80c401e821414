import { generateKeyPairSync } from "node:crypto";
import { inspect } from "node:util";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { Paxos, RequestSigningError } from "../../src/index";
import { API, CLIENT_ID, CLIENT_SECRET, fastBackoff, TOKEN_URL, useFakeApi } from "../support/msw-api";

const { server, tokens, fetch: fakeFetch } = useFakeApi();

function capturingLogger() {
  const lines: string[] = [];
  const sink = (...args: unknown[]) => lines.push(args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" "));
  return { lines, logger: { debug: sink, info: sink, warn: sink, error: sink } };
}

function leaks(text: string): string[] {
  const found: string[] = [];
  if (text.includes(CLIENT_SECRET)) found.push("client secret");
  for (const { token } of tokens.issued) if (text.includes(token)) found.push(`token ${token}`);
  return found;
}

describe("secrets stay secret", () => {
  it("in util.inspect and JSON.stringify of the client, before and after a call", async () => {
    server.use(http.get(`${API}/transfer/deposit-addresses`, () => HttpResponse.json({ items: [], next_page_cursor: "" })));
    const paxos = new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    await paxos.depositAddresses.list();
    for (const text of [
      inspect(paxos, { depth: 10, showHidden: true }),
      inspect(paxos.depositAddresses, { depth: 10, showHidden: true }),
      JSON.stringify(paxos),
      String(paxos),
    ]) {
      expect(leaks(text)).toEqual([]);
    }
  });

  it("in errors of every kind and in debug logs", async () => {
    const { lines, logger } = capturingLogger();
    server.use(
      // A hostile service that echoes what it got: the secret and the token must still not surface.
      http.get(`${API}/transfer/deposit-addresses`, ({ request }) =>
        HttpResponse.json(
          { title: "Echo", status: 400, detail: `you sent ${request.headers.get("authorization")} and ${CLIENT_SECRET}` },
          { status: 400 },
        ),
      ),
      http.get(`${API}/identity/accounts`, () => HttpResponse.error()),
    );
    const paxos = new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, logLevel: "debug", logger, backoff: fastBackoff, maxRetries: 1 });
    const errors = [
      await paxos.depositAddresses.list().catch((e: unknown) => e),
      await paxos.identity.listAccounts().catch((e: unknown) => e),
    ];
    expect(tokens.issued.length).toBeGreaterThan(0);
    for (const error of errors) {
      for (const text of [String(error), JSON.stringify(error), inspect(error, { depth: 10 }), (error as Error).stack ?? ""]) {
        expect(leaks(text)).toEqual([]);
      }
    }
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((line) => line.includes("authorization"))).toBe(true);
    expect(leaks(lines.join("\n"))).toEqual([]);
  });

  it("in the error of a refused token request", async () => {
    server.use(
      http.post(TOKEN_URL, async ({ request }) =>
        HttpResponse.json({ error: "invalid_client", error_description: `bad secret ${new URLSearchParams(await request.text()).get("client_secret")}` }, { status: 401 }),
      ),
      http.get(`${API}/transfer/deposit-addresses`, () => HttpResponse.json({ items: [] })),
    );
    const error = await new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }).depositAddresses.list().catch((e: unknown) => e);
    expect(String(error)).toContain("invalid_client");
    for (const text of [String(error), JSON.stringify(error), inspect(error, { depth: 10 })]) expect(leaks(text)).toEqual([]);
  });

  it("the request-signing key: in inspect, JSON, errors, debug logs and hook events", async () => {
    const es = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const pem = es.privateKey.export({ type: "pkcs8", format: "pem" }) as string;
    const jwk = es.privateKey.export({ format: "jwk" });
    // Every line of the PEM's body and the JWK's private member: none may surface anywhere.
    const material = [...pem.split("\n").filter((line) => line.length > 8 && !line.startsWith("-----")), jwk.d!];
    const keyLeaks = (text: string) => material.filter((part) => text.includes(part));
    server.use(
      http.get(`${API}/transfer/deposit-addresses`, ({ request }) =>
        HttpResponse.json({ title: "Echo", status: 400, detail: `you sent ${request.headers.get("paxos-signature")}` }, { status: 400 }),
      ),
    );
    const { lines, logger } = capturingLogger();
    const events: unknown[] = [];
    const hooks = { onRequest: (e: unknown) => events.push(e), onError: (e: unknown) => events.push(e), onResponse: (e: unknown) => events.push(e) };
    for (const privateKey of [pem, jwk, es.privateKey]) {
      const paxos = new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, requestSigning: { keyId: "kid-1", privateKey }, logLevel: "debug", logger, hooks, maxRetries: 0 });
      const error = await paxos.depositAddresses.list().catch((e: unknown) => e);
      expect(String(error)).toContain("Echo");
      for (const text of [inspect(paxos, { depth: 10, showHidden: true }), JSON.stringify(paxos), String(paxos), String(error), JSON.stringify(error), inspect(error, { depth: 10 })]) {
        expect(keyLeaks(text)).toEqual([]);
      }
    }
    // A sign function that fails: its error is the cause, and the key stays out of the message.
    const failing = new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, requestSigning: { keyId: "kid-1", algorithm: "ES256", sign: async () => new Uint8Array(3) } });
    const signingError = await failing.depositAddresses.list().catch((e: unknown) => e);
    expect(signingError).toBeInstanceOf(RequestSigningError);
    expect(events.length).toBeGreaterThan(0);
    expect(lines.some((line) => line.includes("paxos-signature"))).toBe(true);
    expect(keyLeaks([...lines, JSON.stringify(events), String(signingError)].join("\n"))).toEqual([]);
    // Hook events show the header redacted, like authorization.
    expect(JSON.stringify(events)).toContain('"paxos-signature":"[redacted]"');
  });
});
