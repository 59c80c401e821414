/**
 * Request checks of the fiat bodies (sandbox deposit, fiat account update): network instructions, owners and
 * mailing addresses, in the two forms the service takes them. A sandbox deposit names a whole sending account
 * (every network field it requires); an update changes parts of an account, so nothing inside it is required.
 * Written as small declarative shapes so that each refusal names the field and the rule, like the rest of
 * the mock.
 */
import { isObject } from "./limits";
import { badRequest } from "../protocol/problem";

/** A string field: optional length and character-set rules, or a closed set of values. */
interface StringShape {
  kind: "string";
  maxLength?: number;
  pattern?: RegExp;
  allowed?: readonly string[];
}

/** An object field: its known fields (others are refused) and the ones that must be present. */
interface ObjectShape {
  kind: "object";
  fields: Readonly<Record<string, Shape>>;
  required?: readonly string[];
}

type Shape = StringShape | ObjectShape;

const text: StringShape = { kind: "string" };
/** One address line: at most 35 characters of a small set; empty is allowed (the service ignores it on update). */
const addressLine: StringShape = { kind: "string", maxLength: 35, pattern: /^[0-9A-Za-z /?:().,&'+-]*$/ };
const routingNumberType: StringShape = { kind: "string", allowed: ["ABA", "SWIFT"] };

const address: ObjectShape = {
  kind: "object",
  fields: { country: addressLine, address1: addressLine, address2: addressLine, city: addressLine, province: addressLine, zip_code: addressLine },
  required: ["country"],
};

const fullRouting: ObjectShape = {
  kind: "object",
  fields: { routing_number_type: routingNumberType, routing_number: text, bank_name: text, bank_address: address },
  required: ["routing_number_type", "routing_number", "bank_name", "bank_address"],
};

const single = (field: string): ObjectShape => ({ kind: "object", fields: { [field]: text }, required: [field] });

/** Network instructions of a whole sending account (sandbox deposit). */
const fullInstructions: ObjectShape = {
  kind: "object",
  fields: {
    wire: {
      kind: "object",
      fields: { account_number: text, fiat_account_owner_address: address, routing_details: fullRouting, intermediary_routing_details: fullRouting },
      required: ["account_number", "fiat_account_owner_address", "routing_details"],
    },
    cbit: single("wallet_address"),
    dbs_act: single("account_number"),
    cubix: single("account_id"),
    scb: single("account_number"),
    rtp: {
      kind: "object",
      fields: {
        account_number: text,
        fiat_account_owner_address: address,
        routing_details: { kind: "object", fields: { routing_number: text, bank_name: text, bank_address: address }, required: ["routing_number"] },
      },
      required: ["account_number", "routing_details"],
    },
  },
};

const updateRouting: ObjectShape = {
  kind: "object",
  fields: { routing_number_type: routingNumberType, routing_number: text, bank_name: text, bank_address: address },
};

/** Network instructions an update may change: the wire only, nothing required. */
const updateInstructions: ObjectShape = {
  kind: "object",
  fields: {
    wire: {
      kind: "object",
      fields: {
        account_number: text,
        fiat_account_owner_address: address,
        routing_details: updateRouting,
        intermediary_routing_details: updateRouting,
        // The spelling of the public document's own update example, beside its schema's intermediary_routing_details.
        intermediary_bank_name: text,
        intermediary_bank_address: address,
      },
    },
  },
};

const person: ObjectShape = { kind: "object", fields: { first_name: text, last_name: text }, required: ["first_name", "last_name"] };
const institution: ObjectShape = { kind: "object", fields: { name: text }, required: ["name"] };

const depositOwner: ObjectShape = { kind: "object", fields: { person_details: person, institution_details: institution } };
/** An update may also carry the instructions inside the owner (the placement of the public document's examples). */
const updateOwner: ObjectShape = {
  kind: "object",
  fields: { person_details: person, institution_details: institution, fiat_network_instructions: updateInstructions },
};

function check(value: unknown, shape: Shape, field: string): void {
  if (shape.kind === "string") {
    if (typeof value !== "string") throw badRequest(field, "type", `${field} must be a string`);
    if (shape.allowed && !shape.allowed.includes(value)) {
      throw badRequest(field, "enum", `${field} must be one of ${shape.allowed.join(", ")}`, { allowed: [...shape.allowed] });
    }
    if (shape.maxLength !== undefined && [...value].length > shape.maxLength) {
      throw badRequest(field, "maxLength", `${field} is longer than ${shape.maxLength} characters`, { limit: shape.maxLength });
    }
    if (shape.pattern && !shape.pattern.test(value)) {
      throw badRequest(field, "pattern", `${field} holds a character outside ${shape.pattern.source}`, { pattern: shape.pattern.source });
    }
    return;
  }
  if (!isObject(value)) throw badRequest(field, "type", `${field} must be an object`);
  const allowed = Object.keys(shape.fields);
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) {
      throw badRequest(`${field}.${key}`, "additionalProperties", `unknown field ${field}.${key}; allowed: ${allowed.join(", ")}`, { allowed });
    }
  }
  for (const key of shape.required ?? []) {
    if (value[key] === undefined || value[key] === null) throw badRequest(`${field}.${key}`, "required", `${field}.${key} is required`);
  }
  for (const [key, child] of Object.entries(shape.fields)) {
    if (value[key] !== undefined) check(value[key], child, `${field}.${key}`);
  }
}

/** An owner carries at most one of person_details and institution_details. */
function checkOwnerKind(value: Record<string, unknown>, field: string): void {
  if (value.person_details !== undefined && value.institution_details !== undefined) {
    throw badRequest(field, "oneOf", `${field} must carry only one of person_details, institution_details`);
  }
}

/** Network instructions of a sandbox deposit's sending account. */
export function checkDepositInstructions(value: unknown, field = "fiat_network_instructions"): Record<string, unknown> {
  check(value, fullInstructions, field);
  return value as Record<string, unknown>;
}

/** The owner of a sandbox deposit's sending account. */
export function checkDepositOwner(value: unknown, field = "fiat_account_owner"): Record<string, unknown> {
  if (isObject(value)) checkOwnerKind(value, field);
  check(value, depositOwner, field);
  return value as Record<string, unknown>;
}

/** Network instructions of a fiat account update. */
export function checkUpdateInstructions(value: unknown, field = "fiat_network_instructions"): Record<string, unknown> {
  check(value, updateInstructions, field);
  return value as Record<string, unknown>;
}

/** The owner part of a fiat account update. */
export function checkUpdateOwner(value: unknown, field = "fiat_account_owner"): Record<string, unknown> {
  if (isObject(value)) checkOwnerKind(value, field);
  check(value, updateOwner, field);
  return value as Record<string, unknown>;
}

/**
 * `changes` laid over `target`, object by object: a field left out is kept, and an empty string is ignored
 * (the service's documented update rule), so an update that names one bank field keeps the account number.
 */
export function mergeUpdate<T extends object>(target: T | undefined, changes: Record<string, unknown>): T {
  const out = structuredClone(target ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === "") continue;
    out[key] = isObject(value) ? mergeUpdate(isObject(out[key]) ? out[key] : undefined, value) : value;
  }
  return out as T;
}
