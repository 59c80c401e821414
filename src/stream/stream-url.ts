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
 * read over plain `ws:` from elsewhere could be altered on the way. No user:password@, query or fragment.
 */
export function resolveStreamUrl(value: string | undefined, environment: Environment, who: string): string {
  if (value === undefined) return STREAM_URLS[environment];
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {}
  const [rule, says] =
    !url || !/^wss?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password
      ? ["format:uri", "must be an absolute ws: or wss: URL, without user:password@, query or fragment"]
      : url.protocol === "ws:" && !isLoopback(url.hostname)
        ? ["wss", "must use wss: (plain ws: is allowed only to loopback: localhost, 127.0.0.0/8, ::1)"]
        : [];
  if (rule) throw new ValidationError("streamUrl", rule, `${who}: streamUrl ${says} (rule: ${rule}).`);
  return url!.href.replace(/\/+$/, "");
}
