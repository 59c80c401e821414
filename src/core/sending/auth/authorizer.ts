/** How long a call may wait for its token: its own signal and the end of its attempt's timeout. */
export interface TokenWait {
  signal?: AbortSignal;
  /** Epoch ms; past it the wait rejects with `TokenWaitTimeout` (the shared request goes on for others). */
  deadline?: number;
}

/** A call's wait for a token outlived its deadline; the transport treats it as a timeout of the attempt. */
export class TokenWaitTimeout extends Error {
  override name = "TokenWaitTimeout";
}

/** What the transport needs from any source of bearer tokens. */
export interface Authorizer {
  /** The bearer token to send with an operation that needs `scope`. */
  token(scope: string, wait?: TokenWait): Promise<string>;
  /**
   * Told that `rejected` was answered 401. Returns true when asking `token()`
   * again may give a different, working token (so one retry is worth it).
   */
  rejected(rejected: string): boolean;
  /** Strings that must never reach a log line or an error message. */
  secrets(): readonly string[];
}

/** Waits for `promise`, but gives up when `wait.signal` aborts (its reason) or `wait.deadline` passes. */
export function boundedWait<T>(promise: Promise<T>, wait: TokenWait = {}): Promise<T> {
  const { signal, deadline } = wait;
  if (!signal && deadline === undefined) return promise;
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal!.reason);
    signal?.addEventListener("abort", onAbort, { once: true });
    const timer =
      deadline === undefined
        ? undefined
        : setTimeout(() => reject(new TokenWaitTimeout("The wait for an access token outlived the call's timeout.")), Math.max(0, deadline - Date.now()));
    promise.then(resolve, reject).finally(() => {
      signal?.removeEventListener("abort", onAbort);
      if (timer !== undefined) clearTimeout(timer);
    });
  });
}
