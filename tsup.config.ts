import { defineConfig } from "tsup";

// Four entry points (the SDK, the decimal helpers, the mock server, the Redis fleet coordination), each as ESM and CommonJS with declarations. The mock server
// is a separate subpath so that `import "paxos-sdk"` never pulls in node:http.
export default defineConfig({
  entry: { index: "src/index.ts", decimal: "src/decimal.ts", "mock/index": "src/mock/index.ts", "redis/index": "src/redis/index.ts" },
  format: ["esm", "cjs"],
  dts: true,
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
});
