/**
 * The mock delivers webhooks as Paxos does: every event it records is POSTed, reduced to `{ id, type,
 * source: "com.paxos", time, object: "event" }`, to each webhook subscribed to its type, authenticated by
 * the webhook's API-key header or OAuth bearer token. Deliveries run in the background (never on the
 * request that caused the event, so they cannot slow the API): at most `rateLimit` attempt starts per
 * second per webhook (real time); a failed attempt (non-2xx, network error, timeout) retried as Paxos
 * retries, from about 5 seconds, exponentially with ±20 % jitter, until the event is 24 hours old on the
 * mock's clock (a retry is due when its wait has passed on the mock clock, which a test advances, or in
 * real time, whichever is first); the event's `undelivered_webhooks` counting the webhooks it
 * has not reached yet. `sendTestEvent` delivers a test event (`is_test: true`). `close()` stops every
 * timer and aborts what is in flight.
 */
import { type MockEventType, isMockEventType, sampleEventObject } from "../domain/event-catalog";
import type { MockEvent } from "../domain/events";
import type { MockEventLog } from "../domain/store-view";
import type { MockClock } from "../domain/clock";
import { canonicalToNanos } from "../domain/timestamps";
import { type ResolvedWebhook, resolveWebhooks } from "./webhook-config";
import { WebhookTokenCache } from "./webhook-token";
import { optionKeys, refuseUnknownOptions } from "../../core/config/option-keys";

/** The keys of `sendTestEvent`'s options, for refusing a misspelt one. */
const TEST_EVENT_OPTION_KEYS = optionKeys<{ webhook?: number }>()("webhook");

/** The body of a delivery: the reduced event. */
export interface ReducedEvent {
  id: string;
  type: string;
  source: "com.paxos";
  /** When the event was created (its created_at). */
  time: string;
  object: "event";
  /** Present (true) on test deliveries only. */
  is_test?: true;
}

/** One delivery attempt, as the mock's delivery log records it (no credentials). */
export interface WebhookAttempt {
  /** Index of the webhook in the `webhooks` option. */
  webhook: number;
  eventId: string;
  type: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** When the attempt started, in `performance.now()` milliseconds (what the rate limit spaces). */
  startedAt: number;
  /** When the attempt started on the mock clock (RFC 3339). */
  at: string;
  /** After a failed attempt: when the retry is due on the mock clock (RFC 3339); absent once given up. */
  retryAt?: string;
  /** The receiver's status code, when it answered. */
  status?: number;
  /** Why the attempt failed without an answer (network error, timeout, token endpoint failure). */
  error?: string;
  /** Whether the attempt succeeded (a 2xx answer). */
  ok: boolean;
  isTest: boolean;
}

/** What one webhook has done so far. */
export interface WebhookStats {
  url: string;
  /** Events delivered (a 2xx answer). */
  delivered: number;
  /** Events given up on (24 hours of failed attempts, or `maxAttempts`): the undelivered webhooks of their events. */
  undelivered: number;
  /** Events waiting for their first attempt or a retry, or in flight. */
  pending: number;
  /** Attempts made, retries included. */
  attempts: number;
  /** Failed attempts (each non-2xx answer, network error or timeout). */
  failedAttempts: number;
  /** Token requests made to the OAuth token endpoint (0 for the API-key form). */
  tokenRequests: number;
}

interface Job {
  reduced: ReducedEvent;
  /** The recorded event whose undelivered_webhooks this delivery counts in. */
  record: MockEvent;
  attempt: number;
  /** Due at this `performance.now()` … */
  dueAt: number;
  /** … or at this mock-clock time (ms), whichever comes first. */
  dueAtClock: number;
  seq: number;
}

/** One webhook: its queue, rate limit, retries and counters. */
class WebhookChannel {
  readonly #config: ResolvedWebhook;
  readonly #tokens: WebhookTokenCache | undefined;
  readonly #queue: Job[] = [];
  readonly #inFlight = new Map<Promise<void>, AbortController>();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #nextSlot = -Infinity;
  #seq = 0;
  #closed = false;
  #idleWaiters: (() => void)[] = [];
  readonly stats: Omit<WebhookStats, "pending" | "tokenRequests" | "url">;

