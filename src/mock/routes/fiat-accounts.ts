/**
 * Fiat accounts (the customer's bank accounts, for withdrawals): POST and GET /transfer/fiat-accounts,
 * GET and DELETE /transfer/fiat-accounts/{id}. The update (PUT) is routes/update-fiat-account.ts. Seeded
 * and created accounts live in `store.fiatAccounts`; a deleted one stays there, marked in
 * `store.deletedFiatAccounts`, and is found only when the caller asks for deleted accounts.
 */
import { ProblemError, jsonResponse, notFound } from "../protocol/problem";
import { refIdTaken } from "../protocol/paxos-problems";
import type { FiatAccount, FiatAccountOwner, FiatNetworkInstructions } from "../domain/records";
import { listPage } from "./list-page";
import { operationRoute } from "./operation-route";
import { checkAttribution } from "./references";

/**
 * Creates a fiat account (PENDING, as a new bank account is until reviewed) of the identity and account
 * given (404 naming identity_id or account_id when unknown); ref_id repeats answer 409.
 */
export const createFiatAccount = operationRoute("createFiatAccount", ({ body }, { store }) => {
  checkAttribution(store, body);
  const refId = body.ref_id as string | undefined;
  const existing = refId === undefined ? undefined : [...store.fiatAccounts.values()].find((a) => a.ref_id === refId);
  if (existing) throw refIdTaken("fiat account", refId, existing);
  // Stamped (one nanosecond apart within an instant), so the list shows accounts in the order they were made.
  const now = store.stamp();
  const account: FiatAccount = {
    id: store.newId(),
    fiat_network_instructions: body.fiat_network_instructions as FiatNetworkInstructions,
    fiat_account_owner: body.fiat_account_owner as FiatAccountOwner,
    status: "PENDING",
    created_at: now,
    updated_at: now,
    ...(refId !== undefined ? { ref_id: refId } : {}),
    ...(typeof body.identity_id === "string" ? { identity_id: body.identity_id } : {}),
    ...(typeof body.account_id === "string" ? { account_id: body.account_id } : {}),
    ...(body.metadata !== undefined ? { metadata: body.metadata as Record<string, string> } : {}),
  };
  store.fiatAccounts.set(account.id, account);
  return jsonResponse(200, account);
});

/** A fiat account by id (seeded or created); a deleted one only with include_deleted=true. */
export const getFiatAccount = operationRoute("getFiatAccount", ({ path, query }, { store }) => {
  const account = store.fiatAccount(path.id as string, query.include_deleted === true);
  if (!account) throw notFound(`fiat account ${path.id} not found`, { field: "id" });
  return jsonResponse(200, account);
});

/** The last four characters of an account number behind a mask, as the list shows it ("XXXX5678"). */
function masked(accountNumber: string | undefined): string | undefined {
  return accountNumber === undefined ? undefined : `XXXX${accountNumber.slice(-4)}`;
}

/**
 * A fiat account as the list shows it (the contract's FiatAccountSummary): owner names and every
 * address left out, written as null where the service writes null, the account number masked.
 */
export function fiatAccountSummary(account: FiatAccount): Record<string, unknown> {
  const { fiat_account_owner: owner, fiat_network_instructions: instructions, ...rest } = account;
  const summary: Record<string, unknown> = { ...structuredClone(rest) };
  if (owner !== undefined) summary.fiat_account_owner = owner.institution_details !== undefined ? { institution_details: {} } : { person_details: null };
  const { wire, ...networks } = structuredClone(instructions);
  const listed: Record<string, unknown> = { ...networks };
  if (wire !== undefined) {
    const { account_number, fiat_account_owner_address: _address, routing_details, intermediary_routing_details, intermediary_bank_address: _bank, ...other } = wire;
    const routing = (details: typeof routing_details) => (details === undefined ? undefined : { ...details, bank_address: null });
    listed.wire = {
      ...other,
      ...(account_number !== undefined ? { account_number: masked(account_number) } : {}),
      fiat_account_owner_address: null,
      ...(routing_details !== undefined ? { routing_details: routing(routing_details) } : {}),
      ...(intermediary_routing_details !== undefined ? { intermediary_routing_details: routing(intermediary_routing_details) } : {}),
    };
  }
  summary.fiat_network_instructions = listed;
  return summary;
}

/**
 * Fiat accounts newest first (ASC on request), by ids and ref_ids and the created_at bounds, deleted ones
 * only with include_deleted=true, in the abbreviated form of the list; paged with keyset cursors.
 */
export const listFiatAccounts = operationRoute("listFiatAccounts", ({ query }, { store }) => {
  const ids = (query.ids as string[] | undefined)?.map((id) => id.toLowerCase());
  const refIds = query.ref_ids as string[] | undefined;
  const includeDeleted = query.include_deleted === true;
  const match = (a: FiatAccount) =>
    (includeDeleted || !store.deletedFiatAccounts.has(a.id)) &&
    (ids === undefined || ids.includes(a.id)) &&
    (refIds === undefined || (a.ref_id !== undefined && refIds.includes(a.ref_id)));
  const page = listPage(store.fiatAccounts.values(), query, match);
  return jsonResponse(200, { items: page.items.map(fiatAccountSummary), next_page_cursor: page.next_page_cursor });
});

/**
 * Deletes a fiat account: it leaves the list and `get` answers 404 (both find it again with
 * include_deleted), and no withdrawal can be sent to it. Deleting it again answers 404, as for any
 * account that cannot be found. Answers `{}`.
 */
export const deleteFiatAccount = operationRoute("deleteFiatAccount", ({ path }, { store }) => {
  const account = store.fiatAccount(path.id as string);
  if (!account) throw notFound(`fiat account ${path.id} not found`, { field: "id" });
  store.deletedFiatAccounts.add(account.id);
  return jsonResponse(200, {});
});
