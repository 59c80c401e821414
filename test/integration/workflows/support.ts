/** Shared helpers of the workflow tests: a fresh mock on loopback and a client wired to it. */
import type { Paxos } from "../../../src/index";
import type { MockServer } from "../../../src/mock/index";
import { client, startMock } from "../support";

/** A fresh mock (tokens outlive the clock jumps of the tests) and a client of it. */
export async function workflowMock(): Promise<{ mock: MockServer; paxos: Paxos }> {
  const mock = await startMock({ tokenTtlSeconds: 30 * 86_400 });
  return { mock, paxos: client(mock) };
}
