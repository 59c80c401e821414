/** What the orchestrator hands each figure. */
import type { ServerProcess } from "./server-process";

/** Shared state of one benchmark run. */
export interface BenchContext {
  /** The mock API process. */
  server: ServerProcess;
  /** Progress output (stderr, so stdout stays the table). */
  log(line: string): void;
  /** Scales iteration counts down (BENCH_QUICK=1) for a fast smoke run of the harness. */
  scale(count: number): number;
  /** Figures measured earlier in the run that later ones build on. */
  shared: {
    /** Median time of one raw 1000-item page fetch (fetch + JSON.parse), from the page figure. */
    rawPageMs?: number;
  };
}
