/**
 * The `RequestSigner` behind the `requestSigning` option: one compact JWS per attempt, timestamped when
 * the attempt is about to leave (after its token and rate-limit turn), over the exact body bytes.
 */
import { RequestSigningError } from "../../response/errors";
import { rawEcdsaSignature, signatureHeader, signingInput, utf8 } from "./jws";
import type { JoseSigningKey, ReadableSigningKey, SigningAlgorithm } from "./private-key";
import type { RequestSigner, SignableRequest } from "./request-signer";

type Jose = typeof import("./jose-parts");

let jose: Promise<Jose> | undefined;

/** jose, loaded by the first signature: a client that never signs never loads it (nor does a page bundle it eagerly). */
function loadJose(): Promise<Jose> {
  jose ??= import("./jose-parts").catch((error: unknown) => {
    jose = undefined;
    throw new RequestSigningError("request signing could not load its JWS library (jose).", { cause: error });
  });
  return jose;
}

/** A signature made outside the process (KMS, HSM): the bytes of `signingInput` in, the raw signature out. */
export type ExternalSign = (signingInput: Uint8Array) => Promise<Uint8Array>;

/** Where the signatures come from: a key in the process, or the caller's `sign` function. */
export type SignatureSource = { key: ReadableSigningKey } | { sign: ExternalSign; algorithm: SigningAlgorithm };

/** Signs each attempt with jose (a key in the process) or around the caller's `sign` function. */
export class JwsRequestSigner implements RequestSigner {
  readonly #keyId: string;
  readonly #algorithm: SigningAlgorithm;
  readonly #source: SignatureSource;
  readonly #now: () => number;
  /** The key imported for jose, once; a failed import is tried again by the next request. */
  #key: Promise<JoseSigningKey> | undefined;

  constructor(keyId: string, source: SignatureSource, now: () => number = Date.now) {
    this.#keyId = keyId;
    this.#source = source;
    this.#algorithm = "key" in source ? source.key.algorithm : source.algorithm;
    this.#now = now;
  }

  async sign(request: SignableRequest): Promise<string> {
    const lib = await loadJose();
    const header = signatureHeader(this.#algorithm, this.#keyId, request, this.#now());
    const payload = utf8(request.body);
    const source = this.#source;
    if ("sign" in source) return this.#signExternally(source.sign, lib, header, payload);
    const key = await (this.#key ??= source.key.load((pem, alg) => lib.importPKCS8(pem, alg)).catch((error: unknown) => {
      this.#key = undefined;
      throw new RequestSigningError(`requestSigning: the private key could not be imported for ${this.#algorithm}.`, { cause: error });
    }));
    try {
      return await new lib.CompactSign(payload).setProtectedHeader(header).sign(key as CryptoKey);
    } catch (error) {
      throw new RequestSigningError(`requestSigning: signing with the ${this.#algorithm} key failed.`, { cause: error });
    }
  }

  async #signExternally(sign: ExternalSign, lib: Jose, header: ReturnType<typeof signatureHeader>, payload: Uint8Array): Promise<string> {
    const input = signingInput(header, payload, lib.base64url.encode);
    let signature: unknown;
    try {
      signature = await sign(utf8(input));
    } catch (error) {
      throw new RequestSigningError("requestSigning: the sign function failed.", { cause: error });
    }
    if (!(signature instanceof Uint8Array)) {
      throw new RequestSigningError("requestSigning: the sign function must resolve with a Uint8Array (the raw signature).");
    }
    const raw = this.#algorithm === "ES256" ? rawEcdsaSignature(signature) : signature.length === 64 ? signature : undefined;
    if (raw === undefined) {
      const expected = this.#algorithm === "ES256" ? "64 bytes (r || s) or a DER ECDSA-Sig-Value" : "64 bytes";
      throw new RequestSigningError(`requestSigning: the sign function returned ${signature.length} bytes; an ${this.#algorithm} signature is ${expected}.`);
    }
    return `${input}.${lib.base64url.encode(raw)}`;
  }
}
