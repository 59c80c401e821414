/**
 * A fleet of worker processes (./fleet-worker.mjs) against a mock that records when each request arrived:
 * what the fleet tests assert on and what the bench's fleet row reports. Not a test file itself.
 */
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { type MockRequest, type MockServer, startMockServer } from "../../src/mock/index";

const WORKER = fileURLToPath(new URL("./fleet-worker.mjs", import.meta.url));

/** What a worker is handed (JSON in argv[2]). */
export interface WorkerConfig {
  /** Share the token and the budget through Redis (else each process paces itself alone). */
  shared: boolean;
  redisUrl: string;
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  prefix: string;
  /** Requests per second of the `default` class (fleet-wide when shared, per process otherwise). */
  defaultLimit: number;
  calls: number;
  /** Pause between two calls of one worker, in ms (0: back to back). */
  pauseMs: number;
  lockTtlMs: number;
  /** After a Redis failure, how long a process coordinates alone before trying Redis again (default 1 s). */
  redisRetryAfterMs?: number;
}

/** What a worker reports. */
export type WorkerMessage =
  | { kind: "progress"; done: number }
  | { kind: "result"; ok: number; failed: number; errors: string[]; warnings: string[] };

/** The arrival of one request at the mock. */
export interface Arrival {
  endpoint: MockRequest["endpoint"];
  at: number;
}

/** The mock on loopback, recording the arrival time of every request. */
export async function recordingMock(): Promise<{ mock: MockServer; arrivals: Arrival[] }> {
  const mock = await startMockServer({ port: 0 });
  const arrivals: Arrival[] = [];
  const handle = mock.api.handle.bind(mock.api);
  mock.api.handle = (request) => {
    arrivals.push({ endpoint: request.endpoint, at: Date.now() });
    return handle(request);
  };
  return { mock, arrivals };
}

/** A forked worker process. */
export interface Worker {
  child: ChildProcess;
  /** Calls finished so far. */
  done: number;
  /** Resolves once the process has started and waits for `go`. */
  ready: Promise<void>;
  result: Promise<Extract<WorkerMessage, { kind: "result" }>>;
  go(): void;
}

/** Forks one worker; it waits for `go()`. */
export function spawnWorker(config: WorkerConfig): Worker {
  const child = fork(WORKER, [JSON.stringify(config)], { execArgv: [], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const worker: Partial<Worker> = { child, done: 0 };
  worker.ready = new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("message", () => resolve());
  });
  worker.result = new Promise((resolve, reject) => {
    child.on("message", (message: WorkerMessage) => {
      if (message.kind === "progress") worker.done = message.done;
      else resolve(message);
    });
    child.once("exit", (code, signal) => reject(new Error(`worker exited (${code ?? signal}) before reporting`)));
  });
  worker.result.catch(() => {}); // a killed worker's result is never awaited
  worker.go = () => child.send("go");
  return worker as Worker;
}

/** Starts every worker at once (after all are ready) and waits for their results. */
export async function runFleet(workers: Worker[]) {
  await Promise.all(workers.map((w) => w.ready));
  for (const w of workers) w.go();
  return Promise.all(workers.map((w) => w.result));
}

/** The half-open 1-second window with the most arrivals: how many, and when it opens (`at` of its first). */
export function busiestWindow(times: readonly number[]): { count: number; opensAt: number } {
  const sorted = [...times].sort((a, b) => a - b);
  let best = { count: 0, opensAt: Number.NaN };
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (sorted[i]! - sorted[j]! >= 1000) j++;
    if (i - j + 1 > best.count) best = { count: i - j + 1, opensAt: sorted[j]! };
  }
  return best;
}

/** The most arrivals in any half-open 1-second window. */
export function busiestSecond(times: readonly number[]): number {
  return busiestWindow(times).count;
}
