/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

// Every schema is built inside a `/* @__PURE__ */` call so that a bundler drops
// the ones a bundle does not use (zod calls are not known to be side-effect free).

import * as z from "zod/mini";

/** RFC 3339 date-time; the fraction may carry up to nanoseconds, the offset is mandatory. */
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-](\d{2}):(\d{2}))$/;

/** The shape of RFC 3339 and real calendar values: no month 13, no February 30, no hour 24 (a leap second is allowed). */
function isRfc3339(value: string): boolean {
  const match = RFC3339.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  const offsetOk = match[9] === undefined || (Number(match[9]) <= 23 && Number(match[10]) <= 59);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour <= 23 && minute <= 59 && second <= 60 && offsetOk;
}

/** A request date-time: checked as RFC 3339, kept as the string (a Date would lose nanoseconds). */
function dateTime() {
  return z.stringFormat("date-time", isRfc3339, "must be an RFC 3339 date-time, e.g. 2026-12-01T00:00:00Z");
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
        message: `${name} must be the only parameter when given (also given: ${others.join(", ")})`,
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
        message: `${name} is required when ${given.join(", ")} is given (they go together)`,
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
export const FiatAccountStatusSchema = /* @__PURE__ */ (() => z.string())();

/**
 * Response (lenient) form of `FiatNetworkInstructionsStatus`: Status carried alongside `wire` in
 * fiat account responses; only PENDING is observed. Known values: PENDING; any other string is
 * accepted.
 */
export const FiatNetworkInstructionsStatusSchema = /* @__PURE__ */ (() => z.string())();

/**
 * Response (lenient) form of `RoutingNumberType`: Kind of bank routing number. Known values: ABA,
 * SWIFT; any other string is accepted.
 */
export const RoutingNumberTypeSchema = /* @__PURE__ */ (() => z.string())();

/**
 * Response (lenient) form of `SettlementStatus`: Status of a settlement transaction: PENDING on
 * creation; AFFIRMED (eligible once within the window); SETTLED; EXPIRED (the window ended first);
 * CANCELLED (by the source profile). Known values: PENDING, AFFIRMED, SETTLED, EXPIRED, CANCELLED;
 * any other string is accepted.
 */
export const SettlementStatusSchema = /* @__PURE__ */ (() => z.string())();

/**
 * Response (lenient) form of `LegDirection`: Direction of a settlement leg. Known values: DELIVER;
 * any other string is accepted.
 */
export const LegDirectionSchema = /* @__PURE__ */ (() => z.string())();

/**
 * Response (lenient) form of `PaymentProduct`: Product a payment belongs to. Known values:
 * USDG_REWARDS; any other string is accepted.
 */
export const PaymentProductSchema = /* @__PURE__ */ (() => z.string())();

/**
 * Response (lenient) form of `PaymentStatus`: Status of a payment. Known values:
 * PAYMENT_STATUS_PENDING, PAYMENT_STATUS_COMPLETED, PAYMENT_STATUS_FAILED; any other string is
 * accepted.
 */
export const PaymentStatusSchema = /* @__PURE__ */ (() => z.string())();

/**
 * Response (lenient) form of `PaymentType`: Kind of payment. Known values:
 * PAYMENT_TYPE_CRYPTO_WITHDRAWAL; any other string is accepted.
 */
export const PaymentTypeSchema = /* @__PURE__ */ (() => z.string())();

/**
 * Response (lenient) form of `IdentityAccountType`: Kind of identity account. Known values:
 * BROKERAGE; any other string is accepted.
 */
export const IdentityAccountTypeSchema = /* @__PURE__ */ (() => z.string())();

/**
 * Response (lenient) form of `IdentityAccountSummaryStatus`: Summary status of an identity
 * account. Known values: PENDING; any other string is accepted.
 */
export const IdentityAccountSummaryStatusSchema = /* @__PURE__ */ (() => z.string())();

/**
 * Response (lenient) form of `IdentityAccountMemberType`: Kind of account member. Known values:
 * BENEFICIAL_OWNER; any other string is accepted.
 */
export const IdentityAccountMemberTypeSchema = /* @__PURE__ */ (() => z.string())();

/**
 * Response (lenient) form of `IdentityAccountMemberRole`: Role of an account member. Known values:
 * BENEFICIAL_OWNER; any other string is accepted.
 */
export const IdentityAccountMemberRoleSchema = /* @__PURE__ */ (() => z.string())();

/**
 * Response (lenient) form of `CryptoNetwork`: Blockchain network. Known values: ETHEREUM; any
 * other string is accepted.
 */
export const CryptoNetworkSchema = /* @__PURE__ */ (() => z.string())();

/**
 * Response (lenient) form of `ApiCredentialsStatus`: Status of API credentials. Known values:
 * APPROVED; any other string is accepted.
 */
export const ApiCredentialsStatusSchema = /* @__PURE__ */ (() => z.string())();

/**
 * Response (lenient) form of `TickerMarket`: Market of a ticker entry. Known values: ETHUSD,
 * BTCUSD, PAXGUSD, BCHUSD, LTCUSD, USDPUSD, LINKUSD, MATICUSD, AAVEUSD, UNIUSD; any other string
 * is accepted.
 */
export const TickerMarketSchema = /* @__PURE__ */ (() => z.string())();

/**
 * Response (lenient) form of `OAuthErrorCode`: Error code of a failed token request (RFC 6749
 * section 5.2). Known values: invalid_request, invalid_client, invalid_grant, unauthorized_client,
 * unsupported_grant_type, invalid_scope; any other string is accepted.
 */
export const OAuthErrorCodeSchema = /* @__PURE__ */ (() => z.string())();

/**
 * Response (lenient) form of `FreeFormMetadata`: Free key/value pairs; values of any JSON type
 * (strings and integers are observed).
 */
export const FreeFormMetadataSchema = /* @__PURE__ */ (() => z.record(z.string(), z.unknown()))();

/**
 * Response (lenient) form of `FiatAccountMetadata`: Client-specified key/value pairs of a fiat
 * account; at most 6 pairs, each key and value at most 100 characters.
 */
export const FiatAccountMetadataSchema = /* @__PURE__ */ (() => z.record(z.string(), z.string()))();

/** Response (lenient) form of `MailingAddress`: A postal address. */
export const MailingAddressSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    country: z.optional(z.string()),
    address1: z.optional(z.string()),
    address2: z.optional(z.string()),
    city: z.optional(z.string()),
    province: z.optional(z.string()),
    zip_code: z.optional(z.string()),
  }))();

