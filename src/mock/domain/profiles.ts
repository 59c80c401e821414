/**
 * The mock's profiles: the seeded pool (the first one is the customer's DEFAULT profile, the rest
 * NORMAL) plus those created through `POST /profiles`, with their deactivation state. Balances live
 * in the ledger (./ledger.ts), keyed by profile id.
 */
/** A profile as the API answers it. */
export interface ProfileRecord {
  id: string;
  nickname: string;
  /** DEFAULT (one per customer, never deactivated) or NORMAL. */
  type: string;
  description?: string;
  account_id?: string;
}

interface StoredProfile {
  profile: ProfileRecord;
  deactivated: boolean;
  /** When it was created (the list's sort key; the API's profile record carries no timestamp). */
  created_at: string;
}

/** The profile table, in creation order. */
export class ProfileTable {
  private readonly byId = new Map<string, StoredProfile>();

  constructor(
    seededIds: readonly string[],
    private readonly now: () => string,
  ) {
    const seededAt = now();
    seededIds.forEach((id, i) => {
      const profile = i === 0 ? { id, nickname: "default", type: "DEFAULT" } : { id, nickname: `Profile ${i}`, type: "NORMAL" };
      this.byId.set(id, { profile, deactivated: false, created_at: seededAt });
    });
  }

  /** Adds a NORMAL profile created at `createdAt` (default now). */
  add(profile: ProfileRecord, createdAt = this.now()): ProfileRecord {
    this.byId.set(profile.id, { profile, deactivated: false, created_at: createdAt });
    return profile;
  }

  /** The profile with this id (`default` names the DEFAULT profile); deactivated ones only when asked. */
  find(id: string, includeDeactivated = true): ProfileRecord | undefined {
    const stored = id === "default" ? [...this.byId.values()].find((s) => s.profile.type === "DEFAULT") : this.byId.get(id.toLowerCase());
    if (!stored || (stored.deactivated && !includeDeactivated)) return undefined;
    return stored.profile;
  }

  /** Whether the profile is deactivated. */
  isDeactivated(id: string): boolean {
    return this.byId.get(id)?.deactivated ?? false;
  }

  /** Marks a profile (in)active. */
  setDeactivated(id: string, deactivated: boolean): void {
    const stored = this.byId.get(id);
    if (stored) stored.deactivated = deactivated;
  }

  /** Every profile with its id and creation time (the rows a list pages over), deactivated ones only when asked. */
  rows(includeDeactivated = false): { id: string; created_at: string; profile: ProfileRecord }[] {
    return [...this.byId.values()].filter((s) => includeDeactivated || !s.deactivated).map((s) => ({ id: s.profile.id, created_at: s.created_at, profile: s.profile }));
  }
}
