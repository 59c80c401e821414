/**
 * Request signing over real HTTP against the mock: every form of key (PEM, SEC1 PEM, KeyObject,
 * CryptoKey, JWK) and the `sign` form, for ES256 and EdDSA, produce a `Paxos-Signature` that
 * `jose.compactVerify` accepts with the registered public key, whose header names the method, path
 * and timestamp of the attempt and whose payload is the exact body sent; the mock (enforcing) accepts
 * them. Retries are signed afresh; public market data is not signed.
 */
import { generateKeyPairSync, type KeyObject, sign as nodeSign, webcrypto } from "node:crypto";
import { compactVerify, decodeProtectedHeader, importSPKI } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Paxos, RequestSigningError, type RequestSigningOptions } from "../../src/index";
import { ALL_SCOPES, type MockServer } from "../../src/mock/index";
import { client, FAST_BACKOFF, startMock } from "./support";

/** One attempt as it left the SDK: its URL, headers and body. */
interface Sent {
  method: string;
  url: URL;
  signature: string | null;
  body: string;
}

/** Records every attempt (whatever form fetch is called with), then sends it. */
function recordingFetch(sent: Sent[]) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const body = request.body === null ? "" : await request.clone().text();
    sent.push({ method: request.method, url: new URL(request.url), signature: request.headers.get("paxos-signature"), body });
    return fetch(request, { redirect: "manual" });
  };
}

const es = generateKeyPairSync("ec", { namedCurve: "P-256" });
const ed = generateKeyPairSync("ed25519");
const SIGNER = { clientId: "signing-client", clientSecret: "signing-client-secret" };
const ES_KID = "es256-key";
const ED_KID = "ed25519-key";

function pkcs8(key: KeyObject): string {
  return key.export({ type: "pkcs8", format: "pem" }) as string;
}

/** A `sign` function as a KMS would offer it, over node:crypto; `der` returns ES256 signatures in DER. */
function kmsSign(key: KeyObject, der = false): (input: Uint8Array) => Promise<Uint8Array> {
  return async (input) => {
    const isEd = key.asymmetricKeyType === "ed25519";
    return new Uint8Array(nodeSign(isEd ? null : "sha256", input, isEd ? key : { key, dsaEncoding: der ? "der" : "ieee-p1363" }));
  };
}

let mock: MockServer;

beforeAll(async () => {
  mock = await startMock({
    clients: [
      {
        ...SIGNER,
        scopes: [...ALL_SCOPES],
        enforceRequestSigning: true,
        publicKeys: [
          { publicKey: es.publicKey.export({ type: "spki", format: "pem" }) as string, id: ES_KID },
          { publicKey: ed.publicKey, id: ED_KID },
        ],
      },
    ],
  });
});

afterAll(async () => {
  await mock.close();
});

beforeEach(() => mock.api.faults.clear());

function signingClient(requestSigning: RequestSigningOptions, sent: Sent[], extra = {}): Paxos {
  return client(mock, { ...SIGNER, requestSigning, fetch: recordingFetch(sent), ...extra });
}

/** Checks one sent attempt's signature with jose against `publicKey`: header fields and payload. */
async function expectVerified(attempt: Sent, publicKey: KeyObject, alg: "ES256" | "EdDSA", kid: string): Promise<void> {
  expect(attempt.signature).toBeTypeOf("string");
  const key = await importSPKI(publicKey.export({ type: "spki", format: "pem" }) as string, alg);
  const { payload, protectedHeader } = await compactVerify(attempt.signature!, key, { algorithms: [alg] });
  expect(new TextDecoder().decode(payload)).toBe(attempt.body);
  expect(protectedHeader).toEqual({
    alg,
    kid,
    "paxos.com/timestamp": expect.stringMatching(/^\d+$/),
    "paxos.com/request-method": attempt.method,
    "paxos.com/request-path": attempt.url.pathname + attempt.url.search,
  });
  const age = Date.now() / 1000 - Number(protectedHeader["paxos.com/timestamp"]);
  expect(age).toBeGreaterThanOrEqual(0);
  expect(age).toBeLessThan(60);
}

async function webCryptoKey(key: KeyObject): Promise<CryptoKey> {
  const isEd = key.asymmetricKeyType === "ed25519";
  const algorithm = isEd ? { name: "Ed25519" } : { name: "ECDSA", namedCurve: "P-256" };
  return (await webcrypto.subtle.importKey("pkcs8", key.export({ type: "pkcs8", format: "der" }), algorithm, false, ["sign"])) as CryptoKey;
}

