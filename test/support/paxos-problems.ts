/**
 * Paxos's named problem types as its problem pages (`api-reference/problems/*.mdx` of its documentation
 * source) and the problem examples of its API document (`components/examples/Problem_*`, and the 409s of
 * its operations) give them: the `type` URI, `status`, `title` and the `meta` field names, with values of
 * the documented form. The details and ids are this project's own. Both the mock's vocabulary and the
 * SDK's error classes are tested against this table, never against each other.
 */

/** One documented problem example. */
export interface DocumentedProblem {
  /** Where Paxos documents it (for the test's name). */
  source: string;
  body: { type: string; title: string; status: number; detail: string; meta?: Record<string, unknown> };
}

const BASE = "https://developer.paxos.com/docs/v2/problems/";
const PROFILE = "0b6e3c43-7a2c-4b8e-9c1e-4f3f6a2d9e10";
const IDENTITY = "5d1f0a0e-1f7b-4c33-8f59-6a2b7c9d0e11";

/** Every named type Paxos documents, one example each (two for a type whose URI has a documented variant). */
export const DOCUMENTED_PROBLEMS: readonly DocumentedProblem[] = [
  {
    source: "problems/already-exists.mdx; components/examples/Problem_already_exists_crypto_withdrawal",
    body: {
      type: `${BASE}already-exists`,
      title: "Already Exists",
      status: 409,
      detail: "transfer already exists with ref_id 'r-1'",
      meta: { existing: { id: "7c1d5b0e-2f1a-4a3b-9c8d-0e1f2a3b4c5d", ref_id: "r-1", type: "CRYPTO_WITHDRAWAL", status: "COMPLETED", amount: "0.10000000" } },
    },
  },
  {
    source: "POST /transfer/internal 409 example (the api.paxos.com URI variant, title in sentence case)",
    body: { type: "https://api.paxos.com/v2/problems/already-exists", title: "Already exists", status: 409, detail: "Transfer with ref_id already exists" },
  },
  {
    source: "problems/insufficient-funds.mdx; components/examples/Problem_insufficient_funds",
    body: {
      type: `${BASE}insufficient-funds`,
      title: "Insufficient Funds",
      status: 403,
      detail: `insufficient USD funds in profile ${PROFILE}: 100 needed, 50 available`,
      meta: { asset: "USD", available: "50", needed: "100", profile_id: PROFILE },
    },
  },
  {
    source: "problems/expired.mdx; components/examples/Problem_expired_quote",
    body: { type: `${BASE}expired`, title: "Expired", status: 403, detail: "quote expired at 2026-01-17T18:36:38Z", meta: { expired_at: "2026-01-17T18:36:38Z" } },
  },
  {
    source: "problems/rejected.mdx; components/examples/Problem_rejected",
    body: { type: `${BASE}rejected`, title: "Rejected", status: 403, detail: "market conditions invalidated this quote execution", meta: {} },
  },
  {
    source: "components/examples/Problem_notional_value_too_large",
    body: {
      type: `${BASE}notional-value-too-large`,
      title: "Notional Value Too Large",
      status: 403,
      detail: "notional value too large for BTCUSD LIMIT order",
      meta: { market: "BTCUSD", max_notional_value: "1500000", order_notional_value: "1500001.25", order_type: "LIMIT" },
    },
  },
  {
    source: "components/examples/Problem_travel_rule_information_required",
    body: {
      type: `${BASE}travel-rule-information-required`,
      title: "Travel Rule Information Required",
      status: 403,
      detail: "travel rule information is required for this destination",
      meta: { address: "0x52908400098527886E0F7030069857D2E4169EE7", crypto_network: "ETHEREUM", identity_id: IDENTITY },
    },
  },
  {
    source: "components/examples/Problem_identity_verification_required",
    body: {
      type: `${BASE}identity-verification-required`,
      title: "Identity Verification Required",
      status: 403,
      detail: "identity is being processed and cannot transact yet",
      meta: { current_status: "PENDING", identity_id: IDENTITY, ref_path: `/v2/identity/identities/${IDENTITY}` },
    },
  },
  {
    source: "components/examples/Problem_market_conditions_prevented_execution",
    body: { type: `${BASE}market-conditions-prevented-execution`, title: "Market Conditions Prevented Execution", status: 403, detail: "market conditions invalidated this order" },
  },
  {
    source: "components/examples/Problem_unavailable_market",
    body: { type: `${BASE}unavailable-market`, title: "Planned Market Outage", status: 403, detail: "no marketable orders are accepted now" },
  },
  {
    source: "components/examples/Problem_below_min_withdraw_limit",
    body: { type: `${BASE}below-min-withdraw-limit`, title: "Withdrawal Amount Too Small", status: 400, detail: "amount below the network minimum", meta: { amount: "0.0000001", limit: "0.00001" } },
  },
  {
    source: "components/examples/Problem_exceed_max_withdraw_limit",
    body: { type: `${BASE}exceed-max-withdraw-limit`, title: "Withdrawal Amount Too Large", status: 400, detail: "amount above the withdrawal limit", meta: { amount: "0.3", limit: "0.1" } },
  },
  {
    source: "components/examples/Problem_exceed_precision",
    body: { type: `${BASE}exceed-precision`, title: "Exceeds Maximum Precision Allowed", status: 400, detail: "ETH takes at most 18 decimals" },
  },
  {
    source: "components/examples/Problem_minimum_commission_exceeds_notional",
    body: {
      type: `${BASE}minimum-commission-exceeds-notional`,
      title: "Order notional value must exceed minimum commission",
      status: 400,
      detail: "the minimum notional for ETH is 1.5",
    },
  },
  {
    source: "components/examples/Problem_unsupported_address",
    body: {
      type: `${BASE}unsupported-address`,
      title: "Unsupported Address",
      status: 400,
      detail: "unsupported address",
      meta: { address: "0x1234567890abcdef", reason: "INTERNAL_WITHDRAWAL_WALLET" },
    },
  },
];