  constructor(
    readonly index: number,
    config: ResolvedWebhook,
    private readonly log: WebhookAttempt[],
    private readonly clock: MockClock,
  ) {
    this.#config = config;
    this.#tokens = config.oauth ? new WebhookTokenCache(config.oauth) : undefined;
    this.stats = { delivered: 0, undelivered: 0, attempts: 0, failedAttempts: 0 };
  }

  /** The URLs this webhook sends to: the receiver, and its token endpoint in the OAuth form. */
  urls(): URL[] {
    return this.#config.oauth ? [this.#config.url, this.#config.oauth.tokenUrl] : [this.#config.url];
  }

  wants(type: MockEventType): boolean {
    return this.#config.eventTypes.has(type);
  }

  /** Queues the first attempt of a delivery. */
  enqueue(record: MockEvent, reduced: ReducedEvent): void {
    if (this.#closed) return;
    record.undelivered_webhooks++;
    this.#queue.push({ reduced, record, attempt: 1, dueAt: performance.now(), dueAtClock: this.clock.nowMs(), seq: this.#seq++ });
    this.pump();
  }

  snapshot(): WebhookStats {
    return { url: this.#config.url.href, ...this.stats, pending: this.#queue.length + this.#inFlight.size, tokenRequests: this.#tokens?.requests ?? 0 };
  }

  /** Resolves once nothing is queued or in flight. */
  idle(): Promise<void> {
    if (this.#queue.length === 0 && this.#inFlight.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#queue.length = 0;
    for (const controller of this.#inFlight.values()) controller.abort();
    await Promise.allSettled([...this.#inFlight.keys()]);
    this.notifyIdle();
  }

  /**
   * Starts every attempt that is due and inside the rate limit, oldest first, then sleeps until the next
   * one is. The slot is checked against performance.now() after every wake-up (a timer may fire a
   * little early), so attempt starts are at least 1000/rateLimit ms apart by construction.
   */
  private pump(): void {
    if (this.#closed) return;
    // A new or retried job may be due before the one the timer waits for: plan afresh.
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    const interval = 1000 / this.#config.rateLimit;
    for (;;) {
      const job = this.nextJob();
      if (!job) return this.notifyIdle();
      const now = performance.now();
      // Due on the mock clock already (a test advanced it): due now in real time too.
      const due = this.clock.nowMs() >= job.dueAtClock ? Math.min(job.dueAt, now) : job.dueAt;
      const at = Math.max(due, this.#nextSlot);
      if (at > now) {
        this.#timer = setTimeout(() => {
          this.#timer = undefined;
          this.pump();
        }, Math.ceil(at - now));
        return;
      }
      this.#queue.splice(this.#queue.indexOf(job), 1);
      this.#nextSlot = now + interval;
      this.start(job, now);
    }
  }

  /** The job due first, on either clock (ties: queued first). */
  private nextJob(): Job | undefined {
    const now = performance.now();
    const clockNow = this.clock.nowMs();
    const dueAt = (job: Job) => (clockNow >= job.dueAtClock ? Math.min(job.dueAt, now) : job.dueAt);
    let best: Job | undefined;
    for (const job of this.#queue) if (!best || dueAt(job) < dueAt(best) || (dueAt(job) === dueAt(best) && job.seq < best.seq)) best = job;
    return best;
  }

  /** The mock clock moved: a retry it made due starts now. */
  clockMoved(): void {
    if (this.#queue.length > 0) this.pump();
  }

  private start(job: Job, startedAt: number): void {
    const controller = new AbortController();
    const run = this.attempt(job, startedAt, controller).finally(() => {
      this.#inFlight.delete(run);
      if (!this.#closed) this.pump();
      this.notifyIdle();
    });
    this.#inFlight.set(run, controller);
  }

  private async attempt(job: Job, startedAt: number, controller: AbortController): Promise<void> {
    const config = this.#config;
    const entry: WebhookAttempt = { webhook: this.index, eventId: job.reduced.id, type: job.reduced.type, attempt: job.attempt, startedAt, at: this.clock.now().toISOString(), ok: false, isTest: job.reduced.is_test === true };
    this.log.push(entry);
    this.stats.attempts++;
    const timeout = setTimeout(() => controller.abort(new Error(`no answer within ${config.timeoutMs} ms`)), config.timeoutMs);
    try {
      const headers: Record<string, string> = { "content-type": "application/json", "user-agent": "paxos-sdk-mock-webhooks" };
      if (config.apiKey) headers[config.apiKey.header] = config.apiKey.value;
      if (this.#tokens) headers.authorization = `Bearer ${await this.#tokens.get(controller.signal)}`;
      const response = await fetch(config.url, { method: "POST", headers, body: JSON.stringify(job.reduced), signal: controller.signal, redirect: "manual" });
      entry.status = response.status;
      await response.arrayBuffer().catch(() => undefined);
      entry.ok = response.status >= 200 && response.status < 300;
      if (response.status === 401) this.#tokens?.invalidate();
    } catch (error) {
      const reason = controller.signal.aborted ? controller.signal.reason : error;
      // fetch says only "fetch failed": the cause's code (ECONNREFUSED, ECONNRESET …) is what helps.
      const code = (reason as { cause?: { code?: unknown } } | undefined)?.cause?.code;
      entry.error = `${reason instanceof Error ? reason.message : String(reason)}${typeof code === "string" ? ` (${code})` : ""}`;
    } finally {
      clearTimeout(timeout);
    }
    if (this.#closed) return;
    if (entry.ok) {
      this.stats.delivered++;
      job.record.undelivered_webhooks--;
      return;
    }
    this.stats.failedAttempts++;
    const delay = retryDelayMs(config, job.attempt);
    // The event's age on the mock clock when the retry would start.
    const ageAtRetryMs = this.clock.nowMs() + delay - Number(canonicalToNanos(job.record.created_at) / 1_000_000n);
    if (job.attempt >= config.maxAttempts || ageAtRetryMs > config.windowMs) {
      // Given up: the event keeps counting this webhook in its undelivered_webhooks.
      this.stats.undelivered++;
      return;
    }
    const dueAtClock = this.clock.nowMs() + delay;
    entry.retryAt = new Date(dueAtClock).toISOString();
    this.#queue.push({ ...job, attempt: job.attempt + 1, dueAt: performance.now() + delay, dueAtClock, seq: this.#seq++ });
  }

  private notifyIdle(): void {
    if (this.#queue.length > 0 || this.#inFlight.size > 0) return;
    const waiters = this.#idleWaiters;
    this.#idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}

/**
 * The wait before the retry after failed attempt number `attempt` (1 for the first): `initialDelayMs`
 * doubled per attempt up to `maxDelayMs`, then spread by ±20 % so that a receiver's failures do not
 * bring every retry back at the same moment.
 */
export function retryDelayMs(config: Pick<ResolvedWebhook, "initialDelayMs" | "maxDelayMs">, attempt: number, random: () => number = Math.random): number {
  const base = Math.min(config.maxDelayMs, config.initialDelayMs * 2 ** Math.min(attempt - 1, 40));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** The reduced event Paxos POSTs for a recorded event. */
export function reduceEvent(event: MockEvent): ReducedEvent {
  return { id: event.id, type: event.type, source: "com.paxos", time: event.created_at, object: "event", ...(event.is_test ? { is_test: true as const } : {}) };
}

/**
 * The mock's webhooks (`server.webhooks`, `api.webhooks`): delivery of every recorded event to the
 * configured receivers, test events, the delivery log and counters.
 */
export class MockWebhooks {
  readonly #channels: WebhookChannel[];
  readonly #log: WebhookAttempt[] = [];
  readonly #events: MockEventLog;
  readonly #newId: () => string;
  readonly #unsubscribe: () => void;
  readonly #unwatchClock: () => void;
  #closed = false;

  /** Checks `configs` (a ValidationError naming the field otherwise) and starts delivering `events`' new events. */
  constructor(events: MockEventLog, newId: () => string, configs: unknown, clock: MockClock) {
    this.#channels = resolveWebhooks(configs).map((config, i) => new WebhookChannel(i, config, this.#log, clock));
    this.#unwatchClock = clock.onChange(() => {
      for (const channel of this.#channels) channel.clockMoved();
    });
    this.#events = events;
    this.#newId = newId;
    this.#unsubscribe = events.subscribe((event) => {
      if (event.is_test) return;
      const reduced = reduceEvent(event);
      for (const channel of this.#channels) if (channel.wants(event.type)) channel.enqueue(event, reduced);
    });
  }

  /** How many webhooks are configured. */
  get count(): number {
    return this.#channels.length;
  }

  /**
   * Delivers a test event of `type` (`is_test: true`) to every webhook, or to the one at index `webhook`,
   * whatever its event types (as the dashboard's test button does). The event is kept as a test event:
   * `GET /events/{id}?is_test=true` finds it, real reads never see it. Returns what is delivered.
   */
  sendTestEvent(type: MockEventType, options: { webhook?: number } = {}): ReducedEvent {
    refuseUnknownOptions("webhooks.sendTestEvent()", options, TEST_EVENT_OPTION_KEYS);
    if (typeof type !== "string" || !isMockEventType(type)) throw new TypeError(`mock webhooks: sendTestEvent type must be a documented event type, not ${JSON.stringify(type)}`);
    if (this.#closed) throw new Error("mock webhooks: sendTestEvent after close(): delivery has stopped");
    if (this.#channels.length === 0) throw new RangeError("mock webhooks: sendTestEvent needs a configured webhook (the webhooks option is empty)");
    const targets = options.webhook === undefined ? this.#channels : [this.#channels[options.webhook]];
    if (targets.some((c) => c === undefined)) {
      throw new RangeError(`mock webhooks: sendTestEvent webhook must name a configured webhook (0 to ${this.#channels.length - 1}), not ${String(options.webhook)}`);
    }
    const event = this.#events.appendTest(type, sampleEventObject(type, this.#newId));
    const reduced = reduceEvent(event);
    for (const channel of targets as WebhookChannel[]) channel.enqueue(event, reduced);
    return reduced;
  }

  /** Every URL a delivery goes to (receivers and OAuth token endpoints), e.g. to let msw pass them through. */
  urls(): string[] {
    return [...new Set(this.#channels.flatMap((c) => c.urls().map((u) => u.href)))];
  }

  /** Per webhook, in configuration order: what it delivered, gave up on, still holds, and tried. */
  stats(): WebhookStats[] {
    return this.#channels.map((c) => c.snapshot());
  }

  /** Every attempt so far, oldest first (no credentials in it). */
  attempts(): readonly WebhookAttempt[] {
    return this.#log;
  }

  /** Resolves once no delivery is queued, waiting for a retry, or in flight (every webhook). */
  async idle(): Promise<void> {
    await Promise.all(this.#channels.map((c) => c.idle()));
  }

  /** Stops delivering: clears every timer, aborts the attempts in flight, and waits for them to end. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#unsubscribe();
    this.#unwatchClock();
    await Promise.all(this.#channels.map((c) => c.close()));
  }

  /** What `inspect` and `JSON.stringify` show: the counters, never a credential. */
  toJSON(): { webhooks: WebhookStats[] } {
    return { webhooks: this.stats() };
  }

  [Symbol.for("nodejs.util.inspect.custom")](): string {
    return `MockWebhooks ${JSON.stringify(this.stats())}`;
  }
}
