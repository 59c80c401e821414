/**
 * Paxos's named problem types as error classes: one per type its problem pages and API document name,
 * each a subclass of its status's class (so a `catch` written for `PermissionDeniedError` or
 * `ConflictError` still catches it), with its `meta` typed. Kept apart from ./errors so a client
 * without credentials (the ticker page's `PaxosMarketClient`), whose public calls never meet them, does
 * not carry them.
 */
import {
  type APIError,
  BadRequestError,
  ConflictError,
  makeAPIError,
  PermissionDeniedError,
  type ProblemDetails,
  type ResponseHeaders,
} from "./errors";

/** A problem's `meta`: the documented fields typed, any other field the service adds kept as it came. */
export type ProblemMeta<Documented> = Documented & { readonly [field: string]: unknown };

/** `meta` of Already Exists. */
export type AlreadyExistsMeta = ProblemMeta<{
  /** The record that already holds the key (the order with the same `ref_id` …), as the service sent it. */
  existing?: Record<string, unknown>;
}>;

/**
 * 409 Already Exists: an at-most-once key (`ref_id`, a nickname, an accepted quote) is taken. Benign
 * when the request was a retry of one that went through; otherwise the request must change.
 * A create whose `ref_id` the SDK generated and re-sent never throws it for its own earlier attempt:
 * the call returns that record instead (docs/errors-and-retries.md).
 */
export class AlreadyExistsError<Existing = Record<string, unknown>> extends ConflictError {
  override name = "AlreadyExistsError";
  declare readonly meta: AlreadyExistsMeta | undefined;
  /**
   * The existing record, once checked against the operation's answer (or fetched through its GET):
   * typed as what the method returns. Undefined when the service sent none the SDK could check or fetch;
   * `meta.existing` still holds what it sent.
   */
  declare existing: Existing | undefined;

  constructor(status: number, problem: ProblemDetails, headers: ResponseHeaders, message?: string) {
    super(status, problem, headers, message);
    this.existing = undefined;
  }
}

/** `meta` of Insufficient Funds. */
export type InsufficientFundsMeta = ProblemMeta<{
  /** The profile funding the transaction. */
  profile_id?: string;
  /** The asset it lacks. */
  asset?: string;
  /** What the profile holds of `asset` (a decimal string). */
  available?: string;
  /** What the transaction needs of `asset` (a decimal string). */
  needed?: string;
}>;

/** 403 Insufficient Funds: the funding profile lacks `meta.needed` of `meta.asset`. */
export class InsufficientFundsError extends PermissionDeniedError {
  override name = "InsufficientFundsError";
  declare readonly meta: InsufficientFundsMeta | undefined;
}

/** `meta` of Expired. */
export type ExpiredMeta = ProblemMeta<{
  /** When the quote, fee or offer expired (RFC 3339). */
  expired_at?: string;
}>;

/** 403 Expired: the quote, guaranteed fee or offer acted on has expired (it will not come back). */
export class ExpiredError extends PermissionDeniedError {
  override name = "ExpiredError";
  declare readonly meta: ExpiredMeta | undefined;
}

/** 403 Rejected: market conditions invalidated a quote; ask for a new one. */
export class RejectedError extends PermissionDeniedError {
  override name = "RejectedError";
}

/** `meta` of Notional Value Too Large. */
export type NotionalValueTooLargeMeta = ProblemMeta<{
  market?: string;
  /** The order's type (`LIMIT` …). */
  order_type?: string;
  /** The order's notional value (a decimal string). */
  order_notional_value?: string;
  /** The largest the market allows for that type (a decimal string). */
  max_notional_value?: string;
}>;

/** 403 Notional Value Too Large: an order worth more than its market allows for its type. */
export class NotionalValueTooLargeError extends PermissionDeniedError {
  override name = "NotionalValueTooLargeError";
  declare readonly meta: NotionalValueTooLargeMeta | undefined;
}

/** `meta` of Travel Rule Information Required. */
export type TravelRuleInformationRequiredMeta = ProblemMeta<{
  address?: string;
  crypto_network?: string;
  identity_id?: string;
}>;

/**
 * 403 Travel Rule Information Required: the destination needs travel-rule details first (store them on
 * the crypto destination address, then retry).
 */
export class TravelRuleInformationRequiredError extends PermissionDeniedError {
  override name = "TravelRuleInformationRequiredError";
  declare readonly meta: TravelRuleInformationRequiredMeta | undefined;
}

/** `meta` of Identity Verification Required. */
export type IdentityVerificationRequiredMeta = ProblemMeta<{
  identity_id?: string;
  /** The identity's status now (`PENDING` …). */
  current_status?: string;
  /** The identity's path (`/v2/identity/identities/{id}`). */
  ref_path?: string;
}>;

/** 403 Identity Verification Required: the identity cannot transact until it is verified. */
export class IdentityVerificationRequiredError extends PermissionDeniedError {
  override name = "IdentityVerificationRequiredError";
  declare readonly meta: IdentityVerificationRequiredMeta | undefined;
}

/** 403 Market Conditions Prevented Execution: market conditions invalidated the order. */
export class MarketConditionsPreventedExecutionError extends PermissionDeniedError {
  override name = "MarketConditionsPreventedExecutionError";
}

/** 403 Planned Market Outage (`unavailable-market`): no marketable order is accepted for now. */
export class MarketUnavailableError extends PermissionDeniedError {
  override name = "MarketUnavailableError";
}

/** `meta` of the withdrawal-limit problems. */
export type WithdrawalLimitMeta = ProblemMeta<{
  /** The amount asked (a decimal string). */
  amount?: string;
  /** The limit it broke (a decimal string). */
  limit?: string;
}>;

