/** Shared helpers for the mock-server tests: plain fetch against a loopback mock, no SDK involved. */
import { startMockServer, type MockServer, type MockServerOptions } from "../../src/mock/index";

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
