/**
 * The built package for the cold-import figure. dist/ is rebuilt when missing or older than src/, then
 * copied to .tmp/bench-dist/, so a build started meanwhile by someone else (tsup empties dist/ first)
 * cannot pull the files out from under the measurement.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./child";

/** Newest modification time of the files under `dir`. */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Ensures a current build and returns the path of a private copy of dist/index.js, with a note on what was done. */
export function builtSnapshot(log: (line: string) => void): { entry: string; note: string } {
  const dist = join(ROOT, "dist");
  const entry = join(dist, "index.js");
  // A build in progress elsewhere empties dist/ for a few seconds: wait for it before building ourselves.
  for (let waited = 0; !existsSync(entry) && waited < 20_000; waited += 500) sleepSync(500);
  const reason = !existsSync(entry) ? "missing" : statSync(entry).mtimeMs < newest(join(ROOT, "src")) ? "older than src/" : undefined;
  if (reason) {
    log(`dist/ is ${reason}: npm run build`);
    execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  }
  const copy = join(ROOT, ".tmp", "bench-dist");
  rmSync(copy, { recursive: true, force: true });
  cpSync(dist, copy, { recursive: true });
  return { entry: join(copy, "index.js"), note: reason ? `dist/ was ${reason}; rebuilt with npm run build` : "dist/ was current" };
}
