/**
 * The command line as a user meets it: help for each command, the version, and each mistake answered
 * by its message alone (no stack trace) and its documented exit code (src/cli/exit-codes.ts). These run
 * `main()` in this process; the mock's life as a process (export lines, webhook flags, a config file,
 * SIGTERM) runs the CLI as a child.
 */
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Paxos } from "../../src/index";
import { main } from "../../src/cli/main";
import { mockOptions } from "../../src/cli/mock-command";
import { EXIT } from "../../src/cli/exit-codes";
import { VERSION } from "../../src/core/shared/version";
import { runCli, startCliMock, stopAllClis, stopCli } from "./support";

/** A child process starts the CLI from source through tsx: seconds of CPU, many more on a busy machine. */
const CHILD_TIMEOUT_MS = 120_000;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "paxos-cli-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterAll(stopAllClis);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** Polls `read` until it answers something (a child's output arrives in pieces). */
async function waitFor(read: () => string | undefined): Promise<string> {
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs `main(argv)` here, with what it wrote to stdout and stderr. */
async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => ((out += String(chunk)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => ((err += String(chunk)), true));
  try {
    const code = await main(argv);
    return { code, out, err };
  } finally {
    vi.restoreAllMocks();
  }
}

describe("help and version", () => {
  it("--version prints the package's version", async () => {
    expect(await run("--version")).toEqual({ code: EXIT.ok, out: `paxos-sdk ${VERSION}\n`, err: "" });
    expect((await run("-v")).out).toBe(`paxos-sdk ${VERSION}\n`);
  });

  it("--help for the CLI and for each command; no command at all is a usage error with the help", async () => {
    const top = await run("--help");
    expect(top).toMatchObject({ code: EXIT.ok, err: "" });
    expect(top.out).toContain("Usage: npx paxos-sdk <command>");
    expect(top.out).toContain("Exit codes: 0 done");
    const mock = await run("mock", "--help");
    expect(mock.out).toContain("Usage: npx paxos-sdk mock [options]");
    expect(mock.out).toContain("--webhook-api-key <header=value>");
    expect((await run("listen", "-h")).out).toContain("Usage: npx paxos-sdk listen --forward-to <url>");
    const none = await run();
    expect(none).toMatchObject({ code: EXIT.usage, out: "" });
    expect(none.err).toContain("Commands:");
  });
});

describe("mistakes: the message alone, and the exit code", () => {
  const noStack = (text: string) => expect(text).not.toMatch(/\n\s+at /);

  it.each([
    [["deploy"], 'unknown command "deploy"; the commands are mock and listen'],
    [["mock", "--prot", "1"], "Unknown option '--prot'"],
    [["mock", "--port", "99999"], "--port must be an integer from 0 to 65535"],
    [["mock", "--size", "wallets=3"], "--size wallets is not a size; the sizes are depositAddresses, payments"],
    [["mock", "--webhook", "http://127.0.0.1:9/hook"], "a webhook needs exactly one way to authenticate"],
    [["mock", "--webhook-api-key", "X-Key=v"], "--webhook-api-key configures webhooks, but no --webhook <url> names one"],
    [["mock", "--webhook", "http://127.0.0.1:9/hook", "--webhook-api-key", "X-Key=v", "--webhook-events", "profile.*"], "matches none of the documented event types"],
    [["listen"], "--forward-to <url> is required"],
    [["listen", "--forward-to", "ftp://127.0.0.1/"], "--forward-to must be an http or https URL"],
    [["listen", "--forward-to", "http://127.0.0.1:9/", "--api-key", "X-Key=v", "--oauth-token-url", "http://127.0.0.1:9/t"], "not both"],
  ])("%j", async (argv, message) => {
    const result = await run(...argv);
    expect(result.code).toBe(EXIT.usage);
    expect(result.err).toContain(message);
    noStack(result.err);
  });

  it("a webhook off this machine names the option and the flag that allow it", async () => {
    const result = await run("mock", "--port", "0", "--webhook", "https://receiver.example.com/hook", "--webhook-api-key", "X-Key=v");
    expect(result.code).toBe(EXIT.usage);
    expect(result.err).toContain("webhooks[0].url must be a loopback URL");
    expect(result.err).toContain("set webhooks[0].allowNonLoopback: true");
    expect(result.err).toContain("--webhook-allow-non-loopback");
    noStack(result.err);
  });

  it("a config file that is missing, not JSON, or misspells an option", async () => {
    expect((await run("mock", "--config", join(dir, "none.json"))).err).toContain("cannot be read (ENOENT)");
    writeFileSync(join(dir, "bad.json"), "{ seed: 1 }");
    expect((await run("mock", "--config", join(dir, "bad.json"))).err).toContain("is not valid JSON");
    writeFileSync(join(dir, "typo.json"), JSON.stringify({ sede: 3 }));
    const typo = await run("mock", "--port", "0", "--config", join(dir, "typo.json"));
    expect(typo.code).toBe(EXIT.usage);
    expect(typo.err).toContain("sede is not an option; did you mean seed?");
    noStack(typo.err);
  });

  it("listen without credentials says which variables to set", async () => {
    vi.stubEnv("PAXOS_CLIENT_ID", "");
    vi.stubEnv("PAXOS_CLIENT_SECRET", "");
    const result = await run("listen", "--forward-to", "http://127.0.0.1:9/hook");
    expect(result).toMatchObject({ code: EXIT.usage });
    expect(result.err).toContain("set PAXOS_CLIENT_ID and PAXOS_CLIENT_SECRET");
  });

  it("listen refuses a state file of another API, one it cannot read, and a --since it cannot read, before any request", async () => {
    vi.stubEnv("PAXOS_CLIENT_ID", "id");
    vi.stubEnv("PAXOS_CLIENT_SECRET", "secret");
    vi.stubEnv("PAXOS_BASE_URL", "http://127.0.0.1:9/v2");
    vi.stubEnv("PAXOS_TOKEN_URL", "http://127.0.0.1:9/oauth2/token");
    const state = join(dir, "state.json");
    const listen = (...more: string[]) => run("listen", "--forward-to", "http://127.0.0.1:9/hook", "--state", state, ...more);
    writeFileSync(state, JSON.stringify({ version: 1, base_url: "https://api.sandbox.paxos.com/v2", last_event: { id: "e", created_at: "2026-03-01T12:00:00Z", type: "identity.approved" } }));
    const other = await listen();
    expect(other.code).toBe(EXIT.usage);
    expect(other.err).toContain("holds a position in the events of https://api.sandbox.paxos.com/v2, not of http://127.0.0.1:9/v2");
    writeFileSync(state, "{");
    expect((await listen()).err).toContain("is not valid JSON; delete it to start afresh");
    rmSync(state);
    const since = await listen("--since", "yesterday");
    expect(since.code).toBe(EXIT.usage);
    expect(since.err).toContain('--since must be an RFC 3339 time, "now" or "start", not "yesterday"');
  });

  it("a port in use is 'unavailable' (4), naming the port and the flag", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const result = await run("mock", "--port", String(port));
      expect(result.code).toBe(EXIT.unavailable);
      expect(result.err).toContain(`port ${port} is in use; choose another with --port`);
      noStack(result.err);
    } finally {
      taken.close();
    }
  });
});

