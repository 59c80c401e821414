/**
 * One socket shared by every loop of a client that watches the same channel (`/marketdata`,
 * `/executiondata`, `/marketdata/stablecoin`): Paxos counts each new subscription against one a second
 * per IP and asks for multiplexed connections, so a client opens one socket per channel however many
 * markets it watches. The socket opens with the first watcher and closes with the last; each frame is
 * parsed once and handed by its channel to the watchers of its market. Who is watching is recorded once,
 * in the channel (`MarketWatchers`): a loop is on it from its join until it leaves or the socket closes,
 * and the socket reads it there to decide when to close, whom to tell its state, and its settings.
 */
import type { RedactingLogger } from "../core/config/logger";
import type { RateLimiter } from "../core/sending/rate-limit/rate-limiter";
import { probeChannel } from "./channel-probe";
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

/**
 * A channel's state behind its socket, and the one record of who is watching: the set of every loop on
 * the socket, in the order they joined, until it leaves (also a loop the channel refused), each given the
 * frames of its market.
 */
export interface Channel<T> extends Pick<FeedHandler, "opened" | "frame">, ReadonlySet<Watcher<T>> {
  add(watcher: Watcher<T>): this;
  /** Takes a loop off; false when it was not on (it left already, or the socket closed). */
  delete(watcher: Watcher<T>): boolean;
}

/** What a socket offers its channel's state besides the frames. */
export interface ChannelServices {
  /** Aborts when the socket closes for good (a channel's own timers stop with it). */
  readonly signal: AbortSignal;
  /**
   * Asks the service about the channel at `path` below this one (e.g. "/BTCUSD"), on a socket of its own:
   * a `FeedRefusedError` when it refuses it, true when it serves it, undefined when it could not be asked.
   */
  probe(path: string): Promise<FeedRefusedError | true | undefined>;
}

/**
 * The watchers of a channel (the channels' base): every loop in the order it joined, indexed by market
 * (the key `undefined` holds the loops of every market) for the frames. A loop the channel refuses (its
 * outlet failed) stays until it leaves, like any other: it still holds the socket and hears its state.
 */
export abstract class MarketWatchers<T> extends Set<Watcher<T>> {
  // Loops come and go by add and delete only, which keep the index (never clear()).
  readonly #byMarket = new Map<string | undefined, Set<Watcher<T>>>();

  override add(watcher: Watcher<T>): this {
    const set = this.#byMarket.get(watcher.market) ?? new Set();
    this.#byMarket.set(watcher.market, set.add(watcher));
    return super.add(watcher);
  }

  override delete(watcher: Watcher<T>): boolean {
    const set = this.#byMarket.get(watcher.market);
    if (set?.delete(watcher) && !set.size) this.#byMarket.delete(watcher.market);
    return super.delete(watcher);
  }