/** Response (lenient) form of `RoutingDetails`: How to route a wire to the bank. */
export const RoutingDetailsSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    routing_number_type: z.optional(RoutingNumberTypeSchema),
    routing_number: z.optional(z.string()),
    bank_name: z.optional(z.string()),
    bank_address: z.optional(MailingAddressSchema),
  }))();

/** Response (lenient) form of `WireInstructions`: Wire transfer details of a bank account. */
export const WireInstructionsSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    account_number: z.optional(z.string()),
    fiat_account_owner_address: z.optional(MailingAddressSchema),
    routing_details: z.optional(RoutingDetailsSchema),
  }))();

/** Response (lenient) form of `FiatNetworkInstructions`: Bank-transfer instructions. */
export const FiatNetworkInstructionsSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    wire: z.optional(WireInstructionsSchema),
    status: z.optional(FiatNetworkInstructionsStatusSchema),
    metadata: z.optional(FreeFormMetadataSchema),
  }))();

/** Response (lenient) form of `PersonDetails`: A person owning a fiat account. */
export const PersonDetailsSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    first_name: z.optional(z.string()),
    last_name: z.optional(z.string()),
  }))();

/** Response (lenient) form of `InstitutionDetails`: An institution owning a fiat account. */
export const InstitutionDetailsSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    name: z.optional(z.string()),
  }))();

/**
 * Response (lenient) form of `FiatAccountOwner`: Owner of a fiat account: carries one of
 * `person_details` or `institution_details`.
 */
export const FiatAccountOwnerSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    person_details: z.optional(PersonDetailsSchema),
    institution_details: z.optional(InstitutionDetailsSchema),
    fiat_network_instructions: z.optional(FiatNetworkInstructionsSchema),
  }))();

/**
 * Response (lenient) form of `FiatAccount`: Bank-transfer instructions and owner details that
 * belong to an identity and an account.
 */
export const FiatAccountSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    id: z.string(),
    fiat_network_instructions: FiatNetworkInstructionsSchema,
    status: FiatAccountStatusSchema,
    created_at: z.string(),
    ref_id: z.optional(z.string()),
    identity_id: z.optional(z.string()),
    account_id: z.optional(z.string()),
    fiat_account_owner: z.optional(FiatAccountOwnerSchema),
    metadata: z.optional(FiatAccountMetadataSchema),
    updated_at: z.optional(z.string()),
  }))();

