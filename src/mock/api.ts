/**
 * The transport-free mock API: request in, response out. Both transports (the loopback HTTP server and
 * the msw handlers) call {@link MockApi.handle}, which is why they answer identically.
 */
import { MockClock, type MockClockOptions } from "./domain/clock";
import { FaultInjector, type FaultRule, type MockFaults } from "./gateway/faults";
import type { OperationId } from "./protocol/operation-id";
import { TickerModel } from "./domain/market";
import { PageCache } from "./routes/page-cache";
import { multipartAsUrlEncoded } from "./gateway/token-form";
import { MAIN_CLIENT, OAuthServer, SECONDARY_CLIENT, type MockClient, type MockOAuth } from "./gateway/oauth";
import {
  COMMON_HEADERS,
  problemErrorResponse,
  problemResponse,
  ProblemError,
  statusTitle,
  type MockResponse,
} from "./protocol/problem";
import { buildRoutes, ROUTES, type RouteDefinition } from "./routes/index";
import { MockRateLimiter, type MockRateLimitOptions } from "./gateway/rate-limits";
import type { MockWebhookConfig } from "./delivery/webhook-config";
import { MockWebhooks } from "./delivery/webhooks";
import { MockState, type MockSizes } from "./domain/store";
import type { MockStore } from "./domain/store-view";
import { MockFeeds, type MockFeedControl, type MockFeedOptions } from "./delivery/feeds";
import { MarketMaker, type MockMovingMarket, type MovingMarketOptions } from "./domain/market-maker";
import { SignatureVerifier } from "./gateway/request-signing";
import { type MockSigningKey, refuseUnknownSigningKeyOptions } from "./domain/signing-keys";
import { optionKeys } from "../core/config/option-keys";
import { refuse } from "../core/response/errors";
import { refuseUnknownMockOptions } from "./option-keys";
import type { MockRequest } from "./protocol/request";
import { OPERATIONS } from "../generated/operation-list";
import type { OperationEnums } from "../core/request/unknown-enums";
import { refuseUnlistedValues } from "./routes/listed-values";
import { refuseForeignAddresses } from "./routes/address-checks";
import { MOCK_SAMPLES } from "../generated/mock-samples";

export type { MockRequest };

