/**
 * `npx paxos-sdk mock` driven from outside Node: the bash-and-curl script and the Python script under
 * scripts/ each start the mock through the CLI (from source here; test/build/package.test.ts runs the
 * packed bin) and drive it over loopback HTTP. Each exits non-zero on the first step that goes wrong.
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { CLI_SHELL_COMMAND } from "./support";

const run = promisify(execFile);
const script = (name: string) => fileURLToPath(new URL(`./scripts/${name}`, import.meta.url));
const env = { ...process.env, PAXOS_SDK: CLI_SHELL_COMMAND };

describe("the mock from other languages", () => {
  it.concurrent("bash and curl: a token, two listed profiles, a settlement created, affirmed and read SETTLED", async () => {
    const { stdout } = await run("bash", [script("settlement.sh")], { env, timeout: 150_000 });
    expect(stdout).toMatch(/^settled [0-9a-f-]{36}$/m);
  }, 180_000);

  it.concurrent("Python's standard library: a token, a paged walk, a crypto withdrawal, a 400 for a value outside an enum, the clock advanced", async () => {
    const { stdout } = await run("python3", [script("walk_and_withdraw.py")], { env, timeout: 150_000 });
    expect(stdout.trim().split("\n")).toEqual([
      "ok token",
      "ok walked 1200 addresses in 3 pages",
      expect.stringMatching(/^ok crypto withdrawal [0-9a-f-]{36} COMPLETED$/),
      "ok 400 enum crypto_network for NOT_A_NETWORK",
      "ok clock 2026-03-01T12:00:00.000000000Z -> 2026-03-01T13:00:00.000000000Z",
    ]);
  }, 180_000);
});
