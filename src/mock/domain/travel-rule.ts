/**
 * Paxos's travel rule for crypto withdrawals, where it applies (the travel-rule guide: entities onboarded
 * in certain geographies; the `travelRule` option turns it on): a withdrawal goes only to an address whose
 * beneficiary is known — an address-book entry (`PUT /transfer/crypto-destination-address`) for that
 * network, address and identity holding `travelrule_metadata.beneficiary`, or, in the inline form Paxos is
 * phasing out, the withdrawal's own `beneficiary`. Paxos names no amount below which it is waived, so
 * every amount needs it. Otherwise the answer is 403 Travel Rule Information Required (the API document's
 * example: `identity_id`, `crypto_network`, `address` in `meta`).
 */
import type { CryptoDestinationAddressRecord } from "./crypto-destination-addresses";

/** What a crypto withdrawal names that the travel rule reads. */
export interface TravelRuleWithdrawal {
  identity_id?: string;
  crypto_network: string;
  destination_address: string;
  /** The inline beneficiary (`person_details` or `institution_details`), if the request gave one. */
  beneficiary?: unknown;
}

/** Whether `value` is an object holding at least one of `keys` with a value other than undefined or false. */
function names(value: unknown, keys: readonly string[]): boolean {
  if (typeof value !== "object" || value === null) return false;
  return keys.some((key) => {
    const held = (value as Record<string, unknown>)[key];
    return held !== undefined && held !== null && held !== false;
  });
}

/**
 * Whether the withdrawal carries travel-rule details: its inline beneficiary, or the address-book entry of
 * its network, address and identity (a first-party withdrawal: an entry of no identity) with a beneficiary
 * in its travel-rule details (a person, an institution, or `self`, the end user's own wallet).
 */
export function hasTravelRuleDetails(withdrawal: TravelRuleWithdrawal, book: Iterable<CryptoDestinationAddressRecord>): boolean {
  if (names(withdrawal.beneficiary, ["person_details", "institution_details"])) return true;
  for (const entry of book) {
    if (entry.crypto_network !== withdrawal.crypto_network || entry.address !== withdrawal.destination_address || entry.identity_id !== withdrawal.identity_id) continue;
    if (names(entry.travelrule_metadata?.beneficiary, ["person_details", "institution_details", "self"])) return true;
  }
  return false;
}
