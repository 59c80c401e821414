/**
 * The loop of every feed: an async generator over the loop's own `Outlet`, which the client's shared
 * socket of the channel fills (./shared-feed). Leaving the loop (break, return, a throw) or aborting
 * `signal` leaves the socket; the last loop to leave closes it and clears every timer before its
 * generator finishes, so nothing keeps a process alive.
 */
import { followSignal } from "../core/sending/follow-signal";
import type { RedactingLogger } from "../core/shared/logger";
import type { RateLimiter } from "../core/sending/rate-limit/rate-limiter";
import { explainProblem } from "../core/response/explain-problem";
import type { CheckProblem } from "../core/response/response-check";
import type { WatchOptions } from "./options";
import { ENDED, type Outlet } from "./outlet";
import { type Channel, type ChannelServices, type FeedHub, joinFeed, type Watcher } from "./shared-feed";
import { socketFactory } from "./socket";

/** What a feed needs of its client: where the feeds are, where to log reconnects, what paces new sockets. */
export interface StreamContext {
  readonly streamUrl: string;
  readonly logger?: RedactingLogger | undefined;
  readonly feedPacer?: RateLimiter | undefined;
}

/** Parses a frame as JSON, failing with a short reason. */
export function parseFrame(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error("a frame is not JSON");
  }
}

/** Throws the contract's explanation of a message its check refused with `problem`. */
export function rejectFeedMessage(what: string, problem: CheckProblem, message: unknown): never {
  const { field, explanation } = explainProblem(message, problem);
  throw new Error(`a ${what} message does not match the contract: ${field} ${explanation}`);
}

/** What a loop's feed needs: its client's context, the channel's path and state (of kind `C`), and the loop itself. */
export interface FeedRequest<T, C extends Channel<T> = Channel<T>> {
  context: StreamContext;
  /** The channel's path, e.g. "/marketdata". */
  path: string;
  /** Makes the channel's state when this loop is the first on the socket. */
  channel: (services: ChannelServices) => C;
  market: string | undefined;
  options: WatchOptions;
  /** Makes the loop's outlet; `channel()` answers the state the socket actually uses (read when the loop asks). */
  outlet: (channel: () => C) => Outlet<T>;
}

/** Each client's sockets (kept beside the context, like the context beside the client). */
const hubs = new WeakMap<StreamContext, FeedHub>();

/**
 * Yields what the shared socket of `request.path` gives this loop, until the loop ends (break, return,
 * a throw) or `options.signal` aborts; then the loop leaves the socket, which closes (its timers
 * cleared) if it was the last, before the generator finishes.
 */
export async function* runFeed<T, C extends Channel<T>>(request: FeedRequest<T, C>): AsyncGenerator<T, void, undefined> {
  const { context, options } = request;
  const open = await socketFactory();
  const { controller, release } = followSignal(options.signal);
  if (controller.signal.aborted) return;
  let hub = hubs.get(context);
  if (!hub) hubs.set(context, (hub = new Map()));
  let used: C | undefined;
  const outlet = request.outlet(() => used!);
  const watcher: Watcher<T> = { market: request.market, outlet, options };
  const { feed, leave } = joinFeed(hub, `${context.streamUrl}${request.path}`, request.channel, watcher, { open, pacer: context.feedPacer, logger: context.logger });
  used = feed.channel;
  // An abort leaves the socket at once, even while the loop is paused between two values.
  const stop = () => {
    outlet.end();
    void leave();
  };
  controller.signal.addEventListener("abort", stop, { once: true });
  try {
    for (;;) {
      const value = await outlet.next();
      if (value === ENDED) return;
      yield value;
    }
  } finally {
    release();
    controller.signal.removeEventListener("abort", stop);
    await leave();
  }
}