/** Response (lenient) form of `UpdateFiatAccountRequest`: Body of a fiat account update. */
export const UpdateFiatAccountRequestSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    fiat_account_owner: z.optional(FiatAccountOwnerSchema),
    fiat_network_instructions: z.optional(FiatNetworkInstructionsSchema),
    metadata: z.optional(FiatAccountMetadataSchema),
  }))();

/**
 * Response (lenient) form of `CreateSandboxFiatDepositRequest`: Body of a simulated fiat deposit.
 */
export const CreateSandboxFiatDepositRequestSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    amount: z.string(),
    asset: z.enum(["USD"], "must be one of USD"),
    memo_id: z.string(),
    fiat_network_instructions: z.optional(FiatNetworkInstructionsSchema),
    fiat_account_owner: z.optional(FiatAccountOwnerSchema),
  }))();

/**
 * Response (lenient) form of `SandboxFiatDepositResult`: Response of a simulated deposit; an empty
 * object (fields a later version adds are kept).
 */
export const SandboxFiatDepositResultSchema = /* @__PURE__ */ (() => z.record(z.string(), z.unknown()))();

/** Response (lenient) form of `ClientPublicKey`: A public key registered for request signing. */
export const ClientPublicKeySchema = /* @__PURE__ */ (() =>
  z.looseObject({
    algorithm: z.optional(z.string()),
    public_key: z.optional(z.string()),
    nickname: z.optional(z.string()),
    id: z.optional(z.string()),
    client_id: z.optional(z.string()),
    active: z.optional(z.boolean()),
  }))();

/** Response (lenient) form of `ApiCredentials`: An API credentials record. */
export const ApiCredentialsSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    id: z.string(),
    customer_id: z.optional(z.string()),
    client_id: z.optional(z.string()),
    client_public_keys: z.optional(z.array(ClientPublicKeySchema)),
    status: z.optional(ApiCredentialsStatusSchema),
    created_at: z.optional(z.string()),
    updated_at: z.optional(z.string()),
    nickname: z.optional(z.string()),
    ip_allowlist: z.optional(z.array(z.string())),
    enforce_request_signing: z.optional(z.boolean()),
    client_scopes: z.optional(z.array(z.string())),
    created_by: z.optional(z.string()),
  }))();

/** Response (lenient) form of `DeletedApiCredentials`: Response of a credentials deletion. */
export const DeletedApiCredentialsSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    credentials: ApiCredentialsSchema,
  }))();

/** Response (lenient) form of `SettlementLeg`: A one-way asset movement, as returned. */
export const SettlementLegSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    id: z.string(),
    direction: LegDirectionSchema,
    asset: z.string(),
    amount: z.string(),
  }))();

/**
 * Response (lenient) form of `SettlementLegRequest`: A one-way asset movement, as sent (no leg
 * id).
 */
export const SettlementLegRequestSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    direction: LegDirectionSchema,
    asset: z.string(),
    amount: z.string(),
  }))();

/**
 * Response (lenient) form of `CreateSettlementTransactionRequest`: Body of a settlement
 * transaction creation.
 */
export const CreateSettlementTransactionRequestSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    ref_id: z.optional(z.string()),
    settlement_window_start: z.optional(z.string()),
    settlement_window_end: z.optional(z.string()),
    source_profile_id: z.string(),
    target_profile_id: z.string(),
    legs: z.array(SettlementLegRequestSchema),
  }))();

/** Response (lenient) form of `SettlementTransaction`: A bilateral settlement transaction. */
export const SettlementTransactionSchema = /* @__PURE__ */ (() =>
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
  }))();

/** Response (lenient) form of `Payment`: A statement entry. */
export const PaymentSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    id: z.string(),
    customer_id: z.optional(z.string()),
    profile_id: z.optional(z.string()),
    account_id: z.optional(z.string()),
    ref_id: z.optional(z.string()),
    product: z.optional(PaymentProductSchema),
    payment_type: z.optional(PaymentTypeSchema),
    payment_destination: z.optional(z.string()),
    payment_asset: z.optional(z.string()),
    payment_amount: z.optional(z.string()),
    payment_status: z.optional(PaymentStatusSchema),
    created_at: z.optional(z.string()),
    processed_at: z.optional(z.string()),
  }))();

/** Response (lenient) form of `PaymentPage`: One page of payments. */
export const PaymentPageSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    payments: z.optional(z.array(PaymentSchema)),
    next_page_cursor: z.optional(z.string()),
  }))();

