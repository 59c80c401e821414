/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

// Every schema is built on first use (lazySchema: the SDK's import builds none of them), inside a
// `/* @__PURE__ */` call so that a bundler drops the ones a bundle does not use (zod calls are not
// known to be side-effect free).

import * as z from "./zod";
import { lazySchema } from "../core/request/lazy-schema";
import { amountTypeError } from "../core/request/amount-refusal";
import { isRfc3339 } from "../core/request/rfc3339";

/** A request date-time: checked as RFC 3339, kept as the string (a Date would lose nanoseconds). */
function dateTime() {
  return z.stringFormat("date-time", isRfc3339, "must be an RFC 3339 date-time, e.g. 2026-12-01T00:00:00Z");
}

/** A request amount (`format: decimal`): a string; a number given here is refused with the amounts' hint. */
function amount() {
  return z.string({ error: amountTypeError });
}

/**
 * Refuses a query in which one of `names` is given together with any other
 * parameter (`x-exclusive-parameters`). A key whose value is undefined is not given.
 */
function exclusiveParameters(names: readonly string[]) {
  return z.superRefine((query: Record<string, unknown>, context) => {
    const given = Object.keys(query).filter((key) => query[key] !== undefined);
    for (const name of names) {
      if (query[name] === undefined || given.length < 2) continue;
      const others = given.filter((key) => key !== name);
      context.addIssue({
        code: "custom",
        path: [name],
        params: { rule: "exclusive", parameter: name, others },
        message: `must be the only parameter when given (also given: ${others.join(", ")})`,
      });
    }
  });
}

/**
 * Refuses a query that gives some but not all of `names`
 * (`x-required-together`). A key whose value is undefined is not given.
 */
function requiredTogether(names: readonly string[]) {
  return z.superRefine((query: Record<string, unknown>, context) => {
    const given = names.filter((name) => query[name] !== undefined);
    if (given.length === 0 || given.length === names.length) return;
    for (const name of names.filter((candidate) => !given.includes(candidate))) {
      context.addIssue({
        code: "custom",
        path: [name],
        params: { rule: "requiredTogether", parameter: name, with: given },
        message: `is required when ${given.join(", ")} ${given.length === 1 ? "is" : "are"} given (they go together)`,
      });
    }
  });
}

// ---------------------------------------------------------------------------
// Response (lenient) forms: unknown keys and enum values are kept, strings are not checked.
// ---------------------------------------------------------------------------

/**
 * Response (lenient) form of `FiatAccountStatus`: Status of a fiat account. Known values: PENDING,
 * APPROVED, REJECTED; any other string is accepted.
 */
export const FiatAccountStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `FiatNetworkInstructionsStatus`: Status carried alongside `wire` in
 * fiat account responses. Known values: PENDING; any other string is accepted.
 */
export const FiatNetworkInstructionsStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `RoutingNumberType`: Kind of bank routing number. Known values: ABA,
 * SWIFT; any other string is accepted.
 */
export const RoutingNumberTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `SettlementStatus`: Status of a settlement transaction: PENDING on
 * creation; AFFIRMED (eligible once within the window); SETTLED; EXPIRED (the window ended first);
 * CANCELLED (by the source profile). Known values: PENDING, AFFIRMED, SETTLED, EXPIRED, CANCELLED;
 * any other string is accepted.
 */
export const SettlementStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `LegDirection`: Direction of a settlement leg: DELIVER moves the
 * asset from the source profile to the target profile, RECEIVE the other way. Known values:
 * DELIVER, RECEIVE; any other string is accepted.
 */
export const LegDirectionSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `PaymentProduct`: Product a payment belongs to. Known values:
 * USDG_REWARDS; any other string is accepted.
 */
export const PaymentProductSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `PaymentStatus`: Status of a payment. Known values:
 * PAYMENT_STATUS_PENDING, PAYMENT_STATUS_COMPLETED, PAYMENT_STATUS_FAILED; any other string is
 * accepted.
 */
export const PaymentStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `PaymentType`: Kind of payment. Known values:
 * PAYMENT_TYPE_CRYPTO_WITHDRAWAL; any other string is accepted.
 */
export const PaymentTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `IdentityAccountType`: Kind of identity account. Known values:
 * BROKERAGE, TRADITIONAL_IRA, ROTH_IRA, SEP_IRA, FINANCIAL_ADVISOR; any other string is accepted.
 */
export const IdentityAccountTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `IdentityAccountSummaryStatus`: Summary status of an identity
 * account. Known values: PENDING, ERROR, APPROVED, DENIED, DISABLED; any other string is accepted.
 */
export const IdentityAccountSummaryStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `IdentityAccountMemberType`: Kind of account member. Known values:
 * BENEFICIAL_OWNER, AUTHORIZED_USER, FINANCIAL_ADVISOR; any other string is accepted.
 */
export const IdentityAccountMemberTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `IdentityAccountMemberRole`: Role of an account member. Known values:
 * BENEFICIAL_OWNER, AUTHORIZED_USER, FINANCIAL_ADVISOR; any other string is accepted.
 */
export const IdentityAccountMemberRoleSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `CryptoNetwork`: Blockchain network. Known values: BITCOIN, ETHEREUM,
 * BITCOIN_CASH, LITECOIN, SOLANA, POLYGON_POS, BASE, ARBITRUM_ONE, INK, XLAYER, STELLAR,
 * AVALANCHE, DOGECOIN, SUI, ROBINHOOD, BNB; any other string is accepted.
 */
export const CryptoNetworkSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `ConversionTargetAsset`: What deposits of Paxos-issued USD
 * stablecoins to an address are credited as: USD, or NO_CONVERSION to keep the stablecoin. Known
 * values: NO_CONVERSION, USD; any other string is accepted.
 */
export const ConversionTargetAssetSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `ApiCredentialsStatus`: Status of API credentials. Known values:
 * APPROVED, DISABLED; any other string is accepted.
 */
export const ApiCredentialsStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `TickerMarket`: Market of a ticker entry. Known values: ETHUSD,
 * BTCUSD, PAXGUSD, BCHUSD, LTCUSD, USDPUSD, LINKUSD, MATICUSD, AAVEUSD, UNIUSD, PEPEUSD, TRUMPUSD,
 * SHIBUSD, ARBUSD, BONKUSD, ENAUSD, MNTUSD, ONDOUSD, PENGUUSD, QNTUSD, RENDERUSD, SKYUSD, WIFUSD,
 * WLDUSD, DOGEUSD, AVAXUSD, SUIUSD, POLUSD, XLMUSD, BNBUSD; any other string is accepted.
 */
export const TickerMarketSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `OAuthErrorCode`: Error code of a failed token request (RFC 6749
 * section 5.2). Known values: invalid_request, invalid_client, invalid_grant, unauthorized_client,
 * unsupported_grant_type, invalid_scope; any other string is accepted.
 */
export const OAuthErrorCodeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `FreeFormMetadata`: Free key/value pairs; values of any JSON type
 * (strings and integers are observed).
 */
export const FreeFormMetadataSchema = /* @__PURE__ */ lazySchema(() => z.record(z.string(), z.unknown()));

/**
 * Response (lenient) form of `FiatAccountMetadata`: Client-specified key/value pairs of a fiat
 * account; at most 6 pairs, each key and value at most 100 characters.
 */
export const FiatAccountMetadataSchema = /* @__PURE__ */ lazySchema(() => z.record(z.string(), z.string()));

/** Response (lenient) form of `MailingAddress`: A postal address, as returned. */
export const MailingAddressSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    country: z.optional(z.nullable(z.string())),
    address1: z.optional(z.nullable(z.string())),
    address2: z.optional(z.nullable(z.string())),
    city: z.optional(z.nullable(z.string())),
    province: z.optional(z.nullable(z.string())),
    zip_code: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `RoutingDetails`: How to route a wire to a bank. */
export const RoutingDetailsSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    routing_number_type: z.optional(z.nullable(RoutingNumberTypeSchema)),
    routing_number: z.optional(z.nullable(z.string())),
    bank_name: z.optional(z.nullable(z.string())),
    bank_address: z.optional(z.nullable(MailingAddressSchema)),
  }));

/** Response (lenient) form of `WireInstructions`: Wire transfer details of a bank account. */
export const WireInstructionsSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    account_number: z.optional(z.nullable(z.string())),
    fiat_account_owner_address: z.optional(z.nullable(MailingAddressSchema)),
    routing_details: z.optional(z.nullable(RoutingDetailsSchema)),
    intermediary_routing_details: z.optional(z.nullable(RoutingDetailsSchema)),
  }));

/**
 * Response (lenient) form of `CbitInstructions`: Instructions of the CBIT network (public document
 * only).
 */
export const CbitInstructionsSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    wallet_address: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `DbsActInstructions`: Instructions of the DBS account network (public
 * document only).
 */
export const DbsActInstructionsSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    account_number: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `CubixInstructions`: Instructions of the CUBIX network (public
 * document only).
 */
export const CubixInstructionsSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    account_id: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `ScbInstructions`: Instructions of the Standard Chartered network
 * (public document only).
 */
export const ScbInstructionsSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    account_number: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `RtpRoutingDetails`: How to route a Real-Time Payments transfer to a
 * bank.
 */
export const RtpRoutingDetailsSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    routing_number: z.optional(z.nullable(z.string())),
    bank_name: z.optional(z.nullable(z.string())),
    bank_address: z.optional(z.nullable(MailingAddressSchema)),
  }));

/**
 * Response (lenient) form of `RtpInstructions`: Real-Time Payments (RTP, United States) details of
 * a bank account (today's document).
 */
export const RtpInstructionsSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    account_number: z.optional(z.nullable(z.string())),
    fiat_account_owner_address: z.optional(z.nullable(MailingAddressSchema)),
    routing_details: z.optional(z.nullable(RtpRoutingDetailsSchema)),
  }));

/**
 * Response (lenient) form of `FiatNetworkInstructions`: Bank-transfer instructions, one network
 * per field.
 */
export const FiatNetworkInstructionsSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    wire: z.optional(z.nullable(WireInstructionsSchema)),
    cbit: z.optional(z.nullable(CbitInstructionsSchema)),
    dbs_act: z.optional(z.nullable(DbsActInstructionsSchema)),
    cubix: z.optional(z.nullable(CubixInstructionsSchema)),
    scb: z.optional(z.nullable(ScbInstructionsSchema)),
    rtp: z.optional(z.nullable(RtpInstructionsSchema)),
    status: z.optional(z.nullable(FiatNetworkInstructionsStatusSchema)),
    metadata: z.optional(z.nullable(FreeFormMetadataSchema)),
  }));

/**
 * Response (lenient) form of `PersonDetails`: A person owning a fiat account (both names are
 * required in requests only).
 */
export const PersonDetailsSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    first_name: z.optional(z.nullable(z.string())),
    last_name: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `InstitutionDetails`: An institution owning a fiat account (the name
 * is required in requests only).
 */
export const InstitutionDetailsSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    name: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `FiatAccountOwner`: Owner of a fiat account: carries one of
 * `person_details` or `institution_details`.
 */
export const FiatAccountOwnerSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    person_details: z.optional(z.nullable(PersonDetailsSchema)),
    institution_details: z.optional(z.nullable(InstitutionDetailsSchema)),
    fiat_network_instructions: z.optional(z.nullable(FiatNetworkInstructionsSchema)),
  }));

/**
 * Response (lenient) form of `FiatAccount`: Bank-transfer instructions and owner details that
 * belong to an identity and an account.
 */
export const FiatAccountSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.string(),
    fiat_network_instructions: z.optional(z.nullable(FiatNetworkInstructionsSchema)),
    status: z.optional(z.nullable(FiatAccountStatusSchema)),
    created_at: z.string(),
    ref_id: z.optional(z.nullable(z.string())),
    identity_id: z.optional(z.nullable(z.string())),
    account_id: z.optional(z.nullable(z.string())),
    fiat_account_owner: z.optional(z.nullable(FiatAccountOwnerSchema)),
    metadata: z.optional(z.nullable(FiatAccountMetadataSchema)),
    updated_at: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `SandboxFiatDepositResult`: Response of a simulated deposit; an empty
 * object (fields a later version adds are kept).
 */
export const SandboxFiatDepositResultSchema = /* @__PURE__ */ lazySchema(() => z.record(z.string(), z.unknown()));

/** Response (lenient) form of `ClientPublicKey`: A public key registered for request signing. */
export const ClientPublicKeySchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    algorithm: z.optional(z.nullable(z.string())),
    public_key: z.optional(z.nullable(z.string())),
    nickname: z.optional(z.nullable(z.string())),
    id: z.optional(z.nullable(z.string())),
    client_id: z.optional(z.nullable(z.string())),
    active: z.optional(z.nullable(z.boolean())),
  }));

/** Response (lenient) form of `ApiCredentials`: An API credentials record. */
export const ApiCredentialsSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.optional(z.nullable(z.string())),
    customer_id: z.optional(z.nullable(z.string())),
    client_id: z.optional(z.nullable(z.string())),
    client_public_keys: z.optional(z.nullable(z.array(ClientPublicKeySchema))),
    status: z.optional(z.nullable(ApiCredentialsStatusSchema)),
    created_at: z.optional(z.nullable(z.string())),
    updated_at: z.optional(z.nullable(z.string())),
    nickname: z.optional(z.nullable(z.string())),
    ip_allowlist: z.optional(z.nullable(z.array(z.string()))),
    enforce_request_signing: z.optional(z.nullable(z.boolean())),
    client_scopes: z.optional(z.nullable(z.array(z.string()))),
    created_by: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `DeletedApiCredentials`: Response of a credentials deletion. */
export const DeletedApiCredentialsSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    credentials: z.optional(z.nullable(ApiCredentialsSchema)),
  }));

/** Response (lenient) form of `SettlementLeg`: A one-way asset movement, as returned. */
export const SettlementLegSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.string(),
    direction: LegDirectionSchema,
    asset: z.string(),
    amount: z.string(),
  }));

/** Response (lenient) form of `SettlementTransaction`: A bilateral settlement transaction. */
export const SettlementTransactionSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.string(),
    ref_id: z.string(),
    settlement_window_start: z.string(),
    settlement_window_end: z.string(),
    source_profile_id: z.string(),
    target_profile_id: z.string(),
    legs: z.array(SettlementLegSchema),
    status: SettlementStatusSchema,
    created_at: z.string(),
    updated_at: z.string(),
  }));

/** Response (lenient) form of `Payment`: A statement entry. */
export const PaymentSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.optional(z.nullable(z.string())),
    customer_id: z.optional(z.nullable(z.string())),
    profile_id: z.optional(z.nullable(z.string())),
    account_id: z.optional(z.nullable(z.string())),
    ref_id: z.optional(z.nullable(z.string())),
    product: z.optional(z.nullable(PaymentProductSchema)),
    payment_type: z.optional(z.nullable(PaymentTypeSchema)),
    payment_source: z.optional(z.nullable(z.string())),
    payment_destination: z.optional(z.nullable(z.string())),
    payment_asset: z.optional(z.nullable(z.string())),
    payment_amount: z.optional(z.nullable(z.string())),
    payment_status: z.optional(z.nullable(PaymentStatusSchema)),
    payment_tx_id: z.optional(z.nullable(z.string())),
    description: z.optional(z.nullable(z.string())),
    metadata: z.optional(z.nullable(z.string())),
    created_at: z.optional(z.nullable(z.string())),
    processed_at: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `PaymentPage`: One page of payments. */
export const PaymentPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    payments: z.optional(z.nullable(z.array(PaymentSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `IdentityAccountMember`: A member of an identity account. */
export const IdentityAccountMemberSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    identity_id: z.optional(z.nullable(z.string())),
    type: z.optional(z.nullable(IdentityAccountMemberTypeSchema)),
    roles: z.optional(z.nullable(z.array(z.union([IdentityAccountMemberRoleSchema, z.null()])))),
    id: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `IdentityAccount`: An identity account with its members. */
export const IdentityAccountSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.optional(z.nullable(z.string())),
    identity_id: z.optional(z.nullable(z.string())),
    description: z.optional(z.nullable(z.string())),
    admin_disabled: z.optional(z.nullable(z.boolean())),
    user_disabled: z.optional(z.nullable(z.boolean())),
    metadata: z.optional(z.nullable(FreeFormMetadataSchema)),
    ref_id: z.optional(z.nullable(z.string())),
    members: z.optional(z.nullable(z.array(IdentityAccountMemberSchema))),
    created_at: z.optional(z.nullable(z.string())),
    updated_at: z.optional(z.nullable(z.string())),
    summary_status: z.optional(z.nullable(IdentityAccountSummaryStatusSchema)),
    profile_id: z.optional(z.nullable(z.string())),
    type: z.optional(z.nullable(IdentityAccountTypeSchema)),
  }));

/** Response (lenient) form of `IdentityAccountPage`: One page of identity accounts. */
export const IdentityAccountPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(IdentityAccountSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `TickerQuote`: A price and an amount. */
export const TickerQuoteSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    price: z.optional(z.nullable(z.string())),
    amount: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `TimeRange`: The period a statistics object covers, both ends
 * included.
 */
export const TimeRangeSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    begin: z.optional(z.nullable(z.string())),
    end: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `TickerStatistics`: Statistics over a period. */
export const TickerStatisticsSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    high: z.optional(z.nullable(z.string())),
    low: z.optional(z.nullable(z.string())),
    open: z.optional(z.nullable(z.string())),
    volume: z.optional(z.nullable(z.string())),
    volume_weighted_average_price: z.optional(z.nullable(z.string())),
    start_time: z.optional(z.nullable(z.string())),
    end_time: z.optional(z.nullable(z.string())),
    range: z.optional(z.nullable(TimeRangeSchema)),
  }));

/** Response (lenient) form of `Ticker`: Order-book statistics of one market. */
export const TickerSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    market: z.optional(z.nullable(TickerMarketSchema)),
    best_bid: z.optional(z.nullable(TickerQuoteSchema)),
    best_ask: z.optional(z.nullable(TickerQuoteSchema)),
    last_execution: z.optional(z.nullable(TickerQuoteSchema)),
    last_day: z.optional(z.nullable(TickerStatisticsSchema)),
    today: z.optional(z.nullable(TickerStatisticsSchema)),
    snapshot_at: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `TickerList`: The tickers wrapped in an object, the form of the
 * public document's schema.
 */
export const TickerListSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    tickers: z.optional(z.nullable(z.array(TickerSchema))),
  }));

/** Response (lenient) form of `AllTickers`: All tickers. */
export const AllTickersSchema = /* @__PURE__ */ lazySchema(() => z.union([z.array(TickerSchema), TickerListSchema]));

/** Response (lenient) form of `DepositAddress`: A crypto deposit address. */
export const DepositAddressSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.optional(z.nullable(z.string())),
    profile_id: z.optional(z.nullable(z.string())),
    customer_id: z.optional(z.nullable(z.string())),
    identity_id: z.optional(z.nullable(z.string())),
    account_id: z.optional(z.nullable(z.string())),
    ref_id: z.optional(z.nullable(z.string())),
    crypto_network: z.optional(z.nullable(CryptoNetworkSchema)),
    address: z.optional(z.nullable(z.string())),
    conversion_target_asset: z.optional(z.nullable(ConversionTargetAssetSchema)),
    compatible_crypto_networks: z.optional(z.nullable(z.array(CryptoNetworkSchema))),
    metadata: z.optional(z.nullable(FreeFormMetadataSchema)),
    created_at: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `DepositAddressPage`: One page of deposit addresses. */
export const DepositAddressPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(DepositAddressSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `Problem`: RFC 9457 problem details, the error body of every
 * operation (the specification does not show error bodies).
 */
export const ProblemSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    type: z.optional(z.nullable(z.string())),
    title: z.optional(z.nullable(z.string())),
    status: z.optional(z.nullable(z.int())),
    detail: z.optional(z.nullable(z.string())),
    instance: z.optional(z.nullable(z.string())),
    meta: z.optional(z.nullable(FreeFormMetadataSchema)),
  }));

/** Response (lenient) form of `TokenResponse`: Success answer of the token endpoint. */
export const TokenResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    access_token: z.string(),
    expires_in: z.int(),
    scope: z.optional(z.nullable(z.string())),
    token_type: z.string(),
  }));

/**
 * Response (lenient) form of `TokenError`: Failure answer of the token endpoint (RFC 6749 section
 * 5.2).
 */
export const TokenErrorSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    error: OAuthErrorCodeSchema,
    error_description: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `CryptoDepositActionResult`: Answer of a crypto deposit rejection or
 * update; an empty object (fields a later version adds are kept).
 */
export const CryptoDepositActionResultSchema = /* @__PURE__ */ lazySchema(() => z.record(z.string(), z.unknown()));

/**
 * Response (lenient) form of `CryptoDestinationAddressStatus`: Review status of an address-book
 * entry. Known values: PENDING, APPROVED, REJECTED; any other string is accepted.
 */
export const CryptoDestinationAddressStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `CustodianType`: Who holds the destination address, as returned.
 * Known values: VASP, PRIVATE; any other string is accepted.
 */
export const CustodianTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `DestinationPerson`: A person owning a destination address, as
 * returned.
 */
export const DestinationPersonSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    first_name: z.optional(z.nullable(z.string())),
    last_name: z.optional(z.nullable(z.string())),
    physical_address: z.optional(z.nullable(MailingAddressSchema)),
  }));

/**
 * Response (lenient) form of `DestinationInstitution`: An institution owning a destination
 * address, as returned.
 */
export const DestinationInstitutionSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    name: z.optional(z.nullable(z.string())),
    physical_address: z.optional(z.nullable(MailingAddressSchema)),
  }));

/**
 * Response (lenient) form of `DestinationBeneficiary`: Owner of a destination address, as
 * returned; a person, an institution, or (`self`) the end user's own wallet.
 */
export const DestinationBeneficiarySchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    person_details: z.optional(z.nullable(DestinationPersonSchema)),
    institution_details: z.optional(z.nullable(DestinationInstitutionSchema)),
    self: z.optional(z.nullable(z.boolean())),
  }));

/**
 * Response (lenient) form of `DestinationVasp`: The virtual asset service provider holding a
 * destination address.
 */
export const DestinationVaspSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.optional(z.nullable(z.string())),
    name: z.optional(z.nullable(z.string())),
    custom_vasp_name: z.optional(z.nullable(z.string())),
    custom_vasp_website: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `CryptoDestinationTravelRule`: Travel-rule details of an address-book
 * entry, as returned.
 */
export const CryptoDestinationTravelRuleSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    beneficiary: z.optional(z.nullable(DestinationBeneficiarySchema)),
    vasp: z.optional(z.nullable(DestinationVaspSchema)),
    transfer_purpose: z.optional(z.nullable(z.string())),
    custodian_type: z.optional(z.nullable(CustodianTypeSchema)),
  }));

/**
 * Response (lenient) form of `CryptoDestinationAddress`: An address-book entry for an external
 * crypto address.
 */
export const CryptoDestinationAddressSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.string(),
    identity_id: z.optional(z.nullable(z.string())),
    crypto_network: CryptoNetworkSchema,
    address: z.string(),
    nickname: z.optional(z.nullable(z.string())),
    status: z.optional(z.nullable(CryptoDestinationAddressStatusSchema)),
    created_at: z.optional(z.nullable(z.string())),
    bookmarked: z.optional(z.nullable(z.boolean())),
    policy_execution_id: z.optional(z.nullable(z.string())),
    travelrule_metadata: z.optional(z.nullable(CryptoDestinationTravelRuleSchema)),
  }));

/**
 * Response (lenient) form of `CryptoDestinationAddressResult`: Answer of a create-or-update of an
 * address-book entry.
 */
export const CryptoDestinationAddressResultSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    address: z.optional(z.nullable(CryptoDestinationAddressSchema)),
  }));

/**
 * Response (lenient) form of `CryptoDestinationAddressPage`: One page of address-book entries, in
 * `addresses`.
 */
export const CryptoDestinationAddressPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    addresses: z.optional(z.nullable(z.array(CryptoDestinationAddressSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `CryptoWithdrawalFee`: A guaranteed crypto withdrawal fee. */
export const CryptoWithdrawalFeeSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.string(),
    fee: z.string(),
    asset: z.string(),
    amount: z.optional(z.nullable(z.string())),
    total: z.optional(z.nullable(z.string())),
    destination_address: z.string(),
    crypto_network: CryptoNetworkSchema,
    expires_at: z.string(),
  }));

/**
 * Response (lenient) form of `FiatAccountOwnerSummary`: Owner of a listed fiat account:
 * `person_details` or `institution_details` (the list may send the other as null).
 */
export const FiatAccountOwnerSummarySchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    person_details: z.optional(z.nullable(PersonDetailsSchema)),
    institution_details: z.optional(z.nullable(InstitutionDetailsSchema)),
  }));

/**
 * Response (lenient) form of `RoutingDetailsSummary`: Routing of a listed wire account; the list
 * may leave out `bank_address` or send it as null.
 */
export const RoutingDetailsSummarySchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    routing_number_type: z.optional(z.nullable(RoutingNumberTypeSchema)),
    routing_number: z.optional(z.nullable(z.string())),
    bank_name: z.optional(z.nullable(z.string())),
    bank_address: z.optional(z.nullable(MailingAddressSchema)),
  }));

/**
 * Response (lenient) form of `WireInstructionsSummary`: Wire details of a listed fiat account; the
 * list may leave out `fiat_account_owner_address` or send it as null.
 */
export const WireInstructionsSummarySchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    account_number: z.optional(z.nullable(z.string())),
    fiat_account_owner_address: z.optional(z.nullable(MailingAddressSchema)),
    routing_details: z.optional(z.nullable(RoutingDetailsSummarySchema)),
    intermediary_routing_details: z.optional(z.nullable(RoutingDetailsSummarySchema)),
    status: z.optional(z.nullable(FiatNetworkInstructionsStatusSchema)),
    metadata: z.optional(z.nullable(FreeFormMetadataSchema)),
  }));

/**
 * Response (lenient) form of `FiatNetworkInstructionsSummary`: Bank-transfer instructions of a
 * listed fiat account, one network per field.
 */
export const FiatNetworkInstructionsSummarySchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    wire: z.optional(z.nullable(WireInstructionsSummarySchema)),
    cbit: z.optional(z.nullable(CbitInstructionsSchema)),
    dbs_act: z.optional(z.nullable(DbsActInstructionsSchema)),
    cubix: z.optional(z.nullable(CubixInstructionsSchema)),
    scb: z.optional(z.nullable(ScbInstructionsSchema)),
    rtp: z.optional(z.nullable(RtpInstructionsSchema)),
    status: z.optional(z.nullable(FiatNetworkInstructionsStatusSchema)),
    metadata: z.optional(z.nullable(FreeFormMetadataSchema)),
  }));

/**
 * Response (lenient) form of `FiatAccountSummary`: A fiat account as listed: owner names and
 * addresses are left out and the account number shows its last four digits only.
 */
export const FiatAccountSummarySchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.string(),
    ref_id: z.optional(z.nullable(z.string())),
    identity_id: z.optional(z.nullable(z.string())),
    account_id: z.optional(z.nullable(z.string())),
    fiat_account_owner: z.optional(z.nullable(FiatAccountOwnerSummarySchema)),
    fiat_network_instructions: FiatNetworkInstructionsSummarySchema,
    status: z.optional(z.nullable(FiatAccountStatusSchema)),
    metadata: z.optional(z.nullable(FiatAccountMetadataSchema)),
    created_at: z.string(),
    updated_at: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `FiatAccountPage`: One page of listed fiat accounts (see
 * `FiatAccountSummary`).
 */
