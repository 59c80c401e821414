/** Reads a V8 `.cpuprofile` (from `node --cpu-prof` or the inspector) and ranks functions by self time. */
import { readFileSync } from "node:fs";
import { relative } from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** One function's share of a profile. */
export interface SelfTime {
  /** "name file:line" */
  where: string;
  /** Self time in milliseconds. */
  ms: number;
  /** Share of all sampled time, 0..1. */
  share: number;
}

function shorten(url: string, root: string): string {
  if (url === "") return "(native)";
  const path = url.startsWith("file://") ? new URL(url).pathname : url;
  const inModules = path.lastIndexOf("/node_modules/");
  if (inModules >= 0) return path.slice(inModules + "/node_modules/".length);
  return path.startsWith("/") ? relative(root, path) : path;
}

/** The `top` functions by self time (same name, file and line merged). */
export function topSelfTime(file: string, top = 15, root = process.cwd()): { totalMs: number; rows: SelfTime[] } {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<string, number>();
  let totalUs = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const delta = profile.timeDeltas[i] ?? 0;
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || "(anonymous)"} ${shorten(url, root)}${url && lineNumber > 0 ? `:${lineNumber + 1}` : ""}`;
    selfUs.set(key, (selfUs.get(key) ?? 0) + delta);
    totalUs += delta;
  });
  const rows = [...selfUs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([where, us]) => ({ where, ms: us / 1000, share: totalUs > 0 ? us / totalUs : 0 }));
  return { totalMs: totalUs / 1000, rows };
}

/** Where a frame's code lives: a package, a file of this repository, Node internals, or native code. */
function area(url: string, root: string): string {
  if (url === "") return "(native: GC, idle, builtins)";
  const short = shorten(url, root);
  if (url.includes("/node_modules/")) {
    const parts = short.split("/");
    return parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (short.startsWith("node:internal/deps/undici")) return "undici (Node's fetch)";
  if (short.startsWith("node:")) return "node internals";
  return short;
}

/** Self time summed by package, by file of this repository, or as Node internals; largest first. */
export function selfTimeByArea(file: string, top = 12, root = process.cwd()): { totalMs: number; rows: SelfTime[] } {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  let totalUs = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const delta = profile.timeDeltas[i] ?? 0;
    if (!node) return;
    const key = node.callFrame.functionName === "(idle)" ? "(idle)" : area(node.callFrame.url, root);
    totals.set(key, (totals.get(key) ?? 0) + delta);
    totalUs += delta;
  });
  const rows = [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([where, us]) => ({ where, ms: us / 1000, share: totalUs > 0 ? us / totalUs : 0 }));
  return { totalMs: totalUs / 1000, rows };
}

/** The ranking as text lines: "  34.1%   120.3 ms  name file:line". */
export function formatSelfTime(result: { totalMs: number; rows: SelfTime[] }): string[] {
  return result.rows.map((r) => `${(r.share * 100).toFixed(1).padStart(6)}%  ${r.ms.toFixed(1).padStart(8)} ms  ${r.where}`);
}
