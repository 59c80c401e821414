/** Client-side pacing: against the Paxos hosts by default, at most N requests of a class in any 1-second window. */
import { describe, expect, it } from "vitest";
import { InProcessRateLimiter, Paxos, RateLimitError } from "../../src/index";
import type { RateLimiter } from "../../src/types";
import { HOSTILE_CLIENT, honestTokens, sendJson, split, startHostileServer, type SeenRequest } from "../support/hostile-server";

/** The most requests that arrived in any window [t, t + 1000 ms) starting at an arrival. */
function maxInAnySecond(requests: readonly SeenRequest[]): number {
  const at = requests.map((r) => r.at).sort((a, b) => a - b);
  let best = 0;
  for (let i = 0, j = 0; i < at.length; i++) {
    while (j < at.length && at[j]! < at[i]! + 1000) j++;
    best = Math.max(best, j - i);
  }
  return best;
}

describe("pacing", () => {
  it("60 concurrent calls of a 20/s class: no 1-second window at the server holds more than 20 (no 2N first second)", async () => {
    const server = await startHostileServer(split(honestTokens(), (_, res) => sendJson(res, 200, { items: [] })));
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl, rateLimits: { default: 20 } });
    await Promise.all(Array.from({ length: 60 }, () => paxos.depositAddresses.list().then((page) => page.items)));
    expect(server.apiRequests()).toHaveLength(60);
    expect(maxInAnySecond(server.apiRequests())).toBeLessThanOrEqual(20);
    // Paced, not refused: the whole batch took about 3 s (60 at 20/s), not 0.
    const at = server.apiRequests().map((r) => r.at);
    expect(Math.max(...at) - Math.min(...at)).toBeGreaterThanOrEqual(2_500);
  }, 20_000);

  it("classes are paced separately: identity (10/s) does not slow default", async () => {
    const limiter = new InProcessRateLimiter({ identity: 10, default: 1000 });
    const granted: Record<string, number> = { identity: 0, default: 0 };
    const started = Date.now();
    const take = (limitClass: string) => limiter.acquire(limitClass).then(() => void granted[limitClass]!++);
    const all = [...Array.from({ length: 15 }, () => take("identity")), ...Array.from({ length: 100 }, () => take("default"))];
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(granted.default).toBe(100);
    expect(granted.identity).toBeLessThanOrEqual(7);
    await Promise.all(all);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
  });

  it("a turn that would come after the deadline is refused at once with RateLimitError.resumeAt", async () => {
    const limiter = new InProcessRateLimiter({ token: 1 });
    await limiter.acquire("token");
    const now = Date.now();
    const error = await limiter.acquire("token", { deadline: now + 200 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).resumeAt!.getTime()).toBeGreaterThan(now + 900);
  });

  it("is on by default for the Paxos hosts and off for any other base URL; false turns it off, a custom limiter is used", async () => {
    const seen: string[] = [];
    const custom: RateLimiter = {
      acquire: async (limitClass) => void seen.push(limitClass),
      holdUntil: () => undefined,
    };
    const fetch = async (input: Request | string | URL) => {
      const url = new Request(input).url;
      return url.includes("oauth2") ? Response.json({ access_token: "tok-abcdef", expires_in: 3600 }) : Response.json({ items: [] });
    };
    const server = await startHostileServer(split(honestTokens(), (_, res) => sendJson(res, 200, { items: [] })));
    await new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl, rateLimiter: custom }).identity.listAccounts();
    expect(seen).toEqual(["token", "identity"]);

    // Against the sandbox hosts (a fetch double answers): two identity calls are spaced by the 10/s class.
    const paced = new Paxos({ ...HOSTILE_CLIENT, fetch });
    const t0 = performance.now();
    await paced.identity.listAccounts();
    await paced.identity.listAccounts();
    await paced.identity.listAccounts();
    expect(performance.now() - t0).toBeGreaterThanOrEqual(190);
    const unpaced = new Paxos({ ...HOSTILE_CLIENT, fetch, rateLimiter: false });
    const t1 = performance.now();
    for (let i = 0; i < 20; i++) await unpaced.identity.listAccounts();
    expect(performance.now() - t1).toBeLessThan(2_000); // paced, 20 would take 2.2 s
  });

  it("paces token requests to 1 per second: the renewal after a 401 waits for the token class", async () => {
    let calls = 0;
    const server = await startHostileServer(
      split(honestTokens(), (_, res) => (++calls === 1 ? sendJson(res, 401, { title: "Unauthorized" }) : sendJson(res, 200, { items: [] }))),
    );
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl, rateLimiter: true });
    await paxos.depositAddresses.list();
    const tokens = server.tokenRequests();
    expect(tokens).toHaveLength(2);
    expect(tokens[1]!.at - tokens[0]!.at).toBeGreaterThanOrEqual(900); // 1.1 s apart when let through
  });

  it("refuses bad options by name", () => {
    expect(() => new Paxos({ rateLimits: { default: 0 } })).toThrow(/rateLimits\.default/);
    expect(() => new Paxos({ rateLimiter: {} as RateLimiter })).toThrow(/rateLimiter/);
  });
});