  /** The markets watched one by one (not the loops of every market). */
  protected markets(): string[] {
    return [...this.#byMarket.keys()].filter((market) => market !== undefined);
  }

  /**
   * The loops of `market` alone (undefined: the loops of every market), live rather than a copy: a loop
   * that leaves while they are walked is skipped, as a Set's iteration does.
   */
  protected of(market: string | undefined): Iterable<Watcher<T>> {
    return this.#byMarket.get(market) ?? [];
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

/**
 * The error of a channel the service refuses: Paxos answers a channel it does not serve (a market it does
 * not know) with one frame, `{"error": "Not Found"}`, on the socket; no message of a channel it serves
 * starts so.
 */
function refusal(url: string, frame: string): FeedRefusedError | undefined {
  if (frame.startsWith('{"error"')) return new FeedRefusedError(`${url}: the feed answered ${frame}`);
}

/** Tells one watcher the socket's state (an observer's failure never breaks the feed). */
function tell(watcher: Watcher<unknown>, status: FeedStatus): void {
  try {
    watcher.options.onStatus?.(status);
  } catch {}
}

/** A client's shared sockets, by channel URL. */
export type FeedHub = Map<string, SharedFeed<any, any>>;

export class SharedFeed<T, C extends Channel<T> = Channel<T>> {
  /** The channel's state behind this socket, and its watchers. */
  readonly channel: C;
  readonly #controller = new AbortController();
  /** Starts the connection loop (with the first watcher, so its options are the socket's from the start). */
  readonly #start: () => Promise<void>;
  #running: Promise<void> | undefined;
  /** The socket's last state, told to a watcher that joins later. */
  #status: FeedStatus | undefined;
  /** Forgets this feed in its hub once closed. */
  readonly #forget: () => void;

  constructor(url: string, makeChannel: (services: ChannelServices) => C, deps: FeedDeps, forget: () => void) {
    const { signal } = this.#controller;
    const services: ChannelServices = {
      signal,
      probe: (path) => probeChannel(url + path, deps.open, deps.pacer, signal, this.#settings()).then((frame) => (frame === undefined ? frame : (refusal(url + path, frame) ?? true))),
    };
    const channel = (this.channel = makeChannel(services));
    this.#forget = forget;
    /** Ends every loop on the socket with `failure` and closes it (their leaves then find it closed already). */
    const failAll = (failure: Error) => {
      for (const each of channel) {
        channel.delete(each);
        each.outlet.fail(failure);
      }
      this.#close();
    };
    const handler: FeedHandler = {
      opened: () => channel.opened(),
      frame: (text) => {
        const refused = refusal(url, text);
        if (refused) failAll(refused);
        else channel.frame(text);
      },
      failed: failAll,
    };
    const settings = () => this.#settings();
    const onStatus = (status: FeedStatus) => {
      this.#status = status;
      for (const each of channel) tell(each, status);
    };
    this.#start = () => keepConnected(url, deps.open, handler, { signal: this.#controller.signal, settings, onStatus, pacer: deps.pacer }, (level, message) => deps.logger?.[level](message));
  }

  /** Adds a loop; the function it answers removes it (closing the socket if it was the last) and resolves once closed. */
  join(watcher: Watcher<T>): () => Promise<void> {
    const { channel } = this;
    channel.add(watcher);
    if (this.#status) tell(watcher, this.#status);
    const running = (this.#running ??= this.#start());
    return () => {
      // Only the leave that takes the last loop off closes (a second leave of the same loop finds it gone).
      if (channel.delete(watcher) && !channel.size) this.#close();
      return channel.size ? Promise.resolve() : running;
    };
  }

  /** Closes the socket for good, with no loop left on it (the hub opens a new one for the next watcher). */
  #close(): void {
    this.#forget();
    this.#controller.abort();
  }

  /** The socket's settings: the most demanding of its watchers' (the shortest times set, the largest frame cap). */
  #settings(): SocketSettings {
    const settings: SocketSettings = {};
    for (const { options } of this.channel) {
      for (const key of ["reconnectDelayMs", "maxReconnectDelayMs", "connectTimeoutMs", "idleTimeoutMs", "maxFrameBytes", "maxConnectAttempts"] as const) {
        const value = options[key];
        const current = settings[key];
        // 0 is idleTimeoutMs' "never": it never wins over a watcher's timeout. The largest frame cap and the
        // most patient watcher's attempts win (giving up ends every loop on the socket).
        if (value && (current === undefined || (key === "maxFrameBytes" || key === "maxConnectAttempts" ? value > current : value < current))) settings[key] = value;
      }
    }
    return settings;
  }
}

/** Adds `watcher` to the socket of `url` in `hub` (opened with a new `channel(…)` when there is none); answers its leave function. */
export function joinFeed<T, C extends Channel<T>>(
  hub: FeedHub,
  url: string,
  channel: (services: ChannelServices) => C,
  watcher: Watcher<T>,
  deps: FeedDeps,
): { feed: SharedFeed<T, C>; leave: () => Promise<void> } {
  // A URL's socket is always made by the same watch function, so its channel is of that function's kind.
  let feed: SharedFeed<T, C> | undefined = hub.get(url);
  if (!feed) {
    const created: SharedFeed<T, C> = new SharedFeed(url, channel, deps, () => hub.get(url) === created && hub.delete(url));
    hub.set(url, (feed = created));
  }
  return { feed, leave: feed.join(watcher) };
}