/** Response (lenient) form of `IdentityAccountMember`: A member of an identity account. */
export const IdentityAccountMemberSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    identity_id: z.optional(z.string()),
    type: z.optional(IdentityAccountMemberTypeSchema),
    roles: z.optional(z.array(IdentityAccountMemberRoleSchema)),
    id: z.optional(z.string()),
  }))();

/** Response (lenient) form of `IdentityAccount`: An identity account with its members. */
export const IdentityAccountSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    id: z.string(),
    identity_id: z.optional(z.string()),
    description: z.optional(z.string()),
    admin_disabled: z.optional(z.boolean()),
    user_disabled: z.optional(z.boolean()),
    metadata: z.optional(FreeFormMetadataSchema),
    ref_id: z.optional(z.string()),
    members: z.optional(z.array(IdentityAccountMemberSchema)),
    created_at: z.optional(z.string()),
    updated_at: z.optional(z.string()),
    summary_status: z.optional(IdentityAccountSummaryStatusSchema),
    profile_id: z.optional(z.string()),
    type: z.optional(IdentityAccountTypeSchema),
  }))();

/** Response (lenient) form of `IdentityAccountPage`: One page of identity accounts. */
export const IdentityAccountPageSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    items: z.optional(z.array(IdentityAccountSchema)),
    next_page_cursor: z.optional(z.string()),
  }))();

/** Response (lenient) form of `TickerQuote`: A price and an amount. */
export const TickerQuoteSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    price: z.optional(z.string()),
    amount: z.optional(z.string()),
  }))();

/** Response (lenient) form of `TickerStatistics`: Statistics over a period. */
export const TickerStatisticsSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    high: z.optional(z.string()),
    low: z.optional(z.string()),
    open: z.optional(z.string()),
    volume: z.optional(z.string()),
    start_time: z.optional(z.string()),
    end_time: z.optional(z.string()),
  }))();

/** Response (lenient) form of `Ticker`: Order-book statistics of one market. */
export const TickerSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    market: z.optional(TickerMarketSchema),
    best_bid: z.optional(TickerQuoteSchema),
    best_ask: z.optional(TickerQuoteSchema),
    last_execution: z.optional(TickerQuoteSchema),
    last_day: z.optional(TickerStatisticsSchema),
    today: z.optional(TickerStatisticsSchema),
    snapshot_at: z.optional(z.string()),
  }))();

/** Response (lenient) form of `DepositAddress`: A crypto deposit address. */
export const DepositAddressSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    id: z.string(),
    profile_id: z.optional(z.string()),
    customer_id: z.optional(z.string()),
    identity_id: z.optional(z.string()),
    ref_id: z.optional(z.string()),
    crypto_network: z.optional(CryptoNetworkSchema),
    address: z.optional(z.string()),
    conversion_target_asset: z.optional(z.string()),
    compatible_crypto_networks: z.optional(z.array(CryptoNetworkSchema)),
    metadata: z.optional(FreeFormMetadataSchema),
    created_at: z.optional(z.string()),
  }))();

/** Response (lenient) form of `DepositAddressPage`: One page of deposit addresses. */
export const DepositAddressPageSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    items: z.optional(z.array(DepositAddressSchema)),
    next_page_cursor: z.optional(z.string()),
  }))();

/**
 * Response (lenient) form of `Problem`: RFC 9457 problem details, the error body of every
 * operation (the specification does not show error bodies).
 */
export const ProblemSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    type: z.optional(z.string()),
    title: z.optional(z.string()),
    status: z.optional(z.int()),
    detail: z.optional(z.string()),
    instance: z.optional(z.string()),
    meta: z.optional(FreeFormMetadataSchema),
  }))();

/** Response (lenient) form of `TokenResponse`: Success answer of the token endpoint. */
export const TokenResponseSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    access_token: z.string(),
    expires_in: z.int(),
    scope: z.optional(z.string()),
    token_type: z.string(),
  }))();

/**
 * Response (lenient) form of `TokenError`: Failure answer of the token endpoint (RFC 6749 section
 * 5.2).
 */
export const TokenErrorSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    error: OAuthErrorCodeSchema,
    error_description: z.optional(z.string()),
  }))();

// ---------------------------------------------------------------------------
// Request (strict) forms: every limit of the contract is checked; unknown keys pass through.
// ---------------------------------------------------------------------------

/**
 * Request (strict) form of `FiatNetworkInstructionsStatus`: Status carried alongside `wire` in
 * fiat account responses; only PENDING is observed. Known values: PENDING; any other string is
 * accepted.
 */
