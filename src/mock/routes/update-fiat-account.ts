/** PUT /transfer/fiat-accounts/{id} — scope transfer:write_fiat_account (spec 4.3). */
import { checkEnum, checkKnownFields, checkMetadata, checkUuid, isObject } from "../limits";
import { badRequest, jsonResponse, notFound } from "../problem";
import type { FiatAccountOwner, FiatNetworkInstructions } from "../types";
import { bodyObject, noQuery } from "./body";
import type { RouteDefinition } from "./context";

const FIELDS = ["fiat_account_owner", "fiat_network_instructions", "metadata"] as const;

function checkStringFields(value: unknown, field: string, allowed: readonly string[]): Record<string, unknown> {
  if (!isObject(value)) throw badRequest(field, "type", `${field} must be an object`);
  checkKnownFields(value, allowed, field);
  for (const key of allowed) {
    const v = value[key];
    if (v !== undefined && typeof v !== "string") throw badRequest(`${field}.${key}`, "type", `${field}.${key} must be a string`);
  }
  return value;
}

const ADDRESS = ["country", "address1", "address2", "city", "province", "zip_code"];

/** Spec 2.3: exactly one of person_details / institution_details. */
function checkOwner(value: unknown): FiatAccountOwner {
  if (!isObject(value)) throw badRequest("fiat_account_owner", "type", "fiat_account_owner must be an object");
  checkKnownFields(value, ["person_details", "institution_details"], "fiat_account_owner");
  const kinds = ["person_details", "institution_details"].filter((k) => value[k] !== undefined);
  if (kinds.length !== 1) {
    throw badRequest("fiat_account_owner", "oneOf", "fiat_account_owner must carry exactly one of person_details, institution_details");
  }
  if (value.person_details !== undefined) checkStringFields(value.person_details, "fiat_account_owner.person_details", ["first_name", "last_name"]);
  if (value.institution_details !== undefined) checkStringFields(value.institution_details, "fiat_account_owner.institution_details", ["name"]);
  return value as FiatAccountOwner;
}

/** Spec 2.2: the wire network (plus the status/metadata that accompany it in responses). */
function checkInstructions(value: unknown): FiatNetworkInstructions {
  const f = "fiat_network_instructions";
  if (!isObject(value)) throw badRequest(f, "type", `${f} must be an object`);
  checkKnownFields(value, ["wire", "status", "metadata"], f);
  if (value.wire !== undefined) {
    const wire = value.wire;
    if (!isObject(wire)) throw badRequest(`${f}.wire`, "type", `${f}.wire must be an object`);
    checkKnownFields(wire, ["account_number", "fiat_account_owner_address", "routing_details"], `${f}.wire`);
    if (wire.account_number !== undefined && typeof wire.account_number !== "string") {
      throw badRequest(`${f}.wire.account_number`, "type", `${f}.wire.account_number must be a string`);
    }
    if (wire.fiat_account_owner_address !== undefined) checkStringFields(wire.fiat_account_owner_address, `${f}.wire.fiat_account_owner_address`, ADDRESS);
    if (wire.routing_details !== undefined) {
      const rd = wire.routing_details;
      if (!isObject(rd)) throw badRequest(`${f}.wire.routing_details`, "type", `${f}.wire.routing_details must be an object`);
      checkKnownFields(rd, ["routing_number_type", "routing_number", "bank_name", "bank_address"], `${f}.wire.routing_details`);
      if (rd.routing_number_type !== undefined) checkEnum(rd.routing_number_type, `${f}.wire.routing_details.routing_number_type`, ["ABA", "SWIFT"]);
      for (const k of ["routing_number", "bank_name"]) {
        if (rd[k] !== undefined && typeof rd[k] !== "string") throw badRequest(`${f}.wire.routing_details.${k}`, "type", `${f}.wire.routing_details.${k} must be a string`);
      }
      if (rd.bank_address !== undefined) checkStringFields(rd.bank_address, `${f}.wire.routing_details.bank_address`, ADDRESS);
    }
  }
  if (value.status !== undefined && typeof value.status !== "string") throw badRequest(`${f}.status`, "type", `${f}.status must be a string`);
  if (value.metadata !== undefined && !isObject(value.metadata)) throw badRequest(`${f}.metadata`, "type", `${f}.metadata must be an object`);
  return value as FiatNetworkInstructions;
}

/**
 * Updates a fiat account. Each body field given replaces that field of the record wholesale (PUT
 * semantics per field; fields left out are kept), and updated_at becomes mock now.
 */
export const updateFiatAccount: RouteDefinition = {
  operationId: "updateFiatAccount",
  method: "PUT",
  path: "/transfer/fiat-accounts/{id}",
  scope: "transfer:write_fiat_account",
  body: true,
  handle({ params, query, body: raw, store, clock }) {
    noQuery(query);
    const id = checkUuid(params.id as string, "id");
    const body = bodyObject(raw);
    checkKnownFields(body, FIELDS);
    const owner = body.fiat_account_owner === undefined ? undefined : checkOwner(body.fiat_account_owner);
    const instructions = body.fiat_network_instructions === undefined ? undefined : checkInstructions(body.fiat_network_instructions);
    const metadata = body.metadata === undefined ? undefined : checkMetadata(body.metadata);
    const account = store.fiatAccounts.get(id.toLowerCase());
    if (!account) throw notFound(`fiat account ${id} not found`, { field: "id" });
    if (owner !== undefined) account.fiat_account_owner = structuredClone(owner);
    if (instructions !== undefined) account.fiat_network_instructions = structuredClone(instructions);
    if (metadata !== undefined) account.metadata = { ...metadata };
    account.updated_at = clock.nowIso();
    return jsonResponse(200, account);
  },
};
