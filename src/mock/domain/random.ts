/**
 * Deterministic randomness. Everything the mock invents (ids, amounts, timestamps, fault draws) comes from
 * here so that the same seed always yields the same data, over HTTP and through msw alike.
 */

/** Mixes a 32-bit integer into a well-distributed 32-bit unsigned integer (lowbias32 finaliser). */
export function mix32(x: number): number {
  x = (x ^ (x >>> 16)) >>> 0;
  x = Math.imul(x, 0x7feb352d);
  x = (x ^ (x >>> 15)) >>> 0;
  x = Math.imul(x, 0x846ca68b);
  x = (x ^ (x >>> 16)) >>> 0;
  return x;
}

/**
 * A stateless hash of (seed, stream, index, salt): lets lazily-generated rows be rebuilt from their index
 * alone, without storing them.
 */
export function hash32(seed: number, stream: number, index: number, salt = 0): number {
  return mix32(seed ^ mix32(stream ^ mix32((index + Math.imul(salt, 0x9e3779b9)) | 0)));
}

/** Named sub-streams, so adding a draw in one area never shifts the data of another. */
export const Stream = {
  depositAddresses: 1,
  payments: 2,
  identityAccounts: 3,
  fiatAccounts: 4,
  pools: 5,
  ids: 6,
  tokens: 7,
  faults: 8,
  market: 9,
  credentials: 10,
  heldDeposits: 11,
  statements: 12,
  taxForms: 13,
} as const;

/** A small seeded PRNG (sfc32): fast, good enough for test data, and reproducible. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, stream = 0) {
    this.a = hash32(seed, stream, 0, 1);
    this.b = hash32(seed, stream, 0, 2);
    this.c = hash32(seed, stream, 0, 3);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.nextU32();
  }

  /** Next unsigned 32-bit integer. */
  nextU32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform float in [0, 1). */
  next(): number {
    return this.nextU32() / 4294967296;
  }

  /** Uniform integer in [min, max] (inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** A random RFC 4122 version-4 UUID string. */
  uuid(): string {
    return uuidFromWords(this.nextU32(), this.nextU32(), this.nextU32(), this.nextU32());
  }

  /** `length` lowercase hex digits. */
  hex(length: number): string {
    let out = "";
    while (out.length < length) out += hex8(this.nextU32());
    return out.slice(0, length);
  }

  /** `length` characters of [A-Z0-9]. */
  alnum(length: number): string {
    const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    let out = "";
    for (let i = 0; i < length; i++) out += chars[this.nextU32() % chars.length];
    return out;
  }
}

const HEX2 = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

/** Eight lowercase hex digits of an unsigned 32-bit integer (table-driven: it is on the hot path). */
export function hex8(n: number): string {
  return (
    (HEX2[(n >>> 24) & 255] as string) +
    (HEX2[(n >>> 16) & 255] as string) +
    (HEX2[(n >>> 8) & 255] as string) +
    (HEX2[n & 255] as string)
  );
}

/** Formats four 32-bit words as a version-4, variant-1 UUID. */
export function uuidFromWords(w1: number, w2: number, w3: number, w4: number): string {
  const h2 = hex8(w2);
  const h3 = hex8(((w3 & 0x3fffffff) | 0x80000000) >>> 0);
  return `${hex8(w1)}-${h2.slice(0, 4)}-4${h2.slice(5, 8)}-${h3.slice(0, 4)}-${h3.slice(4, 8)}${hex8(w4)}`;
}

/** Modular inverse of an odd number modulo 2^32 (Newton iteration), for reversible index permutations. */
function inverseOdd(a: number): number {
  let x = a;
  for (let i = 0; i < 5; i++) x = Math.imul(x, 2 - Math.imul(a, x));
  return x >>> 0;
}

/**
 * A seeded bijection on 32-bit integers. Lazily generated rows embed `permute(index)` in their ids so that
 * an id from a query can be mapped back to its row in O(1) without an id → row table.
 */
export class Permutation {
  private readonly mul: number;
  private readonly inv: number;
  private readonly k1: number;
  private readonly k2: number;

  constructor(seed: number, stream: number) {
    this.mul = (hash32(seed, stream, 7, 1) | 1) >>> 0;
    this.inv = inverseOdd(this.mul);
    this.k1 = hash32(seed, stream, 7, 2);
    this.k2 = hash32(seed, stream, 7, 3);
  }

  /** index → scrambled word. */
  forward(i: number): number {
    return (Math.imul((i ^ this.k1) >>> 0, this.mul) ^ this.k2) >>> 0;
  }

  /** scrambled word → index. */
  backward(x: number): number {
    return (Math.imul((x ^ this.k2) >>> 0, this.inv) ^ this.k1) >>> 0;
  }
}
