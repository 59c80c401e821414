/**
 * One feed's connection, kept open: it connects, hands every frame to the feed, and reconnects after
 * a server close, a network error, a stalled handshake, a frame above the size cap, a socket quiet for
 * longer than the idle timeout, or a frame the feed could not parse or apply (its state can no longer be
 * trusted). Reconnects back off exponentially with jitter; a connection that delivered a frame resets
 * the backoff. Every connection, the first and each reconnection, first takes a turn from the pacer
 * (Paxos counts one new subscription a second per IP). Aborting stops it all.
 *
 * An attempt that never opens (nothing listens, the handshake is refused or stalls) is logged at warn;
 * after `maxConnectAttempts` of them in a row the feed fails with an `APIConnectionError` naming the URL,
 * rather than retry a wrong `streamUrl` forever in silence. An opened connection starts the count again.
 */
import { APIConnectionError } from "../core/response/errors";
import type { RateLimiter } from "../core/sending/rate-limit/rate-limiter";
import type { FeedSocket, SocketFactory } from "./socket";
import type { FeedStatus, WatchOptions } from "./options";

/** The settings of one socket (read again at each connection: the watchers sharing it may change). */
export type SocketSettings = Pick<WatchOptions, "maxFrameBytes" | "reconnectDelayMs" | "maxReconnectDelayMs" | "connectTimeoutMs" | "idleTimeoutMs" | "maxConnectAttempts">;

/** A socket's settings where no watcher gave one. */
const SOCKET_DEFAULTS: Required<SocketSettings> = {
  maxFrameBytes: 4 * 1024 * 1024,
  reconnectDelayMs: 250,
  maxReconnectDelayMs: 30_000,
  connectTimeoutMs: 10_000,
  idleTimeoutMs: 0,
  maxConnectAttempts: 10,
};

/** What a socket needs besides its feed: when to stop, its settings, who hears its state, what paces it. */
export interface ConnectionOptions {
  signal: AbortSignal;
  settings: () => SocketSettings;
  onStatus: (status: FeedStatus) => void;
  /** Takes a `subscription` turn before each connection (none: connect at once). */
  pacer?: RateLimiter | undefined;
}

/** The rate-limit class of a new feed subscription (Paxos: one a second per IP). */
export const SUBSCRIPTION_CLASS = "subscription";

/** What a feed does with its connection. */
export interface FeedHandler {
  /** A new connection opened: what the last one left is to be replaced by what this one sends. */
  opened(): void;
  /** One text frame; throwing reopens the connection (the error's message is the reason given). */
  frame(text: string): void;
  /** No connection could be opened in `maxConnectAttempts` attempts in a row: the socket has stopped. */
  failed?(error: Error): void;
}

/** The delay before reconnect attempt `attempt` (1, 2 …): half the exponential step, plus up to as much again at random. */
export function reconnectDelay(attempt: number, initialMs: number, maxMs: number): number {
  const step = Math.min(maxMs, initialMs * 2 ** Math.min(attempt - 1, 30));
  return Math.round(step / 2 + Math.random() * (step / 2));
}

/** The text of a message event's data (a binary frame is read as UTF-8). */
function text(data: unknown): string | undefined {
  if (typeof data === "string") return data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return new TextDecoder().decode(data as ArrayBuffer);
  return undefined;
}

/** A listener that does nothing: where an event must have one. */
const ignore = () => {};
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs `handler` on `url` until `options.signal` aborts, or until `maxConnectAttempts` attempts in a row
 * failed to open (then `handler.failed` hears why); resolves once stopped (socket closed, timers
 * cleared). `log` hears each reconnect's reason (`warn` for a refused frame or a failed attempt to
 * connect, `info` for a lost connection).
 */
