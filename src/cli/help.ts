/**
 * What `--help` prints for the CLI and each command, and `--version`. Kept beside each other so the
 * texts agree; docs/cli.md says the same at more length.
 */
import { VERSION } from "../core/shared/version";

/** `npx paxos-sdk --version`. */
export const VERSION_TEXT = `paxos-sdk ${VERSION}`;

/** `npx paxos-sdk --help` (and no command at all). */
export const MAIN_HELP = `Usage: npx paxos-sdk <command> [options]

Commands:
  mock      serve the Paxos v2 API mock on this machine, for programs in any language
  listen    follow the Events API and forward each event to a local webhook receiver

Options:
  -h, --help       show help (also: npx paxos-sdk <command> --help)
  -v, --version    show the version

Exit codes: 0 done or stopped by Ctrl-C, 1 unexpected error, 2 wrong usage or option,
3 an optional package is missing, 4 the network or the API failed.
Docs: https://github.com/paxos-sdk/paxos-sdk/blob/main/docs/cli.md
`;

/** `npx paxos-sdk mock --help`. */
export const MOCK_HELP = `Usage: npx paxos-sdk mock [options]

Serves the mock of the Paxos v2 API: REST under /v2, the OAuth token endpoint, the WebSocket feeds,
webhook deliveries, and a control API under /__mock. Prints the export lines a client needs on stdout
(PAXOS_BASE_URL, PAXOS_TOKEN_URL, PAXOS_STREAM_URL, PAXOS_CLIENT_ID, PAXOS_CLIENT_SECRET); Ctrl-C stops it.

Options:
  --port <n>                     port to listen on (default 4010; 0 picks a free one)
  --host <address>               address to bind (default 127.0.0.1: this machine only)
  --seed <n>                     seed of every generated value (default 1)
  --size <name=n>                records to seed: depositAddresses, payments, identityAccounts,
                                 fiatAccounts (repeatable)
  --latency <ms>                 delay added to every request
  --rate-limits                  model Paxos's published rate limits (429, then 5 minutes throttled)
  --fiat-settlement <seconds>    mock-clock seconds a fiat deposit or withdrawal stays PENDING (default 0)
  --real-time-clock              the mock clock moves with real time (default: only when told,
                                 POST /__mock/clock/advance)
  --moving-market                markets re-quoted and traded on every step of the clock
  --webhook <url>                deliver every event to this URL (repeatable), authenticated by one of:
  --webhook-api-key <header=value>   this header on every delivery
  --webhook-oauth <token-url>        a bearer token from the receiver's OAuth token endpoint, with
  --webhook-client-id <id>           --webhook-client-id and --webhook-client-secret
  --webhook-client-secret <secret>   (or the PAXOS_WEBHOOK_CLIENT_SECRET variable)
  --webhook-events <pattern>     only these event types (repeatable or comma-separated; transfer.*)
  --webhook-allow-non-loopback   allow webhook URLs off this machine
  --require-signing <pem-file>   the client printed must sign its requests (Paxos-Signature) with the
                                 private half of this public key (repeatable; key ids on stderr)
  --config <file.json>           more options, as startMockServer takes them (the flags win)
  --quiet                        print the export lines only
  -h, --help                     show this help
`;

/** `npx paxos-sdk listen --help`. */
export const LISTEN_HELP = `Usage: npx paxos-sdk listen --forward-to <url> [options]

Follows the Events API (GET /events) with your credentials and POSTs each event to a local URL as
Paxos's webhooks do: the reduced event { id, type, source, time, object }, authenticated the way your
receiver expects. Prints one line per event with the receiver's answer, retries a failed delivery with
backoff, and resumes after a restart from its state file without delivering an event twice.

Credentials and URLs come from the variables the SDK reads: PAXOS_CLIENT_ID, PAXOS_CLIENT_SECRET, and
PAXOS_BASE_URL / PAXOS_TOKEN_URL (what npx paxos-sdk mock prints) or PAXOS_ENVIRONMENT.

Options:
  --forward-to <url>             the receiver (required)
  --events <pattern>             only these event types (repeatable or comma-separated; transfer.*)
  --api-key <header=value>       send this header on every delivery (or --api-key-header <name> with the
  --api-key-header <name>        value in the PAXOS_LISTEN_API_KEY variable)
  --oauth-token-url <url>        get a bearer token from the receiver's OAuth token endpoint, with
  --oauth-client-id <id>         --oauth-client-id and the PAXOS_LISTEN_OAUTH_CLIENT_SECRET variable
  --oauth-client-secret <secret> (or this flag)
  --state <file>                 where the last delivered event is kept (default .paxos-listen.json)
  --since <time|now|start>       where to begin when the state file has none: an RFC 3339 time,
                                 "now" (after the latest event; the default) or "start" (every event)
  --poll-interval <ms>           wait between polls once caught up (default 2000)
  --max-attempts <n>             attempts per delivery, the first included (default 5)
  --retry-delay <ms>             wait before the first retry, doubled each time (default 1000)
  --timeout <ms>                 how long one attempt may take (default 10000)
  -h, --help                     show this help
`;
