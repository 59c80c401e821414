/**
 * A script bundled for the browser as a site would ship it (esbuild: one minified ES module), for the
 * browser tests' pages and workers and for the package test's page built from the tarball.
 */
import { fileURLToPath } from "node:url";
import { build, type Metafile } from "esbuild";

/** The repository's root: a browser script's imports (`./src/index`) resolve from there unless told otherwise. */
const root = fileURLToPath(new URL("../..", import.meta.url));

/** Where a browser bundle's imports resolve (`resolveDir`, default the repository) and what they alias. */
export interface BrowserBundleOptions {
  alias?: Record<string, string>;
  resolveDir?: string;
}

/**
 * `source` (TypeScript, importing from `./src/…`, an `alias`, or packages installed under `resolveDir`)
 * bundled into one ES module for the browser, minified as a site would ship it, with esbuild's metafile
 * (which input files it carries).
 */
export async function bundleForBrowser(source: string, { alias = {}, resolveDir = root }: BrowserBundleOptions = {}): Promise<{ code: string; metafile: Metafile }> {
  const result = await build({
    stdin: { contents: source, resolveDir, loader: "ts" },
    alias,
    absWorkingDir: resolveDir,
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "silent",
    metafile: true,
  });
  return { code: result.outputFiles[0]!.text, metafile: result.metafile };
}
