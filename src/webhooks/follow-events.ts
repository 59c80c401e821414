/**
 * `paxos.events.follow`: every event from a point onward, as an async
 * iterable, by polling `GET /events`. The endpoint has no cursor, only
 * `created_at` filters, and several events can share one `created_at`; so the
 * follower asks from the last timestamp read *inclusive* (`created_at.gte`)
 * and drops the events at that timestamp it has already yielded (it keeps
 * their ids). Nothing sharing a timestamp with a page's last event is skipped,
 * and nothing is yielded twice.
 *
 * The one case the endpoint cannot serve: more than `limit` (at most 100)
 * events at a single timestamp. A page holding only already-read events of
 * that timestamp means the rest cannot be reached; the follower throws rather
 * than skip them.
 */
import * as ops from "../generated/descriptors";
import type { Event } from "../generated/openapi";
import { call } from "../core/call";
import { PaxosError, refuse } from "../core/errors";
import { optionKeys, refuseUnknownOptions } from "../core/option-keys";
import type { ClientContext } from "../core/client-context";
import { instantOf } from "./event-instant";
import { typedEvent, type PaxosEvent } from "./event-types";

/** Where a follow resumes: right after this event (a yielded event, or its `created_at` and `id` as stored). */
export interface EventPosition {
  created_at: string;
  id: string;
}

/** Options of `paxos.events.follow`. */
export interface FollowEventsOptions {
  /**
   * Where to start: a time (`Date` or RFC 3339 string: every event created at or after it), or the last
   * event handled (the event itself or its `{ created_at, id }`: every event after it).
   */
  since: Date | string | EventPosition | PaxosEvent | Event;
  /** Stops following: the iteration ends (without an error) once aborted. */
  signal?: AbortSignal;
  /** Wait between polls once caught up (default 5 000 ms). */
  pollIntervalMs?: number;
  /** Most requests per second while catching up (default 10: a fifth of the `default` class's 50/s budget). */
  maxRequestsPerSecond?: number;
  /** Events per request (1..100, default 100). */
  limit?: number;
  /** Only events of this type. */
  type?: string;
}

/** Thrown when more events share one `created_at` than one request can return: going on would skip some. */
export class EventFollowError extends PaxosError {
  override name = "EventFollowError";
  /** The timestamp the follower cannot page past. */
  readonly createdAt: string;
  constructor(createdAt: string, limit: number) {
    super(`events.follow: more than ${limit} events share created_at ${createdAt}; GET /events (no cursor, only created_at filters) cannot page past them without skipping some.`);
    this.createdAt = createdAt;
  }
}

/** Refuses an option of `events.follow`, naming the field and the rule. */
const refuseOption = (field: string, rule: string, message: string): never => refuse("events.follow", field, rule, message);

/** Resolves after `ms`, or at once (false) when `signal` aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      resolve(ok);
    };
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** The keys of {@link FollowEventsOptions}, for refusing a misspelt one. */
const FOLLOW_OPTION_KEYS = /* @__PURE__ */ optionKeys<FollowEventsOptions>()("since", "signal", "pollIntervalMs", "maxRequestsPerSecond", "limit", "type");

function checkOptions(options: FollowEventsOptions): void {
  if (typeof options !== "object" || options === null) refuseOption("options", "type", "options must be an object with since");
  refuseUnknownOptions("events.follow", options, FOLLOW_OPTION_KEYS);
  const { since } = options;
  if (since instanceof Date) {
    if (Number.isNaN(since.getTime())) refuseOption("since", "format:date-time", "since must be a valid Date");
  } else if (typeof since === "string") {
    if (instantOf(since) === undefined) refuseOption("since", "format:date-time", "since must be an RFC 3339 date-time");
  } else if (typeof since === "object" && since !== null) {
    if (typeof since.created_at !== "string" || instantOf(since.created_at) === undefined) refuseOption("since.created_at", "format:date-time", "since.created_at must be an RFC 3339 date-time");
    if (typeof since.id !== "string" || since.id.length === 0) refuseOption("since.id", "type", "since.id must be the id of the last event handled");
  } else {
    refuseOption("since", "type", "since must be a Date, an RFC 3339 string, or the last event handled ({ created_at, id })");
  }
  const positive = (field: "pollIntervalMs" | "maxRequestsPerSecond", min: number, max: number) => {
    const value = options[field];
    if (value !== undefined && !(typeof value === "number" && value >= min && value <= max)) refuseOption(field, "range", `${field} must be a number from ${min} to ${max}`);
  };
  positive("pollIntervalMs", 100, 3_600_000);
  positive("maxRequestsPerSecond", 0.01, 50);
  const { limit } = options;
  if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= 100)) refuseOption("limit", "range", "limit must be an integer from 1 to 100");
}