describe("flags become the mock's options", () => {
  it("an OAuth webhook for each URL, event patterns expanded, the secret from its variable; flags over the config file", () => {
    vi.stubEnv("PAXOS_WEBHOOK_CLIENT_SECRET", "from-env");
    writeFileSync(join(dir, "base.json"), JSON.stringify({ seed: 3, latencyMs: 5, sizes: { payments: 7 } }));
    const { options } = mockOptions([
      "--config", join(dir, "base.json"), "--seed", "9", "--size", "depositAddresses=10",
      "--webhook", "http://127.0.0.1:1/a", "--webhook", "http://127.0.0.1:1/b",
      "--webhook-oauth", "http://127.0.0.1:1/token", "--webhook-client-id", "receiver",
      "--webhook-events", "identity.kyc_refresh.*,transfer.wire_deposit.completed", "--real-time-clock",
    ]);
    const oauth = { tokenUrl: "http://127.0.0.1:1/token", clientId: "receiver", clientSecret: "from-env" };
    const eventTypes = ["identity.kyc_refresh.started", "identity.kyc_refresh.completed", "identity.kyc_refresh.expired", "transfer.wire_deposit.completed"];
    expect(options).toEqual({
      port: 4010, seed: 9, latencyMs: 5, sizes: { payments: 7, depositAddresses: 10 }, clock: { followRealTime: true },
      webhooks: [{ url: "http://127.0.0.1:1/a", oauth, eventTypes: expect.arrayContaining(eventTypes) }, { url: "http://127.0.0.1:1/b", oauth, eventTypes: expect.arrayContaining(eventTypes) }],
    });
    expect(options.webhooks![0]!.eventTypes).toHaveLength(eventTypes.length);
  });
});

