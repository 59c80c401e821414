/**
 * What a mock webhook is configured with, and the checks that refuse a bad configuration before anything
 * is delivered. The fields are those of a Paxos webhook (URL, API-key or OAuth authentication, event
 * types, a rate limit of 1–100 per second defaulting to 10); the retry timings and the loopback rule are
 * the mock's own (a test tool: deliveries go to the machine it runs on unless asked otherwise).
 */
import { MOCK_EVENT_TYPES, type MockEventType, isMockEventType } from "../domain/event-catalog";
import { ValidationError } from "../../core/response/errors";
import { isRecord } from "../../core/shared/is-record";

/** The receiver authenticates Paxos by a header whose name and value the customer chose. */
export interface MockWebhookApiKey {
  /** Header name, e.g. `X-Paxos-Webhook-Key`. */
  header: string;
  /** Header value (a secret: never in an error, a log line or the delivery log). */
  value: string;
}

/** The mock fetches a token from the receiver's own token endpoint and sends it as a bearer token. */
export interface MockWebhookOAuth {
  /** The receiver's token endpoint (client-credentials form POST). */
  tokenUrl: string;
  clientId: string;
  /** A secret: never in an error, a log line or the delivery log. */
  clientSecret: string;
  /** Scopes to ask for, space-separated in the request (none by default). */
  scopes?: readonly string[];
}

/**
 * How failed deliveries are retried, as Paxos retries them: from about 5 seconds, `initialDelayMs`
 * doubling up to `maxDelayMs`, each wait with ±20 % jitter, until the event is `windowMs` old on the
 * mock's clock (24 hours). A retry is due once its wait has passed on the mock clock (a test's
 * `clock.advance()`) or in real time, whichever comes first.
 */
export interface MockWebhookRetry {
  /** A cap on attempts per event, the first included (default none: retried until `windowMs`; 1 = never retry). Integer 1–100. */
  maxAttempts?: number;
  /** Wait before the first retry (default 5000: the guide's "about 5 seconds"), before jitter. */
  initialDelayMs?: number;
  /** Longest wait between attempts, before jitter (default 3 600 000: an hour). */
  maxDelayMs?: number;
  /** How long after the event's creation, on the mock clock, it is retried (default 86 400 000: Paxos's 24 hours). */
  windowMs?: number;
}

/** One webhook of the mock: where and how it delivers. Exactly one of `apiKey` and `oauth`. */
export interface MockWebhookConfig {
  /** The receiver's URL (http or https; loopback only unless `allowNonLoopback`). */
  url: string;
  apiKey?: MockWebhookApiKey;
  oauth?: MockWebhookOAuth;
  /** The event types to deliver (default all the mock records). */
  eventTypes?: readonly MockEventType[];
  /** Deliveries per second, 1–100 (default 10); retries count too. */
  rateLimit?: number;
  retry?: MockWebhookRetry;
  /** Real milliseconds an attempt may take before it counts as failed (default 10 000). */
  timeoutMs?: number;
  /** Allow a URL (and token URL) off this machine (default false). */
  allowNonLoopback?: boolean;
}

/** A checked configuration with every default filled in. */
export interface ResolvedWebhook {
  url: URL;
  apiKey: MockWebhookApiKey | undefined;
  oauth: (Required<Omit<MockWebhookOAuth, "tokenUrl">> & { tokenUrl: URL }) | undefined;
  eventTypes: ReadonlySet<MockEventType>;
  rateLimit: number;
  /** Infinity when not capped. */
  maxAttempts: number;
  initialDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
  timeoutMs: number;
}

/** Defaults of a webhook's delivery. */
export const WEBHOOK_DEFAULTS = { rateLimit: 10, maxAttempts: Infinity, initialDelayMs: 5000, maxDelayMs: 3_600_000, windowMs: 86_400_000, timeoutMs: 10_000 } as const;

/** Header names an API key may not use: the delivery sets them itself. */
const RESERVED_HEADERS = new Set(["content-type", "content-length", "host", "connection", "transfer-encoding", "user-agent"]);
/** An HTTP field name (RFC 9110 token). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const LOOPBACK_HOSTS = new Set(["localhost", "[::1]"]);

/**
 * Refuses a webhook option as every other bad option is refused: a `ValidationError` whose `field` is the
 * option's path (`webhooks[0].url`) and whose `rule` names the rule broken.
 */
function fail(path: string, rule: string, text: string): never {
  throw new ValidationError(path, rule, `mock webhooks: ${path} ${text}`);
}


/** Whether `url` names this machine: 127.0.0.0/8, localhost or [::1]. */
export function isLoopbackUrl(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(url.hostname);
}

/** Checks a delivery or token URL (`path`) of the webhook at `webhookPath`. */
function checkUrl(value: unknown, path: string, allowNonLoopback: boolean, webhookPath: string): URL {
  if (typeof value !== "string" || value === "") fail(path, "type", "must be a non-empty URL string");
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    fail(path, "format:uri", "must be an absolute URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") fail(path, "protocol", `must be an http or https URL (got ${url.protocol})`);
  if (url.username !== "" || url.password !== "") fail(path, "userinfo", "must not carry credentials");
  if (!allowNonLoopback && !isLoopbackUrl(url)) {
    fail(path, "loopback", `must be a loopback URL (127.0.0.1, localhost or [::1]), not ${url.hostname}; set ${webhookPath}.allowNonLoopback: true to deliver elsewhere (the mock is a test tool: it keeps a test account's events on this machine unless told otherwise)`);
  }
  return url;
}

