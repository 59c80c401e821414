/**
 * Every runnable example, and the `npm start` tour, runs to a clean exit
 * against a fresh mock (the default when no PAXOS_CLIENT_ID is set).
 */
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = fileURLToPath(new URL("../..", import.meta.url));
const scripts = [
  ...readdirSync(`${root}/examples`).filter((name) => name.endsWith(".ts")),
  ...readdirSync(`${root}/examples/workflows`).filter((name) => name.endsWith(".ts")).map((name) => `workflows/${name}`),
];

describe("examples", () => {
  it("are all found", () => {
    expect(scripts).toContain("tour.ts");
    for (const workflow of ["fiat-funding", "settlement-lifecycle", "profiles-and-balances", "orders", "events", "identity"]) {
      expect(scripts).toContain(`workflows/${workflow}.ts`);
    }
    expect(scripts.length).toBeGreaterThanOrEqual(9);
  });

  it.each(scripts)("examples/%s exits 0 against the mock", async (script) => {
    const env = { ...process.env, PAXOS_CLIENT_ID: "", PAXOS_CLIENT_SECRET: "", PAXOS_LOG: "off" };
    const { stdout } = await run(process.execPath, ["--import", "tsx", `examples/${script}`], {
      cwd: root,
      env,
      timeout: 60_000,
    });
    expect(stdout).toMatch(/mock/i);
  }, 70_000);
});
