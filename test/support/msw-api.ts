/**
 * A scriptable fake of the real service for unit tests: msw intercepts the sandbox URLs, records every
 * request, and answers the token endpoint. Each test file makes its own (`const api = useFakeApi()`):
 * its own msw server, handlers, token log and request recorder, so nothing one file does reaches
 * another's, though the files of a worker share their modules (`isolate: false` in vitest.config.ts).
 * Each test adds the API handlers it needs with `api.server.use(...)`.
 *
 * The files of a worker run one after another, and msw patches the one global `fetch`: without a mark,
 * a request that a finished file's client still sends (a retry after its backoff, a page fetched ahead)
 * would reach the fake listening by then. So a file's clients send through its fake's `fetch`
 * (`new Paxos({ …, fetch: api.fetch })`), which marks every request with the fake's id and refuses,
 * without sending, once that fake has closed; and a fake answers only requests bearing its own mark:
 * any other (unmarked, or marked by another fake) is answered 421 before the file's handlers and kept
 * in `strays`, never in `requests`. (An isolated worker per file instead cost twice the CPU: vitest.config.ts.)
 */
import { randomUUID } from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer, type SetupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

export const API = "https://api.sandbox.paxos.com/v2";
export const TOKEN_URL = "https://oauth.sandbox.paxos.com/oauth2/token";
export const CLIENT_ID = "client-under-test";
export const CLIENT_SECRET = "s3cret-value-that-must-never-leak";

/** The header a fake's `fetch` marks its requests with: the fake's id. Recorded requests are shown without it. */
export const FAKE_MARK = "x-test-fake";

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
  /**
   * The `fetch` this file's clients send through (the `fetch` option): it marks each request as this
   * fake's, and refuses (a TypeError, as a failed connection) while the fake is not listening, so a
   * request left in flight by a finished file never reaches the network or another file's fake.
   */
  readonly fetch: (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
  /** Every request of this fake's `fetch` that reached it (the token endpoint excluded), oldest first. */
  readonly requests: Request[];
  readonly tokens: FakeTokens;
  /** Requests without this fake's mark (another file's, or a client not given `fetch`): answered 421, kept out of `requests`. */
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
  let listening = false;
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
  const isStray = (request: Request): boolean => request.headers.get(FAKE_MARK) !== id;
  /** The request as its client sent it: without the mark, which no test is about. */
  const unmarked = (request: Request): Request => {
    const copy = request.clone();
    copy.headers.delete(FAKE_MARK);
    return copy;
  };

  const strayHandler = http.all("*", ({ request }) =>
    isStray(request) ? problem(421, "Misdirected Request", "not sent through this test file's fake (its `fetch` option)") : undefined,
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
    if (isStray(request)) strays.push(unmarked(request));
    else if (!request.url.startsWith(tokenUrl)) requests.push(unmarked(request));
  });

  const markedFetch: FakeApi["fetch"] = (input, init) => {
    if (!listening) return Promise.reject(new TypeError(`fetch failed: the fake service ${id} of this client's test file is not listening`));
    const request = new Request(input, init);
    request.headers.set(FAKE_MARK, id);
    return globalThis.fetch(request);
  };

  return {
    url,
    tokenUrl,
    server,
    fetch: markedFetch,
    requests,
    tokens,
    strays,
    lastRequest() {
      const request = requests.at(-1);
      if (!request) throw new Error("no API request was sent");
      return request;
    },
    listen() {
      server.listen({ onUnhandledRequest: "error" });
      listening = true;
    },
    reset() {
      server.resetHandlers();
      tokens.reset();
      requests.length = 0;
      strays.length = 0;
    },
    close() {
      listening = false;
      server.close();
    },
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
