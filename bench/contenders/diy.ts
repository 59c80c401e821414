/**
 * The do-it-yourself client: openapi-fetch over the types generated from openapi/paxos.yaml, plus a
 * hand-written bearer middleware that fetches one client-credentials token (single-flight: concurrent
 * first calls share the request). Typed at compile time; no runtime validation, retries or error types.
 */
import createClient, { type Middleware } from "openapi-fetch";
import type { paths } from "../../src/generated/openapi";
import type { InstanceInfo } from "../lib/server-protocol";
import { type Contender, walkSequentially } from "./contender";
import { fetchToken } from "./raw";

/** Adds `Authorization: Bearer …` to every request but the public ticker, fetching the token once. */
export function bearer(server: InstanceInfo): Middleware {
  let token: Promise<string> | undefined;
  return {
    async onRequest({ request, schemaPath }) {
      if (schemaPath === "/all-markets/ticker") return request;
      token ??= fetchToken(server).catch((error: unknown) => {
        token = undefined;
        throw error;
      });
      request.headers.set("authorization", `Bearer ${await token}`);
      return request;
    },
  };
}

/** openapi-fetch against `server`. */
export function diy(server: InstanceInfo): Contender {
  const client = createClient<paths>({ baseUrl: server.baseUrl });
  client.use(bearer(server));
  const addresses = async (limit: number, cursor: string | undefined) => {
    const { data, error } = await client.GET("/transfer/deposit-addresses", {
      params: { query: { limit, ...(cursor ? { page_cursor: cursor } : {}) } },
    });
    if (error !== undefined || data === undefined) throw new Error(`deposit addresses: ${JSON.stringify(error)}`);
    return data;
  };
  return {
    name: "diy",
    async ticker() {
      const { data, error } = await client.GET("/all-markets/ticker");
      if (error !== undefined || data === undefined) throw new Error(`ticker: ${JSON.stringify(error)}`);
      // The contract allows a bare array or an object with a `tickers` array.
      return Array.isArray(data) ? data.length : (data.tickers?.length ?? 0);
    },
    async page(limit) {
      return (await addresses(limit, undefined)).items?.length ?? 0;
    },
    walk(limit, perPage) {
      return walkSequentially((cursor) => addresses(limit, cursor), perPage);
    },
  };
}
