/**
 * Issue 9, done-when: a walk of 1 000 000 deposit addresses against the mock with its rate-limit model on
 * finishes without a single 429, and no 1-second window carries more requests than the configured limit.
 *
 * `npm test` walks a tenth of it at a tenth of the rate (100 000 addresses, 100 pages at 10/s: the same
 * pacing, about 11 s, at a tenth of the CPU, which a shared machine running every test file at once can
 * afford). `PAXOS_FULL_WALK=1` walks the full 1 000 000 at 100/s (1000 pages, about 11 s of pacing plus
 * the client's and the mock's work: 15 s on a quiet 2-core machine, up to a minute on a busy one).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Paxos } from "../../src/index";
import type { MockServer } from "../../src/mock/index";
import { client, startMock } from "./support";

const FULL = process.env.PAXOS_FULL_WALK === "1";
const SIZE = FULL ? 1_000_000 : 100_000;
const LIMIT = 1000;
const PER_SECOND = FULL ? 100 : 10;

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
  it(`walks ${SIZE.toLocaleString("en")} deposit addresses without a 429, never over ${PER_SECOND} requests per second`, async () => {
    let count = 0;
    let last = "";
    for await (const address of paxos.depositAddresses.list({ limit: LIMIT })) {
      count++;
      last = address.id ?? "";
    }
    expect(count).toBe(SIZE);
    expect(last).not.toBe("");
    const limits = mock.api.rateLimits!;
    expect(limits.rejected).toBe(0);
    expect(limits.total("default")).toBe(SIZE / LIMIT);
    expect(limits.maxInWindow("default")).toBeLessThanOrEqual(PER_SECOND);
    expect(limits.maxInWindow("token")).toBe(1);
  }, 180_000);
});