export const FiatNetworkInstructionsStatusInputSchema = /* @__PURE__ */ (() => z.string())();

/**
 * Request (strict) form of `RoutingNumberType`: Kind of bank routing number. Known values: ABA,
 * SWIFT; any other string is accepted.
 */
export const RoutingNumberTypeInputSchema = /* @__PURE__ */ (() => z.string())();

/**
 * Request (strict) form of `LegDirection`: Direction of a settlement leg. Known values: DELIVER;
 * any other string is accepted.
 */
export const LegDirectionInputSchema = /* @__PURE__ */ (() => z.string())();

/**
 * Request (strict) form of `FreeFormMetadata`: Free key/value pairs; values of any JSON type
 * (strings and integers are observed).
 */
export const FreeFormMetadataInputSchema = /* @__PURE__ */ (() => z.record(z.string(), z.unknown()))();

/**
 * Request (strict) form of `FiatAccountMetadata`: Client-specified key/value pairs of a fiat
 * account; at most 6 pairs, each key and value at most 100 characters.
 */
export const FiatAccountMetadataInputSchema = /* @__PURE__ */ (() =>
  z.record(
    z.string().check(z.maxLength(100, "keys must be at most 100 characters")),
    z.string().check(z.maxLength(100, "must be at most 100 characters")),
  ).check(
    z.refine((value) => Object.keys(value).length <= 6, {
      params: { rule: "maxProperties", limit: 6 },
      error: "must have at most 6 entries",
    }),
  ))();

/** Request (strict) form of `MailingAddress`: A postal address. */
export const MailingAddressInputSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    country: z.optional(z.string()),
    address1: z.optional(z.string()),
    address2: z.optional(z.string()),
    city: z.optional(z.string()),
    province: z.optional(z.string()),
    zip_code: z.optional(z.string()),
  }))();

/** Request (strict) form of `RoutingDetails`: How to route a wire to the bank. */
export const RoutingDetailsInputSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    routing_number_type: z.optional(RoutingNumberTypeInputSchema),
    routing_number: z.optional(z.string()),
    bank_name: z.optional(z.string()),
    bank_address: z.optional(MailingAddressInputSchema),
  }))();

/** Request (strict) form of `WireInstructions`: Wire transfer details of a bank account. */
export const WireInstructionsInputSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    account_number: z.optional(z.string()),
    fiat_account_owner_address: z.optional(MailingAddressInputSchema),
    routing_details: z.optional(RoutingDetailsInputSchema),
  }))();

/** Request (strict) form of `FiatNetworkInstructions`: Bank-transfer instructions. */
export const FiatNetworkInstructionsInputSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    wire: z.optional(WireInstructionsInputSchema),
    status: z.optional(FiatNetworkInstructionsStatusInputSchema),
    metadata: z.optional(FreeFormMetadataInputSchema),
  }))();

/** Request (strict) form of `PersonDetails`: A person owning a fiat account. */
export const PersonDetailsInputSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    first_name: z.optional(z.string()),
    last_name: z.optional(z.string()),
  }))();

/** Request (strict) form of `InstitutionDetails`: An institution owning a fiat account. */
export const InstitutionDetailsInputSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    name: z.optional(z.string()),
  }))();

/**
 * Request (strict) form of `FiatAccountOwner`: Owner of a fiat account: carries one of
 * `person_details` or `institution_details`.
 */
export const FiatAccountOwnerInputSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    person_details: z.optional(PersonDetailsInputSchema),
    institution_details: z.optional(InstitutionDetailsInputSchema),
    fiat_network_instructions: z.optional(FiatNetworkInstructionsInputSchema),
  }))();

/** Request (strict) form of `UpdateFiatAccountRequest`: Body of a fiat account update. */
export const UpdateFiatAccountRequestInputSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    fiat_account_owner: z.optional(FiatAccountOwnerInputSchema),
    fiat_network_instructions: z.optional(FiatNetworkInstructionsInputSchema),
    metadata: z.optional(FiatAccountMetadataInputSchema),
  }))();

/** Request (strict) form of `CreateSandboxFiatDepositRequest`: Body of a simulated fiat deposit. */
export const CreateSandboxFiatDepositRequestInputSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    amount: z.string().check(
      z.regex(/^(?=[0-9.]*[1-9])[0-9]+(\.[0-9]+)?$/, "must be a positive decimal string such as \"1250.00\" (no sign, no exponent, not zero)"),
    ),
    asset: z.enum(["USD"], "must be one of USD"),
    memo_id: z.string().check(z.minLength(1, "must not be empty")),
    fiat_network_instructions: z.optional(FiatNetworkInstructionsInputSchema),
    fiat_account_owner: z.optional(FiatAccountOwnerInputSchema),
  }))();

