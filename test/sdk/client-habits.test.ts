/**
 * The habits users bring from openai-node and stripe-node: credentials and the
 * environment from variables (explicit options win), `withOptions()` copies
 * (sharing the one token where the credentials are the same), and a capped
 * `toArray({ limit })` of a list that stops fetching at the cap.
 */
import { http, HttpResponse } from "msw";
import { inspect } from "node:util";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listTickers, Paxos, PaxosClient, PaxosMarketClient, ValidationError } from "../../src/index";
import { API, CLIENT_ID, CLIENT_SECRET, fastBackoff, useFakeApi } from "../support/msw-api";

const { server, requests, tokens, fetch: fakeFetch } = useFakeApi();

const PRODUCTION_API = "https://api.paxos.com/v2";

/** Serves `total` deposit addresses, `limit` at a time, the offset as the cursor. */
function servePages(total: number) {
  server.use(
    http.get(`${API}/transfer/deposit-addresses`, ({ request }) => {
      const url = new URL(request.url);
      const start = Number(url.searchParams.get("page_cursor") ?? 0);
      const end = Math.min(start + Number(url.searchParams.get("limit") ?? 100), total);
      const items = Array.from({ length: end - start }, (_, i) => ({ id: `00000000-0000-4000-8000-${String(start + i).padStart(12, "0")}` }));
      return HttpResponse.json(end < total ? { items, next_page_cursor: String(end) } : { items });
    }),
  );
}

const pageRequests = () => requests.filter((request) => request.url.includes("/transfer/deposit-addresses")).map((r) => new URL(r.url).searchParams.get("page_cursor"));

