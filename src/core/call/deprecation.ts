/**
 * What Paxos has deprecated, said once: the first call of a deprecated operation (or the first
 * call that gives a deprecated parameter) logs one warning through the client's logger naming the
 * method and what to use instead; later calls in the process say nothing more. A retired
 * operation's 404 says that Paxos retired it, and stays a `NotFoundError`.
 */
import { NotFoundError } from "../response/errors";
import type { Operation } from "./operation-descriptor";
import type { ClientContext } from "./client-context";

/** What this process has already warned about: `resource.method`, or `resource.method param`. */
const warned = /* @__PURE__ */ new Set<string>();

/** True the first time `key` is seen in this process (the caller then builds and logs its warning). */
function firstTime(key: string): boolean {
  return !warned.has(key) && !!warned.add(key);
}

/** Logs `text` as a once-per-process warning. */
function warn(context: ClientContext, text: string): void {
  context.logger?.warn(`${text} (Logged once per process.)`);
}

/** Logs, once per process, that `op` (or a parameter of `query` it deprecates) is deprecated by Paxos. */
export function noteDeprecation(context: ClientContext, op: Operation, query?: Readonly<Record<string, unknown>>): void {
  // The set is asked before a message is built: every later call of the operation does no more than that.
  if (op.deprecated !== undefined && firstTime(op.name)) {
    const state = op.retiredOn ? `retired by Paxos on ${op.retiredOn}` : "deprecated by Paxos";
    warn(context, `${op.name} (${op.method} ${op.path}) is ${state}. ${op.deprecated}`);
  }
  for (const name in op.deprecatedParameters) {
    // A dotted parameter (`created_at.gte`) may be given as a group (`created_at: { gte }`).
    const [head, tail] = name.split(".");
    const group = query?.[head!] as Record<string, unknown> | undefined;
    if ((query?.[name] !== undefined || (tail ? group?.[tail] : group) !== undefined) && firstTime(`${op.name} ${name}`)) {
      warn(context, `${op.name}: the parameter ${name} is deprecated by Paxos. ${op.deprecatedParameters[name]}`);
    }
  }
}

/** The error a retired operation's 404 becomes: still a `NotFoundError`, saying why and what to use. */
export function retiredError(op: Operation, error: unknown): unknown {
  if (!(error instanceof NotFoundError)) return error;
  const { status, type, title, detail, meta, headers, message } = error;
  return new NotFoundError(status, { type, title, detail, meta }, headers, `${message} (${op.name}: Paxos retired ${op.method} ${op.path} on ${op.retiredOn}. ${op.deprecated})`);
}

/** Forgets what was warned about, so a test can see the first warning again (not part of the public API). */
export function forgetDeprecationWarnings(): void {
  warned.clear();
}
