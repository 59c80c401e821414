/**
 * Client options and their resolution: defaults, environment URLs, and the
 * checks that refuse an unsafe or inconsistent configuration at construction.
 */
import { refuse } from "../response/errors";
import { type ClientName, optionKeys, refuseUnknownOptions } from "../shared/option-keys";
import { isBrowser } from "../shared/is-browser";
import { environmentFromEnv } from "./env-vars";
import { type Environment, environments, isLoopback, isPaxosHost, STREAM_URLS } from "./paxos-environments";
import { DEFAULT_MAX_RESPONSE_BYTES, type FetchLike } from "../sending/fetch";
import { InProcessRateLimiter } from "../sending/rate-limit/in-process";
import { checkRateLimits } from "../sending/rate-limit/check-rate-limits";
import type { RateLimiter, RateLimits } from "../sending/rate-limit/rate-limiter";
import { isLogLevel, type Logger, type LogLevel, RedactingLogger } from "../shared/logger";
import type { BackoffOptions } from "../sending/retry";
import { checkInteger, MAX_TIMEOUT_MS } from "../request/validation";

/** Options shared by every client, with or without credentials. */
export interface TransportOptions {
  /**
   * "sandbox" or "production"; picks the base and token URLs. Default: the `PAXOS_ENVIRONMENT`
   * variable when neither this nor `baseUrl` is given, else "sandbox".
   */
  environment?: Environment;
  /**
   * Overrides the environment's API base URL (including `/v2`), e.g. the mock server's. Default (for
   * `Paxos` and `PaxosClient`): the `PAXOS_BASE_URL` variable when neither this nor `environment` is given.
   */
  baseUrl?: string;
  /**
   * Overrides the environment's market-data feeds (`wss://ws.paxos.com`, `wss://ws.sandbox.paxos.com`),
   * e.g. the mock server's `streamUrl`: `wss:`, or `ws:` to loopback only. Default (for `Paxos` and
   * `PaxosClient`): the `PAXOS_STREAM_URL` variable when neither this nor `environment` is given.
   */
  streamUrl?: string;
  /** A `fetch` implementation; defaults to the global one, looked up at call time. */
  fetch?: FetchLike;
  /** Milliseconds to wait for each attempt of a call (default 60 000). */
  timeout?: number;
  /** Retries of a failed call where retrying is safe (default 2). */
  maxRetries?: number;
  /** Backoff tuning (initial delay, cap, longest `Retry-After` honoured). */
  backoff?: BackoffOptions;
  /** "debug" | "info" | "warn" (default) | "error" | "off"; else the `PAXOS_LOG` variable. */
  logLevel?: LogLevel;
  /** Where log lines go (default `console`); they never contain secrets. */
  logger?: Logger;
  /**
   * Client-side pacing to the service's published rate limits. Default: on
   * when `baseUrl` is a Paxos environment, off for any other URL (the mock, a
   * proxy). `true` turns the in-process limiter on, `false` off; or pass your
   * own `RateLimiter` (e.g. one shared by a fleet: `redisRateLimiter` from
   * `paxos-sdk/redis`). The live feeds take a `subscription` turn from it
   * before each new socket and reconnection (Paxos: one a second per IP);
   * they are paced by default when `streamUrl` is a Paxos feed. Clients of
   * one process share a budget by sharing one limiter.
   */
  rateLimiter?: RateLimiter | boolean;
  /**
   * Requests per second per rate-limit class, over the published ones
   * (`token` 1, `orderBook` 10, `identity` 10, `transfers` 20, `default` 50).
   * Giving it turns the in-process limiter on unless `rateLimiter` is `false`.
   */
  rateLimits?: RateLimits;
  /** The largest response body read, in decoded bytes (default 64 MiB); larger fails with `ResponseTooLargeError`. */
  maxResponseBytes?: number;
  /**
   * How long a 429 holds every request of the client, in ms (default 300 000: Paxos throttles the whole
   * IP for five minutes after a 429, so retrying sooner only meets 429 again). A longer `Retry-After` is
   * honoured; a shorter one, or none, still holds this long. Held calls fail at once with a
   * `RateLimitError` whose `resumeAt` says when, unless the hold ends within their `timeout` and
   * `backoff.maxRetryAfterMs` (then they wait). A shared `rateLimiter` (`redisRateLimiter`) holds the
   * whole fleet. 0: hold only for the `Retry-After`, else the backoff delay.
   */
  throttleWindowMs?: number;
  /**
   * In a web page, name the SDK in an `X-Paxos-Client` header (default false). A page cannot set
   * `User-Agent`, and any other header turns a simple GET into a CORS preflight, which only works if
   * the service allows that header: opt in once you know it does.
   */
  identifyInBrowser?: boolean;
}