const forms: Array<[string, "ES256" | "EdDSA", () => Promise<RequestSigningOptions> | RequestSigningOptions]> = [
  ["PKCS#8 PEM", "ES256", () => ({ keyId: ES_KID, privateKey: pkcs8(es.privateKey) })],
  ["SEC1 PEM", "ES256", () => ({ keyId: ES_KID, privateKey: es.privateKey.export({ type: "sec1", format: "pem" }) as string })],
  ["KeyObject", "ES256", () => ({ keyId: ES_KID, privateKey: es.privateKey })],
  ["CryptoKey", "ES256", async () => ({ keyId: ES_KID, privateKey: await webCryptoKey(es.privateKey) })],
  ["JWK", "ES256", () => ({ keyId: ES_KID, privateKey: es.privateKey.export({ format: "jwk" }) })],
  ["sign function (raw r||s)", "ES256", () => ({ keyId: ES_KID, algorithm: "ES256", sign: kmsSign(es.privateKey) })],
  ["sign function (DER)", "ES256", () => ({ keyId: ES_KID, algorithm: "ES256", sign: kmsSign(es.privateKey, true) })],
  ["PKCS#8 PEM", "EdDSA", () => ({ keyId: ED_KID, privateKey: pkcs8(ed.privateKey) })],
  ["KeyObject", "EdDSA", () => ({ keyId: ED_KID, privateKey: ed.privateKey })],
  ["CryptoKey", "EdDSA", async () => ({ keyId: ED_KID, privateKey: await webCryptoKey(ed.privateKey) })],
  ["JWK", "EdDSA", () => ({ keyId: ED_KID, privateKey: ed.privateKey.export({ format: "jwk" }) })],
  ["sign function", "EdDSA", () => ({ keyId: ED_KID, algorithm: "EdDSA", sign: kmsSign(ed.privateKey) })],
];

