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
  let n1: string, f0 = v[(n1 = "country")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "address1")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "address2")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "city")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "province")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "zip_code")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `RoutingDetails` (the response form), else its first problem. */
export function checkRoutingDetails(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "routing_number_type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "routing_number")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "bank_name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "bank_address")];
  if (f0 != null && checkMailingAddress(f0)) return [n1, ...checkMailingAddress(f0)!];
}

/** Nothing when `v` is a valid `WireInstructions` (the response form), else its first problem. */
export function checkWireInstructions(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "account_number")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "fiat_account_owner_address")];
  if (f0 != null && checkMailingAddress(f0)) return [n1, ...checkMailingAddress(f0)!];
  f0 = v[(n1 = "routing_details")];
  if (f0 != null && checkRoutingDetails(f0)) return [n1, ...checkRoutingDetails(f0)!];
  f0 = v[(n1 = "intermediary_routing_details")];
  if (f0 != null && checkRoutingDetails(f0)) return [n1, ...checkRoutingDetails(f0)!];
}

/** Nothing when `v` is a valid `CbitInstructions` (the response form), else its first problem. */
export function checkCbitInstructions(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "wallet_address")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `DbsActInstructions` (the response form), else its first problem. */
export function checkDbsActInstructions(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "account_number")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `CubixInstructions` (the response form), else its first problem. */
export function checkCubixInstructions(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "account_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `ScbInstructions` (the response form), else its first problem. */
export function checkScbInstructions(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "account_number")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `RtpRoutingDetails` (the response form), else its first problem. */
export function checkRtpRoutingDetails(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "routing_number")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "bank_name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "bank_address")];
  if (f0 != null && checkMailingAddress(f0)) return [n1, ...checkMailingAddress(f0)!];
}

/** Nothing when `v` is a valid `RtpInstructions` (the response form), else its first problem. */
export function checkRtpInstructions(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "account_number")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "fiat_account_owner_address")];
  if (f0 != null && checkMailingAddress(f0)) return [n1, ...checkMailingAddress(f0)!];
  f0 = v[(n1 = "routing_details")];
  if (f0 != null && checkRtpRoutingDetails(f0)) return [n1, ...checkRtpRoutingDetails(f0)!];
}

/**
 * Nothing when `v` is a valid `FiatNetworkInstructions` (the response form), else its first
 * problem.
 */
export function checkFiatNetworkInstructions(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "wire")];
  if (f0 != null && checkWireInstructions(f0)) return [n1, ...checkWireInstructions(f0)!];
  f0 = v[(n1 = "cbit")];
  if (f0 != null && checkCbitInstructions(f0)) return [n1, ...checkCbitInstructions(f0)!];
  f0 = v[(n1 = "dbs_act")];
  if (f0 != null && checkDbsActInstructions(f0)) return [n1, ...checkDbsActInstructions(f0)!];
  f0 = v[(n1 = "cubix")];
  if (f0 != null && checkCubixInstructions(f0)) return [n1, ...checkCubixInstructions(f0)!];
  f0 = v[(n1 = "scb")];
  if (f0 != null && checkScbInstructions(f0)) return [n1, ...checkScbInstructions(f0)!];
  f0 = v[(n1 = "rtp")];
  if (f0 != null && checkRtpInstructions(f0)) return [n1, ...checkRtpInstructions(f0)!];
  f0 = v[(n1 = "status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "metadata")];
  if (f0 != null && checkFreeFormMetadata(f0)) return [n1, ...checkFreeFormMetadata(f0)!];
}

/** Nothing when `v` is a valid `PersonDetails` (the response form), else its first problem. */
export function checkPersonDetails(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "first_name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "last_name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `InstitutionDetails` (the response form), else its first problem. */
export function checkInstitutionDetails(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `FiatAccountOwner` (the response form), else its first problem. */
export function checkFiatAccountOwner(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "person_details")];
  if (f0 != null && checkPersonDetails(f0)) return [n1, ...checkPersonDetails(f0)!];
  f0 = v[(n1 = "institution_details")];
  if (f0 != null && checkInstitutionDetails(f0)) return [n1, ...checkInstitutionDetails(f0)!];
  f0 = v[(n1 = "fiat_network_instructions")];
  if (f0 != null && checkFiatNetworkInstructions(f0)) return [n1, ...checkFiatNetworkInstructions(f0)!];
}

/** Nothing when `v` is a valid `FiatAccount` (the response form), else its first problem. */
export function checkFiatAccount(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "fiat_network_instructions")];
  if (f0 != null && checkFiatNetworkInstructions(f0)) return [n1, ...checkFiatNetworkInstructions(f0)!];
  f0 = v[(n1 = "status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "created_at")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "ref_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "identity_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "account_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "fiat_account_owner")];
  if (f0 != null && checkFiatAccountOwner(f0)) return [n1, ...checkFiatAccountOwner(f0)!];
  f0 = v[(n1 = "metadata")];
  if (f0 != null && checkFiatAccountMetadata(f0)) return [n1, ...checkFiatAccountMetadata(f0)!];
  f0 = v[(n1 = "updated_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
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
  let n1: string, f0 = v[(n1 = "algorithm")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "public_key")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "nickname")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "client_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "active")];
  if (f0 != null && typeof f0 !== "boolean") return [n1, "boolean"];
}

/** Nothing when `v` is a valid `ApiCredentials` (the response form), else its first problem. */
export function checkApiCredentials(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "customer_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "client_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "client_public_keys")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkClientPublicKey(f0[i2])) return [n1, i2, ...checkClientPublicKey(f0[i2])!];
  }
  f0 = v[(n1 = "status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "created_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "updated_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "nickname")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "ip_allowlist")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i3 = 0; i3 < f0.length; i3++) if (typeof f0[i3] !== "string") return [n1, i3, "string"];
  }
  f0 = v[(n1 = "enforce_request_signing")];
  if (f0 != null && typeof f0 !== "boolean") return [n1, "boolean"];
  f0 = v[(n1 = "client_scopes")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i4 = 0; i4 < f0.length; i4++) if (typeof f0[i4] !== "string") return [n1, i4, "string"];
  }
  f0 = v[(n1 = "created_by")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `DeletedApiCredentials` (the response form), else its first problem.
 */
export function checkDeletedApiCredentials(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "credentials")];
  if (f0 != null && checkApiCredentials(f0)) return [n1, ...checkApiCredentials(f0)!];
}

