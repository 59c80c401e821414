/** The mock's model of the published rate limits: per class and 1-second window, then a 5-minute throttle on the mock clock. */
import { afterEach, describe, expect, it } from "vitest";
import type { MockServer } from "../../src/mock/index";
import { start, token } from "./helpers";

let mock: MockServer | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

async function burst(server: MockServer, path: string, count: number, bearer: string): Promise<number[]> {
  return Promise.all(
    Array.from({ length: count }, async () => (await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${bearer}` } })).status),
  );
}

describe("mock rate limits", () => {
  it("are off unless asked for", async () => {
    mock = await start();
    expect(mock.api.rateLimits).toBeUndefined();
    const statuses = await burst(mock, "/all-markets/ticker", 80, "none");
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it("answer 429 past a class's limit within one window, then throttle every class until the mock clock moves 5 minutes", async () => {
    mock = await start({ rateLimits: { limits: { default: 5, identity: 3 } } });
    const bearer = await token(mock);
    // Start at the beginning of a fresh window so the burst falls in one window.
    const statuses = await burst(mock, "/transfer/deposit-addresses", 8, bearer);
    const ok = statuses.filter((s) => s === 200).length;
    expect(ok).toBeLessThanOrEqual(5 * 2); // at most two windows' worth, if the burst straddles a boundary
    expect(statuses).toContain(429);
    const limits = mock.api.rateLimits!;
    expect(limits.rejected).toBeGreaterThan(0);
    expect(limits.maxInWindow("default")).toBeGreaterThan(5);
    // The throttle covers the other classes too, and real time passing does not lift it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await burst(mock, "/identity/accounts", 1, bearer)).toEqual([429]);
    mock.api.clock.advance(299_000);
    expect(await burst(mock, "/identity/accounts", 1, bearer)).toEqual([429]);
    mock.api.clock.advance(2_000);
    expect(await burst(mock, "/identity/accounts", 1, bearer)).toEqual([200]);
    expect(limits.total("identity")).toBe(3);
  });

  it("count the token endpoint as its own class (1 per second by default)", async () => {
    mock = await start({ rateLimits: true });
    await token(mock);
    await expect(token(mock)).rejects.toThrow(/429/);
    expect(mock.api.rateLimits!.maxInWindow("token")).toBe(2);
  });
});
