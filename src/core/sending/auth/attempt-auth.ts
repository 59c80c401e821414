/**
 * What a client with credentials adds to each attempt of a call that needs a scope, in ky's hooks:
 * the bearer token (beforeRequest, before the attempt's rate-limit turn), the `Paxos-Signature`
 * (beforeRequest, after the turn, over the exact bytes ky sends) and one renewal of a token the
 * service rejects (afterResponse). Only the client that takes credentials (`PaxosClient`) imports
 * this; the transport knows the `AttemptAuth` interface, so a page with only a `PaxosMarketClient` (no
 * credentials) carries none of it, nor the refusal a `PaxosClient` without credentials gives a call that
 * needs a scope (`WITHOUT_CREDENTIALS`).
 */
import ky, { TimeoutError } from "ky";
import type { RedactingLogger } from "../../shared/logger";
import type { RequestSigner } from "../signing/request-signer";
import { checkExtraHeaders } from "../../request/extras";
import { PaxosError } from "../../response/errors";
import type { AttemptAuth, AuthState, ScopedCall } from "../transport";
import { type Authorizer, TokenWaitTimeout, type TokenWait } from "./authorizer";

/** The `AttemptAuth` of a client with credentials (and, with `requestSigning`, a signer). */
export class CredentialedAttempts implements AttemptAuth {
  readonly #authorizer: Authorizer;
  readonly #signer: RequestSigner | undefined;
  readonly #logger: RedactingLogger;

  constructor(authorizer: Authorizer, signer: RequestSigner | undefined, logger: RedactingLogger) {
    this.#authorizer = authorizer;
    this.#signer = signer;
    this.#logger = logger;
  }

  checkHeaders(operation: string, headers: Record<string, string>): void {
    checkExtraHeaders(operation, headers);
  }

  async attempt(call: ScopedCall, request: Request, body: string | undefined, wait: TokenWait, sent: AuthState, pace: () => Promise<void> | undefined): Promise<void> {
    try {
      sent.token = await this.#authorizer.token(call.scope, wait);
    } catch (error) {
      // A token that did not come in time is a timeout of this attempt (ky retries it like one).
      throw error instanceof TokenWaitTimeout ? new TimeoutError(request) : error;
    }
    request.headers.set("authorization", `Bearer ${sent.token}`);
    // The token first and the turn after it, so the request leaves as soon as its turn comes.
    await pace();
    const signer = this.#signer;
    if (!signer) return;
    // Signed last, so the timestamp is as fresh as the attempt. The path is the request's own, as it
    // goes on the wire; `body` is the very string ky sends (its UTF-8 bytes are signed).
    const { pathname, search } = new URL(request.url);
    request.headers.set("paxos-signature", await signer.sign({ method: call.method, path: pathname + search, body: body ?? "" }));
  }

  /**
   * ky's afterResponse hook of one call: a 401 to the token the call sent, when the authorizer can
   * get another, is retried once at once with a new one (`ky.retry`, which skips `shouldRetry`, and
   * which the retry plan does not count against `maxRetries`).
   */
  renewal(operation: string, sent: AuthState, renewing: () => void) {
    return (_request: Request, _options: unknown, response: Response) => {
      if (response.status !== 401 || sent.token === undefined || sent.renewed) return;
      if (!this.#authorizer.rejected(sent.token)) return;
      sent.renewed = true;
      renewing();
      this.#logger.warn(`${operation}: access token rejected (401); renewing it and retrying once.`);
      return ky.retry({ delay: 0, code: "TOKEN_REJECTED" });
    };
  }
}

/**
 * The `AttemptAuth` of a `PaxosClient` without credentials: a call that needs a scope is refused before
 * anything is sent (its public market data needs none). Kept here, with the credentialed one, so that a
 * page with only the credential-free clients carries neither.
 */
export const WITHOUT_CREDENTIALS: AttemptAuth = {
  checkHeaders() {},
  attempt(call) {
    throw new PaxosError(`${call.name} needs credentials (scope ${call.scope}): pass clientId and clientSecret, accessToken or tokenProvider.`);
  },
  renewal: () => () => undefined,
};
