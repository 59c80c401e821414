/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

// One check per response schema, in straight-line code: it runs on every success body, so it only
// reads (typeof and comparisons, a loop per array, a call per $ref) and never copies. It accepts
// exactly what the zod response form in schemas.ts accepts (test/sdk/response-checks.test.ts).
// Each shape is the same schema as data, walked by core/response-check only to explain a refusal.
// Parameters are `any`: every function tests a value's type before it reads from it.

import { isPlainRecord, type ResponseCheck, type ResponseShape } from "../core/response-check";

/** True when `v` is a valid `FreeFormMetadata` (the response form). */
export function checkFreeFormMetadata(v: any): boolean {
  if (!isPlainRecord(v)) return false;
  return true;
}

/** `FreeFormMetadata` as data, to explain a refused value. */
export const FreeFormMetadataShape: ResponseShape = { record: "unknown" };

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
export const FiatAccountMetadataShape: ResponseShape = { record: "string" };

/** True when `v` is a valid `MailingAddress` (the response form). */
export function checkMailingAddress(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.country;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.address1;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.address2;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.city;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.province;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.zip_code;
  if (f0 !== undefined && typeof f0 !== "string") return false;
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
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.routing_number;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.bank_name;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.bank_address;
  if (f0 !== undefined && !checkMailingAddress(f0)) return false;
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
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.fiat_account_owner_address;
  if (f0 !== undefined && !checkMailingAddress(f0)) return false;
  f0 = v.routing_details;
  if (f0 !== undefined && !checkRoutingDetails(f0)) return false;
  f0 = v.intermediary_routing_details;
  if (f0 !== undefined && !checkRoutingDetails(f0)) return false;
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
  if (f0 !== undefined && typeof f0 !== "string") return false;
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
  if (f0 !== undefined && typeof f0 !== "string") return false;
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
  if (f0 !== undefined && typeof f0 !== "string") return false;
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
  if (f0 !== undefined && typeof f0 !== "string") return false;
  return true;
}

/** `ScbInstructions` as data, to explain a refused value. */
export const ScbInstructionsShape: ResponseShape = {
  object: {
    account_number: "string",
  },
};

/** True when `v` is a valid `FiatNetworkInstructions` (the response form). */
export function checkFiatNetworkInstructions(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.wire;
  if (f0 !== undefined && !checkWireInstructions(f0)) return false;
  f0 = v.cbit;
  if (f0 !== undefined && !checkCbitInstructions(f0)) return false;
  f0 = v.dbs_act;
  if (f0 !== undefined && !checkDbsActInstructions(f0)) return false;
  f0 = v.cubix;
  if (f0 !== undefined && !checkCubixInstructions(f0)) return false;
  f0 = v.scb;
  if (f0 !== undefined && !checkScbInstructions(f0)) return false;
  f0 = v.status;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.metadata;
  if (f0 !== undefined && !checkFreeFormMetadata(f0)) return false;
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
    status: "string",
    metadata: FreeFormMetadataShape,
  },
};

