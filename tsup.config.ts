import { defineConfig } from "tsup";

// Two entry points, each as ESM and CommonJS with declarations. The mock server
// is a separate subpath so that `import "paxos-sdk"` never pulls in node:http.
export default defineConfig({
  entry: { index: "src/index.ts", "mock/index": "src/mock/index.ts" },
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  treeshake: true,
  splitting: true,
});
