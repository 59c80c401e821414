/**
 * The fleet tests fork worker processes that run the built package (dist/), as a user installs it; `npm test`
 * builds first. Run alone after a change to src/ (a merge, an edit), they would test yesterday's build and fail
 * in ways that point nowhere (a receiver built before a redesign hangs where the test expects the new
 * behaviour: a 30 s timeout). This refuses that case by name instead. Not a test file itself.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The most recently modified file under src/ (what a build compiles), with its time. */
function newestSource(): { path: string; mtimeMs: number } {
  let newest = { path: "", mtimeMs: 0 };
  for (const entry of readdirSync(join(ROOT, "src"), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const { mtimeMs } = statSync(path);
    if (mtimeMs > newest.mtimeMs) newest = { path, mtimeMs };
  }
  return newest;
}

/** Throws, naming the remedy, when dist/ is missing or older than a file under src/. */
export function requireFreshDist(what: string): void {
  const built = join(ROOT, "dist/index.js");
  const remedy = "its worker processes run the built package: run `npm run build` first (`npm test` does)";
  if (!existsSync(built)) throw new Error(`${what}: dist/ is missing; ${remedy}`);
  const source = newestSource();
  if (source.mtimeMs > statSync(built).mtimeMs) {
    throw new Error(`${what}: dist/ is older than ${source.path.slice(ROOT.length)}; ${remedy}`);
  }
}
