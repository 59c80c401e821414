/**
 * Every runnable example, and the `npm start` tour, runs to a clean exit
 * against a fresh mock (the default when no PAXOS_CLIENT_ID is set); and each
 * example stands alone, importing only the package by its name (inside the
 * repository tsconfig.json's `paths` map that name to src/), Node's modules and
 * published packages, so it can be pasted into a user's project.
 */
import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = fileURLToPath(new URL("../..", import.meta.url));
const scripts = [
  ...readdirSync(`${root}/examples`).filter((name) => name.endsWith(".ts")),
  ...readdirSync(`${root}/examples/workflows`).filter((name) => name.endsWith(".ts")).map((name) => `workflows/${name}`),
];

/** Runs `examples/<script>` from the sources against the mock (no credentials set); rejects unless it exits 0. */
function runExample(script: string) {
  const env = { ...process.env, PAXOS_CLIENT_ID: "", PAXOS_CLIENT_SECRET: "", PAXOS_LOG: "off" };
  return run(process.execPath, ["--import", "tsx", `examples/${script}`], { cwd: root, env, timeout: 60_000 });
}

describe("examples", () => {
  it("are all found", () => {
    expect(scripts).toContain("tour.ts");
    for (const workflow of ["fiat-funding", "settlement-lifecycle", "profiles-and-balances", "orders", "events", "identity"]) {
      expect(scripts).toContain(`workflows/${workflow}.ts`);
    }
    expect(scripts.length).toBeGreaterThanOrEqual(9);
  });

  /** The scripts and the browser page's two files, which the page's own test runs (test/browser). */
  const standalone = [...scripts.filter((script) => script !== "tour.ts"), "browser/serve.ts", "browser/ticker.ts"];

  it.each(standalone)("examples/%s imports nothing of the repository but the package, by its name", (script) => {
    const code = readFileSync(`${root}/examples/${script}`, "utf8");
    const specifiers = [
      ...code.matchAll(/^\s*(?:import|export)\b[^"';]*?from\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']/gm),
    ].map((m) => m[1] ?? m[2] ?? m[3]);
    expect(specifiers.some((specifier) => specifier!.startsWith("paxos-sdk"))).toBe(true);
    const local = specifiers.filter((specifier) => !/^(paxos-sdk(\/(mock|decimal|redis))?|node:[a-z_/]+|@opentelemetry\/[a-z-]+|esbuild)$/.test(specifier!));
    expect(local).toEqual([]);
  });

  it.each([...standalone, "tour.ts"])("examples/%s says in its first comment what it needs and how to run it", (script) => {
    const code = readFileSync(`${root}/examples/${script}`, "utf8");
    const comment = /^(?:\/\*\*[\s\S]*?\*\/|(?:\/\/.*\n)+)/.exec(code)?.[0] ?? "";
    expect(comment, "a leading comment").not.toBe("");
    const needs = /Needs: ([^\n]*)/.exec(comment)?.[1] ?? "";
    expect(needs, "a Needs: line").not.toBe("");
    expect(comment).toMatch(/\b[Rr]un\b/);
    // Every package it imports (a scope's or its name; Node's own modules aside) is in the Needs line, and
    // msw wherever it imports paxos-sdk/mock, which runs on msw (an optional peer of paxos-sdk).
    const packages = new Set(
      [...code.matchAll(/\bfrom\s*["']([^"'.][^"']*)["']/g)]
        .map((m) => m[1]!)
        .filter((specifier) => !specifier.startsWith("node:"))
        .map((specifier) => specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/")),
    );
    if (code.includes('"paxos-sdk/mock"')) packages.add("msw");
    for (const name of packages) expect(needs, `${script} needs ${name}`).toContain(name);
  });

  // Each example is a process of its own, its mock on a free port, so they run side by side (vitest's
  // maxConcurrency at a time): one after another, they made this the longest file of the run. `expect` comes from
  // each test's context, as concurrent tests need. The examples with a test of their own below run there
  // (a failed run fails that test too).
  const checkedBelow = new Set(["opentelemetry.ts", "request-signing.ts", "webhook-receiver.ts"]);
  it.concurrent.for(scripts.filter((script) => !checkedBelow.has(script)))("examples/%s exits 0 against the mock", { timeout: 70_000 }, async (script, { expect }) => {
    const { stdout } = await runExample(script);
    expect(stdout).toMatch(/mock/i);
  });

  it.concurrent("examples/opentelemetry.ts records one span per call, with status codes, retries and no secrets", async ({ expect }) => {
    const { stdout } = await runExample("opentelemetry.ts");
    const spans = stdout
      .split("\n")
      .filter((line) => line.startsWith("span "))
      .map((line) => JSON.parse(line.slice(5)) as { name: string; status: number; retries: number; attributes: Record<string, unknown> });
    expect(spans.map((s) => s.name)).toEqual(["paxos listPrices", "paxos listDepositAddresses", "paxos deleteApiCredentials"]);
    const [prices, addresses, deleted] = spans;
    expect(prices).toMatchObject({ status: 0, retries: 0, attributes: { "http.request.method": "GET", "http.response.status_code": 200 } });
    expect(addresses).toMatchObject({ status: 0, retries: 1, attributes: { "http.response.status_code": 200, "http.request.resend_count": 1 } });
    // The mock numbers its answers with x-request-id, as support would quote it.
    expect(String(addresses!.attributes["paxos.request_id"])).toMatch(/^mock-req-\d+$/);
    expect(addresses!.attributes["url.full"]).toMatch(/\/transfer\/deposit-addresses\?limit=2$/);
    // SpanStatusCode.ERROR is 2.
    expect(deleted).toMatchObject({ status: 2, attributes: { "http.request.method": "DELETE", "http.response.status_code": 404, "error.type": "NotFoundError" } });
    // The mock's credentials and tokens never reach a span.
    expect(stdout).not.toMatch(/paxos-mock-secret|bearer|authorization/i);
  }, 70_000);

  it.concurrent("examples/request-signing.ts is refused unsigned, then signs with the key and with a sign function", async ({ expect }) => {
    const { stdout } = await runExample("request-signing.ts");
    expect(stdout).toMatch(/Unsigned: AuthenticationError 401, request signing: .*Paxos-Signature header is missing/);
    const headers = [...stdout.matchAll(/Paxos-Signature header: (\{.*\})/g)].map((m) => JSON.parse(m[1]!) as Record<string, string>);
    expect(headers).toEqual([
      expect.objectContaining({ alg: "EdDSA", "paxos.com/request-method": "GET", "paxos.com/request-path": "/v2/profiles?limit=2" }),
      expect.objectContaining({ alg: "ES256", "paxos.com/request-method": "POST", "paxos.com/request-path": "/v2/profiles" }),
    ]);
    expect(stdout).toContain('its payload is the exact body sent: {"nickname":"Signed by a sign function"}');
    expect(stdout).toContain("is sent unsigned; 2 requests were signed");
  }, 70_000);

  it.concurrent("examples/webhook-receiver.ts acts once per event: the failed run retried, repeats ignored, the wrong key refused", async ({ expect }) => {
    const { stdout } = await runExample("webhook-receiver.ts");
    const acted = [...stdout.matchAll(/^ {2}onEvent (\S+) [0-9a-f-]{36}:/gm)].map((m) => m[1]);
    expect(acted.sort()).toEqual(["identity.approved", "transfer.crypto_deposit.completed", "transfer.crypto_deposit.pending"]);
    expect(stdout).toContain("onEvent transfer.crypto_deposit.completed: the database is down");
    expect(stdout).toContain("onTestEvent identity.approved");
    // Each webhook's answers: 200 per event delivered, the one 500 of the outage, and 409 whenever the other
    // webhook's delivery of the same event was being handled at that moment (timing decides how many).
    const answers = (i: number) => stdout.match(new RegExp(`^webhook ${i}: delivered \\d+, given up \\d+; answers (.*)$`, "m"))?.[1]?.split(" ");
    expect(stdout).toMatch(/^webhook 0: delivered 4, given up 0;/m);
    expect(stdout).toMatch(/^webhook 1: delivered 3, given up 0;/m);
    const all = [...answers(0)!, ...answers(1)!];
    expect(all.filter((a) => a === "500")).toHaveLength(1);
    expect(all.filter((a) => a === "200")).toHaveLength(7);
    expect(all.every((a) => ["200", "409", "500"].includes(a))).toBe(true);
    expect(stdout).toMatch(/^webhook 2: delivered 0, given up 3; answers 401 401 401$/m);
  }, 70_000);
});
