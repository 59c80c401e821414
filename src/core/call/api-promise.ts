/**
 * The promise every non-list method returns: await it for the validated body,
 * or reach the HTTP response with `.withResponse()` / `.asResponse()` (as in
 * openai-node and anthropic-sdk-typescript).
 */
import { responseText } from "../sending/fetch";
import { requestIdOf } from "../response/request-id";
import type { CallResult } from "../sending/transport";

/** What `.withResponse()` resolves with. */
export interface WithResponse<T> {
  /** The validated body, as awaiting the call gives it. */
  data: T;
  /**
   * The HTTP response of the final attempt: `status`, `headers` (rate-limit
   * headers too, when the service sends any; Paxos does not promise them).
   * The SDK has already read its body: use `bodyText`, not `response.json()`.
   */
  response: Response;
  /** The service's request id (`x-request-id`, else `request-id`), for support tickets. */
  requestId: string | undefined;
  /** The body exactly as received. */
  bodyText: string;
}

/** Builds `withResponse()`'s answer from a call's result. */
export async function withResponseOf<T>(result: CallResult<T>): Promise<WithResponse<T>> {
  const { data, response } = result;
  return { data, response, requestId: requestIdOf(response.headers), bodyText: await responseText(response) };
}

/**
 * A call in flight. It is a promise of the validated body (`await` it, or
 * `.then`), with the response in reach:
 *
 *     const { data, response, requestId } = await paxos.settlement.createTransaction(body).withResponse();
 */
export class APIPromise<T> implements Promise<T> {
  readonly #result: Promise<CallResult<T>>;
  #data: Promise<T> | undefined;

  /** Wraps a call's result; the call is already under way. */
  constructor(result: Promise<CallResult<T>>) {
    this.#result = result;
  }

  #value(): Promise<T> {
    this.#data ??= this.#result.then((result) => result.data);
    return this.#data;
  }

  /** The body, the response of the final attempt, its request id and the raw body text. */
  withResponse(): Promise<WithResponse<T>> {
    return this.#result.then(withResponseOf);
  }

  /** The HTTP response of the final attempt (its body already read: see `withResponse().bodyText`). */
  asResponse(): Promise<Response> {
    return this.#result.then((result) => result.response);
  }

  /** Like `Promise.prototype.then`, for the validated body. */
  then<R1 = T, R2 = never>(
    onfulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#value().then(onfulfilled, onrejected);
  }

  /** Like `Promise.prototype.catch`. */
  catch<R = never>(onrejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<T | R> {
    return this.#value().catch(onrejected);
  }

  /** Like `Promise.prototype.finally`. */
  finally(onfinally?: (() => void) | null): Promise<T> {
    return this.#value().finally(onfinally);
  }

  /** Reads as a Promise in `Object.prototype.toString` (and so satisfies the `Promise` type). */
  get [Symbol.toStringTag](): string {
    return "Promise";
  }
}
