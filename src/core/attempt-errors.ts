/**
 * What a failed attempt throws inside the transport, before `toPaxosError`
 * (./http-errors) turns it into the SDK's public errors.
 */

/** An answer with a status outside 2xx; its body has been read (`responseText`). */
export class HttpStatusError extends Error {
  override readonly name = "HttpStatusError";
  /** The answer, body already read. */
  readonly response: Response;

  constructor(response: Response) {
    super(`status ${response.status}`);
    this.response = response;
  }
}

/** An attempt that did not bring its whole answer within the call's `timeout`. */
export class AttemptTimeoutError extends Error {
  override readonly name = "AttemptTimeoutError";

  constructor() {
    super("Request timed out");
  }
}
