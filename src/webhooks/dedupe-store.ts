/**
 * Where a receiver records which events it has handled, so that a repeated
 * delivery is answered without acting again and two deliveries of one event
 * (in one process, or across a fleet sharing a store) never both act.
 *
 * An event moves claim → done. A claim is a lease: while `onEvent` runs the
 * receiver extends it; if the process dies, the lease lapses and Paxos's
 * redelivery claims the event again. A failed `onEvent` releases the claim.
 */
import { optionKeys, refuseUnknownOptions } from "../core/shared/option-keys";

/** What {@link WebhookDedupeStore.claim} found. */
export type ClaimResult =
  /** This caller holds the event now; `claim` identifies its lease. */
  | { status: "claimed"; claim: string }
  /** Another delivery holds an unexpired claim on the event. */
  | { status: "in-progress" }
  /** The event was handled already. */
  | { status: "done" };

/**
 * The receiver's record of handled events. In-memory by default
 * ({@link memoryDedupeStore}); `redisDedupeStore` from `paxos-sdk/redis` for
 * a fleet. A method that throws makes the receiver answer 503 (Paxos retries).
 */
export interface WebhookDedupeStore {
  /** Claims `eventId` for `leaseMs` unless it is done or claimed by someone else (atomically). */
  claim(eventId: string, leaseMs: number): Promise<ClaimResult>;
  /** Extends the lease of `claim` (nothing when it is no longer the holder). */
  extend(eventId: string, claim: string, leaseMs: number): Promise<void>;
  /** Marks the event done; false when `claim` had lost the event to another holder meanwhile. */
  complete(eventId: string, claim: string): Promise<boolean>;
  /** Gives the event up (its handling failed), so a redelivery can claim it; nothing when `claim` no longer holds it. */
  release(eventId: string, claim: string): Promise<void>;
}

/** Options of {@link memoryDedupeStore}. */
export interface MemoryDedupeStoreOptions {
  /** Most events remembered (default 10 000); past it the oldest done ones are forgotten first. */
  maxEntries?: number;
  /** How long a done event is remembered (default 24 h). */
  doneTtlMs?: number;
}

const MEMORY_STORE_OPTION_KEYS = /* @__PURE__ */ optionKeys<MemoryDedupeStoreOptions>()("maxEntries", "doneTtlMs");

interface Entry {
  /** The holder's claim, or undefined once done. */
  claim: string | undefined;
  expiresAt: number;
}

/**
 * A {@link WebhookDedupeStore} in this process's memory: enough for one
 * receiver process. Bounded: done events are kept `doneTtlMs` and at most
 * `maxEntries` events are remembered (a redelivery later than that acts again,
 * so keep `onEvent` idempotent on its own records where it matters).
 */
export function memoryDedupeStore(options: MemoryDedupeStoreOptions = {}): WebhookDedupeStore {
  refuseUnknownOptions("memoryDedupeStore()", options, MEMORY_STORE_OPTION_KEYS);
  const maxEntries = options.maxEntries ?? 10_000;
  const doneTtlMs = options.doneTtlMs ?? 24 * 60 * 60 * 1000;
  // Insertion order is age order: re-inserting on every change keeps the oldest first.
  const entries = new Map<string, Entry>();
  let claims = 0;

  const live = (eventId: string, now: number): Entry | undefined => {
    const entry = entries.get(eventId);
    if (entry && entry.expiresAt <= now) {
      entries.delete(eventId);
      return undefined;
    }
    return entry;
  };

  const put = (eventId: string, entry: Entry): void => {
    entries.delete(eventId);
    entries.set(eventId, entry);
    if (entries.size <= maxEntries) return;
    const now = Date.now();
    // Expired first, then the oldest done; a running claim is forgotten only when nothing else is left.
    for (const [id, old] of entries) {
      if (entries.size <= maxEntries) return;
      if (old.expiresAt <= now || old.claim === undefined) entries.delete(id);
    }
    for (const id of entries.keys()) {
      if (entries.size <= maxEntries) return;
      entries.delete(id);
    }
  };

  return {
    async claim(eventId, leaseMs) {
      const entry = live(eventId, Date.now());
      if (entry) return entry.claim === undefined ? { status: "done" } : { status: "in-progress" };
      const claim = `claim-${++claims}`;
      put(eventId, { claim, expiresAt: Date.now() + leaseMs });
      return { status: "claimed", claim };
    },
    async extend(eventId, claim, leaseMs) {
      const entry = live(eventId, Date.now());
      if (entry && entry.claim === claim) entry.expiresAt = Date.now() + leaseMs;
    },
    async complete(eventId, claim) {
      const entry = live(eventId, Date.now());
      // Our lease lapsed and nobody took the event: still ours to mark done.
      if (entry && entry.claim !== claim) return false;
      put(eventId, { claim: undefined, expiresAt: Date.now() + doneTtlMs });
      return true;
    },
    async release(eventId, claim) {
      const entry = live(eventId, Date.now());
      if (entry && entry.claim === claim) entries.delete(eventId);
    },
  };
}
