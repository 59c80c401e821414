/**
 * Controls on identities (sell-only, dormant, frozen, closed): who set them, why, and when they were
 * lifted. A client may set SELL_ONLY, DORMANT and CLOSED; FROZEN is Paxos's alone (a test adds one with
 * `store.identityControls.add` and `set_by: "SET_BY_PAXOS"`). A lifted control stays, with `deleted_at`.
 */
import type { Filled, Schemas } from "./records";

/**
 * A control as stored (the contract's `IdentityControl`, `is_overridable` and `reason_code` always set —
 * the client may lift its own, Paxos decides for the others), with the identity it belongs to and only the
 * two setters the mock knows.
 */
export type IdentityControlRecord = Omit<Filled<Schemas["IdentityControl"], "is_overridable" | "reason_code">, "set_by"> & {
  identity_id: string;
  set_by: "SET_BY_CLIENT" | "SET_BY_PAXOS";
};

/** The wire form of a control: everything but the identity it belongs to (the list is per identity). */
export function controlAnswer({ identity_id: _identity, ...answer }: IdentityControlRecord): Omit<IdentityControlRecord, "identity_id"> {
  return answer;
}
