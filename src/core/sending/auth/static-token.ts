import type { Authorizer } from "./authorizer";

/** Sends one fixed access token; nothing to refresh, so a 401 surfaces at once. */
export class StaticTokenAuthorizer implements Authorizer {
  readonly #token: string;

  constructor(token: string) {
    this.#token = token;
  }

  token(): Promise<string> {
    return Promise.resolve(this.#token);
  }

  rejected(): boolean {
    return false;
  }

  secrets(): readonly string[] {
    return [this.#token];
  }
}
