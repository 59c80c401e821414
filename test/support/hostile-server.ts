/**
 * A hostile service on loopback: a bare `node:http` server whose every answer
 * the test scripts. It records what reached it (method, path, headers, body,
 * arrival time), so a test can assert what the SDK did and did not send.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach } from "vitest";

/** One request as the hostile server saw it. */
export interface SeenRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
  /** performance.now() when the request's headers arrived. */
  at: number;
}

/** Answers one request; may write anything, slowly, or never. */
export type HostileHandler = (request: SeenRequest, res: ServerResponse, req: IncomingMessage) => void | Promise<void>;

/** A running hostile server. */
export interface HostileServer {
  origin: string;
  /** `${origin}/v2`. */
  baseUrl: string;
  /** `${origin}/oauth2/token`. */
  tokenUrl: string;
  requests: SeenRequest[];
  /** Requests to the token URL only. */
  tokenRequests(): SeenRequest[];
  /** Requests to the API only. */
  apiRequests(): SeenRequest[];
  handle: HostileHandler;
  close(): Promise<void>;
}

const running: HostileServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

/** A token answer as a well-behaved endpoint would give it. */
export function grantToken(res: ServerResponse, token: string, scope: string | undefined, expiresIn = 3600): void {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ access_token: token, expires_in: expiresIn, token_type: "Bearer", ...(scope === undefined ? {} : { scope }) }));
}

/** Sends `body` as JSON with `status`. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/** Starts a hostile server (closed after the test). `handler` may be replaced through `server.handle`. */
export async function startHostileServer(handler: HostileHandler): Promise<HostileServer> {
  const requests: SeenRequest[] = [];
  const httpServer = createServer((req, res) => {
    const at = performance.now();
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const seen: SeenRequest = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at };
      requests.push(seen);
      Promise.resolve(server.handle(seen, res, req)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, "127.0.0.1", resolve));
  const { port } = httpServer.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const server: HostileServer = {
    origin,
    baseUrl: `${origin}/v2`,
    tokenUrl: `${origin}/oauth2/token`,
    requests,
    tokenRequests: () => requests.filter((r) => r.url.startsWith("/oauth2/token")),
    apiRequests: () => requests.filter((r) => r.url.startsWith("/v2/")),
    handle: handler,
    close: () =>
      new Promise<void>((resolve) => {
        httpServer.closeAllConnections();
        httpServer.close(() => resolve());
      }),
  };
  running.push(server);
  return server;
}

/** Routes token requests to `token` and everything else to `api`. */
export function split(token: HostileHandler, api: HostileHandler): HostileHandler {
  return (request, res, req) => (request.url.startsWith("/oauth2/token") ? token(request, res, req) : api(request, res, req));
}

/** A token endpoint that grants `token-N` with exactly the scope asked for. */
export function honestTokens(prefix = "tok"): HostileHandler {
  let issued = 0;
  return (request, res) => grantToken(res, `${prefix}-${++issued}-secretish`, new URLSearchParams(request.body).get("scope") ?? "");
}

/** The credentials every hostile test uses. */
export const HOSTILE_CLIENT = { clientId: "hostile-test-client", clientSecret: "hostile-test-secret-Zq9/+x=y" } as const;
