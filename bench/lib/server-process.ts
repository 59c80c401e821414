/**
 * Starts the mock API in a separate Node process (../server/mock-server.ts) and talks to it over IPC,
 * so the server has its own core and the client's RSS holds only the client.
 */
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { InstanceCounters, InstanceInfo, ServerCommand, ServerReply } from "./server-protocol";

/** The running mock-server process. */
export class ServerProcess {
  /** 100 000 deposit addresses, successful GET answers memoised: the timed figures. */
  readonly small: InstanceInfo;
  /** The same 100 000, every answer computed afresh (what the mock does by itself). */
  readonly fresh: InstanceInfo;
  /** 1 000 000 deposit addresses, not memoised: the memory figure. */
  readonly large: InstanceInfo;
  /** 20 000 deposit addresses, every request delayed 20 ms: the latency figure. */
  readonly latency: InstanceInfo;
  readonly pid: number;
  readonly #child: ChildProcess;
  #nextId = 1;
  readonly #waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  private constructor(child: ChildProcess, instances: Record<string, InstanceInfo>) {
    this.#child = child;
    this.pid = child.pid!;
    this.small = instances.small!;
    this.fresh = instances.fresh!;
    this.large = instances.large!;
    this.latency = instances.latency!;
    child.on("message", (raw) => {
      const reply = raw as ServerReply;
      const waiter = this.#waiting.get(reply.id);
      if (!waiter) return;
      this.#waiting.delete(reply.id);
      if (reply.ok) waiter.resolve(reply.result);
      else waiter.reject(new Error(`mock server: ${reply.error}`));
    });
  }

  /** Forks the server process and waits until every instance listens. */
  static async start(): Promise<ServerProcess> {
    const entry = fileURLToPath(new URL("../server/mock-server.ts", import.meta.url));
    const child = fork(entry, [], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
    const instances = await new Promise<Record<string, InstanceInfo>>((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`mock server exited early (code ${code})`)));
      child.once("message", (message) => resolve((message as { ready: Record<string, InstanceInfo> }).ready));
    });
    child.removeAllListeners("exit");
    return new ServerProcess(child, instances);
  }

  /** Sends one command and resolves with its result. */
  send<T>(command: ServerCommand): Promise<T> {
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#child.send({ ...command, id });
    });
  }

  /** Counters of every instance since the last reset. */
  stats(): Promise<Record<"small" | "fresh" | "large" | "latency", InstanceCounters & { cacheEntries: number }>> {
    return this.send({ cmd: "stats" });
  }

  /** Zeroes the counters. */
  reset(): Promise<void> {
    return this.send({ cmd: "reset" });
  }

  /** Stops the process. */
  async stop(): Promise<void> {
    if (this.#child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.#child.once("exit", resolve));
    this.#child.disconnect();
    await exited;
  }
}
