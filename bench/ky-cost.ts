/**
 * What ky adds per call next to raw fetch, and what the SDK adds next to ky (not part of `npm run bench`,
 * whose ticker figure measures the SDK against ky alone):
 *
 *     npx tsx bench/ky-cost.ts          (ROUNDS=1000 for fewer than the default 3000 rounds)
 *
 * A loopback server answers the mock's all-markets ticker body (byte for byte, with a content-length).
 * Single calls alternate between plain `fetch` + `JSON.parse`, the same with an abort signal and a timer
 * (what any cancellable, time-limited request pays), ky alone (redirects refused, a timeout, a retry
 * limit) + `JSON.parse`, and the SDK's `listTickers(client)` on a `PaxosMarketClient` (ky with the SDK's retry options,
 * hooks and fetch, User-Agent, validation of the body). Prints the median of each, its ratio to fetch
 * and the SDK's to ky.
 */
import { createServer } from "node:http";
import ky from "ky";
import { listTickers, PaxosMarketClient } from "../src/index";
import { startMockServer } from "../src/mock/index";

const mock = await startMockServer({});
const body = await (await fetch(`${mock.baseUrl}/all-markets/ticker`)).text();
await mock.close();
const server = createServer((_, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
const url = `${base}/all-markets/ticker`;
const client = ky.create({ throwHttpErrors: true, redirect: "manual" });
const market = new PaxosMarketClient({ baseUrl: base });
const headers = { accept: "application/json" };

const variants: Record<string, () => Promise<unknown>> = {
  fetch: async () => JSON.parse(await (await fetch(url, { headers, redirect: "manual" })).text()),
  "fetch+signal+timer": async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 30_000);
    const parsed: unknown = JSON.parse(await (await fetch(url, { headers, redirect: "manual", signal: controller.signal })).text());
    clearTimeout(timer);
    return parsed;
  },
  ky: async () => JSON.parse(await (await client(url, { headers, timeout: 30_000, retry: { limit: 2 } })).text()),
  sdk: () => listTickers(market),
};
const names = Object.keys(variants);
const samples: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
const WARMUP = 300;
for (let round = 0; round < WARMUP + Number(process.env.ROUNDS ?? 3000); round++) {
  // Rotate the starting variant each round, so none always runs right after another.
  for (let k = 0; k < names.length; k++) {
    const name = names[(round + k) % names.length]!;
    const started = performance.now();
    await variants[name]!();
    if (round >= WARMUP) samples[name]!.push((performance.now() - started) * 1000);
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const floor = median(samples.fetch!);
console.log(`ticker body ${body.length} bytes; median of ${samples.fetch!.length} alternating single calls each`);
for (const name of names) {
  const value = median(samples[name]!);
  console.log(`${name.padEnd(20)} ${value.toFixed(0).padStart(5)} µs  ${(value / floor).toFixed(2)}× fetch`);
}
console.log(`sdk / ky alone: ${(median(samples.sdk!) / median(samples.ky!)).toFixed(3)}×`);
server.close();
