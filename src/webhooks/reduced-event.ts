/**
 * The reduced event a webhook delivery carries, and the check that a body is
 * one. The body is not trusted beyond its `id`: the receiver fetches the full
 * event by that id, and the fetch is what proves the event is real.
 */
import type { KnownEventType, OpenEnum } from "./paxos-event";

/** What Paxos POSTs to a webhook: enough to fetch the event, nothing more. */
export interface ReducedEvent {
  /** The event id (`GET /events/{id}`). */
  id: string;
  /** The event type, e.g. `identity.approved`. */
  type: OpenEnum<KnownEventType>;
  /** Always `com.paxos`. */
  source: "com.paxos";
  /** When the event was created (RFC 3339). */
  time: string;
  /** Always `event`. */
  object: "event";
  /** True on test deliveries (sent from the dashboard's Test feature); such events are not fetched. */
  is_test?: boolean;
}

/** Why a body is not a reduced event: the field and the rule it broke. */
export interface ReducedEventProblem {
  field: string;
  rule: string;
  detail: string;
}

// RFC 3339 date-time: the shape only (the receiver never computes with it).
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
/** Longest id or type accepted: ids are UUIDs, types a few dotted words. */
const MAX_TEXT = 256;

function problem(field: string, rule: string, detail: string): { ok: false; problem: ReducedEventProblem } {
  return { ok: false, problem: { field, rule, detail } };
}

function text(value: unknown, field: string): ReducedEventProblem | undefined {
  if (typeof value !== "string") return { field, rule: "type", detail: `${field} must be a string` };
  if (value.length === 0 || value.length > MAX_TEXT) return { field, rule: "length", detail: `${field} must hold 1 to ${MAX_TEXT} characters` };
  return undefined;
}

/**
 * Checks that `value` (parsed JSON) is a reduced event. Unknown extra fields
 * are ignored (the service adds fields); the result holds only the known ones.
 */
export function checkReducedEvent(value: unknown): { ok: true; event: ReducedEvent } | { ok: false; problem: ReducedEventProblem } {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return problem("body", "type", "the body must be a JSON object");
  const body = value as Record<string, unknown>;
  for (const field of ["id", "type"] as const) {
    const bad = text(body[field], field);
    if (bad) return { ok: false, problem: bad };
  }
  // The id becomes one path segment of GET /events/{id}: a dot segment would name another path.
  if (body.id === "." || body.id === "..") return problem("id", "pathSegment", 'id must not be "." or ".."');
  if (body.source !== "com.paxos") return problem("source", "const", 'source must be "com.paxos"');
  if (body.object !== "event") return problem("object", "const", 'object must be "event"');
  if (typeof body.time !== "string" || !RFC3339.test(body.time)) return problem("time", "format:date-time", "time must be an RFC 3339 date-time");
  if (body.is_test !== undefined && typeof body.is_test !== "boolean") return problem("is_test", "type", "is_test must be a boolean when present");
  const event: ReducedEvent = { id: body.id as string, type: body.type as string, source: "com.paxos", time: body.time, object: "event" };
  if (body.is_test !== undefined) event.is_test = body.is_test;
  return { ok: true, event };
}

/** Parses a delivery's bytes (UTF-8 JSON) and checks them as a reduced event. */
export function parseReducedEvent(bytes: Uint8Array): ReturnType<typeof checkReducedEvent> {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return problem("body", "json", "the body must be UTF-8 JSON");
  }
  return checkReducedEvent(value);
}
