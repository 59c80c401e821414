/**
 * One delivery, start to answer, whatever the server framework: the node and
 * fetch handlers only adapt their request to a {@link Delivery} and write the
 * {@link DeliveryAnswer} back.
 *
 *   credentials → 401 · not POST → 405 · body over 64 KB → 413 · not a reduced event → 400
 *   test delivery → onTestEvent, 200 (not fetched, not deduplicated)
 *   claim: done → 200 "duplicate" · held by another delivery → 409 · store failing → 503
 *   an id the client refuses to send (a lone surrogate) → 400
 *   GET /events/{id} failing (any status, 404 included, or a different id) → 503, claim released
 *
 * Then, by `acknowledge`:
 *   "before-handler" (default): 200 "accepted" at once, onEvent run after the answer, holding the claim;
 *     resolved → done; thrown → claim released, the event left to the catch-up path (events.follow with
 *     the same dedupe store), since Paxos, answered 2xx, will not deliver it again.
 *   "after-handler": onEvent run before answering; thrown → 500, claim released (the redelivery runs it
 *     again); resolved → done → 200 "handled".
 *
 * Paxos asks for a 2xx quickly (ideally under 500 ms) and processing out of band: a handler slower than
 * that, answered after it, would make Paxos count the delivery failed and send it again.
 */
import type { Event } from "../generated/openapi";
import { ValidationError } from "../core/response/errors";
import { RedactingLogger, redact } from "../core/config/logger";
import { ok, problem, type DeliveryAnswer } from "./answer";
import { authenticator } from "./authenticate";
import { memoryDedupeStore } from "./dedupe-store";
import { typedEvent } from "./paxos-event";
import { MAX_WEBHOOK_BODY_BYTES, checkWebhookOptions, type WebhookHandlerOptions } from "./options";
import { checkReducedEvent, parseReducedEvent, type ReducedEvent } from "./reduced-event";

/** A delivery's body as a framework hands it over. */
export type DeliveryBody =
  | { kind: "bytes"; bytes: Uint8Array }
  /** Already parsed (e.g. by `express.json()`): checked as it is; the framework's own size limit applied. */
  | { kind: "parsed"; value: unknown }
  | { kind: "too-large" };

/** A delivery, adapted from the server's request. */
export interface Delivery {
  method: string;
  /** A request header by lower-case name. */
  header(name: string): string | undefined;
  /** Reads the body, stopping (without reading the rest) once it passes `limit` bytes. */
  body(limit: number): Promise<DeliveryBody>;
}

/** Fetches the full event by id (`paxos.events.get`, injected so the receiver holds no client). */
export type EventFetcher = (id: string) => Promise<Event>;

/** A receiver: answers one delivery. */
export type Receiver = (delivery: Delivery) => Promise<DeliveryAnswer>;

