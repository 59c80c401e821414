/**
 * `paxos.events.follow`: every event from a point onward, as an async
 * iterable, by polling `GET /events` (oldest first) and following its
 * `next_page_cursor` page after page. The cursor pages through events that
 * share one `created_at` like any others, so any number of them arrive, each
 * once.
 *
 * A walk ends on the last page, which carries no cursor. Once caught up the
 * follower waits, then walks again from the `created_at` of the last event it
 * yielded, inclusive (`created_at.gte`), dropping the events at that instant it
 * yielded already (it keeps their ids: at most the events of one instant).
 *
 * What a caller saves to resume is the last event it handled, as the event or
 * its `{ created_at, id }`: the follower starts at that instant and skips the
 * events there up to and including that id, in the service's order. A
 * service cursor is not a position to save: the last page has none, and a
 * cursor belongs to the query it was issued for.
 *
 * With `dedupe` (the webhook receiver's store), each event is claimed before it
 * is handed over, and an event the receiver has handled (or is handling) is
 * not handed over again: the recovery path and the receiver act once per event
 * between them.
 */
import * as ops from "../generated/descriptors";
import type { Event } from "../generated/openapi";
import { paginate } from "../core/pagination/paginate";
import type { Page } from "../core/pagination/page";
import { PaxosError, refuse } from "../core/response/errors";
import { optionKeys, refuseUnknownOptions } from "../core/config/option-keys";
import type { ClientContext } from "../core/call/client-context";
import type { WebhookDedupeStore } from "./dedupe-store";
import { instantOf } from "./event-instant";
import { typedEvent, type PaxosEvent } from "./paxos-event";

/**
 * Where a follow resumes: right after this event. Save the last event handled (or these two fields of
 * it) after handling it, and pass it back as `since`.
 */
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
  /**
   * The webhook receiver's record of handled events (the `dedupe` given to `webhooks.nodeHandler` /
   * `fetchHandler`, e.g. `redisDedupeStore`): an event it records as handled is skipped, one it is
   * handling is waited for, and every event handed over is claimed first, then marked handled when the
   * loop asks for the next one. Leaving the loop (break, return, throw) releases the claim of the event
   * in hand, so a later follow hands it over again.
   */
  dedupe?: WebhookDedupeStore;
  /** Lease of the claim on the event in hand, extended every third of it while held (default 60 000 ms). */
  leaseMs?: number;
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
const FOLLOW_OPTION_KEYS = /* @__PURE__ */ optionKeys<FollowEventsOptions>()("since", "signal", "pollIntervalMs", "maxRequestsPerSecond", "limit", "type", "dedupe", "leaseMs");

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
  const { limit, dedupe, leaseMs } = options;
  if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= 100)) refuseOption("limit", "range", "limit must be an integer from 1 to 100");
  if (dedupe !== undefined && (typeof dedupe !== "object" || dedupe === null || !["claim", "extend", "complete", "release"].every((m) => typeof (dedupe as unknown as Record<string, unknown>)[m] === "function"))) {
    refuseOption("dedupe", "type", "dedupe must be a WebhookDedupeStore (claim, extend, complete, release)");
  }
  if (leaseMs !== undefined && (typeof leaseMs !== "number" || !Number.isFinite(leaseMs) || leaseMs < 1_000)) refuseOption("leaseMs", "minimum", "leaseMs must be a number of milliseconds of at least 1000");
}

/** How often a follower asks again about an event another holder (a receiver) has claimed. */
const HELD_RECHECK_MS = 500;

/**
 * Claims `eventId` in `store`: the claim, or undefined when the event was handled already. Waits while
 * another holder has it (a receiver running its handler): that holder completes it or gives it up.
 */
async function claimEvent(store: WebhookDedupeStore, eventId: string, leaseMs: number, signal: AbortSignal | undefined): Promise<string | undefined | "aborted"> {
  for (;;) {
    const result = await store.claim(eventId, leaseMs);
    if (result.status === "claimed") return result.claim;
    if (result.status === "done") return undefined;
    if (!(await pause(HELD_RECHECK_MS, signal))) return "aborted";
  }
}

