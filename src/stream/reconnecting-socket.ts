/**
 * One feed's connection, kept open: it connects, hands every frame to the feed, and reconnects after
 * a server close, a network error, a stalled handshake, a frame above the size cap, or a frame the feed
 * could not parse or apply (its state can no longer be trusted). Reconnects back off exponentially
 * with jitter; a connection that delivered a frame resets the backoff. Aborting stops it all.
 */
import type { FeedSocket, SocketFactory } from "./socket";
import type { FeedStatus, WatchOptions } from "./options";

/** What a feed does with its connection. */
export interface FeedHandler {
  /** A new connection opened: what the last one left is to be replaced by what this one sends. */
  opened(): void;
  /** One text frame; throwing reopens the connection (the error's message is the reason given). */
  frame(text: string): void;
}

const DEFAULT_MAX_FRAME_BYTES = 4 * 1024 * 1024;

/** The resolved numbers of a feed's options. */
interface Timing {
  maxFrameBytes: number;
  initialDelayMs: number;
  maxDelayMs: number;
  connectTimeoutMs: number;
  idleTimeoutMs: number;
}

function timing(options: WatchOptions): Timing {
  return {
    maxFrameBytes: options.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES,
    initialDelayMs: options.reconnectDelayMs ?? 250,
    maxDelayMs: options.maxReconnectDelayMs ?? 30_000,
    connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
    idleTimeoutMs: options.idleTimeoutMs ?? 0,
  };
}

/** The delay before reconnect attempt `attempt` (1, 2 …): half the exponential step, plus up to as much again at random. */
export function reconnectDelay(attempt: number, initialMs: number, maxMs: number): number {
  const step = Math.min(maxMs, initialMs * 2 ** Math.min(attempt - 1, 30));
  return Math.round(step / 2 + Math.random() * (step / 2));
}

let decoder: TextDecoder | undefined;

/** The text of a message event's data (a binary frame is read as UTF-8). */
function text(data: unknown): string | undefined {
  if (typeof data === "string") return data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return (decoder ??= new TextDecoder()).decode(data as ArrayBuffer);
  return undefined;
}

/**
 * Runs `handler` on `url` until `signal` aborts. Resolves once stopped (socket closed, timers cleared).
 * `log` hears each reconnect's reason (`warn` for a refused frame, `info` for a lost connection).
 */
export function keepConnected(
  url: string,
  open: SocketFactory,
  handler: FeedHandler,
  options: WatchOptions,
  log: (level: "info" | "warn", message: string) => void,
): Promise<void> {
  const t = timing(options);
  const { signal, onStatus } = options;
  let socket: FeedSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let connections = 0;
  let stopped = false;
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));

  const report = (status: FeedStatus) => {
    try {
      onStatus?.(status);
    } catch {
      // An observer's failure never breaks the feed.
    }
  };
  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const detach = (s: FeedSocket) => {
    s.onopen = s.onmessage = s.onclose = s.onerror = null;
    try {
      s.close();
    } catch {
      // Closing a socket that never opened may throw in some runtimes; it is gone either way.
    }
  };

  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimer();
    if (socket) detach(socket);
    socket = undefined;
    signal?.removeEventListener("abort", stop);
    finish();
  };

  /** Drops the current connection and schedules the next attempt. */
  const lost = (reason: string, level: "info" | "warn" = "info") => {
    if (stopped) return;
    clearTimer();
    if (socket) detach(socket);
    socket = undefined;
    attempt++;
    const delayMs = reconnectDelay(attempt, t.initialDelayMs, t.maxDelayMs);
    log(level, `${url}: ${reason}; reconnecting in ${delayMs} ms (attempt ${attempt})`);
    report({ state: "reconnecting", url, attempt, delayMs, reason });
    timer = setTimeout(connect, delayMs);
  };

  const watchdog = (ms: number, reason: string) => {
    clearTimer();
    if (ms > 0) timer = setTimeout(() => lost(reason), ms);
  };

  function connect(): void {
    timer = undefined;
    if (stopped) return;
    report({ state: "connecting", url, attempt: attempt + 1 });
    let s: FeedSocket;
    try {
      s = open(url, t.maxFrameBytes);
    } catch (error) {
      lost(`could not open the socket: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    socket = s;
    s.binaryType = "arraybuffer";
    watchdog(t.connectTimeoutMs, `no connection within ${t.connectTimeoutMs} ms`);
    let delivered = false;
    s.onopen = () => {
      connections++;
      watchdog(t.idleTimeoutMs, `no frame for ${t.idleTimeoutMs} ms`);
      handler.opened();
      report({ state: "open", url, connection: connections });
    };
    s.onmessage = (event) => {
      const frame = text(event.data);
      if (frame === undefined) return lost("a frame of an unknown kind", "warn");
      // A string's length in UTF-16 units bounds its UTF-8 bytes from below; that is the cap's unit.
      if (frame.length > t.maxFrameBytes) return lost(`a frame of ${frame.length} bytes, above the ${t.maxFrameBytes}-byte cap`, "warn");
      try {
        handler.frame(frame);
      } catch (error) {
        return lost(`a frame could not be applied: ${error instanceof Error ? error.message : String(error)}`, "warn");
      }
      if (!delivered) {
        delivered = true;
        attempt = 0;
      }
      if (t.idleTimeoutMs > 0) watchdog(t.idleTimeoutMs, `no frame for ${t.idleTimeoutMs} ms`);
    };
    s.onclose = (event) => lost(`the server closed the connection${event.code ? ` (${event.code}${event.reason ? ` ${event.reason}` : ""})` : ""}`);
    // `ws` says why (e.g. "Max payload size exceeded" for a frame above the cap); a browser does not.
    s.onerror = (event) => {
      const message = (event as { message?: unknown } | undefined)?.message;
      lost(typeof message === "string" && message !== "" ? `a network error (${message})` : "a network error");
    };
  }

  if (signal?.aborted) stop();
  else {
    signal?.addEventListener("abort", stop, { once: true });
    connect();
  }
  return done;
}
