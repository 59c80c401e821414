/**
 * `npx paxos-sdk listen --forward-to <url>`: Paxos's events brought to a receiver on this machine, as
 * `stripe listen` does for Stripe's. It follows the Events API (`paxos.events.follow`, with the client
 * the PAXOS_* variables describe), POSTs each event of the wanted types to the receiver as a webhook
 * delivery (./forward-event.ts), prints one line per event, and writes its position to the state file
 * after each (./listen-state.ts), so a restart resumes after the last event handled: none twice, none
 * missed. SIGINT or SIGTERM stops it after the delivery in hand.
 */
import { Paxos } from "../paxos";
import type { PaxosEvent } from "../webhooks/paxos-event";
import type { EventPosition } from "../webhooks/follow-events";
import type { ReducedEvent } from "../webhooks/reduced-event";
import { instantOf } from "../webhooks/event-instant";
import { integerFlag, keyValue, listFlag, parseFlags, stringFlag, type FlagSpec } from "./args";
import { CliError } from "./cli-error";
import { eventTypeFilter, splitPatterns } from "./event-patterns";
import { EXIT } from "./exit-codes";
import { forwardEvent, type ForwardOptions } from "./forward-event";
import { LISTEN_HELP } from "./help";
import { readListenState, writeListenState } from "./listen-state";
import { ReceiverToken } from "./receiver-token";
import { stopSignal } from "./signals";

const FLAGS: FlagSpec = {
  "forward-to": { type: "string" },
  events: { type: "string", multiple: true },
  "api-key": { type: "string" },
  "api-key-header": { type: "string" },
  "oauth-token-url": { type: "string" },
  "oauth-client-id": { type: "string" },
  "oauth-client-secret": { type: "string" },
  state: { type: "string" },
  since: { type: "string" },
  "poll-interval": { type: "string" },
  "max-attempts": { type: "string" },
  "retry-delay": { type: "string" },
  timeout: { type: "string" },
};

/** The state file unless `--state` names another: in the directory `listen` runs in. */
export const DEFAULT_STATE_FILE = ".paxos-listen.json";

/** Everything before the Unix epoch's first event: "start" means every event the service keeps. */
const BEGINNING = "1970-01-01T00:00:00Z";

