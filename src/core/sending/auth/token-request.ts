/** The OAuth 2 client-credentials token request (a form POST), sent through ky like every API call. */
import ky, { HTTPError } from "ky";
import { RateLimitError, ResponseValidationError } from "../../response/errors";
import { type FetchLike, responseText } from "../fetch";
import { toPaxosError } from "../classify-failure";
import { identityHeaders } from "../user-agent";
import type { RedactingLogger } from "../../config/logger";
import type { RateLimiter } from "../rate-limit/rate-limiter";
import { type BackoffOptions, retryPlan } from "../retry";

/** A token as the token endpoint granted it. */
export interface GrantedToken {
  accessToken: string;
  /** The scopes granted (the answer's `scope`, else the ones asked for). */
  scopes: ReadonlySet<string>;
  /** Lifetime in milliseconds, from `expires_in`. */
  lifetimeMs: number;
}

/** Everything one token request needs. */
export interface TokenRequestConfig {
  tokenUrl: string;
  clientId: string;
  fetch: FetchLike;
  timeout: number;
  maxRetries: number;
  backoff: BackoffOptions;
  redact: (text: string) => string;
  logger: RedactingLogger;
  /** Paces token requests (class `token`, 1/s at Paxos), when pacing is on. */
  rateLimiter: RateLimiter | undefined;
}

/** The rate-limit class of the token endpoint. */
const TOKEN_CLASS = "token";

/** Asks the token endpoint for a token carrying `scopes`. */
export async function requestToken(
  config: TokenRequestConfig,
  clientSecret: string,
  scopes: readonly string[],
  signal?: AbortSignal,
): Promise<GrantedToken> {
  const form = new URLSearchParams({
    grant_type: "client_credentials",
    client_id: config.clientId,
    client_secret: clientSecret,
  });
  if (scopes.length > 0) form.set("scope", scopes.join(" "));
  config.logger.debug(`→ POST ${config.tokenUrl} (client_credentials, scope "${scopes.join(" ")}")`);
  let body: unknown;
  const limiter = config.rateLimiter;
  const plan = retryPlan({
    policy: "idempotent",
    maxRetries: config.maxRetries,
    backoff: config.backoff,
    signal,
    timeout: config.timeout,
    limiter,
  });
  try {
    // `config.fetch` is the SDK's bufferingFetch (../fetch): the body capped, and a redirect refused,
    // never followed (sent with redirect "manual"): it would re-send the client secret wherever it points.
    const response = await ky(config.tokenUrl, {
      method: "POST",
      body: form,
      // Named like every API request, so support can tell the SDK's token requests apart too.
      headers: { accept: "application/json", ...identityHeaders() },
      fetch: config.fetch,
      timeout: config.timeout,
      signal,
      redirect: "manual",
      throwHttpErrors: true,
      retry: plan.options,
      // Each attempt waits for its turn of the token endpoint's rate limit (1/s at Paxos).
      hooks: limiter && { beforeRequest: [() => limiter.acquire(TOKEN_CLASS, { signal })] },
    });
    body = JSON.parse(await responseText(response));
  } catch (error) {
    if (error instanceof SyntaxError) {
      throw new ResponseValidationError("", 200, "The token endpoint answered with a body that is not JSON.");
    }
    const failure = await toPaxosError(error, signal, config.redact);
    if (failure instanceof RateLimitError && failure.resumeAt === undefined && error instanceof HTTPError) {
      failure.setResumeAt(new Date(plan.resumeAfter(error.response, config.maxRetries + 1)));
    }
    // The host it tried, so a "getaddrinfo ENOTFOUND" or a refused connection says where (never a path or query).
    failure.message = config.redact(`Token request to ${new URL(config.tokenUrl).host} failed: ${failure.message}`);
    // The caller receives this error; at the default level (warn) it must not also be printed.
    config.logger.info(failure.message);
    throw failure;
  }
  const grant = parseGrant(body, scopes);
  config.logger.info(`access token granted (scope "${[...grant.scopes].join(" ")}", ${grant.lifetimeMs / 1000} s)`);
  return grant;
}

function parseGrant(body: unknown, asked: readonly string[]): GrantedToken {
  const grant = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const accessToken = grant.access_token;
  const expiresIn = grant.expires_in;
  if (typeof accessToken !== "string" || accessToken === "") {
    throw new ResponseValidationError("access_token", 200, "The token endpoint's answer has no access_token.");
  }
  if (typeof expiresIn !== "number" || !(expiresIn > 0)) {
    throw new ResponseValidationError("expires_in", 200, "The token endpoint's answer has no positive expires_in.");
  }
  return { accessToken, scopes: grantedScopes(grant.scope, asked), lifetimeMs: expiresIn * 1000 };
}

/**
 * The scopes a token carries. The answer's `scope` is trusted only when it is
 * a space-separated list (RFC 6749) that covers what was asked; otherwise (absent,
 * empty, comma-separated, narrower) the scopes asked for are assumed, so a
 * malformed answer cannot make every later call ask for a new token. A scope
 * really missing then shows as a 403 on the call that needs it.
 */
function grantedScopes(value: unknown, asked: readonly string[]): ReadonlySet<string> {
  if (typeof value === "string" && /^[\x21\x23-\x5B\x5D-\x7E]+( [\x21\x23-\x5B\x5D-\x7E]+)*$/.test(value)) {
    const granted = new Set(value.split(" "));
    if (asked.every((scope) => granted.has(scope))) return granted;
  }
  return new Set(asked);
}

