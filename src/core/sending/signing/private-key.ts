/**
 * Reads a signing key the caller gave (`requestSigning.privateKey`) synchronously, at construction:
 * which algorithm it signs with, or why it cannot sign. The key is imported for jose only at the
 * first signature (jose's importers are async; a constructor cannot wait). Nothing here ever puts key
 * material into a message: a refusal names the form and the rule, never the value.
 */

/** The algorithms Paxos accepts for `Paxos-Signature`: ECDSA on P-256, and Ed25519. */
export type SigningAlgorithm = "ES256" | "EdDSA";

/** What a Node `KeyObject` shows (a structural type, so the SDK's types need no Node typings). */
export interface KeyObjectLike {
  /** "private" to sign. */
  readonly type: string;
  /** "ec" (P-256) or "ed25519". */
  readonly asymmetricKeyType?: string;
  /** The curve of an EC key ("prime256v1"). */
  readonly asymmetricKeyDetails?: { readonly namedCurve?: string };
  /** Exports the key (jose reads it this way where WebCrypto cannot take the KeyObject itself). */
  export(options?: unknown): unknown;
}

/**
 * What a WebCrypto `CryptoKey` shows (a structural type, so the SDK's types need no DOM typings; a real
 * `CryptoKey` is one).
 */
export interface CryptoKeyLike {
  /** "private" to sign. */
  readonly type: string;
  /** `{ name: "ECDSA", namedCurve: "P-256" }` or `{ name: "Ed25519" }`. */
  readonly algorithm: { readonly name: string };
  /** Must include "sign". */
  readonly usages: readonly string[];
}

/** A JSON Web Key (RFC 7517) as `requestSigning.privateKey`: an EC P-256 or OKP Ed25519 key with its private `d`. */
export interface JsonWebKeyLike {
  /** "EC" or "OKP". */
  kty?: string;
  /** "P-256" or "Ed25519". */
  crv?: string;
  /** The private part. */
  d?: string;
  /** The public part (with `y` for EC). */
  x?: string;
  y?: string;
  [member: string]: unknown;
}

/** A private key in any form `requestSigning.privateKey` accepts. */
export type SigningPrivateKey = string | KeyObjectLike | CryptoKeyLike | JsonWebKeyLike;

/** A key jose can sign with: a CryptoKey, a Node KeyObject, or a JWK. */
export type JoseSigningKey = CryptoKeyLike | KeyObjectLike | JsonWebKeyLike;

/** A key that can sign, read: its algorithm and how to get it ready for jose. */
export interface ReadableSigningKey {
  algorithm: SigningAlgorithm;
  /** Resolves with the key jose signs with (imported on first use). */
  load(importPkcs8: (pem: string, algorithm: SigningAlgorithm) => Promise<CryptoKeyLike>): Promise<JoseSigningKey>;
}

/** Why a key cannot sign: the rule it breaks and a sentence (never containing the key). */
export class UnusableKey {
  constructor(
    readonly rule: string,
    readonly reason: string,
  ) {}
}

/** The part of `node:crypto` used to read PEM keys synchronously where it exists. */
export interface NodeCryptoLike {
  createPrivateKey(key: string): KeyObjectLike;
}

/** `node:crypto` when the runtime has it (Node, Bun, Deno), without a static import a browser bundle would choke on. */
export function nodeCrypto(): NodeCryptoLike | undefined {
  const process = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return process?.getBuiltinModule?.("node:crypto") as NodeCryptoLike | undefined;
}

const UNSUPPORTED = "must be an ECDSA P-256 key (ES256) or an Ed25519 key (EdDSA)";

function fromCurveName(curve: string | undefined, form: string): SigningAlgorithm | UnusableKey {
  if (curve === "prime256v1" || curve === "P-256") return "ES256";
  return new UnusableKey("curve", `${form} is an EC key on ${curve ?? "an unknown curve"}; it ${UNSUPPORTED}`);
}

/** Reads a Node `KeyObject`. */
function readKeyObject(key: KeyObjectLike, form = "the KeyObject"): ReadableSigningKey | UnusableKey {
  if (key.type !== "private") return new UnusableKey("privateKey", `${form} is a ${key.type} key; signing needs the private key`);
  const type = key.asymmetricKeyType;
  if (type === "rsa" || type === "rsa-pss") return new UnusableKey("algorithm", `${form} is an RSA key; it ${UNSUPPORTED}`);
  let algorithm: SigningAlgorithm | UnusableKey;
  if (type === "ed25519") algorithm = "EdDSA";
  else if (type === "ec") algorithm = fromCurveName(key.asymmetricKeyDetails?.namedCurve, form);
  else return new UnusableKey("algorithm", `${form} is a ${type ?? "non-asymmetric"} key; it ${UNSUPPORTED}`);
  if (algorithm instanceof UnusableKey) return algorithm;
  return { algorithm, load: async () => key };
}

