/**
 * Server-side checks of the spec's section-8 limits and field formats. Each failure is a 400 problem whose
 * `meta` names the rule and the field (`{ rule: "maxItems", field: "profile_ids", limit: 100 }`), so a
 * client can tell its own validation bug from a server problem.
 */
import { DECIMAL_PATTERN, isZeroDecimal } from "../domain/money";
import { badRequest } from "../protocol/problem";
import { normalizeDateTime } from "../domain/timestamps";

/** Values allowed in each id-array filter of list deposit addresses. */
export const MAX_FILTER_VALUES = 100;
/** Key/value pairs allowed in fiat account metadata. */
export const MAX_METADATA_PAIRS = 6;
/** Characters allowed in each metadata key and value. */
export const MAX_METADATA_LENGTH = 100;
/** The only asset a sandbox deposit accepts. */
export const SANDBOX_DEPOSIT_ASSET = "USD";

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** True for a plain JSON object (not an array, not null). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Metadata: an object of string values, at most 6 pairs, each key and value at most 100 characters. */
export function checkMetadata(value: unknown, field = "metadata"): Record<string, string> {
  if (!isObject(value)) throw badRequest(field, "type", `${field} must be an object of string values`);
  const entries = Object.entries(value);
  if (entries.length > MAX_METADATA_PAIRS) {
    throw badRequest(field, "maxProperties", `${field} has ${entries.length} key/value pairs; at most ${MAX_METADATA_PAIRS} are allowed`, { limit: MAX_METADATA_PAIRS });
  }
  for (const [key, v] of entries) {
    if (typeof v !== "string") throw badRequest(`${field}.${key}`, "type", `${field}.${key} must be a string`);
    if ([...key].length > MAX_METADATA_LENGTH) {
      throw badRequest(field, "maxLength", `a ${field} key is longer than ${MAX_METADATA_LENGTH} characters`, { limit: MAX_METADATA_LENGTH, key });
    }
    if ([...v].length > MAX_METADATA_LENGTH) {
      throw badRequest(`${field}.${key}`, "maxLength", `${field}.${key} is longer than ${MAX_METADATA_LENGTH} characters`, { limit: MAX_METADATA_LENGTH });
    }
  }
  return value as Record<string, string>;
}

/** A decimal amount string (`^[0-9]+(\.[0-9]+)?$`); `positive` also refuses zero. */
export function checkDecimal(value: unknown, field: string, positive = true): string {
  if (typeof value !== "string" || !DECIMAL_PATTERN.test(value)) {
    throw badRequest(field, "pattern", `${field} must be a decimal string matching ^[0-9]+(\\.[0-9]+)?$`, { pattern: DECIMAL_PATTERN.source });
  }
  if (positive && isZeroDecimal(value)) throw badRequest(field, "exclusiveMinimum", `${field} must be greater than 0`, { limit: "0" });
  return value;
}

/** An RFC 3339 date-time; returns its canonical (UTC, nanosecond) form. */
export function checkDateTime(value: unknown, field: string): string {
  const canonical = typeof value === "string" ? normalizeDateTime(value) : undefined;
  if (canonical === undefined) throw badRequest(field, "format", `${field} must be an RFC 3339 date-time`, { format: "date-time" });
  return canonical;
}

/** A UUID (path ids of fiat accounts). */
export function checkUuid(value: string, field: string): string {
  if (!UUID.test(value)) throw badRequest(field, "format", `${field} must be a UUID`, { format: "uuid" });
  return value;
}

/** A non-empty string. */
export function checkString(value: unknown, field: string): string {
  if (typeof value !== "string" || value.length === 0) throw badRequest(field, "type", `${field} must be a non-empty string`);
  return value;
}

/** One of a fixed set of values. */
export function checkEnum<T extends string>(value: unknown, field: string, allowed: readonly T[]): T {
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    throw badRequest(field, "enum", `${field} must be one of ${allowed.join(", ")}`, { allowed: [...allowed] });
  }
  return value as T;
}

/** Refuses body fields the operation does not define (catches misspelt or misplaced fields early). */
export function checkKnownFields(body: Record<string, unknown>, allowed: readonly string[], where = "body"): void {
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key)) {
      const field = where === "body" ? key : `${where}.${key}`;
      throw badRequest(field, "additionalProperties", `unknown field ${field} in the request body; allowed: ${allowed.join(", ")}`, { allowed: [...allowed] });
    }
  }
}

/** The sandbox deposit asset: USD only. */
export function checkSandboxAsset(value: unknown): string {
  if (value !== SANDBOX_DEPOSIT_ASSET) {
    throw badRequest("asset", "enum", `asset must be ${SANDBOX_DEPOSIT_ASSET}: only USD sandbox deposits are supported`, { allowed: [SANDBOX_DEPOSIT_ASSET] });
  }
  return value;
}
