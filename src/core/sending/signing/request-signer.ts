/**
 * The seam between the transport and request signing (`Paxos-Signature`).
 * The transport asks the signer once per attempt, after the attempt's token and
 * rate-limit turn, so every retry carries a fresh timestamp; the signer never
 * sees the token.
 */

/** One attempt as it goes on the wire. */
export interface SignableRequest {
  /** The HTTP method, upper case. */
  method: string;
  /** The path as sent, from `/v2`, with its query string (`/v2/profiles?limit=10`). */
  path: string;
  /** The exact body sent (its UTF-8 bytes are signed); "" when the request has none. */
  body: string;
}

/** Signs attempts; built from the `requestSigning` client option. */
export interface RequestSigner {
  /** The `Paxos-Signature` header value (a compact JWS) for one attempt. */
  sign(request: SignableRequest): Promise<string>;
}
