/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

// One check per response schema, in straight-line code: it runs on every success body, so it only
// reads (typeof and comparisons, a loop per array, a call per $ref) and never copies. It accepts
// exactly what the zod response form in schemas.ts accepts (test/sdk/response-checks.test.ts).
// Each shape is the same schema as data, walked by core/response/response-check only to explain a refusal.
// Parameters are `any`: every function tests a value's type before it reads from it.

import { isPlainRecord, type ResponseCheck, type ResponseShape, walkInt, walkRecord } from "../core/response/response-check";

/** True when `v` is a valid `FreeFormMetadata` (the response form). */
export function checkFreeFormMetadata(v: any): boolean {
  if (!isPlainRecord(v)) return false;
  return true;
}

/** `FreeFormMetadata` as data, to explain a refused value. */
export const FreeFormMetadataShape: ResponseShape = { record: "unknown", walk: walkRecord };

/** True when `v` is a valid `FiatAccountMetadata` (the response form). */
export function checkFiatAccountMetadata(v: any): boolean {
  if (!isPlainRecord(v)) return false;
  for (const k0 in v) {
    if (k0 === "__proto__" || !Object.hasOwn(v, k0)) continue;
    const e1 = v[k0];
    if (typeof e1 !== "string") return false;
  }
  return true;
}

/** `FiatAccountMetadata` as data, to explain a refused value. */
export const FiatAccountMetadataShape: ResponseShape = { record: "string", walk: walkRecord };

