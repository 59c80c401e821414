/**
 * The package as a user installs it: packed once with `npm pack`, extracted
 * into a throwaway directory, then linted (publint, attw in every resolution
 * mode), type-checked from consumer projects of every module system with
 * skipLibCheck: false, run from ESM and CommonJS, and bundled for a browser.
 * `npm test` builds dist/ first.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleForBrowser } from "../support/browser-bundle";
import { CONSUMERS, typeCheck, writeConsumer } from "./support/consumers";
import { type Packed, packAndInstall, root, run } from "./support/packed";

let packed: Packed;

beforeAll(async () => {
  packed = await packAndInstall();
}, 120_000);
afterAll(() => packed?.remove());

/** The entry points `package.json` exports, each of which must resolve everywhere. */
const ENTRY_POINTS = [".", "./mock", "./decimal", "./redis"];

describe("the tarball", () => {
  it("holds the build, the contract, the licence and the readme, and nothing else", () => {
    const paths = packed.files.map((file) => file.path).sort();
    expect(paths).toContain("LICENSE");
    expect(paths).toContain("README.md");
    expect(paths).toContain("package.json");
    expect(paths).toContain("openapi/paxos.yaml");
    for (const entry of ["index", "decimal", "mock/index", "redis/index"]) {
      for (const ext of [".js", ".cjs", ".d.ts", ".d.cts"]) expect(paths).toContain(`dist/${entry}${ext}`);
    }
    const unexpected = paths.filter((path) => !/^(dist\/|openapi\/|LICENSE$|README\.md$|package\.json$)/.test(path));
    expect(unexpected).toEqual([]);
  });

  it("carries no source maps, and stays small", () => {
    expect(packed.files.filter((file) => file.path.endsWith(".map"))).toEqual([]);
    // About 2.7 MB unpacked and 0.46 MB packed with all 94 operations (0.8 MB and 0.2 MB with eight): the
    // contract (0.4 MB) and the generated types, twice (ESM and CJS declarations, 0.47 MB each), are most
    // of it. The maps alone used to be 1.7 MB for eight operations. Request signing added about 0.1 MB
    // unpacked and 35 KB packed: the parts of jose the signer and the mock's verifier use (compiled in,
    // ESM and CJS: 2 × 8 KB gzipped), the signing code and its types. The webhook receivers, the
    // WebSocket feeds (client and mock) and ky compiled in add about 0.3 MB unpacked and 60 KB packed; the
    // request-side types of closed enums and the nullable answer fields (issue 21) about 10 KB packed. Today's
    // Paxos (issue 25: 32 more operations, 55 event types, the contract's kept differences) took it to 4.4 MB.
    // The mock's address checks (issue 32: base58check, bech32, CashAddr, StrKey, SHA-256 and Keccak-256
    // written from their specifications, in the ESM and the CJS build) add about 40 KB unpacked, 10 KB packed.
    // The type-only namespaces of the small public face (issue 34: `MockTypes`, `PaxosTypes`) are declared
    // as aliases of each member in each of the ESM and CJS declarations: about 7 KB a file for the mock's,
    // 45 KB for the SDK's 294 types (4.84 MB in all, 0.88 MB packed).
    expect(packed.unpackedSize).toBeLessThan(4_900_000);
    expect(packed.size).toBeLessThan(900_000); // 0.80 MB with 126 operations; 0.88 MB with the PaxosTypes aliases (issue 34)
  });

  it("is MIT licensed, as package.json says", async () => {
    const licence = await readFile(join(packed.packageDir, "LICENSE"), "utf8");
    const manifest = JSON.parse(await readFile(join(packed.packageDir, "package.json"), "utf8")) as { license: string };
    expect(manifest.license).toBe("MIT");
    expect(licence).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} paxos-sdk contributors\n/);
  });
});

