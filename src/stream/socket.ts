/**
 * The WebSocket a feed connects with: the runtime's own (`globalThis.WebSocket`: Node 22 and later, Bun,
 * Deno, workerd, browsers), else the `ws` package (Node 20), loaded only then.
 */
import { MissingDependencyError } from "../core/response/errors";

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

/**
 * Not a literal: a bundler then neither bundles `ws` into a web page (which has the global) nor warns.
 * (A `const` string would be folded by esbuild and `ws`'s browser stub bundled.)
 */
const wsPackage = (): string => ["ws"].join("");

/**
 * The factory for this runtime. A runtime without a global WebSocket loads `ws`; when it is not
 * installed the error names it.
 */
export async function socketFactory(): Promise<SocketFactory> {
  const global = (globalThis as { WebSocket?: WebSocketClass }).WebSocket;
  if (global) return (url) => new global(url);
  let ws: { WebSocket: WebSocketClass };
  try {
    ws = await import(/* @vite-ignore */ wsPackage());
  } catch (cause) {
    throw new MissingDependencyError(
      "ws",
      "The live feeds need a WebSocket and this runtime has none (Node 20): install the ws package (npm install ws), an optional peer dependency of paxos-sdk, or use Node 22+.",
      { cause },
    );
  }
  // maxPayload: ws refuses a larger message while reading it (close 1009), so it is never buffered whole.
  return (url, maxFrameBytes) => new ws.WebSocket(url, { maxPayload: maxFrameBytes, perMessageDeflate: false });
}
