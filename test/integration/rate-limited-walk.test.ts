/**
 * Issue 9, done-when: a walk of 1 000 000 deposit addresses against the mock with its rate-limit model on
 * finishes without a single 429, and no 1-second window carries more requests than the configured limit.
 * The limit is set to 100/s (on both sides) so that the 1000 pages take about 11 s, not 20 at 50/s.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Paxos } from "../../src/index";
import type { MockServer } from "../../src/mock/index";
import { client, startMock } from "./support";

const SIZE = 1_000_000;
const LIMIT = 1000;
const PER_SECOND = 100;

let mock: MockServer;
let paxos: Paxos;

beforeAll(async () => {
  mock = await startMock({ sizes: { depositAddresses: SIZE, payments: 10, identityAccounts: 10 }, rateLimits: { limits: { default: PER_SECOND } } });
  paxos = client(mock, { rateLimits: { default: PER_SECOND } });
});

afterAll(async () => {
  await mock.close();
});

describe("a paced walk under the mock's rate limits", () => {
  it("walks 1 000 000 deposit addresses without a 429, never over the configured rate", async () => {
    let count = 0;
    let last = "";
    for await (const address of paxos.depositAddresses.list({ limit: LIMIT })) {
      count++;
      last = address.id;
    }
    expect(count).toBe(SIZE);
    expect(last).not.toBe("");
    const limits = mock.api.rateLimits!;
    expect(limits.rejected).toBe(0);
    expect(limits.total("default")).toBe(SIZE / LIMIT);
    expect(limits.maxInWindow("default")).toBeLessThanOrEqual(PER_SECOND);
    expect(limits.maxInWindow("token")).toBe(1);
  }, 120_000); // about 12 s on a quiet 2-core machine (11 s of it the pacing); generous for a loaded one
});