describe("options from environment variables", () => {
  beforeEach(() => {
    vi.stubEnv("PAXOS_CLIENT_ID", "");
    vi.stubEnv("PAXOS_CLIENT_SECRET", "");
    vi.stubEnv("PAXOS_ENVIRONMENT", "");
  });
  afterEach(() => vi.unstubAllEnvs());

  it("new Paxos() takes PAXOS_CLIENT_ID and PAXOS_CLIENT_SECRET, and gets a token with them", async () => {
    vi.stubEnv("PAXOS_CLIENT_ID", CLIENT_ID);
    vi.stubEnv("PAXOS_CLIENT_SECRET", ` ${CLIENT_SECRET}\n`); // trimmed, as a pasted value often needs
    servePages(3);
    const paxos = new Paxos({ fetch: fakeFetch, backoff: fastBackoff });
    expect((await paxos.depositAddresses.list()).items).toHaveLength(3);
    expect(tokens.issued).toHaveLength(1);
    expect(tokens.issued[0]!.body.get("client_id")).toBe(CLIENT_ID);
    // The secret from the environment is as private as one given as an option.
    expect(inspect(paxos)).not.toContain(CLIENT_SECRET);
    expect(JSON.stringify(paxos)).not.toContain(CLIENT_SECRET);
  });

  it("explicit credentials of any kind win: the variables are not read at all", async () => {
    vi.stubEnv("PAXOS_CLIENT_ID", "from-env");
    vi.stubEnv("PAXOS_CLIENT_SECRET", "from-env-secret");
    // An access token alongside variables would otherwise be refused as two kinds of credentials.
    servePages(1);
    const paxos = new Paxos({ fetch: fakeFetch, accessToken: "explicit-token" });
    await paxos.depositAddresses.list();
    expect(requests.at(-1)!.headers.get("authorization")).toBe("Bearer explicit-token");
    expect(tokens.issued).toHaveLength(0);

    servePages(1);
    await new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }).depositAddresses.list();
    expect(tokens.issued[0]!.body.get("client_id")).toBe(CLIENT_ID);
  });

  it("a key given as undefined is still refused (the variable it was meant to come from is unset), not filled", () => {
    vi.stubEnv("PAXOS_CLIENT_ID", "from-env");
    vi.stubEnv("PAXOS_CLIENT_SECRET", "from-env-secret");
    expect(() => new Paxos({ clientId: undefined, clientSecret: "x" })).toThrow(expect.objectContaining({ field: "clientId", rule: "required" }));
  });

  it("one variable without the other is refused, naming the missing one; no variables, no credentials", () => {
    vi.stubEnv("PAXOS_CLIENT_ID", "from-env");
    let error: unknown;
    try {
      new Paxos();
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ field: "clientSecret", rule: "required" });
    expect((error as Error).message).toContain("PAXOS_CLIENT_SECRET");
    vi.stubEnv("PAXOS_CLIENT_ID", "");
    // Empty variables count as unset: a client for the public market data only.
    expect(() => new Paxos()).not.toThrow();
  });

  it("PAXOS_ENVIRONMENT picks the environment unless environment or baseUrl is given; a bad value is refused", () => {
    vi.stubEnv("PAXOS_ENVIRONMENT", "production");
    expect(new Paxos().baseUrl).toBe(PRODUCTION_API);
    expect(new PaxosClient().environment).toBe("production");
    expect(new Paxos({ environment: "sandbox" }).baseUrl).toBe(API);
    // A base URL names the service: a leftover variable must not make a mock client a production one.
    expect(new Paxos({ baseUrl: "http://127.0.0.1:1/v2" }).environment).toBe("sandbox");
    vi.stubEnv("PAXOS_ENVIRONMENT", "prod");
    expect(() => new Paxos()).toThrow(expect.objectContaining({ field: "environment", rule: "enum" }));
    expect(() => new PaxosMarketClient()).toThrow(/PAXOS_ENVIRONMENT variable must be "sandbox" or "production", got "prod"/);
  });

  it("a withOptions() copy keeps the environment and credentials its original read, whatever the variables say by then", async () => {
    vi.stubEnv("PAXOS_ENVIRONMENT", "production");
    vi.stubEnv("PAXOS_CLIENT_ID", CLIENT_ID);
    vi.stubEnv("PAXOS_CLIENT_SECRET", CLIENT_SECRET);
    const paxos = new Paxos({ fetch: fakeFetch });
    vi.stubEnv("PAXOS_ENVIRONMENT", "sandbox");
    vi.stubEnv("PAXOS_CLIENT_ID", "someone-else");
    vi.stubEnv("PAXOS_CLIENT_SECRET", "another-secret");
    const copy = paxos.withOptions({ timeout: 5_000 });
    expect(copy.baseUrl).toBe(PRODUCTION_API);
    server.use(http.get(`${PRODUCTION_API}/transfer/deposit-addresses`, () => HttpResponse.json({ items: [] })), http.post("https://oauth.paxos.com/oauth2/token", async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      return HttpResponse.json({ access_token: `t-${form.get("client_id")}`, expires_in: 3600, scope: form.get("scope") ?? "", token_type: "Bearer" });
    }));
    await copy.withOptions({ scopes: ["transfer:read_deposit_address"] }).depositAddresses.list();
    expect(requests.at(-1)!.headers.get("authorization")).toBe(`Bearer t-${CLIENT_ID}`);
  });

  it("PaxosMarketClient reads PAXOS_ENVIRONMENT too, and never credentials", async () => {
    vi.stubEnv("PAXOS_ENVIRONMENT", "production");
    vi.stubEnv("PAXOS_CLIENT_ID", CLIENT_ID);
    vi.stubEnv("PAXOS_CLIENT_SECRET", CLIENT_SECRET);
    server.use(http.get(`${PRODUCTION_API}/markets/tickers`, () => HttpResponse.json([])), http.get(`${PRODUCTION_API}/all-markets/ticker`, () => HttpResponse.json([])));
    await listTickers(new PaxosMarketClient({ fetch: fakeFetch }));
    expect(tokens.issued).toHaveLength(0);
    expect(requests.at(-1)!.url.startsWith(PRODUCTION_API)).toBe(true);
    expect(requests.at(-1)!.headers.get("authorization")).toBeNull();
  });
});