/** Options of {@link createMockApi} (and of `startMockServer` / `mockHandlers`). All optional. */
export interface MockApiOptions {
  /** Seed of every generated value (default 1): same seed, same data. */
  seed?: number;
  /** How many records to seed. */
  sizes?: MockSizes;
  /**
   * Extra OAuth clients (each also gets an API-credentials record). A client with `publicKeys` and
   * `enforceRequestSigning: true` must sign its authenticated requests (`Paxos-Signature`).
   */
  clients?: MockClient[];
  /** Lifetime of issued tokens in mock-clock seconds (default 3600). */
  tokenTtlSeconds?: number;
  /** Fault rules installed from the start. */
  faults?: FaultRule[];
  /** Start time of the mock clock, or clock options (default: 2026-03-01T12:00:00Z, manual). */
  clock?: MockClockOptions | Date | string | number;
  /** Real-time delay added to every request, in milliseconds (default 0). */
  latencyMs?: number;
  /**
   * Operations to answer with the contract-driven route even where a stateful
   * one exists ("all" for every one): request checked against the contract,
   * a sampled response. For testing code against the contract alone.
   */
  contractDriven?: "all" | readonly OperationId[];
  /**
   * Model the published rate limits (off by default): `true`, or `{ limits, throttleSeconds }`. Over a
   * class's limit in a 1-second window of real time, the mock answers 429 and throttles every request for
   * 5 minutes of mock-clock time. What it counted is in `api.rateLimits`.
   */
  rateLimits?: MockRateLimitOptions;
  /**
   * Keep what cannot change between requests (default true): the ticker's prices and statistics for the
   * current clock minute, and deposit-address pages by query until the table changes. `false` computes
   * every answer afresh (to measure the mock itself). The answers are the same either way.
   */
  cache?: boolean;
  /**
   * Webhooks the mock delivers every recorded event to (see delivery/webhooks.ts): `{ url, apiKey: { header, value }
   * | oauth: { tokenUrl, clientId, clientSecret }, eventTypes?, rateLimit? (1–100/s, default 10), retry?,
   * timeoutMs? }`. Loopback URLs only unless the webhook sets `allowNonLoopback: true`. Checked at once: a bad one throws a
   * ValidationError naming the field (its path, e.g. `webhooks[0].url`) and the rule.
   */
  webhooks?: readonly MockWebhookConfig[];
  /**
   * Seconds of mock-clock time a fiat deposit (`sandbox.createFiatDeposit`) or withdrawal stays PENDING
   * before it settles, COMPLETED or FAILED, each step announced by its event (`transfer.wire_deposit.pending`
   * … `.completed`). Default 0: it settles before the request that made it answers (still announced
   * pending, then completed). Paxos's sandbox takes about a minute: 60 shows a receiver the two steps apart.
   */
  fiatSettlementSeconds?: number;
  /**
   * Paxos's sandbox caps per crypto withdrawal (BTC 0.002, ETH 0.05 … the sandbox guide's table): a larger
   * withdrawal is refused 400 `exceed-max-withdraw-limit` with `meta.amount` and `meta.limit`. On by
   * default, as in the sandbox the mock stands in for; `false` lifts the caps (production has none).
   */
  sandboxWithdrawalCaps?: boolean;
  /**
   * Paxos's travel rule for crypto withdrawals (off by default: Paxos applies it to entities onboarded in
   * certain geographies): a withdrawal to an address without a beneficiary — an address-book entry of that
   * network, address and identity with `travelrule_metadata.beneficiary`, or the withdrawal's own
   * `beneficiary` — is refused 403 `travel-rule-information-required` naming the destination.
   */
  travelRule?: boolean;
  /**
   * A market that moves by itself (off by default, so tests stay deterministic): on every step of the
   * mock clock (`stepMs`, default 500) each ticker market is re-quoted around the ticker's price and
   * sometimes traded, through the books and trades the REST answers and the feeds serve. With a manual
   * clock it moves as the test advances the clock; with `clock: { followRealTime: true }` as time passes.
   */
  movingMarket?: boolean | MovingMarketOptions;
  /**
   * The WebSocket feeds: Paxos's one-subscription-a-second limit (`subscriptionIntervalMs`, default 1000;
   * a faster subscription's data is delayed, as Paxos does; 0 turns it off), the time between two markets'
   * snapshots on `/marketdata` (`snapshotIntervalMs`), and snapshots sent in pieces (`snapshotFragmentLevels`).
   */
  feeds?: MockFeedOptions;
}

/** The keys of {@link MockApiOptions}, for refusing a misspelt one. */
const MOCK_API_OPTION_KEYS = /* @__PURE__ */ optionKeys<MockApiOptions>()(
  "seed", "sizes", "clients", "tokenTtlSeconds", "faults", "clock", "latencyMs", "contractDriven", "rateLimits", "cache",
  "webhooks", "movingMarket", "feeds", "fiatSettlementSeconds", "sandboxWithdrawalCaps", "travelRule",
);

/**
 * Options objects an entry point has checked, on their way to `new MockApi`: each way to start the mock
 * checks its options once, under the name the caller used, and the constructor takes each one out as it
 * uses it (so the same options given to `new MockApi` again are checked again).
 */
const CHECKED_OPTIONS = new WeakSet<object>();

/**
 * The options for `new MockApi` out of what the entry point `who` (`createMockApi()`, `startMockServer()`,
 * `mockHandlers()`) was given: every key checked once against the API's keys plus the entry's own
 * `transportKeys` (`port`, `baseUrl`, `api` …), nested ones too, then the transport's keys left out.
 * `new MockApi` does not check the result again.
 */
export function checkedMockApiOptions(who: string, options: object, transportKeys: readonly string[] = []): MockApiOptions {
  refuseUnknownMockOptions(who, options, transportKeys.length === 0 ? MOCK_API_OPTION_KEYS : MOCK_API_OPTION_KEYS.concat(transportKeys));
  const apiOptions = transportKeys.length === 0 ? options : Object.fromEntries(Object.entries(options).filter(([key]) => !transportKeys.includes(key)));
  if ((options as { api?: unknown }).api !== undefined) {
    // An API passed in was built with its own options: one given beside it would be silently dropped.
    const beside = Object.keys(apiOptions).find((key) => (apiOptions as Record<string, unknown>)[key] !== undefined);
    if (beside !== undefined) {
      refuse(who, beside, "exclusive", `${beside} is an option of the API, and the api given already has its own; pass ${beside} to createMockApi() when making that api`);
    }
  }
  CHECKED_OPTIONS.add(apiOptions);
  return apiOptions as MockApiOptions;
}

