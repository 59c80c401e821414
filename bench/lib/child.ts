/** Runs a TypeScript file of bench/ in a fresh Node process and reads the JSON line it prints. */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Runs `node [nodeArgs] --import tsx <file> [args]` and parses its last stdout line as JSON. */
export function runTsChild<T>(file: string, args: string[], options: { nodeArgs?: string[]; env?: Record<string, string> } = {}): Promise<T> {
  return runNode<T>([...(options.nodeArgs ?? []), "--import", "tsx", fileURLToPath(new URL(`../${file}`, import.meta.url)), ...args], options.env);
}

/** Runs `node <args>` from the repository root and parses its last stdout line as JSON. */
export function runNode<T>(args: string[], env: Record<string, string> = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => {
      const last = out.trim().split("\n").pop() ?? "";
      try {
        if (code !== 0) throw new Error(`exit code ${code}`);
        resolve(JSON.parse(last) as T);
      } catch (error) {
        reject(new Error(`node ${args.join(" ")} failed (${String(error)}):\n${err.slice(-2000)}`));
      }
    });
  });
}