export const FiatAccountPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(FiatAccountSummarySchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `DeleteFiatAccountResult`: Answer of a fiat account deletion; an
 * empty object (fields a later version adds are kept).
 */
export const DeleteFiatAccountResultSchema = /* @__PURE__ */ lazySchema(() => z.record(z.string(), z.unknown()));

/**
 * Response (lenient) form of `FiatDepositInstructionsStatus`: Whether deposit instructions may
 * still be used. Known values: VALID, DEPRECATED; any other string is accepted.
 */
export const FiatDepositInstructionsStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `FiatDepositInstructions`: Where and how to send a fiat deposit so
 * that it credits a profile.
 */
export const FiatDepositInstructionsSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.string(),
    profile_id: z.string(),
    customer_id: z.optional(z.nullable(z.string())),
    identity_id: z.optional(z.nullable(z.string())),
    account_id: z.optional(z.nullable(z.string())),
    ref_id: z.optional(z.nullable(z.string())),
    status: FiatDepositInstructionsStatusSchema,
    memo_id: z.string(),
    fiat_network_instructions: FiatNetworkInstructionsSchema,
    fiat_account_owner: z.optional(z.nullable(FiatAccountOwnerSchema)),
    metadata: z.optional(z.nullable(FreeFormMetadataSchema)),
    created_at: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `FiatDepositInstructionsPage`: One page of fiat deposit instructions.
 */
export const FiatDepositInstructionsPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(FiatDepositInstructionsSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `TransferType`: Kind of transfer. Known values:
 * INTERNAL_TRANSFER_DEBIT, INTERNAL_TRANSFER_CREDIT, CRYPTO_DEPOSIT, CRYPTO_WITHDRAWAL,
 * WIRE_DEPOSIT, WIRE_WITHDRAWAL, SEN_DEPOSIT, SEN_WITHDRAWAL, BANK_DEPOSIT, BANK_WITHDRAWAL,
 * PAXOS_TRANSFER_DEBIT, PAXOS_TRANSFER_CREDIT, SIGNET_DEPOSIT, SIGNET_WITHDRAWAL, CBIT_WITHDRAWAL,
 * CBIT_DEPOSIT, CUBIX_DEPOSIT, CUBIX_WITHDRAWAL, RTP_DEPOSIT; any other string is accepted.
 */
export const TransferTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `TransferStatus`: Status of a transfer. Known values: PENDING,
 * COMPLETED, FAILED; any other string is accepted.
 */
export const TransferStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `TransferDirection`: Whether the transfer credits or debits the
 * profile. Known values: CREDIT, DEBIT, WITHDRAWAL; any other string is accepted.
 */
export const TransferDirectionSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `TransferSecondaryStatusName`: Finer-grained reason for a transfer's
 * status (travel-rule and approval holds). Known values: TRAVEL_RULE_INFO_REQUESTED,
 * TRAVEL_RULE_REJECTED, CUSTOMER_REJECTED, PENDING_CUSTOMER_APPROVAL; any other string is
 * accepted.
 */
export const TransferSecondaryStatusNameSchema = /* @__PURE__ */ lazySchema(() => z.string());

/** Response (lenient) form of `TransferSecondaryStatus`: Finer-grained status of a transfer. */
export const TransferSecondaryStatusSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    name: z.optional(z.nullable(TransferSecondaryStatusNameSchema)),
    detail: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `TransferAutoConversion`: Link between a deposit and the withdrawal
 * it triggered by automatic conversion; empty when there is none.
 */
export const TransferAutoConversionSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    from_transfer_id: z.optional(z.nullable(z.string())),
    to_transfer_id: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `TransferStatusDetails`: Why a transfer is in its current state, one
 * member per reason; present only when the transfer met one of these conditions.
 */
export const TransferStatusDetailsSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    missing_trustline: z.optional(z.nullable(z.looseObject({
      message: z.optional(z.nullable(z.string())),
      destination_address: z.optional(z.nullable(z.string())),
      asset: z.optional(z.nullable(z.string())),
    }))),
    max_rent_exceeded: z.optional(z.nullable(z.looseObject({
      message: z.optional(z.nullable(z.string())),
      destination_address: z.optional(z.nullable(z.string())),
    }))),
    pending_customer_approval: z.optional(z.nullable(z.looseObject({
      message: z.optional(z.nullable(z.string())),
    }))),
    stale_fee_quote: z.optional(z.nullable(z.looseObject({
      message: z.optional(z.nullable(z.string())),
    }))),
    invalid_destination_address: z.optional(z.nullable(z.looseObject({
      message: z.optional(z.nullable(z.string())),
      destination_address: z.optional(z.nullable(z.string())),
    }))),
  }));

/**
 * Response (lenient) form of `Transfer`: One movement of an asset into, out of or between
 * profiles.
 */
export const TransferSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.string(),
    customer_id: z.string(),
    profile_id: z.string(),
    identity_id: z.optional(z.nullable(z.string())),
    account_id: z.optional(z.nullable(z.string())),
    ref_id: z.optional(z.nullable(z.string())),
    amount: z.string(),
    total: z.string(),
    fee: z.string(),
    asset: z.string(),
    balance_asset: z.optional(z.nullable(z.string())),
    direction: TransferDirectionSchema,
    type: TransferTypeSchema,
    status: TransferStatusSchema,
    secondary_status: z.optional(z.nullable(TransferSecondaryStatusSchema)),
    status_details: z.optional(z.nullable(TransferStatusDetailsSchema)),
    created_at: z.string(),
    updated_at: z.optional(z.nullable(z.string())),
    metadata: z.optional(z.nullable(FreeFormMetadataSchema)),
    destination_address: z.optional(z.nullable(z.string())),
    crypto_network: z.optional(z.nullable(CryptoNetworkSchema)),
    crypto_tx_hash: z.optional(z.nullable(z.string())),
    crypto_tx_index: z.optional(z.nullable(z.string())),
    auto_conversion: z.optional(z.nullable(TransferAutoConversionSchema)),
    group_id: z.optional(z.nullable(z.string())),
    fiat_account_id: z.optional(z.nullable(z.string())),
    notional_value: z.optional(z.nullable(z.string())),
    memo: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `TransferPage`: One page of transfers. */
export const TransferPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(TransferSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `TransferLimit`: One limit on a transfer type and its use in the
 * current period.
 */
export const TransferLimitSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.optional(z.nullable(z.string())),
    rule_id: z.optional(z.nullable(z.string())),
    transfer_types: z.optional(z.nullable(z.array(TransferTypeSchema))),
    period_seconds: z.optional(z.nullable(z.string())),
    limit: z.optional(z.nullable(z.string())),
    remaining: z.optional(z.nullable(z.string())),
    limit_asset: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `TransferLimitList`: The limits of one transfer type. */
export const TransferLimitListSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(TransferLimitSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `SettlementTransactionPage`: One page of settlement transactions. */
export const SettlementTransactionPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(SettlementTransactionSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `SettlementTransactionListAnswer`: The answer of the transaction
 * list.
 */
export const SettlementTransactionListAnswerSchema = /* @__PURE__ */ lazySchema(() => z.union([SettlementTransactionPageSchema, z.array(SettlementTransactionSchema)]));

/** Response (lenient) form of `SettlementTransactionAnswer`: The answer of a transaction lookup. */
export const SettlementTransactionAnswerSchema = /* @__PURE__ */ lazySchema(() => z.union([SettlementTransactionSchema, z.array(SettlementTransactionSchema)]));

/** Response (lenient) form of `MonitoringAddress`: An address tracked for rewards. */
export const MonitoringAddressSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.optional(z.nullable(z.string())),
    address: z.string(),
    crypto_network: CryptoNetworkSchema,
    name: z.optional(z.nullable(z.string())),
    created_at: z.string(),
  }));

/**
 * Response (lenient) form of `MonitoringAddressResult`: One monitoring address, wrapped in
 * `address`.
 */
export const MonitoringAddressResultSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    address: z.optional(z.nullable(MonitoringAddressSchema)),
  }));

/**
 * Response (lenient) form of `MonitoringAddressAnswer`: The answer of a monitoring address lookup.
 */
export const MonitoringAddressAnswerSchema = /* @__PURE__ */ lazySchema(() => z.union([MonitoringAddressResultSchema, MonitoringAddressSchema]));

/**
 * Response (lenient) form of `MonitoringAddressPage`: One page of monitoring addresses, in
 * `addresses`.
 */
export const MonitoringAddressPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    addresses: z.optional(z.nullable(z.array(MonitoringAddressSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `ProfileType`: Kind of profile: NORMAL (made by the client) or
 * DEFAULT (made by the service). Known values: NORMAL, DEFAULT; any other string is accepted.
 */
export const ProfileTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/** Response (lenient) form of `Profile`: A profile. */
export const ProfileSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.string(),
    nickname: z.string(),
    type: ProfileTypeSchema,
    description: z.optional(z.nullable(z.string())),
    account_id: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `ProfilePage`: One page of profiles. */
export const ProfilePageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(ProfileSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `ProfileBalance`: What a profile holds of one asset. */
export const ProfileBalanceSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    asset: z.string(),
    available: z.string(),
    trading: z.string(),
  }));

/** Response (lenient) form of `ProfileBalanceList`: The balances of a profile. */
export const ProfileBalanceListSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(ProfileBalanceSchema))),
  }));

/**
 * Response (lenient) form of `ProfileDeactivation`: Answer of a profile deactivation: an empty
 * object (fields a later version adds are kept).
 */
export const ProfileDeactivationSchema = /* @__PURE__ */ lazySchema(() => z.record(z.string(), z.unknown()));

/**
 * Response (lenient) form of `SandboxProfileDepositResult`: Answer of a sandbox profile deposit.
 */
export const SandboxProfileDepositResultSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    activity_id: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `Event`: An event. */
export const EventSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.optional(z.nullable(z.string())),
    type: z.optional(z.nullable(z.string())),
    object_type: z.optional(z.nullable(z.string())),
    object: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
    created_at: z.optional(z.nullable(z.string())),
    undelivered_webhooks: z.optional(z.nullable(z.int())),
    is_test: z.optional(z.nullable(z.boolean())),
  }));

/**
 * Response (lenient) form of `EventList`: A page of events in the order asked for (oldest first by
 * default).
 */
export const EventListSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    events: z.optional(z.nullable(z.array(EventSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `RequiredDocumentKind`: A kind of document an identity is asked for.
 * Known values: DRIVERS_LICENSE, PASSPORT, NATIONAL_ID, UTILITY_BILL, BANK_STATEMENT,
 * GOVERNMENT_ID, PROOF_OF_ADDRESS, TAX_IDENTIFICATION, IDENTITY_VERIFICATION, PROOF_OF_RESIDENCY,
 * PROOF_OF_FUNDS; any other string is accepted.
 */
export const RequiredDocumentKindSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `IdentityDocumentsRequired`: Object `identity_documents_required`:
 * documents an identity still has to upload before its review can go on.
 */
export const IdentityDocumentsRequiredSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.string(),
    identity_id: z.string(),
    required_documents: z.array(RequiredDocumentKindSchema),
  }));

/**
 * Response (lenient) form of `IdentityStatus`: Review status of an identity or of one of its
 * checks (identity verification, sanctions, documents, additional screening). Known values:
 * PENDING, ERROR, APPROVED, DENIED, DISABLED; any other string is accepted.
 */
export const IdentityStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `IdentitySummaryStatusChange`: Object
 * `identity_summary_status_change`: an identity's summary status moved from one value to another.
 */
export const IdentitySummaryStatusChangeSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.string(),
    identity_id: z.string(),
    old_summary_status: IdentityStatusSchema,
    new_summary_status: IdentityStatusSchema,
  }));

/**
 * Response (lenient) form of `IdentityKycRefresh`: Object `identity_kyc_refresh`: a step of an
 * identity's periodic KYC refresh (started, completed, or expired because it was not done in
 * time).
 */
export const IdentityKycRefreshSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.string(),
    identity_id: z.string(),
    last_kyc_refresh_date: z.optional(z.nullable(z.string())),
    next_kyc_refresh_date: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `OrchestrationStatus`: State of an orchestration. Known values:
 * PENDING, PROCESSING, COMPLETED, FAILED, REJECTED; any other string is accepted.
 */
export const OrchestrationStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `OrchestrationStatusChange`: Object `orchestration_status_change`: an
 * orchestration reached a status.
 */
export const OrchestrationStatusChangeSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.string(),
    ref_id: z.string(),
    orchestration_rule_id: z.optional(z.nullable(z.string())),
    status: OrchestrationStatusSchema,
  }));

/**
 * Response (lenient) form of `TransferStatusChangeType`: Kind of the transfer an event announces.
 * Known values: CRYPTO_DEPOSIT, CRYPTO_WITHDRAWAL, ACT_DEPOSIT, ACT_WITHDRAWAL, WIRE_DEPOSIT,
 * WIRE_WITHDRAWAL, RTP_DEPOSIT, CUBIX_DEPOSIT, CUBIX_WITHDRAWAL; any other string is accepted.
 */
export const TransferStatusChangeTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `TransferStatusChange`: Object `transfer_status_change`: a transfer
 * reached a status, on any rail (crypto, wire, RTP, DBS Act, CUBIX, the intrabank rails).
 */
export const TransferStatusChangeSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.string(),
    type: TransferStatusChangeTypeSchema,
    status: TransferStatusSchema,
    profile_id: z.optional(z.nullable(z.string())),
    ref_id: z.optional(z.nullable(z.string())),
    crypto_network: z.optional(z.nullable(z.string())),
    crypto_tx_hash: z.optional(z.nullable(z.string())),
    crypto_tx_index: z.optional(z.nullable(z.string())),
    memo: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `ApiCredentialsPage`: One page of API credentials. */
export const ApiCredentialsPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(ApiCredentialsSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `TaxFormType`: Kind of tax form. Known values: FORM_1099_B,
 * FORM_1099_MISC, FORM_1099_DA; any other string is accepted.
 */
export const TaxFormTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `TaxFormUrl`: One tax form version with its short-lived download
 * link.
 */
export const TaxFormUrlSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    account_id: z.optional(z.nullable(z.string())),
    type: z.optional(z.nullable(TaxFormTypeSchema)),
    tax_year: z.optional(z.nullable(z.string())),
    revision: z.optional(z.nullable(z.string())),
    url: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `TaxFormUrlList`: Tax forms with download links. */
export const TaxFormUrlListSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    tax_form_urls: z.optional(z.nullable(z.array(TaxFormUrlSchema))),
  }));

/**
 * Response (lenient) form of `StatementType`: Kind of statement. Known values:
 * STATEMENT_TYPE_UNSPECIFIED, STATEMENT_TYPE_USDG_REWARD; any other string is accepted.
 */
export const StatementTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `StatementStatus`: Where a statement stands: INITIATED, then
 * GENERATED (files ready), then PAID. Known values: STATEMENT_STATUS_UNSPECIFIED,
 * STATEMENT_STATUS_INITIATED, STATEMENT_STATUS_GENERATED, STATEMENT_STATUS_PAID; any other string
 * is accepted.
 */
export const StatementStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `StatementBalance`: Owed and paid amounts of one asset in a
 * statement.
 */
export const StatementBalanceSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    asset: z.optional(z.nullable(z.string())),
    amount_paid: z.optional(z.nullable(z.string())),
    total_amount_owed: z.optional(z.nullable(z.string())),
    next_payment_ref_id: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `StatementFile`: A generated file of a statement version. */
export const StatementFileSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    format: z.optional(z.nullable(z.string())),
    url: z.optional(z.nullable(z.string())),
    expires_at: z.optional(z.nullable(z.string())),
    generated_at: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `Statement`: A customer statement for one period. */
export const StatementSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.optional(z.nullable(z.string())),
    ref_id: z.optional(z.nullable(z.string())),
    customer_id: z.optional(z.nullable(z.string())),
    type: z.optional(z.nullable(StatementTypeSchema)),
    product: z.optional(z.nullable(PaymentProductSchema)),
    status: z.optional(z.nullable(StatementStatusSchema)),
    metadata: z.optional(z.nullable(FreeFormMetadataSchema)),
    statement_balances: z.optional(z.nullable(z.array(StatementBalanceSchema))),
    period_start: z.optional(z.nullable(z.string())),
    period_end: z.optional(z.nullable(z.string())),
    generated_at: z.optional(z.nullable(z.string())),
    paid_at: z.optional(z.nullable(z.string())),
    created_at: z.optional(z.nullable(z.string())),
    statement_group_id: z.optional(z.nullable(z.string())),
    version: z.optional(z.nullable(z.int())),
    files: z.optional(z.nullable(z.array(StatementFileSchema))),
    data: z.optional(z.nullable(z.looseObject({
      "@type": z.optional(z.nullable(z.string())),
    }))),
  }));

/** Response (lenient) form of `StatementPage`: One page of statements. */
export const StatementPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    statements: z.optional(z.nullable(z.array(StatementSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `IdentityType`: Kind of identity: a person or an institution. Known
 * values: PERSON, INSTITUTION; any other string is accepted.
 */
export const IdentityTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `IdentityVerifierType`: Who verifies a person: Paxos, the client
 * itself (PASSTHROUGH, naming its vendor in `passthrough_verifier_type`), or a manual review.
 * Known values: PAXOS, PASSTHROUGH, MANUAL; any other string is accepted.
 */
export const IdentityVerifierTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `PassthroughVerifierType`: Vendor the client used to verify a person
 * when the verifier type is PASSTHROUGH. Known values: JUMIO, ALLOY, LEXISNEXIS, MITEK, SUMSUB,
 * MICROBILT, ONFIDO, CUSTOMER, EQUIFAX, ID3_AUTHENTICATE, FIS, PROVE, PERSONA, PLAID, DOTFILE,
 * AIPRISE; any other string is accepted.
 */
export const PassthroughVerifierTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `PersonCipIdType`: Kind of government identifier of a person. Known
 * values: SSN, ID_CARD, ITIN, PASSPORT, DRIVING_LICENSE, VISA; any other string is accepted.
 */
export const PersonCipIdTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `PassthroughVerificationField`: A personal attribute the client's
 * vendor checked. Known values: FULL_LEGAL_NAME, ADDRESS, DATE_OF_BIRTH, CIP_ID; any other string
 * is accepted.
 */
export const PassthroughVerificationFieldSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `InstitutionType`: Legal form of an institution. Known values: TRUST,
 * CORPORATION, LLC, PARTNERSHIP, SOLE_PROPRIETORSHIP; any other string is accepted.
 */
export const InstitutionTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `InstitutionSubType`: Line of business of an institution (also used
 * for the industry sectors of due diligence). Known values: INVESTMENT, HEDGE_FUND,
 * MONEY_SERVICE_BUSINESS, STO_ISSUER, PRECIOUS_METALS, NON_PROFIT, REGISTERED_INVESTMENT_ADVISOR,
 * AGRICULTURE_FORESTRY_FISHING_HUNTING, MINING, UTILITIES, CONSTRUCTION, MANUFACTURING,
 * WHOLESALE_TRADE, RETAIL_TRADE, TRANSPORTATION_WAREHOUSING, INFORMATION, FINANCE_INSURANCE,
 * REAL_ESTATE_RENTAL_LEASING, PROFESSIONAL_SCIENTIFIC_TECHNICAL_SERVICES,
 * MANAGEMENT_OF_COMPANIES_ENTERPRISES,
 * ADMINISTRATIVE_SUPPORT_WASTE_MANAGEMENT_REMEDIATION_SERVICES, EDUCATIONAL_SERVICES,
 * HEALTH_CARE_SOCIAL_ASSISTANCE, ARTS_ENTERTAINMENT_RECREATION, ACCOMMODATION_FOOD_SERVICES,
 * OTHER_SERVICES, PUBLIC_ADMINISTRATION, NOT_CLASSIFIED, ADULT_ENTERTAINMENT, AUCTIONS,
 * AUTOMOBILES, BLOCKCHAIN, CRYPTO, DRUGS, EXPORT_IMPORT, E_COMMERCE, FINANCIAL_INSTITUTION,
 * GAMBLING, INSURANCE, MARKET_MAKER, SHELL_BANK, TRAVEL_TRANSPORT, WEAPONS; any other string is
 * accepted.
 */
export const InstitutionSubTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `InstitutionCipIdType`: Kind of government identifier of an
 * institution. Known values: EIN, SSN, ITIN, REGISTRATION_NUMBER; any other string is accepted.
 */
export const InstitutionCipIdTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `InstitutionRegulationStatus`: Whether an institution is regulated,
 * and where. Known values: US_REGULATED, INTL_REGULATED, NON_REGULATED; any other string is
 * accepted.
 */
export const InstitutionRegulationStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `InstitutionTradingType`: Whether an institution, or its parent, is
 * publicly traded. Known values: PRIVATE, PUBLIC, PUBLICLY_TRADED_SUBSIDIARY; any other string is
 * accepted.
 */
export const InstitutionTradingTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `InstitutionRoleType`: Role of a member within an institution. Known
 * values: BENEFICIAL_OWNER, ACCOUNT_OPENER, TRUSTEE, AUTHORIZED_USER, GRANTOR,
 * MANAGEMENT_CONTROL_PERSON, BENEFICIARY, SOLE_PROPRIETOR; any other string is accepted.
 */
export const InstitutionRoleTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `TinVerificationStatus`: Result of the check of a taxpayer id. Known
 * values: TIN_VERIFICATION_PENDING, TIN_VERIFICATION_ERROR, TIN_VERIFICATION_VALID; any other
 * string is accepted.
 */
export const TinVerificationStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `NetWorthRange`: Estimated net worth band (USD). Known values:
 * NET_WORTH_0_TO_100K, NET_WORTH_100K_TO_500K, NET_WORTH_500K_TO_1M, NET_WORTH_1M_TO_2_5M,
 * NET_WORTH_2_5M_TO_5M, NET_WORTH_5M_TO_7_5M, NET_WORTH_7_5M_TO_10M, NET_WORTH_10M_TO_25M,
 * NET_WORTH_25M_TO_50M, NET_WORTH_OVER_50M; any other string is accepted.
 */
export const NetWorthRangeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `YearlyIncomeRange`: Estimated yearly income band (USD). Known
 * values: INCOME_0_TO_50K, INCOME_50K_TO_100K, INCOME_100K_TO_250K, INCOME_250K_TO_500K,
 * INCOME_500K_TO_750K, INCOME_750K_TO_1M, INCOME_ABOVE_1M; any other string is accepted.
 */
export const YearlyIncomeRangeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `TransferValueRange`: Expected transfer value band (USD). Known
 * values: TRANSFER_VALUE_0_TO_25K, TRANSFER_VALUE_25K_TO_50K, TRANSFER_VALUE_50K_TO_100K,
 * TRANSFER_VALUE_100K_TO_250K, TRANSFER_VALUE_250K_TO_500K, TRANSFER_VALUE_500K_TO_750K,
 * TRANSFER_VALUE_750K_TO_1M, TRANSFER_VALUE_1M_TO_2_5M, TRANSFER_VALUE_2_5M_TO_5M,
 * TRANSFER_VALUE_ABOVE_5M; any other string is accepted.
 */
export const TransferValueRangeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `WealthSource`: Where the customer's wealth comes from. Known values:
 * INHERITANCE, INVESTMENT_GAINS, BUSINESS_OWNERSHIP_DIVIDENDS, EMPLOYMENT_INCOME, REAL_ESTATE,
 * OTHER_SOURCE_OF_WEALTH; any other string is accepted.
 */
export const WealthSourceSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `FundsSource`: Where the funds used on the platform come from. Known
 * values: SALARY_DISBURSEMENT, INHERITANCE_DISTRIBUTION, INVESTMENT_RETURNS,
 * BUSINESS_DIVIDENDS_PROFITS, PROPERTY_SALE, LOAN_DISBURSEMENT, SAVINGS_ACCOUNT_WITHDRAWAL,
 * GOVERNMENT_BENEFITS; any other string is accepted.
 */
export const FundsSourceSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `AccountPurpose`: Why the customer opens the account. Known values:
 * INVESTMENT_TRADING, SAVINGS, STABLECOIN_PURCHASE_REDEMPTION; any other string is accepted.
 */
export const AccountPurposeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `EmploymentStatus`: Employment situation of a person. Known values:
 * CONTRACTUAL, FULL_TIME, PART_TIME, RETIRED, SELF_EMPLOYED, STUDENT, UNEMPLOYED; any other string
 * is accepted.
 */
export const EmploymentStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `MerchantFundingSource`: How a merchant funds its business. Known
 * values: BUSINESS_LOANS_FINANCING, SALARY_SAVINGS, INVESTMENT_GAINS, INHERITANCE,
 * REAL_ESTATE_INCOME, NON_PROFIT_SOURCES, OTHER_BUSINESS_INCOME; any other string is accepted.
 */
export const MerchantFundingSourceSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `CustomerRegion`: Region where a customer base is located. Known
 * values: US_CANADA, MEXICO_CENTRAL_AMERICA, SOUTH_AMERICA, EUROPE, ASIA, AFRICA, OCEANIA; any
 * other string is accepted.
 */
export const CustomerRegionSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `IdentityDocumentType`: What an uploaded document contains. Known
 * values: OTHER_DOCUMENTS, APPLICATION, ORGANIZATIONAL_DOCUMENTS, CERTIFICATE_OF_GOOD_STANDING,
 * TAX_IDENTIFICATION, IDENTITY_VERIFICATION, PROOF_OF_RESIDENCY, PROOF_OF_FUNDS, SAMPLE_INVOICE,
 * OPERATING_AGREEMENT, TRUST_DOCUMENTS, MONEY_SERVICE_DOCUMENTS, INVESTMENT_DOCUMENTS, CURP,
 * AML_DOCUMENTS, FUND_STRUCTURE_CHART, FUND_MANAGER_REGISTRATION, MEMORANDUM_OF_ASSOCIATION,
 * ORGANIZATIONAL_CHART, FOUNDATION_BY_LAWS, APPOINTMENT_OF_GUARDIAN_EVIDENCE,
 * LEGAL_DOMICILE_OF_BENEFICIAL_OWNERS, GOVERNING_BODY_MEMBER_NAMES, INDEPENDENT_AUDIT; any other
 * string is accepted.
 */
export const IdentityDocumentTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `IdentityPersonDetails`: Details of a person identity, as returned.
 */
export const IdentityPersonDetailsSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id_verification_status: z.optional(z.nullable(IdentityStatusSchema)),
    sanctions_verification_status: z.optional(z.nullable(IdentityStatusSchema)),
    additional_screening_status: z.optional(z.nullable(IdentityStatusSchema)),
    passthrough_verification_status: z.optional(z.nullable(IdentityStatusSchema)),
    first_name: z.optional(z.nullable(z.string())),
    middle_name: z.optional(z.nullable(z.string())),
    last_name: z.optional(z.nullable(z.string())),
    date_of_birth: z.optional(z.nullable(z.string())),
    govt_id: z.optional(z.nullable(z.string())),
    govt_id_type: z.optional(z.nullable(PersonCipIdTypeSchema)),
    cip_id: z.optional(z.nullable(z.string())),
    cip_id_type: z.optional(z.nullable(PersonCipIdTypeSchema)),
    cip_id_country: z.optional(z.nullable(z.string())),
    address: z.optional(z.nullable(MailingAddressSchema)),
    phone_number: z.optional(z.nullable(z.string())),
    email: z.optional(z.nullable(z.string())),
    nationality: z.optional(z.nullable(z.string())),
    country_of_birth: z.optional(z.nullable(z.string())),
    profession: z.optional(z.nullable(z.string())),
    verifier_id: z.optional(z.nullable(z.string())),
    verifier_type: z.optional(z.nullable(IdentityVerifierTypeSchema)),
    id_verification_url: z.optional(z.nullable(z.string())),
    passthrough_verifier_type: z.optional(z.nullable(PassthroughVerifierTypeSchema)),
    passthrough_verified_at: z.optional(z.nullable(z.string())),
    passthrough_verification_id: z.optional(z.nullable(z.string())),
    passthrough_verification_fields: z.optional(z.nullable(z.array(PassthroughVerificationFieldSchema))),
  }));

/**
 * Response (lenient) form of `IdentityInstitutionDetails`: Details of an institution identity, as
 * returned.
 */
export const IdentityInstitutionDetailsSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    name: z.optional(z.nullable(z.string())),
    sanctions_verification_status: z.optional(z.nullable(IdentityStatusSchema)),
    document_verification_status: z.optional(z.nullable(IdentityStatusSchema)),
    additional_screening_status: z.optional(z.nullable(IdentityStatusSchema)),
    business_address: z.optional(z.nullable(MailingAddressSchema)),
    incorporation_address: z.optional(z.nullable(MailingAddressSchema)),
    phone_number: z.optional(z.nullable(z.string())),
    email: z.optional(z.nullable(z.string())),
    institution_type: z.optional(z.nullable(InstitutionTypeSchema)),
    institution_sub_type: z.optional(z.nullable(InstitutionSubTypeSchema)),
    cip_id: z.optional(z.nullable(z.string())),
    cip_id_type: z.optional(z.nullable(InstitutionCipIdTypeSchema)),
    cip_id_country: z.optional(z.nullable(z.string())),
    govt_registration_date: z.optional(z.nullable(z.string())),
    regulation_status: z.optional(z.nullable(InstitutionRegulationStatusSchema)),
    trading_type: z.optional(z.nullable(InstitutionTradingTypeSchema)),
    listed_exchange: z.optional(z.nullable(z.string())),
    ticker_symbol: z.optional(z.nullable(z.string())),
    parent_institution_name: z.optional(z.nullable(z.string())),
    regulator_name: z.optional(z.nullable(z.string())),
    regulator_jurisdiction: z.optional(z.nullable(z.string())),
    regulator_register_number: z.optional(z.nullable(z.string())),
    doing_business_as: z.optional(z.nullable(z.string())),
    business_description: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `IdentityInstitutionMember`: A member of an institution, as returned.
 */
export const IdentityInstitutionMemberSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.optional(z.nullable(z.string())),
    identity_id: z.optional(z.nullable(z.string())),
    roles: z.optional(z.nullable(z.array(InstitutionRoleTypeSchema))),
    ownership: z.optional(z.nullable(z.string())),
    position: z.optional(z.nullable(z.string())),
    name: z.optional(z.nullable(z.string())),
    summary_status: z.optional(z.nullable(IdentityStatusSchema)),
  }));

/**
 * Response (lenient) form of `IdentityTaxDetail`: A taxpayer record of an identity, as returned.
 */
export const IdentityTaxDetailSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    tax_payer_id: z.optional(z.nullable(z.string())),
    tax_payer_country: z.optional(z.nullable(z.string())),
    tin_verification_status: z.optional(z.nullable(TinVerificationStatusSchema)),
  }));

/**
 * Response (lenient) form of `IdentityCustomerDueDiligence`: Customer due diligence answers of an
 * identity, as returned.
 */
export const IdentityCustomerDueDiligenceSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    aliases: z.optional(z.nullable(z.array(z.string()))),
    estimated_net_worth: z.optional(z.nullable(NetWorthRangeSchema)),
    estimated_yearly_income: z.optional(z.nullable(YearlyIncomeRangeSchema)),
    expected_transfer_value: z.optional(z.nullable(TransferValueRangeSchema)),
    source_of_wealth: z.optional(z.nullable(WealthSourceSchema)),
    source_of_funds: z.optional(z.nullable(FundsSourceSchema)),
    purpose_of_account: z.optional(z.nullable(AccountPurposeSchema)),
    employment_status: z.optional(z.nullable(EmploymentStatusSchema)),
    employment_industry_sector: z.optional(z.nullable(InstitutionSubTypeSchema)),
    industry_sector: z.optional(z.nullable(InstitutionSubTypeSchema)),
    has_underlying_trust_structure: z.optional(z.nullable(z.boolean())),
    has_nominee_shareholders: z.optional(z.nullable(z.boolean())),
    created_at: z.optional(z.nullable(z.string())),
    is_publicly_traded: z.optional(z.nullable(z.boolean())),
    merchant_funding_source: z.optional(z.nullable(MerchantFundingSourceSchema)),
    customer_regions: z.optional(z.nullable(z.array(CustomerRegionSchema))),
  }));

/**
 * Response (lenient) form of `IdentityRequirementType`: What an identity still has to satisfy
 * (today's document). Known values: ID_VERIFICATION, DOCUMENT_VERIFICATION, SCREENING_CHECK,
 * COMPLIANCE_CHECK, ENHANCED_DUE_DILIGENCE, MEMBERS, KYC_REFRESH, TAX_DETAILS_VERIFICATION; any
 * other string is accepted.
 */
export const IdentityRequirementTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `IdentityRequirementStatus`: Whether a requirement is still open or
 * failed. Known values: PENDING, FAILED; any other string is accepted.
 */
export const IdentityRequirementStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `IdentityRequirementParty`: Who must act next on a requirement. Known
 * values: CLIENT, PAXOS; any other string is accepted.
 */
export const IdentityRequirementPartySchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `IdentityRequirementErrorCode`: Why a requirement is blocked or
 * pending. Known values: COMPLIANCE_REVIEW_FAILED, COMPLIANCE_REVIEW_REQUIRED,
 * DOCUMENT_UPLOAD_REQUIRED, DOCUMENT_VERIFICATION_FAILED, EDD_DOCUMENTATION_REQUIRED,
 * IDENTITY_VERIFICATION_FAILED, IDENTITY_VERIFICATION_REQUIRED, KYC_REFRESH_OVERDUE,
 * KYC_REFRESH_REQUIRED, MEMBER_VERIFICATION_FAILED, MEMBER_VERIFICATION_PENDING, SCREENING_FAILED,
 * SCREENING_IN_PROGRESS, TIN_NOT_FOUND; any other string is accepted.
 */
export const IdentityRequirementErrorCodeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `IdentityRequirementError`: One reason a requirement is blocked (for
 * the integrator, not for end users).
 */
export const IdentityRequirementErrorSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    code: IdentityRequirementErrorCodeSchema,
    description: z.string(),
  }));

/**
 * Response (lenient) form of `IdentityRequirement`: Something an identity must satisfy to be
 * approved, reinstated or kept in good standing.
 */
export const IdentityRequirementSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    type: IdentityRequirementTypeSchema,
    status: IdentityRequirementStatusSchema,
    awaiting_action_from: z.optional(z.nullable(IdentityRequirementPartySchema)),
    errors: z.array(IdentityRequirementErrorSchema),
  }));

/**
 * Response (lenient) form of `IdentityControlType`: Kind of restriction on an identity: SELL_ONLY
 * (it may only sell and withdraw), DORMANT, FROZEN (set by Paxos only) or CLOSED. Known values:
 * SELL_ONLY, CLOSED, FROZEN, DORMANT; any other string is accepted.
 */
export const IdentityControlTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `IdentityControlSetBy`: Who set a control. Known values:
 * SET_BY_PAXOS, SET_BY_CLIENT; any other string is accepted.
 */
export const IdentityControlSetBySchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `IdentityControlReasonCode`: Why a control was set: at the user's
 * request, inactivity, unmet KYC or enhanced due diligence, a screening hit, an investigation,
 * incomplete onboarding, fraud risk, a legal order, an administrative reason, or another reason.
 * Known values: OTHER, END_USER_REQUEST, INACTIVITY, COMPLIANCE_KYC, COMPLIANCE_EDD,
 * COMPLIANCE_SCREENING, COMPLIANCE_INVESTIGATION, COMPLIANCE_INCOMPLETE, RISK_FRAUD, LEGAL_ORDER,
 * ADMINISTRATIVE; any other string is accepted.
 */
export const IdentityControlReasonCodeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/** Response (lenient) form of `IdentityControl`: A restriction set on an identity. */
export const IdentityControlSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.string(),
    type: IdentityControlTypeSchema,
    set_by: IdentityControlSetBySchema,
    is_overridable: z.optional(z.nullable(z.boolean())),
    reason_code: z.optional(z.nullable(IdentityControlReasonCodeSchema)),
    reason: z.optional(z.nullable(z.string())),
    created_at: z.string(),
    deleted_at: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `IdentityStatusDetails`: Why an identity has its status (today's
 * document) - the controls in force and the requirements still open.
 */
export const IdentityStatusDetailsSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    active_controls: z.optional(z.nullable(z.array(IdentityControlSchema))),
    requirements: z.optional(z.nullable(z.array(IdentityRequirementSchema))),
  }));

/** Response (lenient) form of `Identity`: A person or institution known to the platform. */
export const IdentitySchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.string(),
    type: z.optional(z.nullable(IdentityTypeSchema)),
    summary_status: z.optional(z.nullable(IdentityStatusSchema)),
    status: z.optional(z.nullable(IdentityStatusSchema)),
    status_details: z.optional(z.nullable(IdentityStatusDetailsSchema)),
    ref_id: z.optional(z.nullable(z.string())),
    metadata: z.optional(z.nullable(FreeFormMetadataSchema)),
    user_disabled: z.optional(z.nullable(z.boolean())),
    admin_disabled: z.optional(z.nullable(z.boolean())),
    person_details: z.optional(z.nullable(IdentityPersonDetailsSchema)),
    institution_details: z.optional(z.nullable(IdentityInstitutionDetailsSchema)),
    institution_members: z.optional(z.nullable(z.array(IdentityInstitutionMemberSchema))),
    tax_details: z.optional(z.nullable(z.array(IdentityTaxDetailSchema))),
    tax_details_not_required: z.optional(z.nullable(z.boolean())),
    summary_tin_verification_status: z.optional(z.nullable(TinVerificationStatusSchema)),
    customer_due_diligence: z.optional(z.nullable(IdentityCustomerDueDiligenceSchema)),
    is_merchant: z.optional(z.nullable(z.boolean())),
    last_kyc_refresh_date: z.optional(z.nullable(z.string())),
    created_at: z.optional(z.nullable(z.string())),
    updated_at: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `IdentityPage`: One page of identities. */
export const IdentityPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(IdentitySchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `IdentityDocument`: A document stored for an identity. */
export const IdentityDocumentSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    file_id: z.optional(z.nullable(z.string())),
    name: z.optional(z.nullable(z.string())),
    document_types: z.optional(z.nullable(z.array(IdentityDocumentTypeSchema))),
    created_at: z.optional(z.nullable(z.string())),
    archived_at: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `IdentityDocumentList`: The documents of an identity (one list, not
 * paged).
 */
export const IdentityDocumentListSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    documents: z.optional(z.nullable(z.array(IdentityDocumentSchema))),
    pending_documents: z.optional(z.nullable(z.array(IdentityDocumentTypeSchema))),
  }));

/** Response (lenient) form of `IdentityDocumentUpload`: Where to upload a document. */
export const IdentityDocumentUploadSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    file_id: z.optional(z.nullable(z.string())),
    name: z.optional(z.nullable(z.string())),
    upload_url: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `InstitutionMembersAdded`: The members that were added, with their
 * new membership ids.
 */
export const InstitutionMembersAddedSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    institution_id: z.optional(z.nullable(z.string())),
    members: z.optional(z.nullable(z.array(IdentityInstitutionMemberSchema))),
  }));

/**
 * Response (lenient) form of `InstitutionMemberRemoval`: Answer of a member removal: an empty
 * object (fields a later version adds are kept).
 */
export const InstitutionMemberRemovalSchema = /* @__PURE__ */ lazySchema(() => z.record(z.string(), z.unknown()));

/**
 * Response (lenient) form of `IdentityAccountMembersAdded`: The members that were added, with
 * their new membership ids.
 */
export const IdentityAccountMembersAddedSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    account_id: z.optional(z.nullable(z.string())),
    members: z.optional(z.nullable(z.array(IdentityAccountMemberSchema))),
  }));

/**
 * Response (lenient) form of `IdentityAccountMemberRemoval`: Answer of an account member removal:
 * an empty object (fields a later version adds are kept).
 */
export const IdentityAccountMemberRemovalSchema = /* @__PURE__ */ lazySchema(() => z.record(z.string(), z.unknown()));

/**
 * Response (lenient) form of `SandboxIdentityStatusResult`: Answer of a sandbox status change: an
 * empty object (fields a later version adds are kept).
 */
export const SandboxIdentityStatusResultSchema = /* @__PURE__ */ lazySchema(() => z.record(z.string(), z.unknown()));

/**
 * Response (lenient) form of `MarketCode`: A market (trading pair) as found in responses: base
 * asset then quote asset, e.g. Known values: ETHEUR, ETHSGD, ETHUSD, BTCEUR, BTCSGD, BTCUSD,
 * PAXGUSD, BCHUSD, LTCUSD, USDPUSD, ETHBRL, BTCBRL, LTCBRL, BCHBRL, USDPGBP, USDPBRL, LINKUSD,
 * MATICUSD, AAVEUSD, UNIUSD, AAVEMXN, BCHMXN, BTCMXN, ETHMXN, LTCMXN, USDPMXN, AAVEEUR, BCHEUR,
 * LTCEUR, LINKEUR, MATICEUR, PAXGEUR, SOLEUR, USDPEUR, UNIEUR, PYUSDEUR, ETHGBP, BTCGBP, LTCGBP,
 * BCHGBP, PYUSDGBP, PEPEUSD, TRUMPUSD, SHIBUSD, ARBUSD, BONKUSD, ENAUSD, MNTUSD, ONDOUSD,
 * PENGUUSD, QNTUSD, RENDERUSD, SKYUSD, WIFUSD, WLDUSD, DOGEUSD, AVAXUSD, SUIUSD, POLUSD, XLMUSD,
 * BNBUSD; any other string is accepted.
 */
export const MarketCodeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `OrderSide`: Side of a trade, as found in responses. Known values:
 * BUY, SELL; any other string is accepted.
 */
export const OrderSideSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `OrderStatus`: Lifecycle state of an order, as found in responses.
 * Known values: PENDING_SUBMISSION, SUBMITTED, OPEN, FILLED, CANCELLED, REJECTED, EXPIRED; any
 * other string is accepted.
 */
export const OrderStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `OrderType`: Kind of order, as found in responses. Known values:
 * LIMIT, MARKET, POST_ONLY_LIMIT, STOP_MARKET, STOP_LIMIT; any other string is accepted.
 */
export const OrderTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `TimeInForce`: How long an order stays live, as found in responses:
 * GTC (until cancelled), FOK (whole fill at once or nothing), IOC (fill what is possible at once,
 * cancel the rest), GTT (until `expiration_date`). Known values: GTC, FOK, IOC, GTT; any other
 * string is accepted.
 */
export const TimeInForceSchema = /* @__PURE__ */ lazySchema(() => z.string());

/** Response (lenient) form of `PriceSnapshot`: Current and day-old price of one market. */
export const PriceSnapshotSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    market: z.optional(z.nullable(MarketCodeSchema)),
    current_price: z.optional(z.nullable(z.string())),
    yesterday_price: z.optional(z.nullable(z.string())),
    snapshot_at: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `PriceList`: Current prices of the requested markets. */
export const PriceListSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(PriceSnapshotSchema))),
    prices: z.optional(z.nullable(z.array(PriceSnapshotSchema))),
  }));

/**
 * Response (lenient) form of `HistoricalPrice`: Average price of a market over one increment of
 * time.
 */
export const HistoricalPriceSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    average_price: z.optional(z.nullable(z.string())),
    timestamp: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `HistoricalPriceList`: Average prices in chronological order. */
export const HistoricalPriceListSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    market: z.optional(z.nullable(MarketCodeSchema)),
    items: z.optional(z.nullable(z.array(HistoricalPriceSchema))),
    prices: z.optional(z.nullable(z.array(HistoricalPriceSchema))),
    total_count: z.optional(z.nullable(z.int())),
  }));

/**
 * Response (lenient) form of `MarketTradingStatus`: Whether a side of a market takes orders now
 * (UNAVAILABLE refuses immediate-or-cancel and fill-or-kill orders). Known values:
 * MARKET_TRADING_STATUS_UNSPECIFIED, AVAILABLE, UNAVAILABLE; any other string is accepted.
 */
export const MarketTradingStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `MarketStatusReason`: Why a side of a market is unavailable. Known
 * values: MARKET_STATUS_REASON_UNSPECIFIED, SCHEDULED_MAINTENANCE, TRADING_SUSPENDED,
 * UNSCHEDULED_MAINTENANCE; any other string is accepted.
 */
export const MarketStatusReasonSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `MaintenanceRecurrence`: How a maintenance window repeats (NONE for a
 * one-off). Known values: MAINTENANCE_RECURRENCE_UNSPECIFIED, NONE, DAILY, WEEKLY; any other
 * string is accepted.
 */
export const MaintenanceRecurrenceSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `ScheduledMaintenance`: A planned window during which a market may be
 * unavailable.
 */
export const ScheduledMaintenanceSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    starts_at: z.optional(z.nullable(z.string())),
    ends_at: z.optional(z.nullable(z.string())),
    recurrence: z.optional(z.nullable(MaintenanceRecurrenceSchema)),
  }));

/**
 * Response (lenient) form of `MarketStatus`: Whether a market can be bought and sold now, why not,
 * and its planned maintenance.
 */
export const MarketStatusSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    buy_status: z.optional(z.nullable(MarketTradingStatusSchema)),
    buy_reason: z.optional(z.nullable(MarketStatusReasonSchema)),
    sell_status: z.optional(z.nullable(MarketTradingStatusSchema)),
    sell_reason: z.optional(z.nullable(MarketStatusReasonSchema)),
    scheduled_maintenance: z.optional(z.nullable(z.array(ScheduledMaintenanceSchema))),
    updated_at: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `MarketDetails`: A market open for trading. */
export const MarketDetailsSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    market: z.optional(z.nullable(MarketCodeSchema)),
    base_asset: z.optional(z.nullable(z.string())),
    quote_asset: z.optional(z.nullable(z.string())),
    tick_rate: z.optional(z.nullable(z.string())),
    min_base_amount: z.optional(z.nullable(z.string())),
    max_base_amount: z.optional(z.nullable(z.string())),
    min_quote_amount: z.optional(z.nullable(z.string())),
    max_quote_amount: z.optional(z.nullable(z.string())),
    market_status: z.optional(z.nullable(MarketStatusSchema)),
  }));

/** Response (lenient) form of `MarketList`: The markets currently open for trading. */
export const MarketListSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    markets: z.optional(z.nullable(z.array(MarketDetailsSchema))),
  }));

/**
 * Response (lenient) form of `OrderBook`: Resting quantity at each price level of a market's order
 * book.
 */
export const OrderBookSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    market: z.optional(z.nullable(MarketCodeSchema)),
    asks: z.optional(z.nullable(z.array(TickerQuoteSchema))),
    bids: z.optional(z.nullable(z.array(TickerQuoteSchema))),
  }));

/** Response (lenient) form of `RecentExecution`: One trade on the order book. */
export const RecentExecutionSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    match_number: z.optional(z.nullable(z.string())),
    price: z.optional(z.nullable(z.string())),
    amount: z.optional(z.nullable(z.string())),
    executed_at: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `RecentExecutionList`: The most recent trades of a market. */
export const RecentExecutionListSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(RecentExecutionSchema))),
  }));

/**
 * Response (lenient) form of `BookLevel`: One price level of a streamed order book, the exact
 * decimal strings sent.
 */
export const BookLevelSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    price: z.string(),
    amount: z.string(),
  }));

/**
 * Response (lenient) form of `OrderBookSnapshotMessage`: The whole order book of one market, sent
 * first on a connection (one per market on `/marketdata`): bids best first (descending price),
 * asks best first (ascending price).
 */
export const OrderBookSnapshotMessageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    type: z.string(),
    market: MarketCodeSchema,
    bids: z.array(BookLevelSchema),
    asks: z.array(BookLevelSchema),
    final_snapshot: z.optional(z.nullable(z.union([z.boolean(), z.string()]))),
  }));

/**
 * Response (lenient) form of `OrderBookUpdateMessage`: A change to one level of one market's book:
 * `side` BUY changes the bids, SELL the asks; an `amount` of zero removes the level at `price`,
 * any other amount sets it.
 */
export const OrderBookUpdateMessageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    type: z.string(),
    market: MarketCodeSchema,
    side: OrderSideSchema,
    price: z.string(),
    amount: z.string(),
  }));

/**
 * Response (lenient) form of `ExecutionMessage`: One trade on a market's order book, as the
 * execution feed sends it.
 */
export const ExecutionMessageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    market: MarketCodeSchema,
    price: z.string(),
    amount: z.string(),
    executed_at: z.string(),
    match_number: z.string(),
  }));

/**
 * Response (lenient) form of `StablecoinMarket`: An external stablecoin's market on the stablecoin
 * price feed, e.g.
 */
export const StablecoinMarketSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `StablecoinPriceMessage`: The index price of an external stablecoin.
 */
export const StablecoinPriceMessageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    market: z.optional(z.nullable(z.string())),
    price: z.string(),
    timestamp: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `Execution`: One fill of an order. */
export const ExecutionSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    execution_id: z.optional(z.nullable(z.string())),
    order_id: z.optional(z.nullable(z.string())),
    executed_at: z.optional(z.nullable(z.string())),
    market: z.optional(z.nullable(MarketCodeSchema)),
    side: z.optional(z.nullable(OrderSideSchema)),
    amount: z.optional(z.nullable(z.string())),
    price: z.optional(z.nullable(z.string())),
    commission: z.optional(z.nullable(z.string())),
    commission_asset: z.optional(z.nullable(z.string())),
    rebate: z.optional(z.nullable(z.string())),
    rebate_asset: z.optional(z.nullable(z.string())),
    account_id: z.optional(z.nullable(z.string())),
    gross_trade_amount: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `ExecutionPage`: One page of executions. */
export const ExecutionPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(ExecutionSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `Order`: An order as the service reports it. */
export const OrderSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.optional(z.nullable(z.string())),
    profile_id: z.optional(z.nullable(z.string())),
    ref_id: z.optional(z.nullable(z.string())),
    status: z.optional(z.nullable(OrderStatusSchema)),
    side: z.optional(z.nullable(OrderSideSchema)),
    market: z.optional(z.nullable(MarketCodeSchema)),
    type: z.optional(z.nullable(OrderTypeSchema)),
    base_amount: z.optional(z.nullable(z.string())),
    price: z.optional(z.nullable(z.string())),
    quote_amount: z.optional(z.nullable(z.string())),
    metadata: z.optional(z.nullable(FreeFormMetadataSchema)),
    created_at: z.optional(z.nullable(z.string())),
    modified_at: z.optional(z.nullable(z.string())),
    amount_filled: z.optional(z.nullable(z.string())),
    volume_weighted_average_price: z.optional(z.nullable(z.string())),
    time_in_force: z.optional(z.nullable(TimeInForceSchema)),
    expiration_date: z.optional(z.nullable(z.string())),
    identity_id: z.optional(z.nullable(z.string())),
    identity_account_id: z.optional(z.nullable(z.string())),
    stop_price: z.optional(z.nullable(z.string())),
    recipient_profile_id: z.optional(z.nullable(z.string())),
    is_triggered: z.optional(z.nullable(z.boolean())),
  }));

/** Response (lenient) form of `OrderPage`: One page of orders. */
export const OrderPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(OrderSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `CancelOrderResult`: Answer of an order cancellation: an empty object
 * (fields a later version adds are kept).
 */
export const CancelOrderResultSchema = /* @__PURE__ */ lazySchema(() => z.record(z.string(), z.unknown()));

/**
 * Response (lenient) form of `Quote`: A held rate: a price on one market, for one side, that the
 * service honours until `expires_at`.
 */
export const QuoteSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.string(),
    market: MarketCodeSchema,
    side: OrderSideSchema,
    price: z.string(),
    base_asset: z.string(),
    quote_asset: z.string(),
    created_at: z.string(),
    expires_at: z.string(),
  }));

/**
 * Response (lenient) form of `QuoteList`: The latest quotes of the requested markets, both sides.
 */
export const QuoteListSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(QuoteSchema))),
  }));

/**
 * Response (lenient) form of `QuoteExecutionStatus`: State of a quote execution: CREATED at first,
 * SETTLED once every ledger movement is done. Known values: CREATED, SETTLED; any other string is
 * accepted.
 */
export const QuoteExecutionStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/** Response (lenient) form of `QuoteExecution`: A trade at the price of a held quote. */
export const QuoteExecutionSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.string(),
    profile_id: z.string(),
    quote_id: z.string(),
    ref_id: z.optional(z.nullable(z.string())),
    status: QuoteExecutionStatusSchema,
    market: MarketCodeSchema,
    side: OrderSideSchema,
    price: z.string(),
    base_amount: z.string(),
    base_asset: z.string(),
    quote_amount: z.string(),
    quote_asset: z.string(),
    created_at: z.string(),
    settled_at: z.optional(z.nullable(z.string())),
    metadata: z.optional(z.nullable(FreeFormMetadataSchema)),
    identity_id: z.optional(z.nullable(z.string())),
    account_id: z.optional(z.nullable(z.string())),
    recipient_profile_id: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `QuoteExecutionPage`: One page of quote executions. */
export const QuoteExecutionPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(QuoteExecutionSchema))),
    total_count: z.optional(z.nullable(z.int())),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `IssuerQuote`: A held issuer quote. */
export const IssuerQuoteSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    quote_id: z.string(),
    market: z.string(),
    side: OrderSideSchema,
    quantity: z.string(),
    price: z.string(),
    fee: z.string(),
    quote_amount: z.string(),
    expires_at: z.string(),
  }));

/**
 * Response (lenient) form of `IssuerQuoteExecutionCreated`: Answer of an issuer quote execution:
 * the id of the execution.
 */
export const IssuerQuoteExecutionCreatedSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.string(),
  }));

/**
 * Response (lenient) form of `IssuerQuoteExecutionStatus`: State of an issuer quote execution.
 * Known values: PENDING, COMPLETE, FAILED; any other string is accepted.
 */
export const IssuerQuoteExecutionStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/** Response (lenient) form of `IssuerQuoteExecution`: An executed issuer quote. */
export const IssuerQuoteExecutionSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.string(),
    created_at: z.string(),
    asset_type: z.string(),
    principal: z.string(),
    fee: z.string(),
    status: IssuerQuoteExecutionStatusSchema,
    ref_id: z.optional(z.nullable(z.string())),
    token_fee: z.string(),
    token_price: z.string(),
    token_principal: z.string(),
    profile_id: z.string(),
  }));

/**
 * Response (lenient) form of `IssuerQuoteExecutionPage`: One page of issuer quote executions,
 * under `issuer_quote_executions` (optional: an empty page may omit it).
 */
export const IssuerQuoteExecutionPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    issuer_quote_executions: z.optional(z.nullable(z.array(IssuerQuoteExecutionSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `StablecoinConversionStatus`: State of a stablecoin conversion. Known
 * values: CREATED, SETTLED, CANCELLED; any other string is accepted.
 */
export const StablecoinConversionStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `StablecoinConversion`: A one-to-one conversion between two assets
 * (USD and a Paxos-issued stablecoin).
 */
export const StablecoinConversionSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.optional(z.nullable(z.string())),
    profile_id: z.optional(z.nullable(z.string())),
    amount: z.optional(z.nullable(z.string())),
    source_asset: z.optional(z.nullable(z.string())),
    target_asset: z.optional(z.nullable(z.string())),
    status: z.optional(z.nullable(StablecoinConversionStatusSchema)),
    ref_id: z.optional(z.nullable(z.string())),
    identity_id: z.optional(z.nullable(z.string())),
    account_id: z.optional(z.nullable(z.string())),
    created_at: z.optional(z.nullable(z.string())),
    updated_at: z.optional(z.nullable(z.string())),
    settled_at: z.optional(z.nullable(z.string())),
    cancelled_at: z.optional(z.nullable(z.string())),
    metadata: z.optional(z.nullable(FreeFormMetadataSchema)),
    recipient_profile_id: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `StablecoinConversionPage`: One page of stablecoin conversions. */
export const StablecoinConversionPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(StablecoinConversionSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `OrchestrationTransferStatus`: State of one transfer of an
 * orchestration: PENDING (planned, no transfer id yet), PROCESSING (the transfer exists and is
 * under way), COMPLETED, FAILED. Known values: PENDING, PROCESSING, COMPLETED, FAILED; any other
 * string is accepted.
 */
export const OrchestrationTransferStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `OrchestrationTransfer`: One transfer an orchestration performs, and
 * how far it got.
 */
export const OrchestrationTransferSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    transfer_id: z.optional(z.nullable(z.string())),
    status: z.optional(z.nullable(OrchestrationTransferStatusSchema)),
  }));

/** Response (lenient) form of `OrchestrationFailReason`: Why an orchestration failed. */
export const OrchestrationFailReasonSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    detail: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `OrchestrationCryptoEndpoint`: A blockchain address an orchestration
 * takes funds from or delivers them to.
 */
export const OrchestrationCryptoEndpointSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    address_id: z.optional(z.nullable(z.string())),
    address: z.optional(z.nullable(z.string())),
    network: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `OrchestrationFiatSource`: Fiat deposit instructions an orchestration
 * takes funds from.
 */
export const OrchestrationFiatSourceSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    deposit_instructions_id: z.optional(z.nullable(z.string())),
    memo: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `OrchestrationFiatDestination`: A bank account an orchestration
 * delivers funds to.
 */
export const OrchestrationFiatDestinationSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    bank_account_id: z.optional(z.nullable(z.string())),
    memo: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `OrchestrationProfileEndpoint`: A Paxos profile an orchestration
 * takes funds from or delivers them to.
 */
export const OrchestrationProfileEndpointSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    profile_id: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `OrchestrationSource`: Where an orchestration takes its funds from;
 * one of the members is set.
 */
export const OrchestrationSourceSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    crypto: z.optional(z.nullable(OrchestrationCryptoEndpointSchema)),
    fiat: z.optional(z.nullable(OrchestrationFiatSourceSchema)),
    profile: z.optional(z.nullable(OrchestrationProfileEndpointSchema)),
  }));

/**
 * Response (lenient) form of `OrchestrationDestination`: Where an orchestration delivers its
 * funds; one of the members is set.
 */
