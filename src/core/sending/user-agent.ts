/**
 * How the SDK names itself to the service, so support can tell its traffic
 * apart: `paxos-sdk/<version> (<runtime>/<version>)`. Server runtimes send it
 * as `User-Agent`; a browser does not let a page set that header, so there it
 * goes as `X-Paxos-Client`, and only when the page opts in (`identifyInBrowser`):
 * a custom header makes the browser ask the server first (a CORS preflight),
 * which fails unless the service allows that header.
 */
import { isBrowser } from "../shared/is-browser";
import { VERSION } from "../shared/version";

/** The header a browser sends the identification in, where `User-Agent` cannot be set. */
export const BROWSER_CLIENT_HEADER = "x-paxos-client";

/**
 * The identification header for this runtime, name and value, or undefined in
 * a browser that did not opt in. The runtime is `node/20.11.1`, `bun/1.1.0`,
 * `deno/1.44.0`, else `browser` or `unknown`.
 */
export function clientIdentity(identifyInBrowser = false): [name: string, value: string] | undefined {
  const scope = globalThis as { Deno?: { version?: { deno?: string } }; process?: { versions?: { node?: string; bun?: string } } };
  const versions = scope.process?.versions;
  const deno = scope.Deno?.version?.deno;
  const browser = isBrowser();
  if (browser && !identifyInBrowser) return undefined;
  const runtime = versions?.bun ? `bun/${versions.bun}` : deno ? `deno/${deno}` : versions?.node ? `node/${versions.node}` : browser ? "browser" : "unknown";
  return [browser ? BROWSER_CLIENT_HEADER : "user-agent", `paxos-sdk/${VERSION} (${runtime})`];
}

/** {@link clientIdentity} as request headers: one entry, or none in a browser that did not opt in. */
export function identityHeaders(identifyInBrowser = false): Record<string, string> {
  const identity = clientIdentity(identifyInBrowser);
  return identity ? { [identity[0]]: identity[1] } : {};
}