function checkUrl(flag: string, text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CliError(`paxos-sdk listen: --${flag} must be an absolute http or https URL, not ${JSON.stringify(text)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new CliError(`paxos-sdk listen: --${flag} must be an http or https URL (got ${url.protocol})`);
  return url.href;
}

/** How deliveries authenticate, from the flags (and the secrets' variables). */
function receiverAuth(values: ReturnType<typeof parseFlags>, timeoutMs: number): Pick<ForwardOptions, "apiKey" | "token"> {
  const apiKey = stringFlag(values, "api-key");
  const apiKeyHeader = stringFlag(values, "api-key-header");
  const tokenUrl = stringFlag(values, "oauth-token-url");
  if ((apiKey !== undefined || apiKeyHeader !== undefined) && tokenUrl !== undefined) {
    throw new CliError("paxos-sdk listen: give an API key (--api-key) or OAuth (--oauth-token-url), not both: a Paxos webhook authenticates one way");
  }
  if (apiKey !== undefined) {
    if (apiKeyHeader !== undefined) throw new CliError("paxos-sdk listen: --api-key takes header=value; --api-key-header is for a value in the PAXOS_LISTEN_API_KEY variable: give one of them");
    const [header, value] = keyValue("listen", "api-key", apiKey);
    return { apiKey: { header, value } };
  }
  if (apiKeyHeader !== undefined) {
    const value = process.env.PAXOS_LISTEN_API_KEY;
    if (!value) throw new CliError("paxos-sdk listen: --api-key-header needs the key's value in the PAXOS_LISTEN_API_KEY variable");
    return { apiKey: { header: apiKeyHeader, value } };
  }
  if (tokenUrl !== undefined) {
    const clientId = stringFlag(values, "oauth-client-id");
    const clientSecret = stringFlag(values, "oauth-client-secret") ?? process.env.PAXOS_LISTEN_OAUTH_CLIENT_SECRET;
    if (clientId === undefined) throw new CliError("paxos-sdk listen: --oauth-token-url needs --oauth-client-id");
    if (!clientSecret) throw new CliError("paxos-sdk listen: --oauth-token-url needs the client secret: --oauth-client-secret or the PAXOS_LISTEN_OAUTH_CLIENT_SECRET variable");
    return { token: new ReceiverToken({ tokenUrl: checkUrl("oauth-token-url", tokenUrl), clientId, clientSecret }, timeoutMs) };
  }
  for (const flag of ["oauth-client-id", "oauth-client-secret"]) {
    if (values[flag] !== undefined) throw new CliError(`paxos-sdk listen: --${flag} goes with --oauth-token-url`);
  }
  return {};
}

/** Where to begin without a state file: `--since` as a time, "start", or "now" (after the latest event). */
async function startingPoint(paxos: Paxos, since: string): Promise<string | EventPosition> {
  if (since === "start") return BEGINNING;
  if (since === "now") {
    const [latest] = (await paxos.events.list({ order: "DESC", limit: 1 })).items;
    return latest?.id != null && latest.created_at != null ? { id: latest.id, created_at: latest.created_at } : BEGINNING;
  }
  if (instantOf(since) === undefined) throw new CliError(`paxos-sdk listen: --since must be an RFC 3339 time, "now" or "start", not ${JSON.stringify(since)}`);
  return since;
}

/** The reduced event Paxos's webhook delivery carries for `event`. */
function reduce(event: PaxosEvent): ReducedEvent {
  const reduced: ReducedEvent = { id: event.id!, type: event.type!, source: "com.paxos", time: event.created_at!, object: "event" };
  if (event.is_test === true) reduced.is_test = true;
  return reduced;
}

/** Runs `npx paxos-sdk listen` until SIGINT or SIGTERM. */
export async function runListen(argv: readonly string[], out: (line: string) => void, err: (line: string) => void): Promise<number> {
  const values = parseFlags("listen", argv, FLAGS);
  if (values.help === true) {
    out(LISTEN_HELP.trimEnd());
    return EXIT.ok;
  }
  const forwardTo = stringFlag(values, "forward-to");
  if (forwardTo === undefined) throw new CliError("paxos-sdk listen: --forward-to <url> is required (the receiver to deliver to)\nSee: npx paxos-sdk listen --help");
  const url = checkUrl("forward-to", forwardTo);
  const timeoutMs = integerFlag("listen", values, "timeout", 1, 600_000) ?? 10_000;
  const forward: ForwardOptions = {
    url,
    ...receiverAuth(values, timeoutMs),
    maxAttempts: integerFlag("listen", values, "max-attempts", 1, 100) ?? 5,
    retryDelayMs: integerFlag("listen", values, "retry-delay", 0, 600_000) ?? 1000,
    timeoutMs,
    onRetry: (attempt, delayMs, reason) => err(`paxos-sdk listen:   ${reason}; attempt ${attempt} of ${forward.maxAttempts} in ${delayMs} ms`),
  };
  const wanted = eventTypeFilter(splitPatterns(listFlag(values, "events")));
  const pollIntervalMs = integerFlag("listen", values, "poll-interval", 100, 3_600_000) ?? 2000;
  const statePath = stringFlag(values, "state") ?? DEFAULT_STATE_FILE;

  if (!process.env.PAXOS_CLIENT_ID && !process.env.PAXOS_CLIENT_SECRET) {
    throw new CliError("paxos-sdk listen: set PAXOS_CLIENT_ID and PAXOS_CLIENT_SECRET (your sandbox credentials, or the export lines npx paxos-sdk mock prints)");
  }
  const paxos = new Paxos();
  const state = readListenState(statePath);
  if (state && state.base_url !== paxos.baseUrl) {
    throw new CliError(`paxos-sdk listen: the state file ${statePath} holds a position in the events of ${state.base_url}, not of ${paxos.baseUrl}; delete it or name another with --state`);
  }
  const since = state ? { id: state.last_event.id, created_at: state.last_event.created_at } : await startingPoint(paxos, stringFlag(values, "since") ?? "now");

  const stop = stopSignal();
  stop.signal.addEventListener("abort", () => err("paxos-sdk listen: stopping after the delivery in hand (Ctrl-C again to quit at once)"), { once: true });
  err(`paxos-sdk listen: forwarding the events of ${paxos.baseUrl} to ${url}, ${state ? `after ${state.last_event.id} (${statePath})` : typeof since === "string" ? `from ${since}` : `after the latest event, ${since.id}`}; Ctrl-C stops`);
  try {
    for await (const event of paxos.events.follow({ since, signal: stop.signal, pollIntervalMs })) {
      if (wanted(event.type ?? "")) {
        const result = await forwardEvent(reduce(event), forward);
        const tries = result.attempts > 1 ? ` after ${result.attempts} attempts` : "";
        const answer = result.ok ? `${result.status}${tries}` : `failed${tries}: ${result.reason}; given up, as Paxos gives up on a delivery`;
        out(`${event.created_at}  ${event.type}  ${event.id}  -> ${answer} (${Math.round(result.ms)} ms)`);
      }
      // After every event handled (delivered, given up on, or filtered out): a restart resumes after it.
      writeListenState(statePath, { version: 1, base_url: paxos.baseUrl, last_event: { id: event.id!, created_at: event.created_at!, type: event.type! } });
    }
  } finally {
    stop.dispose();
  }
  err("paxos-sdk listen: stopped");
  return EXIT.ok;
}
