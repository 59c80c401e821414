/** Issue 9, items 2 and 6: one token request in flight per client, paced, and each call's wait bounded by its own budget. */
import { describe, expect, it } from "vitest";
import { APIConnectionTimeoutError, APIUserAbortError, Paxos } from "../../src/index";
import { operationMeta } from "../../src/generated/schemas";
import { grantToken, HOSTILE_CLIENT, type HostileServer, sendJson, split, startHostileServer } from "../support/hostile-server";
import { SANDBOX_WIRE } from "../support/sandbox-wire";

const tickers: unknown[] = [];
const transaction = {
  id: "tx-1", ref_id: "r", settlement_window_start: "2026-11-22T00:00:00Z", settlement_window_end: "2026-11-23T00:00:00Z",
  source_profile_id: "a", target_profile_id: "b", legs: [{ id: "l", direction: "DELIVER", asset: "USD", amount: "1.00" }],
  status: "PENDING", created_at: "2026-11-22T00:00:00Z", updated_at: "2026-11-22T00:00:00Z",
};
const fiatAccount = { id: "f1", fiat_network_instructions: {}, status: "PENDING", created_at: "2026-11-22T00:00:00Z" };
const uuid = "5d5ea0a8-8a71-4d6b-9e0a-5a0b6f4c1d2e";

/** An API that answers every operation of the contract with a minimal valid body. */
function answerEveryOperation(request: { method: string; url: string }, res: Parameters<typeof sendJson>[0]) {
  const path = new URL(request.url, "http://x").pathname;
  if (path.endsWith("/all-markets/ticker")) return sendJson(res, 200, tickers);
  if (path.endsWith("/settlement/transactions")) return sendJson(res, 200, transaction);
  if (path.includes("/transfer/fiat-accounts/")) return sendJson(res, 200, fiatAccount);
  if (path.includes("/api-creds/credentials/")) return sendJson(res, 200, { credentials: { id: "c" } });
  if (path.endsWith("/sandbox/fiat-deposits")) return sendJson(res, 200, {});
  if (path.endsWith("/statements/payments")) return sendJson(res, 200, { payments: [] });
  return sendJson(res, 200, { items: [] });
}

/** One call of each operation (every scope, and the ticker, which needs none), started when called. */
function everyOperation(paxos: Paxos): (() => Promise<unknown>)[] {
  return [
    () => paxos.sandbox.createFiatDeposit({ amount: "1.00", asset: "USD", memo_id: "m", fiat_network_instructions: SANDBOX_WIRE }),
    () => paxos.apiCreds.deleteCredentials("other-client"),
    () => paxos.fiatAccounts.update(uuid, { metadata: { a: "b" } }),
    () => paxos.settlement.createTransaction({ source_profile_id: "a", target_profile_id: "b", legs: [{ direction: "DELIVER", asset: "USD", amount: "1.00" }] }),
    () => paxos.payments.list({ ref_ids: ["r"] }).then((page) => page.items),
    () => paxos.identity.listAccounts().then((page) => page.items),
    () => paxos.depositAddresses.list().then((page) => page.items),
    () => paxos.market.listTickers(),
  ];
}

const scopes = Object.values(operationMeta).flatMap((meta) => (meta.scope ? [meta.scope] : []));

async function serverWithTokenScope(scopeReply: (asked: string) => string | undefined): Promise<HostileServer> {
  let issued = 0;
  return startHostileServer(
    split((request, res) => grantToken(res, `tok-${++issued}-abcdef`, scopeReply(new URLSearchParams(request.body).get("scope") ?? "")), answerEveryOperation),
  );
}

