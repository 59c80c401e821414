/**
 * The receiver as a fetch-API handler, `(request) => Promise<Response>`: for
 * workers, Bun, Deno, and the route handlers of web frameworks.
 */
import { problem } from "./answer";
import type { DeliveryBody, Receiver } from "./receive";

/** A fetch-API handler; it never rejects. */
export type FetchWebhookHandler = (request: Request) => Promise<Response>;

/** Reads `request`'s body through a counting reader, cancelling the stream at once past `limit`. */
export async function readWebBody(request: Request, limit: number): Promise<DeliveryBody> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => {});
    return { kind: "too-large" };
  }
  if (!request.body) return { kind: "bytes", bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      return { kind: "too-large" };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { kind: "bytes", bytes };
}

/** Adapts a receiver to `(request) => Promise<Response>`. */
export function fetchHandler(receive: Receiver): FetchWebhookHandler {
  return async (request) => {
    let answer;
    try {
      answer = await receive({
        method: request.method,
        header: (name) => request.headers.get(name) ?? undefined,
        body: (limit) => readWebBody(request, limit),
      });
    } catch {
      answer = problem(400, "the request body could not be read");
    }
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}
