/**
 * Loopback HTTP servers around the webhook handlers, for the receiver tests: the node handler served by
 * `node:http` directly, the fetch handler through a small node → fetch adapter (what a framework's
 * adapter does). Not a test file itself.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { FetchWebhookHandler, NodeWebhookHandler, ReducedEvent } from "../../src/types";
import type { MockEvent } from "../../src/mock/domain/events";

/** A receiver listening on loopback. */
export interface ServedReceiver {
  url: string;
  close(): Promise<void>;
}

async function listen(server: Server): Promise<ServedReceiver> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/paxos`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Serves a node handler; `before` may prepare the request (a body-parsing middleware). */
export function serveNode(handler: NodeWebhookHandler, before?: (req: IncomingMessage) => Promise<void>): Promise<ServedReceiver> {
  return listen(
    createServer((req, res) => {
      void (before ? before(req) : Promise.resolve()).then(() => handler(req, res));
    }),
  );
}

/**
 * The request body as a web stream that pauses the socket on cancel instead of destroying it (Node's
 * `Readable.toWeb` destroys the request, and with it the socket the answer must go out on).
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  const onData = (chunk: Buffer) => {
    controller.enqueue(new Uint8Array(chunk));
    if ((controller.desiredSize ?? 1) <= 0) req.pause();
  };
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  return new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      req.on("data", onData);
      req.once("end", () => controller.close());
      req.once("error", (error) => controller.error(error));
    },
    pull() {
      req.resume();
    },
    cancel() {
      req.removeListener("data", onData);
      req.pause();
    },
  });
}

/** Serves a fetch handler through Node's web streams (the request body is streamed, not buffered). */
export function serveFetch(handler: FetchWebhookHandler): Promise<ServedReceiver> {
  return listen(
    createServer((req: IncomingMessage, res: ServerResponse) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
      }
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const request = new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers,
        body: hasBody ? bodyStream(req) : undefined,
        duplex: "half",
      } as RequestInit);
      void handler(request).then(async (response) => {
        res.statusCode = response.status;
        response.headers.forEach((value, name) => res.setHeader(name, value));
        res.end(Buffer.from(await response.arrayBuffer()));
      });
    }),
  );
}

/** The reduced event Paxos would deliver for a recorded event. */
export function reducedOf(event: Pick<MockEvent, "id" | "type" | "created_at">, extra: Partial<ReducedEvent> = {}): ReducedEvent {
  return { id: event.id, type: event.type, source: "com.paxos", time: event.created_at, object: "event", ...extra };
}

/** POSTs a delivery; resolves with the status and the body text. */
export async function deliver(url: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}