describe("token storms", () => {
  it("1000 concurrent first calls over every scope make at most 2 token requests", async () => {
    // A fetch double instead of sockets: 1000 loopback connections would measure the kernel, not the SDK.
    const tokenRequests: { scope: string }[] = [];
    let apiCalls = 0;
    const fetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init);
      if (request.url.endsWith("/oauth2/token")) {
        const scope = new URLSearchParams(await request.text()).get("scope") ?? "";
        tokenRequests.push({ scope });
        return Response.json({ access_token: `tok-${tokenRequests.length}-abcdef`, expires_in: 3600, scope });
      }
      apiCalls++;
      let answer: Response | undefined;
      answerEveryOperation({ method: request.method, url: request.url }, {
        writeHead: () => undefined,
        end: (body: string) => {
          answer = new Response(body, { headers: { "content-type": "application/json" } });
        },
      } as never);
      return answer!;
    };
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: "http://127.0.0.1:9/v2", tokenUrl: "http://127.0.0.1:9/oauth2/token", fetch, rateLimiter: true, rateLimits: { default: 100_000, identity: 100_000 } });
    const operations = everyOperation(paxos);
    const calls = Array.from({ length: 1000 }, (_, i) => operations[i % operations.length]!());
    await Promise.all(calls);
    expect(apiCalls).toBe(1000);
    expect(tokenRequests.length).toBeGreaterThanOrEqual(1);
    expect(tokenRequests.length).toBeLessThanOrEqual(2);
    // The last token carries every scope.
    const last = tokenRequests.at(-1)!.scope.split(" ");
    for (const scope of scopes) expect(last).toContain(scope);
  }, 20_000);

  it("a script that calls every operation once, one after another, makes 1 or 2 token requests", async () => {
    const server = await serverWithTokenScope((asked) => asked);
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl });
    for (const call of everyOperation(paxos)) await call();
    expect(server.tokenRequests().length).toBeGreaterThanOrEqual(1);
    expect(server.tokenRequests().length).toBeLessThanOrEqual(2);
  });

  it.each([
    ["empty", () => ""],
    ["comma-separated", (asked: string) => asked.split(" ").join(",")],
    ["absent", () => undefined],
  ])("a token reply whose scope is %s does not make every call fetch a new token", async (_, reply) => {
    const server = await serverWithTokenScope(reply);
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl });
    // Two scopes, alternately: the widened token's reply is where a comma-separated scope bites.
    for (let i = 0; i < 10; i++) {
      await paxos.depositAddresses.list();
      await paxos.identity.listAccounts();
    }
    expect(server.tokenRequests().length).toBeLessThanOrEqual(2);
    expect(server.apiRequests()).toHaveLength(20);
  });
});

describe("a call's own budget bounds its wait for a token", () => {
  it("{ timeout: 200, maxRetries: 0 } against a token endpoint that never answers fails with a timeout in well under the token request's own timeout", async () => {
    const server = await startHostileServer(split(() => undefined /* never answers */, answerEveryOperation));
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl, timeout: 30_000 });
    const started = performance.now();
    const error = await paxos.depositAddresses.list({}, { timeout: 200, maxRetries: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIConnectionTimeoutError);
    expect(performance.now() - started).toBeLessThan(5_000); // generous: the old code waited 30 s here
    expect(server.apiRequests()).toHaveLength(0);
  });

  it("a caller that aborts stops waiting; the shared token request goes on and serves the others", async () => {
    let release: () => void = () => undefined;
    const server = await startHostileServer(
      split((request, res) => {
        release = () => grantToken(res, "tok-1-abcdef", new URLSearchParams(request.body).get("scope") ?? "");
      }, answerEveryOperation),
    );
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl });
    const controller = new AbortController();
    const aborted = paxos.depositAddresses.list({}, { signal: controller.signal }).then(() => "resolved", (e: unknown) => e);
    const patient = paxos.depositAddresses.list();
    await vi_waitFor(() => server.tokenRequests().length === 1);
    controller.abort();
    expect(await aborted).toBeInstanceOf(APIUserAbortError);
    release();
    await expect(patient).resolves.toBeDefined();
    expect(server.tokenRequests()).toHaveLength(1);
    expect(server.apiRequests()).toHaveLength(1);
  });
});

async function vi_waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!condition()) throw new Error("condition never held");
}