/** True when `v` is a valid `MailingAddress` (the response form). */
export function checkMailingAddress(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.country;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.address1;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.address2;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.city;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.province;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.zip_code;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `MailingAddress` as data, to explain a refused value. */
export const MailingAddressShape: ResponseShape = {
  object: {
    country: "string",
    address1: "string",
    address2: "string",
    city: "string",
    province: "string",
    zip_code: "string",
  },
};

/** True when `v` is a valid `RoutingDetails` (the response form). */
export function checkRoutingDetails(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.routing_number_type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.routing_number;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.bank_name;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.bank_address;
  if (f0 != null && !checkMailingAddress(f0)) return false;
  return true;
}

/** `RoutingDetails` as data, to explain a refused value. */
export const RoutingDetailsShape: ResponseShape = {
  object: {
    routing_number_type: "string",
    routing_number: "string",
    bank_name: "string",
    bank_address: MailingAddressShape,
  },
};

/** True when `v` is a valid `WireInstructions` (the response form). */
export function checkWireInstructions(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.account_number;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.fiat_account_owner_address;
  if (f0 != null && !checkMailingAddress(f0)) return false;
  f0 = v.routing_details;
  if (f0 != null && !checkRoutingDetails(f0)) return false;
  f0 = v.intermediary_routing_details;
  if (f0 != null && !checkRoutingDetails(f0)) return false;
  return true;
}

/** `WireInstructions` as data, to explain a refused value. */
export const WireInstructionsShape: ResponseShape = {
  object: {
    account_number: "string",
    fiat_account_owner_address: MailingAddressShape,
    routing_details: RoutingDetailsShape,
    intermediary_routing_details: RoutingDetailsShape,
  },
};

/** True when `v` is a valid `CbitInstructions` (the response form). */
export function checkCbitInstructions(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.wallet_address;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `CbitInstructions` as data, to explain a refused value. */
export const CbitInstructionsShape: ResponseShape = {
  object: {
    wallet_address: "string",
  },
};

/** True when `v` is a valid `DbsActInstructions` (the response form). */
export function checkDbsActInstructions(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.account_number;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `DbsActInstructions` as data, to explain a refused value. */
export const DbsActInstructionsShape: ResponseShape = {
  object: {
    account_number: "string",
  },
};

/** True when `v` is a valid `CubixInstructions` (the response form). */
export function checkCubixInstructions(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `CubixInstructions` as data, to explain a refused value. */
export const CubixInstructionsShape: ResponseShape = {
  object: {
    account_id: "string",
  },
};

/** True when `v` is a valid `ScbInstructions` (the response form). */
export function checkScbInstructions(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.account_number;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `ScbInstructions` as data, to explain a refused value. */
export const ScbInstructionsShape: ResponseShape = {
  object: {
    account_number: "string",
  },
};

/** True when `v` is a valid `RtpRoutingDetails` (the response form). */
export function checkRtpRoutingDetails(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.routing_number;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.bank_name;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.bank_address;
  if (f0 != null && !checkMailingAddress(f0)) return false;
  return true;
}

/** `RtpRoutingDetails` as data, to explain a refused value. */
export const RtpRoutingDetailsShape: ResponseShape = {
  object: {
    routing_number: "string",
    bank_name: "string",
    bank_address: MailingAddressShape,
  },
};

/** True when `v` is a valid `RtpInstructions` (the response form). */
export function checkRtpInstructions(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.account_number;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.fiat_account_owner_address;
  if (f0 != null && !checkMailingAddress(f0)) return false;
  f0 = v.routing_details;
  if (f0 != null && !checkRtpRoutingDetails(f0)) return false;
  return true;
}

/** `RtpInstructions` as data, to explain a refused value. */
export const RtpInstructionsShape: ResponseShape = {
  object: {
    account_number: "string",
    fiat_account_owner_address: MailingAddressShape,
    routing_details: RtpRoutingDetailsShape,
  },
};

/** True when `v` is a valid `FiatNetworkInstructions` (the response form). */
export function checkFiatNetworkInstructions(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.wire;
  if (f0 != null && !checkWireInstructions(f0)) return false;
  f0 = v.cbit;
  if (f0 != null && !checkCbitInstructions(f0)) return false;
  f0 = v.dbs_act;
  if (f0 != null && !checkDbsActInstructions(f0)) return false;
  f0 = v.cubix;
  if (f0 != null && !checkCubixInstructions(f0)) return false;
  f0 = v.scb;
  if (f0 != null && !checkScbInstructions(f0)) return false;
  f0 = v.rtp;
  if (f0 != null && !checkRtpInstructions(f0)) return false;
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.metadata;
  if (f0 != null && !checkFreeFormMetadata(f0)) return false;
  return true;
}

/** `FiatNetworkInstructions` as data, to explain a refused value. */
export const FiatNetworkInstructionsShape: ResponseShape = {
  object: {
    wire: WireInstructionsShape,
    cbit: CbitInstructionsShape,
    dbs_act: DbsActInstructionsShape,
    cubix: CubixInstructionsShape,
    scb: ScbInstructionsShape,
    rtp: RtpInstructionsShape,
    status: "string",
    metadata: FreeFormMetadataShape,
  },
};

/** True when `v` is a valid `PersonDetails` (the response form). */
export function checkPersonDetails(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.first_name;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.last_name;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `PersonDetails` as data, to explain a refused value. */
export const PersonDetailsShape: ResponseShape = {
  object: {
    first_name: "string",
    last_name: "string",
  },
};

/** True when `v` is a valid `InstitutionDetails` (the response form). */
export function checkInstitutionDetails(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.name;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `InstitutionDetails` as data, to explain a refused value. */
export const InstitutionDetailsShape: ResponseShape = {
  object: {
    name: "string",
  },
};

/** True when `v` is a valid `FiatAccountOwner` (the response form). */
export function checkFiatAccountOwner(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.person_details;
  if (f0 != null && !checkPersonDetails(f0)) return false;
  f0 = v.institution_details;
  if (f0 != null && !checkInstitutionDetails(f0)) return false;
  f0 = v.fiat_network_instructions;
  if (f0 != null && !checkFiatNetworkInstructions(f0)) return false;
  return true;
}

/** `FiatAccountOwner` as data, to explain a refused value. */
export const FiatAccountOwnerShape: ResponseShape = {
  object: {
    person_details: PersonDetailsShape,
    institution_details: InstitutionDetailsShape,
    fiat_network_instructions: FiatNetworkInstructionsShape,
  },
};

/** True when `v` is a valid `FiatAccount` (the response form). */
export function checkFiatAccount(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (typeof f0 !== "string") return false;
  f0 = v.fiat_network_instructions;
  if (f0 != null && !checkFiatNetworkInstructions(f0)) return false;
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (typeof f0 !== "string") return false;
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.fiat_account_owner;
  if (f0 != null && !checkFiatAccountOwner(f0)) return false;
  f0 = v.metadata;
  if (f0 != null && !checkFiatAccountMetadata(f0)) return false;
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `FiatAccount` as data, to explain a refused value. */
export const FiatAccountShape: ResponseShape = {
  object: {
    id: "string",
    fiat_network_instructions: FiatNetworkInstructionsShape,
    status: "string",
    created_at: "string",
    ref_id: "string",
    identity_id: "string",
    account_id: "string",
    fiat_account_owner: FiatAccountOwnerShape,
    metadata: FiatAccountMetadataShape,
    updated_at: "string",
  },
  required: ["id", "created_at"],
};

/** True when `v` is a valid `SandboxFiatDepositResult` (the response form). */
export function checkSandboxFiatDepositResult(v: any): boolean {
  if (!isPlainRecord(v)) return false;
  return true;
}

/** `SandboxFiatDepositResult` as data, to explain a refused value. */
export const SandboxFiatDepositResultShape: ResponseShape = { record: "unknown", walk: walkRecord };

/** True when `v` is a valid `ClientPublicKey` (the response form). */
export function checkClientPublicKey(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.algorithm;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.public_key;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.nickname;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.client_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.active;
  if (f0 != null && typeof f0 !== "boolean") return false;
  return true;
}

/** `ClientPublicKey` as data, to explain a refused value. */
export const ClientPublicKeyShape: ResponseShape = {
  object: {
    algorithm: "string",
    public_key: "string",
    nickname: "string",
    id: "string",
    client_id: "string",
    active: "boolean",
  },
};

/** True when `v` is a valid `ApiCredentials` (the response form). */
export function checkApiCredentials(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.customer_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.client_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.client_public_keys;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkClientPublicKey(f0[i1])) return false;
  }
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.nickname;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.ip_allowlist;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i2 = 0; i2 < f0.length; i2++) if (typeof f0[i2] !== "string") return false;
  }
  f0 = v.enforce_request_signing;
  if (f0 != null && typeof f0 !== "boolean") return false;
  f0 = v.client_scopes;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i3 = 0; i3 < f0.length; i3++) if (typeof f0[i3] !== "string") return false;
  }
  f0 = v.created_by;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `ApiCredentials` as data, to explain a refused value. */
export const ApiCredentialsShape: ResponseShape = {
  object: {
    id: "string",
    customer_id: "string",
    client_id: "string",
    client_public_keys: { array: ClientPublicKeyShape },
    status: "string",
    created_at: "string",
    updated_at: "string",
    nickname: "string",
    ip_allowlist: { array: "string" },
    enforce_request_signing: "boolean",
    client_scopes: { array: "string" },
    created_by: "string",
  },
};

/** True when `v` is a valid `DeletedApiCredentials` (the response form). */
export function checkDeletedApiCredentials(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.credentials;
  if (f0 != null && !checkApiCredentials(f0)) return false;
  return true;
}

/** `DeletedApiCredentials` as data, to explain a refused value. */
export const DeletedApiCredentialsShape: ResponseShape = {
  object: {
    credentials: ApiCredentialsShape,
  },
};

/** True when `v` is a valid `SettlementLeg` (the response form). */
export function checkSettlementLeg(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (typeof f0 !== "string") return false;
  f0 = v.direction;
  if (typeof f0 !== "string") return false;
  f0 = v.asset;
  if (typeof f0 !== "string") return false;
  f0 = v.amount;
  if (typeof f0 !== "string") return false;
  return true;
}

/** `SettlementLeg` as data, to explain a refused value. */
export const SettlementLegShape: ResponseShape = {
  object: {
    id: "string",
    direction: "string",
    asset: "string",
    amount: "string",
  },
  required: ["id", "direction", "asset", "amount"],
};

/** True when `v` is a valid `SettlementTransaction` (the response form). */
export function checkSettlementTransaction(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (typeof f0 !== "string") return false;
  f0 = v.ref_id;
  if (typeof f0 !== "string") return false;
  f0 = v.settlement_window_start;
  if (typeof f0 !== "string") return false;
  f0 = v.settlement_window_end;
  if (typeof f0 !== "string") return false;
  f0 = v.source_profile_id;
  if (typeof f0 !== "string") return false;
  f0 = v.target_profile_id;
  if (typeof f0 !== "string") return false;
  f0 = v.legs;
  if (!Array.isArray(f0)) return false;
  for (let i1 = 0; i1 < f0.length; i1++) if (!checkSettlementLeg(f0[i1])) return false;
  f0 = v.status;
  if (typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (typeof f0 !== "string") return false;
  f0 = v.updated_at;
  if (typeof f0 !== "string") return false;
  return true;
}

/** `SettlementTransaction` as data, to explain a refused value. */
export const SettlementTransactionShape: ResponseShape = {
  object: {
    id: "string",
    ref_id: "string",
    settlement_window_start: "string",
    settlement_window_end: "string",
    source_profile_id: "string",
    target_profile_id: "string",
    legs: { array: SettlementLegShape },
    status: "string",
    created_at: "string",
    updated_at: "string",
  },
  required: ["id", "ref_id", "settlement_window_start", "settlement_window_end", "source_profile_id", "target_profile_id", "legs", "status", "created_at", "updated_at"],
};

/** True when `v` is a valid `Payment` (the response form). */
export function checkPayment(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.customer_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.profile_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.product;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.payment_type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.payment_source;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.payment_destination;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.payment_asset;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.payment_amount;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.payment_status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.payment_tx_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.description;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.metadata;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.processed_at;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `Payment` as data, to explain a refused value. */
export const PaymentShape: ResponseShape = {
  object: {
    id: "string",
    customer_id: "string",
    profile_id: "string",
    account_id: "string",
    ref_id: "string",
    product: "string",
    payment_type: "string",
    payment_source: "string",
    payment_destination: "string",
    payment_asset: "string",
    payment_amount: "string",
    payment_status: "string",
    payment_tx_id: "string",
    description: "string",
    metadata: "string",
    created_at: "string",
    processed_at: "string",
  },
};

/** True when `v` is a valid `PaymentPage` (the response form). */
export function checkPaymentPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.payments;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkPayment(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `PaymentPage` as data, to explain a refused value. */
export const PaymentPageShape: ResponseShape = {
  object: {
    payments: { array: PaymentShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `IdentityAccountMember` (the response form). */
export function checkIdentityAccountMember(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.roles;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) {
      const e2 = f0[i1];
      if (!(typeof e2 === "string" || e2 === null)) return false;
    }
  }
  f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `IdentityAccountMember` as data, to explain a refused value. */
export const IdentityAccountMemberShape: ResponseShape = {
  object: {
    identity_id: "string",
    type: "string",
    roles: { array: { anyOf: ["string", "null"] } },
    id: "string",
  },
};

/** True when `v` is a valid `IdentityAccount` (the response form). */
export function checkIdentityAccount(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.description;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.admin_disabled;
  if (f0 != null && typeof f0 !== "boolean") return false;
  f0 = v.user_disabled;
  if (f0 != null && typeof f0 !== "boolean") return false;
  f0 = v.metadata;
  if (f0 != null && !checkFreeFormMetadata(f0)) return false;
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.members;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkIdentityAccountMember(f0[i1])) return false;
  }
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.summary_status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.profile_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.type;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `IdentityAccount` as data, to explain a refused value. */
export const IdentityAccountShape: ResponseShape = {
  object: {
    id: "string",
    identity_id: "string",
    description: "string",
    admin_disabled: "boolean",
    user_disabled: "boolean",
    metadata: FreeFormMetadataShape,
    ref_id: "string",
    members: { array: IdentityAccountMemberShape },
    created_at: "string",
    updated_at: "string",
    summary_status: "string",
    profile_id: "string",
    type: "string",
  },
};

/** True when `v` is a valid `IdentityAccountPage` (the response form). */
export function checkIdentityAccountPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkIdentityAccount(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `IdentityAccountPage` as data, to explain a refused value. */
export const IdentityAccountPageShape: ResponseShape = {
  object: {
    items: { array: IdentityAccountShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `TickerQuote` (the response form). */
export function checkTickerQuote(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.price;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.amount;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `TickerQuote` as data, to explain a refused value. */
export const TickerQuoteShape: ResponseShape = {
  object: {
    price: "string",
    amount: "string",
  },
};

/** True when `v` is a valid `TimeRange` (the response form). */
export function checkTimeRange(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.begin;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.end;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `TimeRange` as data, to explain a refused value. */
export const TimeRangeShape: ResponseShape = {
  object: {
    begin: "string",
    end: "string",
  },
};

/** True when `v` is a valid `TickerStatistics` (the response form). */
export function checkTickerStatistics(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.high;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.low;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.open;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.volume;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.volume_weighted_average_price;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.start_time;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.end_time;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.range;
  if (f0 != null && !checkTimeRange(f0)) return false;
  return true;
}

/** `TickerStatistics` as data, to explain a refused value. */
export const TickerStatisticsShape: ResponseShape = {
  object: {
    high: "string",
    low: "string",
    open: "string",
    volume: "string",
    volume_weighted_average_price: "string",
    start_time: "string",
    end_time: "string",
    range: TimeRangeShape,
  },
};

/** True when `v` is a valid `Ticker` (the response form). */
export function checkTicker(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.market;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.best_bid;
  if (f0 != null && !checkTickerQuote(f0)) return false;
  f0 = v.best_ask;
  if (f0 != null && !checkTickerQuote(f0)) return false;
  f0 = v.last_execution;
  if (f0 != null && !checkTickerQuote(f0)) return false;
  f0 = v.last_day;
  if (f0 != null && !checkTickerStatistics(f0)) return false;
  f0 = v.today;
  if (f0 != null && !checkTickerStatistics(f0)) return false;
  f0 = v.snapshot_at;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `Ticker` as data, to explain a refused value. */
export const TickerShape: ResponseShape = {
  object: {
    market: "string",
    best_bid: TickerQuoteShape,
    best_ask: TickerQuoteShape,
    last_execution: TickerQuoteShape,
    last_day: TickerStatisticsShape,
    today: TickerStatisticsShape,
    snapshot_at: "string",
  },
};

/** True when `v` is a valid `TickerList` (the response form). */
export function checkTickerList(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.tickers;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkTicker(f0[i1])) return false;
  }
  return true;
}

/** `TickerList` as data, to explain a refused value. */
export const TickerListShape: ResponseShape = {
  object: {
    tickers: { array: TickerShape },
  },
};

/** Branch 0 of a union in `AllTickers`. */
function checkAllTickers$0(v: any): boolean {
  if (!Array.isArray(v)) return false;
  for (let i0 = 0; i0 < v.length; i0++) if (!checkTicker(v[i0])) return false;
  return true;
}

/** True when `v` is a valid `AllTickers` (the response form). */
export function checkAllTickers(v: any): boolean {
  return checkAllTickers$0(v) || checkTickerList(v);
}

/** `AllTickers` as data, to explain a refused value. */
export const AllTickersShape: ResponseShape = { anyOf: [{ array: TickerShape }, TickerListShape] };

/** True when `v` is a valid `DepositAddress` (the response form). */
export function checkDepositAddress(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.profile_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.customer_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.crypto_network;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.address;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.conversion_target_asset;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.compatible_crypto_networks;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (typeof f0[i1] !== "string") return false;
  }
  f0 = v.metadata;
  if (f0 != null && !checkFreeFormMetadata(f0)) return false;
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `DepositAddress` as data, to explain a refused value. */
export const DepositAddressShape: ResponseShape = {
  object: {
    id: "string",
    profile_id: "string",
    customer_id: "string",
    identity_id: "string",
    account_id: "string",
    ref_id: "string",
    crypto_network: "string",
    address: "string",
    conversion_target_asset: "string",
    compatible_crypto_networks: { array: "string" },
    metadata: FreeFormMetadataShape,
    created_at: "string",
  },
};

/** True when `v` is a valid `DepositAddressPage` (the response form). */
export function checkDepositAddressPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkDepositAddress(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `DepositAddressPage` as data, to explain a refused value. */
export const DepositAddressPageShape: ResponseShape = {
  object: {
    items: { array: DepositAddressShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `CryptoDepositActionResult` (the response form). */
export function checkCryptoDepositActionResult(v: any): boolean {
  if (!isPlainRecord(v)) return false;
  return true;
}

/** `CryptoDepositActionResult` as data, to explain a refused value. */
export const CryptoDepositActionResultShape: ResponseShape = { record: "unknown", walk: walkRecord };

/** True when `v` is a valid `DestinationPerson` (the response form). */
export function checkDestinationPerson(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.first_name;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.last_name;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.physical_address;
  if (f0 != null && !checkMailingAddress(f0)) return false;
  return true;
}

/** `DestinationPerson` as data, to explain a refused value. */
export const DestinationPersonShape: ResponseShape = {
  object: {
    first_name: "string",
    last_name: "string",
    physical_address: MailingAddressShape,
  },
};

/** True when `v` is a valid `DestinationInstitution` (the response form). */
export function checkDestinationInstitution(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.name;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.physical_address;
  if (f0 != null && !checkMailingAddress(f0)) return false;
  return true;
}

/** `DestinationInstitution` as data, to explain a refused value. */
export const DestinationInstitutionShape: ResponseShape = {
  object: {
    name: "string",
    physical_address: MailingAddressShape,
  },
};

/** True when `v` is a valid `DestinationBeneficiary` (the response form). */
export function checkDestinationBeneficiary(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.person_details;
  if (f0 != null && !checkDestinationPerson(f0)) return false;
  f0 = v.institution_details;
  if (f0 != null && !checkDestinationInstitution(f0)) return false;
  f0 = v.self;
  if (f0 != null && typeof f0 !== "boolean") return false;
  return true;
}

/** `DestinationBeneficiary` as data, to explain a refused value. */
export const DestinationBeneficiaryShape: ResponseShape = {
  object: {
    person_details: DestinationPersonShape,
    institution_details: DestinationInstitutionShape,
    self: "boolean",
  },
};

/** True when `v` is a valid `DestinationVasp` (the response form). */
export function checkDestinationVasp(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.name;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.custom_vasp_name;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.custom_vasp_website;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `DestinationVasp` as data, to explain a refused value. */
export const DestinationVaspShape: ResponseShape = {
  object: {
    id: "string",
    name: "string",
    custom_vasp_name: "string",
    custom_vasp_website: "string",
  },
};

/** True when `v` is a valid `CryptoDestinationTravelRule` (the response form). */
export function checkCryptoDestinationTravelRule(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.beneficiary;
  if (f0 != null && !checkDestinationBeneficiary(f0)) return false;
  f0 = v.vasp;
  if (f0 != null && !checkDestinationVasp(f0)) return false;
  f0 = v.transfer_purpose;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.custodian_type;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `CryptoDestinationTravelRule` as data, to explain a refused value. */
export const CryptoDestinationTravelRuleShape: ResponseShape = {
  object: {
    beneficiary: DestinationBeneficiaryShape,
    vasp: DestinationVaspShape,
    transfer_purpose: "string",
    custodian_type: "string",
  },
};

/** True when `v` is a valid `CryptoDestinationAddress` (the response form). */
export function checkCryptoDestinationAddress(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (typeof f0 !== "string") return false;
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.crypto_network;
  if (typeof f0 !== "string") return false;
  f0 = v.address;
  if (typeof f0 !== "string") return false;
  f0 = v.nickname;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.bookmarked;
  if (f0 != null && typeof f0 !== "boolean") return false;
  f0 = v.policy_execution_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.travelrule_metadata;
  if (f0 != null && !checkCryptoDestinationTravelRule(f0)) return false;
  return true;
}

/** `CryptoDestinationAddress` as data, to explain a refused value. */
export const CryptoDestinationAddressShape: ResponseShape = {
  object: {
    id: "string",
    identity_id: "string",
    crypto_network: "string",
    address: "string",
    nickname: "string",
    status: "string",
    created_at: "string",
    bookmarked: "boolean",
    policy_execution_id: "string",
    travelrule_metadata: CryptoDestinationTravelRuleShape,
  },
  required: ["id", "crypto_network", "address"],
};

/** True when `v` is a valid `CryptoDestinationAddressResult` (the response form). */
export function checkCryptoDestinationAddressResult(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.address;
  if (f0 != null && !checkCryptoDestinationAddress(f0)) return false;
  return true;
}

/** `CryptoDestinationAddressResult` as data, to explain a refused value. */
export const CryptoDestinationAddressResultShape: ResponseShape = {
  object: {
    address: CryptoDestinationAddressShape,
  },
};

/** True when `v` is a valid `CryptoDestinationAddressPage` (the response form). */
export function checkCryptoDestinationAddressPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.addresses;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkCryptoDestinationAddress(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `CryptoDestinationAddressPage` as data, to explain a refused value. */
export const CryptoDestinationAddressPageShape: ResponseShape = {
  object: {
    addresses: { array: CryptoDestinationAddressShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `CryptoWithdrawalFee` (the response form). */
export function checkCryptoWithdrawalFee(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (typeof f0 !== "string") return false;
  f0 = v.fee;
  if (typeof f0 !== "string") return false;
  f0 = v.asset;
  if (typeof f0 !== "string") return false;
  f0 = v.amount;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.total;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.destination_address;
  if (typeof f0 !== "string") return false;
  f0 = v.crypto_network;
  if (typeof f0 !== "string") return false;
  f0 = v.expires_at;
  if (typeof f0 !== "string") return false;
  return true;
}

/** `CryptoWithdrawalFee` as data, to explain a refused value. */
export const CryptoWithdrawalFeeShape: ResponseShape = {
  object: {
    id: "string",
    fee: "string",
    asset: "string",
    amount: "string",
    total: "string",
    destination_address: "string",
    crypto_network: "string",
    expires_at: "string",
  },
  required: ["id", "fee", "asset", "crypto_network", "destination_address", "expires_at"],
};

/** True when `v` is a valid `FiatAccountOwnerSummary` (the response form). */
export function checkFiatAccountOwnerSummary(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.person_details;
  if (f0 != null && !checkPersonDetails(f0)) return false;
  f0 = v.institution_details;
  if (f0 != null && !checkInstitutionDetails(f0)) return false;
  return true;
}

/** `FiatAccountOwnerSummary` as data, to explain a refused value. */
export const FiatAccountOwnerSummaryShape: ResponseShape = {
  object: {
    person_details: PersonDetailsShape,
    institution_details: InstitutionDetailsShape,
  },
};

/** True when `v` is a valid `RoutingDetailsSummary` (the response form). */
export function checkRoutingDetailsSummary(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.routing_number_type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.routing_number;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.bank_name;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.bank_address;
  if (f0 != null && !checkMailingAddress(f0)) return false;
  return true;
}

/** `RoutingDetailsSummary` as data, to explain a refused value. */
export const RoutingDetailsSummaryShape: ResponseShape = {
  object: {
    routing_number_type: "string",
    routing_number: "string",
    bank_name: "string",
    bank_address: MailingAddressShape,
  },
};

/** True when `v` is a valid `WireInstructionsSummary` (the response form). */
export function checkWireInstructionsSummary(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.account_number;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.fiat_account_owner_address;
  if (f0 != null && !checkMailingAddress(f0)) return false;
  f0 = v.routing_details;
  if (f0 != null && !checkRoutingDetailsSummary(f0)) return false;
  f0 = v.intermediary_routing_details;
  if (f0 != null && !checkRoutingDetailsSummary(f0)) return false;
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.metadata;
  if (f0 != null && !checkFreeFormMetadata(f0)) return false;
  return true;
}

/** `WireInstructionsSummary` as data, to explain a refused value. */
export const WireInstructionsSummaryShape: ResponseShape = {
  object: {
    account_number: "string",
    fiat_account_owner_address: MailingAddressShape,
    routing_details: RoutingDetailsSummaryShape,
    intermediary_routing_details: RoutingDetailsSummaryShape,
    status: "string",
    metadata: FreeFormMetadataShape,
  },
};

/** True when `v` is a valid `FiatNetworkInstructionsSummary` (the response form). */
export function checkFiatNetworkInstructionsSummary(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.wire;
  if (f0 != null && !checkWireInstructionsSummary(f0)) return false;
  f0 = v.cbit;
  if (f0 != null && !checkCbitInstructions(f0)) return false;
  f0 = v.dbs_act;
  if (f0 != null && !checkDbsActInstructions(f0)) return false;
  f0 = v.cubix;
  if (f0 != null && !checkCubixInstructions(f0)) return false;
  f0 = v.scb;
  if (f0 != null && !checkScbInstructions(f0)) return false;
  f0 = v.rtp;
  if (f0 != null && !checkRtpInstructions(f0)) return false;
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.metadata;
  if (f0 != null && !checkFreeFormMetadata(f0)) return false;
  return true;
}

/** `FiatNetworkInstructionsSummary` as data, to explain a refused value. */
export const FiatNetworkInstructionsSummaryShape: ResponseShape = {
  object: {
    wire: WireInstructionsSummaryShape,
    cbit: CbitInstructionsShape,
    dbs_act: DbsActInstructionsShape,
    cubix: CubixInstructionsShape,
    scb: ScbInstructionsShape,
    rtp: RtpInstructionsShape,
    status: "string",
    metadata: FreeFormMetadataShape,
  },
};

/** True when `v` is a valid `FiatAccountSummary` (the response form). */
export function checkFiatAccountSummary(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (typeof f0 !== "string") return false;
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.fiat_account_owner;
  if (f0 != null && !checkFiatAccountOwnerSummary(f0)) return false;
  f0 = v.fiat_network_instructions;
  if (!checkFiatNetworkInstructionsSummary(f0)) return false;
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.metadata;
  if (f0 != null && !checkFiatAccountMetadata(f0)) return false;
  f0 = v.created_at;
  if (typeof f0 !== "string") return false;
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `FiatAccountSummary` as data, to explain a refused value. */
export const FiatAccountSummaryShape: ResponseShape = {
  object: {
    id: "string",
    ref_id: "string",
    identity_id: "string",
    account_id: "string",
    fiat_account_owner: FiatAccountOwnerSummaryShape,
    fiat_network_instructions: FiatNetworkInstructionsSummaryShape,
    status: "string",
    metadata: FiatAccountMetadataShape,
    created_at: "string",
    updated_at: "string",
  },
  required: ["id", "fiat_network_instructions", "created_at"],
};

/** True when `v` is a valid `FiatAccountPage` (the response form). */
export function checkFiatAccountPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkFiatAccountSummary(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `FiatAccountPage` as data, to explain a refused value. */
export const FiatAccountPageShape: ResponseShape = {
  object: {
    items: { array: FiatAccountSummaryShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `DeleteFiatAccountResult` (the response form). */
export function checkDeleteFiatAccountResult(v: any): boolean {
  if (!isPlainRecord(v)) return false;
  return true;
}

/** `DeleteFiatAccountResult` as data, to explain a refused value. */
export const DeleteFiatAccountResultShape: ResponseShape = { record: "unknown", walk: walkRecord };

/** True when `v` is a valid `FiatDepositInstructions` (the response form). */
export function checkFiatDepositInstructions(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (typeof f0 !== "string") return false;
  f0 = v.profile_id;
  if (typeof f0 !== "string") return false;
  f0 = v.customer_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.status;
  if (typeof f0 !== "string") return false;
  f0 = v.memo_id;
  if (typeof f0 !== "string") return false;
  f0 = v.fiat_network_instructions;
  if (!checkFiatNetworkInstructions(f0)) return false;
  f0 = v.fiat_account_owner;
  if (f0 != null && !checkFiatAccountOwner(f0)) return false;
  f0 = v.metadata;
  if (f0 != null && !checkFreeFormMetadata(f0)) return false;
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `FiatDepositInstructions` as data, to explain a refused value. */
export const FiatDepositInstructionsShape: ResponseShape = {
  object: {
    id: "string",
    profile_id: "string",
    customer_id: "string",
    identity_id: "string",
    account_id: "string",
    ref_id: "string",
    status: "string",
    memo_id: "string",
    fiat_network_instructions: FiatNetworkInstructionsShape,
    fiat_account_owner: FiatAccountOwnerShape,
    metadata: FreeFormMetadataShape,
    created_at: "string",
  },
  required: ["id", "profile_id", "status", "memo_id", "fiat_network_instructions"],
};

/** True when `v` is a valid `FiatDepositInstructionsPage` (the response form). */
export function checkFiatDepositInstructionsPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkFiatDepositInstructions(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `FiatDepositInstructionsPage` as data, to explain a refused value. */
export const FiatDepositInstructionsPageShape: ResponseShape = {
  object: {
    items: { array: FiatDepositInstructionsShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `TransferSecondaryStatus` (the response form). */
export function checkTransferSecondaryStatus(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.name;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.detail;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `TransferSecondaryStatus` as data, to explain a refused value. */
export const TransferSecondaryStatusShape: ResponseShape = {
  object: {
    name: "string",
    detail: "string",
  },
};

/** True when `v` is a valid `TransferAutoConversion` (the response form). */
export function checkTransferAutoConversion(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.from_transfer_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.to_transfer_id;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `TransferAutoConversion` as data, to explain a refused value. */
export const TransferAutoConversionShape: ResponseShape = {
  object: {
    from_transfer_id: "string",
    to_transfer_id: "string",
  },
};

/** True when `v` is a valid `TransferStatusDetails` (the response form). */
export function checkTransferStatusDetails(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.missing_trustline;
  if (f0 != null) {
    if (typeof f0 !== "object" || f0 === null || Array.isArray(f0)) return false;
    let f1 = f0.message;
    if (f1 != null && typeof f1 !== "string") return false;
    f1 = f0.destination_address;
    if (f1 != null && typeof f1 !== "string") return false;
    f1 = f0.asset;
    if (f1 != null && typeof f1 !== "string") return false;
  }
  f0 = v.max_rent_exceeded;
  if (f0 != null) {
    if (typeof f0 !== "object" || f0 === null || Array.isArray(f0)) return false;
    let f2 = f0.message;
    if (f2 != null && typeof f2 !== "string") return false;
    f2 = f0.destination_address;
    if (f2 != null && typeof f2 !== "string") return false;
  }
  f0 = v.pending_customer_approval;
  if (f0 != null) {
    if (typeof f0 !== "object" || f0 === null || Array.isArray(f0)) return false;
    let f3 = f0.message;
    if (f3 != null && typeof f3 !== "string") return false;
  }
  f0 = v.stale_fee_quote;
  if (f0 != null) {
    if (typeof f0 !== "object" || f0 === null || Array.isArray(f0)) return false;
    let f4 = f0.message;
    if (f4 != null && typeof f4 !== "string") return false;
  }
  f0 = v.invalid_destination_address;
  if (f0 != null) {
    if (typeof f0 !== "object" || f0 === null || Array.isArray(f0)) return false;
    let f5 = f0.message;
    if (f5 != null && typeof f5 !== "string") return false;
    f5 = f0.destination_address;
    if (f5 != null && typeof f5 !== "string") return false;
  }
  return true;
}

/** `TransferStatusDetails` as data, to explain a refused value. */
export const TransferStatusDetailsShape: ResponseShape = {
  object: {
    missing_trustline: {
      object: {
        message: "string",
        destination_address: "string",
        asset: "string",
      },
    },
    max_rent_exceeded: {
      object: {
        message: "string",
        destination_address: "string",
      },
    },
    pending_customer_approval: {
      object: {
        message: "string",
      },
    },
    stale_fee_quote: {
      object: {
        message: "string",
      },
    },
    invalid_destination_address: {
      object: {
        message: "string",
        destination_address: "string",
      },
    },
  },
};

/** True when `v` is a valid `Transfer` (the response form). */
export function checkTransfer(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (typeof f0 !== "string") return false;
  f0 = v.customer_id;
  if (typeof f0 !== "string") return false;
  f0 = v.profile_id;
  if (typeof f0 !== "string") return false;
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.amount;
  if (typeof f0 !== "string") return false;
  f0 = v.total;
  if (typeof f0 !== "string") return false;
  f0 = v.fee;
  if (typeof f0 !== "string") return false;
  f0 = v.asset;
  if (typeof f0 !== "string") return false;
  f0 = v.balance_asset;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.direction;
  if (typeof f0 !== "string") return false;
  f0 = v.type;
  if (typeof f0 !== "string") return false;
  f0 = v.status;
  if (typeof f0 !== "string") return false;
  f0 = v.secondary_status;
  if (f0 != null && !checkTransferSecondaryStatus(f0)) return false;
  f0 = v.status_details;
  if (f0 != null && !checkTransferStatusDetails(f0)) return false;
  f0 = v.created_at;
  if (typeof f0 !== "string") return false;
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.metadata;
  if (f0 != null && !checkFreeFormMetadata(f0)) return false;
  f0 = v.destination_address;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.crypto_network;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.crypto_tx_hash;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.crypto_tx_index;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.auto_conversion;
  if (f0 != null && !checkTransferAutoConversion(f0)) return false;
  f0 = v.group_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.fiat_account_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.notional_value;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.memo;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `Transfer` as data, to explain a refused value. */
export const TransferShape: ResponseShape = {
  object: {
    id: "string",
    customer_id: "string",
    profile_id: "string",
    identity_id: "string",
    account_id: "string",
    ref_id: "string",
    amount: "string",
    total: "string",
    fee: "string",
    asset: "string",
    balance_asset: "string",
    direction: "string",
    type: "string",
    status: "string",
    secondary_status: TransferSecondaryStatusShape,
    status_details: TransferStatusDetailsShape,
    created_at: "string",
    updated_at: "string",
    metadata: FreeFormMetadataShape,
    destination_address: "string",
    crypto_network: "string",
    crypto_tx_hash: "string",
    crypto_tx_index: "string",
    auto_conversion: TransferAutoConversionShape,
    group_id: "string",
    fiat_account_id: "string",
    notional_value: "string",
    memo: "string",
  },
  required: ["id", "customer_id", "profile_id", "amount", "total", "fee", "asset", "direction", "type", "status", "created_at"],
};

/** True when `v` is a valid `TransferPage` (the response form). */
export function checkTransferPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkTransfer(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `TransferPage` as data, to explain a refused value. */
export const TransferPageShape: ResponseShape = {
  object: {
    items: { array: TransferShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `TransferLimit` (the response form). */
export function checkTransferLimit(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.rule_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.transfer_types;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (typeof f0[i1] !== "string") return false;
  }
  f0 = v.period_seconds;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.limit;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.remaining;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.limit_asset;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `TransferLimit` as data, to explain a refused value. */
export const TransferLimitShape: ResponseShape = {
  object: {
    id: "string",
    rule_id: "string",
    transfer_types: { array: "string" },
    period_seconds: "string",
    limit: "string",
    remaining: "string",
    limit_asset: "string",
  },
};

/** True when `v` is a valid `TransferLimitList` (the response form). */
export function checkTransferLimitList(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkTransferLimit(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `TransferLimitList` as data, to explain a refused value. */
export const TransferLimitListShape: ResponseShape = {
  object: {
    items: { array: TransferLimitShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `SettlementTransactionPage` (the response form). */
export function checkSettlementTransactionPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkSettlementTransaction(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `SettlementTransactionPage` as data, to explain a refused value. */
export const SettlementTransactionPageShape: ResponseShape = {
  object: {
    items: { array: SettlementTransactionShape },
    next_page_cursor: "string",
  },
};

/** Branch 1 of a union in `SettlementTransactionListAnswer`. */
function checkSettlementTransactionListAnswer$0(v: any): boolean {
  if (!Array.isArray(v)) return false;
  for (let i0 = 0; i0 < v.length; i0++) if (!checkSettlementTransaction(v[i0])) return false;
  return true;
}

/** True when `v` is a valid `SettlementTransactionListAnswer` (the response form). */
export function checkSettlementTransactionListAnswer(v: any): boolean {
  return checkSettlementTransactionPage(v) || checkSettlementTransactionListAnswer$0(v);
}

/** `SettlementTransactionListAnswer` as data, to explain a refused value. */
export const SettlementTransactionListAnswerShape: ResponseShape = { anyOf: [SettlementTransactionPageShape, { array: SettlementTransactionShape }] };

/** Branch 1 of a union in `SettlementTransactionAnswer`. */
function checkSettlementTransactionAnswer$0(v: any): boolean {
  if (!Array.isArray(v)) return false;
  for (let i0 = 0; i0 < v.length; i0++) if (!checkSettlementTransaction(v[i0])) return false;
  return true;
}

/** True when `v` is a valid `SettlementTransactionAnswer` (the response form). */
export function checkSettlementTransactionAnswer(v: any): boolean {
  return checkSettlementTransaction(v) || checkSettlementTransactionAnswer$0(v);
}

/** `SettlementTransactionAnswer` as data, to explain a refused value. */
export const SettlementTransactionAnswerShape: ResponseShape = { anyOf: [SettlementTransactionShape, { array: SettlementTransactionShape }] };

/** True when `v` is a valid `MonitoringAddress` (the response form). */
export function checkMonitoringAddress(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.address;
  if (typeof f0 !== "string") return false;
  f0 = v.crypto_network;
  if (typeof f0 !== "string") return false;
  f0 = v.name;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (typeof f0 !== "string") return false;
  return true;
}

/** `MonitoringAddress` as data, to explain a refused value. */
export const MonitoringAddressShape: ResponseShape = {
  object: {
    id: "string",
    address: "string",
    crypto_network: "string",
    name: "string",
    created_at: "string",
  },
  required: ["address", "crypto_network", "created_at"],
};

/** True when `v` is a valid `MonitoringAddressResult` (the response form). */
export function checkMonitoringAddressResult(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.address;
  if (f0 != null && !checkMonitoringAddress(f0)) return false;
  return true;
}

/** `MonitoringAddressResult` as data, to explain a refused value. */
export const MonitoringAddressResultShape: ResponseShape = {
  object: {
    address: MonitoringAddressShape,
  },
};

/** True when `v` is a valid `MonitoringAddressAnswer` (the response form). */
export function checkMonitoringAddressAnswer(v: any): boolean {
  return checkMonitoringAddressResult(v) || checkMonitoringAddress(v);
}

/** `MonitoringAddressAnswer` as data, to explain a refused value. */
export const MonitoringAddressAnswerShape: ResponseShape = { anyOf: [MonitoringAddressResultShape, MonitoringAddressShape] };

/** True when `v` is a valid `MonitoringAddressPage` (the response form). */
export function checkMonitoringAddressPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.addresses;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkMonitoringAddress(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `MonitoringAddressPage` as data, to explain a refused value. */
export const MonitoringAddressPageShape: ResponseShape = {
  object: {
    addresses: { array: MonitoringAddressShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `Profile` (the response form). */
export function checkProfile(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (typeof f0 !== "string") return false;
  f0 = v.nickname;
  if (typeof f0 !== "string") return false;
  f0 = v.type;
  if (typeof f0 !== "string") return false;
  f0 = v.description;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `Profile` as data, to explain a refused value. */
export const ProfileShape: ResponseShape = {
  object: {
    id: "string",
    nickname: "string",
    type: "string",
    description: "string",
    account_id: "string",
  },
  required: ["id", "nickname", "type"],
};

/** True when `v` is a valid `ProfilePage` (the response form). */
export function checkProfilePage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkProfile(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `ProfilePage` as data, to explain a refused value. */
export const ProfilePageShape: ResponseShape = {
  object: {
    items: { array: ProfileShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `ProfileBalance` (the response form). */
export function checkProfileBalance(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.asset;
  if (typeof f0 !== "string") return false;
  f0 = v.available;
  if (typeof f0 !== "string") return false;
  f0 = v.trading;
  if (typeof f0 !== "string") return false;
  return true;
}

/** `ProfileBalance` as data, to explain a refused value. */
export const ProfileBalanceShape: ResponseShape = {
  object: {
    asset: "string",
    available: "string",
    trading: "string",
  },
  required: ["asset", "available", "trading"],
};

/** True when `v` is a valid `ProfileBalanceList` (the response form). */
export function checkProfileBalanceList(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkProfileBalance(f0[i1])) return false;
  }
  return true;
}

/** `ProfileBalanceList` as data, to explain a refused value. */
export const ProfileBalanceListShape: ResponseShape = {
  object: {
    items: { array: ProfileBalanceShape },
  },
};

/** True when `v` is a valid `ProfileDeactivation` (the response form). */
export function checkProfileDeactivation(v: any): boolean {
  if (!isPlainRecord(v)) return false;
  return true;
}

/** `ProfileDeactivation` as data, to explain a refused value. */
export const ProfileDeactivationShape: ResponseShape = { record: "unknown", walk: walkRecord };

/** True when `v` is a valid `SandboxProfileDepositResult` (the response form). */
export function checkSandboxProfileDepositResult(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.activity_id;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `SandboxProfileDepositResult` as data, to explain a refused value. */
export const SandboxProfileDepositResultShape: ResponseShape = {
  object: {
    activity_id: "string",
  },
};

/** True when `v` is a valid `Event` (the response form). */
export function checkEvent(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.object_type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.object;
  if (f0 != null) {
    if (!isPlainRecord(f0)) return false;
  }
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.undelivered_webhooks;
  if (f0 != null && !Number.isSafeInteger(f0)) return false;
  f0 = v.is_test;
  if (f0 != null && typeof f0 !== "boolean") return false;
  return true;
}

/** `Event` as data, to explain a refused value. */
export const EventShape: ResponseShape = {
  object: {
    id: "string",
    type: "string",
    object_type: "string",
    object: { record: "unknown", walk: walkRecord },
    created_at: "string",
    undelivered_webhooks: { int: true, walk: walkInt },
    is_test: "boolean",
  },
};

/** True when `v` is a valid `EventList` (the response form). */
export function checkEventList(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.events;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkEvent(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `EventList` as data, to explain a refused value. */
export const EventListShape: ResponseShape = {
  object: {
    events: { array: EventShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `ApiCredentialsPage` (the response form). */
export function checkApiCredentialsPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkApiCredentials(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `ApiCredentialsPage` as data, to explain a refused value. */
export const ApiCredentialsPageShape: ResponseShape = {
  object: {
    items: { array: ApiCredentialsShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `TaxFormUrl` (the response form). */
export function checkTaxFormUrl(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.tax_year;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.revision;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.url;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `TaxFormUrl` as data, to explain a refused value. */
export const TaxFormUrlShape: ResponseShape = {
  object: {
    account_id: "string",
    type: "string",
    tax_year: "string",
    revision: "string",
    url: "string",
  },
};

/** True when `v` is a valid `TaxFormUrlList` (the response form). */
export function checkTaxFormUrlList(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.tax_form_urls;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkTaxFormUrl(f0[i1])) return false;
  }
  return true;
}

/** `TaxFormUrlList` as data, to explain a refused value. */
export const TaxFormUrlListShape: ResponseShape = {
  object: {
    tax_form_urls: { array: TaxFormUrlShape },
  },
};

/** True when `v` is a valid `StatementBalance` (the response form). */
export function checkStatementBalance(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.asset;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.amount_paid;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.total_amount_owed;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.next_payment_ref_id;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `StatementBalance` as data, to explain a refused value. */
export const StatementBalanceShape: ResponseShape = {
  object: {
    asset: "string",
    amount_paid: "string",
    total_amount_owed: "string",
    next_payment_ref_id: "string",
  },
};

/** True when `v` is a valid `StatementFile` (the response form). */
export function checkStatementFile(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.format;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.url;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.expires_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.generated_at;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `StatementFile` as data, to explain a refused value. */
export const StatementFileShape: ResponseShape = {
  object: {
    format: "string",
    url: "string",
    expires_at: "string",
    generated_at: "string",
  },
};

/** True when `v` is a valid `Statement` (the response form). */
export function checkStatement(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.customer_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.product;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.metadata;
  if (f0 != null && !checkFreeFormMetadata(f0)) return false;
  f0 = v.statement_balances;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkStatementBalance(f0[i1])) return false;
  }
  f0 = v.period_start;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.period_end;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.generated_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.paid_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.statement_group_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.version;
  if (f0 != null && !Number.isSafeInteger(f0)) return false;
  f0 = v.files;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i2 = 0; i2 < f0.length; i2++) if (!checkStatementFile(f0[i2])) return false;
  }
  f0 = v.data;
  if (f0 != null) {
    if (typeof f0 !== "object" || f0 === null || Array.isArray(f0)) return false;
    let f3 = f0["@type"];
    if (f3 != null && typeof f3 !== "string") return false;
  }
  return true;
}

/** `Statement` as data, to explain a refused value. */
export const StatementShape: ResponseShape = {
  object: {
    id: "string",
    ref_id: "string",
    customer_id: "string",
    type: "string",
    product: "string",
    status: "string",
    metadata: FreeFormMetadataShape,
    statement_balances: { array: StatementBalanceShape },
    period_start: "string",
    period_end: "string",
    generated_at: "string",
    paid_at: "string",
    created_at: "string",
    statement_group_id: "string",
    version: { int: true, walk: walkInt },
    files: { array: StatementFileShape },
    data: {
      object: {
        "@type": "string",
      },
    },
  },
};

/** True when `v` is a valid `StatementPage` (the response form). */
export function checkStatementPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.statements;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkStatement(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `StatementPage` as data, to explain a refused value. */
export const StatementPageShape: ResponseShape = {
  object: {
    statements: { array: StatementShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `IdentityPersonDetails` (the response form). */
export function checkIdentityPersonDetails(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id_verification_status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.sanctions_verification_status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.additional_screening_status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.passthrough_verification_status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.first_name;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.middle_name;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.last_name;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.date_of_birth;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.govt_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.govt_id_type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.cip_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.cip_id_type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.cip_id_country;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.address;
  if (f0 != null && !checkMailingAddress(f0)) return false;
  f0 = v.phone_number;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.email;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.nationality;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.country_of_birth;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.profession;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.verifier_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.verifier_type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.id_verification_url;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.passthrough_verifier_type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.passthrough_verified_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.passthrough_verification_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.passthrough_verification_fields;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (typeof f0[i1] !== "string") return false;
  }
  return true;
}

/** `IdentityPersonDetails` as data, to explain a refused value. */
export const IdentityPersonDetailsShape: ResponseShape = {
  object: {
    id_verification_status: "string",
    sanctions_verification_status: "string",
    additional_screening_status: "string",
    passthrough_verification_status: "string",
    first_name: "string",
    middle_name: "string",
    last_name: "string",
    date_of_birth: "string",
    govt_id: "string",
    govt_id_type: "string",
    cip_id: "string",
    cip_id_type: "string",
    cip_id_country: "string",
    address: MailingAddressShape,
    phone_number: "string",
    email: "string",
    nationality: "string",
    country_of_birth: "string",
    profession: "string",
    verifier_id: "string",
    verifier_type: "string",
    id_verification_url: "string",
    passthrough_verifier_type: "string",
    passthrough_verified_at: "string",
    passthrough_verification_id: "string",
    passthrough_verification_fields: { array: "string" },
  },
};

/** True when `v` is a valid `IdentityInstitutionDetails` (the response form). */
export function checkIdentityInstitutionDetails(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.name;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.sanctions_verification_status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.document_verification_status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.additional_screening_status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.business_address;
  if (f0 != null && !checkMailingAddress(f0)) return false;
  f0 = v.incorporation_address;
  if (f0 != null && !checkMailingAddress(f0)) return false;
  f0 = v.phone_number;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.email;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.institution_type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.institution_sub_type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.cip_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.cip_id_type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.cip_id_country;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.govt_registration_date;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.regulation_status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.trading_type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.listed_exchange;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.ticker_symbol;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.parent_institution_name;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.regulator_name;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.regulator_jurisdiction;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.regulator_register_number;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.doing_business_as;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.business_description;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `IdentityInstitutionDetails` as data, to explain a refused value. */
export const IdentityInstitutionDetailsShape: ResponseShape = {
  object: {
    name: "string",
    sanctions_verification_status: "string",
    document_verification_status: "string",
    additional_screening_status: "string",
    business_address: MailingAddressShape,
    incorporation_address: MailingAddressShape,
    phone_number: "string",
    email: "string",
    institution_type: "string",
    institution_sub_type: "string",
    cip_id: "string",
    cip_id_type: "string",
    cip_id_country: "string",
    govt_registration_date: "string",
    regulation_status: "string",
    trading_type: "string",
    listed_exchange: "string",
    ticker_symbol: "string",
    parent_institution_name: "string",
    regulator_name: "string",
    regulator_jurisdiction: "string",
    regulator_register_number: "string",
    doing_business_as: "string",
    business_description: "string",
  },
};

/** True when `v` is a valid `IdentityInstitutionMember` (the response form). */
export function checkIdentityInstitutionMember(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.roles;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (typeof f0[i1] !== "string") return false;
  }
  f0 = v.ownership;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.position;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.name;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.summary_status;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `IdentityInstitutionMember` as data, to explain a refused value. */
export const IdentityInstitutionMemberShape: ResponseShape = {
  object: {
    id: "string",
    identity_id: "string",
    roles: { array: "string" },
    ownership: "string",
    position: "string",
    name: "string",
    summary_status: "string",
  },
};

/** True when `v` is a valid `IdentityTaxDetail` (the response form). */
export function checkIdentityTaxDetail(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.tax_payer_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.tax_payer_country;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.tin_verification_status;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `IdentityTaxDetail` as data, to explain a refused value. */
export const IdentityTaxDetailShape: ResponseShape = {
  object: {
    tax_payer_id: "string",
    tax_payer_country: "string",
    tin_verification_status: "string",
  },
};

/** True when `v` is a valid `IdentityCustomerDueDiligence` (the response form). */
export function checkIdentityCustomerDueDiligence(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.aliases;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (typeof f0[i1] !== "string") return false;
  }
  f0 = v.estimated_net_worth;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.estimated_yearly_income;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.expected_transfer_value;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.source_of_wealth;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.source_of_funds;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.purpose_of_account;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.employment_status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.employment_industry_sector;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.industry_sector;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.has_underlying_trust_structure;
  if (f0 != null && typeof f0 !== "boolean") return false;
  f0 = v.has_nominee_shareholders;
  if (f0 != null && typeof f0 !== "boolean") return false;
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.is_publicly_traded;
  if (f0 != null && typeof f0 !== "boolean") return false;
  f0 = v.merchant_funding_source;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.customer_regions;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i2 = 0; i2 < f0.length; i2++) if (typeof f0[i2] !== "string") return false;
  }
  return true;
}

/** `IdentityCustomerDueDiligence` as data, to explain a refused value. */
export const IdentityCustomerDueDiligenceShape: ResponseShape = {
  object: {
    aliases: { array: "string" },
    estimated_net_worth: "string",
    estimated_yearly_income: "string",
    expected_transfer_value: "string",
    source_of_wealth: "string",
    source_of_funds: "string",
    purpose_of_account: "string",
    employment_status: "string",
    employment_industry_sector: "string",
    industry_sector: "string",
    has_underlying_trust_structure: "boolean",
    has_nominee_shareholders: "boolean",
    created_at: "string",
    is_publicly_traded: "boolean",
    merchant_funding_source: "string",
    customer_regions: { array: "string" },
  },
};

/** True when `v` is a valid `IdentityRequirementError` (the response form). */
export function checkIdentityRequirementError(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.code;
  if (typeof f0 !== "string") return false;
  f0 = v.description;
  if (typeof f0 !== "string") return false;
  return true;
}

/** `IdentityRequirementError` as data, to explain a refused value. */
export const IdentityRequirementErrorShape: ResponseShape = {
  object: {
    code: "string",
    description: "string",
  },
  required: ["code", "description"],
};

/** True when `v` is a valid `IdentityRequirement` (the response form). */
export function checkIdentityRequirement(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.type;
  if (typeof f0 !== "string") return false;
  f0 = v.status;
  if (typeof f0 !== "string") return false;
  f0 = v.awaiting_action_from;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.errors;
  if (!Array.isArray(f0)) return false;
  for (let i1 = 0; i1 < f0.length; i1++) if (!checkIdentityRequirementError(f0[i1])) return false;
  return true;
}

/** `IdentityRequirement` as data, to explain a refused value. */
export const IdentityRequirementShape: ResponseShape = {
  object: {
    type: "string",
    status: "string",
    awaiting_action_from: "string",
    errors: { array: IdentityRequirementErrorShape },
  },
  required: ["type", "errors", "status"],
};

/** True when `v` is a valid `IdentityControl` (the response form). */
export function checkIdentityControl(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (typeof f0 !== "string") return false;
  f0 = v.type;
  if (typeof f0 !== "string") return false;
  f0 = v.set_by;
  if (typeof f0 !== "string") return false;
  f0 = v.is_overridable;
  if (f0 != null && typeof f0 !== "boolean") return false;
  f0 = v.reason_code;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.reason;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (typeof f0 !== "string") return false;
  f0 = v.deleted_at;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `IdentityControl` as data, to explain a refused value. */
export const IdentityControlShape: ResponseShape = {
  object: {
    id: "string",
    type: "string",
    set_by: "string",
    is_overridable: "boolean",
    reason_code: "string",
    reason: "string",
    created_at: "string",
    deleted_at: "string",
  },
  required: ["id", "type", "set_by", "created_at"],
};

/** True when `v` is a valid `IdentityStatusDetails` (the response form). */
export function checkIdentityStatusDetails(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.active_controls;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkIdentityControl(f0[i1])) return false;
  }
  f0 = v.requirements;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i2 = 0; i2 < f0.length; i2++) if (!checkIdentityRequirement(f0[i2])) return false;
  }
  return true;
}

/** `IdentityStatusDetails` as data, to explain a refused value. */
export const IdentityStatusDetailsShape: ResponseShape = {
  object: {
    active_controls: { array: IdentityControlShape },
    requirements: { array: IdentityRequirementShape },
  },
};

/** True when `v` is a valid `Identity` (the response form). */
export function checkIdentity(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (typeof f0 !== "string") return false;
  f0 = v.type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.summary_status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.status_details;
  if (f0 != null && !checkIdentityStatusDetails(f0)) return false;
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.metadata;
  if (f0 != null && !checkFreeFormMetadata(f0)) return false;
  f0 = v.user_disabled;
  if (f0 != null && typeof f0 !== "boolean") return false;
  f0 = v.admin_disabled;
  if (f0 != null && typeof f0 !== "boolean") return false;
  f0 = v.person_details;
  if (f0 != null && !checkIdentityPersonDetails(f0)) return false;
  f0 = v.institution_details;
  if (f0 != null && !checkIdentityInstitutionDetails(f0)) return false;
  f0 = v.institution_members;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkIdentityInstitutionMember(f0[i1])) return false;
  }
  f0 = v.tax_details;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i2 = 0; i2 < f0.length; i2++) if (!checkIdentityTaxDetail(f0[i2])) return false;
  }
  f0 = v.tax_details_not_required;
  if (f0 != null && typeof f0 !== "boolean") return false;
  f0 = v.summary_tin_verification_status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.customer_due_diligence;
  if (f0 != null && !checkIdentityCustomerDueDiligence(f0)) return false;
  f0 = v.is_merchant;
  if (f0 != null && typeof f0 !== "boolean") return false;
  f0 = v.last_kyc_refresh_date;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `Identity` as data, to explain a refused value. */
export const IdentityShape: ResponseShape = {
  object: {
    id: "string",
    type: "string",
    summary_status: "string",
    status: "string",
    status_details: IdentityStatusDetailsShape,
    ref_id: "string",
    metadata: FreeFormMetadataShape,
    user_disabled: "boolean",
    admin_disabled: "boolean",
    person_details: IdentityPersonDetailsShape,
    institution_details: IdentityInstitutionDetailsShape,
    institution_members: { array: IdentityInstitutionMemberShape },
    tax_details: { array: IdentityTaxDetailShape },
    tax_details_not_required: "boolean",
    summary_tin_verification_status: "string",
    customer_due_diligence: IdentityCustomerDueDiligenceShape,
    is_merchant: "boolean",
    last_kyc_refresh_date: "string",
    created_at: "string",
    updated_at: "string",
  },
  required: ["id"],
};

/** True when `v` is a valid `IdentityPage` (the response form). */
export function checkIdentityPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkIdentity(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `IdentityPage` as data, to explain a refused value. */
export const IdentityPageShape: ResponseShape = {
  object: {
    items: { array: IdentityShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `IdentityDocument` (the response form). */
export function checkIdentityDocument(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.file_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.name;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.document_types;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (typeof f0[i1] !== "string") return false;
  }
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.archived_at;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `IdentityDocument` as data, to explain a refused value. */
export const IdentityDocumentShape: ResponseShape = {
  object: {
    file_id: "string",
    name: "string",
    document_types: { array: "string" },
    created_at: "string",
    archived_at: "string",
  },
};

/** True when `v` is a valid `IdentityDocumentList` (the response form). */
export function checkIdentityDocumentList(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.documents;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkIdentityDocument(f0[i1])) return false;
  }
  f0 = v.pending_documents;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i2 = 0; i2 < f0.length; i2++) if (typeof f0[i2] !== "string") return false;
  }
  return true;
}

/** `IdentityDocumentList` as data, to explain a refused value. */
export const IdentityDocumentListShape: ResponseShape = {
  object: {
    documents: { array: IdentityDocumentShape },
    pending_documents: { array: "string" },
  },
};

/** True when `v` is a valid `IdentityDocumentUpload` (the response form). */
export function checkIdentityDocumentUpload(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.file_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.name;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.upload_url;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `IdentityDocumentUpload` as data, to explain a refused value. */
export const IdentityDocumentUploadShape: ResponseShape = {
  object: {
    file_id: "string",
    name: "string",
    upload_url: "string",
  },
};

/** True when `v` is a valid `InstitutionMembersAdded` (the response form). */
export function checkInstitutionMembersAdded(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.institution_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.members;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkIdentityInstitutionMember(f0[i1])) return false;
  }
  return true;
}

/** `InstitutionMembersAdded` as data, to explain a refused value. */
export const InstitutionMembersAddedShape: ResponseShape = {
  object: {
    institution_id: "string",
    members: { array: IdentityInstitutionMemberShape },
  },
};

/** True when `v` is a valid `InstitutionMemberRemoval` (the response form). */
export function checkInstitutionMemberRemoval(v: any): boolean {
  if (!isPlainRecord(v)) return false;
  return true;
}

/** `InstitutionMemberRemoval` as data, to explain a refused value. */
export const InstitutionMemberRemovalShape: ResponseShape = { record: "unknown", walk: walkRecord };

/** True when `v` is a valid `IdentityAccountMembersAdded` (the response form). */
export function checkIdentityAccountMembersAdded(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.members;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkIdentityAccountMember(f0[i1])) return false;
  }
  return true;
}

/** `IdentityAccountMembersAdded` as data, to explain a refused value. */
export const IdentityAccountMembersAddedShape: ResponseShape = {
  object: {
    account_id: "string",
    members: { array: IdentityAccountMemberShape },
  },
};

/** True when `v` is a valid `IdentityAccountMemberRemoval` (the response form). */
export function checkIdentityAccountMemberRemoval(v: any): boolean {
  if (!isPlainRecord(v)) return false;
  return true;
}

/** `IdentityAccountMemberRemoval` as data, to explain a refused value. */
export const IdentityAccountMemberRemovalShape: ResponseShape = { record: "unknown", walk: walkRecord };

/** True when `v` is a valid `SandboxIdentityStatusResult` (the response form). */
export function checkSandboxIdentityStatusResult(v: any): boolean {
  if (!isPlainRecord(v)) return false;
  return true;
}

/** `SandboxIdentityStatusResult` as data, to explain a refused value. */
export const SandboxIdentityStatusResultShape: ResponseShape = { record: "unknown", walk: walkRecord };

/** True when `v` is a valid `PriceSnapshot` (the response form). */
export function checkPriceSnapshot(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.market;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.current_price;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.yesterday_price;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.snapshot_at;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `PriceSnapshot` as data, to explain a refused value. */
export const PriceSnapshotShape: ResponseShape = {
  object: {
    market: "string",
    current_price: "string",
    yesterday_price: "string",
    snapshot_at: "string",
  },
};

/** True when `v` is a valid `PriceList` (the response form). */
export function checkPriceList(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkPriceSnapshot(f0[i1])) return false;
  }
  f0 = v.prices;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i2 = 0; i2 < f0.length; i2++) if (!checkPriceSnapshot(f0[i2])) return false;
  }
  return true;
}

/** `PriceList` as data, to explain a refused value. */
export const PriceListShape: ResponseShape = {
  object: {
    items: { array: PriceSnapshotShape },
    prices: { array: PriceSnapshotShape },
  },
};

/** True when `v` is a valid `HistoricalPrice` (the response form). */
export function checkHistoricalPrice(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.average_price;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.timestamp;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `HistoricalPrice` as data, to explain a refused value. */
export const HistoricalPriceShape: ResponseShape = {
  object: {
    average_price: "string",
    timestamp: "string",
  },
};

/** True when `v` is a valid `HistoricalPriceList` (the response form). */
export function checkHistoricalPriceList(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.market;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkHistoricalPrice(f0[i1])) return false;
  }
  f0 = v.prices;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i2 = 0; i2 < f0.length; i2++) if (!checkHistoricalPrice(f0[i2])) return false;
  }
  f0 = v.total_count;
  if (f0 != null && !Number.isSafeInteger(f0)) return false;
  return true;
}

/** `HistoricalPriceList` as data, to explain a refused value. */
export const HistoricalPriceListShape: ResponseShape = {
  object: {
    market: "string",
    items: { array: HistoricalPriceShape },
    prices: { array: HistoricalPriceShape },
    total_count: { int: true, walk: walkInt },
  },
};

/** True when `v` is a valid `ScheduledMaintenance` (the response form). */
export function checkScheduledMaintenance(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.starts_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.ends_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.recurrence;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `ScheduledMaintenance` as data, to explain a refused value. */
export const ScheduledMaintenanceShape: ResponseShape = {
  object: {
    starts_at: "string",
    ends_at: "string",
    recurrence: "string",
  },
};

/** True when `v` is a valid `MarketStatus` (the response form). */
export function checkMarketStatus(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.buy_status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.buy_reason;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.sell_status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.sell_reason;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.scheduled_maintenance;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkScheduledMaintenance(f0[i1])) return false;
  }
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `MarketStatus` as data, to explain a refused value. */
export const MarketStatusShape: ResponseShape = {
  object: {
    buy_status: "string",
    buy_reason: "string",
    sell_status: "string",
    sell_reason: "string",
    scheduled_maintenance: { array: ScheduledMaintenanceShape },
    updated_at: "string",
  },
};

/** True when `v` is a valid `MarketDetails` (the response form). */
export function checkMarketDetails(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.market;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.base_asset;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.quote_asset;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.tick_rate;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.min_base_amount;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.max_base_amount;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.min_quote_amount;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.max_quote_amount;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.market_status;
  if (f0 != null && !checkMarketStatus(f0)) return false;
  return true;
}

/** `MarketDetails` as data, to explain a refused value. */
export const MarketDetailsShape: ResponseShape = {
  object: {
    market: "string",
    base_asset: "string",
    quote_asset: "string",
    tick_rate: "string",
    min_base_amount: "string",
    max_base_amount: "string",
    min_quote_amount: "string",
    max_quote_amount: "string",
    market_status: MarketStatusShape,
  },
};

/** True when `v` is a valid `MarketList` (the response form). */
export function checkMarketList(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.markets;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkMarketDetails(f0[i1])) return false;
  }
  return true;
}

/** `MarketList` as data, to explain a refused value. */
export const MarketListShape: ResponseShape = {
  object: {
    markets: { array: MarketDetailsShape },
  },
};

/** True when `v` is a valid `OrderBook` (the response form). */
export function checkOrderBook(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.market;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.asks;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkTickerQuote(f0[i1])) return false;
  }
  f0 = v.bids;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i2 = 0; i2 < f0.length; i2++) if (!checkTickerQuote(f0[i2])) return false;
  }
  return true;
}

/** `OrderBook` as data, to explain a refused value. */
export const OrderBookShape: ResponseShape = {
  object: {
    market: "string",
    asks: { array: TickerQuoteShape },
    bids: { array: TickerQuoteShape },
  },
};

/** True when `v` is a valid `RecentExecution` (the response form). */
export function checkRecentExecution(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.match_number;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.price;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.amount;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.executed_at;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `RecentExecution` as data, to explain a refused value. */
export const RecentExecutionShape: ResponseShape = {
  object: {
    match_number: "string",
    price: "string",
    amount: "string",
    executed_at: "string",
  },
};

/** True when `v` is a valid `RecentExecutionList` (the response form). */
export function checkRecentExecutionList(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkRecentExecution(f0[i1])) return false;
  }
  return true;
}

/** `RecentExecutionList` as data, to explain a refused value. */
export const RecentExecutionListShape: ResponseShape = {
  object: {
    items: { array: RecentExecutionShape },
  },
};

/** True when `v` is a valid `BookLevel` (the response form). */
export function checkBookLevel(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.price;
  if (typeof f0 !== "string") return false;
  f0 = v.amount;
  if (typeof f0 !== "string") return false;
  return true;
}

/** `BookLevel` as data, to explain a refused value. */
export const BookLevelShape: ResponseShape = {
  object: {
    price: "string",
    amount: "string",
  },
  required: ["price", "amount"],
};

/** True when `v` is a valid `OrderBookSnapshotMessage` (the response form). */
export function checkOrderBookSnapshotMessage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.type;
  if (typeof f0 !== "string") return false;
  f0 = v.market;
  if (typeof f0 !== "string") return false;
  f0 = v.bids;
  if (!Array.isArray(f0)) return false;
  for (let i1 = 0; i1 < f0.length; i1++) if (!checkBookLevel(f0[i1])) return false;
  f0 = v.asks;
  if (!Array.isArray(f0)) return false;
  for (let i2 = 0; i2 < f0.length; i2++) if (!checkBookLevel(f0[i2])) return false;
  f0 = v.final_snapshot;
  if (f0 != null && !(typeof f0 === "boolean" || typeof f0 === "string")) return false;
  return true;
}

/** `OrderBookSnapshotMessage` as data, to explain a refused value. */
export const OrderBookSnapshotMessageShape: ResponseShape = {
  object: {
    type: "string",
    market: "string",
    bids: { array: BookLevelShape },
    asks: { array: BookLevelShape },
    final_snapshot: { anyOf: ["boolean", "string"] },
  },
  required: ["type", "market", "bids", "asks"],
};

/** True when `v` is a valid `OrderBookUpdateMessage` (the response form). */
export function checkOrderBookUpdateMessage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.type;
  if (typeof f0 !== "string") return false;
  f0 = v.market;
  if (typeof f0 !== "string") return false;
  f0 = v.side;
  if (typeof f0 !== "string") return false;
  f0 = v.price;
  if (typeof f0 !== "string") return false;
  f0 = v.amount;
  if (typeof f0 !== "string") return false;
  return true;
}

/** `OrderBookUpdateMessage` as data, to explain a refused value. */
export const OrderBookUpdateMessageShape: ResponseShape = {
  object: {
    type: "string",
    market: "string",
    side: "string",
    price: "string",
    amount: "string",
  },
  required: ["type", "market", "side", "price", "amount"],
};

/** True when `v` is a valid `ExecutionMessage` (the response form). */
export function checkExecutionMessage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.market;
  if (typeof f0 !== "string") return false;
  f0 = v.price;
  if (typeof f0 !== "string") return false;
  f0 = v.amount;
  if (typeof f0 !== "string") return false;
  f0 = v.executed_at;
  if (typeof f0 !== "string") return false;
  f0 = v.match_number;
  if (typeof f0 !== "string") return false;
  return true;
}

/** `ExecutionMessage` as data, to explain a refused value. */
export const ExecutionMessageShape: ResponseShape = {
  object: {
    market: "string",
    price: "string",
    amount: "string",
    executed_at: "string",
    match_number: "string",
  },
  required: ["market", "price", "amount", "executed_at", "match_number"],
};

/** True when `v` is a valid `StablecoinPriceMessage` (the response form). */
export function checkStablecoinPriceMessage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.market;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.price;
  if (typeof f0 !== "string") return false;
  f0 = v.timestamp;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `StablecoinPriceMessage` as data, to explain a refused value. */
export const StablecoinPriceMessageShape: ResponseShape = {
  object: {
    market: "string",
    price: "string",
    timestamp: "string",
  },
  required: ["price"],
};

/** True when `v` is a valid `Execution` (the response form). */
export function checkExecution(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.execution_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.order_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.executed_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.market;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.side;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.amount;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.price;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.commission;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.commission_asset;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.rebate;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.rebate_asset;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.gross_trade_amount;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `Execution` as data, to explain a refused value. */
export const ExecutionShape: ResponseShape = {
  object: {
    execution_id: "string",
    order_id: "string",
    executed_at: "string",
    market: "string",
    side: "string",
    amount: "string",
    price: "string",
    commission: "string",
    commission_asset: "string",
    rebate: "string",
    rebate_asset: "string",
    account_id: "string",
    gross_trade_amount: "string",
  },
};

/** True when `v` is a valid `ExecutionPage` (the response form). */
export function checkExecutionPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkExecution(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `ExecutionPage` as data, to explain a refused value. */
export const ExecutionPageShape: ResponseShape = {
  object: {
    items: { array: ExecutionShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `Order` (the response form). */
export function checkOrder(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.profile_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.side;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.market;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.base_amount;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.price;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.quote_amount;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.metadata;
  if (f0 != null && !checkFreeFormMetadata(f0)) return false;
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.modified_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.amount_filled;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.volume_weighted_average_price;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.time_in_force;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.expiration_date;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.identity_account_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.stop_price;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.recipient_profile_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.is_triggered;
  if (f0 != null && typeof f0 !== "boolean") return false;
  return true;
}

/** `Order` as data, to explain a refused value. */
export const OrderShape: ResponseShape = {
  object: {
    id: "string",
    profile_id: "string",
    ref_id: "string",
    status: "string",
    side: "string",
    market: "string",
    type: "string",
    base_amount: "string",
    price: "string",
    quote_amount: "string",
    metadata: FreeFormMetadataShape,
    created_at: "string",
    modified_at: "string",
    amount_filled: "string",
    volume_weighted_average_price: "string",
    time_in_force: "string",
    expiration_date: "string",
    identity_id: "string",
    identity_account_id: "string",
    stop_price: "string",
    recipient_profile_id: "string",
    is_triggered: "boolean",
  },
};

/** True when `v` is a valid `OrderPage` (the response form). */
export function checkOrderPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkOrder(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `OrderPage` as data, to explain a refused value. */
export const OrderPageShape: ResponseShape = {
  object: {
    items: { array: OrderShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `CancelOrderResult` (the response form). */
export function checkCancelOrderResult(v: any): boolean {
  if (!isPlainRecord(v)) return false;
  return true;
}

/** `CancelOrderResult` as data, to explain a refused value. */
export const CancelOrderResultShape: ResponseShape = { record: "unknown", walk: walkRecord };

/** True when `v` is a valid `Quote` (the response form). */
export function checkQuote(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (typeof f0 !== "string") return false;
  f0 = v.market;
  if (typeof f0 !== "string") return false;
  f0 = v.side;
  if (typeof f0 !== "string") return false;
  f0 = v.price;
  if (typeof f0 !== "string") return false;
  f0 = v.base_asset;
  if (typeof f0 !== "string") return false;
  f0 = v.quote_asset;
  if (typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (typeof f0 !== "string") return false;
  f0 = v.expires_at;
  if (typeof f0 !== "string") return false;
  return true;
}

/** `Quote` as data, to explain a refused value. */
export const QuoteShape: ResponseShape = {
  object: {
    id: "string",
    market: "string",
    side: "string",
    price: "string",
    base_asset: "string",
    quote_asset: "string",
    created_at: "string",
    expires_at: "string",
  },
  required: ["id", "market", "side", "price", "base_asset", "quote_asset", "created_at", "expires_at"],
};

/** True when `v` is a valid `QuoteList` (the response form). */
export function checkQuoteList(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkQuote(f0[i1])) return false;
  }
  return true;
}

/** `QuoteList` as data, to explain a refused value. */
export const QuoteListShape: ResponseShape = {
  object: {
    items: { array: QuoteShape },
  },
};

/** True when `v` is a valid `QuoteExecution` (the response form). */
export function checkQuoteExecution(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (typeof f0 !== "string") return false;
  f0 = v.profile_id;
  if (typeof f0 !== "string") return false;
  f0 = v.quote_id;
  if (typeof f0 !== "string") return false;
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.status;
  if (typeof f0 !== "string") return false;
  f0 = v.market;
  if (typeof f0 !== "string") return false;
  f0 = v.side;
  if (typeof f0 !== "string") return false;
  f0 = v.price;
  if (typeof f0 !== "string") return false;
  f0 = v.base_amount;
  if (typeof f0 !== "string") return false;
  f0 = v.base_asset;
  if (typeof f0 !== "string") return false;
  f0 = v.quote_amount;
  if (typeof f0 !== "string") return false;
  f0 = v.quote_asset;
  if (typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (typeof f0 !== "string") return false;
  f0 = v.settled_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.metadata;
  if (f0 != null && !checkFreeFormMetadata(f0)) return false;
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.recipient_profile_id;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `QuoteExecution` as data, to explain a refused value. */
export const QuoteExecutionShape: ResponseShape = {
  object: {
    id: "string",
    profile_id: "string",
    quote_id: "string",
    ref_id: "string",
    status: "string",
    market: "string",
    side: "string",
    price: "string",
    base_amount: "string",
    base_asset: "string",
    quote_amount: "string",
    quote_asset: "string",
    created_at: "string",
    settled_at: "string",
    metadata: FreeFormMetadataShape,
    identity_id: "string",
    account_id: "string",
    recipient_profile_id: "string",
  },
  required: ["id", "profile_id", "quote_id", "status", "market", "side", "price", "base_amount", "base_asset", "quote_amount", "quote_asset", "created_at"],
};

/** True when `v` is a valid `QuoteExecutionPage` (the response form). */
export function checkQuoteExecutionPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkQuoteExecution(f0[i1])) return false;
  }
  f0 = v.total_count;
  if (f0 != null && !Number.isSafeInteger(f0)) return false;
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `QuoteExecutionPage` as data, to explain a refused value. */
export const QuoteExecutionPageShape: ResponseShape = {
  object: {
    items: { array: QuoteExecutionShape },
    total_count: { int: true, walk: walkInt },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `IssuerQuote` (the response form). */
export function checkIssuerQuote(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.quote_id;
  if (typeof f0 !== "string") return false;
  f0 = v.market;
  if (typeof f0 !== "string") return false;
  f0 = v.side;
  if (typeof f0 !== "string") return false;
  f0 = v.quantity;
  if (typeof f0 !== "string") return false;
  f0 = v.price;
  if (typeof f0 !== "string") return false;
  f0 = v.fee;
  if (typeof f0 !== "string") return false;
  f0 = v.quote_amount;
  if (typeof f0 !== "string") return false;
  f0 = v.expires_at;
  if (typeof f0 !== "string") return false;
  return true;
}

/** `IssuerQuote` as data, to explain a refused value. */
export const IssuerQuoteShape: ResponseShape = {
  object: {
    quote_id: "string",
    market: "string",
    side: "string",
    quantity: "string",
    price: "string",
    fee: "string",
    quote_amount: "string",
    expires_at: "string",
  },
  required: ["quote_id", "market", "side", "quantity", "price", "fee", "quote_amount", "expires_at"],
};

/** True when `v` is a valid `IssuerQuoteExecutionCreated` (the response form). */
export function checkIssuerQuoteExecutionCreated(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (typeof f0 !== "string") return false;
  return true;
}

/** `IssuerQuoteExecutionCreated` as data, to explain a refused value. */
export const IssuerQuoteExecutionCreatedShape: ResponseShape = {
  object: {
    id: "string",
  },
  required: ["id"],
};

/** True when `v` is a valid `IssuerQuoteExecution` (the response form). */
export function checkIssuerQuoteExecution(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (typeof f0 !== "string") return false;
  f0 = v.asset_type;
  if (typeof f0 !== "string") return false;
  f0 = v.principal;
  if (typeof f0 !== "string") return false;
  f0 = v.fee;
  if (typeof f0 !== "string") return false;
  f0 = v.status;
  if (typeof f0 !== "string") return false;
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.token_fee;
  if (typeof f0 !== "string") return false;
  f0 = v.token_price;
  if (typeof f0 !== "string") return false;
  f0 = v.token_principal;
  if (typeof f0 !== "string") return false;
  f0 = v.profile_id;
  if (typeof f0 !== "string") return false;
  return true;
}

/** `IssuerQuoteExecution` as data, to explain a refused value. */
export const IssuerQuoteExecutionShape: ResponseShape = {
  object: {
    id: "string",
    created_at: "string",
    asset_type: "string",
    principal: "string",
    fee: "string",
    status: "string",
    ref_id: "string",
    token_fee: "string",
    token_price: "string",
    token_principal: "string",
    profile_id: "string",
  },
  required: ["id", "created_at", "asset_type", "principal", "fee", "status", "token_fee", "token_price", "token_principal", "profile_id"],
};

/** True when `v` is a valid `IssuerQuoteExecutionPage` (the response form). */
export function checkIssuerQuoteExecutionPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.issuer_quote_executions;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkIssuerQuoteExecution(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `IssuerQuoteExecutionPage` as data, to explain a refused value. */
export const IssuerQuoteExecutionPageShape: ResponseShape = {
  object: {
    issuer_quote_executions: { array: IssuerQuoteExecutionShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `StablecoinConversion` (the response form). */
export function checkStablecoinConversion(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.profile_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.amount;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.source_asset;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.target_asset;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.settled_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.cancelled_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.metadata;
  if (f0 != null && !checkFreeFormMetadata(f0)) return false;
  f0 = v.recipient_profile_id;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `StablecoinConversion` as data, to explain a refused value. */
export const StablecoinConversionShape: ResponseShape = {
  object: {
    id: "string",
    profile_id: "string",
    amount: "string",
    source_asset: "string",
    target_asset: "string",
    status: "string",
    ref_id: "string",
    identity_id: "string",
    account_id: "string",
    created_at: "string",
    updated_at: "string",
    settled_at: "string",
    cancelled_at: "string",
    metadata: FreeFormMetadataShape,
    recipient_profile_id: "string",
  },
};

/** True when `v` is a valid `StablecoinConversionPage` (the response form). */
export function checkStablecoinConversionPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkStablecoinConversion(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `StablecoinConversionPage` as data, to explain a refused value. */
export const StablecoinConversionPageShape: ResponseShape = {
  object: {
    items: { array: StablecoinConversionShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `OrchestrationTransfer` (the response form). */
export function checkOrchestrationTransfer(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.transfer_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `OrchestrationTransfer` as data, to explain a refused value. */
export const OrchestrationTransferShape: ResponseShape = {
  object: {
    transfer_id: "string",
    status: "string",
  },
};

/** True when `v` is a valid `OrchestrationFailReason` (the response form). */
export function checkOrchestrationFailReason(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.detail;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `OrchestrationFailReason` as data, to explain a refused value. */
export const OrchestrationFailReasonShape: ResponseShape = {
  object: {
    detail: "string",
  },
};

/** True when `v` is a valid `OrchestrationCryptoEndpoint` (the response form). */
export function checkOrchestrationCryptoEndpoint(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.address_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.address;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.network;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `OrchestrationCryptoEndpoint` as data, to explain a refused value. */
export const OrchestrationCryptoEndpointShape: ResponseShape = {
  object: {
    address_id: "string",
    address: "string",
    network: "string",
  },
};

/** True when `v` is a valid `OrchestrationFiatSource` (the response form). */
export function checkOrchestrationFiatSource(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.deposit_instructions_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.memo;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `OrchestrationFiatSource` as data, to explain a refused value. */
export const OrchestrationFiatSourceShape: ResponseShape = {
  object: {
    deposit_instructions_id: "string",
    memo: "string",
  },
};

/** True when `v` is a valid `OrchestrationFiatDestination` (the response form). */
export function checkOrchestrationFiatDestination(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.bank_account_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.memo;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `OrchestrationFiatDestination` as data, to explain a refused value. */
export const OrchestrationFiatDestinationShape: ResponseShape = {
  object: {
    bank_account_id: "string",
    memo: "string",
  },
};

/** True when `v` is a valid `OrchestrationProfileEndpoint` (the response form). */
export function checkOrchestrationProfileEndpoint(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.profile_id;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `OrchestrationProfileEndpoint` as data, to explain a refused value. */
export const OrchestrationProfileEndpointShape: ResponseShape = {
  object: {
    profile_id: "string",
  },
};

/** True when `v` is a valid `OrchestrationSource` (the response form). */
export function checkOrchestrationSource(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.crypto;
  if (f0 != null && !checkOrchestrationCryptoEndpoint(f0)) return false;
  f0 = v.fiat;
  if (f0 != null && !checkOrchestrationFiatSource(f0)) return false;
  f0 = v.profile;
  if (f0 != null && !checkOrchestrationProfileEndpoint(f0)) return false;
  return true;
}

/** `OrchestrationSource` as data, to explain a refused value. */
export const OrchestrationSourceShape: ResponseShape = {
  object: {
    crypto: OrchestrationCryptoEndpointShape,
    fiat: OrchestrationFiatSourceShape,
    profile: OrchestrationProfileEndpointShape,
  },
};

/** True when `v` is a valid `OrchestrationDestination` (the response form). */
export function checkOrchestrationDestination(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.crypto;
  if (f0 != null && !checkOrchestrationCryptoEndpoint(f0)) return false;
  f0 = v.fiat;
  if (f0 != null && !checkOrchestrationFiatDestination(f0)) return false;
  f0 = v.profile;
  if (f0 != null && !checkOrchestrationProfileEndpoint(f0)) return false;
  return true;
}

/** `OrchestrationDestination` as data, to explain a refused value. */
export const OrchestrationDestinationShape: ResponseShape = {
  object: {
    crypto: OrchestrationCryptoEndpointShape,
    fiat: OrchestrationFiatDestinationShape,
    profile: OrchestrationProfileEndpointShape,
  },
};

/** True when `v` is a valid `Orchestration` (the response form). */
export function checkOrchestration(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.profile_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.customer_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.source_asset;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.destination_asset;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.source_amount;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.source_transfer;
  if (f0 != null && !checkOrchestrationTransfer(f0)) return false;
  f0 = v.destination_transfer;
  if (f0 != null && !checkOrchestrationTransfer(f0)) return false;
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.fail_reason;
  if (f0 != null && !checkOrchestrationFailReason(f0)) return false;
  f0 = v.source;
  if (f0 != null && !checkOrchestrationSource(f0)) return false;
  f0 = v.destination;
  if (f0 != null && !checkOrchestrationDestination(f0)) return false;
  f0 = v.orchestration_rule_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.metadata;
  if (f0 != null && !checkFreeFormMetadata(f0)) return false;
  return true;
}

/** `Orchestration` as data, to explain a refused value. */
export const OrchestrationShape: ResponseShape = {
  object: {
    id: "string",
    profile_id: "string",
    identity_id: "string",
    account_id: "string",
    customer_id: "string",
    ref_id: "string",
    source_asset: "string",
    destination_asset: "string",
    source_amount: "string",
    source_transfer: OrchestrationTransferShape,
    destination_transfer: OrchestrationTransferShape,
    status: "string",
    fail_reason: OrchestrationFailReasonShape,
    source: OrchestrationSourceShape,
    destination: OrchestrationDestinationShape,
    orchestration_rule_id: "string",
    created_at: "string",
    updated_at: "string",
    metadata: FreeFormMetadataShape,
  },
};

/** True when `v` is a valid `OrchestrationPage` (the response form). */
export function checkOrchestrationPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkOrchestration(f0[i1])) return false;
  }
  f0 = v.orchestrations;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i2 = 0; i2 < f0.length; i2++) if (!checkOrchestration(f0[i2])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `OrchestrationPage` as data, to explain a refused value. */
export const OrchestrationPageShape: ResponseShape = {
  object: {
    items: { array: OrchestrationShape },
    orchestrations: { array: OrchestrationShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `OrchestrationRuleFiatSource` (the response form). */
export function checkOrchestrationRuleFiatSource(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.deposit_instructions_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.network;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.account_type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.memo_id;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `OrchestrationRuleFiatSource` as data, to explain a refused value. */
export const OrchestrationRuleFiatSourceShape: ResponseShape = {
  object: {
    deposit_instructions_id: "string",
    network: "string",
    account_type: "string",
    memo_id: "string",
  },
};

/** True when `v` is a valid `OrchestrationRuleSource` (the response form). */
export function checkOrchestrationRuleSource(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.crypto;
  if (f0 != null && !checkOrchestrationCryptoEndpoint(f0)) return false;
  f0 = v.fiat;
  if (f0 != null && !checkOrchestrationRuleFiatSource(f0)) return false;
  f0 = v.profile;
  if (f0 != null && !checkOrchestrationProfileEndpoint(f0)) return false;
  return true;
}

/** `OrchestrationRuleSource` as data, to explain a refused value. */
export const OrchestrationRuleSourceShape: ResponseShape = {
  object: {
    crypto: OrchestrationCryptoEndpointShape,
    fiat: OrchestrationRuleFiatSourceShape,
    profile: OrchestrationProfileEndpointShape,
  },
};

/** True when `v` is a valid `OrchestrationRuleCryptoDestination` (the response form). */
export function checkOrchestrationRuleCryptoDestination(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.address;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.network;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `OrchestrationRuleCryptoDestination` as data, to explain a refused value. */
export const OrchestrationRuleCryptoDestinationShape: ResponseShape = {
  object: {
    address: "string",
    network: "string",
  },
};

/** True when `v` is a valid `OrchestrationRuleFiatDestination` (the response form). */
export function checkOrchestrationRuleFiatDestination(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.fiat_account_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.memo;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `OrchestrationRuleFiatDestination` as data, to explain a refused value. */
export const OrchestrationRuleFiatDestinationShape: ResponseShape = {
  object: {
    fiat_account_id: "string",
    memo: "string",
  },
};

/** True when `v` is a valid `OrchestrationRuleDestination` (the response form). */
export function checkOrchestrationRuleDestination(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.crypto;
  if (f0 != null && !checkOrchestrationRuleCryptoDestination(f0)) return false;
  f0 = v.fiat;
  if (f0 != null && !checkOrchestrationRuleFiatDestination(f0)) return false;
  f0 = v.profile;
  if (f0 != null && !checkOrchestrationProfileEndpoint(f0)) return false;
  return true;
}

/** `OrchestrationRuleDestination` as data, to explain a refused value. */
export const OrchestrationRuleDestinationShape: ResponseShape = {
  object: {
    crypto: OrchestrationRuleCryptoDestinationShape,
    fiat: OrchestrationRuleFiatDestinationShape,
    profile: OrchestrationProfileEndpointShape,
  },
};

/** True when `v` is a valid `OrchestrationRule` (the response form). */
export function checkOrchestrationRule(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.nickname;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.profile_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.identity_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.account_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.source_asset;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.destination_asset;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.source;
  if (f0 != null && !checkOrchestrationRuleSource(f0)) return false;
  f0 = v.destination;
  if (f0 != null && !checkOrchestrationRuleDestination(f0)) return false;
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `OrchestrationRule` as data, to explain a refused value. */
export const OrchestrationRuleShape: ResponseShape = {
  object: {
    id: "string",
    ref_id: "string",
    nickname: "string",
    profile_id: "string",
    identity_id: "string",
    account_id: "string",
    status: "string",
    source_asset: "string",
    destination_asset: "string",
    source: OrchestrationRuleSourceShape,
    destination: OrchestrationRuleDestinationShape,
    created_at: "string",
  },
};

/** True when `v` is a valid `OrchestrationRuleResult` (the response form). */
export function checkOrchestrationRuleResult(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.rule;
  if (f0 != null && !checkOrchestrationRule(f0)) return false;
  return true;
}

/** `OrchestrationRuleResult` as data, to explain a refused value. */
export const OrchestrationRuleResultShape: ResponseShape = {
  object: {
    rule: OrchestrationRuleShape,
  },
};

/** True when `v` is a valid `OrchestrationRulePage` (the response form). */
export function checkOrchestrationRulePage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkOrchestrationRule(f0[i1])) return false;
  }
  f0 = v.rules;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i2 = 0; i2 < f0.length; i2++) if (!checkOrchestrationRule(f0[i2])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `OrchestrationRulePage` as data, to explain a refused value. */
export const OrchestrationRulePageShape: ResponseShape = {
  object: {
    items: { array: OrchestrationRuleShape },
    rules: { array: OrchestrationRuleShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `IdentityControlPage` (the response form). */
export function checkIdentityControlPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkIdentityControl(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `IdentityControlPage` as data, to explain a refused value. */
export const IdentityControlPageShape: ResponseShape = {
  object: {
    items: { array: IdentityControlShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `IdentityControlDeletion` (the response form). */
export function checkIdentityControlDeletion(v: any): boolean {
  if (!isPlainRecord(v)) return false;
  return true;
}

/** `IdentityControlDeletion` as data, to explain a refused value. */
export const IdentityControlDeletionShape: ResponseShape = { record: "unknown", walk: walkRecord };

/** True when `v` is a valid `KycRefreshResult` (the response form). */
export function checkKycRefreshResult(v: any): boolean {
  if (!isPlainRecord(v)) return false;
  return true;
}

/** `KycRefreshResult` as data, to explain a refused value. */
export const KycRefreshResultShape: ResponseShape = { record: "unknown", walk: walkRecord };

/** True when `v` is a valid `AddressSignatureChallenge` (the response form). */
export function checkAddressSignatureChallenge(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.message;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.nonce;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.signature;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `AddressSignatureChallenge` as data, to explain a refused value. */
export const AddressSignatureChallengeShape: ResponseShape = {
  object: {
    message: "string",
    nonce: "string",
    signature: "string",
  },
};

/** True when `v` is a valid `AddressSmallDeposit` (the response form). */
export function checkAddressSmallDeposit(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.amount;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.asset;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.deposit_address;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.transaction_hash;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `AddressSmallDeposit` as data, to explain a refused value. */
export const AddressSmallDepositShape: ResponseShape = {
  object: {
    amount: "string",
    asset: "string",
    deposit_address: "string",
    transaction_hash: "string",
  },
};

/** True when `v` is a valid `AddressManualVerification` (the response form). */
export function checkAddressManualVerification(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.verified_by;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.reason;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `AddressManualVerification` as data, to explain a refused value. */
export const AddressManualVerificationShape: ResponseShape = {
  object: {
    verified_by: "string",
    reason: "string",
  },
};

/** True when `v` is a valid `AddressVerification` (the response form). */
export function checkAddressVerification(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.network;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.address;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.verification_method;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.signature_verification;
  if (f0 != null && !checkAddressSignatureChallenge(f0)) return false;
  f0 = v.small_deposit_verification;
  if (f0 != null && !checkAddressSmallDeposit(f0)) return false;
  f0 = v.manual_verification;
  if (f0 != null && !checkAddressManualVerification(f0)) return false;
  f0 = v.ref_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.expires_at;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `AddressVerification` as data, to explain a refused value. */
export const AddressVerificationShape: ResponseShape = {
  object: {
    id: "string",
    network: "string",
    address: "string",
    verification_method: "string",
    status: "string",
    signature_verification: AddressSignatureChallengeShape,
    small_deposit_verification: AddressSmallDepositShape,
    manual_verification: AddressManualVerificationShape,
    ref_id: "string",
    created_at: "string",
    updated_at: "string",
    expires_at: "string",
  },
};

/** True when `v` is a valid `AddressVerificationPage` (the response form). */
export function checkAddressVerificationPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkAddressVerification(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `AddressVerificationPage` as data, to explain a refused value. */
export const AddressVerificationPageShape: ResponseShape = {
  object: {
    items: { array: AddressVerificationShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `Vasp` (the response form). */
export function checkVasp(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (typeof f0 !== "string") return false;
  f0 = v.name;
  if (typeof f0 !== "string") return false;
  return true;
}

/** `Vasp` as data, to explain a refused value. */
export const VaspShape: ResponseShape = {
  object: {
    id: "string",
    name: "string",
  },
  required: ["id", "name"],
};

/** True when `v` is a valid `VaspPage` (the response form). */
export function checkVaspPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkVasp(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `VaspPage` as data, to explain a refused value. */
export const VaspPageShape: ResponseShape = {
  object: {
    items: { array: VaspShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `VaspResult` (the response form). */
export function checkVaspResult(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.vasp;
  if (f0 != null && !checkVasp(f0)) return false;
  return true;
}

/** `VaspResult` as data, to explain a refused value. */
export const VaspResultShape: ResponseShape = {
  object: {
    vasp: VaspShape,
  },
};

/** True when `v` is a valid `Candle` (the response form). */
export function checkCandle(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.timestamp;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.open;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.high;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.low;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.close;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.volume;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `Candle` as data, to explain a refused value. */
export const CandleShape: ResponseShape = {
  object: {
    timestamp: "string",
    open: "string",
    high: "string",
    low: "string",
    close: "string",
    volume: "string",
  },
};

/** True when `v` is a valid `CandleList` (the response form). */
export function checkCandleList(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.market;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.increment;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkCandle(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `CandleList` as data, to explain a refused value. */
export const CandleListShape: ResponseShape = {
  object: {
    market: "string",
    increment: "string",
    items: { array: CandleShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `SettlementAvailability` (the response form). */
export function checkSettlementAvailability(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.buy_quantity;
  if (typeof f0 !== "string") return false;
  f0 = v.sell_quantity;
  if (typeof f0 !== "string") return false;
  f0 = v.market;
  if (typeof f0 !== "string") return false;
  f0 = v.snapshot_at;
  if (typeof f0 !== "string") return false;
  return true;
}

/** `SettlementAvailability` as data, to explain a refused value. */
export const SettlementAvailabilityShape: ResponseShape = {
  object: {
    buy_quantity: "string",
    sell_quantity: "string",
    market: "string",
    snapshot_at: "string",
  },
  required: ["buy_quantity", "sell_quantity", "market", "snapshot_at"],
};

/** True when `v` is a valid `RewardAddress` (the response form). */
export function checkRewardAddress(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.customer_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.ledger;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.address;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.name;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.payout_group_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.asset_type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.balance;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.verification_proof_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.verification_status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.verification_method;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.verification_expires_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.effective_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `RewardAddress` as data, to explain a refused value. */
export const RewardAddressShape: ResponseShape = {
  object: {
    id: "string",
    customer_id: "string",
    ledger: "string",
    address: "string",
    name: "string",
    payout_group_id: "string",
    asset_type: "string",
    balance: "string",
    status: "string",
    verification_proof_id: "string",
    verification_status: "string",
    verification_method: "string",
    verification_expires_at: "string",
    effective_at: "string",
    created_at: "string",
  },
};

/** True when `v` is a valid `RewardAddressResult` (the response form). */
export function checkRewardAddressResult(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.address;
  if (f0 != null && !checkRewardAddress(f0)) return false;
  return true;
}

/** `RewardAddressResult` as data, to explain a refused value. */
export const RewardAddressResultShape: ResponseShape = {
  object: {
    address: RewardAddressShape,
  },
};

/** True when `v` is a valid `RewardAddressPage` (the response form). */
export function checkRewardAddressPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkRewardAddress(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `RewardAddressPage` as data, to explain a refused value. */
export const RewardAddressPageShape: ResponseShape = {
  object: {
    items: { array: RewardAddressShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `RewardAddressFailure` (the response form). */
export function checkRewardAddressFailure(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.address;
  if (f0 != null && !checkRewardAddress(f0)) return false;
  f0 = v.error;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `RewardAddressFailure` as data, to explain a refused value. */
export const RewardAddressFailureShape: ResponseShape = {
  object: {
    address: RewardAddressShape,
    error: "string",
  },
};

/** True when `v` is a valid `RewardAddressBatchResult` (the response form). */
export function checkRewardAddressBatchResult(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.successful_addresses;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkRewardAddress(f0[i1])) return false;
  }
  f0 = v.failed_addresses;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i2 = 0; i2 < f0.length; i2++) if (!checkRewardAddressFailure(f0[i2])) return false;
  }
  return true;
}

/** `RewardAddressBatchResult` as data, to explain a refused value. */
export const RewardAddressBatchResultShape: ResponseShape = {
  object: {
    successful_addresses: { array: RewardAddressShape },
    failed_addresses: { array: RewardAddressFailureShape },
  },
};

/** True when `v` is a valid `RewardDeletion` (the response form). */
export function checkRewardDeletion(v: any): boolean {
  if (!isPlainRecord(v)) return false;
  return true;
}

/** `RewardDeletion` as data, to explain a refused value. */
export const RewardDeletionShape: ResponseShape = { record: "unknown", walk: walkRecord };

/** True when `v` is a valid `ClaimSchedule` (the response form). */
export function checkClaimSchedule(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.payout_group_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.schedule_type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.days_of_week;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!Number.isSafeInteger(f0[i1])) return false;
  }
  f0 = v.days_of_month;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i2 = 0; i2 < f0.length; i2++) if (!Number.isSafeInteger(f0[i2])) return false;
  }
  f0 = v.hour;
  if (f0 != null && !Number.isSafeInteger(f0)) return false;
  f0 = v.minute;
  if (f0 != null && !Number.isSafeInteger(f0)) return false;
  f0 = v.next_run_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `ClaimSchedule` as data, to explain a refused value. */
export const ClaimScheduleShape: ResponseShape = {
  object: {
    id: "string",
    payout_group_id: "string",
    schedule_type: "string",
    days_of_week: { array: { int: true, walk: walkInt } },
    days_of_month: { array: { int: true, walk: walkInt } },
    hour: { int: true, walk: walkInt },
    minute: { int: true, walk: walkInt },
    next_run_at: "string",
    created_at: "string",
    updated_at: "string",
  },
};

/** True when `v` is a valid `ClaimScheduleResult` (the response form). */
export function checkClaimScheduleResult(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.claim_schedule;
  if (f0 != null && !checkClaimSchedule(f0)) return false;
  return true;
}

/** `ClaimScheduleResult` as data, to explain a refused value. */
export const ClaimScheduleResultShape: ResponseShape = {
  object: {
    claim_schedule: ClaimScheduleShape,
  },
};

/** True when `v` is a valid `ClaimSchedulePage` (the response form). */
export function checkClaimSchedulePage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkClaimSchedule(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `ClaimSchedulePage` as data, to explain a refused value. */
export const ClaimSchedulePageShape: ResponseShape = {
  object: {
    items: { array: ClaimScheduleShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `Claim` (the response form). */
export function checkClaim(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.payout_group_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.claim_type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.claim_schedule_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.onchain_status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.amount;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.asset_type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.blockchain;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.addresses;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (typeof f0[i1] !== "string") return false;
  }
  f0 = v.tx_hash;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.error_message;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.submitted_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.confirmed_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.updated_at;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `Claim` as data, to explain a refused value. */
export const ClaimShape: ResponseShape = {
  object: {
    id: "string",
    payout_group_id: "string",
    claim_type: "string",
    claim_schedule_id: "string",
    onchain_status: "string",
    amount: "string",
    asset_type: "string",
    blockchain: "string",
    addresses: { array: "string" },
    tx_hash: "string",
    error_message: "string",
    submitted_at: "string",
    confirmed_at: "string",
    created_at: "string",
    updated_at: "string",
  },
};

/** True when `v` is a valid `ClaimPage` (the response form). */
export function checkClaimPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkClaim(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `ClaimPage` as data, to explain a refused value. */
export const ClaimPageShape: ResponseShape = {
  object: {
    items: { array: ClaimShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `RewardRate` (the response form). */
export function checkRewardRate(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.multiplier_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.rate;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.networks;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (typeof f0[i1] !== "string") return false;
  }
  f0 = v.jurisdiction;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.tier;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.effective_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `RewardRate` as data, to explain a refused value. */
export const RewardRateShape: ResponseShape = {
  object: {
    id: "string",
    multiplier_id: "string",
    rate: "string",
    networks: { array: "string" },
    jurisdiction: "string",
    tier: "string",
    effective_at: "string",
    created_at: "string",
  },
};

/** True when `v` is a valid `RewardRateList` (the response form). */
export function checkRewardRateList(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.rates;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkRewardRate(f0[i1])) return false;
  }
  return true;
}

/** `RewardRateList` as data, to explain a refused value. */
export const RewardRateListShape: ResponseShape = {
  object: {
    rates: { array: RewardRateShape },
  },
};

/** True when `v` is a valid `AssetRewardDetails` (the response form). */
export function checkAssetRewardDetails(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.asset_type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.total_available_rewards;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.lifetime_earned;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.est_next_accrual_amount;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `AssetRewardDetails` as data, to explain a refused value. */
export const AssetRewardDetailsShape: ResponseShape = {
  object: {
    asset_type: "string",
    total_available_rewards: "string",
    lifetime_earned: "string",
    est_next_accrual_amount: "string",
  },
};

/** True when `v` is a valid `RewardDetails` (the response form). */
export function checkRewardDetails(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.rates;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkRewardRate(f0[i1])) return false;
  }
  f0 = v.next_accrual;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.lifetime_earned;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.total_available_rewards;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.est_next_accrual_amount;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.asset_details;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i2 = 0; i2 < f0.length; i2++) if (!checkAssetRewardDetails(f0[i2])) return false;
  }
  return true;
}

/** `RewardDetails` as data, to explain a refused value. */
export const RewardDetailsShape: ResponseShape = {
  object: {
    rates: { array: RewardRateShape },
    next_accrual: "string",
    lifetime_earned: "string",
    total_available_rewards: "string",
    est_next_accrual_amount: "string",
    asset_details: { array: AssetRewardDetailsShape },
  },
};

/** True when `v` is a valid `PayoutGroup` (the response form). */
export function checkPayoutGroup(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (typeof f0 !== "string") return false;
  f0 = v.name;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.ledger;
  if (typeof f0 !== "string") return false;
  f0 = v.asset_type;
  if (typeof f0 !== "string") return false;
  f0 = v.rate_id;
  if (typeof f0 !== "string") return false;
  f0 = v.jurisdiction;
  if (typeof f0 !== "string") return false;
  f0 = v.claimer_address;
  if (typeof f0 !== "string") return false;
  f0 = v.manager_address;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.destination_address;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.onchain_group_id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.onchain_status;
  if (typeof f0 !== "string") return false;
  f0 = v.balance;
  if (typeof f0 !== "string") return false;
  f0 = v.balance_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.last_claim_all_at;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (typeof f0 !== "string") return false;
  f0 = v.updated_at;
  if (typeof f0 !== "string") return false;
  return true;
}

/** `PayoutGroup` as data, to explain a refused value. */
export const PayoutGroupShape: ResponseShape = {
  object: {
    id: "string",
    name: "string",
    ledger: "string",
    asset_type: "string",
    rate_id: "string",
    jurisdiction: "string",
    claimer_address: "string",
    manager_address: "string",
    destination_address: "string",
    onchain_group_id: "string",
    onchain_status: "string",
    balance: "string",
    balance_at: "string",
    last_claim_all_at: "string",
    created_at: "string",
    updated_at: "string",
  },
  required: ["id", "ledger", "asset_type", "rate_id", "jurisdiction", "claimer_address", "onchain_status", "balance", "created_at", "updated_at"],
};

/** True when `v` is a valid `PayoutGroupPage` (the response form). */
export function checkPayoutGroupPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkPayoutGroup(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.count;
  if (f0 != null && !Number.isSafeInteger(f0)) return false;
  return true;
}

/** `PayoutGroupPage` as data, to explain a refused value. */
export const PayoutGroupPageShape: ResponseShape = {
  object: {
    items: { array: PayoutGroupShape },
    next_page_cursor: "string",
    count: { int: true, walk: walkInt },
  },
};

/** True when `v` is a valid `PayoutGroupResult` (the response form). */
export function checkPayoutGroupResult(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.group;
  if (f0 != null && !checkPayoutGroup(f0)) return false;
  return true;
}

/** `PayoutGroupResult` as data, to explain a refused value. */
export const PayoutGroupResultShape: ResponseShape = {
  object: {
    group: PayoutGroupShape,
  },
};

/** True when `v` is a valid `RewardsStatementFile` (the response form). */
export function checkRewardsStatementFile(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.format;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.download_url;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.generated_at;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `RewardsStatementFile` as data, to explain a refused value. */
export const RewardsStatementFileShape: ResponseShape = {
  object: {
    format: "string",
    download_url: "string",
    generated_at: "string",
  },
};

/** True when `v` is a valid `RewardsStatement` (the response form). */
export function checkRewardsStatement(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.id;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.asset_type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.period_start;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.period_end;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.status;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.type;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.total_accrued;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.avg_daily_balance;
  if (f0 != null && typeof f0 !== "string") return false;
  f0 = v.files;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkRewardsStatementFile(f0[i1])) return false;
  }
  f0 = v.created_at;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `RewardsStatement` as data, to explain a refused value. */
export const RewardsStatementShape: ResponseShape = {
  object: {
    id: "string",
    asset_type: "string",
    period_start: "string",
    period_end: "string",
    status: "string",
    type: "string",
    total_accrued: "string",
    avg_daily_balance: "string",
    files: { array: RewardsStatementFileShape },
    created_at: "string",
  },
};

/** True when `v` is a valid `RewardsStatementPage` (the response form). */
export function checkRewardsStatementPage(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.items;
  if (f0 != null) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkRewardsStatement(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 != null && typeof f0 !== "string") return false;
  return true;
}

/** `RewardsStatementPage` as data, to explain a refused value. */
export const RewardsStatementPageShape: ResponseShape = {
  object: {
    items: { array: RewardsStatementShape },
    next_page_cursor: "string",
  },
};

/** True when `v` is a valid `RewardsStatementResult` (the response form). */
export function checkRewardsStatementResult(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.statement;
  if (f0 != null && !checkRewardsStatement(f0)) return false;
  return true;
}

/** `RewardsStatementResult` as data, to explain a refused value. */
export const RewardsStatementResultShape: ResponseShape = {
  object: {
    statement: RewardsStatementShape,
  },
};

/** How `initiateSandboxFiatDeposit` checks its 200 body (its descriptor's `response`). */
export const initiateSandboxFiatDepositResponse: ResponseCheck = {
  check: checkSandboxFiatDepositResult,
  shape: SandboxFiatDepositResultShape,
};

/** How `deleteApiCredentials` checks its 200 body (its descriptor's `response`). */
export const deleteApiCredentialsResponse: ResponseCheck = {
  check: checkDeletedApiCredentials,
  shape: DeletedApiCredentialsShape,
};

/** How `getFiatAccount` checks its 200 body (its descriptor's `response`). */
export const getFiatAccountResponse: ResponseCheck = { check: checkFiatAccount, shape: FiatAccountShape };

/** How `updateFiatAccount` checks its 200 body (its descriptor's `response`). */
export const updateFiatAccountResponse: ResponseCheck = { check: checkFiatAccount, shape: FiatAccountShape };

/** How `deleteFiatAccount` checks its 200 body (its descriptor's `response`). */
export const deleteFiatAccountResponse: ResponseCheck = {
  check: checkDeleteFiatAccountResult,
  shape: DeleteFiatAccountResultShape,
};

/** How `listTransactions` checks its 200 body (its descriptor's `response`). */
export const listTransactionsResponse: ResponseCheck = {
  check: checkSettlementTransactionListAnswer,
  shape: SettlementTransactionListAnswerShape,
};

/** How `createTransaction` checks its 200 body (its descriptor's `response`). */
export const createTransactionResponse: ResponseCheck = {
  check: checkSettlementTransaction,
  shape: SettlementTransactionShape,
};

/** How `listPayments` checks its 200 body (its descriptor's `response`). */
export const listPaymentsResponse: ResponseCheck = { check: checkPaymentPage, shape: PaymentPageShape };

/** How `listAccounts` checks its 200 body (its descriptor's `response`). */
export const listAccountsResponse: ResponseCheck = {
  check: checkIdentityAccountPage,
  shape: IdentityAccountPageShape,
};

/** How `updateAccount` checks its 200 body (its descriptor's `response`). */
export const updateAccountResponse: ResponseCheck = {
  check: checkIdentityAccount,
  shape: IdentityAccountShape,
};

/** How `createAccount` checks its 200 body (its descriptor's `response`). */
export const createAccountResponse: ResponseCheck = {
  check: checkIdentityAccount,
  shape: IdentityAccountShape,
};

/** How `listTickers` checks its 200 body (its descriptor's `response`). */
export const listTickersResponse: ResponseCheck = { check: checkAllTickers, shape: AllTickersShape };

/** How `listDepositAddresses` checks its 200 body (its descriptor's `response`). */
export const listDepositAddressesResponse: ResponseCheck = {
  check: checkDepositAddressPage,
  shape: DepositAddressPageShape,
};

/** How `createDepositAddress` checks its 200 body (its descriptor's `response`). */
export const createDepositAddressResponse: ResponseCheck = {
  check: checkDepositAddress,
  shape: DepositAddressShape,
};

/** How `rejectCryptoDeposit` checks its 200 body (its descriptor's `response`). */
export const rejectCryptoDepositResponse: ResponseCheck = {
  check: checkCryptoDepositActionResult,
  shape: CryptoDepositActionResultShape,
};

/** How `updateCryptoDeposit` checks its 200 body (its descriptor's `response`). */
export const updateCryptoDepositResponse: ResponseCheck = {
  check: checkCryptoDepositActionResult,
  shape: CryptoDepositActionResultShape,
};

/** How `putCryptoDestinationAddress` checks its 200 body (its descriptor's `response`). */
export const putCryptoDestinationAddressResponse: ResponseCheck = {
  check: checkCryptoDestinationAddressResult,
  shape: CryptoDestinationAddressResultShape,
};

/** How `listCryptoDestinationAddresses` checks its 200 body (its descriptor's `response`). */
export const listCryptoDestinationAddressesResponse: ResponseCheck = {
  check: checkCryptoDestinationAddressPage,
  shape: CryptoDestinationAddressPageShape,
};

/** How `createCryptoWithdrawal` checks its 200 body (its descriptor's `response`). */
export const createCryptoWithdrawalResponse: ResponseCheck = { check: checkTransfer, shape: TransferShape };

/** How `createCryptoWithdrawalFee` checks its 200 body (its descriptor's `response`). */
export const createCryptoWithdrawalFeeResponse: ResponseCheck = {
  check: checkCryptoWithdrawalFee,
  shape: CryptoWithdrawalFeeShape,
};

/** How `createFiatWithdrawal` checks its 200 body (its descriptor's `response`). */
export const createFiatWithdrawalResponse: ResponseCheck = { check: checkTransfer, shape: TransferShape };

/** How `listFiatAccounts` checks its 200 body (its descriptor's `response`). */
export const listFiatAccountsResponse: ResponseCheck = {
  check: checkFiatAccountPage,
  shape: FiatAccountPageShape,
};

/** How `createFiatAccount` checks its 200 body (its descriptor's `response`). */
export const createFiatAccountResponse: ResponseCheck = { check: checkFiatAccount, shape: FiatAccountShape };

/** How `listFiatDepositInstructions` checks its 200 body (its descriptor's `response`). */
export const listFiatDepositInstructionsResponse: ResponseCheck = {
  check: checkFiatDepositInstructionsPage,
  shape: FiatDepositInstructionsPageShape,
};

/** How `createFiatDepositInstructions` checks its 200 body (its descriptor's `response`). */
export const createFiatDepositInstructionsResponse: ResponseCheck = {
  check: checkFiatDepositInstructions,
  shape: FiatDepositInstructionsShape,
};

/** How `getFiatDepositInstructions` checks its 200 body (its descriptor's `response`). */
export const getFiatDepositInstructionsResponse: ResponseCheck = {
  check: checkFiatDepositInstructions,
  shape: FiatDepositInstructionsShape,
};

/** How `createInternalTransfer` checks its 200 body (its descriptor's `response`). */
export const createInternalTransferResponse: ResponseCheck = { check: checkTransfer, shape: TransferShape };

/** How `createPaxosTransfer` checks its 200 body (its descriptor's `response`). */
export const createPaxosTransferResponse: ResponseCheck = { check: checkTransfer, shape: TransferShape };

/** How `listTransferLimits` checks its 200 body (its descriptor's `response`). */
export const listTransferLimitsResponse: ResponseCheck = {
  check: checkTransferLimitList,
  shape: TransferLimitListShape,
};

/** How `listTransfers` checks its 200 body (its descriptor's `response`). */
export const listTransfersResponse: ResponseCheck = { check: checkTransferPage, shape: TransferPageShape };

/** How `getTransfer` checks its 200 body (its descriptor's `response`). */
export const getTransferResponse: ResponseCheck = { check: checkTransfer, shape: TransferShape };

/** How `getTransaction` checks its 200 body (its descriptor's `response`). */
export const getTransactionResponse: ResponseCheck = {
  check: checkSettlementTransactionAnswer,
  shape: SettlementTransactionAnswerShape,
};

/** How `cancelTransaction` checks its 200 body (its descriptor's `response`). */
export const cancelTransactionResponse: ResponseCheck = {
  check: checkSettlementTransaction,
  shape: SettlementTransactionShape,
};

/** How `affirmTransaction` checks its 200 body (its descriptor's `response`). */
export const affirmTransactionResponse: ResponseCheck = {
  check: checkSettlementTransaction,
  shape: SettlementTransactionShape,
};

/** How `listMonitoringAddress` checks its 200 body (its descriptor's `response`). */
export const listMonitoringAddressResponse: ResponseCheck = {
  check: checkMonitoringAddressPage,
  shape: MonitoringAddressPageShape,
};

/** How `createMonitoringAddress` checks its 200 body (its descriptor's `response`). */
export const createMonitoringAddressResponse: ResponseCheck = {
  check: checkMonitoringAddressResult,
  shape: MonitoringAddressResultShape,
};

/** How `getMonitoringAddress` checks its 200 body (its descriptor's `response`). */
export const getMonitoringAddressResponse: ResponseCheck = {
  check: checkMonitoringAddressAnswer,
  shape: MonitoringAddressAnswerShape,
};

/** How `updateMonitoringAddress` checks its 200 body (its descriptor's `response`). */
export const updateMonitoringAddressResponse: ResponseCheck = {
  check: checkMonitoringAddressResult,
  shape: MonitoringAddressResultShape,
};

/** How `listProfiles` checks its 200 body (its descriptor's `response`). */
export const listProfilesResponse: ResponseCheck = { check: checkProfilePage, shape: ProfilePageShape };

/** How `createProfile` checks its 200 body (its descriptor's `response`). */
export const createProfileResponse: ResponseCheck = { check: checkProfile, shape: ProfileShape };

/** How `getProfile` checks its 200 body (its descriptor's `response`). */
export const getProfileResponse: ResponseCheck = { check: checkProfile, shape: ProfileShape };

/** How `updateProfile` checks its 200 body (its descriptor's `response`). */
export const updateProfileResponse: ResponseCheck = { check: checkProfile, shape: ProfileShape };

/** How `listProfileBalances` checks its 200 body (its descriptor's `response`). */
export const listProfileBalancesResponse: ResponseCheck = {
  check: checkProfileBalanceList,
  shape: ProfileBalanceListShape,
};

/** How `getProfileBalance` checks its 200 body (its descriptor's `response`). */
export const getProfileBalanceResponse: ResponseCheck = {
  check: checkProfileBalance,
  shape: ProfileBalanceShape,
};

/** How `deactivateProfile` checks its 200 body (its descriptor's `response`). */
export const deactivateProfileResponse: ResponseCheck = {
  check: checkProfileDeactivation,
  shape: ProfileDeactivationShape,
};

/** How `createSandboxDeposit` checks its 200 body (its descriptor's `response`). */
export const createSandboxDepositResponse: ResponseCheck = {
  check: checkSandboxProfileDepositResult,
  shape: SandboxProfileDepositResultShape,
};

/** How `listEvents` checks its 200 body (its descriptor's `response`). */
export const listEventsResponse: ResponseCheck = { check: checkEventList, shape: EventListShape };

/** How `getEvent` checks its 200 body (its descriptor's `response`). */
export const getEventResponse: ResponseCheck = { check: checkEvent, shape: EventShape };

/** How `listApiCredentials` checks its 200 body (its descriptor's `response`). */
export const listApiCredentialsResponse: ResponseCheck = {
  check: checkApiCredentialsPage,
  shape: ApiCredentialsPageShape,
};

/** How `listTaxFormRevisions` checks its 200 body (its descriptor's `response`). */
export const listTaxFormRevisionsResponse: ResponseCheck = {
  check: checkTaxFormUrlList,
  shape: TaxFormUrlListShape,
};

/** How `listTaxForms` checks its 200 body (its descriptor's `response`). */
export const listTaxFormsResponse: ResponseCheck = { check: checkTaxFormUrlList, shape: TaxFormUrlListShape };

/** How `listStatements` checks its 200 body (its descriptor's `response`). */
export const listStatementsResponse: ResponseCheck = { check: checkStatementPage, shape: StatementPageShape };

/** How `listIdentities` checks its 200 body (its descriptor's `response`). */
export const listIdentitiesResponse: ResponseCheck = { check: checkIdentityPage, shape: IdentityPageShape };

/** How `createIdentity` checks its 200 body (its descriptor's `response`). */
export const createIdentityResponse: ResponseCheck = { check: checkIdentity, shape: IdentityShape };

/** How `getIdentity` checks its 200 body (its descriptor's `response`). */
export const getIdentityResponse: ResponseCheck = { check: checkIdentity, shape: IdentityShape };

/** How `updateIdentity` checks its 200 body (its descriptor's `response`). */
export const updateIdentityResponse: ResponseCheck = { check: checkIdentity, shape: IdentityShape };

/** How `listIdentityDocuments` checks its 200 body (its descriptor's `response`). */
export const listIdentityDocumentsResponse: ResponseCheck = {
  check: checkIdentityDocumentList,
  shape: IdentityDocumentListShape,
};

/** How `documentUpload` checks its 200 body (its descriptor's `response`). */
export const documentUploadResponse: ResponseCheck = {
  check: checkIdentityDocumentUpload,
  shape: IdentityDocumentUploadShape,
};

/** How `addInstitutionMembers` checks its 200 body (its descriptor's `response`). */
export const addInstitutionMembersResponse: ResponseCheck = {
  check: checkInstitutionMembersAdded,
  shape: InstitutionMembersAddedShape,
};

/** How `deleteInstitutionMember` checks its 200 body (its descriptor's `response`). */
export const deleteInstitutionMemberResponse: ResponseCheck = {
  check: checkInstitutionMemberRemoval,
  shape: InstitutionMemberRemovalShape,
};

/** How `getAccount` checks its 200 body (its descriptor's `response`). */
export const getAccountResponse: ResponseCheck = { check: checkIdentityAccount, shape: IdentityAccountShape };

/** How `addAccountMembers` checks its 200 body (its descriptor's `response`). */
export const addAccountMembersResponse: ResponseCheck = {
  check: checkIdentityAccountMembersAdded,
  shape: IdentityAccountMembersAddedShape,
};

/** How `deleteAccountMember` checks its 200 body (its descriptor's `response`). */
export const deleteAccountMemberResponse: ResponseCheck = {
  check: checkIdentityAccountMemberRemoval,
  shape: IdentityAccountMemberRemovalShape,
};

/** How `sandboxSetIdentityStatus` checks its 200 body (its descriptor's `response`). */
export const sandboxSetIdentityStatusResponse: ResponseCheck = {
  check: checkSandboxIdentityStatusResult,
  shape: SandboxIdentityStatusResultShape,
};

/** How `listPrices` checks its 200 body (its descriptor's `response`). */
export const listPricesResponse: ResponseCheck = { check: checkPriceList, shape: PriceListShape };

/** How `listHistoricalPrices` checks its 200 body (its descriptor's `response`). */
export const listHistoricalPricesResponse: ResponseCheck = {
  check: checkHistoricalPriceList,
  shape: HistoricalPriceListShape,
};

/** How `listMarkets` checks its 200 body (its descriptor's `response`). */
export const listMarketsResponse: ResponseCheck = { check: checkMarketList, shape: MarketListShape };

/** How `getOrderBook` checks its 200 body (its descriptor's `response`). */
export const getOrderBookResponse: ResponseCheck = { check: checkOrderBook, shape: OrderBookShape };

/** How `listRecentExecutions` checks its 200 body (its descriptor's `response`). */
export const listRecentExecutionsResponse: ResponseCheck = {
  check: checkRecentExecutionList,
  shape: RecentExecutionListShape,
};

/** How `getTicker` checks its 200 body (its descriptor's `response`). */
export const getTickerResponse: ResponseCheck = { check: checkTicker, shape: TickerShape };

/** How `listExecutions` checks its 200 body (its descriptor's `response`). */
export const listExecutionsResponse: ResponseCheck = { check: checkExecutionPage, shape: ExecutionPageShape };

/** How `listOrders` checks its 200 body (its descriptor's `response`). */
export const listOrdersResponse: ResponseCheck = { check: checkOrderPage, shape: OrderPageShape };

/** How `listProfileExecutions` checks its 200 body (its descriptor's `response`). */
export const listProfileExecutionsResponse: ResponseCheck = {
  check: checkExecutionPage,
  shape: ExecutionPageShape,
};

/** How `listProfileOrders` checks its 200 body (its descriptor's `response`). */
export const listProfileOrdersResponse: ResponseCheck = { check: checkOrderPage, shape: OrderPageShape };

/** How `createOrder` checks its 200 body (its descriptor's `response`). */
export const createOrderResponse: ResponseCheck = { check: checkOrder, shape: OrderShape };

/** How `getOrder` checks its 200 body (its descriptor's `response`). */
export const getOrderResponse: ResponseCheck = { check: checkOrder, shape: OrderShape };

/** How `cancelOrder` checks its 200 body (its descriptor's `response`). */
export const cancelOrderResponse: ResponseCheck = {
  check: checkCancelOrderResult,
  shape: CancelOrderResultShape,
};

/** How `listQuotes` checks its 200 body (its descriptor's `response`). */
export const listQuotesResponse: ResponseCheck = { check: checkQuoteList, shape: QuoteListShape };

/** How `listQuoteExecutions` checks its 200 body (its descriptor's `response`). */
export const listQuoteExecutionsResponse: ResponseCheck = {
  check: checkQuoteExecutionPage,
  shape: QuoteExecutionPageShape,
};

/** How `createQuoteExecution` checks its 200 body (its descriptor's `response`). */
export const createQuoteExecutionResponse: ResponseCheck = {
  check: checkQuoteExecution,
  shape: QuoteExecutionShape,
};

/** How `getQuoteExecution` checks its 200 body (its descriptor's `response`). */
export const getQuoteExecutionResponse: ResponseCheck = {
  check: checkQuoteExecution,
  shape: QuoteExecutionShape,
};

/** How `createIssuerQuote` checks its 200 body (its descriptor's `response`). */
export const createIssuerQuoteResponse: ResponseCheck = { check: checkIssuerQuote, shape: IssuerQuoteShape };

/** How `createIssuerQuoteExecution` checks its 200 body (its descriptor's `response`). */
export const createIssuerQuoteExecutionResponse: ResponseCheck = {
  check: checkIssuerQuoteExecutionCreated,
  shape: IssuerQuoteExecutionCreatedShape,
};

/** How `listIssuerQuoteExecutions` checks its 200 body (its descriptor's `response`). */
export const listIssuerQuoteExecutionsResponse: ResponseCheck = {
  check: checkIssuerQuoteExecutionPage,
  shape: IssuerQuoteExecutionPageShape,
};

/** How `listStablecoinConversions` checks its 200 body (its descriptor's `response`). */
export const listStablecoinConversionsResponse: ResponseCheck = {
  check: checkStablecoinConversionPage,
  shape: StablecoinConversionPageShape,
};

/** How `createStablecoinConversion` checks its 200 body (its descriptor's `response`). */
export const createStablecoinConversionResponse: ResponseCheck = {
  check: checkStablecoinConversion,
  shape: StablecoinConversionShape,
};

/** How `getStablecoinConversion` checks its 200 body (its descriptor's `response`). */
export const getStablecoinConversionResponse: ResponseCheck = {
  check: checkStablecoinConversion,
  shape: StablecoinConversionShape,
};

/** How `cancelStablecoinConversion` checks its 200 body (its descriptor's `response`). */
export const cancelStablecoinConversionResponse: ResponseCheck = {
  check: checkStablecoinConversion,
  shape: StablecoinConversionShape,
};

/** How `listOrchestrations` checks its 200 body (its descriptor's `response`). */
export const listOrchestrationsResponse: ResponseCheck = {
  check: checkOrchestrationPage,
  shape: OrchestrationPageShape,
};

/** How `createOrchestration` checks its 200 body (its descriptor's `response`). */
export const createOrchestrationResponse: ResponseCheck = {
  check: checkOrchestration,
  shape: OrchestrationShape,
};

/** How `getOrchestration` checks its 200 body (its descriptor's `response`). */
export const getOrchestrationResponse: ResponseCheck = {
  check: checkOrchestration,
  shape: OrchestrationShape,
};

/** How `listOrchestrationRules` checks its 200 body (its descriptor's `response`). */
export const listOrchestrationRulesResponse: ResponseCheck = {
  check: checkOrchestrationRulePage,
  shape: OrchestrationRulePageShape,
};

/** How `createOrchestrationRule` checks its 200 body (its descriptor's `response`). */
export const createOrchestrationRuleResponse: ResponseCheck = {
  check: checkOrchestrationRuleResult,
  shape: OrchestrationRuleResultShape,
};

/** How `deleteOrchestrationRule` checks its 200 body (its descriptor's `response`). */
export const deleteOrchestrationRuleResponse: ResponseCheck = {
  check: checkOrchestrationRuleResult,
  shape: OrchestrationRuleResultShape,
};

/** How `listIdentityControls` checks its 200 body (its descriptor's `response`). */
export const listIdentityControlsResponse: ResponseCheck = {
  check: checkIdentityControlPage,
  shape: IdentityControlPageShape,
};

/** How `createIdentityControl` checks its 200 body (its descriptor's `response`). */
export const createIdentityControlResponse: ResponseCheck = {
  check: checkIdentityControl,
  shape: IdentityControlShape,
};

/** How `deleteIdentityControl` checks its 200 body (its descriptor's `response`). */
export const deleteIdentityControlResponse: ResponseCheck = {
  check: checkIdentityControlDeletion,
  shape: IdentityControlDeletionShape,
};

/** How `sandboxStartKycRefresh` checks its 200 body (its descriptor's `response`). */
export const sandboxStartKycRefreshResponse: ResponseCheck = {
  check: checkKycRefreshResult,
  shape: KycRefreshResultShape,
};

/** How `sandboxForceStartKycRefresh` checks its 200 body (its descriptor's `response`). */
export const sandboxForceStartKycRefreshResponse: ResponseCheck = {
  check: checkKycRefreshResult,
  shape: KycRefreshResultShape,
};

/** How `sandboxResetKycRefresh` checks its 200 body (its descriptor's `response`). */
export const sandboxResetKycRefreshResponse: ResponseCheck = {
  check: checkKycRefreshResult,
  shape: KycRefreshResultShape,
};

/** How `listVerifications` checks its 200 body (its descriptor's `response`). */
export const listVerificationsResponse: ResponseCheck = {
  check: checkAddressVerificationPage,
  shape: AddressVerificationPageShape,
};

/** How `createVerification` checks its 200 body (its descriptor's `response`). */
export const createVerificationResponse: ResponseCheck = {
  check: checkAddressVerification,
  shape: AddressVerificationShape,
};

/** How `submitSignature` checks its 200 body (its descriptor's `response`). */
export const submitSignatureResponse: ResponseCheck = {
  check: checkAddressVerification,
  shape: AddressVerificationShape,
};

/** How `getVerification` checks its 200 body (its descriptor's `response`). */
export const getVerificationResponse: ResponseCheck = {
  check: checkAddressVerification,
  shape: AddressVerificationShape,
};

/** How `listVasps` checks its 200 body (its descriptor's `response`). */
export const listVaspsResponse: ResponseCheck = { check: checkVaspPage, shape: VaspPageShape };

/** How `getVasp` checks its 200 body (its descriptor's `response`). */
export const getVaspResponse: ResponseCheck = { check: checkVaspResult, shape: VaspResultShape };

/** How `listHistoricalCandles` checks its 200 body (its descriptor's `response`). */
export const listHistoricalCandlesResponse: ResponseCheck = {
  check: checkCandleList,
  shape: CandleListShape,
};

/** How `getIssuerQuoteSettlementAvailability` checks its 200 body (its descriptor's `response`). */
export const getIssuerQuoteSettlementAvailabilityResponse: ResponseCheck = {
  check: checkSettlementAvailability,
  shape: SettlementAvailabilityShape,
};

/** How `listAttributionAddresses` checks its 200 body (its descriptor's `response`). */
export const listAttributionAddressesResponse: ResponseCheck = {
  check: checkRewardAddressPage,
  shape: RewardAddressPageShape,
};

/** How `createAttributionAddress` checks its 200 body (its descriptor's `response`). */
export const createAttributionAddressResponse: ResponseCheck = {
  check: checkRewardAddressResult,
  shape: RewardAddressResultShape,
};

/** How `batchCreateAttributionAddresses` checks its 200 body (its descriptor's `response`). */
export const batchCreateAttributionAddressesResponse: ResponseCheck = {
  check: checkRewardAddressBatchResult,
  shape: RewardAddressBatchResultShape,
};

/** How `updateAttributionAddress` checks its 200 body (its descriptor's `response`). */
export const updateAttributionAddressResponse: ResponseCheck = {
  check: checkRewardAddressResult,
  shape: RewardAddressResultShape,
};

/** How `deleteAttributionAddress` checks its 200 body (its descriptor's `response`). */
export const deleteAttributionAddressResponse: ResponseCheck = {
  check: checkRewardDeletion,
  shape: RewardDeletionShape,
};

/** How `listClaimSchedules` checks its 200 body (its descriptor's `response`). */
export const listClaimSchedulesResponse: ResponseCheck = {
  check: checkClaimSchedulePage,
  shape: ClaimSchedulePageShape,
};

/** How `createClaimSchedule` checks its 200 body (its descriptor's `response`). */
export const createClaimScheduleResponse: ResponseCheck = {
  check: checkClaimScheduleResult,
  shape: ClaimScheduleResultShape,
};

/** How `updateClaimSchedule` checks its 200 body (its descriptor's `response`). */
export const updateClaimScheduleResponse: ResponseCheck = {
  check: checkClaimScheduleResult,
  shape: ClaimScheduleResultShape,
};

/** How `deleteClaimSchedule` checks its 200 body (its descriptor's `response`). */
export const deleteClaimScheduleResponse: ResponseCheck = {
  check: checkRewardDeletion,
  shape: RewardDeletionShape,
};

/** How `listClaims` checks its 200 body (its descriptor's `response`). */
export const listClaimsResponse: ResponseCheck = { check: checkClaimPage, shape: ClaimPageShape };

/** How `getRewardDetails` checks its 200 body (its descriptor's `response`). */
export const getRewardDetailsResponse: ResponseCheck = {
  check: checkRewardDetails,
  shape: RewardDetailsShape,
};

/** How `getRewardsRates` checks its 200 body (its descriptor's `response`). */
export const getRewardsRatesResponse: ResponseCheck = {
  check: checkRewardRateList,
  shape: RewardRateListShape,
};

/** How `listPayoutGroups` checks its 200 body (its descriptor's `response`). */
export const listPayoutGroupsResponse: ResponseCheck = {
  check: checkPayoutGroupPage,
  shape: PayoutGroupPageShape,
};

/** How `createPayoutGroup` checks its 200 body (its descriptor's `response`). */
export const createPayoutGroupResponse: ResponseCheck = {
  check: checkPayoutGroupResult,
  shape: PayoutGroupResultShape,
};

/** How `updatePayoutGroup` checks its 200 body (its descriptor's `response`). */
export const updatePayoutGroupResponse: ResponseCheck = {
  check: checkPayoutGroupResult,
  shape: PayoutGroupResultShape,
};

/** How `deletePayoutGroup` checks its 200 body (its descriptor's `response`). */
export const deletePayoutGroupResponse: ResponseCheck = {
  check: checkRewardDeletion,
  shape: RewardDeletionShape,
};

/** How `listRewardsStatements` checks its 200 body (its descriptor's `response`). */
export const listRewardsStatementsResponse: ResponseCheck = {
  check: checkRewardsStatementPage,
  shape: RewardsStatementPageShape,
};

/** How `getRewardsStatement` checks its 200 body (its descriptor's `response`). */
export const getRewardsStatementResponse: ResponseCheck = {
  check: checkRewardsStatementResult,
  shape: RewardsStatementResultShape,
};