export const OrchestrationDestinationSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    crypto: z.optional(z.nullable(OrchestrationCryptoEndpointSchema)),
    fiat: z.optional(z.nullable(OrchestrationFiatDestinationSchema)),
    profile: z.optional(z.nullable(OrchestrationProfileEndpointSchema)),
  }));

/**
 * Response (lenient) form of `Orchestration`: A workflow that moves (and possibly converts) assets
 * from a source to a destination.
 */
export const OrchestrationSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.optional(z.nullable(z.string())),
    profile_id: z.optional(z.nullable(z.string())),
    identity_id: z.optional(z.nullable(z.string())),
    account_id: z.optional(z.nullable(z.string())),
    customer_id: z.optional(z.nullable(z.string())),
    ref_id: z.optional(z.nullable(z.string())),
    source_asset: z.optional(z.nullable(z.string())),
    destination_asset: z.optional(z.nullable(z.string())),
    source_amount: z.optional(z.nullable(z.string())),
    source_transfer: z.optional(z.nullable(OrchestrationTransferSchema)),
    destination_transfer: z.optional(z.nullable(OrchestrationTransferSchema)),
    status: z.optional(z.nullable(OrchestrationStatusSchema)),
    fail_reason: z.optional(z.nullable(OrchestrationFailReasonSchema)),
    source: z.optional(z.nullable(OrchestrationSourceSchema)),
    destination: z.optional(z.nullable(OrchestrationDestinationSchema)),
    orchestration_rule_id: z.optional(z.nullable(z.string())),
    created_at: z.optional(z.nullable(z.string())),
    updated_at: z.optional(z.nullable(z.string())),
    metadata: z.optional(z.nullable(FreeFormMetadataSchema)),
  }));

/**
 * Response (lenient) form of `OrchestrationPage`: One page of orchestrations, under `items`; the
 * service's older form has them under `orchestrations`, which today's document still lists and
 * says will go away, so both are accepted (the SDK reads `items`, else `orchestrations`).
 */
export const OrchestrationPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(OrchestrationSchema))),
    orchestrations: z.optional(z.nullable(z.array(OrchestrationSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `OrchestrationRuleStatus`: State of an orchestration rule: PENDING
 * (awaiting approval), ACTIVE (matching deposits start orchestrations), REJECTED or CANCELLED
 * (never became active), DELETED (no longer starts orchestrations; deposits are still credited to
 * the rule's profile). Known values: ACTIVE, DELETED, PENDING, REJECTED, CANCELLED; any other
 * string is accepted.
 */
export const OrchestrationRuleStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `OrchestrationRuleFiatSource`: Fiat deposit instructions generated
 * for a rule.
 */
export const OrchestrationRuleFiatSourceSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    deposit_instructions_id: z.optional(z.nullable(z.string())),
    network: z.optional(z.nullable(z.string())),
    account_type: z.optional(z.nullable(z.string())),
    memo_id: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `OrchestrationRuleSource`: The deposit instructions a rule watches;
 * one of the members is set.
 */
export const OrchestrationRuleSourceSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    crypto: z.optional(z.nullable(OrchestrationCryptoEndpointSchema)),
    fiat: z.optional(z.nullable(OrchestrationRuleFiatSourceSchema)),
    profile: z.optional(z.nullable(OrchestrationProfileEndpointSchema)),
  }));

/**
 * Response (lenient) form of `OrchestrationRuleCryptoDestination`: A blockchain address a rule
 * delivers to.
 */
export const OrchestrationRuleCryptoDestinationSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    address: z.optional(z.nullable(z.string())),
    network: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `OrchestrationRuleFiatDestination`: A fiat account a rule delivers
 * to.
 */
export const OrchestrationRuleFiatDestinationSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    fiat_account_id: z.optional(z.nullable(z.string())),
    memo: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `OrchestrationRuleDestination`: Where a rule delivers the converted
 * funds; one of the members is set.
 */
export const OrchestrationRuleDestinationSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    crypto: z.optional(z.nullable(OrchestrationRuleCryptoDestinationSchema)),
    fiat: z.optional(z.nullable(OrchestrationRuleFiatDestinationSchema)),
    profile: z.optional(z.nullable(OrchestrationProfileEndpointSchema)),
  }));

/**
 * Response (lenient) form of `OrchestrationRule`: A standing rule: deposits to its source start an
 * orchestration to its destination.
 */
export const OrchestrationRuleSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.optional(z.nullable(z.string())),
    ref_id: z.optional(z.nullable(z.string())),
    nickname: z.optional(z.nullable(z.string())),
    profile_id: z.optional(z.nullable(z.string())),
    identity_id: z.optional(z.nullable(z.string())),
    account_id: z.optional(z.nullable(z.string())),
    status: z.optional(z.nullable(OrchestrationRuleStatusSchema)),
    source_asset: z.optional(z.nullable(z.string())),
    destination_asset: z.optional(z.nullable(z.string())),
    source: z.optional(z.nullable(OrchestrationRuleSourceSchema)),
    destination: z.optional(z.nullable(OrchestrationRuleDestinationSchema)),
    created_at: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `OrchestrationRuleResult`: Answer of a rule creation or deletion: the
 * rule as it now stands.
 */
export const OrchestrationRuleResultSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    rule: z.optional(z.nullable(OrchestrationRuleSchema)),
  }));

/**
 * Response (lenient) form of `OrchestrationRulePage`: One page of orchestration rules, under
 * `items`; the service's older form has them under `rules`, which today's document still lists and
 * says will go away, so both are accepted (the SDK reads `items`, else `rules`).
 */
export const OrchestrationRulePageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(OrchestrationRuleSchema))),
    rules: z.optional(z.nullable(z.array(OrchestrationRuleSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `IdentityControlPage`: One page of identity controls, under `items`.
 */
export const IdentityControlPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(IdentityControlSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `IdentityControlDeletion`: The answer of a control's removal; the
 * service sends an empty object (fields a later version adds are kept).
 */
export const IdentityControlDeletionSchema = /* @__PURE__ */ lazySchema(() => z.record(z.string(), z.unknown()));

/**
 * Response (lenient) form of `KycRefreshResult`: The answer of the sandbox KYC refresh operations;
 * the service sends an empty object (fields a later version adds are kept).
 */
export const KycRefreshResultSchema = /* @__PURE__ */ lazySchema(() => z.record(z.string(), z.unknown()));

/**
 * Response (lenient) form of `AddressVerificationMethod`: How control of an address is proven:
 * SIGNATURE (a message signed with the address's key), SMALL_DEPOSIT (a small payment from the
 * address), or MANUAL (by Paxos staff). Known values: SIGNATURE, SMALL_DEPOSIT, MANUAL; any other
 * string is accepted.
 */
export const AddressVerificationMethodSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `AddressVerificationStatus`: PENDING until the proof arrives, then
 * APPROVED; EXPIRED when `expires_at` passed first. Known values: PENDING, APPROVED, EXPIRED; any
 * other string is accepted.
 */
export const AddressVerificationStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `AddressSignatureChallenge`: What a SIGNATURE verification asks to
 * have signed, and the signature once given.
 */
export const AddressSignatureChallengeSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    message: z.optional(z.nullable(z.string())),
    nonce: z.optional(z.nullable(z.string())),
    signature: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `AddressSmallDeposit`: What a SMALL_DEPOSIT verification asks to be
 * paid, and the payment once seen.
 */
export const AddressSmallDepositSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    amount: z.optional(z.nullable(z.string())),
    asset: z.optional(z.nullable(z.string())),
    deposit_address: z.optional(z.nullable(z.string())),
    transaction_hash: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `AddressManualVerification`: Who approved a MANUAL verification and
 * why (the public document says only Paxos's own endpoints fill it).
 */
export const AddressManualVerificationSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    verified_by: z.optional(z.nullable(z.string())),
    reason: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `AddressVerification`: A proof that the customer controls an on-chain
 * address.
 */
export const AddressVerificationSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.optional(z.nullable(z.string())),
    network: z.optional(z.nullable(z.string())),
    address: z.optional(z.nullable(z.string())),
    verification_method: z.optional(z.nullable(AddressVerificationMethodSchema)),
    status: z.optional(z.nullable(AddressVerificationStatusSchema)),
    signature_verification: z.optional(z.nullable(AddressSignatureChallengeSchema)),
    small_deposit_verification: z.optional(z.nullable(AddressSmallDepositSchema)),
    manual_verification: z.optional(z.nullable(AddressManualVerificationSchema)),
    ref_id: z.optional(z.nullable(z.string())),
    created_at: z.optional(z.nullable(z.string())),
    updated_at: z.optional(z.nullable(z.string())),
    expires_at: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `AddressVerificationPage`: One page of address verifications, under
 * `items`.
 */
export const AddressVerificationPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(AddressVerificationSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `Vasp`: A virtual asset service provider known for the travel rule.
 */
export const VaspSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.string(),
    name: z.string(),
  }));

/** Response (lenient) form of `VaspPage`: One page of VASPs, under `items`. */
export const VaspPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(VaspSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `VaspResult`: One VASP, wrapped in `vasp`. */
export const VaspResultSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    vasp: z.optional(z.nullable(VaspSchema)),
  }));

/**
 * Response (lenient) form of `CandleIncrement`: Length of a candle. Known values: ONE_MINUTE,
 * FIVE_MINUTES, FIFTEEN_MINUTES, THIRTY_MINUTES, ONE_HOUR, TWO_HOURS, TWELVE_HOURS, ONE_DAY,
 * ONE_WEEK, TWO_WEEKS, FOUR_WEEKS; any other string is accepted.
 */
export const CandleIncrementSchema = /* @__PURE__ */ lazySchema(() => z.string());

/** Response (lenient) form of `Candle`: Prices and volume of a market over one increment. */
export const CandleSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    timestamp: z.optional(z.nullable(z.string())),
    open: z.optional(z.nullable(z.string())),
    high: z.optional(z.nullable(z.string())),
    low: z.optional(z.nullable(z.string())),
    close: z.optional(z.nullable(z.string())),
    volume: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `CandleList`: One page of candles, under `items`, newest first unless
 * asked otherwise.
 */
export const CandleListSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    market: z.optional(z.nullable(MarketCodeSchema)),
    increment: z.optional(z.nullable(CandleIncrementSchema)),
    items: z.optional(z.nullable(z.array(CandleSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `SettlementAvailability`: What can be bought or sold for same-day
 * settlement through issuer quotes, at one moment.
 */
export const SettlementAvailabilitySchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    buy_quantity: z.string(),
    sell_quantity: z.string(),
    market: z.string(),
    snapshot_at: z.string(),
  }));

/**
 * Response (lenient) form of `RewardLedger`: Where a reward address lives: a blockchain, or PAXOS
 * for holdings on the platform. Known values: PAXOS, ETHEREUM, SOLANA, INK, XLAYER, ARBITRUM_ONE,
 * ROBINHOOD; any other string is accepted.
 */
export const RewardLedgerSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `RewardAddress`: An address whose holdings earn the customer rewards.
 */
export const RewardAddressSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.optional(z.nullable(z.string())),
    customer_id: z.optional(z.nullable(z.string())),
    ledger: z.optional(z.nullable(RewardLedgerSchema)),
    address: z.optional(z.nullable(z.string())),
    name: z.optional(z.nullable(z.string())),
    payout_group_id: z.optional(z.nullable(z.string())),
    asset_type: z.optional(z.nullable(z.string())),
    balance: z.optional(z.nullable(z.string())),
    status: z.optional(z.nullable(z.string())),
    verification_proof_id: z.optional(z.nullable(z.string())),
    verification_status: z.optional(z.nullable(AddressVerificationStatusSchema)),
    verification_method: z.optional(z.nullable(AddressVerificationMethodSchema)),
    verification_expires_at: z.optional(z.nullable(z.string())),
    effective_at: z.optional(z.nullable(z.string())),
    created_at: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `RewardAddressResult`: One reward address, wrapped in `address`. */
export const RewardAddressResultSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    address: z.optional(z.nullable(RewardAddressSchema)),
  }));

/** Response (lenient) form of `RewardAddressPage`: One page of reward addresses, under `items`. */
export const RewardAddressPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(RewardAddressSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `RewardAddressFailure`: A reward address of a batch that was not
 * added, and why.
 */
export const RewardAddressFailureSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    address: z.optional(z.nullable(RewardAddressSchema)),
    error: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `RewardAddressBatchResult`: The outcome of a batch, address by
 * address.
 */
export const RewardAddressBatchResultSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    successful_addresses: z.optional(z.nullable(z.array(RewardAddressSchema))),
    failed_addresses: z.optional(z.nullable(z.array(RewardAddressFailureSchema))),
  }));

/**
 * Response (lenient) form of `RewardDeletion`: The answer of a rewards deletion (address, claim
 * schedule, payout group); the service sends an empty object (fields a later version adds are
 * kept).
 */
export const RewardDeletionSchema = /* @__PURE__ */ lazySchema(() => z.record(z.string(), z.unknown()));

/**
 * Response (lenient) form of `ClaimScheduleType`: How often a claim schedule runs. Known values:
 * DAILY, MONTHLY, WEEKLY; any other string is accepted.
 */
export const ClaimScheduleTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `ClaimSchedule`: When a payout group's rewards are claimed
 * automatically.
 */
export const ClaimScheduleSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.optional(z.nullable(z.string())),
    payout_group_id: z.optional(z.nullable(z.string())),
    schedule_type: z.optional(z.nullable(ClaimScheduleTypeSchema)),
    days_of_week: z.optional(z.nullable(z.array(z.int()))),
    days_of_month: z.optional(z.nullable(z.array(z.int()))),
    hour: z.optional(z.nullable(z.int())),
    minute: z.optional(z.nullable(z.int())),
    next_run_at: z.optional(z.nullable(z.string())),
    created_at: z.optional(z.nullable(z.string())),
    updated_at: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `ClaimScheduleResult`: One claim schedule, wrapped in
 * `claim_schedule`.
 */
export const ClaimScheduleResultSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    claim_schedule: z.optional(z.nullable(ClaimScheduleSchema)),
  }));

/** Response (lenient) form of `ClaimSchedulePage`: One page of claim schedules, under `items`. */
export const ClaimSchedulePageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(ClaimScheduleSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `ClaimType`: What started a claim: claiming everything, claiming for
 * named addresses, or a payout group's unregistration. Known values: CLAIM_ALL,
 * CLAIM_FOR_ADDRESSES, CLAIM_UNREGISTER; any other string is accepted.
 */
export const ClaimTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `ClaimOnchainStatus`: How far a claim got on chain. Known values:
 * PENDING, SUBMITTED, CONFIRMED, FAILED; any other string is accepted.
 */
export const ClaimOnchainStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/** Response (lenient) form of `Claim`: A claim of rewards and its on-chain transaction. */
export const ClaimSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.optional(z.nullable(z.string())),
    payout_group_id: z.optional(z.nullable(z.string())),
    claim_type: z.optional(z.nullable(ClaimTypeSchema)),
    claim_schedule_id: z.optional(z.nullable(z.string())),
    onchain_status: z.optional(z.nullable(ClaimOnchainStatusSchema)),
    amount: z.optional(z.nullable(z.string())),
    asset_type: z.optional(z.nullable(z.string())),
    blockchain: z.optional(z.nullable(z.string())),
    addresses: z.optional(z.nullable(z.array(z.string()))),
    tx_hash: z.optional(z.nullable(z.string())),
    error_message: z.optional(z.nullable(z.string())),
    submitted_at: z.optional(z.nullable(z.string())),
    confirmed_at: z.optional(z.nullable(z.string())),
    created_at: z.optional(z.nullable(z.string())),
    updated_at: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `ClaimPage`: One page of claims, under `items`. */
export const ClaimPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(ClaimSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `RewardJurisdiction`: The jurisdiction a reward rate applies in.
 * Known values: JURISDICTION_UNSPECIFIED, EU, US; any other string is accepted.
 */
export const RewardJurisdictionSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `RewardTier`: The programme tier a reward rate belongs to. Known
 * values: TIER_UNSPECIFIED, FOUNDER, PARTNER_CUSTODY_REMOVAL_PROGRAM,
 * PARTNER_STANDARD_CUSTODY_TIER_1, PARTNER_STANDARD_CUSTODY_TIER_2,
 * PARTNER_STANDARD_CUSTODY_TIER_3, FOUNDER_TIER_2; any other string is accepted.
 */
export const RewardTierSchema = /* @__PURE__ */ lazySchema(() => z.string());

/** Response (lenient) form of `RewardRate`: A reward rate. */
export const RewardRateSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.optional(z.nullable(z.string())),
    multiplier_id: z.optional(z.nullable(z.string())),
    rate: z.optional(z.nullable(z.string())),
    networks: z.optional(z.nullable(z.array(z.string()))),
    jurisdiction: z.optional(z.nullable(RewardJurisdictionSchema)),
    tier: z.optional(z.nullable(RewardTierSchema)),
    effective_at: z.optional(z.nullable(z.string())),
    created_at: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `RewardRateList`: Reward rates, under `rates`. */
export const RewardRateListSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    rates: z.optional(z.nullable(z.array(RewardRateSchema))),
  }));

/** Response (lenient) form of `AssetRewardDetails`: The reward figures of one asset. */
export const AssetRewardDetailsSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    asset_type: z.optional(z.nullable(z.string())),
    total_available_rewards: z.optional(z.nullable(z.string())),
    lifetime_earned: z.optional(z.nullable(z.string())),
    est_next_accrual_amount: z.optional(z.nullable(z.string())),
  }));

/** Response (lenient) form of `RewardDetails`: A summary of the customer's rewards. */
export const RewardDetailsSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    rates: z.optional(z.nullable(z.array(RewardRateSchema))),
    next_accrual: z.optional(z.nullable(z.string())),
    lifetime_earned: z.optional(z.nullable(z.string())),
    total_available_rewards: z.optional(z.nullable(z.string())),
    est_next_accrual_amount: z.optional(z.nullable(z.string())),
    asset_details: z.optional(z.nullable(z.array(AssetRewardDetailsSchema))),
  }));

/**
 * Response (lenient) form of `PayoutGroupOnchainStatus`: On-chain registration status of a payout
 * group. Known values: UNREGISTERED, PENDING_REGISTRATION, NEEDS_REREGISTRATION, ACTIVE,
 * FAILED_REGISTRATION, PENDING_DELETION, FAILED_DELETION, PENDING_MULTIPLIER_UPDATE,
 * MULTIPLIER_UPDATE_FAILED, UNREGISTERED_INSUFFICIENT_BALANCE; any other string is accepted.
 */
export const PayoutGroupOnchainStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `PayoutGroup`: A set of reward addresses that earn at one rate and
 * are paid out to one destination.
 */
export const PayoutGroupSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.string(),
    name: z.optional(z.nullable(z.string())),
    ledger: z.string(),
    asset_type: z.string(),
    rate_id: z.string(),
    jurisdiction: z.string(),
    claimer_address: z.string(),
    manager_address: z.optional(z.nullable(z.string())),
    destination_address: z.optional(z.nullable(z.string())),
    onchain_group_id: z.optional(z.nullable(z.string())),
    onchain_status: PayoutGroupOnchainStatusSchema,
    balance: z.string(),
    balance_at: z.optional(z.nullable(z.string())),
    last_claim_all_at: z.optional(z.nullable(z.string())),
    created_at: z.string(),
    updated_at: z.string(),
  }));

/**
 * Response (lenient) form of `PayoutGroupPage`: One page of payout groups, under `items`, with the
 * number of groups matching the filters in `count`.
 */
export const PayoutGroupPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(PayoutGroupSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
    count: z.optional(z.nullable(z.int())),
  }));

/** Response (lenient) form of `PayoutGroupResult`: One payout group, wrapped in `group`. */
export const PayoutGroupResultSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    group: z.optional(z.nullable(PayoutGroupSchema)),
  }));

/**
 * Response (lenient) form of `RewardsStatementStatus`: Whether a statement's files are being made,
 * are ready, or failed. Known values: STATEMENT_STATUS_GENERATING, STATEMENT_STATUS_COMPLETED,
 * STATEMENT_STATUS_FAILED; any other string is accepted.
 */
export const RewardsStatementStatusSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `RewardsStatementType`: Kind of rewards statement (monthly: a PDF
 * summary and a CSV of daily balances per address). Known values: STATEMENT_TYPE_MONTHLY_REWARDS;
 * any other string is accepted.
 */
export const RewardsStatementTypeSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Response (lenient) form of `RewardsStatementFormat`: File format of a statement file. Known
 * values: STATEMENT_FORMAT_PDF, STATEMENT_FORMAT_CSV; any other string is accepted.
 */
export const RewardsStatementFormatSchema = /* @__PURE__ */ lazySchema(() => z.string());

/** Response (lenient) form of `RewardsStatementFile`: One file of a rewards statement. */
export const RewardsStatementFileSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    format: z.optional(z.nullable(RewardsStatementFormatSchema)),
    download_url: z.optional(z.nullable(z.string())),
    generated_at: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `RewardsStatement`: The rewards of one month and asset, with its
 * files.
 */
export const RewardsStatementSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: z.optional(z.nullable(z.string())),
    asset_type: z.optional(z.nullable(z.string())),
    period_start: z.optional(z.nullable(z.string())),
    period_end: z.optional(z.nullable(z.string())),
    status: z.optional(z.nullable(RewardsStatementStatusSchema)),
    type: z.optional(z.nullable(RewardsStatementTypeSchema)),
    total_accrued: z.optional(z.nullable(z.string())),
    avg_daily_balance: z.optional(z.nullable(z.string())),
    files: z.optional(z.nullable(z.array(RewardsStatementFileSchema))),
    created_at: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `RewardsStatementPage`: One page of rewards statements, under
 * `items`, newest period first.
 */
export const RewardsStatementPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    items: z.optional(z.nullable(z.array(RewardsStatementSchema))),
    next_page_cursor: z.optional(z.nullable(z.string())),
  }));

/**
 * Response (lenient) form of `RewardsStatementResult`: One rewards statement, wrapped in
 * `statement`.
 */
export const RewardsStatementResultSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    statement: z.optional(z.nullable(RewardsStatementSchema)),
  }));

// ---------------------------------------------------------------------------
// Request (strict) forms: every limit of the contract is checked; unknown keys pass through.
// ---------------------------------------------------------------------------

/**
 * Request (strict) form of `LegDirectionRequest` (the request form of `LegDirection`): Direction
 * of a settlement leg: DELIVER moves the asset from the source profile to the target profile,
 * RECEIVE the other way. Accepted values: DELIVER, RECEIVE; no other.
 */
export const LegDirectionRequestInputSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Request (strict) form of `FiatAccountMetadata`: Client-specified key/value pairs of a fiat
 * account; at most 6 pairs, each key and value at most 100 characters.
 */
export const FiatAccountMetadataInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.record(
    z.string().check(z.maxLength(100, "keys must be at most 100 characters")),
    z.string().check(z.maxLength(100, "must be at most 100 characters")),
  ).check(
    z.refine((value) => Object.keys(value).length <= 6, {
      params: { rule: "maxProperties", limit: 6 },
      error: "must have at most 6 entries",
    }),
  ));

/** Request (strict) form of `AddressLine`: One line of a postal address in a request. */
export const AddressLineInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.string().check(
    z.regex(/^[0-9A-Za-z \/?:().,&'+-]*$/, "may hold only letters, digits, space and / ? : ( ) . , & ' + -"),
    z.maxLength(35, "must be at most 35 characters"),
  ));

/** Request (strict) form of `MailingAddressRequest`: A postal address, as sent. */
export const MailingAddressRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    country: AddressLineInputSchema,
    address1: z.optional(AddressLineInputSchema),
    address2: z.optional(AddressLineInputSchema),
    city: z.optional(AddressLineInputSchema),
    province: z.optional(AddressLineInputSchema),
    zip_code: z.optional(AddressLineInputSchema),
  }));

/**
 * Request (strict) form of `RoutingDetailsRequest`: How to route a wire to a bank, as sent with
 * full instructions; all four fields are required (public document).
 */
export const RoutingDetailsRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    routing_number_type: z.string(),
    routing_number: z.string(),
    bank_name: z.string(),
    bank_address: MailingAddressRequestInputSchema,
  }));

/**
 * Request (strict) form of `WireInstructionsRequest`: Full wire details of a bank account, as
 * sent.
 */
export const WireInstructionsRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    account_number: z.string(),
    fiat_account_owner_address: MailingAddressRequestInputSchema,
    routing_details: RoutingDetailsRequestInputSchema,
    intermediary_routing_details: z.optional(RoutingDetailsRequestInputSchema),
  }));

/** Request (strict) form of `CbitInstructionsRequest`: CBIT network instructions, as sent. */
export const CbitInstructionsRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    wallet_address: z.string(),
  }));

/**
 * Request (strict) form of `DbsActInstructionsRequest`: DBS account network instructions, as sent.
 */
export const DbsActInstructionsRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    account_number: z.string(),
  }));

/** Request (strict) form of `CubixInstructionsRequest`: CUBIX network instructions, as sent. */
export const CubixInstructionsRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    account_id: z.string(),
  }));

/**
 * Request (strict) form of `ScbInstructionsRequest`: Standard Chartered network instructions, as
 * sent.
 */
export const ScbInstructionsRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    account_number: z.string(),
  }));

/**
 * Request (strict) form of `RtpRoutingDetailsRequest`: How to route a Real-Time Payments transfer
 * to a bank, as sent; the routing number is required (today's document).
 */
export const RtpRoutingDetailsRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    routing_number: z.string(),
    bank_name: z.optional(z.string()),
    bank_address: z.optional(MailingAddressRequestInputSchema),
  }));

/**
 * Request (strict) form of `RtpInstructionsRequest`: Real-Time Payments details of a bank account,
 * as sent; the account number and the routing details are required (today's document).
 */
export const RtpInstructionsRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    account_number: z.string(),
    fiat_account_owner_address: z.optional(MailingAddressRequestInputSchema),
    routing_details: RtpRoutingDetailsRequestInputSchema,
  }));

/**
 * Request (strict) form of `FiatNetworkInstructionsRequest`: Full bank-transfer instructions, as
 * sent: one network per field (the public document lists wire, cbit, dbs_act, cubix and scb,
 * today's document also rtp; the specification shows only wire).
 */
export const FiatNetworkInstructionsRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    wire: z.optional(WireInstructionsRequestInputSchema),
    cbit: z.optional(CbitInstructionsRequestInputSchema),
    dbs_act: z.optional(DbsActInstructionsRequestInputSchema),
    cubix: z.optional(CubixInstructionsRequestInputSchema),
    scb: z.optional(ScbInstructionsRequestInputSchema),
    rtp: z.optional(RtpInstructionsRequestInputSchema),
  }));

/**
 * Request (strict) form of `PersonDetailsRequest`: A person owning a fiat account, as sent; both
 * names are required (public document).
 */
export const PersonDetailsRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    first_name: z.string(),
    last_name: z.string(),
  }));

/**
 * Request (strict) form of `InstitutionDetailsRequest`: An institution owning a fiat account, as
 * sent; the name is required (public document).
 */
export const InstitutionDetailsRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    name: z.string(),
  }));

/**
 * Request (strict) form of `FiatAccountOwnerRequest`: Owner of the sending bank account of a
 * sandbox deposit; one of `person_details` or `institution_details`.
 */
export const FiatAccountOwnerRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    person_details: z.optional(PersonDetailsRequestInputSchema),
    institution_details: z.optional(InstitutionDetailsRequestInputSchema),
  }));

/**
 * Request (strict) form of `UpdateRoutingDetails`: Routing details of a bank, as an update sends
 * them; nothing is required.
 */
export const UpdateRoutingDetailsInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    routing_number_type: z.optional(z.string()),
    routing_number: z.optional(z.string()),
    bank_name: z.optional(z.string()),
    bank_address: z.optional(MailingAddressRequestInputSchema),
  }));

/**
 * Request (strict) form of `UpdateWireInstructions`: Wire details, as an update sends them;
 * nothing is required.
 */
export const UpdateWireInstructionsInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    account_number: z.optional(z.string()),
    fiat_account_owner_address: z.optional(MailingAddressRequestInputSchema),
    routing_details: z.optional(UpdateRoutingDetailsInputSchema),
    intermediary_routing_details: z.optional(UpdateRoutingDetailsInputSchema),
    intermediary_bank_name: z.optional(z.string()),
    intermediary_bank_address: z.optional(MailingAddressRequestInputSchema),
  }));

