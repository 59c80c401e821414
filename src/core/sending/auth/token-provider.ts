import { PaxosError } from "../../response/errors";
import { type Authorizer, boundedWait, type TokenWait } from "./authorizer";

/**
 * A caller-supplied source of access tokens (a vault, a sidecar, a shared
 * cache). It is asked before every request and does its own caching;
 * `forceRefresh` is true once after the service answered 401.
 */
export type TokenProvider = (request: { scope: string; forceRefresh: boolean }) => string | Promise<string>;

/** Adapts a `TokenProvider` to the transport; remembers tokens only to redact them. */
export class ProviderAuthorizer implements Authorizer {
  readonly #provide: TokenProvider;
  #forceRefresh = false;
  #recent: string[] = [];

  constructor(provide: TokenProvider) {
    this.#provide = provide;
  }

  async token(scope: string, wait?: TokenWait): Promise<string> {
    const forceRefresh = this.#forceRefresh;
    this.#forceRefresh = false;
    // A provider that never answers is bounded by the call's own timeout and signal.
    const token = await boundedWait(Promise.resolve(this.#provide({ scope, forceRefresh })), wait);
    if (typeof token !== "string" || token === "") {
      throw new PaxosError("tokenProvider must return a non-empty string.");
    }
    if (!this.#recent.includes(token)) this.#recent = [token, ...this.#recent].slice(0, 4);
    return token;
  }

  rejected(): boolean {
    this.#forceRefresh = true;
    return true;
  }

  secrets(): readonly string[] {
    return this.#recent;
  }
}
