/** Small statistics helpers: medians, interleaved timing loops, a sleep. */

/** The median of `values` (the mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The q-quantile (0..1) of `values`, nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Waits `ms` milliseconds, precisely: a timer for the bulk (Node's timers have 1 ms granularity and can
 * fire up to a millisecond early), then event-loop turns (setImmediate) for the rest. The event loop
 * keeps running throughout, so I/O such as a prefetch proceeds as during any async work.
 */
export async function preciseDelay(ms: number): Promise<void> {
  const started = performance.now();
  if (ms > 2) await sleep(Math.floor(ms) - 1);
  while (performance.now() - started < ms) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Times each contender `iterations` times, interleaved (A, B, C, A, B, C …) so that
 * machine drift hits all of them alike, after `warmup` untimed rounds. Returns the
 * samples in milliseconds, by contender name.
 */
export async function interleave(
  contenders: Readonly<Record<string, () => Promise<unknown>>>,
  options: { iterations: number; warmup: number },
): Promise<Record<string, number[]>> {
  const names = Object.keys(contenders);
  const samples: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (let round = 0; round < options.warmup + options.iterations; round++) {
    // Rotate the starting contender each round, so none always runs right after another.
    for (let k = 0; k < names.length; k++) {
      const name = names[(round + k) % names.length] as string;
      const started = performance.now();
      await contenders[name]!();
      const elapsed = performance.now() - started;
      if (round >= options.warmup) samples[name]!.push(elapsed);
    }
  }
  return samples;
}

/** Median of each contender's samples. */
export function medians(samples: Readonly<Record<string, number[]>>): Record<string, number> {
  return Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, median(values)]));
}
