import { describe, expect, it } from "vitest";
import { CursorGuard } from "../../src/core/pagination/repeated-cursors";

/** Feeds `next(i)` until the guard reports a repeat; returns how many cursors were followed, or -1. */
function walk(next: (i: number) => string, limit: number): number {
  const guard = new CursorGuard();
  for (let i = 0; i < limit; i++) {
    const cursor = next(i);
    if (guard.has(cursor)) return i;
    guard.add(cursor);
  }
  return -1;
}

describe("CursorGuard", () => {
  it("never reports a walk whose cursors are all distinct (200 000: twenty times what it remembers exactly)", () => {
    expect(walk((i) => `c-${i}`, 200_000)).toBe(-1);
  });

  it("reports a short cycle at once", () => {
    expect(walk((i) => `c-${i < 5 ? i : 3 + ((i - 3) % 2)}`, 100)).toBe(5);
  });

  it("reports a cycle longer than it remembers exactly within a bounded number of pages", () => {
    const cycle = 50_000;
    const at = walk((i) => `c-${i % cycle}`, 1_000_000);
    expect(at).toBeGreaterThanOrEqual(cycle);
    expect(at).toBeLessThanOrEqual(4 * cycle);
  });
});
