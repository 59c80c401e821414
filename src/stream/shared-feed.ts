/**
 * One socket shared by every loop of a client that watches the same channel (`/marketdata`,
 * `/executiondata`, `/marketdata/stablecoin`): Paxos counts each new subscription against one a second
 * per IP and asks for multiplexed connections, so a client opens one socket per channel however many
 * markets it watches. The socket opens with the first watcher and closes with the last; each frame is
 * parsed once and handed by its channel to the watchers of its market.
 */
import type { RedactingLogger } from "../core/logger";
import type { RateLimiter } from "../core/rate-limit/rate-limiter";
import { FeedRefusedError } from "./errors";
import type { FeedStatus, WatchOptions } from "./options";
import type { Outlet } from "./outlet";
import { type FeedHandler, keepConnected, type SocketSettings } from "./reconnecting-socket";
import type { SocketFactory } from "./socket";

/** One loop on a shared socket: the market it follows (undefined: all), where its values wait, its options. */
export interface Watcher<T> {
  readonly market: string | undefined;
  readonly outlet: Outlet<T>;
  readonly options: WatchOptions;
}

/** A channel's state behind its socket: it learns of each watcher, and gives each the frames of its market. */
export interface Channel<T> extends FeedHandler {
  add(watcher: Watcher<T>): void;
  remove(watcher: Watcher<T>): void;
}

/** What a shared socket needs of its client. */
export interface FeedDeps {
  open: SocketFactory;
  pacer: RateLimiter | undefined;
  logger: RedactingLogger | undefined;
}

/** The smallest of the watchers' values of a setting (undefined when none set it; `positive`: 0 counts as unset). */
function least(values: (number | undefined)[], positive = false): number | undefined {
  let out: number | undefined;
  for (const value of values) if (value !== undefined && !(positive && value === 0) && (out === undefined || value < out)) out = value;
  return out;
}

export class SharedFeed<T> {
  readonly url: string;
  /** The channel's state behind this socket. */
  readonly channel: Channel<T>;
  readonly #channel: Channel<T>;
  readonly #watchers = new Set<Watcher<T>>();
  readonly #controller = new AbortController();
  readonly #deps: FeedDeps;
  /** The connection loop, started by the first watcher (so its options are the socket's from the start). */
  #running: Promise<void> | undefined;
  /** The socket's last state, told to a watcher that joins later. */
  #status: FeedStatus | undefined;
  /** Called once the last watcher left (the hub forgets this feed). */
  readonly #closed: () => void;

  constructor(url: string, channel: Channel<T>, deps: FeedDeps, closed: () => void) {
    this.url = url;
    this.channel = this.#channel = channel;
    this.#closed = closed;
    this.#deps = deps;
  }

  #start(): Promise<void> {
    const channel = this.#channel;
    const deps = this.#deps;
    const handler: FeedHandler = {
      opened: () => channel.opened(),
      frame: (text) => {
        // Paxos answers a channel it does not serve with one frame, {"error": "Not Found"}, on the socket.
        if (text.startsWith('{"error"')) {
          const error = (JSON.parse(text) as { error?: unknown }).error;
          if (error !== undefined) return this.#refused(String(error));
        }
        channel.frame(text);
      },
    };
    return keepConnected(
      this.url,
      deps.open,
      handler,
      { signal: this.#controller.signal, settings: () => this.#settings(), onStatus: (status) => this.#report(status), pacer: deps.pacer },
      (level, message) => deps.logger?.[level](message),
    );
  }

  /** Adds a loop; the function it answers removes it (closing the socket if it was the last) and resolves once closed. */
  join(watcher: Watcher<T>): () => Promise<void> {
    this.#watchers.add(watcher);
    this.#channel.add(watcher);
    if (this.#status) tell(watcher, this.#status);
    this.#running ??= this.#start();
    return () => {
      if (this.#watchers.delete(watcher)) {
        this.#channel.remove(watcher);
        if (this.#watchers.size === 0) this.#close();
      }
      return this.#watchers.size === 0 ? (this.#running ?? Promise.resolve()) : Promise.resolve();
    };
  }

  /** Closes the socket for good (the hub opens a new one for the next watcher). */
  #close(): void {
    this.#closed();
    this.#controller.abort();
  }

  /** The socket's settings: the most demanding of its watchers' (the shortest timeouts, the largest frame cap). */
  #settings(): SocketSettings {
    const all = [...this.#watchers].map((watcher) => watcher.options);
    const frames = all.map((o) => o.maxFrameBytes).filter((value) => value !== undefined);
    return {
      maxFrameBytes: frames.length ? Math.max(...frames) : undefined,
      reconnectDelayMs: least(all.map((o) => o.reconnectDelayMs)),
      maxReconnectDelayMs: least(all.map((o) => o.maxReconnectDelayMs)),
      connectTimeoutMs: least(all.map((o) => o.connectTimeoutMs)),
      idleTimeoutMs: least(all.map((o) => o.idleTimeoutMs), true),
    };
  }

  #report(status: FeedStatus): void {
    this.#status = status;
    for (const watcher of this.#watchers) tell(watcher, status);
  }

  /** The service refused the channel itself: every loop on it ends with the reason, and the socket closes. */
  #refused(error: string): void {
    const failure = new FeedRefusedError(`${this.url}: the feed answered ${JSON.stringify({ error })}; it does not serve this channel (check streamUrl)`);
    for (const watcher of this.#watchers) {
      this.#channel.remove(watcher);
      watcher.outlet.fail(failure);
    }
    this.#watchers.clear();
    this.#close();
  }
}

/** Tells one watcher the socket's state (an observer's failure never breaks the feed). */
function tell(watcher: Watcher<unknown>, status: FeedStatus): void {
  try {
    watcher.options.onStatus?.(status);
  } catch {}
}

/** A client's shared sockets, one per channel URL. */
export class FeedHub {
  readonly #feeds = new Map<string, SharedFeed<unknown>>();

  /** Adds `watcher` to the socket of `url` (opened with `channel()` when there is none); answers its leave function. */
  join<T>(url: string, channel: () => Channel<T>, watcher: Watcher<T>, deps: FeedDeps, using: (channel: Channel<T>) => void): () => Promise<void> {
    let feed = this.#feeds.get(url) as SharedFeed<T> | undefined;
    if (!feed) {
      const created: SharedFeed<T> = new SharedFeed(url, channel(), deps, () => {
        if (this.#feeds.get(url) === created) this.#feeds.delete(url);
      });
      feed = created;
      this.#feeds.set(url, feed as SharedFeed<unknown>);
    }
    using(feed.channel);
    return feed.join(watcher);
  }

  /** How many sockets this client has open or opening (for tests and diagnostics). */
  get sockets(): number {
    return this.#feeds.size;
  }
}