/** The follower behind `paxos.events.follow` (options already checked). */
async function* follow(context: ClientContext, options: FollowEventsOptions): AsyncGenerator<PaxosEvent, void, undefined> {
  const { signal, type } = options;
  const limit = options.limit ?? 100;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const gapMs = 1_000 / (options.maxRequestsPerSecond ?? 10);
  const since = options.since;

  // The boundary: the timestamp of the last event yielded (as sent back in the next request), and which
  // events at that instant were yielded already.
  let from: string = since instanceof Date ? since.toISOString() : typeof since === "string" ? since : since.created_at!;
  let boundary: bigint | undefined = typeof since === "object" && !(since instanceof Date) ? instantOf(since.created_at!) : undefined;
  let seen = new Set<string>();
  // Resuming from an event: the events at its instant up to it (in the service's order) were handled.
  let resumeAfter = typeof since === "object" && !(since instanceof Date) ? (since.id ?? undefined) : undefined;
  let lastRequest = 0;

  while (!signal?.aborted) {
    const wait = lastRequest + gapMs - Date.now();
    if (wait > 0 && !(await pause(wait, signal))) return;
    lastRequest = Date.now();
    let events: Event[];
    try {
      const page = await call(context, ops.listEvents, { query: { created_at: { gte: from }, limit, ...(type !== undefined ? { type } : {}) } }, { signal });
      events = page.events ?? [];
    } catch (error) {
      if (signal?.aborted) return;
      throw error;
    }

    if (resumeAfter !== undefined) {
      const at = events.filter((event) => event.created_at != null && instantOf(event.created_at) === boundary);
      const index = at.findIndex((event) => event.id === resumeAfter);
      // Not found among them: nothing at that instant is known handled except the event itself.
      for (const event of index === -1 ? [] : at.slice(0, index + 1)) seen.add(event.id!);
      seen.add(resumeAfter);
      resumeAfter = undefined;
    }

    let fresh = 0;
    for (const event of events) {
      // Absent or null (the service may write an absent field as null).
      const instant = event.created_at == null ? undefined : instantOf(event.created_at);
      if (instant === undefined || event.id == null) {
        throw new PaxosError(`events.follow: an event without a readable created_at or id came back (${JSON.stringify({ id: event.id, created_at: event.created_at })}); cannot keep the position.`);
      }
      if (instant === boundary && seen.has(event.id)) continue;
      if (instant !== boundary) {
        boundary = instant;
        from = event.created_at!;
        seen = new Set();
      }
      seen.add(event.id);
      fresh++;
      yield typedEvent(event);
      if (signal?.aborted) return;
    }

    if (events.length >= limit) {
      if (fresh === 0) throw new EventFollowError(from, limit);
      continue; // catching up: the next page at once (within maxRequestsPerSecond)
    }
    if (!(await pause(pollIntervalMs, signal))) return;
  }
}

/**
 * Every event from `options.since` onward, oldest first, waiting for new ones once caught up; ends when
 * `options.signal` aborts. Checks the options at once (a `ValidationError` naming the option).
 */
export function followEvents(context: ClientContext, options: FollowEventsOptions): AsyncIterable<PaxosEvent> {
  checkOptions(options);
  return { [Symbol.asyncIterator]: () => follow(context, options) };
}