/** The keys of {@link TransportOptions} (what `new PaxosMarketClient()` takes), for refusing a misspelt one. */
export const TRANSPORT_OPTION_KEYS = /* @__PURE__ */ optionKeys<TransportOptions>()(
  "environment", "baseUrl", "streamUrl", "fetch", "timeout", "maxRetries", "backoff", "logLevel", "logger",
  "rateLimiter", "rateLimits", "maxResponseBytes", "identifyInBrowser", "throttleWindowMs",
);

const BACKOFF_OPTION_KEYS = /* @__PURE__ */ optionKeys<BackoffOptions>()("initialDelayMs", "maxDelayMs", "maxRetryAfterMs");

/** A configuration after defaults and checks. */
export interface ResolvedConfig {
  environment: Environment;
  baseUrl: string;
  /** Origin of the WebSocket feeds. */
  streamUrl: string;
  fetch: FetchLike | undefined;
  timeout: number;
  maxRetries: number;
  backoff: BackoffOptions;
  logLevel: LogLevel | undefined;
  logger: Logger | undefined;
  /** The limiter pacing this client, or undefined when pacing is off. */
  rateLimiter: RateLimiter | undefined;
  /** What paces the feeds' new sockets (`subscription` turns), or undefined when they are not paced. */
  feedPacer: RateLimiter | undefined;
  /** Whether a web page sends `X-Paxos-Client`. */
  identifyInBrowser: boolean;
  maxResponseBytes: number;
  /** How long a 429 holds every request (ms). */
  throttleWindowMs: number;
}

/**
 * Parses an absolute URL option and strips a trailing slash: `http:` or `https:`, or for the feeds
 * (`feed`) `ws:` or `wss:` without query or fragment; never a user:password@. The plain forms only to
 * loopback, with or without credentials: a token or a secret sent over plain http could be read on the
 * way, and prices read over plain http or ws could be altered (a `PaxosMarketClient` is held to it as much
 * as a `Paxos`).
 */
export function resolveUrl(field: string, value: string, who: ClientName = "new Paxos()", feed = false): string {
  const [plain, secure] = feed ? ["ws:", "wss:"] : ["http:", "https:"];
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {}
  if (!url || (url.protocol !== plain && url.protocol !== secure) || (feed && (url.search || url.hash))) {
    refuse(who, field, "format:uri", `${field} must be an absolute ${plain} or ${secure} URL${feed ? ", without user:password@, query or fragment" : ""}`);
  }
  if (url.username !== "" || url.password !== "") {
    // The URL (and so the password) would reach messages and logs; credentials have their own options.
    refuse(who, field, feed ? "format:uri" : "userinfo", `${field} must not carry a user name or password (user:password@)`);
  }
  if (url.protocol === plain && !isLoopback(url.hostname)) {
    refuse(
      who,
      field,
      secure.slice(0, -1),
      `${field} must use ${secure} (plain ${plain} is allowed only to loopback: localhost, 127.0.0.0/8, ::1; elsewhere what it carries could be read or altered on the way)`,
    );
  }
  return url.href.replace(/\/+$/, "");
}

function integerOption(who: ClientName, field: string, value: number | undefined, fallback: number, min: number, max: number): number {
  return value === undefined ? fallback : checkInteger(field, value, min, max, who);
}