/** Nothing when `v` is a valid `SettlementLeg` (the response form), else its first problem. */
export function checkSettlementLeg(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "direction")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "asset")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "amount")];
  if (typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `SettlementTransaction` (the response form), else its first problem.
 */
export function checkSettlementTransaction(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "ref_id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "settlement_window_start")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "settlement_window_end")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "source_profile_id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "target_profile_id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "legs")];
  if (!Array.isArray(f0)) return [n1, "array"];
  for (let i2 = 0; i2 < f0.length; i2++) if (checkSettlementLeg(f0[i2])) return [n1, i2, ...checkSettlementLeg(f0[i2])!];
  f0 = v[(n1 = "status")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "created_at")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "updated_at")];
  if (typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `Payment` (the response form), else its first problem. */
export function checkPayment(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "customer_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "profile_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "account_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "ref_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "product")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "payment_type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "payment_source")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "payment_destination")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "payment_asset")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "payment_amount")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "payment_status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "payment_tx_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "description")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "metadata")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "created_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "processed_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `PaymentPage` (the response form), else its first problem. */
export function checkPaymentPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "payments")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkPayment(f0[i2])) return [n1, i2, ...checkPayment(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `IdentityAccountMember` (the response form), else its first problem.
 */
export function checkIdentityAccountMember(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "identity_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "roles")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) {
      const e3 = f0[i2];
      if (!(typeof e3 === "string" || e3 === null)) return [n1, i2, "union"];
    }
  }
  f0 = v[(n1 = "id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `IdentityAccount` (the response form), else its first problem. */
export function checkIdentityAccount(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "identity_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "description")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "admin_disabled")];
  if (f0 != null && typeof f0 !== "boolean") return [n1, "boolean"];
  f0 = v[(n1 = "user_disabled")];
  if (f0 != null && typeof f0 !== "boolean") return [n1, "boolean"];
  f0 = v[(n1 = "metadata")];
  if (f0 != null && checkFreeFormMetadata(f0)) return [n1, ...checkFreeFormMetadata(f0)!];
  f0 = v[(n1 = "ref_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "members")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkIdentityAccountMember(f0[i2])) return [n1, i2, ...checkIdentityAccountMember(f0[i2])!];
  }
  f0 = v[(n1 = "created_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "updated_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "summary_status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "profile_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `IdentityAccountPage` (the response form), else its first problem.
 */
export function checkIdentityAccountPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkIdentityAccount(f0[i2])) return [n1, i2, ...checkIdentityAccount(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `TickerQuote` (the response form), else its first problem. */
export function checkTickerQuote(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "price")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "amount")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `TimeRange` (the response form), else its first problem. */
export function checkTimeRange(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "begin")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "end")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `TickerStatistics` (the response form), else its first problem. */
export function checkTickerStatistics(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "high")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "low")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "open")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "volume")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "volume_weighted_average_price")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "start_time")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "end_time")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "range")];
  if (f0 != null && checkTimeRange(f0)) return [n1, ...checkTimeRange(f0)!];
}

/** Nothing when `v` is a valid `Ticker` (the response form), else its first problem. */
export function checkTicker(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "market")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "best_bid")];
  if (f0 != null && checkTickerQuote(f0)) return [n1, ...checkTickerQuote(f0)!];
  f0 = v[(n1 = "best_ask")];
  if (f0 != null && checkTickerQuote(f0)) return [n1, ...checkTickerQuote(f0)!];
  f0 = v[(n1 = "last_execution")];
  if (f0 != null && checkTickerQuote(f0)) return [n1, ...checkTickerQuote(f0)!];
  f0 = v[(n1 = "last_day")];
  if (f0 != null && checkTickerStatistics(f0)) return [n1, ...checkTickerStatistics(f0)!];
  f0 = v[(n1 = "today")];
  if (f0 != null && checkTickerStatistics(f0)) return [n1, ...checkTickerStatistics(f0)!];
  f0 = v[(n1 = "snapshot_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `TickerList` (the response form), else its first problem. */
export function checkTickerList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "tickers")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkTicker(f0[i2])) return [n1, i2, ...checkTicker(f0[i2])!];
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
  let n1: string, f0 = v[(n1 = "id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "profile_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "customer_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "identity_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "account_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "ref_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "crypto_network")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "address")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "conversion_target_asset")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "compatible_crypto_networks")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (typeof f0[i2] !== "string") return [n1, i2, "string"];
  }
  f0 = v[(n1 = "metadata")];
  if (f0 != null && checkFreeFormMetadata(f0)) return [n1, ...checkFreeFormMetadata(f0)!];
  f0 = v[(n1 = "created_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `DepositAddressPage` (the response form), else its first problem. */
export function checkDepositAddressPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkDepositAddress(f0[i2])) return [n1, i2, ...checkDepositAddress(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
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
  let n1: string, f0 = v[(n1 = "first_name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "last_name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "physical_address")];
  if (f0 != null && checkMailingAddress(f0)) return [n1, ...checkMailingAddress(f0)!];
}

/**
 * Nothing when `v` is a valid `DestinationInstitution` (the response form), else its first
 * problem.
 */
export function checkDestinationInstitution(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "physical_address")];
  if (f0 != null && checkMailingAddress(f0)) return [n1, ...checkMailingAddress(f0)!];
}

/**
 * Nothing when `v` is a valid `DestinationBeneficiary` (the response form), else its first
 * problem.
 */
export function checkDestinationBeneficiary(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "person_details")];
  if (f0 != null && checkDestinationPerson(f0)) return [n1, ...checkDestinationPerson(f0)!];
  f0 = v[(n1 = "institution_details")];
  if (f0 != null && checkDestinationInstitution(f0)) return [n1, ...checkDestinationInstitution(f0)!];
  f0 = v[(n1 = "self")];
  if (f0 != null && typeof f0 !== "boolean") return [n1, "boolean"];
}

/** Nothing when `v` is a valid `DestinationVasp` (the response form), else its first problem. */
export function checkDestinationVasp(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "custom_vasp_name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "custom_vasp_website")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `CryptoDestinationTravelRule` (the response form), else its first
 * problem.
 */
export function checkCryptoDestinationTravelRule(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "beneficiary")];
  if (f0 != null && checkDestinationBeneficiary(f0)) return [n1, ...checkDestinationBeneficiary(f0)!];
  f0 = v[(n1 = "vasp")];
  if (f0 != null && checkDestinationVasp(f0)) return [n1, ...checkDestinationVasp(f0)!];
  f0 = v[(n1 = "transfer_purpose")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "custodian_type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `CryptoDestinationAddress` (the response form), else its first
 * problem.
 */
export function checkCryptoDestinationAddress(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "identity_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "crypto_network")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "address")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "nickname")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "created_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "bookmarked")];
  if (f0 != null && typeof f0 !== "boolean") return [n1, "boolean"];
  f0 = v[(n1 = "policy_execution_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "travelrule_metadata")];
  if (f0 != null && checkCryptoDestinationTravelRule(f0)) return [n1, ...checkCryptoDestinationTravelRule(f0)!];
}

/**
 * Nothing when `v` is a valid `CryptoDestinationAddressResult` (the response form), else its first
 * problem.
 */
export function checkCryptoDestinationAddressResult(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "address")];
  if (f0 != null && checkCryptoDestinationAddress(f0)) return [n1, ...checkCryptoDestinationAddress(f0)!];
}

/**
 * Nothing when `v` is a valid `CryptoDestinationAddressPage` (the response form), else its first
 * problem.
 */
export function checkCryptoDestinationAddressPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "addresses")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkCryptoDestinationAddress(f0[i2])) return [n1, i2, ...checkCryptoDestinationAddress(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `CryptoWithdrawalFee` (the response form), else its first problem.
 */
export function checkCryptoWithdrawalFee(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "fee")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "asset")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "amount")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "total")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "destination_address")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "crypto_network")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "expires_at")];
  if (typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `FiatAccountOwnerSummary` (the response form), else its first
 * problem.
 */
export function checkFiatAccountOwnerSummary(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "person_details")];
  if (f0 != null && checkPersonDetails(f0)) return [n1, ...checkPersonDetails(f0)!];
  f0 = v[(n1 = "institution_details")];
  if (f0 != null && checkInstitutionDetails(f0)) return [n1, ...checkInstitutionDetails(f0)!];
}

/**
 * Nothing when `v` is a valid `RoutingDetailsSummary` (the response form), else its first problem.
 */
export function checkRoutingDetailsSummary(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "routing_number_type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "routing_number")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "bank_name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "bank_address")];
  if (f0 != null && checkMailingAddress(f0)) return [n1, ...checkMailingAddress(f0)!];
}

/**
 * Nothing when `v` is a valid `WireInstructionsSummary` (the response form), else its first
 * problem.
 */
