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
import { keepConnected, type FeedHandler, type SocketSettings } from "./reconnecting-socket";
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

/** The watchers of a channel by market (the key `undefined` holds the loops of every market): the channels' base. */
export abstract class MarketWatchers<T> {
  readonly #byMarket = new Map<string | undefined, Set<Watcher<T>>>();

  add(watcher: Watcher<T>): void {
    const set = this.#byMarket.get(watcher.market) ?? new Set();
    this.#byMarket.set(watcher.market, set.add(watcher));
  }

  remove(watcher: Watcher<T>): void {
    const set = this.#byMarket.get(watcher.market);
    if (set?.delete(watcher) && set.size === 0) this.#byMarket.delete(watcher.market);
  }

  /** The markets watched one by one (not the loops of every market). */
  protected markets(): string[] {
    return [...this.#byMarket.keys()].filter((market) => market !== undefined);
  }

  /** The loops of `market` alone (undefined: the loops of every market), a copy. */
  protected of(market: string | undefined): Watcher<T>[] {
    return [...(this.#byMarket.get(market) ?? [])];
  }

  /** Calls `tell` for each loop of `market`, then each loop of every market (`tell` must not add or remove loops). */
  protected each(market: string, tell: (watcher: Watcher<T>) => void): void {
    // No copies: this runs for every frame.
    const mine = this.#byMarket.get(market);
    const all = this.#byMarket.get(undefined);
    if (mine) for (const watcher of mine) tell(watcher);
    if (all) for (const watcher of all) tell(watcher);
  }
}

/** What a shared socket needs of its client. */
export interface FeedDeps {
  open: SocketFactory;
  pacer: RateLimiter | undefined;
  logger: RedactingLogger | undefined;
}

/** Tells one watcher the socket's state (an observer's failure never breaks the feed). */
function tell(watcher: Watcher<unknown>, status: FeedStatus): void {
  try {
    watcher.options.onStatus?.(status);
  } catch {}
}

/** A client's shared sockets, by channel URL. */
export type FeedHub = Map<string, SharedFeed<any>>;

export class SharedFeed<T> {
  /** The channel's state behind this socket. */
  readonly channel: Channel<T>;
  readonly #watchers = new Set<Watcher<T>>();
  readonly #controller = new AbortController();
  /** Starts the connection loop (with the first watcher, so its options are the socket's from the start). */
  readonly #start: () => Promise<void>;
  #running: Promise<void> | undefined;
  /** The socket's last state, told to a watcher that joins later. */
  #status: FeedStatus | undefined;
  /** Forgets this feed in its hub once closed. */
  readonly #forget: () => void;

  constructor(url: string, channel: Channel<T>, deps: FeedDeps, forget: () => void) {
    this.channel = channel;
    this.#forget = forget;
    const handler: FeedHandler = {
      opened: () => channel.opened(),
      frame: (text) => {
        // Paxos answers a channel it does not serve with one frame, {"error": "Not Found"}, on the socket.
        const error = text.startsWith('{"error"') ? (JSON.parse(text) as { error?: unknown }).error : undefined;
        if (error === undefined) return channel.frame(text);
        const failure = new FeedRefusedError(`${url}: the feed answered ${text}; it does not serve this channel (check streamUrl)`);
        for (const each of this.#watchers) each.outlet.fail(failure);
        this.#close();
      },
    };
    const settings = () => this.#settings();
    const onStatus = (status: FeedStatus) => {
      this.#status = status;
      for (const each of this.#watchers) tell(each, status);
    };
    this.#start = () => keepConnected(url, deps.open, handler, { signal: this.#controller.signal, settings, onStatus, pacer: deps.pacer }, (level, message) => deps.logger?.[level](message));
  }

  /** Adds a loop; the function it answers removes it (closing the socket if it was the last) and resolves once closed. */
  join(watcher: Watcher<T>): () => Promise<void> {
    this.#watchers.add(watcher);
    this.channel.add(watcher);
    if (this.#status) tell(watcher, this.#status);
    const running = (this.#running ??= this.#start());
    return () => {
      if (this.#watchers.delete(watcher)) {
        this.channel.remove(watcher);
        if (this.#watchers.size === 0) this.#close();
      }
      return this.#watchers.size === 0 ? running : Promise.resolve();
    };
  }

  /** Closes the socket for good (the hub opens a new one for the next watcher). */
  #close(): void {
    this.#watchers.clear();
    this.#forget();
    this.#controller.abort();
  }

  /** The socket's settings: the most demanding of its watchers' (the shortest times set, the largest frame cap). */
  #settings(): SocketSettings {
    const settings: SocketSettings = {};
    for (const { options } of this.#watchers) {
      for (const key of ["reconnectDelayMs", "maxReconnectDelayMs", "connectTimeoutMs", "idleTimeoutMs", "maxFrameBytes"] as const) {
        const value = options[key];
        const current = settings[key];
        // 0 is idleTimeoutMs' "never": it never wins over a watcher's timeout.
        if (value && (current === undefined || (key === "maxFrameBytes" ? value > current : value < current))) settings[key] = value;
      }
    }
    return settings;
  }
}

/** Adds `watcher` to the socket of `url` in `hub` (opened with a new `channel()` when there is none); answers its leave function. */
export function joinFeed<T>(hub: FeedHub, url: string, channel: () => Channel<T>, watcher: Watcher<T>, deps: FeedDeps): { feed: SharedFeed<T>; leave: () => Promise<void> } {
  let feed: SharedFeed<T> | undefined = hub.get(url);
  if (!feed) {
    const created: SharedFeed<T> = new SharedFeed(url, channel(), deps, () => hub.get(url) === created && hub.delete(url));
    hub.set(url, (feed = created));
  }
  return { feed, leave: feed.join(watcher) };
}
