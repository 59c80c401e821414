/**
 * The address book of external crypto addresses (`PUT /transfer/crypto-destination-address`, listed by
 * `GET /transfer/crypto-destination-addresses`): one entry per network and address, created or updated by
 * the same PUT. An entry is APPROVED on creation (the mock runs no review), so an orchestration may
 * deliver to it at once.
 */

/** An address-book entry as the API answers it (inside `{ address: … }` from the PUT). */
export interface CryptoDestinationAddressRecord {
  id: string;
  /** Identity the entry belongs to (third-party integrations); absent for a first-party entry. */
  identity_id?: string;
  crypto_network: string;
  address: string;
  nickname: string;
  /** PENDING, APPROVED or REJECTED; the mock approves on creation. */
  status: string;
  bookmarked: boolean;
  travelrule_metadata?: Record<string, unknown>;
  created_at: string;
}
