/**
 * The fiat bodies' rules beyond their generated checks (sandbox deposit, fiat account update): an owner
 * names a person or an institution, not both (the contract lists both as optional), and an update is laid
 * over the record field by field.
 */
import { isObject } from "./request-values";
import { badRequest } from "../protocol/problem";

/** An owner carries at most one of person_details and institution_details. */
export function checkOwnerKind(value: Record<string, unknown>, field: string): void {
  if (value.person_details !== undefined && value.institution_details !== undefined) {
    throw badRequest(field, "oneOf", `${field} must carry only one of person_details, institution_details`);
  }
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
