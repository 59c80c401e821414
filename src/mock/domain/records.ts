/**
 * Record shapes the mock stores and serves, typed from the contract's schemas (src/generated/openapi.ts)
 * so that a field the contract renames or retypes breaks the mock's build. The contract's answer schemas
 * are lenient (most fields optional and nullable, as the service may leave them out); a record says
 * which fields the mock always fills, and those are present and never null.
 */
import type { components } from "../../generated/openapi";

/** The contract's schemas, which the records below are built from. */
export type Schemas = components["schemas"];

/** `T` without null in any field: the mock leaves a field out rather than send null. */
export type NoNulls<T> = { [P in keyof T]: Exclude<T[P], null> };

/** `T` as the mock stores it: no field null, and the fields `K` (optional in the contract) always present. */
export type Filled<T, K extends keyof T = never> = Omit<NoNulls<T>, K> & { [P in K]-?: NonNullable<T[P]> };

/** The values an open enum of the contract lists, without its `string & {}` for values added later. */
type Listed<T> = T extends string ? (string extends T ? never : T) : never;

/** A mailing address (the contract's `MailingAddress`). */
export type MailingAddress = Filled<Schemas["MailingAddress"]>;

/** A bank's routing details (the contract's `RoutingDetails`). */
export type RoutingDetails = Filled<Schemas["RoutingDetails"]>;

/**
 * A fiat account's network instructions (the contract's `FiatNetworkInstructions`), plus the intermediary
 * bank's name and address on the wire under the spelling the public document also uses.
 */
export type FiatNetworkInstructions = Omit<Schemas["FiatNetworkInstructions"], "wire"> & {
  wire?: NoNulls<Schemas["WireInstructions"]> & { intermediary_bank_name?: string; intermediary_bank_address?: MailingAddress };
};

/** Who holds a fiat account (the contract's `FiatAccountOwner`). */
export type FiatAccountOwner = Schemas["FiatAccountOwner"];

/** A fiat account (the contract's `FiatAccount`), with its instructions and status always set. */
export type FiatAccount = Omit<Filled<Schemas["FiatAccount"], "status">, "fiat_network_instructions" | "metadata"> & {
  fiat_network_instructions: FiatNetworkInstructions;
  metadata?: Record<string, string>;
};

/** One leg of a settlement transaction (the contract's `SettlementLeg`). */
export type SettlementLeg = Schemas["SettlementLeg"];

/** The statuses a settlement transaction moves through (the contract's `SettlementStatus`). */
export type SettlementStatus = Listed<Schemas["SettlementStatus"]>;

/** A settlement transaction (the contract's `SettlementTransaction`), with a status the mock knows. */
export type SettlementTransaction = Omit<Schemas["SettlementTransaction"], "status"> & { status: SettlementStatus };

/** A payment (the contract's `Payment`); `processed_at` is absent while it is pending. */
export type Payment = Filled<
  Schemas["Payment"],
  | "id"
  | "customer_id"
  | "profile_id"
  | "account_id"
  | "ref_id"
  | "product"
  | "payment_type"
  | "payment_destination"
  | "payment_asset"
  | "payment_amount"
  | "payment_status"
  | "created_at"
>;

/** A member of an identity account (the contract's `IdentityAccountMember`). */
export type IdentityAccountMember = Omit<Filled<Schemas["IdentityAccountMember"], "identity_id" | "type" | "id">, "roles"> & {
  roles: NonNullable<NonNullable<Schemas["IdentityAccountMember"]["roles"]>[number]>[];
};

/** An identity account (the contract's `IdentityAccount`). */
export type IdentityAccount = Omit<
  Filled<
    Schemas["IdentityAccount"],
    | "id"
    | "identity_id"
    | "description"
    | "admin_disabled"
    | "user_disabled"
    | "ref_id"
    | "created_at"
    | "updated_at"
    | "summary_status"
    | "profile_id"
    | "type"
  >,
  "members" | "metadata"
> & { members: IdentityAccountMember[]; metadata: Record<string, string> };

/** A deposit address (the contract's `DepositAddress`); `account_id` makes the `account_ids` filter observable. */
export type DepositAddress = Omit<
  Filled<
    Schemas["DepositAddress"],
    | "id"
    | "profile_id"
    | "customer_id"
    | "identity_id"
    | "account_id"
    | "ref_id"
    | "crypto_network"
    | "address"
    | "conversion_target_asset"
    | "compatible_crypto_networks"
    | "created_at"
  >,
  "metadata"
> & { metadata: Record<string, string> };

/** A public key registered on API credentials (the contract's `ClientPublicKey`). */
export type ClientPublicKey = Filled<Schemas["ClientPublicKey"], "algorithm" | "public_key" | "nickname" | "id" | "client_id" | "active">;

/** API credentials (the contract's `ApiCredentials`). */
export type ApiCredentials = Omit<
  Filled<
    Schemas["ApiCredentials"],
    | "id"
    | "customer_id"
    | "client_id"
    | "status"
    | "created_at"
    | "updated_at"
    | "nickname"
    | "ip_allowlist"
    | "enforce_request_signing"
    | "client_scopes"
    | "created_by"
  >,
  "client_public_keys"
> & { client_public_keys: ClientPublicKey[] };

/** A price and an amount (the contract's `TickerQuote`). */
export type PriceLevel = Filled<Schemas["TickerQuote"], "price" | "amount">;

/** A ticker's statistics over a period (the contract's `TickerStatistics`). */
export type TickerStatistics = Filled<
  Schemas["TickerStatistics"],
  "high" | "low" | "open" | "volume" | "volume_weighted_average_price" | "start_time" | "end_time"
>;

/** A market's ticker (the contract's `Ticker`). */
export type Ticker = Omit<Filled<Schemas["Ticker"], "market" | "snapshot_at">, "best_bid" | "best_ask" | "last_execution" | "last_day" | "today"> & {
  best_bid: PriceLevel;
  best_ask: PriceLevel;
  last_execution: PriceLevel;
  last_day: TickerStatistics;
  today: TickerStatistics;
};

/** A sandbox deposit the mock credited, kept so tests can count and inspect them (no schema: the mock's own record). */
export interface SandboxDeposit {
  id: string;
  memo_id: string;
  amount: string;
  asset: string;
  fiat_network_instructions?: unknown;
  fiat_account_owner?: unknown;
  created_at: string;
}
