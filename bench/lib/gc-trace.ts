/**
 * Reads V8's `--trace-gc-nvp` lines (one per collection, `name=value` pairs) into the few figures that
 * tell whether a client's garbage dies young: how many young-generation collections (scavenges) a job
 * took, how much each found still alive and promoted to the old generation, and the pauses. A page that
 * outlives its iteration (or that an older object points to: a scavenge takes every old-to-new reference
 * as a root until the next full collection) shows as survivors several times raw's, long before it
 * shows in a heap snapshot, where nothing is retained.
 */

/** What the collections of one process came to. */
export interface GcSummary {
  /** Young-generation collections. */
  scavenges: number;
  /** Full (mark-compact) collections. */
  markCompacts: number;
  /** Megabytes allocated in the young generation, all scavenges together. */
  allocatedMb: number;
  /** Mean megabytes still alive at a scavenge (copied or promoted). */
  survivedMbPerScavenge: number;
  /** Mean megabytes promoted to the old generation per scavenge. */
  promotedMbPerScavenge: number;
  /** Milliseconds of pause: scavenges, and full collections. */
  scavengePauseMs: number;
  markCompactPauseMs: number;
}

/** The number after ` name=` in `line`, or 0. */
function field(line: string, name: string): number {
  const match = new RegExp(`(?:^|\\s)${name}=([0-9.]+)`).exec(line);
  return match ? Number(match[1]) : 0;
}

/** Summarises the `--trace-gc-nvp` lines of `output` that belong to the main isolate (the one with most collections). */
export function summariseGcTrace(output: string): GcSummary {
  // Lines start with `[pid:isolate]`; a loader worker thread (tsx) is another isolate, left out.
  const byIsolate = new Map<string, string[]>();
  for (const line of output.split("\n")) {
    const isolate = /^\[\d+:(0x[0-9a-f]+)\]/.exec(line)?.[1];
    if (!isolate || !/\sgc=/.test(line)) continue;
    const lines = byIsolate.get(isolate);
    if (lines) lines.push(line);
    else byIsolate.set(isolate, [line]);
  }
  const lines = [...byIsolate.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  const scavenges = lines.filter((line) => /\sgc=s\s/.test(line));
  const full = lines.filter((line) => /\sgc=(mc|ms)\s/.test(line));
  const sum = (of: string[], name: string) => of.reduce((total, line) => total + field(line, name), 0);
  const n = Math.max(1, scavenges.length);
  return {
    scavenges: scavenges.length,
    markCompacts: full.length,
    allocatedMb: sum(scavenges, "allocated") / 1e6,
    survivedMbPerScavenge: sum(scavenges, "new_space_survived") / n / 1e6,
    promotedMbPerScavenge: sum(scavenges, "promoted") / n / 1e6,
    scavengePauseMs: sum(scavenges, "pause"),
    markCompactPauseMs: sum(full, "pause"),
  };
}
