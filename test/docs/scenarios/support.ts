// What the scenarios share (not a scenario itself): a scenario is loaded before one runnable snippet of
// the documentation, in the snippet's process, sets up the reader's context, makes happen what the
// snippet waits for (a delivery, an event, a trade) and checks what the snippet claims, from its output
// and from the mock's state. It ends the process: `pass` prints the line the test looks for and exits 0
// (which also stops a snippet that, like a service, never ends by itself: a receiver, a follow loop, a
// feed); `fail` exits 1 with the reason. The test bounds the whole process's time.
import { writeSync } from "node:fs";
import { createServer } from "node:http";
import { Server } from "node:net";
import type { Paxos, PaxosTypes } from "paxos-sdk";

/** The line `pass` prints; the test requires it of every snippet run with a scenario. */
export const PASSED = "docs scenario passed:";

/** Ends the process: the snippet's claim held. */
export function pass(claim: string): never {
  writeSync(1, `${PASSED} ${claim}\n`);
  process.exit(0);
}

/** Ends the process: the snippet's claim did not hold. */
export function fail(reason: string): never {
  writeSync(2, `docs scenario failed: ${reason}\n`);
  process.exit(1);
}

/** Runs `check`; whatever it throws fails the scenario (an unhandled rejection would name no claim). */
export function drive(check: () => Promise<void>): void {
  check().catch((error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
}

/** Text a stream carries, by line, with a way to wait for a line. */
export interface Lines {
  readonly lines: string[];
  /** Resolves once a line matches (at once if one did). */
  waitFor(match: (line: string) => boolean): Promise<string>;
}

function record(stream: NodeJS.WriteStream, passThrough: boolean): Lines {
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  let partial = "";
  const write = stream.write.bind(stream);
  stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    partial += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    const complete = partial.split("\n");
    partial = complete.pop()!;
    lines.push(...complete);
    for (const wake of [...waiters]) wake();
    if (passThrough) return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    const callback = rest.find((argument) => typeof argument === "function") as (() => void) | undefined;
    callback?.();
    return true;
  }) as typeof stream.write;
  return {
    lines,
    waitFor: (match) =>
      new Promise((resolve) => {
        const look = () => {
          const found = lines.find(match);
          if (found === undefined) return;
          waiters.delete(look);
          resolve(found);
        };
        waiters.add(look);
        look();
      }),
  };
}

/** What the snippet prints (still printed). */
export function watchStdout(): Lines {
  return record(process.stdout, true);
}

/** What the snippet writes to stderr, kept from the test (which requires an empty stderr) for the scenario to judge. */
export function captureStderr(): Lines {
  return record(process.stderr, false);
}

/**
 * Listens on `port` wherever the snippet asks for `fixed` (the docs' `listen(8080)`): snippets run side by
 * side, and the machine's 8080 may be taken. `listening` runs once the snippet's server listens.
 */
export function redirectListen(fixed: number, port: number, listening: () => void): void {
  const listen = Server.prototype.listen as (...args: unknown[]) => Server;
  Server.prototype.listen = function (this: Server, ...args: unknown[]) {
    const [first] = args;
    const asked = typeof first === "number" ? first : typeof first === "object" && first !== null ? (first as { port?: number }).port : undefined;
    if (asked !== fixed) return listen.apply(this, args);
    this.once("listening", listening);
    const callback = args.find((argument) => typeof argument === "function");
    return listen.apply(this, [port, "127.0.0.1", ...(callback ? [callback] : [])]);
  } as typeof Server.prototype.listen;
}

export { freePort } from "../../support/redis-server";

/**
 * Calls `serve` with each receiver the snippet builds with `paxos.webhooks.nodeHandler` (the reader's
 * client), unchanged: for a snippet that builds `receive` and leaves mounting it to the reader's server.
 */
export function onNodeHandler(paxos: Paxos, serve: (handler: PaxosTypes.NodeWebhookHandler) => void): void {
  const webhooks = paxos.webhooks;
  const build = webhooks.nodeHandler.bind(webhooks);
  webhooks.nodeHandler = (options) => {
    const handler = build(options);
    queueMicrotask(() => serve(handler));
    return handler;
  };
}

/** Serves `handler` on a loopback port and resolves once it listens. */
export function serveOn(port: number, handler: PaxosTypes.NodeWebhookHandler): Promise<void> {
  return new Promise((resolve) => createServer((request, response) => void handler(request, response)).listen(port, "127.0.0.1", resolve));
}
