/** Shared helpers for the mock-server tests: plain fetch against a loopback mock, no SDK involved. */
import { expect } from "vitest";
import { startMockServer, type MockApi, type MockServer, type MockServerOptions } from "../../src/mock/index";

/** Starts a mock on a free loopback port. */
export function start(options: MockServerOptions = {}): Promise<MockServer> {
  return startMockServer({ port: 0, ...options });
}

/** Requests a token with form-encoded client credentials; returns the raw response. */
export function tokenRequest(mock: MockServer, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(mock.tokenUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A bearer token for a client (default: the main client, every scope). */
export async function token(mock: MockServer, clientId = mock.clientId, clientSecret = mock.clientSecret, scope?: string): Promise<string> {
  const res = await tokenRequest(mock, {
    grant_type: "client_credentials",
    client_id: clientId,
    client_secret: clientSecret,
    ...(scope === undefined ? {} : { scope }),
  });
  if (res.status !== 200) throw new Error(`token request failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A parsed answer: status, headers and JSON body (or text when not JSON). */
export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** Calls the API: `path` is relative to the base URL; `query` may hold arrays (sent as repeated keys). */
export async function call<T = any>(
  mock: MockServer,
  method: string,
  path: string,
  options: { token?: string; query?: Record<string, string | number | string[]>; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const url = new URL(mock.baseUrl + path);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(v));
  }
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] ??= "application/json";
  const res = await fetch(url, {
    method,
    headers,
    ...(options.body !== undefined ? { body: typeof options.body === "string" ? options.body : JSON.stringify(options.body) } : {}),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text.length > 0 ? JSON.parse(text) : undefined;
  } catch {
    // keep the text
  }
  return { status: res.status, headers: res.headers, body: body as T };
}

/**
 * Calls the transport-free API directly (no server): `path` under the base URL, `query` with arrays as
 * repeated keys, the main client's token unless `token` is given. Answers status and parsed JSON body.
 */
export async function handle<T = any>(
  api: MockApi,
  method: string,
  path: string,
  options: { query?: Record<string, string | number | boolean | string[]>; body?: unknown; token?: string } = {},
): Promise<Answer<T>> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  const bearer = options.token ?? api.oauth.issue(api.clients.main.clientId).access_token;
  const headers: Record<string, string> = { authorization: `Bearer ${bearer}` };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const answer = await api.handle({ endpoint: "api", method, path, search: search.toString(), headers, body: options.body === undefined ? "" : JSON.stringify(options.body) });
  return { status: answer.status, headers: new Headers(answer.headers), body: (answer.body.length > 0 ? JSON.parse(answer.body) : undefined) as T };
}

/** Every item of a list through `handle`, following next_page_cursor with the same query. */
export async function walkList(
  api: MockApi,
  path: string,
  query: Record<string, string | number | boolean | string[]> = {},
): Promise<any[]> {
  const items = [];
  let cursor: string | undefined;
  do {
    const page = await handle(api, "GET", path, { query: { ...query, ...(cursor ? { page_cursor: cursor } : {}) } });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    items.push(...page.body.items);
    cursor = page.body.next_page_cursor || undefined;
  } while (cursor);
  return items;
}
