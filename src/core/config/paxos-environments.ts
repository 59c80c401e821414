/** Where the real service lives: its API, token and WebSocket feed URLs per environment. */

import type { Environment } from "../shared/environment";

/** The two Paxos environments (named on the shared floor, so that rooms beneath this one can use the type). */
export type { Environment } from "../shared/environment";

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