/**
 * Request (strict) form of `UpdateFiatNetworkInstructions`: Network instructions an update may
 * change: the wire network only (both sources show no other network on update).
 */
export const UpdateFiatNetworkInstructionsInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    wire: z.optional(UpdateWireInstructionsInputSchema),
  }));

/**
 * Request (strict) form of `UpdateFiatAccountOwner`: Owner fields of an update: change
 * `person_details` or `institution_details` (the service refuses switching an owner from one kind
 * to the other).
 */
export const UpdateFiatAccountOwnerInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    person_details: z.optional(PersonDetailsRequestInputSchema),
    institution_details: z.optional(InstitutionDetailsRequestInputSchema),
    fiat_network_instructions: z.optional(UpdateFiatNetworkInstructionsInputSchema),
  }));

/** Request (strict) form of `UpdateFiatAccountRequest`: Body of a fiat account update. */
export const UpdateFiatAccountRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    fiat_account_owner: z.optional(UpdateFiatAccountOwnerInputSchema),
    fiat_network_instructions: z.optional(UpdateFiatNetworkInstructionsInputSchema),
    metadata: z.optional(FiatAccountMetadataInputSchema),
  }));

/** Request (strict) form of `CreateSandboxFiatDepositRequest`: Body of a simulated fiat deposit. */
export const CreateSandboxFiatDepositRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    amount: amount().check(
      z.regex(/^(?=[0-9.]*[1-9])[0-9]+(\.[0-9]{1,2})?$/, "must be a positive decimal string with at most two decimals, such as \"10.00\" (no sign, no exponent, not zero)"),
    ),
    asset: z.custom<"USD">((value) => value === "USD", { params: { rule: "enum", allowed: ["USD"] }, error: "must be one of \"USD\"" }),
    memo_id: z.string().check(z.minLength(1, "must not be empty")),
    fiat_network_instructions: FiatNetworkInstructionsRequestInputSchema,
    fiat_account_owner: z.optional(FiatAccountOwnerRequestInputSchema),
  }));

/**
 * Request (strict) form of `SettlementLegRequest`: A one-way asset movement, as sent (no leg id).
 */
export const SettlementLegRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    direction: LegDirectionRequestInputSchema,
    asset: z.string().check(z.minLength(1, "must not be empty")),
    amount: amount().check(
      z.regex(/^(?=[0-9.]*[1-9])[0-9]+(\.[0-9]+)?$/, "must be a positive decimal string such as \"1250.00\" (no sign, no exponent, not zero)"),
    ),
  }));

/**
 * Request (strict) form of `CreateSettlementTransactionRequest`: Body of a settlement transaction
 * creation.
 */
export const CreateSettlementTransactionRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    ref_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    settlement_window_start: z.optional(dateTime()),
    settlement_window_end: z.optional(dateTime()),
    source_profile_id: z.string().check(z.minLength(1, "must not be empty")),
    target_profile_id: z.string().check(z.minLength(1, "must not be empty")),
    legs: z.array(SettlementLegRequestInputSchema).check(z.minLength(1, "must have at least 1 item")),
  }));

/** Request (strict) form of `CryptoNetworkRequest`: A blockchain network, as sent. */
export const CryptoNetworkRequestInputSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Request (strict) form of `TransferRequestMetadata`: Client-specified key/value pairs sent with a
 * create; at most 6 pairs, each key and value at most 100 characters.
 */
export const TransferRequestMetadataInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.record(
    z.string().check(z.maxLength(100, "keys must be at most 100 characters")),
    z.string().check(z.maxLength(100, "must be at most 100 characters")),
  ).check(
    z.refine((value) => Object.keys(value).length <= 6, {
      params: { rule: "maxProperties", limit: 6 },
      error: "must have at most 6 entries",
    }),
  ));

/** Request (strict) form of `RejectCryptoDepositRequest`: Body of a crypto deposit rejection. */
export const RejectCryptoDepositRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    identity_id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Request (strict) form of `OriginatorIndividual`: A person who sent a crypto deposit. */
export const OriginatorIndividualInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    first_name: z.string().check(z.minLength(1, "must not be empty")),
    last_name: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Request (strict) form of `OriginatorInstitution`: An institution that sent a crypto deposit. */
export const OriginatorInstitutionInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    institution_name: z.string().check(z.minLength(1, "must not be empty")),
  }));

/**
 * Request (strict) form of `OriginatorAddressInfo`: Who owns the address a crypto deposit came
 * from: `individual_info` or `institution_info`.
 */
export const OriginatorAddressInfoInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    individual_info: z.optional(OriginatorIndividualInputSchema),
    institution_info: z.optional(OriginatorInstitutionInputSchema),
    first_name: z.optional(z.string()),
    last_name: z.optional(z.string()),
  }));

/**
 * Request (strict) form of `UpdateCryptoDepositRequest`: Body of a travel-rule update of a crypto
 * deposit; both fields are required (public document).
 */
export const UpdateCryptoDepositRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    identity_id: z.string().check(z.minLength(1, "must not be empty")),
    originator_address_info: OriginatorAddressInfoInputSchema,
  }));

/**
 * Request (strict) form of `DestinationPersonRequest`: A person owning a destination address, as
 * sent; both names are required (public document).
 */
export const DestinationPersonRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    first_name: z.string(),
    last_name: z.string(),
    physical_address: z.optional(MailingAddressRequestInputSchema),
  }));

/**
 * Request (strict) form of `DestinationInstitutionRequest`: An institution owning a destination
 * address, as sent; the name is required (public document).
 */
export const DestinationInstitutionRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    name: z.string(),
    physical_address: z.optional(MailingAddressRequestInputSchema),
  }));

/**
 * Request (strict) form of `DestinationBeneficiaryRequest`: Owner of a destination address, as
 * sent: `person_details` or `institution_details`.
 */
export const DestinationBeneficiaryRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    person_details: z.optional(DestinationPersonRequestInputSchema),
    institution_details: z.optional(DestinationInstitutionRequestInputSchema),
    self: z.optional(z.boolean()),
  }));

/**
 * Request (strict) form of `CryptoWithdrawalBeneficiaryRequest`: Who receives a crypto withdrawal,
 * given inline: `person_details` or `institution_details`.
 */
export const CryptoWithdrawalBeneficiaryRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    person_details: z.optional(PersonDetailsRequestInputSchema),
    institution_details: z.optional(InstitutionDetailsRequestInputSchema),
  }));

/**
 * Request (strict) form of `DestinationVaspRequest`: The virtual asset service provider holding a
 * destination address, as sent: the `id` of a known provider (`travelRule.listVasps`), or, for one
 * not in Paxos's list, `custom_vasp_name` with `custom_vasp_website` (today's document).
 */
export const DestinationVaspRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    custom_vasp_name: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    custom_vasp_website: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/**
 * Request (strict) form of `CryptoDestinationTravelRuleRequest`: Travel-rule details of an
 * address-book entry, as sent.
 */
export const CryptoDestinationTravelRuleRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    beneficiary: z.optional(DestinationBeneficiaryRequestInputSchema),
    vasp: z.optional(DestinationVaspRequestInputSchema),
    transfer_purpose: z.optional(z.string()),
    custodian_type: z.optional(z.string()),
  }));

/**
 * Request (strict) form of `PutCryptoDestinationAddressRequest`: Body of a create-or-update of an
 * address-book entry.
 */
export const PutCryptoDestinationAddressRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    identity_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    crypto_network: z.optional(CryptoNetworkRequestInputSchema),
    address: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    nickname: z.optional(z.string()),
    bookmarked_status: z.optional(z.boolean()),
    travelrule_metadata: z.optional(CryptoDestinationTravelRuleRequestInputSchema),
  }));

/** Request (strict) form of `CreateCryptoWithdrawalRequest`: Body of a crypto withdrawal. */
export const CreateCryptoWithdrawalRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    ref_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    profile_id: z.string().check(z.minLength(1, "must not be empty")),
    identity_id: z.optional(z.string()),
    account_id: z.optional(z.string()),
    destination_address: z.string().check(z.minLength(1, "must not be empty")),
    crypto_network: CryptoNetworkRequestInputSchema,
    asset: z.string().check(z.minLength(1, "must not be empty")),
    balance_asset: z.optional(z.string()),
    amount: z.optional(amount().check(
      z.regex(/^(?=[0-9.]*[1-9])[0-9]+(\.[0-9]+)?$/, "must be a positive decimal string such as \"1250.00\" (no sign, no exponent, not zero)"),
    )),
    total: z.optional(amount().check(
      z.regex(/^(?=[0-9.]*[1-9])[0-9]+(\.[0-9]+)?$/, "must be a positive decimal string such as \"1250.00\" (no sign, no exponent, not zero)"),
    )),
    fee_id: z.optional(z.string()),
    metadata: z.optional(TransferRequestMetadataInputSchema),
    beneficiary: z.optional(CryptoWithdrawalBeneficiaryRequestInputSchema),
    memo: z.optional(z.string()),
  }));

/**
 * Request (strict) form of `CreateCryptoWithdrawalFeeRequest`: Body of a guaranteed fee request.
 */
export const CreateCryptoWithdrawalFeeRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    asset: z.string().check(z.minLength(1, "must not be empty")),
    destination_address: z.string().check(z.minLength(1, "must not be empty")),
    crypto_network: CryptoNetworkRequestInputSchema,
    amount: z.optional(amount().check(
      z.regex(/^(?=[0-9.]*[1-9])[0-9]+(\.[0-9]+)?$/, "must be a positive decimal string such as \"1250.00\" (no sign, no exponent, not zero)"),
    )),
    total: z.optional(amount().check(
      z.regex(/^(?=[0-9.]*[1-9])[0-9]+(\.[0-9]+)?$/, "must be a positive decimal string such as \"1250.00\" (no sign, no exponent, not zero)"),
    )),
  }));

/** Request (strict) form of `CreateFiatWithdrawalRequest`: Body of a fiat withdrawal. */
export const CreateFiatWithdrawalRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    ref_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    profile_id: z.string().check(z.minLength(1, "must not be empty")),
    fiat_account_id: z.string().check(z.minLength(1, "must not be empty")),
    asset: z.string(),
    amount: z.optional(amount().check(
      z.regex(/^(?=[0-9.]*[1-9])[0-9]+(\.[0-9]{1,2})?$/, "must be a positive decimal string with at most two decimals, such as \"12.34\" (no sign, no exponent, not zero)"),
    )),
    total: z.optional(amount().check(
      z.regex(/^(?=[0-9.]*[1-9])[0-9]+(\.[0-9]+)?$/, "must be a positive decimal string such as \"1250.00\" (no sign, no exponent, not zero)"),
    )),
    identity_id: z.optional(z.string()),
    account_id: z.optional(z.string()),
    metadata: z.optional(TransferRequestMetadataInputSchema),
    memo: z.optional(z.string().check(
      z.regex(/^[0-9A-Za-z \/?:().,&'+-]*$/, "may hold only letters, digits, space and / ? : ( ) . , & ' + -"),
      z.maxLength(500, "must be at most 500 characters"),
    )),
  }));

/** Request (strict) form of `CreateDepositAddressRequest`: Body of a deposit address creation. */
export const CreateDepositAddressRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    profile_id: z.string().check(z.minLength(1, "must not be empty")),
    crypto_network: CryptoNetworkRequestInputSchema,
    identity_id: z.optional(z.string()),
    account_id: z.optional(z.string()),
    ref_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    metadata: z.optional(TransferRequestMetadataInputSchema),
    conversion_target_asset: z.optional(z.string()),
  }));

/** Request (strict) form of `CreateFiatAccountRequest`: Body of a fiat account creation. */
export const CreateFiatAccountRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    ref_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    identity_id: z.optional(z.string()),
    account_id: z.optional(z.string()),
    fiat_account_owner: FiatAccountOwnerRequestInputSchema,
    fiat_network_instructions: FiatNetworkInstructionsRequestInputSchema,
    metadata: z.optional(FiatAccountMetadataInputSchema),
  }));

/**
 * Request (strict) form of `CreateFiatDepositInstructionsRequest`: Body of a fiat deposit
 * instructions creation.
 */
export const CreateFiatDepositInstructionsRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    ref_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    profile_id: z.string().check(z.minLength(1, "must not be empty")),
    identity_id: z.optional(z.string()),
    account_id: z.optional(z.string()),
    fiat_network: z.string(),
    routing_number_type: z.optional(z.string()),
    metadata: z.optional(TransferRequestMetadataInputSchema),
  }));

/**
 * Request (strict) form of `CreateInternalTransferRequest`: Body of a transfer between two
 * profiles of the caller.
 */
export const CreateInternalTransferRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    ref_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    from_profile_id: z.string().check(z.minLength(1, "must not be empty")),
    to_profile_id: z.string().check(z.minLength(1, "must not be empty")),
    asset: z.string().check(z.minLength(1, "must not be empty")),
    amount: amount().check(
      z.regex(/^(?=[0-9.]*[1-9])[0-9]+(\.[0-9]+)?$/, "must be a positive decimal string such as \"1250.00\" (no sign, no exponent, not zero)"),
    ),
    metadata: z.optional(TransferRequestMetadataInputSchema),
    recipient_metadata: z.optional(TransferRequestMetadataInputSchema),
    from_identity_id: z.optional(z.string()),
    from_account_id: z.optional(z.string()),
    to_identity_id: z.optional(z.string()),
    to_account_id: z.optional(z.string()),
  }));

/**
 * Request (strict) form of `CreatePaxosTransferRequest`: Body of a transfer to a profile of
 * another entity.
 */
export const CreatePaxosTransferRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    ref_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    from_profile_id: z.string().check(z.minLength(1, "must not be empty")),
    to_profile_id: z.string().check(z.minLength(1, "must not be empty")),
    asset: z.string().check(z.minLength(1, "must not be empty")),
    amount: amount().check(
      z.regex(/^(?=[0-9.]*[1-9])[0-9]+(\.[0-9]+)?$/, "must be a positive decimal string such as \"1250.00\" (no sign, no exponent, not zero)"),
    ),
    metadata: z.optional(TransferRequestMetadataInputSchema),
    recipient_metadata: z.optional(TransferRequestMetadataInputSchema),
    from_identity_id: z.optional(z.string()),
    from_account_id: z.optional(z.string()),
    to_identity_id: z.optional(z.string()),
    to_account_id: z.optional(z.string()),
  }));

/**
 * Request (strict) form of `CreateMonitoringAddressRequest`: Body of a monitoring address
 * registration.
 */
export const CreateMonitoringAddressRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    crypto_network: CryptoNetworkRequestInputSchema,
    address: z.string().check(z.minLength(1, "must not be empty")),
    name: z.optional(z.string()),
  }));

/**
 * Request (strict) form of `UpdateMonitoringAddressRequest`: Body of a monitoring address rename.
 */
export const UpdateMonitoringAddressRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    name: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Request (strict) form of `CreateProfileRequest`: Body of a profile creation. */
export const CreateProfileRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    nickname: z.string().check(z.minLength(1, "must not be empty")),
    description: z.optional(z.string()),
  }));

/** Request (strict) form of `UpdateProfileRequest`: Body of a profile rename. */
export const UpdateProfileRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    nickname: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Request (strict) form of `SandboxProfileDepositRequest`: Body of a sandbox profile deposit. */
export const SandboxProfileDepositRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    asset: z.string().check(z.minLength(1, "must not be empty")),
    amount: amount().check(
      z.regex(/^(?=[0-9.]*[1-9])[0-9]*\.?[0-9]+$/, "must be a positive decimal string such as \"1250.00\" (no sign, no exponent, not zero)"),
    ),
    crypto_network: z.optional(z.string()),
    crypto_address: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Request (strict) form of `IdentityAddressRequest`: A postal address of an identity, as sent. */
export const IdentityAddressRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    country: z.string().check(
      z.regex(/^[0-9A-Za-z \/?:().,&'+-]+$/, "must be non-empty and hold only letters, digits, space and / ? : ( ) . , & ' + -"),
      z.maxLength(35, "must be at most 35 characters"),
    ),
    address1: z.string().check(
      z.regex(/^[0-9A-Za-z \/?:().,&'+-]+$/, "must be non-empty and hold only letters, digits, space and / ? : ( ) . , & ' + -"),
      z.maxLength(35, "must be at most 35 characters"),
    ),
    address2: z.optional(z.string().check(
      z.regex(/^[0-9A-Za-z \/?:().,&'+-]*$/, "may hold only letters, digits, space and / ? : ( ) . , & ' + -"),
      z.maxLength(35, "must be at most 35 characters"),
    )),
    city: z.string().check(
      z.regex(/^[0-9A-Za-z \/?:().,&'+-]+$/, "must be non-empty and hold only letters, digits, space and / ? : ( ) . , & ' + -"),
      z.maxLength(35, "must be at most 35 characters"),
    ),
    province: z.string().check(
      z.regex(/^[0-9A-Za-z \/?:().,&'+-]+$/, "must be non-empty and hold only letters, digits, space and / ? : ( ) . , & ' + -"),
      z.maxLength(35, "must be at most 35 characters"),
    ),
    zip_code: z.optional(z.string().check(
      z.regex(/^[0-9A-Za-z \/?:().,&'+-]+$/, "must be non-empty and hold only letters, digits, space and / ? : ( ) . , & ' + -"),
      z.maxLength(35, "must be at most 35 characters"),
    )),
  }));

/**
 * Request (strict) form of `IdentityMetadataRequest`: Client key/value pairs kept with the
 * identity (string values; the public document states no limits).
 */
export const IdentityMetadataRequestInputSchema = /* @__PURE__ */ lazySchema(() => z.record(z.string(), z.string()));

/**
 * Request (strict) form of `IdentityPersonDetailsRequest`: Details of a person identity, as sent
 * on create or update.
 */
export const IdentityPersonDetailsRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    first_name: z.optional(z.string().check(
      z.regex(/^[0-9A-Za-z \/?:().,&'+-]+$/, "must be non-empty and hold only letters, digits, space and / ? : ( ) . , & ' + -"),
      z.maxLength(200, "must be at most 200 characters"),
    )),
    middle_name: z.optional(z.string().check(z.maxLength(200, "must be at most 200 characters"))),
    last_name: z.optional(z.string().check(
      z.regex(/^[0-9A-Za-z \/?:().,&'+-]+$/, "must be non-empty and hold only letters, digits, space and / ? : ( ) . , & ' + -"),
      z.maxLength(200, "must be at most 200 characters"),
    )),
    date_of_birth: z.optional(z.string().check(z.regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, "must be a date written YYYY-MM-DD"))),
    govt_id: z.optional(z.string().check(
      z.regex(/^[0-9A-Za-z \/?:().,&'+-]+$/, "must be non-empty and hold only letters, digits, space and / ? : ( ) . , & ' + -"),
      z.maxLength(200, "must be at most 200 characters"),
    )),
    govt_id_type: z.optional(z.string()),
    cip_id: z.optional(z.string().check(
      z.regex(/^[0-9A-Za-z \/?:().,&'+-]+$/, "must be non-empty and hold only letters, digits, space and / ? : ( ) . , & ' + -"),
      z.maxLength(200, "must be at most 200 characters"),
    )),
    cip_id_type: z.optional(z.string()),
    cip_id_country: z.optional(z.string()),
    address: z.optional(IdentityAddressRequestInputSchema),
    phone_number: z.optional(z.string()),
    email: z.optional(z.string()),
    nationality: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/, "must be an ISO 3166-1 alpha-3 code such as USA"))),
    country_of_birth: z.optional(z.string()),
    profession: z.optional(z.string()),
    verifier_id: z.optional(z.string()),
    verifier_type: z.optional(z.string()),
    passthrough_verifier_type: z.optional(z.string()),
    passthrough_verified_at: z.optional(dateTime()),
    passthrough_verification_id: z.optional(z.string()),
    passthrough_verification_status: z.optional(z.string()),
    passthrough_verification_fields: z.optional(z.array(z.string())),
    id_verification_status: z.optional(z.string()),
    sanctions_verification_status: z.optional(z.string()),
    additional_screening_status: z.optional(z.string()),
    id_verification_url: z.optional(z.string()),
    metadata: z.optional(IdentityMetadataRequestInputSchema),
  }));

/**
 * Request (strict) form of `IdentityInstitutionDetailsRequest`: Details of an institution
 * identity, as sent on create or update.
 */
export const IdentityInstitutionDetailsRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    name: z.optional(z.string().check(
      z.regex(/^[0-9A-Za-z \/?:().,&'+-]+$/, "must be non-empty and hold only letters, digits, space and / ? : ( ) . , & ' + -"),
      z.maxLength(200, "must be at most 200 characters"),
    )),
    business_address: z.optional(IdentityAddressRequestInputSchema),
    incorporation_address: z.optional(IdentityAddressRequestInputSchema),
    phone_number: z.optional(z.string()),
    email: z.optional(z.string()),
    institution_type: z.optional(z.string()),
    institution_sub_type: z.optional(z.string()),
    cip_id: z.optional(z.string().check(
      z.regex(/^[0-9A-Za-z \/?:().,&'+-]+$/, "must be non-empty and hold only letters, digits, space and / ? : ( ) . , & ' + -"),
      z.maxLength(200, "must be at most 200 characters"),
    )),
    cip_id_type: z.optional(z.string()),
    cip_id_country: z.optional(z.string()),
    govt_registration_date: z.optional(dateTime()),
    regulation_status: z.optional(z.string()),
    trading_type: z.optional(z.string()),
    listed_exchange: z.optional(z.string()),
    ticker_symbol: z.optional(z.string()),
    parent_institution_name: z.optional(z.string()),
    regulator_name: z.optional(z.string()),
    regulator_jurisdiction: z.optional(z.string()),
    regulator_register_number: z.optional(z.string()),
    doing_business_as: z.optional(z.string()),
    business_description: z.optional(z.string()),
    sanctions_verification_status: z.optional(z.string()),
    document_verification_status: z.optional(z.string()),
    additional_screening_status: z.optional(z.string()),
  }));

/** Request (strict) form of `InstitutionMemberRequest`: A member to add to an institution. */
export const InstitutionMemberRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    identity_id: z.string().check(z.minLength(1, "must not be empty")),
    roles: z.optional(z.array(z.string())),
    ownership: z.optional(amount().check(
      z.regex(/^(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/, "must be a non-negative decimal string such as \"25\" or \"12.5\" (no sign, no exponent)"),
    )),
    position: z.optional(z.string()),
  }));

/** Request (strict) form of `IdentityTaxDetailRequest`: A taxpayer record, as sent. */
export const IdentityTaxDetailRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    tax_payer_id: z.optional(z.string().check(
      z.regex(/^[0-9A-Za-z \/?:().,&'+-]+$/, "must be non-empty and hold only letters, digits, space and / ? : ( ) . , & ' + -"),
      z.maxLength(35, "must be at most 35 characters"),
    )),
    tax_payer_country: z.optional(z.string()),
    tin_verification_status: z.optional(z.string()),
  }));

/**
 * Request (strict) form of `IdentityCustomerDueDiligenceRequest`: Customer due diligence answers,
 * as sent.
 */
export const IdentityCustomerDueDiligenceRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    aliases: z.optional(z.array(z.string())),
    estimated_net_worth: z.optional(z.string()),
    estimated_yearly_income: z.optional(z.string()),
    expected_transfer_value: z.optional(z.string()),
    source_of_wealth: z.optional(z.string()),
    source_of_funds: z.optional(z.string()),
    purpose_of_account: z.optional(z.string()),
    employment_status: z.optional(z.string()),
    employment_industry_sector: z.optional(z.string()),
    industry_sector: z.optional(z.string()),
    has_underlying_trust_structure: z.optional(z.boolean()),
    has_nominee_shareholders: z.optional(z.boolean()),
    created_at: z.optional(dateTime()),
    is_publicly_traded: z.optional(z.boolean()),
    merchant_funding_source: z.optional(z.string()),
    customer_regions: z.optional(z.array(z.string())),
  }));

/**
 * Request (strict) form of `CreateIdentityRequest`: Body of an identity creation: `person_details`
 * for a person, or `institution_details` (with `institution_members`) for an institution.
 */
export const CreateIdentityRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    ref_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    person_details: z.optional(IdentityPersonDetailsRequestInputSchema),
    institution_details: z.optional(IdentityInstitutionDetailsRequestInputSchema),
    institution_members: z.optional(z.array(InstitutionMemberRequestInputSchema)),
    tax_details: z.optional(z.array(IdentityTaxDetailRequestInputSchema)),
    tax_details_not_required: z.optional(z.boolean()),
    customer_due_diligence: z.optional(IdentityCustomerDueDiligenceRequestInputSchema),
    is_merchant: z.optional(z.boolean()),
    metadata: z.optional(IdentityMetadataRequestInputSchema),
  }));

/**
 * Request (strict) form of `UpdateIdentityRequest`: Body of an identity update: only the fields
 * sent change.
 */
export const UpdateIdentityRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    person_details: z.optional(IdentityPersonDetailsRequestInputSchema),
    institution_details: z.optional(IdentityInstitutionDetailsRequestInputSchema),
    tax_details: z.optional(z.array(IdentityTaxDetailRequestInputSchema)),
    set_tax_details_not_required: z.optional(z.boolean()),
    customer_due_diligence: z.optional(IdentityCustomerDueDiligenceRequestInputSchema),
    set_user_disabled: z.optional(z.boolean()),
    is_merchant: z.optional(z.boolean()),
    last_kyc_refresh_date: z.optional(dateTime()),
    ref_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    metadata: z.optional(IdentityMetadataRequestInputSchema),
  }));

/** Request (strict) form of `IdentityDocumentUploadRequest`: Body of a document upload request. */
export const IdentityDocumentUploadRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    name: z.string().check(
      z.minLength(1, "must not be empty"),
      z.maxLength(260, "must be at most 260 characters"),
    ),
    document_types: z.optional(z.array(z.string())),
  }));

/**
 * Request (strict) form of `AddInstitutionMembersRequest`: Body of an institution member addition.
 */
export const AddInstitutionMembersRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    institution_id: z.string().check(z.minLength(1, "must not be empty")),
    members: z.array(InstitutionMemberRequestInputSchema).check(z.minLength(1, "must have at least 1 item")),
  }));

/** Request (strict) form of `IdentityAccountMemberRequest`: A member of an account, as sent. */
export const IdentityAccountMemberRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    identity_id: z.string().check(z.minLength(1, "must not be empty")),
    type: z.optional(z.string()),
    roles: z.optional(z.array(z.string())),
  }));

/**
 * Request (strict) form of `IdentityAccountMetadataRequest`: Client key/value pairs kept with the
 * account (string values; the public document states no limits).
 */
export const IdentityAccountMetadataRequestInputSchema = /* @__PURE__ */ lazySchema(() => z.record(z.string(), z.string()));

/** Request (strict) form of `IdentityAccountCreate`: The account to create. */
export const IdentityAccountCreateInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    identity_id: z.string().check(z.minLength(1, "must not be empty")),
    description: z.optional(z.string()),
    metadata: z.optional(IdentityAccountMetadataRequestInputSchema),
    ref_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    members: z.optional(z.array(IdentityAccountMemberRequestInputSchema)),
  }));

/** Request (strict) form of `CreateIdentityAccountRequest`: Body of an account creation. */
export const CreateIdentityAccountRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    account: IdentityAccountCreateInputSchema,
    create_profile: z.optional(z.boolean()),
  }));

/**
 * Request (strict) form of `IdentityAccountUpdate`: The account to update: `id` names it; only
 * these fields can change.
 */
export const IdentityAccountUpdateInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    id: z.string().check(z.minLength(1, "must not be empty")),
    description: z.optional(z.string()),
    ref_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    metadata: z.optional(IdentityAccountMetadataRequestInputSchema),
    members: z.optional(z.array(IdentityAccountMemberRequestInputSchema).check(z.minLength(1, "must have at least 1 item"))),
  }));

/** Request (strict) form of `UpdateIdentityAccountRequest`: Body of an account update. */
export const UpdateIdentityAccountRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    account: IdentityAccountUpdateInputSchema,
    set_user_disabled: z.optional(z.boolean()),
  }));

/** Request (strict) form of `AddAccountMembersRequest`: Body of an account member addition. */
export const AddAccountMembersRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    account_id: z.string().check(z.minLength(1, "must not be empty")),
    members: z.array(IdentityAccountMemberRequestInputSchema).check(z.minLength(1, "must have at least 1 item")),
  }));

/**
 * Request (strict) form of `SandboxDisableFlag`: Sets or clears one disable flag of an identity.
 */
export const SandboxDisableFlagInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    disabled: z.optional(z.boolean()),
  }));

