/**
 * The options of a webhook handler, checked once when the handler is built:
 * a mistake is a `ValidationError` naming the option, never a 500 at the
 * first delivery. No message ever contains the API key's value.
 */
import { refuse } from "../core/response/errors";
import { optionKeys, refuseUnknownOptions } from "../core/config/option-keys";
import type { Logger, LogLevel } from "../core/config/logger";
import type { WebhookDedupeStore } from "./dedupe-store";
import type { PaxosEvent } from "./paxos-event";
import type { ReducedEvent } from "./reduced-event";

/** The API-key form of webhook authentication: Paxos sends `header: value` with each delivery. */
export interface WebhookApiKey {
  /** The header name configured on the webhook, e.g. `X-Paxos-Webhook-Key` (case-insensitive). */
  header: string;
  /** The key configured on the webhook. */
  value: string;
}

/** Options of `paxos.webhooks.nodeHandler` and `paxos.webhooks.fetchHandler`. Give exactly one of `apiKey` and `bearer`. */
export interface WebhookHandlerOptions {
  /** Authenticate deliveries by an API-key header (the webhook's "API Key" auth type). */
  apiKey?: WebhookApiKey;
  /**
   * Authenticate deliveries by their OAuth bearer token (the "OAuth" auth type: Paxos gets the token from
   * your token endpoint). Return true for a token your authorization server issued to Paxos.
   */
  bearer?: (token: string) => boolean | Promise<boolean>;
  /**
   * Acts on an event: the full record from `GET /events/{id}`, fetched after the delivery was
   * authenticated. Runs once per event id (see `dedupe`). By default it runs after the delivery is
   * answered (see `acknowledge`): if it throws, the event is released to the catch-up path
   * (`paxos.events.follow` with the same `dedupe`); it is marked handled once it resolves.
   */
  onEvent: (event: PaxosEvent) => unknown;
  /**
   * When the delivery is answered. `"before-handler"` (default): 200 as soon as the event is fetched
   * and claimed, `onEvent` run after (Paxos asks for a 2xx within about 500 ms and processing out of
   * band). `"after-handler"`: 200 once `onEvent` resolved, 500 when it threw (Paxos delivers it again),
   * for a quick handler that would rather lean on Paxos's retries than on a catch-up loop.
   */
  acknowledge?: "before-handler" | "after-handler";
  /**
   * Given the work that runs after the answer (the handler, then marking the event done), for
   * platforms that stop a request's work once it is answered: pass the platform's own, e.g.
   * `(work) => ctx.waitUntil(work)` on Cloudflare Workers. The promise never rejects.
   */
  waitUntil?: (work: Promise<void>) => void;
  /** Receives test deliveries (`is_test`), which are not fetched nor deduplicated; without it they are answered 200 and dropped. */
  onTestEvent?: (event: ReducedEvent) => unknown;
  /** Record of handled events (default: a {@link memoryDedupeStore} of this handler; `redisDedupeStore` for a fleet). */
  dedupe?: WebhookDedupeStore;
  /** Lease of a claim while `onEvent` runs, extended every third of it (default 60 000 ms). */
  leaseMs?: number;
  /** Where the handler's log lines go (default `console`); the API key and bearer tokens are removed from them. */
  logger?: Logger;
  /** Least level written (default `warn`, or `PAXOS_LOG`). */
  logLevel?: LogLevel;
}

/** Largest delivery body accepted; a reduced event is a few hundred bytes. */
export const MAX_WEBHOOK_BODY_BYTES = 65_536;

// RFC 9110 field-name (token) characters.
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** The keys of {@link WebhookHandlerOptions}, for refusing a misspelt one. */
const WEBHOOK_OPTION_KEYS = /* @__PURE__ */ optionKeys<WebhookHandlerOptions>()("apiKey", "bearer", "onEvent", "acknowledge", "waitUntil", "onTestEvent", "dedupe", "leaseMs", "logger", "logLevel");
const API_KEY_KEYS = /* @__PURE__ */ optionKeys<WebhookApiKey>()("header", "value");

/**
 * Checks `options` of the handler `who` (`webhooks.nodeHandler`, `webhooks.fetchHandler`); throws a
 * `ValidationError` naming the first bad option.
 */
export function checkWebhookOptions(options: WebhookHandlerOptions, who: string): void {
  const refuseOption = (field: string, rule: string, message: string): never => refuse(who, field, rule, message);
  if (typeof options !== "object" || options === null) refuseOption("options", "type", "options must be an object");
  refuseUnknownOptions(who, options, WEBHOOK_OPTION_KEYS);
  const { apiKey, bearer } = options;
  if ((apiKey === undefined) === (bearer === undefined)) {
    refuseOption("apiKey", "oneOf", "give exactly one of apiKey ({ header, value }) and bearer ((token) => boolean)");
  }
  if (apiKey !== undefined) {
    if (typeof apiKey !== "object" || apiKey === null) refuseOption("apiKey", "type", "apiKey must be an object { header, value }");
    refuseUnknownOptions(who, apiKey, API_KEY_KEYS, "apiKey.");
    if (typeof apiKey.header !== "string" || !HEADER_NAME.test(apiKey.header)) refuseOption("apiKey.header", "pattern", "apiKey.header must be an HTTP header name");
    if (typeof apiKey.value !== "string" || apiKey.value.length === 0) refuseOption("apiKey.value", "minLength", "apiKey.value must be a non-empty string");
  }
  if (bearer !== undefined && typeof bearer !== "function") refuseOption("bearer", "type", "bearer must be a function (token) => boolean | Promise<boolean>");
  if (typeof options.onEvent !== "function") refuseOption("onEvent", "type", "onEvent must be a function (event) => void | Promise<void>");
  if (options.acknowledge !== undefined && options.acknowledge !== "before-handler" && options.acknowledge !== "after-handler") {
    refuseOption("acknowledge", "enum", 'acknowledge must be "before-handler" or "after-handler"');
  }
  if (options.waitUntil !== undefined && typeof options.waitUntil !== "function") refuseOption("waitUntil", "type", "waitUntil must be a function (work) => void");
  if (options.onTestEvent !== undefined && typeof options.onTestEvent !== "function") refuseOption("onTestEvent", "type", "onTestEvent must be a function");
  const store = options.dedupe;
  if (store !== undefined && (typeof store !== "object" || store === null || !["claim", "extend", "complete", "release"].every((m) => typeof (store as unknown as Record<string, unknown>)[m] === "function"))) {
    refuseOption("dedupe", "type", "dedupe must be a WebhookDedupeStore (claim, extend, complete, release)");
  }
  if (options.leaseMs !== undefined && (!Number.isFinite(options.leaseMs) || options.leaseMs < 1_000)) refuseOption("leaseMs", "minimum", "leaseMs must be a number of milliseconds of at least 1000");
}
