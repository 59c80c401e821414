/**
 * `npx paxos-sdk mock`: the mock as a standalone server. The flags become `startMockServer` options
 * (over those of a `--config` JSON file), the export lines a client needs go to stdout, what the server
 * does to stderr; SIGINT or SIGTERM closes it (connections, feed sockets, webhook deliveries) and exits 0.
 */
import { readFileSync } from "node:fs";
import { ValidationError } from "../core/response/errors";
import { startMockServer, type MockServerOptions } from "../mock/server/http-server";
import type { MockWebhookConfig } from "../mock/delivery/webhook-config";
import { ALL_SCOPES, type MockClient } from "../mock/gateway/oauth";
import { MOCK_EVENT_TYPES } from "../mock/domain/event-catalog";
import { integerFlag, keyValue, listFlag, parseFlags, stringFlag, type FlagSpec } from "./args";
import { CliError } from "./cli-error";
import { eventTypeFilter, splitPatterns } from "./event-patterns";
import { EXIT } from "./exit-codes";
import { MOCK_HELP } from "./help";
import { exportLine } from "./shell-quote";
import { aborted, stopSignal } from "./signals";

/** The port `mock` listens on unless told: fixed, so a team's scripts and docs can name it. */
export const DEFAULT_MOCK_PORT = 4010;

const FLAGS: FlagSpec = {
  port: { type: "string" },
  host: { type: "string" },
  seed: { type: "string" },
  size: { type: "string", multiple: true },
  latency: { type: "string" },
  "rate-limits": { type: "boolean" },
  "fiat-settlement": { type: "string" },
  "real-time-clock": { type: "boolean" },
  "moving-market": { type: "boolean" },
  webhook: { type: "string", multiple: true },
  "webhook-api-key": { type: "string" },
  "webhook-oauth": { type: "string" },
  "webhook-client-id": { type: "string" },
  "webhook-client-secret": { type: "string" },
  "webhook-events": { type: "string", multiple: true },
  "webhook-allow-non-loopback": { type: "boolean" },
  "require-signing": { type: "string", multiple: true },
  config: { type: "string" },
  quiet: { type: "boolean" },
};

const SIZE_NAMES = ["depositAddresses", "payments", "identityAccounts", "fiatAccounts"] as const;

