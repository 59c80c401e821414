/**
 * What a request names that the mock must hold, checked as the service checks it, after the request's
 * form (the contract's checks) and before anything moves:
 *
 * - A record named by id — a profile, identity, identity account, fiat account, address-book entry,
 *   quote, fee, VASP … — in the path or the body that the mock does not have is 404 naming the field
 *   (`{ field: "account_id" }`), Paxos's "Could not find profile / identity" answer. A profile is
 *   looked up by `requireProfile` alone, whose 404 also names the rule (`unknownProfile`).
 * - An asset or a market, which is a name rather than a record, is 400 (`unknownAsset`,
 *   `unknownMarket`) in a body; a market or asset in the path that names nothing is 404, like any path.
 * - A query parameter that filters a list (`profile_ids`, `identity_id`, `account_ids` …) stays a filter:
 *   an id that names nothing matches nothing, and the answer is an empty page, as the service's is.
 */
import type { IdentityRecord } from "../domain/identities";
import type { ProfileRecord } from "../domain/profiles";
import { isKnownAsset } from "../domain/pricing";
import type { IdentityAccount } from "../domain/records";
import type { MockState } from "../domain/store";
import { badRequest, notFound } from "../protocol/problem";

/**
 * The profile `id` names (`default` names the DEFAULT profile), or 404 naming `field` and the rule
 * `unknownProfile`. With `activeOnly`, a deactivated profile is unknown too: what moves funds or acts
 * on a profile sees only active ones, what reads one sees them all. Every route that needs a profile to
 * exist asks here, so they all answer alike.
 */
export function requireProfile(store: MockState, id: string, field: string, { activeOnly = false }: { activeOnly?: boolean } = {}): ProfileRecord {
  const profile = store.profiles.find(String(id), !activeOnly);
  if (!profile) throw notFound(`profile ${id} not found`, { field, rule: "unknownProfile" });
  return profile;
}

/** The identity `id` names, or 404 naming `field`. */
export function requireIdentity(store: MockState, id: string, field: string): IdentityRecord {
  const identity = store.identities.get(String(id).toLowerCase());
  if (!identity) throw notFound(`identity ${id} not found`, { field });
  return identity;
}

/** The identity account `id` names, or 404 naming `field`. */
export function requireAccount(store: MockState, id: string, field: string): IdentityAccount {
  const account = store.identityAccounts.get(String(id).toLowerCase());
  if (!account) throw notFound(`account ${id} not found`, { field });
  return account;
}

/**
 * Checks the optional identity and account a body attributes a record to (`identity_id`, `account_id`,
 * or the names given, e.g. `from_identity_id`): each one given must exist (404 naming it).
 */
export function checkAttribution(store: MockState, body: Record<string, unknown>, identityField = "identity_id", accountField = "account_id"): void {
  if (typeof body[identityField] === "string") requireIdentity(store, body[identityField], identityField);
  if (typeof body[accountField] === "string") requireAccount(store, body[accountField], accountField);
}

/** Refuses (400 unknownAsset naming `field`) an asset the mock does not know (see `isKnownAsset`). */
export function requireAsset(asset: unknown, field: string): void {
  if (typeof asset === "string" && !isKnownAsset(asset)) throw badRequest(field, "unknownAsset", `asset ${asset} is not supported`);
}
