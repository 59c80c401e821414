/** Issue 9, item 1: redirects never carry the secret, a token or a body anywhere; a 3xx is a RedirectError. */
import { describe, expect, it } from "vitest";
import { Paxos, RedirectError } from "../../src/index";
import { grantToken, HOSTILE_CLIENT, honestTokens, sendJson, split, startHostileServer } from "../support/hostile-server";

const leg = [{ direction: "DELIVER" as const, asset: "USD", amount: "1.00" }];

describe("redirects are refused, never followed", () => {
  it.each([307, 308])("a %i from the token endpoint does not re-send the client secret, and no token from elsewhere is used", async (status) => {
    const thief = await startHostileServer((request, res) => grantToken(res, "stolen-token-from-thief", new URLSearchParams(request.body).get("scope") ?? ""));
    const service = await startHostileServer(
      split(
        (_, res) => {
          res.writeHead(status, { location: `${thief.origin}/collect?from=token` });
          res.end();
        },
        (_, res) => sendJson(res, 200, { items: [] }),
      ),
    );
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: service.baseUrl, tokenUrl: service.tokenUrl, maxRetries: 2 });
    const error = await paxos.depositAddresses.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
    expect((error as RedirectError).location).toBe(new URL(thief.origin).host);
    expect((error as RedirectError).status).toBe(status);
    expect(String((error as Error).message)).not.toContain("/collect");
    expect(JSON.stringify(error)).not.toContain("collect");
    expect(thief.requests).toHaveLength(0);
    expect(service.tokenRequests()).toHaveLength(1); // not retried either
    expect(service.apiRequests()).toHaveLength(0);
  });

  it("a 308 from the API does not re-send a POST body (or the token) elsewhere, nor downgrade to http", async () => {
    const thief = await startHostileServer((_, res) => sendJson(res, 200, {}));
    const service = await startHostileServer(
      split(honestTokens(), (_, res) => {
        res.writeHead(308, { location: `${thief.origin}/v2/settlement/transactions?token=abc` });
        res.end();
      }),
    );
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: service.baseUrl, tokenUrl: service.tokenUrl });
    const error = await paxos.settlement
      .createTransaction({ source_profile_id: "a", target_profile_id: "b", legs: leg })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
    expect((error as Error).message).toContain(new URL(thief.origin).host);
    expect((error as Error).message).not.toContain("token=abc");
    expect(thief.requests).toHaveLength(0);
    expect(service.apiRequests()).toHaveLength(1);
  });

  it("a 302 on a GET is a RedirectError that keeps no Location path in its headers", async () => {
    const service = await startHostileServer(
      split(honestTokens(), (_, res) => {
        res.writeHead(302, { location: "http://evil.example/path?secret=1", "x-request-id": "rid-9" });
        res.end();
      }),
    );
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: service.baseUrl, tokenUrl: service.tokenUrl });
    const error = (await paxos.depositAddresses.list().catch((e: unknown) => e)) as RedirectError;
    expect(error).toBeInstanceOf(RedirectError);
    expect(error.location).toBe("evil.example");
    expect(error.requestId).toBe("rid-9");
    expect(JSON.stringify(error)).not.toContain("secret=1");
    expect(service.apiRequests()).toHaveLength(1);
  });

  it("an opaque redirect (what browsers give for redirect: manual) is a RedirectError too", async () => {
    const opaque = Object.assign(new Response(null, { status: 200 }), {});
    Object.defineProperty(opaque, "type", { value: "opaqueredirect" });
    Object.defineProperty(opaque, "status", { value: 0 });
    const paxos = new Paxos({ accessToken: "t0k3n-value", fetch: async () => opaque });
    await expect(paxos.depositAddresses.list()).rejects.toBeInstanceOf(RedirectError);
  });
});
