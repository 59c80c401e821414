/**
 * The receiver as a fetch-API handler, `(request) => Promise<Response>`: for
 * workers, Bun, Deno, and the route handlers of web frameworks.
 */
import { readCapped } from "../core/shared/read-capped";
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
  const bytes = await readCapped(request.body, limit);
  return bytes ? { kind: "bytes", bytes } : { kind: "too-large" };
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
