/**
 * Every TypeScript snippet of the documentation (README.md, docs/*.md, api.md) compiles against the built
 * package, each as its own module that imports `paxos-sdk` as a user would;
 * names a snippet takes from the reader's code come from
 * fixtures/placeholders.d.ts. Snippets marked `<!-- snippet: run -->` also run,
 * unchanged, against the packaged mock (fixtures/reader-context.ts intercepts
 * the service's URLs, sandbox and production alike, and gives the names of
 * fixtures/placeholders.d.ts real values: the Quickstart's client, ids the mock
 * seeded, a token from "your vault", in-memory checkpoints); those marked `<!-- snippet: test -->` run as vitest
 * files. A marker may name a scenario (`<!-- snippet: run, scenario: webhook-receiver -->`,
 * scenarios/<name>.ts) loaded before the snippet instead: it makes happen what the snippet waits for (a
 * delivery, a trade, a first attempt whose answer was lost), checks what the snippet claims, and ends a
 * snippet that never ends by itself (a receiver, a follow loop, a feed). Every snippet runs: one only
 * type-checked fails the test unless NOT_RUN says why. `npm test` builds dist/ first; the fleet's
 * snippets get a redis-server of the test's own (Debian's, as in .ci/run).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../build/support/packed";
import { redisAvailable, requireRedisUnderCI, startRedis, type RedisProcess } from "../support/redis-server";
import { PASSED } from "./scenarios/support";
import type { SnippetRun } from "./fixtures/run-snippets";
import { documentationSnippets, type Snippet } from "./support/snippets";

const root = fileURLToPath(new URL("../..", import.meta.url));
const placeholders = fileURLToPath(new URL("fixtures/placeholders.d.ts", import.meta.url));
const runSnippets = fileURLToPath(new URL("fixtures/run-snippets.ts", import.meta.url));
const scenarioFile = (name: string) => fileURLToPath(new URL(`scenarios/${name}.ts`, import.meta.url));
/** The scenarios whose snippets talk to Redis (the fleet's guides): the test starts a redis-server for them. */
const NEEDS_REDIS = new Set(["webhook-handler-redis", "follow-beside-receiver", "fleet-redis"]);

const snippets = documentationSnippets(root);
/** The guides in docs/ whose snippets must be found (each shows code). */
const GUIDES = ["auth-and-signing", "operations", "pagination", "errors-and-retries", "logging-and-hooks", "webhooks", "live-market-data", "testing-with-the-mock", "fleets"];
/**
 * Snippets that are only type-checked, by label, each with the reason it cannot run. The aim is none: a
 * snippet that needs something to happen (a delivery, a trade, a failed first attempt) gets a scenario.
 */
const NOT_RUN = new Map<string, string>();
/**
 * What the runnable snippets without a scenario print, where printing is how they show their claim:
 * each found by its document and a line of its code. Any other such snippet must print nothing (what it
 * shows, it shows by not throwing), so a snippet that starts printing gets its claim written here.
 */
const PRINTS: { source: string; code: string; stdout: RegExp }[] = [
  // The Quickstart: the transaction is PENDING, then every deposit address of every page.
  { source: "README.md", code: "console.log(tx.id, tx.status);", stdout: /^[0-9a-f-]{36} PENDING\n(?:\S+\n){1000,}$/ },
  { source: "docs/errors-and-retries.md", code: "console.log(err.field, err.rule);", stdout: /^limit maximum\n$/ },
  // The markets, the status and the request id of the answer, then its Date header (null when none).
  { source: "docs/operations.md", code: "market.listMarkets().withResponse()", stdout: /^[1-9]\d* 200 mock-req-\d+ \S+\n$/ },
  { source: "docs/pagination.md", code: ".toArray({ limit: 20 })", stdout: /^20\n$/ },
];
const printed = (snippet: Snippet) => PRINTS.find((entry) => entry.source === snippet.source && snippet.code.includes(entry.code));
const label = (snippet: Snippet) => `${snippet.source}:${snippet.line}`;
const fileName = (snippet: Snippet) => `${snippet.source.replace(/\W+/g, "-")}-L${snippet.line}${snippet.mode === "test" ? ".test" : ""}.ts`;

// Inside the repository so that msw, vitest and tsx resolve from its node_modules (.tmp/ is ignored by
// git), with `node_modules/paxos-sdk` linked to the repository: imported by name, as a user would.
let dir: string;
let redis: RedisProcess | undefined;
const complaints = new Map<string, string>();

