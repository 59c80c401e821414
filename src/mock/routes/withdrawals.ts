/**
 * Withdrawals out of a profile: POST /transfer/fiat-withdrawals (USD to a fiat account) and
 * POST /transfer/crypto-withdrawals (an asset to a blockchain address). Each debits the profile's balance
 * exactly, all or nothing, and is recorded as a transfer (listed in transfers), announced by the document's
 * events: a crypto withdrawal completes at once (pending, then completed); a fiat one is a WIRE_WITHDRAWAL
 * (`act_withdrawal` to an account reached over DBS Act) that settles as ../fiat-settlement.ts says, failing
 * (its amount given back) when the fiat account is deleted before it settles.
 * The mock charges no fee, so `amount` (what arrives) and `total` (what is debited) are the same, except
 * for a crypto withdrawal with a guaranteed fee (`fee_id`, ../withdrawal-fees.ts), which pays that fee.
 */
import { Decimal } from "../../decimal";
import { ProblemError, badRequest, jsonResponse, notFound } from "../protocol/problem";
import { paxosProblem } from "../protocol/paxos-problems";
import { canonicalToNanos } from "../domain/timestamps";
import { startFiatTransfer } from "../domain/fiat-settlement";
import { reusedTransferRef } from "../domain/transfers";
import { exceededSandboxCap } from "../domain/sandbox-withdrawal-caps";
import { hasTravelRuleDetails } from "../domain/travel-rule";
import { makeTransactionHash } from "../domain/transaction-hashes";
import type { RouteContext } from "./context";
import { type CheckedRequest, operationRoute } from "./operation-route";
import { checkAttribution, requireAsset, requireProfile } from "./references";

/** The amount field the caller gave (exactly one of amount and total, as the contract says) and its value. */
export function amountOrTotal(body: Record<string, unknown>): { field: "amount" | "total"; amount: string } {
  const given = (["amount", "total"] as const).filter((f) => body[f] !== undefined);
  if (given.length !== 1) {
    throw new ProblemError(400, "exactly one of amount and total must be given", { rule: "oneOf", field: given.length === 0 ? "amount" : "total" });
  }
  const field = given[0] as "amount" | "total";
  return { field, amount: body[field] as string };
}

/**
 * The checks every withdrawal shares: an active profile, the identity and account it is attributed to
 * (each 404 naming it when unknown), a known asset (400 unknownAsset), one amount field, a ref_id not used before.
 */
function prepare({ body }: CheckedRequest, { store }: RouteContext) {
  const profile = requireProfile(store, body.profile_id as string, "profile_id", { activeOnly: true });
  checkAttribution(store, body);
  requireAsset(body.asset, "asset");
  requireAsset(body.balance_asset, "balance_asset");
  const { field, amount } = amountOrTotal(body);
  const refId = body.ref_id as string | undefined;
  const existing = refId === undefined ? undefined : store.transferByRefId(refId);
  if (existing) throw reusedTransferRef(refId as string, existing);
  const optional = {
    ...(refId !== undefined ? { ref_id: refId } : {}),
    ...(typeof body.identity_id === "string" ? { identity_id: body.identity_id } : {}),
    ...(typeof body.account_id === "string" ? { account_id: body.account_id } : {}),
    ...(body.metadata !== undefined ? { metadata: body.metadata as Record<string, string> } : {}),
    ...(typeof body.memo === "string" ? { memo: body.memo } : {}),
  };
  return { profile, field, amount, optional };
}

/**
 * Withdraws USD to a fiat account (404 naming fiat_account_id for an unknown or deleted one; 400 with
 * Paxos's "fiat account has invalid status …, must be approved" for one that is not APPROVED). A debit
 * beyond the available balance is refused with 403 insufficientFunds (as the contract says) naming the
 * amount field, and moves nothing; a ref_id used before answers 409 with the first transfer.
 */
export const createFiatWithdrawal = operationRoute("createFiatWithdrawal", (request, ctx) => {
  const { store } = ctx;
  const { body } = request;
  const { profile, field, amount, optional } = prepare(request, ctx);
  const account = store.fiatAccount(body.fiat_account_id as string);
  if (!account) throw notFound(`fiat account ${body.fiat_account_id} not found`, { field: "fiat_account_id" });
  // Paxos sends only to an account its review APPROVED (a new or updated one is PENDING until then).
  if (account.status !== "APPROVED") {
    throw new ProblemError(400, `fiat account has invalid status ${account.status}, must be approved`, { rule: "fiatAccountApproved", field: "fiat_account_id", status: account.status });
  }
  store.ledger.apply([{ profileId: profile.id, asset: "USD", delta: `-${amount}` }], field, 403);
  const transfer = startFiatTransfer(store, { profile_id: profile.id, amount, asset: "USD", direction: "DEBIT", type: "WIRE_WITHDRAWAL", fiat_account_id: account.id, ...optional }, {
    ...(account.fiat_network_instructions?.dbs_act !== undefined ? { rail: "ACT" } : {}),
    // The bank account deleted before the money left: the withdrawal fails and the amount comes back.
    fails: () => store.fiatAccount(account.id) === undefined,
    onFail: [{ profileId: profile.id, asset: "USD", delta: amount }],
  });
  return jsonResponse(200, transfer);
});

