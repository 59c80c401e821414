import { configDefaults, defineConfig } from "vitest/config";

/**
 * Test files that need a module graph (and module mocks) of their own. Every other file shares its
 * worker's modules with the files that ran there before it (`isolate: false`): each file importing the
 * SDK's sources afresh cost 1–2 s of CPU, and sharing took vitest from about 540 s of CPU to 330. It is
 * safe for files that restore what they change (stubbed globals and env, fake timers, msw's listen and
 * close): vitest restores spies after each file, but not `vi.mock`, which would leak into the next file
 * of its worker. A file that mocks a module, or needs a cold import, goes here.
 *
 * The files that talk to msw's fake service (test/support/msw-api.ts) share the worker's global `fetch`
 * too; they stay shared, each marking its requests, because isolating them was measured (2026-12-04,
 * `npx vitest run test/sdk`, three interleaved pairs on a busy 2-core machine): shared 12–25 s wall,
 * 13–15 s user CPU; those files isolated 33–68 s wall, 25–29 s user CPU.
 */
const ISOLATED = [
  // Mocks `ws` as missing and imports the SDK after it: a cached SDK or a leaked mock would be wrong.
  "test/stream/no-ws.test.ts",
  // The same for msw and the mock.
  "test/mock/no-msw.test.ts",
];

export default defineConfig({
  test: {
    // Tests that mean to hear the SDK's log lines pass their own logger; keep the rest quiet.
    env: { PAXOS_LOG: "off" },
    // Many files mostly wait (pacing, timers, child processes, a browser, Redis): one more worker than
    // cores keeps both cores busy (the default of cores − 1 leaves one of these machines' two idle).
    maxWorkers: 3,
    // The examples and the documentation's runnable snippets run their processes side by side
    // (`it.concurrent`); three at a time keep the two cores busy without crowding the other workers.
    maxConcurrency: 3,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...ISOLATED],
          isolate: false,
          typecheck: {
            enabled: true,
            include: ["test/**/*.test-d.ts"],
            tsconfig: "./tsconfig.json",
          },
        },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED, isolate: true } },
    ],
  },
});