export function checkWireInstructionsSummary(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "account_number")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "fiat_account_owner_address")];
  if (f0 != null && checkMailingAddress(f0)) return [n1, ...checkMailingAddress(f0)!];
  f0 = v[(n1 = "routing_details")];
  if (f0 != null && checkRoutingDetailsSummary(f0)) return [n1, ...checkRoutingDetailsSummary(f0)!];
  f0 = v[(n1 = "intermediary_routing_details")];
  if (f0 != null && checkRoutingDetailsSummary(f0)) return [n1, ...checkRoutingDetailsSummary(f0)!];
  f0 = v[(n1 = "status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "metadata")];
  if (f0 != null && checkFreeFormMetadata(f0)) return [n1, ...checkFreeFormMetadata(f0)!];
}

/**
 * Nothing when `v` is a valid `FiatNetworkInstructionsSummary` (the response form), else its first
 * problem.
 */
export function checkFiatNetworkInstructionsSummary(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "wire")];
  if (f0 != null && checkWireInstructionsSummary(f0)) return [n1, ...checkWireInstructionsSummary(f0)!];
  f0 = v[(n1 = "cbit")];
  if (f0 != null && checkCbitInstructions(f0)) return [n1, ...checkCbitInstructions(f0)!];
  f0 = v[(n1 = "dbs_act")];
  if (f0 != null && checkDbsActInstructions(f0)) return [n1, ...checkDbsActInstructions(f0)!];
  f0 = v[(n1 = "cubix")];
  if (f0 != null && checkCubixInstructions(f0)) return [n1, ...checkCubixInstructions(f0)!];
  f0 = v[(n1 = "scb")];
  if (f0 != null && checkScbInstructions(f0)) return [n1, ...checkScbInstructions(f0)!];
  f0 = v[(n1 = "rtp")];
  if (f0 != null && checkRtpInstructions(f0)) return [n1, ...checkRtpInstructions(f0)!];
  f0 = v[(n1 = "status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "metadata")];
  if (f0 != null && checkFreeFormMetadata(f0)) return [n1, ...checkFreeFormMetadata(f0)!];
}

/** Nothing when `v` is a valid `FiatAccountSummary` (the response form), else its first problem. */
export function checkFiatAccountSummary(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "ref_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "identity_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "account_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "fiat_account_owner")];
  if (f0 != null && checkFiatAccountOwnerSummary(f0)) return [n1, ...checkFiatAccountOwnerSummary(f0)!];
  f0 = v[(n1 = "fiat_network_instructions")];
  if (checkFiatNetworkInstructionsSummary(f0)) return [n1, ...checkFiatNetworkInstructionsSummary(f0)!];
  f0 = v[(n1 = "status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "metadata")];
  if (f0 != null && checkFiatAccountMetadata(f0)) return [n1, ...checkFiatAccountMetadata(f0)!];
  f0 = v[(n1 = "created_at")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "updated_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `FiatAccountPage` (the response form), else its first problem. */
export function checkFiatAccountPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkFiatAccountSummary(f0[i2])) return [n1, i2, ...checkFiatAccountSummary(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
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
  let n1: string, f0 = v[(n1 = "id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "profile_id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "customer_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "identity_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "account_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "ref_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "status")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "memo_id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "fiat_network_instructions")];
  if (checkFiatNetworkInstructions(f0)) return [n1, ...checkFiatNetworkInstructions(f0)!];
  f0 = v[(n1 = "fiat_account_owner")];
  if (f0 != null && checkFiatAccountOwner(f0)) return [n1, ...checkFiatAccountOwner(f0)!];
  f0 = v[(n1 = "metadata")];
  if (f0 != null && checkFreeFormMetadata(f0)) return [n1, ...checkFreeFormMetadata(f0)!];
  f0 = v[(n1 = "created_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `FiatDepositInstructionsPage` (the response form), else its first
 * problem.
 */
export function checkFiatDepositInstructionsPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkFiatDepositInstructions(f0[i2])) return [n1, i2, ...checkFiatDepositInstructions(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `TransferSecondaryStatus` (the response form), else its first
 * problem.
 */
export function checkTransferSecondaryStatus(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "detail")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `TransferAutoConversion` (the response form), else its first
 * problem.
 */
export function checkTransferAutoConversion(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "from_transfer_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "to_transfer_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `TransferStatusDetails` (the response form), else its first problem.
 */
export function checkTransferStatusDetails(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "missing_trustline")];
  if (f0 != null) {
    if (typeof f0 !== "object" || f0 === null || Array.isArray(f0)) return [n1, "object"];
    let n3: string, f2 = f0[(n3 = "message")];
    if (f2 != null && typeof f2 !== "string") return [n1, n3, "string"];
    f2 = f0[(n3 = "destination_address")];
    if (f2 != null && typeof f2 !== "string") return [n1, n3, "string"];
    f2 = f0[(n3 = "asset")];
    if (f2 != null && typeof f2 !== "string") return [n1, n3, "string"];
  }
  f0 = v[(n1 = "max_rent_exceeded")];
  if (f0 != null) {
    if (typeof f0 !== "object" || f0 === null || Array.isArray(f0)) return [n1, "object"];
    let n5: string, f4 = f0[(n5 = "message")];
    if (f4 != null && typeof f4 !== "string") return [n1, n5, "string"];
    f4 = f0[(n5 = "destination_address")];
    if (f4 != null && typeof f4 !== "string") return [n1, n5, "string"];
  }
  f0 = v[(n1 = "pending_customer_approval")];
  if (f0 != null) {
    if (typeof f0 !== "object" || f0 === null || Array.isArray(f0)) return [n1, "object"];
    let n7: string, f6 = f0[(n7 = "message")];
    if (f6 != null && typeof f6 !== "string") return [n1, n7, "string"];
  }
  f0 = v[(n1 = "stale_fee_quote")];
  if (f0 != null) {
    if (typeof f0 !== "object" || f0 === null || Array.isArray(f0)) return [n1, "object"];
    let n9: string, f8 = f0[(n9 = "message")];
    if (f8 != null && typeof f8 !== "string") return [n1, n9, "string"];
  }
  f0 = v[(n1 = "invalid_destination_address")];
  if (f0 != null) {
    if (typeof f0 !== "object" || f0 === null || Array.isArray(f0)) return [n1, "object"];
    let n11: string, f10 = f0[(n11 = "message")];
    if (f10 != null && typeof f10 !== "string") return [n1, n11, "string"];
    f10 = f0[(n11 = "destination_address")];
    if (f10 != null && typeof f10 !== "string") return [n1, n11, "string"];
  }
}

/** Nothing when `v` is a valid `Transfer` (the response form), else its first problem. */
export function checkTransfer(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "customer_id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "profile_id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "identity_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "account_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "ref_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "amount")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "total")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "fee")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "asset")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "balance_asset")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "direction")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "type")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "status")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "secondary_status")];
  if (f0 != null && checkTransferSecondaryStatus(f0)) return [n1, ...checkTransferSecondaryStatus(f0)!];
  f0 = v[(n1 = "status_details")];
  if (f0 != null && checkTransferStatusDetails(f0)) return [n1, ...checkTransferStatusDetails(f0)!];
  f0 = v[(n1 = "created_at")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "updated_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "metadata")];
  if (f0 != null && checkFreeFormMetadata(f0)) return [n1, ...checkFreeFormMetadata(f0)!];
  f0 = v[(n1 = "destination_address")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "crypto_network")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "crypto_tx_hash")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "crypto_tx_index")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "auto_conversion")];
  if (f0 != null && checkTransferAutoConversion(f0)) return [n1, ...checkTransferAutoConversion(f0)!];
  f0 = v[(n1 = "group_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "fiat_account_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "notional_value")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "memo")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `TransferPage` (the response form), else its first problem. */
export function checkTransferPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkTransfer(f0[i2])) return [n1, i2, ...checkTransfer(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `TransferLimit` (the response form), else its first problem. */
export function checkTransferLimit(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "rule_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "transfer_types")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (typeof f0[i2] !== "string") return [n1, i2, "string"];
  }
  f0 = v[(n1 = "period_seconds")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "limit")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "remaining")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "limit_asset")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `TransferLimitList` (the response form), else its first problem. */
export function checkTransferLimitList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkTransferLimit(f0[i2])) return [n1, i2, ...checkTransferLimit(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `SettlementTransactionPage` (the response form), else its first
 * problem.
 */
export function checkSettlementTransactionPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkSettlementTransaction(f0[i2])) return [n1, i2, ...checkSettlementTransaction(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
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
  let n1: string, f0 = v[(n1 = "id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "address")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "crypto_network")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "created_at")];
  if (typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `MonitoringAddressResult` (the response form), else its first
 * problem.
 */
export function checkMonitoringAddressResult(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "address")];
  if (f0 != null && checkMonitoringAddress(f0)) return [n1, ...checkMonitoringAddress(f0)!];
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
  let n1: string, f0 = v[(n1 = "addresses")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkMonitoringAddress(f0[i2])) return [n1, i2, ...checkMonitoringAddress(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `Profile` (the response form), else its first problem. */
export function checkProfile(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "nickname")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "type")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "description")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "account_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `ProfilePage` (the response form), else its first problem. */
export function checkProfilePage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkProfile(f0[i2])) return [n1, i2, ...checkProfile(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `ProfileBalance` (the response form), else its first problem. */
export function checkProfileBalance(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "asset")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "available")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "trading")];
  if (typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `ProfileBalanceList` (the response form), else its first problem. */
export function checkProfileBalanceList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkProfileBalance(f0[i2])) return [n1, i2, ...checkProfileBalance(f0[i2])!];
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
  let n1: string, f0 = v[(n1 = "activity_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `Event` (the response form), else its first problem. */
export function checkEvent(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "object_type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "object")];
  if (f0 != null) {
    if (!isPlainRecord(f0)) return [n1, "record"];
  }
  f0 = v[(n1 = "created_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "undelivered_webhooks")];
  if (f0 != null && !Number.isSafeInteger(f0)) return [n1, integerRule];
  f0 = v[(n1 = "is_test")];
  if (f0 != null && typeof f0 !== "boolean") return [n1, "boolean"];
}

/** Nothing when `v` is a valid `EventList` (the response form), else its first problem. */
export function checkEventList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "events")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkEvent(f0[i2])) return [n1, i2, ...checkEvent(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `ApiCredentialsPage` (the response form), else its first problem. */
export function checkApiCredentialsPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkApiCredentials(f0[i2])) return [n1, i2, ...checkApiCredentials(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `TaxFormUrl` (the response form), else its first problem. */
export function checkTaxFormUrl(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "account_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "tax_year")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "revision")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "url")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `TaxFormUrlList` (the response form), else its first problem. */
export function checkTaxFormUrlList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "tax_form_urls")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkTaxFormUrl(f0[i2])) return [n1, i2, ...checkTaxFormUrl(f0[i2])!];
  }
}

/** Nothing when `v` is a valid `StatementBalance` (the response form), else its first problem. */
export function checkStatementBalance(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "asset")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "amount_paid")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "total_amount_owed")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "next_payment_ref_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `StatementFile` (the response form), else its first problem. */
export function checkStatementFile(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "format")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "url")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "expires_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "generated_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `Statement` (the response form), else its first problem. */
export function checkStatement(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "ref_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "customer_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "product")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "metadata")];
  if (f0 != null && checkFreeFormMetadata(f0)) return [n1, ...checkFreeFormMetadata(f0)!];
  f0 = v[(n1 = "statement_balances")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkStatementBalance(f0[i2])) return [n1, i2, ...checkStatementBalance(f0[i2])!];
  }
  f0 = v[(n1 = "period_start")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "period_end")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "generated_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "paid_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "created_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "statement_group_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "version")];
  if (f0 != null && !Number.isSafeInteger(f0)) return [n1, integerRule];
  f0 = v[(n1 = "files")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i3 = 0; i3 < f0.length; i3++) if (checkStatementFile(f0[i3])) return [n1, i3, ...checkStatementFile(f0[i3])!];
  }
  f0 = v[(n1 = "data")];
  if (f0 != null) {
    if (typeof f0 !== "object" || f0 === null || Array.isArray(f0)) return [n1, "object"];
    let n5: string, f4 = f0[(n5 = "@type")];
    if (f4 != null && typeof f4 !== "string") return [n1, n5, "string"];
  }
}

