/** The fetch the transport hands to ky. */

/** A `fetch` implementation (the global one, undici's, a test double …). */
export type FetchLike = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

// Bodies read by bufferingFetch, for the response they came with.
const bodies = new WeakMap<Response, string>();

/**
 * Wraps `fetch` so that a response is only handed over once its whole body
 * has arrived. A body cut short (reset, truncation) then fails inside ky's
 * retry loop, where it is retried like any other network failure, and the
 * `timeout` covers the download as well as the headers. The body is read once,
 * as text; `responseText` gives it back.
 */
export function bufferingFetch(fetchImpl: FetchLike | undefined): FetchLike {
  return async (input, init) => {
    // Resolve the global at call time, so test interceptors installed later still apply.
    const response = await (fetchImpl ?? globalThis.fetch)(input, init);
    bodies.set(response, await response.text());
    return response;
  };
}

/** The body of a response: as `bufferingFetch` read it, or read now. */
export function responseText(response: Response): Promise<string> {
  const text = bodies.get(response);
  return text === undefined ? response.text() : Promise.resolve(text);
}