/** The options of a `--config` file: a JSON object of `startMockServer` options. */
function readConfig(path: string): MockServerOptions {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new CliError(`paxos-sdk mock: --config ${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CliError(`paxos-sdk mock: --config ${path} is not valid JSON (${(error as Error).message})`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new CliError(`paxos-sdk mock: --config ${path} must hold a JSON object of mock options`);
  if ("api" in value) throw new CliError(`paxos-sdk mock: --config ${path}: api is not an option of the command line (it is a MockApi object)`);
  return value as MockServerOptions;
}

/** The webhooks the `--webhook*` flags describe: one per URL, each with the same authentication. */
function webhooksFromFlags(values: ReturnType<typeof parseFlags>): MockWebhookConfig[] {
  const urls = listFlag(values, "webhook");
  const apiKey = stringFlag(values, "webhook-api-key");
  const tokenUrl = stringFlag(values, "webhook-oauth");
  const related = ["webhook-api-key", "webhook-oauth", "webhook-client-id", "webhook-client-secret", "webhook-events", "webhook-allow-non-loopback"].filter((name) => values[name] !== undefined);
  if (urls.length === 0) {
    if (related.length > 0) throw new CliError(`paxos-sdk mock: --${related[0]} configures webhooks, but no --webhook <url> names one`);
    return [];
  }
  if ((apiKey === undefined) === (tokenUrl === undefined)) {
    throw new CliError("paxos-sdk mock: a webhook needs exactly one way to authenticate: --webhook-api-key <header=value> or --webhook-oauth <token-url> (as Paxos's webhooks: an API key header or OAuth)");
  }
  let auth: Pick<MockWebhookConfig, "apiKey" | "oauth">;
  if (apiKey !== undefined) {
    const [header, value] = keyValue("mock", "webhook-api-key", apiKey);
    auth = { apiKey: { header, value } };
  } else {
    const clientId = stringFlag(values, "webhook-client-id");
    const clientSecret = stringFlag(values, "webhook-client-secret") ?? process.env.PAXOS_WEBHOOK_CLIENT_SECRET;
    if (clientId === undefined) throw new CliError("paxos-sdk mock: --webhook-oauth needs --webhook-client-id");
    if (clientSecret === undefined || clientSecret === "") throw new CliError("paxos-sdk mock: --webhook-oauth needs --webhook-client-secret or the PAXOS_WEBHOOK_CLIENT_SECRET variable");
    auth = { oauth: { tokenUrl: tokenUrl!, clientId, clientSecret } };
  }
  const patterns = splitPatterns(listFlag(values, "webhook-events"));
  let eventTypes: MockWebhookConfig["eventTypes"];
  if (patterns.length > 0) {
    const wanted = eventTypeFilter(patterns);
    eventTypes = MOCK_EVENT_TYPES.filter(wanted);
    if (eventTypes.length === 0) throw new CliError(`paxos-sdk mock: --webhook-events ${patterns.join(",")} matches none of the documented event types (e.g. transfer.*, identity.approved)`);
  }
  const allowNonLoopback = values["webhook-allow-non-loopback"] === true;
  return urls.map((url) => ({ url, ...auth, ...(eventTypes ? { eventTypes } : {}), ...(allowNonLoopback ? { allowNonLoopback } : {}) }));
}

/** The `startMockServer` options of a command line: the `--config` file's, then the flags over them. */
export function mockOptions(argv: readonly string[]): { options: MockServerOptions; quiet: boolean; signingKeys: string[]; help: boolean } {
  const values = parseFlags("mock", argv, FLAGS);
  if (values.help === true) return { options: {}, quiet: false, signingKeys: [], help: true };
  const configPath = stringFlag(values, "config");
  const options: MockServerOptions = configPath === undefined ? {} : readConfig(configPath);
  const port = integerFlag("mock", values, "port", 0, 65535);
  options.port = port ?? options.port ?? DEFAULT_MOCK_PORT;
  const host = stringFlag(values, "host");
  if (host !== undefined) options.host = host;
  const seed = integerFlag("mock", values, "seed", 0, 2 ** 32 - 1);
  if (seed !== undefined) options.seed = seed;
  const sizes = listFlag(values, "size");
  if (sizes.length > 0) {
    const given: Record<string, number> = { ...(options.sizes ?? {}) };
    for (const entry of sizes) {
      const [name, count] = keyValue("mock", "size", entry);
      if (!(SIZE_NAMES as readonly string[]).includes(name)) throw new CliError(`paxos-sdk mock: --size ${name} is not a size; the sizes are ${SIZE_NAMES.join(", ")}`);
      if (!/^\d+$/.test(count) || Number(count) > 10_000_000) throw new CliError(`paxos-sdk mock: --size ${name} must be a whole number up to 10000000, not ${JSON.stringify(count)}`);
      given[name] = Number(count);
    }
    options.sizes = given;
  }
  const latency = integerFlag("mock", values, "latency", 0, 600_000);
  if (latency !== undefined) options.latencyMs = latency;
  if (values["rate-limits"] === true) options.rateLimits = true;
  const settlement = integerFlag("mock", values, "fiat-settlement", 0, 86_400 * 365);
  if (settlement !== undefined) options.fiatSettlementSeconds = settlement;
  if (values["real-time-clock"] === true) {
    const clock = options.clock;
    options.clock = typeof clock === "object" && clock !== null && !(clock instanceof Date) ? { ...clock, followRealTime: true } : { ...(clock === undefined ? {} : { start: clock }), followRealTime: true };
  }
  if (values["moving-market"] === true) options.movingMarket = true;
  const webhooks = webhooksFromFlags(values);
  if (webhooks.length > 0) options.webhooks = [...(options.webhooks ?? []), ...webhooks];
  return { options, quiet: values.quiet === true, signingKeys: listFlag(values, "require-signing"), help: false };
}

/** Reads the public keys of `--require-signing` (PEM files). */
function readSigningKeys(paths: readonly string[]): string[] {
  return paths.map((path) => {
    try {
      return readFileSync(path, "utf8");
    } catch (error) {
      throw new CliError(`paxos-sdk mock: --require-signing ${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    }
  });
}

