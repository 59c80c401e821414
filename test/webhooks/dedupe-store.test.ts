/** The in-memory dedupe store's protocol and bounds, and the portable constant-time comparison. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryDedupeStore } from "../../src/index";
import { constantTimeEqual, secretComparer } from "../../src/webhooks/constant-time";

afterEach(() => vi.useRealTimers());

describe("memoryDedupeStore", () => {
  it("claims once, refuses a second claim while held, and answers done after complete", async () => {
    const store = memoryDedupeStore();
    const first = await store.claim("e1", 10_000);
    expect(first.status).toBe("claimed");
    expect(await store.claim("e1", 10_000)).toEqual({ status: "in-progress" });
    expect(await store.complete("e1", (first as { claim: string }).claim)).toBe(true);
    expect(await store.claim("e1", 10_000)).toEqual({ status: "done" });
  });

  it("lets a released or lapsed claim be taken again, and ignores the old holder afterwards", async () => {
    vi.useFakeTimers();
    const store = memoryDedupeStore();
    const a = (await store.claim("e1", 1_000)) as { claim: string };
    await store.release("e1", a.claim);
    const b = (await store.claim("e1", 1_000)) as { status: string; claim: string };
    expect(b.status).toBe("claimed");
    vi.advanceTimersByTime(1_001);
    const c = (await store.claim("e1", 1_000)) as { status: string; claim: string };
    expect(c.status).toBe("claimed");
    // b's lease lapsed and c holds the event: b can neither complete nor release it.
    expect(await store.complete("e1", b.claim)).toBe(false);
    await store.release("e1", b.claim);
    expect(await store.claim("e1", 1_000)).toEqual({ status: "in-progress" });
  });

  it("extends a held lease", async () => {
    vi.useFakeTimers();
    const store = memoryDedupeStore();
    const a = (await store.claim("e1", 1_000)) as { claim: string };
    vi.advanceTimersByTime(900);
    await store.extend("e1", a.claim, 1_000);
    vi.advanceTimersByTime(900);
    expect(await store.claim("e1", 1_000)).toEqual({ status: "in-progress" });
  });

  it("stays within maxEntries, forgetting the oldest done events first, and done ones after doneTtlMs", async () => {
    vi.useFakeTimers();
    const store = memoryDedupeStore({ maxEntries: 3, doneTtlMs: 5_000 });
    const running = (await store.claim("running", 60_000)) as { claim: string };
    for (const id of ["d1", "d2", "d3"]) {
      const { claim } = (await store.claim(id, 60_000)) as { claim: string };
      await store.complete(id, claim);
    }
    // Four remembered at most three: d1 (oldest done) went, the running claim stayed.
    expect(await store.claim("running", 60_000)).toEqual({ status: "in-progress" });
    expect((await store.claim("d1", 60_000)).status).toBe("claimed");
    expect(await store.claim("d3", 60_000)).toEqual({ status: "done" });
    vi.advanceTimersByTime(5_001);
    expect((await store.claim("d3", 60_000)).status).toBe("claimed");
    expect(running.claim).toBeTruthy();
  });
});

describe("constant-time comparison", () => {
  it("compares every byte (portable form) and matches only the secret (either form)", async () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2]))).toBe(false);
    const matches = secretComparer("s3cret-value");
    expect(await matches("s3cret-value")).toBe(true);
    expect(await matches("s3cret-valuE")).toBe(false);
    expect(await matches("")).toBe(false);
  });
});