/** The follower behind `paxos.events.follow` (options already checked). */
async function* follow(context: ClientContext, options: FollowEventsOptions): AsyncGenerator<PaxosEvent, void, undefined> {
  const { signal, type, dedupe } = options;
  const limit = options.limit ?? 100;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const gapMs = 1_000 / (options.maxRequestsPerSecond ?? 10);
  const since = options.since;
  const resumeFrom = typeof since === "object" && !(since instanceof Date) ? since : undefined;

  // The boundary: the timestamp of the last event yielded (as sent back in the next walk), and the ids of
  // the events at that instant yielded already.
  let from: string = since instanceof Date ? since.toISOString() : typeof since === "string" ? since : since.created_at!;
  let boundary: bigint | undefined = resumeFrom ? instantOf(resumeFrom.created_at!) : undefined;
  let seen = new Set<string>();
  // Resuming from an event: the events at its instant up to it (in the service's order) were handled.
  // Until it is met, the events at that instant are held back; if the instant ends without it, they are
  // handed over after all (nothing but the event itself is known handled).
  let resumeAfter: string | undefined = resumeFrom?.id ?? undefined;
  let heldBack: Event[] = [];
  let lastRequest = 0;
  // The claim on the event in hand (with dedupe), released if the loop is left while it is held.
  let inHand: { id: string; claim: string; heartbeat: ReturnType<typeof setInterval> } | undefined;

  const nextPage = async (previous: Page<Event> | undefined): Promise<Page<Event> | undefined> => {
    const wait = lastRequest + gapMs - Date.now();
    if (wait > 0 && !(await pause(wait, signal))) return undefined;
    lastRequest = Date.now();
    try {
      if (previous) return await previous.getNextPage(signal);
      const query = { created_at: { gte: from }, limit, order: "ASC" as const, ...(type !== undefined ? { type } : {}) };
      return await paginate(context, ops.listEvents, query, { signal, prefetch: false });
    } catch (error) {
      if (signal?.aborted) return undefined;
      throw error;
    }
  };

  /** Claims the event (with dedupe): false to skip it (handled already), "aborted" when the signal stopped the wait. */
  const take = async (event: Event): Promise<boolean | "aborted"> => {
    if (!dedupe) return true;
    const claim = await claimEvent(dedupe, event.id!, leaseMs, signal);
    if (claim === "aborted") return "aborted";
    if (claim === undefined) return false;
    const heartbeat = setInterval(() => {
      dedupe.extend(event.id!, claim, leaseMs).catch(() => {});
    }, leaseMs / 3);
    inHand = { id: event.id!, claim, heartbeat };
    return true;
  };

  /** The loop asked for the next event: the one in hand was handled. */
  const handled = async (): Promise<void> => {
    if (!inHand || !dedupe) return;
    const { id, claim, heartbeat } = inHand;
    inHand = undefined;
    clearInterval(heartbeat);
    await dedupe.complete(id, claim);
  };

  /** Moves the boundary to `event` and records it as yielded there. */
  const advance = (event: Event, instant: bigint): void => {
    if (instant !== boundary) {
      boundary = instant;
      from = event.created_at!;
      seen = new Set();
    }
    seen.add(event.id!);
  };

  try {
    while (!signal?.aborted) {
      let page: Page<Event> | undefined;
      // Still looking for the saved event: this walk reads its instant again from the start.
      heldBack = [];
      do {
        page = await nextPage(page);
        if (!page) return;
        for (const event of page.items) {
          // Absent or null (the service may write an absent field as null).
          const instant = event.created_at == null ? undefined : instantOf(event.created_at);
          if (instant === undefined || event.id == null) {
            throw new PaxosError(`events.follow: an event without a readable created_at or id came back (${JSON.stringify({ id: event.id, created_at: event.created_at })}); cannot keep the position.`);
          }
          const pending: Event[] = [];
          if (resumeAfter !== undefined) {
            if (instant === boundary) {
              if (event.id === resumeAfter) {
                // Everything at this instant up to the saved event was handled before.
                for (const before of heldBack) seen.add(before.id!);
                seen.add(event.id);
                heldBack = [];
                resumeAfter = undefined;
              } else {
                heldBack.push(event);
              }
              continue;
            }
            // The instant ended without the saved event: hand over what was held back at it.
            seen.add(resumeAfter);
            pending.push(...heldBack);
            heldBack = [];
            resumeAfter = undefined;
          }
          if (instant === boundary && seen.has(event.id)) continue;
          pending.push(event);
          for (const next of pending) {
            const nextInstant = instantOf(next.created_at!)!;
            const taken = await take(next);
            if (taken === "aborted") return;
            advance(next, nextInstant);
            if (!taken) continue;
            yield typedEvent(next);
            await handled();
            if (signal?.aborted) return;
          }
        }
      } while (page.hasNextPage());
      if (!(await pause(pollIntervalMs, signal))) return;
    }
  } finally {
    if (inHand && dedupe) {
      const { id, claim, heartbeat } = inHand;
      clearInterval(heartbeat);
      inHand = undefined;
      await dedupe.release(id, claim).catch(() => {});
    }
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
