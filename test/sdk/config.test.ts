import { afterEach, describe, expect, it, vi } from "vitest";
import { Paxos, PaxosClient, PaxosMarketClient, ValidationError } from "../../src/index";
import { useFakeApi } from "../support/msw-api";
import { SANDBOX_WIRE } from "../support/sandbox-wire";
import { refusal } from "../support/refusals";

const { requests } = useFakeApi();

describe("client configuration", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("defaults to the sandbox", () => {
    const paxos = new Paxos();
    expect(paxos.environment).toBe("sandbox");
    expect(paxos.baseUrl).toBe("https://api.sandbox.paxos.com/v2");
    expect(new Paxos({ environment: "production" }).baseUrl).toBe("https://api.paxos.com/v2");
  });

  it("begins each option error with the constructor the caller used", () => {
    const cases: [string, () => unknown][] = [
      ["new Paxos(): timeout", () => new Paxos({ timeout: 0 })],
      ["new PaxosClient(): timeout", () => new PaxosClient({ timeout: 0 })],
      ["new PaxosMarketClient(): timeout", () => new PaxosMarketClient({ timeout: 0 })],
      ["new PaxosClient(): clientId and clientSecret go together", () => new PaxosClient({ clientId: "a" })],
      ["new PaxosClient(): hooks.onRequest", () => new PaxosClient({ hooks: { onRequest: 1 as never } })],
      ["new PaxosClient(): accessToken is an empty string", () => new PaxosClient({ accessToken: "" })],
    ];
    for (const [start, make] of cases) expect(refusal(make).message.startsWith(start), refusal(make).message).toBe(true);
  });

  it("refuses plain http except to loopback, with or without credentials (as plain ws for the feeds)", () => {
    const error = refusal(() => new Paxos({ clientId: "a", clientSecret: "b", baseUrl: "http://api.example.com/v2" }));
    expect([error.field, error.rule]).toEqual(["baseUrl", "https"]);
    const token = refusal(() => new Paxos({ clientId: "a", clientSecret: "b", tokenUrl: "http://auth.example.com/token" }));
    expect([token.field, token.rule]).toEqual(["tokenUrl", "https"]);
    expect(() => new Paxos({ clientId: "a", clientSecret: "b", baseUrl: "http://127.0.0.1:8080/v2", tokenUrl: "http://localhost:8080/token" })).not.toThrow();
    expect(() => new Paxos({ accessToken: "t", baseUrl: "http://[::1]:8080/v2" })).not.toThrow();
    // Without credentials too: market data over plain http could be altered on the way, as over plain ws.
    const market = refusal(() => new PaxosMarketClient({ baseUrl: "http://api.example.com/v2" }));
    expect([market.field, market.rule]).toEqual(["baseUrl", "https"]);
    expect(market.message).toBe(
      "new PaxosMarketClient(): baseUrl must use https: (plain http: is allowed only to loopback: localhost, 127.0.0.0/8, ::1; elsewhere what it carries could be read or altered on the way) (rule: https).",
    );
    const feed = refusal(() => new PaxosMarketClient({ streamUrl: "ws://ws.example.com" }));
    expect([feed.field, feed.rule]).toEqual(["streamUrl", "wss"]);
    expect(refusal(() => new Paxos({ baseUrl: "http://api.example.com/v2" })).rule).toBe("https");
    expect(() => new PaxosMarketClient({ baseUrl: "http://127.0.0.1:8080/v2", streamUrl: "ws://127.0.0.1:8080" })).not.toThrow();
  });

  it("refuses inconsistent credentials", () => {
    expect(refusal(() => new Paxos({ clientId: "a" })).field).toBe("clientSecret");
    expect(refusal(() => new Paxos({ clientSecret: "b" })).field).toBe("clientId");
    expect(refusal(() => new Paxos({ clientId: "a", clientSecret: "b", accessToken: "c" })).rule).toBe("exclusive");
  });

  it("refuses credential options that are present but unset, as from a missing environment variable", () => {
    const unset: Record<string, string | undefined> = {};
    const error = refusal(() => new Paxos({ clientId: unset.PAXOS_CLIENT_ID!, clientSecret: unset.PAXOS_CLIENT_SECRET! }));
    expect([error.field, error.rule]).toEqual(["clientId", "required"]);
    expect(error.message).toMatch(/clientId is undefined.*environment variable/);
    expect(refusal(() => new Paxos({ clientId: "id", clientSecret: "" })).field).toBe("clientSecret");
    expect(refusal(() => new Paxos({ accessToken: "  " })).rule).toBe("required");
    expect(refusal(() => new Paxos({ tokenProvider: undefined })).field).toBe("tokenProvider");
    // The secret itself never reaches the message.
    expect(refusal(() => new Paxos({ clientId: "", clientSecret: "s3cret-value" })).message).not.toContain("s3cret-value");
    // Without the keys, a client for the ticker alone is still fine.
    expect(() => new Paxos()).not.toThrow();
    expect(() => new Paxos({})).not.toThrow();
    expect(() => new Paxos({ environment: "production" })).not.toThrow();
  });

  it("refuses bad options naming them", () => {
    expect(refusal(() => new Paxos({ environment: "staging" as never })).field).toBe("environment");
    expect(refusal(() => new Paxos({ maxRetries: -1 })).field).toBe("maxRetries");
    expect(refusal(() => new Paxos({ timeout: 0 })).field).toBe("timeout");
    expect(refusal(() => new Paxos({ baseUrl: "not a url" })).rule).toBe("format:uri");
    expect(refusal(() => new Paxos({ logLevel: "loud" as never })).field).toBe("logLevel");
  });

  it("refuses a client secret in a browser unless opted in", () => {
    vi.stubGlobal("window", { document: {} });
    const error = refusal(() => new Paxos({ clientId: "a", clientSecret: "b" }));
    expect([error.field, error.rule]).toEqual(["clientSecret", "browser"]);
    expect(() => new Paxos({ clientId: "a", clientSecret: "b", dangerouslyAllowBrowser: true })).not.toThrow();
    expect(() => new Paxos({ accessToken: "from-backend" })).not.toThrow();
  });

  it("refuses the sandbox deposit in production without sending anything", async () => {
    const paxos = new Paxos({ environment: "production", accessToken: "t" });
    const error = await paxos.sandbox.createFiatDeposit({ amount: "1", asset: "USD", memo_id: "m", fiat_network_instructions: SANDBOX_WIRE }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).rule).toBe("sandboxOnly");
    expect(requests).toHaveLength(0);
  });

  it("refuses a scoped call without credentials, before sending", async () => {
    await expect(new Paxos().depositAddresses.list()).rejects.toThrow(/needs credentials/);
    expect(requests).toHaveLength(0);
  });
});