describe("linters on the tarball", () => {
  it("publint finds nothing, not even a suggestion", async () => {
    const { messages, pkg } = await publint({ pkgDir: packed.packageDir, pack: false, level: "suggestion", strict: true });
    expect(messages.map((message) => formatMessage(message, pkg))).toEqual([]);
  });

  it("attw: every entry point resolves to types in node10, node16 (CJS and ESM) and bundler, with no problem", async () => {
    const attw = join(root, "node_modules/@arethetypeswrong/cli/dist/index.js");
    // attw exits non-zero when it finds a problem; the JSON says which, so read it either way.
    const output = await run(process.execPath, [attw, packed.tarball, "--format", "json", "--profile", "strict"]).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }),
    );
    const { analysis } = JSON.parse(output.stdout) as {
      analysis: { problems: unknown[]; entrypoints: Record<string, { resolutions: Record<string, { resolution?: { fileName: string } }> }> };
    };
    expect(analysis.problems).toEqual([]);
    for (const entry of ENTRY_POINTS) {
      const resolutions = analysis.entrypoints[entry]?.resolutions ?? {};
      for (const mode of ["node10", "node16-cjs", "node16-esm", "bundler"]) {
        expect(resolutions[mode]?.resolution?.fileName, `${entry} (${mode})`).toMatch(/\.d\.c?ts$/);
      }
    }
  }, 60_000);
});

describe("consumer projects type-check against the tarball (strict, skipLibCheck: false)", () => {
  it.each(CONSUMERS.map((consumer) => [consumer.name, consumer] as const))("%s", (_name, consumer) => {
    expect(typeCheck(writeConsumer(packed.dir, consumer), packed.packageDir)).toBe("");
  }, 60_000);
});

