/** Describes the machine and the package versions, for RESULTS.md. */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism, cpus, totalmem } from "node:os";
import { join } from "node:path";
import { ROOT } from "./child";

function version(pkg: string): string {
  try {
    return (JSON.parse(readFileSync(join(ROOT, "node_modules", pkg, "package.json"), "utf8")) as { version: string }).version;
  } catch {
    return "not installed";
  }
}

function command(file: string, args: string[]): string {
  try {
    return execFileSync(file, args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
}

/** CPU model, cores, memory, Node and npm versions. */
export function machine(): Record<string, string> {
  const npm = /npm\/(\S+)/.exec(process.env.npm_config_user_agent ?? "")?.[1] ?? command("npm", ["-v"]);
  return {
    cpu: cpus()[0]?.model.trim() ?? "unknown",
    cores: String(availableParallelism()),
    memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
    os: `${process.platform} ${process.arch}`,
    node: process.version,
    npm,
  };
}

/** Versions of the packages the figures depend on, and the commit measured. */
export function packages(): Record<string, string> {
  const own = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
  const commit = command("git", ["rev-parse", "--short", "HEAD"]);
  const dirty = command("git", ["status", "--porcelain", "--", "src"]) === "" ? "" : " (src/ has uncommitted changes)";
  return {
    "paxos-sdk": `${own.version} @ ${commit}${dirty}`,
    ...Object.fromEntries(["ky", "zod", "decimal.js", "openapi-fetch", "openapi-typescript", "esbuild", "tsx", "typescript"].map((p) => [p, version(p)])),
  };
}