/** Applies defaults and refuses bad options, naming the option and the rule. */
export function resolveConfig(options: TransportOptions, who: ClientName = "new Paxos()"): ResolvedConfig {
  const environment = options.environment ?? environmentFromEnv(options, who) ?? "sandbox";
  if (!Object.hasOwn(environments, environment)) {
    refuse(who, "environment", "enum", 'environment must be "sandbox" or "production"');
  }
  if (options.logLevel !== undefined && !isLogLevel(options.logLevel)) {
    refuse(who, "logLevel", "enum", 'logLevel must be "debug", "info", "warn", "error" or "off"');
  }
  if (options.fetch !== undefined && typeof options.fetch !== "function") {
    refuse(who, "fetch", "type", "fetch must be a function");
  }
  if (options.backoff !== undefined && (typeof options.backoff !== "object" || options.backoff === null)) {
    refuse(who, "backoff", "type", "backoff must be an object { initialDelayMs, maxDelayMs, maxRetryAfterMs }");
  }
  refuseUnknownOptions(who, options.backoff, BACKOFF_OPTION_KEYS, "backoff.");
  const baseUrl = resolveUrl("baseUrl", options.baseUrl ?? environments[environment].baseUrl, who);
  const streamUrl = options.streamUrl === undefined ? STREAM_URLS[environment] : resolveUrl("streamUrl", options.streamUrl, who, true);
  const rateLimiter = resolveRateLimiter(options, baseUrl, who);
  return {
    environment,
    baseUrl,
    streamUrl,
    fetch: options.fetch,
    timeout: integerOption(who, "timeout", options.timeout, 60_000, 1, MAX_TIMEOUT_MS),
    maxRetries: integerOption(who, "maxRetries", options.maxRetries, 2, 0, 10),
    backoff: options.backoff ?? {},
    logLevel: options.logLevel,
    logger: options.logger,
    rateLimiter,
    feedPacer: resolveFeedPacer(options, rateLimiter, streamUrl),
    identifyInBrowser: options.identifyInBrowser === true,
    maxResponseBytes: integerOption(who, "maxResponseBytes", options.maxResponseBytes, DEFAULT_MAX_RESPONSE_BYTES, 1, Number.MAX_SAFE_INTEGER),
    throttleWindowMs: integerOption(who, "throttleWindowMs", options.throttleWindowMs, 300_000, 0, 3_600_000),
  };
}

function resolveRateLimiter(options: TransportOptions, baseUrl: string, who: ClientName): RateLimiter | undefined {
  const { rateLimiter, rateLimits } = options;
  checkRateLimits(who, "rateLimits", rateLimits);
  if (rateLimiter === false) return undefined;
  const custom = typeof rateLimiter === "object" && rateLimiter !== null;
  if (custom ? typeof rateLimiter.acquire !== "function" || typeof rateLimiter.holdUntil !== "function" : rateLimiter !== undefined && rateLimiter !== true) {
    refuse(who, "rateLimiter", "type", "rateLimiter must be true, false or a RateLimiter (with acquire() and holdUntil() methods)");
  }
  if (custom) return rateLimiter;
  const on = rateLimiter === true || rateLimits !== undefined || isPaxosHost(baseUrl);
  return on ? new InProcessRateLimiter(rateLimits) : undefined;
}

/**
 * The feeds' pacer: the client's limiter (the caller's `RateLimiter`, a fleet's, or the in-process one
 * pacing its REST calls), else an in-process one of its own. Only where it is owed: when `streamUrl` is
 * a Paxos feed (whose budget is one new subscription a second per IP), or when pacing was asked for
 * (`rateLimiter` or `rateLimits` given). Feeds elsewhere (the mock, a proxy) are not paced just because
 * the REST calls go to Paxos, and `rateLimiter: false` turns pacing off everywhere.
 */
function resolveFeedPacer(options: TransportOptions, rest: RateLimiter | undefined, streamUrl: string): RateLimiter | undefined {
  if (options.rateLimiter === false) return undefined;
  const asked = options.rateLimiter !== undefined || options.rateLimits !== undefined;
  if (!asked && !Object.values(STREAM_URLS).includes(streamUrl)) return undefined;
  return rest ?? new InProcessRateLimiter(options.rateLimits);
}

/** Refuses a client secret in a web page unless the caller opted in. */
export function assertSecretAllowedHere(dangerouslyAllowBrowser: boolean | undefined, who: ClientName = "new Paxos()"): void {
  if (isBrowser() && dangerouslyAllowBrowser !== true) {
    refuse(
      who,
      "clientSecret",
      "browser",
      "a client secret in a web page is visible to every visitor; use the public ticker without credentials, " +
        "a token from your backend (accessToken / tokenProvider), or set dangerouslyAllowBrowser: true",
    );
  }
}

/** The logger for a resolved configuration. */
export function makeLogger(config: ResolvedConfig, redact: (text: string) => string): RedactingLogger {
  return new RedactingLogger({ level: config.logLevel, logger: config.logger, redact });
}
