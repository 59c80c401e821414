/**
 * `npm ci` installs from package-lock.json alone, on any platform: it fails
 * when the lock lacks the platform binary a package needs there (rollup's,
 * esbuild's …), as it once did when the lock recorded only linux-x64 and
 * linux-arm64. So every optional dependency of every locked package must have
 * its own lock entry, whatever platform wrote the lock.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface LockEntry {
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
}

const root = new URL("../../", import.meta.url);
const lock = JSON.parse(readFileSync(new URL("package-lock.json", root), "utf8")) as {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
};

/** Where Node would look for `name` from the package installed at `path`, nearest first. */
function lookupPaths(path: string, name: string): string[] {
  const paths: string[] = [];
  let base = path;
  for (;;) {
    paths.push(`${base ? `${base}/` : ""}node_modules/${name}`);
    if (!base) return paths;
    const parent = base.lastIndexOf("/node_modules/");
    base = parent < 0 ? "" : base.slice(0, parent);
  }
}

describe("package-lock.json", () => {
  it("is a version 3 lock (npm 7+), the format npm ci reads", () => {
    expect(lock.lockfileVersion).toBe(3);
  });

  it("records every optional dependency of every package: each platform's binary, not just this machine's", () => {
    const missing: string[] = [];
    let optional = 0;
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        optional++;
        if (!lookupPaths(path, name).some((candidate) => candidate in lock.packages)) missing.push(`${path || "(root)"} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
    expect(optional).toBeGreaterThan(0);
  });

  it("has rollup's and esbuild's binaries for macOS, Windows and Linux on both x64 and arm64", () => {
    for (const tool of ["@rollup/rollup-", "@esbuild/"]) {
      const platforms = Object.entries(lock.packages)
        .filter(([path]) => path.startsWith(`node_modules/${tool}`))
        .map(([, entry]) => `${entry.os?.join("+")}-${entry.cpu?.join("+")}`);
      for (const platform of ["darwin-x64", "darwin-arm64", "win32-x64", "win32-arm64", "linux-x64", "linux-arm64"]) {
        expect(platforms, `${tool}* for ${platform}`).toContain(platform);
      }
    }
  });
});

describe("installing", () => {
  it("uses npm ci in CI and in the contributors' set-up, and npm install only for users of the package", () => {
    const ci = readFileSync(new URL(".ci/run", root), "utf8");
    const readme = readFileSync(new URL("README.md", root), "utf8");
    const contributing = readFileSync(new URL("CONTRIBUTING.md", root), "utf8");
    expect(ci).toMatch(/^npm ci\b/m);
    expect(ci).not.toMatch(/^npm install(?! --prefix test\/runtimes)/m);
    const start = contributing.indexOf("## Set-up");
    expect(start).toBeGreaterThanOrEqual(0);
    const setup = contributing.slice(start, contributing.indexOf("\n## ", start + 1));
    expect(setup).toMatch(/^npm ci\b/m);
    expect(setup).not.toMatch(/^npm install\b/m);
    expect(readme).toContain("npm install paxos-sdk");
  });
});
