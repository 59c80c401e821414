import { resolve } from "node:path";
import { defineConfig } from "tsup";
import type { Plugin } from "esbuild";

/**
 * The mock loads msw through src/mock/server/msw-module.ts, which awaits the import at the top level so
 * that a missing msw is the SDK's MissingDependencyError. CommonJS has no top-level await: its build takes
 * msw-module.cjs.ts, which requires msw inside the same try. (tsup builds CommonJS with splitting as ESM
 * first, then converts it: its `TSUP_FORMAT` define says which build this is.)
 */
const mswModulePerFormat: Plugin = {
  name: "msw-module-per-format",
  setup(build) {
    if (build.initialOptions.define?.TSUP_FORMAT !== JSON.stringify("cjs")) return;
    build.onResolve({ filter: /^\.\/msw-module$/ }, (args) => ({ path: resolve(args.resolveDir, "msw-module.cjs.ts") }));
  },
};

/** The four public entry points (the SDK, the decimal helpers, the mock server, the Redis fleet coordination). */
const PUBLIC_ENTRIES = { index: "src/index.ts", decimal: "src/decimal.ts", "mock/index": "src/mock/index.ts", "redis/index": "src/redis/index.ts" };

// Each public entry point as ESM and CommonJS with declarations. The mock server is a separate subpath so
// that `import "paxos-sdk"` never pulls in node:http.
export default defineConfig({
  entry: {
    ...PUBLIC_ENTRIES,
    // Not exported by package.json, no declarations: only there to give zod chunks of its own. esbuild puts
    // code into a chunk by the set of entry points that reach it; zod and the zod-free core are both reached
    // by the SDK and the mock, so they shared one chunk, and a page importing anything of it kept zod's
    // top-level statements (globalThis.__zod_globalConfig …), even a page that validates nothing with zod.
    // src/generated/zod.ts (the zod functions the generated schemas call) reaches all of zod the SDK uses
    // and none of the core, so zod now sits in chunks no zod-free page imports (test/build/package.test.ts).
    "internal/zod": "src/generated/zod.ts",
    // The command line (`npx paxos-sdk`, package.json's bin): no declarations, not an import path. Built with
    // the others so it shares their chunks (the mock, the client) instead of carrying a copy of each.
    cli: "src/cli/bin.ts",
  },
  format: ["esm", "cjs"],
  dts: { entry: PUBLIC_ENTRIES },
  // No source maps: dist/ is unminified, readable ES2022 already, and the maps were 1.7 of the
  // package's 2.5 MB unpacked (test/build/package.test.ts keeps the tarball small).
  sourcemap: false,
  clean: true,
  target: "es2022",
  treeshake: true,
  splitting: true,
  // zod, jose and ky are compiled in (tree-shaken): a cold import then loads one module instead of
  // dozens (measured by `npm run bench`), an app's own versions never conflict, and the published
  // declarations import no package (test/build/dist.test.ts). jose (request signing) and ky (the
  // transport) are ESM-only, so compiling them in also keeps the CommonJS build working on every
  // Node 20; jose is imported lazily (its own chunk) by the first signed request. So ky, like zod and
  // jose, stays a devDependency: nothing is installed with the SDK for it.
  noExternal: ["zod", "jose", "ky"],
  esbuildPlugins: [mswModulePerFormat],
});