function isCryptoKey(value: object): value is CryptoKeyLike {
  return (value as { [Symbol.toStringTag]?: string })[Symbol.toStringTag] === "CryptoKey";
}

function isKeyObject(value: object): value is KeyObjectLike {
  return (value as { [Symbol.toStringTag]?: string })[Symbol.toStringTag] === "KeyObject";
}

/** Reads a WebCrypto `CryptoKey`. */
function readCryptoKey(key: CryptoKeyLike): ReadableSigningKey | UnusableKey {
  const form = "the CryptoKey";
  if (key.type !== "private") return new UnusableKey("privateKey", `${form} is a ${key.type} key; signing needs the private key`);
  if (!key.usages.includes("sign")) return new UnusableKey("usages", `${form} does not allow "sign" in its usages`);
  const { name, namedCurve } = key.algorithm as { name: string; namedCurve?: string };
  let algorithm: SigningAlgorithm | UnusableKey;
  if (name === "Ed25519") algorithm = "EdDSA";
  else if (name === "ECDSA") algorithm = fromCurveName(namedCurve, form);
  else if (name.startsWith("RSA")) return new UnusableKey("algorithm", `${form} is an RSA key (${name}); it ${UNSUPPORTED}`);
  else return new UnusableKey("algorithm", `${form} is a ${name} key; it ${UNSUPPORTED}`);
  if (algorithm instanceof UnusableKey) return algorithm;
  return { algorithm, load: async () => key };
}

/** Reads a JSON Web Key. */
function readJwk(jwk: JsonWebKeyLike): ReadableSigningKey | UnusableKey {
  const form = "the JWK";
  let algorithm: SigningAlgorithm | UnusableKey;
  if (jwk.kty === "RSA") return new UnusableKey("algorithm", `${form} is an RSA key; it ${UNSUPPORTED}`);
  if (jwk.kty === "OKP") {
    algorithm = jwk.crv === "Ed25519" ? "EdDSA" : new UnusableKey("curve", `${form} is an OKP key on ${jwk.crv ?? "no curve"}; it ${UNSUPPORTED}`);
  } else if (jwk.kty === "EC") {
    algorithm = fromCurveName(jwk.crv, form);
  } else {
    return new UnusableKey("algorithm", `${form} has kty ${jwk.kty === undefined ? "missing" : JSON.stringify(String(jwk.kty))}; it ${UNSUPPORTED}`);
  }
  if (algorithm instanceof UnusableKey) return algorithm;
  if (typeof jwk.d !== "string" || jwk.d === "") return new UnusableKey("privateKey", `${form} has no "d" member: it is a public key; signing needs the private key`);
  if (typeof jwk.x !== "string" || (algorithm === "ES256" && typeof jwk.y !== "string")) {
    return new UnusableKey("jwk", `${form} lacks its public part ("x"${algorithm === "ES256" ? ' and "y"' : ""})`);
  }
  // A copy: the caller may reuse or clear their object; `alg` pins it to this algorithm for jose.
  const copy: JsonWebKeyLike = { ...jwk, alg: algorithm };
  return { algorithm, load: async () => copy };
}

// DER bytes of the object identifiers a PKCS#8 AlgorithmIdentifier names.
const OID = {
  ecPublicKey: [0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01],
  prime256v1: [0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07],
  ed25519: [0x06, 0x03, 0x2b, 0x65, 0x70],
  rsaEncryption: [0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01],
};