describe("the tarball at run time", () => {
  const script = `const paxos = new Paxos({ accessToken: "t" });
    console.log([typeof paxos.depositAddresses.list, new Decimal(0).plus(toDecimal("0.1")).plus("0.2").toFixed(), typeof startMockServer, typeof redisTokenCache].join(","));`;

  it("imports from ESM and requires from CommonJS, each entry point", async () => {
    const project = join(packed.dir, "runtime");
    mkdirSync(project, { recursive: true });
    writeFileSync(
      join(project, "esm.mjs"),
      `import { Paxos } from "paxos-sdk"; import { Decimal, toDecimal } from "paxos-sdk/decimal"; import { startMockServer } from "paxos-sdk/mock"; import { redisTokenCache } from "paxos-sdk/redis";\n${script}`,
    );
    writeFileSync(
      join(project, "cjs.cjs"),
      `const { Paxos } = require("paxos-sdk"); const { Decimal, toDecimal } = require("paxos-sdk/decimal"); const { startMockServer } = require("paxos-sdk/mock"); const { redisTokenCache } = require("paxos-sdk/redis");\n${script}`,
    );
    const outputs = await Promise.all(["esm.mjs", "cjs.cjs"].map((file) => run(process.execPath, [file], { cwd: project })));
    expect(outputs.map((output) => output.stdout.trim())).toEqual(["function,0.3,function,function", "function,0.3,function,function"]);
  });

  it("npx paxos-sdk runs the packed bin: the version, and a mock that prints its export lines, says ws is missing, and stops on Ctrl-C", async () => {
    // What npm does on install: link the package's bin into node_modules/.bin (the extraction above does not).
    const bin = join(packed.dir, "node_modules", ".bin");
    mkdirSync(bin, { recursive: true });
    symlinkSync(join("..", "paxos-sdk", "dist", "cli.js"), join(bin, "paxos-sdk"));
    const npx = (...args: string[]) => ["npx", "--offline", "--no", "--", "paxos-sdk", ...args];
    const version = await run(npx()[0]!, npx("--version").slice(1), { cwd: packed.dir });
    expect(version.stdout.trim()).toBe(`paxos-sdk ${JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version}`);
    const child = spawn(npx()[0]!, npx("mock", "--port", "0").slice(1), { cwd: packed.dir, stdio: ["ignore", "pipe", "pipe"], detached: true });
    try {
      let out = "";
      let err = "";
      child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes("PAXOS_CLIENT_SECRET=")) resolve();
        });
        child.once("exit", (code) => reject(new Error(`the mock exited (${code}): ${err}`)));
      });
      const baseUrl = /^export PAXOS_BASE_URL=(\S+)$/m.exec(out)![1]!;
      expect((await fetch(`${baseUrl}/markets`)).status).toBe(200);
      // ws, an optional peer, is not installed here: the feeds are off and the message names the package.
      expect(err).toContain("install the ws package (npm install ws)");
      // Ctrl-C in a terminal: SIGINT to the whole process group (npx and the bin under it; npx does not pass a
      // signal of its own on). Every holder of the pipes is gone once 'close' fires.
      process.kill(-child.pid!, "SIGINT");
      await once(child, "close");
      expect(err).toContain("paxos-sdk mock: stopped (SIGINT)");
    } finally {
      // A failed step must not leave the server running: end the whole group (nothing, once it has exited).
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {}
    }
  });

  it("bundles the live ticker page for the browser from the package: no Node built-ins, no token manager, no zod, small", async () => {
    const page = join(packed.dir, "browser");
    mkdirSync(page, { recursive: true });
    // examples/browser/ticker.ts as a user's page: its "paxos-sdk" is the installed package.
    const { code, metafile } = await bundleForBrowser(await readFile(join(root, "examples/browser/ticker.ts"), "utf8"), { resolveDir: page });
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.some((input) => input.includes("node_modules/paxos-sdk/dist/index.js"))).toBe(true);
    // No zod: the page validates nothing with it. The dist files whose code the page carries are read back
    // for the module comments tsup leaves (`// node_modules/zod/v4/core/core.js`); zod's own chunks must not
    // be among them (a chunk shared with the zod-free core used to bring zod's top-level statements along).
    const carried = Object.entries(Object.values(metafile.outputs)[0]!.inputs)
      .filter(([path, input]) => path.includes("node_modules/paxos-sdk/dist/") && input.bytesInOutput > 0)
      .map(([path]) => path);
    expect(carried.length).toBeGreaterThan(1); // index.js and the chunks it shares with the mock
    const withZod = carried.filter((path) => readFileSync(resolve(page, path), "utf8").includes("// node_modules/zod/"));
    expect(withZod).toEqual([]);
    // zod keeps its internals under `_zod` (and its global configuration in `globalThis.__zod_globalConfig`).
    expect(code).not.toContain("_zod");
    expect(code).not.toMatch(/\bnode:/);
    expect(code).not.toContain("client_credentials");
    // The market functions it calls, and not the retired ticker nor the deprecated REST operations.
    expect(code).toContain('"/all-markets/prices"');
    expect(code).not.toContain('"/all-markets/ticker"');
    expect(code).not.toContain('"/markets/{market}/order-book"');
    // The page's ceiling is 20 KB min+gz, and no growth from here (issue 34; bench/figures/bundles.ts), as for the
    // build from src/ (test/bundle/tree-shaking.test.ts). The package's build of it was 19.82 KB (of which 45 B tell
    // a web worker from a server so it is held to a page's rules and 17 B pace only the feeds owed pacing; 19.86 KB
    // while zod's top-level statements came along, 20.3 KB before the diet in bench/README.md's History). Top-level
    // constants built by a call (the option-key lists …) are marked pure, or a page bundling the package would keep
    // every module's (21.0 KB).
    const size = gzipSync(code, { level: 9 }).length;
    // 21 245 B on 2026-12-05 after the attempt's credential steps left the transport (src/ build 21 113 B);
    // 20 810 B once the response checks returned their first problem and the shapes left the bundles (src/
    // build 20 679 B); 20 568 B since `listPrices` is encoded by `prepareQuery` (src/ build 20 455 B, under its
    // 20 480 B target). The ceiling is that figure and a little gzip noise, and no growth.
    expect(size, `the live ticker page from the package: ${size} B min+gz`).toBeLessThanOrEqual(20_588);
  });
});
