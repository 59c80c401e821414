/**
 * Paxos's named problem types, as the mock answers them: the `type` URI, the `status` and `title` each
 * comes with, and the `meta` fields a handler reads (Paxos's problem pages and the examples of its API
 * document). Routes refuse with `paxosProblem(...)`, never with a hand-written URI, so a refusal the
 * service types is typed the same way here; everything else stays `about:blank` (`problem.ts`).
 */
import { type ProblemMeta, ProblemError } from "./problem";

/** Where Paxos's problem pages live: every named type is this plus its slug. */
export const PAXOS_PROBLEM_TYPE_BASE = "https://developer.paxos.com/docs/v2/problems/";

/** A problem's documented `meta`, per type (amounts are decimal strings; times RFC 3339). */
export interface PaxosProblemMetas {
  /** 409: a `ref_id` (or another unique key) used already; `existing` is the record that holds it. */
  "already-exists": { existing: object };
  /** 403: the funding profile lacks `needed` of `asset`; `available` is what it holds. */
  "insufficient-funds": { profile_id: string; asset: string; available: string; needed: string };
  /** 403: the quote, fee or offer acted on expired at `expired_at`. */
  expired: { expired_at: string };
  /** 403: market conditions invalidated a quote; no meta fields (`{}`). */
  rejected: Record<string, never>;
  /** 403: an order's notional value is above the market's maximum for its type. */
  "notional-value-too-large": { market: string; max_notional_value: string; order_notional_value: string; order_type: string };
  /** 403: the destination needs travel-rule details first (the address book entry's `travelrule_metadata`); `identity_id` when the withdrawal names one. */
  "travel-rule-information-required": { address: string; crypto_network: string; identity_id?: string };
  /** 403: the identity cannot transact yet; `ref_path` is the identity's path. */
  "identity-verification-required": { current_status: string; identity_id: string; ref_path: string };
  /** 403: market conditions invalidated an order. */
  "market-conditions-prevented-execution": Record<string, never>;
  /** 403: a planned market outage: no marketable order is accepted now. */
  "unavailable-market": Record<string, never>;
  /** 400: a withdrawal below the network's minimum `limit`. */
  "below-min-withdraw-limit": { amount: string; limit: string };
  /** 400: a withdrawal above the asset's per-transaction `limit`. */
  "exceed-max-withdraw-limit": { amount: string; limit: string };
  /** 400: an amount with more decimal places than the asset allows. */
  "exceed-precision": Record<string, never>;
  /** 400: an order's notional value does not cover the minimum commission. */
  "minimum-commission-exceeds-notional": Record<string, never>;
  /** 400: an address Paxos will not send to; `reason` says why (e.g. `INTERNAL_WITHDRAWAL_WALLET`). */
  "unsupported-address": { address: string; reason: string };
}

/** The slug of a named problem type (the last segment of its URI). */
export type PaxosProblemType = keyof PaxosProblemMetas;

/** Status and title of each named problem type, as Paxos sends them. */
export const PAXOS_PROBLEM_TYPES: Readonly<Record<PaxosProblemType, { readonly status: number; readonly title: string }>> = {
  "already-exists": { status: 409, title: "Already Exists" },
  "insufficient-funds": { status: 403, title: "Insufficient Funds" },
  expired: { status: 403, title: "Expired" },
  rejected: { status: 403, title: "Rejected" },
  "notional-value-too-large": { status: 403, title: "Notional Value Too Large" },
  "travel-rule-information-required": { status: 403, title: "Travel Rule Information Required" },
  "identity-verification-required": { status: 403, title: "Identity Verification Required" },
  "market-conditions-prevented-execution": { status: 403, title: "Market Conditions Prevented Execution" },
  "unavailable-market": { status: 403, title: "Planned Market Outage" },
  "below-min-withdraw-limit": { status: 400, title: "Withdrawal Amount Too Small" },
  "exceed-max-withdraw-limit": { status: 400, title: "Withdrawal Amount Too Large" },
  "exceed-precision": { status: 400, title: "Exceeds Maximum Precision Allowed" },
  "minimum-commission-exceeds-notional": { status: 400, title: "Order notional value must exceed minimum commission" },
  "unsupported-address": { status: 400, title: "Unsupported Address" },
};

/** The `type` URI of a named problem. */
export function paxosProblemUri(type: PaxosProblemType): string {
  return PAXOS_PROBLEM_TYPE_BASE + type;
}

/**
 * The refusal of a named problem type: its status, title and URI, and `meta` holding the documented
 * fields and `extra` (the mock's own `rule` and `field`, which name the request field at fault; where
 * both name a key, the documented field wins). Throw it from a route.
 *
 *     throw paxosProblem("insufficient-funds", `insufficient USD funds in profile ${id}`,
 *       { profile_id: id, asset: "USD", available: "50", needed: "100" }, { rule: "insufficientFunds", field: "amount" });
 */
export function paxosProblem<T extends PaxosProblemType>(
  type: T,
  detail: string,
  meta: PaxosProblemMetas[T],
  extra: ProblemMeta = {},
  headers: Record<string, string> = {},
): ProblemError {
  const { status, title } = PAXOS_PROBLEM_TYPES[type];
  return new ProblemError(status, detail, { ...extra, ...meta }, headers, { type: paxosProblemUri(type), title });
}

/**
 * The answer to a create whose `ref_id` (or `field`) was used already: Paxos's Already Exists (409), with
 * the record that holds the key in `meta.existing`, in the form the operation's own answer has (a caller
 * that lost the first answer, or is retrying, picks it up from there).
 */
export function refIdTaken(what: string, refId: string | undefined, existing: object, field = "ref_id"): ProblemError {
  return paxosProblem("already-exists", `${what} already exists with ref_id '${refId}'`, { existing }, { rule: "idempotency", field });
}
