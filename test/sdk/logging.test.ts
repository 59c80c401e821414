import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthenticationError, NotFoundError, Paxos } from "../../src/index";
import { API, CLIENT_ID, CLIENT_SECRET, fastBackoff, problem, TOKEN_URL, useFakeApi } from "../support/msw-api";

const { server, fetch: fakeFetch } = useFakeApi();

function recorder() {
  const lines: { level: string; text: string }[] = [];
  const at = (level: string) => (...args: unknown[]) =>
    lines.push({ level, text: args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" ") });
  return { lines, logger: { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") } };
}

describe("logging", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("says nothing below warn by default, and warns about retries", async () => {
    vi.stubEnv("PAXOS_LOG", "");
    const { lines, logger } = recorder();
    // listMarkets, not the deprecated listTickers, whose first call in the process also warns.
    const answers = [HttpResponse.json({}, { status: 503 }), HttpResponse.json({ markets: [] })];
    server.use(http.get(`${API}/markets`, () => answers.shift()!));
    await new Paxos({ fetch: fakeFetch, logger, backoff: fastBackoff }).market.listMarkets();
    expect(lines.map((l) => l.level)).toEqual(["warn"]);
    expect(lines[0]!.text).toMatch(/^\[paxos-sdk\] market\.listMarkets: retry 1 of 2 after status 503/);
  });

  it("prints nothing at the default level for an error the caller receives", async () => {
    vi.stubEnv("PAXOS_LOG", "");
    const { lines, logger } = recorder();
    server.use(http.get(`${API}/transfer/deposit-addresses`, () => problem(404, "Not Found")));
    const refused = new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: "not-the-secret", logger, backoff: fastBackoff });
    await expect(refused.depositAddresses.list()).rejects.toBeInstanceOf(AuthenticationError); // the token request failed
    const paxos = new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, logger, backoff: fastBackoff });
    await expect(paxos.depositAddresses.list()).rejects.toBeInstanceOf(NotFoundError);
    expect(lines).toEqual([]);
  });

  it("reports those failures at info, for whoever asks", async () => {
    const { lines, logger } = recorder();
    const refused = new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: "not-the-secret", logger, logLevel: "info" });
    await expect(refused.depositAddresses.list()).rejects.toBeInstanceOf(AuthenticationError);
    expect(lines.map((l) => l.level)).toEqual(["info", "info"]);
    expect(lines[0]!.text).toMatch(/^\[paxos-sdk\] Token request to oauth\.sandbox\.paxos\.com failed: /);
  });

  it("warns when a background token renewal fails, since no caller sees that error", async () => {
    vi.stubEnv("PAXOS_LOG", "");
    const { lines, logger } = recorder();
    server.use(http.get(`${API}/transfer/deposit-addresses`, () => HttpResponse.json({ items: [] })));
    const paxos = new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, logger });
    await paxos.depositAddresses.list();
    // Nearly an hour later: the token (3600 s) is still valid but due for renewal, which now fails.
    const later = Date.now() + 3_560_000;
    const clock = vi.spyOn(Date, "now").mockImplementation(() => later);
    try {
      server.use(http.post(TOKEN_URL, () => HttpResponse.json({ error: "invalid_client" }, { status: 401 })));
      await paxos.depositAddresses.list(); // served with the held token
      await vi.waitFor(() => expect(lines.map((l) => l.level)).toEqual(["warn"]));
      expect(lines[0]!.text).toMatch(/background token renewal failed/);
      expect(lines[0]!.text).not.toContain(CLIENT_SECRET);
    } finally {
      clock.mockRestore();
    }
  });

  it("takes the level from PAXOS_LOG when the option is absent", async () => {
    vi.stubEnv("PAXOS_LOG", "debug");
    const { lines, logger } = recorder();
    server.use(http.get(`${API}/markets`, () => HttpResponse.json({ markets: [] })));
    await new Paxos({ fetch: fakeFetch, logger }).market.listMarkets();
    expect(lines.map((l) => l.level)).toEqual(["debug", "info"]);
    expect(lines[1]!.text).toMatch(/GET \/markets 200 \(\d+ ms\)/);
  });

  it("lets the logLevel option win over PAXOS_LOG, and 'off' silences everything", async () => {
    vi.stubEnv("PAXOS_LOG", "debug");
    const { lines, logger } = recorder();
    server.use(http.get(`${API}/markets`, () => HttpResponse.json({}, { status: 500 })));
    await new Paxos({ fetch: fakeFetch, logger, logLevel: "off", backoff: fastBackoff }).market.listMarkets().catch(() => undefined);
    expect(lines).toEqual([]);
  });

  it("shows the authorization header only redacted", async () => {
    const { lines, logger } = recorder();
    server.use(http.get(`${API}/transfer/deposit-addresses`, () => HttpResponse.json({ items: [] })));
    await new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, logger, logLevel: "debug" }).depositAddresses.list();
    const request = lines.find((l) => l.text.includes("authorization"))!;
    expect(request.text).toContain("Bearer [redacted]");
    expect(lines.some((l) => l.level === "debug" && l.text.includes("client_credentials"))).toBe(true);
    expect(lines.some((l) => l.level === "info" && l.text.includes("access token granted"))).toBe(true);
  });
});