function indexOf(haystack: Uint8Array, needle: readonly number[], within: number): number {
  const end = Math.min(haystack.length - needle.length, within);
  outer: for (let i = 0; i <= end; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * Reads a PKCS#8 DER key without `node:crypto` (a browser, a worker): the AlgorithmIdentifier sits in
 * the first bytes (after the SEQUENCE and version headers), so finding its identifiers there tells the
 * key type; jose's `importPKCS8` reads the whole key at the first signature.
 */
function readPkcs8Der(der: Uint8Array, pem: string): ReadableSigningKey | UnusableKey {
  const form = "the PEM key";
  const head = 32;
  if (der.length < 40 || der[0] !== 0x30) return new UnusableKey("pem", `${form} is not a readable PKCS#8 private key`);
  let algorithm: SigningAlgorithm | UnusableKey;
  if (indexOf(der, OID.ed25519, head) >= 0) algorithm = "EdDSA";
  else if (indexOf(der, OID.rsaEncryption, head) >= 0) return new UnusableKey("algorithm", `${form} is an RSA key; it ${UNSUPPORTED}`);
  else if (indexOf(der, OID.ecPublicKey, head) >= 0) {
    algorithm = indexOf(der, OID.prime256v1, head) >= 0 ? "ES256" : new UnusableKey("curve", `${form} is an EC key on a curve other than P-256; it ${UNSUPPORTED}`);
  } else return new UnusableKey("algorithm", `${form} is of an unknown key type; it ${UNSUPPORTED}`);
  if (algorithm instanceof UnusableKey) return algorithm;
  const signing = algorithm;
  return { algorithm, load: (importPkcs8) => importPkcs8(pem, signing) };
}

function decodeBase64(text: string): Uint8Array | undefined {
  const compact = text.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return undefined;
  try {
    return Uint8Array.from(atob(compact), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** Reads a PEM string: PKCS#8 everywhere, SEC1 ("EC PRIVATE KEY") only with `crypto` (node:crypto, where it exists). */
export function readPem(pem: string, crypto: NodeCryptoLike | undefined): ReadableSigningKey | UnusableKey {
  const form = "the PEM key";
  const label = /-----BEGIN ([A-Z0-9 ]+)-----/.exec(pem)?.[1];
  if (label === undefined) return new UnusableKey("pem", `${form} has no "-----BEGIN ... PRIVATE KEY-----" armour (give the PEM text, a KeyObject, a CryptoKey or a JWK)`);
  if (label === "PUBLIC KEY" || label === "EC PUBLIC KEY" || label === "RSA PUBLIC KEY" || label === "CERTIFICATE") {
    return new UnusableKey("privateKey", `${form} is a ${label.toLowerCase()}; signing needs the private key`);
  }
  if (label === "RSA PRIVATE KEY") return new UnusableKey("algorithm", `${form} is an RSA key; it ${UNSUPPORTED}`);
  if (label === "ENCRYPTED PRIVATE KEY") {
    return new UnusableKey("encrypted", `${form} is encrypted; decrypt it first (e.g. createPrivateKey({ key, passphrase }) from node:crypto) and pass the KeyObject`);
  }
  if (label !== "PRIVATE KEY" && label !== "EC PRIVATE KEY") return new UnusableKey("pem", `${form} is a "${label}" block; it must be a PRIVATE KEY (PKCS#8) or EC PRIVATE KEY (SEC1)`);
  if (crypto) {
    let key: KeyObjectLike;
    try {
      key = crypto.createPrivateKey(pem);
    } catch {
      // Node's own message is generic, but it is not ours to vouch for: say what is wrong ourselves.
      return new UnusableKey("pem", `${form} is not a readable ${label === "PRIVATE KEY" ? "PKCS#8" : "SEC1"} private key`);
    }
    return readKeyObject(key, form);
  }
  if (label === "EC PRIVATE KEY") {
    return new UnusableKey("pem", `${form} is a SEC1 "EC PRIVATE KEY", readable only where node:crypto exists; convert it to PKCS#8 (openssl pkcs8 -topk8 -nocrypt)`);
  }
  const body = /-----BEGIN PRIVATE KEY-----([\s\S]*?)-----END PRIVATE KEY-----/.exec(pem)?.[1];
  const der = body === undefined ? undefined : decodeBase64(body);
  if (der === undefined) return new UnusableKey("pem", `${form} is not a readable PKCS#8 private key`);
  return readPkcs8Der(der, pem);
}

/** Reads `requestSigning.privateKey` in any of its forms. */
export function readSigningKey(key: unknown): ReadableSigningKey | UnusableKey {
  if (typeof key === "string") return readPem(key, nodeCrypto());
  if (typeof key !== "object" || key === null) {
    return new UnusableKey("type", "privateKey must be a PEM string, a KeyObject, a CryptoKey or a JWK object");
  }
  if (isCryptoKey(key)) return readCryptoKey(key);
  if (isKeyObject(key)) return readKeyObject(key);
  if ("kty" in key) return readJwk(key as JsonWebKeyLike);
  return new UnusableKey("type", "privateKey must be a PEM string, a KeyObject, a CryptoKey or a JWK object");
}
