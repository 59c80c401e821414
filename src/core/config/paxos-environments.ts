/** Where the real service lives: its API, token and WebSocket feed URLs per environment. */

/** The two Paxos environments. */
export type Environment = "sandbox" | "production";

/** Base and token URLs of each environment. */
export const environments: Readonly<Record<Environment, { baseUrl: string; tokenUrl: string }>> = {
  sandbox: {
    baseUrl: "https://api.sandbox.paxos.com/v2",
    tokenUrl: "https://oauth.sandbox.paxos.com/oauth2/token",
  },
  production: {
    baseUrl: "https://api.paxos.com/v2",
    tokenUrl: "https://oauth.paxos.com/oauth2/token",
  },
};

/**
 * The public WebSocket feeds of each environment (no credentials travel on them). The `streamUrl` option
 * (the mock, a proxy) replaces it, checked like the HTTP base URLs (`resolveUrl` in ./config): only
 * `wss:`, or `ws:` to a loopback host; no user:password@, query or fragment.
 */
export const STREAM_URLS: Readonly<Record<Environment, string>> = {
  sandbox: "wss://ws.sandbox.paxos.com",
  production: "wss://ws.paxos.com",
};

/**
 * True for the loopback hosts, the only ones credentials may reach over plain
 * http: `localhost`, `127.0.0.0/8` and `::1`. Names under `.localhost` are not
 * trusted: nothing guarantees that the resolver in use pins them to loopback.
 */
export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

/** True when `url` is one of the Paxos environments' API or token URLs (where pacing is on by default). */
export function isPaxosHost(url: string): boolean {
  const host = new URL(url).host;
  return Object.values(environments).some((env) => new URL(env.baseUrl).host === host || new URL(env.tokenUrl).host === host);
}

/**
 * True when running in a web page or a web worker: code a site ships to its visitors, where a client
 * secret would be visible to anyone and a header of the SDK's own costs a CORS preflight. A worker is a
 * `WorkerGlobalScope` (workerd has the class, but its global is not one); Deno and Bun workers are
 * servers, told apart by the runtime's own marks.
 */
export function isBrowser(): boolean {
  const scope = globalThis as { window?: { document?: unknown }; WorkerGlobalScope?: unknown; Deno?: unknown; process?: { versions?: { node?: unknown } } };
  if (typeof scope.window === "object" && typeof scope.window?.document === "object") return true;
  const Worker = scope.WorkerGlobalScope;
  return typeof Worker === "function" && globalThis instanceof Worker && scope.Deno === undefined && scope.process?.versions?.node === undefined;
}
