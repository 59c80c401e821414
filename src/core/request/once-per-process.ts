/**
 * One warning per process for each thing the SDK sends although its contract does not know it (an enum
 * value, ./unknown-enums; a body field, ./unknown-fields): the first call says so, the next thousand
 * stay quiet, so a log shows that the contract is behind without drowning in it.
 */
import type { RedactingLogger } from "../shared/logger";

/** What a warning needs of a client's context (`ClientContext`, ../call/client-context, has it): the logger it goes to. */
export interface WarningContext {
  readonly logger?: RedactingLogger;
}

/** What this process has already said, by key (`resource.method field value`, `resource.method field`). */
const said = /* @__PURE__ */ new Set<string>();

/** Warns `message` on `context`'s logger the first time this process meets `key`. */
export function warnOncePerProcess(context: WarningContext, key: string, message: string): void {
  if (said.has(key)) return;
  said.add(key);
  context.logger?.warn(`${message} (Logged once per process.)`);
}

/** Forgets what was said, so a test can see the first line again (not part of the public API). */
export function forgetOncePerProcess(): void {
  said.clear();
}
