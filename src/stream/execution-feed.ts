/**
 * The execution channel, `/executiondata`: every market's trades on one socket, shared by every loop of
 * a client (./shared-feed). Each connection starts with the last execution at that time, which a
 * reconnect therefore repeats: executions are told apart by `match_number` (the recent ones are
 * remembered, a bounded set), so each loop gets each execution of its market once, in the order
 * received. Executions made while no connection was open are not replayed by the feed.
 */
import { checkExecutionMessage, ExecutionMessageShape } from "../generated/checks";
import type { ExecutionMessage } from "../generated/openapi";
import { parseFrame, rejectFeedMessage } from "./feed";
import type { Channel, Watcher } from "./shared-feed";

/** How many match numbers are remembered to recognise a repeat (far more than one reconnect repeats). */
const REMEMBERED = 4096;

export class ExecutionFeed implements Channel<ExecutionMessage> {
  readonly #seen = new Set<string>();
  /** Watchers by market; `undefined` keys the loops of every market. */
  readonly #watchers = new Map<string | undefined, Set<Watcher<ExecutionMessage>>>();

  add(watcher: Watcher<ExecutionMessage>): void {
    let set = this.#watchers.get(watcher.market);
    if (!set) this.#watchers.set(watcher.market, (set = new Set()));
    set.add(watcher);
  }

  remove(watcher: Watcher<ExecutionMessage>): void {
    const set = this.#watchers.get(watcher.market);
    set?.delete(watcher);
    if (set?.size === 0) this.#watchers.delete(watcher.market);
  }

  opened(): void {}

  frame(text: string): void {
    const message = parseFrame(text);
    if (!checkExecutionMessage(message)) rejectFeedMessage("execution", ExecutionMessageShape, message);
    const execution = message as ExecutionMessage;
    const key = `${execution.market} ${execution.match_number}`;
    if (this.#seen.has(key)) return;
    this.#seen.add(key);
    // A Set iterates in insertion order: the first key is the oldest.
    if (this.#seen.size > REMEMBERED) this.#seen.delete(this.#seen.values().next().value!);
    for (const watcher of this.#watchers.get(execution.market) ?? []) watcher.outlet.push(execution);
    for (const watcher of this.#watchers.get(undefined) ?? []) watcher.outlet.push(execution);
  }
}
