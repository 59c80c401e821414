/**
 * The `fetch` ky is given (./transport, ./auth/token-request): every attempt goes through it, so what
 * it does holds for every attempt ky makes. It refuses redirects and reads the whole body, capped,
 * before ky sees the response.
 */
import { RedirectError, ResponseTooLargeError } from "../response/errors";
import { readCapped } from "../shared/read-capped";

/** A `fetch` implementation (the global one, undici's, a test double …). */
export type FetchLike = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

/** The default of `maxResponseBytes`: 64 MiB of decoded body. */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

// Bodies read by bufferingFetch, for the response they came with.
const bodies = new WeakMap<Response, string>();

/** The host a redirect pointed to, never its path or query (which may carry secrets). */
function locationHost(response: Response): string | undefined {
  const location = response.headers.get("location");
  if (!location) return undefined;
  try {
    return new URL(location, response.url || "http://invalid.invalid").host || undefined;
  } catch {
    return undefined;
  }
}

/** Only the request id of a redirect's headers: the others (Location first) may carry what it was after. */
function requestIdHeaders(response: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ["x-request-id", "request-id"]) {
    const value = response.headers.get(name);
    if (value !== null && /^[\w.:-]{1,128}$/.test(value)) out[name] = value;
  }
  return out;
}

/** Reads the body's bytes, stopping (and cancelling the download) past `limit` decoded bytes. */
async function readBytes(response: Response, limit: number): Promise<Uint8Array> {
  const body = response.body;
  if (!body) return new Uint8Array(0);
  const length = response.headers.get("content-length");
  const declared = length === null ? Number.NaN : Number(length);
  // An unencoded body that declares more than the cap is refused before a byte of it is read.
  if (!response.headers.has("content-encoding") && declared > limit) {
    await body.cancel().catch(() => undefined);
    throw new ResponseTooLargeError(response.status, limit);
  }
  // One way for every body: the stream's chunks, counted as they come and joined once (as fetch's own
  // text() does inside). Read with arrayBuffer() instead, the 1M walk's peak ArrayBuffers were 26.0 MB
  // against 19.5 MB this way (the RSS row of two full runs of `npm run bench`).
  const bytes = await readCapped(body, limit);
  if (!bytes) throw new ResponseTooLargeError(response.status, limit);
  return bytes;
}

/**
 * Hears a success body's bytes before they are decoded (a list page reads its next cursor there);
 * when it returns a promise, the decoding waits for it.
 */
export type BodyListener = (bytes: Uint8Array) => Promise<void> | undefined;

/** The fetch `bufferingFetch` makes: a `fetch`, and who hears a success body of this call. */
export type BufferingFetch = (input: Request | string | URL, init?: RequestInit, hear?: BodyListener) => Promise<Response>;

/** The `clone` of a response read in full: the response itself (see `bufferingFetch`). */
function itself(this: Response): Response {
  return this;
}

/**
 * Wraps `fetch` (the `fetch` option, else the global one) into the fetch ky is given, so that a
 * response is only handed over once its whole body has arrived. ky's `timeout` wraps this fetch,
 * so it covers the download as well as the headers, and a body cut short (reset, truncation) fails
 * inside the attempt, where ky retries it like any other network failure. The body is read once,
 * as bytes (which `hear` may read first) and then as text, and at most `maxResponseBytes` of it (decoded): a body that never ends fails with
 * `ResponseTooLargeError` instead of filling memory. A redirect is refused (`RedirectError`):
 * requests are sent with `redirect: "manual"`, and an answer that was nonetheless redirected (a
 * custom fetch) is not used.
 *
 * The response handed to ky is its own `clone()`: ky clones each response for its `afterResponse`
 * hooks, and a body already read cannot be cloned (nor need be: its text is kept beside it, for
 * `responseText`).
 */
export function bufferingFetch(fetchImpl: FetchLike | undefined, maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES): BufferingFetch {
  return async (input, init, hear) => {
    // Resolve the global at call time, so test interceptors installed later still apply.
    const response = await (fetchImpl ?? globalThis.fetch)(input, init);
    // Browsers answer a manual redirect with an opaque response of status 0.
    if (response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400) || response.redirected) {
      await response.body?.cancel().catch(() => undefined);
      throw new RedirectError(response.redirected ? 0 : response.status, locationHost(response), requestIdHeaders(response));
    }
    const bytes = await readBytes(response, maxResponseBytes);
    // Only a success is heard: ky retries no 2xx, so this body is the call's answer.
    const heard = response.ok ? hear?.(bytes) : undefined;
    if (heard) await heard;
    // As `response.text()` decodes: UTF-8, a byte order mark dropped, a malformed sequence replaced.
    bodies.set(response, new TextDecoder().decode(bytes));
    Object.defineProperty(response, "clone", { value: itself, configurable: true });
    return response;
  };
}

/** The body of a response: as `bufferingFetch` read it, or read now. */
export function responseText(response: Response): Promise<string> {
  const text = bodies.get(response);
  return text === undefined ? response.text() : Promise.resolve(text);
}

/**
 * Lets go of the body `bufferingFetch` read for `response`: a list page keeps
 * its response (for `page.response`), and should not keep a second copy of
 * its items as text.
 */
export function forgetBody(response: Response): void {
  bodies.delete(response);
}
