/** PUT /transfer/fiat-accounts/{id} — scope transfer:write_fiat_account (spec 4.3). */
import { checkOwnerKind, mergeUpdate } from "./fiat-bodies";
import { badRequest, jsonResponse, notFound } from "../protocol/problem";
import type { FiatAccountOwner, FiatNetworkInstructions } from "../domain/records";
import { operationRoute } from "./operation-route";

/** The owner kind of a record or an update: a person, an institution, or neither named. */
function ownerKind(owner: Record<string, unknown> | undefined): "person" | "institution" | undefined {
  if (owner?.person_details !== undefined) return "person";
  if (owner?.institution_details !== undefined) return "institution";
  return undefined;
}

/**
 * Updates a fiat account. The owner and the network instructions are merged field by field into the
 * record (a field left out is kept, an empty string is ignored); instructions may come at the top level of
 * the body or inside `fiat_account_owner` (the public document's examples use the latter), and both land
 * in the record's instructions. Metadata, when given, replaces the record's. An owner cannot change kind
 * (person ↔ institution). The answer is the record, PENDING again while the change would be reviewed;
 * updated_at becomes mock now.
 */
export const updateFiatAccount = operationRoute("updateFiatAccount", ({ path, body }, { store, clock }) => {
  const id = path.id as string;
  const owner = body.fiat_account_owner as Record<string, unknown> | undefined;
  if (owner !== undefined) checkOwnerKind(owner, "fiat_account_owner");
  const instructions = body.fiat_network_instructions as Record<string, unknown> | undefined;
  const metadata = body.metadata as Record<string, string> | undefined;
  const account = store.fiatAccount(id);
  if (!account) throw notFound(`fiat account ${id} not found`, { field: "id" });

  if (owner !== undefined) {
    const { fiat_network_instructions: nested, ...ownerFields } = owner;
    const from = ownerKind(account.fiat_account_owner as Record<string, unknown> | undefined);
    const to = ownerKind(ownerFields);
    if (from !== undefined && to !== undefined && from !== to) {
      throw badRequest("fiat_account_owner", "ownerKind", `fiat_account_owner cannot be changed from ${from} to ${to}`);
    }
    account.fiat_account_owner = mergeUpdate<FiatAccountOwner>(account.fiat_account_owner, ownerFields);
    if (nested !== undefined) {
      account.fiat_network_instructions = mergeUpdate<FiatNetworkInstructions>(account.fiat_network_instructions, nested as Record<string, unknown>);
    }
  }
  if (instructions !== undefined) {
    account.fiat_network_instructions = mergeUpdate<FiatNetworkInstructions>(account.fiat_network_instructions, instructions);
  }
  if (metadata !== undefined) account.metadata = { ...metadata };
  account.status = "PENDING";
  account.updated_at = clock.nowIso();
  return jsonResponse(200, account);
});