beforeAll(async () => {
  requireRedisUnderCI("docs snippets");
  if (redisAvailable && snippets.some((snippet) => snippet.scenario && NEEDS_REDIS.has(snippet.scenario))) redis = await startRedis();
  mkdirSync(join(root, ".tmp"), { recursive: true });
  dir = mkdtempSync(join(root, ".tmp", "snippets-"));
  mkdirSync(join(dir, "node_modules"));
  symlinkSync(root, join(dir, "node_modules", "paxos-sdk"), "dir");
  // tsx would otherwise read the repository's tsconfig.json, whose `paths` map the package's name to
  // src/ (for the examples): the snippets must run against the build, as a user's project would.
  writeFileSync(join(dir, "tsconfig.json"), `${JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", strict: true } })}\n`);
  for (const snippet of snippets) writeFileSync(join(dir, fileName(snippet)), `${snippet.code}\nexport {};\n`);
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: ["node"],
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  };
  const files = snippets.map((snippet) => join(dir, fileName(snippet)));
  const program = ts.createProgram([placeholders, ...files], options);
  const host = { getCanonicalFileName: (name: string) => name, getCurrentDirectory: () => dir, getNewLine: () => "\n" };
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics(), ...program.getSemanticDiagnostics(program.getSourceFile(placeholders))];
  if (global.length > 0) throw new Error(ts.formatDiagnostics(global, host));
  for (const [index, file] of files.entries()) {
    const source = program.getSourceFile(file)!;
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    complaints.set(label(snippets[index]!), ts.formatDiagnostics(diagnostics, host));
  }
}, 120_000);
afterAll(async () => {
  await redis?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("documentation snippets", () => {
  it("are found: in README.md and in every guide the README links, some of them run", () => {
    const count = (source: string) => snippets.filter((snippet) => snippet.source === source).length;
    expect(count("README.md")).toBeGreaterThan(5);
    for (const guide of GUIDES) expect(count(`docs/${guide}.md`), guide).toBeGreaterThan(0);
    // Snippets moved from the README into the guides; none may silently stop running.
    expect(snippets.filter((snippet) => snippet.mode === "run").length).toBeGreaterThanOrEqual(39);
    expect(snippets.filter((snippet) => snippet.mode === "test").length).toBeGreaterThanOrEqual(5);
  });

  it("every one runs: none is only type-checked, unless NOT_RUN says why", () => {
    const onlyChecked = snippets.filter((snippet) => snippet.mode === "check").map(label);
    expect(onlyChecked.filter((name) => !NOT_RUN.has(name)), "mark each `<!-- snippet: run -->` or `test` (with a scenario when it needs one)").toEqual([]);
    expect([...NOT_RUN.keys()].filter((name) => !onlyChecked.includes(name)), "NOT_RUN names a snippet that runs now, or no snippet").toEqual([]);
  });

  it("every entry of PRINTS names a runnable snippet", () => {
    const unmatched = PRINTS.filter((entry) => !snippets.some((snippet) => snippet.mode === "run" && !snippet.scenario && printed(snippet) === entry));
    expect(unmatched).toEqual([]);
  });

  it("every scenario a marker names exists, and every scenario is named", () => {
    const named = new Set(snippets.flatMap((snippet) => (snippet.scenario ? [snippet.scenario] : [])));
    const files = readdirSync(fileURLToPath(new URL("scenarios", import.meta.url)))
      .filter((name) => name.endsWith(".ts") && name !== "support.ts")
      .map((name) => name.slice(0, -3));
    expect([...named].filter((name) => !files.includes(name))).toEqual([]);
    expect(files.filter((name) => !named.has(name))).toEqual([]);
  });

  it.each(snippets.map((snippet) => [label(snippet), snippet] as const))("%s type-checks", (name) => {
    expect(complaints.get(name)).toBe("");
  });

  // A runnable snippet with a scenario is a process of its own, its mock in that process (msw), so they
  // run side by side: the scenario (test/docs/scenarios/) is loaded before it, drives what the snippet
  // waits for and checks what it claims, then ends the process with PASSED (a receiver, a follow loop or
  // a feed never ends by itself). The others run one after another in one process (fixtures/run-snippets.ts),
  // each with a fresh mock: each must end, throw nothing, write nothing on stderr, and print nothing but
  // what PRINTS says; each one's own code throws when what it shows does not happen.
  const runnable = snippets.filter((snippet) => snippet.mode === "run");
  const withScenario = runnable.filter((snippet) => snippet.scenario);
  const plain = runnable.filter((snippet) => !snippet.scenario);
  const environment = () => ({ ...process.env, PAXOS_LOG: "warn", TSX_TSCONFIG_PATH: join(dir, "tsconfig.json") });

  it.concurrent.for(withScenario.map((snippet) => [label(snippet), snippet] as const))("%s runs against the mock", { timeout: 90_000 }, async ([, snippet], { expect, skip }) => {
    if (NEEDS_REDIS.has(snippet.scenario!) && !redis) skip("redis-server is not installed");
    let stdout = "";
    let stderr = "";
    try {
      ({ stdout, stderr } = await run(process.execPath, ["--import", "tsx", "--import", scenarioFile(snippet.scenario!), join(dir, fileName(snippet))], {
        // The snippets' directory: a file a snippet reads by a relative name (the signing key) is there.
        cwd: dir,
        env: {
          ...environment(),
          // A database of its own on the test's redis-server: the snippets share key prefixes.
          ...(redis ? { REDIS_URL: `${redis.url}/${withScenario.filter((each) => NEEDS_REDIS.has(each.scenario!)).indexOf(snippet) + 1}` } : {}),
        },
        timeout: 60_000,
      }));
    } catch (error) {
      const { stdout: out = "", stderr: err = "", message } = error as { stdout?: string; stderr?: string; message: string };
      expect.fail(`${message}\nstdout:\n${out}\nstderr:\n${err}`);
    }
    expect(stderr).toBe("");
    expect(stdout).toContain(PASSED);
  });

  let plainRuns: Promise<Map<string, SnippetRun>> | undefined;
  const runPlain = () =>
    (plainRuns ??= (async () => {
      const results = join(dir, "plain-runs.json");
      await run(process.execPath, ["--import", "tsx", runSnippets, results, ...plain.map((snippet) => join(dir, fileName(snippet)))], { cwd: dir, env: environment(), timeout: 120_000 });
      return new Map((JSON.parse(readFileSync(results, "utf8")) as SnippetRun[]).map((result) => [result.file, result]));
    })());
  it.concurrent.for(plain.map((snippet) => [label(snippet), snippet] as const))("%s runs against the mock", { timeout: 150_000 }, async ([, snippet], { expect }) => {
    const result = (await runPlain()).get(join(dir, fileName(snippet)));
    expect(result, "the runner ran it").toBeDefined();
    expect(result!.error).toBeUndefined();
    expect(result!.leftRunning, "what the snippet left running (a reader's script would not end)").toBeUndefined();
    expect(result!.stderr).toBe("");
    expect(result!.stdout).toMatch(printed(snippet)?.stdout ?? /^$/);
  });

  const tests = snippets.filter((snippet) => snippet.mode === "test");
  it(`${tests.map(label).join(", ")} pass as vitest files`, async () => {
    // A vitest snippet with a scenario imports it first (the scenario gives it the reader's context): written
    // now, after the type-check, which checks the reader's code alone.
    for (const snippet of snippets.filter((each) => each.mode === "test" && each.scenario)) {
      writeFileSync(join(dir, fileName(snippet)), `import ${JSON.stringify(scenarioFile(snippet.scenario!))};\n${snippet.code}\nexport {};\n`);
    }
    writeFileSync(join(dir, "vitest.config.mjs"), `export default { test: { include: ["*.test.ts"], testTimeout: 60000 } };\n`);
    // A vitest of its own: drop the variables this run of vitest set for its workers.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")));
    const vitest = join(root, "node_modules/vitest/vitest.mjs");
    let output: string;
    let exitedZero = true;
    try {
      ({ stdout: output } = await run(process.execPath, [vitest, "run", "--root", dir, "--config", join(dir, "vitest.config.mjs")], {
        cwd: dir,
        env: { ...env, PAXOS_LOG: "warn", NO_COLOR: "1" },
        timeout: 120_000,
      }));
    } catch (error) {
      const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
      output = `${stdout}${stderr}`;
      exitedZero = false;
    }
    expect(exitedZero, output).toBe(true);
    expect(output).toMatch(new RegExp(`Test Files\\s+${tests.length} passed`));
  }, 150_000);
});
