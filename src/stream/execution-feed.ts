/**
 * The execution channel, `/executiondata`: every market's trades on one socket, shared by every loop of
 * a client (./shared-feed). Each connection starts with the last execution at that time, which a
 * reconnect therefore repeats: executions are told apart by `match_number` (the recent ones are
 * remembered, a bounded set), so each loop gets each execution of its market once, in the order
 * received. Executions made while no connection was open are not replayed by the feed.
 */
import { checkExecutionMessage } from "../generated/checks";
import type { ExecutionMessage } from "../generated/openapi";
import { parseFrame, rejectFeedMessage } from "./feed";
import { type Channel, MarketWatchers } from "./shared-feed";

/** How many match numbers are remembered to recognise a repeat (far more than one reconnect repeats). */
const REMEMBERED = 4096;

export class ExecutionFeed extends MarketWatchers<ExecutionMessage> implements Channel<ExecutionMessage> {
  readonly #seen = new Set<string>();

  opened(): void {}

  frame(text: string): void {
    const message = parseFrame(text);
    const problem = checkExecutionMessage(message);
    if (problem) rejectFeedMessage("execution", problem, message);
    const execution = message as ExecutionMessage;
    const key = `${execution.market} ${execution.match_number}`;
    if (this.#seen.has(key)) return;
    this.#seen.add(key);
    // A Set iterates in insertion order: the first key is the oldest.
    if (this.#seen.size > REMEMBERED) this.#seen.delete(this.#seen.values().next().value!);
    this.each(execution.market, (watcher) => watcher.outlet.push(execution));
  }
}
