import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Paxos } from "../../src/index";
import { API, CLIENT_ID, CLIENT_SECRET, fastBackoff, server, useFakeApi } from "../support/msw-api";

useFakeApi();

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
    const answers = [HttpResponse.json({}, { status: 503 }), HttpResponse.json([])];
    server.use(http.get(`${API}/all-markets/ticker`, () => answers.shift()!));
    await new Paxos({ logger, backoff: fastBackoff }).market.listTickers();
    expect(lines.map((l) => l.level)).toEqual(["warn"]);
    expect(lines[0]!.text).toMatch(/listTickers: retry 1 of 2 after status 503/);
  });

  it("takes the level from PAXOS_LOG when the option is absent", async () => {
    vi.stubEnv("PAXOS_LOG", "debug");
    const { lines, logger } = recorder();
    server.use(http.get(`${API}/all-markets/ticker`, () => HttpResponse.json([])));
    await new Paxos({ logger }).market.listTickers();
    expect(lines.map((l) => l.level)).toEqual(["debug", "info"]);
    expect(lines[1]!.text).toMatch(/GET \/all-markets\/ticker 200 \(\d+ ms\)/);
  });

  it("lets the logLevel option win over PAXOS_LOG, and 'off' silences everything", async () => {
    vi.stubEnv("PAXOS_LOG", "debug");
    const { lines, logger } = recorder();
    server.use(http.get(`${API}/all-markets/ticker`, () => HttpResponse.json({}, { status: 500 })));
    await new Paxos({ logger, logLevel: "off", backoff: fastBackoff }).market.listTickers().catch(() => undefined);
    expect(lines).toEqual([]);
  });

  it("shows the authorization header only redacted", async () => {
    const { lines, logger } = recorder();
    server.use(http.get(`${API}/transfer/deposit-addresses`, () => HttpResponse.json({ items: [] })));
    await new Paxos({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, logger, logLevel: "debug" }).depositAddresses.list();
    const request = lines.find((l) => l.text.includes("authorization"))!;
    expect(request.text).toContain("Bearer [redacted]");
    expect(lines.some((l) => l.level === "debug" && l.text.includes("client_credentials"))).toBe(true);
    expect(lines.some((l) => l.level === "info" && l.text.includes("access token granted"))).toBe(true);
  });
});
