/**
 * Address verifications: proofs that the customer controls an on-chain address. A verification is
 * PENDING until its proof arrives (APPROVED) or its 24 hours pass (EXPIRED, computed on the mock clock
 * whenever it is read). SIGNATURE verifications carry a message to sign:
 *
 * - SOLANA: a JSON message, signed with ed25519 by the address's key (the address is that key in
 *   base58). The signature (base58, base64 or hex, 64 bytes) is verified for real with node:crypto
 *   where the runtime offers it (Node); elsewhere only its form is checked.
 * - EVM networks: a text message for EIP-191 personal-sign. Recovering the signer needs secp256k1
 *   recovery and keccak-256, which neither the platform nor the project's libraries provide, so the mock
 *   checks only the signature's form (65 bytes, v of 27, 28, 0 or 1): a malformed one is refused.
 *
 * SMALL_DEPOSIT and MANUAL verifications stay PENDING: nothing in the mock watches a chain or a reviewer.
 */
import { base58Decode } from "./address-codecs";
import { makeAddress } from "./addresses";
import type { Filled, Schemas } from "./records";
import { canonicalToNanos, formatNanos } from "./timestamps";

/** How long a verification waits for its proof. */
export const VERIFICATION_LIFETIME_NANOS = 24n * 3_600n * 1_000_000_000n;

/**
 * A verification as the API answers it (the contract's `AddressVerification`), with what the mock always
 * fills present, only the three statuses it reaches, and its challenge or deposit request as the mock makes them.
 */
export type AddressVerificationRecord = Omit<
  Filled<Schemas["AddressVerification"], "id" | "network" | "address" | "verification_method" | "ref_id" | "created_at" | "updated_at" | "expires_at">,
  "status" | "signature_verification" | "small_deposit_verification" | "manual_verification"
> & {
  status: "PENDING" | "APPROVED" | "EXPIRED";
  signature_verification?: Filled<Schemas["AddressSignatureChallenge"], "message" | "nonce">;
  small_deposit_verification?: Omit<Filled<Schemas["AddressSmallDeposit"], "amount" | "asset" | "deposit_address">, "transaction_hash">;
};

const EVM_NETWORKS = new Set(["ETHEREUM", "POLYGON_POS", "BASE", "ARBITRUM_ONE", "INK", "XLAYER", "AVALANCHE", "BNB", "ROBINHOOD"]);

/** Whether the network's signatures are EIP-191 (EVM) ones. */
export function isEvmNetwork(network: string): boolean {
  return EVM_NETWORKS.has(network);
}

/** The challenge of a new SIGNATURE verification: what to sign, with its nonce. */
export function signatureChallenge(network: string, address: string, nonce: string, expiresAt: string): { message: string; nonce: string } {
  const message =
    network === "SOLANA"
      ? JSON.stringify({ purpose: "Paxos address verification", network, address, nonce, expires_at: expiresAt })
      : `Paxos address verification\nNetwork: ${network}\nAddress: ${address}\nNonce: ${nonce}\nExpires: ${expiresAt}`;
  return { message, nonce };
}

/** The payment a new SMALL_DEPOSIT verification asks for: a few units of the network's smallest amounts, to a made-up deposit address. */
export function smallDepositRequest(network: string, entropy: string): { amount: string; asset: string; deposit_address: string } {
  const digits = Number.parseInt(entropy.replace(/-/g, "").slice(0, 4), 16) % 9000;
  const asset = network === "SOLANA" ? "SOL" : network === "BITCOIN" ? "BTC" : "ETH";
  return { amount: `0.0000${1000 + digits}`, asset, deposit_address: makeAddress(network, entropy.repeat(4)) };
}

/** Marks a PENDING verification EXPIRED once mock now has reached `expires_at`. */
export function expireIfDue(record: AddressVerificationRecord, nowNanos: bigint): AddressVerificationRecord {
  if (record.status === "PENDING" && canonicalToNanos(record.expires_at) <= nowNanos) {
    record.status = "EXPIRED";
    record.updated_at = record.expires_at;
  }
  return record;
}

/** The expiry of a verification started at `createdAt` (canonical). */
export function expiryOf(createdAt: string): string {
  return formatNanos(canonicalToNanos(createdAt) + VERIFICATION_LIFETIME_NANOS);
}

/** A 64-byte ed25519 signature in hex, base64 or base58, decoded; undefined for anything else. */
function decodeEd25519Signature(signature: string): Uint8Array | undefined {
  const hex = signature.replace(/^0x/, "");
  if (/^[0-9a-fA-F]{128}$/.test(hex)) return Uint8Array.from(hex.match(/../g)!.map((pair) => Number.parseInt(pair, 16)));
  if (/^[A-Za-z0-9+/]{86}={0,2}$/.test(signature)) {
    const bytes = Uint8Array.from(atob(signature.padEnd(88, "=")), (c) => c.charCodeAt(0));
    if (bytes.length === 64) return bytes;
  }
  const base58 = base58Decode(signature);
  return base58?.length === 64 ? base58 : undefined;
}

/** node:crypto's verify and createPublicKey, when the runtime has them (Node's `process.getBuiltinModule`). */
function nodeCrypto(): typeof import("node:crypto") | undefined {
  const proc = (globalThis as { process?: { getBuiltinModule?: (name: string) => unknown } }).process;
  return proc?.getBuiltinModule?.("node:crypto") as typeof import("node:crypto") | undefined;
}

/**
 * Whether `signature` proves control of the verification's address: why not, as a sentence, or
 * undefined when it does (see the module comment for what is checked per network).
 */
export function signatureProblem(record: AddressVerificationRecord, signature: string): string | undefined {
  const message = record.signature_verification?.message ?? "";
  if (isEvmNetwork(record.network)) {
    const match = /^(0x)?([0-9a-fA-F]{128})([0-9a-fA-F]{2})$/.exec(signature);
    if (!match || !["1b", "1c", "00", "01"].includes(match[3]!.toLowerCase())) return "an EIP-191 signature is 65 bytes of hex (r, s and v of 27, 28, 0 or 1)";
    return undefined;
  }
  if (record.network === "SOLANA") {
    const bytes = decodeEd25519Signature(signature);
    if (!bytes) return "an ed25519 signature is 64 bytes, in hex, base64 or base58";
    const key = base58Decode(record.address);
    const crypto = nodeCrypto();
    if (!key || key.length !== 32 || !crypto) return undefined;
    const publicKey = crypto.createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: Buffer.from(key).toString("base64url") }, format: "jwk" });
    return crypto.verify(null, Buffer.from(message, "utf8"), publicKey, bytes) ? undefined : "the signature was not made by the address's key over the verification's message";
  }
  return signature.length > 0 ? undefined : "the signature is empty";
}