/**
 * Sends an asset to a blockchain address: debits `balance_asset` (default the asset itself; a Paxos USD
 * stablecoin may be paid out of the USD balance) and records a completed CRYPTO_WITHDRAWAL with an
 * on-chain hash. More than the balance: 403 insufficientFunds naming the amount field, nothing moves; a
 * ref_id used before: 409 with the first transfer. With `fee_id` the quoted fee is paid (see guaranteedFee).
 * Unless the `sandboxWithdrawalCaps` option is false, more than the sandbox's per-transaction cap of the asset (../domain/sandbox-withdrawal-caps.ts): 400
 * Withdrawal Amount Too Large (`exceed-max-withdraw-limit`, meta `amount` and `limit`), nothing moves.
 * With the `travelRule` option, a destination without travel-rule details (../domain/travel-rule.ts): 403
 * Travel Rule Information Required naming destination_address, nothing moves.
 */
export const createCryptoWithdrawal = operationRoute("createCryptoWithdrawal", (request, ctx) => {
  const { store } = ctx;
  const { body } = request;
  const { profile, field, amount: given, optional } = prepare(request, ctx);
  const asset = body.asset as string;
  const balanceAsset = (body.balance_asset as string | undefined) ?? asset;
  const { amount, fee, total } = guaranteedFee(body, field, given, ctx);
  const cap = store.sandboxWithdrawalCaps ? exceededSandboxCap(asset, amount) : undefined;
  if (cap !== undefined) {
    throw paxosProblem("exceed-max-withdraw-limit", `a sandbox ${asset} withdrawal may send at most ${cap} per transaction, not ${amount}`, { amount, limit: cap }, { rule: "sandboxWithdrawalCap", field });
  }
  if (store.travelRule) {
    const destination = { crypto_network: body.crypto_network as string, destination_address: body.destination_address as string };
    const identityId = body.identity_id as string | undefined;
    if (!hasTravelRuleDetails({ ...destination, ...(identityId !== undefined ? { identity_id: identityId } : {}), beneficiary: body.beneficiary }, store.cryptoDestinationAddresses.values())) {
      throw paxosProblem(
        "travel-rule-information-required",
        `Travel Rule information is required for this destination: put the address in the address book (PUT /transfer/crypto-destination-address) with travelrule_metadata.beneficiary and retry`,
        { ...(identityId !== undefined ? { identity_id: identityId } : {}), crypto_network: destination.crypto_network, address: destination.destination_address },
        { rule: "travelRule", field: "destination_address" },
      );
    }
  }
  store.ledger.apply([{ profileId: profile.id, asset: balanceAsset, delta: `-${total}` }], field, 403);
  const transfer = store.addTransfer({
    profile_id: profile.id,
    amount,
    total,
    ...(fee !== undefined ? { fee } : {}),
    asset,
    balance_asset: balanceAsset,
    direction: "DEBIT",
    type: "CRYPTO_WITHDRAWAL",
    status: "COMPLETED",
    crypto_network: body.crypto_network as string,
    destination_address: body.destination_address as string,
    crypto_tx_hash: makeTransactionHash(body.crypto_network as string, store.newId() + store.newId() + store.newId() + store.newId()),
    ...optional,
  });
  return jsonResponse(200, transfer);
});

/**
 * What a crypto withdrawal moves: without `fee_id` no fee (amount = total); with one, the quote must
 * exist (404 naming fee_id), still hold (403 feeExpired naming fee_id, as the contract says), be for the
 * same asset, network and address (400 naming fee_id) and the amount must not exceed the quoted one
 * (400 naming the amount field); then `amount` has the fee on top, or `total` has it taken out.
 */
function guaranteedFee(body: Record<string, unknown>, field: "amount" | "total", given: string, { store, clock }: RouteContext): { amount: string; fee?: string; total: string } {
  const feeId = body.fee_id as string | undefined;
  if (feeId === undefined) return { amount: given, total: given };
  const quote = store.cryptoWithdrawalFees.get(feeId.toLowerCase());
  if (!quote) throw notFound(`guaranteed fee ${feeId} not found`, { field: "fee_id" });
  if (canonicalToNanos(quote.expires_at) <= clock.nowNanos()) {
    throw paxosProblem("expired", `guaranteed fee ${feeId} expired at ${quote.expires_at}`, { expired_at: quote.expires_at }, { rule: "feeExpired", field: "fee_id" });
  }
  for (const key of ["asset", "crypto_network", "destination_address"] as const) {
    if (body[key] !== quote[key]) throw badRequest("fee_id", "feeMismatch", `guaranteed fee ${feeId} was quoted for ${key} ${quote[key]}, not ${String(body[key])}`);
  }
  const amount = field === "amount" ? new Decimal(given) : new Decimal(given).minus(quote.fee);
  if (amount.lte(0)) throw badRequest("total", "exclusiveMinimum", `total must exceed the fee of ${quote.fee} ${quote.asset}`);
  if (amount.gt(quote.amount)) throw badRequest(field, "maximum", `the amount ${amount.toFixed()} exceeds the ${quote.amount} quoted with fee ${feeId}`, { limit: quote.amount });
  return { amount: amount.toFixed(), fee: quote.fee, total: amount.plus(quote.fee).toFixed() };
}
