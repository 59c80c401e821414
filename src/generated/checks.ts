/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

// One check per response schema, in straight-line code: it runs on every success body, so it only
// reads (typeof and comparisons, a loop per array, a call per $ref) and never copies. It accepts
// exactly what the zod response form in schemas.ts accepts (test/sdk/response-checks.test.ts).
// A value that matches gets undefined; a refused one its first problem: the path, then the rule
// (core/response/response-check), worded by core/response/explain-problem only when it is thrown.
// Parameters are `any`: every function tests a value's type before it reads from it.

import { type CheckProblem, type ResponseCheck, integerRule, isPlainRecord, unionProblem } from "../core/response/response-check";

/** Nothing when `v` is a valid `FreeFormMetadata` (the response form), else its first problem. */
export function checkFreeFormMetadata(v: any): CheckProblem | undefined {
  if (!isPlainRecord(v)) return ["record"];
}

/**
 * Nothing when `v` is a valid `FiatAccountMetadata` (the response form), else its first problem.
 */
export function checkFiatAccountMetadata(v: any): CheckProblem | undefined {
  if (!isPlainRecord(v)) return ["record"];
  for (const k0 in v) {
    if (k0 === "__proto__" || !Object.hasOwn(v, k0)) continue;
    const e1 = v[k0];
    if (typeof e1 !== "string") return [k0, "string"];
  }
}

/** Nothing when `v` is a valid `MailingAddress` (the response form), else its first problem. */
export function checkMailingAddress(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.country;
  if (f0 != null && typeof f0 !== "string") return ["country", "string"];
  f0 = v.address1;
  if (f0 != null && typeof f0 !== "string") return ["address1", "string"];
  f0 = v.address2;
  if (f0 != null && typeof f0 !== "string") return ["address2", "string"];
  f0 = v.city;
  if (f0 != null && typeof f0 !== "string") return ["city", "string"];
  f0 = v.province;
  if (f0 != null && typeof f0 !== "string") return ["province", "string"];
  f0 = v.zip_code;
  if (f0 != null && typeof f0 !== "string") return ["zip_code", "string"];
}

/** Nothing when `v` is a valid `RoutingDetails` (the response form), else its first problem. */
export function checkRoutingDetails(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.routing_number_type;
  if (f0 != null && typeof f0 !== "string") return ["routing_number_type", "string"];
  f0 = v.routing_number;
  if (f0 != null && typeof f0 !== "string") return ["routing_number", "string"];
  f0 = v.bank_name;
  if (f0 != null && typeof f0 !== "string") return ["bank_name", "string"];
  f0 = v.bank_address;
  if (f0 != null && checkMailingAddress(f0)) return ["bank_address", ...checkMailingAddress(f0)!];
}

/** Nothing when `v` is a valid `WireInstructions` (the response form), else its first problem. */
export function checkWireInstructions(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.account_number;
  if (f0 != null && typeof f0 !== "string") return ["account_number", "string"];
  f0 = v.fiat_account_owner_address;
  if (f0 != null && checkMailingAddress(f0)) return ["fiat_account_owner_address", ...checkMailingAddress(f0)!];
  f0 = v.routing_details;
  if (f0 != null && checkRoutingDetails(f0)) return ["routing_details", ...checkRoutingDetails(f0)!];
  f0 = v.intermediary_routing_details;
  if (f0 != null && checkRoutingDetails(f0)) return ["intermediary_routing_details", ...checkRoutingDetails(f0)!];
}

/** Nothing when `v` is a valid `CbitInstructions` (the response form), else its first problem. */
export function checkCbitInstructions(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.wallet_address;
  if (f0 != null && typeof f0 !== "string") return ["wallet_address", "string"];
}

/** Nothing when `v` is a valid `DbsActInstructions` (the response form), else its first problem. */
export function checkDbsActInstructions(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.account_number;
  if (f0 != null && typeof f0 !== "string") return ["account_number", "string"];
}

/** Nothing when `v` is a valid `CubixInstructions` (the response form), else its first problem. */
export function checkCubixInstructions(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return ["account_id", "string"];
}

/** Nothing when `v` is a valid `ScbInstructions` (the response form), else its first problem. */
export function checkScbInstructions(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.account_number;
  if (f0 != null && typeof f0 !== "string") return ["account_number", "string"];
}

/** Nothing when `v` is a valid `RtpRoutingDetails` (the response form), else its first problem. */
export function checkRtpRoutingDetails(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.routing_number;
  if (f0 != null && typeof f0 !== "string") return ["routing_number", "string"];
  f0 = v.bank_name;
  if (f0 != null && typeof f0 !== "string") return ["bank_name", "string"];
  f0 = v.bank_address;
  if (f0 != null && checkMailingAddress(f0)) return ["bank_address", ...checkMailingAddress(f0)!];
}

/** Nothing when `v` is a valid `RtpInstructions` (the response form), else its first problem. */
export function checkRtpInstructions(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.account_number;
  if (f0 != null && typeof f0 !== "string") return ["account_number", "string"];
  f0 = v.fiat_account_owner_address;
  if (f0 != null && checkMailingAddress(f0)) return ["fiat_account_owner_address", ...checkMailingAddress(f0)!];
  f0 = v.routing_details;
  if (f0 != null && checkRtpRoutingDetails(f0)) return ["routing_details", ...checkRtpRoutingDetails(f0)!];
}

/**
 * Nothing when `v` is a valid `FiatNetworkInstructions` (the response form), else its first
 * problem.
 */
export function checkFiatNetworkInstructions(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.wire;
  if (f0 != null && checkWireInstructions(f0)) return ["wire", ...checkWireInstructions(f0)!];
  f0 = v.cbit;
  if (f0 != null && checkCbitInstructions(f0)) return ["cbit", ...checkCbitInstructions(f0)!];
  f0 = v.dbs_act;
  if (f0 != null && checkDbsActInstructions(f0)) return ["dbs_act", ...checkDbsActInstructions(f0)!];
  f0 = v.cubix;
  if (f0 != null && checkCubixInstructions(f0)) return ["cubix", ...checkCubixInstructions(f0)!];
  f0 = v.scb;
  if (f0 != null && checkScbInstructions(f0)) return ["scb", ...checkScbInstructions(f0)!];
  f0 = v.rtp;
  if (f0 != null && checkRtpInstructions(f0)) return ["rtp", ...checkRtpInstructions(f0)!];
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return ["status", "string"];
  f0 = v.metadata;
  if (f0 != null && checkFreeFormMetadata(f0)) return ["metadata", ...checkFreeFormMetadata(f0)!];
}

/** Nothing when `v` is a valid `PersonDetails` (the response form), else its first problem. */
export function checkPersonDetails(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.first_name;
  if (f0 != null && typeof f0 !== "string") return ["first_name", "string"];
  f0 = v.last_name;
  if (f0 != null && typeof f0 !== "string") return ["last_name", "string"];
}

/** Nothing when `v` is a valid `InstitutionDetails` (the response form), else its first problem. */
export function checkInstitutionDetails(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.name;
  if (f0 != null && typeof f0 !== "string") return ["name", "string"];
}

/** Nothing when `v` is a valid `FiatAccountOwner` (the response form), else its first problem. */
export function checkFiatAccountOwner(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.person_details;
  if (f0 != null && checkPersonDetails(f0)) return ["person_details", ...checkPersonDetails(f0)!];
  f0 = v.institution_details;
  if (f0 != null && checkInstitutionDetails(f0)) return ["institution_details", ...checkInstitutionDetails(f0)!];
  f0 = v.fiat_network_instructions;
  if (f0 != null && checkFiatNetworkInstructions(f0)) return ["fiat_network_instructions", ...checkFiatNetworkInstructions(f0)!];
}

/** Nothing when `v` is a valid `FiatAccount` (the response form), else its first problem. */
export function checkFiatAccount(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (typeof f0 !== "string") return ["id", "string"];
  f0 = v.fiat_network_instructions;
  if (f0 != null && checkFiatNetworkInstructions(f0)) return ["fiat_network_instructions", ...checkFiatNetworkInstructions(f0)!];
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return ["status", "string"];
  f0 = v.created_at;
  if (typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return ["ref_id", "string"];
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return ["identity_id", "string"];
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return ["account_id", "string"];
  f0 = v.fiat_account_owner;
  if (f0 != null && checkFiatAccountOwner(f0)) return ["fiat_account_owner", ...checkFiatAccountOwner(f0)!];
  f0 = v.metadata;
  if (f0 != null && checkFiatAccountMetadata(f0)) return ["metadata", ...checkFiatAccountMetadata(f0)!];
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return ["updated_at", "string"];
}

/**
 * Nothing when `v` is a valid `SandboxFiatDepositResult` (the response form), else its first
 * problem.
 */
export function checkSandboxFiatDepositResult(v: any): CheckProblem | undefined {
  if (!isPlainRecord(v)) return ["record"];
}

/** Nothing when `v` is a valid `ClientPublicKey` (the response form), else its first problem. */
export function checkClientPublicKey(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.algorithm;
  if (f0 != null && typeof f0 !== "string") return ["algorithm", "string"];
  f0 = v.public_key;
  if (f0 != null && typeof f0 !== "string") return ["public_key", "string"];
  f0 = v.nickname;
  if (f0 != null && typeof f0 !== "string") return ["nickname", "string"];
  f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return ["id", "string"];
  f0 = v.client_id;
  if (f0 != null && typeof f0 !== "string") return ["client_id", "string"];
  f0 = v.active;
  if (f0 != null && typeof f0 !== "boolean") return ["active", "boolean"];
}

/** Nothing when `v` is a valid `ApiCredentials` (the response form), else its first problem. */
export function checkApiCredentials(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return ["id", "string"];
  f0 = v.customer_id;
  if (f0 != null && typeof f0 !== "string") return ["customer_id", "string"];
  f0 = v.client_id;
  if (f0 != null && typeof f0 !== "string") return ["client_id", "string"];
  f0 = v.client_public_keys;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["client_public_keys", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkClientPublicKey(f0[i1])) return ["client_public_keys", i1, ...checkClientPublicKey(f0[i1])!];
  }
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return ["status", "string"];
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return ["updated_at", "string"];
  f0 = v.nickname;
  if (f0 != null && typeof f0 !== "string") return ["nickname", "string"];
  f0 = v.ip_allowlist;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["ip_allowlist", "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (typeof f0[i2] !== "string") return ["ip_allowlist", i2, "string"];
  }
  f0 = v.enforce_request_signing;
  if (f0 != null && typeof f0 !== "boolean") return ["enforce_request_signing", "boolean"];
  f0 = v.client_scopes;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["client_scopes", "array"];
    for (let i3 = 0; i3 < f0.length; i3++) if (typeof f0[i3] !== "string") return ["client_scopes", i3, "string"];
  }
  f0 = v.created_by;
  if (f0 != null && typeof f0 !== "string") return ["created_by", "string"];
}

/**
 * Nothing when `v` is a valid `DeletedApiCredentials` (the response form), else its first problem.
 */
export function checkDeletedApiCredentials(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.credentials;
  if (f0 != null && checkApiCredentials(f0)) return ["credentials", ...checkApiCredentials(f0)!];
}

/** Nothing when `v` is a valid `SettlementLeg` (the response form), else its first problem. */
export function checkSettlementLeg(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (typeof f0 !== "string") return ["id", "string"];
  f0 = v.direction;
  if (typeof f0 !== "string") return ["direction", "string"];
  f0 = v.asset;
  if (typeof f0 !== "string") return ["asset", "string"];
  f0 = v.amount;
  if (typeof f0 !== "string") return ["amount", "string"];
}

/**
 * Nothing when `v` is a valid `SettlementTransaction` (the response form), else its first problem.
 */
export function checkSettlementTransaction(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (typeof f0 !== "string") return ["id", "string"];
  f0 = v.ref_id;
  if (typeof f0 !== "string") return ["ref_id", "string"];
  f0 = v.settlement_window_start;
  if (typeof f0 !== "string") return ["settlement_window_start", "string"];
  f0 = v.settlement_window_end;
  if (typeof f0 !== "string") return ["settlement_window_end", "string"];
  f0 = v.source_profile_id;
  if (typeof f0 !== "string") return ["source_profile_id", "string"];
  f0 = v.target_profile_id;
  if (typeof f0 !== "string") return ["target_profile_id", "string"];
  f0 = v.legs;
  if (!Array.isArray(f0)) return ["legs", "array"];
  for (let i1 = 0; i1 < f0.length; i1++) if (checkSettlementLeg(f0[i1])) return ["legs", i1, ...checkSettlementLeg(f0[i1])!];
  f0 = v.status;
  if (typeof f0 !== "string") return ["status", "string"];
  f0 = v.created_at;
  if (typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.updated_at;
  if (typeof f0 !== "string") return ["updated_at", "string"];
}

/** Nothing when `v` is a valid `Payment` (the response form), else its first problem. */
export function checkPayment(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return ["id", "string"];
  f0 = v.customer_id;
  if (f0 != null && typeof f0 !== "string") return ["customer_id", "string"];
  f0 = v.profile_id;
  if (f0 != null && typeof f0 !== "string") return ["profile_id", "string"];
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return ["account_id", "string"];
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return ["ref_id", "string"];
  f0 = v.product;
  if (f0 != null && typeof f0 !== "string") return ["product", "string"];
  f0 = v.payment_type;
  if (f0 != null && typeof f0 !== "string") return ["payment_type", "string"];
  f0 = v.payment_source;
  if (f0 != null && typeof f0 !== "string") return ["payment_source", "string"];
  f0 = v.payment_destination;
  if (f0 != null && typeof f0 !== "string") return ["payment_destination", "string"];
  f0 = v.payment_asset;
  if (f0 != null && typeof f0 !== "string") return ["payment_asset", "string"];
  f0 = v.payment_amount;
  if (f0 != null && typeof f0 !== "string") return ["payment_amount", "string"];
  f0 = v.payment_status;
  if (f0 != null && typeof f0 !== "string") return ["payment_status", "string"];
  f0 = v.payment_tx_id;
  if (f0 != null && typeof f0 !== "string") return ["payment_tx_id", "string"];
  f0 = v.description;
  if (f0 != null && typeof f0 !== "string") return ["description", "string"];
  f0 = v.metadata;
  if (f0 != null && typeof f0 !== "string") return ["metadata", "string"];
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.processed_at;
  if (f0 != null && typeof f0 !== "string") return ["processed_at", "string"];
}

/** Nothing when `v` is a valid `PaymentPage` (the response form), else its first problem. */
export function checkPaymentPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.payments;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["payments", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkPayment(f0[i1])) return ["payments", i1, ...checkPayment(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/**
 * Nothing when `v` is a valid `IdentityAccountMember` (the response form), else its first problem.
 */
export function checkIdentityAccountMember(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return ["identity_id", "string"];
  f0 = v.type;
  if (f0 != null && typeof f0 !== "string") return ["type", "string"];
  f0 = v.roles;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["roles", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) {
      const e2 = f0[i1];
      if (!(typeof e2 === "string" || e2 === null)) return ["roles", i1, "union"];
    }
  }
  f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return ["id", "string"];
}

/** Nothing when `v` is a valid `IdentityAccount` (the response form), else its first problem. */
export function checkIdentityAccount(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return ["id", "string"];
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return ["identity_id", "string"];
  f0 = v.description;
  if (f0 != null && typeof f0 !== "string") return ["description", "string"];
  f0 = v.admin_disabled;
  if (f0 != null && typeof f0 !== "boolean") return ["admin_disabled", "boolean"];
  f0 = v.user_disabled;
  if (f0 != null && typeof f0 !== "boolean") return ["user_disabled", "boolean"];
  f0 = v.metadata;
  if (f0 != null && checkFreeFormMetadata(f0)) return ["metadata", ...checkFreeFormMetadata(f0)!];
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return ["ref_id", "string"];
  f0 = v.members;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["members", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkIdentityAccountMember(f0[i1])) return ["members", i1, ...checkIdentityAccountMember(f0[i1])!];
  }
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return ["updated_at", "string"];
  f0 = v.summary_status;
  if (f0 != null && typeof f0 !== "string") return ["summary_status", "string"];
  f0 = v.profile_id;
  if (f0 != null && typeof f0 !== "string") return ["profile_id", "string"];
  f0 = v.type;
  if (f0 != null && typeof f0 !== "string") return ["type", "string"];
}

/**
 * Nothing when `v` is a valid `IdentityAccountPage` (the response form), else its first problem.
 */
export function checkIdentityAccountPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkIdentityAccount(f0[i1])) return ["items", i1, ...checkIdentityAccount(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/** Nothing when `v` is a valid `TickerQuote` (the response form), else its first problem. */
export function checkTickerQuote(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.price;
  if (f0 != null && typeof f0 !== "string") return ["price", "string"];
  f0 = v.amount;
  if (f0 != null && typeof f0 !== "string") return ["amount", "string"];
}

/** Nothing when `v` is a valid `TimeRange` (the response form), else its first problem. */
export function checkTimeRange(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.begin;
  if (f0 != null && typeof f0 !== "string") return ["begin", "string"];
  f0 = v.end;
  if (f0 != null && typeof f0 !== "string") return ["end", "string"];
}

/** Nothing when `v` is a valid `TickerStatistics` (the response form), else its first problem. */
export function checkTickerStatistics(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.high;
  if (f0 != null && typeof f0 !== "string") return ["high", "string"];
  f0 = v.low;
  if (f0 != null && typeof f0 !== "string") return ["low", "string"];
  f0 = v.open;
  if (f0 != null && typeof f0 !== "string") return ["open", "string"];
  f0 = v.volume;
  if (f0 != null && typeof f0 !== "string") return ["volume", "string"];
  f0 = v.volume_weighted_average_price;
  if (f0 != null && typeof f0 !== "string") return ["volume_weighted_average_price", "string"];
  f0 = v.start_time;
  if (f0 != null && typeof f0 !== "string") return ["start_time", "string"];
  f0 = v.end_time;
  if (f0 != null && typeof f0 !== "string") return ["end_time", "string"];
  f0 = v.range;
  if (f0 != null && checkTimeRange(f0)) return ["range", ...checkTimeRange(f0)!];
}

/** Nothing when `v` is a valid `Ticker` (the response form), else its first problem. */
export function checkTicker(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.market;
  if (f0 != null && typeof f0 !== "string") return ["market", "string"];
  f0 = v.best_bid;
  if (f0 != null && checkTickerQuote(f0)) return ["best_bid", ...checkTickerQuote(f0)!];
  f0 = v.best_ask;
  if (f0 != null && checkTickerQuote(f0)) return ["best_ask", ...checkTickerQuote(f0)!];
  f0 = v.last_execution;
  if (f0 != null && checkTickerQuote(f0)) return ["last_execution", ...checkTickerQuote(f0)!];
  f0 = v.last_day;
  if (f0 != null && checkTickerStatistics(f0)) return ["last_day", ...checkTickerStatistics(f0)!];
  f0 = v.today;
  if (f0 != null && checkTickerStatistics(f0)) return ["today", ...checkTickerStatistics(f0)!];
  f0 = v.snapshot_at;
  if (f0 != null && typeof f0 !== "string") return ["snapshot_at", "string"];
}

/** Nothing when `v` is a valid `TickerList` (the response form), else its first problem. */
export function checkTickerList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.tickers;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["tickers", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkTicker(f0[i1])) return ["tickers", i1, ...checkTicker(f0[i1])!];
  }
}