/** The client `--require-signing` adds: every scope, these public keys (fixed key ids), signing enforced. */
function signingClient(publicKeys: readonly string[]): MockClient {
  return {
    clientId: "paxos-mock-signing-client",
    clientSecret: "paxos-mock-signing-secret",
    scopes: [...ALL_SCOPES],
    publicKeys: publicKeys.map((publicKey, i) => ({ publicKey, id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}` })),
    enforceRequestSigning: true,
  };
}

/** Runs `npx paxos-sdk mock` until SIGINT or SIGTERM. */
export async function runMock(argv: readonly string[], out: (line: string) => void, err: (line: string) => void): Promise<number> {
  const { options, quiet, signingKeys, help } = mockOptions(argv);
  if (help) {
    out(MOCK_HELP.trimEnd());
    return EXIT.ok;
  }
  const keys = readSigningKeys(signingKeys);
  // A client of its own that must sign, among the options (not set on the API after the start): a reset
  // (POST /__mock/reset) rebuilds the mock from its options, and the signing rule must survive it.
  const signer = keys.length === 0 ? undefined : signingClient(keys);
  if (signer) options.clients = [...(options.clients ?? []), signer];
  const stop = stopSignal();
  let server;
  try {
    server = await startMockServer(options);
  } catch (error) {
    stop.dispose();
    // The option a flag set is named as the flag too, so the user knows what to type.
    if (error instanceof ValidationError && error.rule === "loopback") {
      throw new CliError(`paxos-sdk mock: ${error.message} (on the command line: --webhook-allow-non-loopback)`);
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") throw new CliError(`paxos-sdk mock: port ${options.port} is in use; choose another with --port (0 picks a free one)`, EXIT.unavailable);
    if (code === "EACCES" || code === "EADDRNOTAVAIL") throw new CliError(`paxos-sdk mock: cannot listen on ${options.host ?? "127.0.0.1"}:${options.port} (${code})`, EXIT.unavailable);
    throw error;
  }
  if (signer && !quiet) err(`paxos-sdk mock: ${signer.clientId} must sign its requests; key ids (kid): ${signer.publicKeys!.map((key) => key.id).join(", ")}`);
  out(exportLine("PAXOS_BASE_URL", server.baseUrl));
  out(exportLine("PAXOS_TOKEN_URL", server.tokenUrl));
  out(exportLine("PAXOS_STREAM_URL", server.streamUrl));
  out(exportLine("PAXOS_CLIENT_ID", signer?.clientId ?? server.clientId));
  out(exportLine("PAXOS_CLIENT_SECRET", signer?.clientSecret ?? server.clientSecret));
  if (!quiet) {
    const feeds = await import("ws").then(() => true, () => false);
    err(`paxos-sdk mock: listening on ${server.origin} (seed ${server.api.seed}, clock ${server.api.clock.nowIso()}); control API ${server.controlUrl}`);
    if (!feeds) err("paxos-sdk mock: the WebSocket feeds are off: install the ws package (npm install ws) to serve them");
    for (const url of server.api.webhooks.urls()) err(`paxos-sdk mock: delivering webhooks to ${url}`);
    err("paxos-sdk mock: Ctrl-C stops it");
  }
  await aborted(stop.signal);
  await server.close();
  stop.dispose();
  if (!quiet) err(`paxos-sdk mock: stopped (${String(stop.signal.reason)})`);
  return EXIT.ok;
}
