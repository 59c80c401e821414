/**
 * The msw transport: request handlers that answer from a {@link MockApi}, for tests that intercept
 * `fetch` instead of opening a socket. msw cannot misbehave at the socket level, so the transport faults
 * `reset`, `drop-after-processing` and `truncate` all become `HttpResponse.error()` — a network error
 * (for `drop-after-processing` and `truncate` the request has still been processed).
 */
import type { RequestHandler } from "msw";
import { msw } from "./msw-module";
import { checkedMockApiOptions, classifyPath, MockApi, type MockApiOptions } from "../api";
import { optionKeys } from "../../core/shared/option-keys";

/** Default base URL of the msw handlers: the sandbox API. */
export const DEFAULT_MSW_BASE_URL = "https://api.sandbox.paxos.com/v2";
/** Default token URL of the msw handlers: the sandbox authorization server. */
export const DEFAULT_MSW_TOKEN_URL = "https://oauth.sandbox.paxos.com/oauth2/token";

/** Options of {@link mockHandlers}. */
export interface MockHandlersOptions extends MockApiOptions {
  /** Base URL to intercept (default the sandbox API, "https://api.sandbox.paxos.com/v2"). */
  baseUrl?: string;
  /** Token URL to intercept (default "https://oauth.sandbox.paxos.com/oauth2/token"). */
  tokenUrl?: string;
  /** Answer from this API (pass the one from `createMockApi` to inspect its store); else a new one. */
  api?: MockApi;
}

/** The handlers' own options, beside the API's. */
const HANDLERS_OPTION_KEYS: readonly string[] = /* @__PURE__ */ optionKeys<Omit<MockHandlersOptions, keyof MockApiOptions>>()("baseUrl", "tokenUrl", "api");

/**
 * msw handlers for the whole API and the token endpoint. To inspect state, create the API yourself:
 * `const api = createMockApi(opts); server.use(...mockHandlers({ api }))`.
 *
 * With `webhooks`, the API delivers its events from this process through `fetch`, which msw intercepts:
 * the handlers therefore let the webhook URLs (and their OAuth token URLs) pass through to the real
 * receiver. Delivery runs until `api.webhooks.close()`, so `webhooks` is taken only through an API created
 * with `createMockApi({ webhooks })` and passed as `api` (given here directly, it is refused).
 */
export function mockHandlers(options: MockHandlersOptions = {}): RequestHandler[] {
  const apiOptions = checkedMockApiOptions("mockHandlers()", options, HANDLERS_OPTION_KEYS);
  if (options.api === undefined && options.webhooks !== undefined && options.webhooks.length > 0) {
    // Delivery runs on timers until closed: an API created in here could never be closed.
    throw new TypeError("mock webhooks: mockHandlers cannot stop the deliveries of an API it creates; create it with createMockApi({ webhooks }), pass mockHandlers({ api }), and call api.webhooks.close() when done");
  }
  const api = options.api ?? new MockApi(apiOptions);
  const base = new URL(options.baseUrl ?? DEFAULT_MSW_BASE_URL);
  const token = new URL(options.tokenUrl ?? DEFAULT_MSW_TOKEN_URL);
  const basePrefix = `${base.origin}${base.pathname.replace(/\/+$/, "")}`;

  const resolver = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const endpoint =
      url.origin === token.origin && url.pathname === token.pathname
        ? { endpoint: "token" as const, path: "" }
        : url.origin === base.origin
          ? classifyPath(url.pathname, base.pathname, "\u0000")
          : { endpoint: "unknown" as const, path: url.pathname };
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key.toLowerCase()] = value;
    });
    const body = request.method === "GET" || request.method === "HEAD" ? "" : await request.text();
    const answer = await api.handle({ ...endpoint, method: request.method, search: url.search, headers, body, target: url.pathname + url.search });
    if (answer.action) return msw.HttpResponse.error();
    return new msw.HttpResponse(answer.status === 204 ? null : answer.body, { status: answer.status, headers: answer.headers });
  };

  const deliveries = api.webhooks.urls().map((url) => msw.http.post(url.split("?")[0] as string, () => msw.passthrough()));
  return [...deliveries, msw.http.all(token.href.split("?")[0] as string, resolver), msw.http.all(`${basePrefix}/*`, resolver)];
}
