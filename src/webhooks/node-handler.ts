/**
 * The receiver as a `node:http` / Express-style `(req, res)` handler. Typed
 * structurally (no dependency on Express or on Node's type declarations).
 *
 * A body a framework already read is used as it is: a Buffer or string (e.g.
 * `express.raw()` / `express.text()`) is checked against the 64 KB limit like
 * the stream; an already-parsed object (`express.json()`) is checked as a
 * reduced event, its size limit being the framework's. Either is safe: the body
 * is only ever used for its id, and the event itself is fetched from Paxos.
 */
import type { DeliveryAnswer } from "./answer";
import { problem } from "./answer";
import type { DeliveryBody, Receiver } from "./receive";

/** What the handler needs of a request: Node's `IncomingMessage` (and Express's `Request`) fit. */
export interface NodeRequestLike {
  method?: string;
  headers: Record<string, string | string[] | undefined>;
  /** Set by a body-parsing middleware, if any. */
  body?: unknown;
  /** True once the body stream has been read to its end (by a middleware). */
  readableEnded?: boolean;
  on(event: string, listener: (...args: any[]) => void): unknown;
  removeListener(event: string, listener: (...args: any[]) => void): unknown;
  pause(): unknown;
}

/** What the handler needs of a response: Node's `ServerResponse` (and Express's `Response`) fit. */
export interface NodeResponseLike {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body?: string): unknown;
}

/** A `(req, res)` handler; the promise settles when the answer is written and never rejects. */
export type NodeWebhookHandler = (req: NodeRequestLike, res: NodeResponseLike) => Promise<void>;

function sized(bytes: Uint8Array, limit: number): DeliveryBody {
  return bytes.byteLength > limit ? { kind: "too-large" } : { kind: "bytes", bytes };
}

/** Reads `req`'s body, counting bytes as they arrive and stopping at once past `limit`. */
export function readNodeBody(req: NodeRequestLike, limit: number): Promise<DeliveryBody> {
  const parsed = req.body;
  if (parsed !== undefined) {
    if (parsed instanceof Uint8Array) return Promise.resolve(sized(parsed, limit));
    if (typeof parsed === "string") return Promise.resolve(sized(new TextEncoder().encode(parsed), limit));
    return Promise.resolve({ kind: "parsed", value: parsed });
  }
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ kind: "too-large" });
  if (req.readableEnded) return Promise.resolve({ kind: "bytes", bytes: new Uint8Array(0) });
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let total = 0;
    const stop = () => {
      req.removeListener("data", onData);
      req.removeListener("end", onEnd);
      req.removeListener("error", onError);
      req.removeListener("close", onClose);
    };
    const onData = (chunk: Uint8Array | string) => {
      const bytes = typeof chunk === "string" ? new TextEncoder().encode(chunk) : chunk;
      total += bytes.byteLength;
      if (total > limit) {
        // Stop reading here: the rest stays unread and the connection is closed after the answer.
        stop();
        req.pause();
        resolve({ kind: "too-large" });
        return;
      }
      chunks.push(bytes);
    };
    const onEnd = () => {
      stop();
      const bytes = new Uint8Array(total);
      let at = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, at);
        at += chunk.byteLength;
      }
      resolve({ kind: "bytes", bytes });
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    // Closed before its end without an error (a client gone mid-body on some Node versions): not a hang.
    const onClose = () => onError(new Error("the request closed before its body ended"));
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
}

function write(res: NodeResponseLike, answer: DeliveryAnswer): void {
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.end(answer.body);
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(", ") : value;
}

/** Adapts a receiver to `(req, res)`. */
export function nodeHandler(receive: Receiver): NodeWebhookHandler {
  return async (req, res) => {
    let answer: DeliveryAnswer;
    try {
      answer = await receive({
        method: req.method ?? "GET",
        header: (name) => firstHeader(req.headers[name]),
        body: (limit) => readNodeBody(req, limit),
      });
    } catch {
      // Only a broken request stream gets here (the receiver answers everything else itself).
      answer = problem(400, "the request body could not be read", { connection: "close" });
    }
    write(res, answer);
  };
}
