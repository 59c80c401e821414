/**
 * Fiat funding: POST /transfer/fiat-accounts and GET /transfer/fiat-accounts/{id} (the customer's bank
 * account, for withdrawals),
 * POST and GET /transfer/deposit-instructions (where to wire, and the memo id a wire must carry),
 * POST /transfer/fiat-withdrawals (debits the profile's USD).
 */
import { ProblemError, jsonResponse, notFound } from "../problem";
import type { DepositInstructionsRecord } from "../transfers";
import type { FiatAccount, FiatAccountOwner, FiatNetworkInstructions } from "../types";
import { operationRoute } from "./operation-route";

/** Where the mock tells customers to wire USD (a made-up bank; every set of instructions shares it). */
const PAXOS_WIRE = {
  account_number: "000123456789",
  fiat_account_owner_address: { country: "US", address1: "450 Lexington Ave", city: "New York", province: "NY", zip_code: "10017" },
  routing_details: {
    routing_number_type: "ABA",
    routing_number: "021000021",
    bank_name: "Mock Custodial Bank",
    bank_address: { country: "US", address1: "1 Mock Plaza", city: "New York", province: "NY", zip_code: "10005" },
  },
} as const;

/** Creates a fiat account (PENDING, as a new bank account is until reviewed); ref_id repeats answer 409. */
export const createFiatAccount = operationRoute("createFiatAccount", ({ body }, { store, clock }) => {
  const refId = body.ref_id as string | undefined;
  if (refId !== undefined && [...store.fiatAccounts.values()].some((a) => a.ref_id === refId)) {
    throw new ProblemError(409, `ref_id ${refId} was already used for a fiat account`, { rule: "idempotency", field: "ref_id" });
  }
  const now = clock.nowIso();
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
  store.events.append("transfer.fiat_account.created", "fiat_account", account);
  return jsonResponse(200, account);
});

/** A fiat account by id (seeded or created). */
export const getFiatAccount = operationRoute("getFiatAccount", ({ path }, { store }) => {
  const account = store.fiatAccounts.get((path.id as string).toLowerCase());
  if (!account) throw notFound(`fiat account ${path.id} not found`, { field: "id" });
  return jsonResponse(200, account);
});

/**
 * Creates deposit instructions for a profile: a fresh memo id (a wire carrying it credits that profile),
 * status VALID. The same ref_id again answers the instructions it created.
 */
export const createFiatDepositInstructions = operationRoute("createFiatDepositInstructions", ({ body }, { store, clock }) => {
  const profile = store.profiles.require(body.profile_id as string, "profile_id", false);
  const refId = body.ref_id as string | undefined;
  if (refId !== undefined) {
    const existing = [...store.depositInstructions.values()].find((r) => r.ref_id === refId);
    if (existing) return jsonResponse(200, existing);
  }
  const memoId = store.newId().replace(/-/g, "").slice(0, 10).toUpperCase();
  const record: DepositInstructionsRecord = {
    id: store.newId(),
    profile_id: profile.id,
    customer_id: store.ids.customerIds[0] as string,
    status: "VALID",
    memo_id: memoId,
    fiat_network_instructions: { wire: structuredClone(PAXOS_WIRE) },
    created_at: clock.nowIso(),
    ...(refId !== undefined ? { ref_id: refId } : {}),
    ...(typeof body.identity_id === "string" ? { identity_id: body.identity_id } : {}),
    ...(typeof body.account_id === "string" ? { account_id: body.account_id } : {}),
    ...(body.metadata !== undefined ? { metadata: body.metadata as Record<string, string> } : {}),
  };
  store.depositInstructions.set(record.id, record);
  store.memoIds.push(memoId);
  return jsonResponse(200, record);
});

/** Deposit instructions by id. */
export const getFiatDepositInstructions = operationRoute("getFiatDepositInstructions", ({ path }, { store }) => {
  const record = store.depositInstructions.get((path.id as string).toLowerCase());
  if (!record) throw notFound(`fiat deposit instructions ${path.id} not found`, { field: "id" });
  return jsonResponse(200, record);
});

/**
 * Withdraws USD to a fiat account: `amount` (what arrives) or `total` (what is debited), exactly one; the
 * mock charges no fee, so both are the same. A debit beyond the available balance is refused with 409
 * (rule insufficientFunds) and moves nothing; the same ref_id twice is refused with 409 (idempotency).
 */
export const createFiatWithdrawal = operationRoute("createFiatWithdrawal", ({ body }, { store }) => {
  const profile = store.profiles.require(body.profile_id as string, "profile_id", false);
  const account = store.fiatAccounts.get((body.fiat_account_id as string).toLowerCase());
  if (!account) throw notFound(`fiat account ${body.fiat_account_id} not found`, { field: "fiat_account_id" });
  const given = (["amount", "total"] as const).filter((f) => body[f] !== undefined);
  if (given.length !== 1) {
    throw new ProblemError(400, "exactly one of amount and total must be given", { rule: "oneOf", field: given.length === 0 ? "amount" : "total" });
  }
  const field = given[0] as "amount" | "total";
  const amount = body[field] as string;
  const refId = body.ref_id as string | undefined;
  if (refId !== undefined && [...store.transfers.values()].some((t) => t.ref_id === refId)) {
    throw new ProblemError(409, `ref_id ${refId} was already used for a transfer`, { rule: "idempotency", field: "ref_id" });
  }
  store.ledger.apply([{ profileId: profile.id, asset: "USD", delta: `-${amount}` }], field);
  const transfer = store.addTransfer({
    profile_id: profile.id,
    amount,
    asset: "USD",
    direction: "DEBIT",
    type: "WIRE_WITHDRAWAL",
    status: "COMPLETED",
    fiat_account_id: account.id,
    ...(refId !== undefined ? { ref_id: refId } : {}),
    ...(body.metadata !== undefined ? { metadata: body.metadata as Record<string, string> } : {}),
    ...(typeof body.memo === "string" ? { memo: body.memo } : {}),
  });
  return jsonResponse(200, transfer);
});
