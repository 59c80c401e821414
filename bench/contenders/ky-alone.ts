/**
 * ky by itself, as the SDK's transport used it until it was measured out: `ky.create` with redirects
 * refused, a per-call timeout and a retry limit, then `JSON.parse` of the text. No auth, no validation:
 * what ky alone adds to raw fetch, for the ticker row's context ("The transport" in CONTRIBUTING.md).
 */
import ky from "ky";
import type { InstanceInfo } from "../lib/server-protocol";

/** One all-markets ticker call through ky; resolves with the number of markets. */
export function kyTicker(server: InstanceInfo): () => Promise<number> {
  const client = ky.create({ throwHttpErrors: true, redirect: "manual" });
  const url = `${server.baseUrl}/all-markets/ticker`;
  return async () => {
    const response = await client(url, { headers: { accept: "application/json" }, timeout: 30_000, retry: { limit: 2 } });
    return (JSON.parse(await response.text()) as unknown[]).length;
  };
}
