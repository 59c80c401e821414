/**
 * Child process for the signal figure: `calls` ticker calls that all pass one long-lived
 * `AbortSignal` (as a list walk passes its signal to every page, or an application its shutdown
 * signal to every call), then the JS heap still used after a full GC, against the heap before.
 * Usage: signal-retention.ts <mode> <calls> (run with --expose-gc; BENCH_SERVER names the mock).
 *
 * - fetch: `fetch(url, { signal })`.
 * - ky: `ky(url, { signal, … })`: ky joins the signal to its own with `AbortSignal.any` on every call.
 * - sdk: `listTickers(client, { signal })` on a `PaxosMarketClient`: the transport hands ky a signal of the call's own that
 *   follows the caller's (src/core/sending/follow-signal.ts, `followSignal`, used by src/core/sending/transport.ts).
 * - sdk-no-signal, ky-no-signal: the same calls without a signal (what the calls keep anyway, a while).
 */
import ky from "ky";
import { listTickers, PaxosMarketClient } from "../../src/index";
import type { InstanceInfo } from "../lib/server-protocol";

const mode = process.argv[2] ?? "sdk";
const calls = Number(process.argv[3] ?? 10_000);
const server = JSON.parse(process.env.BENCH_SERVER ?? "{}") as InstanceInfo;
const url = `${server.baseUrl}/all-markets/ticker`;
const gc = (globalThis as { gc?: () => void }).gc!;
const market = new PaxosMarketClient({ baseUrl: server.baseUrl });
const long = new AbortController();
const headers = { accept: "application/json" };

const call: Record<string, () => Promise<unknown>> = {
  fetch: async () => JSON.parse(await (await fetch(url, { headers, signal: long.signal })).text()),
  ky: async () => JSON.parse(await (await ky(url, { headers, signal: long.signal, timeout: 30_000, retry: { limit: 2 }, redirect: "manual" })).text()),
  sdk: () => listTickers(market, { signal: long.signal }),
  "sdk-no-signal": () => listTickers(market),
  "ky-no-signal": async () => JSON.parse(await (await ky(url, { headers, timeout: 30_000, retry: { limit: 2 }, redirect: "manual" })).text()),
};
const one = call[mode]!;

const settle = async () => {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  gc();
  return process.memoryUsage().heapUsed;
};

// Warm every code path up first, so the baseline holds the code and not the calls.
for (let i = 0; i < 200; i++) await one();
const before = await settle();
const started = performance.now();
for (let i = 0; i < calls; i++) await one();
const ms = performance.now() - started;
const after = await settle();
process.stdout.write(`${JSON.stringify({ mode, calls, retained: after - before, ms })}\n`);