/** Form 0 of a union in `AllTickers`. */
function checkAllTickers$0(v: any): CheckProblem | undefined {
  if (!Array.isArray(v)) return ["array"];
  for (let i0 = 0; i0 < v.length; i0++) if (checkTicker(v[i0])) return [i0, ...checkTicker(v[i0])!];
}

/** Nothing when `v` is a valid `AllTickers` (the response form), else its first problem. */
export function checkAllTickers(v: any): CheckProblem | undefined {
  if (checkAllTickers$0(v) && checkTickerList(v)) return unionProblem(v, [checkAllTickers$0, checkTickerList]);
}

/** Nothing when `v` is a valid `DepositAddress` (the response form), else its first problem. */
export function checkDepositAddress(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return ["id", "string"];
  f0 = v.profile_id;
  if (f0 != null && typeof f0 !== "string") return ["profile_id", "string"];
  f0 = v.customer_id;
  if (f0 != null && typeof f0 !== "string") return ["customer_id", "string"];
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return ["identity_id", "string"];
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return ["account_id", "string"];
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return ["ref_id", "string"];
  f0 = v.crypto_network;
  if (f0 != null && typeof f0 !== "string") return ["crypto_network", "string"];
  f0 = v.address;
  if (f0 != null && typeof f0 !== "string") return ["address", "string"];
  f0 = v.conversion_target_asset;
  if (f0 != null && typeof f0 !== "string") return ["conversion_target_asset", "string"];
  f0 = v.compatible_crypto_networks;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["compatible_crypto_networks", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (typeof f0[i1] !== "string") return ["compatible_crypto_networks", i1, "string"];
  }
  f0 = v.metadata;
  if (f0 != null && checkFreeFormMetadata(f0)) return ["metadata", ...checkFreeFormMetadata(f0)!];
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return ["created_at", "string"];
}

