/**
 * A real `redis-server` (Debian's package) on a free loopback port, for the fleet tests. Never a Redis
 * mock: the Lua scripts, expiry and locking are what is under test. Not a test file itself.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where Debian installs the server. */
export const REDIS_SERVER_BIN = "/usr/bin/redis-server";

/** True when the server program is installed (CI installs it; see .ci/run). */
export const redisAvailable = existsSync(REDIS_SERVER_BIN);

/** A running redis-server that a test can stop and start again on the same port. */
export interface RedisProcess {
  readonly port: number;
  /** `redis://127.0.0.1:PORT`. */
  readonly url: string;
  /** Stops the server (SIGKILL: what a crash looks like to clients). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty (nothing happens while it runs). */
  start(): Promise<void>;
  /** Stops it and removes its working directory. */
  close(): Promise<void>;
}

/** A free loopback port, found by binding port 0 and releasing it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once("error", () => done(false));
    socket.connect(port, "127.0.0.1", () => socket.write("PING\r\n"));
    socket.once("data", (data) => done(data.toString().startsWith("+PONG")));
  });
}

/** Starts redis-server on a free loopback port, without persistence, and waits until it answers. */
export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "paxos-redis-"));
  let child: ChildProcess | undefined;

  const start = async (): Promise<void> => {
    if (child && child.exitCode === null) return; // already running
    child = spawn(
      REDIS_SERVER_BIN,
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir, "--loglevel", "warning"],
      { stdio: "ignore" },
    );
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (await answersPing(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`redis-server did not answer on port ${port} within 10 s`);
  };

  const stop = async (): Promise<void> => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once("exit", () => resolve());
      running.kill("SIGKILL");
    });
  };

  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const inCI = process.env.CI !== undefined && process.env.CI !== "" && process.env.CI !== "false" && process.env.CI !== "0";

/** Fails the file under CI when redis-server is missing (CI must install it); elsewhere warns that it is skipped. */
export function requireRedisUnderCI(suite: string): void {
  if (redisAvailable) return;
  if (inCI) throw new Error(`redis-server is not installed; CI must install Debian's redis-server (see .ci/run).`);
  console.warn(`[${suite}] redis-server is not installed (apt-get install redis-server); these tests are skipped.`);
}