/**
 * Request (strict) form of `SandboxIdentityStatusRequest`: Statuses to force on an identity in the
 * sandbox; only the fields sent change.
 */
export const SandboxIdentityStatusRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    id_verification_status: z.optional(z.string()),
    sanctions_verification_status: z.optional(z.string()),
    document_verification_status: z.optional(z.string()),
    additional_screening_status: z.optional(z.string()),
    user_disabled: z.optional(SandboxDisableFlagInputSchema),
    admin_disabled: z.optional(SandboxDisableFlagInputSchema),
  }));

/**
 * Request (strict) form of `TradingMarket`: A market accepted by the order, quote and
 * quote-execution requests (the closed set the public document lists for them).
 */
export const TradingMarketInputSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Request (strict) form of `TradeMetadata`: Client-specified string pairs stored with an order or
 * a quote execution; no more than 6 pairs, keys and values no longer than 100 characters.
 */
export const TradeMetadataInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.record(
    z.string().check(z.maxLength(100, "keys must be at most 100 characters")),
    z.string().check(z.maxLength(100, "must be at most 100 characters")),
  ).check(
    z.refine((value) => Object.keys(value).length <= 6, {
      params: { rule: "maxProperties", limit: 6 },
      error: "must have at most 6 entries",
    }),
  ));

/**
 * Request (strict) form of `StringMetadata`: Client-specified string pairs stored with a
 * stablecoin conversion or an orchestration.
 */
export const StringMetadataInputSchema = /* @__PURE__ */ lazySchema(() => z.record(z.string(), z.string()));

/** Request (strict) form of `CreateOrderRequest`: Body of an order creation. */
export const CreateOrderRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    ref_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    side: z.string(),
    market: TradingMarketInputSchema,
    type: z.string(),
    base_amount: z.optional(amount().check(
      z.regex(/^(?=[0-9.]*[1-9])[0-9]+(\.[0-9]+)?$/, "must be a positive decimal string such as \"1250.00\" (no sign, no exponent, not zero)"),
    )),
    price: z.optional(amount().check(
      z.regex(/^(?=[0-9.]*[1-9])[0-9]+(\.[0-9]+)?$/, "must be a positive decimal string such as \"1250.00\" (no sign, no exponent, not zero)"),
    )),
    quote_amount: z.optional(amount().check(
      z.regex(/^(?=[0-9.]*[1-9])[0-9]+(\.[0-9]+)?$/, "must be a positive decimal string such as \"1250.00\" (no sign, no exponent, not zero)"),
    )),
    metadata: z.optional(TradeMetadataInputSchema),
    await_fill_millis: z.optional(z.int().check(z.minimum(0, "must be at least 0"), z.maximum(10000, "must be at most 10000"))),
    time_in_force: z.optional(z.string()),
    expiration_date: z.optional(z.string().check(z.regex(/^[0-9]{13}$/, "must match ^[0-9]{13}$"))),
    identity_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    identity_account_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    stop_price: z.optional(amount().check(
      z.regex(/^(?=[0-9.]*[1-9])[0-9]+(\.[0-9]+)?$/, "must be a positive decimal string such as \"1250.00\" (no sign, no exponent, not zero)"),
    )),
    recipient_profile_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    self_match_prevention_id: z.optional(z.string().check(z.maxLength(36, "must be at most 36 characters"))),
  }));

/** Request (strict) form of `CreateQuoteExecutionRequest`: Body of a quote execution. */
export const CreateQuoteExecutionRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    quote_id: z.string().check(z.minLength(1, "must not be empty")),
    ref_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    base_amount: z.optional(amount().check(
      z.regex(/^(?=[0-9.]*[1-9])[0-9]+(\.[0-9]+)?$/, "must be a positive decimal string such as \"1250.00\" (no sign, no exponent, not zero)"),
    )),
    quote_amount: z.optional(amount().check(
      z.regex(/^(?=[0-9.]*[1-9])[0-9]+(\.[0-9]+)?$/, "must be a positive decimal string such as \"1250.00\" (no sign, no exponent, not zero)"),
    )),
    metadata: z.optional(TradeMetadataInputSchema),
    identity_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    account_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    recipient_profile_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Request (strict) form of `CreateIssuerQuoteRequest`: Body of an issuer quote request. */
export const CreateIssuerQuoteRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    profile_id: z.string().check(z.minLength(1, "must not be empty")),
    market: z.string().check(z.minLength(1, "must not be empty")),
    side: z.string(),
    base_amount: amount().check(
      z.regex(/^(?=[0-9.]*[1-9])[0-9]+(\.[0-9]+)?$/, "must be a positive decimal string such as \"1250.00\" (no sign, no exponent, not zero)"),
    ),
  }));

/**
 * Request (strict) form of `CreateIssuerQuoteExecutionRequest`: Body of an issuer quote execution.
 */
export const CreateIssuerQuoteExecutionRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    profile_id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/**
 * Request (strict) form of `CreateStablecoinConversionRequest`: Body of a stablecoin conversion.
 */
export const CreateStablecoinConversionRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    profile_id: z.string().check(z.minLength(1, "must not be empty")),
    amount: amount().check(
      z.regex(/^(?=[0-9.]*[1-9])[0-9]+(\.[0-9]+)?$/, "must be a positive decimal string such as \"1250.00\" (no sign, no exponent, not zero)"),
    ),
    source_asset: z.string().check(z.minLength(1, "must not be empty")),
    target_asset: z.string().check(z.minLength(1, "must not be empty")),
    ref_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    identity_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    account_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    metadata: z.optional(StringMetadataInputSchema),
    recipient_profile_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/**
 * Request (strict) form of `CreateOrchestrationProfileEndpoint`: A profile to take funds from or
 * deliver them to, as sent.
 */
export const CreateOrchestrationProfileEndpointInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    profile_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Request (strict) form of `CreateOrchestrationRequest`: Body of an orchestration creation. */
export const CreateOrchestrationRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    identity_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    account_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    ref_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    source_asset: z.string().check(z.minLength(1, "must not be empty")),
    destination_asset: z.string().check(z.minLength(1, "must not be empty")),
    source_amount: amount().check(
      z.regex(/^(?=[0-9.]*[1-9])[0-9]+(\.[0-9]+)?$/, "must be a positive decimal string such as \"1250.00\" (no sign, no exponent, not zero)"),
    ),
    source: z.optional(z.strictObject({
      profile: z.optional(CreateOrchestrationProfileEndpointInputSchema),
    })),
    destination: z.optional(z.strictObject({
      crypto: z.optional(z.strictObject({
        address: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
        network: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
        address_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
      })),
      fiat: z.optional(z.strictObject({
        bank_account_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
        memo: z.optional(z.string()),
      })),
      profile: z.optional(CreateOrchestrationProfileEndpointInputSchema),
    })),
    metadata: z.optional(StringMetadataInputSchema),
  }));

/**
 * Request (strict) form of `CreateOrchestrationRuleRequest`: Body of an orchestration rule
 * creation.
 */
export const CreateOrchestrationRuleRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    ref_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    nickname: z.optional(z.string()),
    profile_id: z.string().check(z.minLength(1, "must not be empty")),
    identity_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    account_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    source_asset: z.string(),
    destination_asset: z.string(),
    source: z.strictObject({
      crypto: z.optional(z.strictObject({
        network: z.optional(z.string()),
      })),
      fiat: z.optional(z.strictObject({
        network: z.optional(z.string()),
        account_type: z.optional(z.string()),
      })),
    }),
    destination: z.optional(z.strictObject({
      crypto: z.optional(z.strictObject({
        address: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
        network: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
        crypto_address_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
      })),
      fiat: z.optional(z.strictObject({
        fiat_account_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
        memo: z.optional(z.string()),
      })),
      profile: z.optional(CreateOrchestrationProfileEndpointInputSchema),
    })),
  }));

/**
 * Request (strict) form of `IdentityControlReasonCodeRequest`: A reason code, as sent (the closed
 * list of `IdentityControlReasonCode`).
 */
export const IdentityControlReasonCodeRequestInputSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Request (strict) form of `IdentityControlTypeRequest`: The kinds of control a client may set
 * (FROZEN is set by Paxos only).
 */
export const IdentityControlTypeRequestInputSchema = /* @__PURE__ */ lazySchema(() => z.string());

/** Request (strict) form of `CreateIdentityControlRequest`: Body of a new identity control. */
export const CreateIdentityControlRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    identity_id: z.string().check(z.minLength(1, "must not be empty")),
    type: IdentityControlTypeRequestInputSchema,
    reason_code: IdentityControlReasonCodeRequestInputSchema,
    reason: z.optional(z.string()),
  }));

/**
 * Request (strict) form of `SandboxForceStartKycRefreshRequest`: Body of a forced sandbox KYC
 * refresh.
 */
export const SandboxForceStartKycRefreshRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    identity_id: z.string().check(
      z.regex(/^[a-zA-Z0-9][a-zA-Z0-9.-]{4,62}[a-zA-Z0-9]$/, "must be 6 to 64 letters, digits, dots or hyphens, starting and ending with a letter or digit"),
      z.minLength(6, "must be at least 6 characters"),
      z.maxLength(64, "must be at most 64 characters"),
    ),
    expiry_days: z.int().check(z.minimum(1, "must be at least 1"), z.maximum(90, "must be at most 90")),
  }));

/**
 * Request (strict) form of `SandboxResetKycRefreshRequest`: Body of a sandbox KYC refresh reset.
 */
export const SandboxResetKycRefreshRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    identity_id: z.string().check(
      z.regex(/^[a-zA-Z0-9][a-zA-Z0-9.-]{4,62}[a-zA-Z0-9]$/, "must be 6 to 64 letters, digits, dots or hyphens, starting and ending with a letter or digit"),
      z.minLength(6, "must be at least 6 characters"),
      z.maxLength(64, "must be at most 64 characters"),
    ),
  }));

/**
 * Request (strict) form of `AddressVerificationMethodRequest`: A verification method, as sent (the
 * closed list of `AddressVerificationMethod`).
 */
export const AddressVerificationMethodRequestInputSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Request (strict) form of `CreateAddressVerificationRequest`: Body of a new address verification.
 */
export const CreateAddressVerificationRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    network: z.string().check(z.minLength(1, "must not be empty")),
    address: z.string().check(z.minLength(1, "must not be empty")),
    verification_method: AddressVerificationMethodRequestInputSchema,
    ref_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Request (strict) form of `SubmitAddressSignatureRequest`: Body of a signature submission. */
export const SubmitAddressSignatureRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    id: z.string().check(z.minLength(1, "must not be empty")),
    signature: z.string().check(z.minLength(1, "must not be empty")),
  }));

/**
 * Request (strict) form of `RewardLedgerRequest`: A reward ledger, as sent (the closed list of
 * `RewardLedger`).
 */
export const RewardLedgerRequestInputSchema = /* @__PURE__ */ lazySchema(() => z.string());

/** Request (strict) form of `NewRewardAddressRequest`: A reward address to add. */
export const NewRewardAddressRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    ledger: RewardLedgerRequestInputSchema,
    address: z.string().check(z.minLength(1, "must not be empty")),
    name: z.optional(z.string()),
    customer_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    payout_group_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    asset_type: z.optional(z.string()),
    effective_at: z.optional(dateTime()),
    id: z.optional(z.string()),
    status: z.optional(z.string()),
    created_at: z.optional(dateTime()),
    balance: z.optional(z.string()),
    verification_proof_id: z.optional(z.string()),
    verification_status: z.optional(z.string()),
    verification_method: z.optional(z.string()),
    verification_expires_at: z.optional(dateTime()),
  }));

/**
 * Request (strict) form of `RewardAddressRequest`: The new fields of a reward address (body of an
 * update).
 */
export const RewardAddressRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    ledger: z.optional(RewardLedgerRequestInputSchema),
    address: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    name: z.optional(z.string()),
    customer_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    payout_group_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    asset_type: z.optional(z.string()),
    effective_at: z.optional(dateTime()),
    status: z.optional(z.string()),
    created_at: z.optional(dateTime()),
    balance: z.optional(z.string()),
    verification_proof_id: z.optional(z.string()),
    verification_status: z.optional(z.string()),
    verification_method: z.optional(z.string()),
    verification_expires_at: z.optional(dateTime()),
  }));

/**
 * Request (strict) form of `CreateRewardAddressRequest`: Body of a new reward address, wrapped in
 * `address`.
 */
export const CreateRewardAddressRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    address: NewRewardAddressRequestInputSchema,
  }));

/**
 * Request (strict) form of `BatchCreateRewardAddressesRequest`: Body of a batch of new reward
 * addresses.
 */
export const BatchCreateRewardAddressesRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    addresses: z.array(NewRewardAddressRequestInputSchema).check(z.minLength(1, "must have at least 1 item")),
  }));

/**
 * Request (strict) form of `ClaimScheduleTypeRequest`: How often a claim schedule runs, as sent.
 */
export const ClaimScheduleTypeRequestInputSchema = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Request (strict) form of `ClaimScheduleTiming`: The timing of a claim schedule, as sent (the
 * body of an update, and a new payout group's `schedule`).
 */
export const ClaimScheduleTimingInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    schedule_type: ClaimScheduleTypeRequestInputSchema,
    days_of_week: z.optional(z.array(z.int())),
    days_of_month: z.optional(z.array(z.int())),
    hour: z.int().check(z.minimum(0, "must be at least 0"), z.maximum(23, "must be at most 23")),
    minute: z.int().check(z.minimum(0, "must be at least 0"), z.maximum(59, "must be at most 59")),
  }));

/** Request (strict) form of `CreateClaimScheduleRequest`: Body of a new claim schedule. */
export const CreateClaimScheduleRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    payout_group_id: z.string().check(z.minLength(1, "must not be empty")),
    schedule_type: ClaimScheduleTypeRequestInputSchema,
    days_of_week: z.optional(z.array(z.int())),
    days_of_month: z.optional(z.array(z.int())),
    hour: z.int().check(z.minimum(0, "must be at least 0"), z.maximum(23, "must be at most 23")),
    minute: z.int().check(z.minimum(0, "must be at least 0"), z.maximum(59, "must be at most 59")),
  }));

/** Request (strict) form of `CreatePayoutGroupRequest`: Body of a new payout group. */
export const CreatePayoutGroupRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    ledger: z.string().check(z.minLength(1, "must not be empty")),
    asset_type: z.string().check(z.minLength(1, "must not be empty")),
    jurisdiction: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    name: z.optional(z.string()),
    claimer_address: z.string().check(z.minLength(1, "must not be empty")),
    schedule: z.optional(ClaimScheduleTimingInputSchema),
  }));

/**
 * Request (strict) form of `UpdatePayoutGroupRequest`: Body of a payout group update; both fields
 * are optional.
 */
export const UpdatePayoutGroupRequestInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    name: z.optional(z.string()),
    jurisdiction: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

// ---------------------------------------------------------------------------
// Per-operation schemas.
// ---------------------------------------------------------------------------

/**
 * Request body of `initiateSandboxFiatDeposit` (Initiate a sandbox fiat deposit), checked before
 * sending.
 */
export const initiateSandboxFiatDepositBodySchema = CreateSandboxFiatDepositRequestInputSchema;

/** Successful (200) response of `initiateSandboxFiatDeposit`, lenient. */
export const initiateSandboxFiatDepositResponseSchema = SandboxFiatDepositResultSchema;

/** Path parameters of `deleteApiCredentials`, checked before they are put into the URL. */
export const deleteApiCredentialsPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    client_id: z.string(),
  }));

/** Successful (200) response of `deleteApiCredentials`, lenient. */
export const deleteApiCredentialsResponseSchema = DeletedApiCredentialsSchema;

/** Path parameters of `getFiatAccount`, checked before they are put into the URL. */
export const getFiatAccountPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.guid("must be a UUID"),
  }));

/** Query parameters of `getFiatAccount` keyed by their wire names; unknown keys are refused. */
export const getFiatAccountQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    include_deleted: z.optional(z.boolean()),
  }));

/** Successful (200) response of `getFiatAccount`, lenient. */
export const getFiatAccountResponseSchema = FiatAccountSchema;

/** Request body of `updateFiatAccount` (Update a fiat account), checked before sending. */
export const updateFiatAccountBodySchema = UpdateFiatAccountRequestInputSchema;

/** Path parameters of `updateFiatAccount`, checked before they are put into the URL. */
export const updateFiatAccountPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.guid("must be a UUID"),
  }));

/** Successful (200) response of `updateFiatAccount`, lenient. */
export const updateFiatAccountResponseSchema = FiatAccountSchema;

/** Path parameters of `deleteFiatAccount`, checked before they are put into the URL. */
export const deleteFiatAccountPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.guid("must be a UUID"),
  }));

/** Successful (200) response of `deleteFiatAccount`, lenient. */
export const deleteFiatAccountResponseSchema = DeleteFiatAccountResultSchema;

/** Query parameters of `listTransactions` keyed by their wire names; unknown keys are refused. */
export const listTransactionsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    statuses: z.optional(z.array(z.string()).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    source_profile_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    target_profile_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Successful (200) response of `listTransactions`, lenient. */
export const listTransactionsResponseSchema = SettlementTransactionListAnswerSchema;

/**
 * Request body of `createTransaction` (Create a settlement transaction), checked before sending.
 */
export const createTransactionBodySchema = CreateSettlementTransactionRequestInputSchema;

/** Successful (200) response of `createTransaction`, lenient. */
export const createTransactionResponseSchema = SettlementTransactionSchema;

/**
 * Query parameters of `listPayments` keyed by their wire names; unknown keys are refused. Each of
 * ref_ids, payment_ids must be the only parameter when given. customer_id and product go together.
 */
export const listPaymentsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    ref_ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
    )),
    payment_ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
    )),
    customer_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    product: z.optional(z.string()),
    payment_status: z.optional(z.string()),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    order: z.optional(z.string()),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }).check(exclusiveParameters(["ref_ids", "payment_ids"])).check(requiredTogether(["customer_id", "product"])));

/** Successful (200) response of `listPayments`, lenient. */
export const listPaymentsResponseSchema = PaymentPageSchema;

/** Query parameters of `listAccounts` keyed by their wire names; unknown keys are refused. */
export const listAccountsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    order: z.optional(z.string()),
    order_by: z.optional(z.string()),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    identity_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    "created_at.lt": z.optional(dateTime()),
    "created_at.lte": z.optional(dateTime()),
    "created_at.eq": z.optional(dateTime()),
    "created_at.gte": z.optional(dateTime()),
    "created_at.gt": z.optional(dateTime()),
    "updated_at.lt": z.optional(dateTime()),
    "updated_at.lte": z.optional(dateTime()),
    "updated_at.eq": z.optional(dateTime()),
    "updated_at.gte": z.optional(dateTime()),
    "updated_at.gt": z.optional(dateTime()),
  }));

/** Successful (200) response of `listAccounts`, lenient. */
export const listAccountsResponseSchema = IdentityAccountPageSchema;

/** Request body of `updateAccount` (Update an identity account), checked before sending. */
export const updateAccountBodySchema = UpdateIdentityAccountRequestInputSchema;

/** Successful (200) response of `updateAccount`, lenient. */
export const updateAccountResponseSchema = IdentityAccountSchema;

/** Request body of `createAccount` (Create an identity account), checked before sending. */
export const createAccountBodySchema = CreateIdentityAccountRequestInputSchema;

/** Successful (200) response of `createAccount`, lenient. */
export const createAccountResponseSchema = IdentityAccountSchema;

/** Successful (200) response of `listTickers`, lenient. */
export const listTickersResponseSchema = AllTickersSchema;

/**
 * Query parameters of `listDepositAddresses` keyed by their wire names; unknown keys are refused.
 */
export const listDepositAddressesQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    profile_ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    identity_ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    networks: z.optional(z.array(CryptoNetworkRequestInputSchema).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    ids: z.optional(z.array(z.guid("must be a UUID").check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    ref_ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    account_ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    "created_at.lt": z.optional(dateTime()),
    "created_at.lte": z.optional(dateTime()),
    "created_at.eq": z.optional(dateTime()),
    "created_at.gte": z.optional(dateTime()),
    "created_at.gt": z.optional(dateTime()),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    order: z.optional(z.string()),
    order_by: z.optional(z.string()),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Successful (200) response of `listDepositAddresses`, lenient. */
export const listDepositAddressesResponseSchema = DepositAddressPageSchema;

/** Request body of `createDepositAddress` (Create a deposit address), checked before sending. */
export const createDepositAddressBodySchema = CreateDepositAddressRequestInputSchema;

/** Successful (200) response of `createDepositAddress`, lenient. */
export const createDepositAddressResponseSchema = DepositAddressSchema;

/** Request body of `rejectCryptoDeposit` (Reject a crypto deposit), checked before sending. */
export const rejectCryptoDepositBodySchema = RejectCryptoDepositRequestInputSchema;

/** Path parameters of `rejectCryptoDeposit`, checked before they are put into the URL. */
export const rejectCryptoDepositPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.guid("must be a UUID"),
  }));

/** Successful (200) response of `rejectCryptoDeposit`, lenient. */
export const rejectCryptoDepositResponseSchema = CryptoDepositActionResultSchema;

/**
 * Request body of `updateCryptoDeposit` (Supply travel-rule details for a crypto deposit), checked
 * before sending.
 */
export const updateCryptoDepositBodySchema = UpdateCryptoDepositRequestInputSchema;

/** Path parameters of `updateCryptoDeposit`, checked before they are put into the URL. */
export const updateCryptoDepositPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.guid("must be a UUID"),
  }));

/** Successful (200) response of `updateCryptoDeposit`, lenient. */
export const updateCryptoDepositResponseSchema = CryptoDepositActionResultSchema;

/**
 * Request body of `putCryptoDestinationAddress` (Create or update a crypto destination address),
 * checked before sending.
 */
export const putCryptoDestinationAddressBodySchema = PutCryptoDestinationAddressRequestInputSchema;

/** Successful (200) response of `putCryptoDestinationAddress`, lenient. */
export const putCryptoDestinationAddressResponseSchema = CryptoDestinationAddressResultSchema;

/**
 * Query parameters of `listCryptoDestinationAddresses` keyed by their wire names; unknown keys are
 * refused.
 */
export const listCryptoDestinationAddressesQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    ids: z.optional(z.array(z.guid("must be a UUID")).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    identity_ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    crypto_networks: z.optional(z.array(CryptoNetworkRequestInputSchema).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    addresses: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    nicknames: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    bookmarked_status: z.optional(z.boolean()),
    "created_at.lt": z.optional(dateTime()),
    "created_at.lte": z.optional(dateTime()),
    "created_at.eq": z.optional(dateTime()),
    "created_at.gte": z.optional(dateTime()),
    "created_at.gt": z.optional(dateTime()),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    order: z.optional(z.string()),
    order_by: z.optional(z.string()),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Successful (200) response of `listCryptoDestinationAddresses`, lenient. */
export const listCryptoDestinationAddressesResponseSchema = CryptoDestinationAddressPageSchema;

/** Request body of `createCryptoWithdrawal` (Withdraw crypto), checked before sending. */
export const createCryptoWithdrawalBodySchema = CreateCryptoWithdrawalRequestInputSchema;

/** Successful (200) response of `createCryptoWithdrawal`, lenient. */
export const createCryptoWithdrawalResponseSchema = TransferSchema;

/**
 * Request body of `createCryptoWithdrawalFee` (Quote a guaranteed crypto withdrawal fee), checked
 * before sending.
 */
export const createCryptoWithdrawalFeeBodySchema = CreateCryptoWithdrawalFeeRequestInputSchema;

/** Successful (200) response of `createCryptoWithdrawalFee`, lenient. */
export const createCryptoWithdrawalFeeResponseSchema = CryptoWithdrawalFeeSchema;

/** Request body of `createFiatWithdrawal` (Withdraw fiat), checked before sending. */
export const createFiatWithdrawalBodySchema = CreateFiatWithdrawalRequestInputSchema;

/** Successful (200) response of `createFiatWithdrawal`, lenient. */
export const createFiatWithdrawalResponseSchema = TransferSchema;

/** Query parameters of `listFiatAccounts` keyed by their wire names; unknown keys are refused. */
export const listFiatAccountsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    ids: z.optional(z.array(z.guid("must be a UUID")).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    ref_ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    "created_at.lt": z.optional(dateTime()),
    "created_at.lte": z.optional(dateTime()),
    "created_at.eq": z.optional(dateTime()),
    "created_at.gte": z.optional(dateTime()),
    "created_at.gt": z.optional(dateTime()),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    order: z.optional(z.string()),
    order_by: z.optional(z.string()),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    include_deleted: z.optional(z.boolean()),
  }));

/** Successful (200) response of `listFiatAccounts`, lenient. */
export const listFiatAccountsResponseSchema = FiatAccountPageSchema;

/** Request body of `createFiatAccount` (Create a fiat account), checked before sending. */
export const createFiatAccountBodySchema = CreateFiatAccountRequestInputSchema;

/** Successful (200) response of `createFiatAccount`, lenient. */
export const createFiatAccountResponseSchema = FiatAccountSchema;

/**
 * Query parameters of `listFiatDepositInstructions` keyed by their wire names; unknown keys are
 * refused.
 */
export const listFiatDepositInstructionsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    ids: z.optional(z.array(z.guid("must be a UUID")).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    ref_ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    "created_at.lt": z.optional(dateTime()),
    "created_at.lte": z.optional(dateTime()),
    "created_at.eq": z.optional(dateTime()),
    "created_at.gte": z.optional(dateTime()),
    "created_at.gt": z.optional(dateTime()),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    order: z.optional(z.string()),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Successful (200) response of `listFiatDepositInstructions`, lenient. */
export const listFiatDepositInstructionsResponseSchema = FiatDepositInstructionsPageSchema;

/**
 * Request body of `createFiatDepositInstructions` (Create fiat deposit instructions), checked
 * before sending.
 */
export const createFiatDepositInstructionsBodySchema = CreateFiatDepositInstructionsRequestInputSchema;

/** Successful (200) response of `createFiatDepositInstructions`, lenient. */
export const createFiatDepositInstructionsResponseSchema = FiatDepositInstructionsSchema;

/** Path parameters of `getFiatDepositInstructions`, checked before they are put into the URL. */
export const getFiatDepositInstructionsPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.guid("must be a UUID"),
  }));

/** Successful (200) response of `getFiatDepositInstructions`, lenient. */
export const getFiatDepositInstructionsResponseSchema = FiatDepositInstructionsSchema;

/**
 * Request body of `createInternalTransfer` (Transfer between own profiles), checked before
 * sending.
 */
export const createInternalTransferBodySchema = CreateInternalTransferRequestInputSchema;

/** Successful (200) response of `createInternalTransfer`, lenient. */
export const createInternalTransferResponseSchema = TransferSchema;

/**
 * Request body of `createPaxosTransfer` (Transfer to another Paxos entity), checked before
 * sending.
 */
export const createPaxosTransferBodySchema = CreatePaxosTransferRequestInputSchema;

/** Successful (200) response of `createPaxosTransfer`, lenient. */
export const createPaxosTransferResponseSchema = TransferSchema;

/** Query parameters of `listTransferLimits` keyed by their wire names; unknown keys are refused. */
export const listTransferLimitsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    transfer_type: z.string(),
  }));

/** Successful (200) response of `listTransferLimits`, lenient. */
export const listTransferLimitsResponseSchema = TransferLimitListSchema;

/** Query parameters of `listTransfers` keyed by their wire names; unknown keys are refused. */
export const listTransfersQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    profile_ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    identity_ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    account_ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    ref_ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    group_ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    crypto_tx_hashes: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    type: z.optional(z.array(z.string()).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    statuses: z.optional(z.array(z.string()).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    secondary_statuses: z.optional(z.array(z.string()).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    "created_at.lt": z.optional(dateTime()),
    "created_at.lte": z.optional(dateTime()),
    "created_at.eq": z.optional(dateTime()),
    "created_at.gte": z.optional(dateTime()),
    "created_at.gt": z.optional(dateTime()),
    "updated_at.lt": z.optional(dateTime()),
    "updated_at.lte": z.optional(dateTime()),
    "updated_at.eq": z.optional(dateTime()),
    "updated_at.gte": z.optional(dateTime()),
    "updated_at.gt": z.optional(dateTime()),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    order: z.optional(z.string()),
    order_by: z.optional(z.string()),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Successful (200) response of `listTransfers`, lenient. */
export const listTransfersResponseSchema = TransferPageSchema;

/** Path parameters of `getTransfer`, checked before they are put into the URL. */
export const getTransferPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.guid("must be a UUID"),
  }));

/** Successful (200) response of `getTransfer`, lenient. */
export const getTransferResponseSchema = TransferSchema;

