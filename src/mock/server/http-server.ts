/**
 * The loopback HTTP transport: a `node:http` server in front of a {@link MockApi}. Transport faults are
 * real socket behaviour here — a reset or dropped answer is a destroyed connection, a truncated body is a
 * short read against the announced Content-Length — so clients see exactly what a flaky network shows.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import type { WebSocket, WebSocketServer } from "ws";
import { checkedMockApiOptions, classifyPath, MockApi, mockFeeds, type MockApiOptions, type MockClients } from "../api";
import { optionKeys } from "../../core/shared/option-keys";
import type { MockWebhooks } from "../delivery/webhooks";
import { handleControlRequest, MOCK_CONTROL_PATH, type ControlTarget } from "./control-api";

/** Options of {@link startMockServer}: the API options plus where to listen. */
export interface MockServerOptions extends MockApiOptions {
  /** Port to listen on (default 0: any free port). */
  port?: number;
  /** Host to bind (default "127.0.0.1": loopback only). */
  host?: string;
  /** Serve an existing API instead of creating one (the API options are then ignored). */
  api?: MockApi;
}

/** The server's own options, beside the API's. */
const SERVER_OPTION_KEYS: readonly string[] = /* @__PURE__ */ optionKeys<Omit<MockServerOptions, keyof MockApiOptions>>()("port", "host", "api");

/** A running mock server. */
export interface MockServer {
  /** Base URL of the API, e.g. "http://127.0.0.1:PORT/v2". */
  baseUrl: string;
  /** OAuth token URL, e.g. "http://127.0.0.1:PORT/oauth2/token". */
  tokenUrl: string;
  /** "http://127.0.0.1:PORT". */
  origin: string;
  /**
   * The WebSocket feeds on the same port, "ws://127.0.0.1:PORT" (pass it as the SDK's `streamUrl`):
   * `/marketdata[/{market}]`, `/executiondata[/{market}]`, `/marketdata/stablecoin[/{market}]`. Served
   * when the `ws` package is installed (an optional peer dependency).
   */
  streamUrl: string;
  port: number;
  /** The main client's id (every scope). */
  clientId: string;
  /** The main client's secret. */
  clientSecret: string;
  /** The seeded clients: `main`, `secondary`, and any extra ones by id. */
  clients: MockClients;
  /**
   * The control API over HTTP, "http://127.0.0.1:PORT/__mock": the clock, faults, transfers settling,
   * KYC refreshes, webhook deliveries and a reset, as JSON requests for programs in any language
   * (docs/cli.md). It drives the same objects as {@link MockServer.api}.
   */
  controlUrl: string;
  /** The transport-free API: store, clock, faults, oauth. After a reset (`POST /__mock/reset`), the new one. */
  readonly api: MockApi;
  /**
   * Webhook delivery (the `webhooks` option): `sendTestEvent(type)`, `stats()` (delivered, undelivered,
   * pending per webhook), `attempts()`, `idle()`. The same object as `api.webhooks`.
   */
  readonly webhooks: MockWebhooks;
  /**
   * Stops listening and closes every connection, including idle keep-alive ones and feed sockets; stops
   * webhook delivery (timers cleared, attempts in flight aborted) and the moving market unless the API
   * was passed in with `api` (its owner closes it: `api.webhooks.close()`, `api.movingMarket?.stop()`).
   */
  close(): Promise<void>;
}

/** Path of the API base on the mock server. */
export const MOCK_BASE_PATH = "/v2";
/** Path of the token endpoint on the mock server. */
export const MOCK_TOKEN_PATH = "/oauth2/token";

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function lowerCaseHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) out[key] = Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}

async function serve(control: ControlTarget, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readBody(req);
  const url = new URL(req.url ?? "/", "http://mock.invalid");
  let answer;
  if (url.pathname === MOCK_CONTROL_PATH || url.pathname.startsWith(`${MOCK_CONTROL_PATH}/`)) {
    answer = await handleControlRequest(control, req.method ?? "GET", url.pathname.slice(MOCK_CONTROL_PATH.length), body);
  } else {
    const { endpoint, path } = classifyPath(url.pathname, MOCK_BASE_PATH, MOCK_TOKEN_PATH);
    const target = req.url ?? "/";
    answer = await control.api().handle({ endpoint, method: req.method ?? "GET", path, search: url.search, headers: lowerCaseHeaders(req), body, target });
  }
  if (answer.action === "reset" || answer.action === "drop") {
    req.socket.destroy();
    return;
  }
  const bytes = Buffer.from(answer.body, "utf8");
  res.writeHead(answer.status, { ...answer.headers, "content-length": String(bytes.length) });
  if (answer.action === "truncate") {
    // Flush the headers and half the body, then cut the connection: the client reads fewer bytes than
    // Content-Length announced.
    res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => req.socket.destroy());
    return;
  }
  res.end(bytes);
}

