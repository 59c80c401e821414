/**
 * Child process for the memory figure: one walk of every deposit address of the mock instance in
 * BENCH_SERVER, in a fresh process. Prints the RSS before the walk (after a GC) and the peak during it,
 * sampled at every page and every 5 ms, and the heap still used after a final GC. Usage: rss-walk.ts <sdk|raw|diy> (run with --expose-gc).
 */
import type { Contender } from "../contenders/contender";
import { diy } from "../contenders/diy";
import { raw } from "../contenders/raw";
import { sdk } from "../contenders/sdk";
import type { InstanceInfo } from "../lib/server-protocol";

const client = process.argv[2] ?? "sdk";
const server = JSON.parse(process.env.BENCH_SERVER ?? "{}") as InstanceInfo;
const factories: Record<string, (s: InstanceInfo) => Contender> = { sdk, raw, diy };
const contender = factories[client]!(server);
const gc = (globalThis as { gc?: () => void }).gc;

// Load and warm every code path first (token, one page), so the baseline holds the code, not the walk.
await contender.page(1000);
gc?.();
await new Promise((resolve) => setTimeout(resolve, 50));
gc?.();
const { rss: baseline, heapUsed: baselineHeap } = process.memoryUsage();
let peak = baseline;
let peakHeap = 0;
let peakBuffers = 0;
const sample = () => {
  const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
  if (rss > peak) peak = rss;
  if (heapUsed > peakHeap) peakHeap = heapUsed;
  if (arrayBuffers > peakBuffers) peakBuffers = arrayBuffers;
};
const timer = setInterval(sample, 5);
const started = performance.now();
const items = await contender.walk(1000, async () => sample());
const elapsed = performance.now() - started;
sample();
clearInterval(timer);
gc?.();
// What the walk left behind once garbage is collected: a leak shows here, V8's heap slack does not.
const retainedHeap = process.memoryUsage().heapUsed - baselineHeap;
process.stdout.write(`${JSON.stringify({ client, items, baseline, peak, growth: peak - baseline, peakHeap, peakBuffers, retainedHeap, ms: elapsed })}\n`);
