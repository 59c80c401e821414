/**
 * The loop shared by the feeds: an async generator over an `Outlet` that a `FeedHandler` fills while
 * `keepConnected` runs. Leaving the loop (break, return, a throw) or aborting `signal` closes the socket
 * and clears every timer before the generator finishes, so nothing keeps a process alive.
 */
import { followSignal } from "../core/follow-signal";
import type { RedactingLogger } from "../core/logger";
import { explainResponse, type ResponseShape } from "../core/response-check";
import type { WatchOptions } from "./options";
import { ENDED, type Outlet } from "./outlet";
import { type FeedHandler, keepConnected } from "./reconnecting-socket";
import { socketFactory } from "./socket";

/** Parses a frame as JSON, failing with a short reason. */
export function parseFrame(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error("a frame is not JSON");
  }
}

/** Throws the contract's explanation of a message its check refused. */
export function rejectFeedMessage(what: string, shape: ResponseShape, message: unknown): never {
  const problem = explainResponse(shape, message);
  throw new Error(`a ${what} message does not match the contract: ${problem?.field} ${problem?.explanation}`);
}

/** Runs a feed on `url` and yields what `handler` puts in `outlet` until the loop ends. */
export async function* runFeed<T>(
  url: string,
  outlet: Outlet<T>,
  handler: FeedHandler,
  options: WatchOptions,
  logger: RedactingLogger | undefined,
): AsyncGenerator<T, void, undefined> {
  const open = await socketFactory();
  const { controller, release } = followSignal(options.signal);
  if (controller.signal.aborted) return;
  const running = keepConnected(url, open, handler, { ...options, signal: controller.signal }, (level, message) => logger?.[level](message));
  void running.then(() => outlet.end());
  try {
    for (;;) {
      const value = await outlet.next();
      if (value === ENDED) return;
      yield value;
    }
  } finally {
    release();
    controller.abort();
    await running;
  }
}
