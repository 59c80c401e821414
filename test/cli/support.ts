/**
 * Runs the CLI as users do, in a child process: from source through tsx (`PAXOS_SDK_COMMAND`, what the
 * scripts under scripts/ take as PAXOS_SDK), its stdout read line by line. Not a test file itself.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";

/** The CLI's entry in the sources. */
export const CLI_SOURCE = fileURLToPath(new URL("../../src/cli/bin.ts", import.meta.url));

/** The command that runs the CLI from source, as argv. */
export const CLI_COMMAND: readonly string[] = [process.execPath, "--import", "tsx", CLI_SOURCE];

/** The same as one shell string (for PAXOS_SDK in the scripts). */
export const CLI_SHELL_COMMAND = CLI_COMMAND.map((word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word}'`)).join(" ");

/** A running CLI: its process, every stdout line so far, stderr so far, and a wait for a line. */
export interface RunningCli {
  child: ChildProcessWithoutNullStreams;
  lines: string[];
  stderr(): string;
  /** Resolves with the first stdout line (already read or to come) that `match` accepts. */
  line(match: (line: string) => boolean): Promise<string>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Every CLI this file's helpers started and that has not exited: what {@link stopAllClis} ends. */
const running = new Set<ChildProcessWithoutNullStreams>();

/** Ends every CLI still running (a test that failed half-way leaves none behind): call it in afterAll. */
export async function stopAllClis(): Promise<void> {
  await Promise.all(
    [...running].map(async (child) => {
      child.kill("SIGKILL");
      await once(child, "exit").catch(() => undefined);
    }),
  );
}

/** Starts the CLI with `args`, environment `env` laid over the test's (PAXOS_* of the test's shell removed). */
export function runCli(args: readonly string[], env: Record<string, string> = {}, cwd?: string): RunningCli {
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("PAXOS_")));
  const child = spawn(CLI_COMMAND[0]!, [...CLI_COMMAND.slice(1), ...args], { env: { ...base, ...env }, stdio: ["pipe", "pipe", "pipe"], ...(cwd ? { cwd } : {}) });
  running.add(child);
  child.once("exit", () => running.delete(child));
  const lines: string[] = [];
  const waiters: { match: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  let errText = "";
  child.stderr.on("data", (chunk: Buffer) => (errText += chunk.toString()));
  createInterface({ input: child.stdout }).on("line", (line) => {
    lines.push(line);
    for (const waiter of waiters.splice(0)) {
      if (waiter.match(line)) waiter.resolve(line);
      else waiters.push(waiter);
    }
  });
  const exited = once(child, "exit").then(([code]) => code as number | null);
  return {
    child,
    lines,
    stderr: () => errText,
    exited,
    line: (match) => {
      const found = lines.find(match);
      if (found !== undefined) return Promise.resolve(found);
      return Promise.race([
        new Promise<string>((resolve) => waiters.push({ match, resolve })),
        exited.then((code) => {
          throw new Error(`the CLI exited (${code}) before printing the line awaited; stderr: ${errText}`);
        }),
      ]);
    },
  };
}

/** Starts `mock` with `args` and resolves once it printed its five export lines, as an env record. */
export async function startCliMock(args: readonly string[] = []): Promise<{ cli: RunningCli; env: Record<string, string> }> {
  const cli = runCli(["mock", "--port", "0", ...args]);
  await cli.line((line) => line.startsWith("export PAXOS_CLIENT_SECRET="));
  const env = Object.fromEntries(cli.lines.filter((line) => line.startsWith("export ")).map((line) => line.slice("export ".length).split(/=(.*)/s).slice(0, 2) as [string, string]));
  return { cli, env };
}

/** Sends SIGTERM and resolves with the exit code. */
export async function stopCli(cli: RunningCli): Promise<number | null> {
  if (cli.child.exitCode === null) cli.child.kill("SIGTERM");
  return cli.exited;
}
