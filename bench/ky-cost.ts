/**
 * What ky adds per call, apart from the network (not part of `npm run bench`):
 *
 *     npx tsx bench/ky-cost.ts
 *
 * A loopback server answers a small JSON body; rounds of 300 sequential calls alternate between plain
 * `fetch` + `JSON.parse`, the same with an abort signal and a timer (what any cancellable, time-limited
 * request pays), ky as the transport calls it, and ky given a caller's signal (as a list walk does).
 * Prints the median time per call of each.
 */
import { createServer } from "node:http";
import ky from "ky";
const body = JSON.stringify([{ market: "BTCUSD", best_bid: { price: "1", amount: "2" } }]);
const server = createServer((_, res) => { res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) }); res.end(body); });
await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/t`;
const k = ky.create({ throwHttpErrors: true, redirect: "manual" });
const ctl = new AbortController();
const variants: Record<string, () => Promise<unknown>> = {
  fetch: async () => JSON.parse(await (await fetch(url, { headers: { accept: "application/json" }, redirect: "manual" })).text()),
  "fetch+signal+timer": async () => {
    const t = setTimeout(() => undefined, 60_000);
    const r = JSON.parse(await (await fetch(url, { headers: { accept: "application/json" }, redirect: "manual", signal: ctl.signal })).text());
    clearTimeout(t);
    return r;
  },
  ky: async () => JSON.parse(await (await k(url, { headers: { accept: "application/json" }, timeout: 60_000, retry: { limit: 2 } })).text()),
  "ky+signal": async () => JSON.parse(await (await k(url, { headers: { accept: "application/json" }, timeout: 60_000, retry: { limit: 2 }, signal: ctl.signal })).text()),
};
const times: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((n) => [n, []]));
for (let round = 0; round < 12; round++) {
  for (const [name, run] of Object.entries(variants)) {
    const t0 = performance.now();
    for (let i = 0; i < 300; i++) await run();
    if (round >= 2) times[name]!.push(((performance.now() - t0) / 300) * 1000);
  }
}
for (const [name, list] of Object.entries(times)) { list.sort((a, b) => a - b); console.log(name.padEnd(20), `${list[list.length >> 1]!.toFixed(0)} µs per call (median of ${list.length} rounds of 300)`); }
server.close();