describe("signed requests verify with jose and pass the enforcing mock", () => {
  it.each(forms)("%s, %s: a GET with a query and a POST with a body", async (_form, alg, options) => {
    const sent: Sent[] = [];
    const paxos = signingClient(await options(), sent);
    const page = await paxos.depositAddresses.list({ limit: 2 });
    expect(page.items).toHaveLength(2);
    const created = await paxos.depositAddresses.create({ profile_id: mock.api.store.ids.profileIds[0]!, crypto_network: "ETHEREUM", ref_id: `signed-${alg}-${_form}` });
    expect(created.crypto_network).toBe("ETHEREUM");
    const [get, post] = sent.filter((attempt) => attempt.url.pathname.startsWith("/v2/"));
    expect(get!.url.search).toContain("limit=2");
    expect(post!.body).toContain('"crypto_network":"ETHEREUM"');
    const [publicKey, kid] = alg === "ES256" ? [es.publicKey, ES_KID] : [ed.publicKey, ED_KID];
    await expectVerified(get!, publicKey, alg, kid);
    await expectVerified(post!, publicKey, alg, kid);
    // The token request is not an API request: it carries no signature.
    expect(sent.filter((attempt) => attempt.url.pathname === "/oauth2/token").every((attempt) => attempt.signature === null)).toBe(true);
  });

  it("signs the UTF-8 bytes of a body with non-ASCII text, which the mock checks byte for byte", async () => {
    const sent: Sent[] = [];
    const paxos = signingClient({ keyId: ES_KID, privateKey: pkcs8(es.privateKey) }, sent);
    const nickname = "Zürich desk € — 東京";
    const profile = await paxos.profiles.create({ nickname });
    expect(profile.nickname).toBe(nickname);
    const post = sent.find((attempt) => attempt.method === "POST" && attempt.url.pathname === "/v2/profiles")!;
    expect(post.body).toContain(nickname);
    await expectVerified(post, es.publicKey, "ES256", ES_KID);
  });

  it("a retry is signed afresh: a new timestamp after a Retry-After of one second", async () => {
    const sent: Sent[] = [];
    const paxos = signingClient({ keyId: ED_KID, privateKey: ed.privateKey }, sent, { backoff: { ...FAST_BACKOFF, maxRetryAfterMs: 5_000 } });
    mock.api.faults.add({ kind: "rate-limit", retryAfter: 1, route: "listDepositAddresses", times: 1 });
    await paxos.depositAddresses.list({ limit: 1 });
    const attempts = sent.filter((attempt) => attempt.url.pathname === "/v2/transfer/deposit-addresses");
    expect(attempts).toHaveLength(2);
    const [first, second] = attempts.map((attempt) => Number(decodeProtectedHeader(attempt.signature!)["paxos.com/timestamp"]));
    expect(second).toBeGreaterThan(first!);
    for (const attempt of attempts) await expectVerified(attempt, ed.publicKey, "EdDSA", ED_KID);
  });

  it("signs the resend after a rejected token afresh, with the renewed token", async () => {
    const sent: Sent[] = [];
    const paxos = signingClient({ keyId: ES_KID, privateKey: es.privateKey }, sent);
    await paxos.depositAddresses.list({ limit: 1 });
    mock.api.oauth.revokeTokens(SIGNER.clientId);
    sent.length = 0;
    await paxos.depositAddresses.list({ limit: 1 });
    const attempts = sent.filter((attempt) => attempt.url.pathname === "/v2/transfer/deposit-addresses");
    expect(attempts).toHaveLength(2);
    expect(sent.filter((attempt) => attempt.url.pathname === "/oauth2/token")).toHaveLength(1);
    expect(attempts[0]!.signature).not.toBe(attempts[1]!.signature);
    for (const attempt of attempts) await expectVerified(attempt, es.publicKey, "ES256", ES_KID);
  });

  it("asks the sign function once per attempt", async () => {
    const sent: Sent[] = [];
    let calls = 0;
    const sign = kmsSign(es.privateKey);
    const paxos = signingClient({ keyId: ES_KID, algorithm: "ES256", sign: (input) => (calls++, sign(input)) }, sent);
    mock.api.faults.add({ kind: "status", status: 503, route: "listDepositAddresses", times: 1 });
    await paxos.depositAddresses.list({ limit: 1 });
    const attempts = sent.filter((attempt) => attempt.url.pathname === "/v2/transfer/deposit-addresses");
    expect(attempts).toHaveLength(2);
    expect(calls).toBe(2);
    expect(attempts[0]!.signature).not.toBe(attempts[1]!.signature);
  });

  it("does not sign the public market data (Paxos exempts its anonymous endpoints)", async () => {
    const sent: Sent[] = [];
    const paxos = signingClient({ keyId: ES_KID, privateKey: es.privateKey }, sent);
    await paxos.market.listTickers();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.signature).toBeNull();
  });

  it("fails the call with RequestSigningError, unsent and not retried, when the sign function fails or returns the wrong form", async () => {
    for (const sign of [
      async () => {
        throw new Error("KMS unavailable");
      },
      async () => new Uint8Array(70),
      async () => "not bytes" as unknown as Uint8Array,
    ]) {
      const sent: Sent[] = [];
      const paxos = signingClient({ keyId: ES_KID, algorithm: "ES256", sign }, sent);
      const error = await paxos.depositAddresses.list({ limit: 1 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RequestSigningError);
      expect(sent.filter((attempt) => attempt.url.pathname.startsWith("/v2/"))).toEqual([]);
    }
  });

  it("is refused by the enforcing mock without a signature", async () => {
    const paxos = client(mock, { ...SIGNER });
    const error = await paxos.depositAddresses.list({ limit: 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, meta: { rule: "signatureMissing" } });
  });

  it("signs with a PEM read without node:crypto's help, through jose's importPKCS8", async () => {
    // Re-read the PEM as a browser would: the structural reader, then jose imports it at first use.
    const { readPem } = await import("../../src/core/sending/signing/private-key");
    const { JwsRequestSigner } = await import("../../src/core/sending/signing/jws-request-signer");
    for (const [keys, alg, kid] of [[es, "ES256", ES_KID], [ed, "EdDSA", ED_KID]] as const) {
      const key = readPem(pkcs8(keys.privateKey), undefined);
      if (!("load" in key)) throw new Error(`unreadable: ${key.reason}`);
      expect(key.algorithm).toBe(alg);
      const signer = new JwsRequestSigner(kid, { key });
      const signature = await signer.sign({ method: "POST", path: "/v2/x?y=1", body: '{"a":1}' });
      await expectVerified({ method: "POST", url: new URL("http://h/v2/x?y=1"), body: '{"a":1}', signature }, keys.publicKey, alg, kid);
    }
  });
});
