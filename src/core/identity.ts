/**
 * How the SDK names itself to the service, so support can tell its traffic
 * apart: `paxos-sdk/<version> (<runtime>/<version>)`. Server runtimes send it
 * as `User-Agent`; a browser does not let a page set that header, so there it
 * goes as `X-Paxos-Client`.
 */
import { isBrowser } from "./environment";
import { VERSION } from "./version";

/** The header a browser sends the identification in, where `User-Agent` cannot be set. */
export const BROWSER_CLIENT_HEADER = "x-paxos-client";

/** The runtime and its version: `node/20.11.1`, `bun/1.1.0`, `deno/1.44.0`, else `browser` or `unknown`. */
function runtime(): string {
  const scope = globalThis as {
    Deno?: { version?: { deno?: string } };
    process?: { versions?: { node?: string; bun?: string } };
  };
  const versions = scope.process?.versions;
  if (versions?.bun) return `bun/${versions.bun}`;
  if (scope.Deno?.version?.deno) return `deno/${scope.Deno.version.deno}`;
  if (versions?.node) return `node/${versions.node}`;
  return isBrowser() ? "browser" : "unknown";
}

/** The identification header for this runtime: its name and value. */
export function clientIdentity(): [name: string, value: string] {
  return [isBrowser() ? BROWSER_CLIENT_HEADER : "user-agent", `paxos-sdk/${VERSION} (${runtime()})`];
}