/** Nothing when `v` is a valid `StatementPage` (the response form), else its first problem. */
export function checkStatementPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "statements")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkStatement(f0[i2])) return [n1, i2, ...checkStatement(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `IdentityPersonDetails` (the response form), else its first problem.
 */
export function checkIdentityPersonDetails(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id_verification_status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "sanctions_verification_status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "additional_screening_status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "passthrough_verification_status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "first_name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "middle_name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "last_name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "date_of_birth")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "govt_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "govt_id_type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "cip_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "cip_id_type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "cip_id_country")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "address")];
  if (f0 != null && checkMailingAddress(f0)) return [n1, ...checkMailingAddress(f0)!];
  f0 = v[(n1 = "phone_number")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "email")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "nationality")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "country_of_birth")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "profession")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "verifier_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "verifier_type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "id_verification_url")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "passthrough_verifier_type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "passthrough_verified_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "passthrough_verification_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "passthrough_verification_fields")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (typeof f0[i2] !== "string") return [n1, i2, "string"];
  }
}

/**
 * Nothing when `v` is a valid `IdentityInstitutionDetails` (the response form), else its first
 * problem.
 */
export function checkIdentityInstitutionDetails(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "sanctions_verification_status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "document_verification_status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "additional_screening_status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "business_address")];
  if (f0 != null && checkMailingAddress(f0)) return [n1, ...checkMailingAddress(f0)!];
  f0 = v[(n1 = "incorporation_address")];
  if (f0 != null && checkMailingAddress(f0)) return [n1, ...checkMailingAddress(f0)!];
  f0 = v[(n1 = "phone_number")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "email")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "institution_type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "institution_sub_type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "cip_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "cip_id_type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "cip_id_country")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "govt_registration_date")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "regulation_status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "trading_type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "listed_exchange")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "ticker_symbol")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "parent_institution_name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "regulator_name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "regulator_jurisdiction")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "regulator_register_number")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "doing_business_as")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "business_description")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `IdentityInstitutionMember` (the response form), else its first
 * problem.
 */
export function checkIdentityInstitutionMember(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "identity_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "roles")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (typeof f0[i2] !== "string") return [n1, i2, "string"];
  }
  f0 = v[(n1 = "ownership")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "position")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "summary_status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `IdentityTaxDetail` (the response form), else its first problem. */
export function checkIdentityTaxDetail(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "tax_payer_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "tax_payer_country")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "tin_verification_status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `IdentityCustomerDueDiligence` (the response form), else its first
 * problem.
 */
export function checkIdentityCustomerDueDiligence(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "aliases")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (typeof f0[i2] !== "string") return [n1, i2, "string"];
  }
  f0 = v[(n1 = "estimated_net_worth")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "estimated_yearly_income")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "expected_transfer_value")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "source_of_wealth")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "source_of_funds")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "purpose_of_account")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "employment_status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "employment_industry_sector")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "industry_sector")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "has_underlying_trust_structure")];
  if (f0 != null && typeof f0 !== "boolean") return [n1, "boolean"];
  f0 = v[(n1 = "has_nominee_shareholders")];
  if (f0 != null && typeof f0 !== "boolean") return [n1, "boolean"];
  f0 = v[(n1 = "created_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "is_publicly_traded")];
  if (f0 != null && typeof f0 !== "boolean") return [n1, "boolean"];
  f0 = v[(n1 = "merchant_funding_source")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "customer_regions")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i3 = 0; i3 < f0.length; i3++) if (typeof f0[i3] !== "string") return [n1, i3, "string"];
  }
}

