/**
 * The execution feed: `/executiondata/{market}` or `/executiondata`. Each connection starts with the
 * last execution at that time, which a reconnect therefore repeats: executions are told apart by
 * `match_number` (the recent ones are remembered, a bounded set), so each is yielded once, in the
 * order received. Executions made while no connection was open are not replayed by the feed.
 */
import { checkExecutionMessage, ExecutionMessageShape } from "../generated/checks";
import type { ExecutionMessage } from "../generated/openapi";
import { parseFrame, rejectFeedMessage } from "./feed";
import { Outlet } from "./outlet";
import type { FeedHandler } from "./reconnecting-socket";

/** How many match numbers are remembered to recognise a repeat (far more than one reconnect repeats). */
const REMEMBERED = 4096;

export class ExecutionFeed implements FeedHandler {
  readonly outlet: Outlet<ExecutionMessage>;
  readonly #only: string | undefined;
  readonly #seen = new Set<string>();

  constructor(market: string | undefined, maxBuffered: number) {
    this.#only = market;
    this.outlet = new Outlet<ExecutionMessage>(undefined, maxBuffered);
  }

  opened(): void {}

  frame(text: string): void {
    const message = parseFrame(text);
    if (!checkExecutionMessage(message)) rejectFeedMessage("execution", ExecutionMessageShape, message);
    const execution = message as ExecutionMessage;
    if (this.#only !== undefined && execution.market !== this.#only) return;
    const key = `${execution.market} ${execution.match_number}`;
    if (this.#seen.has(key)) return;
    this.#seen.add(key);
    // A Set iterates in insertion order: the first key is the oldest.
    if (this.#seen.size > REMEMBERED) this.#seen.delete(this.#seen.values().next().value!);
    this.outlet.push(execution);
  }
}