/** Nothing when `v` is a valid `DepositAddressPage` (the response form), else its first problem. */
export function checkDepositAddressPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkDepositAddress(f0[i1])) return ["items", i1, ...checkDepositAddress(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/**
 * Nothing when `v` is a valid `CryptoDepositActionResult` (the response form), else its first
 * problem.
 */
export function checkCryptoDepositActionResult(v: any): CheckProblem | undefined {
  if (!isPlainRecord(v)) return ["record"];
}

/** Nothing when `v` is a valid `DestinationPerson` (the response form), else its first problem. */
export function checkDestinationPerson(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.first_name;
  if (f0 != null && typeof f0 !== "string") return ["first_name", "string"];
  f0 = v.last_name;
  if (f0 != null && typeof f0 !== "string") return ["last_name", "string"];
  f0 = v.physical_address;
  if (f0 != null && checkMailingAddress(f0)) return ["physical_address", ...checkMailingAddress(f0)!];
}

/**
 * Nothing when `v` is a valid `DestinationInstitution` (the response form), else its first
 * problem.
 */
export function checkDestinationInstitution(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.name;
  if (f0 != null && typeof f0 !== "string") return ["name", "string"];
  f0 = v.physical_address;
  if (f0 != null && checkMailingAddress(f0)) return ["physical_address", ...checkMailingAddress(f0)!];
}

/**
 * Nothing when `v` is a valid `DestinationBeneficiary` (the response form), else its first
 * problem.
 */
export function checkDestinationBeneficiary(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.person_details;
  if (f0 != null && checkDestinationPerson(f0)) return ["person_details", ...checkDestinationPerson(f0)!];
  f0 = v.institution_details;
  if (f0 != null && checkDestinationInstitution(f0)) return ["institution_details", ...checkDestinationInstitution(f0)!];
  f0 = v.self;
  if (f0 != null && typeof f0 !== "boolean") return ["self", "boolean"];
}

/** Nothing when `v` is a valid `DestinationVasp` (the response form), else its first problem. */
export function checkDestinationVasp(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return ["id", "string"];
  f0 = v.name;
  if (f0 != null && typeof f0 !== "string") return ["name", "string"];
  f0 = v.custom_vasp_name;
  if (f0 != null && typeof f0 !== "string") return ["custom_vasp_name", "string"];
  f0 = v.custom_vasp_website;
  if (f0 != null && typeof f0 !== "string") return ["custom_vasp_website", "string"];
}

/**
 * Nothing when `v` is a valid `CryptoDestinationTravelRule` (the response form), else its first
 * problem.
 */
export function checkCryptoDestinationTravelRule(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.beneficiary;
  if (f0 != null && checkDestinationBeneficiary(f0)) return ["beneficiary", ...checkDestinationBeneficiary(f0)!];
  f0 = v.vasp;
  if (f0 != null && checkDestinationVasp(f0)) return ["vasp", ...checkDestinationVasp(f0)!];
  f0 = v.transfer_purpose;
  if (f0 != null && typeof f0 !== "string") return ["transfer_purpose", "string"];
  f0 = v.custodian_type;
  if (f0 != null && typeof f0 !== "string") return ["custodian_type", "string"];
}

/**
 * Nothing when `v` is a valid `CryptoDestinationAddress` (the response form), else its first
 * problem.
 */
export function checkCryptoDestinationAddress(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (typeof f0 !== "string") return ["id", "string"];
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return ["identity_id", "string"];
  f0 = v.crypto_network;
  if (typeof f0 !== "string") return ["crypto_network", "string"];
  f0 = v.address;
  if (typeof f0 !== "string") return ["address", "string"];
  f0 = v.nickname;
  if (f0 != null && typeof f0 !== "string") return ["nickname", "string"];
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return ["status", "string"];
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.bookmarked;
  if (f0 != null && typeof f0 !== "boolean") return ["bookmarked", "boolean"];
  f0 = v.policy_execution_id;
  if (f0 != null && typeof f0 !== "string") return ["policy_execution_id", "string"];
  f0 = v.travelrule_metadata;
  if (f0 != null && checkCryptoDestinationTravelRule(f0)) return ["travelrule_metadata", ...checkCryptoDestinationTravelRule(f0)!];
}

/**
 * Nothing when `v` is a valid `CryptoDestinationAddressResult` (the response form), else its first
 * problem.
 */
export function checkCryptoDestinationAddressResult(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.address;
  if (f0 != null && checkCryptoDestinationAddress(f0)) return ["address", ...checkCryptoDestinationAddress(f0)!];
}

/**
 * Nothing when `v` is a valid `CryptoDestinationAddressPage` (the response form), else its first
 * problem.
 */
export function checkCryptoDestinationAddressPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.addresses;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["addresses", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkCryptoDestinationAddress(f0[i1])) return ["addresses", i1, ...checkCryptoDestinationAddress(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/**
 * Nothing when `v` is a valid `CryptoWithdrawalFee` (the response form), else its first problem.
 */
export function checkCryptoWithdrawalFee(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (typeof f0 !== "string") return ["id", "string"];
  f0 = v.fee;
  if (typeof f0 !== "string") return ["fee", "string"];
  f0 = v.asset;
  if (typeof f0 !== "string") return ["asset", "string"];
  f0 = v.amount;
  if (f0 != null && typeof f0 !== "string") return ["amount", "string"];
  f0 = v.total;
  if (f0 != null && typeof f0 !== "string") return ["total", "string"];
  f0 = v.destination_address;
  if (typeof f0 !== "string") return ["destination_address", "string"];
  f0 = v.crypto_network;
  if (typeof f0 !== "string") return ["crypto_network", "string"];
  f0 = v.expires_at;
  if (typeof f0 !== "string") return ["expires_at", "string"];
}

/**
 * Nothing when `v` is a valid `FiatAccountOwnerSummary` (the response form), else its first
 * problem.
 */
export function checkFiatAccountOwnerSummary(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.person_details;
  if (f0 != null && checkPersonDetails(f0)) return ["person_details", ...checkPersonDetails(f0)!];
  f0 = v.institution_details;
  if (f0 != null && checkInstitutionDetails(f0)) return ["institution_details", ...checkInstitutionDetails(f0)!];
}

/**
 * Nothing when `v` is a valid `RoutingDetailsSummary` (the response form), else its first problem.
 */
export function checkRoutingDetailsSummary(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.routing_number_type;
  if (f0 != null && typeof f0 !== "string") return ["routing_number_type", "string"];
  f0 = v.routing_number;
  if (f0 != null && typeof f0 !== "string") return ["routing_number", "string"];
  f0 = v.bank_name;
  if (f0 != null && typeof f0 !== "string") return ["bank_name", "string"];
  f0 = v.bank_address;
  if (f0 != null && checkMailingAddress(f0)) return ["bank_address", ...checkMailingAddress(f0)!];
}

/**
 * Nothing when `v` is a valid `WireInstructionsSummary` (the response form), else its first
 * problem.
 */
export function checkWireInstructionsSummary(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.account_number;
  if (f0 != null && typeof f0 !== "string") return ["account_number", "string"];
  f0 = v.fiat_account_owner_address;
  if (f0 != null && checkMailingAddress(f0)) return ["fiat_account_owner_address", ...checkMailingAddress(f0)!];
  f0 = v.routing_details;
  if (f0 != null && checkRoutingDetailsSummary(f0)) return ["routing_details", ...checkRoutingDetailsSummary(f0)!];
  f0 = v.intermediary_routing_details;
  if (f0 != null && checkRoutingDetailsSummary(f0)) return ["intermediary_routing_details", ...checkRoutingDetailsSummary(f0)!];
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return ["status", "string"];
  f0 = v.metadata;
  if (f0 != null && checkFreeFormMetadata(f0)) return ["metadata", ...checkFreeFormMetadata(f0)!];
}

/**
 * Nothing when `v` is a valid `FiatNetworkInstructionsSummary` (the response form), else its first
 * problem.
 */
export function checkFiatNetworkInstructionsSummary(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.wire;
  if (f0 != null && checkWireInstructionsSummary(f0)) return ["wire", ...checkWireInstructionsSummary(f0)!];
  f0 = v.cbit;
  if (f0 != null && checkCbitInstructions(f0)) return ["cbit", ...checkCbitInstructions(f0)!];
  f0 = v.dbs_act;
  if (f0 != null && checkDbsActInstructions(f0)) return ["dbs_act", ...checkDbsActInstructions(f0)!];
  f0 = v.cubix;
  if (f0 != null && checkCubixInstructions(f0)) return ["cubix", ...checkCubixInstructions(f0)!];
  f0 = v.scb;
  if (f0 != null && checkScbInstructions(f0)) return ["scb", ...checkScbInstructions(f0)!];
  f0 = v.rtp;
  if (f0 != null && checkRtpInstructions(f0)) return ["rtp", ...checkRtpInstructions(f0)!];
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return ["status", "string"];
  f0 = v.metadata;
  if (f0 != null && checkFreeFormMetadata(f0)) return ["metadata", ...checkFreeFormMetadata(f0)!];
}

/** Nothing when `v` is a valid `FiatAccountSummary` (the response form), else its first problem. */
export function checkFiatAccountSummary(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (typeof f0 !== "string") return ["id", "string"];
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return ["ref_id", "string"];
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return ["identity_id", "string"];
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return ["account_id", "string"];
  f0 = v.fiat_account_owner;
  if (f0 != null && checkFiatAccountOwnerSummary(f0)) return ["fiat_account_owner", ...checkFiatAccountOwnerSummary(f0)!];
  f0 = v.fiat_network_instructions;
  if (checkFiatNetworkInstructionsSummary(f0)) return ["fiat_network_instructions", ...checkFiatNetworkInstructionsSummary(f0)!];
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return ["status", "string"];
  f0 = v.metadata;
  if (f0 != null && checkFiatAccountMetadata(f0)) return ["metadata", ...checkFiatAccountMetadata(f0)!];
  f0 = v.created_at;
  if (typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return ["updated_at", "string"];
}

/** Nothing when `v` is a valid `FiatAccountPage` (the response form), else its first problem. */
export function checkFiatAccountPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkFiatAccountSummary(f0[i1])) return ["items", i1, ...checkFiatAccountSummary(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/**
 * Nothing when `v` is a valid `DeleteFiatAccountResult` (the response form), else its first
 * problem.
 */
export function checkDeleteFiatAccountResult(v: any): CheckProblem | undefined {
  if (!isPlainRecord(v)) return ["record"];
}

/**
 * Nothing when `v` is a valid `FiatDepositInstructions` (the response form), else its first
 * problem.
 */
export function checkFiatDepositInstructions(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (typeof f0 !== "string") return ["id", "string"];
  f0 = v.profile_id;
  if (typeof f0 !== "string") return ["profile_id", "string"];
  f0 = v.customer_id;
  if (f0 != null && typeof f0 !== "string") return ["customer_id", "string"];
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return ["identity_id", "string"];
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return ["account_id", "string"];
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return ["ref_id", "string"];
  f0 = v.status;
  if (typeof f0 !== "string") return ["status", "string"];
  f0 = v.memo_id;
  if (typeof f0 !== "string") return ["memo_id", "string"];
  f0 = v.fiat_network_instructions;
  if (checkFiatNetworkInstructions(f0)) return ["fiat_network_instructions", ...checkFiatNetworkInstructions(f0)!];
  f0 = v.fiat_account_owner;
  if (f0 != null && checkFiatAccountOwner(f0)) return ["fiat_account_owner", ...checkFiatAccountOwner(f0)!];
  f0 = v.metadata;
  if (f0 != null && checkFreeFormMetadata(f0)) return ["metadata", ...checkFreeFormMetadata(f0)!];
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return ["created_at", "string"];
}

/**
 * Nothing when `v` is a valid `FiatDepositInstructionsPage` (the response form), else its first
 * problem.
 */
export function checkFiatDepositInstructionsPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkFiatDepositInstructions(f0[i1])) return ["items", i1, ...checkFiatDepositInstructions(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/**
 * Nothing when `v` is a valid `TransferSecondaryStatus` (the response form), else its first
 * problem.
 */
export function checkTransferSecondaryStatus(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.name;
  if (f0 != null && typeof f0 !== "string") return ["name", "string"];
  f0 = v.detail;
  if (f0 != null && typeof f0 !== "string") return ["detail", "string"];
}

/**
 * Nothing when `v` is a valid `TransferAutoConversion` (the response form), else its first
 * problem.
 */
export function checkTransferAutoConversion(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.from_transfer_id;
  if (f0 != null && typeof f0 !== "string") return ["from_transfer_id", "string"];
  f0 = v.to_transfer_id;
  if (f0 != null && typeof f0 !== "string") return ["to_transfer_id", "string"];
}

/**
 * Nothing when `v` is a valid `TransferStatusDetails` (the response form), else its first problem.
 */
export function checkTransferStatusDetails(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.missing_trustline;
  if (f0 != null) {
    if (typeof f0 !== "object" || f0 === null || Array.isArray(f0)) return ["missing_trustline", "object"];
    let f1 = f0.message;
    if (f1 != null && typeof f1 !== "string") return ["missing_trustline", "message", "string"];
    f1 = f0.destination_address;
    if (f1 != null && typeof f1 !== "string") return ["missing_trustline", "destination_address", "string"];
    f1 = f0.asset;
    if (f1 != null && typeof f1 !== "string") return ["missing_trustline", "asset", "string"];
  }
  f0 = v.max_rent_exceeded;
  if (f0 != null) {
    if (typeof f0 !== "object" || f0 === null || Array.isArray(f0)) return ["max_rent_exceeded", "object"];
    let f2 = f0.message;
    if (f2 != null && typeof f2 !== "string") return ["max_rent_exceeded", "message", "string"];
    f2 = f0.destination_address;
    if (f2 != null && typeof f2 !== "string") return ["max_rent_exceeded", "destination_address", "string"];
  }
  f0 = v.pending_customer_approval;
  if (f0 != null) {
    if (typeof f0 !== "object" || f0 === null || Array.isArray(f0)) return ["pending_customer_approval", "object"];
    let f3 = f0.message;
    if (f3 != null && typeof f3 !== "string") return ["pending_customer_approval", "message", "string"];
  }
  f0 = v.stale_fee_quote;
  if (f0 != null) {
    if (typeof f0 !== "object" || f0 === null || Array.isArray(f0)) return ["stale_fee_quote", "object"];
    let f4 = f0.message;
    if (f4 != null && typeof f4 !== "string") return ["stale_fee_quote", "message", "string"];
  }
  f0 = v.invalid_destination_address;
  if (f0 != null) {
    if (typeof f0 !== "object" || f0 === null || Array.isArray(f0)) return ["invalid_destination_address", "object"];
    let f5 = f0.message;
    if (f5 != null && typeof f5 !== "string") return ["invalid_destination_address", "message", "string"];
    f5 = f0.destination_address;
    if (f5 != null && typeof f5 !== "string") return ["invalid_destination_address", "destination_address", "string"];
  }
}

/** Nothing when `v` is a valid `Transfer` (the response form), else its first problem. */
export function checkTransfer(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (typeof f0 !== "string") return ["id", "string"];
  f0 = v.customer_id;
  if (typeof f0 !== "string") return ["customer_id", "string"];
  f0 = v.profile_id;
  if (typeof f0 !== "string") return ["profile_id", "string"];
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return ["identity_id", "string"];
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return ["account_id", "string"];
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return ["ref_id", "string"];
  f0 = v.amount;
  if (typeof f0 !== "string") return ["amount", "string"];
  f0 = v.total;
  if (typeof f0 !== "string") return ["total", "string"];
  f0 = v.fee;
  if (typeof f0 !== "string") return ["fee", "string"];
  f0 = v.asset;
  if (typeof f0 !== "string") return ["asset", "string"];
  f0 = v.balance_asset;
  if (f0 != null && typeof f0 !== "string") return ["balance_asset", "string"];
  f0 = v.direction;
  if (typeof f0 !== "string") return ["direction", "string"];
  f0 = v.type;
  if (typeof f0 !== "string") return ["type", "string"];
  f0 = v.status;
  if (typeof f0 !== "string") return ["status", "string"];
  f0 = v.secondary_status;
  if (f0 != null && checkTransferSecondaryStatus(f0)) return ["secondary_status", ...checkTransferSecondaryStatus(f0)!];
  f0 = v.status_details;
  if (f0 != null && checkTransferStatusDetails(f0)) return ["status_details", ...checkTransferStatusDetails(f0)!];
  f0 = v.created_at;
  if (typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return ["updated_at", "string"];
  f0 = v.metadata;
  if (f0 != null && checkFreeFormMetadata(f0)) return ["metadata", ...checkFreeFormMetadata(f0)!];
  f0 = v.destination_address;
  if (f0 != null && typeof f0 !== "string") return ["destination_address", "string"];
  f0 = v.crypto_network;
  if (f0 != null && typeof f0 !== "string") return ["crypto_network", "string"];
  f0 = v.crypto_tx_hash;
  if (f0 != null && typeof f0 !== "string") return ["crypto_tx_hash", "string"];
  f0 = v.crypto_tx_index;
  if (f0 != null && typeof f0 !== "string") return ["crypto_tx_index", "string"];
  f0 = v.auto_conversion;
  if (f0 != null && checkTransferAutoConversion(f0)) return ["auto_conversion", ...checkTransferAutoConversion(f0)!];
  f0 = v.group_id;
  if (f0 != null && typeof f0 !== "string") return ["group_id", "string"];
  f0 = v.fiat_account_id;
  if (f0 != null && typeof f0 !== "string") return ["fiat_account_id", "string"];
  f0 = v.notional_value;
  if (f0 != null && typeof f0 !== "string") return ["notional_value", "string"];
  f0 = v.memo;
  if (f0 != null && typeof f0 !== "string") return ["memo", "string"];
}

/** Nothing when `v` is a valid `TransferPage` (the response form), else its first problem. */
export function checkTransferPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkTransfer(f0[i1])) return ["items", i1, ...checkTransfer(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/** Nothing when `v` is a valid `TransferLimit` (the response form), else its first problem. */
export function checkTransferLimit(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return ["id", "string"];
  f0 = v.rule_id;
  if (f0 != null && typeof f0 !== "string") return ["rule_id", "string"];
  f0 = v.transfer_types;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["transfer_types", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (typeof f0[i1] !== "string") return ["transfer_types", i1, "string"];
  }
  f0 = v.period_seconds;
  if (f0 != null && typeof f0 !== "string") return ["period_seconds", "string"];
  f0 = v.limit;
  if (f0 != null && typeof f0 !== "string") return ["limit", "string"];
  f0 = v.remaining;
  if (f0 != null && typeof f0 !== "string") return ["remaining", "string"];
  f0 = v.limit_asset;
  if (f0 != null && typeof f0 !== "string") return ["limit_asset", "string"];
}

/** Nothing when `v` is a valid `TransferLimitList` (the response form), else its first problem. */
export function checkTransferLimitList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkTransferLimit(f0[i1])) return ["items", i1, ...checkTransferLimit(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/**
 * Nothing when `v` is a valid `SettlementTransactionPage` (the response form), else its first
 * problem.
 */
export function checkSettlementTransactionPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkSettlementTransaction(f0[i1])) return ["items", i1, ...checkSettlementTransaction(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/** Form 1 of a union in `SettlementTransactionListAnswer`. */
function checkSettlementTransactionListAnswer$0(v: any): CheckProblem | undefined {
  if (!Array.isArray(v)) return ["array"];
  for (let i0 = 0; i0 < v.length; i0++) if (checkSettlementTransaction(v[i0])) return [i0, ...checkSettlementTransaction(v[i0])!];
}

/**
 * Nothing when `v` is a valid `SettlementTransactionListAnswer` (the response form), else its
 * first problem.
 */
export function checkSettlementTransactionListAnswer(v: any): CheckProblem | undefined {
  if (checkSettlementTransactionPage(v) && checkSettlementTransactionListAnswer$0(v)) return unionProblem(v, [checkSettlementTransactionPage, checkSettlementTransactionListAnswer$0]);
}

/** Form 1 of a union in `SettlementTransactionAnswer`. */
function checkSettlementTransactionAnswer$0(v: any): CheckProblem | undefined {
  if (!Array.isArray(v)) return ["array"];
  for (let i0 = 0; i0 < v.length; i0++) if (checkSettlementTransaction(v[i0])) return [i0, ...checkSettlementTransaction(v[i0])!];
}

/**
 * Nothing when `v` is a valid `SettlementTransactionAnswer` (the response form), else its first
 * problem.
 */
export function checkSettlementTransactionAnswer(v: any): CheckProblem | undefined {
  if (checkSettlementTransaction(v) && checkSettlementTransactionAnswer$0(v)) return unionProblem(v, [checkSettlementTransaction, checkSettlementTransactionAnswer$0]);
}

/** Nothing when `v` is a valid `MonitoringAddress` (the response form), else its first problem. */
export function checkMonitoringAddress(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return ["id", "string"];
  f0 = v.address;
  if (typeof f0 !== "string") return ["address", "string"];
  f0 = v.crypto_network;
  if (typeof f0 !== "string") return ["crypto_network", "string"];
  f0 = v.name;
  if (f0 != null && typeof f0 !== "string") return ["name", "string"];
  f0 = v.created_at;
  if (typeof f0 !== "string") return ["created_at", "string"];
}

/**
 * Nothing when `v` is a valid `MonitoringAddressResult` (the response form), else its first
 * problem.
 */
export function checkMonitoringAddressResult(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.address;
  if (f0 != null && checkMonitoringAddress(f0)) return ["address", ...checkMonitoringAddress(f0)!];
}

/**
 * Nothing when `v` is a valid `MonitoringAddressAnswer` (the response form), else its first
 * problem.
 */
export function checkMonitoringAddressAnswer(v: any): CheckProblem | undefined {
  if (checkMonitoringAddressResult(v) && checkMonitoringAddress(v)) return unionProblem(v, [checkMonitoringAddressResult, checkMonitoringAddress]);
}

/**
 * Nothing when `v` is a valid `MonitoringAddressPage` (the response form), else its first problem.
 */
export function checkMonitoringAddressPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.addresses;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["addresses", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkMonitoringAddress(f0[i1])) return ["addresses", i1, ...checkMonitoringAddress(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/** Nothing when `v` is a valid `Profile` (the response form), else its first problem. */
export function checkProfile(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (typeof f0 !== "string") return ["id", "string"];
  f0 = v.nickname;
  if (typeof f0 !== "string") return ["nickname", "string"];
  f0 = v.type;
  if (typeof f0 !== "string") return ["type", "string"];
  f0 = v.description;
  if (f0 != null && typeof f0 !== "string") return ["description", "string"];
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return ["account_id", "string"];
}

/** Nothing when `v` is a valid `ProfilePage` (the response form), else its first problem. */
export function checkProfilePage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkProfile(f0[i1])) return ["items", i1, ...checkProfile(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/** Nothing when `v` is a valid `ProfileBalance` (the response form), else its first problem. */
export function checkProfileBalance(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.asset;
  if (typeof f0 !== "string") return ["asset", "string"];
  f0 = v.available;
  if (typeof f0 !== "string") return ["available", "string"];
  f0 = v.trading;
  if (typeof f0 !== "string") return ["trading", "string"];
}

/** Nothing when `v` is a valid `ProfileBalanceList` (the response form), else its first problem. */
export function checkProfileBalanceList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkProfileBalance(f0[i1])) return ["items", i1, ...checkProfileBalance(f0[i1])!];
  }
}

/**
 * Nothing when `v` is a valid `ProfileDeactivation` (the response form), else its first problem.
 */
export function checkProfileDeactivation(v: any): CheckProblem | undefined {
  if (!isPlainRecord(v)) return ["record"];
}

/**
 * Nothing when `v` is a valid `SandboxProfileDepositResult` (the response form), else its first
 * problem.
 */
export function checkSandboxProfileDepositResult(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.activity_id;
  if (f0 != null && typeof f0 !== "string") return ["activity_id", "string"];
}

/** Nothing when `v` is a valid `Event` (the response form), else its first problem. */
export function checkEvent(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return ["id", "string"];
  f0 = v.type;
  if (f0 != null && typeof f0 !== "string") return ["type", "string"];
  f0 = v.object_type;
  if (f0 != null && typeof f0 !== "string") return ["object_type", "string"];
  f0 = v.object;
  if (f0 != null) {
    if (!isPlainRecord(f0)) return ["object", "record"];
  }
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.undelivered_webhooks;
  if (f0 != null && !Number.isSafeInteger(f0)) return ["undelivered_webhooks", integerRule];
  f0 = v.is_test;
  if (f0 != null && typeof f0 !== "boolean") return ["is_test", "boolean"];
}

/** Nothing when `v` is a valid `EventList` (the response form), else its first problem. */
export function checkEventList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.events;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["events", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkEvent(f0[i1])) return ["events", i1, ...checkEvent(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/** Nothing when `v` is a valid `ApiCredentialsPage` (the response form), else its first problem. */
export function checkApiCredentialsPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkApiCredentials(f0[i1])) return ["items", i1, ...checkApiCredentials(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/** Nothing when `v` is a valid `TaxFormUrl` (the response form), else its first problem. */
export function checkTaxFormUrl(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return ["account_id", "string"];
  f0 = v.type;
  if (f0 != null && typeof f0 !== "string") return ["type", "string"];
  f0 = v.tax_year;
  if (f0 != null && typeof f0 !== "string") return ["tax_year", "string"];
  f0 = v.revision;
  if (f0 != null && typeof f0 !== "string") return ["revision", "string"];
  f0 = v.url;
  if (f0 != null && typeof f0 !== "string") return ["url", "string"];
}

/** Nothing when `v` is a valid `TaxFormUrlList` (the response form), else its first problem. */
export function checkTaxFormUrlList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.tax_form_urls;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["tax_form_urls", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkTaxFormUrl(f0[i1])) return ["tax_form_urls", i1, ...checkTaxFormUrl(f0[i1])!];
  }
}

/** Nothing when `v` is a valid `StatementBalance` (the response form), else its first problem. */
export function checkStatementBalance(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.asset;
  if (f0 != null && typeof f0 !== "string") return ["asset", "string"];
  f0 = v.amount_paid;
  if (f0 != null && typeof f0 !== "string") return ["amount_paid", "string"];
  f0 = v.total_amount_owed;
  if (f0 != null && typeof f0 !== "string") return ["total_amount_owed", "string"];
  f0 = v.next_payment_ref_id;
  if (f0 != null && typeof f0 !== "string") return ["next_payment_ref_id", "string"];
}

/** Nothing when `v` is a valid `StatementFile` (the response form), else its first problem. */
export function checkStatementFile(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.format;
  if (f0 != null && typeof f0 !== "string") return ["format", "string"];
  f0 = v.url;
  if (f0 != null && typeof f0 !== "string") return ["url", "string"];
  f0 = v.expires_at;
  if (f0 != null && typeof f0 !== "string") return ["expires_at", "string"];
  f0 = v.generated_at;
  if (f0 != null && typeof f0 !== "string") return ["generated_at", "string"];
}

/** Nothing when `v` is a valid `Statement` (the response form), else its first problem. */
export function checkStatement(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return ["id", "string"];
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return ["ref_id", "string"];
  f0 = v.customer_id;
  if (f0 != null && typeof f0 !== "string") return ["customer_id", "string"];
  f0 = v.type;
  if (f0 != null && typeof f0 !== "string") return ["type", "string"];
  f0 = v.product;
  if (f0 != null && typeof f0 !== "string") return ["product", "string"];
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return ["status", "string"];
  f0 = v.metadata;
  if (f0 != null && checkFreeFormMetadata(f0)) return ["metadata", ...checkFreeFormMetadata(f0)!];
  f0 = v.statement_balances;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["statement_balances", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkStatementBalance(f0[i1])) return ["statement_balances", i1, ...checkStatementBalance(f0[i1])!];
  }
  f0 = v.period_start;
  if (f0 != null && typeof f0 !== "string") return ["period_start", "string"];
  f0 = v.period_end;
  if (f0 != null && typeof f0 !== "string") return ["period_end", "string"];
  f0 = v.generated_at;
  if (f0 != null && typeof f0 !== "string") return ["generated_at", "string"];
  f0 = v.paid_at;
  if (f0 != null && typeof f0 !== "string") return ["paid_at", "string"];
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.statement_group_id;
  if (f0 != null && typeof f0 !== "string") return ["statement_group_id", "string"];
  f0 = v.version;
  if (f0 != null && !Number.isSafeInteger(f0)) return ["version", integerRule];
  f0 = v.files;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["files", "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkStatementFile(f0[i2])) return ["files", i2, ...checkStatementFile(f0[i2])!];
  }
  f0 = v.data;
  if (f0 != null) {
    if (typeof f0 !== "object" || f0 === null || Array.isArray(f0)) return ["data", "object"];
    let f3 = f0["@type"];
    if (f3 != null && typeof f3 !== "string") return ["data", "@type", "string"];
  }
}

/** Nothing when `v` is a valid `StatementPage` (the response form), else its first problem. */
export function checkStatementPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.statements;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["statements", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkStatement(f0[i1])) return ["statements", i1, ...checkStatement(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/**
 * Nothing when `v` is a valid `IdentityPersonDetails` (the response form), else its first problem.
 */
export function checkIdentityPersonDetails(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id_verification_status;
  if (f0 != null && typeof f0 !== "string") return ["id_verification_status", "string"];
  f0 = v.sanctions_verification_status;
  if (f0 != null && typeof f0 !== "string") return ["sanctions_verification_status", "string"];
  f0 = v.additional_screening_status;
  if (f0 != null && typeof f0 !== "string") return ["additional_screening_status", "string"];
  f0 = v.passthrough_verification_status;
  if (f0 != null && typeof f0 !== "string") return ["passthrough_verification_status", "string"];
  f0 = v.first_name;
  if (f0 != null && typeof f0 !== "string") return ["first_name", "string"];
  f0 = v.middle_name;
  if (f0 != null && typeof f0 !== "string") return ["middle_name", "string"];
  f0 = v.last_name;
  if (f0 != null && typeof f0 !== "string") return ["last_name", "string"];
  f0 = v.date_of_birth;
  if (f0 != null && typeof f0 !== "string") return ["date_of_birth", "string"];
  f0 = v.govt_id;
  if (f0 != null && typeof f0 !== "string") return ["govt_id", "string"];
  f0 = v.govt_id_type;
  if (f0 != null && typeof f0 !== "string") return ["govt_id_type", "string"];
  f0 = v.cip_id;
  if (f0 != null && typeof f0 !== "string") return ["cip_id", "string"];
  f0 = v.cip_id_type;
  if (f0 != null && typeof f0 !== "string") return ["cip_id_type", "string"];
  f0 = v.cip_id_country;
  if (f0 != null && typeof f0 !== "string") return ["cip_id_country", "string"];
  f0 = v.address;
  if (f0 != null && checkMailingAddress(f0)) return ["address", ...checkMailingAddress(f0)!];
  f0 = v.phone_number;
  if (f0 != null && typeof f0 !== "string") return ["phone_number", "string"];
  f0 = v.email;
  if (f0 != null && typeof f0 !== "string") return ["email", "string"];
  f0 = v.nationality;
  if (f0 != null && typeof f0 !== "string") return ["nationality", "string"];
  f0 = v.country_of_birth;
  if (f0 != null && typeof f0 !== "string") return ["country_of_birth", "string"];
  f0 = v.profession;
  if (f0 != null && typeof f0 !== "string") return ["profession", "string"];
  f0 = v.verifier_id;
  if (f0 != null && typeof f0 !== "string") return ["verifier_id", "string"];
  f0 = v.verifier_type;
  if (f0 != null && typeof f0 !== "string") return ["verifier_type", "string"];
  f0 = v.id_verification_url;
  if (f0 != null && typeof f0 !== "string") return ["id_verification_url", "string"];
  f0 = v.passthrough_verifier_type;
  if (f0 != null && typeof f0 !== "string") return ["passthrough_verifier_type", "string"];
  f0 = v.passthrough_verified_at;
  if (f0 != null && typeof f0 !== "string") return ["passthrough_verified_at", "string"];
  f0 = v.passthrough_verification_id;
  if (f0 != null && typeof f0 !== "string") return ["passthrough_verification_id", "string"];
  f0 = v.passthrough_verification_fields;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["passthrough_verification_fields", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (typeof f0[i1] !== "string") return ["passthrough_verification_fields", i1, "string"];
  }
}

/**
 * Nothing when `v` is a valid `IdentityInstitutionDetails` (the response form), else its first
 * problem.
 */
export function checkIdentityInstitutionDetails(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.name;
  if (f0 != null && typeof f0 !== "string") return ["name", "string"];
  f0 = v.sanctions_verification_status;
  if (f0 != null && typeof f0 !== "string") return ["sanctions_verification_status", "string"];
  f0 = v.document_verification_status;
  if (f0 != null && typeof f0 !== "string") return ["document_verification_status", "string"];
  f0 = v.additional_screening_status;
  if (f0 != null && typeof f0 !== "string") return ["additional_screening_status", "string"];
  f0 = v.business_address;
  if (f0 != null && checkMailingAddress(f0)) return ["business_address", ...checkMailingAddress(f0)!];
  f0 = v.incorporation_address;
  if (f0 != null && checkMailingAddress(f0)) return ["incorporation_address", ...checkMailingAddress(f0)!];
  f0 = v.phone_number;
  if (f0 != null && typeof f0 !== "string") return ["phone_number", "string"];
  f0 = v.email;
  if (f0 != null && typeof f0 !== "string") return ["email", "string"];
  f0 = v.institution_type;
  if (f0 != null && typeof f0 !== "string") return ["institution_type", "string"];
  f0 = v.institution_sub_type;
  if (f0 != null && typeof f0 !== "string") return ["institution_sub_type", "string"];
  f0 = v.cip_id;
  if (f0 != null && typeof f0 !== "string") return ["cip_id", "string"];
  f0 = v.cip_id_type;
  if (f0 != null && typeof f0 !== "string") return ["cip_id_type", "string"];
  f0 = v.cip_id_country;
  if (f0 != null && typeof f0 !== "string") return ["cip_id_country", "string"];
  f0 = v.govt_registration_date;
  if (f0 != null && typeof f0 !== "string") return ["govt_registration_date", "string"];
  f0 = v.regulation_status;
  if (f0 != null && typeof f0 !== "string") return ["regulation_status", "string"];
  f0 = v.trading_type;
  if (f0 != null && typeof f0 !== "string") return ["trading_type", "string"];
  f0 = v.listed_exchange;
  if (f0 != null && typeof f0 !== "string") return ["listed_exchange", "string"];
  f0 = v.ticker_symbol;
  if (f0 != null && typeof f0 !== "string") return ["ticker_symbol", "string"];
  f0 = v.parent_institution_name;
  if (f0 != null && typeof f0 !== "string") return ["parent_institution_name", "string"];
  f0 = v.regulator_name;
  if (f0 != null && typeof f0 !== "string") return ["regulator_name", "string"];
  f0 = v.regulator_jurisdiction;
  if (f0 != null && typeof f0 !== "string") return ["regulator_jurisdiction", "string"];
  f0 = v.regulator_register_number;
  if (f0 != null && typeof f0 !== "string") return ["regulator_register_number", "string"];
  f0 = v.doing_business_as;
  if (f0 != null && typeof f0 !== "string") return ["doing_business_as", "string"];
  f0 = v.business_description;
  if (f0 != null && typeof f0 !== "string") return ["business_description", "string"];
}

/**
 * Nothing when `v` is a valid `IdentityInstitutionMember` (the response form), else its first
 * problem.
 */
export function checkIdentityInstitutionMember(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return ["id", "string"];
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return ["identity_id", "string"];
  f0 = v.roles;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["roles", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (typeof f0[i1] !== "string") return ["roles", i1, "string"];
  }
  f0 = v.ownership;
  if (f0 != null && typeof f0 !== "string") return ["ownership", "string"];
  f0 = v.position;
  if (f0 != null && typeof f0 !== "string") return ["position", "string"];
  f0 = v.name;
  if (f0 != null && typeof f0 !== "string") return ["name", "string"];
  f0 = v.summary_status;
  if (f0 != null && typeof f0 !== "string") return ["summary_status", "string"];
}

/** Nothing when `v` is a valid `IdentityTaxDetail` (the response form), else its first problem. */
export function checkIdentityTaxDetail(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.tax_payer_id;
  if (f0 != null && typeof f0 !== "string") return ["tax_payer_id", "string"];
  f0 = v.tax_payer_country;
  if (f0 != null && typeof f0 !== "string") return ["tax_payer_country", "string"];
  f0 = v.tin_verification_status;
  if (f0 != null && typeof f0 !== "string") return ["tin_verification_status", "string"];
}

/**
 * Nothing when `v` is a valid `IdentityCustomerDueDiligence` (the response form), else its first
 * problem.
 */
export function checkIdentityCustomerDueDiligence(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.aliases;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["aliases", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (typeof f0[i1] !== "string") return ["aliases", i1, "string"];
  }
  f0 = v.estimated_net_worth;
  if (f0 != null && typeof f0 !== "string") return ["estimated_net_worth", "string"];
  f0 = v.estimated_yearly_income;
  if (f0 != null && typeof f0 !== "string") return ["estimated_yearly_income", "string"];
  f0 = v.expected_transfer_value;
  if (f0 != null && typeof f0 !== "string") return ["expected_transfer_value", "string"];
  f0 = v.source_of_wealth;
  if (f0 != null && typeof f0 !== "string") return ["source_of_wealth", "string"];
  f0 = v.source_of_funds;
  if (f0 != null && typeof f0 !== "string") return ["source_of_funds", "string"];
  f0 = v.purpose_of_account;
  if (f0 != null && typeof f0 !== "string") return ["purpose_of_account", "string"];
  f0 = v.employment_status;
  if (f0 != null && typeof f0 !== "string") return ["employment_status", "string"];
  f0 = v.employment_industry_sector;
  if (f0 != null && typeof f0 !== "string") return ["employment_industry_sector", "string"];
  f0 = v.industry_sector;
  if (f0 != null && typeof f0 !== "string") return ["industry_sector", "string"];
  f0 = v.has_underlying_trust_structure;
  if (f0 != null && typeof f0 !== "boolean") return ["has_underlying_trust_structure", "boolean"];
  f0 = v.has_nominee_shareholders;
  if (f0 != null && typeof f0 !== "boolean") return ["has_nominee_shareholders", "boolean"];
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.is_publicly_traded;
  if (f0 != null && typeof f0 !== "boolean") return ["is_publicly_traded", "boolean"];
  f0 = v.merchant_funding_source;
  if (f0 != null && typeof f0 !== "string") return ["merchant_funding_source", "string"];
  f0 = v.customer_regions;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["customer_regions", "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (typeof f0[i2] !== "string") return ["customer_regions", i2, "string"];
  }
}

/**
 * Nothing when `v` is a valid `IdentityRequirementError` (the response form), else its first
 * problem.
 */
export function checkIdentityRequirementError(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.code;
  if (typeof f0 !== "string") return ["code", "string"];
  f0 = v.description;
  if (typeof f0 !== "string") return ["description", "string"];
}

/**
 * Nothing when `v` is a valid `IdentityRequirement` (the response form), else its first problem.
 */
export function checkIdentityRequirement(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.type;
  if (typeof f0 !== "string") return ["type", "string"];
  f0 = v.status;
  if (typeof f0 !== "string") return ["status", "string"];
  f0 = v.awaiting_action_from;
  if (f0 != null && typeof f0 !== "string") return ["awaiting_action_from", "string"];
  f0 = v.errors;
  if (!Array.isArray(f0)) return ["errors", "array"];
  for (let i1 = 0; i1 < f0.length; i1++) if (checkIdentityRequirementError(f0[i1])) return ["errors", i1, ...checkIdentityRequirementError(f0[i1])!];
}

/** Nothing when `v` is a valid `IdentityControl` (the response form), else its first problem. */
export function checkIdentityControl(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (typeof f0 !== "string") return ["id", "string"];
  f0 = v.type;
  if (typeof f0 !== "string") return ["type", "string"];
  f0 = v.set_by;
  if (typeof f0 !== "string") return ["set_by", "string"];
  f0 = v.is_overridable;
  if (f0 != null && typeof f0 !== "boolean") return ["is_overridable", "boolean"];
  f0 = v.reason_code;
  if (f0 != null && typeof f0 !== "string") return ["reason_code", "string"];
  f0 = v.reason;
  if (f0 != null && typeof f0 !== "string") return ["reason", "string"];
  f0 = v.created_at;
  if (typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.deleted_at;
  if (f0 != null && typeof f0 !== "string") return ["deleted_at", "string"];
}

/**
 * Nothing when `v` is a valid `IdentityStatusDetails` (the response form), else its first problem.
 */
export function checkIdentityStatusDetails(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.active_controls;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["active_controls", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkIdentityControl(f0[i1])) return ["active_controls", i1, ...checkIdentityControl(f0[i1])!];
  }
  f0 = v.requirements;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["requirements", "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkIdentityRequirement(f0[i2])) return ["requirements", i2, ...checkIdentityRequirement(f0[i2])!];
  }
}

/** Nothing when `v` is a valid `Identity` (the response form), else its first problem. */
export function checkIdentity(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (typeof f0 !== "string") return ["id", "string"];
  f0 = v.type;
  if (f0 != null && typeof f0 !== "string") return ["type", "string"];
  f0 = v.summary_status;
  if (f0 != null && typeof f0 !== "string") return ["summary_status", "string"];
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return ["status", "string"];
  f0 = v.status_details;
  if (f0 != null && checkIdentityStatusDetails(f0)) return ["status_details", ...checkIdentityStatusDetails(f0)!];
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return ["ref_id", "string"];
  f0 = v.metadata;
  if (f0 != null && checkFreeFormMetadata(f0)) return ["metadata", ...checkFreeFormMetadata(f0)!];
  f0 = v.user_disabled;
  if (f0 != null && typeof f0 !== "boolean") return ["user_disabled", "boolean"];
  f0 = v.admin_disabled;
  if (f0 != null && typeof f0 !== "boolean") return ["admin_disabled", "boolean"];
  f0 = v.person_details;
  if (f0 != null && checkIdentityPersonDetails(f0)) return ["person_details", ...checkIdentityPersonDetails(f0)!];
  f0 = v.institution_details;
  if (f0 != null && checkIdentityInstitutionDetails(f0)) return ["institution_details", ...checkIdentityInstitutionDetails(f0)!];
  f0 = v.institution_members;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["institution_members", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkIdentityInstitutionMember(f0[i1])) return ["institution_members", i1, ...checkIdentityInstitutionMember(f0[i1])!];
  }
  f0 = v.tax_details;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["tax_details", "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkIdentityTaxDetail(f0[i2])) return ["tax_details", i2, ...checkIdentityTaxDetail(f0[i2])!];
  }
  f0 = v.tax_details_not_required;
  if (f0 != null && typeof f0 !== "boolean") return ["tax_details_not_required", "boolean"];
  f0 = v.summary_tin_verification_status;
  if (f0 != null && typeof f0 !== "string") return ["summary_tin_verification_status", "string"];
  f0 = v.customer_due_diligence;
  if (f0 != null && checkIdentityCustomerDueDiligence(f0)) return ["customer_due_diligence", ...checkIdentityCustomerDueDiligence(f0)!];
  f0 = v.is_merchant;
  if (f0 != null && typeof f0 !== "boolean") return ["is_merchant", "boolean"];
  f0 = v.last_kyc_refresh_date;
  if (f0 != null && typeof f0 !== "string") return ["last_kyc_refresh_date", "string"];
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return ["updated_at", "string"];
}

/** Nothing when `v` is a valid `IdentityPage` (the response form), else its first problem. */
export function checkIdentityPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkIdentity(f0[i1])) return ["items", i1, ...checkIdentity(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/** Nothing when `v` is a valid `IdentityDocument` (the response form), else its first problem. */
export function checkIdentityDocument(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.file_id;
  if (f0 != null && typeof f0 !== "string") return ["file_id", "string"];
  f0 = v.name;
  if (f0 != null && typeof f0 !== "string") return ["name", "string"];
  f0 = v.document_types;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["document_types", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (typeof f0[i1] !== "string") return ["document_types", i1, "string"];
  }
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.archived_at;
  if (f0 != null && typeof f0 !== "string") return ["archived_at", "string"];
}

/**
 * Nothing when `v` is a valid `IdentityDocumentList` (the response form), else its first problem.
 */
export function checkIdentityDocumentList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.documents;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["documents", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkIdentityDocument(f0[i1])) return ["documents", i1, ...checkIdentityDocument(f0[i1])!];
  }
  f0 = v.pending_documents;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["pending_documents", "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (typeof f0[i2] !== "string") return ["pending_documents", i2, "string"];
  }
}

/**
 * Nothing when `v` is a valid `IdentityDocumentUpload` (the response form), else its first
 * problem.
 */
export function checkIdentityDocumentUpload(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.file_id;
  if (f0 != null && typeof f0 !== "string") return ["file_id", "string"];
  f0 = v.name;
  if (f0 != null && typeof f0 !== "string") return ["name", "string"];
  f0 = v.upload_url;
  if (f0 != null && typeof f0 !== "string") return ["upload_url", "string"];
}

/**
 * Nothing when `v` is a valid `InstitutionMembersAdded` (the response form), else its first
 * problem.
 */
export function checkInstitutionMembersAdded(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.institution_id;
  if (f0 != null && typeof f0 !== "string") return ["institution_id", "string"];
  f0 = v.members;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["members", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkIdentityInstitutionMember(f0[i1])) return ["members", i1, ...checkIdentityInstitutionMember(f0[i1])!];
  }
}

/**
 * Nothing when `v` is a valid `InstitutionMemberRemoval` (the response form), else its first
 * problem.
 */
export function checkInstitutionMemberRemoval(v: any): CheckProblem | undefined {
  if (!isPlainRecord(v)) return ["record"];
}

/**
 * Nothing when `v` is a valid `IdentityAccountMembersAdded` (the response form), else its first
 * problem.
 */
export function checkIdentityAccountMembersAdded(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return ["account_id", "string"];
  f0 = v.members;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["members", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkIdentityAccountMember(f0[i1])) return ["members", i1, ...checkIdentityAccountMember(f0[i1])!];
  }
}

/**
 * Nothing when `v` is a valid `IdentityAccountMemberRemoval` (the response form), else its first
 * problem.
 */
export function checkIdentityAccountMemberRemoval(v: any): CheckProblem | undefined {
  if (!isPlainRecord(v)) return ["record"];
}

/**
 * Nothing when `v` is a valid `SandboxIdentityStatusResult` (the response form), else its first
 * problem.
 */
export function checkSandboxIdentityStatusResult(v: any): CheckProblem | undefined {
  if (!isPlainRecord(v)) return ["record"];
}

/** Nothing when `v` is a valid `PriceSnapshot` (the response form), else its first problem. */
export function checkPriceSnapshot(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.market;
  if (f0 != null && typeof f0 !== "string") return ["market", "string"];
  f0 = v.current_price;
  if (f0 != null && typeof f0 !== "string") return ["current_price", "string"];
  f0 = v.yesterday_price;
  if (f0 != null && typeof f0 !== "string") return ["yesterday_price", "string"];
  f0 = v.snapshot_at;
  if (f0 != null && typeof f0 !== "string") return ["snapshot_at", "string"];
}

/** Nothing when `v` is a valid `PriceList` (the response form), else its first problem. */
export function checkPriceList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkPriceSnapshot(f0[i1])) return ["items", i1, ...checkPriceSnapshot(f0[i1])!];
  }
  f0 = v.prices;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["prices", "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkPriceSnapshot(f0[i2])) return ["prices", i2, ...checkPriceSnapshot(f0[i2])!];
  }
}

/** Nothing when `v` is a valid `HistoricalPrice` (the response form), else its first problem. */
export function checkHistoricalPrice(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.average_price;
  if (f0 != null && typeof f0 !== "string") return ["average_price", "string"];
  f0 = v.timestamp;
  if (f0 != null && typeof f0 !== "string") return ["timestamp", "string"];
}

/**
 * Nothing when `v` is a valid `HistoricalPriceList` (the response form), else its first problem.
 */
export function checkHistoricalPriceList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.market;
  if (f0 != null && typeof f0 !== "string") return ["market", "string"];
  f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkHistoricalPrice(f0[i1])) return ["items", i1, ...checkHistoricalPrice(f0[i1])!];
  }
  f0 = v.prices;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["prices", "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkHistoricalPrice(f0[i2])) return ["prices", i2, ...checkHistoricalPrice(f0[i2])!];
  }
  f0 = v.total_count;
  if (f0 != null && !Number.isSafeInteger(f0)) return ["total_count", integerRule];
}

/**
 * Nothing when `v` is a valid `ScheduledMaintenance` (the response form), else its first problem.
 */
export function checkScheduledMaintenance(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.starts_at;
  if (f0 != null && typeof f0 !== "string") return ["starts_at", "string"];
  f0 = v.ends_at;
  if (f0 != null && typeof f0 !== "string") return ["ends_at", "string"];
  f0 = v.recurrence;
  if (f0 != null && typeof f0 !== "string") return ["recurrence", "string"];
}

/** Nothing when `v` is a valid `MarketStatus` (the response form), else its first problem. */
export function checkMarketStatus(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.buy_status;
  if (f0 != null && typeof f0 !== "string") return ["buy_status", "string"];
  f0 = v.buy_reason;
  if (f0 != null && typeof f0 !== "string") return ["buy_reason", "string"];
  f0 = v.sell_status;
  if (f0 != null && typeof f0 !== "string") return ["sell_status", "string"];
  f0 = v.sell_reason;
  if (f0 != null && typeof f0 !== "string") return ["sell_reason", "string"];
  f0 = v.scheduled_maintenance;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["scheduled_maintenance", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkScheduledMaintenance(f0[i1])) return ["scheduled_maintenance", i1, ...checkScheduledMaintenance(f0[i1])!];
  }
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return ["updated_at", "string"];
}

/** Nothing when `v` is a valid `MarketDetails` (the response form), else its first problem. */
export function checkMarketDetails(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.market;
  if (f0 != null && typeof f0 !== "string") return ["market", "string"];
  f0 = v.base_asset;
  if (f0 != null && typeof f0 !== "string") return ["base_asset", "string"];
  f0 = v.quote_asset;
  if (f0 != null && typeof f0 !== "string") return ["quote_asset", "string"];
  f0 = v.tick_rate;
  if (f0 != null && typeof f0 !== "string") return ["tick_rate", "string"];
  f0 = v.min_base_amount;
  if (f0 != null && typeof f0 !== "string") return ["min_base_amount", "string"];
  f0 = v.max_base_amount;
  if (f0 != null && typeof f0 !== "string") return ["max_base_amount", "string"];
  f0 = v.min_quote_amount;
  if (f0 != null && typeof f0 !== "string") return ["min_quote_amount", "string"];
  f0 = v.max_quote_amount;
  if (f0 != null && typeof f0 !== "string") return ["max_quote_amount", "string"];
  f0 = v.market_status;
  if (f0 != null && checkMarketStatus(f0)) return ["market_status", ...checkMarketStatus(f0)!];
}

/** Nothing when `v` is a valid `MarketList` (the response form), else its first problem. */
export function checkMarketList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.markets;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["markets", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkMarketDetails(f0[i1])) return ["markets", i1, ...checkMarketDetails(f0[i1])!];
  }
}