/** True when `v` is a valid `PersonDetails` (the response form). */
export function checkPersonDetails(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.first_name;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.last_name;
  if (f0 !== undefined && typeof f0 !== "string") return false;
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
  if (f0 !== undefined && typeof f0 !== "string") return false;
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
  if (f0 !== undefined && !checkPersonDetails(f0)) return false;
  f0 = v.institution_details;
  if (f0 !== undefined && !checkInstitutionDetails(f0)) return false;
  f0 = v.fiat_network_instructions;
  if (f0 !== undefined && !checkFiatNetworkInstructions(f0)) return false;
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
  if (f0 !== undefined && !checkFiatNetworkInstructions(f0)) return false;
  f0 = v.status;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (typeof f0 !== "string") return false;
  f0 = v.ref_id;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.identity_id;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.account_id;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.fiat_account_owner;
  if (f0 !== undefined && !checkFiatAccountOwner(f0)) return false;
  f0 = v.metadata;
  if (f0 !== undefined && !checkFiatAccountMetadata(f0)) return false;
  f0 = v.updated_at;
  if (f0 !== undefined && typeof f0 !== "string") return false;
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
export const SandboxFiatDepositResultShape: ResponseShape = { record: "unknown" };

/** True when `v` is a valid `ClientPublicKey` (the response form). */
export function checkClientPublicKey(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let f0 = v.algorithm;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.public_key;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.nickname;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.id;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.client_id;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.active;
  if (f0 !== undefined && typeof f0 !== "boolean") return false;
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
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.customer_id;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.client_id;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.client_public_keys;
  if (f0 !== undefined) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkClientPublicKey(f0[i1])) return false;
  }
  f0 = v.status;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.updated_at;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.nickname;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.ip_allowlist;
  if (f0 !== undefined) {
    if (!Array.isArray(f0)) return false;
    for (let i2 = 0; i2 < f0.length; i2++) if (typeof f0[i2] !== "string") return false;
  }
  f0 = v.enforce_request_signing;
  if (f0 !== undefined && typeof f0 !== "boolean") return false;
  f0 = v.client_scopes;
  if (f0 !== undefined) {
    if (!Array.isArray(f0)) return false;
    for (let i3 = 0; i3 < f0.length; i3++) if (typeof f0[i3] !== "string") return false;
  }
  f0 = v.created_by;
  if (f0 !== undefined && typeof f0 !== "string") return false;
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
  if (f0 !== undefined && !checkApiCredentials(f0)) return false;
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
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.customer_id;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.profile_id;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.account_id;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.ref_id;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.product;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.payment_type;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.payment_source;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.payment_destination;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.payment_asset;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.payment_amount;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.payment_status;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.payment_tx_id;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.description;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.metadata;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.created_at;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.processed_at;
  if (f0 !== undefined && typeof f0 !== "string") return false;
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
  if (f0 !== undefined) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkPayment(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 !== undefined && typeof f0 !== "string") return false;
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
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.type;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.roles;
  if (f0 !== undefined) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) {
      const e2 = f0[i1];
      if (!(typeof e2 === "string" || e2 === null)) return false;
    }
  }
  f0 = v.id;
  if (f0 !== undefined && typeof f0 !== "string") return false;
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
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.identity_id;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.description;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.admin_disabled;
  if (f0 !== undefined && typeof f0 !== "boolean") return false;
  f0 = v.user_disabled;
  if (f0 !== undefined && typeof f0 !== "boolean") return false;
  f0 = v.metadata;
  if (f0 !== undefined && !checkFreeFormMetadata(f0)) return false;
  f0 = v.ref_id;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.members;
  if (f0 !== undefined) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkIdentityAccountMember(f0[i1])) return false;
  }
  f0 = v.created_at;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.updated_at;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.summary_status;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.profile_id;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.type;
  if (f0 !== undefined && typeof f0 !== "string") return false;
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
  if (f0 !== undefined) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkIdentityAccount(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 !== undefined && typeof f0 !== "string") return false;
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
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.amount;
  if (f0 !== undefined && typeof f0 !== "string") return false;
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
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.end;
  if (f0 !== undefined && typeof f0 !== "string") return false;
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
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.low;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.open;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.volume;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.volume_weighted_average_price;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.start_time;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.end_time;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.range;
  if (f0 !== undefined && !checkTimeRange(f0)) return false;
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
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.best_bid;
  if (f0 !== undefined && !checkTickerQuote(f0)) return false;
  f0 = v.best_ask;
  if (f0 !== undefined && !checkTickerQuote(f0)) return false;
  f0 = v.last_execution;
  if (f0 !== undefined && !checkTickerQuote(f0)) return false;
  f0 = v.last_day;
  if (f0 !== undefined && !checkTickerStatistics(f0)) return false;
  f0 = v.today;
  if (f0 !== undefined && !checkTickerStatistics(f0)) return false;
  f0 = v.snapshot_at;
  if (f0 !== undefined && typeof f0 !== "string") return false;
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
  if (f0 !== undefined) {
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
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.profile_id;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.customer_id;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.identity_id;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.account_id;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.ref_id;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.crypto_network;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.address;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.conversion_target_asset;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  f0 = v.compatible_crypto_networks;
  if (f0 !== undefined) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (typeof f0[i1] !== "string") return false;
  }
  f0 = v.metadata;
  if (f0 !== undefined && !checkFreeFormMetadata(f0)) return false;
  f0 = v.created_at;
  if (f0 !== undefined && typeof f0 !== "string") return false;
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
  if (f0 !== undefined) {
    if (!Array.isArray(f0)) return false;
    for (let i1 = 0; i1 < f0.length; i1++) if (!checkDepositAddress(f0[i1])) return false;
  }
  f0 = v.next_page_cursor;
  if (f0 !== undefined && typeof f0 !== "string") return false;
  return true;
}

/** `DepositAddressPage` as data, to explain a refused value. */
export const DepositAddressPageShape: ResponseShape = {
  object: {
    items: { array: DepositAddressShape },
    next_page_cursor: "string",
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

/** How `updateFiatAccount` checks its 200 body (its descriptor's `response`). */
export const updateFiatAccountResponse: ResponseCheck = { check: checkFiatAccount, shape: FiatAccountShape };

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

/** How `listTickers` checks its 200 body (its descriptor's `response`). */
export const listTickersResponse: ResponseCheck = { check: checkAllTickers, shape: AllTickersShape };

/** How `listDepositAddresses` checks its 200 body (its descriptor's `response`). */
export const listDepositAddressesResponse: ResponseCheck = {
  check: checkDepositAddressPage,
  shape: DepositAddressPageShape,
};