/** The seeded OAuth clients: `main` (every scope) and `secondary` (read scopes), plus any extra ones by id. */
export interface MockClients {
  main: MockClient;
  secondary: MockClient;
  [clientId: string]: MockClient;
}

const HTML_502 =
  "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n";

/** Each operation's enum fields with the values the contract lists (its generated descriptor's `enums`). */
const LISTED_VALUES: ReadonlyMap<string, OperationEnums | undefined> = new Map(OPERATIONS.map(({ operation }) => [operation.operationId, operation.enums]));

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith("{") && w.endsWith("}")) {
      if (g.length === 0) return undefined;
      params[w.slice(1, -1)] = g;
    } else if (w !== g) {
      return undefined;
    }
  }
  return params;
}

function retryAfterValue(value: FaultRule["retryAfter"]): string {
  if (value === undefined) return "1";
  if (value instanceof Date) return value.toUTCString();
  if (typeof value === "number") return String(Math.max(0, Math.ceil(value)));
  return value;
}

/** Breaks a JSON body in a way every parser rejects (a trailing comma before the closing bracket). */
function breakJson(body: string): string {
  return body.length > 0 ? `${body.slice(0, -1)},${body.slice(-1)}` : "{";
}

/**
 * Classifies a URL path for a transport: the token endpoint, an API path under `basePath`, or unknown.
 * Paths compare without a trailing slash on the base.
 */
export function classifyPath(pathname: string, basePath: string, tokenPath: string): { endpoint: MockRequest["endpoint"]; path: string } {
  const base = basePath.replace(/\/+$/, "");
  if (pathname === tokenPath) return { endpoint: "token", path: "" };
  if (pathname.startsWith(`${base}/`)) return { endpoint: "api", path: pathname.slice(base.length) };
  return { endpoint: "unknown", path: pathname };
}

/** What a MockApi holds beyond its public handles: for the mock's own transports, routes and tests. */
interface MockInternals {
  state: MockState;
  feeds: MockFeeds;
  oauth: OAuthServer;
}
const INTERNALS = new WeakMap<MockApi, MockInternals>();

function internalsOf(api: MockApi): MockInternals {
  const internals = INTERNALS.get(api);
  if (!internals) throw new Error("mock: not a MockApi");
  return internals;
}

/**
 * The whole state of `api` (order books, quote boards, the settlement machinery …), beyond the
 * `MockStore` a user sees: for the mock's own routes and tests. Not exported by `paxos-sdk/mock`.
 */
export function mockState(api: MockApi): MockState {
  return internalsOf(api).state;
}

/** The token server of `api`, which also checks bearer tokens (the benchmark's cache does). Not exported by `paxos-sdk/mock`. */
export function mockOAuth(api: MockApi): OAuthServer {
  return internalsOf(api).oauth;
}

/** The feeds of `api` with their channel routing, for the loopback server that attaches sockets. Not exported by `paxos-sdk/mock`. */
export function mockFeeds(api: MockApi): MockFeeds {
  return internalsOf(api).feeds;
}

/** The mock API: state, clock, OAuth, faults, and the request handler. */
export class MockApi {
  /** The seed everything was generated from. */
  readonly seed: number;
  /** The mock clock; `advance(ms)` / `set(date)` drive expiry and prices. */
  readonly clock: MockClock;
  /** The records it holds: inspect them, or insert into them, from tests. */
  readonly store: MockStore;
  /** The whole state, for the routes (a test of the mock itself reaches it through {@link mockState}). */
  readonly #state: MockState;
  /** Fault rules: `add(rule)`, `clear()`, `list()`, `history`. */
  readonly faults: MockFaults;
  readonly #faults: FaultInjector;
  /** Registered clients and issued tokens (`issue(clientId, scopes)` gives a token without HTTP). */
  readonly oauth: MockOAuth;
  readonly #oauth: OAuthServer;
  /** The seeded clients (ids, secrets, scopes). */
  readonly clients: MockClients;
  /** Real-time delay added to every request. */
  latencyMs: number;
  /** One route per operation of the contract. */
  private readonly routes: readonly RouteDefinition[];
  /** The rate-limit model and what it counted; undefined unless `rateLimits` was given. */
  readonly rateLimits: MockRateLimiter | undefined;
  /** Webhook delivery: `sendTestEvent(type)`, `stats()`, `attempts()`, `idle()`, `close()`. */
  readonly webhooks: MockWebhooks;
  /**
   * The WebSocket feeds served from the books and trades (the loopback server attaches the sockets),
   * and their faults: `dropSockets()`, `sendDuplicateExecution()`, `sendMalformedFrame()`, `stall()`.
   */
  readonly feeds: MockFeedControl;
  /** The moving market, when the `movingMarket` option is on (`stop()` ends it). */
  readonly movingMarket: MockMovingMarket | undefined;
  private readonly market: TickerModel;
  private readonly depositAddressPages: PageCache | undefined;
  private readonly signatures = new SignatureVerifier();