/** The largest frame the feeds accept from a client (clients send nothing; this bounds what is read). */
const MAX_CLIENT_FRAME_BYTES = 64 * 1024;

/** Answers an upgrade that is not served with a plain HTTP error, then closes the socket. */
function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${status === 404 ? "Not Found" : "Not Implemented"}\r\ncontent-type: text/plain\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`);
}

/** Serves the feeds of the current API on the server's 'upgrade' requests, with `ws` when it is installed. */
async function serveFeeds(currentApi: () => MockApi, server: ReturnType<typeof createServer>): Promise<WebSocketServer | undefined> {
  const ws = await import("ws").catch(() => undefined);
  const wss = ws ? new ws.WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_FRAME_BYTES, perMessageDeflate: false }) : undefined;
  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on("error", () => socket.destroy());
    if (!wss) return refuseUpgrade(socket, 501, "the mock serves the WebSocket feeds only when the ws package is installed (npm install ws)");
    const path = new URL(req.url ?? "/", "http://mock.invalid").pathname;
    const feeds = mockFeeds(currentApi());
    const channel = feeds.channel(path);
    if (!channel) return refuseUpgrade(socket, 404, `no such feed: ${req.url ?? ""}`);
    wss.handleUpgrade(req, socket, head, (client: WebSocket) => {
      const detach = feeds.subscribe(channel, {
        send: (text) => {
          if (client.readyState === client.OPEN) client.send(text);
        },
        terminate: () => client.terminate(),
      }, req.socket.remoteAddress ?? "unknown", path);
      client.on("close", detach);
      client.on("error", () => client.terminate());
    });
  });
  return wss;
}

/** Starts the mock API on loopback and resolves once it is listening. */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const ownsApi = options.api === undefined;
  const apiOptions = checkedMockApiOptions("startMockServer()", options, SERVER_OPTION_KEYS);
  let api = options.api ?? new MockApi(apiOptions);
  const urls = { baseUrl: "", tokenUrl: "", streamUrl: "", controlUrl: "" };
  let wss: WebSocketServer | undefined;
  const control: ControlTarget = {
    api: () => api,
    urls,
    reset: async () => {
      if (!ownsApi) return "reset needs a server that created its API: this one serves an API passed in with the api option, which its owner resets";
      const old = api;
      api = new MockApi(apiOptions);
      // The old API's deliveries, moving market and feed sockets end with it; feed clients reconnect to the new one.
      old.movingMarket?.stop();
      for (const client of wss?.clients ?? []) client.terminate();
      await old.webhooks.close();
      return undefined;
    },
  };
  const server = createServer((req, res) => {
    serve(control, req, res).catch((error: unknown) => {
      if (!res.headersSent) {
        res.writeHead(500, { "content-type": "text/plain" });
        res.end(`mock server error: ${String(error)}`);
      } else {
        res.destroy();
      }
    });
  });
  wss = await serveFeeds(() => api, server);
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => {
      if (ownsApi) {
        void api.webhooks.close();
        api.movingMarket?.stop();
      }
      reject(error);
    };
    server.once("error", failed);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", failed);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  Object.assign(urls, {
    baseUrl: `${origin}${MOCK_BASE_PATH}`,
    tokenUrl: `${origin}${MOCK_TOKEN_PATH}`,
    streamUrl: origin.replace(/^http:/, "ws:"),
    controlUrl: `${origin}${MOCK_CONTROL_PATH}`,
  });
  return {
    ...urls,
    origin,
    port,
    clientId: api.clients.main.clientId,
    clientSecret: api.clients.main.clientSecret,
    clients: api.clients,
    get api() {
      return api;
    },
    get webhooks() {
      return api.webhooks;
    },
    close: async () => {
      const closed = new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      // Upgraded sockets are no longer the HTTP server's: end this server's own.
      for (const client of wss?.clients ?? []) client.terminate();
      wss?.close();
      if (ownsApi) {
        api.movingMarket?.stop();
        await api.webhooks.close();
      }
      await closed;
    },
  };
}
