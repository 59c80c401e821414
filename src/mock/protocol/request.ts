/**
 * The request both transports (the loopback HTTP server, the msw handlers) hand to the mock API. A
 * leaf, so that what checks a request (the signature verifier …) need not import the API that owns it.
 */

/** One request as a transport hands it over. */
export interface MockRequest {
  /** Which endpoint the URL addressed: an API path under the base URL, the token URL, or neither. */
  endpoint: "api" | "token" | "unknown";
  method: string;
  /** For `api`: the path after the base URL's path (e.g. "/transfer/deposit-addresses"), still percent-encoded. */
  path: string;
  /** The query string, with or without the leading "?". */
  search: string;
  /** Request headers; keys lower-case. */
  headers: Record<string, string>;
  /** The raw body text ("" when none). */
  body: string;
  /**
   * The path and query exactly as received (`/v2/profiles?limit=2`), which a `Paxos-Signature` names;
   * when absent, `/v2` + `path` + `search`.
   */
  target?: string;
}