/**
 * Nothing when `v` is a valid `IdentityRequirementError` (the response form), else its first
 * problem.
 */
export function checkIdentityRequirementError(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "code")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "description")];
  if (typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `IdentityRequirement` (the response form), else its first problem.
 */
export function checkIdentityRequirement(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "type")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "status")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "awaiting_action_from")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "errors")];
  if (!Array.isArray(f0)) return [n1, "array"];
  for (let i2 = 0; i2 < f0.length; i2++) if (checkIdentityRequirementError(f0[i2])) return [n1, i2, ...checkIdentityRequirementError(f0[i2])!];
}

/** Nothing when `v` is a valid `IdentityControl` (the response form), else its first problem. */
export function checkIdentityControl(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "type")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "set_by")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "is_overridable")];
  if (f0 != null && typeof f0 !== "boolean") return [n1, "boolean"];
  f0 = v[(n1 = "reason_code")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "reason")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "created_at")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "deleted_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `IdentityStatusDetails` (the response form), else its first problem.
 */
export function checkIdentityStatusDetails(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "active_controls")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkIdentityControl(f0[i2])) return [n1, i2, ...checkIdentityControl(f0[i2])!];
  }
  f0 = v[(n1 = "requirements")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i3 = 0; i3 < f0.length; i3++) if (checkIdentityRequirement(f0[i3])) return [n1, i3, ...checkIdentityRequirement(f0[i3])!];
  }
}

/** Nothing when `v` is a valid `Identity` (the response form), else its first problem. */
export function checkIdentity(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "summary_status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "status_details")];
  if (f0 != null && checkIdentityStatusDetails(f0)) return [n1, ...checkIdentityStatusDetails(f0)!];
  f0 = v[(n1 = "ref_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "metadata")];
  if (f0 != null && checkFreeFormMetadata(f0)) return [n1, ...checkFreeFormMetadata(f0)!];
  f0 = v[(n1 = "user_disabled")];
  if (f0 != null && typeof f0 !== "boolean") return [n1, "boolean"];
  f0 = v[(n1 = "admin_disabled")];
  if (f0 != null && typeof f0 !== "boolean") return [n1, "boolean"];
  f0 = v[(n1 = "person_details")];
  if (f0 != null && checkIdentityPersonDetails(f0)) return [n1, ...checkIdentityPersonDetails(f0)!];
  f0 = v[(n1 = "institution_details")];
  if (f0 != null && checkIdentityInstitutionDetails(f0)) return [n1, ...checkIdentityInstitutionDetails(f0)!];
  f0 = v[(n1 = "institution_members")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkIdentityInstitutionMember(f0[i2])) return [n1, i2, ...checkIdentityInstitutionMember(f0[i2])!];
  }
  f0 = v[(n1 = "tax_details")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i3 = 0; i3 < f0.length; i3++) if (checkIdentityTaxDetail(f0[i3])) return [n1, i3, ...checkIdentityTaxDetail(f0[i3])!];
  }
  f0 = v[(n1 = "tax_details_not_required")];
  if (f0 != null && typeof f0 !== "boolean") return [n1, "boolean"];
  f0 = v[(n1 = "summary_tin_verification_status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "customer_due_diligence")];
  if (f0 != null && checkIdentityCustomerDueDiligence(f0)) return [n1, ...checkIdentityCustomerDueDiligence(f0)!];
  f0 = v[(n1 = "is_merchant")];
  if (f0 != null && typeof f0 !== "boolean") return [n1, "boolean"];
  f0 = v[(n1 = "last_kyc_refresh_date")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "created_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "updated_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `IdentityPage` (the response form), else its first problem. */
export function checkIdentityPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkIdentity(f0[i2])) return [n1, i2, ...checkIdentity(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `IdentityDocument` (the response form), else its first problem. */
export function checkIdentityDocument(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "file_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "document_types")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (typeof f0[i2] !== "string") return [n1, i2, "string"];
  }
  f0 = v[(n1 = "created_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "archived_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `IdentityDocumentList` (the response form), else its first problem.
 */
export function checkIdentityDocumentList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "documents")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkIdentityDocument(f0[i2])) return [n1, i2, ...checkIdentityDocument(f0[i2])!];
  }
  f0 = v[(n1 = "pending_documents")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i3 = 0; i3 < f0.length; i3++) if (typeof f0[i3] !== "string") return [n1, i3, "string"];
  }
}

/**
 * Nothing when `v` is a valid `IdentityDocumentUpload` (the response form), else its first
 * problem.
 */
export function checkIdentityDocumentUpload(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "file_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "upload_url")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `InstitutionMembersAdded` (the response form), else its first
 * problem.
 */
export function checkInstitutionMembersAdded(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "institution_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "members")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkIdentityInstitutionMember(f0[i2])) return [n1, i2, ...checkIdentityInstitutionMember(f0[i2])!];
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
  let n1: string, f0 = v[(n1 = "account_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "members")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkIdentityAccountMember(f0[i2])) return [n1, i2, ...checkIdentityAccountMember(f0[i2])!];
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
  let n1: string, f0 = v[(n1 = "market")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "current_price")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "yesterday_price")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "snapshot_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `PriceList` (the response form), else its first problem. */
export function checkPriceList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkPriceSnapshot(f0[i2])) return [n1, i2, ...checkPriceSnapshot(f0[i2])!];
  }
  f0 = v[(n1 = "prices")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i3 = 0; i3 < f0.length; i3++) if (checkPriceSnapshot(f0[i3])) return [n1, i3, ...checkPriceSnapshot(f0[i3])!];
  }
}

/** Nothing when `v` is a valid `HistoricalPrice` (the response form), else its first problem. */
export function checkHistoricalPrice(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "average_price")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "timestamp")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `HistoricalPriceList` (the response form), else its first problem.
 */
export function checkHistoricalPriceList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "market")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkHistoricalPrice(f0[i2])) return [n1, i2, ...checkHistoricalPrice(f0[i2])!];
  }
  f0 = v[(n1 = "prices")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i3 = 0; i3 < f0.length; i3++) if (checkHistoricalPrice(f0[i3])) return [n1, i3, ...checkHistoricalPrice(f0[i3])!];
  }
  f0 = v[(n1 = "total_count")];
  if (f0 != null && !Number.isSafeInteger(f0)) return [n1, integerRule];
}

/**
 * Nothing when `v` is a valid `ScheduledMaintenance` (the response form), else its first problem.
 */
export function checkScheduledMaintenance(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "starts_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "ends_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "recurrence")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `MarketStatus` (the response form), else its first problem. */
export function checkMarketStatus(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "buy_status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "buy_reason")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "sell_status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "sell_reason")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "scheduled_maintenance")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkScheduledMaintenance(f0[i2])) return [n1, i2, ...checkScheduledMaintenance(f0[i2])!];
  }
  f0 = v[(n1 = "updated_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `MarketDetails` (the response form), else its first problem. */
export function checkMarketDetails(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "market")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "base_asset")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "quote_asset")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "tick_rate")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "min_base_amount")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "max_base_amount")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "min_quote_amount")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "max_quote_amount")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "market_status")];
  if (f0 != null && checkMarketStatus(f0)) return [n1, ...checkMarketStatus(f0)!];
}

/** Nothing when `v` is a valid `MarketList` (the response form), else its first problem. */
export function checkMarketList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "markets")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkMarketDetails(f0[i2])) return [n1, i2, ...checkMarketDetails(f0[i2])!];
  }
}