/** Nothing when `v` is a valid `OrderBook` (the response form), else its first problem. */
export function checkOrderBook(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.market;
  if (f0 != null && typeof f0 !== "string") return ["market", "string"];
  f0 = v.asks;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["asks", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkTickerQuote(f0[i1])) return ["asks", i1, ...checkTickerQuote(f0[i1])!];
  }
  f0 = v.bids;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["bids", "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkTickerQuote(f0[i2])) return ["bids", i2, ...checkTickerQuote(f0[i2])!];
  }
}

/** Nothing when `v` is a valid `RecentExecution` (the response form), else its first problem. */
export function checkRecentExecution(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.match_number;
  if (f0 != null && typeof f0 !== "string") return ["match_number", "string"];
  f0 = v.price;
  if (f0 != null && typeof f0 !== "string") return ["price", "string"];
  f0 = v.amount;
  if (f0 != null && typeof f0 !== "string") return ["amount", "string"];
  f0 = v.executed_at;
  if (f0 != null && typeof f0 !== "string") return ["executed_at", "string"];
}

/**
 * Nothing when `v` is a valid `RecentExecutionList` (the response form), else its first problem.
 */
export function checkRecentExecutionList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkRecentExecution(f0[i1])) return ["items", i1, ...checkRecentExecution(f0[i1])!];
  }
}