/**
 * Request (strict) form of `SettlementLegRequest`: A one-way asset movement, as sent (no leg id).
 */
export const SettlementLegRequestInputSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    direction: LegDirectionInputSchema,
    asset: z.string().check(z.minLength(1, "must not be empty")),
    amount: z.string().check(
      z.regex(/^(?=[0-9.]*[1-9])[0-9]+(\.[0-9]+)?$/, "must be a positive decimal string such as \"1250.00\" (no sign, no exponent, not zero)"),
    ),
  }))();

/**
 * Request (strict) form of `CreateSettlementTransactionRequest`: Body of a settlement transaction
 * creation.
 */
export const CreateSettlementTransactionRequestInputSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    ref_id: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    settlement_window_start: z.optional(dateTime()),
    settlement_window_end: z.optional(dateTime()),
    source_profile_id: z.string().check(z.minLength(1, "must not be empty")),
    target_profile_id: z.string().check(z.minLength(1, "must not be empty")),
    legs: z.array(SettlementLegRequestInputSchema).check(z.minLength(1, "must have at least 1 item")),
  }))();

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
export const deleteApiCredentialsPathSchema = /* @__PURE__ */ (() =>
  z.object({
    client_id: z.string(),
  }))();

/** Successful (200) response of `deleteApiCredentials`, lenient. */
export const deleteApiCredentialsResponseSchema = DeletedApiCredentialsSchema;

/** Request body of `updateFiatAccount` (Update a fiat account), checked before sending. */
export const updateFiatAccountBodySchema = UpdateFiatAccountRequestInputSchema;

/** Path parameters of `updateFiatAccount`, checked before they are put into the URL. */
export const updateFiatAccountPathSchema = /* @__PURE__ */ (() =>
  z.object({
    id: z.guid("must be a UUID"),
  }))();

/** Successful (200) response of `updateFiatAccount`, lenient. */
export const updateFiatAccountResponseSchema = FiatAccountSchema;

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
export const listPaymentsQuerySchema = /* @__PURE__ */ (() =>
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
    order: z.optional(z.enum(["ASC", "DESC"], "must be one of ASC, DESC")),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }).check(exclusiveParameters(["ref_ids", "payment_ids"])).check(requiredTogether(["customer_id", "product"])))();

/** Successful (200) response of `listPayments`, lenient. */
export const listPaymentsResponseSchema = PaymentPageSchema;

/** Query parameters of `listAccounts` keyed by their wire names; unknown keys are refused. */
export const listAccountsQuerySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
    order: z.optional(z.enum(["ASC", "DESC"], "must be one of ASC, DESC")),
    order_by: z.optional(z.enum(["CREATED_AT"], "must be one of CREATED_AT")),
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
  }))();

/** Successful (200) response of `listAccounts`, lenient. */
export const listAccountsResponseSchema = IdentityAccountPageSchema;

/** Successful (200) response of `listTickers`, lenient. */
export const listTickersResponseSchema = /* @__PURE__ */ (() => z.array(TickerSchema))();

/**
 * Query parameters of `listDepositAddresses` keyed by their wire names; unknown keys are refused.
 */
export const listDepositAddressesQuerySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    profile_ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
      z.minLength(1, "must have at least 1 item"),
      z.maxLength(100, "must have at most 100 items"),
    )),
    identity_ids: z.optional(z.array(z.string().check(z.minLength(1, "must not be empty"))).check(
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
    order: z.optional(z.enum(["ASC", "DESC"], "must be one of ASC, DESC")),
    order_by: z.optional(z.enum(["CREATED_AT"], "must be one of CREATED_AT")),
    page_cursor: z.optional(z.string().check(z.minLength(1, "must not be empty"))),
  }))();

/** Successful (200) response of `listDepositAddresses`, lenient. */
export const listDepositAddressesResponseSchema = DepositAddressPageSchema;

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
  updateFiatAccount: {
    method: "PUT",
    path: "/transfer/fiat-accounts/{id}",
    scope: "transfer:write_fiat_account",
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
} as const satisfies Record<string, OperationMeta>;

/** The operationId of an operation of the contract. */
export type OperationId = keyof typeof operationMeta;
