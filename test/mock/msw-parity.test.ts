import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMockApi, mockHandlers, type MockServer } from "../../src/mock/index";
import { start } from "./helpers";
import { SANDBOX_WIRE } from "../support/sandbox-wire";

const MSW_BASE = "https://api.sandbox.paxos.com/v2";
const MSW_TOKEN = "https://oauth.sandbox.paxos.com/oauth2/token";

interface Step {
  method: string;
  path: string;
  auth?: "main" | "none";
  body?: unknown;
  contentType?: string;
}

/** The same scripted conversation, played against one transport. */
async function play(baseUrl: string, tokenUrl: string, clientId: string, clientSecret: string, memo: string, fiatId: string, steps: Step[], profiles: readonly string[]) {
  const out: Array<{ status: number; contentType: string | null; body: unknown }> = [];
  const tokenRes = await fetch(tokenUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "client_credentials", client_id: clientId, client_secret: clientSecret }),
  });
  const tokenBody = (await tokenRes.json()) as { access_token: string };
  out.push({ status: tokenRes.status, contentType: tokenRes.headers.get("content-type"), body: tokenBody });
  const badToken = await fetch(tokenUrl, { method: "POST", body: new URLSearchParams({ grant_type: "client_credentials", client_id: clientId, client_secret: "wrong" }) });
  out.push({ status: badToken.status, contentType: badToken.headers.get("content-type"), body: await badToken.json() });

  for (const step of steps) {
    const headers: Record<string, string> = {};
    if (step.auth !== "none") headers.authorization = `Bearer ${tokenBody.access_token}`;
    if (step.body !== undefined) headers["content-type"] = step.contentType ?? "application/json";
    const path = step.path.replace("{memo}", memo).replace("{fiat}", fiatId);
    const res = await fetch(baseUrl + path, {
      method: step.method,
      headers,
      ...(step.body !== undefined ? { body: JSON.stringify(step.body).replace("{memo}", memo).replace(/\{p(\d)\}/g, (_, i: string) => profiles[Number(i)]!) } : {}),
    });
    const text = await res.text();
    out.push({ status: res.status, contentType: res.headers.get("content-type"), body: text.length ? JSON.parse(text) : null });
  }
  return out;
}

const legs = [{ direction: "DELIVER", asset: "USD", amount: "0.30" }];
const STEPS: Step[] = [
  { method: "GET", path: "/all-markets/ticker", auth: "none" },
  { method: "GET", path: "/transfer/deposit-addresses?limit=3" },
  { method: "GET", path: "/transfer/deposit-addresses?limit=5&order=ASC&created_at.gte=2026-02-10T00:00:00Z" },
  { method: "GET", path: "/transfer/deposit-addresses?limit=1001" },
  { method: "GET", path: "/statements/payments?limit=4&payment_status=PAYMENT_STATUS_FAILED" },
  { method: "GET", path: "/statements/payments?ref_ids=x&limit=2" },
  { method: "GET", path: "/identity/accounts?limit=2&order=ASC" },
  { method: "GET", path: "/identity/accounts", auth: "none" },
  // {pN}: the N-th profile the mock seeded (it refuses a profile it does not have).
  { method: "POST", path: "/settlement/transactions", body: { ref_id: "p-1", source_profile_id: "{p0}", target_profile_id: "{p1}", legs } },
  { method: "POST", path: "/settlement/transactions", body: { ref_id: "p-1", source_profile_id: "{p0}", target_profile_id: "{p1}", legs } },
  { method: "POST", path: "/settlement/transactions", body: { ref_id: "p-1", source_profile_id: "{p0}", target_profile_id: "{p2}", legs } },
  { method: "PUT", path: "/transfer/fiat-accounts/{fiat}", body: { metadata: { k: "v" } } },
  { method: "PUT", path: "/transfer/fiat-accounts/nope", body: {} },
  { method: "POST", path: "/sandbox/fiat-deposits", body: { amount: "12.34", asset: "USD", memo_id: "{memo}", fiat_network_instructions: SANDBOX_WIRE } },
  { method: "POST", path: "/sandbox/fiat-deposits", body: { amount: "12.34", asset: "EUR", memo_id: "{memo}" } },
  { method: "DELETE", path: "/api-creds/credentials/paxos-mock-readonly-client" },
  { method: "DELETE", path: "/api-creds/credentials/paxos-mock-readonly-client" },
  { method: "GET", path: "/no/such/route" },
  { method: "PATCH", path: "/statements/payments" },
];

describe("msw handlers and the HTTP server answer identically", () => {
  const options = { seed: 1234, sizes: { depositAddresses: 700, payments: 80, identityAccounts: 40, fiatAccounts: 5 } };
  let http: MockServer;
  const mswApi = createMockApi(options);
  const msw = setupServer(...mockHandlers({ api: mswApi, baseUrl: MSW_BASE, tokenUrl: MSW_TOKEN }));

  beforeAll(async () => {
    http = await start(options);
    msw.listen({ onUnhandledRequest: "bypass" }); // loopback requests to `http` pass through
  });
  afterAll(async () => {
    msw.close();
    await http.close();
  });

  it("gives the same status, content type and JSON body for a scripted conversation", async () => {
    const memo = http.api.store.memoIds[0]!;
    const fiat = [...http.api.store.fiatAccounts.keys()][0]!;
    expect(mswApi.store.memoIds[0]).toBe(memo);
    const profiles = http.api.store.profiles.rows().map((row) => row.id);
    expect(mswApi.store.profiles.rows().map((row) => row.id)).toEqual(profiles);
    const viaHttp = await play(http.baseUrl, http.tokenUrl, http.clientId, http.clientSecret, memo, fiat, STEPS, profiles);
    const viaMsw = await play(MSW_BASE, MSW_TOKEN, mswApi.clients.main.clientId, mswApi.clients.main.clientSecret, memo, fiat, STEPS, profiles);
    expect(viaMsw).toEqual(viaHttp);
    expect(viaHttp.map((r) => r.status)).toEqual([200, 401, 200, 200, 200, 400, 200, 400, 200, 401, 200, 409, 409, 200, 400, 200, 400, 200, 404, 404, 405]);
    expect(mswApi.store.deposits).toHaveLength(1);
    expect(http.api.store.deposits).toEqual(mswApi.store.deposits);
  });

  it("maps transport faults to a network error under msw", async () => {
    for (const kind of ["reset", "truncate", "drop-after-processing"] as const) {
      mswApi.faults.add({ route: "listTickers", kind });
      await expect(fetch(`${MSW_BASE}/all-markets/ticker`)).rejects.toThrow();
    }
    mswApi.faults.add({ route: "listTickers", kind: "rate-limit", retryAfter: 2 });
    const limited = await fetch(`${MSW_BASE}/all-markets/ticker`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("2");
    expect((await fetch(`${MSW_BASE}/all-markets/ticker`)).status).toBe(200);
  });
});
