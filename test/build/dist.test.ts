/**
 * The built dist/ through the package's own name (Node's self-reference), the
 * ESM way and the CommonJS way; `npm test` builds first. The packed tarball,
 * and consumer projects type-checking it, are package.test.ts's.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const node = (args: string[]) => execFileSync(process.execPath, args, { cwd: root, encoding: "utf8" }).trim();

describe("the built package", () => {
  beforeAll(() => {
    if (!existsSync(`${root}/dist/index.js`)) throw new Error("dist/ is missing: run `npm run build` first (npm test does).");
  });

  it("imports as ESM", () => {
    const out = node([
      "--input-type=module",
      "-e",
      `import { Paxos, PaxosError, ValidationError, PagePromise } from "paxos-sdk";
       import { startMockServer, mockHandlers } from "paxos-sdk/mock";
       import { toDecimal, Decimal } from "paxos-sdk/decimal";
       import DecimalJs from "decimal.js";
       const paxos = new Paxos({ accessToken: "t" });
       console.log([typeof Paxos, typeof paxos.depositAddresses.list, new ValidationError("f", "r", "m") instanceof PaxosError, typeof PagePromise, typeof startMockServer, typeof mockHandlers, toDecimal("0.1").plus("0.2").toFixed(), Decimal === DecimalJs].join(","));`,
    ]);
    expect(out).toBe("function,function,true,function,function,function,0.3,true");
  });

  it("without msw installed, importing paxos-sdk/mock (ESM and CommonJS) throws MissingDependencyError naming msw", () => {
    // A project with the built package and its one dependency, and no msw (an optional peer dependency).
    const project = mkdtempSync(`${tmpdir()}/paxos-no-msw-`);
    try {
      const installed = `${project}/node_modules/paxos-sdk`;
      mkdirSync(installed, { recursive: true });
      cpSync(`${root}/package.json`, `${installed}/package.json`);
      cpSync(`${root}/dist`, `${installed}/dist`, { recursive: true });
      symlinkSync(`${root}/node_modules/decimal.js`, `${project}/node_modules/decimal.js`);
      const report = "console.log([e.name, e.packageName, e.message, e.cause?.code].join('|'))";
      const run = (args: string[]) => execFileSync(process.execPath, args, { cwd: project, encoding: "utf8" }).trim();
      const message = "paxos-sdk/mock needs the msw package, an optional peer dependency of paxos-sdk: install it (npm install -D msw).";
      expect(run(["--input-type=module", "-e", `try { await import("paxos-sdk/mock") } catch (e) { ${report} }`])).toBe(`MissingDependencyError|msw|${message}|ERR_MODULE_NOT_FOUND`);
      expect(run(["-e", `try { require("paxos-sdk/mock") } catch (e) { ${report} }`])).toBe(`MissingDependencyError|msw|${message}|MODULE_NOT_FOUND`);
      // The rest of the package does not need msw.
      expect(run(["-e", `console.log(typeof require("paxos-sdk").Paxos)`])).toBe("function");
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  it("compiles zod in: the SDK entry imports no package at run time, its types none either", () => {
    for (const file of ["index.js", "index.cjs", "index.d.ts", "index.d.cts"]) {
      const code = readFileSync(`${root}/dist/${file}`, "utf8");
      const specifiers = [...code.matchAll(/(?:\bfrom\s*|\brequire\(|\bimport\(\s*)["']([^"'.][^"']*)["']/g)].map((m) => m[1]);
      expect(specifiers, file).toEqual([]);
    }
  });

  it("requires as CommonJS", () => {
    const out = node([
      "-e",
      `const { Paxos, PaxosError, NotFoundError } = require("paxos-sdk");
       const { startMockServer } = require("paxos-sdk/mock");
       const { Decimal } = require("paxos-sdk/decimal");
       console.log([typeof Paxos, new NotFoundError(404, {}, {}) instanceof PaxosError, typeof startMockServer, new Decimal("1.10").toFixed(), Decimal === require("decimal.js")].join(","));`,
    ]);
    // decimal.js's own class, so a Decimal made by the caller's decimal.js is the same kind of value.
    expect(out).toBe("function,true,function,1.1,true");
  });
});
