/** What the transport needs from any source of bearer tokens. */
export interface Authorizer {
  /** The bearer token to send with an operation that needs `scope`. */
  token(scope: string, signal?: AbortSignal): Promise<string>;
  /**
   * Told that `rejected` was answered 401. Returns true when asking `token()`
   * again may give a different, working token (so one retry is worth it).
   */
  rejected(rejected: string): boolean;
  /** Strings that must never reach a log line or an error message. */
  secrets(): readonly string[];
}
