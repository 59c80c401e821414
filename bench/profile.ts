/**
 * Profiles what the benchmark measures, to find where the time goes (not part of `npm run bench`).
 *
 *     npx tsx bench/profile.ts sdk:page raw:page sdk:walk server phases
 *
 * `<client>:<job>[:reps]` runs that job in a fresh `node --cpu-prof` process against the mock process;
 * `server` profiles the mock's own handler (ticker and 1000-item page, no memo, the mock's own cache on),
 * `server:fresh` the same with the mock's cache off (every answer computed afresh). Prints the top
 * self-time functions of each profile, then self time by package / file; the .cpuprofile files stay in .tmp/bench-profiles/.
 * `phases` prints the median time of each phase of a raw `fetch` walk's page (no profiler).
 * `gc:<client>:<job>[:reps]` runs the job under `--trace-gc-nvp` instead of the profiler and prints what its
 * garbage collections came to (./lib/gc-trace): survivors per young-generation collection several times
 * raw's mean pages outliving their use, which a CPU profile shows only as "(garbage collector)".
 */
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { formatSelfTime, selfTimeByArea, topSelfTime } from "./lib/cpuprofile";
import { summariseGcTrace } from "./lib/gc-trace";
import { rawPagePhases } from "./lib/phases";
import { median } from "./lib/stats";
import { ServerProcess } from "./lib/server-process";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));
const outDir = join(root, ".tmp", "bench-profiles");
mkdirSync(outDir, { recursive: true });
const defaultReps: Record<string, number> = { ticker: 2000, page: 300, walk: 5 };

const server = await ServerProcess.start();
try {
  for (const target of process.argv.slice(2)) {
    const stamp = `${target.replace(/:/g, "-")}-${Date.now()}`;
    if (target === "phases") {
      const phases = await rawPagePhases(server.small);
      const total = phases.headers + phases.body + phases.parse;
      console.log(
        `phases of a raw walk's 1000-item page (medians): request to headers ${phases.headers.toFixed(2)} ms, ` +
          `rest of the body as text ${phases.body.toFixed(2)} ms, JSON.parse ${phases.parse.toFixed(2)} ms (sum ${total.toFixed(2)} ms)`,
      );
      continue;
    }
    if (target === "server" || target === "server:fresh") {
      // `server`: the mock as shipped (its own cache on); `server:fresh`: every answer computed afresh.
      const instance = target === "server" ? "small" : "fresh";
      await server.send({ cmd: "profile-start" });
      const times = await server.send<{ tickerMs: number[]; pageMs: number[] }>({ cmd: "measure-handler", instance, iterations: 300 });
      const file = await server.send<string>({ cmd: "profile-stop", path: join(outDir, `${stamp}.cpuprofile`) });
      console.log(`${target}: handler median ${median(times.tickerMs).toFixed(3)} ms per ticker, ${median(times.pageMs).toFixed(3)} ms per 1000-item page`);
      report(target, file);
      continue;
    }
    if (target.startsWith("gc:")) {
      const [client = "sdk", job = "walk", reps = String(defaultReps[job] ?? 100)] = target.slice(3).split(":");
      const out = await runScenario(["--trace-gc-nvp"], client, job, reps);
      const result = out.split("\n").find((line) => line.startsWith("{")) ?? "";
      const gc = summariseGcTrace(out);
      const runs = Number(reps) + 5; // the scenario's five warm-up runs are traced too
      console.log(result);
      console.log(
        `${target}: ${gc.scavenges} scavenges (${(gc.scavenges / runs).toFixed(1)} per ${job}), ${gc.allocatedMb.toFixed(0)} MB allocated; ` +
          `per scavenge ${gc.survivedMbPerScavenge.toFixed(2)} MB survived, ${gc.promotedMbPerScavenge.toFixed(2)} MB promoted; ` +
          `pauses ${(gc.scavengePauseMs / runs).toFixed(1)} ms per ${job} in scavenges, ${(gc.markCompactPauseMs / runs).toFixed(1)} ms in ${gc.markCompacts} full collections (${(gc.markCompacts / runs).toFixed(2)} per ${job})`,
      );
      continue;
    }
    const [client = "sdk", job = "page", reps = String(defaultReps[job] ?? 100)] = target.split(":");
    const dir = join(outDir, stamp);
    const out = await runScenario(["--cpu-prof", `--cpu-prof-dir=${dir}`, "--cpu-prof-interval=100"], client, job, reps);
    console.log(out.trim());
    const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"));
    if (file) report(target, join(dir, file));
  }
} finally {
  await server.stop();
}

/** Runs bench/children/scenario.ts with `flags` in a fresh node against the mock; resolves with its stdout. */
async function runScenario(flags: string[], client: string, job: string, reps: string): Promise<string> {
  const child = spawn(process.execPath, [...flags, "--import", "tsx", join(root, "bench/children/scenario.ts"), client, job, reps], {
    cwd: root,
    env: { ...process.env, BENCH_SERVER: JSON.stringify(server.small) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((done) => child.once("exit", done));
  return out;
}

function report(target: string, file: string): void {
  const result = topSelfTime(file, 20, root);
  console.log(`\n== ${target}: ${result.totalMs.toFixed(0)} ms sampled (${file})`);
  for (const line of formatSelfTime(result)) console.log(line);
  console.log(`-- by package / file:`);
  for (const line of formatSelfTime(selfTimeByArea(file, 14, root))) console.log(line);
}
