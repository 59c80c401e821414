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
    /**
     * Raw's time per 1000-item page in the plain walk (fetch + JSON.parse, one page after the other on a
     * warm connection): the median walk's time over its pages, from the walk figure.
     */
    rawWalkPageMs?: number;
  };
}
