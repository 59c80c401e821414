/** bench/lib/gc-trace.ts: the summary `bench/profile.ts gc:…` prints from V8's `--trace-gc-nvp` lines. */
import { describe, expect, it } from "vitest";
import { summariseGcTrace } from "../../bench/lib/gc-trace";

/** One `--trace-gc-nvp` line of isolate `isolate`, with the fields the summary reads. */
function line(isolate: string, kind: "s" | "mc", fields: Record<string, number>): string {
  const pairs = Object.entries(fields).map(([name, value]) => `${name}=${value}`).join(" ");
  return `[4242:${isolate}]     812 ms: mutator=3.1 gc=${kind} reduce_memory=0 ${pairs}`;
}

describe("summariseGcTrace", () => {
  it("adds up the main isolate's scavenges and full collections, per scavenge where it says so", () => {
    const main = "0x1bd63fb0";
    const output = [
      '{"client":"sdk","job":"walk","reps":1,"ms":300}',
      line(main, "s", { pause: 2.5, allocated: 16_000_000, promoted: 500_000, new_space_survived: 800_000 }),
      line(main, "s", { pause: 3.5, allocated: 18_000_000, promoted: 700_000, new_space_survived: 1_200_000 }),
      line(main, "mc", { pause: 6, allocated: 0, promoted: 0 }),
      // A loader worker thread is another isolate, with fewer collections: left out.
      line("0x7f20c4000f00", "s", { pause: 50, allocated: 9_000_000, promoted: 9_000_000, new_space_survived: 9_000_000 }),
      "not a trace line",
    ].join("\n");
    expect(summariseGcTrace(output)).toEqual({
      scavenges: 2,
      markCompacts: 1,
      allocatedMb: 34,
      survivedMbPerScavenge: 1,
      promotedMbPerScavenge: 0.6,
      scavengePauseMs: 6,
      markCompactPauseMs: 6,
    });
  });

  it("reads fields by their whole name (promoted is not nodes_promoted, allocated not new_space_allocated)", () => {
    const trace = line("0xabc", "s", {
      nodes_promoted: 6,
      new_space_allocated: 7,
      pause: 1,
      promoted: 2_000_000,
      new_space_survived: 3_000_000,
      allocated: 1_000_000,
    });
    const summary = summariseGcTrace(trace);
    expect(summary.promotedMbPerScavenge).toBe(2);
    expect(summary.survivedMbPerScavenge).toBe(3);
    expect(summary.scavengePauseMs).toBe(1);
    expect(summary.allocatedMb).toBe(1);
  });

  it("comes to zeros without a trace", () => {
    expect(summariseGcTrace("")).toMatchObject({ scavenges: 0, markCompacts: 0, allocatedMb: 0, scavengePauseMs: 0 });
  });
});
