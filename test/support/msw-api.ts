/**
 * A scriptable fake of the real service for unit tests: msw intercepts the
 * sandbox URLs, records every request, and answers the token endpoint.
 * Each test adds the API handlers it needs with `server.use(...)`.
 */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

export const API = "https://api.sandbox.paxos.com/v2";
export const TOKEN_URL = "https://oauth.sandbox.paxos.com/oauth2/token";
export const CLIENT_ID = "client-under-test";
export const CLIENT_SECRET = "s3cret-value-that-must-never-leak";

/** What the fake token endpoint has seen and will answer. */
export const tokens = {
  issued: [] as { token: string; scope: string | null; body: URLSearchParams }[],
  expiresIn: 3600,
  reset() {
    this.issued = [];
    this.expiresIn = 3600;
  },
};

/** Every request that reached an API handler (the token endpoint excluded). */
export const requests: Request[] = [];

export const server = setupServer(
  http.post(TOKEN_URL, async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    if (body.get("client_id") !== CLIENT_ID || body.get("client_secret") !== CLIENT_SECRET) {
      return HttpResponse.json({ error: "invalid_client", error_description: "Unknown client." }, { status: 401 });
    }
    const token = `token-${tokens.issued.length + 1}-abcdef`;
    tokens.issued.push({ token, scope: body.get("scope"), body });
    return HttpResponse.json({
      access_token: token,
      expires_in: tokens.expiresIn,
      scope: body.get("scope") ?? "",
      token_type: "Bearer",
    });
  }),
);

server.events.on("request:start", ({ request }) => {
  if (!request.url.startsWith(TOKEN_URL)) requests.push(request.clone());
});

/** Installs the fake for the calling test file. */
export function useFakeApi(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    server.resetHandlers();
    tokens.reset();
    requests.length = 0;
  });
  afterAll(() => server.close());
}

/** An RFC 9457 problem answer. */
export function problem(status: number, title: string, detail?: string, init: ResponseInit = {}) {
  return HttpResponse.json(
    { type: "about:blank", title, status, detail },
    { ...init, status, headers: { "content-type": "application/problem+json", ...(init.headers ?? {}) } },
  );
}

/** The last API request seen, failing the test when there is none. */
export function lastRequest(): Request {
  const request = requests.at(-1);
  if (!request) throw new Error("no API request was sent");
  return request;
}

/** Fast retries, so tests do not wait on real backoff. */
export const fastBackoff = { initialDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 50 };
