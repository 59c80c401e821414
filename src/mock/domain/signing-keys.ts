/**
 * The public keys API credentials register for request signing, and what registering them writes into
 * the credentials record (`client_public_keys`, `enforce_request_signing`). State, not transport: the
 * store applies a client's setup when it seeds or changes credentials; the check of each request's
 * `Paxos-Signature` against these keys is gateway/request-signing.ts.
 */
import { optionKeys, refuseUnknownOptions } from "../../core/shared/option-keys";
import type { Rng } from "./random";
import type { ApiCredentials, ClientPublicKey } from "./records";

/** A public key to register for request signing (`MockClient.publicKeys`). */
export interface MockSigningKey {
  /**
   * The public key: SPKI PEM (`-----BEGIN PUBLIC KEY-----`), its base64 DER, or a Node `KeyObject`
   * (public, or a private one whose public half is registered). ECDSA P-256 or Ed25519.
   */
  publicKey: string | { export(options: { type: "spki"; format: "der" }): Uint8Array };
  /** The key id (`kid`); a generated UUID when omitted. */
  id?: string;
  /** Default "signing key". */
  nickname?: string;
}

/** The keys of {@link MockSigningKey}, for refusing a misspelt one. */
const SIGNING_KEY_KEYS = optionKeys<MockSigningKey>()("publicKey", "id", "nickname");

/**
 * Refuses an unknown key of one signing key (`clients[i].publicKeys[j].` in the mock's options,
 * `publicKeys[j].` of `requireRequestSigning`); `publicKey` itself may be a Node `KeyObject`: not looked into.
 */
export function refuseUnknownSigningKeyOptions(who: string, key: unknown, prefix: string): void {
  if (typeof key === "object" && key !== null && Object.getPrototypeOf(key) === Object.prototype) refuseUnknownOptions(who, key, SIGNING_KEY_KEYS, prefix);
}

/** What a client's credentials say about request signing (both optional: the seeded defaults stay). */
export interface RequestSigningSetup {
  /** Replaces the seeded placeholder key of `client_public_keys`. */
  publicKeys?: readonly MockSigningKey[];
  /** Sets `enforce_request_signing`. */
  enforceRequestSigning?: boolean;
}

const ED25519_OID = [0x06, 0x03, 0x2b, 0x65, 0x70];
const P256_OID = [0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07];

function contains(bytes: Uint8Array, needle: readonly number[]): boolean {
  outer: for (let i = 0; i + needle.length <= Math.min(bytes.length, 40); i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

function toBase64(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

/** What the mock reads of a Node `KeyObject`. */
interface ExportableKey {
  readonly type: string;
  export(options: { type: "spki"; format: "der" }): Uint8Array;
}

/** The SPKI DER of a key given as PEM, base64 DER or a KeyObject. */
function spkiDer(publicKey: MockSigningKey["publicKey"]): Uint8Array {
  if (typeof publicKey !== "string") {
    let key = publicKey as ExportableKey;
    if (key.type === "private") {
      // A private KeyObject exports its public half through node:crypto's createPublicKey.
      const process = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
      const crypto = process?.getBuiltinModule?.("node:crypto") as { createPublicKey(key: unknown): ExportableKey } | undefined;
      if (!crypto) throw new Error("mock request signing: a private KeyObject needs node:crypto to derive its public key");
      key = crypto.createPublicKey(key);
    }
    return new Uint8Array(key.export({ type: "spki", format: "der" }));
  }
  if (/PRIVATE KEY-----/.test(publicKey)) throw new Error("mock request signing: register the public key, not the private one");
  const body = publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, "").replace(/\s+/g, "");
  return Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
}

/** A `client_public_keys` entry for `key`: base64 SPKI DER, algorithm `ES256` or `ED25519`. */
export function clientPublicKey(key: MockSigningKey, clientId: string, rng: Rng): ClientPublicKey {
  const der = spkiDer(key.publicKey);
  const algorithm = contains(der, ED25519_OID) ? "ED25519" : contains(der, P256_OID) ? "ES256" : undefined;
  if (!algorithm) throw new Error("mock request signing: the public key must be ECDSA P-256 or Ed25519 (SPKI)");
  return { algorithm, public_key: toBase64(der), nickname: key.nickname ?? "signing key", id: key.id ?? rng.uuid(), client_id: clientId, active: true };
}

/** Writes `signing` into a credentials record: its public keys (replaced when given) and enforcement. */
export function applyRequestSigning(record: ApiCredentials, signing: RequestSigningSetup, rng: Rng): void {
  if (signing.publicKeys !== undefined) record.client_public_keys = signing.publicKeys.map((key) => clientPublicKey(key, record.client_id, rng));
  if (signing.enforceRequestSigning !== undefined) record.enforce_request_signing = signing.enforceRequestSigning;
}
