/**
 * The `requestSigning` option is checked in the constructor: a key that cannot sign (wrong curve, RSA,
 * a public key, garbage), a missing key id, a `sign` that is not a function or an unknown algorithm
 * throw a ValidationError naming `requestSigning…` and the rule, and no message holds key material.
 * The structural PEM reader (no node:crypto, as in a browser) reaches the same verdicts.
 */
import { generateKeyPairSync, type KeyObject, webcrypto } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Paxos, PaxosClient, type PaxosOptions, ValidationError } from "../../src/index";
import { readPem, readSigningKey } from "../../src/core/sending/signing/private-key";

const credentials = { clientId: "id", clientSecret: "secret", baseUrl: "http://127.0.0.1:9/v2", tokenUrl: "http://127.0.0.1:9/oauth2/token" };

const p256 = generateKeyPairSync("ec", { namedCurve: "P-256" });
const p384 = generateKeyPairSync("ec", { namedCurve: "P-384" });
const k256 = generateKeyPairSync("ec", { namedCurve: "secp256k1" });
const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 });
const ed = generateKeyPairSync("ed25519");
const x25519 = generateKeyPairSync("x25519");

const pem = (key: KeyObject, type: "pkcs8" | "spki" | "pkcs1" | "sec1" = "pkcs8") => key.export({ type, format: "pem" } as never) as unknown as string;
const GARBAGE_PEM = "-----BEGIN PRIVATE KEY-----\nTm90IGEga2V5IGF0IGFsbCwganVzdCBzb21lIHRleHQgdGhhdCBpcyBsb25nIGVub3VnaA==\n-----END PRIVATE KEY-----\n";

/** The construction error for `requestSigning`, checked to name the option and to hold no key material. */
function refusal(requestSigning: unknown, secretParts: string[] = [], options: PaxosOptions = credentials): ValidationError {
  let thrown: unknown;
  try {
    new Paxos({ ...options, requestSigning } as PaxosOptions);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ValidationError);
  const error = thrown as ValidationError;
  expect(error.field).toMatch(/^requestSigning/);
  expect(error.message).toContain("requestSigning");
  expect(error.message).toContain(`(rule: ${error.rule})`);
  for (const text of [error.message, JSON.stringify(error), String(error.stack)]) {
    for (const part of secretParts) expect(text).not.toContain(part);
  }
  return error;
}

/** Lines of a PEM's base64 body, or a JWK's `d`: what must never surface. */
function material(key: KeyObject): string[] {
  const jwk = key.export({ format: "jwk" }) as JsonWebKey;
  const body = pem(key).split("\n").filter((line) => line.length > 0 && !line.startsWith("-----"));
  return [...body, ...(jwk.d ? [jwk.d] : [])];
}

async function cryptoKey(key: KeyObject, algorithm: AlgorithmIdentifier | EcKeyImportParams | RsaHashedImportParams, usages: KeyUsage[] = ["sign"]): Promise<CryptoKey> {
  return (await webcrypto.subtle.importKey("pkcs8", key.export({ type: "pkcs8", format: "der" }), algorithm, false, usages)) as CryptoKey;
}