/** Path parameters of `getTransaction`, checked before they are put into the URL. */
export const getTransactionPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    transaction_id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `getTransaction`, lenient. */
export const getTransactionResponseSchema = SettlementTransactionAnswerSchema;

/** Path parameters of `cancelTransaction`, checked before they are put into the URL. */
export const cancelTransactionPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    transaction_id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `cancelTransaction`, lenient. */
export const cancelTransactionResponseSchema = SettlementTransactionSchema;

/** Path parameters of `affirmTransaction`, checked before they are put into the URL. */
export const affirmTransactionPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    transaction_id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `affirmTransaction`, lenient. */
export const affirmTransactionResponseSchema = SettlementTransactionSchema;

/**
 * Query parameters of `listMonitoringAddress` keyed by their wire names; unknown keys are refused.
 */
export const listMonitoringAddressQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    address: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    crypto_network: z.optional(CryptoNetworkRequestInputSchema),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    order: z.optional(z.string()),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Successful (200) response of `listMonitoringAddress`, lenient. */
export const listMonitoringAddressResponseSchema = MonitoringAddressPageSchema;

/**
 * Request body of `createMonitoringAddress` (Register a monitoring address), checked before
 * sending.
 */
export const createMonitoringAddressBodySchema = CreateMonitoringAddressRequestInputSchema;

/** Successful (200) response of `createMonitoringAddress`, lenient. */
export const createMonitoringAddressResponseSchema = MonitoringAddressResultSchema;

/** Path parameters of `getMonitoringAddress`, checked before they are put into the URL. */
export const getMonitoringAddressPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.guid("must be a UUID"),
  }));

/** Successful (200) response of `getMonitoringAddress`, lenient. */
export const getMonitoringAddressResponseSchema = MonitoringAddressAnswerSchema;

/**
 * Request body of `updateMonitoringAddress` (Rename a monitoring address), checked before sending.
 */
export const updateMonitoringAddressBodySchema = UpdateMonitoringAddressRequestInputSchema;

/** Path parameters of `updateMonitoringAddress`, checked before they are put into the URL. */
export const updateMonitoringAddressPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.guid("must be a UUID"),
  }));

/** Successful (200) response of `updateMonitoringAddress`, lenient. */
export const updateMonitoringAddressResponseSchema = MonitoringAddressResultSchema;

/** Query parameters of `listProfiles` keyed by their wire names; unknown keys are refused. */
export const listProfilesQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    "created_at.lt": z.optional(dateTime()),
    "created_at.lte": z.optional(dateTime()),
    "created_at.eq": z.optional(dateTime()),
    "created_at.gte": z.optional(dateTime()),
    "created_at.gt": z.optional(dateTime()),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    order: z.optional(z.string()),
    order_by: z.optional(z.string()),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    nickname: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    ids: z.optional(z.array(z.guid("must be a UUID")).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
  }));

/** Successful (200) response of `listProfiles`, lenient. */
export const listProfilesResponseSchema = ProfilePageSchema;

/** Request body of `createProfile` (Create a profile), checked before sending. */
export const createProfileBodySchema = CreateProfileRequestInputSchema;

/** Successful (200) response of `createProfile`, lenient. */
export const createProfileResponseSchema = ProfileSchema;

/** Path parameters of `getProfile`, checked before they are put into the URL. */
export const getProfilePathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    profile_id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Query parameters of `getProfile` keyed by their wire names; unknown keys are refused. */
export const getProfileQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    include_deactivated: z.optional(z.boolean()),
  }));

/** Successful (200) response of `getProfile`, lenient. */
export const getProfileResponseSchema = ProfileSchema;

/** Request body of `updateProfile` (Rename a profile), checked before sending. */
export const updateProfileBodySchema = UpdateProfileRequestInputSchema;

/** Path parameters of `updateProfile`, checked before they are put into the URL. */
export const updateProfilePathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    profile_id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `updateProfile`, lenient. */
export const updateProfileResponseSchema = ProfileSchema;

/** Path parameters of `listProfileBalances`, checked before they are put into the URL. */
export const listProfileBalancesPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    profile_id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/**
 * Query parameters of `listProfileBalances` keyed by their wire names; unknown keys are refused.
 */
export const listProfileBalancesQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    assets: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
    )),
  }));

/** Successful (200) response of `listProfileBalances`, lenient. */
export const listProfileBalancesResponseSchema = ProfileBalanceListSchema;

/** Path parameters of `getProfileBalance`, checked before they are put into the URL. */
export const getProfileBalancePathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    profile_id: z.string().check(z.minLength(1, "must not be empty")),
    asset: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `getProfileBalance`, lenient. */
export const getProfileBalanceResponseSchema = ProfileBalanceSchema;

/** Path parameters of `deactivateProfile`, checked before they are put into the URL. */
export const deactivateProfilePathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    profile_id: z.guid("must be a UUID"),
  }));

/** Successful (200) response of `deactivateProfile`, lenient. */
export const deactivateProfileResponseSchema = ProfileDeactivationSchema;

/**
 * Request body of `createSandboxDeposit` (Make a sandbox deposit into a profile), checked before
 * sending.
 */
export const createSandboxDepositBodySchema = SandboxProfileDepositRequestInputSchema;

/** Path parameters of `createSandboxDeposit`, checked before they are put into the URL. */
export const createSandboxDepositPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    profile_id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `createSandboxDeposit`, lenient. */
export const createSandboxDepositResponseSchema = SandboxProfileDepositResultSchema;

/** Query parameters of `listEvents` keyed by their wire names; unknown keys are refused. */
export const listEventsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    "created_at.lt": z.optional(dateTime()),
    "created_at.lte": z.optional(dateTime()),
    "created_at.eq": z.optional(dateTime()),
    "created_at.gte": z.optional(dateTime()),
    "created_at.gt": z.optional(dateTime()),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(100, "must be at most 100"))),
    type: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    is_test: z.optional(z.boolean()),
    order: z.optional(z.string()),
    page_cursor: z.optional(z.string()),
  }));

/** Successful (200) response of `listEvents`, lenient. */
export const listEventsResponseSchema = EventListSchema;

/** Path parameters of `getEvent`, checked before they are put into the URL. */
export const getEventPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Query parameters of `getEvent` keyed by their wire names; unknown keys are refused. */
export const getEventQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    is_test: z.optional(z.boolean()),
  }));

/** Successful (200) response of `getEvent`, lenient. */
export const getEventResponseSchema = EventSchema;

/** Query parameters of `listApiCredentials` keyed by their wire names; unknown keys are refused. */
export const listApiCredentialsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    order: z.optional(z.string()),
    order_by: z.optional(z.string()),
    limit: z.optional(z.int().check(z.minimum(0, "must be at least 0"), z.maximum(1000, "must be at most 1000"))),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    statuses: z.optional(z.array(z.string()).check(z.minLength(1, "must have at least 1 item"))),
    ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    client_ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
  }));

/** Successful (200) response of `listApiCredentials`, lenient. */
export const listApiCredentialsResponseSchema = ApiCredentialsPageSchema;

/**
 * Query parameters of `listTaxFormRevisions` keyed by their wire names; unknown keys are refused.
 */
export const listTaxFormRevisionsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    account_id: z.string().check(z.minLength(1, "must not be empty")),
    tax_year: z.string().check(z.minLength(1, "must not be empty")),
    form_types: z.optional(z.array(z.string()).check(z.minLength(1, "must have at least 1 item"))),
    revision: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Successful (200) response of `listTaxFormRevisions`, lenient. */
export const listTaxFormRevisionsResponseSchema = TaxFormUrlListSchema;

/** Query parameters of `listTaxForms` keyed by their wire names; unknown keys are refused. */
export const listTaxFormsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    account_ids: z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(50, "must have at most 50 items"),
    ),
    tax_year: z.string().check(z.minLength(1, "must not be empty")),
    form_types: z.optional(z.array(z.string()).check(z.minLength(1, "must have at least 1 item"))),
  }));

/** Successful (200) response of `listTaxForms`, lenient. */
export const listTaxFormsResponseSchema = TaxFormUrlListSchema;

/** Query parameters of `listStatements` keyed by their wire names; unknown keys are refused. */
export const listStatementsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    customer_id: z.string().check(z.minLength(1, "must not be empty")),
    ref_ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
    )),
    statement_ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
    )),
    statuses: z.optional(z.array(z.string()).check(z.minLength(1, "must have at least 1 item"))),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"))),
    order: z.optional(z.string()),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Successful (200) response of `listStatements`, lenient. */
export const listStatementsResponseSchema = StatementPageSchema;

/** Query parameters of `listIdentities` keyed by their wire names; unknown keys are refused. */
export const listIdentitiesQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    summary_status: z.optional(z.string()),
    control_types: z.optional(z.array(z.string()).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    control_reason_codes: z.optional(z.array(IdentityControlReasonCodeRequestInputSchema).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    "created_at.lt": z.optional(dateTime()),
    "created_at.lte": z.optional(dateTime()),
    "created_at.eq": z.optional(dateTime()),
    "created_at.gte": z.optional(dateTime()),
    "created_at.gt": z.optional(dateTime()),
    "updated_at.lt": z.optional(dateTime()),
    "updated_at.lte": z.optional(dateTime()),
    "updated_at.eq": z.optional(dateTime()),
    "updated_at.gte": z.optional(dateTime()),
    "updated_at.gt": z.optional(dateTime()),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"))),
    order: z.optional(z.string()),
    order_by: z.optional(z.string()),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    identity_type: z.optional(z.string()),
  }));

/** Successful (200) response of `listIdentities`, lenient. */
export const listIdentitiesResponseSchema = IdentityPageSchema;

/** Request body of `createIdentity` (Create an identity), checked before sending. */
export const createIdentityBodySchema = CreateIdentityRequestInputSchema;

/** Successful (200) response of `createIdentity`, lenient. */
export const createIdentityResponseSchema = IdentitySchema;

/** Path parameters of `getIdentity`, checked before they are put into the URL. */
export const getIdentityPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Query parameters of `getIdentity` keyed by their wire names; unknown keys are refused. */
export const getIdentityQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    include_details: z.optional(z.boolean()),
    include_institution_members: z.optional(z.boolean()),
  }));

/** Successful (200) response of `getIdentity`, lenient. */
export const getIdentityResponseSchema = IdentitySchema;

/** Request body of `updateIdentity` (Update an identity), checked before sending. */
export const updateIdentityBodySchema = UpdateIdentityRequestInputSchema;

/** Path parameters of `updateIdentity`, checked before they are put into the URL. */
export const updateIdentityPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `updateIdentity`, lenient. */
export const updateIdentityResponseSchema = IdentitySchema;

/** Path parameters of `listIdentityDocuments`, checked before they are put into the URL. */
export const listIdentityDocumentsPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    identity_id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/**
 * Query parameters of `listIdentityDocuments` keyed by their wire names; unknown keys are refused.
 */
export const listIdentityDocumentsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    include_pending_docs: z.optional(z.boolean()),
  }));

/** Successful (200) response of `listIdentityDocuments`, lenient. */
export const listIdentityDocumentsResponseSchema = IdentityDocumentListSchema;

/** Request body of `documentUpload` (Request a document upload link), checked before sending. */
export const documentUploadBodySchema = IdentityDocumentUploadRequestInputSchema;

/** Path parameters of `documentUpload`, checked before they are put into the URL. */
export const documentUploadPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    identity_id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `documentUpload`, lenient. */
export const documentUploadResponseSchema = IdentityDocumentUploadSchema;

/** Request body of `addInstitutionMembers` (Add institution members), checked before sending. */
export const addInstitutionMembersBodySchema = AddInstitutionMembersRequestInputSchema;

/** Successful (200) response of `addInstitutionMembers`, lenient. */
export const addInstitutionMembersResponseSchema = InstitutionMembersAddedSchema;

/** Path parameters of `deleteInstitutionMember`, checked before they are put into the URL. */
export const deleteInstitutionMemberPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `deleteInstitutionMember`, lenient. */
export const deleteInstitutionMemberResponseSchema = InstitutionMemberRemovalSchema;

/** Path parameters of `getAccount`, checked before they are put into the URL. */
export const getAccountPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.guid("must be a UUID"),
  }));

/** Successful (200) response of `getAccount`, lenient. */
export const getAccountResponseSchema = IdentityAccountSchema;

/** Request body of `addAccountMembers` (Add account members), checked before sending. */
export const addAccountMembersBodySchema = AddAccountMembersRequestInputSchema;

/** Successful (200) response of `addAccountMembers`, lenient. */
export const addAccountMembersResponseSchema = IdentityAccountMembersAddedSchema;

/** Path parameters of `deleteAccountMember`, checked before they are put into the URL. */
export const deleteAccountMemberPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `deleteAccountMember`, lenient. */
export const deleteAccountMemberResponseSchema = IdentityAccountMemberRemovalSchema;

/**
 * Request body of `sandboxSetIdentityStatus` (Set the statuses of a sandbox identity), checked
 * before sending.
 */
export const sandboxSetIdentityStatusBodySchema = SandboxIdentityStatusRequestInputSchema;

/** Path parameters of `sandboxSetIdentityStatus`, checked before they are put into the URL. */
export const sandboxSetIdentityStatusPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `sandboxSetIdentityStatus`, lenient. */
export const sandboxSetIdentityStatusResponseSchema = SandboxIdentityStatusResultSchema;

/** Query parameters of `listPrices` keyed by their wire names; unknown keys are refused. */
export const listPricesQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    markets: z.array(z.string()).check(z.minLength(1, "must have at least 1 item")),
  }));

/** Successful (200) response of `listPrices`, lenient. */
export const listPricesResponseSchema = PriceListSchema;

/** Path parameters of `listHistoricalPrices`, checked before they are put into the URL. */
export const listHistoricalPricesPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    market: z.string(),
  }));

/**
 * Query parameters of `listHistoricalPrices` keyed by their wire names; unknown keys are refused.
 */
export const listHistoricalPricesQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    increment: z.optional(z.string()),
    max_data_points: z.optional(z.int().check(z.minimum(1, "must be at least 1"))),
    "range.begin": z.optional(dateTime()),
    "range.end": z.optional(dateTime()),
    "pagination.limit": z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    "pagination.offset": z.optional(z.int().check(z.minimum(0, "must be at least 0"))),
  }));

/** Successful (200) response of `listHistoricalPrices`, lenient. */
export const listHistoricalPricesResponseSchema = HistoricalPriceListSchema;

/** Successful (200) response of `listMarkets`, lenient. */
export const listMarketsResponseSchema = MarketListSchema;

/** Path parameters of `getOrderBook`, checked before they are put into the URL. */
export const getOrderBookPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    market: z.string(),
  }));

/** Successful (200) response of `getOrderBook`, lenient. */
export const getOrderBookResponseSchema = OrderBookSchema;

/** Path parameters of `listRecentExecutions`, checked before they are put into the URL. */
export const listRecentExecutionsPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    market: z.string(),
  }));

/** Successful (200) response of `listRecentExecutions`, lenient. */
export const listRecentExecutionsResponseSchema = RecentExecutionListSchema;

/** Path parameters of `getTicker`, checked before they are put into the URL. */
export const getTickerPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    market: z.string(),
  }));

/** Successful (200) response of `getTicker`, lenient. */
export const getTickerResponseSchema = TickerSchema;

/** Query parameters of `listExecutions` keyed by their wire names; unknown keys are refused. */
export const listExecutionsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    profile_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    account_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    order_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    since_execution_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    "range.begin": z.optional(dateTime()),
    "range.end": z.optional(dateTime()),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
  }));

/** Successful (200) response of `listExecutions`, lenient. */
export const listExecutionsResponseSchema = ExecutionPageSchema;

/** Query parameters of `listOrders` keyed by their wire names; unknown keys are refused. */
export const listOrdersQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    profile_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    account_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    market: z.optional(TradingMarketInputSchema),
    status: z.optional(z.string()),
    "order_time.begin": z.optional(dateTime()),
    "order_time.end": z.optional(dateTime()),
    ref_ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
    )),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
  }));

/** Successful (200) response of `listOrders`, lenient. */
export const listOrdersResponseSchema = OrderPageSchema;

/** Path parameters of `listProfileExecutions`, checked before they are put into the URL. */
export const listProfileExecutionsPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    profile_id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/**
 * Query parameters of `listProfileExecutions` keyed by their wire names; unknown keys are refused.
 */
export const listProfileExecutionsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    order_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    since_execution_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    "range.begin": z.optional(dateTime()),
    "range.end": z.optional(dateTime()),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(500, "must be at most 500"))),
  }));

/** Successful (200) response of `listProfileExecutions`, lenient. */
export const listProfileExecutionsResponseSchema = ExecutionPageSchema;

/** Path parameters of `listProfileOrders`, checked before they are put into the URL. */
export const listProfileOrdersPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    profile_id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Query parameters of `listProfileOrders` keyed by their wire names; unknown keys are refused. */
export const listProfileOrdersQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    market: z.optional(TradingMarketInputSchema),
    status: z.optional(z.string()),
    "order_time.begin": z.optional(dateTime()),
    "order_time.end": z.optional(dateTime()),
    ref_ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
    )),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
  }));

/** Successful (200) response of `listProfileOrders`, lenient. */
export const listProfileOrdersResponseSchema = OrderPageSchema;

/** Request body of `createOrder` (Create an order), checked before sending. */
export const createOrderBodySchema = CreateOrderRequestInputSchema;

/** Path parameters of `createOrder`, checked before they are put into the URL. */
export const createOrderPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    profile_id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `createOrder`, lenient. */
export const createOrderResponseSchema = OrderSchema;

/** Path parameters of `getOrder`, checked before they are put into the URL. */
export const getOrderPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    profile_id: z.string().check(z.minLength(1, "must not be empty")),
    id: z.guid("must be a UUID"),
  }));

/** Successful (200) response of `getOrder`, lenient. */
export const getOrderResponseSchema = OrderSchema;

/** Path parameters of `cancelOrder`, checked before they are put into the URL. */
export const cancelOrderPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    profile_id: z.string().check(z.minLength(1, "must not be empty")),
    id: z.guid("must be a UUID"),
  }));

/** Successful (200) response of `cancelOrder`, lenient. */
export const cancelOrderResponseSchema = CancelOrderResultSchema;

/** Query parameters of `listQuotes` keyed by their wire names; unknown keys are refused. */
export const listQuotesQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    markets: z.array(TradingMarketInputSchema).check(z.minLength(1, "must have at least 1 item")),
  }));

/** Successful (200) response of `listQuotes`, lenient. */
export const listQuotesResponseSchema = QuoteListSchema;

/** Path parameters of `listQuoteExecutions`, checked before they are put into the URL. */
export const listQuoteExecutionsPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    profile_id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/**
 * Query parameters of `listQuoteExecutions` keyed by their wire names; unknown keys are refused.
 */
export const listQuoteExecutionsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    side: z.optional(z.string()),
    market: z.optional(TradingMarketInputSchema),
    status: z.optional(z.string()),
    "created_at.begin": z.optional(dateTime()),
    "created_at.end": z.optional(dateTime()),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"))),
    order: z.optional(z.string()),
    order_by: z.optional(z.string()),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Successful (200) response of `listQuoteExecutions`, lenient. */
export const listQuoteExecutionsResponseSchema = QuoteExecutionPageSchema;

/** Request body of `createQuoteExecution` (Execute a quote), checked before sending. */
export const createQuoteExecutionBodySchema = CreateQuoteExecutionRequestInputSchema;

/** Path parameters of `createQuoteExecution`, checked before they are put into the URL. */
export const createQuoteExecutionPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    profile_id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `createQuoteExecution`, lenient. */
export const createQuoteExecutionResponseSchema = QuoteExecutionSchema;

/** Path parameters of `getQuoteExecution`, checked before they are put into the URL. */
export const getQuoteExecutionPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    profile_id: z.string().check(z.minLength(1, "must not be empty")),
    id: z.guid("must be a UUID"),
  }));

/** Successful (200) response of `getQuoteExecution`, lenient. */
export const getQuoteExecutionResponseSchema = QuoteExecutionSchema;

/** Request body of `createIssuerQuote` (Request an issuer quote), checked before sending. */
export const createIssuerQuoteBodySchema = CreateIssuerQuoteRequestInputSchema;

/** Successful (200) response of `createIssuerQuote`, lenient. */
export const createIssuerQuoteResponseSchema = IssuerQuoteSchema;

/**
 * Request body of `createIssuerQuoteExecution` (Execute an issuer quote), checked before sending.
 */
export const createIssuerQuoteExecutionBodySchema = CreateIssuerQuoteExecutionRequestInputSchema;

/** Path parameters of `createIssuerQuoteExecution`, checked before they are put into the URL. */
export const createIssuerQuoteExecutionPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    quote_id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `createIssuerQuoteExecution`, lenient. */
export const createIssuerQuoteExecutionResponseSchema = IssuerQuoteExecutionCreatedSchema;

/**
 * Query parameters of `listIssuerQuoteExecutions` keyed by their wire names; unknown keys are
 * refused.
 */
export const listIssuerQuoteExecutionsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    profile_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    status: z.optional(z.array(z.string()).check(z.minLength(1, "must have at least 1 item"))),
    "created_range.begin": z.optional(dateTime()),
    "created_range.end": z.optional(dateTime()),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    order: z.optional(z.string()),
  }));

/** Successful (200) response of `listIssuerQuoteExecutions`, lenient. */
export const listIssuerQuoteExecutionsResponseSchema = IssuerQuoteExecutionPageSchema;

/**
 * Query parameters of `listStablecoinConversions` keyed by their wire names; unknown keys are
 * refused.
 */
export const listStablecoinConversionsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    profile_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    ref_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    "created_at.begin": z.optional(dateTime()),
    "created_at.end": z.optional(dateTime()),
    "updated_at.begin": z.optional(dateTime()),
    "updated_at.end": z.optional(dateTime()),
    order: z.optional(z.string()),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
  }));

/** Successful (200) response of `listStablecoinConversions`, lenient. */
export const listStablecoinConversionsResponseSchema = StablecoinConversionPageSchema;

/**
 * Request body of `createStablecoinConversion` (Create a stablecoin conversion), checked before
 * sending.
 */
export const createStablecoinConversionBodySchema = CreateStablecoinConversionRequestInputSchema;

/** Successful (200) response of `createStablecoinConversion`, lenient. */
export const createStablecoinConversionResponseSchema = StablecoinConversionSchema;

/** Path parameters of `getStablecoinConversion`, checked before they are put into the URL. */
export const getStablecoinConversionPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.guid("must be a UUID"),
  }));

/** Successful (200) response of `getStablecoinConversion`, lenient. */
export const getStablecoinConversionResponseSchema = StablecoinConversionSchema;

/** Path parameters of `cancelStablecoinConversion`, checked before they are put into the URL. */
export const cancelStablecoinConversionPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.guid("must be a UUID"),
  }));

/** Successful (200) response of `cancelStablecoinConversion`, lenient. */
export const cancelStablecoinConversionResponseSchema = StablecoinConversionSchema;

/** Query parameters of `listOrchestrations` keyed by their wire names; unknown keys are refused. */
export const listOrchestrationsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    ref_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    orchestration_rule_id: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    source_asset: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    destination_asset: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    status: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    "created_at.lt": z.optional(dateTime()),
    "created_at.lte": z.optional(dateTime()),
    "created_at.eq": z.optional(dateTime()),
    "created_at.gte": z.optional(dateTime()),
    "created_at.gt": z.optional(dateTime()),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    order: z.optional(z.string()),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    orchestration_id: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    profile_id: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
  }));

/** Successful (200) response of `listOrchestrations`, lenient. */
export const listOrchestrationsResponseSchema = OrchestrationPageSchema;

/** Request body of `createOrchestration` (Create an orchestration), checked before sending. */
export const createOrchestrationBodySchema = CreateOrchestrationRequestInputSchema;

/** Successful (200) response of `createOrchestration`, lenient. */
export const createOrchestrationResponseSchema = OrchestrationSchema;

/** Path parameters of `getOrchestration`, checked before they are put into the URL. */
export const getOrchestrationPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `getOrchestration`, lenient. */
export const getOrchestrationResponseSchema = OrchestrationSchema;

/**
 * Query parameters of `listOrchestrationRules` keyed by their wire names; unknown keys are
 * refused.
 */
export const listOrchestrationRulesQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    profile_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    status: z.optional(z.array(z.string()).check(z.minLength(1, "must have at least 1 item"))),
    source_asset: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    destination_asset: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    ids: z.optional(z.array(z.guid("must be a UUID")).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    order: z.optional(z.string()),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Successful (200) response of `listOrchestrationRules`, lenient. */
export const listOrchestrationRulesResponseSchema = OrchestrationRulePageSchema;

/**
 * Request body of `createOrchestrationRule` (Create an orchestration rule), checked before
 * sending.
 */
export const createOrchestrationRuleBodySchema = CreateOrchestrationRuleRequestInputSchema;

/** Successful (200) response of `createOrchestrationRule`, lenient. */
export const createOrchestrationRuleResponseSchema = OrchestrationRuleResultSchema;

/** Path parameters of `deleteOrchestrationRule`, checked before they are put into the URL. */
export const deleteOrchestrationRulePathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.guid("must be a UUID"),
  }));

/** Successful (200) response of `deleteOrchestrationRule`, lenient. */
export const deleteOrchestrationRuleResponseSchema = OrchestrationRuleResultSchema;

/**
 * Query parameters of `listIdentityControls` keyed by their wire names; unknown keys are refused.
 */
export const listIdentityControlsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    identity_id: z.string().check(z.minLength(1, "must not be empty")),
    include_deleted: z.optional(z.boolean()),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Successful (200) response of `listIdentityControls`, lenient. */
export const listIdentityControlsResponseSchema = IdentityControlPageSchema;

/**
 * Request body of `createIdentityControl` (Set a control on an identity), checked before sending.
 */
export const createIdentityControlBodySchema = CreateIdentityControlRequestInputSchema;

/** Successful (200) response of `createIdentityControl`, lenient. */
export const createIdentityControlResponseSchema = IdentityControlSchema;

/**
 * Query parameters of `deleteIdentityControl` keyed by their wire names; unknown keys are refused.
 */
export const deleteIdentityControlQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    control_id: z.string().check(z.minLength(1, "must not be empty")),
    reason: z.optional(z.string()),
  }));

/** Successful (200) response of `deleteIdentityControl`, lenient. */
export const deleteIdentityControlResponseSchema = IdentityControlDeletionSchema;

/** Path parameters of `sandboxStartKycRefresh`, checked before they are put into the URL. */
export const sandboxStartKycRefreshPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    identity_id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `sandboxStartKycRefresh`, lenient. */
export const sandboxStartKycRefreshResponseSchema = KycRefreshResultSchema;

/**
 * Request body of `sandboxForceStartKycRefresh` (Force a KYC refresh of a sandbox identity),
 * checked before sending.
 */
export const sandboxForceStartKycRefreshBodySchema = SandboxForceStartKycRefreshRequestInputSchema;

/** Successful (200) response of `sandboxForceStartKycRefresh`, lenient. */
export const sandboxForceStartKycRefreshResponseSchema = KycRefreshResultSchema;

/**
 * Request body of `sandboxResetKycRefresh` (Reset the KYC refresh of a sandbox identity), checked
 * before sending.
 */
export const sandboxResetKycRefreshBodySchema = SandboxResetKycRefreshRequestInputSchema;

/** Successful (200) response of `sandboxResetKycRefresh`, lenient. */
export const sandboxResetKycRefreshResponseSchema = KycRefreshResultSchema;

/** Query parameters of `listVerifications` keyed by their wire names; unknown keys are refused. */
export const listVerificationsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    verification_method: z.optional(AddressVerificationMethodRequestInputSchema),
    status: z.optional(z.string()),
    network: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    address: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    deposit_address: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    order: z.optional(z.string()),
    order_by: z.optional(z.string()),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    "created_at.lt": z.optional(dateTime()),
    "created_at.lte": z.optional(dateTime()),
    "created_at.eq": z.optional(dateTime()),
    "created_at.gte": z.optional(dateTime()),
    "created_at.gt": z.optional(dateTime()),
    "updated_at.lt": z.optional(dateTime()),
    "updated_at.lte": z.optional(dateTime()),
    "updated_at.eq": z.optional(dateTime()),
    "updated_at.gte": z.optional(dateTime()),
    "updated_at.gt": z.optional(dateTime()),
  }));

/** Successful (200) response of `listVerifications`, lenient. */
export const listVerificationsResponseSchema = AddressVerificationPageSchema;

/** Request body of `createVerification` (Start an address verification), checked before sending. */
export const createVerificationBodySchema = CreateAddressVerificationRequestInputSchema;

