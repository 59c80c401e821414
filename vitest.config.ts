import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    typecheck: {
      enabled: true,
      include: ["test/**/*.test-d.ts"],
      tsconfig: "./tsconfig.json",
    },
    // Tests that mean to hear the SDK's log lines pass their own logger; keep the rest quiet.
    env: { PAXOS_LOG: "off" },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