function checkText(value: unknown, path: string): string {
  if (typeof value !== "string" || value === "") fail(path, "minLength", "must be a non-empty string");
  if (/[\r\n\0]/.test(value)) fail(path, "pattern", "must not contain CR, LF or NUL");
  return value;
}

function checkInteger(value: unknown, path: string, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) fail(path, "range", `must be an integer from ${min} to ${max}`);
  return value;
}

function checkMillis(value: unknown, path: string, min: number): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < min) fail(path, "range", `must be a finite number of milliseconds, at least ${min}`);
  return value;
}

/**
 * Checks one webhook's configuration (`path` names it in errors, e.g. `webhooks[0]`) and fills in the defaults.
 * Its keys were checked before, with the mock's other options (../option-keys.ts).
 */
export function resolveWebhook(config: unknown, path: string): ResolvedWebhook {
  if (!isRecord(config)) fail(path, "type", "must be an object");
  if (config.allowNonLoopback !== undefined && typeof config.allowNonLoopback !== "boolean") fail(`${path}.allowNonLoopback`, "type", "must be a boolean");
  const allowNonLoopback = config.allowNonLoopback === true;
  const url = checkUrl(config.url, `${path}.url`, allowNonLoopback, path);

  if ((config.apiKey === undefined) === (config.oauth === undefined)) fail(path, "exclusive", "needs exactly one of apiKey and oauth");
  let apiKey: ResolvedWebhook["apiKey"];
  let oauth: ResolvedWebhook["oauth"];
  if (config.apiKey !== undefined) {
    const given = config.apiKey;
    if (!isRecord(given)) fail(`${path}.apiKey`, "type", "must be an object { header, value }");
    const header = checkText(given.header, `${path}.apiKey.header`);
    if (!TOKEN.test(header)) fail(`${path}.apiKey.header`, "pattern", "must be an HTTP header name (letters, digits and !#$%&'*+-.^_`|~)");
    if (RESERVED_HEADERS.has(header.toLowerCase())) fail(`${path}.apiKey.header`, "reserved", `must not be ${header}: the delivery sets it`);
    apiKey = { header, value: checkText(given.value, `${path}.apiKey.value`) };
  } else {
    const given = config.oauth;
    if (!isRecord(given)) fail(`${path}.oauth`, "type", "must be an object { tokenUrl, clientId, clientSecret }");
    const scopes = given.scopes ?? [];
    if (!Array.isArray(scopes) || scopes.some((s) => typeof s !== "string" || s === "" || /\s/.test(s))) fail(`${path}.oauth.scopes`, "pattern", "must be an array of scope names without spaces");
    oauth = {
      tokenUrl: checkUrl(given.tokenUrl, `${path}.oauth.tokenUrl`, allowNonLoopback, path),
      clientId: checkText(given.clientId, `${path}.oauth.clientId`),
      clientSecret: checkText(given.clientSecret, `${path}.oauth.clientSecret`),
      scopes: [...(scopes as string[])],
    };
  }

  let eventTypes: Set<MockEventType> = new Set(MOCK_EVENT_TYPES);
  if (config.eventTypes !== undefined) {
    if (!Array.isArray(config.eventTypes) || config.eventTypes.length === 0) fail(`${path}.eventTypes`, "minItems", "must be a non-empty array of event types (leave it out for all)");
    config.eventTypes.forEach((type: unknown, i: number) => {
      if (typeof type !== "string" || !isMockEventType(type)) fail(`${path}.eventTypes[${i}]`, "enum", `must be a documented event type (one of ${MOCK_EVENT_TYPES.join(", ")}), not ${JSON.stringify(type)}`);
    });
    eventTypes = new Set(config.eventTypes as MockEventType[]);
  }

  const rateLimit = config.rateLimit === undefined ? WEBHOOK_DEFAULTS.rateLimit : checkInteger(config.rateLimit, `${path}.rateLimit`, 1, 100);
  const retry = config.retry ?? {};
  if (!isRecord(retry)) fail(`${path}.retry`, "type", "must be an object { maxAttempts, initialDelayMs, maxDelayMs, windowMs }");
  const maxAttempts = retry.maxAttempts === undefined ? WEBHOOK_DEFAULTS.maxAttempts : checkInteger(retry.maxAttempts, `${path}.retry.maxAttempts`, 1, 100);
  const initialDelayMs = retry.initialDelayMs === undefined ? WEBHOOK_DEFAULTS.initialDelayMs : checkMillis(retry.initialDelayMs, `${path}.retry.initialDelayMs`, 0);
  const maxDelayMs = retry.maxDelayMs === undefined ? Math.max(WEBHOOK_DEFAULTS.maxDelayMs, initialDelayMs) : checkMillis(retry.maxDelayMs, `${path}.retry.maxDelayMs`, initialDelayMs);
  const windowMs = retry.windowMs === undefined ? WEBHOOK_DEFAULTS.windowMs : checkMillis(retry.windowMs, `${path}.retry.windowMs`, 0);
  const timeoutMs = config.timeoutMs === undefined ? WEBHOOK_DEFAULTS.timeoutMs : checkMillis(config.timeoutMs, `${path}.timeoutMs`, 1);
  return { url, apiKey, oauth, eventTypes, rateLimit, maxAttempts, initialDelayMs, maxDelayMs, windowMs, timeoutMs };
}

/** Checks the `webhooks` option: an array of webhook configurations. */
export function resolveWebhooks(configs: unknown): ResolvedWebhook[] {
  if (configs === undefined) return [];
  if (!Array.isArray(configs)) fail("webhooks", "type", "must be an array of webhook configurations");
  return configs.map((config, i) => resolveWebhook(config, `webhooks[${i}]`));
}
