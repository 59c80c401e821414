/**
 * A plain `node:http` webhook receiver for tests of the mock's delivery (deliberately not the SDK's own
 * receiver): it records every POST (headers, parsed body), answers with a scriptable responder, and can
 * serve an OAuth client-credentials token endpoint on `/token`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the receiver got. */
export interface ReceivedDelivery {
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
}

/** What the responder decides for a delivery: a status, or "destroy" (the connection is cut, no answer). */
export type ReceiverAnswer = number | "destroy" | "hold";

/** The token endpoint's view: each form it got, and the token it answered. */
export interface TokenRequest {
  form: URLSearchParams;
  token: string;
}

export interface TestReceiver {
  url: string;
  tokenUrl: string;
  deliveries: ReceivedDelivery[];
  tokenRequests: TokenRequest[];
  /** Decides each delivery's answer (default 200). */
  respond: (delivery: ReceivedDelivery, index: number) => ReceiverAnswer;
  /** Answers every delivery held by a "hold" answer with 200. */
  release(): void;
  /** Resolves once `n` deliveries have arrived. */
  received(n: number): Promise<void>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Starts a receiver on a free loopback port. Tokens answered by `/token` last `tokenLifetimeSeconds`. */
export async function startReceiver(options: { clientId?: string; clientSecret?: string; tokenLifetimeSeconds?: number } = {}): Promise<TestReceiver> {
  const held: ServerResponse[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  const receiver: Omit<TestReceiver, "url" | "tokenUrl" | "close"> = {
    deliveries: [],
    tokenRequests: [],
    respond: () => 200,
    release() {
      for (const res of held.splice(0)) res.writeHead(200).end();
    },
    received(n) {
      if (receiver.deliveries.length >= n) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ n, resolve }));
    },
  };
  const server = createServer(async (req, res) => {
    const text = await readBody(req);
    const path = new URL(req.url ?? "/", "http://receiver.invalid").pathname;
    if (path === "/token") {
      const form = new URLSearchParams(text);
      const good = req.headers["content-type"] === "application/x-www-form-urlencoded" && form.get("grant_type") === "client_credentials" && form.get("client_id") === options.clientId && form.get("client_secret") === options.clientSecret;
      if (!good) return void res.writeHead(401, { "content-type": "application/json" }).end('{"error":"invalid_client"}');
      const token = `receiver-token-${receiver.tokenRequests.length + 1}`;
      receiver.tokenRequests.push({ form, token });
      return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ access_token: token, token_type: "Bearer", expires_in: options.tokenLifetimeSeconds ?? 3600 }));
    }
    const delivery: ReceivedDelivery = { path, headers: req.headers, body: JSON.parse(text) as Record<string, unknown> };
    receiver.deliveries.push(delivery);
    const answer = receiver.respond(delivery, receiver.deliveries.length - 1);
    for (const waiter of waiters.filter((w) => receiver.deliveries.length >= w.n)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
    if (answer === "destroy") return void req.socket.destroy();
    if (answer === "hold") return void held.push(res);
    res.writeHead(answer).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/paxos/webhook`,
    tokenUrl: `http://127.0.0.1:${port}/token`,
    close: () =>
      new Promise<void>((resolve) => {
        receiver.release();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}