  /**
   * Builds the mock (every option checked first: a misspelt key, nested ones too, is refused naming its
   * path; options that `createMockApi`, `startMockServer` or `mockHandlers` checked already are not checked twice).
   */
  constructor(options: MockApiOptions = {}) {
    if (!CHECKED_OPTIONS.delete(options)) refuseUnknownMockOptions("new MockApi()", options, MOCK_API_OPTION_KEYS);
    this.seed = (options.seed ?? 1) >>> 0;
    this.clock = new MockClock(options.clock ?? {});
    this.#state = new MockState(this.clock, this.seed, options.sizes);
    this.store = this.#state;
    const settlement = options.fiatSettlementSeconds ?? 0;
    if (typeof settlement !== "number" || !Number.isFinite(settlement) || settlement < 0) {
      throw new TypeError(`mock: fiatSettlementSeconds must be a number of seconds of at least 0 (got ${String(settlement)})`);
    }
    this.#state.fiatSettlementSeconds = settlement;
    if (options.sandboxWithdrawalCaps !== undefined && typeof options.sandboxWithdrawalCaps !== "boolean") {
      throw new TypeError(`mock: sandboxWithdrawalCaps must be a boolean (got ${String(options.sandboxWithdrawalCaps)})`);
    }
    this.#state.sandboxWithdrawalCaps = options.sandboxWithdrawalCaps !== false;
    if (options.travelRule !== undefined && typeof options.travelRule !== "boolean") {
      throw new TypeError(`mock: travelRule must be a boolean (got ${String(options.travelRule)})`);
    }
    this.#state.travelRule = options.travelRule === true;
    this.faults = this.#faults = new FaultInjector(this.seed, options.faults ?? []);
    this.oauth = this.#oauth = new OAuthServer(this.clock, this.seed, options.tokenTtlSeconds ?? 3600);
    this.latencyMs = options.latencyMs ?? 0;
    this.routes = options.contractDriven ? buildRoutes(options.contractDriven) : ROUTES;
    this.rateLimits = options.rateLimits === undefined ? undefined : new MockRateLimiter(this.clock, options.rateLimits);
    const cache = options.cache ?? true;
    this.market = new TickerModel(this.seed, cache);
    this.depositAddressPages = cache ? new PageCache() : undefined;
    const clients: MockClients = { main: { ...MAIN_CLIENT, scopes: [...MAIN_CLIENT.scopes] }, secondary: { ...SECONDARY_CLIENT, scopes: [...SECONDARY_CLIENT.scopes] } };
    for (const extra of options.clients ?? []) clients[extra.clientId] = { ...extra, scopes: [...extra.scopes] };
    this.clients = clients;
    for (const client of new Set(Object.values(clients))) {
      this.oauth.register(client);
      this.#state.addCredentials(client.clientId, client.scopes, client);
    }
    this.clock.onChange(() => this.#state.applyTimeTransitions());
    this.webhooks = new MockWebhooks(this.#state.events, () => this.#state.newId(), options.webhooks, this.clock);
    const feeds = new MockFeeds(this.#state, this.clock, this.seed, options.feeds);
    this.feeds = feeds;
    INTERNALS.set(this, { state: this.#state, feeds, oauth: this.#oauth });
    const moving = options.movingMarket;
    this.movingMarket = moving ? new MarketMaker(this.#state, this.clock, feeds, this.seed, moving === true ? {} : moving) : undefined;
  }

  /** Handles one request. Never throws: every failure is a response (or a transport action). */
  async handle(request: MockRequest): Promise<MockResponse> {
    let response: MockResponse;
    try {
      response = await this.dispatch(request);
    } catch (error) {
      if (error instanceof ProblemError) response = problemErrorResponse(error);
      else response = problemResponse(500, `mock internal error: ${error instanceof Error ? error.message : String(error)}`);
    }
    // Like a real service, every answer carries a request id to quote to support.
    if (response.action === undefined) response = { ...response, headers: { ...response.headers, "x-request-id": `mock-req-${++this.requestCount}` } };
    return response;
  }

  /** Answers given so far; numbers the `x-request-id` header. */
  private requestCount = 0;

  private async dispatch(request: MockRequest): Promise<MockResponse> {
    const method = request.method.toUpperCase();
    if (request.endpoint === "unknown") return problemResponse(404, `no such endpoint: ${request.path}`);

    let route: RouteDefinition | undefined;
    let params: Record<string, string> = {};
    let routeName: OperationId | "token";
    if (request.endpoint === "token") {
      routeName = "token";
      if (method === "OPTIONS") return this.preflight("POST");
      if (method !== "POST") return problemResponse(405, "the token endpoint accepts POST only", undefined, { allow: "POST" });
    } else {
      const candidates = this.routes.map((r) => ({ r, p: matchPath(r.operation.path, request.path) })).filter((c) => c.p !== undefined);
      if (candidates.length === 0) return problemResponse(404, `no such endpoint: ${request.path}`);
      const allowed = candidates.map((c) => c.r.operation.method);
      if (method === "OPTIONS") return this.preflight(allowed.join(", "));
      const hit = candidates.find((c) => c.r.operation.method === method);
      if (!hit) return problemResponse(405, `${method} is not allowed on ${request.path}; allowed: ${allowed.join(", ")}`, undefined, { allow: allowed.join(", ") });
      route = hit.r;
      routeName = route.operation.operationId;
      for (const [key, raw] of Object.entries(hit.p as Record<string, string>)) {
        try {
          params[key] = decodeURIComponent(raw);
        } catch {
          throw new ProblemError(400, `path parameter ${key} is not valid percent-encoding`, { rule: "format", field: key });
        }
      }
    }

    if (this.rateLimits) {
      const verdict = this.rateLimits.admit(route ? route.operation.rateLimitClass : "token");
      if (!verdict.ok) {
        const detail =
          verdict.reason === "throttled"
            ? "rate limited: this client is throttled for 5 minutes after exceeding a rate limit"
            : `rate limit of the ${verdict.limitClass} class exceeded (${this.rateLimits.limits[verdict.limitClass]} requests per second); throttled for 5 minutes`;
        return problemResponse(429, detail, { rule: "rateLimit", rate_limit_class: verdict.limitClass });
      }
    }

    const decision = this.#faults.draw(routeName);
    const delay = decision.latencyMs + this.latencyMs;
    if (delay > 0) await sleep(delay);
    const fault = decision.fault;
    switch (fault?.kind) {
      case "reset":
        return { status: 0, headers: {}, body: "", action: "reset" };
      case "status": {
        const status = fault.status ?? 503;
        return problemResponse(status, `injected fault: ${statusTitle(status)}`);
      }
      case "rate-limit":
        return problemResponse(429, "rate limit exceeded; retry after the delay in Retry-After", undefined, { "retry-after": retryAfterValue(fault.retryAfter) });
      case "html":
        return { status: 502, headers: { ...COMMON_HEADERS, "content-type": "text/html" }, body: HTML_502 };
      default:
        break;
    }

    this.#state.applyTimeTransitions();
    // Only credentials that enforce signing wait for a verification (the rest stay on the sync path).
    const signatureCheck = route !== undefined && route.operation.scope !== null ? this.checkSignature(request) : undefined;
    if (signatureCheck) await signatureCheck;
    let response: MockResponse;
    if (route === undefined) {
      const form = await multipartAsUrlEncoded(request.headers, request.body);
      response = form ? this.#oauth.handleTokenRequest(form.headers, form.body) : this.#oauth.handleTokenRequest(request.headers, request.body);
    } else {
      try {
        response = this.invoke(route, params, request);
      } catch (error) {
        if (!(error instanceof ProblemError)) throw error;
        response = problemErrorResponse(error);
      }
    }

    switch (fault?.kind) {
      case "truncate":
        return { ...response, action: "truncate" };
      case "malformed-json":
        return { status: 200, headers: { ...COMMON_HEADERS, "content-type": "application/json" }, body: breakJson(response.body) };
      case "drop-after-processing":
        return { ...response, action: "drop" };
      default:
        return response;
    }
  }

  /**
   * Refuses (401) a request of a client whose credentials enforce request signing unless it carries a
   * valid `Paxos-Signature`. A request whose token does not authenticate is left to `invoke` (its 401).
   */
  private checkSignature(request: MockRequest): Promise<void> | undefined {
    const auth = this.#oauth.authenticate(request.headers.authorization);
    if (!auth.ok) return undefined;
    const credentials = this.#state.apiCredentials.get(auth.token.clientId);
    if (!credentials?.enforce_request_signing) return undefined;
    const query = request.search === "" || request.search.startsWith("?") ? request.search : `?${request.search}`;
    return this.signatures.verify(request, request.target ?? `/v2${request.path}${query}`, credentials);
  }

  /**
   * Registers public keys for a client's request signing and turns enforcement on (or off): what an
   * account holder does in the dashboard. Returns the key ids (the `kid` to sign with), in order.
   */
  requireRequestSigning(clientId: string, publicKeys: readonly MockSigningKey[], enforce = true): string[] {
    if (Array.isArray(publicKeys)) publicKeys.forEach((key, i) => refuseUnknownSigningKeyOptions("MockApi.requireRequestSigning()", key, `publicKeys[${i}].`));
    const record = this.#state.setRequestSigning(clientId, { publicKeys, enforceRequestSigning: enforce });
    if (!record) throw new Error(`mock: unknown client ${clientId} (or its credentials were deleted)`);
    return record.client_public_keys.map((key) => key.id);
  }

  private invoke(route: RouteDefinition, params: Record<string, string>, request: MockRequest): MockResponse {
    let token;
    const { operationId, scope } = route.operation;
    if (scope !== null) {
      const auth = this.#oauth.authenticate(request.headers.authorization);
      if (!auth.ok) {
        throw new ProblemError(401, auth.detail, undefined, { "www-authenticate": 'Bearer realm="paxos-mock", error="invalid_token"' });
      }
      if (!auth.token.scopes.includes(scope)) {
        throw new ProblemError(403, `the access token lacks the scope ${scope} required by ${operationId}`, { rule: "scope", required_scope: scope }, { "www-authenticate": `Bearer realm="paxos-mock", error="insufficient_scope", scope="${scope}"` });
      }
      token = auth.token;
    }
    let body: unknown;
    if (route.operation.bodySchema !== undefined) {
      const contentType = (request.headers["content-type"] ?? "").toLowerCase();
      if (!/^application\/([a-z0-9.+-]*\+)?json\b/.test(contentType)) {
        throw new ProblemError(415, "the request body must be sent with Content-Type: application/json", { rule: "contentType", field: "content-type" });
      }
      if (request.body.trim().length === 0) throw new ProblemError(400, "a JSON request body is required", { rule: "required", field: "body" });
      try {
        body = JSON.parse(request.body);
      } catch {
        throw new ProblemError(400, "the request body is not valid JSON", { rule: "json", field: "body" });
      }
    }
    const query = new URLSearchParams(request.search);
    // Before any route's own code: a value the contract does not list moves nothing (./routes/listed-values).
    refuseUnlistedValues(LISTED_VALUES.get(operationId), { path: params, query, body });
    // Then every blockchain address the body gives, against its network (./routes/address-checks).
    refuseForeignAddresses(MOCK_SAMPLES[operationId]?.addresses, body);
    return route.handle({
      store: this.#state,
      clock: this.clock,
      oauth: this.#oauth,
      seed: this.seed,
      params,
      query,
      body,
      market: this.market,
      depositAddressPages: this.depositAddressPages,
      ...(token ? { token } : {}),
    });
  }

  private preflight(methods: string): MockResponse {
    return {
      status: 204,
      headers: {
        ...COMMON_HEADERS,
        "access-control-allow-methods": `${methods}, OPTIONS`,
        "access-control-allow-headers": "authorization, content-type, idempotency-key, paxos-signature, x-paxos-client",
        "access-control-max-age": "600",
      },
      body: "",
    };
  }
}

/** Creates a transport-free mock API (share one between `startMockServer({ api })` and `mockHandlers({ api })`). */
export function createMockApi(options: MockApiOptions = {}): MockApi {
  return new MockApi(checkedMockApiOptions("createMockApi()", options));
}
