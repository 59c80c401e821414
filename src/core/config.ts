/**
 * Client options and their resolution: defaults, environment URLs, and the
 * checks that refuse an unsafe or inconsistent configuration at construction.
 */
import { ValidationError } from "./errors";
import { type Environment, environments, isBrowser, isLoopback } from "./environment";
import type { FetchLike } from "./fetch";
import { isLogLevel, type Logger, type LogLevel, RedactingLogger } from "./logger";
import type { BackoffOptions } from "./retry";
import { checkInteger, MAX_TIMEOUT_MS } from "./validation";

/** Options shared by every client, with or without credentials. */
export interface TransportOptions {
  /** "sandbox" (default) or "production"; picks the base and token URLs. */
  environment?: Environment;
  /** Overrides the environment's API base URL (including `/v2`), e.g. the mock server's. */
  baseUrl?: string;
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
}

/** A configuration after defaults and checks. */
export interface ResolvedConfig {
  environment: Environment;
  baseUrl: string;
  fetch: FetchLike | undefined;
  timeout: number;
  maxRetries: number;
  backoff: BackoffOptions;
  logLevel: LogLevel | undefined;
  logger: Logger | undefined;
}

function refuse(field: string, rule: string, message: string): never {
  throw new ValidationError(field, rule, `new Paxos(): ${message} (rule: ${rule}).`);
}

/** Parses an absolute URL option and strips a trailing slash. */
export function resolveUrl(field: string, value: string, credentialed: boolean): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse(field, "format:uri", `${field} must be an absolute URL`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    refuse(field, "format:uri", `${field} must be an http or https URL`);
  }
  if (credentialed && url.protocol === "http:" && !isLoopback(url.hostname)) {
    refuse(field, "https", `${field} must use https when credentials are sent (plain http is allowed only to loopback)`);
  }
  return url.href.replace(/\/+$/, "");
}

function integerOption(field: string, value: number | undefined, fallback: number, min: number, max: number): number {
  return value === undefined ? fallback : checkInteger(field, value, min, max, "new Paxos()");
}

/** Applies defaults and refuses bad options, naming the option and the rule. */
export function resolveConfig(options: TransportOptions, credentialed: boolean): ResolvedConfig {
  const environment = options.environment ?? "sandbox";
  if (!Object.hasOwn(environments, environment)) {
    refuse("environment", "enum", 'environment must be "sandbox" or "production"');
  }
  if (options.logLevel !== undefined && !isLogLevel(options.logLevel)) {
    refuse("logLevel", "enum", 'logLevel must be "debug", "info", "warn", "error" or "off"');
  }
  if (options.fetch !== undefined && typeof options.fetch !== "function") {
    refuse("fetch", "type", "fetch must be a function");
  }
  return {
    environment,
    baseUrl: resolveUrl("baseUrl", options.baseUrl ?? environments[environment].baseUrl, credentialed),
    fetch: options.fetch,
    timeout: integerOption("timeout", options.timeout, 60_000, 1, MAX_TIMEOUT_MS),
    maxRetries: integerOption("maxRetries", options.maxRetries, 2, 0, 10),
    backoff: options.backoff ?? {},
    logLevel: options.logLevel,
    logger: options.logger,
  };
}

/** Refuses a client secret in a web page unless the caller opted in. */
export function assertSecretAllowedHere(dangerouslyAllowBrowser: boolean | undefined): void {
  if (isBrowser() && dangerouslyAllowBrowser !== true) {
    refuse(
      "clientSecret",
      "browser",
      "a client secret in a web page is visible to every visitor; use the public ticker without credentials, " +
        "a token from your backend (accessToken / tokenProvider), or set dangerouslyAllowBrowser: true",
    );
  }
}

/** The logger for a resolved configuration. */
export function makeLogger(config: ResolvedConfig, secrets: () => readonly string[]): RedactingLogger {
  return new RedactingLogger({ level: config.logLevel, logger: config.logger, secrets });
}
