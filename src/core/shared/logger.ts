/**
 * Leveled logging with secrets removed. The level comes from the `logLevel`
 * option, else from the `PAXOS_LOG` environment variable, else "warn".
 */
import { readEnv } from "./read-env";

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

function levelFromEnvironment(): LogLevel | undefined {
  const level = readEnv("PAXOS_LOG")?.toLowerCase();
  return isLogLevel(level) ? level : undefined;
}

// The spellings of each secret, computed once per secret (a client has two or three).
const formsCache = /* @__PURE__ */ new Map<string, readonly string[]>();

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The ways a secret may come back from a hostile or careless service: as is,
 * percent-encoded (upper- or lower-case hex, `+` for spaces as in a form), and
 * base64 (inside a longer base64 text, such as `Basic id:secret`, at any of
 * the three byte offsets; the stable middle part is what is matched).
 */
function secretForms(secret: string): readonly string[] {
  const cached = formsCache.get(secret);
  if (cached) return cached;
  const encoded = encodeURIComponent(secret);
  const forms = new Set([secret, encoded, encoded.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()), new URLSearchParams({ s: secret }).toString().slice(2)]);
  const bits = new TextEncoder().encode(secret).length * 8;
  for (let offset = 0; offset < 3; offset++) {
    const encodedAt = base64("\0".repeat(offset) + secret).replace(/=+$/, "");
    // Drop the characters that mix in bits of the bytes before or after the secret.
    const end = encodedAt.length - ((offset * 8 + bits) % 6 === 0 ? 0 : 1);
    const middle = encodedAt.slice(Math.ceil((offset * 8) / 6), end);
    if (middle.length >= 8) {
      forms.add(middle);
      forms.add(middle.replace(/\+/g, "-").replace(/\//g, "_"));
    }
  }
  const list = [...forms].filter((form) => form.length >= 4).sort((a, b) => b.length - a.length);
  if (formsCache.size > 64) formsCache.clear();
  formsCache.set(secret, list);
  return list;
}

/** Replaces any bearer token with a marker: all a client without credentials (`PaxosMarketClient`) needs. */
export function redactBearer(text: string): string {
  return text.replace(/(bearer\s+)[^\s"',;]+/gi, "$1[redacted]");
}

/**
 * Replaces every occurrence of each secret (in its common encodings), and any bearer token, with a
 * marker. Only what holds secrets imports it (the client with credentials, the webhook receivers):
 * the encodings' code stays off a page that has none.
 */
export function redact(text: string, secrets: readonly string[]): string {
  let out = redactBearer(text);
  for (const secret of secrets) {
    if (secret.length < 4) continue;
    for (const form of secretForms(secret)) {
      if (out.includes(form)) out = out.split(form).join("[redacted]");
    }
  }
  return out;
}

/** The SDK's logger: drops lines below its level and redacts the rest. */
export class RedactingLogger {
  readonly level: LogLevel;
  readonly #sink: Logger;
  readonly #redact: (text: string) => string;

  /** `redact`: removes every secret the owner knows of (`redact` with its secrets, else `redactBearer`). */
  constructor(options: { level?: LogLevel; logger?: Logger; redact: (text: string) => string }) {
    this.level = options.level ?? levelFromEnvironment() ?? "warn";
    this.#sink = options.logger ?? console;
    this.#redact = options.redact;
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
    const line = `[paxos-sdk] ${this.#redact(message)}`;
    if (details === undefined) this.#sink[level](line);
    else this.#sink[level](line, JSON.parse(this.#redact(JSON.stringify(details))));
  }
}
