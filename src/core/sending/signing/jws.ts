/**
 * The `Paxos-Signature` JWS: its protected header, and the compact form built around a signature a
 * caller's own `sign` function made (a KMS or HSM, which jose cannot drive). Keys in the process are
 * signed with jose's `CompactSign` (see ./jws-request-signer); both produce the same compact JWS.
 */
import type { SignableRequest } from "./request-signer";
import type { SigningAlgorithm } from "./private-key";

/** The protected header Paxos reads: key id, algorithm, and what the signature binds the body to. */
// A type, not an interface: jose's header type has an index signature only a type literal satisfies.
export type PaxosSignatureHeader = {
  alg: SigningAlgorithm;
  kid: string;
  /** Unix seconds, as a string; Paxos accepts the signature for 30 minutes after it. */
  "paxos.com/timestamp": string;
  /** The HTTP method, upper case. */
  "paxos.com/request-method": string;
  /** The path as sent, from `/v2`, with its query string. */
  "paxos.com/request-path": string;
  // No `typ`, `b64` or `crit`: Paxos's documentation names none of them (its sample carries a `typ`
  // its JWT library adds by default); the payload is the body itself, base64url-encoded as usual.
};

/** The protected header of one attempt, timestamped `nowMs`. */
export function signatureHeader(algorithm: SigningAlgorithm, keyId: string, request: SignableRequest, nowMs: number): PaxosSignatureHeader {
  return {
    alg: algorithm,
    kid: keyId,
    "paxos.com/timestamp": String(Math.floor(nowMs / 1000)),
    "paxos.com/request-method": request.method.toUpperCase(),
    "paxos.com/request-path": request.path,
  };
}

const encoder = /* @__PURE__ */ new TextEncoder();

/** The UTF-8 bytes of `text`. */
export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

/** Reads one DER length at `at`; returns [length, offset of the content], or undefined. */
function derLength(der: Uint8Array, at: number): [number, number] | undefined {
  const first = der[at];
  if (first === undefined) return undefined;
  if (first < 0x80) return [first, at + 1];
  if (first === 0x81 && der[at + 1] !== undefined) return [der[at + 1]!, at + 2];
  return undefined;
}

/** One DER INTEGER of an ECDSA signature, as 32 big-endian bytes (leading zeros dropped or added). */
function derInteger(der: Uint8Array, at: number): [Uint8Array, number] | undefined {
  if (der[at] !== 0x02) return undefined;
  const length = derLength(der, at + 1);
  if (!length) return undefined;
  const [size, start] = length;
  let bytes = der.subarray(start, start + size);
  if (bytes.length !== size) return undefined;
  while (bytes.length > 32 && bytes[0] === 0) bytes = bytes.subarray(1);
  if (bytes.length > 32) return undefined;
  const out = new Uint8Array(32);
  out.set(bytes, 32 - bytes.length);
  return [out, start + size];
}

/**
 * An ES256 signature as JWS wants it: raw `r || s`, 64 bytes. Many KMSs (AWS KMS, Google Cloud KMS)
 * return the DER `ECDSA-Sig-Value` instead; that is converted. Anything else is undefined.
 */
export function rawEcdsaSignature(signature: Uint8Array): Uint8Array | undefined {
  if (signature.length === 64 && signature[0] !== 0x30) return signature;
  if (signature[0] === 0x30) {
    const length = derLength(signature, 1);
    if (length && length[1] + length[0] === signature.length) {
      const r = derInteger(signature, length[1]);
      const s = r && derInteger(signature, r[1]);
      if (r && s && s[1] === signature.length) {
        const raw = new Uint8Array(64);
        raw.set(r[0], 0);
        raw.set(s[0], 32);
        return raw;
      }
    }
  }
  // 64 bytes starting 0x30 that are not DER: a raw r whose first byte happens to be 0x30.
  return signature.length === 64 ? signature : undefined;
}

/** `base64url(header) "." base64url(payload)`: the bytes a JWS signature covers. */
export function signingInput(header: PaxosSignatureHeader, payload: Uint8Array, base64url: (bytes: Uint8Array) => string): string {
  return `${base64url(utf8(JSON.stringify(header)))}.${base64url(payload)}`;
}
