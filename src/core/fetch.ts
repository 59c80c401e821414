/** The fetch the transport hands to ky. */

/** A `fetch` implementation (the global one, undici's, a test double …). */
export type FetchLike = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

// Statuses whose Response must be built without a body.
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

/**
 * Wraps `fetch` so that a response is only handed over once its whole body
 * has arrived. A body cut short (reset, truncation) then fails inside ky's
 * retry loop, where it is retried like any other network failure, and the
 * `timeout` covers the download as well as the headers.
 */
export function bufferingFetch(fetchImpl: FetchLike | undefined): FetchLike {
  return async (input, init) => {
    // Resolve the global at call time, so test interceptors installed later still apply.
    const response = await (fetchImpl ?? globalThis.fetch)(input, init);
    const body = nullBodyStatuses.has(response.status) ? null : await response.arrayBuffer();
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