/** Successful (200) response of `createVerification`, lenient. */
export const createVerificationResponseSchema = AddressVerificationSchema;

/**
 * Request body of `submitSignature` (Submit the signature of an address verification), checked
 * before sending.
 */
export const submitSignatureBodySchema = SubmitAddressSignatureRequestInputSchema;

/** Successful (200) response of `submitSignature`, lenient. */
export const submitSignatureResponseSchema = AddressVerificationSchema;

/** Path parameters of `getVerification`, checked before they are put into the URL. */
export const getVerificationPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `getVerification`, lenient. */
export const getVerificationResponseSchema = AddressVerificationSchema;

/** Query parameters of `listVasps` keyed by their wire names; unknown keys are refused. */
export const listVaspsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    search: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    order: z.optional(z.string()),
    order_by: z.optional(z.string()),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Successful (200) response of `listVasps`, lenient. */
export const listVaspsResponseSchema = VaspPageSchema;

/** Path parameters of `getVasp`, checked before they are put into the URL. */
export const getVaspPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `getVasp`, lenient. */
export const getVaspResponseSchema = VaspResultSchema;

/** Path parameters of `listHistoricalCandles`, checked before they are put into the URL. */
export const listHistoricalCandlesPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    market: z.string(),
  }));

/**
 * Query parameters of `listHistoricalCandles` keyed by their wire names; unknown keys are refused.
 */
export const listHistoricalCandlesQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    increment: z.optional(z.string()),
    max_data_points: z.optional(z.int().check(z.minimum(1, "must be at least 1"))),
    "range.begin": z.optional(dateTime()),
    "range.end": z.optional(dateTime()),
    order: z.optional(z.string()),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Successful (200) response of `listHistoricalCandles`, lenient. */
export const listHistoricalCandlesResponseSchema = CandleListSchema;

/**
 * Query parameters of `getIssuerQuoteSettlementAvailability` keyed by their wire names; unknown
 * keys are refused.
 */
export const getIssuerQuoteSettlementAvailabilityQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    market: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `getIssuerQuoteSettlementAvailability`, lenient. */
export const getIssuerQuoteSettlementAvailabilityResponseSchema = SettlementAvailabilitySchema;

/**
 * Query parameters of `listAttributionAddresses` keyed by their wire names; unknown keys are
 * refused.
 */
export const listAttributionAddressesQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    customer_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    ledger: z.optional(RewardLedgerRequestInputSchema),
    address: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    payout_group_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    include_balance: z.optional(z.boolean()),
    balance_timestamp: z.optional(dateTime()),
    asset_type: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    onchain_statuses: z.optional(z.array(z.string()).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    order: z.optional(z.string()),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Successful (200) response of `listAttributionAddresses`, lenient. */
export const listAttributionAddressesResponseSchema = RewardAddressPageSchema;

/** Request body of `createAttributionAddress` (Add a reward address), checked before sending. */
export const createAttributionAddressBodySchema = CreateRewardAddressRequestInputSchema;

/** Successful (200) response of `createAttributionAddress`, lenient. */
export const createAttributionAddressResponseSchema = RewardAddressResultSchema;

/**
 * Request body of `batchCreateAttributionAddresses` (Add several reward addresses), checked before
 * sending.
 */
export const batchCreateAttributionAddressesBodySchema = BatchCreateRewardAddressesRequestInputSchema;

/** Successful (200) response of `batchCreateAttributionAddresses`, lenient. */
export const batchCreateAttributionAddressesResponseSchema = RewardAddressBatchResultSchema;

/** Request body of `updateAttributionAddress` (Update a reward address), checked before sending. */
export const updateAttributionAddressBodySchema = RewardAddressRequestInputSchema;

/** Path parameters of `updateAttributionAddress`, checked before they are put into the URL. */
export const updateAttributionAddressPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `updateAttributionAddress`, lenient. */
export const updateAttributionAddressResponseSchema = RewardAddressResultSchema;

/** Path parameters of `deleteAttributionAddress`, checked before they are put into the URL. */
export const deleteAttributionAddressPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/**
 * Query parameters of `deleteAttributionAddress` keyed by their wire names; unknown keys are
 * refused.
 */
export const deleteAttributionAddressQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    customer_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    ledger: z.optional(RewardLedgerRequestInputSchema),
    address: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Successful (200) response of `deleteAttributionAddress`, lenient. */
export const deleteAttributionAddressResponseSchema = RewardDeletionSchema;

/** Query parameters of `listClaimSchedules` keyed by their wire names; unknown keys are refused. */
export const listClaimSchedulesQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    payout_group_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Successful (200) response of `listClaimSchedules`, lenient. */
export const listClaimSchedulesResponseSchema = ClaimSchedulePageSchema;

/** Request body of `createClaimSchedule` (Create a claim schedule), checked before sending. */
export const createClaimScheduleBodySchema = CreateClaimScheduleRequestInputSchema;

/** Successful (200) response of `createClaimSchedule`, lenient. */
export const createClaimScheduleResponseSchema = ClaimScheduleResultSchema;

/** Request body of `updateClaimSchedule` (Update a claim schedule), checked before sending. */
export const updateClaimScheduleBodySchema = ClaimScheduleTimingInputSchema;

/** Path parameters of `updateClaimSchedule`, checked before they are put into the URL. */
export const updateClaimSchedulePathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `updateClaimSchedule`, lenient. */
export const updateClaimScheduleResponseSchema = ClaimScheduleResultSchema;

/** Path parameters of `deleteClaimSchedule`, checked before they are put into the URL. */
export const deleteClaimSchedulePathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `deleteClaimSchedule`, lenient. */
export const deleteClaimScheduleResponseSchema = RewardDeletionSchema;

/** Query parameters of `listClaims` keyed by their wire names; unknown keys are refused. */
export const listClaimsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    payout_group_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    statuses: z.optional(z.array(z.string()).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    chain: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    jurisdiction: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    start_time: z.optional(dateTime()),
    end_time: z.optional(dateTime()),
    asset_type: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Successful (200) response of `listClaims`, lenient. */
export const listClaimsResponseSchema = ClaimPageSchema;

/** Query parameters of `getRewardDetails` keyed by their wire names; unknown keys are refused. */
export const getRewardDetailsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    asset_type: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Successful (200) response of `getRewardDetails`, lenient. */
export const getRewardDetailsResponseSchema = RewardDetailsSchema;

/** Query parameters of `getRewardsRates` keyed by their wire names; unknown keys are refused. */
export const getRewardsRatesQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    asset_type: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Successful (200) response of `getRewardsRates`, lenient. */
export const getRewardsRatesResponseSchema = RewardRateListSchema;

/** Query parameters of `listPayoutGroups` keyed by their wire names; unknown keys are refused. */
export const listPayoutGroupsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    asset_type: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    name_prefix: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    claimer_address: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    ledger: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    jurisdiction: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    onchain_statuses: z.optional(z.array(z.string()).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    min_balance: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Successful (200) response of `listPayoutGroups`, lenient. */
export const listPayoutGroupsResponseSchema = PayoutGroupPageSchema;

/** Request body of `createPayoutGroup` (Create a payout group), checked before sending. */
export const createPayoutGroupBodySchema = CreatePayoutGroupRequestInputSchema;

/** Successful (200) response of `createPayoutGroup`, lenient. */
export const createPayoutGroupResponseSchema = PayoutGroupResultSchema;

/** Request body of `updatePayoutGroup` (Update a payout group), checked before sending. */
export const updatePayoutGroupBodySchema = UpdatePayoutGroupRequestInputSchema;

/** Path parameters of `updatePayoutGroup`, checked before they are put into the URL. */
export const updatePayoutGroupPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `updatePayoutGroup`, lenient. */
export const updatePayoutGroupResponseSchema = PayoutGroupResultSchema;

/** Path parameters of `deletePayoutGroup`, checked before they are put into the URL. */
export const deletePayoutGroupPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `deletePayoutGroup`, lenient. */
export const deletePayoutGroupResponseSchema = RewardDeletionSchema;

/**
 * Query parameters of `listRewardsStatements` keyed by their wire names; unknown keys are refused.
 */
export const listRewardsStatementsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    asset_type: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    type: z.optional(z.string()),
    limit: z.optional(z.int().check(z.minimum(1, "must be at least 1"), z.maximum(1000, "must be at most 1000"))),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }));

/** Successful (200) response of `listRewardsStatements`, lenient. */
export const listRewardsStatementsResponseSchema = RewardsStatementPageSchema;

/** Path parameters of `getRewardsStatement`, checked before they are put into the URL. */
export const getRewardsStatementPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1, "must not be empty")),
  }));

/** Successful (200) response of `getRewardsStatement`, lenient. */
export const getRewardsStatementResponseSchema = RewardsStatementResultSchema;

// ---------------------------------------------------------------------------
// Operation facts.
// ---------------------------------------------------------------------------

/** What every operation is, as the contract states it. */
export interface OperationMeta {
  /** Upper-case HTTP method. */
  readonly method: string;
  /** Path template relative to the server URL (which ends in /v2), e.g. `/transfer/fiat-accounts/{id}`. */
  readonly path: string;
  /** The OAuth scope to request, or null when the operation needs no credentials. */
  readonly scope: string | null;
  /** True when the operation exists only in the sandbox environment. */
  readonly sandboxOnly: boolean;
  /** The rate-limit class the operation counts against (`x-rate-limit-class`; `default` when absent). */
  readonly rateLimitClass: string;
  /** Query parameters of which each, when given, must be the only parameter. */
  readonly exclusiveParameters?: readonly string[];
}

/** Method, path, scope and parameter rules of every operation, keyed by operationId. */
export const operationMeta = {
  initiateSandboxFiatDeposit: {
    method: "POST",
    path: "/sandbox/fiat-deposits",
    scope: "transfer:write_sandbox_fiat_deposit",
    sandboxOnly: true,
    rateLimitClass: "default",
  },
  deleteApiCredentials: {
    method: "DELETE",
    path: "/api-creds/credentials/{client_id}",
    scope: "api_creds:delete_credentials",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  getFiatAccount: {
    method: "GET",
    path: "/transfer/fiat-accounts/{id}",
    scope: "transfer:read_fiat_account",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  updateFiatAccount: {
    method: "PUT",
    path: "/transfer/fiat-accounts/{id}",
    scope: "transfer:write_fiat_account",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  deleteFiatAccount: {
    method: "DELETE",
    path: "/transfer/fiat-accounts/{id}",
    scope: "transfer:write_fiat_account",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listTransactions: {
    method: "GET",
    path: "/settlement/transactions",
    scope: "settlement:read_transaction",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  createTransaction: {
    method: "POST",
    path: "/settlement/transactions",
    scope: "settlement:write_transaction",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listPayments: {
    method: "GET",
    path: "/statements/payments",
    scope: "statements:read_payment",
    sandboxOnly: false,
    rateLimitClass: "default",
    exclusiveParameters: ["ref_ids", "payment_ids"],
  },
  listAccounts: {
    method: "GET",
    path: "/identity/accounts",
    scope: "identity:read_account",
    sandboxOnly: false,
    rateLimitClass: "identity",
  },
  updateAccount: {
    method: "PUT",
    path: "/identity/accounts",
    scope: "identity:write_account",
    sandboxOnly: false,
    rateLimitClass: "identity",
  },
  createAccount: {
    method: "POST",
    path: "/identity/accounts",
    scope: "identity:write_account",
    sandboxOnly: false,
    rateLimitClass: "identity",
  },
  listTickers: {
    method: "GET",
    path: "/all-markets/ticker",
    scope: null,
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listDepositAddresses: {
    method: "GET",
    path: "/transfer/deposit-addresses",
    scope: "transfer:read_deposit_address",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  createDepositAddress: {
    method: "POST",
    path: "/transfer/deposit-addresses",
    scope: "transfer:write_deposit_address",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  rejectCryptoDeposit: {
    method: "POST",
    path: "/transfer/crypto-deposits/{id}/reject",
    scope: "transfer:reject_crypto_deposit",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  updateCryptoDeposit: {
    method: "POST",
    path: "/transfer/crypto-deposits/{id}/update",
    scope: "transfer:update_crypto_deposit",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  putCryptoDestinationAddress: {
    method: "PUT",
    path: "/transfer/crypto-destination-address",
    scope: "transfer:write_crypto_destination_address",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listCryptoDestinationAddresses: {
    method: "GET",
    path: "/transfer/crypto-destination-addresses",
    scope: "transfer:read_crypto_destination_address",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  createCryptoWithdrawal: {
    method: "POST",
    path: "/transfer/crypto-withdrawals",
    scope: "transfer:write_crypto_withdrawal",
    sandboxOnly: false,
    rateLimitClass: "transfers",
  },
  createCryptoWithdrawalFee: {
    method: "POST",
    path: "/transfer/fees/crypto-withdrawal",
    scope: "fee:write_crypto_withdrawal_fee",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  createFiatWithdrawal: {
    method: "POST",
    path: "/transfer/fiat-withdrawals",
    scope: "transfer:write_fiat_withdrawal",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listFiatAccounts: {
    method: "GET",
    path: "/transfer/fiat-accounts",
    scope: "transfer:read_fiat_account",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  createFiatAccount: {
    method: "POST",
    path: "/transfer/fiat-accounts",
    scope: "transfer:write_fiat_account",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listFiatDepositInstructions: {
    method: "GET",
    path: "/transfer/fiat-deposit-instructions",
    scope: "transfer:read_fiat_deposit_instructions",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  createFiatDepositInstructions: {
    method: "POST",
    path: "/transfer/fiat-deposit-instructions",
    scope: "transfer:write_fiat_deposit_instructions",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  getFiatDepositInstructions: {
    method: "GET",
    path: "/transfer/fiat-deposit-instructions/{id}",
    scope: "transfer:read_fiat_deposit_instructions",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  createInternalTransfer: {
    method: "POST",
    path: "/transfer/internal",
    scope: "transfer:write_internal_transfer",
    sandboxOnly: false,
    rateLimitClass: "transfers",
  },
  createPaxosTransfer: {
    method: "POST",
    path: "/transfer/paxos",
    scope: "transfer:write_paxos_transfer",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listTransferLimits: {
    method: "GET",
    path: "/transfer/limits/utilizations",
    scope: "transfer:read_transfer_limit",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listTransfers: {
    method: "GET",
    path: "/transfer/transfers",
    scope: "transfer:read_transfer",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  getTransfer: {
    method: "GET",
    path: "/transfer/transfers/{id}",
    scope: "transfer:read_transfer",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  getTransaction: {
    method: "GET",
    path: "/settlement/transactions/{transaction_id}",
    scope: "settlement:read_transaction",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  cancelTransaction: {
    method: "DELETE",
    path: "/settlement/transactions/{transaction_id}",
    scope: "settlement:write_transaction",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  affirmTransaction: {
    method: "PUT",
    path: "/settlement/transactions/{transaction_id}/affirm",
    scope: "settlement:write_transaction",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listMonitoringAddress: {
    method: "GET",
    path: "/rewards/monitor/address",
    scope: "rewards:read_monitoring_address",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  createMonitoringAddress: {
    method: "POST",
    path: "/rewards/monitor/address",
    scope: "rewards:write_monitoring_address",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  getMonitoringAddress: {
    method: "GET",
    path: "/rewards/monitor/address/{id}",
    scope: "rewards:read_monitoring_address",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  updateMonitoringAddress: {
    method: "PUT",
    path: "/rewards/monitor/address/{id}",
    scope: "rewards:write_monitoring_address",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listProfiles: {
    method: "GET",
    path: "/profiles",
    scope: "funding:read_profile",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  createProfile: {
    method: "POST",
    path: "/profiles",
    scope: "funding:write_profile",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  getProfile: {
    method: "GET",
    path: "/profiles/{profile_id}",
    scope: "funding:read_profile",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  updateProfile: {
    method: "PUT",
    path: "/profiles/{profile_id}",
    scope: "funding:write_profile",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listProfileBalances: {
    method: "GET",
    path: "/profiles/{profile_id}/balances",
    scope: "funding:read_profile",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  getProfileBalance: {
    method: "GET",
    path: "/profiles/{profile_id}/balances/{asset}",
    scope: "funding:read_profile",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  deactivateProfile: {
    method: "PUT",
    path: "/profiles/{profile_id}/deactivate",
    scope: "funding:write_profile",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  createSandboxDeposit: {
    method: "POST",
    path: "/sandbox/profiles/{profile_id}/deposit",
    scope: "funding:read_profile",
    sandboxOnly: true,
    rateLimitClass: "default",
  },
  listEvents: {
    method: "GET",
    path: "/events",
    scope: "events:read_event",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  getEvent: {
    method: "GET",
    path: "/events/{id}",
    scope: "events:read_event",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listApiCredentials: {
    method: "GET",
    path: "/api-creds/credentials",
    scope: "api_creds:read_credentials",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listTaxFormRevisions: {
    method: "GET",
    path: "/tax/tax-form-revisions",
    scope: "tax:read_tax_form",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listTaxForms: {
    method: "GET",
    path: "/tax/tax-forms",
    scope: "tax:read_tax_form",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listStatements: {
    method: "GET",
    path: "/statements",
    scope: "statements:read_statement",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listIdentities: {
    method: "GET",
    path: "/identity/identities",
    scope: "identity:read_identity",
    sandboxOnly: false,
    rateLimitClass: "identity",
  },
  createIdentity: {
    method: "POST",
    path: "/identity/identities",
    scope: "identity:write_identity",
    sandboxOnly: false,
    rateLimitClass: "identity",
  },
  getIdentity: {
    method: "GET",
    path: "/identity/identities/{id}",
    scope: "identity:read_identity",
    sandboxOnly: false,
    rateLimitClass: "identity",
  },
  updateIdentity: {
    method: "PUT",
    path: "/identity/identities/{id}",
    scope: "identity:write_identity",
    sandboxOnly: false,
    rateLimitClass: "identity",
  },
  listIdentityDocuments: {
    method: "GET",
    path: "/identity/identities/{identity_id}/documents",
    scope: "identity:read_identity",
    sandboxOnly: false,
    rateLimitClass: "identity",
  },
  documentUpload: {
    method: "PUT",
    path: "/identity/identities/{identity_id}/documents",
    scope: "identity:write_identity",
    sandboxOnly: false,
    rateLimitClass: "identity",
  },
  addInstitutionMembers: {
    method: "POST",
    path: "/identity/institution-members",
    scope: "identity:write_identity",
    sandboxOnly: false,
    rateLimitClass: "identity",
  },
  deleteInstitutionMember: {
    method: "DELETE",
    path: "/identity/institution-members/{id}",
    scope: "identity:write_identity",
    sandboxOnly: false,
    rateLimitClass: "identity",
  },
  getAccount: {
    method: "GET",
    path: "/identity/accounts/{id}",
    scope: "identity:read_account",
    sandboxOnly: false,
    rateLimitClass: "identity",
  },
  addAccountMembers: {
    method: "POST",
    path: "/identity/account-members",
    scope: "identity:write_account",
    sandboxOnly: false,
    rateLimitClass: "identity",
  },
  deleteAccountMember: {
    method: "DELETE",
    path: "/identity/account-members/{id}",
    scope: "identity:write_account",
    sandboxOnly: false,
    rateLimitClass: "identity",
  },
  sandboxSetIdentityStatus: {
    method: "PUT",
    path: "/identity/identities/{id}/sandbox-status",
    scope: "identity:write_identity",
    sandboxOnly: true,
    rateLimitClass: "identity",
  },
  listPrices: {
    method: "GET",
    path: "/all-markets/prices",
    scope: null,
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listHistoricalPrices: {
    method: "GET",
    path: "/markets/{market}/historical-prices",
    scope: "exchange:historical_prices",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listMarkets: {
    method: "GET",
    path: "/markets",
    scope: null,
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  getOrderBook: {
    method: "GET",
    path: "/markets/{market}/order-book",
    scope: null,
    sandboxOnly: false,
    rateLimitClass: "orderBook",
  },
  listRecentExecutions: {
    method: "GET",
    path: "/markets/{market}/recent-executions",
    scope: null,
    sandboxOnly: false,
    rateLimitClass: "orderBook",
  },
  getTicker: {
    method: "GET",
    path: "/markets/{market}/ticker",
    scope: null,
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listExecutions: {
    method: "GET",
    path: "/executions",
    scope: "exchange:read_order",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listOrders: {
    method: "GET",
    path: "/orders",
    scope: "exchange:read_order",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listProfileExecutions: {
    method: "GET",
    path: "/profiles/{profile_id}/executions",
    scope: "exchange:read_order",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listProfileOrders: {
    method: "GET",
    path: "/profiles/{profile_id}/orders",
    scope: "exchange:read_order",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  createOrder: {
    method: "POST",
    path: "/profiles/{profile_id}/orders",
    scope: "exchange:write_order",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  getOrder: {
    method: "GET",
    path: "/profiles/{profile_id}/orders/{id}",
    scope: "exchange:read_order",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  cancelOrder: {
    method: "DELETE",
    path: "/profiles/{profile_id}/orders/{id}",
    scope: "exchange:write_order",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listQuotes: {
    method: "GET",
    path: "/quotes",
    scope: "exchange:read_quote",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listQuoteExecutions: {
    method: "GET",
    path: "/profiles/{profile_id}/quote-executions",
    scope: "exchange:read_quote_execution",
    sandboxOnly: false,
    rateLimitClass: "orderBook",
  },
  createQuoteExecution: {
    method: "POST",
    path: "/profiles/{profile_id}/quote-executions",
    scope: "exchange:write_quote_execution",
    sandboxOnly: false,
    rateLimitClass: "orderBook",
  },
  getQuoteExecution: {
    method: "GET",
    path: "/profiles/{profile_id}/quote-executions/{id}",
    scope: "exchange:read_quote_execution",
    sandboxOnly: false,
    rateLimitClass: "orderBook",
  },
  createIssuerQuote: {
    method: "POST",
    path: "/issuer-quote",
    scope: "exchange:write_issuer_quote",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  createIssuerQuoteExecution: {
    method: "POST",
    path: "/issuer-quote/{quote_id}",
    scope: "exchange:write_issuer_quote_execution",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listIssuerQuoteExecutions: {
    method: "GET",
    path: "/issuer-quotes",
    scope: "exchange:read_issuer_quote_execution",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listStablecoinConversions: {
    method: "GET",
    path: "/conversion/stablecoins",
    scope: "conversion:read_conversion_stablecoin",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  createStablecoinConversion: {
    method: "POST",
    path: "/conversion/stablecoins",
    scope: "conversion:write_conversion_stablecoin",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  getStablecoinConversion: {
    method: "GET",
    path: "/conversion/stablecoins/{id}",
    scope: "conversion:read_conversion_stablecoin",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  cancelStablecoinConversion: {
    method: "DELETE",
    path: "/conversion/stablecoins/{id}",
    scope: "conversion:write_conversion_stablecoin",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listOrchestrations: {
    method: "GET",
    path: "/orchestration/orchestrations",
    scope: "orchestration:read_orchestration",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  createOrchestration: {
    method: "POST",
    path: "/orchestration/orchestrations",
    scope: "orchestration:write_orchestration",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  getOrchestration: {
    method: "GET",
    path: "/orchestration/orchestrations/{id}",
    scope: "orchestration:read_orchestration",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listOrchestrationRules: {
    method: "GET",
    path: "/orchestration/rules",
    scope: "orchestration:read_orchestration_rule",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  createOrchestrationRule: {
    method: "POST",
    path: "/orchestration/rules",
    scope: "orchestration:write_orchestration_rule",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  deleteOrchestrationRule: {
    method: "DELETE",
    path: "/orchestration/rules/{id}",
    scope: "orchestration:write_orchestration_rule",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listIdentityControls: {
    method: "GET",
    path: "/identity/controls",
    scope: "identity:read_identity_control",
    sandboxOnly: false,
    rateLimitClass: "identity",
  },
  createIdentityControl: {
    method: "POST",
    path: "/identity/controls",
    scope: "identity:write_identity_control",
    sandboxOnly: false,
    rateLimitClass: "identity",
  },
  deleteIdentityControl: {
    method: "DELETE",
    path: "/identity/controls",
    scope: "identity:write_identity_control",
    sandboxOnly: false,
    rateLimitClass: "identity",
  },
  sandboxStartKycRefresh: {
    method: "POST",
    path: "/identity/identities/{identity_id}/kyc-refresh",
    scope: "identity:write_identity",
    sandboxOnly: true,
    rateLimitClass: "identity",
  },
  sandboxForceStartKycRefresh: {
    method: "POST",
    path: "/identity/kycrefresh/force-start",
    scope: "identity:write_identity",
    sandboxOnly: true,
    rateLimitClass: "identity",
  },
  sandboxResetKycRefresh: {
    method: "POST",
    path: "/identity/kycrefresh/reset",
    scope: "identity:write_identity",
    sandboxOnly: true,
    rateLimitClass: "identity",
  },
  listVerifications: {
    method: "GET",
    path: "/addresses/verifications",
    scope: "address_ownership:read_verification",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  createVerification: {
    method: "POST",
    path: "/addresses/verifications",
    scope: "address_ownership:write_verification",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  submitSignature: {
    method: "POST",
    path: "/addresses/verifications/signature",
    scope: "address_ownership:write_verification",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  getVerification: {
    method: "GET",
    path: "/addresses/verifications/{id}",
    scope: "address_ownership:read_verification",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listVasps: {
    method: "GET",
    path: "/travelrule/vasps",
    scope: "transfer:read_crypto_destination_address",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  getVasp: {
    method: "GET",
    path: "/travelrule/vasps/{id}",
    scope: "transfer:read_crypto_destination_address",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listHistoricalCandles: {
    method: "GET",
    path: "/markets/{market}/historical-candles",
    scope: "exchange:historical_prices",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  getIssuerQuoteSettlementAvailability: {
    method: "GET",
    path: "/issuer-quote/settlement-availability",
    scope: "exchange:write_issuer_quote",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listAttributionAddresses: {
    method: "GET",
    path: "/rewards/addresses",
    scope: "rewards:read_monitoring_address",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  createAttributionAddress: {
    method: "POST",
    path: "/rewards/addresses",
    scope: "rewards:write_monitoring_address",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  batchCreateAttributionAddresses: {
    method: "POST",
    path: "/rewards/addresses/batch",
    scope: "rewards:write_monitoring_address",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  updateAttributionAddress: {
    method: "PUT",
    path: "/rewards/addresses/{id}",
    scope: "rewards:write_monitoring_address",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  deleteAttributionAddress: {
    method: "DELETE",
    path: "/rewards/addresses/{id}",
    scope: "rewards:write_monitoring_address",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listClaimSchedules: {
    method: "GET",
    path: "/rewards/claim-schedules",
    scope: "rewards:read_claims_schedule",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  createClaimSchedule: {
    method: "POST",
    path: "/rewards/claim-schedules",
    scope: "rewards:write_claims_schedule",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  updateClaimSchedule: {
    method: "PUT",
    path: "/rewards/claim-schedules/{id}",
    scope: "rewards:write_claims_schedule",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  deleteClaimSchedule: {
    method: "DELETE",
    path: "/rewards/claim-schedules/{id}",
    scope: "rewards:write_claims_schedule",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listClaims: {
    method: "GET",
    path: "/rewards/claims",
    scope: "rewards:read_claims",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  getRewardDetails: {
    method: "GET",
    path: "/rewards/details",
    scope: "rewards:read_rewards_details",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  getRewardsRates: {
    method: "GET",
    path: "/rewards/rates",
    scope: "rewards:read_rewards_details",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listPayoutGroups: {
    method: "GET",
    path: "/rewards/payout-groups",
    scope: "rewards:read_payout_groups",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  createPayoutGroup: {
    method: "POST",
    path: "/rewards/payout-groups",
    scope: "rewards:write_payout_groups",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  updatePayoutGroup: {
    method: "PUT",
    path: "/rewards/payout-groups/{id}",
    scope: "rewards:write_payout_groups",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  deletePayoutGroup: {
    method: "DELETE",
    path: "/rewards/payout-groups/{id}",
    scope: "rewards:write_payout_groups",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  listRewardsStatements: {
    method: "GET",
    path: "/rewards/statements",
    scope: "rewards:read_statements",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
  getRewardsStatement: {
    method: "GET",
    path: "/rewards/statements/{id}",
    scope: "rewards:read_statements",
    sandboxOnly: false,
    rateLimitClass: "default",
  },
} as const satisfies Record<string, OperationMeta>;

/** The operationId of an operation of the contract. */
export type OperationId = keyof typeof operationMeta;
