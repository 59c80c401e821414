/** Small helpers for reading JSON request bodies strictly. */
import { isObject } from "./limits";
import { badRequest } from "../protocol/problem";

/** The body as an object, or 400 when it is JSON of another type. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (!isObject(body)) throw badRequest("body", "type", "the request body must be a JSON object");
  return body;
}

/** A field that must be present. */
export function required(body: Record<string, unknown>, field: string): unknown {
  const value = body[field];
  if (value === undefined || value === null) throw badRequest(field, "required", `${field} is required`);
  return value;
}

/** Refuses query parameters on operations that define none. */
export function noQuery(query: URLSearchParams): void {
  for (const key of query.keys()) {
    throw badRequest(key, "unknownParameter", `unknown query parameter ${key}: this operation takes none`, { allowed: [] });
  }
}
