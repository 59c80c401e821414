/**
 * Controls on identities (sell-only, dormant, frozen, closed): who set them, why, and when they were
 * lifted. A client may set SELL_ONLY, DORMANT and CLOSED; FROZEN is Paxos's alone (a test adds one with
 * `store.identityControls.add` and `set_by: "SET_BY_PAXOS"`). A lifted control stays, with `deleted_at`.
 */

/** A control as the API answers it. */
export interface IdentityControlRecord {
  id: string;
  identity_id: string;
  type: string;
  set_by: "SET_BY_CLIENT" | "SET_BY_PAXOS";
  /** Whether the client may lift it: always for its own, as Paxos decides for the others. */
  is_overridable: boolean;
  reason_code: string;
  reason?: string;
  created_at: string;
  deleted_at?: string;
}

/** The wire form of a control: everything but the identity it belongs to (the list is per identity). */
export function controlAnswer({ identity_id: _identity, ...answer }: IdentityControlRecord): Omit<IdentityControlRecord, "identity_id"> {
  return answer;
}
