/**
 * What Paxos has deprecated, said once: the first call of a deprecated operation (or the first
 * call that gives a deprecated parameter) logs one warning through the client's logger naming the
 * method and what to use instead; later calls in the process say nothing more. A retired
 * operation's 404 says that Paxos retired it, and stays a `NotFoundError`.
 */
import { NotFoundError } from "./errors";
import type { Operation } from "./operation-descriptor";
import type { ClientContext } from "./client-context";

/** What this process has already warned about: `resource.method`, or `resource.method param`. */
const warned = /* @__PURE__ */ new Set<string>();

function warnOnce(context: ClientContext, key: string, what: string, replacement: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  context.logger?.warn(`${what}. ${replacement} (Logged once per process.)`);
}

/** Logs, once per process, that `op` (or a parameter of `query` it deprecates) is deprecated by Paxos. */
export function noteDeprecation(context: ClientContext, op: Operation, query?: Readonly<Record<string, unknown>>): void {
  if (op.deprecated !== undefined) {
    const state = op.retiredOn ? `retired by Paxos on ${op.retiredOn}` : "deprecated by Paxos";
    warnOnce(context, op.name, `${op.name} (${op.method} ${op.path}) is ${state}`, op.deprecated);
  }
  for (const [name, replacement] of Object.entries(op.deprecatedParameters ?? {})) {
    // A dotted parameter (`created_at.gte`) may be given as a group (`created_at: { gte }`).
    const [head, tail] = name.split(".");
    const group = query?.[head!] as Record<string, unknown> | undefined;
    if (query?.[name] !== undefined || (tail ? group?.[tail] : group) !== undefined) {
      warnOnce(context, `${op.name} ${name}`, `${op.name}: the parameter ${name} is deprecated by Paxos`, replacement);
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
