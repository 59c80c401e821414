/**
 * Where the feeds are: each environment's WebSocket origin, or the `streamUrl` option (the mock, a
 * proxy), checked like the HTTP base URLs.
 */
import { ValidationError } from "../core/errors";
import { type Environment, isLoopback } from "../core/environment";

/** The public WebSocket feeds of each environment (no credentials travel on them). */
export const STREAM_URLS: Readonly<Record<Environment, string>> = {
  sandbox: "wss://ws.sandbox.paxos.com",
  production: "wss://ws.paxos.com",
};

/**
 * The feeds' origin for a client: `streamUrl` when given, else the environment's. Only `wss:`, or `ws:`
 * to a loopback host (`localhost`, 127.0.0.0/8, ::1): no credential travels on the feeds, but prices
 * read over plain `ws:` from elsewhere could be altered on the way. No user:password@ either.
 */
export function resolveStreamUrl(value: string | undefined, environment: Environment, who: string): string {
  if (value === undefined) return STREAM_URLS[environment];
  const refuse = (rule: string, message: string): never => {
    throw new ValidationError("streamUrl", rule, `${who}: ${message} (rule: ${rule}).`);
  };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse("format:uri", "streamUrl must be an absolute ws: or wss: URL");
  }
  if (url.protocol !== "wss:" && url.protocol !== "ws:") refuse("format:uri", `streamUrl must be a ws: or wss: URL, not ${url.protocol}`);
  if (url.protocol === "ws:" && !isLoopback(url.hostname)) {
    refuse("wss", "streamUrl must use wss: (plain ws: is allowed only to loopback: localhost, 127.0.0.0/8, ::1)");
  }
  if (url.username !== "" || url.password !== "") refuse("userinfo", "streamUrl must not carry a user name or password (user:password@)");
  if (url.search !== "" || url.hash !== "") refuse("format:uri", "streamUrl is an origin (and path prefix): no query or fragment");
  return url.href.replace(/\/+$/, "");
}
