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
    // Many files mostly wait (pacing, timers, child processes, a browser, Redis): one more worker than
    // cores keeps both cores busy (the default of cores − 1 leaves one of these machines' two idle).
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
