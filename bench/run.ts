/**
 * `npm run bench`: runs every figure in one process (the mock API in a child process of its own),
 * prints the table and rewrites bench/RESULTS.md. Benchmarks measure; nothing here fails on a slow
 * machine — the exit code is non-zero only when the harness itself breaks. See bench/README.md.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { bundlesFigure } from "./figures/bundles";
import { coldImportFigure } from "./figures/cold-import";
import { feedsFigure } from "./figures/feeds";
import { latencyFigure } from "./figures/latency";
import { fleetFigure } from "./figures/fleet";
import { pageFigure } from "./figures/page";
import { rssFigure } from "./figures/rss";
import { serverCheck, type ServerCost } from "./figures/server-check";
import { signalsFigure } from "./figures/signals";
import { standaloneMockFigure } from "./figures/standalone-mock";
import { signingFigure } from "./figures/signing";
import { tickerFigure } from "./figures/ticker";
import { tokensFigure } from "./figures/tokens";
import { walkFigure } from "./figures/walk";
import { walkWithWorkFigure } from "./figures/walk-with-work";
import { webhooksFigure } from "./figures/webhooks";
import { ROOT } from "./lib/child";
import type { BenchContext } from "./lib/context";
import { machine, packages } from "./lib/machine";
import { type FigureResult, markdownTable, ms, type Row, textTable } from "./lib/report";
import { ServerProcess } from "./lib/server-process";

const quick = process.env.BENCH_QUICK === "1";
/** `BENCH_ONLY=signing,ticker` runs just those figures (by title) and leaves RESULTS.md as it is. */
const only = process.env.BENCH_ONLY?.split(",").map((title) => title.trim());
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

const started = performance.now();
log("starting the mock API process (100k and 1M deposit addresses)");
const server = await ServerProcess.start();
const ctx: BenchContext = {
  server,
  log,
  scale: (count) => (quick ? Math.max(1, Math.ceil(count / 10)) : count),
  shared: {},
};

const rows: Row[] = [];
const details: { title: string; lines: string[] }[] = [];
const failures: string[] = [];
let serverCost: ServerCost | undefined;
let keepAlive = "";

async function figure(title: string, run: () => Promise<FigureResult>): Promise<void> {
  if (only && !only.includes(title)) return;
  const t0 = performance.now();
  try {
    const result = await run();
    rows.push(...result.rows);
    if (result.details?.length) details.push({ title, lines: result.details });
  } catch (error) {
    failures.push(`${title}: ${error instanceof Error ? error.message : String(error)}`);
    log(`${title} FAILED: ${String(error)}`);
  }
  log(`  ${title}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

try {
  await figure("server check", async () => {
    const result = await serverCheck(ctx);
    serverCost = result.cost;
    return result;
  });
  await server.reset();
  await figure("ticker", () => tickerFigure(ctx));
  await figure("page", () => pageFigure(ctx));
  await figure("walk", () => walkFigure(ctx));
  await figure("walk with work", () => walkWithWorkFigure(ctx));
  await figure("signing", () => signingFigure(ctx));
  const stats = (await server.stats()).small;
  keepAlive =
    `${stats.apiRequests} API requests and ${stats.tokenRequests} token requests over ${stats.connections} TCP connection(s) ` +
    `(keep-alive); ${stats.cacheHits} answered from the memo; the handler spent ${ms(stats.handlerMs / Math.max(1, stats.requests))} per request on average.`;
  await figure("latency", () => latencyFigure(ctx));
  await figure("tokens", () => tokensFigure(ctx));
  await figure("signals", () => signalsFigure(ctx));
  await figure("webhooks", () => webhooksFigure(ctx));
  await figure("standalone mock", () => standaloneMockFigure(ctx));
  await figure("fleet", () => fleetFigure(ctx));
  await figure("rss", () => rssFigure(ctx));
  await figure("feeds", () => feedsFigure(ctx));
  await figure("bundles", () => bundlesFigure(ctx));
  await figure("cold import", () => coldImportFigure(ctx));
} finally {
  await server.stop();
}

const seconds = (performance.now() - started) / 1000;
const table = textTable(rows);
const notes = rows.filter((r) => r.note).map((r) => `- **${r.figure}**: ${r.note}`);
process.stdout.write(`\n${table}\n\n${notes.map((n) => n.replace(/\*\*/g, "")).join("\n")}\n`);
if (failures.length) process.stdout.write(`\nHarness failures:\n${failures.map((f) => `  ${f}`).join("\n")}\n`);
process.stdout.write(`\n${rows.filter((r) => r.pass === true).length} of ${rows.filter((r) => r.pass !== undefined).length} targets hold; ${seconds.toFixed(0)} s.\n`);

const kv = (record: Record<string, string>) => Object.entries(record).map(([k, v]) => `| ${k} | ${v} |`).join("\n");
const markdown = `# Benchmark results

Written by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString()}${quick ? " — **BENCH_QUICK=1: reduced iterations, figures indicative only**" : ""}; the run took ${seconds.toFixed(0)} s.
What each figure means and how it is measured: [README.md](./README.md). Ratios compare contenders measured
in this same run (interleaved where timed), so they hold better than the absolute times, which drift with the machine.

## Results

${markdownTable(rows)}

${notes.join("\n")}
${failures.length ? `\n**Harness failures:**\n\n${failures.map((f) => `- ${f}`).join("\n")}\n` : ""}
## Machine

| | |
|---|---|
${kv(machine())}

## Packages

| | |
|---|---|
${kv(packages())}

## The mock server

- It runs in its own process (bench/server/mock-server.ts) as four instances: 100 000 deposit addresses with
  successful GET answers memoised (the timed figures: the server is not the bottleneck), the same 100 000 with the
  mock's cache off, every answer computed afresh (one context row), 1 000 000 (the memory figure; the mock as
  shipped, not memoised), and 20 000 with every request delayed 20 ms (the latency rows).
- ${keepAlive || "(no keep-alive figures: the timed figures did not run)"}
${serverCost ? `- Without the memo the mock would add ${ms(serverCost.cachedTickerMs)} of server time to every ticker call and ${ms(serverCost.cachedPageMs)} to every page from its own cache, ${ms(serverCost.tickerMs)} and ${ms(serverCost.pageMs)} computing them afresh.` : ""}

${details.map((d) => `### ${d.title}\n\n${d.lines.map((l) => (l.startsWith("    ") ? l : `- ${l}`)).join("\n")}`).join("\n\n")}
`;
if (only) log(`BENCH_ONLY: bench/RESULTS.md left as it was`);
else {
  writeFileSync(join(ROOT, "bench", "RESULTS.md"), markdown.replace(/\n{3,}/g, "\n\n"));
  log(`wrote bench/RESULTS.md`);
}
process.exitCode = failures.length ? 1 : 0;
