/**
 * Leveled logging with secrets removed. The level comes from the `logLevel`
 * option, else from the `PAXOS_LOG` environment variable, else "warn".
 */

/** How much the SDK says: each level includes the ones after it. */
export type LogLevel = "debug" | "info" | "warn" | "error" | "off";

/** Where log lines go; `console` fits. */
export interface Logger {
  debug(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

const rank: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, off: 4 };

/** True for the five level names. */
export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === "string" && Object.hasOwn(rank, value);
}

interface DenoPermissions {
  permissions?: { querySync?(descriptor: { name: "env"; variable: string }): { state: string } };
}

function levelFromEnvironment(): LogLevel | undefined {
  const scope = globalThis as { process?: { env?: Record<string, string | undefined> }; Deno?: DenoPermissions };
  try {
    // Deno throws (or prompts) on an environment read it was not allowed: ask first, and never fail over a log level.
    const query = scope.Deno?.permissions?.querySync;
    if (query && query({ name: "env", variable: "PAXOS_LOG" }).state !== "granted") return undefined;
    // `process` is absent in browsers and workers.
    const level = scope.process?.env?.PAXOS_LOG?.trim().toLowerCase();
    return isLogLevel(level) ? level : undefined;
  } catch {
    return undefined;
  }
}

/** Replaces every occurrence of each secret, and any bearer token, with a marker. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text.replace(/(bearer\s+)[^\s"',;]+/gi, "$1[redacted]");
  for (const secret of secrets) {
    if (secret.length >= 4) out = out.split(secret).join("[redacted]");
  }
  return out;
}

/** The SDK's logger: drops lines below its level and redacts the rest. */
export class RedactingLogger {
  readonly level: LogLevel;
  readonly #sink: Logger;
  readonly #secrets: () => readonly string[];

  constructor(options: { level?: LogLevel; logger?: Logger; secrets: () => readonly string[] }) {
    this.level = options.level ?? levelFromEnvironment() ?? "warn";
    this.#sink = options.logger ?? console;
    this.#secrets = options.secrets;
  }

  /** Whether a line at `level` would be written: lets callers skip building it. */
  enabled(level: Exclude<LogLevel, "off">): boolean {
    return rank[level] >= rank[this.level];
  }

  debug(message: string, details?: Record<string, unknown>): void {
    this.#write("debug", message, details);
  }
  info(message: string, details?: Record<string, unknown>): void {
    this.#write("info", message, details);
  }
  warn(message: string, details?: Record<string, unknown>): void {
    this.#write("warn", message, details);
  }
  error(message: string, details?: Record<string, unknown>): void {
    this.#write("error", message, details);
  }

  #write(level: Exclude<LogLevel, "off">, message: string, details?: Record<string, unknown>): void {
    if (!this.enabled(level)) return;
    const secrets = this.#secrets();
    const line = `[paxos-sdk] ${redact(message, secrets)}`;
    if (details === undefined) this.#sink[level](line);
    else this.#sink[level](line, JSON.parse(redact(JSON.stringify(details), secrets)));
  }
}