export function keepConnected(
  url: string,
  open: SocketFactory,
  handler: FeedHandler,
  options: ConnectionOptions,
  log: (level: "info" | "warn", message: string) => void,
): Promise<void> {
  const { signal, onStatus, pacer } = options;
  // The settings a socket's watchers gave (never a key set to undefined: ./shared-feed), over the defaults.
  const settings = (): Required<SocketSettings> => ({ ...SOCKET_DEFAULTS, ...options.settings() });
  let socket: FeedSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  /** Attempts in a row that have not opened a connection (the current one included until it opens). */
  let failedAttempts = 0;
  let connections = 0;
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));

  const report = onStatus;
  /** Forgets the socket and the timer (closing the socket, which may throw if it never opened). */
  const drop = () => {
    clearTimeout(timer);
    timer = undefined;
    const s = socket;
    socket = undefined;
    if (s) {
      s.onopen = s.onmessage = s.onclose = null;
      // Not null: closing a socket that is still connecting makes `ws` emit an error, which with no
      // listener left would be thrown as an uncaught exception.
      s.onerror = ignore;
      try {
        s.close();
      } catch {}
    }
  };
  const stop = () => {
    drop();
    signal.removeEventListener("abort", stop);
    finish();
  };
  /** Drops the current connection and schedules the next attempt, or gives up after too many that never opened. */
  const lost = (reason: string, level: "info" | "warn" = "info") => {
    drop();
    const { reconnectDelayMs, maxReconnectDelayMs, maxConnectAttempts } = settings();
    if (failedAttempts >= maxConnectAttempts) {
      const error = new APIConnectionError(`${url}: no connection in ${failedAttempts} attempts (last: ${reason})`);
      log("warn", error.message);
      stop();
      return handler.failed?.(error);
    }
    const delayMs = reconnectDelay(++attempt, reconnectDelayMs, maxReconnectDelayMs);
    // An attempt that did not connect is worth a warning: nothing may ever listen at this URL.
    log(failedAttempts ? "warn" : level, `${url}: ${reason}; reconnecting in ${delayMs} ms (attempt ${attempt})`);
    report({ state: "reconnecting", url, attempt, delayMs, reason });
    timer = setTimeout(paced, delayMs);
  };
  const watchdog = (ms: number, reason: string) => {
    clearTimeout(timer);
    timer = ms > 0 ? setTimeout(() => lost(reason), ms) : undefined;
  };

  /** Connects once the pacer gives a turn (at once without one). */
  function paced(): void {
    timer = undefined;
    if (!pacer) return connect();
    pacer.acquire(SUBSCRIPTION_CLASS, { signal }).then(
      () => void (signal.aborted || connect()),
      (error: unknown) => void (signal.aborted || lost(`the pacer refused a turn: ${reasonOf(error)}`, "warn")),
    );
  }

  function connect(): void {
    const { maxFrameBytes, connectTimeoutMs, idleTimeoutMs } = settings();
    let s: FeedSocket;
    failedAttempts++;
    try {
      socket = s = open(url, maxFrameBytes);
    } catch (error) {
      return lost(`could not open the socket: ${reasonOf(error)}`);
    }
    s.binaryType = "arraybuffer";
    watchdog(connectTimeoutMs, `no connection within ${connectTimeoutMs} ms`);
    const idle = `no frame for ${idleTimeoutMs} ms`;
    s.onopen = () => {
      failedAttempts = 0;
      watchdog(idleTimeoutMs, idle);
      handler.opened();
      report({ state: "open", url, connection: ++connections });
    };
    s.onmessage = (event) => {
      const frame = text(event.data);
      // A string's length in UTF-16 units bounds its UTF-8 bytes from below; that is the cap's unit.
      if (frame === undefined || frame.length > maxFrameBytes) return lost(`a frame of ${frame?.length ?? "unknown"} bytes, over the ${maxFrameBytes}-byte cap`, "warn");
      try {
        handler.frame(frame);
      } catch (error) {
        return lost(`a frame could not be applied: ${reasonOf(error)}`, "warn");
      }
      attempt = 0;
      if (idleTimeoutMs > 0) watchdog(idleTimeoutMs, idle);
    };
    s.onclose = (event) => lost(`the server closed the connection (${event.code ?? ""} ${event.reason ?? ""})`);
    // `ws` says why (e.g. "Max payload size exceeded" for a frame above the cap); a browser does not.
    s.onerror = (event) => lost(`a network error (${(event as { message?: string } | undefined)?.message ?? "no detail"})`);
  }

  if (signal.aborted) stop();
  else {
    signal.addEventListener("abort", stop, { once: true });
    paced();
  }
  return done;
}