/** Nothing when `v` is a valid `BookLevel` (the response form), else its first problem. */
export function checkBookLevel(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.price;
  if (typeof f0 !== "string") return ["price", "string"];
  f0 = v.amount;
  if (typeof f0 !== "string") return ["amount", "string"];
}

/**
 * Nothing when `v` is a valid `OrderBookSnapshotMessage` (the response form), else its first
 * problem.
 */
export function checkOrderBookSnapshotMessage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.type;
  if (typeof f0 !== "string") return ["type", "string"];
  f0 = v.market;
  if (typeof f0 !== "string") return ["market", "string"];
  f0 = v.bids;
  if (!Array.isArray(f0)) return ["bids", "array"];
  for (let i1 = 0; i1 < f0.length; i1++) if (checkBookLevel(f0[i1])) return ["bids", i1, ...checkBookLevel(f0[i1])!];
  f0 = v.asks;
  if (!Array.isArray(f0)) return ["asks", "array"];
  for (let i2 = 0; i2 < f0.length; i2++) if (checkBookLevel(f0[i2])) return ["asks", i2, ...checkBookLevel(f0[i2])!];
  f0 = v.final_snapshot;
  if (f0 != null && !(typeof f0 === "boolean" || typeof f0 === "string")) return ["final_snapshot", "union"];
}

/**
 * Nothing when `v` is a valid `OrderBookUpdateMessage` (the response form), else its first
 * problem.
 */
export function checkOrderBookUpdateMessage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.type;
  if (typeof f0 !== "string") return ["type", "string"];
  f0 = v.market;
  if (typeof f0 !== "string") return ["market", "string"];
  f0 = v.side;
  if (typeof f0 !== "string") return ["side", "string"];
  f0 = v.price;
  if (typeof f0 !== "string") return ["price", "string"];
  f0 = v.amount;
  if (typeof f0 !== "string") return ["amount", "string"];
}

/** Nothing when `v` is a valid `ExecutionMessage` (the response form), else its first problem. */
export function checkExecutionMessage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.market;
  if (typeof f0 !== "string") return ["market", "string"];
  f0 = v.price;
  if (typeof f0 !== "string") return ["price", "string"];
  f0 = v.amount;
  if (typeof f0 !== "string") return ["amount", "string"];
  f0 = v.executed_at;
  if (typeof f0 !== "string") return ["executed_at", "string"];
  f0 = v.match_number;
  if (typeof f0 !== "string") return ["match_number", "string"];
}

/**
 * Nothing when `v` is a valid `StablecoinPriceMessage` (the response form), else its first
 * problem.
 */
export function checkStablecoinPriceMessage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.market;
  if (f0 != null && typeof f0 !== "string") return ["market", "string"];
  f0 = v.price;
  if (typeof f0 !== "string") return ["price", "string"];
  f0 = v.timestamp;
  if (f0 != null && typeof f0 !== "string") return ["timestamp", "string"];
}

/** Nothing when `v` is a valid `Execution` (the response form), else its first problem. */
export function checkExecution(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.execution_id;
  if (f0 != null && typeof f0 !== "string") return ["execution_id", "string"];
  f0 = v.order_id;
  if (f0 != null && typeof f0 !== "string") return ["order_id", "string"];
  f0 = v.executed_at;
  if (f0 != null && typeof f0 !== "string") return ["executed_at", "string"];
  f0 = v.market;
  if (f0 != null && typeof f0 !== "string") return ["market", "string"];
  f0 = v.side;
  if (f0 != null && typeof f0 !== "string") return ["side", "string"];
  f0 = v.amount;
  if (f0 != null && typeof f0 !== "string") return ["amount", "string"];
  f0 = v.price;
  if (f0 != null && typeof f0 !== "string") return ["price", "string"];
  f0 = v.commission;
  if (f0 != null && typeof f0 !== "string") return ["commission", "string"];
  f0 = v.commission_asset;
  if (f0 != null && typeof f0 !== "string") return ["commission_asset", "string"];
  f0 = v.rebate;
  if (f0 != null && typeof f0 !== "string") return ["rebate", "string"];
  f0 = v.rebate_asset;
  if (f0 != null && typeof f0 !== "string") return ["rebate_asset", "string"];
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return ["account_id", "string"];
  f0 = v.gross_trade_amount;
  if (f0 != null && typeof f0 !== "string") return ["gross_trade_amount", "string"];
}

/** Nothing when `v` is a valid `ExecutionPage` (the response form), else its first problem. */
export function checkExecutionPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkExecution(f0[i1])) return ["items", i1, ...checkExecution(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/** Nothing when `v` is a valid `Order` (the response form), else its first problem. */
export function checkOrder(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return ["id", "string"];
  f0 = v.profile_id;
  if (f0 != null && typeof f0 !== "string") return ["profile_id", "string"];
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return ["ref_id", "string"];
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return ["status", "string"];
  f0 = v.side;
  if (f0 != null && typeof f0 !== "string") return ["side", "string"];
  f0 = v.market;
  if (f0 != null && typeof f0 !== "string") return ["market", "string"];
  f0 = v.type;
  if (f0 != null && typeof f0 !== "string") return ["type", "string"];
  f0 = v.base_amount;
  if (f0 != null && typeof f0 !== "string") return ["base_amount", "string"];
  f0 = v.price;
  if (f0 != null && typeof f0 !== "string") return ["price", "string"];
  f0 = v.quote_amount;
  if (f0 != null && typeof f0 !== "string") return ["quote_amount", "string"];
  f0 = v.metadata;
  if (f0 != null && checkFreeFormMetadata(f0)) return ["metadata", ...checkFreeFormMetadata(f0)!];
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.modified_at;
  if (f0 != null && typeof f0 !== "string") return ["modified_at", "string"];
  f0 = v.amount_filled;
  if (f0 != null && typeof f0 !== "string") return ["amount_filled", "string"];
  f0 = v.volume_weighted_average_price;
  if (f0 != null && typeof f0 !== "string") return ["volume_weighted_average_price", "string"];
  f0 = v.time_in_force;
  if (f0 != null && typeof f0 !== "string") return ["time_in_force", "string"];
  f0 = v.expiration_date;
  if (f0 != null && typeof f0 !== "string") return ["expiration_date", "string"];
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return ["identity_id", "string"];
  f0 = v.identity_account_id;
  if (f0 != null && typeof f0 !== "string") return ["identity_account_id", "string"];
  f0 = v.stop_price;
  if (f0 != null && typeof f0 !== "string") return ["stop_price", "string"];
  f0 = v.recipient_profile_id;
  if (f0 != null && typeof f0 !== "string") return ["recipient_profile_id", "string"];
  f0 = v.is_triggered;
  if (f0 != null && typeof f0 !== "boolean") return ["is_triggered", "boolean"];
}

/** Nothing when `v` is a valid `OrderPage` (the response form), else its first problem. */
export function checkOrderPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkOrder(f0[i1])) return ["items", i1, ...checkOrder(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/** Nothing when `v` is a valid `CancelOrderResult` (the response form), else its first problem. */
export function checkCancelOrderResult(v: any): CheckProblem | undefined {
  if (!isPlainRecord(v)) return ["record"];
}

/** Nothing when `v` is a valid `Quote` (the response form), else its first problem. */
export function checkQuote(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (typeof f0 !== "string") return ["id", "string"];
  f0 = v.market;
  if (typeof f0 !== "string") return ["market", "string"];
  f0 = v.side;
  if (typeof f0 !== "string") return ["side", "string"];
  f0 = v.price;
  if (typeof f0 !== "string") return ["price", "string"];
  f0 = v.base_asset;
  if (typeof f0 !== "string") return ["base_asset", "string"];
  f0 = v.quote_asset;
  if (typeof f0 !== "string") return ["quote_asset", "string"];
  f0 = v.created_at;
  if (typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.expires_at;
  if (typeof f0 !== "string") return ["expires_at", "string"];
}

/** Nothing when `v` is a valid `QuoteList` (the response form), else its first problem. */
export function checkQuoteList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkQuote(f0[i1])) return ["items", i1, ...checkQuote(f0[i1])!];
  }
}

/** Nothing when `v` is a valid `QuoteExecution` (the response form), else its first problem. */
export function checkQuoteExecution(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (typeof f0 !== "string") return ["id", "string"];
  f0 = v.profile_id;
  if (typeof f0 !== "string") return ["profile_id", "string"];
  f0 = v.quote_id;
  if (typeof f0 !== "string") return ["quote_id", "string"];
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return ["ref_id", "string"];
  f0 = v.status;
  if (typeof f0 !== "string") return ["status", "string"];
  f0 = v.market;
  if (typeof f0 !== "string") return ["market", "string"];
  f0 = v.side;
  if (typeof f0 !== "string") return ["side", "string"];
  f0 = v.price;
  if (typeof f0 !== "string") return ["price", "string"];
  f0 = v.base_amount;
  if (typeof f0 !== "string") return ["base_amount", "string"];
  f0 = v.base_asset;
  if (typeof f0 !== "string") return ["base_asset", "string"];
  f0 = v.quote_amount;
  if (typeof f0 !== "string") return ["quote_amount", "string"];
  f0 = v.quote_asset;
  if (typeof f0 !== "string") return ["quote_asset", "string"];
  f0 = v.created_at;
  if (typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.settled_at;
  if (f0 != null && typeof f0 !== "string") return ["settled_at", "string"];
  f0 = v.metadata;
  if (f0 != null && checkFreeFormMetadata(f0)) return ["metadata", ...checkFreeFormMetadata(f0)!];
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return ["identity_id", "string"];
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return ["account_id", "string"];
  f0 = v.recipient_profile_id;
  if (f0 != null && typeof f0 !== "string") return ["recipient_profile_id", "string"];
}

/** Nothing when `v` is a valid `QuoteExecutionPage` (the response form), else its first problem. */
export function checkQuoteExecutionPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkQuoteExecution(f0[i1])) return ["items", i1, ...checkQuoteExecution(f0[i1])!];
  }
  f0 = v.total_count;
  if (f0 != null && !Number.isSafeInteger(f0)) return ["total_count", integerRule];
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/** Nothing when `v` is a valid `IssuerQuote` (the response form), else its first problem. */
export function checkIssuerQuote(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.quote_id;
  if (typeof f0 !== "string") return ["quote_id", "string"];
  f0 = v.market;
  if (typeof f0 !== "string") return ["market", "string"];
  f0 = v.side;
  if (typeof f0 !== "string") return ["side", "string"];
  f0 = v.quantity;
  if (typeof f0 !== "string") return ["quantity", "string"];
  f0 = v.price;
  if (typeof f0 !== "string") return ["price", "string"];
  f0 = v.fee;
  if (typeof f0 !== "string") return ["fee", "string"];
  f0 = v.quote_amount;
  if (typeof f0 !== "string") return ["quote_amount", "string"];
  f0 = v.expires_at;
  if (typeof f0 !== "string") return ["expires_at", "string"];
}

/**
 * Nothing when `v` is a valid `IssuerQuoteExecutionCreated` (the response form), else its first
 * problem.
 */
export function checkIssuerQuoteExecutionCreated(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (typeof f0 !== "string") return ["id", "string"];
}

/**
 * Nothing when `v` is a valid `IssuerQuoteExecution` (the response form), else its first problem.
 */