/** Nothing when `v` is a valid `OrderBook` (the response form), else its first problem. */
export function checkOrderBook(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "market")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "asks")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkTickerQuote(f0[i2])) return [n1, i2, ...checkTickerQuote(f0[i2])!];
  }
  f0 = v[(n1 = "bids")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i3 = 0; i3 < f0.length; i3++) if (checkTickerQuote(f0[i3])) return [n1, i3, ...checkTickerQuote(f0[i3])!];
  }
}

/** Nothing when `v` is a valid `RecentExecution` (the response form), else its first problem. */
export function checkRecentExecution(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "match_number")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "price")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "amount")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "executed_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `RecentExecutionList` (the response form), else its first problem.
 */
export function checkRecentExecutionList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkRecentExecution(f0[i2])) return [n1, i2, ...checkRecentExecution(f0[i2])!];
  }
}

/** Nothing when `v` is a valid `BookLevel` (the response form), else its first problem. */
export function checkBookLevel(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "price")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "amount")];
  if (typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `OrderBookSnapshotMessage` (the response form), else its first
 * problem.
 */
export function checkOrderBookSnapshotMessage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "type")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "market")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "bids")];
  if (!Array.isArray(f0)) return [n1, "array"];
  for (let i2 = 0; i2 < f0.length; i2++) if (checkBookLevel(f0[i2])) return [n1, i2, ...checkBookLevel(f0[i2])!];
  f0 = v[(n1 = "asks")];
  if (!Array.isArray(f0)) return [n1, "array"];
  for (let i3 = 0; i3 < f0.length; i3++) if (checkBookLevel(f0[i3])) return [n1, i3, ...checkBookLevel(f0[i3])!];
  f0 = v[(n1 = "final_snapshot")];
  if (f0 != null && !(typeof f0 === "boolean" || typeof f0 === "string")) return [n1, "union"];
}

/**
 * Nothing when `v` is a valid `OrderBookUpdateMessage` (the response form), else its first
 * problem.
 */
export function checkOrderBookUpdateMessage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "type")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "market")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "side")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "price")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "amount")];
  if (typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `ExecutionMessage` (the response form), else its first problem. */
export function checkExecutionMessage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "market")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "price")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "amount")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "executed_at")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "match_number")];
  if (typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `StablecoinPriceMessage` (the response form), else its first
 * problem.
 */
export function checkStablecoinPriceMessage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "market")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "price")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "timestamp")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `Execution` (the response form), else its first problem. */
export function checkExecution(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "execution_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "order_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "executed_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "market")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "side")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "amount")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "price")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "commission")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "commission_asset")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "rebate")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "rebate_asset")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "account_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "gross_trade_amount")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `ExecutionPage` (the response form), else its first problem. */
export function checkExecutionPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkExecution(f0[i2])) return [n1, i2, ...checkExecution(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `Order` (the response form), else its first problem. */
export function checkOrder(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "profile_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "ref_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "side")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "market")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "base_amount")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "price")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "quote_amount")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "metadata")];
  if (f0 != null && checkFreeFormMetadata(f0)) return [n1, ...checkFreeFormMetadata(f0)!];
  f0 = v[(n1 = "created_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "modified_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "amount_filled")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "volume_weighted_average_price")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "time_in_force")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "expiration_date")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "identity_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "identity_account_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "stop_price")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "recipient_profile_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "is_triggered")];
  if (f0 != null && typeof f0 !== "boolean") return [n1, "boolean"];
}

/** Nothing when `v` is a valid `OrderPage` (the response form), else its first problem. */
export function checkOrderPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkOrder(f0[i2])) return [n1, i2, ...checkOrder(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `CancelOrderResult` (the response form), else its first problem. */
export function checkCancelOrderResult(v: any): CheckProblem | undefined {
  if (!isPlainRecord(v)) return ["record"];
}

/** Nothing when `v` is a valid `Quote` (the response form), else its first problem. */
export function checkQuote(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "market")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "side")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "price")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "base_asset")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "quote_asset")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "created_at")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "expires_at")];
  if (typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `QuoteList` (the response form), else its first problem. */
export function checkQuoteList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkQuote(f0[i2])) return [n1, i2, ...checkQuote(f0[i2])!];
  }
}

