import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthenticationError, Paxos, PermissionDeniedError } from "../../src/index";
import { operationMeta } from "../../src/generated/schemas";
import { CONTRACT_SCOPES } from "../../src/generated/descriptors";
import { API, CLIENT_ID, CLIENT_SECRET, fastBackoff, useFakeApi } from "../support/msw-api";

const { server, requests, tokens, fetch: fakeFetch } = useFakeApi();

const emptyPage = () => HttpResponse.json({ items: [], next_page_cursor: "" });

function client(extra: ConstructorParameters<typeof Paxos>[0] = {}) {
  return new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, backoff: fastBackoff, ...extra });
}

describe("token manager", () => {
  afterEach(() => vi.useRealTimers());

  it("makes exactly one token request for 50 concurrent first calls", async () => {
    server.use(http.get(`${API}/transfer/deposit-addresses`, emptyPage));
    const paxos = client();
    await Promise.all(Array.from({ length: 50 }, () => paxos.depositAddresses.list()));
    expect(tokens.issued).toHaveLength(1);
    expect(requests).toHaveLength(50);
    for (const request of requests) expect(request.headers.get("authorization")).toBe(`Bearer ${tokens.issued[0]!.token}`);
  });

  it("sends the client credentials as a form with the operation's scope", async () => {
    server.use(http.get(`${API}/transfer/deposit-addresses`, emptyPage));
    await client().depositAddresses.list();
    const form = tokens.issued[0]!.body;
    expect(form.get("grant_type")).toBe("client_credentials");
    expect(form.get("client_id")).toBe(CLIENT_ID);
    expect(form.get("scope")).toBe("transfer:read_deposit_address");
  });

  it("widens the one token once, to every scope, when a call needs another scope; asks for fixed scopes when given", async () => {
    server.use(
      http.get(`${API}/transfer/deposit-addresses`, emptyPage),
      http.get(`${API}/identity/accounts`, emptyPage),
      http.get(`${API}/statements/payments`, () => HttpResponse.json({ payments: [] })),
    );
    const paxos = client();
    await paxos.depositAddresses.list();
    await paxos.identity.listAccounts();
    await paxos.payments.list({ ref_ids: ["r"] });
    await paxos.depositAddresses.list();
    const every = [...new Set(Object.values(operationMeta).flatMap((meta) => (meta.scope ? [meta.scope] : [])))].sort();
    // The client widens to the generated list, not to every operation's facts (which would fill a bundle).
    expect(CONTRACT_SCOPES).toEqual(every);
    expect(tokens.issued.map((t) => t.scope)).toEqual(["transfer:read_deposit_address", every.join(" ")]);

    tokens.reset();
    const fixed = client({ scopes: ["identity:read_account", "transfer:read_deposit_address"] });
    await fixed.depositAddresses.list();
    await fixed.identity.listAccounts();
    expect(tokens.issued.map((t) => t.scope)).toEqual(["identity:read_account transfer:read_deposit_address"]);
  });

  it("renews the token shortly before it expires, without making callers wait", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    server.use(http.get(`${API}/transfer/deposit-addresses`, emptyPage));
    tokens.expiresIn = 600;
    const paxos = client();
    await paxos.depositAddresses.list();
    expect(tokens.issued).toHaveLength(1);

    vi.setSystemTime(Date.now() + 500_000); // 100 s left: not yet renewal time (60 s ahead)
    await paxos.depositAddresses.list();
    expect(tokens.issued).toHaveLength(1);

    vi.setSystemTime(Date.now() + 50_000); // 50 s left: renew in the background
    await paxos.depositAddresses.list();
    await vi.waitFor(() => expect(tokens.issued).toHaveLength(2));
    expect(requests.at(-1)!.headers.get("authorization")).toBe(`Bearer ${tokens.issued[0]!.token}`);

    // The renewed token is used once its answer has been read (issued is recorded when the mock sends it).
    await vi.waitFor(async () => {
      await paxos.depositAddresses.list();
      expect(requests.at(-1)!.headers.get("authorization")).toBe(`Bearer ${tokens.issued[1]!.token}`);
    });
    expect(tokens.issued).toHaveLength(2);
  });

  it("never sends an expired token: a call after expiry waits for a new one", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    server.use(http.get(`${API}/transfer/deposit-addresses`, emptyPage));
    tokens.expiresIn = 600;
    const paxos = client();
    await paxos.depositAddresses.list();
    vi.setSystemTime(Date.now() + 601_000);
    await paxos.depositAddresses.list();
    expect(tokens.issued).toHaveLength(2);
    expect(requests.at(-1)!.headers.get("authorization")).toBe(`Bearer ${tokens.issued[1]!.token}`);
  });

  it("on a 401 renews the token once and retries once", async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/transfer/deposit-addresses`, ({ request }) => {
        calls++;
        if (request.headers.get("authorization") === `Bearer ${tokens.issued[0]!.token}`) {
          return HttpResponse.json({ title: "Unauthorized", status: 401 }, { status: 401 });
        }
        return emptyPage();
      }),
    );
    const page = await client().depositAddresses.list();
    expect(page.items).toEqual([]);
    expect(calls).toBe(2);
    expect(tokens.issued).toHaveLength(2);
  });

  it("surfaces a second 401 as AuthenticationError", async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/transfer/deposit-addresses`, () => {
        calls++;
        return HttpResponse.json({ title: "Unauthorized", status: 401, detail: "token expired" }, { status: 401 });
      }),
    );
    const error = await client().depositAddresses.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(calls).toBe(2);
    expect(tokens.issued).toHaveLength(2);
  });

  it("reports a refused token request as AuthenticationError without the secret", async () => {
    const paxos = new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: "wrong-secret-value", backoff: fastBackoff });
    server.use(http.get(`${API}/transfer/deposit-addresses`, emptyPage));
    const error = await paxos.depositAddresses.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).message).toContain("invalid_client");
    expect(String(error)).not.toContain("wrong-secret-value");
    expect(requests).toHaveLength(0);
  });

  it("sends a static access token and does not refresh it", async () => {
    server.use(
      http.get(`${API}/transfer/deposit-addresses`, () =>
        HttpResponse.json({ title: "Unauthorized", status: 401 }, { status: 401 }),
      ),
    );
    const paxos = new Paxos({ fetch: fakeFetch, accessToken: "static-token-123", backoff: fastBackoff });
    await expect(paxos.depositAddresses.list()).rejects.toBeInstanceOf(AuthenticationError);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.get("authorization")).toBe("Bearer static-token-123");
    expect(tokens.issued).toHaveLength(0);
  });

  it("asks a token provider for each call, and once more with forceRefresh after a 401", async () => {
    const asked: { scope: string; forceRefresh: boolean }[] = [];
    server.use(
      http.get(`${API}/transfer/deposit-addresses`, ({ request }) =>
        request.headers.get("authorization") === "Bearer fresh"
          ? emptyPage()
          : HttpResponse.json({ title: "Unauthorized", status: 401 }, { status: 401 }),
      ),
    );
    const paxos = new Paxos({
      fetch: fakeFetch,
      tokenProvider: (request) => {
        asked.push(request);
        return request.forceRefresh ? "fresh" : "stale";
      },
    });
    await paxos.depositAddresses.list();
    expect(asked).toEqual([
      { scope: "transfer:read_deposit_address", forceRefresh: false },
      { scope: "transfer:read_deposit_address", forceRefresh: true },
    ]);
  });

  it("maps a 403 to PermissionDeniedError with the problem fields", async () => {
    server.use(
      http.get(`${API}/transfer/deposit-addresses`, () =>
        HttpResponse.json(
          { type: "https://paxos.example/problems/scope", title: "Forbidden", status: 403, detail: "missing scope transfer:read_deposit_address" },
          { status: 403, headers: { "content-type": "application/problem+json", "x-request-id": "req-42" } },
        ),
      ),
    );
    const error = (await client().depositAddresses.list().catch((e: unknown) => e)) as PermissionDeniedError;
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect(error.detail).toContain("transfer:read_deposit_address");
    expect(error.requestId).toBe("req-42");
  });

  it("calls the ticker without any token", async () => {
    server.use(http.get(`${API}/all-markets/ticker`, () => HttpResponse.json([])));
    await client().market.listTickers();
    expect(tokens.issued).toHaveLength(0);
    expect(requests[0]!.headers.get("authorization")).toBeNull();
  });
});