/** Says a little about an error without its stack, for the log (redacted there). */
function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Resolves on a later turn of the event loop, after the answer in hand has been written. */
function nextMacrotask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Builds a receiver from checked options; throws a `ValidationError` naming a bad option and `who` (the handler's method). */
export function createReceiver(options: WebhookHandlerOptions, fetchEvent: EventFetcher, who: string): Receiver {
  checkWebhookOptions(options, who);
  const secrets = options.apiKey ? [options.apiKey.value] : [];
  const log = new RedactingLogger({ level: options.logLevel, logger: options.logger, redact: (text) => redact(text, secrets) });
  const authenticate = authenticator(options, (error, token) => {
    log.warn(`webhook delivery: the OAuth token check threw (${redact(describe(error), [token])}); answered 503 so that Paxos retries.`);
  });
  const store = options.dedupe ?? memoryDedupeStore();
  const leaseMs = options.leaseMs ?? 60_000;
  const { onEvent, onTestEvent, waitUntil } = options;
  const answerFirst = (options.acknowledge ?? "before-handler") === "before-handler";

  const read = async (delivery: Delivery): Promise<{ event: ReducedEvent } | { answer: DeliveryAnswer }> => {
    const body = await delivery.body(MAX_WEBHOOK_BODY_BYTES);
    if (body.kind === "too-large") {
      return { answer: problem(413, `the body exceeds ${MAX_WEBHOOK_BODY_BYTES} bytes`, { connection: "close" }) };
    }
    const checked = body.kind === "parsed" ? checkReducedEvent(body.value) : parseReducedEvent(body.bytes);
    if (!checked.ok) return { answer: problem(400, `not a reduced event: ${checked.problem.detail} (field: ${checked.problem.field}, rule: ${checked.problem.rule})`) };
    return { event: checked.event };
  };

  const handle = async (delivered: ReducedEvent): Promise<DeliveryAnswer> => {
    const where = `webhook event ${delivered.id} (${delivered.type})`;
    let claimed;
    try {
      claimed = await store.claim(delivered.id, leaseMs);
    } catch (error) {
      log.warn(`${where}: the dedupe store failed (${describe(error)}); answered 503 so that Paxos retries.`);
      return problem(503, "the receiver's dedupe store is unavailable", { "retry-after": "5" });
    }
    if (claimed.status === "done") return ok("duplicate");
    if (claimed.status === "in-progress") return problem(409, "another delivery of this event is being handled", { "retry-after": "5" });
    const { claim } = claimed;
    const release = async () => {
      try {
        await store.release(delivered.id, claim);
      } catch (error) {
        log.warn(`${where}: releasing the claim failed (${describe(error)}); a redelivery waits for the lease to lapse.`);
      }
    };

    let event: Event;
    try {
      event = await fetchEvent(delivered.id);
    } catch (error) {
      await release();
      if (error instanceof ValidationError) {
        // Refused before anything was sent (an id that cannot be a path segment): the same body would fail again.
        return problem(400, `not a reduced event: ${error.message} (field: id, rule: ${error.rule})`);
      }
      log.warn(`${where}: GET /events/${delivered.id} failed (${describe(error)}); answered 503 so that Paxos retries.`);
      return problem(503, "the event could not be fetched from Paxos", { "retry-after": "5" });
    }
    if (event.id !== delivered.id) {
      await release();
      log.warn(`${where}: GET /events/${delivered.id} answered another id; answered 503.`);
      return problem(503, "the event fetched does not match the delivery", { "retry-after": "5" });
    }

    if (!answerFirst) {
      const failure = await runHandler(delivered, event, claim, where);
      if (failure) {
        log.error(`${where}: onEvent threw (${failure}); answered 500, the event stays unhandled for the redelivery.`);
        return problem(500, "the event handler failed");
      }
      return ok("handled");
    }
    // Answered now; the handler runs after, on the claim this delivery holds, from the next turn of the
    // event loop, so that even a handler busy without awaiting cannot hold the answer back.
    const work = nextMacrotask().then(() => runHandler(delivered, event, claim, where)).then((failure) => {
      if (failure) log.error(`${where}: onEvent threw (${failure}) after the delivery was answered; the claim is released and the event left to the catch-up path (events.follow with this dedupe store).`);
    });
    waitUntil?.(work);
    return ok("accepted");
  };

  /**
   * Runs onEvent on a claimed event, keeping the claim alive meanwhile: done when it resolves, released
   * when it throws. Never rejects: resolves with what went wrong, or undefined.
   */
  const runHandler = async (delivered: ReducedEvent, event: Event, claim: string, where: string): Promise<string | undefined> => {
    // Alive and working: keep the claim, so a long onEvent is not taken over by a redelivery.
    const heartbeat = setInterval(() => {
      store.extend(delivered.id, claim, leaseMs).catch(() => {});
    }, leaseMs / 3);
    try {
      await onEvent(typedEvent(event));
    } catch (error) {
      clearInterval(heartbeat);
      try {
        await store.release(delivered.id, claim);
      } catch (releaseError) {
        log.warn(`${where}: releasing the claim failed (${describe(releaseError)}); the event waits for the lease to lapse.`);
      }
      return describe(error);
    }
    clearInterval(heartbeat);
    try {
      if (!(await store.complete(delivered.id, claim))) {
        log.warn(`${where}: the claim's lease lapsed while onEvent ran; another delivery may have handled it too (raise leaseMs).`);
      }
    } catch (error) {
      // onEvent has acted: answering an error would make Paxos deliver again and act twice.
      log.error(`${where}: handled, but marking it done failed (${describe(error)}); a later redelivery may act again.`);
    }
    return undefined;
  };

  return async (delivery) => {
    const auth = await authenticate((name) => delivery.header(name));
    if (auth === "refused") return problem(401, "missing or wrong credentials", options.bearer ? { "www-authenticate": "Bearer" } : {});
    if (auth === "unavailable") return problem(503, "the credentials could not be checked", { "retry-after": "5" });
    if (delivery.method.toUpperCase() !== "POST") return problem(405, "a webhook delivery is a POST", { allow: "POST" });
    const parsed = await read(delivery);
    if ("answer" in parsed) return parsed.answer;
    const delivered = parsed.event;
    if (delivered.is_test === true) {
      if (!onTestEvent) return ok("test");
      try {
        await onTestEvent(delivered);
      } catch (error) {
        log.error(`webhook test event ${delivered.id} (${delivered.type}): onTestEvent threw (${describe(error)}); answered 500.`);
        return problem(500, "the test event handler failed");
      }
      return ok("test");
    }
    return handle(delivered);
  };
}