/** Nothing when `v` is a valid `QuoteExecution` (the response form), else its first problem. */
export function checkQuoteExecution(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "profile_id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "quote_id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "ref_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "status")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "market")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "side")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "price")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "base_amount")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "base_asset")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "quote_amount")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "quote_asset")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "created_at")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "settled_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "metadata")];
  if (f0 != null && checkFreeFormMetadata(f0)) return [n1, ...checkFreeFormMetadata(f0)!];
  f0 = v[(n1 = "identity_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "account_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "recipient_profile_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `QuoteExecutionPage` (the response form), else its first problem. */
export function checkQuoteExecutionPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkQuoteExecution(f0[i2])) return [n1, i2, ...checkQuoteExecution(f0[i2])!];
  }
  f0 = v[(n1 = "total_count")];
  if (f0 != null && !Number.isSafeInteger(f0)) return [n1, integerRule];
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `IssuerQuote` (the response form), else its first problem. */
export function checkIssuerQuote(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "quote_id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "market")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "side")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "quantity")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "price")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "fee")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "quote_amount")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "expires_at")];
  if (typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `IssuerQuoteExecutionCreated` (the response form), else its first
 * problem.
 */
export function checkIssuerQuoteExecutionCreated(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `IssuerQuoteExecution` (the response form), else its first problem.
 */
export function checkIssuerQuoteExecution(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "created_at")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "asset_type")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "principal")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "fee")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "status")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "ref_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "token_fee")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "token_price")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "token_principal")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "profile_id")];
  if (typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `IssuerQuoteExecutionPage` (the response form), else its first
 * problem.
 */
export function checkIssuerQuoteExecutionPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "issuer_quote_executions")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkIssuerQuoteExecution(f0[i2])) return [n1, i2, ...checkIssuerQuoteExecution(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `StablecoinConversion` (the response form), else its first problem.
 */
export function checkStablecoinConversion(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "profile_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "amount")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "source_asset")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "target_asset")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "ref_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "identity_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "account_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "created_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "updated_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "settled_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "cancelled_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "metadata")];
  if (f0 != null && checkFreeFormMetadata(f0)) return [n1, ...checkFreeFormMetadata(f0)!];
  f0 = v[(n1 = "recipient_profile_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `StablecoinConversionPage` (the response form), else its first
 * problem.
 */
export function checkStablecoinConversionPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkStablecoinConversion(f0[i2])) return [n1, i2, ...checkStablecoinConversion(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationTransfer` (the response form), else its first problem.
 */
export function checkOrchestrationTransfer(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "transfer_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationFailReason` (the response form), else its first
 * problem.
 */
export function checkOrchestrationFailReason(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "detail")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationCryptoEndpoint` (the response form), else its first
 * problem.
 */
export function checkOrchestrationCryptoEndpoint(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "address_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "address")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "network")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationFiatSource` (the response form), else its first
 * problem.
 */
export function checkOrchestrationFiatSource(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "deposit_instructions_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "memo")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationFiatDestination` (the response form), else its first
 * problem.
 */
export function checkOrchestrationFiatDestination(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "bank_account_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "memo")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationProfileEndpoint` (the response form), else its first
 * problem.
 */
export function checkOrchestrationProfileEndpoint(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "profile_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationSource` (the response form), else its first problem.
 */
export function checkOrchestrationSource(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "crypto")];
  if (f0 != null && checkOrchestrationCryptoEndpoint(f0)) return [n1, ...checkOrchestrationCryptoEndpoint(f0)!];
  f0 = v[(n1 = "fiat")];
  if (f0 != null && checkOrchestrationFiatSource(f0)) return [n1, ...checkOrchestrationFiatSource(f0)!];
  f0 = v[(n1 = "profile")];
  if (f0 != null && checkOrchestrationProfileEndpoint(f0)) return [n1, ...checkOrchestrationProfileEndpoint(f0)!];
}

/**
 * Nothing when `v` is a valid `OrchestrationDestination` (the response form), else its first
 * problem.
 */
export function checkOrchestrationDestination(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "crypto")];
  if (f0 != null && checkOrchestrationCryptoEndpoint(f0)) return [n1, ...checkOrchestrationCryptoEndpoint(f0)!];
  f0 = v[(n1 = "fiat")];
  if (f0 != null && checkOrchestrationFiatDestination(f0)) return [n1, ...checkOrchestrationFiatDestination(f0)!];
  f0 = v[(n1 = "profile")];
  if (f0 != null && checkOrchestrationProfileEndpoint(f0)) return [n1, ...checkOrchestrationProfileEndpoint(f0)!];
}

/** Nothing when `v` is a valid `Orchestration` (the response form), else its first problem. */
export function checkOrchestration(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "profile_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "identity_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "account_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "customer_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "ref_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "source_asset")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "destination_asset")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "source_amount")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "source_transfer")];
  if (f0 != null && checkOrchestrationTransfer(f0)) return [n1, ...checkOrchestrationTransfer(f0)!];
  f0 = v[(n1 = "destination_transfer")];
  if (f0 != null && checkOrchestrationTransfer(f0)) return [n1, ...checkOrchestrationTransfer(f0)!];
  f0 = v[(n1 = "status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "fail_reason")];
  if (f0 != null && checkOrchestrationFailReason(f0)) return [n1, ...checkOrchestrationFailReason(f0)!];
  f0 = v[(n1 = "source")];
  if (f0 != null && checkOrchestrationSource(f0)) return [n1, ...checkOrchestrationSource(f0)!];
  f0 = v[(n1 = "destination")];
  if (f0 != null && checkOrchestrationDestination(f0)) return [n1, ...checkOrchestrationDestination(f0)!];
  f0 = v[(n1 = "orchestration_rule_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "created_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "updated_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "metadata")];
  if (f0 != null && checkFreeFormMetadata(f0)) return [n1, ...checkFreeFormMetadata(f0)!];
}

/** Nothing when `v` is a valid `OrchestrationPage` (the response form), else its first problem. */
export function checkOrchestrationPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkOrchestration(f0[i2])) return [n1, i2, ...checkOrchestration(f0[i2])!];
  }
  f0 = v[(n1 = "orchestrations")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i3 = 0; i3 < f0.length; i3++) if (checkOrchestration(f0[i3])) return [n1, i3, ...checkOrchestration(f0[i3])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationRuleFiatSource` (the response form), else its first
 * problem.
 */
export function checkOrchestrationRuleFiatSource(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "deposit_instructions_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "network")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "account_type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "memo_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationRuleSource` (the response form), else its first
 * problem.
 */
export function checkOrchestrationRuleSource(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "crypto")];
  if (f0 != null && checkOrchestrationCryptoEndpoint(f0)) return [n1, ...checkOrchestrationCryptoEndpoint(f0)!];
  f0 = v[(n1 = "fiat")];
  if (f0 != null && checkOrchestrationRuleFiatSource(f0)) return [n1, ...checkOrchestrationRuleFiatSource(f0)!];
  f0 = v[(n1 = "profile")];
  if (f0 != null && checkOrchestrationProfileEndpoint(f0)) return [n1, ...checkOrchestrationProfileEndpoint(f0)!];
}

/**
 * Nothing when `v` is a valid `OrchestrationRuleCryptoDestination` (the response form), else its
 * first problem.
 */
export function checkOrchestrationRuleCryptoDestination(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "address")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "network")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationRuleFiatDestination` (the response form), else its
 * first problem.
 */
export function checkOrchestrationRuleFiatDestination(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "fiat_account_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "memo")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationRuleDestination` (the response form), else its first
 * problem.
 */
export function checkOrchestrationRuleDestination(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "crypto")];
  if (f0 != null && checkOrchestrationRuleCryptoDestination(f0)) return [n1, ...checkOrchestrationRuleCryptoDestination(f0)!];
  f0 = v[(n1 = "fiat")];
  if (f0 != null && checkOrchestrationRuleFiatDestination(f0)) return [n1, ...checkOrchestrationRuleFiatDestination(f0)!];
  f0 = v[(n1 = "profile")];
  if (f0 != null && checkOrchestrationProfileEndpoint(f0)) return [n1, ...checkOrchestrationProfileEndpoint(f0)!];
}

/** Nothing when `v` is a valid `OrchestrationRule` (the response form), else its first problem. */
export function checkOrchestrationRule(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "ref_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "nickname")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "profile_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "identity_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "account_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "source_asset")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "destination_asset")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "source")];
  if (f0 != null && checkOrchestrationRuleSource(f0)) return [n1, ...checkOrchestrationRuleSource(f0)!];
  f0 = v[(n1 = "destination")];
  if (f0 != null && checkOrchestrationRuleDestination(f0)) return [n1, ...checkOrchestrationRuleDestination(f0)!];
  f0 = v[(n1 = "created_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `OrchestrationRuleResult` (the response form), else its first
 * problem.
 */
export function checkOrchestrationRuleResult(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "rule")];
  if (f0 != null && checkOrchestrationRule(f0)) return [n1, ...checkOrchestrationRule(f0)!];
}

/**
 * Nothing when `v` is a valid `OrchestrationRulePage` (the response form), else its first problem.
 */
export function checkOrchestrationRulePage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkOrchestrationRule(f0[i2])) return [n1, i2, ...checkOrchestrationRule(f0[i2])!];
  }
  f0 = v[(n1 = "rules")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i3 = 0; i3 < f0.length; i3++) if (checkOrchestrationRule(f0[i3])) return [n1, i3, ...checkOrchestrationRule(f0[i3])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `IdentityControlPage` (the response form), else its first problem.
 */
export function checkIdentityControlPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkIdentityControl(f0[i2])) return [n1, i2, ...checkIdentityControl(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
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
  let n1: string, f0 = v[(n1 = "message")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "nonce")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "signature")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `AddressSmallDeposit` (the response form), else its first problem.
 */
export function checkAddressSmallDeposit(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "amount")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "asset")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "deposit_address")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "transaction_hash")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `AddressManualVerification` (the response form), else its first
 * problem.
 */
export function checkAddressManualVerification(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "verified_by")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "reason")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `AddressVerification` (the response form), else its first problem.
 */
export function checkAddressVerification(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "network")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "address")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "verification_method")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "signature_verification")];
  if (f0 != null && checkAddressSignatureChallenge(f0)) return [n1, ...checkAddressSignatureChallenge(f0)!];
  f0 = v[(n1 = "small_deposit_verification")];
  if (f0 != null && checkAddressSmallDeposit(f0)) return [n1, ...checkAddressSmallDeposit(f0)!];
  f0 = v[(n1 = "manual_verification")];
  if (f0 != null && checkAddressManualVerification(f0)) return [n1, ...checkAddressManualVerification(f0)!];
  f0 = v[(n1 = "ref_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "created_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "updated_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "expires_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `AddressVerificationPage` (the response form), else its first
 * problem.
 */
export function checkAddressVerificationPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkAddressVerification(f0[i2])) return [n1, i2, ...checkAddressVerification(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `Vasp` (the response form), else its first problem. */
export function checkVasp(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "name")];
  if (typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `VaspPage` (the response form), else its first problem. */
export function checkVaspPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkVasp(f0[i2])) return [n1, i2, ...checkVasp(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `VaspResult` (the response form), else its first problem. */
export function checkVaspResult(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "vasp")];
  if (f0 != null && checkVasp(f0)) return [n1, ...checkVasp(f0)!];
}

/** Nothing when `v` is a valid `Candle` (the response form), else its first problem. */
export function checkCandle(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "timestamp")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "open")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "high")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "low")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "close")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "volume")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `CandleList` (the response form), else its first problem. */
export function checkCandleList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "market")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "increment")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkCandle(f0[i2])) return [n1, i2, ...checkCandle(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `SettlementAvailability` (the response form), else its first
 * problem.
 */
export function checkSettlementAvailability(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "buy_quantity")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "sell_quantity")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "market")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "snapshot_at")];
  if (typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `RewardAddress` (the response form), else its first problem. */
export function checkRewardAddress(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "customer_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "ledger")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "address")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "payout_group_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "asset_type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "balance")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "verification_proof_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "verification_status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "verification_method")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "verification_expires_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "effective_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "created_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `RewardAddressResult` (the response form), else its first problem.
 */
export function checkRewardAddressResult(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "address")];
  if (f0 != null && checkRewardAddress(f0)) return [n1, ...checkRewardAddress(f0)!];
}

