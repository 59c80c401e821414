/**
 * `npx tsx bench/bundle-sizes.ts`: the browser-bundle rows of `npm run bench` alone, in seconds (no mock
 * server, nothing timed): the ticker page, the whole SDK and the settlement-only page, with where their
 * bytes come from. Not part of `npm run bench`, which computes the same rows with the same code.
 */
import { bundlesFigure } from "./figures/bundles";
import type { BenchContext } from "./lib/context";
import { textTable } from "./lib/report";

const ctx: BenchContext = {
  // The bundle figure never talks to the mock.
  server: undefined as unknown as BenchContext["server"],
  log: (line) => process.stderr.write(`[bench] ${line}\n`),
  scale: (count) => count,
  shared: {},
};
const { rows, details = [] } = await bundlesFigure(ctx);
console.log(textTable(rows));
for (const row of rows) if (row.note) console.log(`\n${row.figure}: ${row.note}`);
console.log(`\n${details.join("\n")}`);
