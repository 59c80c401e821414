/**
 * Request signing as the service enforces it: API credentials with `enforce_request_signing` refuse an
 * authenticated request unless its `Paxos-Signature` header is a compact JWS, made with one of the
 * credentials' active `client_public_keys`, whose protected header names the request's method and path
 * (with its query) and a timestamp of the last 30 minutes, and whose payload is the exact body.
 * Each refusal is a 401 problem naming the reason (`meta.rule`).
 *
 * Timestamps are checked against the wall clock, not the mock clock: a signer stamps real time, and the
 * mock clock is business time that tests move by days (docs/auth-and-signing.md, "Request signing").
 */
import { compactVerify, decodeProtectedHeader, importSPKI, type CryptoKey as JoseKey } from "jose";
import type { MockRequest } from "../protocol/request";
import { ProblemError } from "../protocol/problem";
import type { ApiCredentials, ClientPublicKey } from "../domain/records";

/** How long a signature is accepted after its timestamp (Paxos: 30 minutes). */
export const SIGNATURE_LIFETIME_SECONDS = 30 * 60;
/** How far in the future a timestamp may be (clock skew between the signer and the service). */
export const SIGNATURE_FUTURE_SKEW_SECONDS = 60;

/** The JWS `alg` a registered key signs with. */
function joseAlgorithm(key: ClientPublicKey): "ES256" | "EdDSA" | undefined {
  const name = key.algorithm.toUpperCase();
  if (name === "ES256") return "ES256";
  if (name === "ED25519" || name === "EDDSA") return "EdDSA";
  return undefined;
}

/** Answers 401 for a request whose `Paxos-Signature` does not hold, naming the rule it breaks. */
function rejectSignature(rule: string, detail: string): never {
  throw new ProblemError(401, `request signing: ${detail}`, { rule, field: "Paxos-Signature" }, { "www-authenticate": 'Paxos-Signature realm="paxos-mock"' });
}

const encoder = new TextEncoder();

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Verifies `Paxos-Signature` headers against the credentials' registered keys. */
export class SignatureVerifier {
  /** Imported public keys by key id and key text (an edited record imports afresh). */
  private readonly keys = new Map<string, Promise<JoseKey>>();

  constructor(
    /** Wall-clock milliseconds (a test may pin it). */
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Refuses `request` with a 401 `ProblemError` unless its signature is valid for `credentials`.
   * `target` is the path and query exactly as received (`/v2/...?...`).
   */
  async verify(request: MockRequest, target: string, credentials: ApiCredentials): Promise<void> {
    const jws = request.headers["paxos-signature"];
    if (jws === undefined || jws.trim() === "") rejectSignature("signatureMissing", "these API credentials enforce request signing; the Paxos-Signature header is missing");
    let header: Record<string, unknown>;
    try {
      if (jws.split(".").length !== 3) throw new Error("not three parts");
      header = decodeProtectedHeader(jws);
    } catch {
      rejectSignature("signatureMalformed", "the Paxos-Signature header is not a compact JWS (header.payload.signature, base64url)");
    }
    const kid = header.kid;
    const registered = credentials.client_public_keys.find((key) => key.active && key.id === kid);
    if (typeof kid !== "string" || !registered) rejectSignature("signatureUnknownKey", `kid ${JSON.stringify(kid ?? null)} is not an active public key of these API credentials`);
    const alg = joseAlgorithm(registered);
    if (!alg || header.alg !== alg) rejectSignature("signatureAlgorithm", `alg ${JSON.stringify(header.alg ?? null)} does not match the registered key (${registered.algorithm})`);
    let payload: Uint8Array;
    try {
      ({ payload } = await compactVerify(jws, await this.importKey(registered, alg), { algorithms: [alg] }));
    } catch {
      rejectSignature("signatureInvalid", `the signature does not verify with the registered key ${kid}`);
    }
    const method = header["paxos.com/request-method"];
    if (method !== request.method.toUpperCase()) rejectSignature("signatureMethod", `paxos.com/request-method ${JSON.stringify(method ?? null)} does not match the request's method ${request.method.toUpperCase()}`);
    const path = header["paxos.com/request-path"];
    if (path !== target) rejectSignature("signaturePath", `paxos.com/request-path ${JSON.stringify(path ?? null)} does not match the path sent, ${JSON.stringify(target)}`);
    if (!sameBytes(payload, encoder.encode(request.body))) rejectSignature("signatureBody", `the signed payload (${payload.length} bytes) is not the request body sent (${encoder.encode(request.body).length} bytes)`);
    const stamp = header["paxos.com/timestamp"];
    if (typeof stamp !== "string" || !/^\d{1,12}$/.test(stamp)) rejectSignature("signatureTimestamp", "paxos.com/timestamp must be the Unix time in seconds, as a string");
    const age = Math.floor(this.now() / 1000) - Number(stamp);
    if (age > SIGNATURE_LIFETIME_SECONDS) rejectSignature("signatureExpired", `the signature is ${age} seconds old; it is valid for ${SIGNATURE_LIFETIME_SECONDS} seconds after paxos.com/timestamp`);
    if (age < -SIGNATURE_FUTURE_SKEW_SECONDS) rejectSignature("signatureTimestamp", `paxos.com/timestamp is ${-age} seconds in the future`);
  }

  private importKey(key: ClientPublicKey, alg: "ES256" | "EdDSA"): Promise<JoseKey> {
    const cacheKey = `${key.id}\u0000${alg}\u0000${key.public_key}`;
    let imported = this.keys.get(cacheKey);
    if (!imported) {
      const pem = `-----BEGIN PUBLIC KEY-----\n${key.public_key}\n-----END PUBLIC KEY-----`;
      imported = importSPKI(pem, alg);
      // A key that does not import is refused as a bad signature (and tried again next time).
      imported.catch(() => this.keys.delete(cacheKey));
      this.keys.set(cacheKey, imported);
    }
    return imported;
  }
}
