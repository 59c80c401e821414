/**
 * Where the feeds are: each environment's WebSocket origin, or the `streamUrl` option (the mock, a
 * proxy), checked like the HTTP base URLs (`resolveUrl` in ../core/config): only `wss:`, or `ws:` to a
 * loopback host; no user:password@, query or fragment.
 */
import type { Environment } from "../core/config/paxos-environments";

/** The public WebSocket feeds of each environment (no credentials travel on them). */
export const STREAM_URLS: Readonly<Record<Environment, string>> = {
  sandbox: "wss://ws.sandbox.paxos.com",
  production: "wss://ws.paxos.com",
};
