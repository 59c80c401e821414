/**
 * The `requestSigning` client option: its two forms, and the checks that refuse, at construction, a
 * configuration that could not sign. A refusal names the field and the rule and never the key.
 */
import { refuse } from "../../response/errors";
import { optionKeys, refuseUnknownOptions } from "../../shared/option-keys";
import { JwsRequestSigner } from "./jws-request-signer";
import { readSigningKey, type SigningAlgorithm, type SigningPrivateKey, UnusableKey } from "./private-key";
import type { RequestSigner } from "./request-signer";

/**
 * Sign with a private key held in this process. The algorithm follows from the key: ECDSA P-256 →
 * ES256, Ed25519 → EdDSA.
 */
export interface RequestSigningKeyOptions {
  /** The id of the registered public key (the `kid` Paxos shows under API credentials). */
  keyId: string;
  /**
   * The private key: a PEM string (PKCS#8 `PRIVATE KEY` everywhere; SEC1 `EC PRIVATE KEY` where
   * `node:crypto` exists), a Node `KeyObject`, a WebCrypto `CryptoKey` (usable for "sign") or a JWK
   * with its `d`. It is never logged, shown by `inspect` or serialised.
   */
  privateKey: SigningPrivateKey;
  /** Optional; when given it must match the key's algorithm. */
  algorithm?: SigningAlgorithm;
}

/**
 * Sign outside the process (a KMS or an HSM): the SDK builds the JWS around the signature `sign`
 * returns, so the private key never enters the process.
 */
export interface RequestSigningFunctionOptions {
  /** The id of the registered public key (the `kid` Paxos shows under API credentials). */
  keyId: string;
  /** The algorithm `sign` signs with: "ES256" (ECDSA P-256 with SHA-256) or "EdDSA" (Ed25519). */
  algorithm: SigningAlgorithm;
  /**
   * Signs `signingInput` (the ASCII bytes of `base64url(header).base64url(body)`) and resolves with the
   * signature. ES256: sign with SHA-256 and return the raw `r || s` (64 bytes); a DER `ECDSA-Sig-Value`
   * (what AWS and Google Cloud KMS return) is converted. EdDSA: the 64-byte Ed25519 signature. Called
   * once per attempt; a rejection fails the call with `RequestSigningError`.
   */
  sign(signingInput: Uint8Array): Promise<Uint8Array>;
}

/** The `requestSigning` option: a key in the process, or a `sign` function. */
export type RequestSigningOptions = RequestSigningKeyOptions | RequestSigningFunctionOptions;

const ALGORITHMS: readonly string[] = ["ES256", "EdDSA"];

/** The keys of both forms of {@link RequestSigningOptions}. */
const SIGNING_OPTION_KEYS = /* @__PURE__ */ optionKeys<RequestSigningOptions>()("keyId", "privateKey", "algorithm", "sign");


/**
 * Checks `requestSigning` and builds its signer, or undefined when the option is absent. Throws a
 * `ValidationError` for anything that could not sign.
 */
export function resolveRequestSigning(value: unknown, who: string): RequestSigner | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "object" || value === null) {
    refuse(who, "requestSigning", "type", "requestSigning must be an object: { keyId, privateKey } or { keyId, algorithm, sign }");
  }
  refuseUnknownOptions(who, value, SIGNING_OPTION_KEYS, "requestSigning.");
  const options = value as Partial<RequestSigningKeyOptions & RequestSigningFunctionOptions>;
  if (typeof options.keyId !== "string" || options.keyId.trim() === "") {
    refuse(who, "requestSigning.keyId", "required", "requestSigning.keyId must be the non-empty id of the registered public key");
  }
  const hasKey = options.privateKey !== undefined;
  const hasSign = options.sign !== undefined;
  if (hasKey && hasSign) refuse(who, "requestSigning.sign", "exclusive", "give requestSigning.privateKey or requestSigning.sign, not both");
  if (!hasKey && !hasSign) refuse(who, "requestSigning.privateKey", "required", "requestSigning needs privateKey (a key in this process) or sign (a KMS or HSM)");
  if (options.algorithm !== undefined && !ALGORITHMS.includes(options.algorithm)) {
    refuse(who, "requestSigning.algorithm", "enum", 'requestSigning.algorithm must be "ES256" or "EdDSA"');
  }
  if (hasSign) {
    if (typeof options.sign !== "function") refuse(who, "requestSigning.sign", "type", "requestSigning.sign must be a function (signingInput: Uint8Array) => Promise<Uint8Array>");
    if (options.algorithm === undefined) refuse(who, "requestSigning.algorithm", "required", 'requestSigning.algorithm ("ES256" or "EdDSA") is required with sign');
    const sign = options.sign;
    return new JwsRequestSigner(options.keyId, { sign: (input) => sign.call(options, input), algorithm: options.algorithm });
  }
  const key = readSigningKey(options.privateKey);
  if (key instanceof UnusableKey) refuse(who, "requestSigning.privateKey", key.rule, `requestSigning.privateKey: ${key.reason}`);
  if (options.algorithm !== undefined && options.algorithm !== key.algorithm) {
    refuse(who, "requestSigning.algorithm", "mismatch", `requestSigning.algorithm is ${options.algorithm} but the key signs with ${key.algorithm}`);
  }
  return new JwsRequestSigner(options.keyId, { key });
}