describe("requestSigning is refused at construction", () => {
  it("accepts every good form, for Paxos and PaxosClient", async () => {
    for (const privateKey of [pem(p256.privateKey), pem(p256.privateKey, "sec1"), p256.privateKey, p256.privateKey.export({ format: "jwk" }), pem(ed.privateKey), ed.privateKey, await cryptoKey(ed.privateKey, { name: "Ed25519" })]) {
      expect(() => new Paxos({ ...credentials, requestSigning: { keyId: "k", privateKey } })).not.toThrow();
      expect(() => new PaxosClient({ ...credentials, requestSigning: { keyId: "k", privateKey } })).not.toThrow();
    }
    expect(() => new Paxos({ ...credentials, requestSigning: { keyId: "k", algorithm: "EdDSA", sign: async () => new Uint8Array(64) } })).not.toThrow();
  });

  it("a key on the wrong curve: P-384, secp256k1, X25519 (PEM, KeyObject, JWK)", () => {
    for (const key of [p384.privateKey, k256.privateKey]) {
      expect(refusal({ keyId: "k", privateKey: pem(key) }, material(key)).rule).toBe("curve");
      expect(refusal({ keyId: "k", privateKey: key }, material(key)).rule).toBe("curve");
    }
    expect(refusal({ keyId: "k", privateKey: p384.privateKey.export({ format: "jwk" }) }, material(p384.privateKey)).rule).toBe("curve");
    expect(refusal({ keyId: "k", privateKey: x25519.privateKey }, material(x25519.privateKey)).rule).toBe("algorithm");
    expect(refusal({ keyId: "k", privateKey: x25519.privateKey.export({ format: "jwk" }) }).rule).toBe("curve");
  });

  it("an RSA key in every form", async () => {
    const parts = material(rsa.privateKey);
    for (const privateKey of [pem(rsa.privateKey), pem(rsa.privateKey, "pkcs1"), rsa.privateKey, rsa.privateKey.export({ format: "jwk" })]) {
      expect(refusal({ keyId: "k", privateKey }, parts).rule).toBe("algorithm");
    }
    const webKey = await cryptoKey(rsa.privateKey, { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" });
    expect(refusal({ keyId: "k", privateKey: webKey }).rule).toBe("algorithm");
  });

  it("a public key in every form", async () => {
    expect(refusal({ keyId: "k", privateKey: pem(p256.publicKey, "spki") }).rule).toBe("privateKey");
    expect(refusal({ keyId: "k", privateKey: p256.publicKey }).rule).toBe("privateKey");
    expect(refusal({ keyId: "k", privateKey: ed.publicKey.export({ format: "jwk" }) }).rule).toBe("privateKey");
    const webPublic = (await webcrypto.subtle.importKey("spki", ed.publicKey.export({ type: "spki", format: "der" }), { name: "Ed25519" }, true, ["verify"])) as CryptoKey;
    expect(refusal({ keyId: "k", privateKey: webPublic }).rule).toBe("privateKey");
  });

  it("a CryptoKey on another curve or not allowed to sign", async () => {
    expect(refusal({ keyId: "k", privateKey: await cryptoKey(p384.privateKey, { name: "ECDSA", namedCurve: "P-384" }) }).rule).toBe("curve");
    const noSign = (await webcrypto.subtle.importKey("pkcs8", p256.privateKey.export({ type: "pkcs8", format: "der" }), { name: "ECDH", namedCurve: "P-256" }, false, ["deriveBits"])) as CryptoKey;
    expect(refusal({ keyId: "k", privateKey: noSign }).rule).toBe("usages");
  });

  it("garbage: armoured junk, no armour, an encrypted key, a number, an object that is no key", () => {
    expect(refusal({ keyId: "k", privateKey: GARBAGE_PEM }, ["Tm90IGEga2V5"]).rule).toBe("pem");
    expect(refusal({ keyId: "k", privateKey: "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg" }, ["MIGHAgEAMBMGByqGSM49"]).rule).toBe("pem");
    const encrypted = p256.privateKey.export({ type: "pkcs8", format: "pem", cipher: "aes-256-cbc", passphrase: "pw" }) as string;
    expect(refusal({ keyId: "k", privateKey: encrypted }).rule).toBe("encrypted");
    expect(refusal({ keyId: "k", privateKey: 42 }).rule).toBe("type");
    expect(refusal({ keyId: "k", privateKey: { hello: "world" } }).rule).toBe("type");
    expect(refusal({ keyId: "k", privateKey: { kty: "EC", crv: "P-256", d: "abc" } }).rule).toBe("jwk");
  });

  it("keyId missing or empty; sign not a function; an unknown or mismatched algorithm; both or neither of privateKey and sign", () => {
    const privateKey = pem(p256.privateKey);
    for (const keyId of [undefined, "", "   ", 7]) expect(refusal({ keyId, privateKey }, material(p256.privateKey))).toMatchObject({ field: "requestSigning.keyId", rule: "required" });
    expect(refusal({ keyId: "k", algorithm: "ES256", sign: "not a function" })).toMatchObject({ field: "requestSigning.sign", rule: "type" });
    expect(refusal({ keyId: "k", algorithm: "RS256", sign: async () => new Uint8Array() })).toMatchObject({ field: "requestSigning.algorithm", rule: "enum" });
    expect(refusal({ keyId: "k", sign: async () => new Uint8Array() })).toMatchObject({ field: "requestSigning.algorithm", rule: "required" });
    expect(refusal({ keyId: "k", algorithm: "EdDSA", privateKey }, material(p256.privateKey))).toMatchObject({ field: "requestSigning.algorithm", rule: "mismatch" });
    expect(refusal({ keyId: "k", privateKey, sign: async () => new Uint8Array() }, material(p256.privateKey))).toMatchObject({ rule: "exclusive" });
    expect(refusal({ keyId: "k" })).toMatchObject({ field: "requestSigning.privateKey", rule: "required" });
    expect(refusal("a key")).toMatchObject({ field: "requestSigning", rule: "type" });
  });

  it("without credentials: nothing would ever be signed", () => {
    expect(refusal({ keyId: "k", privateKey: p256.privateKey }, [], { baseUrl: credentials.baseUrl })).toMatchObject({ field: "requestSigning", rule: "requires" });
  });
});

describe("the structural PEM reader (no node:crypto) agrees with node:crypto", () => {
  const cases: Array<[string, string, string]> = [
    ["P-256", pem(p256.privateKey), "ES256"],
    ["Ed25519", pem(ed.privateKey), "EdDSA"],
    ["P-384", pem(p384.privateKey), "curve"],
    ["secp256k1", pem(k256.privateKey), "curve"],
    ["RSA (PKCS#8)", pem(rsa.privateKey), "algorithm"],
    ["RSA (PKCS#1)", pem(rsa.privateKey, "pkcs1"), "algorithm"],
    ["X25519", pem(x25519.privateKey), "algorithm"],
    ["SEC1 P-256", pem(p256.privateKey, "sec1"), "pem"],
    ["public key", pem(p256.publicKey, "spki"), "privateKey"],
    ["garbage", GARBAGE_PEM, "pem"],
  ];
  it.each(cases)("%s", (_name, text, verdict) => {
    const read = readPem(text, undefined);
    expect("algorithm" in read ? read.algorithm : read.rule).toBe(verdict);
    if (_name !== "SEC1 P-256") {
      const withNode = readSigningKey(text);
      expect("algorithm" in withNode ? withNode.algorithm : withNode.rule).toBe(verdict);
    }
  });
});
