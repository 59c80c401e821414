/**
 * The WebSocket a feed connects with: the runtime's own (`globalThis.WebSocket`: Node 22 and later, Bun,
 * Deno, workerd, browsers), else the `ws` package (Node 20), loaded only then.
 */

/** What a feed uses of a WebSocket (the WHATWG interface, which `ws` also implements). */
export interface FeedSocket {
  binaryType: string;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code?: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number, reason?: string): void;
}

/** Opens a socket to `url`; `maxFrameBytes` bounds what `ws` reads of one message (the global ignores it). */
export type SocketFactory = (url: string, maxFrameBytes: number) => FeedSocket;

type WebSocketClass = new (url: string, options?: unknown) => FeedSocket;

/** The package a runtime without a global WebSocket needs. */
const WS_PACKAGE = "ws";
let loading: Promise<SocketFactory> | undefined;

/**
 * The factory for this runtime. A runtime without a global WebSocket loads `ws` once; when it is not
 * installed the error names it. The specifier is a variable so that a bundler never pulls `ws` into a
 * browser bundle (browsers have the global).
 */
export function socketFactory(): Promise<SocketFactory> {
  const global = (globalThis as { WebSocket?: WebSocketClass }).WebSocket;
  if (typeof global === "function") return Promise.resolve((url) => new global(url));
  loading ??= (import(/* @vite-ignore */ WS_PACKAGE) as Promise<{ WebSocket?: WebSocketClass; default?: WebSocketClass }>).then(
    (module) => {
      const WebSocket = module.WebSocket ?? module.default;
      if (typeof WebSocket !== "function") throw new Error("the ws package does not export WebSocket");
      // maxPayload: ws refuses a larger message while reading it (close 1009), so it is never buffered whole.
      return (url: string, maxFrameBytes: number) => new WebSocket(url, { maxPayload: maxFrameBytes, perMessageDeflate: false });
    },
    (cause: unknown) => {
      loading = undefined;
      throw new Error(
        "The market-data feeds need a WebSocket: this runtime has no global WebSocket (Node 20), so install the ws package " +
          "(`npm install ws`, an optional peer dependency of paxos-sdk), or use Node 22 or later.",
        { cause },
      );
    },
  );
  return loading;
}