/** 400 Withdrawal Amount Too Small (`below-min-withdraw-limit`): below the network's minimum. */
export class WithdrawalAmountTooSmallError extends BadRequestError {
  override name = "WithdrawalAmountTooSmallError";
  declare readonly meta: WithdrawalLimitMeta | undefined;
}

/** 400 Withdrawal Amount Too Large (`exceed-max-withdraw-limit`): above the asset's per-transaction limit. */
export class WithdrawalAmountTooLargeError extends BadRequestError {
  override name = "WithdrawalAmountTooLargeError";
  declare readonly meta: WithdrawalLimitMeta | undefined;
}

/** 400 Exceeds Maximum Precision Allowed (`exceed-precision`): more decimals than the asset allows. */
export class PrecisionExceededError extends BadRequestError {
  override name = "PrecisionExceededError";
}

/** 400 `minimum-commission-exceeds-notional`: the order's notional value does not cover the minimum commission. */
export class MinimumCommissionExceedsNotionalError extends BadRequestError {
  override name = "MinimumCommissionExceedsNotionalError";
}

/** `meta` of Unsupported Address. */
export type UnsupportedAddressMeta = ProblemMeta<{
  address?: string;
  /** Why Paxos will not send there (`INTERNAL_WITHDRAWAL_WALLET` …). */
  reason?: string;
}>;

/** 400 Unsupported Address: an address Paxos will not send to; `meta.reason` says why. */
export class UnsupportedAddressError extends BadRequestError {
  override name = "UnsupportedAddressError";
  declare readonly meta: UnsupportedAddressMeta | undefined;
}

type ProblemClass = new (status: number, problem: ProblemDetails, headers: ResponseHeaders, message?: string) => APIError;

/**
 * Each named type: its slug (the last segment of the URI), the status it comes with, its class, and the
 * `meta` fields documented as strings (a problem whose such field is not a string keeps its status's
 * class: the typed one would promise what the body does not hold).
 */
const NAMED: ReadonlyArray<readonly [slug: string, status: number, ErrorClass: ProblemClass, strings: readonly string[]]> = [
  ["already-exists", 409, AlreadyExistsError, []],
  ["insufficient-funds", 403, InsufficientFundsError, ["profile_id", "asset", "available", "needed"]],
  ["expired", 403, ExpiredError, ["expired_at"]],
  ["rejected", 403, RejectedError, []],
  ["notional-value-too-large", 403, NotionalValueTooLargeError, ["market", "order_type", "order_notional_value", "max_notional_value"]],
  ["travel-rule-information-required", 403, TravelRuleInformationRequiredError, ["address", "crypto_network", "identity_id"]],
  ["identity-verification-required", 403, IdentityVerificationRequiredError, ["identity_id", "current_status", "ref_path"]],
  ["market-conditions-prevented-execution", 403, MarketConditionsPreventedExecutionError, []],
  ["unavailable-market", 403, MarketUnavailableError, []],
  ["below-min-withdraw-limit", 400, WithdrawalAmountTooSmallError, ["amount", "limit"]],
  ["exceed-max-withdraw-limit", 400, WithdrawalAmountTooLargeError, ["amount", "limit"]],
  ["exceed-precision", 400, PrecisionExceededError, []],
  ["minimum-commission-exceeds-notional", 400, MinimumCommissionExceedsNotionalError, []],
  ["unsupported-address", 400, UnsupportedAddressError, ["address", "reason"]],
];

/**
 * The slug of a Paxos problem `type` URI, or undefined for any other type. Paxos writes the same type
 * under more than one URI (`https://developer.paxos.com/docs/v2/problems/already-exists` on its problem
 * pages, `https://api.paxos.com/v2/problems/already-exists` in some examples): any http(s) URI on
 * paxos.com or a subdomain whose path ends in `/problems/<slug>` (a trailing slash and the slug's case
 * aside) names that type.
 */
export function paxosProblemSlug(type: string | undefined): string | undefined {
  if (!type) return undefined;
  let url: URL;
  try {
    url = new URL(type);
  } catch {
    return undefined;
  }
  const host = url.hostname.toLowerCase();
  if ((url.protocol !== "https:" && url.protocol !== "http:") || (host !== "paxos.com" && !host.endsWith(".paxos.com"))) return undefined;
  const match = /\/problems\/([a-z0-9-]+)\/?$/i.exec(url.pathname);
  return match ? match[1]!.toLowerCase() : undefined;
}

/**
 * The one place a status and a problem type become an error class: the named type's class when the
 * URI names one of Paxos's types with the status Paxos gives it (and its documented fields have their
 * documented kinds), else the status's class (`makeAPIError`).
 */
export function makeProblemError(status: number, problem: ProblemDetails, headers: ResponseHeaders, message?: string): APIError {
  const slug = paxosProblemSlug(problem.type);
  const named = slug === undefined ? undefined : NAMED.find((entry) => entry[0] === slug && entry[1] === status);
  if (named && fitsDocumentedMeta(named[0], named[3], problem.meta)) return new named[2](status, problem, headers, message);
  return makeAPIError(status, problem, headers, message);
}

function fitsDocumentedMeta(slug: string, strings: readonly string[], meta: Record<string, unknown> | undefined): boolean {
  if (meta === undefined) return true;
  if (slug === "already-exists" && meta.existing !== undefined && (typeof meta.existing !== "object" || meta.existing === null || Array.isArray(meta.existing))) return false;
  return strings.every((field) => meta[field] === undefined || typeof meta[field] === "string");
}
