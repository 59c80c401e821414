/**
 * A scriptable fake of the real service for unit tests: msw intercepts the sandbox URLs, records every
 * request, and answers the token endpoint. Each test file makes its own (`const api = useFakeApi()`):
 * its own msw server, handlers, token log and request recorder, so nothing one file does reaches
 * another's, though the files of a worker share their modules (`isolate: false` in vitest.config.ts).
 * Each test adds the API handlers it needs with `api.server.use(...)`.
 *
 * The files of a worker run one after another, and msw patches the one global `fetch`: a request that
 * a finished file's client still sends (a retry after its backoff, a page fetched ahead) reaches the
 * fake listening by then. A fake therefore names the tokens it issues after itself, and treats a
 * request bearing another fake's token as a stray: it is answered 421 and never recorded.
 */
import { randomUUID } from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer, type SetupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

export const API = "https://api.sandbox.paxos.com/v2";
export const TOKEN_URL = "https://oauth.sandbox.paxos.com/oauth2/token";
export const CLIENT_ID = "client-under-test";
export const CLIENT_SECRET = "s3cret-value-that-must-never-leak";

/** Every issued token reads `fake-<fake's id>-token-<n>`; the id tells whose token a request bears. */
const TOKEN_PATTERN = /^Bearer fake-([0-9a-f]{8})-token-\d+$/;

/** What a fake's token endpoint has seen and will answer. */
export interface FakeTokens {
  issued: { token: string; scope: string | null; body: URLSearchParams }[];
  /** `expires_in` of the next tokens (default 3600). */
  expiresIn: number;
  reset(): void;
}

/** One test file's fake service. */
export interface FakeApi {
  /** The API base URL it answers (the sandbox's by default). */
  readonly url: string;
  readonly tokenUrl: string;
  /** Its own msw server: add handlers with `server.use(...)`. */
  readonly server: SetupServer;
  /** Every request that reached it (the token endpoint and strays excluded), oldest first. */
  readonly requests: Request[];
  readonly tokens: FakeTokens;
  /** Requests bearing another fake's token, answered 421 and kept out of `requests`. */
  readonly strays: Request[];
  /** The last API request seen, failing the test when there is none. */
  lastRequest(): Request;
  listen(): void;
  /** Forgets the handlers added since `listen`, the tokens and the requests. */
  reset(): void;
  close(): void;
}

/** Where a fake listens; both default to the sandbox's URLs, which clients use by default. */
export interface FakeApiOptions {
  url?: string;
  tokenUrl?: string;
}

/** A fake service, not yet listening: `useFakeApi()` is this plus the test file's hooks. */
export function createFakeApi(options: FakeApiOptions = {}): FakeApi {
  const url = options.url ?? API;
  const tokenUrl = options.tokenUrl ?? TOKEN_URL;
  const id = randomUUID().slice(0, 8);
  const requests: Request[] = [];
  const strays: Request[] = [];
  const tokens: FakeTokens = {
    issued: [],
    expiresIn: 3600,
    reset() {
      this.issued = [];
      this.expiresIn = 3600;
    },
  };
  const isStray = (request: Request): boolean => {
    const owner = TOKEN_PATTERN.exec(request.headers.get("authorization") ?? "")?.[1];
    return owner !== undefined && owner !== id;
  };

  const strayHandler = http.all("*", ({ request }) =>
    isStray(request) ? problem(421, "Misdirected Request", "sent by another test file's client") : undefined,
  );
  const server = setupServer(
    strayHandler,
    http.post(tokenUrl, async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      if (body.get("client_id") !== CLIENT_ID || body.get("client_secret") !== CLIENT_SECRET) {
        return HttpResponse.json({ error: "invalid_client", error_description: "Unknown client." }, { status: 401 });
      }
      const token = `fake-${id}-token-${tokens.issued.length + 1}`;
      tokens.issued.push({ token, scope: body.get("scope"), body });
      return HttpResponse.json({ access_token: token, expires_in: tokens.expiresIn, scope: body.get("scope") ?? "", token_type: "Bearer" });
    }),
  );
  // `server.use` puts a test's handlers first: put the stray check before them, so that a stray never
  // takes an answer (a `once` handler) meant for this file's own client.
  const use = server.use.bind(server);
  server.use = (...handlers) => use(strayHandler, ...handlers);

  server.events.on("request:start", ({ request }) => {
    if (request.url.startsWith(tokenUrl)) return;
    (isStray(request) ? strays : requests).push(request.clone());
  });

  return {
    url,
    tokenUrl,
    server,
    requests,
    tokens,
    strays,
    lastRequest() {
      const request = requests.at(-1);
      if (!request) throw new Error("no API request was sent");
      return request;
    },
    listen: () => server.listen({ onUnhandledRequest: "error" }),
    reset() {
      server.resetHandlers();
      tokens.reset();
      requests.length = 0;
      strays.length = 0;
    },
    close: () => server.close(),
  };
}

/** The calling test file's own fake service: listening for its tests, reset after each, closed after all. */
export function useFakeApi(options: FakeApiOptions = {}): FakeApi {
  const api = createFakeApi(options);
  beforeAll(() => api.listen());
  afterEach(() => api.reset());
  afterAll(() => api.close());
  return api;
}

/** An RFC 9457 problem answer. */
export function problem(status: number, title: string, detail?: string, init: ResponseInit = {}) {
  return HttpResponse.json(
    { type: "about:blank", title, status, detail },
    { ...init, status, headers: { "content-type": "application/problem+json", ...(init.headers ?? {}) } },
  );
}

/** Fast retries, so tests do not wait on real backoff. */
export const fastBackoff = { initialDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 50 };
