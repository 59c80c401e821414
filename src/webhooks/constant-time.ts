/**
 * Comparison of a presented credential with the configured one in time that
 * depends on neither: both are hashed (SHA-256) first, so the compared values
 * always have the same length and a mismatch's position says nothing about the
 * secret. On Node the digests go through `crypto.timingSafeEqual`; elsewhere
 * (workers, Deno, Bun without it) through a loop that touches every byte.
 */

interface NodeCrypto {
  timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean;
}

/** Node's `timingSafeEqual`, found without a static `node:` import (the main entry runs in browsers and workers too). */
function nodeTimingSafeEqual(): NodeCrypto["timingSafeEqual"] | undefined {
  const scope = globalThis as { process?: { getBuiltinModule?(id: string): unknown } };
  try {
    const crypto = scope.process?.getBuiltinModule?.("node:crypto") as NodeCrypto | undefined;
    return crypto?.timingSafeEqual;
  } catch {
    return undefined;
  }
}


/** Every byte compared whatever the earlier ones were: no early exit. */
function xorEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ (b[i] ?? 0);
  return difference === 0;
}

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/** A comparer of presented values with one configured secret; the secret's digest is computed once. */
export function secretComparer(secret: string): (presented: string) => Promise<boolean> {
  // Looked up here, not at module load: a bundle without a receiver carries none of this.
  const timingSafeEqual = nodeTimingSafeEqual();
  const expected = sha256(secret);
  return async (presented) => {
    const [a, b] = await Promise.all([sha256(presented), expected]);
    return timingSafeEqual ? timingSafeEqual(a, b) : xorEqual(a, b);
  };
}

/** The portable comparison, exported for its test (the one a web runtime uses). */
export const constantTimeEqual = xorEqual;