export function checkIssuerQuoteExecution(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (typeof f0 !== "string") return ["id", "string"];
  f0 = v.created_at;
  if (typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.asset_type;
  if (typeof f0 !== "string") return ["asset_type", "string"];
  f0 = v.principal;
  if (typeof f0 !== "string") return ["principal", "string"];
  f0 = v.fee;
  if (typeof f0 !== "string") return ["fee", "string"];
  f0 = v.status;
  if (typeof f0 !== "string") return ["status", "string"];
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return ["ref_id", "string"];
  f0 = v.token_fee;
  if (typeof f0 !== "string") return ["token_fee", "string"];
  f0 = v.token_price;
  if (typeof f0 !== "string") return ["token_price", "string"];
  f0 = v.token_principal;
  if (typeof f0 !== "string") return ["token_principal", "string"];
  f0 = v.profile_id;
  if (typeof f0 !== "string") return ["profile_id", "string"];
}

/**
 * Nothing when `v` is a valid `IssuerQuoteExecutionPage` (the response form), else its first
 * problem.
 */
export function checkIssuerQuoteExecutionPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.issuer_quote_executions;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["issuer_quote_executions", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkIssuerQuoteExecution(f0[i1])) return ["issuer_quote_executions", i1, ...checkIssuerQuoteExecution(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/**
 * Nothing when `v` is a valid `StablecoinConversion` (the response form), else its first problem.
 */
export function checkStablecoinConversion(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return ["id", "string"];
  f0 = v.profile_id;
  if (f0 != null && typeof f0 !== "string") return ["profile_id", "string"];
  f0 = v.amount;
  if (f0 != null && typeof f0 !== "string") return ["amount", "string"];
  f0 = v.source_asset;
  if (f0 != null && typeof f0 !== "string") return ["source_asset", "string"];
  f0 = v.target_asset;
  if (f0 != null && typeof f0 !== "string") return ["target_asset", "string"];
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return ["status", "string"];
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return ["ref_id", "string"];
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return ["identity_id", "string"];
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return ["account_id", "string"];
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return ["updated_at", "string"];
  f0 = v.settled_at;
  if (f0 != null && typeof f0 !== "string") return ["settled_at", "string"];
  f0 = v.cancelled_at;
  if (f0 != null && typeof f0 !== "string") return ["cancelled_at", "string"];
  f0 = v.metadata;
  if (f0 != null && checkFreeFormMetadata(f0)) return ["metadata", ...checkFreeFormMetadata(f0)!];
  f0 = v.recipient_profile_id;
  if (f0 != null && typeof f0 !== "string") return ["recipient_profile_id", "string"];
}

/**
 * Nothing when `v` is a valid `StablecoinConversionPage` (the response form), else its first
 * problem.
 */
export function checkStablecoinConversionPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkStablecoinConversion(f0[i1])) return ["items", i1, ...checkStablecoinConversion(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationTransfer` (the response form), else its first problem.
 */
export function checkOrchestrationTransfer(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.transfer_id;
  if (f0 != null && typeof f0 !== "string") return ["transfer_id", "string"];
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return ["status", "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationFailReason` (the response form), else its first
 * problem.
 */
export function checkOrchestrationFailReason(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.detail;
  if (f0 != null && typeof f0 !== "string") return ["detail", "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationCryptoEndpoint` (the response form), else its first
 * problem.
 */
export function checkOrchestrationCryptoEndpoint(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.address_id;
  if (f0 != null && typeof f0 !== "string") return ["address_id", "string"];
  f0 = v.address;
  if (f0 != null && typeof f0 !== "string") return ["address", "string"];
  f0 = v.network;
  if (f0 != null && typeof f0 !== "string") return ["network", "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationFiatSource` (the response form), else its first
 * problem.
 */
export function checkOrchestrationFiatSource(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.deposit_instructions_id;
  if (f0 != null && typeof f0 !== "string") return ["deposit_instructions_id", "string"];
  f0 = v.memo;
  if (f0 != null && typeof f0 !== "string") return ["memo", "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationFiatDestination` (the response form), else its first
 * problem.
 */
export function checkOrchestrationFiatDestination(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.bank_account_id;
  if (f0 != null && typeof f0 !== "string") return ["bank_account_id", "string"];
  f0 = v.memo;
  if (f0 != null && typeof f0 !== "string") return ["memo", "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationProfileEndpoint` (the response form), else its first
 * problem.
 */
export function checkOrchestrationProfileEndpoint(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.profile_id;
  if (f0 != null && typeof f0 !== "string") return ["profile_id", "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationSource` (the response form), else its first problem.
 */
export function checkOrchestrationSource(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.crypto;
  if (f0 != null && checkOrchestrationCryptoEndpoint(f0)) return ["crypto", ...checkOrchestrationCryptoEndpoint(f0)!];
  f0 = v.fiat;
  if (f0 != null && checkOrchestrationFiatSource(f0)) return ["fiat", ...checkOrchestrationFiatSource(f0)!];
  f0 = v.profile;
  if (f0 != null && checkOrchestrationProfileEndpoint(f0)) return ["profile", ...checkOrchestrationProfileEndpoint(f0)!];
}

/**
 * Nothing when `v` is a valid `OrchestrationDestination` (the response form), else its first
 * problem.
 */
export function checkOrchestrationDestination(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.crypto;
  if (f0 != null && checkOrchestrationCryptoEndpoint(f0)) return ["crypto", ...checkOrchestrationCryptoEndpoint(f0)!];
  f0 = v.fiat;
  if (f0 != null && checkOrchestrationFiatDestination(f0)) return ["fiat", ...checkOrchestrationFiatDestination(f0)!];
  f0 = v.profile;
  if (f0 != null && checkOrchestrationProfileEndpoint(f0)) return ["profile", ...checkOrchestrationProfileEndpoint(f0)!];
}

/** Nothing when `v` is a valid `Orchestration` (the response form), else its first problem. */
export function checkOrchestration(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return ["id", "string"];
  f0 = v.profile_id;
  if (f0 != null && typeof f0 !== "string") return ["profile_id", "string"];
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return ["identity_id", "string"];
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return ["account_id", "string"];
  f0 = v.customer_id;
  if (f0 != null && typeof f0 !== "string") return ["customer_id", "string"];
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return ["ref_id", "string"];
  f0 = v.source_asset;
  if (f0 != null && typeof f0 !== "string") return ["source_asset", "string"];
  f0 = v.destination_asset;
  if (f0 != null && typeof f0 !== "string") return ["destination_asset", "string"];
  f0 = v.source_amount;
  if (f0 != null && typeof f0 !== "string") return ["source_amount", "string"];
  f0 = v.source_transfer;
  if (f0 != null && checkOrchestrationTransfer(f0)) return ["source_transfer", ...checkOrchestrationTransfer(f0)!];
  f0 = v.destination_transfer;
  if (f0 != null && checkOrchestrationTransfer(f0)) return ["destination_transfer", ...checkOrchestrationTransfer(f0)!];
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return ["status", "string"];
  f0 = v.fail_reason;
  if (f0 != null && checkOrchestrationFailReason(f0)) return ["fail_reason", ...checkOrchestrationFailReason(f0)!];
  f0 = v.source;
  if (f0 != null && checkOrchestrationSource(f0)) return ["source", ...checkOrchestrationSource(f0)!];
  f0 = v.destination;
  if (f0 != null && checkOrchestrationDestination(f0)) return ["destination", ...checkOrchestrationDestination(f0)!];
  f0 = v.orchestration_rule_id;
  if (f0 != null && typeof f0 !== "string") return ["orchestration_rule_id", "string"];
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return ["updated_at", "string"];
  f0 = v.metadata;
  if (f0 != null && checkFreeFormMetadata(f0)) return ["metadata", ...checkFreeFormMetadata(f0)!];
}

/** Nothing when `v` is a valid `OrchestrationPage` (the response form), else its first problem. */
export function checkOrchestrationPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkOrchestration(f0[i1])) return ["items", i1, ...checkOrchestration(f0[i1])!];
  }
  f0 = v.orchestrations;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["orchestrations", "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkOrchestration(f0[i2])) return ["orchestrations", i2, ...checkOrchestration(f0[i2])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationRuleFiatSource` (the response form), else its first
 * problem.
 */
export function checkOrchestrationRuleFiatSource(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.deposit_instructions_id;
  if (f0 != null && typeof f0 !== "string") return ["deposit_instructions_id", "string"];
  f0 = v.network;
  if (f0 != null && typeof f0 !== "string") return ["network", "string"];
  f0 = v.account_type;
  if (f0 != null && typeof f0 !== "string") return ["account_type", "string"];
  f0 = v.memo_id;
  if (f0 != null && typeof f0 !== "string") return ["memo_id", "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationRuleSource` (the response form), else its first
 * problem.
 */
export function checkOrchestrationRuleSource(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.crypto;
  if (f0 != null && checkOrchestrationCryptoEndpoint(f0)) return ["crypto", ...checkOrchestrationCryptoEndpoint(f0)!];
  f0 = v.fiat;
  if (f0 != null && checkOrchestrationRuleFiatSource(f0)) return ["fiat", ...checkOrchestrationRuleFiatSource(f0)!];
  f0 = v.profile;
  if (f0 != null && checkOrchestrationProfileEndpoint(f0)) return ["profile", ...checkOrchestrationProfileEndpoint(f0)!];
}

/**
 * Nothing when `v` is a valid `OrchestrationRuleCryptoDestination` (the response form), else its
 * first problem.
 */
export function checkOrchestrationRuleCryptoDestination(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.address;
  if (f0 != null && typeof f0 !== "string") return ["address", "string"];
  f0 = v.network;
  if (f0 != null && typeof f0 !== "string") return ["network", "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationRuleFiatDestination` (the response form), else its
 * first problem.
 */
export function checkOrchestrationRuleFiatDestination(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.fiat_account_id;
  if (f0 != null && typeof f0 !== "string") return ["fiat_account_id", "string"];
  f0 = v.memo;
  if (f0 != null && typeof f0 !== "string") return ["memo", "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationRuleDestination` (the response form), else its first
 * problem.
 */
export function checkOrchestrationRuleDestination(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.crypto;
  if (f0 != null && checkOrchestrationRuleCryptoDestination(f0)) return ["crypto", ...checkOrchestrationRuleCryptoDestination(f0)!];
  f0 = v.fiat;
  if (f0 != null && checkOrchestrationRuleFiatDestination(f0)) return ["fiat", ...checkOrchestrationRuleFiatDestination(f0)!];
  f0 = v.profile;
  if (f0 != null && checkOrchestrationProfileEndpoint(f0)) return ["profile", ...checkOrchestrationProfileEndpoint(f0)!];
}

/** Nothing when `v` is a valid `OrchestrationRule` (the response form), else its first problem. */
export function checkOrchestrationRule(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return ["id", "string"];
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return ["ref_id", "string"];
  f0 = v.nickname;
  if (f0 != null && typeof f0 !== "string") return ["nickname", "string"];
  f0 = v.profile_id;
  if (f0 != null && typeof f0 !== "string") return ["profile_id", "string"];
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return ["identity_id", "string"];
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return ["account_id", "string"];
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return ["status", "string"];
  f0 = v.source_asset;
  if (f0 != null && typeof f0 !== "string") return ["source_asset", "string"];
  f0 = v.destination_asset;
  if (f0 != null && typeof f0 !== "string") return ["destination_asset", "string"];
  f0 = v.source;
  if (f0 != null && checkOrchestrationRuleSource(f0)) return ["source", ...checkOrchestrationRuleSource(f0)!];
  f0 = v.destination;
  if (f0 != null && checkOrchestrationRuleDestination(f0)) return ["destination", ...checkOrchestrationRuleDestination(f0)!];
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return ["created_at", "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationRuleResult` (the response form), else its first
 * problem.
 */
export function checkOrchestrationRuleResult(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.rule;
  if (f0 != null && checkOrchestrationRule(f0)) return ["rule", ...checkOrchestrationRule(f0)!];
}

/**
 * Nothing when `v` is a valid `OrchestrationRulePage` (the response form), else its first problem.
 */
export function checkOrchestrationRulePage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkOrchestrationRule(f0[i1])) return ["items", i1, ...checkOrchestrationRule(f0[i1])!];
  }
  f0 = v.rules;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["rules", "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkOrchestrationRule(f0[i2])) return ["rules", i2, ...checkOrchestrationRule(f0[i2])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/**
 * Nothing when `v` is a valid `IdentityControlPage` (the response form), else its first problem.
 */
export function checkIdentityControlPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkIdentityControl(f0[i1])) return ["items", i1, ...checkIdentityControl(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/**
 * Nothing when `v` is a valid `IdentityControlDeletion` (the response form), else its first
 * problem.
 */
export function checkIdentityControlDeletion(v: any): CheckProblem | undefined {
  if (!isPlainRecord(v)) return ["record"];
}

/** Nothing when `v` is a valid `KycRefreshResult` (the response form), else its first problem. */
export function checkKycRefreshResult(v: any): CheckProblem | undefined {
  if (!isPlainRecord(v)) return ["record"];
}

/**
 * Nothing when `v` is a valid `AddressSignatureChallenge` (the response form), else its first
 * problem.
 */
export function checkAddressSignatureChallenge(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.message;
  if (f0 != null && typeof f0 !== "string") return ["message", "string"];
  f0 = v.nonce;
  if (f0 != null && typeof f0 !== "string") return ["nonce", "string"];
  f0 = v.signature;
  if (f0 != null && typeof f0 !== "string") return ["signature", "string"];
}

/**
 * Nothing when `v` is a valid `AddressSmallDeposit` (the response form), else its first problem.
 */
export function checkAddressSmallDeposit(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.amount;
  if (f0 != null && typeof f0 !== "string") return ["amount", "string"];
  f0 = v.asset;
  if (f0 != null && typeof f0 !== "string") return ["asset", "string"];
  f0 = v.deposit_address;
  if (f0 != null && typeof f0 !== "string") return ["deposit_address", "string"];
  f0 = v.transaction_hash;
  if (f0 != null && typeof f0 !== "string") return ["transaction_hash", "string"];
}

/**
 * Nothing when `v` is a valid `AddressManualVerification` (the response form), else its first
 * problem.
 */
export function checkAddressManualVerification(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.verified_by;
  if (f0 != null && typeof f0 !== "string") return ["verified_by", "string"];
  f0 = v.reason;
  if (f0 != null && typeof f0 !== "string") return ["reason", "string"];
}

/**
 * Nothing when `v` is a valid `AddressVerification` (the response form), else its first problem.
 */
export function checkAddressVerification(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return ["id", "string"];
  f0 = v.network;
  if (f0 != null && typeof f0 !== "string") return ["network", "string"];
  f0 = v.address;
  if (f0 != null && typeof f0 !== "string") return ["address", "string"];
  f0 = v.verification_method;
  if (f0 != null && typeof f0 !== "string") return ["verification_method", "string"];
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return ["status", "string"];
  f0 = v.signature_verification;
  if (f0 != null && checkAddressSignatureChallenge(f0)) return ["signature_verification", ...checkAddressSignatureChallenge(f0)!];
  f0 = v.small_deposit_verification;
  if (f0 != null && checkAddressSmallDeposit(f0)) return ["small_deposit_verification", ...checkAddressSmallDeposit(f0)!];
  f0 = v.manual_verification;
  if (f0 != null && checkAddressManualVerification(f0)) return ["manual_verification", ...checkAddressManualVerification(f0)!];
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return ["ref_id", "string"];
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return ["updated_at", "string"];
  f0 = v.expires_at;
  if (f0 != null && typeof f0 !== "string") return ["expires_at", "string"];
}

/**
 * Nothing when `v` is a valid `AddressVerificationPage` (the response form), else its first
 * problem.
 */
export function checkAddressVerificationPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkAddressVerification(f0[i1])) return ["items", i1, ...checkAddressVerification(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/** Nothing when `v` is a valid `Vasp` (the response form), else its first problem. */
export function checkVasp(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (typeof f0 !== "string") return ["id", "string"];
  f0 = v.name;
  if (typeof f0 !== "string") return ["name", "string"];
}

/** Nothing when `v` is a valid `VaspPage` (the response form), else its first problem. */
export function checkVaspPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkVasp(f0[i1])) return ["items", i1, ...checkVasp(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/** Nothing when `v` is a valid `VaspResult` (the response form), else its first problem. */
export function checkVaspResult(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.vasp;
  if (f0 != null && checkVasp(f0)) return ["vasp", ...checkVasp(f0)!];
}

/** Nothing when `v` is a valid `Candle` (the response form), else its first problem. */
export function checkCandle(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.timestamp;
  if (f0 != null && typeof f0 !== "string") return ["timestamp", "string"];
  f0 = v.open;
  if (f0 != null && typeof f0 !== "string") return ["open", "string"];
  f0 = v.high;
  if (f0 != null && typeof f0 !== "string") return ["high", "string"];
  f0 = v.low;
  if (f0 != null && typeof f0 !== "string") return ["low", "string"];
  f0 = v.close;
  if (f0 != null && typeof f0 !== "string") return ["close", "string"];
  f0 = v.volume;
  if (f0 != null && typeof f0 !== "string") return ["volume", "string"];
}

/** Nothing when `v` is a valid `CandleList` (the response form), else its first problem. */
export function checkCandleList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.market;
  if (f0 != null && typeof f0 !== "string") return ["market", "string"];
  f0 = v.increment;
  if (f0 != null && typeof f0 !== "string") return ["increment", "string"];
  f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkCandle(f0[i1])) return ["items", i1, ...checkCandle(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/**
 * Nothing when `v` is a valid `SettlementAvailability` (the response form), else its first
 * problem.
 */
export function checkSettlementAvailability(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.buy_quantity;
  if (typeof f0 !== "string") return ["buy_quantity", "string"];
  f0 = v.sell_quantity;
  if (typeof f0 !== "string") return ["sell_quantity", "string"];
  f0 = v.market;
  if (typeof f0 !== "string") return ["market", "string"];
  f0 = v.snapshot_at;
  if (typeof f0 !== "string") return ["snapshot_at", "string"];
}

/** Nothing when `v` is a valid `RewardAddress` (the response form), else its first problem. */
export function checkRewardAddress(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return ["id", "string"];
  f0 = v.customer_id;
  if (f0 != null && typeof f0 !== "string") return ["customer_id", "string"];
  f0 = v.ledger;
  if (f0 != null && typeof f0 !== "string") return ["ledger", "string"];
  f0 = v.address;
  if (f0 != null && typeof f0 !== "string") return ["address", "string"];
  f0 = v.name;
  if (f0 != null && typeof f0 !== "string") return ["name", "string"];
  f0 = v.payout_group_id;
  if (f0 != null && typeof f0 !== "string") return ["payout_group_id", "string"];
  f0 = v.asset_type;
  if (f0 != null && typeof f0 !== "string") return ["asset_type", "string"];
  f0 = v.balance;
  if (f0 != null && typeof f0 !== "string") return ["balance", "string"];
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return ["status", "string"];
  f0 = v.verification_proof_id;
  if (f0 != null && typeof f0 !== "string") return ["verification_proof_id", "string"];
  f0 = v.verification_status;
  if (f0 != null && typeof f0 !== "string") return ["verification_status", "string"];
  f0 = v.verification_method;
  if (f0 != null && typeof f0 !== "string") return ["verification_method", "string"];
  f0 = v.verification_expires_at;
  if (f0 != null && typeof f0 !== "string") return ["verification_expires_at", "string"];
  f0 = v.effective_at;
  if (f0 != null && typeof f0 !== "string") return ["effective_at", "string"];
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return ["created_at", "string"];
}

/**
 * Nothing when `v` is a valid `RewardAddressResult` (the response form), else its first problem.
 */
export function checkRewardAddressResult(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.address;
  if (f0 != null && checkRewardAddress(f0)) return ["address", ...checkRewardAddress(f0)!];
}

/** Nothing when `v` is a valid `RewardAddressPage` (the response form), else its first problem. */
export function checkRewardAddressPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkRewardAddress(f0[i1])) return ["items", i1, ...checkRewardAddress(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/**
 * Nothing when `v` is a valid `RewardAddressFailure` (the response form), else its first problem.
 */
export function checkRewardAddressFailure(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.address;
  if (f0 != null && checkRewardAddress(f0)) return ["address", ...checkRewardAddress(f0)!];
  f0 = v.error;
  if (f0 != null && typeof f0 !== "string") return ["error", "string"];
}

/**
 * Nothing when `v` is a valid `RewardAddressBatchResult` (the response form), else its first
 * problem.
 */
export function checkRewardAddressBatchResult(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.successful_addresses;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["successful_addresses", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkRewardAddress(f0[i1])) return ["successful_addresses", i1, ...checkRewardAddress(f0[i1])!];
  }
  f0 = v.failed_addresses;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["failed_addresses", "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkRewardAddressFailure(f0[i2])) return ["failed_addresses", i2, ...checkRewardAddressFailure(f0[i2])!];
  }
}

/** Nothing when `v` is a valid `RewardDeletion` (the response form), else its first problem. */
export function checkRewardDeletion(v: any): CheckProblem | undefined {
  if (!isPlainRecord(v)) return ["record"];
}

/** Nothing when `v` is a valid `ClaimSchedule` (the response form), else its first problem. */
export function checkClaimSchedule(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return ["id", "string"];
  f0 = v.payout_group_id;
  if (f0 != null && typeof f0 !== "string") return ["payout_group_id", "string"];
  f0 = v.schedule_type;
  if (f0 != null && typeof f0 !== "string") return ["schedule_type", "string"];
  f0 = v.days_of_week;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["days_of_week", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (!Number.isSafeInteger(f0[i1])) return ["days_of_week", i1, integerRule];
  }
  f0 = v.days_of_month;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["days_of_month", "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (!Number.isSafeInteger(f0[i2])) return ["days_of_month", i2, integerRule];
  }
  f0 = v.hour;
  if (f0 != null && !Number.isSafeInteger(f0)) return ["hour", integerRule];
  f0 = v.minute;
  if (f0 != null && !Number.isSafeInteger(f0)) return ["minute", integerRule];
  f0 = v.next_run_at;
  if (f0 != null && typeof f0 !== "string") return ["next_run_at", "string"];
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return ["updated_at", "string"];
}

/**
 * Nothing when `v` is a valid `ClaimScheduleResult` (the response form), else its first problem.
 */
export function checkClaimScheduleResult(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.claim_schedule;
  if (f0 != null && checkClaimSchedule(f0)) return ["claim_schedule", ...checkClaimSchedule(f0)!];
}

/** Nothing when `v` is a valid `ClaimSchedulePage` (the response form), else its first problem. */
export function checkClaimSchedulePage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkClaimSchedule(f0[i1])) return ["items", i1, ...checkClaimSchedule(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/** Nothing when `v` is a valid `Claim` (the response form), else its first problem. */
export function checkClaim(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return ["id", "string"];
  f0 = v.payout_group_id;
  if (f0 != null && typeof f0 !== "string") return ["payout_group_id", "string"];
  f0 = v.claim_type;
  if (f0 != null && typeof f0 !== "string") return ["claim_type", "string"];
  f0 = v.claim_schedule_id;
  if (f0 != null && typeof f0 !== "string") return ["claim_schedule_id", "string"];
  f0 = v.onchain_status;
  if (f0 != null && typeof f0 !== "string") return ["onchain_status", "string"];
  f0 = v.amount;
  if (f0 != null && typeof f0 !== "string") return ["amount", "string"];
  f0 = v.asset_type;
  if (f0 != null && typeof f0 !== "string") return ["asset_type", "string"];
  f0 = v.blockchain;
  if (f0 != null && typeof f0 !== "string") return ["blockchain", "string"];
  f0 = v.addresses;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["addresses", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (typeof f0[i1] !== "string") return ["addresses", i1, "string"];
  }
  f0 = v.tx_hash;
  if (f0 != null && typeof f0 !== "string") return ["tx_hash", "string"];
  f0 = v.error_message;
  if (f0 != null && typeof f0 !== "string") return ["error_message", "string"];
  f0 = v.submitted_at;
  if (f0 != null && typeof f0 !== "string") return ["submitted_at", "string"];
  f0 = v.confirmed_at;
  if (f0 != null && typeof f0 !== "string") return ["confirmed_at", "string"];
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return ["updated_at", "string"];
}

/** Nothing when `v` is a valid `ClaimPage` (the response form), else its first problem. */
export function checkClaimPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkClaim(f0[i1])) return ["items", i1, ...checkClaim(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/** Nothing when `v` is a valid `RewardRate` (the response form), else its first problem. */
export function checkRewardRate(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return ["id", "string"];
  f0 = v.multiplier_id;
  if (f0 != null && typeof f0 !== "string") return ["multiplier_id", "string"];
  f0 = v.rate;
  if (f0 != null && typeof f0 !== "string") return ["rate", "string"];
  f0 = v.networks;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["networks", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (typeof f0[i1] !== "string") return ["networks", i1, "string"];
  }
  f0 = v.jurisdiction;
  if (f0 != null && typeof f0 !== "string") return ["jurisdiction", "string"];
  f0 = v.tier;
  if (f0 != null && typeof f0 !== "string") return ["tier", "string"];
  f0 = v.effective_at;
  if (f0 != null && typeof f0 !== "string") return ["effective_at", "string"];
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return ["created_at", "string"];
}

/** Nothing when `v` is a valid `RewardRateList` (the response form), else its first problem. */
export function checkRewardRateList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.rates;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["rates", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkRewardRate(f0[i1])) return ["rates", i1, ...checkRewardRate(f0[i1])!];
  }
}

/** Nothing when `v` is a valid `AssetRewardDetails` (the response form), else its first problem. */
export function checkAssetRewardDetails(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.asset_type;
  if (f0 != null && typeof f0 !== "string") return ["asset_type", "string"];
  f0 = v.total_available_rewards;
  if (f0 != null && typeof f0 !== "string") return ["total_available_rewards", "string"];
  f0 = v.lifetime_earned;
  if (f0 != null && typeof f0 !== "string") return ["lifetime_earned", "string"];
  f0 = v.est_next_accrual_amount;
  if (f0 != null && typeof f0 !== "string") return ["est_next_accrual_amount", "string"];
}

/** Nothing when `v` is a valid `RewardDetails` (the response form), else its first problem. */
export function checkRewardDetails(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.rates;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["rates", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkRewardRate(f0[i1])) return ["rates", i1, ...checkRewardRate(f0[i1])!];
  }
  f0 = v.next_accrual;
  if (f0 != null && typeof f0 !== "string") return ["next_accrual", "string"];
  f0 = v.lifetime_earned;
  if (f0 != null && typeof f0 !== "string") return ["lifetime_earned", "string"];
  f0 = v.total_available_rewards;
  if (f0 != null && typeof f0 !== "string") return ["total_available_rewards", "string"];
  f0 = v.est_next_accrual_amount;
  if (f0 != null && typeof f0 !== "string") return ["est_next_accrual_amount", "string"];
  f0 = v.asset_details;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["asset_details", "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkAssetRewardDetails(f0[i2])) return ["asset_details", i2, ...checkAssetRewardDetails(f0[i2])!];
  }
}

/** Nothing when `v` is a valid `PayoutGroup` (the response form), else its first problem. */
export function checkPayoutGroup(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (typeof f0 !== "string") return ["id", "string"];
  f0 = v.name;
  if (f0 != null && typeof f0 !== "string") return ["name", "string"];
  f0 = v.ledger;
  if (typeof f0 !== "string") return ["ledger", "string"];
  f0 = v.asset_type;
  if (typeof f0 !== "string") return ["asset_type", "string"];
  f0 = v.rate_id;
  if (typeof f0 !== "string") return ["rate_id", "string"];
  f0 = v.jurisdiction;
  if (typeof f0 !== "string") return ["jurisdiction", "string"];
  f0 = v.claimer_address;
  if (typeof f0 !== "string") return ["claimer_address", "string"];
  f0 = v.manager_address;
  if (f0 != null && typeof f0 !== "string") return ["manager_address", "string"];
  f0 = v.destination_address;
  if (f0 != null && typeof f0 !== "string") return ["destination_address", "string"];
  f0 = v.onchain_group_id;
  if (f0 != null && typeof f0 !== "string") return ["onchain_group_id", "string"];
  f0 = v.onchain_status;
  if (typeof f0 !== "string") return ["onchain_status", "string"];
  f0 = v.balance;
  if (typeof f0 !== "string") return ["balance", "string"];
  f0 = v.balance_at;
  if (f0 != null && typeof f0 !== "string") return ["balance_at", "string"];
  f0 = v.last_claim_all_at;
  if (f0 != null && typeof f0 !== "string") return ["last_claim_all_at", "string"];
  f0 = v.created_at;
  if (typeof f0 !== "string") return ["created_at", "string"];
  f0 = v.updated_at;
  if (typeof f0 !== "string") return ["updated_at", "string"];
}

/** Nothing when `v` is a valid `PayoutGroupPage` (the response form), else its first problem. */
export function checkPayoutGroupPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkPayoutGroup(f0[i1])) return ["items", i1, ...checkPayoutGroup(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
  f0 = v.count;
  if (f0 != null && !Number.isSafeInteger(f0)) return ["count", integerRule];
}

/** Nothing when `v` is a valid `PayoutGroupResult` (the response form), else its first problem. */
export function checkPayoutGroupResult(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.group;
  if (f0 != null && checkPayoutGroup(f0)) return ["group", ...checkPayoutGroup(f0)!];
}

/**
 * Nothing when `v` is a valid `RewardsStatementFile` (the response form), else its first problem.
 */
export function checkRewardsStatementFile(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.format;
  if (f0 != null && typeof f0 !== "string") return ["format", "string"];
  f0 = v.download_url;
  if (f0 != null && typeof f0 !== "string") return ["download_url", "string"];
  f0 = v.generated_at;
  if (f0 != null && typeof f0 !== "string") return ["generated_at", "string"];
}

/** Nothing when `v` is a valid `RewardsStatement` (the response form), else its first problem. */
export function checkRewardsStatement(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return ["id", "string"];
  f0 = v.asset_type;
  if (f0 != null && typeof f0 !== "string") return ["asset_type", "string"];
  f0 = v.period_start;
  if (f0 != null && typeof f0 !== "string") return ["period_start", "string"];
  f0 = v.period_end;
  if (f0 != null && typeof f0 !== "string") return ["period_end", "string"];
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return ["status", "string"];
  f0 = v.type;
  if (f0 != null && typeof f0 !== "string") return ["type", "string"];
  f0 = v.total_accrued;
  if (f0 != null && typeof f0 !== "string") return ["total_accrued", "string"];
  f0 = v.avg_daily_balance;
  if (f0 != null && typeof f0 !== "string") return ["avg_daily_balance", "string"];
  f0 = v.files;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["files", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkRewardsStatementFile(f0[i1])) return ["files", i1, ...checkRewardsStatementFile(f0[i1])!];
  }
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return ["created_at", "string"];
}

/**
 * Nothing when `v` is a valid `RewardsStatementPage` (the response form), else its first problem.
 */
export function checkRewardsStatementPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return ["items", "array"];
    for (let i1 = 0; i1 < f0.length; i1++) if (checkRewardsStatement(f0[i1])) return ["items", i1, ...checkRewardsStatement(f0[i1])!];
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return ["next_page_cursor", "string"];
}

/**
 * Nothing when `v` is a valid `RewardsStatementResult` (the response form), else its first
 * problem.
 */
export function checkRewardsStatementResult(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let f0 = v.statement;
  if (f0 != null && checkRewardsStatement(f0)) return ["statement", ...checkRewardsStatement(f0)!];
}

/** How `initiateSandboxFiatDeposit` checks its 200 body (its descriptor's `response`). */
export const initiateSandboxFiatDepositResponse: ResponseCheck = checkSandboxFiatDepositResult;

/** How `deleteApiCredentials` checks its 200 body (its descriptor's `response`). */
export const deleteApiCredentialsResponse: ResponseCheck = checkDeletedApiCredentials;

/** How `getFiatAccount` checks its 200 body (its descriptor's `response`). */
export const getFiatAccountResponse: ResponseCheck = checkFiatAccount;

/** How `updateFiatAccount` checks its 200 body (its descriptor's `response`). */
export const updateFiatAccountResponse: ResponseCheck = checkFiatAccount;

/** How `deleteFiatAccount` checks its 200 body (its descriptor's `response`). */
export const deleteFiatAccountResponse: ResponseCheck = checkDeleteFiatAccountResult;

/** How `listTransactions` checks its 200 body (its descriptor's `response`). */
export const listTransactionsResponse: ResponseCheck = checkSettlementTransactionListAnswer;

/** How `createTransaction` checks its 200 body (its descriptor's `response`). */
export const createTransactionResponse: ResponseCheck = checkSettlementTransaction;

/** How `listPayments` checks its 200 body (its descriptor's `response`). */
export const listPaymentsResponse: ResponseCheck = checkPaymentPage;

/** How `listAccounts` checks its 200 body (its descriptor's `response`). */
export const listAccountsResponse: ResponseCheck = checkIdentityAccountPage;

/** How `updateAccount` checks its 200 body (its descriptor's `response`). */
export const updateAccountResponse: ResponseCheck = checkIdentityAccount;

/** How `createAccount` checks its 200 body (its descriptor's `response`). */
export const createAccountResponse: ResponseCheck = checkIdentityAccount;

/** How `listTickers` checks its 200 body (its descriptor's `response`). */
export const listTickersResponse: ResponseCheck = checkAllTickers;

/** How `listDepositAddresses` checks its 200 body (its descriptor's `response`). */
export const listDepositAddressesResponse: ResponseCheck = checkDepositAddressPage;

/** How `createDepositAddress` checks its 200 body (its descriptor's `response`). */
export const createDepositAddressResponse: ResponseCheck = checkDepositAddress;

/** How `rejectCryptoDeposit` checks its 200 body (its descriptor's `response`). */
export const rejectCryptoDepositResponse: ResponseCheck = checkCryptoDepositActionResult;

/** How `updateCryptoDeposit` checks its 200 body (its descriptor's `response`). */
export const updateCryptoDepositResponse: ResponseCheck = checkCryptoDepositActionResult;

/** How `putCryptoDestinationAddress` checks its 200 body (its descriptor's `response`). */
export const putCryptoDestinationAddressResponse: ResponseCheck = checkCryptoDestinationAddressResult;

/** How `listCryptoDestinationAddresses` checks its 200 body (its descriptor's `response`). */
export const listCryptoDestinationAddressesResponse: ResponseCheck = checkCryptoDestinationAddressPage;

/** How `createCryptoWithdrawal` checks its 200 body (its descriptor's `response`). */
export const createCryptoWithdrawalResponse: ResponseCheck = checkTransfer;

/** How `createCryptoWithdrawalFee` checks its 200 body (its descriptor's `response`). */
export const createCryptoWithdrawalFeeResponse: ResponseCheck = checkCryptoWithdrawalFee;

/** How `createFiatWithdrawal` checks its 200 body (its descriptor's `response`). */
export const createFiatWithdrawalResponse: ResponseCheck = checkTransfer;

/** How `listFiatAccounts` checks its 200 body (its descriptor's `response`). */
export const listFiatAccountsResponse: ResponseCheck = checkFiatAccountPage;

/** How `createFiatAccount` checks its 200 body (its descriptor's `response`). */
export const createFiatAccountResponse: ResponseCheck = checkFiatAccount;

/** How `listFiatDepositInstructions` checks its 200 body (its descriptor's `response`). */
export const listFiatDepositInstructionsResponse: ResponseCheck = checkFiatDepositInstructionsPage;

/** How `createFiatDepositInstructions` checks its 200 body (its descriptor's `response`). */
export const createFiatDepositInstructionsResponse: ResponseCheck = checkFiatDepositInstructions;

/** How `getFiatDepositInstructions` checks its 200 body (its descriptor's `response`). */
export const getFiatDepositInstructionsResponse: ResponseCheck = checkFiatDepositInstructions;

/** How `createInternalTransfer` checks its 200 body (its descriptor's `response`). */
export const createInternalTransferResponse: ResponseCheck = checkTransfer;

/** How `createPaxosTransfer` checks its 200 body (its descriptor's `response`). */
export const createPaxosTransferResponse: ResponseCheck = checkTransfer;

/** How `listTransferLimits` checks its 200 body (its descriptor's `response`). */
export const listTransferLimitsResponse: ResponseCheck = checkTransferLimitList;

/** How `listTransfers` checks its 200 body (its descriptor's `response`). */
export const listTransfersResponse: ResponseCheck = checkTransferPage;

/** How `getTransfer` checks its 200 body (its descriptor's `response`). */
export const getTransferResponse: ResponseCheck = checkTransfer;

/** How `getTransaction` checks its 200 body (its descriptor's `response`). */
export const getTransactionResponse: ResponseCheck = checkSettlementTransactionAnswer;

/** How `cancelTransaction` checks its 200 body (its descriptor's `response`). */
export const cancelTransactionResponse: ResponseCheck = checkSettlementTransaction;

/** How `affirmTransaction` checks its 200 body (its descriptor's `response`). */
export const affirmTransactionResponse: ResponseCheck = checkSettlementTransaction;

/** How `listMonitoringAddress` checks its 200 body (its descriptor's `response`). */
export const listMonitoringAddressResponse: ResponseCheck = checkMonitoringAddressPage;

/** How `createMonitoringAddress` checks its 200 body (its descriptor's `response`). */
export const createMonitoringAddressResponse: ResponseCheck = checkMonitoringAddressResult;

/** How `getMonitoringAddress` checks its 200 body (its descriptor's `response`). */
export const getMonitoringAddressResponse: ResponseCheck = checkMonitoringAddressAnswer;

/** How `updateMonitoringAddress` checks its 200 body (its descriptor's `response`). */
export const updateMonitoringAddressResponse: ResponseCheck = checkMonitoringAddressResult;

/** How `listProfiles` checks its 200 body (its descriptor's `response`). */
export const listProfilesResponse: ResponseCheck = checkProfilePage;

/** How `createProfile` checks its 200 body (its descriptor's `response`). */
export const createProfileResponse: ResponseCheck = checkProfile;

/** How `getProfile` checks its 200 body (its descriptor's `response`). */
export const getProfileResponse: ResponseCheck = checkProfile;

/** How `updateProfile` checks its 200 body (its descriptor's `response`). */
export const updateProfileResponse: ResponseCheck = checkProfile;

/** How `listProfileBalances` checks its 200 body (its descriptor's `response`). */
export const listProfileBalancesResponse: ResponseCheck = checkProfileBalanceList;

/** How `getProfileBalance` checks its 200 body (its descriptor's `response`). */
export const getProfileBalanceResponse: ResponseCheck = checkProfileBalance;

/** How `deactivateProfile` checks its 200 body (its descriptor's `response`). */
export const deactivateProfileResponse: ResponseCheck = checkProfileDeactivation;

/** How `createSandboxDeposit` checks its 200 body (its descriptor's `response`). */
export const createSandboxDepositResponse: ResponseCheck = checkSandboxProfileDepositResult;

/** How `listEvents` checks its 200 body (its descriptor's `response`). */
export const listEventsResponse: ResponseCheck = checkEventList;

/** How `getEvent` checks its 200 body (its descriptor's `response`). */
export const getEventResponse: ResponseCheck = checkEvent;

/** How `listApiCredentials` checks its 200 body (its descriptor's `response`). */
export const listApiCredentialsResponse: ResponseCheck = checkApiCredentialsPage;

/** How `listTaxFormRevisions` checks its 200 body (its descriptor's `response`). */
export const listTaxFormRevisionsResponse: ResponseCheck = checkTaxFormUrlList;

/** How `listTaxForms` checks its 200 body (its descriptor's `response`). */
export const listTaxFormsResponse: ResponseCheck = checkTaxFormUrlList;

/** How `listStatements` checks its 200 body (its descriptor's `response`). */
export const listStatementsResponse: ResponseCheck = checkStatementPage;

/** How `listIdentities` checks its 200 body (its descriptor's `response`). */
export const listIdentitiesResponse: ResponseCheck = checkIdentityPage;

/** How `createIdentity` checks its 200 body (its descriptor's `response`). */
export const createIdentityResponse: ResponseCheck = checkIdentity;

/** How `getIdentity` checks its 200 body (its descriptor's `response`). */
export const getIdentityResponse: ResponseCheck = checkIdentity;

/** How `updateIdentity` checks its 200 body (its descriptor's `response`). */
export const updateIdentityResponse: ResponseCheck = checkIdentity;

/** How `listIdentityDocuments` checks its 200 body (its descriptor's `response`). */
export const listIdentityDocumentsResponse: ResponseCheck = checkIdentityDocumentList;

/** How `documentUpload` checks its 200 body (its descriptor's `response`). */
export const documentUploadResponse: ResponseCheck = checkIdentityDocumentUpload;

/** How `addInstitutionMembers` checks its 200 body (its descriptor's `response`). */
export const addInstitutionMembersResponse: ResponseCheck = checkInstitutionMembersAdded;

/** How `deleteInstitutionMember` checks its 200 body (its descriptor's `response`). */
export const deleteInstitutionMemberResponse: ResponseCheck = checkInstitutionMemberRemoval;

/** How `getAccount` checks its 200 body (its descriptor's `response`). */
export const getAccountResponse: ResponseCheck = checkIdentityAccount;

/** How `addAccountMembers` checks its 200 body (its descriptor's `response`). */
export const addAccountMembersResponse: ResponseCheck = checkIdentityAccountMembersAdded;

/** How `deleteAccountMember` checks its 200 body (its descriptor's `response`). */
export const deleteAccountMemberResponse: ResponseCheck = checkIdentityAccountMemberRemoval;

/** How `sandboxSetIdentityStatus` checks its 200 body (its descriptor's `response`). */
export const sandboxSetIdentityStatusResponse: ResponseCheck = checkSandboxIdentityStatusResult;

/** How `listPrices` checks its 200 body (its descriptor's `response`). */
export const listPricesResponse: ResponseCheck = checkPriceList;

/** How `listHistoricalPrices` checks its 200 body (its descriptor's `response`). */
export const listHistoricalPricesResponse: ResponseCheck = checkHistoricalPriceList;

/** How `listMarkets` checks its 200 body (its descriptor's `response`). */
export const listMarketsResponse: ResponseCheck = checkMarketList;

/** How `getOrderBook` checks its 200 body (its descriptor's `response`). */
export const getOrderBookResponse: ResponseCheck = checkOrderBook;

/** How `listRecentExecutions` checks its 200 body (its descriptor's `response`). */
export const listRecentExecutionsResponse: ResponseCheck = checkRecentExecutionList;

/** How `getTicker` checks its 200 body (its descriptor's `response`). */
export const getTickerResponse: ResponseCheck = checkTicker;

/** How `listExecutions` checks its 200 body (its descriptor's `response`). */
export const listExecutionsResponse: ResponseCheck = checkExecutionPage;

/** How `listOrders` checks its 200 body (its descriptor's `response`). */
export const listOrdersResponse: ResponseCheck = checkOrderPage;

/** How `listProfileExecutions` checks its 200 body (its descriptor's `response`). */
export const listProfileExecutionsResponse: ResponseCheck = checkExecutionPage;

/** How `listProfileOrders` checks its 200 body (its descriptor's `response`). */
export const listProfileOrdersResponse: ResponseCheck = checkOrderPage;

/** How `createOrder` checks its 200 body (its descriptor's `response`). */
export const createOrderResponse: ResponseCheck = checkOrder;

/** How `getOrder` checks its 200 body (its descriptor's `response`). */
export const getOrderResponse: ResponseCheck = checkOrder;

/** How `cancelOrder` checks its 200 body (its descriptor's `response`). */
export const cancelOrderResponse: ResponseCheck = checkCancelOrderResult;

/** How `listQuotes` checks its 200 body (its descriptor's `response`). */
export const listQuotesResponse: ResponseCheck = checkQuoteList;

/** How `listQuoteExecutions` checks its 200 body (its descriptor's `response`). */
export const listQuoteExecutionsResponse: ResponseCheck = checkQuoteExecutionPage;

/** How `createQuoteExecution` checks its 200 body (its descriptor's `response`). */
export const createQuoteExecutionResponse: ResponseCheck = checkQuoteExecution;

/** How `getQuoteExecution` checks its 200 body (its descriptor's `response`). */
export const getQuoteExecutionResponse: ResponseCheck = checkQuoteExecution;

/** How `createIssuerQuote` checks its 200 body (its descriptor's `response`). */
export const createIssuerQuoteResponse: ResponseCheck = checkIssuerQuote;

/** How `createIssuerQuoteExecution` checks its 200 body (its descriptor's `response`). */
export const createIssuerQuoteExecutionResponse: ResponseCheck = checkIssuerQuoteExecutionCreated;

/** How `listIssuerQuoteExecutions` checks its 200 body (its descriptor's `response`). */
export const listIssuerQuoteExecutionsResponse: ResponseCheck = checkIssuerQuoteExecutionPage;

/** How `listStablecoinConversions` checks its 200 body (its descriptor's `response`). */
export const listStablecoinConversionsResponse: ResponseCheck = checkStablecoinConversionPage;

/** How `createStablecoinConversion` checks its 200 body (its descriptor's `response`). */
export const createStablecoinConversionResponse: ResponseCheck = checkStablecoinConversion;

/** How `getStablecoinConversion` checks its 200 body (its descriptor's `response`). */
export const getStablecoinConversionResponse: ResponseCheck = checkStablecoinConversion;

/** How `cancelStablecoinConversion` checks its 200 body (its descriptor's `response`). */
export const cancelStablecoinConversionResponse: ResponseCheck = checkStablecoinConversion;

/** How `listOrchestrations` checks its 200 body (its descriptor's `response`). */
export const listOrchestrationsResponse: ResponseCheck = checkOrchestrationPage;

/** How `createOrchestration` checks its 200 body (its descriptor's `response`). */
export const createOrchestrationResponse: ResponseCheck = checkOrchestration;

/** How `getOrchestration` checks its 200 body (its descriptor's `response`). */
export const getOrchestrationResponse: ResponseCheck = checkOrchestration;

/** How `listOrchestrationRules` checks its 200 body (its descriptor's `response`). */
export const listOrchestrationRulesResponse: ResponseCheck = checkOrchestrationRulePage;

/** How `createOrchestrationRule` checks its 200 body (its descriptor's `response`). */
export const createOrchestrationRuleResponse: ResponseCheck = checkOrchestrationRuleResult;

/** How `deleteOrchestrationRule` checks its 200 body (its descriptor's `response`). */
export const deleteOrchestrationRuleResponse: ResponseCheck = checkOrchestrationRuleResult;

/** How `listIdentityControls` checks its 200 body (its descriptor's `response`). */
export const listIdentityControlsResponse: ResponseCheck = checkIdentityControlPage;

/** How `createIdentityControl` checks its 200 body (its descriptor's `response`). */
export const createIdentityControlResponse: ResponseCheck = checkIdentityControl;

/** How `deleteIdentityControl` checks its 200 body (its descriptor's `response`). */
export const deleteIdentityControlResponse: ResponseCheck = checkIdentityControlDeletion;

/** How `sandboxStartKycRefresh` checks its 200 body (its descriptor's `response`). */
export const sandboxStartKycRefreshResponse: ResponseCheck = checkKycRefreshResult;

/** How `sandboxForceStartKycRefresh` checks its 200 body (its descriptor's `response`). */
export const sandboxForceStartKycRefreshResponse: ResponseCheck = checkKycRefreshResult;

/** How `sandboxResetKycRefresh` checks its 200 body (its descriptor's `response`). */
export const sandboxResetKycRefreshResponse: ResponseCheck = checkKycRefreshResult;

/** How `listVerifications` checks its 200 body (its descriptor's `response`). */
export const listVerificationsResponse: ResponseCheck = checkAddressVerificationPage;

/** How `createVerification` checks its 200 body (its descriptor's `response`). */
export const createVerificationResponse: ResponseCheck = checkAddressVerification;

/** How `submitSignature` checks its 200 body (its descriptor's `response`). */
export const submitSignatureResponse: ResponseCheck = checkAddressVerification;

/** How `getVerification` checks its 200 body (its descriptor's `response`). */
export const getVerificationResponse: ResponseCheck = checkAddressVerification;

/** How `listVasps` checks its 200 body (its descriptor's `response`). */
export const listVaspsResponse: ResponseCheck = checkVaspPage;

/** How `getVasp` checks its 200 body (its descriptor's `response`). */
export const getVaspResponse: ResponseCheck = checkVaspResult;

/** How `listHistoricalCandles` checks its 200 body (its descriptor's `response`). */
export const listHistoricalCandlesResponse: ResponseCheck = checkCandleList;

/** How `getIssuerQuoteSettlementAvailability` checks its 200 body (its descriptor's `response`). */
export const getIssuerQuoteSettlementAvailabilityResponse: ResponseCheck = checkSettlementAvailability;

/** How `listAttributionAddresses` checks its 200 body (its descriptor's `response`). */
export const listAttributionAddressesResponse: ResponseCheck = checkRewardAddressPage;

/** How `createAttributionAddress` checks its 200 body (its descriptor's `response`). */
export const createAttributionAddressResponse: ResponseCheck = checkRewardAddressResult;

/** How `batchCreateAttributionAddresses` checks its 200 body (its descriptor's `response`). */
export const batchCreateAttributionAddressesResponse: ResponseCheck = checkRewardAddressBatchResult;

/** How `updateAttributionAddress` checks its 200 body (its descriptor's `response`). */
export const updateAttributionAddressResponse: ResponseCheck = checkRewardAddressResult;

/** How `deleteAttributionAddress` checks its 200 body (its descriptor's `response`). */
export const deleteAttributionAddressResponse: ResponseCheck = checkRewardDeletion;

/** How `listClaimSchedules` checks its 200 body (its descriptor's `response`). */
export const listClaimSchedulesResponse: ResponseCheck = checkClaimSchedulePage;

/** How `createClaimSchedule` checks its 200 body (its descriptor's `response`). */
export const createClaimScheduleResponse: ResponseCheck = checkClaimScheduleResult;

/** How `updateClaimSchedule` checks its 200 body (its descriptor's `response`). */
export const updateClaimScheduleResponse: ResponseCheck = checkClaimScheduleResult;

/** How `deleteClaimSchedule` checks its 200 body (its descriptor's `response`). */
export const deleteClaimScheduleResponse: ResponseCheck = checkRewardDeletion;

/** How `listClaims` checks its 200 body (its descriptor's `response`). */
export const listClaimsResponse: ResponseCheck = checkClaimPage;

/** How `getRewardDetails` checks its 200 body (its descriptor's `response`). */
export const getRewardDetailsResponse: ResponseCheck = checkRewardDetails;

/** How `getRewardsRates` checks its 200 body (its descriptor's `response`). */
export const getRewardsRatesResponse: ResponseCheck = checkRewardRateList;

/** How `listPayoutGroups` checks its 200 body (its descriptor's `response`). */
export const listPayoutGroupsResponse: ResponseCheck = checkPayoutGroupPage;

/** How `createPayoutGroup` checks its 200 body (its descriptor's `response`). */
export const createPayoutGroupResponse: ResponseCheck = checkPayoutGroupResult;

/** How `updatePayoutGroup` checks its 200 body (its descriptor's `response`). */
export const updatePayoutGroupResponse: ResponseCheck = checkPayoutGroupResult;

/** How `deletePayoutGroup` checks its 200 body (its descriptor's `response`). */
export const deletePayoutGroupResponse: ResponseCheck = checkRewardDeletion;

/** How `listRewardsStatements` checks its 200 body (its descriptor's `response`). */
export const listRewardsStatementsResponse: ResponseCheck = checkRewardsStatementPage;

/** How `getRewardsStatement` checks its 200 body (its descriptor's `response`). */
export const getRewardsStatementResponse: ResponseCheck = checkRewardsStatementResult;
