/**
 * The encodings blockchain addresses are written in, with their checksums, written from their
 * specifications for the mock's address checks (./addresses.ts): base58 and base58check (Bitcoin's
 * legacy addresses and their kin), bech32 and bech32m (BIP 173 and BIP 350, segwit), CashAddr (Bitcoin
 * Cash), Stellar's StrKey (RFC 4648 base32 with a CRC-16/XMODEM), and the two hashes they need: SHA-256
 * (FIPS 180-4) and Keccak-256 (EIP-55 mixed-case checksums). All synchronous and dependency-free, so the
 * mock answers the same through every transport and runtime.
 */

const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** The bytes `text` encodes in base58 (leading "1"s are zero bytes), or undefined when it is not base58. */
export function base58Decode(text: string): Uint8Array | undefined {
  if (text.length === 0) return undefined;
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  let zeros = 0;
  while (text[zeros] === "1") zeros++;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes]);
}

/** `bytes` in base58. */
export function base58Encode(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let text = "";
  while (value > 0n) {
    text = BASE58[Number(value % 58n)]! + text;
    value /= 58n;
  }
  for (let i = 0; i < bytes.length && bytes[i] === 0; i++) text = `1${text}`;
  return text;
}

/** The payload of a base58check string (its version byte first) when its 4-byte checksum holds. */
export function base58CheckDecode(text: string): Uint8Array | undefined {
  const bytes = base58Decode(text);
  if (!bytes || bytes.length < 5) return undefined;
  const payload = bytes.subarray(0, bytes.length - 4);
  const sum = sha256(sha256(payload));
  for (let i = 0; i < 4; i++) if (sum[i] !== bytes[payload.length + i]) return undefined;
  return payload;
}

/** `payload` with its base58check checksum, in base58. */
export function base58CheckEncode(payload: Uint8Array): string {
  const sum = sha256(sha256(payload));
  return base58Encode(Uint8Array.from([...payload, ...sum.subarray(0, 4)]));
}

function bech32Polymod(values: readonly number[]): number {
  const generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) checksum ^= generators[i]!;
  }
  return checksum >>> 0;
}

function hrpExpand(hrp: string): number[] {
  return [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];
}

/** The checksum constants of bech32 (BIP 173) and bech32m (BIP 350). */
const BECH32_CONSTANT = { bech32: 1, bech32m: 0x2bc830a3 } as const;

/** A bech32 or bech32m string: its human-readable part, its 5-bit data (checksum removed) and which encoding it is. */
export interface Bech32 {
  hrp: string;
  data: number[];
  encoding: keyof typeof BECH32_CONSTANT;
}

/** Decodes a bech32 or bech32m string (one case throughout, at most 90 characters), or undefined. */
export function bech32Decode(text: string): Bech32 | undefined {
  if (text.length > 90 || (text !== text.toLowerCase() && text !== text.toUpperCase())) return undefined;
  const lower = text.toLowerCase();
  const separator = lower.lastIndexOf("1");
  if (separator < 1 || separator + 7 > lower.length) return undefined;
  const hrp = lower.slice(0, separator);
  if ([...hrp].some((c) => c.charCodeAt(0) < 33 || c.charCodeAt(0) > 126)) return undefined;
  const values: number[] = [];
  for (const char of lower.slice(separator + 1)) {
    const value = BECH32.indexOf(char);
    if (value < 0) return undefined;
    values.push(value);
  }
  const check = bech32Polymod([...hrpExpand(hrp), ...values]);
  const encoding = check === BECH32_CONSTANT.bech32 ? "bech32" : check === BECH32_CONSTANT.bech32m ? "bech32m" : undefined;
  return encoding && { hrp, data: values.slice(0, -6), encoding };
}