describe("the mock as a process", () => {
  it("prints the export lines, delivers webhooks with the API key of the flags, and stops cleanly on SIGTERM", async () => {
    const deliveries: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        deliveries.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    writeFileSync(join(dir, "seed.json"), JSON.stringify({ seed: 5 }));
    try {
      const { cli, env } = await startCliMock(["--config", join(dir, "seed.json"), "--webhook", url, "--webhook-api-key", "X-Paxos-Webhook-Key=k-123"]);
      expect(Object.keys(env)).toEqual(["PAXOS_BASE_URL", "PAXOS_TOKEN_URL", "PAXOS_STREAM_URL", "PAXOS_CLIENT_ID", "PAXOS_CLIENT_SECRET"]);
      expect(env.PAXOS_BASE_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v2$/);
      expect(env.PAXOS_STREAM_URL).toBe(env.PAXOS_BASE_URL!.replace(/^http/, "ws").replace(/\/v2$/, ""));
      const control = env.PAXOS_BASE_URL!.replace(/\/v2$/, "/__mock");
      expect(await (await fetch(control)).json()).toMatchObject({ seed: 5 });
      await fetch(`${control}/webhooks/test-event`, { method: "POST", body: JSON.stringify({ type: "identity.approved" }) });
      await fetch(`${control}/webhooks/idle`, { method: "POST", body: "{}" });
      expect(deliveries).toHaveLength(1);
      expect(deliveries[0]!.headers["x-paxos-webhook-key"]).toBe("k-123");
      expect(JSON.parse(deliveries[0]!.body)).toMatchObject({ type: "identity.approved", source: "com.paxos", object: "event", is_test: true });
      expect(cli.stderr()).toContain(`delivering webhooks to ${url}`);
      expect(cli.stderr()).not.toContain("k-123");
      expect(await stopCli(cli)).toBe(EXIT.ok);
      expect(cli.stderr()).toContain("stopped (SIGTERM)");
    } finally {
      receiver.close();
    }
  }, CHILD_TIMEOUT_MS);

  it("--require-signing: the printed client's unsigned requests are refused, those signed with the key's private half pass, after a reset too", async () => {
    const { publicKey, privateKey } = generateKeyPairSync("ed25519");
    const pem = join(dir, "signing-public.pem");
    writeFileSync(pem, publicKey.export({ type: "spki", format: "pem" }));
    const { cli, env } = await startCliMock(["--require-signing", pem]);
    try {
      const kid = /key ids \(kid\): (\S+)/.exec(await waitFor(() => /key ids \(kid\): \S+/.exec(cli.stderr())?.input))![1]!;
      const options = { baseUrl: env.PAXOS_BASE_URL!, tokenUrl: env.PAXOS_TOKEN_URL!, clientId: env.PAXOS_CLIENT_ID!, clientSecret: env.PAXOS_CLIENT_SECRET!, maxRetries: 0 };
      await expect(new Paxos(options).profiles.list()).rejects.toMatchObject({ status: 401 });
      const signed = new Paxos({ ...options, requestSigning: { keyId: kid, privateKey: privateKey.export({ type: "pkcs8", format: "pem" }) as string } });
      await expect(signed.profiles.list()).resolves.toMatchObject({ items: expect.any(Array) });
      // A reset rebuilds the mock from its options: the rule holds after it.
      await fetch(env.PAXOS_BASE_URL!.replace(/\/v2$/, "/__mock/reset"), { method: "POST" });
      await expect(new Paxos(options).profiles.list()).rejects.toMatchObject({ status: 401 });
      await expect(signed.profiles.list()).resolves.toMatchObject({ items: expect.any(Array) });
    } finally {
      await stopCli(cli);
    }
  }, CHILD_TIMEOUT_MS);

  it("an unknown flag ends a child process with exit code 2 and the message", async () => {
    const cli = runCli(["mock", "--colour"]);
    expect(await cli.exited).toBe(EXIT.usage);
    expect(cli.stderr()).toContain("Unknown option '--colour'");
  }, CHILD_TIMEOUT_MS);
});