/** Nothing when `v` is a valid `RewardAddressPage` (the response form), else its first problem. */
export function checkRewardAddressPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkRewardAddress(f0[i2])) return [n1, i2, ...checkRewardAddress(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `RewardAddressFailure` (the response form), else its first problem.
 */
export function checkRewardAddressFailure(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "address")];
  if (f0 != null && checkRewardAddress(f0)) return [n1, ...checkRewardAddress(f0)!];
  f0 = v[(n1 = "error")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `RewardAddressBatchResult` (the response form), else its first
 * problem.
 */
export function checkRewardAddressBatchResult(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "successful_addresses")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkRewardAddress(f0[i2])) return [n1, i2, ...checkRewardAddress(f0[i2])!];
  }
  f0 = v[(n1 = "failed_addresses")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i3 = 0; i3 < f0.length; i3++) if (checkRewardAddressFailure(f0[i3])) return [n1, i3, ...checkRewardAddressFailure(f0[i3])!];
  }
}

/** Nothing when `v` is a valid `RewardDeletion` (the response form), else its first problem. */
export function checkRewardDeletion(v: any): CheckProblem | undefined {
  if (!isPlainRecord(v)) return ["record"];
}

/** Nothing when `v` is a valid `ClaimSchedule` (the response form), else its first problem. */
export function checkClaimSchedule(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "payout_group_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "schedule_type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "days_of_week")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (!Number.isSafeInteger(f0[i2])) return [n1, i2, integerRule];
  }
  f0 = v[(n1 = "days_of_month")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i3 = 0; i3 < f0.length; i3++) if (!Number.isSafeInteger(f0[i3])) return [n1, i3, integerRule];
  }
  f0 = v[(n1 = "hour")];
  if (f0 != null && !Number.isSafeInteger(f0)) return [n1, integerRule];
  f0 = v[(n1 = "minute")];
  if (f0 != null && !Number.isSafeInteger(f0)) return [n1, integerRule];
  f0 = v[(n1 = "next_run_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "created_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "updated_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `ClaimScheduleResult` (the response form), else its first problem.
 */
export function checkClaimScheduleResult(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "claim_schedule")];
  if (f0 != null && checkClaimSchedule(f0)) return [n1, ...checkClaimSchedule(f0)!];
}

/** Nothing when `v` is a valid `ClaimSchedulePage` (the response form), else its first problem. */
export function checkClaimSchedulePage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkClaimSchedule(f0[i2])) return [n1, i2, ...checkClaimSchedule(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `Claim` (the response form), else its first problem. */
export function checkClaim(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "payout_group_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "claim_type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "claim_schedule_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "onchain_status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "amount")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "asset_type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "blockchain")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "addresses")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (typeof f0[i2] !== "string") return [n1, i2, "string"];
  }
  f0 = v[(n1 = "tx_hash")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "error_message")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "submitted_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "confirmed_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "created_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "updated_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `ClaimPage` (the response form), else its first problem. */
export function checkClaimPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkClaim(f0[i2])) return [n1, i2, ...checkClaim(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `RewardRate` (the response form), else its first problem. */
export function checkRewardRate(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "multiplier_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "rate")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "networks")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (typeof f0[i2] !== "string") return [n1, i2, "string"];
  }
  f0 = v[(n1 = "jurisdiction")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "tier")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "effective_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "created_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `RewardRateList` (the response form), else its first problem. */
export function checkRewardRateList(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "rates")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkRewardRate(f0[i2])) return [n1, i2, ...checkRewardRate(f0[i2])!];
  }
}

/** Nothing when `v` is a valid `AssetRewardDetails` (the response form), else its first problem. */
export function checkAssetRewardDetails(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "asset_type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "total_available_rewards")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "lifetime_earned")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "est_next_accrual_amount")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `RewardDetails` (the response form), else its first problem. */
export function checkRewardDetails(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "rates")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkRewardRate(f0[i2])) return [n1, i2, ...checkRewardRate(f0[i2])!];
  }
  f0 = v[(n1 = "next_accrual")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "lifetime_earned")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "total_available_rewards")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "est_next_accrual_amount")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "asset_details")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i3 = 0; i3 < f0.length; i3++) if (checkAssetRewardDetails(f0[i3])) return [n1, i3, ...checkAssetRewardDetails(f0[i3])!];
  }
}

/** Nothing when `v` is a valid `PayoutGroup` (the response form), else its first problem. */
export function checkPayoutGroup(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "name")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "ledger")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "asset_type")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "rate_id")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "jurisdiction")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "claimer_address")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "manager_address")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "destination_address")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "onchain_group_id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "onchain_status")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "balance")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "balance_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "last_claim_all_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "created_at")];
  if (typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "updated_at")];
  if (typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `PayoutGroupPage` (the response form), else its first problem. */
export function checkPayoutGroupPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkPayoutGroup(f0[i2])) return [n1, i2, ...checkPayoutGroup(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "count")];
  if (f0 != null && !Number.isSafeInteger(f0)) return [n1, integerRule];
}

/** Nothing when `v` is a valid `PayoutGroupResult` (the response form), else its first problem. */
export function checkPayoutGroupResult(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "group")];
  if (f0 != null && checkPayoutGroup(f0)) return [n1, ...checkPayoutGroup(f0)!];
}

/**
 * Nothing when `v` is a valid `RewardsStatementFile` (the response form), else its first problem.
 */
export function checkRewardsStatementFile(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "format")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "download_url")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "generated_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/** Nothing when `v` is a valid `RewardsStatement` (the response form), else its first problem. */
export function checkRewardsStatement(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "id")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "asset_type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "period_start")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "period_end")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "status")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "type")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "total_accrued")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "avg_daily_balance")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
  f0 = v[(n1 = "files")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkRewardsStatementFile(f0[i2])) return [n1, i2, ...checkRewardsStatementFile(f0[i2])!];
  }
  f0 = v[(n1 = "created_at")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `RewardsStatementPage` (the response form), else its first problem.
 */
export function checkRewardsStatementPage(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "items")];
  if (f0 != null) {
    if (!Array.isArray(f0)) return [n1, "array"];
    for (let i2 = 0; i2 < f0.length; i2++) if (checkRewardsStatement(f0[i2])) return [n1, i2, ...checkRewardsStatement(f0[i2])!];
  }
  f0 = v[(n1 = "next_page_cursor")];
  if (f0 != null && typeof f0 !== "string") return [n1, "string"];
}

/**
 * Nothing when `v` is a valid `RewardsStatementResult` (the response form), else its first
 * problem.
 */
export function checkRewardsStatementResult(v: any): CheckProblem | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return ["object"];
  let n1: string, f0 = v[(n1 = "statement")];
  if (f0 != null && checkRewardsStatement(f0)) return [n1, ...checkRewardsStatement(f0)!];
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