describe("withOptions()", () => {
  const base = () => new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, backoff: fastBackoff, maxRetries: 0 });

  it("gives a client of the same class with the options laid over, leaving the original unchanged", async () => {
    const paxos = base();
    const patient = paxos.withOptions({ maxRetries: 2 });
    expect(patient).toBeInstanceOf(Paxos);
    expect(patient).not.toBe(paxos);
    let calls = 0;
    server.use(
      http.get(`${API}/transfer/deposit-addresses`, () =>
        ++calls % 2 === 1 ? HttpResponse.json({ title: "Unavailable", status: 503 }, { status: 503 }) : HttpResponse.json({ items: [] }),
      ),
    );
    // The copy retries the 503; the original (maxRetries 0) does not.
    await expect(patient.depositAddresses.list()).resolves.toMatchObject({ items: [] });
    await expect(paxos.depositAddresses.list()).rejects.toMatchObject({ status: 503 });
    expect(new PaxosClient({ accessToken: "t" }).withOptions({ timeout: 5 })).toBeInstanceOf(PaxosClient);
  });

  it("shares the one token when the credentials are the same, and gets its own when they change", async () => {
    const paxos = base();
    servePages(2);
    await paxos.depositAddresses.list();
    await paxos.withOptions({ timeout: 5_000, hooks: {} }).depositAddresses.list();
    expect(tokens.issued).toHaveLength(1);
    await paxos.withOptions({ scopes: ["transfer:read_deposit_address"] }).depositAddresses.list();
    expect(tokens.issued).toHaveLength(2);
  });

  it("paces with the original's rate limiter (a 429 seen by one holds both back) unless pacing options change", async () => {
    const paxos = base();
    server.use(http.get(`${API}/transfer/deposit-addresses`, () => HttpResponse.json({ title: "Too Many Requests", status: 429 }, { status: 429, headers: { "retry-after": "30" } })));
    await expect(paxos.depositAddresses.list()).rejects.toMatchObject({ status: 429 });
    const sent = requests.length;
    // The copy shares the hold: it fails at once, unsent (30 s is beyond its timeout).
    await expect(paxos.withOptions({ timeout: 1_000 }).depositAddresses.list()).rejects.toMatchObject({ title: "Held back by the client" });
    expect(requests.length).toBe(sent);
    // With its own limits it has its own limiter, which has seen no 429.
    await expect(paxos.withOptions({ rateLimits: { default: 40 } }).depositAddresses.list()).rejects.toMatchObject({ status: 429 });
    expect(requests.length).toBe(sent + 1);
  });

  it("replaces the credentials as a group, and an option given as undefined returns to its default", async () => {
    const paxos = base();
    servePages(1);
    const withToken = paxos.withOptions({ accessToken: "other-token" });
    await withToken.depositAddresses.list();
    expect(requests.at(-1)!.headers.get("authorization")).toBe("Bearer other-token");
    expect(tokens.issued).toHaveLength(0);
    const production = paxos.withOptions({ environment: "production" });
    expect(production.baseUrl).toBe(PRODUCTION_API);
    expect(production.withOptions({ environment: undefined }).baseUrl).toBe(API);
  });

  it("checks the new options as the constructor does", () => {
    expect(() => base().withOptions({ timeout: -1 })).toThrow(expect.objectContaining({ field: "timeout" }));
    expect(() => base().withOptions({ baseUrl: "http://example.test/v2" })).toThrow(expect.objectContaining({ field: "baseUrl", rule: "https" }));
  });
});

describe("toArray({ limit })", () => {
  const paxos = () => new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, backoff: fastBackoff, maxRetries: 0, rateLimiter: false });

  it("collects exactly limit items across pages, in order, and asks for no page past the one that reaches it", async () => {
    servePages(1_000);
    const items = await paxos().depositAddresses.list({ limit: 100 }, { prefetch: false }).toArray({ limit: 250 });
    expect(items).toHaveLength(250);
    expect(items[0]!.id).toMatch(/0{11}0$/);
    expect(items[249]!.id).toMatch(/000000000249$/);
    expect(pageRequests()).toEqual([null, "100", "200"]);
  });

  it("with the prefetch on, at most the one page already on its way is requested beyond", async () => {
    servePages(1_000);
    const items = await paxos().depositAddresses.list({ limit: 100 }).toArray({ limit: 150 });
    expect(items).toHaveLength(150);
    expect(pageRequests().length).toBeLessThanOrEqual(3);
    expect(pageRequests().slice(0, 2)).toEqual([null, "100"]);
  });

  it("returns every item when the list is shorter than limit, and a limit on a page boundary takes no extra page", async () => {
    servePages(230);
    expect(await paxos().depositAddresses.list({ limit: 100 }).toArray({ limit: 500 })).toHaveLength(230);
    requests.length = 0;
    expect(await paxos().depositAddresses.list({ limit: 100 }, { prefetch: false }).toArray({ limit: 100 })).toHaveLength(100);
    expect(pageRequests()).toEqual([null]);
  });

  it("refuses a missing or unusable limit, naming it, before sending anything", async () => {
    const list = paxos().depositAddresses.list();
    // @ts-expect-error limit is required
    await expect(list.toArray({})).rejects.toMatchObject({ field: "limit", rule: "required" });
    // @ts-expect-error the options are required
    await expect(list.toArray()).rejects.toBeInstanceOf(ValidationError);
    for (const limit of [0, -1, 2.5, Number.POSITIVE_INFINITY, Number.NaN]) {
      await expect(list.toArray({ limit })).rejects.toMatchObject({ field: "limit", rule: "range" });
    }
    await expect(list.toArray({ limit: "10" as unknown as number })).rejects.toThrow(/got a string/);
    expect(requests).toHaveLength(0);
  });
});
