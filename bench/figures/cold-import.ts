/**
 * Figure: cold `await import(...)` in a fresh Node process, SDK (the built dist/index.js, what
 * `import("paxos-sdk")` loads) vs ky vs openapi-fetch, and vs two SDKs of the same kind, openai-node
 * and stripe-node (devDependencies, imported as their users import them), alternating processes;
 * medians of the in-process import time.
 */
import { pathToFileURL } from "node:url";
import { builtSnapshot } from "../lib/build";
import { runNode } from "../lib/child";
import type { BenchContext } from "../lib/context";
import { type FigureResult, ms, times } from "../lib/report";
import { median } from "../lib/stats";

/** Targets: the SDK's cold import at most 2× ky's, and no heavier than openai-node's (issue 34). */
export const IMPORT_TARGET = 2;
export const OPENAI_IMPORT_TARGET = 1;

// The CPU time the import took too: on a machine other work keeps busy, the wall time mostly measures the wait.
const SCRIPT =
  "const cpu = process.cpuUsage(); const started = performance.now(); await import(process.env.BENCH_SPECIFIER);" +
  "const spent = process.cpuUsage(cpu);" +
  "console.log(JSON.stringify({ ms: performance.now() - started, uptime: performance.now(), cpuMs: (spent.user + spent.system) / 1000 }));";

export async function coldImportFigure(ctx: BenchContext): Promise<FigureResult> {
  const built = builtSnapshot(ctx.log);
  // The SDK as a copy of dist/ (same files, same node_modules): immune to a rebuild running meanwhile.
  const SPECIFIERS = { sdk: pathToFileURL(built.entry).href, ky: "ky", diy: "openapi-fetch", openai: "openai", stripe: "stripe" } as const;
  const rounds = ctx.scale(15);
  ctx.log(`cold import: ${rounds} fresh processes each, alternating`);
  const samples: Record<keyof typeof SPECIFIERS, number[]> = { sdk: [], ky: [], diy: [], openai: [], stripe: [] };
  const uptime: Record<keyof typeof SPECIFIERS, number[]> = { sdk: [], ky: [], diy: [], openai: [], stripe: [] };
  const cpu: Record<keyof typeof SPECIFIERS, number[]> = { sdk: [], ky: [], diy: [], openai: [], stripe: [] };
  // One untimed round first, so every file is in the page cache.
  for (let round = -1; round < rounds; round++) {
    for (const [name, specifier] of Object.entries(SPECIFIERS) as [keyof typeof SPECIFIERS, string][]) {
      const result = await runNode<{ ms: number; uptime: number; cpuMs: number }>(["--input-type=module", "-e", SCRIPT], { BENCH_SPECIFIER: specifier });
      if (round < 0) continue;
      samples[name].push(result.ms);
      uptime[name].push(result.uptime);
      cpu[name].push(result.cpuMs);
    }
  }
  const m = { sdk: median(samples.sdk), ky: median(samples.ky), diy: median(samples.diy), openai: median(samples.openai), stripe: median(samples.stripe) };
  const ratio = m.sdk / m.ky;
  const toOpenai = m.sdk / m.openai;
  return {
    rows: [
      {
        figure: 'cold import in Node (median)',
        values: { sdk: ms(m.sdk), diy: ms(m.diy) },
        baseline: `import("ky") (${ms(m.ky)})`,
        result: `${times(ratio, IMPORT_TARGET)} (DIY ${times(m.diy / m.ky)})`,
        target: `≤ ${IMPORT_TARGET}×`,
        pass: ratio <= IMPORT_TARGET,
        note: 'DIY imports openapi-fetch; raw imports nothing. Times are `await import()` inside a fresh `node` process.',
      },
      {
        figure: "cold import vs openai-node (median)",
        values: { sdk: ms(m.sdk) },
        baseline: `import("openai") (${ms(m.openai)}); import("stripe") ${ms(m.stripe)}`,
        result: `${times(toOpenai, OPENAI_IMPORT_TARGET)} (stripe ${times(m.stripe / m.openai)})`,
        target: `≤ ${OPENAI_IMPORT_TARGET}× openai`,
        pass: toOpenai <= OPENAI_IMPORT_TARGET,
        note:
          "openai and stripe are devDependencies at the versions package-lock.json records, imported in the same alternating rounds; " +
          `the CPU time of the imports (median): SDK ${ms(median(cpu.sdk))}, openai ${ms(median(cpu.openai))}, stripe ${ms(median(cpu.stripe))}, ky ${ms(median(cpu.ky))}.`,
      },
    ],
    details: [
      `Build: ${built.note}; the SDK was imported from a copy of dist/ (.tmp/bench-dist/index.js).`,
      `Process start to import done (median): SDK ${ms(median(uptime.sdk))}, ky ${ms(median(uptime.ky))}, openapi-fetch ${ms(median(uptime.diy))}, openai ${ms(median(uptime.openai))}, stripe ${ms(median(uptime.stripe))}.`,
    ],
  };
}
