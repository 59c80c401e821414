/**
 * The floor: global `fetch` + `JSON.parse`, no validation, no retries, no error mapping. Its token is
 * fetched once, outside any timing, and pages are requested one after the other.
 */
import type { InstanceInfo } from "../lib/server-protocol";
import { type AddressPage, type Contender, walkSequentially } from "./contender";

/** Fetches a client-credentials token with one form POST. */
export async function fetchToken(server: InstanceInfo): Promise<string> {
  const response = await fetch(server.tokenUrl, {
    method: "POST",
    body: new URLSearchParams({ grant_type: "client_credentials", client_id: server.clientId, client_secret: server.clientSecret }),
  });
  if (!response.ok) throw new Error(`token request failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The path of one page of deposit addresses: `limit` per page, from `cursor` (the first page when undefined). */
export function addressesPath(limit: number, cursor: string | undefined): string {
  return `/transfer/deposit-addresses?limit=${limit}${cursor ? `&page_cursor=${encodeURIComponent(cursor)}` : ""}`;
}

/** Raw fetch against `server`. */
export function raw(server: InstanceInfo): Contender {
  let token: Promise<string> | undefined;
  const get = async (path: string): Promise<unknown> => {
    token ??= fetchToken(server);
    const response = await fetch(`${server.baseUrl}${path}`, {
      headers: { accept: "application/json", authorization: `Bearer ${await token}` },
    });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return JSON.parse(await response.text());
  };
  const addresses = (limit: number, cursor: string | undefined) =>
    get(addressesPath(limit, cursor)) as Promise<AddressPage>;
  return {
    name: "raw",
    async ticker() {
      const response = await fetch(`${server.baseUrl}/all-markets/ticker`, { headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(`ticker: ${response.status}`);
      return (JSON.parse(await response.text()) as unknown[]).length;
    },
    async page(limit) {
      return (await addresses(limit, undefined)).items?.length ?? 0;
    },
    walk(limit, perPage) {
      return walkSequentially((cursor) => addresses(limit, cursor), perPage);
    },
  };
}
