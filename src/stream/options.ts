/** Options of the `watch…` feeds, and the connection states they report. */

/** What a feed's connection is doing, as `onStatus` hears it. */
export type FeedStatus =
  | { state: "open"; url: string; connection: number }
  | { state: "reconnecting"; url: string; attempt: number; delayMs: number; reason: string };

/** Options of `watchOrderBook`, `watchExecutions` and `watchStablecoinPrice`. */
export interface WatchOptions {
  /** Ends the feed: the loop ends without an error, the socket and every timer are released. */
  signal?: AbortSignal;
  /** Hears the connection's state: open, or reconnecting (with the attempt, the delay and the reason). */
  onStatus?: (status: FeedStatus) => void;
  /**
   * The largest frame accepted, in bytes of text (default 4 MiB). A larger one is refused and the
   * connection is reopened; on Node 20 (`ws`) it is refused while it is read, never buffered whole.
   */
  maxFrameBytes?: number;
  /** First reconnect delay in ms (default 250); it doubles per failed attempt, with jitter. */
  reconnectDelayMs?: number;
  /** Longest reconnect delay in ms (default 30 000). */
  maxReconnectDelayMs?: number;
  /** Gives up opening a connection after this many ms and tries again (default 10 000). */
  connectTimeoutMs?: number;
  /**
   * How many attempts in a row may fail to open a connection (nothing listens, the handshake is refused
   * or times out) before the loop throws an `APIConnectionError` naming the URL (default 10: with the
   * default delays, one to three minutes). Each failed attempt is logged at warn; a connection that
   * opens starts the count again.
   */
  maxConnectAttempts?: number;
  /**
   * Reopens the connection when no frame came for this many ms (default 0: never). A quiet market
   * sends nothing, so set it only where frames are expected (a busy book), to notice a stalled feed.
   */
  idleTimeoutMs?: number;
}

/** Options of `watchExecutions`. */
export interface WatchExecutionsOptions extends WatchOptions {
  /**
   * How many executions may wait for a consumer slower than the feed (default 10 000). Beyond that the
   * loop throws a `FeedOverflowError` rather than drop one or grow without bound.
   */
  maxBuffered?: number;
}
