/**
 * `PAXOS_BASE_URL`, `PAXOS_TOKEN_URL` and `PAXOS_STREAM_URL`: what `npx paxos-sdk mock` prints as
 * `export` lines. With them (and the credentials) set, `new Paxos()` talks to the mock; a URL given in
 * code, or an `environment`, turns them off; a bad one is refused naming the variable.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getTicker, Paxos, PaxosMarketClient, ValidationError } from "../../src/index";
import { startMockServer, type MockServer } from "../../src/mock/index";

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ port: 0 });
});
afterAll(() => mock.close());

describe("URLs from environment variables", () => {
  beforeEach(() => {
    for (const name of ["PAXOS_ENVIRONMENT", "PAXOS_CLIENT_ID", "PAXOS_CLIENT_SECRET", "PAXOS_BASE_URL", "PAXOS_TOKEN_URL", "PAXOS_STREAM_URL"]) vi.stubEnv(name, "");
  });
  afterEach(() => vi.unstubAllEnvs());

  const exportMock = () => {
    vi.stubEnv("PAXOS_BASE_URL", mock.baseUrl);
    vi.stubEnv("PAXOS_TOKEN_URL", mock.tokenUrl);
    vi.stubEnv("PAXOS_STREAM_URL", mock.streamUrl);
    vi.stubEnv("PAXOS_CLIENT_ID", mock.clientId);
    vi.stubEnv("PAXOS_CLIENT_SECRET", mock.clientSecret);
  };

  it("new Paxos() in a shell that ran the mock's export lines talks to the mock, token included", async () => {
    exportMock();
    const paxos = new Paxos();
    expect(paxos.baseUrl).toBe(mock.baseUrl);
    const profiles = await paxos.profiles.list();
    expect(profiles.items.length).toBeGreaterThan(0);
    // The token came from the mock's token endpoint (the profiles answered, and it holds a token to revoke).
    expect(mock.api.oauth.revokeTokens(mock.clientId)).toBe(1);
    // The credential-free client, which a web page bundles, reads none of them: its URLs are given in code.
    const sent: string[] = [];
    const unset = new PaxosMarketClient({
      maxRetries: 0,
      fetch: async (input) => {
        sent.push(input instanceof Request ? input.url : String(input));
        return Response.json({ market: "BTCUSD" });
      },
    });
    await getTicker(unset, "BTCUSD");
    expect(sent).toEqual(["https://api.sandbox.paxos.com/v2/markets/BTCUSD/ticker"]);
    await expect(getTicker(new PaxosMarketClient({ baseUrl: mock.baseUrl, maxRetries: 0 }), "BTCUSD")).resolves.toMatchObject({ market: "BTCUSD" });
  });

  it("a URL given in code wins, and naming an environment turns every URL variable off", () => {
    exportMock();
    expect(new Paxos({ baseUrl: "http://127.0.0.1:1/v2" }).baseUrl).toBe("http://127.0.0.1:1/v2");
    expect(new Paxos({ environment: "sandbox" }).baseUrl).toBe("https://api.sandbox.paxos.com/v2");
    expect(new Paxos({ environment: "production" }).baseUrl).toBe("https://api.paxos.com/v2");
  });

  it("a withOptions() copy keeps the URLs its original read, whatever the variables say by then", async () => {
    exportMock();
    const paxos = new Paxos();
    vi.stubEnv("PAXOS_BASE_URL", "http://127.0.0.1:1/v2");
    vi.stubEnv("PAXOS_TOKEN_URL", "http://127.0.0.1:1/oauth2/token");
    const copy = paxos.withOptions({ timeout: 5_000, maxRetries: 0 });
    expect(copy.baseUrl).toBe(mock.baseUrl);
    await expect(copy.profiles.list()).resolves.toMatchObject({ items: expect.any(Array) });
  });

  it("a bad URL in a variable is refused naming the option, the rule and the variable", () => {
    vi.stubEnv("PAXOS_BASE_URL", "http://api.example.com/v2");
    let error: unknown;
    try {
      new Paxos();
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ field: "baseUrl", rule: "https" });
    expect((error as Error).message).toContain("read from the PAXOS_BASE_URL variable");
    vi.stubEnv("PAXOS_BASE_URL", "");
    vi.stubEnv("PAXOS_STREAM_URL", "not a url");
    expect(() => new Paxos()).toThrow(/streamUrl must be an absolute ws: or wss: URL.*read from the PAXOS_STREAM_URL variable/);
    vi.stubEnv("PAXOS_STREAM_URL", "");
    vi.stubEnv("PAXOS_TOKEN_URL", "ftp://127.0.0.1/token");
    vi.stubEnv("PAXOS_CLIENT_ID", "id");
    vi.stubEnv("PAXOS_CLIENT_SECRET", "secret");
    expect(() => new Paxos()).toThrow(/tokenUrl must be an absolute http: or https: URL.*read from the PAXOS_TOKEN_URL variable/);
  });
});