/** Encodes `data` (5-bit groups) under `hrp` with the checksum of `encoding`. */
export function bech32Encode(hrp: string, data: readonly number[], encoding: Bech32["encoding"]): string {
  const polymod = bech32Polymod([...hrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ BECH32_CONSTANT[encoding];
  const checksum = Array.from({ length: 6 }, (_, i) => (polymod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...data, ...checksum].map((v) => BECH32[v]).join("")}`;
}

/** Regroups bits (8 → 5 to encode, 5 → 8 to decode); undefined when the padding is not zero bits. */
export function convertBits(data: readonly number[], from: number, to: number, pad: boolean): number[] | undefined {
  let accumulator = 0;
  let bits = 0;
  const out: number[] = [];
  const max = (1 << to) - 1;
  for (const value of data) {
    accumulator = (accumulator << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((accumulator >> bits) & max);
    }
  }
  if (pad) {
    if (bits > 0) out.push((accumulator << (to - bits)) & max);
  } else if (bits >= from || ((accumulator << (to - bits)) & max) !== 0) {
    return undefined;
  }
  return out;
}

/** Whether `text` is a segwit address under one of `hrps`: version 0 (bech32, a 20- or 32-byte program) or 1–16 (bech32m, 2–40 bytes). */
export function isSegwitAddress(text: string, hrps: readonly string[]): boolean {
  const decoded = bech32Decode(text);
  if (!decoded || !hrps.includes(decoded.hrp) || decoded.data.length < 1) return false;
  const [version, ...rest] = decoded.data as [number, ...number[]];
  const program = convertBits(rest, 5, 8, false);
  if (!program || version > 16 || program.length < 2 || program.length > 40) return false;
  if (version === 0) return decoded.encoding === "bech32" && (program.length === 20 || program.length === 32);
  return decoded.encoding === "bech32m";
}

function cashAddrPolymod(values: readonly number[]): bigint {
  const generators = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n];
  let checksum = 1n;
  for (const value of values) {
    const top = checksum >> 35n;
    checksum = ((checksum & 0x07ffffffffn) << 5n) ^ BigInt(value);
    for (let i = 0; i < 5; i++) if ((top >> BigInt(i)) & 1n) checksum ^= generators[i]!;
  }
  return checksum ^ 1n;
}

const cashAddrPrefix = (prefix: string) => [...[...prefix].map((c) => c.charCodeAt(0) & 31), 0];

/**
 * Whether `text` is a CashAddr (Bitcoin Cash) address of a 20-byte key or script hash, with or without
 * its prefix (`bitcoincash:`, or `bchtest:` on the test network), one case throughout.
 */
export function isCashAddr(text: string): boolean {
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return false;
  const lower = text.toLowerCase();
  const colon = lower.indexOf(":");
  const prefixes = colon >= 0 ? [lower.slice(0, colon)] : ["bitcoincash", "bchtest"];
  if (!prefixes.every((prefix) => prefix === "bitcoincash" || prefix === "bchtest")) return false;
  const payload: number[] = [];
  for (const char of lower.slice(colon + 1)) {
    const value = BECH32.indexOf(char);
    if (value < 0) return false;
    payload.push(value);
  }
  if (payload.length !== 42) return false;
  const bytes = convertBits(payload.slice(0, -8), 5, 8, false);
  // Version byte: type 0 (key hash) or 1 (script hash) in bits 3–6, size 0 (160 bits) in bits 0–2.
  if (!bytes || bytes.length !== 21 || (bytes[0] !== 0x00 && bytes[0] !== 0x08)) return false;
  return prefixes.some((prefix) => cashAddrPolymod([...cashAddrPrefix(prefix), ...payload]) === 0n);
}

/** A CashAddr address (`prefix:` and the 42 characters) of `hash` (20 bytes) with version byte `version`. */
export function cashAddrEncode(prefix: string, version: number, hash: Uint8Array): string {
  const payload = convertBits([version, ...hash], 8, 5, true)!;
  const polymod = cashAddrPolymod([...cashAddrPrefix(prefix), ...payload, 0, 0, 0, 0, 0, 0, 0, 0]);
  const checksum = Array.from({ length: 8 }, (_, i) => Number((polymod >> BigInt(5 * (7 - i))) & 31n));
  return `${prefix}:${[...payload, ...checksum].map((v) => BECH32[v]).join("")}`;
}

/** CRC-16/XMODEM (polynomial 0x1021, initial 0), StrKey's checksum. */
function crc16Xmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** The version byte of a Stellar account id (an ed25519 public key): 6 << 3, written "G". */
const STELLAR_ACCOUNT_VERSION = 6 << 3;

/** Whether `text` is a Stellar account id: "G" and 55 more base32 characters of version, 32-byte key and CRC-16. */
export function isStellarAccountId(text: string): boolean {
  if (!/^G[A-Z2-7]{55}$/.test(text)) return false;
  let bits = 0;
  let accumulator = 0;
  const bytes: number[] = [];
  for (const char of text) {
    accumulator = (accumulator << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((accumulator >> bits) & 0xff);
    }
  }
  if (bytes.length !== 35 || bytes[0] !== STELLAR_ACCOUNT_VERSION) return false;
  const crc = crc16Xmodem(Uint8Array.from(bytes.slice(0, 33)));
  return bytes[33] === (crc & 0xff) && bytes[34] === crc >> 8;
}

/** The Stellar account id of a 32-byte ed25519 public key. */
export function stellarAccountId(key: Uint8Array): string {
  const body = Uint8Array.from([STELLAR_ACCOUNT_VERSION, ...key]);
  const crc = crc16Xmodem(body);
  const bytes = [...body, crc & 0xff, crc >> 8];
  let text = "";
  let bits = 0;
  let accumulator = 0;
  for (const byte of bytes) {
    accumulator = ((accumulator << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      text += BASE32[(accumulator >> bits) & 31];
    }
  }
  return text;
}

const SHA256_K = Uint32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/** SHA-256 of `message` (FIPS 180-4). */
export function sha256(message: Uint8Array): Uint8Array {
  const length = message.length;
  const padded = new Uint8Array(Math.ceil((length + 9) / 64) * 64);
  padded.set(message);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(length / 0x20000000));
  view.setUint32(padded.length - 4, (length * 8) >>> 0);
  const hash = Uint32Array.from([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15]!, 7) ^ rotr(w[i - 15]!, 18) ^ (w[i - 15]! >>> 3);
      const s1 = rotr(w[i - 2]!, 17) ^ rotr(w[i - 2]!, 19) ^ (w[i - 2]! >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, h] = hash as unknown as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + SHA256_K[i]! + w[i]!) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      [h, g, f, e, d, c, b, a] = [g, f, e, (d + t1) >>> 0, c, b, a, (t1 + t2) >>> 0];
    }
    [a, b, c, d, e, f, g, h].forEach((value, i) => (hash[i] = (hash[i]! + value) >>> 0));
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  hash.forEach((value, i) => outView.setUint32(i * 4, value));
  return out;
}

const KECCAK_ROUND_CONSTANTS = [
  0x0000000000000001n, 0x0000000000008082n, 0x800000000000808an, 0x8000000080008000n, 0x000000000000808bn, 0x0000000080000001n,
  0x8000000080008081n, 0x8000000000008009n, 0x000000000000008an, 0x0000000000000088n, 0x0000000080008009n, 0x000000008000000an,
  0x000000008000808bn, 0x800000000000008bn, 0x8000000000008089n, 0x8000000000008003n, 0x8000000000008002n, 0x8000000000000080n,
  0x000000000000800an, 0x800000008000000an, 0x8000000080008081n, 0x8000000000008080n, 0x0000000080000001n, 0x8000000080008008n,
];
const KECCAK_ROTATIONS = [1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 2, 14, 27, 41, 56, 8, 25, 43, 62, 18, 39, 61, 20, 44];
const KECCAK_PI = [10, 7, 11, 17, 18, 3, 5, 16, 8, 21, 24, 4, 15, 23, 19, 13, 12, 2, 20, 14, 22, 9, 6, 1];
const MASK64 = (1n << 64n) - 1n;
const rotl64 = (x: bigint, n: number) => ((x << BigInt(n)) | (x >> BigInt(64 - n))) & MASK64;

function keccakF1600(state: bigint[]): void {
  const column = new Array<bigint>(5);
  for (const constant of KECCAK_ROUND_CONSTANTS) {
    for (let i = 0; i < 5; i++) column[i] = state[i]! ^ state[i + 5]! ^ state[i + 10]! ^ state[i + 15]! ^ state[i + 20]!;
    for (let i = 0; i < 5; i++) {
      const t = column[(i + 4) % 5]! ^ rotl64(column[(i + 1) % 5]!, 1);
      for (let j = 0; j < 25; j += 5) state[j + i]! ^= t;
    }
    let carried = state[1]!;
    for (let i = 0; i < 24; i++) {
      const j = KECCAK_PI[i]!;
      const next = state[j]!;
      state[j] = rotl64(carried, KECCAK_ROTATIONS[i]!);
      carried = next;
    }
    for (let j = 0; j < 25; j += 5) {
      const row = state.slice(j, j + 5);
      for (let i = 0; i < 5; i++) state[j + i] = row[i]! ^ (~row[(i + 1) % 5]! & MASK64 & row[(i + 2) % 5]!);
    }
    state[0]! ^= constant;
  }
}

/** Keccak-256 of `message` (the original Keccak padding, as Ethereum uses it, not SHA3-256's). */
export function keccak256(message: Uint8Array): Uint8Array {
  const rate = 136;
  const padded = new Uint8Array(Math.floor(message.length / rate + 1) * rate);
  padded.set(message);
  padded[message.length]! ^= 0x01;
  padded[padded.length - 1]! ^= 0x80;
  const state = new Array<bigint>(25).fill(0n);
  for (let block = 0; block < padded.length; block += rate) {
    for (let lane = 0; lane < rate / 8; lane++) {
      let value = 0n;
      for (let byte = 7; byte >= 0; byte--) value = (value << 8n) | BigInt(padded[block + lane * 8 + byte]!);
      state[lane]! ^= value;
    }
    keccakF1600(state);
  }
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = Number((state[i >> 3]! >> BigInt(8 * (i & 7))) & 0xffn);
  return out;
}

/** The first `count` bytes written in `hex` (two digits a byte); a byte past the digits given is 0. */
export function hexBytes(hex: string, count: number): Uint8Array {
  return Uint8Array.from({ length: count }, (_, i) => Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16) || 0);
}
