/**
 * A project without msw (an optional peer dependency): importing `paxos-sdk/mock` fails with the SDK's
 * `MissingDependencyError` naming the package and how to install it, as the feeds do for `ws`, not with
 * the runtime's bare "Cannot find package". vitest's module mock stands in for the missing package; the
 * built package, ESM and CommonJS, in a project without msw: test/build/dist.test.ts. Isolated: the mock
 * must be imported cold.
 */
import { expect, it, vi } from "vitest";

vi.mock("msw", () => {
  throw new Error("Cannot find package 'msw' imported from paxos-sdk");
});

async function failure(load: () => Promise<unknown>): Promise<unknown> {
  return load().then(
    () => undefined,
    (error: unknown) => error,
  );
}

it("importing paxos-sdk/mock without msw throws MissingDependencyError naming msw, as a PaxosError", async () => {
  const error = await failure(() => import("../../src/mock/index"));
  const { MissingDependencyError, PaxosError } = await import("../../src/index");
  expect(error).toBeInstanceOf(MissingDependencyError);
  expect(error).toBeInstanceOf(PaxosError);
  expect((error as InstanceType<typeof MissingDependencyError>).packageName).toBe("msw");
  expect((error as Error).message).toBe("paxos-sdk/mock needs the msw package, an optional peer dependency of paxos-sdk: install it (npm install -D msw).");
  expect((error as Error).cause).toBeInstanceOf(Error);
});
